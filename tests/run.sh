#!/bin/sh
# run.sh BUILD...: the C unit tests and every bats file, against the
# programs of each build directory; the last line is "N passed, N failed".
top=$(cd "$(dirname "$0")/.." && pwd)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for build in "$@"; do
	bin=$(cd "$build" && pwd)
	echo "== $build"
	"$bin/unit" >>"$log" 2>&1
	BG_BIN=$bin BG_TOP=$top bats --tap "$top"/tests/*.bats >>"$log" 2>&1
done
grep -E '^not ok' "$log"
grep -E -A12 '^not ok' "$log" | grep -E '^#' | head -n 200
passed=$(grep -cE '^ok ' "$log")
failed=$(grep -cE '^not ok ' "$log")
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
