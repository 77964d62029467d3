#!/usr/bin/env bats
# A game is one folder: a copy of the tree, with the minimal game of
# tests/newgame/ added as README's "Adding a game" says and no other edit,
# builds, and every program, page and completion takes the game up, and
# so do the tests of every game that it runs there (not the analysis
# goldens, which README has written again, and which take minutes).  The
# game, testnim (formats/testnim.md there), is one heap that two players
# take 1 to 3 stones from in turn; who takes the last stone wins.  The
# tree before the game is added is the package's: make dist's tarball,
# which builds and tests by itself (the one compile of the tree serves
# both, the copy's build making only what the game adds).

load helpers

# The tree as packed, its build, and the copy with the game added and the
# build of it, made once for the file.
setup_file() {
	local base=$BATS_FILE_TMPDIR/base tree=$BATS_FILE_TMPDIR/tree
	mkdir -p "$base" "$tree"
	# The tracked files (a release's MANIFEST out of git), as make dist
	# packs them; one deleted in the work tree is not there to copy.
	(cd "$BG_TOP" &&
		if git ls-files --error-unmatch Makefile >/dev/null 2>&1; then
			git ls-files
		else
			cat MANIFEST
		fi |
		while IFS= read -r f; do [ ! -e "$f" ] || printf '%s\n' "$f"; done |
		tar -cf - -T -) | tar -xf - -C "$base"
	# Unoptimised and without debugging information: it compiles in
	# half the time, and the plain build has compiled the same sources
	# with -O2 already.  With -Werror, as make check builds: the make dist
	# test finds the tarball's files the same bytes as these.
	nice make -s -j2 -C "$base" O="$BATS_FILE_TMPDIR/base-build" \
		WERROR=-Werror CFLAGS=-O0 all
	# The copy and its build start as these, their times kept (make
	# then finds the build up to date).
	cp -a "$base/." "$tree/"
	cp -a "$BATS_FILE_TMPDIR/base-build" "$BATS_FILE_TMPDIR/build"
	# The game's files, in their places.
	cp -R "$BG_TOP/tests/newgame/." "$tree/"
	# README's edits: the game's item in the lists of games of bg(7) and
	# bg-new(1), its page in their SEE ALSO, and its line in README.
	add_game "$tree/man/bg.7" "THE GAMES" \
		'Testnim, one heap taken from in turns; see\n.Xr bg-testnim 7 .'
	add_game "$tree/man/bg-new.1" GAMES \
		'Testnim, one heap taken from in turns\n.Pq Xr bg-testnim 7 .'
	# And README's list of the games, its last item no longer last.
	sed -i '/^Games:$/,/^Each game/{/^$/!{N;/\.\n$/s//;\n- **Testnim**, one heap taken from in turns.\n/;P;D}}' \
		"$tree/README.md"
	# What the game adds: its objects and definition, the registry (the
	# list of games changed) and the programs linked again.  Only the
	# game's own files include its header, new to make, which -o keeps
	# from making every object of lib/ again.
	nice make -s -j2 -C "$tree" O="$BATS_FILE_TMPDIR/build" CFLAGS=-O0 \
		-o lib/games/testnim/testnim.h all
}

# add_game PAGE SECTION TEXT: testnim's item, .It Cm testnim and TEXT, last
# in the list of SECTION of PAGE, and bg-testnim 7 last in its SEE ALSO.
add_game() {
	sed -i -e "/^\.Sh $2\$/,/^\.Sh /{/^\.El\$/i .It Cm testnim\\n$3
}" -e '/^\.Sh SEE ALSO$/,${$s/$/ ,\n.Xr bg-testnim 7/}' "$1"
}

setup() {
	TREE=$BATS_FILE_TMPDIR/tree
	PATH=$BATS_FILE_TMPDIR/build:$PATH
	START='testnim take=3 phase=move turn=first ply=0 heap=10'
}

@test "make dist: the tracked files in bg-VERSION.tar.gz, which builds and tests by itself" {
	git -C "$BG_TOP" ls-files --error-unmatch Makefile >/dev/null 2>&1 ||
		skip "not a git checkout"
	version=$(sed -n 's/^#define BG_VERSION "\(.*\)"/\1/p' "$BG_TOP/lib/cli/cli.h")
	tarball=$BATS_TEST_TMPDIR/bg-$version.tar.gz
	run make -s -C "$BG_TOP" dist O="$BATS_TEST_TMPDIR/o" DISTDIR="$BATS_TEST_TMPDIR"
	[ "$status" -eq 0 ]
	[ -s "$tarball" ]
	mkdir "$BATS_TEST_TMPDIR/x" && cd "$BATS_TEST_TMPDIR/x"
	tar -xzf "$tarball"
	cd "bg-$version"
	assert_equal "$(find . -type f ! -name MANIFEST | sed 's|^\./||' | LC_ALL=C sort)" \
		"$(git -C "$BG_TOP" ls-files | LC_ALL=C sort)"
	[ -f LICENSE ]
	# It builds by itself: its files are the same bytes as the tree
	# setup_file built (with -Werror, as make check builds).
	diff -r -x MANIFEST . "$BATS_FILE_TMPDIR/base"
	# Its own tests pass: the rules and the programs (not the demo,
	# whose script the make demo test runs in the tree).
	BG_BIN=$BATS_FILE_TMPDIR/base-build BG_TOP=$PWD bats tests/rules.bats
	BG_BIN=$BATS_FILE_TMPDIR/base-build BG_TOP=$PWD bats -f '^bg-' tests/programs.bats
	# Out of git, the tarball makes the same tarball again.
	make -s dist O="$BATS_TEST_TMPDIR/o2" DISTDIR="$BATS_TEST_TMPDIR/o2"
	assert_equal "$(tar -tzf "$BATS_TEST_TMPDIR/o2/bg-$version.tar.gz" | sort)" \
		"$(tar -tzf "$tarball" | sort)"
}

@test "the copy differs from the tree by the game's folder and README's edits" {
	added=$(cd "$BG_TOP/tests/newgame" && find . -type f | sed 's|^\./||' |
		LC_ALL=C sort)
	assert_equal "$added" "$(printf '%s\n' formats/testnim.md \
		formats/testnim.yaml lib/games/testnim/definition.c \
		lib/games/testnim/evaluate.c lib/games/testnim/notation.c \
		lib/games/testnim/render.c lib/games/testnim/rules.c \
		lib/games/testnim/testnim.h man/bg-testnim.7 \
		tests/games/testnim/playthrough tests/games/testnim/rules.test \
		tests/games/testnim/setups tests/games/testnim/stability \
		tests/games/testnim/testnim.rec tests/games/testnim/testnim.svg \
		tests/games/testnim/testnim.txt \
		tests/playthroughs/testnim-second.rec \
		tests/playthroughs/testnim-second.states)"
	for f in man/bg.7 man/bg-new.1; do
		assert_equal "$(diff "$BG_TOP/$f" "$TREE/$f" | grep -c '^>')" 5
	done
	diff "$BG_TOP/README.md" "$TREE/README.md" >"$BATS_TEST_TMPDIR/readme" || true
	assert_equal "$(grep '^[<>]' "$BATS_TEST_TMPDIR/readme")" \
		"$(printf '%s\n' '<   shortcuts and the hub.' '>   shortcuts and the hub;' \
			'> - **Testnim**, one heap taken from in turns.')"
	# Nothing else: the Makefile, the completions and the lists the
	# tests run over find the game themselves.  (The files' sums, one
	# process a tree, not a cmp for each of hundreds of files.)
	local files=() f
	while IFS= read -r f; do
		case $f in man/bg.7 | man/bg-new.1 | README.md) continue ;; esac
		[ ! -e "$BG_TOP/$f" ] || files+=("$f")
	done < <(cd "$BG_TOP" && git ls-files 2>/dev/null)
	[ "${#files[@]}" -gt 0 ] || return 0
	(cd "$BG_TOP" && sha256sum -- "${files[@]}") >"$BATS_TEST_TMPDIR/sums"
	assert_equal "$(cd "$TREE" && sha256sum --quiet -c "$BATS_TEST_TMPDIR/sums" 2>/dev/null |
		sed 's/: FAILED.*/ was edited/')" ""
}

@test "bg-new lists the game after the five and gives its state" {
	assert_equal "$(bg-new --list)" \
		"$(printf '%s\n' wari spook manji waju wahoo testnim)"
	assert_equal "$(bg-new testnim)" "$START"
	run bg-new testnim --help
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == "usage: bg-new testnim"* ]]
	printf 'game: testnim\nheap: 5\ntake: 2\n' >"$BATS_TEST_TMPDIR/v.yaml"
	assert_equal "$(bg-new testnim -r "$BATS_TEST_TMPDIR/v.yaml")" \
		'testnim take=2 phase=move turn=first ply=0 heap=5'
}

@test "bg-train refuses it: it has no learned evaluation" {
	run --separate-stderr bg-train testnim
	[ "$status" -eq 64 ]
	assert_equal "$stderr" \
		"bg-train: 'testnim' is not a dice game (spook, manji, waju or wahoo)"
}

@test "bg-roll passes it through; bg-moves lists its moves; bg-apply takes them" {
	assert_equal "$(echo "$START" | bg-roll)" "$START"
	assert_equal "$(echo "$START" | bg-moves)" "$(printf '%s\n' 1 2 3)"
	assert_equal "$(echo "$START" | bg-apply 3 2)" \
		'testnim take=3 phase=move turn=first ply=2 heap=5'
	run --separate-stderr bg-apply 4 <<<"$START"
	[ "$status" -eq 65 ]
	assert_equal "$stderr" \
		"bg-apply: -:1: illegal move '4' for first: a move takes 1 to 3 stones (TN-2)"
	assert_equal "$(bg-apply 3 3 3 1 <<<"$START")" \
		'testnim take=3 phase=over ply=4 heap=0 result=second'
	assert_equal "$(bg-moves <<<'testnim take=3 phase=move turn=second ply=3 heap=2')" \
		"$(printf '%s\n' 1 2)"
}

@test "bg-apply --play random plays a game to its end" {
	run bg-apply --play random --seed 1 <<<"$START"
	[ "$status" -eq 0 ]
	[[ "$output" =~ ^testnim\ take=3\ phase=over\ ply=[0-9]+\ heap=0\ result=(first|second)$ ]]
	assert_equal "$(bg-apply --play random --seed 1 <<<"$START")" "$output"
}

@test "bg-moves --eval mc:20 chooses the move that wins" {
	# From 10 the move to 8, a multiple of 4, wins (TN-2, TN-3).
	assert_equal "$(bg-moves --eval mc:20 --seed 1 <<<"$START" | cut -d' ' -f1)" \
		"$(printf '%s\n' 2 3 1)"
	assert_equal "$(bg-moves --eval ab:4 <<<"$START" | head -n 1)" \
		'2 1.0000 - +0.00 4 1 3 1'

}

@test "bg-render draws it as text, SVG and a replay page" {
	assert_equal "$(bg-render <<<"$START")" \
		"$(printf '  heap  oooooooooo 10\n  first to take 1 to 3')"
	bg-render --svg <<<"$START" >"$BATS_TEST_TMPDIR/b.svg"
	grep -q '^<svg' "$BATS_TEST_TMPDIR/b.svg"
	[ "$(grep -c '<circle' "$BATS_TEST_TMPDIR/b.svg")" -eq 10 ]
	printf '%s\n' "$START" 3 3 3 1 >"$BATS_TEST_TMPDIR/g.rec"
	bg-render --html -f "$BATS_TEST_TMPDIR/g.rec" >"$BATS_TEST_TMPDIR/g.html"
	grep -q testnim "$BATS_TEST_TMPDIR/g.html"
}

@test "its page renders without a warning, and the pages name it" {
	for page in bg-testnim.7 bg.7 bg-new.1; do
		assert_equal "$(MANWIDTH=80 man --warnings=w -E UTF-8 \
			-l "$TREE/man/$page" 2>&1 >/dev/null)" ""
	done
	MANWIDTH=80 man -E UTF-8 -l "$TREE/man/bg-testnim.7" 2>/dev/null |
		grep -q 'TN-3'
	if command -v mandoc >/dev/null; then
		mandoc -Tlint -W warning "$TREE/man/bg-testnim.7"
	fi
}

@test "the copy's own checks of the lists of games, the pages and --list pass" {
	BG_BIN=$BATS_FILE_TMPDIR/build BG_TOP=$TREE run bats \
		-f 'every list of games|every page the programs|bg\(7\) and the pages' \
		"$TREE/tests/docs.bats"
	echo "$output"
	[ "$status" -eq 0 ]
	[ "$(grep -c '^ok' <<<"$output")" -eq 3 ]
	BG_BIN=$BATS_FILE_TMPDIR/build BG_TOP=$TREE run bats \
		-f 'bg-new: --list prints' "$TREE/tests/programs.bats"
	echo "$output"
	[ "$status" -eq 0 ]
	[ "$(grep -c '^ok' <<<"$output")" -eq 1 ]
}

@test "the copy's tests of every game take the game up: its cases, playthrough and drawings" {
	export BG_BIN=$BATS_FILE_TMPDIR/build BG_TOP=$TREE
	BG_CASE_FILES=$TREE/tests/games/testnim/rules.test run bats \
		-f 'every case under|a folder for every game' "$TREE/tests/games.bats"
	echo "$output"
	[ "$status" -eq 0 ]
	[ "$(grep -c '^ok' <<<"$output")" -eq 2 ]
	run bats -f 'every record replays|passes --check' \
		"$TREE/tests/playthroughs.bats"
	echo "$output"
	[ "$status" -eq 0 ]
	[ "$(grep -c '^ok' <<<"$output")" -eq 2 ]
	run bats -f 'text of a short record|SVG of each record' \
		"$TREE/tests/render-records.bats"
	echo "$output"
	[ "$status" -eq 0 ]
	[ "$(grep -c '^ok' <<<"$output")" -eq 2 ]
}

@test "bash completes the game for bg-new and bg-play" {
	assert_equal "$(BG_TOP=$TREE complete_bash bg-new te)" testnim
	assert_equal "$(BG_TOP=$TREE complete_bash bg-new '')" \
		"$(bg-new --list | sort)"
	assert_equal "$(BG_TOP=$TREE complete_bash bg-play -s 1 tes)" testnim
}
