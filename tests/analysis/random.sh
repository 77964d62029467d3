# bg-moves --random over every state of a golden playthrough of each game:
# a move for each state where one is due, nothing for the others.
for g in $(bg-new --list); do
	r=$(grep -v '^#' "$BG_TOP/tests/games/$g/playthrough")
	echo "== $r"
	bg-apply --all -f "$BG_TOP/tests/playthroughs/$r.rec" | bg-moves --random --seed 11
done
