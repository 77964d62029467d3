#!/usr/bin/env bats
# Grading in CI: records that close with their Result, records that start
# from Game:/Options:, verdict fields, --line-offset, --report tap|junit,
# --keep-lines.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# play_waju SEED FILE: plays a Waju game with bg-roll/bg-apply --record,
# the first move listed each time; prints the final state.
play_recorded() {
	local game=$1 seed=$2 file=$3 state move
	state=$(bg-new "$game")
	while :; do
		state=$(echo "$state" | bg-roll --seed "$seed" --record "$file")
		move=$(echo "$state" | bg-moves | head -n 1)
		[ -n "$move" ] || break
		state=$(echo "$state" | bg-apply --record "$file" "$move")
	done
	echo "$state"
}

@test "ci: a game played with --record ends with its Result, replays and checks" {
	final=$(play_recorded wari 7 w.rec)
	assert_equal "$(tail -n 1 w.rec)" "Result: south"
	[ "$(grep -c '^Result:' w.rec)" -eq 1 ]
	run bg-apply -f w.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "$final"
	run bg-apply --check -f w.rec
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	# Going on with the finished record writes nothing more.
	cp w.rec before.rec
	echo "$final" | bg-roll --record w.rec >/dev/null
	cmp w.rec before.rec
}

@test "ci: a dice game's record gets its Result from the roll or the move that ends it" {
	final=$(play_recorded waju 5 j.rec)
	result=$(echo "$final" | sed 's/.* result=\([^ ]*\).*/\1/')
	assert_equal "$(tail -n 1 j.rec)" "Result: $result"
	run bg-apply --check -f j.rec
	[ "$status" -eq 0 ]
	# The one-line form too.
	paste -sd '\t' j.rec > j.line
	run bg-apply --check --lines -f j.line
	[ "$status" -eq 0 ]
}

@test "ci: a tampered closing Result fails at its line" {
	play_recorded wari 7 w.rec >/dev/null
	n=$(wc -l < w.rec)
	sed -i '$s/.*/Result: north/' w.rec
	run bg-apply --check -f w.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: w.rec:$n: declared result 'north' but the replay gives 'south'"
}

@test "ci: the closing Result is the last line, and there is one Result" {
	printf '%s\nc\nResult: north\nf\n' "$WARI_START" > t.rec
	run bg-apply --check -f t.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: t.rec:4: a line after the closing Result tag (line 3): it is the record's last"
	printf 'Result: north\n%s\nc\nResult: north\n' "$WARI_START" > t.rec
	run bg-apply --check -f t.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: t.rec:4: a second Result tag (the first is on line 1)"
	printf '%s\nc\nResult: north\n' "$WARI_START" > t.rec
	run bg-apply --check -f t.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: t.rec:3: declared result 'north' but the game is not over"
	# Comments and blank lines may follow it.
	printf '%s\nc\nResult: north  # not yet\n\n# end\n' "$WARI_START" > t.rec
	run bg-apply --check -f t.rec
	assert_equal "$output" "bg-apply: t.rec:3: declared result 'north' but the game is not over"
}

@test "ci: a record from Game: and Options: replays like the one with the state line" {
	printf 'Event: club\nGame: wari\nOptions: --quiet 5 --slam=illegal\nc\nf\n' > tags.rec
	printf 'Event: club\n%s\nc\nf\n' "$(bg-new wari --quiet 5 --slam illegal)" > state.rec
	run bg-apply --all -f tags.rec
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 3 ]
	assert_equal "$output" "$(bg-apply --all -f state.rec)"
	assert_equal "${lines[0]}" "$(bg-new wari --quiet 5 --slam illegal)"
	# Without Options, the game's defaults; the one-line form too.
	printf 'Game: spook\tOptions: --players 3 --seed 4\n' > tags.txt
	printf 'Game: wari\tc\n' >> tags.txt
	run bg-apply --lines -f tags.txt
	[ "$status" -eq 0 ]
	assert_equal "${lines[0]}" "$(bg-new spook --players 3 --seed 4)"
	assert_equal "${lines[1]}" "$(bg-new wari | bg-apply c)"
	# bg-render draws it from the same initial state.
	assert_equal "$(bg-render -f tags.rec)" "$(bg-render -f state.rec)"
}

@test "ci: bad Game: and Options: tags get one clear error at their line" {
	printf 'Game: wari\nOptions: --quiet x\nc\n' > b.rec
	run bg-apply --check -f b.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: b.rec:2: Options: --quiet: 'x' is not a ply count from 0 to 10000"
	printf 'Game: wari\nOptions: --players 3\n' > b.rec
	run bg-apply --check -f b.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: b.rec:2: Options: '--players' is not an option of wari (bg-new wari --help lists them)"
	printf 'Game: wari\nOptions: --quiet\n' > b.rec
	run bg-apply --check -f b.rec
	assert_equal "$output" "bg-apply: b.rec:2: Options: --quiet needs a value"
	printf 'Game: chess\nc\n' > b.rec
	run bg-apply --check -f b.rec
	assert_equal "$output" "bg-apply: b.rec:1: Game: unknown game 'chess' (bg-new --list prints the games)"
	printf 'Options: --quiet 3\nGame: wari\n' > b.rec
	run bg-apply --check -f b.rec
	assert_equal "$output" "bg-apply: b.rec:1: an Options tag before the Game tag: they are the options of its game"
	printf 'Game: wari\n%s\n' "$WARI_START" > b.rec
	run bg-apply --check -f b.rec
	assert_equal "$output" "bg-apply: b.rec:2: a state line after the Game tag (line 1): a record starts from one or the other"
	printf 'Game: spook\nOptions: --players 3\nroll:3\n' > b.rec
	run bg-apply --check -f b.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: b.rec:2: the initial state of spook (Game tag on line 1) is drawn at random: an Options tag with --seed makes it one"
}
