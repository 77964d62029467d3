# The flags of the analysis of each game's golden playthrough under
# several seeds: per game, the decisions, those whose flag (with its
# undecided mark) every seed gives alike, and their share in percent.
# Usage: sh stability.sh JUDGE SEED...
judge=$1
shift
for g in $(bg-new --list); do
	r=$(grep -v '^#' "$BG_TOP/tests/games/$g/playthrough")
	for seed in "$@"; do
		bg-apply --analyse "$judge" --seed "$seed" --result \
			-f "$BG_TOP/tests/playthroughs/$r.rec" |
			sed -n 's/.*"line":\([0-9]*\),.*"flag":"\([a-z]*\)","undecided":\([a-z]*\).*/\1 \2\3/p'
	done | awk -v g="$g" -v seeds=$# '
		{ if (!($1 in first)) { first[$1] = $2; n++ }
		  if ($2 != first[$1]) differ[$1] = 1 }
		END { same = n - length(differ)
		      printf "%s %d %d %.1f\n", g, n, same, n ? 100 * same / n : 100 }'
done
