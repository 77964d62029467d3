#!/bin/sh
# sizes.sh [TOP]: checks the sizes the design keeps: a program (cmd/) at
# most 400 lines, a function of lib/ or cmd/ at most 80 (from its opening
# brace in column one to its closing one).  Prints each fault as FILE:LINE:
# and exits 1.
top=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$top" || exit 66
set --
for f in cmd/*.c lib/*/*.c lib/games/*/*.c; do
	[ -e "$f" ] && set -- "$@" "$f"
done
exec awk '
FNR == 1 { start = 0 }
/^\{/ { start = FNR }
/^\}/ && start {
	if (FNR - start + 1 > 80) {
		printf "%s:%d: a function of %d lines (at most 80)\n",
		       FILENAME, start, FNR - start + 1
		bad = 1
	}
	start = 0
}
FILENAME ~ /^cmd\// && FNR == 401 {
	printf "%s:401: a program of more than 400 lines\n", FILENAME
	bad = 1
}
END { exit bad }
' "$@"
