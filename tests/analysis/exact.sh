# The analysis of Wari endgames against exact values: records of random
# play from the first position of a seeded random game with at most
# STONES stones on the board, the moves of every decision solved by
# bg-moves --eval exact (tests/exact.bats checks that solver against a
# plain brute force).  Prints the decisions, the exactly
# optimal moves flagged as errors, the moves that lose a whole result (a
# win to a draw or a loss, a draw to a loss) and those of them left
# unflagged.  Usage: sh exact.sh JUDGE STONES SEED...
judge=$1 stones=$2
shift 2
: >moves.txt
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
		grep '"line"' | sed 's/.*"line":\([0-9]*\).*"seat":"\([a-z]*\)","played":"\([a-z]*\)".*"flag":"\([a-z]*\)".*/\1 \2 \3 \4/' \
		>judged
	# Each decision's state, all solved by one bg-moves: a paragraph of
	# moves a state, in the order of the states.
	awk 'NR == FNR { want[$1 - 1] = 1; next } FNR in want' judged end.states >decided
	bg-moves --eval exact <decided >values
	[ "$(awk 'BEGIN { RS = "" } END { print NR }' values)" -eq "$(grep -c '' judged)" ] ||
		{ echo "exact.sh: seed $seed: not every decision solved" >&2; exit 1; }
	awk -v seed="$seed" 'NR == FNR { id[NR] = seed ":" $1 " " $3 " " $4; next }
		{ n = split($0, m, "\n"); for (i = 1; i <= n; i++) print id[FNR], m[i] }' \
		judged RS= values >>moves.txt
done
# id played flag move value exact margin: a whole result lost is a value
# below the best by half a win or more.
awk '{ id = $1; v = $5 + 0
	  if (!(id in best) || v > best[id]) best[id] = v
	  if ($4 == $2) { mine[id] = v; flag[id] = $3 } }
	END { for (id in best) { n++; loss = best[id] - mine[id]
		if (loss == 0 && flag[id] != "none") false_errors++
		if (loss > 0) { mistakes++; if (flag[id] == "none") missed++ } }
	      printf "decisions %d, false errors %d, mistakes %d, missed %d\n",
		n, false_errors, mistakes, missed }' moves.txt
