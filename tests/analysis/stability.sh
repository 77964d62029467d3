# The flags of the analysis of a record of each game under several seeds:
# per game, the decisions, those whose flag (with its undecided mark)
# every seed gives alike, and those on which no seed's decided flags
# contradict another's ("error" and "error?" agree; "error" and "-", or
# "blunder" and "error", do not), with their shares in percent.
# Usage: sh stability.sh JUDGE SEED...
judge=$1
shift
for g in $(bg-new --list); do
	r=$(grep -v '^#' "$BG_TOP/tests/games/$g/stability")
	for seed in "$@"; do
		bg-apply --analyse "$judge" --seed "$seed" --jobs 2 --result \
			-f "$BG_TOP/tests/playthroughs/$r.rec" |
			sed -n 's/.*"line":\([0-9]*\),.*"flag":"\([a-z]*\)","undecided":\([a-z]*\).*/\1 \2 \3/p'
	done | awk -v g="$g" '
		# The flags a decision may have: 0 none, 1 error, 2 blunder;
		# an undecided one, its flag or the next.
		{ lo = $2 == "blunder" ? 2 : $2 == "error"; hi = lo + ($3 == "true")
		  if (!($1 in low)) { n++; low[$1] = lo; high[$1] = hi; first[$1] = $2 $3 }
		  if ($2 $3 != first[$1]) differ[$1] = 1
		  if (lo > low[$1]) low[$1] = lo
		  if (hi < high[$1]) high[$1] = hi }
		END { for (k in low) if (low[k] > high[k]) clash++
		      same = n - length(differ); agree = n - clash
		      printf "%s %d %d %.1f %d %.1f\n", g, n, same,
		          n ? 100 * same / n : 100, agree, n ? 100 * agree / n : 100 }'
done
