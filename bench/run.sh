#!/bin/sh
# bench/run.sh BUILD: throughput of the Wari programs of BUILD (a build
# directory holding bg-*, wari-ref and wari-exact), each beside a baseline
# measured in the same run.  `make bench` runs it.  See bench/README.md.
#
#   BENCH_STATES  states in the generated file (default 1000000)
#   BENCH_SEED    seed of the random games that make them (default 1)
#   BENCH_DEPTH   perft depth (default: the first from 9 up that takes bg
#                 at least a second)
#   BENCH_REF     0 skips the wari-ref perft run (the slowest part)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-moves" ] || [ ! -x "$1/wari-ref" ] ||
   [ ! -x "$1/wari-exact" ]; then
	echo "usage: sh bench/run.sh BUILD  (BUILD holds bg-moves, wari-ref and" \
	     "wari-exact: make BUILD/wari-ref BUILD/wari-exact)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
states=${BENCH_STATES:-1000000}
seed=${BENCH_SEED:-1}

echo "bg benchmarks: $bin"
echo "machine: $(uname -srm), $(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') cpus"
echo

# (a) perft from the start position.
start=$out/start.state
"$bin/bg-new" wari >"$start"
if [ -n "${BENCH_DEPTH:-}" ]; then
	depths=$BENCH_DEPTH
else
	depths="9 10 11 12 13"
fi
for depth in $depths; do
	t0=$(now)
	bg_leaves=$("$bin/bg-moves" --perft "$depth" <"$start")
	t1=$(now)
	bg_t=$(sub "$t0" "$t1")
	if awk -v t="$bg_t" 'BEGIN { exit !(t >= 1.0) }'; then
		break
	fi
done
# The figures: the best of three runs of each.
bg_t=$(best "$start" "$bin/bg-moves" --perft "$depth")
echo "(a) perft from the start position, depth $depth: $bg_leaves leaves"
printf '  %-28s %12s %10s %14s %8s\n' program leaves seconds leaves/s ratio
bg_rate=$(rate "$bg_leaves" "$bg_t")
printf '  %-28s %12s %10s %14s %8s\n' "bg-moves --perft $depth" \
	"$bg_leaves" "$bg_t" "$bg_rate" 1.00
# The tight perft of bench/wari-perft.c, written for the standard board
# and the default rules alone: what the game interface costs beside it.
# shellcheck disable=SC2086 # the flags' words
${CC:-cc} -std=c17 ${CFLAGS:--O2 -g} -o "$out/wari-perft" "$top/bench/wari-perft.c"
# baseline NAME WHAT LEAVES SECONDS: a baseline's row, and whether its
# count agrees with bg's.
baseline() {
	_rate=$(rate "$3" "$4")
	printf '  %-28s %12s %10s %14s %8s\n' "$1" "$3" "$4" "$_rate" \
		"$(ratio "$_rate" "$bg_rate")"
	if [ "$3" = "$bg_leaves" ]; then
		echo "  counts agree; bg is $(ratio "$bg_rate" "$_rate")x the $2"
	else
		echo "  COUNTS DISAGREE: bg $bg_leaves, $1 $3"
	fi
}
baseline "wari-perft $depth (tight)" "tight perft" \
	"$("$out/wari-perft" "$depth")" "$(best /dev/null "$out/wari-perft" "$depth")"
if [ "${BENCH_REF:-1}" != 0 ]; then
	t0=$(now)
	ref_leaves=$("$bin/wari-ref" perft "$depth" <"$start")
	t1=$(now)
	baseline "wari-ref perft $depth (naive)" "naive baseline" "$ref_leaves" \
		"$(sub "$t0" "$t1")"
fi
echo

# (b) streams of states.
file=$out/wari-$states.states
afile=$out/wari-$states-a.states
t0=$(now)
"$bin/wari-ref" states "$states" "$seed" >"$file"
"$bin/wari-ref" states "$states" "$seed" a >"$afile"
t1=$(now)
echo "(b) $states states from seeded random games (seed $seed, wari-ref," \
     "$(sub "$t0" "$t1") s for both files):"
echo "    $file ($(wc -c <"$file") bytes)"
echo "    $afile (states where pit a is legal, for bg-apply a)"
printf '  %-28s %10s %14s %12s\n' program seconds states/s "x cat's time"
cat_t=$(best "$file" cat)
printf '  %-28s %10s %14s %12s\n' "cat (baseline)" "$cat_t" \
	"$(rate "$states" "$cat_t")" 1.00
t=$(best "$file" wc -l)
printf '  %-28s %10s %14s %12s\n' "wc -l (baseline)" "$t" \
	"$(rate "$states" "$t")" "$(ratio "$t" "$cat_t")"
for cmd in "bg-moves --count" "bg-moves" "bg-moves --line"; do
	# shellcheck disable=SC2086 # the command's words
	t=$(best "$file" "$bin"/$cmd)
	printf '  %-28s %10s %14s %12s\n' "$cmd" "$t" "$(rate "$states" "$t")" \
		"$(ratio "$t" "$cat_t")"
done
t=$(best "$afile" "$bin/bg-apply" a)
printf '  %-28s %10s %14s %12s\n' "bg-apply a" "$t" "$(rate "$states" "$t")" \
	"$(ratio "$t" "$cat_t")"
t=$(best "$file" "$bin/wari-ref" count)
printf '  %-28s %10s %14s %12s\n' "wari-ref count (naive)" "$t" \
	"$(rate "$states" "$t")" "$(ratio "$t" "$cat_t")"

# The same files double as a cross-check of bg against wari-ref.
"$bin/bg-moves" --count <"$file" >"$out/bg.count"
"$bin/wari-ref" count <"$file" >"$out/ref.count"
"$bin/bg-apply" a <"$afile" >"$out/bg.apply"
"$bin/wari-ref" apply a <"$afile" >"$out/ref.apply"
if cmp -s "$out/bg.count" "$out/ref.count" &&
   cmp -s "$out/bg.apply" "$out/ref.apply"; then
	echo "  bg and wari-ref agree on every move count and every 'a' ply"
	rm -f "$out/bg.count" "$out/ref.count" "$out/bg.apply" "$out/ref.apply"
else
	echo "  bg AND wari-ref DISAGREE: compare $out/bg.count with ref.count," \
	     "bg.apply with ref.apply"
fi

# (c), (d) record replay: bench/records.sh; (p) selecting records:
# bench/select.sh; (q) the replay page: bench/page.sh; (e) Waju:
# bench/waju.sh;
# (f) to (h) analysis: bench/analysis.sh; (s) exact Wari tables:
# bench/solve.sh; (t) the default search against exact values beyond
# its solver: bench/endgames.sh; (u) to (x) the dice games' exact tables:
# bench/tables.sh; (y) the policies against every exact table:
# bench/yardstick.sh; (i), (j) the searches: bench/search.sh, the longest;
# (r) the default under Oware Abapa against ab:6: bench/abapa.sh;
# (k) bots: bench/bot.sh; (l) to (o) the learned evaluation of the dice
# games: bench/learned.sh; (z1) to (z3) the dice computer's aims:
# bench/aims.sh.
sh "$top/bench/records.sh" "$bin"
sh "$top/bench/select.sh" "$bin"
sh "$top/bench/page.sh" "$bin"
sh "$top/bench/waju.sh" "$bin"
echo
sh "$top/bench/analysis.sh" "$bin"
echo
sh "$top/bench/solve.sh" "$bin"
echo
sh "$top/bench/endgames.sh" "$bin"
echo
sh "$top/bench/tables.sh" "$bin"
echo
sh "$top/bench/yardstick.sh" "$bin"
echo
sh "$top/bench/search.sh" "$bin"
echo
sh "$top/bench/abapa.sh" "$bin"
echo
sh "$top/bench/bot.sh" "$bin"
echo
sh "$top/bench/learned.sh" "$bin"
echo
sh "$top/bench/aims.sh" "$bin"
