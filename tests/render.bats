#!/usr/bin/env bats
# bg-render: colour rules, a terminal, and SVG.  The text boards are cases
# of tests/games/wari/render.test.

load helpers

S2='wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=2 idle=2 pits=5,5,1,6,5,5/5,4,4,4,4,0 captured=0,0'
OVER='wari twelve=exact slam=leave-one quiet=100 phase=over turn=north ply=60 idle=3 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=29,19 end=agreed result=north'

@test "render: --color=always colours the seats; never and auto off a terminal do not" {
	run sh -c "echo '$S2' | bg-render --color=always"
	assert_equal "${lines[2]}" $'  |   5 |   5 |   6 |   1 |   5 |   5 |  \e[33mnorth\e[0m captured 0  <- to move'
	run sh -c "echo '$S2' | bg-render --color=never"
	[[ "$output" != *$'\e'* ]]
	run sh -c "echo '$S2' | bg-render --color=auto"
	[[ "$output" != *$'\e'* ]]
}

@test "render: on a terminal Unicode and colour, NO_COLOR turns colour off" {
	command -v script >/dev/null || skip "script(1) is not installed"
	run script -qec "echo '$S2' | NO_COLOR= bg-render" /dev/null
	[[ "$output" == *"┌"* ]]
	[[ "$output" == *$'\e[33mnorth'* ]]
	run script -qec "echo '$S2' | NO_COLOR=1 bg-render" /dev/null
	[[ "$output" == *"┌"* ]]
	[[ "$output" != *$'\e['* ]]
}

@test "render: --svg writes one SVG document with a board per state" {
	run sh -c "printf '%s\n%s\n' '$S2' '$OVER' | bg-render --svg"
	assert_equal "${lines[0]}" '<?xml version="1.0" encoding="UTF-8"?>'
	assert_equal "${lines[1]}" '<svg xmlns="http://www.w3.org/2000/svg" width="670" height="500" viewBox="0 0 670 500" font-family="sans-serif">'
	[ "$(grep -c '<g transform' <<< "$output")" -eq 2 ]
	[[ "$output" == *'>ply 2: north to move</text>'* ]]
	[[ "$output" == *'>ply 60: game over (agreement), north wins 29-19</text>'* ]]
	assert_equal "${lines[${#lines[@]}-1]}" '</svg>'
	if command -v xmllint >/dev/null; then
		xmllint --noout - <<< "$output"
	fi
}
