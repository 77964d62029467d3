#!/bin/sh
# run.sh BUILD...: the C unit tests and every bats file, against the
# programs of each build directory, as parallel jobs on every core (JOBS
# overrides the number; TESTS="a.bats b.bats" runs only those files).  A
# line for each test file as it finishes, then each skipped test with its
# reason, the failures, and last "N passed, N failed" (a skipped test
# counts as passed).  The tests write only into temporary directories and
# the build directories: a run that changes the source tree (a file of it
# written, added or removed) counts one failure.  A test program that
# ends badly without reporting
# a failure (a crash, a sanitizer report) counts as one failure of its
# own.  The tests of the package and its documents (package.bats,
# docs.bats, library.bats, and newgame.bats, which builds a copy of the
# tree of its own) run once, against the first build: the bot that
# library.bats builds on the installed libbg is built without the
# sanitizers, which a sanitized libbg.a would need.  A build named *-san
# runs with BG_SANITIZED set, and without the tests of tests/san-skips,
# whose lines its other tests reach (scripts/coverage.sh --choose writes
# the list), and games.bats without the cases it names there; they are
# counted in one line.
# Each job's line gives its wall time and its processor time (user and
# system, of all its processes: what the job costs whatever else the
# machine runs).  The processor time is kept in BUILD/test-times, and the
# next run starts the longest jobs first; before the last line come the
# slowest jobs (processor and wall seconds) and their sum, and the
# slowest tests of the run with their wall times (SLOWEST=N: N of each,
# 10 by default).
#
# run.sh --one BUILD TEST OUT FIRST: one job: runs TEST (a bats file, or
# "unit") against BUILD, with the exact tables' cache of the build FIRST
# (every build's programs make the same tables: each is built once a
# run), writes its TAP to OUT and prints its progress line.
top=$(cd "$(dirname "$0")/.." && pwd)

# sanitizer_kept FILE: nothing when the sanitizer build runs the whole of
# FILE; else a regular expression (bats --filter) of the descriptions of
# the tests of FILE it runs, those not in tests/san-skips, or "none".
# (A test's description is what its @test line says between the quotes.
# A line "FILE: case ..." names a case of games.bats, which games.bats
# leaves out itself.)
sanitizer_kept() {
	awk -v f="$1: " 'index($0, f) == 1 && index($0, f "case ") != 1 {
		print substr($0, length(f) + 1)
	}' "$top/tests/san-skips" >"$out.skips"
	if [ ! -s "$out.skips" ]; then
		rm -f "$out.skips"
		return 0
	fi
	sed -n 's/^@test "\(.*\)" {$/\1/p' "$top/tests/$1" |
		grep -vxF -f "$out.skips" |
		sed 's/[][\\.*^$+?(){}|]/\\&/g' | paste -sd '|' - |
		sed 's/^\(..*\)$/^(\1)$/; s/^$/none/'
	rm -f "$out.skips"
}

if [ "$1" = --one ]; then
	build=$2 test=$3 out=$4 first=$5
	bin=$(cd "$build" && pwd)
	start=$(date +%s)
	# The games played through the generic loop start thousands of
	# processes, and the leak check at each exit doubles their time under
	# the sanitizers; the other files check the same programs for leaks,
	# and memory errors are still caught here.
	# A build with gcov's instrumentation (make coverage): each job's
	# programs write their counts under BUILD/gcda/TEST/, so that a
	# test that limits the size of files (ulimit -f) spoils no other
	# job's counts, and gcov's own complaints go to a file, not into the
	# standard error the tests compare (scripts/coverage.sh reads them).
	if [ -n "$(find "$bin" -maxdepth 1 -name '*.gcno' | head -n 1)" ]; then
		GCOV_PREFIX=$bin/gcda/$test
		GCOV_PREFIX_STRIP=$(echo "$bin" | tr -cd / | wc -c)
		GCOV_ERROR_FILE=$bin/gcda/$test.errors
		mkdir -p "$GCOV_PREFIX"
		export GCOV_PREFIX GCOV_PREFIX_STRIP GCOV_ERROR_FILE
	fi
	case $test in
	*-play.bats)
		ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
		export ASAN_OPTIONS
		;;
	esac
	if [ "$test" = unit ]; then
		"$bin/unit" >"$out.raw" 2>&1
	else
		# No test may hang the suite: one that runs 20 minutes fails
		# (the jobs share the cores, so a test takes longer than alone).
		# The sanitizer build leaves out the tests of tests/san-skips.
		sanitized= kept=
		set --
		case $build in *-san)
			sanitized=1
			kept=$(sanitizer_kept "$test")
			[ -z "$kept" ] || set -- --filter "$kept"
			;;
		esac
		if [ "$kept" = none ]; then
			echo "1..0 # skip every test left to the plain build" >"$out.raw"
		else
			env BG_BIN="$bin" BG_TOP="$top" BG_SANITIZED="$sanitized" \
				BG_TEST_TABLES="$(cd "$first" && pwd)/tables" \
				BATS_TEST_TIMEOUT=1200 \
				bats --tap --timing "$@" "$top/tests/$test" >"$out.raw" 2>&1
		fi
	fi
	status=$?
	cp "$out.raw" "$out"
	if [ "$status" -ne 0 ] && ! grep -qE '^not ok' "$out.raw"; then
		echo "not ok - $build/$test exited with status $status" >>"$out"
		tail -n 20 "$out.raw" | sed 's/^/# /' >>"$out"
	fi
	rm -f "$out.raw"
	# Each test's time, for the slowest listed at the end; the TAP lines
	# lose it, so that they read as without --timing.
	sed -n "s|^\(not \)*ok [0-9]* \(.*\) in \([0-9]*\)ms\( # skip.*\)*\$|\3 $build/$test: \2|p" \
		"$out" >"$out.times"
	sed -i 's/^\(\(not \)*ok [0-9]* .*\) in [0-9]*ms\( # skip.*\)*$/\1\3/' "$out"
	passed=$(grep -cE '^ok ' "$out")
	failed=$(grep -cE '^not ok' "$out")
	seconds=$(($(date +%s) - start))
	# The processor time of the job's processes (user and system), which
	# other work on the machine does not stretch as it does the wall time.
	times >"$out.cpu"
	cpu=$(awk 'NR == 2 {
		t = 0
		for (i = 1; i <= 2; i++) {
			split($i, f, "m"); t += f[1] * 60 + f[2]
		}
		printf "%d", t + 0.5
	}' "$out.cpu")
	echo "$cpu $test" >>"$build/test-times"
	echo "$cpu $seconds $build/$test" >"$out.job"
	printf '%-4s %-32s %4d passed, %d failed, %ds (%ds of processor)\n' \
		"$([ "$failed" -eq 0 ] && echo ok || echo FAIL)" \
		"$build/$test" "$passed" "$failed" "$seconds" "$cpu"
	exit 0
fi

# What the source tree holds besides the builds: tests write only into
# their temporary directories and the build directories, and the run
# fails when the tree is changed.
tree_state() {
	git -C "$top" status --porcelain --ignored --untracked-files=all 2>/dev/null |
		grep -vE '^!! (build[^/]*|bench/out)/'
}
tree_before=$(tree_state)

jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
files=${TESTS:-$(cd "$top/tests" && ls -- *.bats)}
first=$1
# What tests the package and its documents rather than a build's
# programs runs once, against the first build.
once="package.bats docs.bats library.bats newgame.bats"
# Each job with its time in the last run (the file's size in bytes before
# there was one): the first build's jobs first, so that the fastest
# programs make the exact tables that every build then reads (building
# them under the sanitizers takes minutes), and within a build the
# longest first, so that no long job starts last.
n=0
for build in "$@"; do
	n=$((n + 1))
	for test in $files unit; do
		case " $once " in
		*" $test "*) [ "$build" = "$first" ] || continue ;;
		esac
		last=$(grep " $test\$" "$build/test-times" 2>/dev/null | tail -n 1)
		if [ -n "$last" ]; then
			cost=${last%% *}
		elif [ -f "$top/tests/$test" ]; then
			cost=$(($(wc -c <"$top/tests/$test") / 1000))
		else
			cost=1
		fi
		echo "$n $cost $build $test $dir/$(echo "$build/$test" | tr / _).tap"
	done
done | sort -k1,1n -k2,2rn | cut -d ' ' -f 3- >"$dir/jobs"
for build in "$@"; do
	tail -n 200 "$build/test-times" >"$dir/times" 2>/dev/null &&
		cp "$dir/times" "$build/test-times"
done
echo "$(grep -c '' "$dir/jobs") test files on $jobs jobs"
parallel --will-cite --line-buffer --colsep ' ' -j "$jobs" \
	sh "$0" --one {1} {2} {3} "$first" <"$dir/jobs"
cat "$dir"/*.tap >"$dir/log"
cat "$dir"/*.tap.times >"$dir/test-times" 2>/dev/null
# Each test's wall time, kept in BUILD/test-times-each ("MS BUILD/FILE:
# DESCRIPTION"): what scripts/coverage.sh weighs a test by.
for build in "$@"; do
	grep -F " $build/" "$dir/test-times" >"$build/test-times-each"
done
tree_after=$(tree_state)
if [ "$tree_after" != "$tree_before" ]; then
	{
		echo "not ok - the tests changed the source tree:"
		printf '%s\n' "$tree_before" >"$dir/before"
		printf '%s\n' "$tree_after" | grep -vxF -f "$dir/before" | sed 's/^/# /'
	} >>"$dir/log"
fi
# Each skipped test, with its reason; those the sanitizer build leaves
# to the plain build (tests/san-skips) counted in one line, and a line
# there that names no test is a failure (games.bats checks the lines
# that name its cases, "games.bats: case FILE: NAME").
sed -n 's/^ok [0-9]* \(.*\) # skip \(.*\)/skipped: \1 (\2)/p' "$dir/log" |
	sort -u
awk -v skips="$top/tests/san-skips" '
	FILENAME == skips {
		if ($0 !~ /^(#|$)/ && $0 !~ /^[^:]*: case /) want[$0] = 1
		next
	}
	FNR == 1 { f = FILENAME; sub(/.*\//, "", f) }
	/^@test ".*" {$/ {
		d = $0; sub(/^@test "/, "", d); sub(/" {$/, "", d)
		have[f ": " d] = 1
	}
	END {
		for (w in want)
			if (!(w in have)) print "not ok - tests/san-skips names no test: " w
	}' "$top/tests/san-skips" "$top"/tests/*.bats >>"$dir/log"
case " $* " in *-san" "*)
	left=$(for test in $files; do
		grep "^$test: " "$top/tests/san-skips"
	done | awk '/^[^:]*: case / { c++; next } { t++ }
		END { printf "%d tests", t; if (c) printf " and %d cases of games.bats", c }')
	[ "$left" = "0 tests" ] ||
		echo "left out: $left in the sanitizer build, whose lines its other tests reach (tests/san-skips)"
	;;
esac
grep -E '^not ok' "$dir/log"
grep -E -A12 '^not ok' "$dir/log" | grep -E '^#' | head -n 200
# The slowest jobs (a file against a build) and the slowest tests, with
# their times, for whoever makes the suite faster.
echo "slowest jobs (seconds of processor, of wall time):"
cat "$dir"/*.tap.job 2>/dev/null | sort -rn | head -n "${SLOWEST:-10}" |
	awk '{ printf "  %5d s %5d s  %s\n", $1, $2, $3 }'
cat "$dir"/*.tap.job 2>/dev/null |
	awk '{ c += $1; w += $2 } END { printf "  %5d s %5d s  in all\n", c, w }'
echo "slowest tests:"
sort -rn "$dir/test-times" | head -n "${SLOWEST:-10}" |
	awk '{ t = $1; $1 = ""; printf "  %5.1f s %s\n", t / 1000, $0 }'
passed=$(grep -cE '^ok ' "$dir/log")
failed=$(grep -cE '^not ok' "$dir/log")
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
