#!/usr/bin/env bats
# The golden move lists of tests/games/waju/moves.test (cases of
# tests/games.bats: a state, and the line `bg-moves --line` prints for it):
# enough of them, and every move they list is one bg-apply takes.

load helpers

FILE=$BG_TOP/tests/games/waju/moves.test

# pairs COLUMN: the states (1) or the move lines (2) of the cases, in order.
pairs() {
	sed -n "s/^$([ "$1" -eq 1 ] && echo '<' || echo '>') //p" "$FILE"
}

@test "waju moves: at least 20 positions, every state line a Waju state" {
	[ "$(pairs 1 | wc -l)" -ge 20 ]
	[ "$(pairs 1 | wc -l)" -eq "$(pairs 2 | wc -l)" ]
	[ "$(grep -c '^\$ bg-moves --line$' "$FILE")" -eq "$(pairs 1 | wc -l)" ]
	! pairs 1 | grep -v '^waju ' || false
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
