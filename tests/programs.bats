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
