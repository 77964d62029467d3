#!/bin/sh
# bench/select.sh BUILD: bg-select of BUILD over random Wari records,
# beside bg-apply --check replaying the same records in the same run:
# 10,000 one-line records in one file, then 2,000 of them a file each.
# bench/run.sh calls it after records.sh.  See bench/README.md.
#
#   BENCH_SELECT_GAMES  records in the file (default 10000)
#   BENCH_SELECT_FILES  of them, in files of their own (default 2000)
#   BENCH_SEED          seed of the random games (default 1)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-select" ]; then
	echo "usage: sh bench/select.sh BUILD  (BUILD holds bg-select)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
games=${BENCH_SELECT_GAMES:-10000}
files=${BENCH_SELECT_FILES:-2000}
seed=${BENCH_SEED:-1}

# row NAME SECONDS BASE: a line of the table; BASE is bg-apply --check's.
row() {
	printf '  %-52s %8s %8s\n' "$1" "$2" "$(ratio "$2" "$3")"
}

recs=$out/select.txt
"$bin/bg-new" wari |
	"$bin/bg-apply" --play random --games "$games" --seed "$seed" \
		--record "$recs.tmp" >/dev/null
mv "$recs.tmp" "$recs"
echo
echo "(p) bg-select: $games one-line records of random Wari games" \
     "($(wc -c <"$recs") bytes), the best of three runs"
printf '  %-52s %8s %8s\n' program seconds "x check"
base=$(best "$recs" "$bin/bg-apply" --check -l -f -)
row "bg-apply --check -l (the baseline)" "$base" "$base"
for args in "-c" "-c -t Result=north" "-c --plies 100-200" \
            "-c --opening 'c f'" "-c --sequence 'a b c'" \
            "-c --state 'pits=0,0,0,0,0,0/*'" "-c --unique" \
            "-t Result=north"; do
	eval "set -- $args"
	row "bg-select -l $args" "$(best "$recs" "$bin/bg-select" -l "$@")" \
		"$base"
done

dir=$out/select-files
rm -rf "$dir"
mkdir "$dir"
head -n "$files" "$recs" | awk -v d="$dir" '{
	f = sprintf("%s/%05d.rec", d, NR); gsub("\t", "\n"); print > f; close(f)
}'
echo "    the first $files, a file each"
base=$(best /dev/null "$bin/bg-apply" --check -f "$dir"/*.rec)
row "bg-apply --check -f FILES (the baseline)" "$base" "$base"
row "bg-select -c FILES" "$(best /dev/null "$bin/bg-select" -c "$dir"/*.rec)" \
	"$base"
row "bg-select --places -t Result=north FILES" \
	"$(best /dev/null "$bin/bg-select" --places -t Result=north "$dir"/*.rec)" \
	"$base"
rm -rf "$dir"
