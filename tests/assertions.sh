#!/bin/sh
# assertions.sh: how many assertions the suite makes, counted from its
# source so that the count is the same whatever a run skips: the tests of
# the bats files (a TAP line each, per build), the lines in them that
# assert (a condition `[ ]`, `[[ ]]` or `! CMD`, an assert_ helper, cmp or
# diff), the checks of the C unit tests (ok, is_str, is_log), and the
# cases of tests/games/ and the golden playthroughs.
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top/tests" || exit 1
tests=$(cat -- *.bats | grep -cE '^@test ')
lines=$(cat -- *.bats helpers.bash |
	grep -cE '^[[:space:]]*(\[\[? |! |assert_[a-z_]+ |cmp |diff |.*\|\| *\{? *(echo|false|return 1))')
unit=$(cat unit/*.c | grep -oE '\b(ok|is_str|is_log)\(' | grep -c '')
cases=$(find games -name '*.test' -exec cat {} + | grep -cE '^\$ ')
plays=$(find playthroughs -name '*.rec' | grep -c '')
echo "tests $tests"
echo "asserting-lines $lines"
echo "unit-checks $unit"
echo "game-cases $cases"
echo "playthroughs $plays"
echo "total $((tests + lines + unit + cases + plays))"
