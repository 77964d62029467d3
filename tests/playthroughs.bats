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

@test "playthroughs: Manji games of 2, 3 and 4 players with captures, shortcuts, third sixes and stopped walks" {
	d=$(dir)
	[[ "$(tail -n 1 "$d/manji-2-players.states")" == "manji players=2 "*" phase=over "*" result=3" ]]
	[[ "$(tail -n 1 "$d/manji-3-players.states")" == "manji players=3 "*" phase=over "*" result=2" ]]
	[[ "$(tail -n 1 "$d/manji-4-players.states")" == "manji players=4 "*" phase=over "*" result=1" ]]
	for n in 2 3 4; do
		f=$d/manji-$n-players.rec
		for rule in MJ-4 MJ-5 MJ-6 MJ-7 MJ-8; do
			grep -q "# $rule: " "$f" || { echo "$f: no $rule"; return 1; }
		done
	done
	# The third 6 of line 135 sends seat 2's pawn on 29 home (MJ-5).
	s=$(grep -v -e '^#' -e '^[A-Z][a-z]*: ' "$d/manji-3-players.rec" | sed -n 128p)
	assert_equal "$s" "roll:6  # MJ-5: seat 2's third 6 is not played and sends the pawn on 29, moved last, home"
	[[ "$(sed -n 127p "$d/manji-3-players.states")" == *" sixes=2 last=29 pos=home,31/29,c2/home,home" ]]
	[[ "$(sed -n 128p "$d/manji-3-players.states")" == *" turn=3 "*" pos=home,31/home,c2/home,home" ]]
}

@test "playthroughs: Waju games of 2, 3 and 4 players meet every ruling they mark" {
	d=$(dir)
	for p in 2 3 4; do
		rec=$d/waju-$p-players.rec
		[[ "$(tail -n 1 "${rec%.rec}.states")" == "waju players=$p marbles=4 "*" phase=over dice=- "*" result="* ]]
		for rule in "roll-off ties" "re-roll of both dice" "re-roll of the die" \
			"roll passes" "captures" "into the void" "out of the void" \
			"bounces" "wins (WJ-11)"; do
			grep -q "# .*$rule" "$rec" || { echo "$rec: no '$rule'"; return 1; }
		done
	done
	# 2 players: the 6 takes a marble out and the 5 goes on into the void.
	s=$(sed -n 4p "$d/waju-2-players.states")
	assert_equal "$(echo "$s" | bg-moves --line)" "h-0,0-5 h-0,0-v"
	# Both dice can be spent only by bouncing: WJ-6 before WJ-10.
	s=$(sed -n 48p "$d/waju-2-players.states")
	[[ "$s" == *" dice=5,2 pos=h,17,v,g4/h,h,h,20" ]]
	assert_equal "$(echo "$s" | bg-moves --line)" "20-g3"
}

@test "playthroughs: Wahoo games of 2, 3 and 4 players meet every ruling they mark" {
	d=$(dir)
	for p in 2 3 4; do
		rec=$d/wahoo-$p-players.rec
		[[ "$(tail -n 1 "${rec%.rec}.states")" == "wahoo players=$p "*" phase=over dice=- shortcut=- "*" result="* ]]
		for rule in "roll-off ties" "the shortcut from" "on the hub (WH-8)" \
			"on the hub, capturing there" "declines the hub" "a 1 from the hub" \
			"no move for the 6: the turn is lost" "captures" "wins (WH-9)"; do
			grep -q "# .*$rule" "$rec" || { echo "$rec: no '$rule'"; return 1; }
		done
	done
	# 3 players: seat 3's shortcut from 34 with a 5, over 46 and 10 to its
	# own arrow 22 and on to t2 (WH-7); the marble on 31 is blocked by 34.
	s=$(grep -n -- '^34-t2 ' "$d/wahoo-3-players.rec" | head -n 1)
	[ -n "$s" ]
	s=$(sed -n 53p "$d/wahoo-3-players.states")
	assert_equal "$s" "wahoo players=3 rolls=28 phase=move turn=3 dice=5 shortcut=34 pos=h,h,h,h/h,12,26,hub/h,h,31,34"
	assert_equal "$(echo "$s" | bg-moves --line)" "34-39 34-t2"
	# 4 players: seat 4 on 23 puts its marble on the hub and sends seat
	# 3's marble there home (WH-8).
	s=$(grep -F ' phase=decide turn=4 ' "$d/wahoo-4-players.states" | grep -F 'rolls=120 ')
	assert_equal "$s" "wahoo players=4 rolls=120 phase=decide turn=4 dice=- shortcut=- pos=h,h,t2,t4/h,12,22,7/h,h,36,hub/h,41,23,t4"
	assert_equal "$(echo "$s" | bg-moves --line)" "23-hub decline"
	assert_equal "$(echo "$s" | bg-apply 23-hub)" "wahoo players=4 rolls=120 phase=roll roll=turn turn=1 dice=- shortcut=- pos=h,h,t2,t4/h,12,22,7/h,h,h,36/h,41,hub,t4"
}
