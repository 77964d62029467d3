#!/usr/bin/env bats
# A person at the board (issue 34), files: a game record given where
# states are read is told in one line that names -f (exit 64), and a
# one-line record read without --lines says to give it.

load helpers

bats_require_minimum_version 1.5.0

setup() {
	cd "$BATS_TEST_TMPDIR"
	bg-new wari | bg-apply --play random --seed 2 --record g.rec >/dev/null
	paste -sd '\t' g.rec >g.line
}

# told STATUS STDERR: the last run exited STATUS with exactly the line
# STDERR on standard error.
told() {
	assert_equal "$status" "$1"
	assert_equal "$stderr" "$2"
}

@test "files: a record given to bg-render without -f is one line naming -f" {
	run --separate-stderr bg-render --html g.rec
	told 64 "bg-render: g.rec:1: a game record, not states: give it with -f"
	assert_equal "$output" ""
	run --separate-stderr bg-render <g.rec
	told 64 "bg-render: -:1: a game record, not states: give it with -f"
	# The same record with -f draws.
	run --separate-stderr bg-render -f g.rec
	[ "$status" -eq 0 ] && [ -n "$output" ] && [ -z "$stderr" ]
}

@test "files: a record of no tags, its state then actions, is one line too" {
	bg-new wari | bg-apply --record plain.rec c f >/dev/null
	run --separate-stderr bg-render plain.rec
	told 64 "bg-render: plain.rec:2: a game record, not states: give it with -f"
	# The first line was a state, drawn before the second showed a record.
	[ "$(printf '%s\n' "$output" | grep -c 'ply 0')" -eq 1 ]
}

@test "files: bg-moves and bg-roll, which take no records, name bg-apply -f" {
	run --separate-stderr bg-moves g.rec
	told 64 "bg-moves: g.rec:1: a game record, not states: replay it with bg-apply -f"
	assert_equal "$output" ""
	run --separate-stderr bg-roll <g.rec
	told 64 "bg-roll: -:1: a game record, not states: replay it with bg-apply -f"
	assert_equal "$output" ""
	run --separate-stderr bg-moves --count g.line
	told 64 "bg-moves: g.line:1: one-line game records, not states: replay them with bg-apply --lines -f"
}

@test "files: bg-apply reading a record as states is one line, with -k too" {
	run --separate-stderr bg-apply <g.rec
	told 64 "bg-apply: -:1: a game record, not states: give it with -f"
	assert_equal "$output" ""
	run --separate-stderr bg-apply -k --result <g.rec
	told 64 "bg-apply: -:1: a game record, not states: give it with -f"
	run --separate-stderr bg-apply c <g.line
	told 64 "bg-apply: -:1: one-line game records, not states: give them with -f and --lines"
}

@test "files: states with a bad line are bad states, not a record" {
	printf 'wari x\nfoo\n%s\nNot a tag: no\n' "$WARI_START" >bad.txt
	run --separate-stderr bg-moves --count bad.txt
	told 65 "bg-moves: bad.txt:1:6: expected field 'twelve=', found 'x'
bg-moves: bad.txt:2: unknown game 'foo' (a state starts with the game's name)
bg-moves: bad.txt:4: unknown game 'Not' (a state starts with the game's name)"
	assert_equal "$output" "6"
	# A word after the first state that it does not take is a bad state,
	# not a record's first action.
	printf '%s\njunk\n' "$WARI_START" >junk.txt
	run --separate-stderr bg-moves --count junk.txt
	told 65 "bg-moves: junk.txt:2: unknown game 'junk' (a state starts with the game's name)"
	assert_equal "$output" "6"
}

@test "files: a record file as bg-apply's ACTION operand is refused at once" {
	# Standard input is not read: the answer comes before it.
	run --separate-stderr bg-apply g.rec </dev/null
	told 64 "bg-apply: operand 1 is the file g.rec, not an action: replay it with -f g.rec"
	printf 'c\nf\n' >moves.log
	run --separate-stderr bg-apply c moves.log </dev/null
	told 64 "bg-apply: operand 2 is the file moves.log, not an action: replay it with -f moves.log"
	# A file named like a move, holding moves, is no record: the word is
	# the move.
	printf 'c\n' >c
	run --separate-stderr bg-apply c <<<"$WARI_START"
	[ "$status" -eq 0 ] && [ -z "$stderr" ]
	assert_equal "$output" "$(bg-new wari | bg-apply -f c)"
}

@test "files: a one-line record read with -f alone says to give --lines" {
	run --separate-stderr bg-apply -f g.line
	told 65 "bg-apply: g.line:1:15: byte 0x09 is not allowed in a record of many lines (one-line records: give --lines)"
	run --separate-stderr bg-render g.line
	told 64 "bg-render: g.line:1: one-line game records, not states: give them with -f and --lines"
	run --separate-stderr bg-apply --lines -f g.line
	[ "$status" -eq 0 ] && [ -z "$stderr" ]
	assert_equal "$output" "$(bg-apply -f g.rec)"
}
