#!/usr/bin/env bats
# Records (formats/record.md): replay, --all, --check, --result verdicts,
# one-line records, --keep-going, writing records while playing.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
	# A record of three plies with tags and comments.
	cat > game.rec <<-REC
	# a short game
	Event: test
	North: alice
	$WARI_START
	c
	f   # south answers
	a
	REC
}

AFTER_CFA='wari twelve=exact slam=leave-one quiet=100 phase=move turn=south ply=3 idle=3 pits=0,6,2,7,6,6/5,4,4,4,4,0 captured=0,0'

@test "records: replay prints the final state" {
	run bg-apply -f game.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "$AFTER_CFA"
}

@test "records: --all prints every state from the initial one" {
	run bg-apply --all -f game.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(printf '%s\n' "$WARI_START" | bg-apply --all c f a 2>&1 || true)"
	[ "${#lines[@]}" -eq 4 ]
	assert_equal "${lines[0]}" "$WARI_START"
	assert_equal "${lines[3]}" "$AFTER_CFA"
}

@test "records: a record without a state replays from standard input" {
	printf 'c\nf\na\n' > moves.log
	run sh -c 'bg-new wari | bg-apply -f moves.log'
	assert_equal "$output" "$AFTER_CFA"
}

@test "records: --check prints nothing and exits 0 for a legal record" {
	run bg-apply --check -f game.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" ""
}

@test "records: an illegal move at line k names file, line, action, seat, reason" {
	echo f >> game.rec
	run bg-apply --check -f game.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: game.rec:8: illegal move 'f' for south: pit f is empty"
}

@test "records: nothing on stdout for a failing record, even with --all" {
	echo zz >> game.rec
	run --separate-stderr bg-apply --all -f game.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" ""
	assert_equal "$stderr" "bg-apply: game.rec:8: illegal move 'zz' for south: a move is a pit, a to f"
}

@test "records: a malformed state names its line and column" {
	printf 'Event: x\nwari twelve=exact slam=leave-one quiet=100 phase=move ply=0\na\n' > bad.rec
	run bg-apply --check -f bad.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: bad.rec:2:55: expected field 'turn=', found 'ply=0'"
}

@test "records: an unknown action" {
	printf '%s\nroll:3\n' "$WARI_START" > r.rec
	run bg-apply --check -f r.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: r.rec:2: illegal move 'roll:3' for north: no roll is due (Wari has no dice)"
}

@test "records: a record that goes on after the game is over" {
	printf '%s\nend\na\n' "$WARI_START" > over.rec
	run bg-apply --check -f over.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: over.rec:3: illegal move 'a': the game is over"
}

@test "records: a Result tag that disagrees with the replay" {
	printf 'Result: north\n%s\nend\n' "$WARI_START" > res.rec
	run bg-apply --check -f res.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: res.rec:1: declared result 'north' but the replay gives 'draw'"
	printf 'Result: draw\n%s\nend\n' "$WARI_START" > res.rec
	run bg-apply --check -f res.rec
	[ "$status" -eq 0 ]
}

@test "records: a Result tag on a game that is not over" {
	printf 'Result: south\n%s\na\n' "$WARI_START" > res.rec
	run bg-apply --check -f res.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: res.rec:1: declared result 'south' but the game is not over"
}

@test "records: tags come first, one state, the state before the actions" {
	printf '%s\nDate: today\n' "$WARI_START" > t.rec
	run bg-apply --check -f t.rec
	assert_equal "$output" "bg-apply: t.rec:2: tag 'Date' after the state or an action: tags come first"
	printf '%s\na\n%s\n' "$WARI_START" "$WARI_START" > t.rec
	run bg-apply --check -f t.rec
	assert_equal "$output" "bg-apply: t.rec:3: a second state (the first is on line 1): a record has one initial state"
	printf 'a\n%s\n' "$WARI_START" > t.rec
	run bg-apply --check -f t.rec
	assert_equal "$output" "bg-apply: t.rec:2: a state after the first action: the initial state comes first"
	[ "$status" -eq 65 ]
}

@test "records: a truncated record fails at the cut line" {
	printf 'Event: x\nwari twelve=exact slam=leave-on' > cut.rec
	run bg-apply --check -f cut.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: cut.rec:2:24: expected leave-one, no-capture or illegal, found 'leave-on'"
}

@test "records: a CRLF record and a binary file are refused with their line" {
	printf '%s\r\na\r\n' "$WARI_START" > crlf.rec
	run bg-apply --check -f crlf.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: crlf.rec:1:120: byte 0x0d is not allowed in a record (a CRLF line end?)"
	printf 'a\0b\n' > bin.rec
	run bg-apply --check -f bin.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: bin.rec:1:2: byte 0x00 is not allowed in a record"
}

@test "records: an unreadable record file exits 66" {
	run bg-apply --check -f missing.rec
	[ "$status" -eq 66 ]
	assert_equal "$output" "bg-apply: missing.rec: No such file or directory"
}

@test "records: --result prints a JSON verdict for legal and failing records" {
	printf 'Result: draw\n%s\nend\n' "$WARI_START" > ok.rec
	printf '%s\nc\nc\nc\n' "$WARI_START" > bad.rec
	run --separate-stderr bg-apply --result --keep-going -f ok.rec -f bad.rec
	[ "$status" -eq 65 ]
	assert_equal "${lines[0]}" '{"record":"ok.rec","legal":true,"actions":1,"game":"wari","over":true,"result":"draw","scores":{"north":24,"south":24},"tags":{"Result":"draw"}}'
	assert_equal "${lines[1]}" '{"record":"bad.rec","legal":false,"actions":2,"game":"wari","over":false,"scores":{"north":0,"south":0},"line":4,"seat":"north","action":3,"error":"illegal move '"'c'"' for north: pit c is empty"}'
	assert_equal "$stderr" "bg-apply: bad.rec:4: illegal move 'c' for north: pit c is empty"
}

@test "records: without --keep-going the first failing record stops the run" {
	printf '%s\nq\n' "$WARI_START" > bad.rec
	run --separate-stderr bg-apply -f bad.rec -f game.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" ""
	run --separate-stderr bg-apply -k -f bad.rec -f game.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "$AFTER_CFA"
}

@test "records: one-line form converts both ways without loss" {
	paste -sd '\t' game.rec > game.line
	[ "$(wc -l < game.line)" -eq 1 ]
	tr '\t' '\n' < game.line > back.rec
	cmp game.rec back.rec
	run bg-apply --lines -f game.line
	assert_equal "$output" "$AFTER_CFA"
}

@test "records: --lines grades each line, errors at LINE:COLUMN" {
	{ paste -sd '\t' game.rec; echo '# a comment line'; printf '%s\tb\tq\n' "$WARI_START"; } > games.txt
	run --separate-stderr bg-apply --check --keep-going --lines -f games.txt
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: games.txt:3:123: illegal move 'q' for south: a move is a pit, a to f"
}

@test "records: --record writes what a played game can be replayed from" {
	rm -f played.rec
	state=$(bg-new wari)
	for i in 1 2 3 4 5 6 7 8 9 10; do
		state=$(echo "$state" | bg-roll --seed 3 --record played.rec)
		move=$(echo "$state" | bg-moves | tail -n 1)
		state=$(echo "$state" | bg-apply --record played.rec "$move")
	done
	[ "$(wc -l < played.rec)" -eq 11 ]
	assert_equal "$(head -n 1 played.rec)" "$WARI_START"
	run bg-apply -f played.rec
	assert_equal "$output" "$state"
}

@test "records: --record appends nothing for an illegal action" {
	rm -f w.rec
	run sh -c 'bg-new wari | bg-apply --record w.rec a b a'
	[ "$status" -eq 65 ]
	[ ! -s w.rec ]
}

@test "records: a record from standard input must contain its state" {
	run sh -c 'printf "a\n" | bg-apply -f -'
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: a record read from standard input must contain its state"
	run sh -c 'bg-apply -f - < game.rec'
	assert_equal "$output" "$AFTER_CFA"
}

@test "records: UTF-8 tags survive the one-line form" {
	printf 'North: Miloš\n%s\na\n' "$WARI_START" > u.rec
	paste -sd '\t' u.rec > u.line
	run bg-apply --check --lines -f u.line
	[ "$status" -eq 0 ]
	run bg-apply --check -f u.rec
	[ "$status" -eq 0 ]
}

@test "records: a line with ': ' that is not a tag, and an over-long action" {
	printf 'Bad tag: x\n%s\n' "$WARI_START" > t.rec
	run bg-apply --check -f t.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: t.rec:1: not a tag: a tag is Key: value, the key a capital letter then letters, digits, '-' or '_'"
	printf '%s\n%0200d\n' "$WARI_START" 0 > long.rec
	run bg-apply --check -f long.rec
	assert_equal "$output" "bg-apply: long.rec:2: an action of 200 bytes: actions are at most 128"
}

@test "records: a record without a state and no state to replay it from" {
	printf 'a\n' > moves.log
	run bg-apply -f moves.log < /dev/null
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: moves.log has no state, and standard input holds none to replay it from"
}

@test "records: places: FILE:LINE in a record of lines, FILE:LINE:COLUMN in one line" {
	printf '%s\n   zz   # indented\n' "$WARI_START" > ind.rec
	run bg-apply --check -f ind.rec
	assert_equal "$output" "bg-apply: ind.rec:2: illegal move 'zz' for north: a move is a pit, a to f"
	printf 'wari twelve=exact slam=leave-one quiet=100 phase=move ply=0\ta\n' > l.txt
	run bg-apply --check --lines -f l.txt
	assert_equal "$output" "bg-apply: l.txt:1:55: expected field 'turn=', found 'ply=0'"
	printf '%s\ta\r\n' "$WARI_START" > cr.txt
	run bg-apply --check --lines -f cr.txt
	assert_equal "$output" "bg-apply: cr.txt:1:122: byte 0x0d is not allowed in a record (a CRLF line end?)"
}

@test "records: a tag key starts with a capital; roll: is an action" {
	printf '%s\nroll:\n' "$WARI_START" > r.rec
	run bg-apply --check -f r.rec
	assert_equal "$output" "bg-apply: r.rec:2: illegal move 'roll:' for north: no roll is due (Wari has no dice)"
	printf 'event: x\n%s\n' "$WARI_START" > t.rec
	run bg-apply --check -f t.rec
	assert_equal "$output" "bg-apply: t.rec:1: not a tag: a tag is Key: value, the key a capital letter then letters, digits, '-' or '_'"
}
