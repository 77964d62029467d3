#!/bin/sh
# bench/solve.sh BUILD: the exact Wari solver's time and memory (formats/
# wari.md, "Exact values") for 8, 10 and 12 stones on the standard board
# under quiet=100, each count in a process of its own: the build of its
# tables beside the baseline of making their positions and playing every
# move once, and lookups beside listing the same states' moves.
# bench/run.sh runs it; it runs on its own too.  See bench/README.md.
#
#   BENCH_STONES   the stone counts (default "8 10 12")
#   BENCH_JOBS     threads that build the tables (default 1)
#   BENCH_LOOKUPS  states looked up after each build (default 1000000)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/wari-exact" ]; then
	echo "usage: sh bench/solve.sh BUILD  (BUILD holds wari-exact:" \
	     "make BUILD/wari-exact)" >&2
	exit 64
fi
bin=$(cd "$1" && pwd)
stones=${BENCH_STONES:-8 10 12}
jobs=${BENCH_JOBS:-1}
lookups=${BENCH_LOOKUPS:-1000000}

echo "(s) exact Wari tables, standard board, quiet=100, $jobs build thread(s)"
for s in $stones; do
	"$bin/wari-exact" bench "$s" "$jobs" "$lookups" | sed 's/^/  /'
done
