#!/usr/bin/env bats
# The package as a packager and a new user meet it: the build variables,
# make install and uninstall, and make demo with only a compiler, make and
# libyaml.  (make dist is tested in newgame.bats: its tarball is the tree
# that file builds and adds a game to a copy of.)

load helpers

PROGS="bg-new bg-roll bg-moves bg-apply bg-render bg-select bg-play"

@test "make: CPPFLAGS, CFLAGS, LDFLAGS and LDLIBS reach the commands; -Werror only in check" {
	run make -s -n -C "$BG_TOP" -B O="$BATS_TEST_TMPDIR/o" \
		CPPFLAGS=-DX CFLAGS=-Og LDFLAGS=-LY LDLIBS=-lZ all
	[ "$status" -eq 0 ]
	output=${output//$'\\\n'/}
	compile=$(grep -E -- ' -c -o .*/lib/cli/cli\.o ' <<<"$output")
	link=$(grep -E -- '-o .*/bg-new ' <<<"$output")
	[[ $compile == *" -DX "* && $compile == *" -Og"* ]]
	[[ $link == *" -LY "* && $link == *" -lyaml"*"-lZ"* ]]
	[[ $output != *-Werror* ]]
	run make -n -C "$BG_TOP" check
	[[ $output == *"WERROR=-Werror"* ]]
}

@test "make: libyaml's flags come from pkg-config, or -lyaml without it" {
	mkdir "$BATS_TEST_TMPDIR/pc"
	printf '#!/bin/sh\ncase $1 in --cflags) echo -I/opt/yaml ;; --libs) echo -L/opt/yaml -lyaml ;; esac\n' \
		>"$BATS_TEST_TMPDIR/pc/pkg-config"
	chmod +x "$BATS_TEST_TMPDIR/pc/pkg-config"
	run make -s -n -C "$BG_TOP" -B O="$BATS_TEST_TMPDIR/o" \
		PKG_CONFIG="$BATS_TEST_TMPDIR/pc/pkg-config" all
	output=${output//$'\\\n'/}
	[[ $(grep -- '/lib/cli/cli\.o ' <<<"$output") == *" -I/opt/yaml "* ]]
	[[ $(grep -- '-o .*/bg-new ' <<<"$output") == *" -L/opt/yaml -lyaml"* ]]
	run make -s -n -C "$BG_TOP" -B O="$BATS_TEST_TMPDIR/o" \
		PKG_CONFIG=/nonexistent/pkg-config all
	[ "$status" -eq 0 ]
	[[ $(grep -- '-o .*/bg-new ' <<<"$output") == *" -lyaml"* ]]
}

@test "make install: modes 755 and 644; make uninstall removes every file" {
	dest=$BATS_TEST_TMPDIR/d
	run make -s -C "$BG_TOP" -o all install O="$(build_dir)" DESTDIR="$dest" PREFIX=/usr
	[ "$status" -eq 0 ]
	modes=$(cd "$dest" && find . -type f -printf '%m %p\n' | sort -k2)
	for p in $PROGS; do
		grep -qx "755 ./usr/bin/$p" <<<"$modes"
	done
	assert_equal "$(grep -v ' ./usr/bin/' <<<"$modes" | cut -d ' ' -f 1 | sort -u)" 644
	[ "$(wc -l <<<"$modes")" -gt 20 ]
	run make -s -C "$BG_TOP" uninstall DESTDIR="$dest" PREFIX=/usr
	[ "$status" -eq 0 ]
	assert_equal "$(cd "$dest" && find . -type f)" ""
}

# A PATH with every command of /usr/bin and /bin but the test-only ones,
# linked by one ln (a process a command took a minute on a loaded machine).
path_without_test_tools() {
	local dir=$BATS_TEST_TMPDIR/path f name
	local -A seen=()
	local files=()
	mkdir -p "$dir"
	for f in /usr/bin/* /bin/*; do
		name=${f##*/}
		case $name in
		clang*|zsh*|mandoc|bats|parallel|man|script) continue ;;
		esac
		[ -z "${seen[$name]:-}" ] || continue
		seen[$name]=1
		files+=("$f")
	done
	ln -s "${files[@]}" "$dir/"
	echo "$dir"
}

@test "make demo: runs without clang, zsh, mandoc and bats; a seeded game is the same every run; NEWFLAGS reach bg-new" {
	path=$(path_without_test_tools)
	! PATH=$path command -v clang zsh mandoc bats || false
	cd "$BATS_TEST_TMPDIR"
	umask 022
	demo=$BATS_TEST_TMPDIR/demo
	PATH=$path run make -s -C "$BG_TOP" -o all demo O="$(build_dir)" GAME=spook SEED=3 NEWFLAGS="--pieces 1" DEMO="$demo"
	[ "$status" -eq 0 ]
	first=$output
	[[ $first == *'"legal":true'* ]]
	# It says what it is doing, step by step.
	assert_equal "$(grep '^demo: ' <<<"$first")" "demo: checking what the build needs (a C compiler, make, libyaml)
demo: building the programs into $(build_dir)/
demo: playing spook with seed 3, each move through bg-roll, bg-moves --random and bg-apply, into $demo.rec
demo: replaying $demo.rec to check it, and writing its replay page"
	[ -s "$demo.rec" ] && [ -s "$demo.html" ]
	# Readable by all, as every file bg writes (0644), not mktemp's 0600.
	assert_equal "$(stat -c %a "$demo.rec" "$demo.html")" "644
644"
	PATH=$path run make -s -C "$BG_TOP" -o all demo O="$(build_dir)" GAME=spook SEED=3 NEWFLAGS="--pieces 1" DEMO="$demo"
	assert_equal "$output" "$first"
	PATH=$path run make -s -C "$BG_TOP" -o all demo O="$(build_dir)" GAME=spook SEED=4 NEWFLAGS="--pieces 1" DEMO="$demo"
	[ "$output" != "$first" ]
	# The seed reaches bg-new: Spook's boards are drawn from it; and so
	# do NEWFLAGS (a game of one piece a player, a quarter as long).
	[[ $first == *"final state: spook players=2 pieces=1 "*"$(bg-new spook --seed 3 | grep -o 'boards=[^ ]*')"* ]]
}
