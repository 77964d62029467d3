#!/bin/sh
# bench/search.sh BUILD: the strength and the speed of the searches
# (formats/analysis.md).  Strength: seeded matches of two policies,
# bg-apply --play A,B and B,A from openings of two random plies (chance
# events rolled), each policy's share of the points (a draw a half) and
# the one-sided binomial p-value of its wins against its losses; the mean
# time a decision of each policy beside.  Speed: uct:N iterations a second
# in each game beside random playouts a second from the same states.
# bench/run.sh runs it last; it runs on its own too.  See bench/README.md.
#
#   BENCH_MATCH_GAMES  games a match, half with each policy first (200)
#   BENCH_SPEED_N      uct:N iterations, and playouts, a state (4000)
#   BENCH_PARTS        the parts to run: "strength speed" (both), or one
#   BENCH_MATCHES      the matches of the strength part, by their number
#                      in the table from 1 (default: all)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-apply" ]; then
	echo "usage: sh bench/search.sh BUILD  (BUILD holds bg-apply)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
match_games=${BENCH_MATCH_GAMES:-200}
parts=${BENCH_PARTS:-strength speed}
matches=${BENCH_MATCHES:-}
match_number=0
speed_n=${BENCH_SPEED_N:-4000}
PATH=$bin:$PATH

strength() {
echo "(i) strength: seeded matches from openings of two random plies, seats" \
     "alternated, $match_games games a match"
printf '  %-8s %-16s %-16s %5s %5s %5s %6s %9s %9s %9s\n' game A B wins \
	draws losses "A's" p "A s/move" "B s/move"
match uct:2000 mc:2000 wari
match ab:8 mc:2000 wari
match "$(bg-moves --help | sed -n 's/.*without --eval: by \([^)]*\)).*/\1/p')" \
	ab:6:score wari
match uct:20000 uct:2000 wari
match uct:20000 ab:10 wari
# The dice games: uct:300 and the deepest ab:D whose decisions take
# about as long as mc:100's, or less, on states of such games.
for g in "4 manji --players 2" "3 waju --players 2" "4 wahoo --players 2" \
	"3 spook --players 2 --seed 1"; do
	# shellcheck disable=SC2086 # the depth and the game's words
	set -- $g
	d=$1
	shift
	match uct:300 mc:100 "$@"
	match "ab:$d" mc:100 "$@"
done
echo
}

speed() {
echo "(j) speed: uct:$speed_n iterations a second, beside $speed_n random" \
     "playouts a second from the same states (bg-moves --eval $speed_n" \
     "--seats), one thread"
printf '  %-28s %8s %14s %14s %8s\n' game states "playouts/s" "iterations/s" \
	ratio
for g in "wari" "spook --players 2 --seed 1" "manji --players 2" \
	"waju --players 2" "wahoo --players 2" "manji --players 4" \
	"waju --players 4" "wahoo --players 4"; do
	# States with two moves or more, from a random game.
	# shellcheck disable=SC2086 # the game's words
	bg-new $g | bg-apply --play random --seed 1 --record "$out/speed.rec" \
		>/dev/null 2>&1 || true
	bg-apply --all -f "$out/speed.rec" >"$out/speed.all"
	rm -f "$out/speed.rec"
	bg-moves --count <"$out/speed.all" | paste -d'|' - "$out/speed.all" |
		awk -F'|' '$1 > 1 { print $2 }' | awk 'NR % 4 == 1' |
		head -n 10 >"$out/speed.states"
	k=$(wc -l <"$out/speed.states")
	t0=$(now)
	bg-moves --eval "$speed_n" --seats --seed 1 <"$out/speed.states" >/dev/null
	t1=$(now)
	bg-moves --eval "uct:$speed_n" --seed 1 <"$out/speed.states" >/dev/null
	t2=$(now)
	p=$(rate $((k * speed_n)) "$(sub "$t0" "$t1")")
	u=$(rate $((k * speed_n)) "$(sub "$t1" "$t2")")
	printf '  %-28s %8s %14s %14s %8s\n' "$g" "$k" "$p" "$u" "$(ratio "$u" "$p")"
done
}

case " $parts " in *" strength "*) strength ;; esac
case " $parts " in *" speed "*) speed ;; esac
