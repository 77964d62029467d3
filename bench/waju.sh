#!/bin/sh
# bench/waju.sh BUILD: in-process speed of Waju's rules in BUILD: perft
# over every roll from a few positions (leaves per second), and a stream
# of game states through bg-moves.  `bench/run.sh` runs it
# last; it runs on its own too.  See bench/README.md.
#
#   BENCH_WAJU_DEPTH  perft depth (default 3)
#   BENCH_WAJU_LINES  states in the stream (default 200000)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-moves" ]; then
	echo "usage: sh bench/waju.sh BUILD  (BUILD holds bg-moves)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
depth=${BENCH_WAJU_DEPTH:-3}
lines=${BENCH_WAJU_LINES:-200000}

echo "(e) Waju: perft $depth over every roll (36 for two dice, 6 for one)"
printf '  %-30s %12s %10s %14s\n' position leaves seconds leaves/s
while read -r name state; do
	t0=$(now)
	leaves=$(echo "$state" | "$bin/bg-moves" --perft "$depth")
	t1=$(now)
	t=$(sub "$t0" "$t1")
	printf '  %-30s %12s %10s %14s\n' "$name" "$leaves" "$t" "$(rate "$leaves" "$t")"
done <<EOF2
opening,2-players waju players=2 marbles=4 rolls=2 phase=roll roll=turn turn=1 dice=- pos=h,h,h,h/h,h,h,h
middle,4-players waju players=4 marbles=4 rolls=40 phase=roll roll=turn turn=2 dice=- pos=h,0,4,41/h,12,20,v/h,h,24,g2/36,45,g3,g4
race,3-players waju players=3 marbles=4 rolls=60 phase=roll roll=turn turn=1 dice=- pos=3,20,33,44/14,30,v,g4/27,45,6,g1
EOF2

# A stream: the states of the golden Waju playthroughs, repeated.
file=$out/waju-$lines.states
cat "$top"/tests/playthroughs/waju-*.states > "$out/waju-games.states"
n=$(wc -l < "$out/waju-games.states")
awk -v want="$lines" 'NR == FNR { s[NR] = $0; n = NR; next } END {
	for (i = 0; i < want; i++) print s[i % n + 1] }' \
	"$out/waju-games.states" /dev/null > "$file"
echo "  stream: $lines states of the golden games ($n distinct)"
printf '  %-30s %10s %14s\n' program seconds states/s
for cmd in "bg-moves --count" "bg-moves --line"; do
	t0=$(now)
	# shellcheck disable=SC2086 # the command's words
	"$bin"/$cmd < "$file" > /dev/null
	t1=$(now)
	t=$(sub "$t0" "$t1")
	printf '  %-30s %10s %14s\n' "$cmd" "$t" "$(rate "$lines" "$t")"
done
