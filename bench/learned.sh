#!/bin/sh
# bench/learned.sh BUILD: the learned evaluation of the dice games and
# the searches on it (formats/evaluation.md).  Strength: the default
# policy of each dice game against mc:100 and uct:300, 2 seats, seats
# alternated on the same dice (search.sh's matches: shares, one-sided
# p); rollout:N against the default, the same way; 4 seats, the default
# against three mc:100, its seat rotated, its share of the wins (a
# shared win split).  Speed: the network's
# positions a second (bg-train --speed); the time a decision of each
# policy on states of a game between the default and mc:100.  See
# bench/README.md.
#
#   BENCH_MATCH_GAMES  games a 2-seat match, half each way (400)
#   BENCH_FOUR_GAMES   games of a 4-seat match, a quarter in each seat (200)
#   BENCH_ROLLOUT      the rollout policy matched against the default
#                      (rollout:16), and BENCH_ROLLOUT_GAMES its games (100)
#   BENCH_PARTS        "strength rollout four speed time" (all), or some
#   BENCH_GAMES        the dice games (spook manji waju wahoo)
#   BENCH_MATCHES      the 2-seat matches by their number from 1 (all)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-train" ]; then
	echo "usage: sh bench/learned.sh BUILD  (BUILD holds bg-train)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
match_games=${BENCH_MATCH_GAMES:-400}
four_games=${BENCH_FOUR_GAMES:-200}
rollout=${BENCH_ROLLOUT:-rollout:16}
rollout_games=${BENCH_ROLLOUT_GAMES:-100}
parts=${BENCH_PARTS:-strength rollout four speed time}
dice=${BENCH_GAMES:-spook manji waju wahoo}
matches=${BENCH_MATCHES:-}
match_number=0
PATH=$bin:$PATH

strength() {
echo "(l) strength: the default policy against mc:100 and uct:300, 2 seats," \
     "seats alternated on the same dice, $match_games games a match"
printf '  %-8s %-16s %-16s %5s %5s %5s %6s %9s %9s %9s\n' game A B wins \
	draws losses "A's" p "A s/move" "B s/move"
for g in $dice; do
	# shellcheck disable=SC2046 # the game's words
	match default mc:100 $(setup "$g" 2)
	# shellcheck disable=SC2046
	match default uct:300 $(setup "$g" 2)
done
echo
}

rollouts() {
echo "(l2) $rollout against the default, 2 seats, seats alternated on the" \
     "same dice, $rollout_games games a match"
printf '  %-8s %-16s %-16s %5s %5s %5s %6s %9s %9s %9s\n' game A B wins \
	draws losses "A's" p "A s/move" "B s/move"
_keep=$match_games
match_games=$rollout_games
for g in $dice; do
	# shellcheck disable=SC2046 # the game's words
	match "$rollout" default $(setup "$g" 2)
done
match_games=$_keep
echo
}

four() {
echo "(m) 4 seats: the default against three mc:100, its seat rotated," \
     "$four_games games a game; its wins (a shared win split), its share" \
     "[95 %] and the share over equal play's 25%"
printf '  %-8s %-8s %6s %8s %8s %-17s %6s\n' game rivals games wins \
	share "[95 %]" "x 25%"
for g in $dice; do
	four_match "$g" mc:100
done
echo
}

speed() {
echo "(n) the network's speed, one thread: every seat's chances of the" \
     "states of a game, again and again for a second (bg-train --speed)"
for g in $dice; do
	for n in 2 4; do
		states "$g" "$n"
		printf '  %-8s %d seats: %s\n' "$g" "$n" \
			"$(bg-train --speed "$g" <"$out/sample.states")"
	done
done
echo
}

timing() {
echo "(o) seconds a decision, one thread, on the states with two moves or" \
     "more of a 2-seat game of the default against mc:100"
printf '  %-8s %9s %9s %9s %9s %9s %9s %11s\n' game ply:1 ply:2 ply:3 \
	default mc:100 uct:300 rollout:36
for g in $dice; do
	states "$g" 2
	printf '  %-8s %9s %9s %9s %9s %9s %9s %11s\n' "$g" \
		"$(per_move ply:1)" "$(per_move ply:2)" "$(per_move ply:3)" \
		"$(per_move default)" "$(per_move mc:100)" \
		"$(per_move uct:300)" "$(per_move rollout:36)"
done
echo
}

case " $parts " in *" strength "*) strength ;; esac
case " $parts " in *" rollout "*) rollouts ;; esac
case " $parts " in *" four "*) four ;; esac
case " $parts " in *" speed "*) speed ;; esac
case " $parts " in *" time "*) timing ;; esac
