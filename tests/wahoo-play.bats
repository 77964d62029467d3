#!/usr/bin/env bats
# Wahoo played to the end: seeded games of 2, 3 and 4 players to a winner
# in one bg-apply --play, and a game through the generic loop; records
# that replay, and perft over every roll.

load helpers

@test "wahoo: 2, 3 and 4 players are played to a winner, the records replay, and their states round-trip" {
	cd "$BATS_TEST_TMPDIR"
	for p in 2 3 4; do
		bg-new wahoo --players $p --seed $p
		bg-new wahoo --players $p --seed $((p + 4))
	done > starts
	plays_to_the_end g.rec 4 < starts > finals
	# A game a start, each won, in their order.
	assert_equal "$(sed 's/ rolls=.* phase=\([a-z]*\) dice=- shortcut=- .* result=[0-9]*$/ \1/' finals)" \
		"$(sed 's/ rolls=.*/ over/' starts)"
	grep -q $'\troll:[1-6]\t' g.rec
	# The hub taken.
	grep -q -- $'-hub\t' g.rec
}

@test "wahoo: every state of a 4-player game round-trips, and every state renders" {
	cd "$BATS_TEST_TMPDIR"
	bg-new wahoo --players 4 | bg-apply --play random --seed 4 -w g.rec > /dev/null
	assert_states_round_trip g.rec
	grep -q ' phase=decide ' all.states
	bg-render --ascii < all.states > /dev/null
	bg-render --svg < all.states > /dev/null
}

@test "wahoo: one seed gives byte-identical games through the generic loop, another seed another game; the record replays" {
	cd "$BATS_TEST_TMPDIR"
	late wahoo 40
	assert_seeded first from=late.state
	final=$(cat a.final)
	[[ "$final" == "wahoo players=2 "*" phase=over dice=- shortcut=- "*" result="* ]]
	assert_replays "$final" a.rec
	grep -q '^roll:[1-6]$' a.rec
}

@test "wahoo: perft expands the die over its 6 outcomes" {
	s='wahoo players=2 rolls=2 phase=roll roll=turn turn=1 dice=- shortcut=- pos=h,h,h,h/h,h,h,h'
	# A 1 or a 6 takes a marble out and rolls again, which moves it;
	# 2 to 5 lose the turn and the next seat rolls.
	assert_equal "$(echo "$s" | bg-moves --perft 1)" 6
	assert_equal "$(echo "$s" | bg-moves --perft 2)" 36
	assert_equal "$(echo "$s" | bg-moves --perft 3)" 224
	# Shortcuts from 22 and 34 for seat 2, captures on 12, 23 and 36.
	m='wahoo players=4 rolls=40 phase=roll roll=turn turn=2 dice=- shortcut=22,34 pos=h,12,23,hub/h,22,34,35/h,24,t1,t2/36,45,t3,t4'
	assert_equal "$(echo "$m" | bg-apply roll:1 | bg-moves --line)" "h-12 22-23 34-46 35-36"
	assert_equal "$(echo "$m" | bg-apply roll:3 | bg-moves --line)" "22-25 34-t1 35-38"
	assert_equal "$(echo "$m" | bg-moves --perft 1)" 20
	assert_equal "$(echo "$m" | bg-moves --perft 2)" 223
}

@test "wahoo: bg-roll stops at the hub decision, and --dice refuses an impossible die" {
	s='wahoo players=2 rolls=9 phase=move turn=1 dice=3 shortcut=- pos=h,h,h,8/h,h,h,h'
	d=$(echo "$s" | bg-apply 8-11)
	assert_equal "$(echo "$d" | bg-roll --dice 4)" "$d"
	s='wahoo players=2 rolls=2 phase=roll roll=turn turn=1 dice=- shortcut=- pos=h,h,h,h/h,h,h,h'
	run sh -c "echo '$s' | bg-roll --dice 7"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-roll: -:1: illegal move 'roll:7' for seat 1: a die shows 1 to 6"
}

@test "wahoo: bg-render draws the arrows, the hub and the open shortcut" {
	s='wahoo players=2 rolls=9 phase=move turn=1 dice=3 shortcut=- pos=h,h,10,hub/h,h,h,22'
	out=$(echo "$s" | bg-render --ascii)
	assert_equal "$(echo "$out" | sed -n 1p)" "rolls 9: seat 1 to move, die 3"
	# Row 0: holes 8 to 12, the arrow on 10 covered by seat 1's marble.
	assert_equal "$(echo "$out" | sed -n 2p)" "             .  .  1  .  s"
	# Row 6: the arrow on 46, seat 1's Tee Pee, the hub with a marble,
	# seat 3's Tee Pee and its marble on 22.
	assert_equal "$(echo "$out" | sed -n 8p)" " >  :  :  :  :     1     :  :  :  :  3"
	s='wahoo players=2 rolls=9 phase=move turn=1 dice=3 shortcut=22 pos=h,h,10,22/h,h,h,h'
	echo "$s" | bg-render --ascii | grep -qx 'shortcut open to the marbles on 22'
	[ "$(echo "$s" | bg-render --unicode | sed -n 14p)" = "             ◇  ·  ▸  ·  ·" ]
	svg=$(echo "$s" | bg-render --svg)
	# Four pink pointers, four dashed links from the hub, one die.
	[ "$(grep -c '<polygon .*fill="#e0489a"' <<<"$svg")" -eq 4 ]
	[ "$(grep -c 'stroke="#e0489a" stroke-dasharray' <<<"$svg")" -eq 4 ]
	[ "$(grep -c 'rx="5"' <<<"$svg")" -eq 1 ]
	# On a terminal the arrows are pink.
	echo "$s" | bg-render --color=always | grep -q $'\033\\[95m>'
}
