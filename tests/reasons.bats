#!/usr/bin/env bats
# The docs say what the programs do: every reason a game gives for
# refusing an action is in its page's table (formats/GAME.md) and in its
# manual page (bg-GAME(7)), and every reason listed there is one the code
# gives; turn= is written where bg-notation(5) says.

load helpers

# code_reasons GAME: the code's reasons, as extended regular expressions:
# those of the game's folder, of lib/core/, and of the shared boards
# (lib/games/NAME/ that is no game's, as cross/) whose header it includes;
# lib/core's reasons of dice only for a game that rolls them.
code_reasons() {
	local files="$BG_TOP/lib/games/$1/*.c $BG_TOP/lib/core/*.c" shared
	for shared in $(sed -n 's|^#include "games/\([a-z0-9_]*\)/\1\.h".*|\1|p' \
		"$BG_TOP/lib/games/$1"/*.[ch] | sort -u); do
		[ "$shared" = "$1" ] || files="$files $BG_TOP/lib/games/$shared/*.c"
	done
	# The reasons of dice (lib/core's die words) are a game's only when
	# it rolls them (its files set a chance event's dice or read a die).
	if grep -l -e '->dice =' -e 'bg_scan_die' $files | grep -qv '/lib/core/'; then
		perl "$BG_TOP/tests/reasons.pl" $files
	else
		perl "$BG_TOP/tests/reasons.pl" $files | grep -v '^a die shows '
	fi
}

# md_reasons GAME: the reasons of the Errors table of formats/GAME.md.
md_reasons() {
	sed -n '/^## Errors/,/^## [^E]/p' "$BG_TOP/formats/$1.md" | grep '^| `' |
		sed -E 's/^\| //; s/` \|.*/`/' | grep -oE '`[^`]+`' | tr -d '`' |
		sort -u
}

# man_reasons GAME: the reasons of bg-GAME(7)'s DIAGNOSTICS: those of its
# bg-apply lines and the list that follows "Every reason".
man_reasons() {
	sed -n '/^\.Sh DIAGNOSTICS/,/^\.Sh SEE/p' "$BG_TOP/man/bg-$1.7" | awk '
		/^Every reason/ { every = 1 }
		/^\.Bd/ { inblock = 1; next }
		/^\.Ed/ { inblock = 0; every = 0; next }
		inblock && /^bg-apply: / { print; next }
		inblock && every { sub(/^\\&/, ""); print }' |
		sed -E "s/^bg-apply: -:1: illegal move '[^']*'( for [^:]+)?: //" |
		sort -u
}

# unmatched REGEXES TEXTS: each regex that no text matches whole.
unmatched() {
	local re
	while IFS= read -r re; do
		grep -qxE -- "$re" "$2" || echo "$re"
	done <"$1"
}

@test "reasons: every reason in the code is in the game's page and manual page" {
	for g in $(games); do
		code_reasons "$g" >"$BATS_TEST_TMPDIR/code"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/code")" -ge 7 ]
		md_reasons "$g" >"$BATS_TEST_TMPDIR/md"
		man_reasons "$g" >"$BATS_TEST_TMPDIR/man"
		assert_equal "$g formats: $(unmatched "$BATS_TEST_TMPDIR/code" "$BATS_TEST_TMPDIR/md")" "$g formats: "
		assert_equal "$g man: $(unmatched "$BATS_TEST_TMPDIR/code" "$BATS_TEST_TMPDIR/man")" "$g man: "
	done
}

@test "reasons: every reason the pages list is one the code gives" {
	for g in $(games); do
		code_reasons "$g" >"$BATS_TEST_TMPDIR/code"
		for page in md man; do
			"${page}_reasons" "$g" >"$BATS_TEST_TMPDIR/doc"
			[ -s "$BATS_TEST_TMPDIR/doc" ]
			run grep -vxEf "$BATS_TEST_TMPDIR/code" "$BATS_TEST_TMPDIR/doc"
			assert_equal "$g $page: $output" "$g $page: "
		done
	done
}

@test "reasons: the extraction finds formats, choices and named strings, and misses nothing it lists" {
	cat >"$BATS_TEST_TMPDIR/game.c" <<'C'
static const char bad[] = "a move is " "a word";
/* bg_illegal(err, st, word, len, "in a comment"); */
static int f(void) {
	if (a) return bg_illegal(err, st, word, len, "pit %c is empty (%s)", c, s);
	if (b) return bg_illegal(err, st, word, len, x ? "one" : "two %d", n);
	if (c) return bg_illegal(err, st, word, len, "%s",
	                         memcmp(word, "pass", 4) == 0 ? "no pass" : bad);
	snprintf(why, cap, "with %d the marble %s", n, "goes");
	snprintf(buf, cap, "a headline");
}
C
	run perl "$BG_TOP/tests/reasons.pl" "$BATS_TEST_TMPDIR/game.c"
	assert_equal "$output" "pit .* is empty \(.*\)
one
two .*
no pass
a move is a word
with .* the marble .*"
}

@test "notation: turn= is written as bg-notation(5) says" {
	# Wari writes it in every phase; the dice games only while one seat's
	# turn goes on: in phase=move or decide, and for its own rolls.
	run awk '
		{
			n++
			want = /^wari / || / phase=(move|decide) / || / roll=(turn|again) /
			got = / turn=/
		}
		got != want { print FILENAME ": turn= " (got ? "written" : "missing") ": " $0 }
		END { print n " states" }' "$BG_TOP"/tests/playthroughs/*.states
	[ "$status" -eq 0 ]
	assert_equal "${lines[*]:0:${#lines[@]}-1}" ""
	[ "${lines[-1]% states}" -gt 1000 ]
}
