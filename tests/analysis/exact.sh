# The analysis of Wari endgames against exact values: records of random
# play from the first position of a seeded random game with at most
# STONES stones on the board, the moves of every decision solved by
# wari-exact (tests/ref/wari-exact.c).  Prints the decisions, the exactly
# optimal moves flagged as errors, the moves that lose a whole result (a
# win to a draw or a loss, a draw to a loss) and those of them left
# unflagged.  Usage: sh exact.sh JUDGE STONES SEED...
judge=$1 stones=$2
shift 2
: >moves.txt
: >after.txt
for seed in "$@"; do
	rm -f full.rec
	bg-new wari | bg-apply --play random --seed "$seed" --record full.rec >/dev/null
	bg-apply --all -f full.rec >states
	first=$(awk -F'pits=' -v max="$stones" '{ split($2, f, " ")
		n = split(f[1], p, /[,\/]/); s = 0
		for (i = 1; i <= n; i++) s += p[i]
		if (s <= max) { print NR; exit } }' states)
	[ -n "$first" ] || continue
	{ sed -n "${first}p" states
	  grep -v -e '^[A-Z#]' -e '^wari' full.rec | tail -n "+$first"; } >end.rec
	bg-apply --all -f end.rec >end.states
	bg-apply --analyse "$judge" --seed "$seed" --result -f end.rec |
		grep '"line"' | sed 's/.*"line":\([0-9]*\).*"seat":"\([a-z]*\)","played":"\([a-z]*\)".*"flag":"\([a-z]*\)".*/\1 \2 \3 \4/' |
		while read -r line seat played flag; do
			st=$(sed -n "$((line - 1))p" end.states)
			for m in $(printf '%s\n' "$st" | bg-moves); do
				echo "$seed:$line $seat $played $flag $m" >>moves.txt
				printf '%s\n' "$st" | bg-apply "$m" >>after.txt
			done
		done
done
wari-exact solve <after.txt | paste -d ' ' moves.txt - | awk '
	{ id = $1; seat = $2; r = ""
	  for (i = 6; i < NF; i++) if ($i == seat) r = $(i + 1)
	  v = r == "win" ? 2 : r == "draw" ? 1 : 0
	  if (!(id in best) || v > best[id]) best[id] = v
	  if ($5 == $3) { mine[id] = v; flag[id] = $4 } }
	END { for (id in best) { n++; loss = best[id] - mine[id]
		if (loss == 0 && flag[id] != "none") false_errors++
		if (loss > 0) { mistakes++; if (flag[id] == "none") missed++ } }
	      printf "decisions %d, false errors %d, mistakes %d, missed %d\n",
		n, false_errors, mistakes, missed }'
