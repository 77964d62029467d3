# bg-moves --random over every state of a golden playthrough of each game:
# a move for each state where one is due, nothing for the others.
for r in wari-agreed spook-3-players-shared manji-2-players waju-2-players wahoo-2-players; do
	echo "== $r"
	bg-apply --all -f "$BG_TOP/tests/playthroughs/$r.rec" | bg-moves --random --seed 11
done
