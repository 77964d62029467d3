#!/usr/bin/env bats
# Spook & Werewolf Ludo rulings checked by more than a command's output:
# the boards bg-new draws (SW-1) and the SVG picture.  The cases of every
# ruling are in tests/games/spook/.

load helpers

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

@test "spook: the SVG picture says in words that nothing is rolled yet" {
	run sh -c "bg-new spook --players 2 --seed 1 | bg-render --svg"
	[[ "$output" == *'>round 0: the movement roll is due</text>'* ]]
	[ "$(grep -c '<rect x=' <<< "$output")" -eq 85 ]
}
