#!/usr/bin/env bats
# Spook played to the end: every option combination in one bg-apply
# --play, and a game through the generic loop (reproducible seeds, a
# record that replays), and --check on dice records.

load helpers

@test "spook: every players x pieces combination is played to the end, and its record replays" {
	cd "$BATS_TEST_TMPDIR"
	for p in 1 2 3 4 5 6 7 8; do
		for k in 1 2 3; do
			bg-new spook --players $p --pieces $k --seed "$p$k"
		done
	done > starts
	plays_to_the_end g.rec 5 < starts > finals
	# A game a combination, each over with a result, in their order.
	assert_equal "$(sed 's/ round=.* phase=\([a-z]*\) .* result=[0-9].*/ \1/' finals)" \
		"$(sed 's/ round=.*/ over/' starts)"
}

@test "spook: one seed gives byte-identical games, another seed another game" {
	cd "$BATS_TEST_TMPDIR"
	assert_seeded last spook --players 1 --pieces 1
	grep -q '^roll:' a.rec
}

@test "spook: the generic loop's record, with its rolls, replays with bg-apply alone" {
	cd "$BATS_TEST_TMPDIR"
	# The game of the seeds' test, one player with one piece.
	final=$(played g.rec 7 last spook --players 1 --pieces 1)
	[[ "$final" == "spook players=1 pieces=1 "*" phase=over "*" result="* ]]
	assert_replays "$final" g.rec
	# The record holds the initial state, the rolls and the choices.
	head -n 1 g.rec | grep -q '^spook .* round=0 phase=roll roll=movement'
	[ "$(grep -c '^roll:' g.rec)" -gt 10 ]
	run bg-apply -f g.rec
	assert_equal "$output" "$final"
	run bg-apply --all -f g.rec
	assert_equal "${lines[${#lines[@]}-1]}" "$final"
	assert_equal "$(tail -n 1 g.rec)" "Result: ${final##*result=}"
	[ "${#lines[@]}" -eq "$(grep -vc '^Result: ' g.rec)" ]
}

@test "spook: --check catches an illegal choice and an impossible die with their lines" {
	cd "$BATS_TEST_TMPDIR"
	s=$(bg-new spook --players 2 --seed 5)
	printf '%s\nroll:3\n1-4\n1-5\n' "$s" > bad.rec
	run bg-apply --check -f bad.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: bad.rec:4: illegal move '1-5' for seat 2: the die shows 3: the piece on 1 goes to 4"
	printf '%s\nroll:7\n' "$s" > bad.rec
	run bg-apply --check -f bad.rec
	assert_equal "$output" "bg-apply: bad.rec:2: illegal move 'roll:7' for the host: a die shows 1 to 6"
	printf '%s\nroll:3\nroll:3\n' "$s" > bad.rec
	run bg-apply --check -f bad.rec
	assert_equal "$output" "bg-apply: bad.rec:3: illegal move 'roll:3' for seat 1: no roll is due: seat 1 chooses a move"
	printf '%s\nroll:3,4\n' "$s" > bad.rec
	run bg-apply --check -f bad.rec
	assert_equal "$output" "bg-apply: bad.rec:2: illegal move 'roll:3,4' for the host: the movement roll is one die"
	printf '%s\n1-4\n' "$s" > bad.rec
	run bg-apply --check -f bad.rec
	assert_equal "$output" "bg-apply: bad.rec:2: illegal move '1-4' for the host: the movement roll is due"
}

@test "spook: bg-roll --dice forces the value, and refuses an impossible one" {
	s=$(bg-new spook --players 2 --seed 5)
	run sh -c "echo '$s' | bg-roll --dice 6"
	[[ "$output" == *" round=1 phase=move turn=1 dice=6 "* ]]
	run sh -c "echo '$s' | bg-roll --dice 7"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-roll: -:1: illegal move 'roll:7' for the host: a die shows 1 to 6"
}

@test "spook: bg-roll performs only the roll that is due, then stops for the choices" {
	s=$(bg-new spook --players 2 --seed 5)
	run sh -c "echo '$s' | bg-roll --seed 1 | bg-roll --seed 1"
	[[ "$output" == *" round=1 phase=move turn=1 "* ]]
}

@test "spook: an 8-player 3-piece state stays on one line and round-trips" {
	cd "$BATS_TEST_TMPDIR"
	bg-new spook --players 8 --pieces 3 --seed 83 |
		bg-apply --play random --seed 83 -w g.rec > /dev/null
	assert_states_round_trip g.rec
	[ "$(awk '{ if (length($0) > m) m = length($0) } END { print m }' all.states)" -lt 4096 ]
}

@test "spook: perft expands both rolls over their six outcomes" {
	s=$(bg-new spook --players 1 --pieces 1 --seed 1)
	# One piece has one move (or a pass) whatever the roll: each ply is
	# a movement roll, and from the second on an activation roll too.
	assert_equal "$(echo "$s" | bg-moves --perft 1)" "6"
	assert_equal "$(echo "$s" | bg-moves --perft 2)" "216"
	assert_equal "$(echo "$s" | bg-moves --perft 3)" "7776"
	# Two seats on square 1 both move on the one roll: two plies.
	s2=$(bg-new spook --players 2 --pieces 2 --seed 1)
	assert_equal "$(echo "$s2" | bg-moves --perft 2)" "6"
}
