#!/bin/sh
# letters.sh [--update] BUILD: the table of option letters of bg(7), in
# mdoc, made from the --help of the programs in BUILD: one row a letter,
# with its long name and the programs that take it.  A letter with two
# long names is an error: a letter has one meaning across the suite.
# With --update, the table in man/bg.7 is replaced by it.
set -eu
if [ "${1:-}" = --update ]; then
	shift
	top=$(cd "$(dirname "$0")/.." && pwd)
	table=$(sh "$0" "$@")
	page=$top/man/bg.7
	awk -v table="$table" '
		skip && /^\.El$/ { skip = 0; print table; next }
		skip { next }
		{ print }
		/^\.\\" Made by scripts\/letters.sh/ { skip = 1 }' \
		"$page" >"$page.tmp" && mv "$page.tmp" "$page"
	exit 0
fi
bin=$(cd "${1:-build}" && pwd)
for prog in bg-new bg-roll bg-moves bg-apply bg-render bg-select bg-play bg-tournament; do
	"$bin/$prog" --help |
		sed -nE "s/^  -([[:alnum:]]), --([a-z][a-z-]*).*/\1 \2 $prog/p"
done | LC_ALL=C sort -s -k1,1f -k2,2 | awk '
	function row() {
		if (letter != "")
			printf ".It Fl %s Ta Fl -%s Ta %s\n", letter, long, progs
	}
	$1 == letter && $2 != long {
		printf "letters.sh: -%s is --%s and --%s\n", $1, long, $2 \
			> "/dev/stderr"
		bad = 1
		exit 1
	}
	$1 == letter { progs = progs ", " $3; next }
	{ row(); letter = $1; long = $2; progs = $3 }
	BEGIN {
		print ".Bl -column \"letter\" \"--keep-going\" \"programs\""
		print ".It Em letter Ta Em long name Ta Em programs"
	}
	END {
		if (bad)
			exit 1
		row()
		print ".El"
	}'
