#!/usr/bin/env bats
# Hardening: nothing lost, nothing cut, bounded work for every input.
# Records read as they are replayed, records written whole or not at all
# and only by the game they record, one-line messages, output that is
# whole or refused, counters that stop with a reason.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

AFTER_C='wari twelve=exact slam=leave-one quiet=100 phase=move turn=south ply=1 idle=1 pits=4,4,0,5,5,5/5,4,4,4,4,4 captured=0,0'

# --- Records are replayed as they are read -------------------------------

@test "hardening: an endless record fails at its first wrong line, having read no further" {
	# Line 4 is wrong; what follows never ends.
	run --separate-stderr timeout 20 sh -c '{ bg-new wari; yes a; } | bg-apply --check -f -'
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: -:4: illegal move 'a' for north: pit a is empty"
}

@test "hardening: a long record replays in the memory of one line" {
	{ bg-new wari; yes a | head -n 2000000; } > big.rec
	run --separate-stderr /usr/bin/time -f '%M' bg-apply --check -f big.rec
	[ "$status" -eq 65 ]
	assert_equal "${stderr%%$'\n'*}" "bg-apply: big.rec:4: illegal move 'a' for north: pit a is empty"
	# Peak resident memory, in KiB: far below the 4 MB the record holds
	# (the sanitizer build has its own shadow memory on top).
	[ "${stderr##*$'\n'}" -lt 60000 ]
}

@test "hardening: --all holds a replay's states in a file, not in memory" {
	printf '%s\nc\n' "$WARI_START" > g.rec
	run --separate-stderr env TMPDIR=/nonexistent bg-apply --all -f g.rec
	[ "$status" -eq 74 ]
	assert_equal "$output" ""
	assert_equal "$stderr" "bg-apply: cannot hold the output in /nonexistent: No such file or directory"
	run env TMPDIR="$BATS_TEST_TMPDIR" bg-apply --all -f g.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "$WARI_START"$'\n'"$AFTER_C"
}

@test "hardening: a record without a state is read again for each state of standard input" {
	printf 'c\n' > moves.log
	run sh -c '{ bg-new wari; bg-new wari; } | bg-apply -f moves.log'
	[ "$status" -eq 0 ]
	assert_equal "$output" "$AFTER_C"$'\n'"$AFTER_C"
	# A pipe cannot be read again: one state is all it serves.
	run --separate-stderr bash -c '{ bg-new wari; bg-new wari; } | bg-apply -f /dev/fd/3 3< <(printf "c\n")'
	[ "$status" -eq 66 ]
	[[ "$stderr" == "bg-apply: -:1: /dev/fd/3: cannot be read again: Illegal seek" ]]
}

# --- Records are written whole, by the game they record ------------------

# record_of_size FILE STATE SIZE: a record of SIZE bytes, a long tag then
# STATE.
record_of_size() {
	local pad=$(($3 - ${#2} - 1 - 8))
	{ printf 'Event: %s\n' "$(printf '%*s' "$pad" x | tr ' ' y)"
	  printf '%s\n' "$2"; } > "$1"
	[ "$(wc -c < "$1")" -eq "$3" ]
}

# A file size limit of 1 KiB stands for a full disk (the signal it sends
# ignored, as a disk has none).
limited() {
	bash -c 'trap "" XFSZ; ulimit -f 1; "$@"' limited "$@"
}

@test "hardening: an append that does not fit is truncated away, with the real reason" {
	# 3 of the 6 bytes fit, and the write of the rest fails.
	record_of_size m.rec "$WARI_START" 1021
	cp m.rec before.rec
	run --separate-stderr limited bg-apply --record m.rec c f a <<<"$WARI_START"
	[ "$status" -eq 74 ]
	assert_equal "$output" ""
	assert_equal "$stderr" "bg-apply: -:1: m.rec: File too large"
	cmp m.rec before.rec
	# Once there is room, the same append is whole.
	run bg-apply --record m.rec c f a <<<"$WARI_START"
	[ "$status" -eq 0 ]
	run bg-apply --check -f m.rec
	[ "$status" -eq 0 ]
	assert_equal "$(tail -n 3 m.rec)" $'c\nf\na'
}

@test "hardening: bg-roll's appends are whole or absent too" {
	spook=$(bg-new spook --seed 1)
	record_of_size s.rec "$spook" 1022
	cp s.rec before.rec
	run --separate-stderr limited bg-roll --seed 1 --record s.rec <<<"$spook"
	[ "$status" -eq 74 ]
	assert_equal "$stderr" "bg-roll: -:1: s.rec: File too large"
	cmp s.rec before.rec
}

@test "hardening: a record without a final newline gets one before the lines appended" {
	printf '%s\nc' "$WARI_START" > r.rec
	run bg-apply --record r.rec f <<<"$AFTER_C"
	[ "$status" -eq 0 ]
	assert_equal "$(cat r.rec)" "$WARI_START"$'\nc\nf'
	run bg-apply --check -f r.rec
	[ "$status" -eq 0 ]
}

@test "hardening: --record takes one state: a second is refused" {
	run --separate-stderr sh -c '(bg-new wari; bg-new wari | bg-apply c) | bg-apply --record r.rec f'
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: -:2: a second state: --record writes the record of one game"
	assert_equal "$(cat r.rec)" "$WARI_START"$'\nf'
	run --separate-stderr sh -c '{ bg-new spook --seed 1; bg-new spook --seed 2; } | bg-roll --seed 1 --record s.rec'
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-roll: -:2: a second state: --record writes the record of one game"
	[ "$(grep -c '^spook ' s.rec)" -eq 1 ]
}

@test "hardening: --record appends only to the record of the game played on" {
	bg-new manji > other.rec
	cp other.rec before.rec
	run --separate-stderr bg-apply --record other.rec c <<<"$WARI_START"
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: -:1: other.rec records another game: its final state is not the state played on"
	cmp other.rec before.rec
	run --separate-stderr bg-roll --record other.rec <<<"$(bg-new spook --seed 4)"
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-roll: -:1: other.rec records another game: its final state is not the state played on"
	cmp other.rec before.rec
	# A record that does not replay is not appended to.
	printf '%s\nq\n' "$WARI_START" > bad.rec
	run --separate-stderr bg-apply --record bad.rec c <<<"$WARI_START"
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: -:1: bad.rec:2: illegal move 'q' for north: a move is a pit, a to f"
	# The same game resumed is appended to.
	printf '%s\nc\n' "$WARI_START" > game.rec
	run bg-apply --record game.rec f <<<"$AFTER_C"
	[ "$status" -eq 0 ]
	assert_equal "$(cat game.rec)" "$WARI_START"$'\nc\nf'
}

@test "hardening: many writers of one new record: one writes, the others are refused" {
	pids=
	for i in $(seq 1 24); do
		(bg-apply --record new.rec c <<<"$WARI_START" > /dev/null 2>&1 &&
			echo 0 > "st.$i" || echo $? > "st.$i") &
		pids="$pids $!"
	done
	# Not a bare wait: under BATS_TEST_TIMEOUT bats has a timer running.
	wait $pids
	assert_equal "$(cat new.rec)" "$WARI_START"$'\nc'
	[ "$(cat st.* | grep -c '^0$')" -eq 1 ]
	[ "$(cat st.* | grep -c '^65$')" -eq 23 ]
}

# --- Output is whole or refused -------------------------------------------

@test "hardening: an SVG picture that cannot be held whole is refused, not cut" {
	yes "$WARI_START" | head -n 300 > w.states
	run --separate-stderr limited bg-render --svg w.states
	[ "$status" -eq 74 ]
	assert_equal "$output" ""
	assert_equal "$stderr" "bg-render: w.states:2: cannot hold the picture: File too large"
	run --separate-stderr env TMPDIR=/nonexistent bg-render --svg w.states
	[ "$status" -eq 74 ]
	assert_equal "$output" ""
	assert_equal "$stderr" "bg-render: cannot hold the output in /nonexistent: No such file or directory"
	# Held in a file, a long picture is whole.
	run bg-render --svg w.states
	[ "$status" -eq 0 ]
	[ "$(grep -c '^<g transform=' <<<"$output")" -eq 300 ]
	assert_equal "${lines[${#lines[@]}-1]}" "</svg>"
}

# --- Definitions: linear work, printable text ----------------------------

@test "hardening: 160000 keys in a definition: the unknown key at once" {
	{ seq -f 'k%.0f: 1' 0 159999; echo 'game: wari'; } > big.yaml
	run --separate-stderr timeout 20 bg-new wari --rules big.yaml
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-new: big.yaml:1: unknown key 'k0'"
	# A key given twice is still found, at its second place.
	{ echo 'game: wari'; seq -f 'k%.0f: 1' 0 99999; echo 'k5: 2'; } > twice.yaml
	run --separate-stderr timeout 20 bg-new wari --rules twice.yaml
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-new: twice.yaml:100002: key 'k5' appears twice"
	# And a --boards file of Spook is read the same way.
	{ seq -f 'k%.0f: 1' 0 79999; echo 'boards: []'; } > boards.yaml
	run timeout 20 bg-new spook --boards boards.yaml --seed 1
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(bg-new spook --seed 1)"
}

@test "hardening: a control character in any definition string is refused" {
	sed 's/colour: yellow/colour: "\\e[5;41mYELLOW\\e]0;pwned\\a"/' \
		"$BG_TOP/formats/waju.yaml" > evil.yaml
	grep -q 'pwned' evil.yaml
	run --separate-stderr bg-new waju --rules evil.yaml
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-new: evil.yaml:$(grep -n pwned evil.yaml | cut -d: -f1): a value holds the control character 0x1b: definitions hold printable text"
	# A C1 control (CSI, U+009B) is refused too.
	sed "s/colour: yellow/colour: \"yel$(printf '\302\233')low\"/" "$BG_TOP/formats/wahoo.yaml" > c1.yaml
	[ "$(grep -n 'colour: "yel' c1.yaml | cut -d: -f1)" -eq 69 ]
	run bg-render --rules c1.yaml <<<"$(bg-new wahoo)"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-render: c1.yaml:69: control characters are not allowed"
}

# --- Counters stop with a reason ------------------------------------------

@test "hardening: a counter at its limit refuses the next action, exit 65, in every game" {
	run bg-roll --seed 1 <<<'manji players=2 rolls=4294967295 phase=roll roll=rolloff among=1,3 dice=- sixes=0 last=- pos=home,home/home,home'
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-roll: -:1: illegal move 'roll:3,3' for the host: rolls=4294967295 is the largest count a state holds: the game cannot go on"
	run bg-roll --seed 1 <<<"$(bg-new waju | sed 's/rolls=0/rolls=4294967295/')"
	[ "$status" -eq 65 ]
	[[ "$output" == *": rolls=4294967295 is the largest count a state holds: the game cannot go on" ]]
	run bg-roll --seed 1 <<<"$(bg-new wahoo | sed 's/rolls=0/rolls=4294967295/')"
	[ "$status" -eq 65 ]
	[[ "$output" == *": rolls=4294967295 is the largest count a state holds: the game cannot go on" ]]
	run bg-apply roll:2 <<<'spook players=2 pieces=2 round=4294967295 phase=roll roll=movement dice=2 activation=3 pos=1,3/1,1 boards=CHXWXHSXCWCCXSWHHHXWWCHSHXSXCSWWCSS/WXCCSWWHCHWXHCHSCHHSSSCXSWCXXXXSWHW'
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: illegal move 'roll:2' for the host: round=4294967295 is the largest count a state holds: the game cannot go on"
	run bg-apply a <<<'wari twelve=off slam=leave-one quiet=0 phase=move turn=north ply=4294967295 idle=3 pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0'
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: illegal move 'a' for north: ply=4294967295 is the largest count a state holds: the game cannot go on"
}

@test "hardening: each game's page names its counter's limit in its error table" {
	for g in $(games); do
		grep -q 'is the largest count a state holds: the game cannot go on' "$BG_TOP/formats/$g.md" ||
			{ echo "formats/$g.md" >&2; return 1; }
		grep -q 'is the largest count a state holds: the game cannot go on' "$BG_TOP/man/bg-$g.7" ||
			{ echo "man/bg-$g.7" >&2; return 1; }
	done
}

# --- Usage errors: clean, 64 ----------------------------------------------

@test "hardening: usage errors after --rules exit 64 with nothing leaked" {
	# Under the sanitizer build a leak would make the status 1.
	local spook=$BG_TOP/formats/spook.yaml wari=$BG_TOP/formats/wari.yaml
	run bg-roll --rules "$spook" --seed x
	[ "$status" -eq 64 ]
	run bg-roll --rules "$spook" --dice 0
	[ "$status" -eq 64 ]
	run bg-moves --rules "$wari" --perft 99
	[ "$status" -eq 64 ]
	run bg-moves --rules "$wari" --count --line
	[ "$status" -eq 64 ]
	run bg-render --rules "$wari" --color=x
	[ "$status" -eq 64 ]
	run bg-new wari --rules "$wari" --twelve x
	[ "$status" -eq 64 ]
	run bg-new wari --rules "$wari" --bogus
	[ "$status" -eq 64 ]
	run bg-new spook --rules "$spook" --players 99
	[ "$status" -eq 64 ]
}

# --- JSON is valid UTF-8; long values are cut between characters ----------

@test "hardening: verdicts are valid UTF-8 JSON whatever a Result tag holds" {
	local head='{"record":"r.rec","legal":false,"actions":1,"game":"wari","over":true,"result":"draw","scores":{"north":24,"south":24},"line":1,"error":'
	printf 'Result: \xff\xfe\n%s\nend\n' "$WARI_START" > r.rec
	run --separate-stderr bg-apply --result -f r.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "$head\"declared result '\\ufffd\\ufffd' but the replay gives 'draw'\",\"tags\":{\"Result\":\"\\ufffd\\ufffd\"}}"
	assert_equal "$stderr" "bg-apply: r.rec:1: declared result '??' but the replay gives 'draw'"
	# 600 two-byte characters: shown in part, whole, with the reason.
	printf 'Result: %s\n%s\nend\n' "$(printf 'é%.0s' $(seq 600))" "$WARI_START" > r.rec
	run --separate-stderr bg-apply --result -f r.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "$head\"declared result '$(printf 'é%.0s' $(seq 50))...' but the replay gives 'draw'\",\"tags\":{\"Result\":\"$(printf 'é%.0s' $(seq 600))\"}}"
	iconv -f UTF-8 -t UTF-8 <<<"$output" > /dev/null
}

@test "hardening: a Spook character's name longer than its room is refused, not cut" {
	sed '0,/name: /s/name: .*/name: "ééééééééééééééééé"/' "$BG_TOP/formats/spook.yaml" > long.yaml
	run --separate-stderr bg-new spook --rules long.yaml --seed 1
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-new: long.yaml:$(grep -n 'name: "é' long.yaml | cut -d: -f1): a character's name is at most 31 bytes"
}

# --- Messages are one line and true ---------------------------------------

@test "hardening: names with control bytes are written on one line" {
	run --separate-stderr bg-new $'--a\nb'
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-new: unknown option '--a?b'; see 'bg-new --help'"
	run --separate-stderr bg-apply -f $'no\nsuch'
	[ "$status" -eq 66 ]
	assert_equal "$stderr" "bg-apply: no?such: No such file or directory"
}

@test "hardening: a directory or an empty name is refused as what it is" {
	run --separate-stderr bg-apply --lines -f /tmp
	[ "$status" -eq 66 ]
	assert_equal "$stderr" "bg-apply: /tmp: Is a directory"
	run --separate-stderr bg-new wari --rules ''
	[ "$status" -eq 66 ]
	assert_equal "$stderr" "bg-new: '': no file has an empty name"
	run --separate-stderr bg-new -r "$BG_TOP/formats/wahoo.yaml" wahoo --players 4
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-new: the game must come first: bg-new GAME [options]"
}

@test "hardening: the rule cross-checks give true reasons" {
	local s='waju players=2 marbles=4 rolls=3 phase=roll roll=again turn=1 again=3 dice=- pos=h,h,h,h/h,h,h,h'
	run bg-roll --seed 1 <<<"$s"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-roll: -:1:69: again=3: 1 or 2 dice are rolled again (WJ-3)"
	run bg-roll --seed 1 <<<"${s/again=3/again=0}"
	assert_equal "$output" "bg-roll: -:1:69: again=0: 1 or 2 dice are rolled again (WJ-3)"
	run bg-apply 12-h <<<'waju players=2 marbles=4 rolls=2 phase=move turn=1 dice=3,1 pos=h,h,h,12/h,h,h,h'
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: illegal move '12-h' for seat 1: no move ends in h: a marble only starts there"
	run bg-apply 22-h <<<'wahoo players=2 rolls=9 phase=move turn=1 dice=3 shortcut=- pos=h,h,h,22/h,h,h,h'
	assert_equal "$output" "bg-apply: -:1: illegal move '22-h' for seat 1: no move ends in h: a marble only starts there"
	run bg-apply 39-44 <<<'spook players=2 pieces=2 round=5 phase=move turn=1 dice=4 activation=1 pos=1,39/1,1 boards=CHXWXHSXCWCCXSWHHHXWWCHSHXSXCSWWCSS/WXCCSWWHCHWXHCHSCHHSSSCXSWCXXXXSWHW'
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: illegal move '39-44' for seat 1: it would pass the church on square 40; the church needs the exact count (SW-4)"
}

# --- One policy on reachability -------------------------------------------

@test "hardening: set-up positions are played from as written, as the notation page says" {
	grep -q '^## What the parser checks' "$BG_TOP/formats/notation.md"
	grep -q '^\.Ss What the parser checks' "$BG_TOP/man/bg-notation.5"
	run bg-moves <<<"$(wari_state 4,4,4,4,4,0/4,4,4,4,4,0 north 4,0 '' 10 10)"
	[ "$status" -eq 0 ]
	run bg-moves <<<"$(wari_state 4,4,4,4,4,0/4,4,4,4,4,0 north 4,0 '' 0 0)"
	[ "$status" -eq 0 ]
	run bg-moves <<<"$(wari_state 4,4,4,4,4,4/4,4,4,4,4,4 north 0,0 '' 1 1)"
	[ "$status" -eq 0 ]
}

# --- Perft: documented growth, the conventional interrupt ------------------

@test "hardening: an interrupted perft dies of SIGINT, status 130 in the shell" {
	grep -q 'multiplies the' "$BG_TOP/man/bg-moves.1"
	printf '%s\n' "$WARI_START" > start
	run bash -c 'set -m; bg-moves --perft 40 < start & p=$!; sleep 1; kill -INT $p; wait $p'
	[ "$status" -eq 130 ]
}

# --- Records from a Game tag, exact limits, whole-file verdicts ----------

@test "hardening: a record from its Game tag alone starts from the game's own start" {
	printf 'Game: wari\nc\nf\na\n' > g.rec
	printf '%s\nc\nf\na\n' "$WARI_START" > s.rec
	run --separate-stderr bg-apply --all -f g.rec
	[ "$status" -eq 0 ]
	assert_equal "${lines[0]}" "$WARI_START"
	assert_equal "${#lines[@]}" 4
	# Judged from that start, as the same record with its state line.
	run --separate-stderr bg-apply --analyse 5 --seed 1 -f g.rec
	[ "$status" -eq 0 ]
	assert_equal "${lines[0]}" "g.rec:2:    north c       0.5750  best a       0.4000  loss 0.0000 se 0.1581 error?"
	assert_equal "${lines[3]}" "g.rec: north: 2 decisions (0 exact), error rate 50.0 (awful), inaccuracies 0, errors 0, blunders 0, undecided 2"
	from_tag=$output
	run --separate-stderr bg-apply --analyse 5 --seed 1 -f s.rec
	assert_equal "${output//s.rec/g.rec}" "$from_tag"
	# Drawn from that start too.
	run --separate-stderr bg-render -f g.rec
	[ "$status" -eq 0 ]
	assert_equal "${lines[0]}" "0. start"
	assert_equal "${lines[3]}" "  |   4 |   4 |   4 |   4 |   4 |   4 |  north captured 0  <- to move"
}

@test "hardening: a Game tag whose start is drawn at random is refused by bg-render as by bg-apply" {
	printf 'Game: spook\nroll:3\n' > s.rec
	run --separate-stderr bg-render -f s.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-render: s.rec:2: the initial state of spook (Game tag on line 1) is drawn at random: an Options tag with --seed makes it one"
	run --separate-stderr bg-apply -f s.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: s.rec:2: the initial state of spook (Game tag on line 1) is drawn at random: an Options tag with --seed makes it one"
}

@test "hardening: --max-loss is compared exactly: a mean equal to it passes" {
	# North's one loss is a whole win (d loses what f wins, both proven
	# by the solver through ab:20): a mean of exactly 1.
	E='wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=80 idle=1 pits=0,0,0,1,0,1/1,0,0,0,1,0 captured=20,22'
	printf '%s\nd\n' "$E" > found.rec
	run --separate-stderr bg-apply --analyse ab:20 -f found.rec
	assert_equal "${lines[1]}" "found.rec: north: 1 decisions (1 exact), error rate 1000.0 (awful), inaccuracies 0, errors 1, blunders 1, undecided 0"
	run --separate-stderr bg-apply --analyse ab:20 --max-loss 1 -f found.rec
	[ "$status" -eq 0 ]
	assert_equal "$stderr" ""
	run --separate-stderr bg-apply --analyse ab:20 --max-loss 1.000000000000000000 -f found.rec
	[ "$status" -eq 0 ]
	run --separate-stderr bg-apply --analyse ab:20 --max-loss 0.999999999999999999 -f found.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: found.rec: seat north's mean loss 1.0000 is more than --max-loss 0.999999999999999999"
	run --separate-stderr bg-apply --analyse ab:20 --max-loss 0 -f found.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: found.rec: seat north's mean loss 1.0000 is more than --max-loss 0"
}

@test "hardening: a file that cannot be replayed at all still has its verdict and test case" {
	printf 'c\nf\na\n' > m.log
	printf '%s\nc\n' "$WARI_START" > g.rec
	# The second m.log finds standard input used up.
	run --separate-stderr sh -c 'echo "$1" | bg-apply --check --report tap -f m.log -f m.log' _ "$WARI_START"
	[ "$status" -eq 65 ]
	assert_equal "$output" 'TAP version 13
ok 1 - m.log
not ok 2 - m.log
  ---
  message: "m.log has no state, and standard input holds none to replay it from"
  at: "m.log"
  ...
1..2'
	assert_equal "$stderr" "bg-apply: m.log has no state, and standard input holds none to replay it from"
	run --separate-stderr sh -c 'echo "$1" | bg-apply --result -f m.log -f m.log' _ "$WARI_START"
	[ "$status" -eq 65 ]
	assert_equal "${lines[1]}" '{"record":"m.log","legal":false,"actions":0,"error":"m.log has no state, and standard input holds none to replay it from"}'
	# A file that cannot be read, among others with -k.
	run --separate-stderr bg-apply --result -k -f g.rec -f missing.rec -f g.rec
	[ "$status" -eq 66 ]
	assert_equal "${#lines[@]}" 3
	assert_equal "${lines[1]}" '{"record":"missing.rec","legal":false,"actions":0,"error":"missing.rec: No such file or directory"}'
	assert_equal "$stderr" "bg-apply: missing.rec: No such file or directory"
	run --separate-stderr bg-apply --check --report tap -k -f missing.rec -f g.rec
	[ "$status" -eq 66 ]
	assert_equal "${lines[1]}" "not ok 1 - missing.rec"
	assert_equal "${lines[6]}" "ok 2 - g.rec"
}

@test "hardening: a TAP test line stays one line whatever the record's name" {
	printf '%s\nc\n' "$WARI_START" > g.rec
	cp g.rec $'x\ny#\xff.rec'
	run --separate-stderr bg-apply --check --report tap -f $'x\ny#\xff.rec'
	[ "$status" -eq 0 ]
	assert_equal "$output" $'TAP version 13\nok 1 - x?y\\#\xef\xbf\xbd.rec\n1..1'
}

@test "hardening: output that cannot be written ends the run at once, with one message" {
	[ -w /dev/full ] || skip "no /dev/full"
	# Endless input, or a billion games: only the write error ends them.
	run --separate-stderr timeout 60 sh -c 'yes "$1" | bg-moves >/dev/full' _ "$WARI_START"
	[ "$status" -eq 74 ]
	assert_equal "$stderr" "bg-moves: write error: No space left on device"
	run --separate-stderr timeout 60 sh -c 'yes "$1" | bg-apply c >/dev/full' _ "$WARI_START"
	[ "$status" -eq 74 ]
	assert_equal "$stderr" "bg-apply: write error: No space left on device"
	run --separate-stderr timeout 60 sh -c 'echo "$1" | bg-apply --play random --games 1000000000 --seed 1 >/dev/full' _ "$WARI_START"
	[ "$status" -eq 74 ]
	assert_equal "$stderr" "bg-apply: write error: No space left on device"
	printf '%s\nc\n' "$WARI_START" > g.rec
	run --separate-stderr sh -c 'bg-render --svg -f g.rec >/dev/full'
	[ "$status" -eq 74 ]
	assert_equal "$stderr" "bg-render: write error: No space left on device"
}

@test "hardening: an error during --play on a terminal starts a line of its own" {
	command -v script >/dev/null || skip "script(1) is not installed"
	need_tool bots/first
	printf '%s\njunk\n' "$WARI_START" > two.txt
	# The bot's first move comes after more than a second, so the
	# progress shows.
	script -qec "bg-apply --play 'cmd:sh $BG_TOP/tests/bots/slow-start.sh $BG_BIN/bots/first,random' --games 3 --seed 1 -k <two.txt >out.txt" \
		/dev/null >tty.txt || true
	[ "$(wc -l <out.txt)" -eq 3 ]
	grep -q $'\r\033\\[Kbg-apply: games played: [0-9]*' tty.txt
	grep -q $'\r\033\\[Kbg-apply: -:2: unknown game \'junk\'' tty.txt
}

@test "hardening: each mode's JSON lines keep one shape, failures included, each with its input's place (issue 22, item 20)" {
	# --play: a state that fails is an object of the games' shape.
	run --separate-stderr sh -c '(echo bad; echo "$1") | bg-apply --play random --result -k --seed 1' _ "$WARI_START"
	[ "$status" -eq 65 ]
	assert_equal "${lines[0]}" '{"input":"-:1","error":"unknown game '\''bad'\'' (a state starts with the game'\''s name)"}'
	[[ ${lines[1]} == '{"input":"-:2","number":1,"actions":'* ]]
	# --analyse: a record that fails is told by its name, place and reason.
	printf '%s\na\nzz\n' "$WARI_START" > bad.rec
	printf '%s\na\nf\n' "$WARI_START" > good.rec
	run --separate-stderr bg-apply --analyse mc:5 --result -k -f bad.rec -f good.rec --seed 1
	[ "$status" -eq 65 ]
	assert_equal "${lines[0]}" '{"record":"bad.rec","line":3,"seat":"south","action":2,"error":"illegal move '\''zz'\'' for south: a move is a pit, a to f"}'
	[[ ${lines[1]} == '{"record":"good.rec","line":2,"action":1,"seat":"north","played":"a",'* ]]
	[ "${#lines[@]}" -eq 5 ]
	# A record of no state: each verdict names the state it is replayed
	# from, the one that fails too.
	printf 'a\nf\n' > nostate.rec
	run --separate-stderr sh -c '(echo bad; echo "$1") | bg-apply --result -k -f nostate.rec' _ "$WARI_START"
	[ "$status" -eq 65 ]
	assert_equal "${lines[0]}" '{"record":"nostate.rec","from":"-:1","legal":false,"actions":0,"error":"unknown game '\''bad'\'' (a state starts with the game'\''s name)"}'
	assert_equal "${lines[1]}" '{"record":"nostate.rec","from":"-:2","legal":true,"actions":2,"game":"wari","over":false,"scores":{"north":0,"south":0}}'
}

@test "hardening: bg-render --seat takes the game's names of its seats; another is refused, 64, with one line naming them (issue 22, item 16; issue 34, item 6)" {
	run --separate-stderr sh -c '(echo "$1"; echo "$1") | bg-render --seat 1' _ "$WARI_START"
	[ "$status" -eq 64 ]
	assert_equal "$output" ""
	assert_equal "$stderr" "bg-render: -:1: --seat: no seat 1: its seats are north, south"
	printf '%s\na\n' "$WARI_START" > g.rec
	run --separate-stderr bg-render --seat 3 -k -f g.rec -f g.rec
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-render: --seat: no seat 3: its seats are north, south"
	# North's row at the bottom, south's by default.
	run bg-render --ascii --seat north <<<"$WARI_START"
	[ "$status" -eq 0 ]
	assert_equal "${lines[2]}" "  |   4 |   4 |   4 |   4 |   4 |   4 |  south captured 0"
	assert_equal "${lines[4]}" "  |   4 |   4 |   4 |   4 |   4 |   4 |  north captured 0  <- to move"
	assert_equal "$(bg-render --seat south <<<"$WARI_START")" "$(bg-render <<<"$WARI_START")"
	# Two seats of Waju are 1 and 3: seat 3's home at the bottom left,
	# its goal's arm under the centre; seat 1's so with --seat 1.
	run bg-render --ascii --seat 3 <<<"$(bg-new waju)"
	[ "$status" -eq 0 ]
	assert_equal "${lines[12]}" "    3     3  .     :     .  o     o"
	assert_equal "$(bg-render --ascii --seat 1 <<<"$(bg-new waju)" | sed -n 13p)" "    1     1  .     :     .  o     o"
	run --separate-stderr bg-render --seat 2 <<<"$(bg-new waju)"
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-render: -:1: --seat: no seat 2: its seats are 1, 3"
	# Every seat the game has is drawn.
	run bg-render --seat 4 <<<"$(bg-new waju --players 4)"
	[ "$status" -eq 0 ]
}

# --- Pictures and pages: whole or not at all, and as documented ---------

@test "hardening: an SVG whose boards cannot be held is not written at all, with one message" {
	printf '%s\na\nf\n' "$WARI_START" > s3.rec
	args=()
	for i in $(seq 20); do cp s3.rec "s3_$i.rec"; args+=(-f "s3_$i.rec"); done
	# At most 100 KiB of file: the stacked boards outgrow it.
	run --separate-stderr sh -c 'trap "" XFSZ; ulimit -f 100; exec bg-render --svg "$@" >out.svg' _ "${args[@]}"
	[ "$status" -eq 74 ]
	assert_equal "$stderr" "bg-render: cannot hold the picture: File too large"
	[ ! -s out.svg ]
}

@test "hardening: a record tag cannot break the replay page's script" {
	printf 'Event: <!--<script></script>\n%s\na\n' "$WARI_START" > evil.rec
	bg-render --html -f evil.rec > page.html
	# Only the page's own two script elements, and no comment opened.
	assert_equal "$(grep -o '<script[^>]*>\|</script>\|<!--' page.html | sort | uniq -c | tr -s ' ')" \
		' 2 </script>
 1 <script id="data" type="application/json">
 1 <script>'
	grep -qF '"tags":["Event: \u003c!--\u003cscript>\u003c/script>"]' page.html
}

@test "hardening: a record of no state gives its tags to the page once" {
	printf 'Event: club\na\n' > sl.rec
	run --separate-stderr sh -c 'printf "%s\n%s\n" "$1" "$1" | bg-render --html -f sl.rec | grep -o "\"tags\":[^]]*]"' _ "$WARI_START"
	assert_equal "$output" '"tags":["Event: club"]'
}

@test "hardening: a failed record leaves nothing of itself in the SVG, its width included" {
	printf '%s\na\nzz\n' "$WARI_START" > bad.rec
	printf 'Game: manji\n' > ok.rec
	run --separate-stderr bg-render --svg -k -f bad.rec -f ok.rec
	[ "$status" -eq 65 ]
	bg-render --svg -f ok.rec > alone.svg
	assert_equal "$output" "$(cat alone.svg)"
}

@test "hardening: a page of states read leaves out a bad line, as the other pictures do" {
	run --separate-stderr sh -c 'printf "%s\njunk\n%s\n" "$1" "$1" | bg-render --html > page.html' _ "$WARI_START"
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-render: -:2: unknown game 'junk' (a state starts with the game's name)"
	grep -q '"captions":\["position 0","position 1"\]' page.html
}

@test "hardening: --split files are drawn without colour, even from a terminal" {
	command -v script >/dev/null || skip "script(1) is not installed"
	echo "$WARI_START" > w.st
	TERM=xterm LANG=C.UTF-8 script -qec "bg-render --split sd w.st" /dev/null >/dev/null
	run grep -c $'\033' sd/000000.txt
	assert_equal "$output" 0
	echo "$WARI_START" | bg-render > plain.txt
	cmp sd/000000.txt plain.txt
	# Asked for, colour is drawn.
	TERM=xterm script -qec "bg-render --color=always --split sc w.st" /dev/null >/dev/null
	grep -q $'\033' sc/000000.txt
}

@test "hardening: a NUL byte in a definition value is refused, not cut short" {
	printf 'game: "wari\\0 anything"\npits: "4\\0junk"\n' > nul.yaml
	run --separate-stderr bg-new wari -r nul.yaml
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-new: nul.yaml:1: a value holds the control character 0x00: definitions hold printable text"
}

@test "hardening: Spook character names are escaped in SVG" {
	sed 's/name: Werewolf/name: "Jekyll \& <Hyde>"/' "$BG_TOP/formats/spook.yaml" > sp.yaml
	bg-new spook --seed 1 -r sp.yaml | bg-render -r sp.yaml --svg > sp.svg
	grep -qF 'Jekyll &amp; &lt;Hyde&gt;, woken by' sp.svg
	if command -v xmllint >/dev/null; then xmllint --noout sp.svg; fi
}

@test "hardening: -r loads every definition given, the last for a game counting" {
	sed 's/^pits: .*/pits: 5/' "$BG_TOP/formats/wari.yaml" > w5.yaml
	run --separate-stderr bg-new wari -r "$BG_TOP/formats/wari.yaml" -r w5.yaml
	[[ $output == *" pits=4,4,4,4,4/4,4,4,4,4 "* ]]
	run --separate-stderr bg-new wari -r w5.yaml -r "$BG_TOP/formats/wari.yaml"
	assert_equal "$output" "$WARI_START"
	run --separate-stderr bg-new wari -r missing.yaml -r w5.yaml
	[ "$status" -eq 66 ]
	assert_equal "$stderr" "bg-new: missing.yaml: No such file or directory"
}

# --- Second round ----------------------------------------------------------

@test "hardening: a record's Options tag cannot make bg open a file" {
	mkfifo fifo
	printf 'Game: spook\nOptions: --boards %s --seed 1\n' "$PWD/fifo" > r.rec
	run --separate-stderr timeout 20 bg-apply --check -f r.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: r.rec:2: Options: --boards names a file, which a record may not (give the boards with --board)"
	printf 'Game: spook\nOptions: --seed 1 --boards=/etc/passwd\n' > p.rec
	run --separate-stderr timeout 20 bg-render -f p.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" ""
	assert_equal "$stderr" "bg-render: p.rec:2: Options: --boards names a file, which a record may not (give the boards with --board)"
	# A stream of records on standard input keeps every record.
	{ cat p.rec; printf 'Game: wari\nc\n'; } | paste -sd '\t' > two.txt
	printf 'Game: wari\tc\n' >> two.txt
	run --separate-stderr bg-apply --result -k --lines -f - < two.txt
	[ "$status" -eq 65 ]
	[ "${#lines[@]}" -eq 2 ]
	[[ ${lines[0]} == *'"legal":false'*'--boards names a file'* ]]
	[[ ${lines[1]} == *'"legal":true'* ]]
	# bg-new itself still reads the file it is given.
	printf 'boards:\n  - %s\n' "$(bg-new spook --seed 1 | sed 's/.* boards=\([A-Za-z]*\).*/\1/')" > b.yaml
	run bg-new spook --players 1 --boards b.yaml
	[ "$status" -eq 0 ]
}

@test "hardening: standard input that cannot be read is exit 66 and one line, not a crash" {
	run --separate-stderr bg-apply c < .
	[ "$status" -eq 66 ]
	assert_equal "$stderr" "bg-apply: -: Is a directory"
	run --separate-stderr sh -c 'exec bg-apply --play random <&-'
	[ "$status" -eq 66 ]
	assert_equal "$stderr" "bg-apply: -: Bad file descriptor"
	printf 'c\n' > moves.log
	run --separate-stderr bg-apply -f moves.log < .
	[ "$status" -eq 66 ]
	assert_equal "$stderr" "bg-apply: -: Is a directory"
	run --separate-stderr bg-apply --result c < .
	[ "$status" -eq 66 ]
	assert_equal "$output" '{"record":"-","legal":false,"actions":0,"error":"-: Is a directory"}'
}

@test "hardening: a repeated tag and an empty Id are refused (issue 22, item 14)" {
	printf 'Id: x\nEvent: e\nId: y\n%s\nc\n' "$WARI_START" > two.rec
	run --separate-stderr bg-apply --result -f two.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: two.rec:3: a second Id tag (the first is on line 1)"
	[[ $output == '{"record":"x","legal":false,'*'"line":3,'*'"tags":{"Id":"x","Event":"e"}}' ]]
	printf 'Id:\n%s\n' "$WARI_START" > empty.rec
	run --separate-stderr bg-apply --check -f empty.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: empty.rec:1: an empty Id tag: the Id names the record"
	# The bounds: 64 tags, keys of 64 bytes.
	{ for i in $(seq 64); do echo "T$i: v"; done; echo "$WARI_START"; } > many.rec
	run bg-apply --check -f many.rec
	[ "$status" -eq 0 ]
	{ for i in $(seq 65); do echo "T$i: v"; done; echo "$WARI_START"; } > more.rec
	run --separate-stderr bg-apply --check -f more.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: more.rec:65: more than 64 tags"
	printf 'K%s: v\n%s\n' "$(printf 'x%.0s' $(seq 64))" "$WARI_START" > key.rec
	run --separate-stderr bg-apply --check -f key.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: key.rec:1: a tag key of 65 bytes: keys are at most 64"
}

# valid_utf8 FILE: the file is valid UTF-8 without a control byte but
# newlines and tabs.
valid_utf8() {
	iconv -f UTF-8 -t UTF-8 "$1" >/dev/null || return 1
	! LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]' "$1"
}

@test "hardening: the replay page is valid UTF-8 whatever the tags and the file name (issue 22, item 9)" {
	printf 'Event: caf\xe9 \xff\n%s\nc\n' "$WARI_START" > n8.rec
	bg-render --html -f n8.rec > n8.html
	valid_utf8 n8.html
	grep -q 'caf\\ufffd \\ufffd' n8.html
	# A file name of bytes that are no UTF-8, and of a control byte.
	name=$(printf 'g\xe9\x01.rec')
	cp n8.rec "$name"
	bg-render --html -f "$name" > bad.html
	valid_utf8 bad.html
	grep -q '<title>wari: g'$'\xef\xbf\xbd''?.rec</title>' bad.html
	# A long name is cut between two characters.
	name=$(printf '\xc3\xa9%.0s' $(seq 125)).rec
	cp n8.rec "$name"
	bg-render --html -f "$name" > long.html
	valid_utf8 long.html
	grep -q "<title>wari: $(printf '\xc3\xa9%.0s' $(seq 124))</title>" long.html
}

@test "hardening: --max-loss is read exactly, at any length (issue 22, item 17)" {
	for x in 1.0000000000000001 1.01 2 10 01.1; do
		run --separate-stderr bg-apply --analyse 10 --max-loss "$x" -f x </dev/null
		[ "$status" -eq 64 ]
		assert_equal "$stderr" "bg-apply: --max-loss: '$x' is not a number from 0 to 1 such as 0.05"
	done
	# Valid, however long: the usage is right, and the record is what
	# is missing.
	for x in 0.0500000000000000000 1.000000000000000000000 0001 0 0.999999999999999999999; do
		run --separate-stderr bg-apply --analyse 10 --max-loss "$x" -f nothing.rec </dev/null
		[ "$status" -eq 66 ]
	done
}

@test "hardening: a closed standard descriptor is never a file the program opens (issue 22, item 12)" {
	run --separate-stderr sh -c 'exec bg-render <&-'
	[ "$status" -eq 66 ]
	assert_equal "$stderr" "bg-render: -: Bad file descriptor"
	run --separate-stderr sh -c 'exec bg-apply --all c <&-'
	[ "$status" -eq 66 ]
	assert_equal "$stderr" "bg-apply: -: Bad file descriptor"
	# A closed standard output: the output fails, nothing else gets it.
	run --separate-stderr sh -c 'bg-new wari | bg-apply --all c >&-'
	[ "$status" -eq 74 ]
	assert_equal "$stderr" "bg-apply: write error: Bad file descriptor"
}

@test "hardening: bg-moves --keep-lines --random and --best give a line for a state with no move due (issue 22, item 10)" {
	spook=$(bg-new spook --seed 1)
	printf '%s\nbad\n%s\n' "$spook" "$WARI_START" > in.txt
	bg-moves --keep-lines --random --seed 1 in.txt > out.txt 2>/dev/null || [ $? -eq 65 ]
	[ "$(wc -l < out.txt)" -eq 3 ]
	[[ $(cat out.txt) =~ ^$'\n\n'[a-f]$ ]]
	for p in mc:4 uct:20 ab:2; do
		bg-moves --keep-lines --eval "$p" --best --seed 1 in.txt > out.txt 2>/dev/null || [ $? -eq 65 ]
		[ "$(wc -l < out.txt)" -eq 3 ]
		[[ $(cat out.txt) =~ ^$'\n\n'[a-f]$ ]]
	done
}

@test "hardening: JUnit names a file that cannot be read as its class, once in the failure (issue 22, item 15)" {
	printf '%s\nc\n' "$WARI_START" > good.rec
	run --separate-stderr bg-apply --check --report junit -f good.rec -f missing.rec
	[ "$status" -eq 66 ]
	[[ $output == *'<testcase classname="good.rec" name="good.rec"/>'* ]]
	[[ $output == *'<testcase classname="missing.rec" name="missing.rec">'$'\n''      <failure message="missing.rec: No such file or directory">missing.rec: No such file or directory</failure>'* ]]
}

@test "hardening: stderr places a fault as FILE:LINE:COLUMN, as TAP does (issue 23, item 6)" {
	printf '%s\n' "${WARI_START/ply=0/ply=x}" > pos.txt
	run --separate-stderr bg-moves pos.txt
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-moves: pos.txt:1:70: expected a ply count, found 'x'"
	# A one-line record: the column counts from the line's start, the
	# same place as the TAP report's.
	printf 'Id: g\t%s\n' "${WARI_START/ply=0/ply=x}" > games.txt
	run --separate-stderr bg-apply --check -l -f games.txt
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: games.txt:1:76: expected a ply count, found 'x'"
	run bg-apply --check --report tap -l -f games.txt
	[[ $output == *'at: "games.txt:1:76"'* ]]
}

@test "hardening: with -f, the operands are more records, each graded, the worst status the run's (issue 23, item 5)" {
	printf '%s\nc\n' "$WARI_START" > a.rec
	printf '%s\nq\n' "$WARI_START" > b.rec
	printf '%s\nc\nf\n' "$WARI_START" > c.rec
	run --separate-stderr bg-apply --result -k -f a.rec missing.rec b.rec c.rec
	[ "$status" -eq 66 ]
	[ "${#lines[@]}" -eq 4 ]
	[[ ${lines[0]} == '{"record":"a.rec","legal":true,'* ]]
	[[ ${lines[1]} == '{"record":"missing.rec","legal":false,'* ]]
	[[ ${lines[2]} == '{"record":"b.rec","legal":false,'* ]]
	[[ ${lines[3]} == '{"record":"c.rec","legal":true,'* ]]
	run bg-apply --check -k -f a.rec c.rec
	[ "$status" -eq 0 ]
	run bg-apply --check --report tap -k -f *.rec
	[ "$status" -eq 65 ]
	[[ $output == *'1..3' ]]
	bg-render --svg -f a.rec c.rec > two.svg
	assert_equal "$(cat two.svg)" "$(bg-render --svg -f a.rec -f c.rec)"
	[ "$(cat two.svg)" != "$(bg-render --svg -f a.rec)" ]
	run --separate-stderr bg-render -k -f b.rec a.rec
	[ "$status" -eq 65 ]
	[ -n "$output" ]
}

@test "hardening: --play --record refuses a FIFO at once and leaves no empty file behind (issue 22, item 13)" {
	mkfifo fifo
	run --separate-stderr timeout 20 sh -c 'bg-new wari | bg-apply --play random --seed 1 --record fifo'
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: fifo: not a new or empty file; --play writes its records to one"
	run --separate-stderr sh -c 'echo bad | bg-apply --play random --seed 1 --record new.rec'
	[ "$status" -eq 65 ]
	[ ! -e new.rec ]
	# A file that was there stays, empty as it was.
	: > old.rec
	run --separate-stderr sh -c 'echo bad | bg-apply --play random --seed 1 --record old.rec'
	[ "$status" -eq 65 ]
	[ -f old.rec ] && [ ! -s old.rec ]
	run sh -c 'bg-new wari | bg-apply --play random --seed 1 --record new.rec'
	[ "$status" -eq 0 ]
	[ -s new.rec ]
}

@test "hardening: --html of a record of no state draws the first state's game only, and refuses a second (issue 22, item 11)" {
	printf 'c\n' > moves.log
	run --separate-stderr sh -c '{ bg-new wari; bg-new wari --slam illegal; } | bg-render --html -f moves.log > page.html'
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-render: -:2: a second state: --html draws one game"
	grep -q '"captions":\["0. start","1. north: c"\]' page.html
	bg-new wari | bg-render --html -f moves.log > one.html
	cmp page.html one.html
}

@test "hardening: --split never writes through a link planted in its directory (issue 22, item 3)" {
	mkdir d
	echo precious > victim
	ln -s ../victim d/000001.txt
	ln -s ../nowhere d/000002.txt
	printf '%s\na\nf\n' "$WARI_START" > g.rec
	run --separate-stderr bg-render --split d -f g.rec
	[ "$status" -eq 74 ]
	assert_equal "$(cat victim)" "precious"
	[ ! -e nowhere ]
	[ -L d/000001.txt ] && [ -L d/000002.txt ]
}

@test "hardening: --split names sort past 9999, and a directory too long for them is an error (issue 22, item 7)" {
	printf '%s\na\n' "$WARI_START" > g.rec
	bg-render --split d -f g.rec
	assert_equal "$(ls d | tr '\n' ' ')" "000000.txt 000001.txt "
	# A directory near PATH_MAX: the names would be cut.
	long=$PWD
	while [ ${#long} -lt 4080 ]; do long=$long/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; done
	long=${long:0:4085}
	mkdir -p "$long"
	run --separate-stderr bg-render --split "$long" -f g.rec
	[ "$status" -eq 74 ]
	[[ $stderr == "bg-render: --split: the file names would be longer than 4095 bytes in /"* ]]
	[ -z "$(ls "$long")" ]
}

# A directory on a tmpfs of 64 KiB stands for a full disk: mounted in a
# mount namespace of its own, where unshare(1) can make one.
small_disk() {
	unshare -rm sh -c 'mount -t tmpfs -o size=64k none "$1" && shift && exec "$@"' small "$@"
}

@test "hardening: --split stops at the first file that cannot be written, with one line, and leaves no file half-written (issue 22, item 4)" {
	mkdir small
	small_disk small true 2>/dev/null || skip "unshare cannot mount a tmpfs here"
	echo "$WARI_START" | bg-apply --play random --seed 3 --record g.rec >/dev/null
	run --separate-stderr small_disk small sh -c \
		'bg-render --svg --split small/f -f g.rec; echo "status $?"; ls small/f | wc -l; tail -qc 7 small/f/* | sort | uniq -c'
	assert_equal "$stderr" "bg-render: small/f/000008.svg: No space left on device"
	assert_equal "$output" "status 74
8
      8 </svg>"
	# States on standard input: one line, not one for each state left.
	run --separate-stderr small_disk small sh -c \
		'bg-apply -a -f g.rec | bg-render --svg --split small/f; echo "status $?"; ls small/f | wc -l; tail -qc 7 small/f/* | sort | uniq -c'
	assert_equal "$stderr" "bg-render: -:17: small/f/000016.svg: No space left on device"
	assert_equal "$output" "status 74
16
     16 </svg>"
}

@test "hardening: --split into a directory that is not empty is refused, and what is there is left alone (issue 22, item 5)" {
	printf '%s\na\nf\n' "$WARI_START" > g3.rec
	printf '%s\na\n' "$WARI_START" > g2.rec
	bg-render --split d -f g3.rec
	cp -r d before
	run --separate-stderr bg-render --split d -f g2.rec
	[ "$status" -eq 74 ]
	assert_equal "$stderr" "bg-render: --split: d: the directory is not empty"
	diff -r before d
	# An empty directory is taken, and a failing record writes nothing.
	mkdir e
	printf '%s\na\nz\n' "$WARI_START" > bad.rec
	run --separate-stderr bg-render --split e -f g2.rec -f bad.rec
	[ "$status" -eq 65 ]
	assert_equal "$(ls e | tr '\n' ' ')" "000000.txt 000001.txt "
}

@test "hardening: --split writes a record's files only once it has replayed whole (issue 22, item 6)" {
	mkfifo rec
	# The record never ends: its positions are drawn but not written,
	# and an interrupt leaves no file of it.
	{ printf '%s\na\nf\n' "$WARI_START"; exec sleep 30; } > rec 3>&- &
	writer=$!
	run timeout -s INT 2 bg-render --split d -f rec
	kill "$writer" 2>/dev/null || true
	[ "$status" -eq 124 ]
	[ -d d ]
	assert_equal "$(ls d)" ""
}

@test "hardening: --play shows progress during a game, and erases it before output to the same terminal (issue 22, item 8)" {
	command -v script >/dev/null || skip "script(1) is not installed"
	need_tool bots/first
	echo "$WARI_START" > w.st
	# The bot's first move comes after more than a second, so the line
	# shows from then on, and tells the game's actions before it ends.
	bot="cmd:sh $BG_TOP/tests/bots/slow-start.sh $BG_BIN/bots/first"
	script -qec "bg-apply --play '$bot,random' --seed 1 <w.st >out.txt" /dev/null >tty.txt
	grep -qE $'\r\033\\[Kbg-apply: games played: 0, game 1: [0-9]+ actions' tty.txt
	[[ $(tail -c 4 tty.txt) == $'\r\033[K' ]]
	# The states on the terminal start lines of their own.
	script -qec "bg-apply --play '$bot,random' --games 3 --seed 1 <w.st" /dev/null >tty.txt
	grep -q $'\r\033\\[Kbg-apply: games played: [0-9]' tty.txt
	[ "$(grep -c 'games played: [0-9]*wari' tty.txt)" -eq 0 ]
	[ "$(grep -c $'\r\033\\[Kwari ' tty.txt)" -gt 0 ]
}

@test "hardening: --analyse shows progress on a terminal, erased before its results (issue 20, item 7)" {
	command -v script >/dev/null || skip "script(1) is not installed"
	echo "$WARI_START" | bg-apply --play mc:20 --seed 1 --record g.rec >/dev/null
	# The record comes through a FIFO, a.rec, more than a second (the
	# second before the line shows) after bg-apply has opened it.
	mkfifo a.rec
	script -qec "timeout 60 sh -c 'exec >a.rec; sleep 1.2; exec cat g.rec' & bg-apply --analyse mc:20 --seed 1 -f a.rec" /dev/null >tty.txt
	grep -qE $'\r\033\\[Kbg-apply: actions analysed: [0-9]+' tty.txt
	# The results start lines of their own.
	grep -qE $'\r\033\\[Ka.rec:[0-9]+: ' tty.txt
	[ "$(grep -c 'analysed: [0-9]*a.rec' tty.txt)" -eq 0 ]
}

@test "hardening: a game not over after 100000 actions is cut, and told so (issue 22, item 8)" {
	# Two stones that go round for ever.
	s='wari twelve=exact slam=leave-one quiet=0 phase=move turn=north ply=0 idle=0 pits=1,0,0,0,0,0/1,0,0,0,0,0 captured=23,23'
	run bg-apply --play random --result <<<"$s"
	assert_equal "$output" '{"input":"-:1","number":1,"actions":100000,"game":"wari","over":false,"scores":{"north":23,"south":23},"cut":true}'
	run bg-apply --play mc:2,random --match --games 2 --seed 1 <<<"$s"
	[ "$status" -eq 0 ]
	assert_equal "$(sed -n 5p <<<"$output")" "Games cut after 100000 actions, counted as draws: 2"
	run bg-apply --play mc:2,random --match --games 2 --seed 1 --result <<<"$s"
	[[ ${lines[2]} == *'"policies":'*'],"cut":2,"elo":'* ]]
	[[ ${lines[0]} == *',"cut":true}' ]]
}

@test "hardening: every policy takes a forced move without playouts or a search (issue 22, item 8)" {
	# Every move of this game is forced: a million playouts a move would
	# take hours.
	s='wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=0 idle=0 pits=1,0,0,0,0,0/1,0,0,0,0,0 captured=23,23'
	end='wari twelve=exact slam=leave-one quiet=100 phase=over turn=north ply=100 idle=100 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=24,24 end=quiet result=draw'
	for p in mc:1000000 uct:1000000 ab:40 random; do
		run timeout 120 sh -c 'echo "$1" | bg-apply --play "$2" --seed 1' _ "$s" "$p"
		[ "$status" -eq 0 ] || { echo "$p: $status" >&2; return 1; }
		assert_equal "$output" "$end"
	done
}

# --- Third round: a match's file never loses a game (issue 33) ------------

MATCH='bg-apply --play mc:3,random --match --games 6 --seed 5 --result'

# match_file: full.txt and full.out, the records and the output of a
# whole match of MATCH.
match_file() {
	echo "$WARI_START" >start.txt
	$MATCH --record full.txt <start.txt >full.out
	[ "$(wc -l <full.txt)" -eq 6 ]
}

# refused FILE STATUS [COMMAND...]: MATCH (or COMMAND) resumed from a
# copy of FILE exits STATUS and leaves the copy byte for byte as FILE.
refused() {
	local file=$1 want=$2
	shift 2
	cp "$file" f.txt
	run --separate-stderr ${@:-$MATCH} --record f.txt <start.txt
	[ "$status" -eq "$want" ] || { echo "status $status: $stderr" >&2; return 1; }
	cmp "$file" f.txt
}

@test "hardening: a match's file is locked before it is read or cut; a second run refused leaves it whole (issue 33, item 2)" {
	match_file
	head -c $(($(head -n 3 full.txt | wc -c) + 40)) full.txt >part.txt
	cp part.txt f.txt
	# Another process holds the lock: the run is refused, the half line
	# left where it is.
	run --separate-stderr flock f.txt sh -c "$MATCH --record f.txt <start.txt"
	[ "$status" -eq 74 ]
	assert_equal "$stderr" "bg-apply: f.txt: being written by another process"
	cmp part.txt f.txt
	$MATCH --record f.txt <start.txt >f.out
	cmp full.txt f.txt
	cmp full.out f.out
}

@test "hardening: only a match's own records are taken for its file; any other is refused, left as it was (issue 33, item 3)" {
	match_file
	printf 'notes\nno newline' >notes.txt
	refused notes.txt 65
	assert_equal "$stderr" "bg-apply: -:1: f.txt:1: not the record of game 1 of this match (a game left out or twice, or another match's): the file is left as it was"
	printf 'no newline' >notes.txt
	refused notes.txt 65
	assert_equal "$stderr" "bg-apply: -:1: f.txt:1: a last line not written whole that does not begin as the record of game 1: the file is left as it was"
	# Refused for another seed: its last line, not whole, stays too.
	head -c $(($(head -n 3 full.txt | wc -c) + 40)) full.txt >part.txt
	refused part.txt 65 bg-apply --play mc:3,random --match --games 6 --seed 6
	assert_equal "$stderr" "bg-apply: -:1: f.txt: game 1 was played with another seed or other policies: resume a match with the command that began it"
	# A record in the many-line form is no match's.
	bg-apply --play mc:3 --seed 5 --record many.rec <start.txt >/dev/null
	[ "$(wc -l <many.rec)" -gt 1 ]
	refused many.rec 65
}

@test "hardening: a match resumed refuses a game left out, twice or foreign, with its line (issue 33, item 4)" {
	match_file
	{ head -n 2 full.txt; sed -n 4,6p full.txt; } >gap.txt
	refused gap.txt 65
	assert_equal "$stderr" "bg-apply: -:1: f.txt:3: not the record of game 3 of this match (a game left out or twice, or another match's): the file is left as it was"
	{ head -n 3 full.txt; sed -n 3p full.txt; } >twice.txt
	refused twice.txt 65
	assert_equal "$stderr" "bg-apply: -:1: f.txt:4: not the record of game 4 of this match (a game left out or twice, or another match's): the file is left as it was"
	# After the match's last game, a line is no more its own.
	{ cat full.txt; sed -n 6p full.txt; } >after.txt
	refused after.txt 65
	assert_equal "$stderr" "bg-apply: f.txt:7: a line after the last game of the match: the file is left as it was"
	{ head -n 2 full.txt; echo 'Policy: mc:3,random	Seed: 5	Number: 3	wari'; } >foreign.txt
	refused foreign.txt 65
	assert_equal "$stderr" "bg-apply: -:1: f.txt:3: not the record of game 3 of this match (a game left out or twice, or another match's): the file is left as it was"
	# A game's action that its state does not take: the reason whole.
	awk -F '\t' -v OFS='\t' 'NR == 2 { $6 = "z" } { print }' full.txt >illegal.txt
	refused illegal.txt 65
	assert_equal "$stderr" "bg-apply: -:1: f.txt: game 2: illegal move 'z' for north: a move is a pit, a to f"
}

@test "hardening: a match resumed counts only games over, forfeited or cut, as their Result tags say (issue 33, item 5)" {
	match_file
	# Game 3 without its last three moves: not over.
	{ head -n 2 full.txt; sed -n 3p full.txt | awk -F '\t' -v OFS='\t' '{ NF -= 3; print }'; } >short.txt
	refused short.txt 65
	assert_equal "$stderr" "bg-apply: -:1: f.txt:3: game 3 is not over, and neither forfeited nor cut: the file is left as it was"
	result=$(sed -n 2p full.txt | cut -f 4)
	[[ $result == "Result: "* ]]
	other=$([ "$result" = "Result: draw" ] && echo north || echo draw)
	sed "2s/$result/Result: $other/" full.txt >lies.txt
	refused lies.txt 65
	assert_equal "$stderr" "bg-apply: -:1: f.txt:2: game 2 ends in ${result#Result: }, against its Result tag: the file is left as it was"
}

@test "hardening: a match of one game is recorded on one line and resumed, never played twice (issue 33, item 7)" {
	echo "$WARI_START" >start.txt
	one='bg-apply --play mc:3,random --match --games 1 --seed 5 --result'
	$one --record one.txt <start.txt >one.out
	[ "$(wc -l <one.txt)" -eq 1 ]
	[[ $(head -c 8 one.txt) == "Policy: " ]]
	cp one.txt before.txt
	$one --record one.txt <start.txt >again.out
	cmp before.txt one.txt
	cmp one.out again.out
	# Stopped by a signal after its first game, its second hanging: the
	# first game is in the file, and is not played again.
	# (quiet=3: a game of three plies.)
	stalling_bot >bot.sh
	wari_state 4,4,4,4,4,4/4,4,4,4,4,4 north 0,0 \
		'twelve=exact slam=leave-one quiet=3' 0 0 >short.txt
	run timeout -s INT 2 bg-apply --play "cmd:sh $PWD/bot.sh,random" \
		--match --games 2 --seed 5 --record int.txt <short.txt
	[ "$(wc -l <int.txt)" -eq 1 ]
	assert_equal "$(cut -f 3 int.txt)" "Number: 1"
}

# stalling_bot: a bot that plays the first move listed, and stalls at the
# first state of its second game (a ply below the last one's), having
# made the file stalled.
stalling_bot() {
	cat <<'BOT'
last=-1
while read -r state; do
	ply=${state#* ply=}
	ply=${ply%% *}
	[ "$ply" -lt "$last" ] && : >stalled && exec sleep 30
	last=$ply
	echo "$state" | bg-moves | head -n 1
done
BOT
}

@test "hardening: two runs on one match file, one killed at random points, many times: every game once, in order (issue 33)" {
	echo "$WARI_START" >start.txt
	long='bg-apply --play mc:10,random --match --games 12 --seed 5 --result'
	$long --record full.txt <start.txt >full.out
	RANDOM=33
	for i in 1 2 3 4 5 6 7 8 9 10; do
		$long --record f.txt <start.txt >/dev/null 2>&1 &
		a=$!
		sleep "0.0$((RANDOM % 10))"
		$long --record f.txt <start.txt >/dev/null 2>&1 &
		b=$!
		sleep "0.$((RANDOM % 3))$((RANDOM % 10))"
		kill -KILL "$( ((RANDOM % 2)) && echo $a || echo $b)" 2>/dev/null || true
		wait $a $b || true
		# What the file holds is always the start of the whole match's.
		[ -f f.txt ] || continue
		head -c "$(wc -c <f.txt)" full.txt | cmp - f.txt
	done
	$long --record f.txt <start.txt >f.out
	cmp full.txt f.txt
	cmp full.out f.out
}

@test "hardening: a match resumed from mutated files: the same totals as the whole match, or 65 and the file untouched (issue 33)" {
	match_file
	tail -n 1 full.out >total.want
	# Each mutation of full.txt: cut, a line twice, two swapped, a
	# foreign line, a byte flipped; seeded, the same each run.
	for i in $(seq 1 24); do
		awk -v seed="$i" -v kind=$((i % 5)) 'BEGIN { RS = "^$"; ORS = "" }
		{
			srand(seed); n = split($0, line, "\n") - 1
			a = 1 + int(rand() * n); b = 1 + int(rand() * n)
			if (kind == 0) { print substr($0, 1, int(rand() * length($0))); exit }
			if (kind == 4) {
				at = 1 + int(rand() * length($0))
				c = substr($0, at, 1)
				f = c == "a" ? "b" : c == "1" ? "7" : c == "\t" ? " " : "a"
				print substr($0, 1, at - 1) f substr($0, at + 1); exit
			}
			if (kind == 2) { t = line[a]; line[a] = line[b]; line[b] = t }
			for (j = 1; j <= n; j++) {
				print line[j] "\n"
				if (j == a && kind == 1) print line[j] "\n"
				if (j == a && kind == 3) print "Policy: mc:3,random\tSeed: 5\tNumber: " j "\tnot a game\n"
			}
		}' full.txt >mutant.txt
		cp mutant.txt f.txt
		run --separate-stderr $MATCH --record f.txt <start.txt
		if [ "$status" -eq 65 ]; then
			cmp mutant.txt f.txt
			[ "${#stderr}" -gt 0 ] && [ "${stderr/$'\n'/}" = "$stderr" ]
		else
			[ "$status" -eq 0 ] || { echo "mutant $i: status $status" >&2; return 1; }
			assert_equal "$(tail -n 1 <<<"$output")" "$(cat total.want)"
			# Every game once, in order.
			assert_equal "$(cut -f 3 f.txt)" "$(cut -f 3 full.txt)"
		fi
	done
}

@test "hardening: SIGINT, SIGTERM, SIGHUP or SIGPIPE to bg-apply stops its bots, then it exits 128 + the signal (issue 33, item 6)" {
	# The bot stalls at its second game, its pid in bot.pid.
	{ echo 'echo $$ >bot.pid'; stalling_bot; } >bot.sh
	wari_state 4,4,4,4,4,4/4,4,4,4,4,4 north 0,0 \
		'twelve=exact slam=leave-one quiet=3' 0 0 >short.txt
	# The match started as a job of its own (set -m), which takes
	# SIGINT, as a script's background job does not; sent SIG once the
	# bot stalls; its status, and whether the bot is left.  What
	# bg-apply writes to its standard error is shown; what the shell
	# says of its job (when it notices the job's end) is not.
	cat >signalled.sh <<'SH'
set -m
bg-apply --play "cmd:sh $PWD/bot.sh,random" --match --games 2 --seed 5 \
	--record int.txt <short.txt >/dev/null 2>apply.err &
p=$!
for i in $(seq 100); do
	[ -f stalled ] && break
	sleep 0.1
done
kill -0 "$(cat bot.pid)" || echo "no bot"
kill -"$1" $p
wait $p 2>/dev/null
echo "status $?"
kill -0 "$(cat bot.pid)" 2>/dev/null && echo "the bot is left"
cat apply.err
SH
	for sig in INT TERM HUP PIPE; do
		rm -f bot.pid int.txt stalled
		run --separate-stderr bash signalled.sh "$sig"
		assert_equal "$output" "status $((128 + $(kill -l "$sig")))"
		# The game cut short is neither counted nor recorded.
		[ "$(wc -l <int.txt)" -eq 1 ]
	done
}

@test "hardening: what a bot leaves running in a session of its own ends with the match (issue 33, item 13)" {
	command -v setsid >/dev/null || skip "setsid(1) is not installed"
	cat >bot.sh <<'BOT'
setsid sleep 30 </dev/null >/dev/null 2>&1 &
echo $! >escaped.pid
while read -r state; do
	echo "$state" | bg-moves | head -n 1
done
BOT
	wari_state 4,4,4,4,4,4/4,4,4,4,4,4 north 0,0 \
		'twelve=exact slam=leave-one quiet=3' 0 0 >short.txt
	run bg-apply --play "cmd:sh $PWD/bot.sh,random" --match --games 2 --seed 5 <short.txt
	[ "$status" -eq 0 ]
	escaped=$(cat escaped.pid)
	[ -n "$escaped" ]
	! kill -0 "$escaped" 2>/dev/null || false
}

@test "hardening: --bot-log refuses a FIFO at once, as --record does (issue 33, item 8)" {
	mkdir logs
	mkfifo logs/1.log
	run --separate-stderr timeout 20 bg-apply --play "cmd:$BG_BIN/bots/first,random" \
		--games 2 --seed 1 --bot-log logs <<<"$WARI_START"
	[ "$status" -eq 74 ]
	assert_equal "$stderr" "bg-apply: -:1: cannot open the bot log logs/1.log: not a regular file"
}

@test "hardening: a bot that forfeits before any action leaves a record of no action, under the sanitizers too (issue 33, item 10)" {
	run --separate-stderr bg-apply --play "cmd:sh $BG_TOP/tests/bots/silent.sh,random" --match \
		--games 1 --seed 1 --move-time 300 --record r.txt <<<"$WARI_START"
	[ "$status" -eq 69 ]
	assert_equal "$(cat r.txt)" "Policy: cmd:sh $BG_TOP/tests/bots/silent.sh,random	Seed: 1	Number: 1	Termination: closed	Forfeit: north	Result: south	$WARI_START"
	# It resumes as the forfeit it was.
	run --separate-stderr bg-apply --play "cmd:sh $BG_TOP/tests/bots/silent.sh,random" --match \
		--games 1 --seed 1 --move-time 300 --record r.txt <<<"$WARI_START"
	[ "$status" -eq 69 ]
	assert_equal "$stderr" "bg-apply: -:1, game 1: cmd:sh $BG_TOP/tests/bots/silent.sh (north) failed: closed"
	[[ ${lines[2]} == "cmd:sh "*" 1 "*" 0 "*" 0 "*" 1 "*" 1 "* ]]
}

@test "hardening: a --first range's summary is of its own games, and a paired match's range starts odd (issue 33, item 11)" {
	c='bg-apply --play mc:3,random --match --seed 9'
	run $c --first 5 --games 4 <<<"$WARI_START"
	[ "$status" -eq 0 ]
	assert_equal "${lines[0]}" "Match of 4 games of wari from -:1"
	run $c --first 5 --games 4 --result <<<"$WARI_START"
	[[ ${lines[4]} == '{"match":"-:1","game":"wari","games":4,"scheduled":4,"policies":'* ]]
	run --separate-stderr $c --first 4 --games 4 <<<"$WARI_START"
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: -:1: --first 4: a range starts at the first game of a round of 2 (1, 3, 5, ...)"
	assert_equal "$output" ""
}

# --- Fourth round: untrusted definitions, weights and outputs (issue 44) --

# The hostile texts of a definition, a record's tags and its comments.
HOSTILE_IMG='<img src=y onerror=alert(1)>'
HOSTILE_END='</svg><script>x</script>'

# hostile_files GAME: GAME.yaml, the built-in definition with hostile text
# where the format holds text (Spook's character names, Waju's and
# Wahoo's colour names; Wari's and Manji's hold none), and GAME.rec, the
# game's golden record under hostile tags, each action with a hostile
# comment.
hostile_files() {
	sed -e "s|name: Witch|name: \"$HOSTILE_IMG\"|" \
	    -e "s|name: Spook\$|name: \"]]></text><x>\"|" \
	    -e "s|name: Wizard's Hat|name: \"$HOSTILE_END\"|" \
	    -e "s|name: Black Cat|name: \"A \& B \\\\\"q\\\\\" 'r'\"|" \
	    -e "s|name: Werewolf|name: \"<!-- -->\&amp;\"|" \
	    -e "s|colour: [a-z]*|colour: \"$HOSTILE_IMG\"|" \
	    "$BG_TOP/formats/$1.yaml" > "$1.yaml"
	{
		printf 'Event: %s\nSite: a & b "c" ]]>\n' "$HOSTILE_IMG"
		grep -v -e '^#' -e '^Event:' "$BG_TOP/tests/games/$1/$1.rec" |
			sed "2,\$s|\$| # $HOSTILE_END $HOSTILE_IMG \&amp; ]]>|"
	} > "$1.rec"
}

@test "hardening: hostile names of a definition, tags and comments are escaped in every game's SVG and page (issue 44, item 2)" {
	for g in wari spook manji waju wahoo; do
		hostile_files "$g"
		bg-render -r "$g.yaml" --svg --split "$g" -f "$g.rec"
		bg-render -r "$g.yaml" --svg -f "$g.rec" > "$g.svg"
		bg-render -r "$g.yaml" --html -f "$g.rec" > "$g.html"
		# The page holds no hostile text raw: none outside its scripts,
		# and in its data (JSON, whose '<' the HTML parser does not read
		# as a tag) no '</', '<!' or '<s' that could end the script: the
		# pictures' text is XML-escaped and those are \u003c.
		! sed '/^<script/,/^<\/script>/d' "$g.html" |
			grep -qF -e "$HOSTILE_IMG" -e '</svg><script>' -e ']]></text>' || false
		! sed -n '/^<script id="data"/,/^<\/script>/{//!p;}' "$g.html" |
			grep -qE '<[/!sS]' || false
		grep -qF "$HOSTILE_IMG" "$g.html"
	done
	# Every frame and every whole picture are well-formed XML (Python's
	# parser, started once: a '<' or '&' left raw in a text fails it).
	python3 -c 'import sys, xml.dom.minidom as m
for f in sys.argv[1:]:
	try: m.parse(f)
	except Exception as e: sys.exit("%s: %s" % (f, e))' ./*.svg ./*/*.svg
	[ "$(ls ./*.svg ./*/*.svg | wc -l)" -gt 5 ]
	# Spook's headline names the last activation's character: escaped.
	grep -qF 'last activation 6 (&lt;img src=y onerror=alert(1)&gt;)' spook/000005.svg
	grep -qF '>]]&gt;&lt;/text&gt;&lt;x&gt;, woken by 4: ' spook/000007.svg
}

# rechecksum FILE...: each FILE's data line made FNV-1a of the bytes after
# it again, as a writer that meant the weights would (one Python for all:
# it takes a good part of a second to start).
rechecksum() {
	python3 - "$@" <<'PY'
import sys
for name in sys.argv[1:]:
	b = open(name, 'rb').read()
	head = b.split(b'\n')[:7]
	rest = b[sum(len(l) + 1 for l in head):]
	h = 0xcbf29ce484222325
	for c in rest:
		h = ((h ^ c) * 0x100000001b3) & 0xffffffffffffffff
	head[6] = b'data %016x' % h
	open(name, 'wb').write(b'\n'.join(head) + b'\n' + rest)
PY
}

@test "hardening: a weights file of 9 to 13 bytes is refused as no weights, read within its length, by --weights and bg-train --resume (issue 44, item 5)" {
	st=$(bg-new spook --seed 1 | bg-roll -s 1)
	for n in 0 8 9 10 11 12 13; do
		head -c "$n" "$BG_TOP/lib/games/spook/weights.net" > "w$n.net"
		run --separate-stderr bg-moves --eval ply:1 --weights "w$n.net" <<<"$st"
		[ "$status" -eq 65 ]
		assert_equal "$stderr" "bg-moves: w$n.net: not a weights file (its first line is 'bg-net 1', its second the game)"
		run --separate-stderr bg-train -g 1 --resume "w$n.net" -o out.net spook
		[ "$status" -eq 65 ]
		assert_equal "$stderr" "bg-train: w$n.net: not a weights file (its first line is 'bg-net 1', its second the game)"
		[ ! -e out.net ]
	done
}

@test "hardening: a weight that is NaN, infinite or past 65536 is refused in one line, 65 (issue 44, item 8)" {
	st=$(bg-new spook --seed 1 | bg-roll -s 1)
	bg-train -g 0 --hidden 2 spook > w.net
	# The largest weight that is allowed, either sign, judges.
	sed -e '8s/^[^ ]*/0x1p+16/' -e '9s/ .*/ -0x1p+16/' w.net > edge.net
	# Each value past it, in a file of its own (all checksummed at once).
	n=0
	for v in nan -nan inf -inf 0x1.000002p+16 -0x1p+17 1e39; do
		n=$((n + 1))
		mkdir "$n"
		sed "9s/^[^ ]*/$v/" w.net > "$n/bad.net"
	done
	rechecksum edge.net ./*/bad.net
	[ "$n" -eq 7 ]
	run bg-moves --eval ply:1 --weights edge.net <<<"$st"
	[ "$status" -eq 0 ]
	for i in $(seq "$n"); do
		cd "$i"
		run --separate-stderr bg-moves --eval ply:1 --weights bad.net <<<"$st"
		[ "$status" -eq 65 ]
		assert_equal "$stderr" "bg-moves: bad.net: a weight that is not a number from -65536 to 65536"
		run --separate-stderr bg-train -g 1 --resume bad.net spook
		[ "$status" -eq 65 ]
		assert_equal "$stderr" "bg-train: bad.net: a weight that is not a number from -65536 to 65536"
		assert_equal "$output" ""
		cd ..
	done
}

@test "hardening: bg-train --resume of a count near 2^64 refuses in one line and writes nothing (issue 44, item 9)" {
	bg-train -g 0 --hidden 2 spook > w.net
	sed 's/^games 0$/games 18446744073709551615/' w.net > full.net
	run --separate-stderr bg-train -g 1 --resume full.net -o out.net spook
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-train: full.net: 18446744073709551615 games and 1 more would pass 18446744073709551615, the most a count holds"
	[ ! -e out.net ]
	# With no game more it is the checkpoint again.
	run bg-train -g 0 --resume full.net spook
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(cat full.net)"
	# A count with a sign is no count.
	sed 's/^games 0$/games -1/' w.net > signed.net
	run --separate-stderr bg-train -g 1 --resume signed.net spook
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-train: signed.net: a bad header (definition, inputs, hidden, games, data)"
}

@test "hardening: -o and -w of every program refuse at once what is there and no regular file (issue 44, items 10 and 13)" {
	mkfifo fifo
	mkdir dir
	echo kept > file
	ln -s file link
	st=$(bg-new wari)
	for p in fifo dir link; do
		run --separate-stderr timeout 20 bg-train -g 1 -o "$p" spook
		[ "$status" -eq 74 ]
		assert_equal "$stderr" "bg-train: $p: not a regular file"
		assert_equal "$output" ""
	done
	# What the rename would have replaced is as it was.
	[ -p fifo ] && [ -d dir ] && [ -L link ]
	assert_equal "$(cat file)" kept
	# A device node, where one can be made (as root): kept a device.
	if mknod dev c 1 3 2>/dev/null; then
		run --separate-stderr bg-train -g 1 -o dev spook
		[ "$status" -eq 74 ]
		assert_equal "$stderr" "bg-train: dev: not a regular file"
		[ -c dev ]
	fi
	for p in fifo dir; do
		run --separate-stderr timeout 20 bg-roll -s 1 -w "$p" <<<"$st"
		[ "$status" -eq 74 ]
		assert_equal "$stderr" "bg-roll: -:1: $p: not a regular file"
		run --separate-stderr timeout 20 bg-apply -w "$p" a <<<"$st"
		[ "$status" -eq 74 ]
		assert_equal "$stderr" "bg-apply: -:1: $p: not a regular file"
		run --separate-stderr timeout 20 bg-play -w "$p" wari </dev/null
		[ "$status" -eq 74 ]
		assert_equal "$stderr" "bg-play: $p: not a regular file"
	done
	# A new file and a regular one are written.
	run bg-train -g 1 --hidden 2 -o new.net spook
	[ "$status" -eq 0 ]
	[ -f new.net ]
	run bg-apply -w new.rec a <<<"$st"
	[ "$status" -eq 0 ]
	assert_equal "$(cat new.rec)" "$st"$'\na'
}

@test "hardening: bg-render --html and --svg write nothing for states that turn out a record, or for a second record; a one-line record draws as its many-line form (issue 44, item 12; issue 47)" {
	printf '%s\nc\n' "$WARI_START" > r.rec
	for pic in --html --svg; do
		run --separate-stderr bg-render "$pic" r.rec
		[ "$status" -eq 64 ]
		assert_equal "$stderr" "bg-render: r.rec:2: a game record, not states: give it with -f"
		assert_equal "$output" ""
	done
	# A match's file of one game, one line, draws the page of the game.
	grep -v '^#' "$BG_TOP/tests/games/wari/wari.rec" > many.rec
	paste -sd '\t' many.rec > one.rec
	bg-render --html -f many.rec > many.html
	run --separate-stderr bg-render --html -l -f one.rec
	[ "$status" -eq 0 ]
	assert_equal "$(sed 's/one\.rec/many.rec/' <<< "$output")" "$(cat many.html)"
	# A second game: refused, no page.
	cat one.rec one.rec > two.rec
	run --separate-stderr bg-render --html -l -f two.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-render: two.rec:2:1: a second record: --html draws one game"
	assert_equal "$output" ""
}

@test "hardening: bg-tournament refuses a policy named twice in one line, before any game (issue 44, item 13)" {
	run --separate-stderr bg-tournament --play random,mc:2,random --anchor random <<<"$WARI_START"
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-tournament: --play: 'random' is named twice: a tournament names each policy once"
	assert_equal "$output" ""
	run --separate-stderr bg-tournament --play "cmd:$BG_BIN/bots/first,cmd:$BG_BIN/bots/first" <<<"$WARI_START"
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-tournament: --play: 'cmd:$BG_BIN/bots/first' is named twice: a tournament names each policy once"
}
