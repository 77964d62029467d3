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

@test "render: --svg captions a Manji turn's sixes and last pawn moved, stacks a seat's two pawns on the centre, and names the winners of Wari and Spook; an agreed end marks nothing" {
	run bg-render --svg <<<'manji players=2 rolls=9 phase=roll roll=turn turn=1 dice=- sixes=2 last=6 pos=6,centre/5,centre'
	[ "$status" -eq 0 ]
	[[ $output == *">rolls 9: seat 1 rolls, 2 sixes this turn, the last pawn moved is on 6<"* ]]
	# Seat 2's pawns on the centre, the second drawn over the first.
	run bg-render --svg <<<'manji players=3 rolls=229 phase=over dice=- sixes=0 last=- pos=spoke,centre/centre,centre/c2,centre result=2'
	[ "$status" -eq 0 ]
	assert_equal "$(grep -o '<circle cx="[0-9]*" cy="[0-9]*" r="11" fill="#3cb371"' <<<"$output")" \
		'<circle cx="246" cy="288" r="11" fill="#3cb371"
<circle cx="243" cy="291" r="11" fill="#3cb371"'
	run bg-render --svg <<<"$(wari_state 0,0,0,0,0,0/0,0,0,0,0,0 south 25,23 '' 30 3 | sed 's/phase=move/phase=over/; s/$/ end=nomove result=north/')"
	[ "$status" -eq 0 ]
	[[ $output == *">ply 30: game over (no legal move), north wins 25-23<"* ]]
	run bg-render --svg <<<"$(wari_state 0,0,0,0,0,0/0,0,0,0,0,0 south 24,24 '' 30 3 | sed 's/phase=move/phase=over/; s/$/ end=nomove result=draw/')"
	[[ $output == *">ply 30: game over (no legal move), a draw 24-24<"* ]]
	# Three Spook seats finished on one shared roll.
	run bg-render <<<'spook players=3 pieces=1 round=15 phase=over dice=4 activation=3 pos=40/40/40 boards=CHXWXHSXCWCCXSWHHHXWWCHSHXSXCSWWCSS/WXCCSWWHCHWXHCHSCHHSSSCXSWCXXXXSWHW/CSXHCCHHHSXXSWWCCCCWHSWXXSWXHXWSHSW result=1,2,3'
	assert_equal "${lines[0]}" "round 15, die 4, last activation 3 (Black Cat): game over, seats 1, 2 and 3 won"
	# A seat in the church while the others play on has finished.
	run bg-render --svg <<<'spook players=3 pieces=1 round=1 phase=move turn=2 dice=6 activation=- pos=40/1/1 boards=CHXWXHSXCWCCXSWHHHXWWCHSHXSXCSWWCSS/WXCCSWWHCHWXHCHSCHHSSSCXSWCXXXXSWHW/CSXHCCHHHSXXSWWCCCCWHSWXXSWXHXWSHSW'
	[ "$status" -eq 0 ]
	assert_equal "$(grep -o '>seat [0-9][^<]*<' <<<"$output")" ">seat 1 (finished)<
>seat 2 ◀<
>seat 3<"
	# The agreed end marks no pit; the move before it marks its pits.
	run bg-render -f "$BG_TOP/tests/playthroughs/wari-agreed.rec"
	[ "$status" -eq 0 ]
	assert_equal "$(grep -A 10 '^60\. south: a$' <<<"$output" | grep -c '[[(] *[0-9]')" 1
	assert_equal "$(sed -n '/^61\. north: end$/,$p' <<<"$output" | grep -c '[[(] *[0-9]')" 0
}
