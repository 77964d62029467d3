#!/usr/bin/env bats
# Manji played to the end: seeded games of 2, 3 and 4 players to a winner
# in one bg-apply --play, and a game through the generic loop; records
# that replay, states that round-trip, perft counts that can be checked by
# hand, and the pictures.

load helpers

@test "manji: 2, 3 and 4 players are played to a winner, and the records replay and round-trip" {
	cd "$BATS_TEST_TMPDIR"
	for p in 2 3 4; do
		bg-new manji --players $p --seed $p
		bg-new manji --players $p --seed $((p + 4))
	done > starts
	plays_to_the_end g.rec 2 < starts > finals
	# A game a start, each won, in their order.
	assert_equal "$(sed 's/ rolls=.* phase=\([a-z]*\) .* result=[1-4]$/ \1/' finals)" \
		"$(sed 's/ rolls=.*/ over/' starts)"
}

@test "manji: one seed gives byte-identical games through the generic loop, another seed another game; the record replays" {
	cd "$BATS_TEST_TMPDIR"
	late manji 20
	assert_seeded last from=late.state
	grep -qE '^roll:[1-6]$' a.rec
	final=$(cat a.final)
	[[ "$final" == "manji players=2 "*" phase=over "*" result="[1-4] ]]
	assert_replays "$final" a.rec
	assert_states_round_trip a.rec
}

@test "manji: bg-roll performs the roll-off and the turn's roll, then stops for the choice" {
	s=$(bg-new manji --players 4)
	run sh -c "echo '$s' | bg-roll --dice 3,1,4,1,2,6,5"
	assert_equal "$output" "manji players=4 rolls=3 phase=move turn=2 dice=5 sixes=0 last=- pos=home,home/home,home/home,home/home,home"
	run sh -c "echo '$s' | bg-roll --dice 3,1,4,7"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-roll: -:1: illegal move 'roll:3,1,4,7' for the host: a die shows 1 to 6"
}

@test "manji: perft counts that can be checked by hand" {
	# Seat 1 rolls with pawns on 12 and 30, seat 3 at home.  Each roll
	# moves either pawn, a 6 as 7 (MJ-3): 6 rolls x 2 moves.
	s='manji players=2 rolls=5 phase=roll roll=turn turn=1 dice=- sixes=0 last=- pos=12,30/home,home'
	assert_equal "$(echo "$s" | bg-moves --perft 1)" 12
	# Then, after a 1 to 5, seat 3 rolls: a 5 takes a pawn out, all else
	# passes: 5 x 2 x 6 = 60.  After a 6 seat 1 rolls again: from 19,30
	# both pawns move on any roll (12); from 12,37 the pawn on 37 enters
	# on a 3 or moves 1 or 2, and cannot use 4, 5 or 7 (9): 60+12+9 = 81.
	assert_equal "$(echo "$s" | bg-moves --perft 2)" 81
	# A walk stopped short is one move; the tour too long is none.
	t='manji players=2 rolls=5 phase=move turn=1 dice=4 sixes=0 last=- pos=12,c10/home,home'
	assert_equal "$(echo "$t" | bg-moves --perft 1)" 1
}

@test "manji: bg-render draws the board, the pawns and who is to play" {
	s='manji players=2 rolls=9 phase=move turn=1 dice=6 sixes=1 last=- pos=12,c0+/home,c5'
	run sh -c "echo '$s' | bg-render"
	[ "$status" -eq 0 ]
	assert_equal "${lines[0]}" "rolls 9: seat 1 plays a 6 (counts 7), 1 six this turn"
	assert_equal "${lines[1]}" "                      H"
	assert_equal "${lines[2]}" "    .  .  .  .  .  .  e  .  .  .  ."
	assert_equal "${lines[3]}" "    .                             o"
	assert_equal "${lines[5]}" "    .           :  1+ :           ."
	assert_equal "${lines[7]}" "    .        :     +     :        ."
	assert_equal "${lines[9]}" "    .           :  @  3           ."
	assert_equal "${lines[10]}" "    .                             1"
	assert_equal "${lines[11]}" "    o                             ."
	assert_equal "${lines[12]}" "    .  .  .  .  e  .  .  .  .  .  ."
	assert_equal "${lines[13]}" "                H1"
	assert_equal "${lines[14]}" "seat 1 (red): 12, c0+  <- to play"
	assert_equal "${lines[15]}" "seat 3 (yellow): home, c5"
	run sh -c "echo '$s' | bg-render --unicode"
	[[ "$output" == *"◀ to play"* ]]
	[[ "$output" == *" ⌂1"* ]]
	run sh -c "echo '$s' | bg-render --color=always"
	[[ "$output" == *$'\e[1m\e[31m1+\e[0m'* ]]
	run sh -c "echo 'manji players=2 rolls=9 phase=over dice=- sixes=0 last=- pos=centre,centre/home,c2 result=1' | bg-render"
	assert_equal "${lines[0]}" "rolls 9: game over, seat 1 won"
	assert_equal "${lines[14]}" "seat 1 (red): centre, centre  won"
}

@test "manji: bg-render --svg draws every state of a game" {
	cd "$BATS_TEST_TMPDIR"
	bg-apply --all -f "$BG_TOP/tests/playthroughs/manji-4-players.rec" | tail -n 3 > end.states
	run sh -c "bg-render --svg < end.states"
	[ "$status" -eq 0 ]
	[ "$(grep -c '<g transform' <<< "$output")" -eq 3 ]
	[[ "$output" == *'>rolls 219: game over, seat 1 won</text>'* ]]
	if command -v xmllint >/dev/null; then
		xmllint --noout - <<< "$output"
	fi
}

@test "manji: --rules loads a definition of one's own, and refuses a bad one" {
	cd "$BATS_TEST_TMPDIR"
	sed 's/^  players: 2 .*/  players: 4/' "$BG_TOP/formats/manji.yaml" > four.yaml
	[[ "$(bg-new manji --rules four.yaml)" == "manji players=4 "* ]]
	sed 's/{exit: 10, entry: 9, shortcut: 35, arrival: 3}/{exit: 10, entry: 9, shortcut: 35, arrival: 0}/' \
		"$BG_TOP/formats/manji.yaml" > bad.yaml
	run bg-new manji --rules bad.yaml
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-new: bad.yaml:13: seats 1 and 2 share an exit or an arrival square"
	sed 's/^circle: 12 .*/circle: 8/' "$BG_TOP/formats/manji.yaml" > small.yaml
	run bg-new manji --rules small.yaml
	assert_equal "$output" "bg-new: small.yaml:6: circle must be from 9 to 24"
	sed 's/^  centre: \[6, 6\]/  centre: [6, 13]/' "$BG_TOP/formats/manji.yaml" > off.yaml
	run bg-new manji --rules off.yaml
	assert_equal "$output" "bg-new: off.yaml:27: centre must be from 0 to 12"
}
