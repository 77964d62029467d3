#!/usr/bin/env bats
# One test at least per Wari ruling (bg-wari(7) WR-1..WR-9), named by its id,
# and one per rule option where the option changes the outcome.  Positions
# are written with wari_state PITS TURN CAPTURED [OPTIONS [PLY IDLE]].

load helpers

moves() { printf '%s\n' "$1" | bg-moves --line; }
apply() { local s=$1; shift; printf '%s\n' "$s" | bg-apply "$@"; }

@test "WR-1: north moves first; pits a-f from the mover's left, sown into the opponent's a" {
	run bg-new wari
	[[ "$output" == *" turn=north "* ]]
	run apply "$WARI_START" f
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=move turn=south ply=1 idle=1 pits=4,4,4,4,4,0/5,5,5,5,4,4 captured=0,0"
	run apply "$output" f
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=2 idle=2 pits=5,5,5,5,4,0/5,5,5,5,4,0 captured=0,0"
}

@test "WR-2: a lap of 12 skips the pit sown from" {
	run apply "$(wari_state 12,0,0,0,0,1/1,1,1,1,1,1 north 17,18)" a
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=move turn=south ply=11 idle=1 pits=0,2,1,1,1,2/2,2,2,2,2,2 captured=17,18"
}

@test "WR-2: two laps skip the pit sown from twice" {
	# 23 stones from south f: 11 to every other pit twice (22), the last
	# to north a; north a then holds 1+2+1 = 4, no capture.
	run apply "$(wari_state 1,1,1,1,1,1/0,0,0,0,0,23 south 10,9)" f
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=11 idle=1 pits=4,3,3,3,3,3/2,2,2,2,2,0 captured=10,9"
}

@test "WR-3: a pit of exactly 12 must be played" {
	run moves "$(wari_state 12,0,0,0,0,1/1,1,1,1,1,1 north 17,18)"
	assert_equal "$output" "a"
	run apply "$(wari_state 12,0,0,0,0,1/1,1,1,1,1,1 north 17,18)" f
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: illegal move 'f' for north: pit a holds 12 stones and must be played (WR-3, twelve=exact)"
}

@test "WR-3: applied last, dropped when the grand slam leaves no such pit" {
	# North f (17) would take all of south's row: illegal under
	# slam=illegal, so the rule of twelve-or-more is dropped and e stays.
	s=$(wari_state 0,0,0,0,2,17/0,0,0,0,0,0 north 14,15 "twelve=atleast slam=illegal quiet=100")
	run moves "$s"
	assert_equal "$output" "e"
}

@test "WR-3 option twelve: exact, atleast and off list different moves" {
	p=0,0,0,0,2,17/0,0,0,0,0,0
	run moves "$(wari_state $p north 14,15 "twelve=exact slam=leave-one quiet=100")"
	assert_equal "$output" "e f"
	run moves "$(wari_state $p north 14,15 "twelve=atleast slam=leave-one quiet=100")"
	assert_equal "$output" "f"
	run moves "$(wari_state 12,0,0,0,0,1/1,1,1,1,1,1 north 17,18 "twelve=off slam=leave-one quiet=100")"
	assert_equal "$output" "a f"
}

@test "WR-3 option twelve: bg-new writes the chosen rule" {
	run bg-new wari --twelve atleast
	assert_equal "$output" "wari twelve=atleast slam=leave-one quiet=100 phase=move turn=north ply=0 idle=0 pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0"
}

@test "WR-4: a capture chains back while pits hold 2 or 3" {
	# South a..d become 2,2,3,2; the chain takes d, c, b, a (9 stones).
	run apply "$(wari_state 0,0,0,0,0,4/1,1,2,1,0,5 north 20,14)" f
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=move turn=south ply=11 idle=0 pits=0,0,0,0,0,0/0,0,0,0,0,5 captured=29,14"
}

@test "WR-4: the chain stops at a pit that does not hold 2 or 3" {
	run apply "$(wari_state 0,0,0,0,0,4/1,4,2,1,0,5 north 17,14)" f
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=move turn=south ply=11 idle=0 pits=0,0,0,0,0,0/2,5,0,0,0,5 captured=22,14"
}

@test "WR-4: no capture when the last stone falls in the mover's own row" {
	run apply "$(wari_state 2,2,0,0,0,1/1,1,1,1,1,1 north 10,27)" a
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=move turn=south ply=11 idle=1 pits=0,3,1,0,0,1/1,1,1,1,1,1 captured=10,27"
}

@test "WR-5 option slam=leave-one: the chain stops before its last pit" {
	run apply "$(wari_state 1,0,0,0,0,2/1,1,0,0,0,0 north 20,23)" f
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=move turn=south ply=11 idle=0 pits=1,0,0,0,0,0/2,0,0,0,0,0 captured=22,23"
}

@test "WR-5 option slam=no-capture: nothing is captured" {
	run apply "$(wari_state 1,0,0,0,0,2/1,1,0,0,0,0 north 20,23 "twelve=exact slam=no-capture quiet=100")" f
	assert_equal "$output" "wari twelve=exact slam=no-capture quiet=100 phase=move turn=south ply=11 idle=1 pits=1,0,0,0,0,0/2,2,0,0,0,0 captured=20,23"
}

@test "WR-5 option slam=illegal: the move is not listed and is refused" {
	s=$(wari_state 1,0,0,0,0,2/1,1,0,0,0,0 north 20,23 "twelve=exact slam=illegal quiet=100")
	run moves "$s"
	assert_equal "$output" "a"
	run apply "$s" f
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: illegal move 'f' for north: it would capture every stone in south's row (WR-5, slam=illegal)"
}

@test "WR-5: a one-pit grand slam captures nothing under the default" {
	run apply "$(wari_state 0,0,0,0,0,1/1,0,0,0,0,0 north 20,26)" f
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=over turn=south ply=11 idle=1 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=20,28 end=nomove result=south"
}

@test "WR-5: under slam=illegal a player whose every move is a slam has no move" {
	# South f captures north a; north is left with f (2), which would
	# take both of south's stones: a slam, so north has no move (WR-7).
	run apply "$(wari_state 1,0,0,0,0,2/1,1,0,0,0,1 south 20,22 "twelve=exact slam=illegal quiet=100")" f
	assert_equal "$output" "wari twelve=exact slam=illegal quiet=100 phase=over turn=north ply=11 idle=0 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=22,26 end=nomove result=south"
}

@test "WR-6: with the opponent's row empty only feeding pits are legal" {
	s=$(wari_state 1,0,0,0,0,1/0,0,0,0,0,0 north 20,26)
	run moves "$s"
	assert_equal "$output" "f"
	run apply "$s" a
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: illegal move 'a' for north: south's row is empty and pit a does not reach it (WR-6)"
}

@test "WR-7: the game ends when the player to move cannot feed; stones go to their row's owner" {
	run apply "$(wari_state 0,0,0,0,0,1/0,0,0,0,0,0 north 20,27)" f
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=over turn=south ply=11 idle=1 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=20,28 end=nomove result=south"
	run moves "$output"
	assert_equal "$output" ""
}

@test "WR-7: the agreed end is the action end, not a listed move" {
	run moves "$WARI_START"
	[[ "$output" != *end* ]]
	run apply "$(wari_state 3,0,0,0,0,1/2,0,0,0,0,0 north 20,22)" end
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=over turn=north ply=10 idle=0 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=24,24 end=agreed result=draw"
}

@test "WR-7: no action after the end" {
	over="wari twelve=exact slam=leave-one quiet=100 phase=over turn=north ply=10 idle=0 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=24,24 end=agreed result=draw"
	run apply "$over" a
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: illegal move 'a': the game is over"
}

@test "WR-8: more captured stones wins, 24-24 is a draw" {
	run apply "$(wari_state 0,0,0,0,0,1/1,0,0,0,0,0 north 24,22)" end
	[[ "$output" == *" captured=25,23 end=agreed result=north" ]]
	run apply "$(wari_state 0,0,0,0,0,1/1,0,0,0,0,0 north 22,24)" end
	[[ "$output" == *" captured=23,25 end=agreed result=south" ]]
	run apply "$(wari_state 0,0,0,0,0,1/1,0,0,0,0,0 north 23,23)" end
	[[ "$output" == *" captured=24,24 end=agreed result=draw" ]]
}

@test "WR-9: the 100th capture-free ply ends the game as by agreement" {
	run apply "$(wari_state 4,4,4,4,4,4/4,4,4,4,4,4 north 0,0 "twelve=exact slam=leave-one quiet=100" 150 99)" a
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=over turn=south ply=151 idle=100 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=24,24 end=quiet result=draw"
}

@test "WR-9: a capture on the 100th ply resets the count" {
	run apply "$(wari_state 0,0,0,0,0,4/1,4,2,1,0,5 north 17,14 "twelve=exact slam=leave-one quiet=100" 150 99)" f
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=move turn=south ply=151 idle=0 pits=0,0,0,0,0,0/2,5,0,0,0,5 captured=22,14"
}

@test "WR-9: when that ply also leaves no move, the end is WR-7's" {
	run apply "$(wari_state 0,0,0,0,0,1/0,0,0,0,0,0 north 20,27 "twelve=exact slam=leave-one quiet=100" 150 99)" f
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=100 phase=over turn=south ply=151 idle=100 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=20,28 end=nomove result=south"
}

@test "WR-9 option quiet: 0 turns the rule off, another count moves the end" {
	s="$(wari_state 4,4,4,4,4,4/4,4,4,4,4,4 north 0,0 "twelve=exact slam=leave-one quiet=0" 150 99)"
	run apply "$s" a
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=0 phase=move turn=south ply=151 idle=100 pits=0,5,5,5,5,4/4,4,4,4,4,4 captured=0,0"
	run apply "$(wari_state 4,4,4,4,4,4/4,4,4,4,4,4 north 0,0 "twelve=exact slam=leave-one quiet=101" 150 99)" a
	[[ "$output" == *" phase=move "* ]]
	run bg-new wari --quiet 0 --slam illegal
	assert_equal "$output" "wari twelve=exact slam=illegal quiet=0 phase=move turn=north ply=0 idle=0 pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0"
}

@test "WR-9: the parser refuses an end by quiet plies that did not happen" {
	over="wari twelve=exact slam=leave-one quiet=100 phase=over turn=north ply=60 idle=3 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=24,24"
	run sh -c "echo '$over end=quiet result=draw' | bg-moves"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-moves: -:1: end=quiet needs idle equal to quiet, which is not 0 (WR-9)"
	run sh -c "echo '$over end=agreed result=draw' | sed 's/idle=3/idle=100/; s/ply=60/ply=160/' | bg-moves"
	assert_equal "$output" "bg-moves: -:1: idle=100 is past quiet=100: the game ended at quiet (WR-9)"
	run sh -c "echo '$over end=nomove result=draw' | sed 's/idle=3/idle=100/; s/ply=60/ply=160/' | bg-moves"
	[ "$status" -eq 0 ]
}
