#!/bin/sh
# bench/tables.sh BUILD: the exact tables of the dice games (formats/
# spook.md and manji.md, "Exact values"; formats/analysis.md, "Table
# files").
#
# (u) Spook's table of two seats of two pieces on the standard board, for
#     a few pairs of boards: the build's time (a fresh table directory),
#     the next run's (read from its file), and the file's size; the same
#     for one piece a seat, which is never kept in a file.
# (v) The policies against exact values: of the last decisions (the
#     pieces nearest the church) of seeded random Spook games (2 seats,
#     2 pieces) whose moves differ in exact
#     value, the share where each policy picks an optimal move, and its
#     mean loss (the optimal move's chance of winning less the chosen
#     one's): exact, the default with its tables and without them
#     (--no-tables), and mc:100.
# (w) Manji's table of two seats on the standard board: the build's time,
#     the next run's, the file's size.
# (x) As (v), Manji, 2 seats, the decisions of whole seeded random games
#     (every BENCH_TABLES_EVERY-th decision with a choice), with uct:300
#     (without the tables) beside mc:100.
#
# bench/run.sh runs it; it runs on its own too.  See bench/README.md.
#
#   BENCH_TABLES_GAMES  seeded random games the decisions come from, each
#                       on a pair of boards of its own (6)
#   BENCH_TABLES_LAST   the decisions taken from each game, its last (40)
#   BENCH_MANJI_GAMES   seeded random Manji games for (x) (20)
#   BENCH_TABLES_EVERY  one Manji decision in so many is taken (3)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-moves" ]; then
	echo "usage: sh bench/tables.sh BUILD  (BUILD holds the programs)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
games=${BENCH_TABLES_GAMES:-6}
last=${BENCH_TABLES_LAST:-40}
manji_games=${BENCH_MANJI_GAMES:-20}
every=${BENCH_TABLES_EVERY:-3}
PATH=$bin:$PATH
BG_TABLES=$out/tables-dice
export BG_TABLES
rm -rf "$BG_TABLES"

# (u) build times and sizes
echo "(u) Spook's exact tables, 2 seats (seconds; a fresh directory, then the file)"
printf '  %-28s %8s %8s %10s\n' table build read "file bytes"
for seed in 1 2 3; do
	s=$(bg-new spook --seed "$seed" | bg-roll --seed 1)
	t0=$(now)
	echo "$s" | bg-moves --eval exact >/dev/null
	t1=$(now)
	echo "$s" | bg-moves --eval exact >/dev/null
	t2=$(now)
	printf '  %-28s %8s %8s %10s\n' "2 pieces, boards of seed $seed" \
		"$(sub "$t0" "$t1")" "$(sub "$t1" "$t2")" \
		"$(ls -l "$BG_TABLES" | awk 'NR > 1 { n = $5 } END { print n }')"
	rm -rf "$BG_TABLES"
done
s=$(bg-new spook --seed 1 --pieces 1 | bg-roll --seed 1)
t0=$(now)
echo "$s" | bg-moves --eval exact >/dev/null
t1=$(now)
printf '  %-28s %8s %8s %10s\n' "1 piece, boards of seed 1" \
	"$(sub "$t0" "$t1")" - -

# (v) the decisions: the last states with a choice of moves in seeded
# random games, one pair of boards a game.
: >"$out/tables.in"
g=1
while [ "$g" -le "$games" ]; do
	rm -f "$out/tables.rec"
	bg-new spook --seed "$g" | bg-apply --play random --seed "$g" \
		--record "$out/tables.rec" >/dev/null
	bg-apply --all -f "$out/tables.rec" | grep ' phase=move ' |
		while IFS= read -r line; do
			[ "$(echo "$line" | bg-moves --count)" -gt 1 ] &&
				echo "$line"
		done | tail -n "$last" >>"$out/tables.in"
	g=$((g + 1))
done
# against NAME POLICY...: each POLICY (P:no-tables is P with the tables
# off) on the decisions of $out/NAME.in, against their exact values:
# of the decisions whose moves differ in value, those where it picks an
# optimal move, its mean loss, and its seconds a decision.
against() {
	_name=$1
	shift
	t0=$(now)
	bg-moves --eval exact <"$out/$_name.in" >"$out/$_name.values"
	t1=$(now)
	echo "  $(wc -l <"$out/$_name.in") decisions, exact values in" \
	     "$(sub "$t0" "$t1") s (tables built)"
	printf '  %-26s %11s %7s %9s %9s\n' policy optimal share "mean loss" \
		"s/decision"
	n=$(wc -l <"$out/$_name.in")
	for p in "$@"; do
		t0=$(now)
		case $p in
		*:no-tables) bg-moves --best --eval "${p%:no-tables}" \
			--no-tables --seed 1 <"$out/$_name.in" ;;
		*) bg-moves --best --eval "$p" --seed 1 <"$out/$_name.in" ;;
		esac >"$out/$_name.$p"
		t1=$(now)
		printf '  %-26s' "$p"
		picked "$out/$_name.$p" "$out/$_name.values" |
		awk '{ differ++; ok += $3 == $2; loss += $2 - $3 }
		     END {
			printf " %5d/%-5d %6.1f%% %9.4f", ok, differ,
				differ ? 100 * ok / differ : 0,
				differ ? loss / differ : 0
		     }'
		awk -v t="$(sub "$t0" "$t1")" -v n="$n" \
			'BEGIN { printf " %9.4f\n", n ? t / n : 0 }'
	done
}
echo "(v) the policies against exact values, Spook, 2 seats of 2 pieces," \
     "the last decisions of $games random games:"
against tables exact default default:no-tables mc:100

# (w) Manji's table
echo "(w) Manji's exact table, 2 seats (seconds; a fresh directory, then the file)"
printf '  %-28s %8s %8s %10s\n' table build read "file bytes"
s=$(bg-new manji | bg-roll --seed 1 | bg-roll --seed 1)
t0=$(now)
echo "$s" | bg-moves --eval exact >/dev/null
t1=$(now)
echo "$s" | bg-moves --eval exact >/dev/null
t2=$(now)
printf '  %-28s %8s %8s %10s\n' "standard board" "$(sub "$t0" "$t1")" \
	"$(sub "$t1" "$t2")" \
	"$(ls -l "$BG_TABLES" | awk '/manji-/ { n = $5 } END { print n }')"

# (x) the decisions of whole random Manji games, one in $every of those
# with a choice.
: >"$out/manji.in"
g=1
while [ "$g" -le "$manji_games" ]; do
	rm -f "$out/manji.rec"
	bg-new manji | bg-apply --play random --seed "$g" \
		--record "$out/manji.rec" >/dev/null
	bg-apply --all -f "$out/manji.rec" | grep ' phase=move ' |
		while IFS= read -r line; do
			[ "$(echo "$line" | bg-moves --count)" -gt 1 ] &&
				echo "$line"
		done | awk -v e="$every" 'NR % e == 0' >>"$out/manji.in"
	g=$((g + 1))
done
echo "(x) the policies against exact values, Manji, 2 seats, the" \
     "decisions of $manji_games random games:"
against manji exact default default:no-tables mc:100 uct:300:no-tables
rm -rf "$BG_TABLES"
