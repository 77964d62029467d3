# bg-moves --eval, --best and --seats on every 25th state of a golden
# playthrough of each game.
for g in $(bg-new --list); do
	r=$(grep -v '^#' "$BG_TOP/tests/games/$g/playthrough")
	echo "== $r"
	bg-apply --all -f "$BG_TOP/tests/playthroughs/$r.rec" | awk 'NR % 25 == 3' > states
	bg-moves --eval 40 --seed 5 --jobs $JOBS < states
	echo "-- best"
	bg-moves --eval 40 --best --seed 5 --jobs $JOBS < states
	echo "-- seats"
	bg-moves --eval 40 --seats --seed 5 --jobs $JOBS < states
done
