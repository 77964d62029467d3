#!/usr/bin/env bats
# Options across the suite: one meaning per letter, the table of bg(7)
# made from the programs themselves, options given twice, --color's
# values, and what the terminal and the locale choose.

load helpers

PROGS="bg-new bg-roll bg-moves bg-apply bg-render bg-select bg-play bg-tournament"

# The letter table between bg(7)'s comment and the end of its list.
man_table() {
	sed -n '/^\.\\" Made by scripts\/letters.sh/,/^\.El/p' "$BG_TOP/man/bg.7" |
		sed 1d
}

@test "options: bg(7)'s letter table is the one the programs' --help gives" {
	run sh "$BG_TOP/scripts/letters.sh" "$BG_BIN"
	[ "$status" -eq 0 ]
	table=$output
	[ "$(grep -c '^\.It Fl' <<<"$table")" -ge 12 ]
	# On a difference, 'sh scripts/letters.sh --update build' rewrites it.
	assert_equal "$(man_table)" "$table"
}

@test "options: a letter with two long names is refused by the table maker" {
	mkdir "$BATS_TEST_TMPDIR/bin"
	for p in $PROGS; do
		printf '#!/bin/sh\necho "  -r, --rules FILE"\n' >"$BATS_TEST_TMPDIR/bin/$p"
		chmod +x "$BATS_TEST_TMPDIR/bin/$p"
	done
	printf '#!/bin/sh\necho "  -r, --record FILE"\n' >"$BATS_TEST_TMPDIR/bin/bg-apply"
	run --separate-stderr sh "$BG_TOP/scripts/letters.sh" "$BATS_TEST_TMPDIR/bin"
	[ "$status" -eq 1 ]
	assert_equal "$stderr" "letters.sh: -r is --record and --rules"
}

# first_errors PROGRAM LETTER...: "LETTER ERROR" a line, ERROR the first
# line PROGRAM writes to its standard error given -LETTER alone and no
# input.  The processes are started by sh, whose forks cost a tenth of
# those of the test's shell.
first_errors() {
	sh -c 'p=$1 nl="
"
		shift
		for l; do
			e=$("$p" "-$l" </dev/null 2>&1 >/dev/null)
			printf "%s %s\n" "$l" "${e%%"$nl"*}"
		done' _ "$@"
}

@test "options: each program takes exactly the letters its --help lists" {
	for p in $PROGS; do
		help=$("$p" --help | sed -nE 's/^  -([[:alnum:]]), --.*/\1/p' | sort | tr -d '\n')
		took=$(first_errors "$p" {a..z} {A..Z} {0..9} |
			grep -v "^\(.\) $p: unknown option '-\1'" | cut -c1 | sort | tr -d '\n')
		assert_equal "$p: $took" "$p: $help"
	done
}

@test "options: each letter --help lists is taken alone, one that needs a value says so" {
	# The sweep above in a tenth of the processes: the letters listed,
	# each given alone (no value, empty input), and one not listed.
	local l err
	for p in $PROGS; do
		while read -r l err; do
			case $err in
			"$p: unknown option '-$l'; see '$p --help'")
				[ "$l" = Z ] || { echo "$p -$l: $err"; false; } ;;
			"$p: option '-$l' needs a value; see '$p --help'")
				"$p" --help | grep -qE "^  -$l, --[a-z-]+[ =][A-Z]" ||
					{ echo "$p -$l: $err"; false; } ;;
			*) [ "$l" != Z ] || { echo "$p -Z: $err"; false; } ;;
			esac
		done < <(first_errors "$p" $("$p" --help | sed -nE 's/^  -([[:alnum:]]), --.*/\1/p') Z)
	done
}

@test "options: the old letters that now mean something else are gone" {
	for cmd in "bg-render -s" "bg-render -a" "bg-apply -c" "bg-apply -R" \
	           "bg-moves -l" "bg-new -l"; do
		run --separate-stderr $cmd </dev/null
		[ "$status" -eq 64 ]
		assert_equal "$stderr" "${cmd% *}: unknown option '${cmd#* }'; see '${cmd% *} --help'"
	done
	run bg-new --list
	assert_equal "${lines[0]}" wari
}

@test "options given twice: the last counts, and a flag counts once" {
	start=$(bg-new wari)
	assert_equal "$(bg-moves --count --count <<<"$start")" 6
	assert_equal "$(bg-moves -c -c <<<"$start")" 6
	assert_equal "$(bg-moves -p 3 -p 2 <<<"$start")" 36
	assert_equal "$(bg-moves --line --line <<<"$start")" "a b c d e f"
	assert_equal "$(bg-apply --all --all c <<<"$start")" "$(bg-apply --all c <<<"$start")"
	run bg-apply -q -q c <<<"$start"
	[ "$status" -eq 0 ] && [ -z "$output" ]
	run bg-apply --result --result c <<<"$start"
	[ "$status" -eq 0 ] && [ "${#lines[@]}" -eq 1 ]
	assert_equal "$(bg-new wari --quiet 5 --quiet 7)" \
		"${start/quiet=100/quiet=7}"
	s=$(bg-new waju)
	assert_equal "$(bg-roll -s 1 -d 1,2 -d 5,3 <<<"$s")" "$(bg-roll -s 1 -d 5,3 <<<"$s")"
	[ "$(bg-roll -s 1 -d 1,2 <<<"$s")" != "$(bg-roll -s 1 -d 5,3 <<<"$s")" ]
	assert_equal "$(bg-roll -s 1 -s 2 <<<"$s")" "$(bg-roll -s 2 <<<"$s")"
	cd "$BATS_TEST_TMPDIR"
	bg-apply -w a.rec -w b.rec c <<<"$start" >/dev/null
	[ ! -e a.rec ] && [ -s b.rec ]
	assert_equal "$(bg-render --color=never --color <<<"$s")" \
		"$(bg-render --color=always <<<"$s")"
	assert_equal "$(bg-render -u --ascii <<<"$s")" "$(bg-render --ascii <<<"$s")"
}

@test "options that exclude each other are a usage error, whatever the order" {
	start=$(bg-new wari)
	for pair in "--count --line" "--line -p 2" "-p 2 --count"; do
		run --separate-stderr bg-moves $pair <<<"$start"
		[ "$status" -eq 64 ] && [ -z "$output" ]
		assert_equal "$stderr" "bg-moves: --count, --line, --perft, --random and --eval exclude each other"
	done
	for pair in "--all --check" "-q --result" "--result -a"; do
		run --separate-stderr bg-apply $pair c <<<"$start"
		[ "$status" -eq 64 ] && [ -z "$output" ]
		[[ $stderr == "bg-apply: --all, --check"*" and "*" exclude each other" ]]
		[[ $stderr == *--result* ]] && [ "${#lines[@]}" -eq 0 ]
	done
}

@test "--color: an optional value, with the GNU spellings" {
	s=$(bg-new waju)
	always=$(bg-render --color=always <<<"$s")
	never=$(bg-render --color=never <<<"$s")
	[ "$always" != "$never" ]
	for w in always yes force; do
		assert_equal "$(bg-render --color="$w" <<<"$s")" "$always"
	done
	assert_equal "$(bg-render --colour <<<"$s")" "$always"
	for w in never no none auto tty if-tty; do
		assert_equal "$(bg-render --color="$w" <<<"$s")" "$never"
	done
	run --separate-stderr bg-render --color=blue </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-render: --color: 'blue' is not auto, always or never"
	# A value after a space is a file operand, as for the GNU tools.
	run --separate-stderr bg-render --color always
	[ "$status" -eq 66 ]
	assert_equal "$stderr" "bg-render: always: No such file or directory"
}

# on_tty ENV [OPTIONS]: bg-render OPTIONS of $s in a pseudo-terminal,
# under the environment ENV.
on_tty() {
	command -v script >/dev/null || skip "script(1) is not installed"
	printf '%s\n' "$s" >"$BATS_TEST_TMPDIR/s"
	script -qec "env $1 bg-render ${2:-} <'$BATS_TEST_TMPDIR/s'" /dev/null |
		tr -d '\r'
}

@test "render: a terminal gets Unicode only under UTF-8, colour only if TERM and NO_COLOR allow" {
	s=$(bg-new waju)
	plain=$(bg-render --ascii --color=never <<<"$s")
	unicode=$(bg-render -u --color=never <<<"$s")
	colour=$(bg-render --ascii --color=always <<<"$s")
	both=$(bg-render -u --color=always <<<"$s")
	[ "$plain" != "$unicode" ] && [ "$plain" != "$colour" ] && [ "$both" != "$unicode" ]
	# A pipe: ASCII without colour, whatever the locale and terminal.
	assert_equal "$(LC_ALL=C.UTF-8 TERM=xterm bg-render <<<"$s")" "$plain"
	assert_equal "$(on_tty "LC_ALL=C.UTF-8 TERM=xterm NO_COLOR=")" "$both"
	assert_equal "$(on_tty "LC_ALL=C TERM=xterm NO_COLOR=")" "$colour"
	assert_equal "$(on_tty "LC_ALL=POSIX TERM=xterm NO_COLOR=")" "$colour"
	assert_equal "$(on_tty "LC_ALL=C.UTF-8 TERM=dumb NO_COLOR=")" "$unicode"
	assert_equal "$(on_tty "LC_ALL=C.UTF-8 TERM=xterm NO_COLOR=1")" "$unicode"
	assert_equal "$(on_tty "LC_ALL=C TERM=dumb NO_COLOR=1")" "$plain"
	# Forced: the options win over all of it.
	assert_equal "$(on_tty "LC_ALL=C TERM=dumb NO_COLOR=1" "-u --color")" "$both"
}

@test "options: a game option is named in full, in bg-new as in a record's Options tag" {
	cd "$BATS_TEST_TMPDIR"
	# getopt_long would take --twe for --twelve: both places refuse it.
	run --separate-stderr bg-new wari --twe atleast
	[ "$status" -eq 64 ] && [ -z "$output" ]
	assert_equal "$stderr" "bg-new: unknown option '--twe'; see 'bg-new --help'"
	run --separate-stderr bg-new wari --twe=atleast
	assert_equal "$stderr" "bg-new: unknown option '--twe'; see 'bg-new --help'"
	# A prefix of two options is no abbreviation either.
	run --separate-stderr bg-new spook --boa x.yaml
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-new: unknown option '--boa'; see 'bg-new --help'"
	printf 'Game: wari\nOptions: --twe atleast\nc\n' > a.rec
	run --separate-stderr bg-apply --check -f a.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: a.rec:2: Options: '--twe' is not an option of wari (bg-new wari --help lists them)"
	# Named in full, the two read the options alike: the same state, the
	# same refusal of a value.
	printf 'Game: wari\nOptions: --twelve atleast --quiet=7\n' > b.rec
	assert_equal "$(bg-apply -f b.rec </dev/null)" "$(bg-new wari --twelve atleast --quiet=7)"
	run --separate-stderr bg-new wari --twelve atl
	assert_equal "$stderr" "bg-new: --twelve: 'atl' is not one of exact, atleast, off"
	printf 'Game: wari\nOptions: --twelve atl\n' > c.rec
	run --separate-stderr bg-apply --check -f c.rec
	assert_equal "$stderr" "bg-apply: c.rec:2: Options: --twelve: 'atl' is not one of exact, atleast, off"
}
