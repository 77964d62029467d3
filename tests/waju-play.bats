#!/usr/bin/env bats
# Waju through the generic loop: seeded games of 2, 3 and 4 players to a
# winner, records that replay, and perft over every roll.

load helpers

@test "waju: the generic loop plays 2, 3 and 4 players to a winner, and the records replay" {
	cd "$BATS_TEST_TMPDIR"
	# Players and the seed: 2 players is the game the seeds' test plays
	# again, 4 the one whose states are checked.
	for game in "2 7" "3 3" "4 4"; do
		set -- $game
		final=$(played g.rec "$2" last waju --players "$1")
		[[ "$final" == "waju players=$1 marbles=4 "*" phase=over dice=- "*" result="* ]] ||
			{ echo "players $1: $final"; return 1; }
		assert_replays "$final" g.rec
		grep -q '^roll:[1-6],[1-6]$' g.rec
	done
	final=$(play g.rec 5 first waju --players 3 --marbles 1)
	[[ "$final" == "waju players=3 marbles=1 "*" phase=over "* ]]
	assert_equal "$(bg-apply -f g.rec)" "$final"
}

@test "waju: one seed gives byte-identical games, another seed another game" {
	cd "$BATS_TEST_TMPDIR"
	assert_seeded last waju --players 2
}

@test "waju: every state of a game round-trips, and --all gives one per line" {
	cd "$BATS_TEST_TMPDIR"
	played g.rec 4 last waju --players 4 > /dev/null
	assert_states_round_trip g.rec
	# Every state renders, as text and as SVG.
	bg-render --ascii < all.states > /dev/null
	bg-render --svg < all.states > /dev/null
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
