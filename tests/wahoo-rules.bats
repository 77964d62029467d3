#!/usr/bin/env bats
# One test at least per Wahoo ruling (bg-wahoo(7) WH-1..WH-9, G-1..G-4),
# named by its id, with exact move lists.  Seat 1 starts on road hole 0,
# its Tee Pee entry and own arrow are 46; seat 3 starts on 24, its entry
# and arrow are 22.  The pink arrows are on 10, 22, 34 and 46; the holes
# one past them are 11, 23, 35 and 47.

load helpers

# st TURN DIE POS [SHORTCUT [PLAYERS]]: a state where TURN spends DIE.
st() {
	echo "wahoo players=${5:-2} rolls=9 phase=move turn=$1 dice=$2 shortcut=${4:--} pos=$3"
}
apply() { local s=$1; shift; printf '%s\n' "$s" | bg-apply "$@"; }
moves() { printf '%s\n' "$1" | bg-moves --line; }
refused() { run apply "$1" "$2"; [ "$status" -eq 65 ]; assert_equal "$output" "bg-apply: -:1: illegal move '$2' for seat ${4:-1}: $3"; }
START='wahoo players=2 rolls=0 phase=roll roll=off contenders=1,3 dice=- shortcut=- pos=h,h,h,h/h,h,h,h'

@test "WH-1: 2 players sit in seats 1 and 3, 3 in 1 to 3, 4 in 1 to 4; four marbles each" {
	assert_equal "$(bg-new wahoo)" "$START"
	assert_equal "$(bg-new wahoo --players 3)" "wahoo players=3 rolls=0 phase=roll roll=off contenders=1,2,3 dice=- shortcut=- pos=h,h,h,h/h,h,h,h/h,h,h,h"
	assert_equal "$(bg-new wahoo --players 4 --seed 9)" "wahoo players=4 rolls=0 phase=roll roll=off contenders=1,2,3,4 dice=- shortcut=- pos=h,h,h,h/h,h,h,h/h,h,h,h/h,h,h,h"
	run bg-new wahoo --players 5
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-new: --players: '5' is not a number from 2 to 4"
	run bg-new wahoo --marbles 2
	[ "$status" -eq 64 ]
	run apply "$(st 2 3 h,h,h,h/h,h,h,h)" pass
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: column 42: seat 2 does not play: 2 players sit in seats 1 and 3 (WH-1)"
}

@test "WH-2: the roll-off is one event; the tied highest roll again; the highest starts" {
	s=$(bg-new wahoo --players 3)
	assert_equal "$(apply "$s" roll:3,5,5)" "wahoo players=3 rolls=1 phase=roll roll=off contenders=2,3 dice=- shortcut=- pos=h,h,h,h/h,h,h,h/h,h,h,h"
	assert_equal "$(apply "$s" roll:3,5,5 roll:4,4 roll:2,6)" "wahoo players=3 rolls=3 phase=roll roll=turn turn=3 dice=- shortcut=- pos=h,h,h,h/h,h,h,h/h,h,h,h"
	run apply "$s" roll:3,5
	assert_equal "$output" "bg-apply: -:1: illegal move 'roll:3,5' for the players: the roll-off is one die for each of the 3 players rolling (WH-2)"
	# bg-roll performs the roll-off and then the winner's first die.
	assert_equal "$(echo "$START" | bg-roll --dice 4,2,6)" "wahoo players=2 rolls=2 phase=move turn=1 dice=6 shortcut=- pos=h,h,h,h/h,h,h,h"
}

@test "WH-3: a series of single-die rolls: another after a 1 or a 6, the turn ends after 2 to 5" {
	s=$(apply "$START" roll:2,5 roll:6)
	assert_equal "$(moves "$s")" "h-24"
	s=$(apply "$s" h-24)
	assert_equal "$s" "wahoo players=2 rolls=2 phase=roll roll=again turn=3 dice=- shortcut=- pos=h,h,h,h/h,h,h,24"
	s=$(apply "$s" roll:1)
	assert_equal "$(moves "$s")" "24-25"
	s=$(apply "$s" 24-25 roll:4)
	assert_equal "$(moves "$s")" "25-29"
	assert_equal "$(apply "$s" 25-29)" "wahoo players=2 rolls=4 phase=roll roll=turn turn=1 dice=- shortcut=- pos=h,h,h,h/h,h,h,29"
	run apply "$s" 25-29 roll:4,4
	assert_equal "$output" "bg-apply: -:1: illegal move 'roll:4,4' for seat 1: a turn is a series of single-die rolls (WH-3)"
}

@test "WH-3: a marble is taken out only with a 1 or a 6, not onto an own marble; an opponent there is captured" {
	assert_equal "$(moves "$(st 1 6 h,h,h,h/h,h,h,h)")" "h-0"
	assert_equal "$(moves "$(st 1 4 h,h,h,h/h,h,h,h)")" "pass"
	assert_equal "$(moves "$(st 1 1 h,h,0,5/h,h,h,h)")" "0-1 5-6"
	assert_equal "$(moves "$(st 1 6 h,h,h,5/h,h,h,0)")" "h-0 5-11"
	assert_equal "$(apply "$(st 1 6 h,h,h,5/h,h,h,0)" h-0)" "wahoo players=2 rolls=9 phase=roll roll=again turn=1 dice=- shortcut=- pos=h,h,0,5/h,h,h,h"
	refused "$(st 1 4 h,h,h,5/h,h,h,h)" h-0 "a marble is taken out only with a 1 or a 6 (WH-3)"
	refused "$(st 1 6 h,h,h,0/h,h,h,h)" h-0 "an own marble stands on the start, 0 (WH-3)"
	refused "$(st 1 6 h,h,h,0/h,h,h,h)" h-5 "a marble taken out goes onto its start, 0 (WH-3)"
}

@test "WH-3: a lost turn on a 6: no move, the turn ends at once with no roll again" {
	s=$(st 1 6 44,45,46,t1/h,h,h,h)
	assert_equal "$(moves "$s")" "pass"
	assert_equal "$(apply "$s" pass)" "wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=- pos=44,45,46,t1/h,h,h,h"
	refused "$s" 44-t2 "no move exists: the turn is lost (WH-3)"
	# All home and no 1 or 6: the turn is lost too.
	s=$(apply "$START" roll:2,5 roll:4)
	assert_equal "$(moves "$s")" "pass"
	assert_equal "$(apply "$s" pass)" "wahoo players=2 rolls=2 phase=roll roll=turn turn=1 dice=- shortcut=- pos=h,h,h,h/h,h,h,h"
}

@test "WH-4: a player with a legal move must make one" {
	refused "$(st 1 3 h,h,h,5/h,h,7,9)" pass "a legal move exists, and must be made (WH-4)"
	refused "$(st 1 3 h,h,h,5/h,h,7,9)" 5-x "a move is FROM-TO (holes: h, 0 to 47, hub, t1 to t4), or pass"
}

@test "WH-5: a move blocked past an own marble, and onto one; other colours are passed or captured" {
	s=$(st 1 4 h,h,5,8/h,h,h,h)
	assert_equal "$(moves "$s")" "8-12"
	refused "$s" 5-9 "with 4 an own marble on 8 is in the way (WH-5)"
	refused "$(st 1 3 h,h,5,8/h,h,h,h)" 5-8 "with 3 an own marble on 8 is in the way (WH-5)"
	s=$(st 1 4 h,h,h,5/h,h,7,9)
	assert_equal "$(moves "$s")" "5-9"
	assert_equal "$(apply "$s" 5-9)" "wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=- pos=h,h,h,9/h,h,h,7"
}

@test "WH-6: into the Tee Pee by exact count, never past t4; marbles move on inside it (G-4)" {
	assert_equal "$(moves "$(st 1 6 h,h,h,44/h,h,h,h)")" "h-0 44-t4"
	assert_equal "$(moves "$(st 1 3 h,h,h,t2/h,h,h,h)")" "pass"
	assert_equal "$(moves "$(st 1 2 h,h,h,t2/h,h,h,h)")" "t2-t4"
	assert_equal "$(moves "$(st 1 2 h,h,t1,t2/h,h,h,h)")" "t2-t4"
	refused "$(st 1 3 h,h,44,t1/h,h,h,h)" 44-t1 "with 3 an own marble on t1 is in the way (WH-5)"
	refused "$(st 1 5 h,h,t1,t2/h,h,h,h)" t1-t6 "a move is FROM-TO (holes: h, 0 to 47, hub, t1 to t4), or pass"
	s=$(st 1 5 h,h,45,t1/h,h,h,h)
	assert_equal "$(moves "$s")" "pass"
	refused "$(st 1 6 h,h,40,45/h,h,h,h)" 45-t4 "with 6 the marble would go past t4: the Tee Pee is entered by exact count (WH-6)"
}

@test "WH-7: the shortcut is offered to a marble that stood on an arrow when the turn began, not to one that reached it" {
	# 34 is in shortcut=, so it stood there when the turn began; 10 is not.
	s=$(st 1 1 h,h,10,34/h,h,h,h 34)
	assert_equal "$(moves "$s")" "h-0 10-11 34-35 34-46"
	refused "$s" 10-22 "the shortcut is only for a marble that stood on the arrow when the turn began, for one movement (WH-7)"
	assert_equal "$(moves "$(st 1 2 h,h,10,34/h,h,h,h 34)")" "10-12 34-36 34-t1"
	# The marble that reaches an arrow during the turn waits for the next.
	s=$(apply "$(st 1 6 h,h,h,4/h,h,h,h)" 4-10 roll:1)
	assert_equal "$s" "wahoo players=2 rolls=10 phase=move turn=1 dice=1 shortcut=- pos=h,h,h,10/h,h,h,h"
	assert_equal "$(moves "$s")" "h-0 10-11"
}

@test "WH-7: the shortcut ends on the own arrow, and the steps left go on into the Tee Pee" {
	s=$(st 1 2 h,h,h,22/h,h,h,h 22)
	assert_equal "$(moves "$s")" "22-24 22-46"
	assert_equal "$(moves "$(st 1 3 h,h,h,22/h,h,h,h 22)")" "22-25 22-t1"
	assert_equal "$(moves "$(st 1 6 h,h,h,22/h,h,h,h 22)")" "h-0 22-28 22-t4"
	# One past t4 is no shortcut either (WH-6).
	assert_equal "$(moves "$(st 1 6 h,h,h,34/h,h,h,h 34)")" "h-0 34-40"
	# A marble on its own arrow has no shortcut: it is the Tee Pee entry.
	assert_equal "$(moves "$(st 1 2 h,h,h,46/h,h,h,h)")" "46-t2"
	run apply "$(st 1 2 h,h,h,46/h,h,h,h 46)" pass
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: shortcut= lists an arrow without a marble of seat 1, or its own arrow (WH-7)"
}

@test "WH-7: once per turn per marble: after one movement the option is gone" {
	s=$(apply "$(st 1 1 h,h,h,10/h,h,h,h 10)" 10-22)
	assert_equal "$s" "wahoo players=2 rolls=9 phase=roll roll=again turn=1 dice=- shortcut=- pos=h,h,h,22/h,h,h,h"
	s=$(apply "$s" roll:1)
	assert_equal "$(moves "$s")" "h-0 22-23"
	# A road movement spends the option too.
	s=$(apply "$(st 1 6 h,h,h,22/h,h,h,h 22)" 22-28)
	assert_equal "$s" "wahoo players=2 rolls=9 phase=roll roll=again turn=1 dice=- shortcut=- pos=h,h,h,28/h,h,h,h"
	# Another marble moved: the one on the arrow keeps it.
	s=$(apply "$(st 1 6 h,h,h,22/h,h,h,h 22)" h-0 roll:2)
	assert_equal "$s" "wahoo players=2 rolls=10 phase=move turn=1 dice=2 shortcut=22 pos=h,h,0,22/h,h,h,h"
	assert_equal "$(moves "$s")" "0-2 22-24 22-46"
}

@test "WH-7: own marbles on the arrows block the shortcut; opponents passed stay, one where it stops is captured" {
	s=$(st 1 2 h,h,10,22/h,h,h,h 10,22)
	assert_equal "$(moves "$s")" "10-12 22-24 22-46"
	refused "$s" 10-34 "with 2 an own marble on 22 is in the way (WH-5)"
	s=$(st 1 2 h,h,h,10/h,h,h,22 10)
	assert_equal "$(moves "$s")" "10-12 10-34"
	assert_equal "$(apply "$s" 10-34)" "wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=- pos=h,h,h,34/h,h,h,22"
	assert_equal "$(apply "$(st 1 1 h,h,h,10/h,h,h,22 10)" 10-22)" "wahoo players=2 rolls=9 phase=roll roll=again turn=1 dice=- shortcut=- pos=h,h,h,22/h,h,h,h"
}

@test "WH-7: the set is taken when the turn begins: the next seat's marbles on arrows other than its own" {
	s=$(st 1 3 h,h,h,5/h,46,10,22)
	assert_equal "$(apply "$s" 5-8)" "wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=10,46 pos=h,h,h,8/h,46,10,22"
	run apply "wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=10 pos=h,h,h,8/h,46,10,22" roll:3
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: as the turn begins, shortcut= lists exactly the arrows other than its own where seat 3's marbles stand (WH-7)"
	run apply "$(st 1 3 h,h,h,5/h,h,h,h 11)" pass
	assert_equal "$output" "bg-apply: -:1: column 59: hole 11 has no arrow (WH-7)"
}

@test "WH-8: the hub is offered when the turn ends; declining it; one marble per turn" {
	s=$(apply "$(st 1 3 h,h,8,20/h,h,h,h)" 20-23)
	assert_equal "$s" "wahoo players=2 rolls=9 phase=decide turn=1 dice=- shortcut=- pos=h,h,8,23/h,h,h,h"
	assert_equal "$(moves "$s")" "23-hub decline"
	assert_equal "$(apply "$s" decline)" "wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=- pos=h,h,8,23/h,h,h,h"
	assert_equal "$(apply "$s" 23-hub)" "wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=- pos=h,h,8,hub/h,h,h,h"
	s=$(apply "$(st 1 2 h,h,11,33/h,h,h,h)" 33-35)
	assert_equal "$(moves "$s")" "11-hub 35-hub decline"
	refused "$(apply "$(st 1 3 h,h,5,20/h,h,h,h)" 20-23)" 5-hub "only a marble one space past an arrow goes to the hub (WH-8)"
	refused "$s" pass "a decision is FROM-hub, or decline (WH-8)"
	refused "$s" 11-12 "the turn has ended: the decision is a marble to the hub, or decline (WH-8)"
	refused "$s" 23-hub "no marble of seat 1 is on 23"
	run apply "$s" roll:3
	assert_equal "$output" "bg-apply: -:1: illegal move 'roll:3' for seat 1: no roll is due: seat 1 decides on the hub"
}

@test "WH-8: only when the turn ends, not after a 1 or a 6; not with an own marble on the hub" {
	assert_equal "$(apply "$(st 1 1 h,h,h,10/h,h,h,h)" 10-11)" "wahoo players=2 rolls=9 phase=roll roll=again turn=1 dice=- shortcut=- pos=h,h,h,11/h,h,h,h"
	refused "$(st 1 1 h,h,h,10/h,h,h,h)" 10-hub "a marble goes to the hub only when the turn ends, from one space past an arrow (WH-8)"
	assert_equal "$(apply "$(st 1 3 h,h,8,hub/h,h,h,h)" 8-11)" "wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=- pos=h,h,11,hub/h,h,h,h"
	run apply "wahoo players=2 rolls=9 phase=decide turn=1 dice=- shortcut=- pos=h,h,11,hub/h,h,h,h" decline
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: phase=decide but seat 1 has no marble one space past an arrow that may go to the hub (WH-8)"
}

@test "WH-8: a capture on the hub" {
	s=$(apply "$(st 1 3 h,h,h,8/h,h,h,hub)" 8-11)
	assert_equal "$s" "wahoo players=2 rolls=9 phase=decide turn=1 dice=- shortcut=- pos=h,h,h,11/h,h,h,hub"
	assert_equal "$(moves "$s")" "11-hub decline"
	assert_equal "$(apply "$s" 11-hub)" "wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=- pos=h,h,h,hub/h,h,h,h"
}

@test "WH-8: the hub after a lost turn, however the marble got there" {
	s=$(st 1 6 35,41,45,t1/h,h,h,h)
	assert_equal "$(moves "$s")" "pass"
	s=$(apply "$s" pass)
	assert_equal "$s" "wahoo players=2 rolls=9 phase=decide turn=1 dice=- shortcut=- pos=35,41,45,t1/h,h,h,h"
	assert_equal "$(moves "$s")" "35-hub decline"
}

@test "WH-8: a 1 from the hub onto the own arrow, capturing there; nothing else moves it" {
	s=$(st 1 1 h,h,h,hub/h,h,h,46)
	assert_equal "$(moves "$s")" "h-0 hub-46"
	assert_equal "$(apply "$s" hub-46)" "wahoo players=2 rolls=9 phase=roll roll=again turn=1 dice=- shortcut=- pos=h,h,h,46/h,h,h,h"
	assert_equal "$(moves "$(st 1 4 h,h,h,hub/h,h,h,h)")" "pass"
	assert_equal "$(moves "$(st 1 1 h,h,46,hub/h,h,h,h)")" "h-0 46-t1"
	refused "$(st 1 1 h,h,46,hub/h,h,h,h)" hub-46 "an own marble stands on 46 (WH-5)"
	refused "$(st 1 1 h,h,h,hub/h,h,h,h)" hub-10 "a marble leaves the hub only onto its own arrow, 46 (WH-8)"
	refused "$(st 3 1 h,h,h,h/h,h,h,hub)" hub-46 "a marble leaves the hub only onto its own arrow, 22 (WH-8)" 3
	refused "$(st 1 4 h,h,5,hub/h,h,h,h)" hub-46 "a marble leaves the hub only with a 1 (WH-8)"
}

@test "WH-9: all four marbles in the Tee Pee win; G-1: nothing follows, not even the roll after a 6" {
	assert_equal "$(apply "$(st 1 3 44,t2,t3,t4/h,h,h,h)" 44-t1)" "wahoo players=2 rolls=9 phase=over dice=- shortcut=- pos=t1,t2,t3,t4/h,h,h,h result=1"
	s=$(apply "$(st 1 6 41,t2,t3,t4/h,h,h,h)" 41-t1)
	assert_equal "$s" "wahoo players=2 rolls=9 phase=over dice=- shortcut=- pos=t1,t2,t3,t4/h,h,h,h result=1"
	assert_equal "$(moves "$s")" ""
	run apply "$s" roll:3
	assert_equal "$output" "bg-apply: -:1: illegal move 'roll:3': the game is over"
	run apply "wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=- pos=t1,t2,t3,t4/h,h,h,h" roll:3
	assert_equal "$output" "bg-apply: -:1: seat 1 has all its marbles in the Tee Pee: the game is over (WH-9)"
}

@test "wahoo: a state round-trips, and the parser refuses what cannot be" {
	for s in "$START" "$(st 1 2 h,h,10,22/h,h,h,h 10,22)" \
		"wahoo players=4 rolls=9 phase=decide turn=2 dice=- shortcut=- pos=h,h,h,h/h,h,h,23/h,h,h,h/h,h,h,h"; do
		assert_equal "$(echo "$s" | bg-apply)" "$s"
	done
	run apply "$(st 1 2 h,h,22,10/h,h,h,h)" pass
	assert_equal "$output" "bg-apply: -:1: column 72: a seat's marbles are written in the order of its way: h, the road from its start, hub, t1 to t4"
	run apply "$(st 1 2 h,h,h,47/h,h,h,h)" pass
	assert_equal "$output" "bg-apply: -:1: column 71: hole 47 is not on seat 1's way, 0 to 46 (WH-6)"
	run apply "$(st 1 2 h,h,h,10/h,h,h,10)" pass
	assert_equal "$output" "bg-apply: -:1: column 80: two marbles in one hole"
	run apply "$(st 1 2 h,h,h,10/h,h,h,h 22)" pass
	assert_equal "$output" "bg-apply: -:1: shortcut= lists an arrow without a marble of seat 1, or its own arrow (WH-7)"
	run apply "wahoo players=2 rolls=9 phase=decide turn=1 dice=- shortcut=10 pos=h,h,10,11/h,h,h,h" decline
	assert_equal "$output" "bg-apply: -:1: shortcut= is - outside a turn (WH-7)"
	run apply "wahoo players=2 rolls=0 phase=roll roll=turn turn=1 dice=- shortcut=- pos=h,h,h,h/h,h,h,h" roll:3
	assert_equal "$output" "bg-apply: -:1: rolls=0 is before the first roll: the roll-off of every seat is due (WH-2)"
}

@test "wahoo: --rules with the arrows moved to the corners changes the shortcut and the hub" {
	cd "$BATS_TEST_TMPDIR"
	# Arrows on the corners 4, 16, 28, 40; each seat's own arrow is its
	# corner to the right, the last arrow on its way.
	sed -e '/^arrows:/,/^seats:/c\
arrows:\
  - {hole: 4, past: 5}\
  - {hole: 16, past: 17}\
  - {hole: 28, past: 29}\
  - {hole: 40, past: 41}\
seats:' -e 's/^    arrow: 46 /    arrow: 40 /' -e 's/^    arrow: 10$/    arrow: 4/' \
		-e 's/^    arrow: 22$/    arrow: 16/' -e 's/^    arrow: 34$/    arrow: 28/' \
		"$BG_TOP/formats/wahoo.yaml" > corners.yaml
	s=$(st 1 3 h,h,h,16/h,h,h,h 16)
	run apply "$s" 16-19
	assert_equal "$output" "bg-apply: -:1: column 59: hole 16 has no arrow (WH-7)"
	assert_equal "$(printf '%s\n' "$s" | bg-moves --rules corners.yaml --line)" "16-19 16-41"
	assert_equal "$(printf '%s\n' "$(st 1 2 h,h,h,16/h,h,h,h 16)" | bg-moves --rules corners.yaml --line)" "16-18 16-40"
	# The default board: a marble on 22 has the shortcut; here it has none.
	assert_equal "$(moves "$(st 1 2 h,h,h,22/h,h,h,h 22)")" "22-24 22-46"
	assert_equal "$(printf '%s\n' "$(st 1 2 h,h,h,22/h,h,h,h)" | bg-moves --rules corners.yaml --line)" "22-24"
	# The hub: offered from 17, one past the arrow on 16; left onto 40.
	s=$(printf '%s\n' "$(st 1 3 h,h,h,14/h,h,h,h)" | bg-apply --rules corners.yaml 14-17)
	assert_equal "$s" "wahoo players=2 rolls=9 phase=decide turn=1 dice=- shortcut=- pos=h,h,h,17/h,h,h,h"
	assert_equal "$(apply "$(st 1 3 h,h,h,14/h,h,h,h)" 14-17)" "wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=- pos=h,h,h,17/h,h,h,h"
	assert_equal "$(printf '%s\n' "$(st 1 1 h,h,h,hub/h,h,h,h)" | bg-moves --rules corners.yaml --line)" "h-0 hub-40"
	# The new turn's set follows the moved arrows.
	assert_equal "$(printf '%s\n' "$(st 1 3 h,h,h,5/h,4,16,22)" | bg-apply --rules corners.yaml 5-8)" "wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=4 pos=h,h,h,8/h,4,16,22"
}

@test "wahoo: a definition whose own arrow is not the last arrow on the way is refused" {
	cd "$BATS_TEST_TMPDIR"
	sed 's/^    arrow: 46 .*/    arrow: 34/' "$BG_TOP/formats/wahoo.yaml" > bad.yaml
	run bg-new wahoo --rules bad.yaml
	[ "$status" -eq 65 ]
	[[ "$output" == "bg-new: bad.yaml:"*": the arrow on 46 lies beyond the seat's own arrow on its way: the own arrow is the last arrow before its Tee Pee (WH-7)" ]]
}
