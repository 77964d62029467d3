#!/usr/bin/env bats
# A person at the board (issue 34), files and words: a game record given
# where states are read is told in one line that names -f (exit 64), a
# one-line record read without --lines says to give it, and a mistyped
# option or policy word is answered with the one most like it.

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
	# Nor is one whose first line looks like a record's: a move's word
	# is the move, whatever the directory holds.
	cp g.rec f
	run --separate-stderr bg-apply f <<<"$WARI_START"
	[ "$status" -eq 0 ] && [ -z "$stderr" ]
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=move turn=south ply=1 idle=1 pits=4,4,4,4,4,0/5,5,5,5,4,4 captured=0,0"
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

@test "did you mean: a mistyped long option is answered with the nearest" {
	check() {
		run --separate-stderr "${@:2}" </dev/null
		told 64 "$1"
		assert_equal "$output" ""
	}
	check "bg-apply: unknown option '--ply'; did you mean '--play'?" bg-apply --ply random
	check "bg-apply: unknown option '--keepgoing'; did you mean '--keep-going'?" bg-apply --keepgoing
	check "bg-render: unknown option '--colr'; did you mean '--color'?" bg-render --colr
	check "bg-moves: unknown option '--seeds'; did you mean '--seed'?" bg-moves --seeds=3
	check "bg-moves: unknown option '--evl'; did you mean '--eval'?" bg-moves --evl
	check "bg-new: unknown option '--playres'; did you mean '--players'?" bg-new waju --playres 3
	check "bg-roll: unknown option '--dcie'; did you mean '--dice'?" bg-roll --dcie 3
	check "bg-new: unknown game 'wario'; did you mean wari?" bg-new wario
	check "bg-new: unknown game 'spok'; did you mean spook?" bg-new spok
	check "bg-new: unknown game 'chess' (bg-new --list prints the games)" bg-new chess
	# Nothing near, or two as near: the pointer to --help as before.
	check "bg-moves: unknown option '--ply'; see 'bg-moves --help'" bg-moves --ply
	check "bg-apply: unknown option '--xyz'; see 'bg-apply --help'" bg-apply --xyz
	check "bg-render: unknown option '-z'; see 'bg-render --help'" bg-render -z
}

@test "did you mean: a mistyped policy word is answered with the nearest, its count kept" {
	check() {
		run --separate-stderr "${@:2}" </dev/null
		told 64 "$1"
	}
	check "bg-moves: --eval: 'utc:300' is not a policy; did you mean uct:300?" bg-moves --eval utc:300
	check "bg-moves: --eval: 'uc:300' is not a policy; did you mean uct:300?" bg-moves --eval uc:300
	check "bg-moves: --eval: 'mc200' is not a policy; did you mean mc:200?" bg-moves --eval mc200
	check "bg-moves: --eval: 'uct' is not a policy; did you mean uct:N?" bg-moves --eval uct
	check "bg-moves: --eval: 'ab' is not a policy; did you mean ab:D?" bg-moves --eval ab
	check "bg-moves: --eval: 'rolout:5' is not a policy; did you mean rollout:5?" bg-moves -e rolout:5
	check "bg-moves: --eval: 'ucct:3s' is not a policy; did you mean uct:3s?" bg-moves -e ucct:3s
	check "bg-apply: --play: 'randon' is not a policy; did you mean random?" bg-apply --play mc:5,randon
	check "bg-apply: --play: 'defualt' is not a policy; did you mean default?" bg-apply --play 'defualt,cmd:./bot'
	check "bg-apply: --analyse: 'exac' is not a policy; did you mean exact?" bg-apply --analyse exac -f g.rec
	check "bg-play: -e: 'utc:30' is not a policy; did you mean uct:30?" bg-play -e utc:30 wari
	# Nothing near: the list, as before.
	check "bg-moves: --eval: 'mcts:5' is not a policy (random, mc:N, uct:N, ab:D, ply:N, rollout:N, exact or default)" bg-moves -e mcts:5
	check "bg-apply: --play: 'greedy' is not a policy (random, mc:N, uct:N, ab:D, ply:N, rollout:N, exact, default or cmd:COMMAND)" bg-apply --play 'greedy,cmd:./a'
}
