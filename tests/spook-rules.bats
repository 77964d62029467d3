#!/usr/bin/env bats
# One test at least per Spook & Werewolf Ludo ruling (bg-spook(7) SW-1..SW-7),
# named by its id.  Boards B and B2 put the characters in a known order:
#   B:  squares 2-10 HCSWXHCSW, 12-20 XHCSWXHCS, 22-30 WXHCSWXHC, 32-39 SWXHCSWX
#   B2: B with 29 X, 35 S, 37 H, 39 H (so hats stand before the church)

load helpers

B=HCSWXHCSWXHCSWXHCSWXHCSWXHCSWXHCSWX
B2=HCSWXHCSWXHCSWXHCSWXHCSWXXCSWXSCHWH

# st PLAYERS PIECES ROUND PHASE DICE ACTIVATION POS BOARDS
st() { echo "spook players=$1 pieces=$2 round=$3 $4 dice=$5 activation=$6 pos=$7 boards=$8"; }
act() { st "$1" "$2" 1 "phase=roll roll=activation" 2 - "$3" "$4"; }
apply() { local s=$1; shift; printf '%s\n' "$s" | bg-apply "$@"; }
moves() { printf '%s\n' "$1" | bg-moves --line; }
pos_of() { sed -e 's/.* pos=//' -e 's/ .*//' <<< "$1"; }

@test "SW-1: bg-new makes each seat a board of 7 of each character, from the seed" {
	run bg-new spook --players 3 --seed 11
	[ "$status" -eq 0 ]
	boards=$(sed 's/.* boards=//' <<< "$output")
	IFS=/ read -r b1 b2 b3 <<< "$boards"
	[ "$b1" != "$b2" ]
	[ "$b2" != "$b3" ]
	[ "$b1" != "$b3" ]
	for b in $b1 $b2 $b3; do
		[ ${#b} -eq 35 ]
		for c in H C S W X; do
			[ "$(tr -cd $c <<< "$b" | wc -c)" -eq 7 ]
		done
	done
	assert_equal "$(bg-new spook --players 3 --seed 11)" "$output"
	[ "$(bg-new spook --players 3 --seed 12)" != "$output" ]
}

@test "SW-1: boards given by option or YAML file, and checked" {
	run bg-new spook --players 2 --seed 1 --board $B
	assert_equal "$(sed 's/.* boards=//; s/\/.*//' <<< "$output")" "$B"
	printf 'boards:\n  - %s\n  - %s\n' $B2 $B > "$BATS_TEST_TMPDIR/b.yaml"
	run bg-new spook --boards "$BATS_TEST_TMPDIR/b.yaml"
	assert_equal "$(sed 's/.* boards=//' <<< "$output")" "$B2/$B"
	run bg-new spook --board HHSWXHCSWXHCSWXHCSWXHCSWXHCSWXHCSWX
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-new: seat 1's board has 8 of H (Wizard's Hat), not 7 (SW-1)"
	run bg-new spook --board HCSW
	assert_equal "$output" "bg-new: seat 1's board has 4 letters, not 35"
}

@test "SW-1: bg-render shows each seat's board" {
	run sh -c "bg-new spook --players 2 --board $B --board $B2 | bg-render"
	assert_equal "${lines[0]}" "round 0: the movement roll is due"
	assert_equal "${lines[1]}" "seat 1: pieces on 1, 1"
	assert_equal "${lines[2]}" "   1  >2 H  C  S  W  X  H  C  S  W"
	assert_equal "${lines[5]}" "  31  >  S  W  X  H  C  S  W  X  +"
	assert_equal "${lines[9]}" "  21  >  W  X  H  C  S  W  X  X  C"
}

@test "SW-2: 1 to 8 players, 1 to 3 pieces" {
	run bg-new spook --players 8 --pieces 3 --seed 1
	[[ "$output" == "spook players=8 pieces=3 round=0 phase=roll roll=movement dice=- activation=- pos=1,1,1/1,1,1/1,1,1/1,1,1/1,1,1/1,1,1/1,1,1/1,1,1 boards="* ]]
	run bg-new spook --players 9
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-new: --players: '9' is not a number from 1 to 8"
	run bg-new spook --pieces 0
	assert_equal "$output" "bg-new: --pieces: '0' is not 1, 2 or 3"
}

@test "SW-2: with 3 pieces two in the church finish; with 1 piece one" {
	run apply "$(st 2 3 1 "phase=move turn=1" 2 - 1,1,40/1,1,1 $B/$B)" 1-3 1-3
	[[ "$output" == *"phase=roll roll=activation"* ]]
	run apply "$(st 2 3 1 "phase=move turn=1" 2 - 1,38,40/1,1,1 $B/$B)" 38-40 1-3
	[[ "$output" == *" phase=over "*" pos=1,40,40/1,1,3 "*" result=1" ]]
	run apply "$(st 2 1 1 "phase=move turn=1" 2 - 38/1 $B/$B)" 38-40 1-3
	[[ "$output" == *" phase=over "*" pos=40/3 "*" result=1" ]]
}

@test "SW-3: every piece starts on 1; movement roll, each seat in order, activation roll" {
	s=$(bg-new spook --players 2 --board $B --board $B2)
	assert_equal "$(pos_of "$s")" "1,1/1,1"
	run apply "$s" roll:4
	assert_equal "$output" "spook players=2 pieces=2 round=1 phase=move turn=1 dice=4 activation=- pos=1,1/1,1 boards=$B/$B2"
	run apply "$output" 1-5
	assert_equal "$output" "spook players=2 pieces=2 round=1 phase=move turn=2 dice=4 activation=- pos=1,5/1,1 boards=$B/$B2"
	run apply "$output" 1-5
	assert_equal "$output" "spook players=2 pieces=2 round=1 phase=roll roll=activation dice=4 activation=- pos=1,5/1,5 boards=$B/$B2"
	# 5 is a Werewolf on both boards: a 5 sends both back to 1.
	run apply "$output" roll:5
	assert_equal "$output" "spook players=2 pieces=2 round=1 phase=roll roll=movement dice=4 activation=5 pos=1,1/1,1 boards=$B/$B2"
}

@test "SW-3: bg-moves lists the moves of the seat choosing, nothing in a roll phase" {
	run moves "$(st 2 2 1 "phase=move turn=2" 3 - 1,1/4,9 $B/$B)"
	assert_equal "$output" "4-7 9-12"
	run moves "$(act 2 2 1,1/4,9 $B/$B)"
	assert_equal "$output" ""
}

@test "SW-4: exact entry into the church" {
	s=$(st 1 2 1 "phase=move turn=1" 3 - 20,37 $B)
	run moves "$s"
	assert_equal "$output" "20-23 37-40"
	run apply "$s" 37-40
	assert_equal "$(pos_of "$output")" "20,40"
}

@test "SW-4: a blocked overshoot, and a player with no legal move passes" {
	s=$(st 2 2 1 "phase=move turn=1" 4 - 38,39/1,1 $B/$B)
	run moves "$s"
	assert_equal "$output" "pass"
	run apply "$s" 38-42
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: illegal move '38-42' for seat 1: it would pass the church on square 40; the church needs the exact count (SW-4)"
	run apply "$s" pass
	assert_equal "$output" "spook players=2 pieces=2 round=1 phase=move turn=2 dice=4 activation=- pos=38,39/1,1 boards=$B/$B"
	run apply "$(st 2 2 1 "phase=move turn=1" 4 - 1,39/1,1 $B/$B)" pass
	assert_equal "$output" "bg-apply: -:1: illegal move 'pass' for seat 1: a piece can move, and a player who can move must (SW-4)"
}

@test "SW-4: pieces in the church never move" {
	s=$(st 1 2 1 "phase=move turn=1" 2 - 20,40 $B)
	run moves "$s"
	assert_equal "$output" "20-22"
	run apply "$s" 40-42
	assert_equal "$output" "bg-apply: -:1: illegal move '40-42' for seat 1: pieces in the church never move (SW-4)"
}

@test "SW-4: a move must go the die's count" {
	run apply "$(st 1 2 1 "phase=move turn=1" 2 - 1,20 $B)" 20-23
	assert_equal "$output" "bg-apply: -:1: illegal move '20-23' for seat 1: the die shows 2: the piece on 20 goes to 22"
	run apply "$(st 1 2 1 "phase=move turn=1" 2 - 1,20 $B)" 5-7
	assert_equal "$output" "bg-apply: -:1: illegal move '5-7' for seat 1: no piece on square 5"
}

@test "SW-5: 1 or 2 Wizard's Hat: forward 3" {
	run apply "$(act 1 3 2,3,37 $B)" roll:1
	assert_equal "$(pos_of "$output")" "3,5,37"
}

@test "SW-5: the Hat landing on the church enters it; past it the piece stays" {
	# B2: 37 and 39 are hats.
	run apply "$(act 2 2 1,37/39,40 $B2/$B2)" roll:2
	assert_equal "$(pos_of "$output")" "1,40/39,40"
}

@test "SW-5: 3 Black Cat: back 6" {
	run apply "$(act 1 3 14,19,36 $B)" roll:3
	assert_equal "$(pos_of "$output")" "8,13,30"
}

@test "SW-5, SW-7: the Black Cat at the start sends the piece to square 1" {
	run apply "$(act 1 3 3,8,12 $B)" roll:3
	# 3 and 8 are cats: 3 goes to 1 (not below), 8 to 2.
	assert_equal "$(pos_of "$output")" "1,2,12"
}

@test "SW-5: 4 Spook and 5 Werewolf: back to the region's entrance" {
	run apply "$(act 1 3 15,26,32 $B)" roll:4
	assert_equal "$(pos_of "$output")" "11,21,31"
	run apply "$(act 1 3 16,27,33 $B)" roll:5
	assert_equal "$(pos_of "$output")" "11,21,31"
	run apply "$(act 1 3 4,15,26 $B)" roll:5
	assert_equal "$(pos_of "$output")" "4,15,26"
}

@test "SW-5: 6 Witch: back to square 1" {
	run apply "$(act 1 3 6,23,39 $B)" roll:6
	assert_equal "$(pos_of "$output")" "1,1,1"
}

@test "SW-5: no chaining: a piece moved onto another character stays" {
	# 2 (Hat) to 5 (Werewolf), 10 (Werewolf) is not touched by a 1;
	# 13 (Hat) to 16 (Werewolf), 35 (Hat) to 38 (Werewolf).
	run apply "$(act 1 3 2,13,35 $B)" roll:1
	assert_equal "$(pos_of "$output")" "5,16,38"
	assert_equal "$(sed 's/.* phase=//; s/ .*//' <<< "$output")" "roll"
}

@test "SW-5: every seat's pieces act, each on its own board" {
	run apply "$(act 2 2 5,7/5,7 $B/$B2)" roll:5
	assert_equal "$(pos_of "$output")" "1,7/1,7"
}

@test "SW-6: a shared win at the end of the movement phase; every seat still moves" {
	s=$(st 3 2 1 "phase=move turn=1" 2 - 38,40/38,40/1,1 $B/$B/$B)
	run apply "$s" 38-40
	[[ "$output" == *" phase=move turn=2 "* ]]
	run apply "$s" 38-40 38-40
	[[ "$output" == *" phase=move turn=3 "* ]]
	run apply "$s" 38-40 38-40 1-3
	assert_equal "$output" "spook players=3 pieces=2 round=1 phase=over dice=2 activation=- pos=40,40/40,40/1,3 boards=$B/$B/$B result=1,2"
	run moves "$output"
	assert_equal "$output" ""
}

@test "SW-6: a win in the activation phase; nothing follows the end (G-1)" {
	run apply "$(act 2 2 37,40/1,1 $B2/$B2)" roll:1
	assert_equal "$output" "spook players=2 pieces=2 round=1 phase=over dice=2 activation=1 pos=40,40/1,1 boards=$B2/$B2 result=1"
	run apply "$output" roll:3
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: illegal move 'roll:3': the game is over"
	run sh -c "echo '$(act 2 2 37,40/1,1 $B2/$B2)' | bg-apply roll:1 | bg-roll --seed 1"
	[[ "$output" == *" phase=over "* ]]
}

@test "SW-7: pieces of one seat share a square; entrances carry no character" {
	run apply "$(st 1 3 1 "phase=move turn=1" 3 - 8,11,11 $B)" 8-11
	assert_equal "$(pos_of "$output")" "11,11,11"
	for r in 1 2 3 4 5 6; do
		run apply "$(act 1 3 11,21,31 $B)" roll:$r
		assert_equal "$(pos_of "$output")" "11,21,31"
	done
	run moves "$(st 1 3 1 "phase=move turn=1" 3 - 11,11,11 $B)"
	assert_equal "$output" "11-14"
}

@test "spook: the parser refuses states no game reaches" {
	run sh -c "echo '$(st 1 2 1 "phase=roll roll=activation" - - 1,1 $B)' | bg-moves"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-moves: -:1: round=1 has had its movement roll: dice=- is before the first"
	run sh -c "echo '$(st 1 2 2 "phase=roll roll=movement" 3 - 1,1 $B)' | bg-moves"
	assert_equal "$output" "bg-moves: -:1: round=2 follows an activation roll: activation=- is before the first"
	run sh -c "echo '$(st 1 2 1 "phase=move turn=1" 3 4 1,1 $B)' | bg-moves"
	assert_equal "$output" "bg-moves: -:1: round=1 has had no activation roll yet: activation=-"
	run sh -c "echo '$(st 2 2 2 "phase=move turn=1" 3 4 40,40/1,1 $B/$B)' | bg-moves"
	assert_equal "$output" "bg-moves: -:1: seat 1 has finished before its move: the game is over (SW-6)"
	run sh -c "echo '$(st 2 2 2 "phase=move turn=2" 3 4 40,40/1,1 $B/$B)' | bg-moves"
	assert_equal "$output" "1-4"
	run sh -c "echo '$(st 1 2 2 "phase=move turn=1" 3 4 1,1 $B)' | sed 's/pos=1,1/pos=5,1/' | bg-moves"
	assert_equal "$output" "bg-moves: -:1: column 79: a seat's pieces are written in ascending order"
}

@test "spook: the SVG picture says in words that nothing is rolled yet" {
	run sh -c "bg-new spook --players 2 --seed 1 | bg-render --svg"
	[[ "$output" == *'>round 0: the movement roll is due</text>'* ]]
	[ "$(grep -c '<rect x=' <<< "$output")" -eq 85 ]
}
