#!/bin/sh
# bench/yardstick.sh BUILD: the dice games' policies, without tables,
# against every exact table (formats/analysis.md, "Last-piece tables";
# formats/spook.md and manji.md, "Exact values").  Each test is a set of
# decisions; of those whose moves differ in exact value (bg-moves --eval
# exact, to four decimals), the share where a policy (--no-tables) picks
# an optimal move, with a 95 % Wilson interval, its mean loss of chance,
# and its seconds a decision (over every decision of the set, one
# thread).  The tests, per game, seat count and section:
#
#   last   the last-piece tables of every game and seat count that
#          builds: seeded random positions where each seat has one piece
#          left (a die to play), those with more than one move
#   whole  the two-seat whole-game tables of Spook (2 pieces, the boards
#          of seed 1, the last BENCH_YARD_LAST decisions of each game)
#          and Manji (every decision): the decisions of seeded random
#          games
#   inner  Manji, 2 seats, the inner section (every pawn past the outer
#          track, where no pawn is captured, so a game stays there): the
#          decisions of seeded random games from seeded random such
#          positions, by the whole-game table
#
# bench/run.sh runs it; it runs on its own too.  See bench/README.md.
# The tables are built on first use into bench/out/tables and read from
# there after (Manji's whole-game table takes minutes to build once).
#
#   BENCH_YARD_POSITIONS  decisions with a choice a test (150)
#   BENCH_YARD_GAMES      seeded random games drawn from (40; Spook 10)
#   BENCH_YARD_LAST       Spook's decisions taken from each game's end (40)
#   BENCH_YARD_POLICIES   the policies ("default ply:1 ply:3 mc:100")
#   BENCH_YARD_TESTS      the tests, GAME:SEATS:SECTION (all that build)
#   BENCH_YARD_WEIGHTS    a weights file the policies judge by, for its
#                         game (bg-moves --weights); the built-in ones by
#                         default
#   BENCH_YARD_KEEP       a directory to keep each test's decisions in,
#                         as GAME-SEATS-SECTION.states (for bg-train
#                         --curve-states); none by default
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-moves" ]; then
	echo "usage: sh bench/yardstick.sh BUILD  (BUILD holds the programs)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
n=${BENCH_YARD_POSITIONS:-150}
games=${BENCH_YARD_GAMES:-40}
spook_last=${BENCH_YARD_LAST:-40}
policies=${BENCH_YARD_POLICIES:-default ply:1 ply:3 mc:100}
tests=${BENCH_YARD_TESTS:-manji:2:last manji:3:last spook:2:last \
spook:3:last waju:2:last waju:3:last wahoo:2:last wahoo:3:last \
spook:4:last waju:4:last wahoo:4:last manji:4:last \
spook:2:whole manji:2:whole manji:2:inner}
PATH=$bin:$PATH

# spook_boards SEATS: the boards of a Spook game of SEATS seats, seed 1.
spook_boards() {
	bg-new spook --players "$1" --pieces 2 --seed 1 | sed 's/.* boards=//'
}

# starts GAME SEATS: seeded random last-piece states at the start of a
# turn (of a round in Spook), one a line, each seat's last piece
# anywhere; some of them the rules refuse.
starts() {
	awk -v game="$1" -v seats="$2" -v n="$n" -v seed="$2$n" \
	    -v boards="$(spook_boards "$2")" 'BEGIN {
		srand(seed)
		for (i = 1; i <= 4 * n; i++) {
			pos = ""
			for (s = 1; s <= seats; s++) {
				if (game == "manji") {
					r = int(rand() * 55)
					w = r == 0 ? "home" : r <= 40 ? r - 1 : \
					    r <= 52 ? "c" (r - 41) : \
					    r == 53 ? "c" 3 * (s - 1) "+" : "spoke"
					w = w ",centre"
				} else if (game == "spook") {
					w = 1 + int(rand() * 39) ",40"
				} else {
					r = int(rand() * 50)
					w = r == 0 ? "h" : r <= 48 ? r - 1 : \
					    (game == "waju" ? "v" : "hub")
					f = game == "waju" ? "g" : "t"
					w = w "," f "2," f "3," f "4"
				}
				pos = pos (s > 1 ? "/" : "") w
			}
			turn = 1 + int(rand() * seats)
			if (seats == 2 && game != "spook")
				turn = turn == 1 ? 1 : 3
			if (game == "manji")
				print "manji players=" seats " rolls=9 phase=roll " \
				      "roll=turn turn=" turn " dice=- sixes=0 last=- pos=" pos
			else if (game == "wahoo")
				print "wahoo players=" seats " rolls=9 phase=roll " \
				      "roll=turn turn=" turn " dice=- shortcut=- pos=" pos
			else if (game == "waju")
				print "waju players=" seats " marbles=4 rolls=9 " \
				      "phase=roll roll=turn turn=" turn " dice=- pos=" pos
			else
				print "spook players=" seats " pieces=2 round=5 " \
				      "phase=roll roll=movement dice=2 activation=3 pos=" \
				      pos " boards=" boards
		}
	}'
}

# inner_starts: seeded random two-seat Manji states at the start of a
# turn, every pawn past the outer track (its small circle's squares, its
# tour done or not, its spoke, the centre); some the rules refuse.
inner_starts() {
	awk -v n="$n" 'BEGIN {
		srand(n)
		for (i = 1; i <= 4 * n; i++) {
			pos = ""
			for (s = 1; s <= 3; s += 2) {
				for (k = 1; k <= 2; k++) {
					r = int(rand() * 15)
					w[k] = r < 12 ? "c" r : r == 12 ? \
					       "c" 3 * (s - 1) "+" : r == 13 ? "spoke" : "centre"
				}
				pos = pos (s > 1 ? "/" : "") w[1] "," w[2]
			}
			print "manji players=2 rolls=9 phase=roll roll=turn turn=" \
			      (rand() < 0.5 ? 1 : 3) " dice=- sixes=0 last=- pos=" pos
		}
	}'
}

# last GAME SEATS [STARTS]: the decisions of seeded random games from
# the starts (of `starts GAME SEATS`, or the command STARTS) the rules
# take.
last() {
	${3:-starts} "$1" "$2" >"$out/yard.starts"
	bg-moves --count <"$out/yard.starts" 2>"$out/yard.refused" \
		>/dev/null || true
	awk -F: 'FILENAME == ARGV[1] { bad[$3] = 1; next }
	         !(FNR in bad)' "$out/yard.refused" "$out/yard.starts" |
		bg-apply --play random --seed 1 --record "$out/yard.rec" \
		>/dev/null
	bg-apply --all --lines -f "$out/yard.rec" |
		grep -v ' phase=roll \| phase=over '
	rm -f "$out/yard.starts" "$out/yard.refused" "$out/yard.rec"
}

# played GAME SEATS: the move states of seeded random games.
played() {
	_g=1
	while [ "$_g" -le "$games" ]; do
		rm -f "$out/yard.rec"
		case $1 in
		spook) bg-new spook --pieces 2 --seed 1 ;;
		*) bg-new "$1" --players "$2" ;;
		esac | bg-apply --play random --seed "$_g" \
			--record "$out/yard.rec" >/dev/null
		bg-apply --all -f "$out/yard.rec" | grep ' phase=move ' |
			if [ "$1" = spook ]; then tail -n "$spook_last"; else cat; fi
		_g=$((_g + 1))
	done
	rm -f "$out/yard.rec"
}

# choose: the states of standard input the rules take that have more
# than one move, the first $n.  A refused line is named on standard
# error by its number and prints no count.
choose() {
	cat >"$out/yard.drawn"
	bg-moves --count <"$out/yard.drawn" >"$out/yard.count" \
		2>"$out/yard.refused" || true
	awk -F: 'FILENAME == ARGV[1] { bad[$3] = 1; next }
	         FILENAME == ARGV[2] { c[++nc] = $0; next }
	         !(FNR in bad) && c[++k] > 1' "$out/yard.refused" \
		"$out/yard.count" "$out/yard.drawn" | head -n "$n"
	rm -f "$out/yard.drawn" "$out/yard.count" "$out/yard.refused"
}

# score GAME SEATS SECTION: each policy on $out/yard.in against its
# exact values; a line each.
score() {
	_all=$(wc -l <"$out/yard.in")
	for _p in $policies; do
		_t0=$(now)
		# shellcheck disable=SC2046 # the policy's words
		bg-moves --best --no-tables --seed 1 \
			$([ "$_p" = default ] || echo "--eval $_p") \
			${BENCH_YARD_WEIGHTS:+--weights "$BENCH_YARD_WEIGHTS"} \
			<"$out/yard.in" >"$out/yard.picks"
		_t1=$(now)
		picked "$out/yard.picks" "$out/yard.values" |
			awk '{ all++; ok += $3 == $2; loss += $2 - $3 }
			     END { print ok + 0, all + 0, all ? loss / all : 0 }' \
			>"$out/yard.score"
		read -r _ok _differ _loss <"$out/yard.score"
		printf '  %-6s %5s %-6s %-8s %5s %9s  %-22s %9.4f %10.4f\n' \
			"$1" "$2" "$3" "$_p" "$_all" "$_ok/$_differ" \
			"$(wilson "$_ok" "$_differ")" "$_loss" \
			"$(awk -v t="$(sub "$_t0" "$_t1")" -v n="$_all" \
			   'BEGIN { printf "%.4f", n ? t / n : 0 }')"
	done
	rm -f "$out/yard.picks" "$out/yard.score"
}

echo "(y) yardsticks: the policies, --no-tables, against exact values;" \
     "of the decisions whose moves differ in exact value, the optimal share" \
     "[95 % Wilson], the mean loss, and seconds a decision (all decisions)"
printf '  %-6s %5s %-6s %-8s %5s %9s  %-22s %9s %10s\n' game seats test \
	policy decns optimal "share [95 %]" "mean loss" "s/decision"
for t in $tests; do
	game=${t%%:*} rest=${t#*:}
	seats=${rest%%:*} section=${rest#*:}
	case $section in
	last) last "$game" "$seats" ;;
	whole) played "$game" "$seats" ;;
	inner) last "$game" "$seats" inner_starts ;;
	esac | choose >"$out/yard.in"
	if [ ! -s "$out/yard.in" ]; then
		printf '  %-6s %5s %-6s no decision with a choice of moves\n' \
			"$game" "$seats" "$section"
		continue
	fi
	t0=$(now)
	if ! bg-moves --eval exact <"$out/yard.in" >"$out/yard.values" \
	     2>"$out/yard.why"; then
		printf '  %-6s %5s %-6s no exact table: %s\n' "$game" "$seats" \
			"$section" "$(sed 's/^[^:]*: [^:]*:[^:]*: //' \
			"$out/yard.why" | head -n 1)"
		continue
	fi
	t1=$(now)
	[ -z "${BENCH_YARD_KEEP:-}" ] ||
		cp "$out/yard.in" "$BENCH_YARD_KEEP/$game-$seats-$section.states"
	echo "  $game, $seats seats, $section: $(wc -l <"$out/yard.in")" \
	     "decisions, exact values in $(sub "$t0" "$t1") s"
	score "$game" "$seats" "$section"
done
rm -f "$out/yard.in" "$out/yard.values" "$out/yard.why"
