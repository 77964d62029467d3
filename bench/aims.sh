#!/bin/sh
# bench/aims.sh BUILD: the dice computer's aims that are not exact tests
# (issue 45; bench/yardstick.sh measures the exact ones).
#
# (z1) The default policy's seconds a decision, one thread, in each dice
#      game with 2, 3 and 4 seats, on the states with two moves or more
#      of a game of the default against mc:100 (aim: at most 0.1 s).
# (z2) The evaluation's positions a second with 2 seats, one thread
#      (bg-train --speed; aim: 1 M).
# (z3) 4 seats: the default against three mc:100 and against three
#      uct:300, its seat rotated over the four on the same openings and
#      the same seed (so the same dice), its share of the wins (a shared
#      win split), that share over equal play's 25 %, and a 95 % interval
#      of the share (normal, from the games' scores).
#
# bench/run.sh runs it; it runs on its own too.  See bench/README.md.
#
#   BENCH_AIMS_GAMES   games of a 4-seat match, a quarter in each seat (20)
#   BENCH_AIMS_PARTS   "time speed four" (all), or some
#   BENCH_GAMES        the dice games (spook manji waju wahoo)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-train" ]; then
	echo "usage: sh bench/aims.sh BUILD  (BUILD holds bg-train)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
four_games=${BENCH_AIMS_GAMES:-20}
parts=${BENCH_AIMS_PARTS:-time speed four}
dice=${BENCH_GAMES:-spook manji waju wahoo}
PATH=$bin:$PATH

timing() {
	echo "(z1) the default's seconds a decision, one thread, on the states" \
	     "with a choice of a game of the default against mc:100 (aim 0.1)"
	printf '  %-8s %9s %9s %9s\n' game "2 seats" "3 seats" "4 seats"
	for g in $dice; do
		_row=
		for n in 2 3 4; do
			states "$g" "$n"
			_row="$_row $(printf '%9s' "$(per_move default)")"
		done
		printf '  %-8s%s\n' "$g" "$_row"
	done
	echo
}

speed() {
	echo "(z2) the evaluation, one thread, 2 seats (bg-train --speed; aim" \
	     "1 M positions a second)"
	for g in $dice; do
		states "$g" 2
		printf '  %-8s %s\n' "$g" "$(bg-train --speed "$g" \
			<"$out/sample.states")"
	done
	echo
}

four() {
	echo "(z3) 4 seats: the default against three mc:100 and three uct:300," \
	     "its seat rotated on the same dice, $four_games games a match;" \
	     "its wins (a shared win split), share [95 %], over 25%"
	printf '  %-8s %-8s %6s %8s %8s %-17s %6s\n' game rivals games wins \
		share "[95 %]" "x 25%"
	for g in $dice; do
		four_match "$g" mc:100
		four_match "$g" uct:300
	done
	echo
}

case " $parts " in *" time "*) timing ;; esac
case " $parts " in *" speed "*) speed ;; esac
case " $parts " in *" four "*) four ;; esac
