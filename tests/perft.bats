#!/usr/bin/env bats
# The golden perft counts of tests/games/wari/perft.test (cases of
# tests/games.bats, which checks that bg-moves --perft gives every one):
# wari-ref (tests/ref/wari-ref.c, a second, plain Wari written from
# formats/wari.md) must agree with them too.

load helpers

PERFT_FILE=$BG_TOP/tests/games/wari/perft.test
# wari-ref really makes every move, also at the last ply; it checks the
# lines with at most this many leaves, so the suite stays fast under
# AddressSanitizer too.  The deeper lines were checked with it once, when
# the file was written.
REF_MAX_LEAVES=100000

# perft_lines: one line "ID DEPTH COUNT STATE" per command of the cases
# (a case is named by its position's id); "BAD LINE" for a line that is not
# in the cases' form.
perft_lines() {
	awk '
		BEGIN { first = 1 }
		NF == 0 { first = 1; next }
		first { first = 0; if ($1 == "#") { id = $2; depth = state = "" } else print "BAD " NR; next }
		/^#/ { next }
		$1 == "$" && $2 == "bg-moves" && $3 == "--perft" && NF == 4 && $4 ~ /^[0-9]+$/ {
			depth = $4; state = ""; next
		}
		/^< wari / && depth != "" { state = substr($0, 3); next }
		/^> [0-9]+$/ && state != "" { print id, depth, $2, state; depth = state = ""; next }
		{ print "BAD " NR }
	' "$PERFT_FILE"
}

# perft_with KIND DEPTH: the leaf counts of the states on stdin.
perft_with() {
	case $1 in
	ref) "$BG_BIN/wari-ref" perft "$2" ;;
	esac
}

# check_perft KIND MAX: checks every perft line whose count is at most MAX
# (0: every line), one run of the program per depth; prints each mismatch
# with the position's id and fails when there is one.
check_perft() {
	local kind=$1 max=$2 lines depth sel got bad=0 checked=0
	local id d want state one

	lines=$(perft_lines)
	if grep -q '^BAD ' <<<"$lines"; then
		echo "tests/games/wari/perft.test: malformed line(s):" \
		     $(grep '^BAD ' <<<"$lines" | cut -d' ' -f2) >&2
		return 1
	fi
	for depth in $(cut -d' ' -f2 <<<"$lines" | sort -nu); do
		sel=$(awk -v d="$depth" -v m="$max" \
		      '$2 == d && (m == 0 || $3 <= m)' <<<"$lines")
		[ -n "$sel" ] || continue
		# One run for every state of this depth; when a state fails
		# (fewer lines), each state again on its own, its error shown.
		got=$(cut -d' ' -f4- <<<"$sel" |
		      perft_with "$kind" "$depth" 2>/dev/null) || true
		if [ "$(wc -l <<<"$got")" -ne "$(wc -l <<<"$sel")" ]; then
			got=""
			while read -r id d want state; do
				one=$(perft_with "$kind" "$depth" <<<"$state" 2>&1) ||
					true
				got+="${got:+$'\n'}$(head -n 1 <<<"$one")"
			done <<<"$sel"
		fi
		while IFS=$'\t' read -r rec one; do
			read -r id d want state <<<"$rec"
			checked=$((checked + 1))
			if [ "$one" != "$want" ]; then
				echo "$id: perft $d: $kind gives '$one', the file says $want" >&2
				bad=$((bad + 1))
			fi
		done < <(paste <(echo "$sel") <(echo "$got"))
	done
	echo "$kind: $checked lines checked, $bad wrong" >&2
	[ "$checked" -gt 0 ] && [ "$bad" -eq 0 ]
}

@test "wari perft: wari-ref agrees with every count up to 100000 leaves" {
	need_tool wari-ref
	check_perft ref "$REF_MAX_LEAVES"
}

@test "wari perft: at least 15 positions, each with counts" {
	local positions
	positions=$(perft_lines | awk '$1 != "BAD" { print $1 }' | sort -u | wc -l)
	echo "positions: $positions" >&2
	[ "$positions" -ge 15 ]
	[ "$(grep -c '^$' "$PERFT_FILE")" -eq "$positions" ]
	! perft_lines | grep '^BAD ' || false
}
