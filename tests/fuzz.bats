#!/usr/bin/env bats
# Replays the fuzzing seed corpora (tests/fuzz/corpus/) through the
# programs: whatever the input, a program exits 0, 64, 65 or 66 -- never
# a crash (128 and above), never 70.  Under the sanitizer build
# (BG_BIN=build-san) this also catches reads out of bounds and leaks.

load helpers

CORPUS=$BG_TOP/tests/fuzz/corpus

# ok_status STATUS: a status a program may exit with on bad input.
ok_status() {
	case $1 in
	0 | 64 | 65 | 66) return 0 ;;
	esac
	echo "exit status $1" >&2
	return 1
}

@test "fuzz corpus: every state replays through bg-moves, bg-roll, bg-render and bg-apply" {
	local n=0
	for f in "$CORPUS"/state/*; do
		for cmd in "bg-moves" "bg-moves --perft 2" "bg-roll --seed 1" \
			"bg-render --ascii" "bg-render --svg"; do
			run $cmd "$f"
			ok_status "$status" || { echo "$cmd $f" >&2; return 1; }
		done
		for word in a b end; do
			run bg-apply "$word" <"$f"
			ok_status "$status" || { echo "bg-apply $word <$f" >&2; return 1; }
		done
		n=$((n + 1))
	done
	[ "$n" -gt 0 ]
}

@test "fuzz corpus: every definition replays through bg-new wari --rules" {
	local n=0
	for f in "$CORPUS"/yaml/*; do
		run bg-new wari --rules "$f"
		ok_status "$status" || { echo "bg-new wari --rules $f" >&2; return 1; }
		if [ "$status" -eq 0 ]; then
			# The state made from a definition that loads is valid.
			printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/st"
			run bg-moves "$BATS_TEST_TMPDIR/st"
			[ "$status" -eq 0 ] || { echo "$f: $output" >&2; return 1; }
		fi
		n=$((n + 1))
	done
	[ "$n" -gt 0 ]
}

@test "fuzz corpus: every action word replays through bg-apply" {
	local n=0 word
	for f in "$CORPUS"/action/*; do
		# The first byte picks the harness's state; the rest is words,
		# one a line, tried here on the initial state.
		while IFS= read -r word || [ -n "$word" ]; do
			run bg-apply -- "$word" <<<"$WARI_START"
			ok_status "$status" || { echo "bg-apply '$word'" >&2; return 1; }
		done < <(tail -c +2 "$f" | tr -d '\000')
		n=$((n + 1))
	done
	[ "$n" -gt 0 ]
}
