#!/usr/bin/env bats
# Grading by --analyse (formats/analysis.md, bg-analysis(7)): losses with
# their standard errors, flags only beyond a threshold with confidence,
# exact decisions, the default judge, and the gates of each seat with
# their reports for CI.

load helpers

# North gives five stones away with e (a blunder); after it, south and
# north play the moves ab:6 ranks first.
B='wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=46 idle=1 pits=1,3,0,0,2,4/0,0,2,1,0,11 captured=11,13'

setup() {
	cd "$BATS_TEST_TMPDIR"
	printf 'Event: north blunders\n%s\ne\nf\na\nb\nb\ne\n' "$B" > g.rec
}

@test "grading: the table and the summary of a record judged by ab:6, every --jobs the same" {
	run --separate-stderr bg-apply --analyse ab:6 -f g.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(cat "$BG_TOP/tests/analysis/grade.txt")"
	assert_equal "$(bg-apply --analyse ab:6 --jobs 2 -f g.rec)" "$output"
}

@test "grading: a loss from few playouts is undecided, not an error; with more it is a blunder" {
	printf '%s\ne\n' "$B" > b.rec
	run bg-apply --analyse 3 --seed 1 --result -f b.rec
	assert_equal "${lines[0]}" '{"record":"b.rec","line":2,"action":1,"seat":"north","played":"e","value":0.6250,"best":"f","best_value":0.9167,"loss":0.2917,"se":0.2041,"exact":false,"flag":"none","undecided":true,"rounds":4}'
	[[ ${lines[1]} == *'"errors":0,"blunders":0,"undecided":1}' ]]
	run bg-apply --analyse 3 --seed 1 -f b.rec
	assert_equal "${lines[0]}" "b.rec:2:    north e       0.6250  best f       0.9167  loss 0.2917 se 0.2041 error?"
	# 200 playouts separate the loss from both thresholds at once.
	run bg-apply --analyse 200 --seed 1 --result -f b.rec
	[[ ${lines[0]} == *'"se":0.0408,"exact":false,"flag":"blunder","undecided":false,"rounds":1}' ]]
	# The same seed and record give the same bytes for every --jobs.
	assert_equal "$(bg-apply --analyse 3 --seed 1 --jobs 2 --result -f b.rec)" \
		"$(bg-apply --analyse 3 --seed 1 --jobs 1 --result -f b.rec)"
}

@test "grading: a decision between proven values is exact, and says so" {
	E='wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=80 idle=1 pits=0,0,0,1,0,1/1,0,0,0,1,0 captured=20,22'
	printf '%s\nf\n' "$E" > e.rec
	run bg-apply --analyse ab:20 --result -f e.rec
	[[ ${lines[0]} == *'"played":"f","value":1.0000,"best":"f","best_value":1.0000,"loss":0.0000,"se":0.0000,"exact":true,"flag":"none","undecided":false,"rounds":1}' ]]
	[[ ${lines[1]} == *'"decisions":1,"exact":1,'* ]]
	run bg-apply --analyse ab:20 -f e.rec
	assert_equal "${lines[0]}" "e.rec:2:    north f       1.0000  best f       1.0000  loss 0.0000 exact   -"
}

@test "grading: --analyse default is the documented judge" {
	printf '%s\ne\n' "$B" > b.rec
	assert_equal "$(bg-apply --analyse default --seed 1 -f b.rec)" \
		"$(bg-apply --analyse uct:20000 --seed 1 -f b.rec)"
	grep -q 'uct:20000' "$BG_TOP/formats/analysis.md"
}

@test "grading: the gates of one seat: south's pass, north's fail, and the line says why" {
	run --separate-stderr bg-apply --analyse ab:6 --seat south --max-blunders 0 --max-loss 0.01 -f g.rec
	[ "$status" -eq 0 ]
	run --separate-stderr bg-apply --analyse ab:6 --seat north --max-blunders 0 -f g.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: g.rec: seat north's blunders 1 are more than --max-blunders 0"
	# A gate may name its seat; without --seat, a gate without one
	# grades every seat.
	run --separate-stderr bg-apply --analyse ab:6 --max-loss south=0 --max-errors north=1 -f g.rec
	[ "$status" -eq 0 ]
	run --separate-stderr bg-apply --analyse ab:6 --max-loss north=0.1 --max-errors 0 -f g.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: g.rec: seat north's mean loss 0.1270 is more than --max-loss 0.1; seat north's errors 1 are more than --max-errors 0"
	# The analysis is printed whatever the gates say.
	[ "${#lines[@]}" -eq 8 ]
}

@test "grading: --report tap and junit, one case a record and graded seat, match their goldens" {
	run --separate-stderr bg-apply --analyse ab:6 --max-blunders 0 --report tap -f g.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "$(cat "$BG_TOP/tests/analysis/grade.tap")"
	assert_equal "$stderr" "bg-apply: g.rec: seat north's blunders 1 are more than --max-blunders 0"
	run --separate-stderr bg-apply --analyse ab:6 --max-blunders 0 --report junit -f g.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "$(cat "$BG_TOP/tests/analysis/grade.xml")"
	run bg-apply --analyse ab:6 --seat south --max-blunders 0 --report tap -f g.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(printf 'TAP version 13\nok 1 - north blunders: seat south\n1..1')"
}

@test "grading: the TAP report is valid TAP 13, the JUnit one valid against the schema" {
	if command -v prove >/dev/null; then
		perl "$BG_TOP/tests/ci/tapcheck.pl" "$BG_TOP/tests/analysis/grade.tap" > check.out
		assert_equal "$(cat check.out)" "version 13, tests 2, failed 1"
	fi
	command -v xmllint >/dev/null || skip "xmllint is not installed"
	run xmllint --noout --schema "$BG_TOP/tests/ci/junit.xsd" "$BG_TOP/tests/analysis/grade.xml"
	[ "$status" -eq 0 ]
}

@test "grading: a seat that is none of the record's, and bad gates, are refused (64)" {
	run --separate-stderr bg-apply --analyse ab:2 --seat 8 -f g.rec
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: g.rec: no seat 8: its seats are north, south"
	[ -z "$output" ]
	run --separate-stderr bg-apply --analyse ab:2 --max-loss east=0.1 -f g.rec
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: g.rec: no seat east: its seats are north, south"
	# In the dice games seats are named by their numbers.
	r="$BG_TOP/tests/playthroughs/manji-2-players.rec"
	run --separate-stderr bg-apply --analyse ab:1 --seat 2 -f "$r"
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: $r: no seat 2: its seats are 1, 3"
	check() {
		run --separate-stderr bg-apply "${@:3}"
		[ "$status" -eq "$1" ] || { echo "status $status: ${*:3}"; false; }
		assert_equal "$stderr" "$2"
	}
	check 64 "bg-apply: --max-errors: 'x' is not a number from 0 to 1000000000" \
		--analyse ab:2 --max-errors x -f g.rec
	check 64 "bg-apply: --max-blunders: '' is not a number from 0 to 1000000000" \
		--analyse ab:2 --max-blunders north= -f g.rec
	check 64 "bg-apply: --max-loss: '' is not a seat's name" \
		--analyse ab:2 --max-loss ==0.1 -f g.rec
	check 64 "bg-apply: --max-loss: '1.5' is not a number from 0 to 1 such as 0.05" \
		--analyse ab:2 --max-loss north=1.5 -f g.rec
	check 64 "bg-apply: --seat, --max-loss, --max-errors and --max-blunders go with --analyse" \
		--seat north -f g.rec
	check 64 "bg-apply: --analyse --report writes the report alone; it does not go with --result" \
		--analyse ab:2 --report tap --result -f g.rec
}
