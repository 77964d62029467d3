#!/usr/bin/env bats
# One test at least per Waju ruling (bg-waju(7) WJ-1..WJ-11, G-1..G-4), named
# by its id, with exact move lists.  Seat 1 starts on road hole 0: its
# corner is 4, its corner to the right 40, its goal entry 46.  Seat 3
# starts on 24: corner 28, corner to the right 16, goal entry 22.

load helpers

# st TURN DICE POS [PLAYERS MARBLES]: a state where TURN spends DICE; a
# POS of one seat's marbles gives the other seats theirs at home.
st() {
	local pos=$3 players=${4:-2} marbles=${5:-4} home i
	home=$(printf ',h%.0s' $(seq "$marbles"))
	if [[ $pos != */* ]]; then
		for ((i = 1; i < players; i++)); do pos+="/${home#,}"; done
	fi
	echo "waju players=$players marbles=$marbles rolls=9 phase=move turn=$1 dice=$2 pos=$pos"
}
apply() { local s=$1; shift; printf '%s\n' "$s" | bg-apply "$@"; }
moves() { printf '%s\n' "$1" | bg-moves --line; }
refused() { run apply "$1" "$2"; [ "$status" -eq 65 ]; assert_equal "$output" "bg-apply: -:1: illegal move '$2' for seat ${4:-1}: $3"; }
START='waju players=2 marbles=4 rolls=0 phase=roll roll=off contenders=1,3 dice=- pos=h,h,h,h/h,h,h,h'

@test "WJ-1: 2 players sit in seats 1 and 3, 3 in 1 to 3, 4 in 1 to 4; 1 to 4 marbles, 4 by default" {
	assert_equal "$(bg-new waju)" "$START"
	assert_equal "$(bg-new waju --players 3)" "waju players=3 marbles=4 rolls=0 phase=roll roll=off contenders=1,2,3 dice=- pos=h,h,h,h/h,h,h,h/h,h,h,h"
	assert_equal "$(bg-new waju --players 4 --marbles 1)" "waju players=4 marbles=1 rolls=0 phase=roll roll=off contenders=1,2,3,4 dice=- pos=h/h/h/h"
	run bg-new waju --players 5
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-new: --players: '5' is not a number from 2 to 4"
	run bg-new waju --marbles 0
	assert_equal "$output" "bg-new: --marbles: '0' is not a number from 1 to 4"
	run apply "$(st 2 3,4 h,h,h,h/h,h,h,h)" pass
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: column 51: seat 2 does not play: 2 players sit in seats 1 and 3 (WJ-1)"
}

@test "WJ-2: the roll-off is one event; the tied highest roll again among themselves" {
	s=$(bg-new waju --players 3)
	run apply "$s" roll:3,5,5
	assert_equal "$output" "waju players=3 marbles=4 rolls=1 phase=roll roll=off contenders=2,3 dice=- pos=h,h,h,h/h,h,h,h/h,h,h,h"
	run apply "$s" roll:3,5,5 roll:4,4 roll:2,6
	assert_equal "$output" "waju players=3 marbles=4 rolls=3 phase=roll roll=turn turn=3 dice=- pos=h,h,h,h/h,h,h,h/h,h,h,h"
	run apply "$s" roll:3,5
	assert_equal "$output" "bg-apply: -:1: illegal move 'roll:3,5' for the players: the roll-off is one die for each of the 3 players rolling (WJ-2)"
	# bg-roll performs the roll-off and then the winner's two dice.
	run sh -c "echo '$START' | bg-roll --dice 4,2,5,1"
	assert_equal "$output" "waju players=2 marbles=4 rolls=2 phase=move turn=1 dice=5,1 pos=h,h,h,h/h,h,h,h"
}

@test "WJ-3: a double 6 followed by two re-rolls: both dice again, then the one 6" {
	s=$(st 1 6,6 h,h,h,h/h,h,h,h)
	assert_equal "$(moves "$s")" "h-0,0-6"
	s=$(apply "$s" h-0,0-6)
	assert_equal "$s" "waju players=2 marbles=4 rolls=9 phase=roll roll=again turn=1 again=2 dice=- pos=h,h,h,6/h,h,h,h"
	s=$(apply "$s" roll:6,1)
	assert_equal "$(moves "$s")" "h-0,6-7 h-0,6-12 6-13"
	s=$(apply "$s" h-0,6-12 roll:6,3)
	assert_equal "$s" "waju players=2 marbles=4 rolls=11 phase=move turn=1 dice=6,3 pos=h,h,0,12/h,h,h,h"
	assert_equal "$(moves "$s")" "0-3,h-0 0-3,12-18 0-6,12-15 0-9 12-21"
	s=$(apply "$s" 0-6,12-15)
	assert_equal "$s" "waju players=2 marbles=4 rolls=11 phase=roll roll=again turn=1 again=1 dice=- pos=h,h,6,15/h,h,h,h"
	s=$(apply "$s" roll:2)
	assert_equal "$(moves "$s")" "6-8 15-17"
	assert_equal "$(apply "$s" 15-17)" "waju players=2 marbles=4 rolls=12 phase=roll roll=turn turn=3 dice=- pos=h,h,6,17/h,h,h,h"
}

@test "WJ-3: a die that showed 1 or 6 is rolled again even when nothing could be spent" {
	s=$(st 1 6,6 44,45,46,g1)
	assert_equal "$(moves "$s")" "pass"
	assert_equal "$(apply "$s" pass)" "waju players=2 marbles=4 rolls=9 phase=roll roll=again turn=1 again=2 dice=- pos=44,45,46,g1/h,h,h,h"
	run apply "$(st 1 6,6 44,45,46,g1)" pass roll:1
	assert_equal "$output" "bg-apply: -:1: illegal move 'roll:1' for seat 1: 2 dice are rolled again (WJ-3)"
}

@test "WJ-3: a roll that passes, and the turn goes on to the next seat" {
	s=$(st 1 2,3 h,h,h,h/h,h,h,h)
	assert_equal "$(moves "$s")" "pass"
	assert_equal "$(apply "$s" pass)" "waju players=2 marbles=4 rolls=9 phase=roll roll=turn turn=3 dice=- pos=h,h,h,h/h,h,h,h"
	refused "$(st 1 2,3 h,h,h,10/h,h,h,h)" pass "the dice can be spent, and must be (WJ-6)"
}

@test "WJ-4: a take-out spends one 1 or 6, never a sum; not onto an own marble; an opponent there is captured" {
	assert_equal "$(moves "$(st 1 3,3 h,h,h,h)")" "pass"
	assert_equal "$(moves "$(st 1 2,4 h,h,h,h)")" "pass"
	refused "$(st 1 2,4 h,h,h,h)" h-0 "no way of spending the dice exists: the roll passes (WJ-6)"
	refused "$(st 1 2,4 h,h,h,10)" h-0 "a marble is taken out with one die that shows 1 or 6, never a sum (WJ-4)"
	assert_equal "$(moves "$(st 1 6,2 h,h,h,0)")" "0-2,h-0 0-8"
	refused "$(st 1 6 h,h,0,46)" h-0 "an own marble stands on the start, 0 (WJ-4)"
	s=$(st 1 6,2 h,h,h,h/h,h,h,0)
	assert_equal "$(moves "$s")" "h-0,0-2"
	assert_equal "$(apply "$s" h-0,0-2)" "waju players=2 marbles=4 rolls=9 phase=roll roll=again turn=1 again=1 dice=- pos=h,h,h,2/h,h,h,h"
}

@test "WJ-5: a 6 that takes out a marble, and the other die must go to another marble" {
	s=$(st 1 6,3 h,h,h,10)
	assert_equal "$(moves "$s")" "h-0,10-13 10-19"
	refused "$s" h-0,0-3 "the same marble spends both dice only when no other marble can spend the second (WJ-5)"
	refused "$s" 10-13,h-0 "the same move is written h-0,10-13"
	refused "$s" 10-14 "10-14 is no movement of 6, 3 or 9"
	refused "$s" 11-14 "no marble of seat 1 is on 11"
	refused "$s" xx "a move is FROM-TO, or two joined by ',' (holes: h, 0 to 47, v, g1 to g4), or pass"
}

@test "WJ-5: the same marble spends both dice because no other can" {
	# Taken out with the 6, it moves the 3 too: the others are at home.
	assert_equal "$(moves "$(st 1 6,3 h,h,h,h)")" "h-0,0-3"
	# Two movements differ from the sum when the first lands on an
	# opponent (seat 3 on 14): both are listed.
	s=$(st 1 4,2 h,h,h,10/h,h,h,14)
	assert_equal "$(moves "$s")" "10-14,14-16 10-16"
	assert_equal "$(apply "$s" 10-14,14-16)" "waju players=2 marbles=4 rolls=9 phase=roll roll=turn turn=3 dice=- pos=h,h,h,16/h,h,h,h"
	assert_equal "$(apply "$s" 10-16)" "waju players=2 marbles=4 rolls=9 phase=roll roll=turn turn=3 dice=- pos=h,h,h,16/h,h,h,14"
	refused "$s" 10-12,12-16 "the same move is written 10-16"
}

@test "WJ-5: the sum is never taken by a marble in the void or at home" {
	assert_equal "$(moves "$(st 1 2,3 h,h,h,v)")" "pass"
	refused "$(st 1 1,3 h,h,h,v)" v-40,h-0 "a marble is taken out with one die that shows 1 or 6, never a sum (WJ-4)"
}

@test "WJ-6: both dice are spent when they can be; else one, the player's choice" {
	# 45 reaches g3 or g4, but no way spends both dice.
	assert_equal "$(moves "$(st 1 5,4 h,45 2 2)")" "45-g3 45-g4"
	refused "$(st 1 6,3 h,h,h,10)" h-0 "both dice can be spent, and must be (WJ-6)"
}

@test "WJ-6: a movement that wins spends the whole roll" {
	assert_equal "$(moves "$(st 1 4,2 45 2 1)")" "45-g1 45-g3"
	refused "$(st 1 2,3 44,g4 2 2)" 44-g1,g4-g3 "the first movement wins, and nothing follows the win (WJ-6, G-1)"
}

@test "WJ-7: own marbles block passing and landing; others are passed or captured; no safe holes" {
	assert_equal "$(moves "$(st 1 4 h,h,3,5)")" "5-9"
	refused "$(st 1 4 h,h,3,5)" 3-7 "with 4 an own marble on 5 is in the way (WJ-7)"
	s=$(st 1 2 h,h,3,5/h,h,h,7)
	assert_equal "$(moves "$s")" "5-7"
	assert_equal "$(apply "$s" 5-7)" "waju players=2 marbles=4 rolls=9 phase=roll roll=turn turn=3 dice=- pos=h,h,3,7/h,h,h,h"
	# Seat 2's start captures like any hole; seat 1 passes seat 2's goal.
	s=$(st 1 2 h,h,h,10/h,h,h,12/h,h,h,h/h,h,h,h 4)
	assert_equal "$(moves "$s")" "10-12"
	assert_equal "$(apply "$s" 10-12)" "waju players=4 marbles=4 rolls=9 phase=roll roll=turn turn=2 dice=- pos=h,h,h,12/h,h,h,h/h,h,h,h/h,h,h,h"
	assert_equal "$(moves "$(st 3 1 h,h,h,h/h,h,h,22)")" "h-24 22-g1"
}

@test "WJ-8: the combined 5 goes into the void from the start, beside the road" {
	assert_equal "$(moves "$(st 1 2,3 h,h,h,0)")" "0-5 0-v"
	assert_equal "$(moves "$(st 1 5 h,h,h,0)")" "0-5 0-v"
	# An opponent on the way does not block it.
	assert_equal "$(moves "$(st 1 5 h,h,h,0/h,h,h,3)")" "0-5 0-v"
}

@test "WJ-8: an own marble on s+1..s+4 blocks the way to the void" {
	assert_equal "$(moves "$(st 1 5 h,h,0,3)")" "3-8"
	refused "$(st 1 5 h,h,0,3)" 0-v "an own marble on 3 blocks the way to the void (WJ-8)"
	assert_equal "$(moves "$(st 1 2,3 h,h,0,2)")" "2-4,0-3 2-5,0-2 2-7"
}

@test "WJ-8: from the own corner with a 1; not from another corner" {
	assert_equal "$(moves "$(st 1 1 h,h,0,4)")" "0-1 4-5 4-v"
	assert_equal "$(moves "$(st 1 1 0,4,16,v 2 4)")" "0-1 4-5 16-17 v-40"
	refused "$(st 1 1 0,4,16,v 2 4)" 16-v "the void is entered only from the marble's own start or corner (WJ-8)"
	refused "$(st 1 1 0,4,16,v 2 4)" 4-v "an own marble is in the void (WJ-7)"
}

@test "WJ-8: the void is left only with a 1, onto s+40" {
	assert_equal "$(moves "$(st 1 2,3 h,h,0,v)")" "0-5"
	assert_equal "$(moves "$(st 1 1 h,h,0,v)")" "0-1 v-40"
	assert_equal "$(moves "$(st 3 1 h,h,h,h/h,h,24,v)")" "24-25 v-16"
	refused "$(st 1 1 h,h,0,v)" v-41 "a marble leaves the void only onto 40, the corner to the right (WJ-8)"
	refused "$(st 1 6,3 h,h,10,v)" v-40,10-13 "a marble leaves the void only with a 1 (WJ-8)"
	assert_equal "$(moves "$(st 1 1,3 h,h,h,v)")" "h-0,0-3 v-40,40-43"
}

@test "WJ-8: a capture in the void, going in and coming out" {
	s=$(st 1 1,3 h,h,4,20/h,h,h,v)
	assert_equal "$(moves "$s")" "h-0,4-7 h-0,20-23 4-5,20-23 4-7,20-21 4-8 4-v,20-23 20-24"
	assert_equal "$(apply "$s" 4-v,20-23)" "waju players=2 marbles=4 rolls=9 phase=roll roll=again turn=1 again=1 dice=- pos=h,h,23,v/h,h,h,h"
	s=$(st 1 1 h,h,h,v/h,h,h,40)
	assert_equal "$(moves "$s")" "h-0 v-40"
	assert_equal "$(apply "$s" v-40)" "waju players=2 marbles=4 rolls=9 phase=roll roll=again turn=1 again=1 dice=- pos=h,h,h,40/h,h,h,h"
}

@test "WJ-9: into the goal, bouncing back from g4, never past g1; own marbles block both ways" {
	assert_equal "$(moves "$(st 1 3 h,h,h,g2)")" "g2-g3"
	assert_equal "$(moves "$(st 1 5 h,h,h,g3)")" "pass"
	refused "$(st 1 5 h,h,h,g3)" g3-g1 "no way of spending the dice exists: the roll passes (WJ-6)"
	assert_equal "$(moves "$(st 1 3 h,h,g1,g3)")" "g3-g2"
	assert_equal "$(moves "$(st 1 4 h,h,g1,g3)")" "pass"
	# Every way of spending 2 and 5 bounces to g3: the sum is the spelling.
	assert_equal "$(moves "$(st 1 2,5 h,h,h,44)")" "44-g3"
}

@test "WJ-10: a bounce allowed only because nothing else is legal" {
	assert_equal "$(moves "$(st 1 5 h,h,h,g1)")" "g1-g2"
	# WJ-6 first: both dice with a bounce beat one die without.
	assert_equal "$(moves "$(st 1 5,2 h,h,h,g1)")" "g1-g2,g2-g4"
	refused "$(st 1 5,2 h,h,h,g1)" g1-g3 "both dice can be spent, and must be (WJ-6)"
}

@test "WJ-10: a bounce refused because a take-out is possible" {
	assert_equal "$(moves "$(st 1 6 h,h,h,46)")" "h-0"
	refused "$(st 1 6 h,h,h,46)" 46-g2 "a marble bounces, and a way without bouncing spends as much: bouncing is the last choice (WJ-10)"
}

@test "WJ-11: all marbles in the goal win; the game ends with the first winner" {
	s=$(st 1 2,3 44,g4 2 2)
	assert_equal "$(moves "$s")" "44-g1 44-g3"
	assert_equal "$(apply "$s" 44-g3)" "waju players=2 marbles=2 rolls=9 phase=over dice=- pos=g3,g4/h,h result=1"
	run apply "$s" 44-g3 roll:3,4
	assert_equal "$output" "bg-apply: -:1: illegal move 'roll:3,4': the game is over"
	run apply "waju players=2 marbles=2 rolls=9 phase=over dice=- pos=g3,g4/h,h result=3"
	assert_equal "$output" "bg-apply: -:1: result=3 but seat 1 has all its marbles in the goal (WJ-11)"
}

@test "G-1: nothing follows the win, not even the re-roll of a 6" {
	s=$(st 1 6,2 44 2 1)
	assert_equal "$(moves "$s")" "44-g4"
	assert_equal "$(apply "$s" 44-g4)" "waju players=2 marbles=1 rolls=9 phase=over dice=- pos=g4/h result=1"
}

@test "G-3: a bounce back onto its own hole is no movement; two movements that come back are" {
	assert_equal "$(moves "$(st 1 4 h,h,h,g2)")" "pass"
	refused "$(st 1 4 h,h,10,g2)" g2-g2 "with 4 the marble bounces back onto its own hole, which is no movement (G-3)"
	assert_equal "$(moves "$(st 1 1,3 h,h,h,g2)")" "h-0,g2-g3 g2-g3,g3-g2"
}

@test "G-4: marbles in the goal move forward inside it" {
	assert_equal "$(moves "$(st 1 2 h,h,h,g1)")" "g1-g3"
	assert_equal "$(moves "$(st 1 1 h,h,g1,g3)")" "h-0 g1-g2 g3-g4"
}
