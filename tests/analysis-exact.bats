#!/usr/bin/env bats
# The default analysis (--analyse default) judged against exact Wari
# values (tests/analysis/exact.sh, with bg-moves --eval exact).
# Long: skipped under the sanitizer build, as the statistical tests are.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
	case $BG_BIN in *san*) skip "long: not under the sanitizers" ;; esac
}

@test "exact: in Wari endgames of at most 10 stones the default analysis flags no optimal move and every lost result" {
	run sh "$BG_TOP/tests/analysis/exact.sh" default 10 1 2 3 4
	[ "$status" -eq 0 ]
	[[ $output =~ ^decisions\ ([0-9]+),\ false\ errors\ 0,\ mistakes\ ([0-9]+),\ missed\ 0$ ]] ||
		{ echo "$output"; false; }
	[ "${BASH_REMATCH[1]}" -ge 100 ]
	[ "${BASH_REMATCH[2]}" -ge 10 ]
}
