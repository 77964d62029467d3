#!/usr/bin/env bats
# The default judge of every game samples nothing (formats/analysis.md,
# "The default judge"): a record of each game (tests/games/GAME/stability)
# analysed under seeds 1, 2 and 3 and with --jobs 1 and 2 is the same
# bytes, as the table, as JSON and annotated; a sampled judge's is not.
# The marks of that judgement follow the losses.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# judged GAME SEED JOBS OUT: the default's table (OUT.t), JSON (OUT.j)
# and annotated record (OUT.a) of GAME's stability record.
judged() {
	local r
	r=$BG_TOP/tests/playthroughs/$(grep -v '^#' "$BG_TOP/tests/games/$1/stability").rec
	bg-apply --analyse default --seed "$2" --jobs "$3" -f "$r" >"$4.t" &&
	bg-apply --analyse default --seed "$2" --jobs "$3" --result -f "$r" >"$4.j" &&
	bg-apply --analyse default --seed "$2" --jobs "$3" --annotate -f "$r" >"$4.a"
}

# judgement GAME: GAME.t, GAME.j and GAME.a, judged under seed 1 and
# --jobs 2, made once a file (the tests of stability and of the marks
# read the same judgement) and copied here.
judgement() {
	local d=$BATS_FILE_TMPDIR/judged-$1
	if [ ! -f "$d.a" ]; then
		judged "$1" 1 2 "$d.part" || return 1
		for x in t j a; do mv "$d.part.$x" "$d.$x"; done
	fi
	for x in t j a; do cp "$d.$x" "$1.$x"; done
}

@test "marks: a mark follows the loss (over 0.02, 0.05, 0.15), a tie with the best has none; the list, JSON and annotated record count them alike" {
	for g in $(bg-new --list); do
		# The stability test's judgement: the same bytes for any seed
		# and number of jobs.
		judgement "$g"
		cp "$g.j" j
		cp "$g.t" t
		cp "$g.a" a
		# The mark of a decision judged without sampling is its loss's.
		awk -F'"loss":' '/"played"/ { split($2, x, ","); l = x[1] + 0
			want = l > 0.15 ? "blunder" : l > 0.05 ? "error" : l > 0.02 ? "inaccuracy" : "none"
			if ($0 !~ "\"flag\":\"" want "\"") print "wrong mark: " $0 }' j >wrong
		assert_equal "$(cat wrong)" ""
		# A played move valued as the best lost nothing.
		sed -n 's/.*"value":\([0-9.]*\),"best":"[^"]*","best_value":\([0-9.]*\),"loss":\([0-9.]*\),.*"flag":"\([a-z]*\)".*/\1 \2 \3 \4/p' j |
			awk '$1 == $2 && ($3 != "0.0000" || $4 != "none")' >ties
		assert_equal "$(cat ties)" ""
		# The summaries: JSON, table and annotated, against the marks.
		for m in inaccuracy error blunder; do
			n=$(grep -c "\"flag\":\"$m\"" j || true)
			[ "$(grep -c " $m\$" t || true)" -eq "$n" ]
			# (the record's own comment kept after the mark)
			[ "$(grep -c " $m\( # .*\)\?\$" a || true)" -eq "$n" ]
		done
		sum() { grep -o "\"$1\":[0-9]*" j | cut -d: -f2 | awk '{ s += $1 } END { print s + 0 }'; }
		[ "$(sum inaccuracies)" -eq "$(grep -c '"flag":"inaccuracy"' j || true)" ]
		[ "$(sum errors)" -eq "$(grep -c '"flag":"\(error\|blunder\)"' j || true)" ]
		[ "$(sum blunders)" -eq "$(grep -c '"flag":"blunder"' j || true)" ]
		tsum() { grep -o "$1 [0-9]*," "$2" | awk '{ s += $2 } END { print s + 0 }'; }
		for w in inaccuracies errors blunders; do
			[ "$(tsum "$w" t)" -eq "$(sum "$w")" ]
			[ "$(tsum "$w" a)" -eq "$(sum "$w")" ]
		done
		echo "$g $(sum inaccuracies) $(sum errors) $(sum blunders)" >>counts
	done
	cat counts
	# Marks of every kind somewhere.
	[ "$(awk '{ i += $2; e += $3; b += $4 } END { print (i > 0) (e > 0) (b > 0) }' counts)" = 111 ]
}

@test "stability: the default judges each game's record to the same bytes under seeds 1, 2 and 3 and --jobs 1 and 2" {
	for g in $(bg-new --list); do
		judgement "$g"
		# Something to compare: decisions, and a flagged one.
		[ "$(grep -c '"played"' "$g.j")" -ge 8 ] || { echo "$g: too few decisions"; false; }
		grep -q '"flag":"error"\|"flag":"blunder"' "$g.j" || [ "$g" = spook ] ||
			{ echo "$g: no flag"; false; }
		for run in "2 1" "3 1"; do
			# shellcheck disable=SC2086 # seed and jobs
			judged "$g" $run "$g.run"
			for x in t j a; do
				cmp "$g.$x" "$g.run.$x" || { echo "$g: differs under seed and jobs $run"; false; }
			done
		done
	done
}

@test "stability: the annotated record of a judge that samples nothing names no seed; a sampled judge's names it" {
	# The first four actions of a game: the header is the same for
	# any length.
	r=$BATS_TEST_TMPDIR/opening.rec
	grep -v '^Result:' "$BG_TOP/tests/playthroughs/wari-agreed.rec" |
		head -n 10 >"$r"
	[ "$(grep -c '^[a-f]$' "$r")" -eq 4 ]
	run bg-apply --analyse default --seed 5 --annotate -f "$r"
	assert_equal "${lines[0]}" "# bg-apply --analyse default"
	run bg-apply --analyse uct:50 --seed 5 --annotate -f "$r"
	assert_equal "${lines[0]}" "# bg-apply --analyse uct:50 --seed 5"
	# The seed moves a sampled judge's values.
	a=$(bg-apply --analyse uct:50 --seed 1 --result -f "$r")
	b=$(bg-apply --analyse uct:50 --seed 2 --result -f "$r")
	[ "$a" != "$b" ]
}

@test "stability: Wahoo's and Spook's records annotated by the default under --jobs 1, as under --jobs 2, Wahoo's exact decision noted" {
	# The small part of the test above that the sanitizer build runs:
	# a ply search given a decision the tables solve (Wahoo), the
	# tables' positions of two pieces a seat (Spook), an exact note.
	local g r
	for g in wahoo spook; do
		r=$BG_TOP/tests/playthroughs/$(grep -v '^#' "$BG_TOP/tests/games/$g/stability").rec
		bg-apply --analyse default --seed 1 --jobs 1 --annotate -f "$r" >"$g.1"
		bg-apply --analyse default --seed 3 --jobs 2 --annotate -f "$r" >"$g.2"
		cmp "$g.1" "$g.2"
		[ "$(grep -c '^[^#]* # .* exact ' "$g.1")" -eq "$([ "$g" = wahoo ] && echo 1 || echo 0)" ]
	done
}
