#!/usr/bin/env bats
# The golden move lists of tests/waju.moves: each state line is followed by
# the line `bg-moves --line` must print for it.

load helpers

FILE=$BG_TOP/tests/waju.moves

# pairs COLUMN: the states (1) or the move lines (2) of the file, in order.
pairs() {
	grep -v -e '^#' -e '^$' "$FILE" | awk -v c="$1" '(NR % 2 == 1) == (c == 1)'
}

@test "waju.moves: bg-moves --line gives every golden list" {
	pairs 1 | bg-moves --line > "$BATS_TEST_TMPDIR/got"
	pairs 2 > "$BATS_TEST_TMPDIR/want"
	paste -d '\n' <(pairs 1) "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got" |
		awk 'NR % 3 == 1 { s = $0 } NR % 3 == 2 { w = $0 }
		     NR % 3 == 0 && $0 != w { print s; print "  want: " w; print "  got:  " $0 }'
	cmp "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
}

@test "waju.moves: at least 20 positions, every state line a Waju state" {
	[ "$(pairs 1 | wc -l)" -ge 20 ]
	[ "$(pairs 1 | wc -l)" -eq "$(pairs 2 | wc -l)" ]
	! pairs 1 | grep -v '^waju '
	# Every listed move is accepted by bg-apply.
	paste -d ' ' <(pairs 1) <(pairs 2) | while read -r line; do
		state=${line%% dice=*}
		rest=${line#"$state"}
		set -- $rest
		s="$state $1 $2"
		shift 2
		for m in "$@"; do
			printf '%s\n' "$s" | bg-apply "$m" > /dev/null
		done
	done
}
