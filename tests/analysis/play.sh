# bg-apply --play: random and mc:N games of each game and several player
# counts, final states and verdicts.
play() { bg-apply --play "$1" --games "$2" --seed 3 --jobs $JOBS ${3:+"$3"}; }
bg-new wari | play random 3
bg-new wari --quiet 50 | play mc:5,random 2 --result
bg-new spook --players 3 --seed 2 | play random 3
bg-new spook --players 2 --pieces 2 --seed 4 | play mc:3 1 --result
bg-new manji --players 2 | play random 2
bg-new manji --players 4 | play random,mc:2,random,random 1 --result
bg-new waju --players 3 | play random 2
bg-new waju --players 2 --marbles 2 | play mc:2,random 1 --result
bg-new wahoo --players 4 | play random 2
bg-new wahoo --players 2 | play mc:3,random 1 --result
bg-new wari --quiet 50 | play mc:24,random 1 --result
