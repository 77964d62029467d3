#!/usr/bin/env bats
# The default judge of every game samples nothing (formats/analysis.md,
# "The default judge"): a record of each game (tests/games/GAME/stability)
# analysed under seeds 1, 2 and 3 and with --jobs 1 and 2 is the same
# bytes, as the table, as JSON and annotated; a sampled judge's is not.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# judged GAME SEED JOBS: the default's table, JSON and annotated record
# of GAME's stability record.
judged() {
	local r
	r=$BG_TOP/tests/playthroughs/$(grep -v '^#' "$BG_TOP/tests/games/$1/stability").rec
	bg-apply --analyse default --seed "$2" --jobs "$3" -f "$r"
	bg-apply --analyse default --seed "$2" --jobs "$3" --result -f "$r"
	bg-apply --analyse default --seed "$2" --jobs "$3" --annotate -f "$r"
}

@test "stability: the default judges each game's record to the same bytes under seeds 1, 2 and 3 and --jobs 1 and 2" {
	for g in $(bg-new --list); do
		judged "$g" 1 1 > "$g.1.1"
		# Something to compare: decisions, and a flagged one.
		[ "$(grep -c '"played"' "$g.1.1")" -ge 8 ] || { echo "$g: too few decisions"; false; }
		grep -q '"flag":"error"\|"flag":"blunder"' "$g.1.1" || [ "$g" = spook ] ||
			{ echo "$g: no flag"; false; }
		for run in "2 2" "3 1"; do
			# shellcheck disable=SC2086 # seed and jobs
			judged "$g" $run > "$g.run"
			cmp "$g.1.1" "$g.run" || { echo "$g: differs under seed and jobs $run"; false; }
		done
	done
}

@test "stability: the annotated record of a judge that samples nothing names no seed; a sampled judge's names it" {
	r=$BG_TOP/tests/playthroughs/wari-agreed.rec
	run bg-apply --analyse default --seed 5 --annotate -f "$r"
	assert_equal "${lines[0]}" "# bg-apply --analyse default"
	run bg-apply --analyse uct:50 --seed 5 --annotate -f "$r"
	assert_equal "${lines[0]}" "# bg-apply --analyse uct:50 --seed 5"
	# The seed moves a sampled judge's values.
	a=$(bg-apply --analyse uct:50 --seed 1 --result -f "$r")
	b=$(bg-apply --analyse uct:50 --seed 2 --result -f "$r")
	[ "$a" != "$b" ]
}
