#!/usr/bin/env bats
# Waju played to the end: seeded games of 2, 3 and 4 players to a winner
# in one bg-apply --play, and a game through the generic loop; records
# that replay, and perft over every roll.

load helpers

@test "waju: 2, 3 and 4 players and one marble are played to a winner, the records replay, and their states round-trip" {
	cd "$BATS_TEST_TMPDIR"
	for p in 2 3 4; do
		bg-new waju --players $p --seed $p
	done > starts
	bg-new waju --players 3 --marbles 1 --seed 5 >> starts
	plays_to_the_end g.rec 3 < starts > finals
	# A game a start, each won, in their order.
	assert_equal "$(sed 's/ rolls=.* phase=\([a-z]*\) dice=- .* result=[0-9]*$/ \1/' finals)" \
		"$(sed 's/ rolls=.*/ over/' starts)"
	grep -q $'\troll:[1-6],[1-6]\t' g.rec
}

@test "waju: every state of a 4-player game round-trips, and every state renders" {
	cd "$BATS_TEST_TMPDIR"
	bg-new waju --players 4 | bg-apply --play random --seed 4 -w g.rec > /dev/null
	assert_states_round_trip g.rec
	bg-render --ascii < all.states > /dev/null
	bg-render --svg < all.states > /dev/null
}

@test "waju: one seed gives byte-identical games through the generic loop, another seed another game; the record replays" {
	cd "$BATS_TEST_TMPDIR"
	late waju 20
	assert_seeded last from=late.state
	final=$(cat a.final)
	[[ "$final" == "waju players=2 marbles=4 "*" phase=over dice=- "*" result="* ]]
	assert_replays "$final" a.rec
	grep -q '^roll:[1-6],[1-6]$' a.rec
}

@test "waju: perft expands the two dice over their 36 ordered outcomes" {
	s='waju players=2 marbles=4 rolls=2 phase=roll roll=turn turn=1 dice=- pos=h,h,h,h/h,h,h,h'
	# 16 rolls pass; a 1 or 6 beside 2..5 takes a marble out and moves it
	# the other die (16 rolls, a 5 going to the void too: 20 moves); 1,1
	# and 6,6 one move each; 1,6 and 6,1 two each.
	assert_equal "$(echo "$s" | bg-moves --perft 1)" 42
	assert_equal "$(echo "$s" | bg-moves --perft 2)" 1180
	assert_equal "$(echo "$s" | bg-moves --perft 3)" 35492
	m='waju players=4 marbles=4 rolls=40 phase=roll roll=turn turn=2 dice=- pos=h,0,4,41/h,12,20,v/h,h,24,g2/36,45,g3,g4'
	assert_equal "$(echo "$m" | bg-moves --perft 1)" 169
	assert_equal "$(echo "$m" | bg-moves --perft 2)" 11086
}

@test "waju: bg-roll --dice forces the values, and refuses an impossible one" {
	s='waju players=2 marbles=4 rolls=2 phase=roll roll=turn turn=1 dice=- pos=h,h,h,h/h,h,h,h'
	assert_equal "$(echo "$s" | bg-roll --dice 6,2)" "waju players=2 marbles=4 rolls=3 phase=move turn=1 dice=6,2 pos=h,h,h,h/h,h,h,h"
	run sh -c "echo '$s' | bg-roll --dice 7,1"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-roll: -:1: illegal move 'roll:7,1' for seat 1: a die shows 1 to 6"
}
