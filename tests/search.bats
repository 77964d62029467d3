#!/usr/bin/env bats
# The searches (formats/analysis.md, bg-analysis(7)): uct:N and ab:D in
# bg-moves --eval and --best, bg-apply --play and --analyse.  Outputs are
# exact under fixed seeds and the same bytes for --jobs 1 and 2; ab:D is
# checked against search-ref (tests/ref/search-ref.c), a plain minimax and
# expectimax written again without pruning or tables.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# by_move FILE: "BLOCK_MOVE VALUE [SE]" lines of --eval or search-ref
# output, blocks numbered from 0, sorted.
by_move() {
	awk 'BEGIN { b = 0 } NF == 0 { b++; next } { print b "_" $1, $2, $3 }' "$1" |
		LC_ALL=C sort
}

need_ref() {
	need_tool search-ref
}

@test "uct:N and ab:D: exact values, best moves, games and analyses for each game, --jobs 2" {
	golden search search 2
}

@test "uct:N and ab:D: the same values, moves, games and analyses with --jobs 1" {
	golden search search 1
}

@test "ab:64 solves small Wari endgames: every move exact, as a plain minimax to the end finds" {
	# Without the tables, which would answer in its place.
	need_ref
	f=$BG_TOP/tests/search/wari-endgames.txt
	[ "$(wc -l <"$f")" -ge 100 ]
	# Every rule option is among the positions.
	for o in twelve=exact twelve=atleast twelve=off slam=leave-one \
		slam=no-capture slam=illegal; do
		grep -q " $o " "$f"
	done
	"$BG_BIN/search-ref" end <"$f" >ref.out
	bg-moves --eval ab:64 --no-tables --seed 1 <"$f" >ab.out
	by_move ref.out | cut -d' ' -f1,2 >ref
	by_move ab.out >ab
	[ "$(wc -l <ref)" -ge 300 ]
	# The same moves, the same values, each marked exact.
	assert_equal "$(cut -d' ' -f1,2 ab)" "$(cat ref)"
	assert_equal "$(cut -d' ' -f3 ab | sort -u)" exact
	# Wins, draws and losses are all there.
	assert_equal "$(cut -d' ' -f2 ref | sort -u | tr '\n' ' ')" "0.0000 0.5000 1.0000 "
}

@test "uct:N proves moves of small Wari endgames (MCTS-Solver), each as the minimax finds it" {
	need_ref
	f=$BG_TOP/tests/search/wari-endgames.txt
	"$BG_BIN/search-ref" end <"$f" >ref.out
	bg-moves --eval uct:3000 --no-tables --seed 1 <"$f" >uct.out
	by_move ref.out | cut -d' ' -f1,2 >ref
	by_move uct.out | awk '$3 == "exact" { print $1, $2 }' >proven
	[ "$(wc -l <proven)" -ge 150 ]
	assert_equal "$(join proven ref | awk '$2 != $3')" ""
}

@test "ab:D in the dice games equals a plain expectimax D plies deep, D = 1 to 3" {
	need_ref
	f=$BG_TOP/tests/search/dice.txt
	for g in spook manji waju wahoo; do grep -q "^$g " "$f"; done
	for d in 1 2 3; do
		"$BG_BIN/search-ref" depth "$d" <"$f" >ref.out
		bg-moves --eval "ab:$d" --seed 1 <"$f" >ab.out
		by_move ref.out | cut -d' ' -f1,2 >ref
		by_move ab.out | cut -d' ' -f1,2 >ab
		[ "$(wc -l <ref)" -ge 50 ]
		assert_equal "$(cat ab)" "$(cat ref)"
	done
}

@test "rollout:N equals a plain rollout (search-ref) in every dice game, the same for --jobs 1 and 2" {
	need_ref
	# The dice games' states, and one of Waju's thirteen moves, of which
	# the best eight are rolled out and the others keep ply:1's values.
	{
		cat "$BG_TOP/tests/search/dice.txt"
		echo 'waju players=2 marbles=4 rolls=23 phase=move turn=3 dice=2,1 pos=h,h,h,7/32,36,38,43'
	} >states
	"$BG_BIN/search-ref" rollout 6 3 <states >ref.out
	bg-moves --no-tables --eval rollout:6 --seed 3 --jobs 2 <states >two.out
	bg-moves --no-tables --eval rollout:6 --seed 3 --jobs 1 <states >one.out
	cmp one.out two.out
	by_move ref.out | cut -d' ' -f1,2 >ref
	by_move two.out | cut -d' ' -f1,2 >ro
	[ "$(wc -l <ref)" -ge 60 ]
	assert_equal "$(cat ro)" "$(cat ref)"
	# The same order: rolled out first, each by its value.
	assert_equal "$(awk 'NF { print $1 }' two.out)" "$(awk 'NF { print $1 }' ref.out)"
	# Rows rolled out: a standard error and 6 games; the five left
	# out: none.
	assert_equal "$(awk 'NF && $5 == 6 && $3 ~ /^0\.[0-9]+$/' two.out | wc -l)" "$(($(awk NF two.out | wc -l) - 5))"
	assert_equal "$(grep -c ' - - 0$' two.out)" 5
}

@test "rollout:N: numbers out of 1 to 100000 are refused in one line, status 64" {
	for n in 0 100001 x; do
		run --separate-stderr bg-moves --eval "rollout:$n" <<<"$(bg-new manji)"
		[ "$status" -eq 64 ]
		assert_equal "$stderr" "bg-moves: --eval: policy 'rollout:$n': N of rollout:N is a number from 1 to 100000"
	done
}

@test "--eval N is --eval mc:N byte for byte; --best alone plays the default policy" {
	bg-apply --all -f "$BG_TOP/tests/playthroughs/wahoo-2-players.rec" |
		awk 'NR % 20 == 4' >states
	assert_equal "$(bg-moves --eval 30 --seed 4 <states)" \
		"$(bg-moves --eval mc:30 --seed 4 <states)"
	assert_equal "$(bg-moves --eval 30 --seats --seed 4 <states)" \
		"$(bg-moves --eval mc:30 --seats --seed 4 <states)"
	echo "$WARI_START" >start
	default=$(bg-moves --help | sed -n 's/.*without --eval: by \([^)]*\)).*/\1/p')
	[ -n "$default" ]
	assert_equal "$(bg-moves --best --seed 3 <start)" \
		"$(bg-moves --best --eval "$default" --seed 3 <start)"
	assert_equal "$(bg-moves --best --seed 3 <start)" \
		"$(bg-moves --eval "$default" --seed 3 <start | head -n 1 | cut -d' ' -f1)"
}

@test "ab:D: a principal variation that replays, a margin at its end, the depth searched" {
	B=$(wari_state 1,3,0,0,2,4/0,0,2,1,0,11 north 11,13 "twelve=exact slam=leave-one quiet=100" 46 1)
	run sh -c "echo '$B' | bg-moves --eval ab:5"
	[ "$status" -eq 0 ]
	# f captures five stones, and the search finds it first.
	[[ ${lines[0]} == "f "* ]]
	for l in "${lines[@]}"; do
		set -- $l
		[ "$3" = - ]
		[ "$5" = 5 ]
		[ $# -eq 9 ] # the move, then four plies of variation
		# The variation replays from the move, and the margin is north's
		# lead in captured stones at its end.
		end=$(echo "$B" | bg-apply "$1" "${@:6}")
		m=$(echo "$end" | sed 's/.*captured=\([0-9]*\),\([0-9]*\).*/\1 \2/' |
			awk '{ printf "%+.2f", $1 - $2 }')
		assert_equal "$4" "$m"
	done
}

@test "uct:N: a line a move with its visits, which add up to N, best by visits" {
	run sh -c "echo '$WARI_START' | bg-moves --eval uct:600 --seed 2"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 6 ]
	assert_equal "$(printf '%s\n' "${lines[@]}" | awk '{ s += $5 } END { print s }')" 600
	assert_equal "$(printf '%s\n' "${lines[@]}" | awk '{ print $5 }' | sort -rn | tr '\n' ' ')" \
		"$(printf '%s\n' "${lines[@]}" | awk '{ print $5 }' | tr '\n' ' ')"
	# Another seed, another tree.
	[ "$(echo "$WARI_START" | bg-moves --eval uct:600 --seed 2)" != \
		"$(echo "$WARI_START" | bg-moves --eval uct:600 --seed 3)" ]
}

@test "uct:N: a move no tree reached, the root proven first, is judged by the tables where they reach, else left unjudged" {
	# 15 stones: north's a is proven on its first visit; b and d, never
	# visited, are judged exactly by the tables.
	local st
	st=$(wari_state 2,3,0,8,0,0/0,1,1,0,0,0 north 19,14 '' 56 1)
	run bg-moves --eval uct:20 --seed 1 <<<"$st"
	[ "$status" -eq 0 ]
	assert_equal "$output" "a 1.0000 exact +4.00 1
b 1.0000 exact +4.00 0
d 1.0000 exact +4.00 0"
	# 16 stones: south's e wins at once (the root is proven on its first
	# visit); f is never visited, and the tables (15 stones) do not reach
	# the position after it.
	st=$(wari_state 0,0,1,1,1,2/1,0,3,0,6,1 south 16,16 '' 67 11)
	run bg-moves --eval uct:20 --seed 1 <<<"$st"
	[ "$status" -eq 0 ]
	assert_equal "$output" "e 1.0000 exact +4.00 1
c 0.5000 0.0000 +0.00 1
a 0.0000 0.0000 -2.00 1
f 0.0000 - - 0"
}

@test "time budgets: uct:Ts and ab:Ts answer within about their time, in the same form" {
	for p in uct:0.2s ab:0.2s; do
		start=$(date +%s%N)
		run sh -c "echo '$WARI_START' | bg-moves --eval $p --seed 1 --jobs 2"
		end=$(date +%s%N)
		[ "$status" -eq 0 ]
		[ "${#lines[@]}" -eq 6 ]
		# A second at most, however busy the machine.
		[ $(((end - start) / 1000000)) -lt 1000 ] || [ -n "${BG_SANITIZED:-}" ]
	done
	[[ ${lines[0]} =~ ^[a-f]\ [01]\.[0-9]{4}\ (-|exact)\ [-+][0-9]+\.[0-9]{2}\ [0-9]+ ]]
	run sh -c "bg-new wari | bg-apply --play uct:0.01s,ab:0.01s --seed 1 --result"
	[ "$status" -eq 0 ]
	[[ $output == *'"over":true'* ]]
}

# uct_wins GAMES N: the Wari games uct:N won against mc:N, half with uct
# north, half south.
uct_wins() {
	local half=$(($1 / 2)) a b
	a=$(echo "$WARI_START" | bg-apply --play "uct:$2,mc:$2" --games "$half" \
		--seed 7 --jobs 2 | grep -c ' result=north$')
	b=$(echo "$WARI_START" | bg-apply --play "mc:$2,uct:$2" --games "$half" \
		--seed 7 --jobs 2 | grep -c ' result=south$')
	echo $((a + b))
}

@test "statistics: in Wari, uct:100 beats mc:100 in at least 85% of 60 games" {
	[ -z "${BG_SANITIZED:-}" ] ||
		skip "statistical: deterministic, decided by the plain build"
	wins=$(uct_wins 60 100)
	echo "uct:100 won $wins of 60"
	[ "$wins" -ge 51 ]
}

@test "bad input: one line and the documented status" {
	check() { # WANT-STATUS WANT-STDERR COMMAND...
		local want=$1 msg=$2
		shift 2
		run --separate-stderr "$@" </dev/null
		[ "$status" -eq "$want" ] || { echo "status $status: $*"; false; }
		assert_equal "$stderr" "$msg"
	}
	check 64 "bg-moves: --eval: policy 'uct:0': N of uct:N is a number from 1 to 1000000, or a time such as uct:2s" bg-moves --eval uct:0
	check 64 "bg-moves: --eval: policy 'ab:0': D of ab:D is a depth from 1 to 64, or a time such as ab:2s" bg-moves --eval ab:0
	check 64 "bg-moves: --eval: policy 'ab:1000': D of ab:D is a depth from 1 to 64, or a time such as ab:2s" bg-moves --eval ab:1000
	check 64 "bg-moves: --eval: policy 'uct:0s': the time of uct:Ts is from 0.001s to 3600s, in at most three decimals" bg-moves --eval uct:0s
	check 64 "bg-moves: --eval: policy 'ab:0.0001s': the time of ab:Ts is from 0.001s to 3600s, in at most three decimals" bg-moves --eval ab:0.0001s
	check 64 "bg-moves: --eval: policy 'ab:3:x': D of ab:D is a depth from 1 to 64, or a time such as ab:2s" bg-moves --eval ab:3:x
	check 64 "bg-moves: --eval: 'greedy:3' is not a policy (random, mc:N, uct:N, ab:D, ply:N, rollout:N, exact or default)" bg-moves --eval greedy:3
	check 64 "bg-moves: --eval: 'random' judges no move: give N, mc:N, uct:N, ab:D, ply:N, rollout:N, exact or default" bg-moves --eval random
	check 64 "bg-moves: --seats goes with --eval N or mc:N" bg-moves --eval uct:5 --seats
	check 64 "bg-apply: --play: policy 'uct:0': N of uct:N is a number from 1 to 1000000, or a time such as uct:2s" bg-apply --play random,uct:0
	check 64 "bg-apply: --analyse: policy 'ab:65': D of ab:D is a depth from 1 to 64, or a time such as ab:2s" bg-apply --analyse ab:65 -f x
	check 64 "bg-apply: --analyse: '0' is not a number from 1 to 1000000" bg-apply --analyse 0 -f x
}

@test "an analysis by ply:N judges the move played N plies deep also where the filter left it at one (gnubg's)" {
	need_ref
	# Eleven moves: 24-29 is the tenth by ply:1 and left at one ply by
	# ply:2's filter of eight.
	S='waju players=2 marbles=4 rolls=43 phase=move turn=3 dice=1,4 pos=h,0,g1,g4/h,24,3,9'
	run bg-moves --eval ply:2 <<<"$S"
	assert_equal "${lines[9]}" "24-29 0.3268 - - 1"
	printf '%s\n24-29\n' "$S" >g.rec
	run bg-apply --analyse ply:2 --result -f g.rec
	[[ ${lines[0]} =~ \"played\":\"24-29\",\"value\":([0-9.]+),\"best\":\"24-28,h-24\",\"best_value\":0.3487,\"loss\":([0-9.]+) ]] ||
		{ echo "${lines[0]}"; false; }
	# Its two-ply value, as a plain expectimax gives it (to the last
	# digit: the two round the means of the dice apart).
	ref=$("$BG_BIN/search-ref" depth 2 <<<"$S" | awk '$1 == "24-29" { print $2 }')
	assert_equal "$ref" 0.3215
	awk -v a="${BASH_REMATCH[1]}" -v b="$ref" 'BEGIN { d = a - b; exit !(d < 0.00015 && d > -0.00015) }'
	awk -v l="${BASH_REMATCH[2]}" -v a="${BASH_REMATCH[1]}" 'BEGIN { d = 0.3487 - a - l; exit !(d < 0.00015 && d > -0.00015) }'
}
