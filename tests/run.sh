#!/bin/sh
# run.sh BUILD...: the C unit tests and every bats file, against the
# programs of each build directory; the last line is "N passed, N failed".
# A test program that ends badly without reporting a failure (a crash, a
# sanitizer report) counts as one failure of its own.
top=$(cd "$(dirname "$0")/.." && pwd)
log=$(mktemp)
out=$(mktemp)
trap 'rm -f "$log" "$out"' EXIT

# run NAME COMMAND...: appends COMMAND's TAP to the log.
run() {
	name=$1
	shift
	"$@" >"$out" 2>&1
	status=$?
	cat "$out" >>"$log"
	if [ "$status" -ne 0 ] && ! grep -qE '^not ok' "$out"; then
		echo "not ok - $name exited with status $status" >>"$log"
		tail -n 20 "$out" | sed 's/^/# /' >>"$log"
	fi
}

for build in "$@"; do
	bin=$(cd "$build" && pwd)
	echo "== $build"
	run "$build/unit" "$bin/unit"
	# No test may hang the suite: one that runs 10 minutes fails.
	# The sanitizer build skips what one build decides alone.
	sanitized=
	case $build in *-san) sanitized=1 ;; esac
	run "bats on $build" env BG_BIN="$bin" BG_TOP="$top" \
		BG_SANITIZED="$sanitized" \
		BATS_TEST_TIMEOUT=600 bats --tap "$top"/tests/*.bats
done
grep -E '^not ok' "$log"
grep -E -A12 '^not ok' "$log" | grep -E '^#' | head -n 200
passed=$(grep -cE '^ok ' "$log")
failed=$(grep -cE '^not ok' "$log")
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
