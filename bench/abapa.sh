#!/bin/sh
# bench/abapa.sh BUILD: the default policy's strength under Oware Abapa
# (bg-new wari --preset abapa: WR-10's majority ending, WR-11's cycle
# ending) against ab:6, beside the same match under Wari's seed rules
# (bg-new wari) in the same run: search.sh's matches (the same openings
# of two random plies, seats alternated, bg-apply --play A,B and B,A),
# the default's share of the points (a draw a half) with its 95 % Wilson
# interval over the games.  bench/run.sh runs it after search.sh; it runs
# on its own too.  See bench/README.md.
#
#   BENCH_ABAPA_GAMES  games a match, half with each policy first (24)
#   BENCH_ABAPA_B      the opponent (ab:6)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-apply" ]; then
	echo "usage: sh bench/abapa.sh BUILD  (BUILD holds bg-apply)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
match_games=${BENCH_ABAPA_GAMES:-24}
opponent=${BENCH_ABAPA_B:-ab:6}
matches=
match_number=0
PATH=$bin:$PATH

echo "(r) Oware Abapa: the default against $opponent, seeded matches from" \
     "openings of two random plies, seats alternated, $match_games games a" \
     "match, Wari's seed rules the baseline"
printf '  %-8s %-16s %-16s %5s %5s %5s %6s %9s %9s %9s\n' game A B wins \
	draws losses "A's" p "A s/move" "B s/move"
for rules in "wari" "wari --preset abapa"; do
	# shellcheck disable=SC2086 # the game's words
	match default "$opponent" $rules
	read -r w d l <"$out/wdl"
	echo "    $rules: A's score $(wilson "$(awk -v w="$w" -v d="$d" \
		'BEGIN { print w + d / 2 }')" $((w + d + l))) (95 % interval)"
done
