#!/bin/sh
# bench/analysis.sh BUILD: the speed of analysis (formats/analysis.md) —
# random playouts in-process per game, bg-moves --eval, --jobs, and
# self-play at scale — each beside a baseline measured in the same run.
# bench/run.sh runs it last; it runs on its own too.  See bench/README.md.
#
#   BENCH_GAMES       random games per game for the playout rates (20000)
#   BENCH_WAJU_GAMES  games of the 4-player Waju self-play run (100000)
#   BENCH_LOOP_GAMES  games the shell loop plays for its baseline (20)
#   BENCH_PARTS       the parts to run: "playouts jobs scale" (all), or
#                     some of them: (f), (g) and (h)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-apply" ] || [ ! -x "$1/wari-ref" ]; then
	echo "usage: sh bench/analysis.sh BUILD  (BUILD holds bg-apply and" \
	     "wari-ref: make BUILD/wari-ref)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
games=${BENCH_GAMES:-20000}
waju_games=${BENCH_WAJU_GAMES:-100000}
loop_games=${BENCH_LOOP_GAMES:-20}
parts=${BENCH_PARTS:-playouts jobs scale}
PATH=$bin:$PATH

# timed VAR CMD...: runs CMD (its output to $out/timed.out) and sets VAR
# to the seconds it took.
timed() {
	_var=$1
	shift
	_t0=$(now)
	"$@" >"$out/timed.out"
	_t1=$(now)
	eval "$_var=$(sub "$_t0" "$_t1")"
}

# actions_of FILE: the actions of every game verdict in FILE, summed.
actions_of() {
	grep -o '"actions":[0-9]*' "$1" | cut -d: -f2 | awk '{ s += $1 } END { print s + 0 }'
}

playouts() {
echo "(f) random playouts in-process, one thread: bg-apply --play random" \
     "--games $games --result"
printf '  %-30s %10s %12s %8s %14s %14s\n' game actions seconds moves% \
	actions/s moves/s
for g in "wari" "spook --players 4 --seed 1" "manji --players 4" \
	"waju --players 4" "wahoo --players 4"; do
	# shellcheck disable=SC2086 # the game's words
	bg-new $g >"$out/start.state"
	timed t sh -c 'bg-apply --play random --games "$1" --seed 1 --result \
		<"$2"' _ "$games" "$out/start.state"
	actions=$(actions_of "$out/timed.out")
	# The share of moves among the actions (the rest are chance events),
	# from the records of 200 of the same games.
	rm -f "$out/moves.rec"
	bg-apply --play random --games 200 --seed 1 --record "$out/moves.rec" \
		<"$out/start.state" >/dev/null
	share=$(tr '\t' '\n' <"$out/moves.rec" | awk '
		/^(Policy|Seed|Number|Result): / || / / { next }
		{ n++; if ($0 !~ /^roll:/) m++ }
		END { printf "%.1f", (n ? 100 * m / n : 0) }')
	printf '  %-30s %10s %12s %8s %14s %14s\n' "$g" "$actions" "$t" "$share" \
		"$(rate "$actions" "$t")" \
		"$(rate "$(awk -v a="$actions" -v s="$share" 'BEGIN { print a * s / 100 }')" "$t")"
	[ "${g%% *}" = wari ] && { wari_actions=$actions; wari_t=$t; }
done
bg-new wari >"$out/start.state"
timed ref_t sh -c 'wari-ref playouts "$1" 1 <"$2"' _ "$games" "$out/start.state"
ref_plies=$(cat "$out/timed.out")
echo "  wari-ref playouts $games (naive): $ref_plies plies in $ref_t s," \
     "$(rate "$ref_plies" "$ref_t") plies/s;" \
     "bg is $(ratio "$(rate "$wari_actions" "$wari_t")" "$(rate "$ref_plies" "$ref_t")")x the naive baseline"
echo
}

# jobs LABEL N CMD...: CMD with --jobs 1 and 2 appended (its input from
# $out/jobs.in), both outputs the same bytes, the seconds and the ratio.
jobs() {
	_label=$1 _n=$2
	shift 2
	timed t1 sh -c '"$@" --jobs 1 <"$0"' "$out/jobs.in" "$@"
	cp "$out/timed.out" "$out/jobs.1"
	timed t2 sh -c '"$@" --jobs 2 <"$0"' "$out/jobs.in" "$@"
	cmp -s "$out/jobs.1" "$out/timed.out" || echo "  --jobs 1 AND 2 DIFFER: $_label"
	printf '  %-44s %8s %10s %10s %8s\n' "$_label" "$_n" "$t1" "$t2" \
		"$(ratio "$t1" "$t2")"
}

threads() {
echo "(g) --jobs 1 and 2, each analysis mode on a small job and a large one" \
     "(n: the moves, games or decisions)"
printf '  %-44s %8s %10s %10s %8s\n' job n "--jobs 1" "--jobs 2" speed-up
bg-new wari >"$out/jobs.in"
jobs "--eval 100, Wari start" 6 bg-moves --eval 100 --seed 1
jobs "--eval 1000, Wari start" 6 bg-moves --eval 1000 --seed 1
bg-new waju --players 4 --seed 1 | bg-roll --seed 1 >"$out/jobs.in"
jobs "--eval 1000, 4-player Waju, first move" \
	"$(bg-moves --count <"$out/jobs.in")" bg-moves --eval 1000 --seed 1
bg-new wari >"$out/jobs.in"
jobs "--eval uct:2000, Wari start (one tree)" 6 bg-moves --eval uct:2000 --seed 1
jobs "--eval uct:200000, Wari start (four trees)" 6 \
	bg-moves --eval uct:200000 --seed 1
jobs "--eval ab:6, Wari start" 6 bg-moves --eval ab:6 --seed 1
jobs "--eval ab:11, Wari start" 6 bg-moves --eval ab:11 --seed 1
jobs "--play random --games 1000, Wari" 1000 \
	bg-apply --play random --games 1000 --seed 1
jobs "--play random --games 100000, Wari" 100000 \
	bg-apply --play random --games 100000 --seed 1
jobs "--play mc:300,random --games 1, Wari" 1 \
	bg-apply --play mc:300,random --games 1 --seed 1 --result
jobs "--play uct:300,ab:3 --games 20, Wari" 20 \
	bg-apply --play uct:300,ab:3 --games 20 --seed 1 --result
rec=$top/tests/playthroughs/wari-agreed.rec
decisions=$(bg-apply --analyse 1 --seed 1 -f "$rec" | awk '/decisions/ { s += $3 } END { print s }')
: >"$out/jobs.in"
jobs "--analyse 20, a Wari record" "$decisions" \
	bg-apply --analyse 20 --seed 1 -f "$rec"
jobs "--analyse 500, a Wari record" "$decisions" \
	bg-apply --analyse 500 --seed 1 -f "$rec"
jobs "--analyse ab:6, a Wari record" "$decisions" \
	bg-apply --analyse ab:6 --seed 1 -f "$rec"
echo
}

scale() {
echo "(h) self-play at scale: 4-player Waju, bg-apply --play random --jobs 2"
bg-new waju --players 4 >"$out/start.state"
timed t sh -c 'bg-apply --play random --games "$1" --seed 1 --jobs 2 \
	<"$2"' _ "$waju_games" "$out/start.state"
grep -o 'result=[^ ]*' "$out/timed.out" | sort | uniq -c |
	awk -v n="$waju_games" '{ printf "  %s %d (%.1f%%)\n", $2, $1, 100 * $1 / n }'
# The baseline: the generic loop in the shell, four programs a ply.
t0=$(now)
i=0
while [ "$i" -lt "$loop_games" ]; do
	state=$(bg-new waju --players 4)
	while :; do
		state=$(printf '%s\n' "$state" | bg-roll --seed "$i")
		move=$(printf '%s\n' "$state" | bg-moves --random --seed "$i")
		[ -n "$move" ] || break
		state=$(printf '%s\n' "$state" | bg-apply "$move")
	done
	i=$((i + 1))
done
t1=$(now)
loop_t=$(sub "$t0" "$t1")
per_game=$(awk -v t="$loop_t" -v n="$loop_games" 'BEGIN { printf "%.4f", t / n }')
printf '  %-44s %10s s %14s s/game\n' "bg-apply --play, $waju_games games" "$t" \
	"$(awk -v t="$t" -v n="$waju_games" 'BEGIN { printf "%.6f", t / n }')"
printf '  %-44s %10s s %14s s/game\n' "shell loop (baseline), $loop_games games" \
	"$loop_t" "$per_game"
echo "  in-process is $(awk -v a="$per_game" -v t="$t" -v n="$waju_games" \
	'BEGIN { printf "%.0f", a / (t / n) }')x the shell loop per game;" \
     "200 games of the loop take about $(awk -v a="$per_game" 'BEGIN { printf "%.0f", 200 * a }') s"
}

case " $parts " in *" playouts "*) playouts ;; esac
case " $parts " in *" jobs "*) threads ;; esac
case " $parts " in *" scale "*) scale ;; esac
