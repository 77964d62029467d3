# bench/lib.sh: what the bench scripts share, read with `. bench/lib.sh`
# once a script has checked its arguments ($1, the build directory):
# top (the source tree), bin (the build), out (bench/out/, made) and the
# timing and arithmetic the tables print.  See bench/README.md.

top=$(cd "$(dirname "$0")/.." && pwd)
bin=$(cd "$1" && pwd)
out=$top/bench/out
mkdir -p "$out"
# The table files of the bench's own (formats/analysis.md, "Table files"):
# a search takes the values of Manji's table once its file is there, so a
# figure must not depend on what the user's cache holds.
BG_TABLES=$out/tables
export BG_TABLES

now() { date +%s.%N; }
# sub A B: B - A, in seconds
sub() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
# rate COUNT SECONDS: count per second, rounded
rate() { awk -v n="$1" -v t="$2" 'BEGIN { printf "%.0f", (t > 0 ? n / t : 0) }'; }
# ratio A B: A / B
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }

# best INPUT CMD...: the fastest of three runs of CMD < INPUT > /dev/null.
best() {
	_in=$1
	shift
	_best=
	for _i in 1 2 3; do
		_t0=$(now)
		"$@" <"$_in" >/dev/null
		_t1=$(now)
		_t=$(sub "$_t0" "$_t1")
		_best=$(awk -v a="$_best" -v b="$_t" \
		        'BEGIN { print ((a == "" || b + 0 < a + 0) ? b : a) }')
	done
	echo "$_best"
}

# The matches of search.sh and learned.sh: match_games (games a match),
# matches (the numbers of the matches to play, empty: all) and
# match_number (the matches met so far) are the caller's.

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

# wilson OK ALL: the share OK / ALL and its 95 % Wilson interval (OK may
# be a score with halves, a draw a half).
wilson() {
	awk -v k="$1" -v n="$2" 'BEGIN {
		if (!n) { print "-"; exit }
		p = k / n; z = 1.96; d = 1 + z * z / n
		c = (p + z * z / (2 * n)) / d
		h = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
		printf "%.3f [%.3f, %.3f]", p, c - h, c + h
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

# picked PICKS EXACT: for each state of EXACT (bg-moves --eval exact's
# blocks, a blank line after each) whose moves differ in exact value, a
# line "N BEST GOT": its number, the best value and the value of the move
# PICKS names on its Nth line (bg-moves --best's, one a state).
picked() {
	awk 'FILENAME == ARGV[1] { pick[++np] = $1; next }
	     {
		n = split($0, line, "\n"); hi = -1; lo = 2; got = -1; nb++
		for (i = 1; i <= n; i++) {
			split(line[i], w, " "); v = w[2] + 0
			if (v > hi) hi = v
			if (v < lo) lo = v
			if (w[1] == pick[nb]) got = v
		}
		if (hi != lo) print nb, hi, got
	     }' "$1" RS= "$2"
}

# The dice games of learned.sh and aims.sh.

# setup GAME SEATS: bg-new's words (Spook's boards from seed 1).
setup() {
	case $1 in
	spook) echo "spook --players $2 --seed 1" ;;
	*) echo "$1 --players $2" ;;
	esac
}

# states GAME SEATS: the states with two moves or more of a game of the
# default against mc:100, into $out/sample.states.
states() {
	rm -f "$out/states.rec"
	# shellcheck disable=SC2046 # the game's words
	bg-new $(setup "$1" "$2") | bg-apply --seed 2 --play \
		"default$(printf ',mc:100%.0s' $(seq 2 "$2"))" \
		--record "$out/states.rec" >/dev/null 2>&1 || true
	bg-apply --all -f "$out/states.rec" >"$out/states.all"
	bg-moves --count <"$out/states.all" | paste -d'|' - "$out/states.all" |
		awk -F'|' '$1 > 1 { print $2 }' | head -n 60 >"$out/sample.states"
	rm -f "$out/states.rec" "$out/states.all"
}

# four_match GAME RIVAL: the default against three RIVAL, 4 seats, in
# each seat a quarter of four_games (the caller's) from the same openings
# and seed, so on the same dice: one line, its wins (a shared win split),
# its share with a 95 % interval (normal, from the games' scores), and
# the share over equal play's 25 %.
four_match() {
	# shellcheck disable=SC2046 # the game's words
	openings $((four_games / 4)) $(setup "$1" 4) >"$out/openings.states"
	_n=$(wc -l <"$out/openings.states")
	_g=$(((four_games / 4 + _n - 1) / _n))
	# shellcheck disable=SC2046
	_seats=$(bg-new $(setup "$1" 4) | bg-moves --eval 1 --seats --seed 1 |
		cut -d' ' -f1 | tr '\n' ' ')
	for _k in 1 2 3 4; do
		_p=
		for _i in 1 2 3 4; do
			_w=$2
			[ "$_i" -ne "$_k" ] || _w=default
			_p=${_p:+$_p,}$_w
		done
		_name=$(echo "$_seats" | cut -d' ' -f"$_k")
		bg-apply --play "$_p" --games "$_g" --seed 1 --jobs 2 \
			<"$out/openings.states" | grep -o ' result=[^ ]*$' |
			awk -v me="$_name" '{ r = substr($0, 9); n = split(r, w, ",")
				s = 0
				for (i = 1; i <= n; i++) if (w[i] == me) s = 1 / n
				print s }'
	done | awk -v g="$1" -v r="$2" '{ n++; s += $1; q += $1 * $1 }
		END {
			m = n ? s / n : 0
			h = n > 1 ? 1.96 * sqrt((q / n - m * m) / (n - 1)) : 0
			lo = m - h < 0 ? 0 : m - h; hi = m + h > 1 ? 1 : m + h
			printf "  %-8s %-8s %6d %8.1f %7.1f%% %-17s %6.2f\n", g, r,
			       n, s, 100 * m,
			       sprintf("[%.1f%%, %.1f%%]", 100 * lo, 100 * hi), 4 * m
		}'
}
