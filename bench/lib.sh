# bench/lib.sh: what the bench scripts share, read with `. bench/lib.sh`
# once a script has checked its arguments ($1, the build directory):
# top (the source tree), bin (the build), out (bench/out/, made) and the
# timing and arithmetic the tables print.  See bench/README.md.

top=$(cd "$(dirname "$0")/.." && pwd)
bin=$(cd "$1" && pwd)
out=$top/bench/out
mkdir -p "$out"

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
