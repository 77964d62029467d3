#!/usr/bin/env bats
# The rule book is part of the package: every ruling id cited anywhere in
# the sources, tests, formats and pages is defined in the installed pages
# (bg-GAME(7), and bg(7) for the common rulings) and in formats/GAME.md,
# and nothing points to a rule text outside the repository.

load helpers

RULING='\<(G|WR|WJ|WH|MJ|SW)-[0-9]+b?\>'

# The tracked text files of the checkout (or every file, outside git).
sources() {
	cd "$BG_TOP" || return 1
	if git ls-files --error-unmatch Makefile >/dev/null 2>&1; then
		git ls-files
	else
		find . -path ./build\* -prune -o -type f -print
	fi |
		grep -vE '(^|/)build[^/]*/|\.png$|/corpus/'
}

# defined_in FILE...: the ids the files define: an mdoc '.It ID' item or
# a markdown '- **ID**' item.
defined_in() {
	sed -nE 's/^\.It ((G|WR|WJ|WH|MJ|SW)-[0-9]+b?)$/\1/p
	         s/^- \*\*((G|WR|WJ|WH|MJ|SW)-[0-9]+b?)\*\*.*/\1/p' "$@" |
		sort -u
}

@test "rules: every ruling id cited anywhere is defined in the installed pages" {
	cd "$BG_TOP"
	sources | xargs grep -ohE "$RULING" | sort -u >"$BATS_TEST_TMPDIR/cited"
	defined_in man/*.7 >"$BATS_TEST_TMPDIR/defined"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/cited")" -gt 50 ]
	run comm -23 "$BATS_TEST_TMPDIR/cited" "$BATS_TEST_TMPDIR/defined"
	assert_equal "$output" ""
}

@test "rules: every ruling a game page defines is defined in formats/ too, and back" {
	cd "$BG_TOP"
	for game in $(games); do
		assert_equal "$(defined_in "formats/$game.md")" \
		             "$(defined_in "man/bg-$game.7")"
		[ -n "$(defined_in "formats/$game.md")" ]
	done
	assert_equal "$(defined_in formats/notation.md)" "$(defined_in man/bg.7)"
	assert_equal "$(defined_in man/bg.7 | tr '\n' ' ')" "G-1 G-2 G-3 G-4 "
}

@test "rules: each game's rulings are numbered without a gap, as far as its help says" {
	cd "$BG_TOP"
	local game range id last extra
	for game in $(games); do
		# "bg-new GAME --help" names the rulings: "(WR-1..WR-9)".
		range=$(bg-new "$game" --help | sed -n 2p |
			sed -nE 's/.*\(([A-Z]+)-1\.\.([A-Z]+)-([0-9]+)\)\.$/\1 \2 \3/p')
		read -r id extra last <<<"$range"
		[ -n "$last" ] && [ "$id" = "$extra" ] ||
			{ echo "bg-new $game --help names no range of rulings" >&2; false; }
		# A ruling put in between later takes its place's number and a
		# b (MJ-7b): it is in the list, and in formats/GAME.md too.
		extra=$(defined_in "man/bg-$game.7" | grep -E "^$id-[0-9]+b\$" || true)
		want=$(seq -f "$id-%g" 1 "$last"; [ -z "$extra" ] || echo "$extra")
		assert_equal "$(defined_in "man/bg-$game.7")" "$(sort -u <<<"$want")"
	done
	# The one ruling put in between so far.
	assert_equal "$(for game in $(games); do defined_in "man/bg-$game.7"; done |
		grep b)" MJ-7b
}

@test "rules: nothing in the package points to a file outside it" {
	cd "$BG_TOP"
	mapfile -t files < <(sources)
	[ "${#files[@]}" -gt 100 ]
	run grep -nE 'RULES[.]md|[s]eeds/|/[w]ork/' "${files[@]}"
	assert_equal "$output" ""
	[ "$status" -eq 1 ]
}

@test "rules: the checks catch an undefined ruling and a reference outside" {
	printf '.It WR-1\n.It WR-3\n' >"$BATS_TEST_TMPDIR/page.7"
	assert_equal "$(defined_in "$BATS_TEST_TMPDIR/page.7" | tr '\n' ' ')" "WR-1 WR-3 "
	echo 'see WR-2 and MJ-7b, not SVG-1' | grep -ohE "$RULING" | sort >"$BATS_TEST_TMPDIR/cited"
	assert_equal "$(tr '\n' ' ' <"$BATS_TEST_TMPDIR/cited")" "MJ-7b WR-2 "
	run comm -23 "$BATS_TEST_TMPDIR/cited" <(defined_in "$BATS_TEST_TMPDIR/page.7")
	assert_equal "$output" "MJ-7b
WR-2"
}
