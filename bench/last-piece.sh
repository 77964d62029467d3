#!/bin/sh
# bench/last-piece.sh BUILD: policies without tables against the
# last-piece tables (formats/analysis.md, "Last-piece tables").  For each
# game and seat count whose table is built on first use, random
# last-piece positions with a die to play (from a seeded awk), each
# move's exact value (bg-moves --eval exact: the mover's chance), and of
# the positions whose moves differ in value by more than 0.0001, the
# share where each policy, --no-tables, picks an optimal move (its exact
# value within 0.00005 of the best's), with a 95 % Wilson interval, and
# its mean loss of chance.  It runs on its own; see bench/README.md.
#
#   BENCH_LAST_POSITIONS  positions with a choice a table (300), of 40
#                         times as many drawn (one piece a seat seldom
#                         has more than one move: a shortcut, the hub)
#   BENCH_LAST_POLICIES   the policies ("default ply:1 ply:3 mc:100")
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-moves" ]; then
	echo "usage: sh bench/last-piece.sh BUILD  (BUILD holds the programs)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
n=${BENCH_LAST_POSITIONS:-300}
policies=${BENCH_LAST_POLICIES:-default ply:1 ply:3 mc:100}
PATH=$bin:$PATH

# draw GAME SEATS: n random last-piece states with a die to play, each a
# line (the ones the rules refuse are dropped by the caller).
draw() {
	awk -v game="$1" -v seats="$2" -v n="$n" -v seed="$2$n" 'BEGIN {
		srand(seed)
		for (i = 1; i <= 40 * n; i++) {
			pos = ""
			for (s = 1; s <= seats; s++) {
				if (game == "manji") {
					r = int(rand() * 55)
					w = r == 0 ? "home" : r <= 40 ? r : r <= 52 ? \
					    "c" (r - 41) : r == 53 ? "c0+" : "spoke"
					w = w ",centre"
				} else {
					r = int(rand() * 50)
					w = r == 0 ? "h" : r <= 48 ? r - 1 : \
					    (game == "waju" ? "v" : "hub")
					f = game == "waju" ? "g" : "t"
					w = w "," f "2," f "3," f "4"
				}
				pos = pos (s > 1 ? "/" : "") w
			}
			turn = 1 + int(rand() * seats)
			if (seats == 2)
				turn = turn == 1 ? 1 : 3
			die = 1 + int(rand() * 6)
			if (game == "manji")
				print "manji players=" seats " rolls=9 phase=move turn=" turn \
				      " dice=" die " sixes=0 last=- pos=" pos
			else if (game == "wahoo")
				print "wahoo players=" seats " rolls=9 phase=move turn=" turn \
				      " dice=" die " shortcut=- pos=" pos
		}
	}'
}

printf '%-6s %5s %-9s %9s  %-22s %s\n' game seats policy decisions \
	"optimal share [95 %]" "mean loss"
for table in manji:2 manji:3 wahoo:2; do
	game=${table%:*} seats=${table#*:}
	draw "$game" "$seats" | while read -r line; do
		printf '%s\n' "$line" | bg-moves --count >/dev/null 2>&1 &&
			[ "$(printf '%s\n' "$line" | bg-moves --count)" -gt 1 ] &&
			printf '%s\n' "$line"
	done | head -n "$n" >"$out/last.in"
	# Each position's moves and exact values, one line each: MOVE=V ...
	while read -r line; do
		printf '%s\n' "$line" | bg-moves --eval exact |
			awk '{ printf "%s%s=%s", (NR > 1 ? " " : ""), $1, $2 } END { print "" }'
	done <"$out/last.in" >"$out/last.exact"
	for p in $policies; do
		if [ "$p" = default ]; then
			bg-moves --best --no-tables --seed 1 <"$out/last.in"
		else
			bg-moves --best --no-tables --eval "$p" --seed 1 <"$out/last.in"
		fi >"$out/last.$p"
		paste -d' ' "$out/last.$p" "$out/last.exact" | awk '{
			best = -1; worst = 2
			for (i = 2; i <= NF; i++) {
				split($i, mv, "="); v[mv[1]] = mv[2]
				if (mv[2] > best) best = mv[2]
				if (mv[2] < worst) worst = mv[2]
			}
			if (best - worst > 0.0001) {
				all++; loss += best - v[$1]
				if (v[$1] >= best - 0.00005) ok++
			}
			delete v
		} END { print ok + 0, all + 0, (all ? loss / all : 0) }' >"$out/last.score"
		read -r ok all loss <"$out/last.score"
		printf '%-6s %5s %-9s %9s  %-22s %.4f\n' "$game" "$seats" "$p" \
			"$all" "$(wilson "$ok" "$all")" "$loss"
	done
done
