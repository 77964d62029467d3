#!/bin/sh
# bench/inner.sh BUILD: the policies without tables on Manji's inner
# section (formats/manji.md, MJ-7 to MJ-11: every pawn past the outer
# track), against the exact two-seat table (formats/analysis.md, "Exact
# values").  Random inner-section positions with a die to play, drawn by
# a seeded awk (each seat's two pawns on its small-circle squares, its
# arrival square with the tour done, its spoke or the centre; no two on
# one small-circle square), each move's exact value (bg-moves --eval
# exact: the mover's chance), and of the positions whose moves differ in
# value by more than 0.0001, the share where each policy, --no-tables,
# picks an optimal move (within 0.00005 of the best's), with a 95 %
# Wilson interval, its mean loss of chance and its seconds a decision.
# The table is built on first use (a few minutes) into bench/out/tables.
#
#   BENCH_INNER_POSITIONS  positions with a choice (200)
#   BENCH_INNER_SEED       the draw's seed (1)
#   BENCH_INNER_POLICIES   the policies ("default ply:1 ply:2 ply:3 mc:100")
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-moves" ]; then
	echo "usage: sh bench/inner.sh BUILD  (BUILD holds the programs)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
n=${BENCH_INNER_POSITIONS:-200}
seed=${BENCH_INNER_SEED:-1}
policies=${BENCH_INNER_POLICIES:-default ply:1 ply:2 ply:3 mc:100}
PATH=$bin:$PATH

# 20 times n positions: seats 1 and 3 (arrival squares 0 and 6 on the
# built-in board), each pawn's place r from 0 to 14 along its inner
# route: the small circle from its arrival square (0..11), the arrival
# square with the tour done (12), the spoke (13), the centre (14).
awk -v n="$n" -v seed="$seed" 'BEGIN {
	srand(seed)
	for (i = 1; i <= 20 * n; i++) {
		delete used; pos = ""; ok = 1
		for (s = 0; s < 2; s++) {
			arr = 6 * s
			a = int(rand() * 15); b = int(rand() * 15)
			if (a > b) { t = a; a = b; b = t }
			if (a == b && a != 14 || a == 14) { ok = 0; break }
			w = ""
			for (k = 0; k < 2; k++) {
				r = k ? b : a
				if (r < 13) {
					sq = (arr + r) % 12
					if (sq in used) ok = 0
					used[sq] = 1
				}
				p = r < 12 ? "c" (arr + r) % 12 : r == 12 ? \
				    "c" arr "+" : r == 13 ? "spoke" : "centre"
				w = w (k ? "," : "") p
			}
			pos = pos (s ? "/" : "") w
		}
		if (!ok) continue
		die = 1 + int(rand() * 6)
		print "manji players=2 rolls=9 phase=move turn=" \
		      (rand() < 0.5 ? 1 : 3) " dice=" die " sixes=" \
		      (die == 6 ? 1 : 0) " last=- pos=" pos
	}
}' >"$out/inner.all"
bg-moves --count <"$out/inner.all" | paste -d'|' - "$out/inner.all" |
	awk -F'|' '$1 > 1 { print $2 }' >"$out/inner.many"
t0=$(now)
bg-moves --eval exact <"$out/inner.many" >"$out/inner.values"
t1=$(now)
# The first n whose moves differ in value.
awk -v keep="$out/inner.in" -v n="$n" 'FILENAME == ARGV[1] { st[++ns] = $0; next }
     { m = split($0, line, "\n"); hi = -1; lo = 2; nb++
       for (i = 1; i <= m; i++) {
		split(line[i], w, " ")
		if (w[2] + 0 > hi) hi = w[2] + 0
		if (w[2] + 0 < lo) lo = w[2] + 0
       }
       if (hi - lo > 0.0001 && kept < n) { kept++; print st[nb] >keep; print $0 "\n" } }' \
	"$out/inner.many" RS= "$out/inner.values" >"$out/inner.exact"
echo "Manji, 2 seats, inner section: $(wc -l <"$out/inner.in") decisions" \
     "whose moves differ (exact values in $(sub "$t0" "$t1") s)"
printf '  %-10s %-24s %9s %10s\n' policy "optimal share [95 %]" "mean loss" \
	"s/decision"
for p in $policies; do
	t0=$(now)
	if [ "$p" = default ]; then
		bg-moves --best --no-tables --seed 1 <"$out/inner.in"
	else
		bg-moves --best --no-tables --eval "$p" --seed 1 <"$out/inner.in"
	fi >"$out/inner.$p"
	t1=$(now)
	picked "$out/inner.$p" "$out/inner.exact" | awk -v t="$(sub "$t0" "$t1")" '
		{ all++; loss += $2 - $3; ok += $3 >= $2 - 0.00005 }
		END {
			p = all ? ok / all : 0; z = 1.96; d = 1 + z * z / all
			c = (p + z * z / (2 * all)) / d
			h = z * sqrt(p * (1 - p) / all + z * z / (4 * all * all)) / d
			printf "%.3f [%.3f, %.3f]  %9.4f %10.4f\n", p, c - h, c + h,
				loss / all, t / all
		}' >"$out/inner.score"
	printf '  %-10s %s\n' "$p" "$(cat "$out/inner.score")"
done
