#!/usr/bin/env bats
# bg-render -f: records drawn position by position with their moves
# marked, --split, --seat, and well-formed SVG for every game and phase.
# The goldens, tests/games/GAME/GAME.rec drawn as GAME.txt and its last
# position as GAME.svg, were checked by hand: each caption names the
# action, and the marks sit on the places the move left and reached.

load helpers

@test "render records: the text of a short record of each game is its golden" {
	for g in $(games); do
		run bg-render -f "$BG_TOP/tests/games/$g/$g.rec"
		[ "$status" -eq 0 ]
		assert_equal "$output" "$(cat "$BG_TOP/tests/games/$g/$g.txt")"
	done
}

@test "render records: the SVG of each record's last position is its golden" {
	for g in $(games); do
		rm -rf "$BATS_TEST_TMPDIR/$g"
		bg-render --svg --split "$BATS_TEST_TMPDIR/$g" \
			-f "$BG_TOP/tests/games/$g/$g.rec"
		last=$(ls "$BATS_TEST_TMPDIR/$g" | tail -n 1)
		assert_equal "$(cat "$BATS_TEST_TMPDIR/$g/$last")" \
			"$(cat "$BG_TOP/tests/games/$g/$g.svg")"
	done
}

@test "render records: captions number the actions and name who took them" {
	run bg-render -f "$BG_TOP/tests/games/waju/waju.rec"
	assert_equal "$(grep -E '^[0-9]+\. ' <<< "$output")" \
"0. start
1. the players: roll:1,1
2. the players: roll:6,1
3. seat 1: roll:6,5
4. seat 1: h-0,0-v
5. seat 1: roll:3
6. seat 1: pass
7. seat 3: roll:1,3
8. seat 3: h-24,24-27
9. seat 3: roll:2
10. seat 3: 27-29"
}

@test "render records: Wari marks the pit sown from and the last pit sown" {
	run bg-render -f "$BG_TOP/tests/games/wari/wari.rec"
	assert_equal "$(sed -n '/^1\. north: b$/,/^$/p' <<< "$output" | sed -n 4,6p)" \
"  |[  5]|   5 |   5 |   5 |(  0)|   4 |  north captured 0
  +-----+-----+-----+-----+-----+-----+
  |   4 |   4 |   4 |   4 |   4 |   4 |  south captured 0  <- to move"
}

@test "render records: a move of two marbles is marked at its four holes" {
	run bg-render -f "$BG_TOP/tests/games/waju/waju.rec"
	block=$(sed -n '/^4\. seat 1: h-0,0-v$/,/^$/p' <<< "$output")
	assert_equal "$(sed -n 6,9p <<< "$block")" \
"   [o]       .     :     .        o
[s] .  .  .  .     :     .  .  .  .  .
 .                                   .
 .  :  :  :  :    [1]    :  :  :  :  ."
	run bg-render --svg -f "$BG_TOP/tests/games/waju/waju.rec"
	# Moves on actions 4, 8 and 10: two movements, two, then one.
	[ "$(grep -c '<g class="trail"' <<< "$output")" -eq 5 ]
}

@test "render records: rolls and passes mark nothing" {
	for g in $(games); do
		bg-render --svg --split "$BATS_TEST_TMPDIR/$g" \
			-f "$BG_TOP/tests/games/$g/$g.rec"
		# A line a file: whether it draws a trail, and its caption.
		awk 'FNR == 1 && NR > 1 { print trail " " caption }
			FNR == 1 { caption = ""; trail = "no"; found = 0 }
			/class="trail"/ { trail = "yes" }
			!found && sub(/.*font-weight="bold">/, "") && /^[^<]*</ {
				sub(/<.*/, ""); caption = $0; found = 1
			}
			END { print trail " " caption }' \
			"$BATS_TEST_TMPDIR/$g"/*.svg > "$BATS_TEST_TMPDIR/$g.marks"
		[ "$(wc -l < "$BATS_TEST_TMPDIR/$g.marks")" -eq "$(ls "$BATS_TEST_TMPDIR/$g" | wc -l)" ]
		while read -r trail caption; do
			case $caption in
			*roll:*|*pass|"0. start")
				[ "$trail" = no ] ||
					{ echo "$g: $caption is marked"; false; } ;;
			*)
				[ "$trail" = yes ] ||
					{ echo "$g: $caption is not marked"; false; } ;;
			esac
		done < "$BATS_TEST_TMPDIR/$g.marks"
	done
}

@test "render records: --split writes one file per position, named in order" {
	run bg-render --svg --split "$BATS_TEST_TMPDIR/w" \
		-f "$BG_TOP/tests/playthroughs/waju-2-players.rec"
	[ "$status" -eq 0 ]
	assert_equal "$output" ""
	positions=$(grep -cvE '^(#|[A-Z][A-Za-z0-9_-]*:|$)' \
		"$BG_TOP/tests/playthroughs/waju-2-players.rec")
	assert_equal "$(ls "$BATS_TEST_TMPDIR/w")" \
		"$(for i in $(seq 0 $((positions - 1))); do printf '%06d.svg\n' "$i"; done)"
	assert_equal "$(sed -n 2p "$BATS_TEST_TMPDIR/w/000000.svg" | cut -c1-46)" \
		'<svg xmlns="http://www.w3.org/2000/svg" width='
	# Text: .txt files; states read number on from one input to the next.
	run bg-render --split "$BATS_TEST_TMPDIR/t" -f "$BG_TOP/tests/games/wari/wari.rec"
	assert_equal "$(ls "$BATS_TEST_TMPDIR/t" | tr '\n' ' ')" \
		"000000.txt 000001.txt 000002.txt 000003.txt 000004.txt 000005.txt 000006.txt "
	assert_equal "$(cat "$BATS_TEST_TMPDIR/t/000006.txt")" \
		"$(sed -n '/^6\. south: f$/,$p' "$BG_TOP/tests/games/wari/wari.txt")"
	run sh -c "printf '%s\n%s\n' '$WARI_START' '$WARI_START' | bg-render --split '$BATS_TEST_TMPDIR/s'"
	assert_equal "$(ls "$BATS_TEST_TMPDIR/s" | tr '\n' ' ')" "000000.txt 000001.txt "
}

@test "render records: --split into a file that is not a directory" {
	touch "$BATS_TEST_TMPDIR/f"
	run --separate-stderr bg-render --split "$BATS_TEST_TMPDIR/f" \
		-f "$BG_TOP/tests/games/wari/wari.rec"
	[ "$status" -eq 74 ]
	assert_equal "$stderr" "bg-render: --split: $BATS_TEST_TMPDIR/f: Not a directory"
}

@test "render records: every SVG of every playthrough is well-formed XML" {
	command -v xmllint >/dev/null || skip "xmllint is not installed (apt-get install libxml2-utils)"
	# Every position is drawn by one function whether stacked or in a
	# file of its own (--split only wraps it in an <svg> of its own size):
	# each seat's view is checked stacked, the files of --split once a
	# record (writing a file a position takes six times the drawing).
	# --stream: a whole stacked record is 25 MB, and the tree xmllint
	# builds of it otherwise takes seconds.
	for rec in "$BG_TOP"/tests/playthroughs/*.rec; do
		bg-render --svg -f "$rec" > "$BATS_TEST_TMPDIR/all.svg"
		xmllint --noout --stream "$BATS_TEST_TMPDIR/all.svg" ||
			{ echo "$rec"; false; }
		bg-render --svg --split "$BATS_TEST_TMPDIR/s" -f "$rec"
		xmllint --noout --stream "$BATS_TEST_TMPDIR"/s/*.svg ||
			{ echo "$rec --split"; false; }
		rm -rf "$BATS_TEST_TMPDIR/s"
		for seat in 1 2 3 4 north south; do
			# A seat the game has not is refused.
			status=0
			bg-render --svg --seat $seat -f "$rec" \
				> "$BATS_TEST_TMPDIR/seat.svg" 2> "$BATS_TEST_TMPDIR/seat.err" ||
				status=$?
			if [ "$status" -eq 64 ]; then
				[[ $(cat "$BATS_TEST_TMPDIR/seat.err") == "bg-render: --seat: no seat $seat: its seats are "* ]]
				continue
			fi
			[ "$status" -eq 0 ]
			xmllint --noout --stream "$BATS_TEST_TMPDIR/seat.svg" ||
				{ echo "$rec --seat $seat"; false; }
		done
	done
}

@test "render records: a failing record draws nothing and names its line" {
	printf '%s\na\nz\n' "$WARI_START" > "$BATS_TEST_TMPDIR/bad.rec"
	run --separate-stderr bg-render -f "$BATS_TEST_TMPDIR/bad.rec"
	[ "$status" -eq 65 ]
	assert_equal "$output" ""
	[[ "$stderr" == "bg-render: $BATS_TEST_TMPDIR/bad.rec:3: "* ]]
	# --keep-going draws the records that replay.
	run --separate-stderr bg-render -k -f "$BATS_TEST_TMPDIR/bad.rec" \
		-f "$BG_TOP/tests/games/wari/wari.rec"
	[ "$status" -eq 65 ]
	assert_equal "$output" "$(cat "$BG_TOP/tests/games/wari/wari.txt")"
	# --split removes what the failing record wrote.
	run bg-render --svg --split "$BATS_TEST_TMPDIR/s" -f "$BATS_TEST_TMPDIR/bad.rec"
	[ "$status" -eq 65 ]
	assert_equal "$(ls "$BATS_TEST_TMPDIR/s")" ""
	printf 'a\nb\n' > "$BATS_TEST_TMPDIR/nostate.rec"
	run --separate-stderr bg-render -f "$BATS_TEST_TMPDIR/nostate.rec" < /dev/null
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-render: $BATS_TEST_TMPDIR/nostate.rec has no state, and standard input holds none to replay it from"
	run --separate-stderr bg-render -f - < "$BATS_TEST_TMPDIR/nostate.rec"
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-render: -:1: a record to draw must contain its state"
	run --separate-stderr bg-render -f "$BATS_TEST_TMPDIR/none.rec"
	[ "$status" -eq 66 ]
}

@test "render records: a one-line record that cannot be read says why, after one of no state" {
	# The record after one of no state was told "must contain its state"
	# too, whatever was wrong with its line.
	printf 'c\nwar\005i\n' > "$BATS_TEST_TMPDIR/two.rec"
	run --separate-stderr bg-render -k -l -f "$BATS_TEST_TMPDIR/two.rec"
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-render: $BATS_TEST_TMPDIR/two.rec:1: a record to draw must contain its state
bg-render: $BATS_TEST_TMPDIR/two.rec:2:4: byte 0x05 is not allowed in a record"
}

@test "render records: a record without a state is drawn from each state read" {
	grep -vE '^(#|Event:|wari )' "$BG_TOP/tests/games/wari/wari.rec" > "$BATS_TEST_TMPDIR/moves.log"
	run sh -c "bg-new wari | bg-render -f '$BATS_TEST_TMPDIR/moves.log'"
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(cat "$BG_TOP/tests/games/wari/wari.txt")"
	# From two states: in the second north's pit b is empty.
	run --separate-stderr sh -c "{ bg-new wari; bg-new wari | bg-apply b c; } |
		bg-render -f '$BATS_TEST_TMPDIR/moves.log'"
	[ "$status" -eq 65 ]
	assert_equal "$output" "$(cat "$BG_TOP/tests/games/wari/wari.txt")"
	assert_equal "$stderr" "bg-render: $BATS_TEST_TMPDIR/moves.log:1: illegal move 'b' for north: pit b is empty"
}

@test "render records: --lines draws every one-line record" {
	{ tr '\n' '\t' < "$BG_TOP/tests/games/wari/wari.rec"; echo
	  tr '\n' '\t' < "$BG_TOP/tests/games/waju/waju.rec"; echo; } > "$BATS_TEST_TMPDIR/lines"
	run bg-render -l -f "$BATS_TEST_TMPDIR/lines"
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(cat "$BG_TOP/tests/games/wari/wari.txt"; echo
		cat "$BG_TOP/tests/games/waju/waju.txt")"
}

@test "render records: usage errors" {
	run --separate-stderr bg-render --seat ''
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-render: --seat: give a seat as the game names it (north, 3)"
	run --separate-stderr bg-render --lines
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-render: --lines goes with -f"
	run --separate-stderr bg-render --html --svg -f x
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-render: --html writes one page: not with --svg or --split"
	run --separate-stderr bg-render --html -f x -f y
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-render: --html draws one record: one -f"
	run --separate-stderr bg-render --html -f x y
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-render: --html draws one record: one -f"
	# With -f, the operands are more records.
	run --separate-stderr bg-render -f x y
	[ "$status" -eq 66 ]
	assert_equal "$stderr" "bg-render: x: No such file or directory"
}

@test "render records: --seat north draws Wari from north's side" {
	run sh -c "echo '$WARI_START' | bg-apply b | bg-render --seat north"
	assert_equal "$output" "      f     e     d     c     b     a
  +-----+-----+-----+-----+-----+-----+
  |   4 |   4 |   4 |   4 |   4 |   4 |  south captured 0  <- to move
  +-----+-----+-----+-----+-----+-----+
  |   4 |   0 |   5 |   5 |   5 |   5 |  north captured 0
  +-----+-----+-----+-----+-----+-----+
      a     b     c     d     e     f
  ply 1, 1 since a capture; twelve=exact slam=leave-one quiet=100"
	run sh -c "echo '$WARI_START' | bg-render --seat south"
	assert_equal "$output" "$(echo "$WARI_START" | bg-render)"
}

@test "render records: --seat N turns the cross so that seat N's arm is at the bottom, in a game of two as of four" {
	start=$(bg-new waju --players 4)
	# Each seat's four home holes end up in the bottom rows.
	for seat in 1 2 3 4; do
		run sh -c "echo '$start' | bg-render --seat $seat | sed -n 11,13p"
		[[ "$output" == *"$seat     $seat"* ]] || { echo "seat $seat"; echo "$output"; false; }
	done
	run sh -c "echo '$start' | bg-render --seat 4"
	assert_equal "$output" "$(echo "$start" | bg-render)"
	# Seats 1 and 3 of two players are turned as in a game of four.
	for seat in 1 3; do
		assert_equal "$(bg-new wahoo | bg-render --seat $seat | sed -n 11,13p)" \
			"$(bg-new wahoo --players 4 | bg-render --seat $seat | sed -n 11,13p | tr 24 oo)"
	done
}

@test "render records: seat colours stay apart under colour-blindness simulations" {
	palettes=$(
		for g in waju wahoo; do
			echo "$g $(bg-new $g --players 4 | bg-render --svg |
				grep -o 'r="10" fill="#[0-9a-f]*"' | sed 's/.*fill="//; s/"//' |
				sort -u | tr '\n' ' ')"
		done
		echo "manji $(bg-new manji --players 4 | bg-render --svg |
			grep -o 'r="11" fill="#[0-9a-f]*" stroke="#fff"' |
			sed 's/.*fill="//; s/".*//' | sort -u | tr '\n' ' ')"
		echo "wari $(bg-new wari | bg-render --svg |
			grep -o '<tspan fill="#[0-9a-f]*"' | sed 's/.*fill="//; s/"//' |
			sort -u | tr '\n' ' ')")
	# Four seats in each cross game and in Manji, two in Wari.
	assert_equal "$(awk '{ print $1, NF - 1 }' <<< "$palettes")" \
		"$(printf '%s\n' 'waju 4' 'wahoo 4' 'manji 4' 'wari 2')"
	run awk -v min=20 -f "$BG_TOP/tests/colours.awk" <<< "$palettes"
	echo "$output"
	[ "$status" -eq 0 ]
	# The check sees what it is for: pure red and green fall together
	# for the red-blind and the green-blind.
	run awk -v min=20 -f "$BG_TOP/tests/colours.awk" <<< "bad #d02020 #30a040"
	[ "$status" -eq 1 ]
	[[ "$output" == *"deutan "*" (#d02020/#30a040)"* ]]
}
