# bg-moves --eval uct:N and ab:D, and --best with them, on every 25th
# state of a golden playthrough of each game; four seats (max^n); two
# trees of uct; exact values in small Wari endgames; bg-apply --play and
# --analyse with the searches.
for r in wari-agreed spook-3-players-shared manji-2-players waju-2-players wahoo-2-players; do
	echo "== $r"
	bg-apply --all -f "$BG_TOP/tests/playthroughs/$r.rec" | awk 'NR % 25 == 3' > states
	echo "-- uct:300"
	bg-moves --eval uct:300 --seed 5 --jobs $JOBS < states
	echo "-- ab:3"
	bg-moves --eval ab:3 --seed 5 --jobs $JOBS < states
	echo "-- best"
	bg-moves --best --eval ab:2 --seed 5 --jobs $JOBS < states
	bg-moves --best --eval uct:100 --seed 5 --jobs $JOBS < states
done
echo "== manji, four seats"
bg-new manji --players 4 | bg-apply --play random --seed 1 --record m4.rec > /dev/null
bg-apply --all -f m4.rec > all
bg-moves --count < all | paste -d'|' - all | awk -F'|' '$1 > 1 { print $2 }' |
	awk 'NR % 3 == 1' | head -n 4 > states
bg-moves --eval uct:400 --seed 5 --jobs $JOBS < states
bg-moves --eval ab:2 --seed 5 --jobs $JOBS < states
echo "== wari, uct:60000 (two trees)"
bg-new wari | bg-moves --eval uct:60000 --seed 5 --jobs $JOBS
echo "== exact"
head -n 6 "$BG_TOP/tests/search/wari-endgames.txt" > endgames
bg-moves --eval exact --jobs $JOBS < endgames
bg-moves --best --eval exact --jobs $JOBS < endgames
head -n 2 endgames | bg-moves --eval uct:40 --seed 5 --jobs $JOBS
head -n 2 endgames | bg-moves --eval ab:2 --jobs $JOBS
head -n 2 endgames | bg-apply --play exact,uct:40 --seed 3 --jobs $JOBS --result
echo "== play"
play() { bg-apply --play "$1" --games "$2" --seed 3 --jobs $JOBS --result; }
bg-new wari | play uct:50,ab:2 2
bg-new wari | play ab:3:score,ab:3 1
bg-new manji --players 2 | play ab:1,uct:20 2
bg-new spook --players 2 --pieces 3 --seed 4 | play uct:20,ab:1 1
bg-new wahoo --players 4 | play uct:10,ab:1,random,random 1
echo "== analyse"
bg-apply --analyse ab:2 --seed 2 --jobs $JOBS -f "$BG_TOP/tests/playthroughs/wari-agreed.rec" |
	sed "s|^$BG_TOP/tests/playthroughs/||" | tail -n 6
bg-apply --analyse uct:50 --seed 2 --jobs $JOBS --result -f "$BG_TOP/tests/playthroughs/waju-2-players.rec" |
	sed "s|$BG_TOP/tests/playthroughs/||" | tail -n 4
