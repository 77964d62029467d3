# bg-apply --analyse on a golden playthrough of each game: text, and JSON
# for two of them.
for g in $(bg-new --list); do
	r=$(grep -v '^#' "$BG_TOP/tests/games/$g/playthrough")
	bg-apply --analyse 3 --seed 2 --jobs $JOBS -f "$BG_TOP/tests/playthroughs/$r.rec" |
		sed "s|^$BG_TOP/tests/playthroughs/||"
done
# Spook with three pieces each, where a seat chooses which piece to move.
bg-new spook --players 2 --pieces 3 --seed 4 |
	bg-apply --play random --seed 1 --record spook.rec > /dev/null
bg-apply --analyse 3 --seed 2 --jobs $JOBS -f spook.rec | tail -n 4
bg-apply --analyse 3 --seed 2 --jobs $JOBS --result -f "$BG_TOP/tests/playthroughs/wari-agreed.rec" |
	sed "s|$BG_TOP/tests/playthroughs/||"
bg-apply --analyse 3 --seed 2 --jobs $JOBS --result -f "$BG_TOP/tests/playthroughs/waju-2-players.rec" |
	sed "s|$BG_TOP/tests/playthroughs/||"
