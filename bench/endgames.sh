#!/bin/sh
# bench/endgames.sh BUILD: the default search (what bg-moves --best plays
# alone) against exact values in Wari positions of 16 to 18 stones on the
# board, beyond its own solver's reach (1 GiB: 15 stones).  A second
# build of the programs, whose solver may take BENCH_EXACT_MIB, gives
# every move's exact value (bg-moves --eval exact); of the positions whose
# moves differ in value, the share where each policy picks an optimal
# move, the default beside ab:6:score (the captured stones alone at the
# leaves) and mc:1000 on the same positions.  bench/run.sh runs it; it
# runs on its own too.  See bench/README.md.
#
#   BENCH_ENDGAME_GAMES  seeded random games the positions come from: the
#                        first position of each count from 16 to 18 in
#                        each (700)
#   BENCH_EXACT_MIB      the second build's solver memory (4096; 18
#                        stones take about 2.7 GB)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-moves" ]; then
	echo "usage: sh bench/endgames.sh BUILD  (BUILD holds the programs)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
games=${BENCH_ENDGAME_GAMES:-700}
mib=${BENCH_EXACT_MIB:-4096}
PATH=$bin:$PATH
big=$out/exact-$mib

make -s -C "$top" O="$big" CPPFLAGS="-DBG_EXACT_MIB=$mib" "$big/bg-moves" \
	>/dev/null
# The positions: the stones on the board, then the state.
: >"$out/endgames.states"
g=1
while [ "$g" -le "$games" ]; do
	rm -f "$out/endgame.rec"
	bg-new wari | bg-apply --play random --seed "$g" \
		--record "$out/endgame.rec" >/dev/null
	bg-apply --all -f "$out/endgame.rec" | awk '/phase=move/ {
		match($0, /pits=[0-9,\/]*/)
		n = split(substr($0, RSTART + 5, RLENGTH - 5), pit, /[,\/]/)
		for (i = 1; i <= n; i++) stones += pit[i]
		if (stones >= 16 && stones <= 18 && !(stones in seen)) {
			seen[stones] = 1
			print stones, $0
		}
		stones = 0 }' >>"$out/endgames.states"
	g=$((g + 1))
done
cut -d' ' -f1 "$out/endgames.states" >"$out/endgames.stones"
cut -d' ' -f2- "$out/endgames.states" >"$out/endgames.in"
t0=$(now)
"$big/bg-moves" --eval exact --jobs 2 <"$out/endgames.in" >"$out/endgames.exact"
t1=$(now)
echo "(t) the default search against exact values, Wari, 16 to 18 stones:" \
     "$(wc -l <"$out/endgames.in") positions from $games random games," \
     "exact values in $(sub "$t0" "$t1") s (solver memory $mib MiB)"

# optimal PICKS: per stone count, the positions whose moves differ in
# exact value and those where PICKS has an optimal move.
optimal() {
	picked "$1" "$out/endgames.exact" |
	awk 'FILENAME == ARGV[1] { stones[++ns] = $1; next }
	     {
		s = stones[$1]; differ[s]++; differ["all"]++
		if ($3 == $2) { ok[s]++; ok["all"]++ }
	     }
	     END {
		for (s = 16; s <= 18; s++)
			printf " %3d/%-3d", ok[s], differ[s]
		printf " %4d/%-4d %5.1f%%\n", ok["all"], differ["all"],
			differ["all"] ? 100 * ok["all"] / differ["all"] : 0
	     }' "$out/endgames.stones" -
}
printf '  %-22s' policy
for s in 16 17 18; do printf ' %7s' "$s"; done
printf ' %9s %6s\n' all share
for p in default ab:6:score mc:1000; do
	if [ "$p" = default ]; then
		bg-moves --best --seed 1 --jobs 2 <"$out/endgames.in"
	else
		bg-moves --best --eval "$p" --seed 1 --jobs 2 <"$out/endgames.in"
	fi >"$out/endgames.$p"
	printf '  %-22s' "$p"
	optimal "$out/endgames.$p"
done
