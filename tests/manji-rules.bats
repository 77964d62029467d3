#!/usr/bin/env bats
# One test at least per Manji ruling (bg-manji(7) MJ-1..MJ-11, MJ-7b, G-1), named
# by its id, with exact states and move lists.  The board (manji.yaml): seat
# k's exit is square 10(k-1), its entry the square before, its shortcut
# circle exit+25, its arrival square c(3(k-1)); seat 1: exit 0, entry 39,
# shortcut 25, arrival c0; seat 3: exit 20, entry 19, shortcut 5, arrival c6.

load helpers

# st PHASE DICE SIXES LAST POS [PLAYERS]: a Manji state, 9 rolls in.
st() { echo "manji players=${6:-2} rolls=9 $1 dice=$2 sixes=$3 last=$4 pos=$5"; }
# to_move DICE SIXES LAST POS: seat 1 plays the die DICE.
to_move() { st "phase=move turn=1" "$@"; }
to_roll() { st "phase=roll roll=turn turn=1" - "$@"; }
apply() { local s=$1; shift; printf '%s\n' "$s" | bg-apply "$@"; }
moves() { printf '%s\n' "$1" | bg-moves --line; }

@test "MJ-1: 2 to 4 players; 2 take seats 1 and 3, 3 seats 1 to 3" {
	assert_equal "$(bg-new manji)" "manji players=2 rolls=0 phase=roll roll=rolloff among=1,3 dice=- sixes=0 last=- pos=home,home/home,home"
	assert_equal "$(bg-new manji --players 3)" "manji players=3 rolls=0 phase=roll roll=rolloff among=1,2,3 dice=- sixes=0 last=- pos=home,home/home,home/home,home"
	assert_equal "$(bg-new manji --players 4)" "manji players=4 rolls=0 phase=roll roll=rolloff among=1,2,3,4 dice=- sixes=0 last=- pos=home,home/home,home/home,home/home,home"
	run bg-new manji --players 5
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-new: --players: '5' is not a number from 2 to 4"
	run bg-new manji --players 1
	assert_equal "$output" "bg-new: --players: '1' is not a number from 2 to 4"
	# Seat 2 does not play in a two-player game.
	run apply "$(st "phase=roll roll=turn turn=2" - 0 - home,home/home,home)" roll:3
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: column 52: seat 2 does not play (MJ-1)"
}

@test "MJ-1: --seed is accepted and the start is the same for every seed" {
	assert_equal "$(bg-new manji --seed 1 --players 3)" "$(bg-new manji --players 3)"
	assert_equal "$(bg-new manji --seed 99)" "$(bg-new manji)"
	run bg-new manji --seed x
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-new: --seed: 'x' is not a number from 0 to 18446744073709551615"
}

@test "MJ-2: the roll-off is one die per seat in seat order; the lowest starts" {
	s=$(bg-new manji --players 3)
	assert_equal "$(moves "$s")" ""
	run apply "$s" roll:4,2,5
	assert_equal "$output" "manji players=3 rolls=1 phase=roll roll=turn turn=2 dice=- sixes=0 last=- pos=home,home/home,home/home,home"
	run apply "$(bg-new manji)" roll:6,1
	assert_equal "$output" "manji players=2 rolls=1 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=home,home/home,home"
}

@test "MJ-2, G-2: seats tied for the lowest roll again, a new chance event among them" {
	s=$(bg-new manji --players 4)
	run apply "$s" roll:2,2,5,2
	assert_equal "$output" "manji players=4 rolls=1 phase=roll roll=rolloff among=1,2,4 dice=- sixes=0 last=- pos=home,home/home,home/home,home/home,home"
	run apply "$output" roll:3,1,3
	assert_equal "$output" "manji players=4 rolls=2 phase=roll roll=turn turn=2 dice=- sixes=0 last=- pos=home,home/home,home/home,home/home,home"
	# A tie for a higher value does not matter.
	run apply "$s" roll:1,6,6,3
	[[ "$output" == *" rolls=1 phase=roll roll=turn turn=1 "* ]]
	run apply "$s" roll:2,2,5,2 roll:3,3
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: illegal move 'roll:3,3' for the host: the roll-off is one die for each of the 3 seats rolling (MJ-2)"
	run apply "$s" home-0
	assert_equal "$output" "bg-apply: -:1: illegal move 'home-0' for the host: the roll-off (MJ-2) is due"
}

@test "MJ-3: a 6 gives another roll, whether it was played or passed" {
	run apply "$(to_roll 0 - home,12/home,home)" roll:6
	assert_equal "$output" "manji players=2 rolls=10 phase=move turn=1 dice=6 sixes=1 last=- pos=home,12/home,home"
	run apply "$output" 12-18
	assert_equal "$output" "manji players=2 rolls=10 phase=roll roll=turn turn=1 dice=- sixes=1 last=18 pos=home,18/home,home"
	# Nothing can move on this 6, and the pass keeps the turn.
	run apply "$(to_roll 0 - home,home/home,home)" roll:6 pass
	assert_equal "$output" "manji players=2 rolls=10 phase=roll roll=turn turn=1 dice=- sixes=1 last=- pos=home,home/home,home"
	run apply "$output" roll:3 pass
	assert_equal "$output" "manji players=2 rolls=11 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=home,home/home,home"
}

@test "MJ-3: a 6 counts 7 only when no pawn of the player is at home" {
	assert_equal "$(moves "$(to_move 6 1 - home,12/home,home)")" "12-18"
	assert_equal "$(moves "$(to_move 6 1 - 12,30/home,home)")" "12-19 30-37"
	# Inner pawns too, and a 7 can reach the arrival square.
	assert_equal "$(moves "$(to_move 6 1 - 12,c3/home,home)")" "c3-c10"
	assert_equal "$(moves "$(to_move 6 1 - 12,33/home,home)")" "12-19 33-c0"
	run apply "$(to_move 6 1 - 12,c3/home,home)" c3-c9
	assert_equal "$output" "bg-apply: -:1: illegal move 'c3-c9' for seat 1: the die shows 6, which counts 7 (MJ-3): that pawn's move is c3-c10"
	# Judged when the 6 is played: a capture sends a pawn home.
	run apply "$(to_move 6 1 - 12,30/home,19)" 12-19
	assert_equal "$output" "manji players=2 rolls=9 phase=roll roll=turn turn=1 dice=- sixes=1 last=19 pos=19,30/home,home"
	assert_equal "$(moves "$output")" ""
	run apply "$output" roll:6
	assert_equal "$(moves "$output")" "19-26 30-37"
}

@test "MJ-4: a 5 with a pawn at home must take a pawn out onto the exit square" {
	s=$(to_move 5 0 - home,12/home,home)
	assert_equal "$(moves "$s")" "home-0"
	run apply "$s" 12-17
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: illegal move '12-17' for seat 1: a 5 must take a pawn out of home (MJ-4)"
	run apply "$s" home-0
	assert_equal "$output" "manji players=2 rolls=9 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=0,12/home,home"
	# Two pawns at home give one move.
	assert_equal "$(moves "$(to_move 5 0 - home,home/home,home)")" "home-0"
}

@test "MJ-4: only a 5 takes a pawn out" {
	assert_equal "$(moves "$(to_move 4 0 - home,home/home,home)")" "pass"
	assert_equal "$(moves "$(to_move 6 1 - home,home/home,home)")" "pass"
	run apply "$(to_move 4 0 - home,12/home,home)" home-0
	assert_equal "$output" "bg-apply: -:1: illegal move 'home-0' for seat 1: a pawn leaves home only on a 5 (MJ-4)"
}

@test "MJ-4: the exception: an own pawn on the exit square, and the 5 is played otherwise" {
	s=$(to_move 5 0 - home,0/home,home)
	assert_equal "$(moves "$s")" "0-5"
	run apply "$s" home-0
	assert_equal "$output" "bg-apply: -:1: illegal move 'home-0' for seat 1: an own pawn stands on the exit square 0 (MJ-4)"
	run apply "$s" 0-5
	assert_equal "$output" "manji players=2 rolls=9 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=home,5/home,home"
}

@test "MJ-4: an exit onto an opponent captures it" {
	s=$(to_move 5 0 - home,12/home,0)
	assert_equal "$(moves "$s")" "home-0"
	run apply "$s" home-0
	assert_equal "$output" "manji players=2 rolls=9 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=0,12/home,home"
}

@test "MJ-5: the third 6 sends the pawn last moved home and ends the turn" {
	s=$(to_roll 0 - home,12/home,home)
	run apply "$s" roll:6 12-18 roll:6 18-24
	assert_equal "$output" "$(to_roll 2 24 home,24/home,home | sed 's/rolls=9/rolls=11/')"
	run apply "$output" roll:6
	assert_equal "$output" "manji players=2 rolls=12 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=home,home/home,home"
	# The 6 that was passed leaves the pawn moved before it the last one.
	run apply "$(to_roll 0 - 12,30/home,home)" roll:6 12-19
	run apply "$output" roll:6 pass
	[ "$status" -eq 65 ]
	run apply "$(to_roll 0 - home,12/home,13)" roll:6 12-18 roll:5 home-0
	assert_equal "$output" "manji players=2 rolls=11 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=0,18/home,13"
}

@test "MJ-5: no pawn moved, no pawn goes home; the third 6 is not played" {
	run apply "$(to_roll 2 - home,home/home,home)" roll:6
	assert_equal "$output" "manji players=2 rolls=10 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=home,home/home,home"
	run apply "$(to_roll 2 - home,home/home,home)" roll:6 home-0
	assert_equal "$output" "bg-apply: -:1: illegal move 'home-0' for the host: the roll is due"
}

@test "MJ-5, MJ-9: not when the pawn last moved is in the inner section" {
	s=$(to_roll 0 - 12,33/home,home)
	run apply "$s" roll:6 12-19 roll:6 33-c0
	assert_equal "$output" "manji players=2 rolls=11 phase=roll roll=turn turn=1 dice=- sixes=2 last=- pos=19,c0/home,home"
	run apply "$output" roll:6
	assert_equal "$output" "manji players=2 rolls=12 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=19,c0/home,home"
	# The parser refuses an inner pawn as the last one.
	run apply "$(to_roll 2 c0 19,c0/home,home)" roll:6
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: column 75: last= is a track square: a pawn at home or in the inner section is never sent home (MJ-5)"
}

@test "MJ-6: a pawn passes its own pawns but does not land on one" {
	s=$(to_move 3 0 - 10,12/home,home)
	assert_equal "$(moves "$s")" "10-13 12-15"
	s=$(to_move 2 0 - 10,12/home,home)
	assert_equal "$(moves "$s")" "12-14"
	run apply "$s" 10-12
	assert_equal "$output" "bg-apply: -:1: illegal move '10-12' for seat 1: an own pawn stands on square 12 (MJ-6)"
}

@test "MJ-6: landing on an opponent captures it; no square is safe" {
	run apply "$(to_move 3 0 - home,12/home,15)" 12-15
	assert_equal "$output" "manji players=2 rolls=9 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=home,15/home,home"
	# On its own exit square too, and on the track round to seat 1's lap.
	run apply "$(to_move 4 0 - home,16/home,20)" 16-20
	[[ "$output" == *" pos=home,20/home,home" ]]
	run apply "$(st "phase=move turn=3" 3 0 - home,2/home,39)" 39-2
	[[ "$output" == *" pos=home,home/home,2" ]]
}

@test "MJ-7: the inner section by the exact count onto the arrival square" {
	s=$(to_move 3 0 - home,37/home,home)
	assert_equal "$(moves "$s")" "37-c0"
	run apply "$s" 37-c0
	assert_equal "$output" "manji players=2 rolls=9 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=home,c0/home,home"
	# Too long: that pawn cannot use it.
	s=$(to_move 4 0 - 20,37/home,home)
	assert_equal "$(moves "$s")" "20-24"
	run apply "$s" 37-c1
	assert_equal "$output" "bg-apply: -:1: illegal move '37-c1' for seat 1: it would pass its arrival square: the inner section needs the exact count (MJ-7)"
}

@test "MJ-7: the arrival square must be empty" {
	s=$(to_move 3 0 - home,37/home,c0)
	assert_equal "$(moves "$s")" "pass"
	run apply "$s" 37-c0
	assert_equal "$output" "bg-apply: -:1: illegal move '37-c0' for seat 1: the arrival square c0 is taken (MJ-7)"
}

@test "MJ-7: the shortcut: landing exactly on the own circle may go on to the arrival square" {
	s=$(to_move 5 0 - 20,30/home,home)
	assert_equal "$(moves "$s")" "20-25 20-25-c0 30-35"
	run apply "$s" 20-25-c0
	assert_equal "$output" "manji players=2 rolls=9 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=30,c0/home,home"
	run apply "$s" 20-25
	assert_equal "$output" "manji players=2 rolls=9 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=25,30/home,home"
	# A 6 that counts 7 lands there too.
	assert_equal "$(moves "$(to_move 6 1 - 18,30/home,home)")" "18-25 18-25-c0 30-37"
	# The arrival square taken, or an own pawn on the circle: no shortcut.
	assert_equal "$(moves "$(to_move 5 0 - 20,30/home,c0)")" "20-25 30-35"
	assert_equal "$(moves "$(to_move 5 0 - 20,25/home,home)")" "25-30"
	# Seat 3's shortcut circle is square 5.
	run apply "$s" 20-5-c0
	assert_equal "$output" "bg-apply: -:1: illegal move '20-5-c0' for seat 1: seat 1's shortcut circle is square 25 (MJ-7)"
	assert_equal "$(moves "$(st "phase=move turn=3" 5 0 - home,home/30,0)")" "30-35 0-5 0-5-c6"
}

@test "MJ-7b: a shortcut onto an opponent captures it; the pawn still makes the full tour" {
	run apply "$(to_move 5 0 - 20,30/home,25)" 20-25-c0
	assert_equal "$output" "manji players=2 rolls=9 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=30,c0/home,home"
	# On c0 with the tour to do, a 1 is one step of the tour, not the spoke.
	assert_equal "$(moves "$(to_move 1 0 - 30,c0/home,home)")" "c0-c1"
}

@test "MJ-8: a walk on the small circle stops before another pawn" {
	# Seat 3's pawn on c5 stops seat 1's pawn from c2 on c4, whatever the roll.
	assert_equal "$(moves "$(to_move 2 0 - home,c2/home,c5)")" "c2-c4"
	assert_equal "$(moves "$(to_move 4 0 - home,c2/home,c5)")" "c2-c4"
	run apply "$(to_move 4 0 - home,c2/home,c5)" c2-c6
	assert_equal "$output" "bg-apply: -:1: illegal move 'c2-c6' for seat 1: the die shows 4: that pawn's move is c2-c4"
	# Standing just before it, the pawn cannot move.
	s=$(to_move 1 0 - home,c4/home,c5)
	assert_equal "$(moves "$s")" "pass"
	run apply "$s" c4-c5
	assert_equal "$output" "bg-apply: -:1: illegal move 'c4-c5' for seat 1: a pawn stands on the next square c5, and no pawn passes another on the small circle (MJ-8)"
	# Own pawns block as well, and a pawn whose tour is done.
	assert_equal "$(moves "$(to_move 3 0 - c2,c4/home,home)")" "c2-c3 c4-c7"
	assert_equal "$(moves "$(st "phase=move turn=3" 4 0 - home,c0+/home,c10)")" "c10-c11"
}

@test "MJ-8: a stopped walk is legal even when another pawn could move the full count" {
	s=$(to_move 3 0 - c2,c8/home,c4)
	assert_equal "$(moves "$s")" "c2-c3 c8-c11"
	run apply "$s" c2-c3
	assert_equal "$output" "manji players=2 rolls=9 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=c3,c8/home,c4"
}

@test "MJ-8: a roll too long for the tour cannot be made" {
	s=$(to_move 3 0 - home,c10/home,home)
	assert_equal "$(moves "$s")" "pass"
	run apply "$s" c10-c1
	assert_equal "$output" "bg-apply: -:1: illegal move 'c10-c1' for seat 1: it would pass its arrival square c0: the tour ends there exactly (MJ-8)"
	# A pawn in the way stops the walk before the end is reached.
	assert_equal "$(moves "$(to_move 3 0 - home,c10/home,c0)")" "c10-c11"
}

@test "MJ-8: the tour done, then the spoke by a 1 and the centre by a 2" {
	s=$(to_move 2 0 - home,c10/home,home)
	assert_equal "$(moves "$s")" "c10-c0+"
	run apply "$s" c10-c0+
	assert_equal "$output" "manji players=2 rolls=9 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=home,c0+/home,home"
	assert_equal "$(moves "$(to_move 1 0 - home,c0+/home,home)")" "c0+-spoke"
	assert_equal "$(moves "$(to_move 2 0 - home,c0+/home,home)")" "c0+-centre"
	assert_equal "$(moves "$(to_move 3 0 - home,c0+/home,home)")" "pass"
	assert_equal "$(moves "$(to_move 1 0 - home,spoke/home,home)")" "spoke-centre"
	assert_equal "$(moves "$(to_move 2 0 - home,spoke/home,home)")" "pass"
	run apply "$(to_move 3 0 - home,c0+/home,home)" c0+-centre
	assert_equal "$output" "bg-apply: -:1: illegal move 'c0+-centre' for seat 1: from the arrival square the spoke is 1 step and the centre 2: the centre needs the exact count (MJ-8)"
}

@test "MJ-8: the spoke holds one pawn; a 2 reaches the centre over it" {
	s=$(to_move 1 0 - c0+,spoke/home,home)
	assert_equal "$(moves "$s")" "spoke-centre"
	run apply "$s" c0+-spoke
	assert_equal "$output" "bg-apply: -:1: illegal move 'c0+-spoke' for seat 1: the spoke holds one pawn (MJ-8)"
	assert_equal "$(moves "$(to_move 2 0 - c0+,spoke/home,home)")" "c0+-centre"
}

@test "MJ-8: the state records the tour done only on the seat's own arrival square" {
	run moves "$(to_move 1 0 - home,c3+/home,home)"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-moves: -:1: column 76: c3+ is a pawn of seat 1 whose tour is done, on its arrival square c0 (MJ-8)"
	run moves "$(to_move 1 0 - home,c0/home,c0)"
	assert_equal "$output" "bg-moves: -:1: two pawns on c0: no pawn passes or joins another on the small circle (MJ-8)"
}

@test "MJ-9: pawns in the inner section are never captured or sent home" {
	# c9 is seat 1's tour; seat 3 enters on c6 behind it, a square apart.
	run apply "$(st "phase=move turn=3" 4 0 - home,c9/home,16)" 16-c6
	assert_equal "$output" "manji players=2 rolls=9 phase=roll roll=turn turn=1 dice=- sixes=0 last=- pos=home,c9/home,c6"
	run apply "$(to_roll 1 - 12,c3/home,home)" roll:6 c3-c10 roll:6
	[[ "$output" == *" last=- pos=12,c10/home,home" ]]
}

@test "MJ-10: an inner-section pawn that can move must move" {
	s=$(to_move 5 0 - 20,c3/home,home)
	assert_equal "$(moves "$s")" "c3-c8"
	run apply "$s" 20-25-c0
	assert_equal "$output" "bg-apply: -:1: illegal move '20-25-c0' for seat 1: a pawn in the inner section can move, and must (MJ-10)"
	# The inner pawn cannot move: the track is free again.
	assert_equal "$(moves "$(to_move 3 0 - 12,c0+/home,home)")" "12-15"
	assert_equal "$(moves "$(to_move 1 0 - 12,c4/home,c5)")" "12-13"
	# Entering is a move of a track pawn, not of an inner one.
	assert_equal "$(moves "$(to_move 3 0 - 37,c3/home,home)")" "c3-c6"
}

@test "MJ-10: the compulsory exit comes before the inner priority" {
	s=$(to_move 5 0 - home,c3/home,home)
	assert_equal "$(moves "$s")" "home-0"
	run apply "$s" c3-c8
	assert_equal "$output" "bg-apply: -:1: illegal move 'c3-c8' for seat 1: a 5 must take a pawn out of home (MJ-4)"
}

@test "MJ-10: a player with no legal move gets the single move pass" {
	s=$(to_move 2 0 - home,38/home,home)
	assert_equal "$(moves "$s")" "38-c0"
	s=$(to_move 3 0 - home,38/home,home)
	assert_equal "$(moves "$s")" "pass"
	run apply "$s" pass
	assert_equal "$output" "manji players=2 rolls=9 phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=home,38/home,home"
	run apply "$(to_move 2 0 - home,38/home,home)" pass
	assert_equal "$output" "bg-apply: -:1: illegal move 'pass' for seat 1: a pawn can move, and a player who can move must (MJ-10)"
}

@test "MJ-11, G-1: both pawns on the centre win; nothing follows" {
	s=$(to_move 1 0 - spoke,centre/home,c2)
	run apply "$s" spoke-centre
	assert_equal "$output" "manji players=2 rolls=9 phase=over dice=- sixes=0 last=- pos=centre,centre/home,c2 result=1"
	over=$output
	assert_equal "$(moves "$over")" ""
	assert_equal "$(printf '%s\n' "$over" | bg-roll --seed 1)" "$over"
	run apply "$over" roll:3
	assert_equal "$output" "bg-apply: -:1: illegal move 'roll:3': the game is over"
	# One pawn on the centre does not win.
	run apply "$(to_move 1 0 - c5,spoke/home,home)" spoke-centre
	[[ "$output" == *" phase=roll roll=turn turn=3 "*" pos=c5,centre/home,home" ]]
	assert_equal "$(printf '%s\n' "$over" | bg-apply --result)" '{"record":"-:1","legal":true,"actions":0,"game":"manji","over":true,"result":"1"}'
}

@test "MJ-11: the result names the winning seat of three or four" {
	s=$(st "phase=move turn=3" 2 0 - home,home/home,home/c6+,centre 3)
	run apply "$s" c6+-centre
	assert_equal "$output" "manji players=3 rolls=9 phase=over dice=- sixes=0 last=- pos=home,home/home,home/centre,centre result=3"
	run moves "$(st phase=over - 0 - home,home/home,home/centre,centre 3) result=2"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-moves: -:1: column 104: result=2 but seat 3 has both pawns on the centre (MJ-11)"
}

@test "manji: the parser refuses states that cannot be" {
	bad() { run moves "$1"; [ "$status" -eq 65 ]; assert_equal "$output" "bg-moves: -:1: $2"; }
	bad "$(to_move 3 0 - 12,12/home,home)" "column 74: a seat's pawns are written in route order, each on its own square"
	bad "$(to_move 3 0 - 30,12/home,home)" "column 74: a seat's pawns are written in route order, each on its own square"
	bad "$(to_move 3 0 - home,12/home,12)" "two pawns on square 12: a pawn that lands on another captures it (MJ-6)"
	bad "$(to_move 3 1 - home,12/home,home)" "sixes=1: the 6s are counted only while another roll may come in this turn (MJ-5)"
	bad "$(to_move 6 0 - home,12/home,home)" "dice=6 is a 6 of this turn: sixes= counts it (MJ-5)"
	bad "$(to_roll 0 12 home,12/home,home)" "last= is the pawn moved after a 6 of this turn: with sixes=0 it is - (MJ-5)"
	bad "$(to_roll 1 13 home,12/home,home)" "last= names a square where seat 1 has no pawn"
	bad "$(st "phase=roll roll=turn turn=1" 4 0 - home,12/home,home)" "dice= holds the die to play: a number in phase=move, - otherwise"
	bad "$(st "phase=roll roll=rolloff among=1,3" - 0 - home,12/home,home)" "the roll-off comes before any move: every pawn is at home (MJ-2)"
	bad "$(st "phase=roll roll=rolloff among=3" - 0 - home,home/home,home)" "column 56: a roll-off is among two seats or more (MJ-2)"
	bad "$(to_move 1 0 - centre,centre/home,home)" "seat 1 has both pawns on the centre: the game is over (MJ-11)"
	bad "manji players=2 rolls=0 phase=roll roll=turn turn=1 dice=- sixes=0 last=- pos=home,home/home,home" "rolls=0 is before the first roll: the roll-off among every seat (MJ-2)"
	bad "$(to_move 1 0 - home,x/home,home)" "column 74: expected a position: home, a square 0 to 39, cN, cN+, spoke or centre, found 'x/home,home'"
}
