#!/usr/bin/env bats
# bg-play(1): a person, here a script of answers on standard input, plays
# one seat against the computer.  What is drawn, asked and written is
# checked against the record the game leaves.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# captions OUTPUT: the numbers of the actions drawn or said, in order, a
# turn's line "A-B. seat 2: ..." giving A to B (a line after the question
# is on its line: the answers typed here are not echoed).
captions() {
	sed -n 's/^\(move (.*)? \)\{0,1\}\([0-9][0-9]*\)\(-[0-9][0-9]*\)\{0,1\}\. .*/\2\3/p' <<<"$1" |
		awk -F- '{ for (i = $1; i <= (NF > 1 ? $2 : $1); i++) print i }'
}

# prompts_with_one_move OUTPUT: the move lists offered that hold one move.
prompts_with_one_move() {
	awk '/^Your move, / { if (n == 1) c++; n = 0; listing = 1; next }
		listing && /^  [0-9]+\) / { n++; next }
		{ if (listing && n == 1) c++; listing = 0; n = 0 }
		END { print c + 0 }' <<<"$1"
}

@test "bg-play: Wari; bad answers asked again with the reason, \\141 is no move, an empty line offers the moves again, a hint by value, every move drawn and marked" {
	answers=$(printf 'x\n9\n0\n\\141\n\n?\n1\n1\nq\n')
	run sh -c 'printf "%s\n" "$1" | bg-play -e 5 -s 1 -w game.rec wari' _ "$answers"
	[ "$status" -eq 0 ]
	[[ $output == *"Your move, north:"* ]]
	[[ $output == *"  1) a"* ]]
	# Each refusal says why, as bg-apply would.
	for bad in "x: a move is a pit, a to f" "9: the moves are numbered 1 to 6" \
		"0: the moves are numbered 1 to 6" '\141: a move is a pit, a to f'; do
		[[ $output == *"'${bad%%:*}' is not one of the moves:${bad#*:}; try again"* ]] ||
			{ echo "$bad"; false; }
	done
	# The empty line: the moves offered again, before any move is made.
	assert_equal "$(awk '/1\. north \(you\): a$/ { exit } /^  1\) a$/ { c++ } END { print c + 0 }' <<<"$output")" 2
	# The hint is bg-moves --eval by the computer's policy, with words
	# over its columns, the highest value first.
	want=$(bg-new wari | bg-moves --eval 5 --seed 1 | sort -s -k2,2gr | sed 's/^/  /')
	[[ $output == *"The moves by 5, the highest value first:"$'\n'*"bg-moves(1))"$'\n'"$want"$'\n'* ]]
	# North's side at the bottom.
	[[ $output == *$'0. start\n      f     e     d     c     b     a\n  +-----+-----+-----+-----+-----+-----+\n  |   4 |   4 |   4 |   4 |   4 |   4 |  south captured 0\n'*'north captured 0  <- to move'* ]]
	# The person's move is said in a line, and the computer's answer;
	# then the board after it is drawn, marked as bg-render -f marks it.
	second=$(sed -n 5p game.rec)
	board=$(bg-render --seat north -f game.rec | awk 'BEGIN { RS = "" } NR == 3' | tail -n +2)
	[[ $output == *$'? 1. north (you): a\n2. south: '"$second"$'\n'"$board"$'\n\nYour move, north:'* ]]
	# The game written is the game played, with the person's seat.
	bg-apply --check -f game.rec
	assert_equal "$(head -n 1 game.rec)" "Person: north"
	assert_equal "$(sed -n 2p game.rec)" "Seat-south: 5"
	assert_equal "$(sed -n '4,$p' game.rec | wc -l)" 4
	# Every action was drawn, numbered 1, 2, ... as in the record, and the
	# last board drawn is the record's last position.
	assert_equal "$(captions "$output")" "$(seq 0 4)"
	last=$(bg-render --seat north -f game.rec | awk 'BEGIN { RS = "" } { p = $0 } END { print p }' | tail -n +2)
	[[ $output == *"$last"$'\n\nYour move, north:'* ]]
}

@test "bg-play: every game to its end; the dice of every roll shown, forced moves played without asking" {
	# The last actions of a playthrough of each game, taken back and
	# played again by the person and the computer.
	for f in wari-quiet manji-2-players spook-3-players-shared \
		waju-2-players wahoo-2-players; do
		n=$(wc -l < "$BG_TOP/tests/playthroughs/$f.rec")
		grep -v '^Result:' "$BG_TOP/tests/playthroughs/$f.rec" |
			head -n $((n - 16)) > g.rec
		from=$(bg-apply --result -f g.rec | sed 's/.*"actions":\([0-9]*\).*/\1/')
		run sh -c 'yes 2 | head -n 3000 | bg-play -e 2 -s 3 -w g.rec'
		[ "$status" -eq 0 ] || { echo "$f: $status"; false; }
		played=$output
		# The end says who won, the scores and what it means for the
		# person.
		[[ $played =~ The\ game\ is\ over\.\ (A\ draw|[A-Z][a-z0-9 ,]*\ (wins|share\ the\ win))(\ [0-9-]+)?:\ you\ (won|lost|drew|share\ the\ win)\. ]] ||
			{ echo "$f: not over"; false; }
		case $f in
		wari-quiet) [[ $played == *"The game is over. North wins 26-22: you won."* ]] ;;
		spook-3-players-shared) [[ $played == *"The game is over. Seats 1 and 2 share the win 1-1-0: you share the win."* ]] ;;
		esac
		run bg-apply --check -f g.rec
		[ "$status" -eq 0 ] || { echo "$f: $output"; false; }
		bg-apply -f g.rec | grep -q 'phase=over'
		actions=$(bg-apply --result -f g.rec | sed 's/.*"actions":\([0-9]*\).*/\1/')
		[ "$actions" -gt "$from" ]
		assert_equal "$f: $(captions "$played" | tr '\n' ' ')" "$f: $(seq "$from" "$actions" | tr '\n' ' ')"
		# No question offers a single move.
		assert_equal "$f: $(prompts_with_one_move "$played")" "$f: 0"
		# Every roll from the position resumed on is listed by its caption.
		rolls=$(bg-render -f g.rec | awk -v from="$from" 'BEGIN { RS = "" }
			{ split($0, l, "\n") }
			l[1] ~ /: roll:/ && l[1] + 0 >= from { c++ }
			END { print c + 0 }')
		assert_equal "$f: $(grep -E '^(move \(.*\)\? )?[0-9]+(-[0-9]+)?\. ' <<<"$played" | grep -o 'roll:[0-9,]*' | wc -l)" "$f: $rolls"
		[ "$f" = wari-quiet ] || [ "$rolls" -gt 0 ]
	done
}

@test "bg-play: each of the computer's turns is one line, its rolls again and captures said; --pace draws every position whole" {
	run sh -c 'yes 1 | head -n 4 | bg-play -e 1 -s 2 -w w.rec waju --players 4'
	[ "$status" -eq 0 ]
	# The person's first question comes after a screen, not hundreds of
	# lines.
	first=$(grep -n '^Your move, seat 1:' <<<"$output" | head -n 1 | cut -d: -f1)
	[ "$first" -lt 60 ]
	# A turn: the seat, its rolls and moves, each roll again and capture.
	for want in \
		'1-5. seat 3: roll:1,1,4,3 roll:5,6 h-24,24-29; rolls again: roll:5 29-34' \
		'16-17. seat 1 (you): roll:2,5 pass' \
		'22-31. seat 3: roll:6,2 h-24,34-36, captures seat 4 at 36; rolls again: roll:1 24-25; rolls again: roll:1 h-24; rolls again: roll:6 25-31; rolls again: roll:2 24-26, captures seat 2 at 26' \
		'52-53. seat 1 (you): rolls again: roll:3 3-6' \
		'60-61. seat 4: roll:3,4 44-47,2-6, captures seat 1 at 6' \
		'66. seat 1 (you) rolls again: roll:6'; do
		grep -qFx -- "$want" <<<"$output" || { echo "no: $want"; false; }
	done
	# The captures are the record's: seat 4's marble on 36 went home at
	# action 23, seat 2's on 26 at 31, seat 1's on 6 at 61 (each state
	# before and after).
	assert_equal "$(bg-apply --all -f w.rec | sed -n '23,24p;31,32p;61,62p' | sed 's/.* pos=//')" \
		"h,h,h,h/h,h,h,26/h,h,h,34/h,36,37,40
h,h,h,h/h,h,h,26/h,h,24,36/h,h,37,40
h,h,h,h/h,h,h,26/h,24,31,36/h,h,37,40
h,h,h,h/h,h,h,h/h,26,31,36/h,h,37,40
h,h,0,6/h,12,18,21/h,31,33,40/h,h,44,2
h,h,h,0/h,12,18,21/h,31,33,40/h,h,47,6"
	# Every action is said once, in order.
	last=$(bg-apply --result -f w.rec | sed 's/.*"actions":\([0-9]*\).*/\1/')
	assert_equal "$(captions "$output" | tr '\n' ' ')" "$(seq 0 "$last" | tr '\n' ' ')"
	# Seat 1's corner is drawn at the bottom left (bg-render --seat).
	[[ $output == *$'\n       1     s  .  .  .  .     4   '* ]]
	# With --pace every position is drawn whole, under its caption.
	run sh -c 'echo q | bg-play --pace 0 -e 1 -s 2 waju --players 4'
	[ "$status" -eq 0 ]
	assert_equal "$(captions "$output" | tr '\n' ' ')" "$(seq 0 50 | tr '\n' ' ')"
	assert_equal "$(grep -c '^seat 4 green: ' <<<"$output")" 51
	[[ $output == *$'\n6. seat 4: roll:2,6\nrolls 4: seat 4 to move, dice 2 and 6\n'* ]]
	# A capture is said under the board of its move.
	[[ $output == *$'\n23. seat 3: h-24,34-36\nrolls 12: seat 3 rolls one die again\n'*$'\nseat 3 captures seat 4 at 36.\n\n24. '* ]]
}

@test "bg-play: on a colour terminal the board keeps the key to the holes, and a legend says what its glyphs are" {
	script -qc true /dev/null >/dev/null 2>&1 || skip "no script(1) of util-linux"
	run script -qc 'printf "q\n" | env -u NO_COLOR TERM=xterm LC_ALL=C.UTF-8 bg-play -e 1 -s 2 wahoo' /dev/null
	[ "$status" -eq 0 ]
	output=${output//$'\r'/}
	# In colour (the seats' marbles in their colours) ...
	[[ $output == *$'\e[1;33m1\e[0m'* ]]
	# ... with the key beside the board and the legend under it.
	[[ $output == *"   12 13 14 15 16    t4    28 29 30 31 32"* ]]
	[[ $output == *$'\nlegend: 1 a marble of seat 1 (and so on), \u25e6 home, \u25c7 start, \u00b7 road, \u25b8 arrow, \u25ce the centre (hub), \u2218 the Tee Pee, [ ] the last move\n'* ]]
}

@test "bg-play: a forced move is played and said, and the roll before it shown" {
	# Seat 3 of four-player Wahoo must pass until a 1 or a 6 lets a
	# marble out; the person quits at the first choice.
	run sh -c 'echo q | bg-play --seat 3 -e 2 -s 2 wahoo --players 4'
	[ "$status" -eq 0 ]
	[[ $output == *$'\n8-9. seat 3 (you): roll:5 pass\nYour only move, pass, was played without asking.\n'* ]]
	[[ $output != *"Your move, seat 1:"* ]]
	[[ $output == *"Your move, seat 3:"* ]]
	assert_equal "$(prompts_with_one_move "$output")" 0
}

@test "bg-play: u takes back the last own move, with the same dice; nothing to take back is said" {
	run sh -c 'printf "u\n1\n1\nu\nq\n" | bg-play -e 5 -s 1 -w t.rec wari'
	[ "$status" -eq 0 ]
	[[ $output == *"No move of yours to take back."* ]]
	[[ $output == *"Taken back: your move a (action 3) and what followed it."* ]]
	# The record is cut to before north's second move.
	assert_equal "$(sed -n '4,$p' t.rec | tr '\n' ' ')" "a $(sed -n 5p t.rec) "
	assert_equal "$(wc -l < t.rec)" 5
	bg-apply --check -f t.rec
	# A dice game: the roll before the move taken back stays.
	run sh -c 'printf "1\nu\nq\n" | bg-play -e 2 -s 4 -w d.rec waju --players 2'
	[ "$status" -eq 0 ]
	[[ $output == *"Taken back: your move "* ]]
	tail -n 1 d.rec | grep -q '^roll:'
	bg-apply -f d.rec | grep -q 'phase=move'
}

@test "bg-play: u on a record from its Game tag takes back the person's move, not the computer's (issue 33, item 9)" {
	printf 'Game: wari\nPerson: north\nc\nf\n' >g.rec
	run sh -c 'printf "u\nq\n" | bg-play -e 5 -s 1 -w g.rec'
	[ "$status" -eq 0 ]
	[[ $output == *"Taken back: your move c (action 1) and what followed it."* ]]
	assert_equal "$(cat g.rec)" "Game: wari
Person: north"
	bg-apply --check -f g.rec
}

@test "bg-play: -w on an unfinished record goes on with it, the person's seat kept; a finished one is drawn" {
	run sh -c 'printf "1\nq\n" | bg-play --seat south -e 5 -s 1 -w r.rec wari'
	[ "$status" -eq 0 ]
	[[ $output == *"Your move, south:"* ]]
	[[ ${lines[${#lines[@]} - 1]} == *"bye: 'bg-play -w r.rec' goes on with the game" ]]
	assert_equal "$(head -n 1 r.rec)" "Person: south"
	before=$(wc -l < r.rec)
	run sh -c 'printf "1\nq\n" | bg-play -e 5 -s 1 -w r.rec'
	[ "$status" -eq 0 ]
	# The last position is drawn under its number, and the game goes on.
	[[ ${lines[0]} == "3. north: "* ]]
	[[ $output == *"Your move, south:"* ]]
	[ "$(wc -l < r.rec)" -eq $((before + 2)) ]
	bg-apply --check -f r.rec
	# A record that holds a game takes no GAME.
	run --separate-stderr bg-play -w r.rec wari </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-play: r.rec holds a game already: 'bg-play -w FILE' without GAME goes on with it"
	# A finished game is drawn, and nothing is asked.
	bg-new wari | bg-apply --play random --seed 1 --record over.rec >/dev/null
	cp over.rec kept.rec
	run bg-play -w over.rec </dev/null
	[ "$status" -eq 0 ]
	[[ $output == *"game over"*"The game is over."* ]]
	[[ $output != *"Your move"* ]]
	cmp over.rec kept.rec
	# A bad record fails with bg-apply's reason.
	printf 'wari nonsense\n' > bad.rec
	run --separate-stderr bg-play -w bad.rec </dev/null
	[ "$status" -eq 65 ]
	[[ $stderr == "bg-apply: bad.rec:1"* ]]
}

@test "bg-play: bad options fail at once, 64, one line, no record written" {
	check() {
		local want=$1
		shift
		rm -f new.rec
		run --separate-stderr bg-play "$@" -w new.rec wari <<<"1"
		[ "$status" -eq 64 ] || { echo "$*: $status"; false; }
		[ -z "$output" ] || { echo "$*: $output"; false; }
		assert_equal "$stderr" "$want"
		[ ! -e new.rec ]
	}
	check "bg-play: -e: '0' is not a number from 1 to 1000000" -e 0
	check "bg-play: -e: policy 'ab:0': D of ab:D is a depth from 1 to 64, or a time such as ab:2s" --eval=ab:0
	check "bg-play: -e: 'greedy' is not a policy (random, mc:N, uct:N, ab:D, ply:N, rollout:N, exact or default)" -egreedy
	check "bg-play: -s: 'x' is not a number from 0 to 18446744073709551615" -s x
	check "bg-play: --seat: no seat 3: its seats are north, south" --seat 3
	check "bg-play: --seat: no seat nrth: its seats are north, south; did you mean north?" --seat nrth
	check "bg-play: unknown option '-Z'; see 'bg-play --help'" -Z
	check "bg-play: --pace: '1s' is not a number of milliseconds from 0 to 600000" --pace 1s
	check "bg-play: --pace: '600001' is not a number of milliseconds from 0 to 600000" --pace=600001
	check "bg-play: unknown option '--no-such-option'; see 'bg-play --help'" --no-such-option
	run --separate-stderr bg-play -e
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-play: option '-e' needs a value; see 'bg-play --help'"
	run --separate-stderr bg-play
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-play: give a GAME, or -w a record to go on with; see 'bg-play --help'"
	# After the game come its options; bg-play's own there are told
	# where they go, and a game's error is said as bg-play's.
	run --separate-stderr bg-play -w new.rec wari --no-such-option </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-play: unknown option '--no-such-option'; the game's options: 'bg-new wari --help'"
	[ ! -e new.rec ]
	run --separate-stderr bg-play -w new.rec wari --seat south </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-play: '--seat' goes before the game: bg-play [options] GAME [the game's options]"
	run --separate-stderr bg-play -w new.rec wahoo -e5 </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-play: '-e' goes before the game: bg-play [options] GAME [the game's options]"
	run --separate-stderr bg-play -w new.rec wario </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-play: unknown game 'wario'; did you mean wari?"
	[ ! -e new.rec ]
	# A long option near one of bg-play's is named, as the programs do.
	check "bg-play: unknown option '--recrod'; did you mean '--record'?" --recrod x.rec
	check "bg-play: unknown option '--pac'; did you mean '--pace'?" --pac=5
	check "bg-play: unknown option '--no-table'; did you mean '--no-tables'?" --no-table
}

@test "bg-play: --help prints what it says, --version its version; no temporary record is left" {
	run bg-play --help
	[ "$status" -eq 0 ]
	assert_equal "${lines[0]}" "usage: bg-play [--seat SEAT] [-e POLICY] [--no-tables] [-s SEED] [--pace MS]"
	# Every option the help names, and the answers.
	for w in --seat --eval --seed --record --pace --help --version '? for a hint' 'u to take back' 'q to quit' 'Exit: 0'; do
		[[ $output == *"$w"* ]] || { echo "no $w"; false; }
	done
	assert_equal "$(bg-play -h)" "$output"
	run bg-play --version
	[ "$status" -eq 0 ]
	[[ $output =~ ^bg-play\ \(bg\)\ [0-9]+\.[0-9]+\.[0-9]+$ ]]
	mkdir tmp
	TMPDIR=$PWD/tmp run sh -c 'printf "1\nq\n" | bg-play -e 3 -s 1 wari'
	[ "$status" -eq 0 ]
	[[ ${lines[${#lines[@]} - 1]} == *"bye" ]]
	assert_equal "$(ls tmp)" ""
}

@test "bg-play: the programs beside it are played, from a directory not on PATH" {
	run sh -c 'printf "q\n" | PATH=/usr/bin:/bin "$1/bg-play" -e 3 wari' _ "$BG_BIN"
	[ "$status" -eq 0 ]
	[[ $output == *"Your move, north:"* ]]
}

@test "bg-play: the record names the computer's policy at each of its seats, and a resumed game keeps it; a record without its last newline resumes at its last move" {
	run sh -c 'printf "1\nq\n" | bg-play --seat south -e mc:7 -s 1 -w r.rec wari'
	[ "$status" -eq 0 ]
	assert_equal "$(sed -n 1,2p r.rec)" "Person: south
Seat-north: mc:7"
	bg-apply --check -f r.rec
	# Four seats: a tag for each of the three others.
	run sh -c 'printf "q\n" | bg-play -s 1 -w w.rec waju --players 4'
	assert_equal "$(grep '^Seat-' w.rec)" "Seat-2: default
Seat-3: default
Seat-4: default"
	# Resumed without -e: the hint is by mc:7; with its last newline cut,
	# the record's last move is drawn once, under its number.
	printf '%s' "$(cat r.rec)" > cut.rec
	run sh -c 'printf "?\nq\n" | bg-play -s 1 -w cut.rec'
	[ "$status" -eq 0 ]
	[[ ${lines[0]} == "3. north: e" ]]
	assert_equal "$(grep -c '^3\. ' <<<"$output")" 1
	[[ $output == *"The moves by mc:7, the highest value first:"* ]]
	bg-apply --check -f cut.rec
}

@test "bg-play: README's game of Wari is what a person sees, the answers typed after the questions" {
	local shown got
	shown=$(awk '/^    \$ bg-play -s 1 wari$/ { on = 1; next }
		on && /^    / { print substr($0, 5); next }
		on && /^$/ { print ""; next }
		on { exit }' "$BG_TOP/README.md" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}')
	[ -n "$shown" ]
	got=$(printf '1\nq\n' | bg-play -s 1 wari 2>&1 |
		awk -v answers="1 q" 'BEGIN { split(answers, a, " ") }
		{
			line = $0; out = ""
			while ((i = index(line, "q quit)? ")) > 0) {
				out = out substr(line, 1, i + 8) a[++k] "\n"
				line = substr(line, i + 9)
			}
			print out line
		}')
	assert_equal "$got" "$shown"
}

@test "bg-play: on a terminal, a Wari game with a wrong move, an empty line, a number, a hint, a move taken back and the end of input" {
	script -qc true /dev/null >/dev/null 2>&1 || skip "no script(1) of util-linux"
	local asked="move (number or word, ? hint, u take back, q quit)? " out
	run script -qc 'printf "z\n\n1\n?\nu\n2\n" | env -u NO_COLOR TERM=dumb LC_ALL=C.UTF-8 bg-play -e 1 -s 1 -w g.rec wari' /dev/null
	[ "$status" -eq 0 ]
	out=${output//$'\r'/}
	grep -qxF "$asked'z' is not one of the moves: a move is a pit, a to f; try again" <<<"$out"
	# Asked at the start, again after the empty line, after the reply,
	# after the move taken back and after the next reply.
	[ "$(grep -c '^\(move .*? \)\{0,1\}Your move, north:$' <<<"$out")" -eq 5 ]
	grep -qxF "${asked}1. north (you): a" <<<"$out"
	grep -qxF "${asked}The moves by 1, the highest value first:" <<<"$out"
	grep -qxF "${asked}Taken back: your move a (action 1) and what followed it." <<<"$out"
	grep -qxF "${asked}1. north (you): b" <<<"$out"
	# The board is drawn in Unicode on the terminal, north at the bottom.
	grep -qF '│   4 │   · │   5 │   5 │   5 │   5 │  north captured 0  ◀ to move' <<<"$out"
	assert_equal "${out##*$'\n'}" "bye: 'bg-play -w g.rec' goes on with the game"
	# The record holds the moves kept, and replays.
	assert_equal "$(grep -v ': \|^wari ' g.rec)" "b
a"
	bg-apply --check -f g.rec
}
