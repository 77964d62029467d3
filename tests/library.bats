#!/usr/bin/env bats
# libbg for bot authors: make install puts the library, its public
# headers and bg.pc under PREFIX, and the example bot, examples/bot.c,
# builds from them alone with pkg-config, answers states and plays a
# match as a cmd: bot.

load helpers

# Once for the file: the build under test installed under a temporary
# prefix, and the example bot's source copied beside it, so that nothing
# of the tree but what make install put there reaches the bot.  What is
# missing for it is said in LIBRARY_SKIP, as this bats cannot skip here.
setup_file() {
	if ! command -v pkg-config >/dev/null; then
		export LIBRARY_SKIP="pkg-config is not installed (apt-get install pkg-config; make deps does as root)"
	elif [ ! -f "$BG_BIN/libbg.a" ]; then
		export LIBRARY_SKIP="no libbg.a in $BG_BIN, the build under test"
	else
		make -s -C "$BG_TOP" -o all install O="$(build_dir)" DESTDIR= \
			PREFIX="$BATS_FILE_TMPDIR/prefix"
		cp "$BG_TOP/examples/bot.c" "$BATS_FILE_TMPDIR/bot.c"
	fi
}

setup() {
	[ -z "$LIBRARY_SKIP" ] || skip "$LIBRARY_SKIP"
	prefix=$BATS_FILE_TMPDIR/prefix
	export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
	cd "$BATS_FILE_TMPDIR"
}

# The bot built by CC (cc when not given) from the installed files, as
# its comment says, with every warning an error.
# A libbg of a build with gcov's instrumentation (make coverage) needs
# gcov's runtime as well, which gcc's libgcov.a gives either compiler.
build_bot() {
	local gcov=
	[ -z "$(find "$BG_BIN" -name '*.gcno' -print -quit)" ] ||
		gcov=$(gcc -print-file-name=libgcov.a)
	# shellcheck disable=SC2046
	"${1:-cc}" -std=c17 -Wall -Wextra -Wshadow -Wstrict-prototypes -Werror bot.c \
		$(pkg-config --cflags --libs bg) $gcov -o bot
}

@test "make install: libbg.a, its public headers under include/bg/ and bg.pc, which gives the flags" {
	assert_equal "$(cd "$prefix" && find include lib -type f | sort)" \
		"include/bg/bg.h
include/bg/core/core.h
include/bg/engine/engine.h
include/bg/util/util.h
lib/libbg.a
lib/pkgconfig/bg.pc"
	for h in bg.h util/util.h core/core.h engine/engine.h; do
		cmp "$BG_TOP/lib/$h" "$prefix/include/bg/$h"
	done
	cmp "$BG_BIN/libbg.a" "$prefix/lib/libbg.a"
	yaml=$(pkg-config --libs yaml-0.1 2>/dev/null || echo -lyaml)
	run pkg-config --cflags --libs bg
	[ "$status" -eq 0 ]
	assert_equal "$(echo $output)" \
		"-I$prefix/include/bg -L$prefix/lib -lbg $(echo $yaml) -lm -pthread"
	version=$(sed -n 's/^#define BG_VERSION "\(.*\)"/\1/p' "$BG_TOP/lib/cli/cli.h")
	assert_equal "$(pkg-config --modversion bg)" "$version"
}

@test "examples/bot.c builds from the installed files with pkg-config --cflags --libs bg, with gcc and clang" {
	run build_bot
	assert_equal "$output" ""
	[ "$status" -eq 0 ]
	assert_equal "$(bg-new wari | ./bot)" a
	assert_equal "$(bg-new wari | bg-apply c f | ./bot)" c
	command -v clang >/dev/null || skip "clang is not installed"
	rm bot
	run build_bot clang
	assert_equal "$output" ""
	[ "$status" -eq 0 ]
	assert_equal "$(bg-new wari | ./bot)" a
}

@test "the example bot answers every state as bg-moves --best --eval ply:1 does, of every game" {
	build_bot
	cat "$BG_TOP"/tests/playthroughs/*.states >all
	# The states in which a move or a decision is due: those a bot is
	# asked about.
	bg-moves --count <all | paste -d ' ' - all |
		awk '$1 > 0 { sub(/^[0-9]+ /, ""); print }' >due
	assert_equal "$(cut -d ' ' -f 1 due | sort -u)" "$(games | sort)"
	[ "$(wc -l <due)" -gt 2000 ]
	./bot <due >bot.out
	bg-moves --best --eval ply:1 <due >best.out
	cmp bot.out best.out
	[ "$(wc -l <bot.out)" -eq "$(wc -l <due)" ]
	# Its policy, not the order of the list, chose them: the first
	# listed move is not its answer in hundreds of states.
	bg-moves --line <due | cut -d ' ' -f 1 | paste -d ' ' bot.out - >pairs
	[ "$(awk '$1 != $2' pairs | wc -l)" -gt 400 ]
}

@test "the example bot: a policy word as its argument, and its refusals" {
	build_bot
	# A policy that draws answers a move it lists, the same one every
	# run: it draws from the state line.
	state=$(bg-new wari | bg-apply c f)
	for policy in random mc:20 uct:50 ab:2; do
		move=$(./bot "$policy" <<<"$state")
		bg-moves <<<"$state" | grep -qx -- "$move"
		assert_equal "$(./bot "$policy" <<<"$state")" "$move"
	done
	# Not one move whatever the state: random answers more than one
	# over the states of a game.
	grep phase=move "$BG_TOP/tests/playthroughs/wari-quiet.states" >wari
	[ "$(./bot random <wari | sort -u | wc -l)" -eq 6 ]
	run ./bot cmd:x </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$output" "bot: 'cmd:x' is not a policy (random, mc:N, uct:N, ab:D, ply:N, rollout:N, exact or default)"
	run ./bot random mc:2 </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$output" "usage: bot [POLICY]"
	run ./bot <<<"wari x"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bot: -:1:6: expected field 'twelve=', found 'x'"
	run ./bot < <(bg-new wari; bg-new wari | bg-apply --play random --seed 1)
	[ "$status" -eq 65 ]
	assert_equal "$output" "a
bot: -:2: no move is due in this state"
}

@test "the example bot plays a match as a cmd: bot of bg-apply" {
	build_bot
	run sh -c 'bg-new waju | bg-apply --play cmd:./bot,random --match --games 2 --seed 7'
	[ "$status" -eq 0 ]
	assert_equal "$output" "Match of 2 games of waju from -:1
policy     games   wins  draws losses forfeits     score   mean      1      3
cmd:./bot      2      2      0      0        0      2.00 1.0000 1.0000 1.0000
random         2      0      0      2        0      0.00 0.0000 0.0000 0.0000
Elo of the first against the second: > -636.4 (95%; every pair won), pentanomial over 1 pair; LOS 100.0%"
}

@test "make uninstall removes the library, its headers and bg.pc, and include/bg/" {
	dest=$BATS_TEST_TMPDIR/d
	make -s -C "$BG_TOP" -o all install O="$(build_dir)" DESTDIR="$dest" PREFIX=/opt/bg
	[ -f "$dest/opt/bg/include/bg/engine/engine.h" ]
	run make -s -C "$BG_TOP" uninstall DESTDIR="$dest" PREFIX=/opt/bg
	[ "$status" -eq 0 ]
	assert_equal "$(cd "$dest/opt/bg" && find . -type f)" ""
	[ ! -e "$dest/opt/bg/include/bg" ]
}
