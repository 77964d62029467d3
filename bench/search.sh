#!/bin/sh
# bench/search.sh BUILD: the strength and the speed of the searches
# (formats/analysis.md).  Strength: seeded matches of two policies,
# bg-apply --play A,B and B,A from openings of two random plies (chance
# events rolled), each policy's share of the points (a draw a half) and
# the one-sided binomial p-value of its wins against its losses; the mean
# time a decision of each policy beside.  Speed: uct:N iterations a second
# in each game beside random playouts a second from the same states.
# bench/run.sh runs it last; it runs on its own too.  See bench/README.md.
#
#   BENCH_MATCH_GAMES  games a match, half with each policy first (200)
#   BENCH_SPEED_N      uct:N iterations, and playouts, a state (4000)
#   BENCH_PARTS        the parts to run: "strength speed" (both), or one
#   BENCH_MATCHES      the matches of the strength part, by their number
#                      in the table from 1 (default: all)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-apply" ]; then
	echo "usage: sh bench/search.sh BUILD  (BUILD holds bg-apply)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
match_games=${BENCH_MATCH_GAMES:-200}
parts=${BENCH_PARTS:-strength speed}
matches=${BENCH_MATCHES:-}
match_number=0
speed_n=${BENCH_SPEED_N:-4000}
PATH=$bin:$PATH

# openings K GAME...: up to K distinct states after two random plies of
# GAME, opening i drawn with seed i, the chance events on the way rolled.
openings() {
	_k=$1
	shift
	_i=1
	while [ "$_i" -le $((3 * _k)) ]; do
		_st=$(bg-new "$@")
		for _ply in 1 2; do
			_st=$(printf '%s\n' "$_st" | bg-roll --seed "$_i$_ply")
			_mv=$(printf '%s\n' "$_st" | bg-moves --random --seed "$_i$_ply")
			_st=$(printf '%s\n' "$_st" | bg-apply "$_mv" | bg-roll --seed "$_i$_ply")
		done
		printf '%s\n' "$_st"
		_i=$((_i + 1))
	done | awk '!seen[$0]++' | head -n "$_k"
}

# p_at_least K N: the one-sided binomial p-value P(X >= K), X ~ B(N, 1/2).
p_at_least() {
	awk -v k="$1" -v n="$2" 'BEGIN {
		for (i = k; i <= n; i++) {
			lc = 0
			for (j = 1; j <= i; j++) lc += log((n - i + j) / j)
			s += exp(lc + n * log(0.5))
		}
		printf "%.2g", (n ? s : 1)
	}'
}

# sample RECORDS: up to 40 states of the one-line records RECORDS with two
# moves or more, spread over them, into $out/sample.states.
sample() {
	bg-apply --all --lines -f "$1" >"$out/sample.all"
	bg-moves --count <"$out/sample.all" | paste -d'|' - "$out/sample.all" |
		awk -F'|' '$1 > 1 { print $2 }' >"$out/sample.many"
	awk -v n="$(wc -l <"$out/sample.many")" \
		'NR % int(n / 40 + 1) == 0' "$out/sample.many" | head -n 40 \
		>"$out/sample.states"
	rm -f "$out/sample.all" "$out/sample.many"
}

# per_move POLICY: the mean seconds a decision of POLICY takes on the
# states of $out/sample.states.
per_move() {
	_t0=$(now)
	bg-moves --best --eval "$1" --seed 1 <"$out/sample.states" >/dev/null
	_t1=$(now)
	awk -v t="$(sub "$_t0" "$_t1")" -v n="$(wc -l <"$out/sample.states")" \
		'BEGIN { printf "%.3f", n ? t / n : 0 }'
}

# match A B GAME...: A against B from the openings of GAME, seats
# alternated; one line of the table.
match() {
	_a=$1 _b=$2
	shift 2
	match_number=$((match_number + 1))
	case " ${matches:-$match_number} " in
	*" $match_number "*) ;;
	*) return 0 ;;
	esac
	openings $((match_games / 2)) "$@" >"$out/openings.states"
	_n=$(wc -l <"$out/openings.states")
	# Enough games from each opening for the match's size.
	_g=$(((match_games / 2 + _n - 1) / _n))
	_seats=$(bg-new "$@" | bg-moves --eval 1 --seats --seed 1 | cut -d' ' -f1 |
		tr '\n' ' ')
	rm -f "$out/match.rec"
	bg-apply --play "$_a,$_b" --games "$_g" --seed 1 --jobs 2 \
		--record "$out/match.rec" <"$out/openings.states" |
		grep -o ' result=[^ ]*$' >"$out/first"
	bg-apply --play "$_b,$_a" --games "$_g" --seed 1 --jobs 2 \
		<"$out/openings.states" | grep -o ' result=[^ ]*$' >"$out/second"
	# The times are taken on states the match met.
	sample "$out/match.rec"
	cat "$out/first" "$out/second" | awk -v seats="$_seats" \
		-v nf="$(wc -l <"$out/first")" '
		BEGIN { split(seats, s, " ") }
		{ r = substr($0, 9); a = NR <= nf ? s[1] : s[2]
		  if (r == "draw" || r ~ /,/) d++; else if (r == a) w++; else l++ }
		END { print w + 0, d + 0, l + 0 }' >"$out/wdl"
	read -r _w _d _l <"$out/wdl"
	printf '  %-8s %-16s %-16s %5s %5s %5s %6s %9s %9s %9s\n' "$1" "$_a" \
		"$_b" "$_w" "$_d" "$_l" \
		"$(awk -v w="$_w" -v d="$_d" -v l="$_l" 'BEGIN { t = w + d + l;
			printf "%.1f%%", t ? 100 * (w + d / 2) / t : 0 }')" \
		"$(p_at_least "$_w" $((_w + _l)))" "$(per_move "$_a")" \
		"$(per_move "$_b")"
}

strength() {
echo "(i) strength: seeded matches from openings of two random plies, seats" \
     "alternated, $match_games games a match"
printf '  %-8s %-16s %-16s %5s %5s %5s %6s %9s %9s %9s\n' game A B wins \
	draws losses "A's" p "A s/move" "B s/move"
match uct:2000 mc:2000 wari
match ab:8 mc:2000 wari
match "$(bg-moves --help | sed -n 's/.*without --eval: by \([^)]*\)).*/\1/p')" \
	ab:6:score wari
match uct:20000 uct:2000 wari
match uct:20000 ab:10 wari
# The dice games: uct:300 and the deepest ab:D whose decisions take
# about as long as mc:100's, or less, on states of such games.
for g in "4 manji --players 2" "3 waju --players 2" "4 wahoo --players 2" \
	"3 spook --players 2 --seed 1"; do
	# shellcheck disable=SC2086 # the depth and the game's words
	set -- $g
	d=$1
	shift
	match uct:300 mc:100 "$@"
	match "ab:$d" mc:100 "$@"
done
echo
}

speed() {
echo "(j) speed: uct:$speed_n iterations a second, beside $speed_n random" \
     "playouts a second from the same states (bg-moves --eval $speed_n" \
     "--seats), one thread"
printf '  %-28s %8s %14s %14s %8s\n' game states "playouts/s" "iterations/s" \
	ratio
for g in "wari" "spook --players 2 --seed 1" "manji --players 2" \
	"waju --players 2" "wahoo --players 2" "manji --players 4" \
	"waju --players 4" "wahoo --players 4"; do
	# States with two moves or more, from a random game.
	# shellcheck disable=SC2086 # the game's words
	bg-new $g | bg-apply --play random --seed 1 --record "$out/speed.rec" \
		>/dev/null 2>&1 || true
	bg-apply --all -f "$out/speed.rec" >"$out/speed.all"
	rm -f "$out/speed.rec"
	bg-moves --count <"$out/speed.all" | paste -d'|' - "$out/speed.all" |
		awk -F'|' '$1 > 1 { print $2 }' | awk 'NR % 4 == 1' |
		head -n 10 >"$out/speed.states"
	k=$(wc -l <"$out/speed.states")
	t0=$(now)
	bg-moves --eval "$speed_n" --seats --seed 1 <"$out/speed.states" >/dev/null
	t1=$(now)
	bg-moves --eval "uct:$speed_n" --seed 1 <"$out/speed.states" >/dev/null
	t2=$(now)
	p=$(rate $((k * speed_n)) "$(sub "$t0" "$t1")")
	u=$(rate $((k * speed_n)) "$(sub "$t1" "$t2")")
	printf '  %-28s %8s %14s %14s %8s\n' "$g" "$k" "$p" "$u" "$(ratio "$u" "$p")"
done
}

case " $parts " in *" strength "*) strength ;; esac
case " $parts " in *" speed "*) speed ;; esac
