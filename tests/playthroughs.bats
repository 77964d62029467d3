#!/usr/bin/env bats
# Golden playthroughs: every record under tests/playthroughs replays to its
# .states file byte for byte.

load helpers

dir() { echo "$BG_TOP/tests/playthroughs"; }

@test "playthroughs: every record replays to its golden states, line by line" {
	n=0
	for rec in "$(dir)"/*.rec; do
		golden=${rec%.rec}.states
		[ -f "$golden" ] || { echo "no $golden"; return 1; }
		bg-apply --all -f "$rec" > "$BATS_TEST_TMPDIR/got"
		diff -u "$golden" "$BATS_TEST_TMPDIR/got" | head -n 20
		cmp -s "$golden" "$BATS_TEST_TMPDIR/got"
		n=$((n + 1))
	done
	[ "$n" -ge 3 ]
}

@test "playthroughs: every record passes --check, its Result tag included" {
	for rec in "$(dir)"/*.rec; do
		grep -q '^Result: ' "$rec"
		bg-apply --check -f "$rec"
	done
}

@test "playthroughs: one-line form of each record replays the same" {
	for rec in "$(dir)"/*.rec; do
		want=$(tail -n 1 "${rec%.rec}.states")
		got=$(paste -sd '\t' "$rec" | bg-apply --lines -f -)
		assert_equal "$got" "$want"
	done
}

@test "playthroughs: the games end as their names say" {
	[[ "$(tail -n 1 "$(dir)/wari-empty-row.states")" == *" pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=28,20 end=nomove result=north" ]]
	[[ "$(tail -n 1 "$(dir)/wari-quiet.states")" == *" idle=100 "*" end=quiet result=north" ]]
	[[ "$(tail -n 1 "$(dir)/wari-agreed.states")" == *" end=agreed result=north" ]]
}

@test "playthroughs: the grand slam on ply 121 leaves south a (WR-5)" {
	s=$(sed -n 121p "$(dir)/wari-empty-row.states")
	[[ "$s" == *" pits=0,1,0,4,0,0/1,1,0,0,0,0 captured=21,20" ]]
	s=$(sed -n 122p "$(dir)/wari-empty-row.states")
	[[ "$s" == *" pits=0,1,0,0,1,1/2,0,0,0,0,0 captured=23,20" ]]
}

@test "playthroughs: the twelve-rule decides on ply 17 (WR-3)" {
	s=$(sed -n 17p "$(dir)/wari-empty-row.states")
	assert_equal "$(echo "$s" | bg-moves --line)" "e"
	off=$(echo "$s" | sed 's/twelve=exact/twelve=off/')
	assert_equal "$(echo "$off" | bg-moves --line)" "a b d e f"
}

@test "playthroughs: feeding decides on ply 151 (WR-6)" {
	s=$(sed -n 151p "$(dir)/wari-empty-row.states")
	[[ "$s" == *" pits=1,0,1,0,0,1/0,0,0,0,0,0 "* ]]
	assert_equal "$(echo "$s" | bg-moves --line)" "f"
}

@test "playthroughs: Spook games of 1, 3 and 8 players, each piece count, a shared win" {
	d=$(dir)
	[[ "$(tail -n 1 "$d/spook-1-players.states")" == "spook players=1 pieces=2 "*" phase=over "*" result=1" ]]
	[[ "$(tail -n 1 "$d/spook-3-players-shared.states")" == "spook players=3 pieces=1 "*" phase=over "*" result=1,3" ]]
	[[ "$(tail -n 1 "$d/spook-8-players.states")" == "spook players=8 pieces=3 "*" phase=over "*" result=8" ]]
	for f in "$d"/spook-*.rec; do
		grep -q '^roll:' "$f"
	done
}
