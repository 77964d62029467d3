#!/usr/bin/env bats
# The exact Spook tables (lib/games/spook/tables.c, solve.c; formats/
# spook.md "Exact values") through spook-exact (tests/ref/spook-exact.c):
# against a plain value iteration over every reachable state, by hand on
# tiny positions, through bg-moves, and their cache files
# (formats/analysis.md, "Table files").

load helpers

SHORT=$BG_TOP/tests/exact/spook-short.yaml
MID=$BG_TOP/tests/exact/spook-mid.yaml

setup() {
	need_tool spook-exact
}

# The test boards are --rules definitions: a policy that judges by the
# evaluation says once that the race evaluation stands in for the
# learned one (formats/evaluation.md); exact alone says nothing.
RACE_NOTE="learned evaluation is for its built-in rules; the race evaluation judges instead"

# A state on the short board (9 squares, the church the 9th): FIELDS
# from round= to pos=, PIECES a seat (default 2).
short() {
	echo "spook players=2 pieces=${2:-2} $1 boards=HCSHWX/XWHSCH"
}

# Both the solver and the plain iteration give the same for each line
# of standard input, under RULES.
agree() {
	local rules=$1 solved brute
	cat >"$BATS_TEST_TMPDIR/states"
	solved=$(spook-exact solve $rules <"$BATS_TEST_TMPDIR/states")
	brute=$(spook-exact brute $rules <"$BATS_TEST_TMPDIR/states")
	assert_equal "$solved" "$brute"
	[ "$(grep -c refused <<<"$solved")" -eq 0 ]
	echo "$solved"
}

@test "spook exact by hand: the last die brings both in, a shared win (SW-6)" {
	# Both seats have one piece a square from the church and a 1 to
	# move: both finish in the same phase and share the win, half each.
	run agree "$SHORT" <<<"$(short "round=5 phase=move turn=1 dice=1 activation=3 pos=8/8" 1)"
	assert_equal "$output" "420000 420000"
	# Seat 2 a square further back: seat 1 wins outright.
	run agree "$SHORT" <<<"$(short "round=5 phase=move turn=1 dice=1 activation=3 pos=8/7" 1)"
	assert_equal "$output" "840000 0"
	# Seat 1 has moved in; seat 2 can only pass: seat 1 has won.
	run agree "$SHORT" <<<"$(short "round=5 phase=move turn=2 dice=1 activation=3 pos=9/7" 1)"
	assert_equal "$output" "840000 0"
}

@test "spook exact: the solver and a plain value iteration agree on the short board" {
	run agree "$SHORT" <<EOF2
$(short "round=0 phase=roll roll=movement dice=- activation=- pos=1,1/1,1")
$(short "round=3 phase=move turn=1 dice=3 activation=4 pos=2,4/1,7")
$(short "round=3 phase=move turn=2 dice=3 activation=4 pos=4,5/1,7")
$(short "round=3 phase=roll roll=activation dice=6 activation=4 pos=1,8/3,9")
$(short "round=7 phase=roll roll=movement dice=2 activation=6 pos=3,9/8,8")
$(short "round=7 phase=move turn=1 dice=1 activation=6 pos=8,9/8,8")
$(short "round=0 phase=roll roll=movement dice=- activation=- pos=1/1" 1)
$(short "round=4 phase=move turn=1 dice=5 activation=1 pos=4/2" 1)
EOF2
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 8 ]
}

@test "spook exact: the solver and a plain value iteration agree on the whole board, one piece a seat" {
	local s
	s=$(bg-new spook --seed 5 --pieces 1)
	run agree "" <<<"$s"
	[ "$status" -eq 0 ]
	s=$(bg-new spook --seed 6 --pieces 1 | sed 's/round=0 phase=roll roll=movement/round=9 phase=move turn=2 dice=4/; s/activation=-/activation=2/; s|pos=1/1|pos=37/36|')
	run agree "" <<<"$s"
	[ "$status" -eq 0 ]
}

@test "spook exact: bg-moves --eval exact ranks by the chance of winning" {
	run bg-moves -r "$SHORT" --eval exact <<<"$(short "round=3 phase=move turn=1 dice=3 activation=4 pos=2,4/1,7")"
	[ "$status" -eq 0 ]
	assert_equal "$output" "2-5 0.6801 exact +0.00
4-7 0.6094 exact +0.00"
	# ab takes the solver's values at once: every row exact; it judges by
	# the evaluation beyond them, and says which.
	run --separate-stderr bg-moves -r "$SHORT" --eval ab:2 --seed 1 <<<"$(short "round=3 phase=move turn=1 dice=3 activation=4 pos=2,4/1,7")"
	assert_equal "${lines[0]}" "2-5 0.6801 exact +0.00 2 1-4"
	assert_equal "$stderr" "bg-moves: --rules: spook's $RACE_NOTE"
}

@test "spook exact: beyond the tables, one line and status 65" {
	run bg-moves --eval exact <<<"$(bg-new spook --seed 1 --players 3 | bg-roll --seed 1)"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-moves: -:1: exact: with 3 seats the tables cover only the positions where each seat has one piece left to bring home"
	run bg-moves --eval exact <<<"$(bg-new spook --seed 1 --pieces 3 | bg-roll --seed 1)"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-moves: -:1: exact: with 2 seats the tables cover only the positions where each seat has one piece left to bring home"
	# Searches go on without them.
	run bg-moves --eval ab:1 --seed 1 <<<"$(bg-new spook --seed 1 --players 3 | bg-roll --seed 1)"
	[ "$status" -eq 0 ]
}

@test "--no-tables: exact refused, searches without the tables" {
	local s
	s=$(short "round=3 phase=move turn=1 dice=3 activation=4 pos=2,4/1,7")
	run bg-moves -r "$SHORT" --eval exact --no-tables <<<"$s"
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-moves: -:1: exact: the tables are off (--no-tables)"
	run --separate-stderr bg-moves -r "$SHORT" --eval ab:2 --seed 1 --no-tables <<<"$s"
	[ "$status" -eq 0 ]
	[ "$(grep -c exact <<<"$output")" -eq 0 ]
	run bg-apply -r "$SHORT" --play exact --no-tables --seed 1 <<<"$s"
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-apply: -:1: exact: the tables are off (--no-tables)"
	run bg-apply -r "$SHORT" --play exact --seed 1 <<<"$s"
	[ "$status" -eq 0 ]
	[[ $output == *phase=over* ]]
}

# The state of the 16-square board whose table goes to a cache file.
mid() {
	echo "spook players=2 pieces=2 round=3 phase=move turn=1 dice=3 activation=4 pos=2,4/1,7 boards=HCSHWXCSHWXCS/XWHSCHSCHWXCS"
}

@test "table files: written once, read back, the same values" {
	export BG_TABLES=$BATS_TEST_TMPDIR/tables
	local first
	first=$(mid | bg-moves -r "$MID" --eval exact)
	[ "$(ls "$BG_TABLES" | grep -c '^spook-[0-9a-f]*\.table$')" -eq 1 ]
	run bg-moves -r "$MID" --eval exact <<<"$(mid)"
	[ "$status" -eq 0 ]
	assert_equal "$output" "$first"
	# Without a directory (BG_TABLES empty) nothing is written.
	BG_TABLES= run bg-moves -r "$MID" --eval exact <<<"$(mid)"
	assert_equal "$output" "$first"
	[ "$(ls "$BG_TABLES" | wc -l)" -eq 1 ]
}

# refused HOW WHY: the table file spoiled by HOW (a shell command on $f)
# is refused with WHY and built again, the same values as before.
refused() {
	export BG_TABLES=$BATS_TEST_TMPDIR/tables
	local first f
	first=$(mid | bg-moves -r "$MID" --eval exact)
	f=$(ls "$BG_TABLES"/spook-*.table)
	eval "$1"
	run --separate-stderr bg-moves -r "$MID" --eval exact <<<"$(mid)"
	[ "$status" -eq 0 ]
	assert_equal "$output" "$first"
	assert_equal "$stderr" "bg-moves: $f: $2; building the table again"
	# Built again, and written again whole.
	run --separate-stderr bg-moves -r "$MID" --eval exact <<<"$(mid)"
	assert_equal "$stderr" ""
	assert_equal "$output" "$first"
}

@test "table files: a truncated one is refused and built again" {
	refused 'truncate -s -100 "$f"' "cut short"
}

@test "table files: a corrupted one is refused and built again" {
	refused 'printf "\\377\\377\\377\\377" | dd of="$f" bs=1 seek=2000 conv=notrunc 2>/dev/null' \
		"its checksum does not match: corrupted"
}

@test "table files: one of other rules is refused and built again" {
	# Another pair of boards' table, under this pair's name.
	refused 'mid | sed "s|boards=.*|boards=XWHSCHSCHWXCS/HCSHWXCSHWXCS|" | bg-moves -r "$MID" --eval exact >/dev/null; cp "$(ls -t "$BG_TABLES"/*.table | head -1)" "$f"' \
		"a table of other rules"
}

@test "table files: a file that is no table is refused" {
	refused 'echo hello >"$f"' "not a table file"
}

@test "spook exact: the default analysis of a two-seat game judges every decision exactly, with the solver's losses and marks" {
	cd "$BATS_TEST_TMPDIR"
	bg-new spook --players 2 --pieces 2 --seed 4 |
		bg-apply --play random --seed 4 --record g.rec >/dev/null
	bg-apply --analyse default --result -f g.rec >default.json
	bg-apply --analyse exact --result -f g.rec >exact.json
	# Every decision exact, the summary's share all of them.
	[ "$(grep -c '"played"' default.json)" -ge 30 ]
	[ "$(grep '"played"' default.json | grep -vc '"exact":true')" -eq 0 ]
	assert_equal "$(grep -o '"decisions":[0-9]*,"exact":[0-9]*' default.json | awk -F'[:,]' '$2 != $4')" ""
	# The losses and marks of the solver alone, decision by decision.
	marks() { grep '"played"' "$1" | grep -o '"line":[0-9]*\|"loss":[0-9.]*\|"flag":"[a-z]*"' | paste -d' ' - - -; }
	assert_equal "$(marks default.json)" "$(marks exact.json)"
	grep -q '"flag":"error"' exact.json
}
