#!/usr/bin/env bats
# The five programs on Wari: exact outputs through the pipeline.

load helpers

@test "bg-new wari prints the initial state" {
	run bg-new wari
	[ "$status" -eq 0 ]
	assert_equal "$output" "$WARI_START"
}

@test "bg-moves lists the six opening moves in pit order" {
	run sh -c 'bg-new wari | bg-moves'
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(printf 'a\nb\nc\nd\ne\nf')"
}

@test "bg-moves --perft 1..8 from the start" {
	for n in 1 2 3 4 5 6 7 8; do
		out="$out $(bg-new wari | bg-moves --perft $n)"
	done
	assert_equal "$out" " 6 36 190 1014 5219 27332 139157 711414"
}

S2='wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=2 idle=2 pits=5,5,1,6,5,5/5,4,4,4,4,0 captured=0,0'

@test "bg-moves: many states in one run, --count and --line" {
	run sh -c "printf '%s\n%s\n' '$WARI_START' '$S2' | bg-moves --count"
	assert_equal "$output" "$(printf '6\n6')"
	run sh -c "printf '%s\n# a comment\n\n%s\n' '$WARI_START' '$S2' | bg-moves --line"
	assert_equal "$output" "$(printf 'a b c d e f\na b c d e f')"
}

@test "bg-moves: a finished game has no moves (the loop's stop)" {
	over="wari twelve=exact slam=leave-one quiet=100 phase=over turn=north ply=60 idle=3 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=29,19 end=agreed result=north"
	run sh -c "echo '$over' | bg-moves"
	[ "$status" -eq 0 ]
	assert_equal "$output" ""
	run sh -c "echo '$over' | bg-moves --line"
	assert_equal "$output" ""
	run sh -c "echo '$over' | bg-moves --count"
	assert_equal "$output" "0"
}

@test "bg-moves: reads FILE operands in order" {
	echo "$WARI_START" > "$BATS_TEST_TMPDIR/a"
	echo "$S2" > "$BATS_TEST_TMPDIR/b"
	run bg-moves --count "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
	assert_equal "$output" "$(printf '6\n6')"
}

@test "bg-apply: a state with no actions passes through, every state in turn" {
	run sh -c "printf '%s\n%s\n' '$WARI_START' '$S2' | bg-apply"
	assert_equal "$output" "$(printf '%s\n%s' "$WARI_START" "$S2")"
	run sh -c "printf '%s\n%s\n' '$WARI_START' '$S2' | bg-apply a"
	[ "${#lines[@]}" -eq 2 ]
}

@test "bg-apply: what bg-moves prints, bg-apply accepts" {
	n=0
	for m in $(echo "$S2" | bg-moves); do
		echo "$S2" | bg-apply "$m" > /dev/null
		n=$((n + 1))
	done
	[ "$n" -eq 6 ]
}

@test "bg-roll: with no chance event due the state passes through" {
	run sh -c "printf '%s\n%s\n' '$WARI_START' '$S2' | bg-roll --seed 7"
	assert_equal "$output" "$(printf '%s\n%s' "$WARI_START" "$S2")"
	run sh -c "echo '$S2' | bg-roll"
	assert_equal "$output" "$S2"
	run sh -c "echo '$S2' | bg-roll --dice 3,5"
	assert_equal "$output" "$S2"
}

@test "bg-new: --rules loads a variant board" {
	printf 'game: wari\npits: 4\nstones: 3\nrules:\n  quiet: 50\n' > "$BATS_TEST_TMPDIR/small.yaml"
	run bg-new wari --rules "$BATS_TEST_TMPDIR/small.yaml"
	assert_equal "$output" "wari twelve=exact slam=leave-one quiet=50 phase=move turn=north ply=0 idle=0 pits=3,3,3,3/3,3,3,3 captured=0,0"
	run sh -c "bg-new wari --rules '$BATS_TEST_TMPDIR/small.yaml' --quiet 7 | bg-moves --line"
	assert_equal "$output" "a b c d"
	run sh -c "bg-new wari -r '$BATS_TEST_TMPDIR/small.yaml' | bg-moves --perft 3"
	assert_equal "$output" "54"
}

@test "bg-new: --list prints the games, the Makefile's GAMES in its order" {
	# GAMES: the folders of lib/games/ with a definition in formats/, the
	# Makefile's GAMES_FIRST in their order, then the others sorted.
	found=$(cd "$BG_TOP" && for d in lib/games/*/; do
		g=${d#lib/games/} && g=${g%/}
		[ ! -f "formats/$g.yaml" ] || echo "$g"
	done)
	first=$(sed -n 's/^GAMES_FIRST = //p' "$BG_TOP/Makefile")
	[ -n "$first" ]
	want=$(for g in $first; do grep -x "$g" <<<"$found"; done
		grep -vxF "$(tr ' ' '\n' <<<"$first")" <<<"$found" | LC_ALL=C sort)
	run bg-new --list
	assert_equal "$output" "$want"
	[ -n "$output" ]
	for g in $output; do
		bg-new "$g" --help > /dev/null
	done
}

@test "bg-new: GAME --help lists the game's options" {
	run bg-new wari --help
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == "usage: bg-new wari [-r FILE] [--twelve RULE] [--slam RULE] [--quiet PLIES] [--majority RULE] [--cycle RULE] [--preset RULES]" ]]
}

@test "demo: the README's first command plays a whole seeded game, renders it and checks its record" {
	# Its own directory: bats keeps --separate-stderr's file in the test's.
	mkdir "$BATS_TEST_TMPDIR/d"
	cd "$BATS_TEST_TMPDIR/d"
	run --separate-stderr sh "$BG_TOP/scripts/demo.sh" "$BG_BIN"
	[ "$status" -eq 0 ]
	# Each step is told on standard error as it starts.
	assert_equal "$stderr" "demo: playing wari with seed 7, each move through bg-roll, bg-moves --random and bg-apply, into demo.rec
demo: replaying demo.rec to check it, and writing its replay page"
	assert_equal "${lines[8]}" "  game over (no legal move): south wins 31-17"
	assert_equal "${lines[9]}" "final state: wari twelve=exact slam=leave-one quiet=100 phase=over turn=south ply=171 idle=0 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=17,31 end=nomove result=south"
	assert_equal "${lines[10]}" "record: demo.rec, 173 lines, the last 'Result: south'; replayed by bg-apply --result -f demo.rec:"
	assert_equal "${lines[11]}" '{"record":"demo.rec","legal":true,"actions":171,"game":"wari","over":true,"result":"south","scores":{"north":17,"south":31},"tags":{"Result":"south"}}'
	assert_equal "${lines[12]}" "replay page: demo.html (open it in a browser; keys <- -> Home End)"
	# The page holds every position: the initial one and one per action.
	assert_equal "$(grep -o '"captions":\[[^]]*\]' demo.html | grep -o '","' | wc -l)" 171
	# The record it tells of is kept, and replays to the final state.
	assert_equal "$(bg-apply -f demo.rec)" "${lines[9]#final state: }"
	assert_equal "$(ls)" "demo.html
demo.rec"
}

@test "demo: -o names the record and the page, in a folder that must be there; another game and its options" {
	# The script's own work: the programs are asked as in the test above,
	# on Spook, whose rules spook-play.bats plays through them: the
	# sanitizer build leaves the 160 processes of its game to the plain.
	cd "$BATS_TEST_TMPDIR"
	run sh "$BG_TOP/scripts/demo.sh" -o sp/game "$BG_BIN" spook 3 --players 3 --pieces 1 --seed 3
	[ "$status" -eq 1 ]
	mkdir sp
	run --separate-stderr sh "$BG_TOP/scripts/demo.sh" -o sp/game "$BG_BIN" spook 3 --players 3 --pieces 1 --seed 3
	[ "$status" -eq 0 ]
	[[ "${lines[${#lines[@]}-2]}" == '{"record":"sp/game.rec","legal":true,"actions":54,"game":"spook","over":true,"result":"2",'* ]]
	assert_equal "$(ls sp)" "game.html
game.rec"
}

@test "demo: on a terminal, the moves played so far on one line, cleared at the end" {
	# A game of six moves (Wari ended by its quiet rule): what differs
	# on a terminal is the script's output, which the sanitizers do not
	# see.
	command -v script >/dev/null || skip "script(1) is not installed"
	cd "$BATS_TEST_TMPDIR"
	script -qec "sh '$BG_TOP/scripts/demo.sh' '$BG_BIN' wari 7 --quiet 6 >out.txt" /dev/null >tty.txt
	tr '\r' '\n' <tty.txt | grep '^demo: moves played: ' >shown
	# Wari has no dice: every one of the 6 actions is a move.
	assert_equal "$(wc -l <shown)" 6
	assert_equal "$(tail -n 1 shown)" "demo: moves played: 6"
	grep -q "$(printf '\r\033\\[K')demo: replaying demo.rec" tty.txt
	# Standard output is the same as off a terminal.
	assert_equal "$(grep '^final state:' out.txt)" "final state: wari twelve=exact slam=leave-one quiet=6 phase=over turn=north ply=6 idle=6 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=18,30 end=quiet result=south"
	mkdir off
	(cd off && sh "$BG_TOP/scripts/demo.sh" "$BG_BIN" wari 7 --quiet 6 >out.txt 2>/dev/null)
	cmp out.txt off/out.txt
}

@test "demo: cut short by a signal, it leaves no half record behind" {
	cd "$BATS_TEST_TMPDIR"
	# A slow game, Spook with eight players, stopped while it plays; job
	# control keeps SIGINT from being ignored, as it is in a terminal.
	mkdir tmp
	for sig in INT TERM HUP; do
		set -m
		TMPDIR=$PWD/tmp sh "$BG_TOP/scripts/demo.sh" "$BG_BIN" spook 3 --players 8 --pieces 3 > out.txt 2>&1 &
		pid=$!
		set +m
		# Stopped once the game is under way: the record has lines.
		for _ in $(seq 200); do
			[ -n "$(find . -name 'demo.rec.*' -size +0 2>/dev/null)" ] && break
			sleep 0.05
		done
		kill -"$sig" "$pid"
		status=0
		wait "$pid" || status=$?
		[ "$status" -gt 128 ]
		assert_equal "$(ls . tmp)" ".:
out.txt
tmp

tmp:"
	done
}
