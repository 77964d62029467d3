#!/usr/bin/env bats
# The exact Manji tables of two-seat games (lib/games/manji/tables.c,
# solve.c; formats/manji.md "Exact values") through manji-exact
# (tests/ref/manji-exact.c): against a plain value iteration over every
# reachable state, by hand, through bg-moves, and in their table files.
# On a board of 8 track squares and 9 on the small circle: the standard
# board's table takes minutes, and bench/learned.sh measures it.

load helpers

TINY=$BG_TOP/tests/exact/manji-tiny.yaml

setup() {
	need_tool manji-exact
	export BG_TABLES=
}

# A state of two seats on the tiny board: FIELDS from phase= to pos=.
tiny() {
	echo "manji players=2 rolls=9 $1"
}

# Both the solver and the plain iteration give the same for each line
# of standard input.
agree() {
	local solved brute
	cat >"$BATS_TEST_TMPDIR/states"
	solved=$(manji-exact solve "$TINY" <"$BATS_TEST_TMPDIR/states")
	brute=$(manji-exact brute "$TINY" <"$BATS_TEST_TMPDIR/states")
	assert_equal "$solved" "$brute"
	[ "$(grep -c refused <<<"$solved")" -eq 0 ]
	echo "$solved"
}

@test "manji exact by hand: two pawns on their spokes, a 1 to win" {
	# Each seat wins on its turn when it rolls a 1 first, or after one
	# 6 (a 7 nobody can move) or two: p = 1/6 + 1/36 + 1/216 = 43/216,
	# a third 6 ends the turn (MJ-3, MJ-5).  Seat 1 to roll wins
	# p + (1-p)^2 p + ... = 1/(2-p) = 216/389: 466,427 of 840,000.
	run agree <<EOF
$(tiny "phase=roll roll=turn turn=1 dice=- sixes=0 last=- pos=spoke,centre/spoke,centre")
$(tiny "phase=move turn=1 dice=1 sixes=0 last=- pos=spoke,centre/spoke,centre")
EOF
	assert_equal "$output" "466427 373573
840000 0"
}

@test "manji exact: the solver and a plain value iteration agree within turns, after 6s, and with captures" {
	run agree <<EOF
$(tiny "phase=roll roll=turn turn=1 dice=- sixes=0 last=- pos=home,centre/home,centre")
$(tiny "phase=move turn=3 dice=5 sixes=0 last=- pos=3,centre/home,centre")
$(tiny "phase=move turn=1 dice=6 sixes=1 last=- pos=6,centre/5,centre")
$(tiny "phase=roll roll=turn turn=1 dice=- sixes=2 last=6 pos=6,centre/5,centre")
$(tiny "phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=c2,centre/c5,spoke")
$(tiny "phase=move turn=3 dice=6 sixes=2 last=6 pos=c3,c0+/6,3")
$(tiny "phase=move turn=1 dice=2 sixes=0 last=- pos=2,5/7,c1")
$(tiny "phase=roll roll=turn turn=1 dice=- sixes=1 last=5 pos=2,5/7,c1")
EOF
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 8 ]
	assert_equal "${lines[0]}" "437298 402702"
}

@test "manji exact: the roll-off is the mean of the two first turns, ties rolled again (MJ-2)" {
	# Seat 1 first, seat 3 first, and the roll-off before either.
	run manji-exact solve "$TINY" <<EOF
$(tiny "phase=roll roll=turn turn=1 dice=- sixes=0 last=- pos=home,home/home,home")
$(tiny "phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=home,home/home,home")
$(bg-new manji -r "$TINY")
EOF
	assert_equal "$output" "427151 412849
404039 435961
415595 424405"
}

@test "manji exact: bg-moves --eval exact ranks by the chance of winning; searches take the table once it is built" {
	local s
	s=$(tiny "phase=move turn=1 dice=2 sixes=0 last=- pos=2,5/7,c1")
	run bg-moves -r "$TINY" --eval exact <<<"$s"
	[ "$status" -eq 0 ]
	assert_equal "$output" "5-7 0.3832 exact +0.00
2-4 0.3238 exact +0.00"
	# Each move's value is the plain iteration's after it.
	run manji-exact brute "$TINY" <<<"$(bg-apply -r "$TINY" 5-7 <<<"$s")"
	assert_equal "$output" "321855 518145"
	# A search asks the solver in passing: without the table it judges
	# by the evaluation, and once the table is in its file, exactly.
	export BG_TABLES=$BATS_TEST_TMPDIR/tables
	run --separate-stderr bg-moves -r "$TINY" --eval ply:1 <<<"$s"
	assert_equal "$output" "5-7 0.7202 - - 1
2-4 0.2243 - - 1"
	bg-moves -r "$TINY" --eval exact <<<"$s" >/dev/null
	[ "$(ls "$BG_TABLES" | grep -c '^manji-[0-9a-f]*\.table$')" -eq 1 ]
	run --separate-stderr bg-moves -r "$TINY" --eval ply:1 <<<"$s"
	assert_equal "$output" "5-7 0.3832 exact - 1
2-4 0.3238 exact - 1"
	run --separate-stderr bg-moves -r "$TINY" --eval ply:1 --no-tables <<<"$s"
	assert_equal "$output" "5-7 0.7202 - - 1
2-4 0.2243 - - 1"
}

@test "manji exact: a truncated table file is refused, judged without by a search and built again by exact" {
	local s first f
	export BG_TABLES=$BATS_TEST_TMPDIR/tables
	s=$(tiny "phase=move turn=1 dice=2 sixes=0 last=- pos=2,5/7,c1")
	first=$(bg-moves -r "$TINY" --eval exact <<<"$s")
	f=$(ls "$BG_TABLES"/manji-*.table)
	truncate -s -100 "$f"
	run --separate-stderr bg-moves -r "$TINY" --eval ply:1 <<<"$s"
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(bg-moves -r "$TINY" --no-tables --eval ply:1 <<<"$s")"
	assert_equal "$stderr" "bg-moves: --rules: manji's learned evaluation is for its built-in rules; the race evaluation judges instead
bg-moves: $f: cut short; judging without the table (the policy exact builds it)"
	run --separate-stderr bg-moves -r "$TINY" --eval exact <<<"$s"
	[ "$status" -eq 0 ]
	assert_equal "$output" "$first"
	assert_equal "$stderr" "bg-moves: $f: cut short; building the table again"
	run --separate-stderr bg-moves -r "$TINY" --eval exact <<<"$s"
	assert_equal "$stderr" ""
	assert_equal "$output" "$first"
}

@test "manji exact: beyond the tables, one line and status 65" {
	run bg-moves --eval exact <<<"$(bg-new manji --players 3 | bg-roll --seed 1)"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-moves: -:1: exact: with 3 seats the tables cover only the positions where each seat has one pawn left to bring home"
	run bg-moves --eval exact --no-tables <<<"$(bg-new manji | bg-roll --seed 1)"
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-moves: -:1: exact: the tables are off (--no-tables)"
}
