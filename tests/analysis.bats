#!/usr/bin/env bats
# Analysis (formats/analysis.md, bg-analysis(7)): bg-moves --random,
# --eval, --best and --seats; bg-apply --play and --analyse.  Outputs are
# exact under fixed seeds, and the same bytes for --jobs 1 and 2.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

@test "bg-moves --random: one exact move for every state of a playthrough of each game" {
	golden analysis random
}

@test "bg-moves --eval, --best and --seats: exact values for each game, --jobs 1 and 2" {
	golden analysis eval
}

@test "bg-apply --play: exact games and verdicts for each game, --jobs 1 and 2" {
	golden analysis play
}

@test "bg-apply --analyse: exact decisions and summaries for each game, --jobs 1 and 2" {
	golden analysis analyse
}

@test "bg-moves --random: uniform over the moves, drawn from the seed and the state" {
	# 600 states that differ by their ply alone, in one process: each
	# of the six moves drawn about 100 times.
	for p in $(seq 0 599); do
		echo "${WARI_START/ply=0 /ply=$p }"
	done | bg-moves --random --seed 1 |
		sort | uniq -c | awk '{ print $2, ($1 >= 70 && $1 <= 130) }' >counts
	assert_equal "$(cat counts)" "$(printf '%s 1\n' a b c d e f)"
	# One state under 30 seeds, a process each: every move drawn.
	for s in $(seq 1 30); do
		echo "$WARI_START" | bg-moves --random --seed "$s"
	done | sort -u >drawn
	assert_equal "$(cat drawn)" "$(printf '%s\n' a b c d e f)"
	# The same seed and state give the same move in every process.
	assert_equal "$(echo "$WARI_START" | bg-moves --random --seed 9)" \
		"$(echo "$WARI_START" | bg-moves --random --seed 9)"
	# A state where no move is due prints nothing, as bg-moves does.
	run sh -c "bg-new waju | bg-moves --random --seed 1"
	[ "$status" -eq 0 ]
	assert_equal "$output" ""
}

@test "values: a win 1, a shared win 1/k, a draw 1/2, a loss 0" {
	over='wari twelve=exact slam=leave-one quiet=100 phase=over turn=north ply=60 idle=3 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=29,19 end=agreed result=north'
	run sh -c "echo '$over' | bg-moves --eval 5 --seats --seed 1"
	assert_equal "$output" "$(printf 'north 1.0000 0.0000 +10.00\nsouth 0.0000 0.0000 -10.00')"
	run sh -c "bg-new wari | bg-apply end | bg-moves --eval 5 --seats --seed 1"
	assert_equal "$output" "$(printf 'north 0.5000 0.0000 +0.00\nsouth 0.5000 0.0000 +0.00')"
	shared=$(tail -n 1 "$BG_TOP/tests/playthroughs/spook-3-players-shared.states")
	[[ $shared == *result=1,3 ]]
	run sh -c "echo '$shared' | bg-moves --eval 5 --seats --seed 1"
	assert_equal "$output" "$(printf '1 0.5000 0.0000 +0.00\n2 0.0000 0.0000 -1.00\n3 0.5000 0.0000 +0.00')"
	# A finished game has no move to value.
	run sh -c "echo '$over' | bg-moves --eval 5 --seed 1"
	assert_equal "$output" ""
}

@test "--best is the first move of --eval, and --analyse values are --eval's" {
	bg-apply --all -f "$BG_TOP/tests/playthroughs/wahoo-2-players.rec" |
		awk 'NR % 15 == 4' >states
	bg-moves --eval 30 --seed 4 <states |
		awk 'BEGIN { first = 1 } NF == 0 { first = 1; next } first { print $1; first = 0 }' >first
	bg-moves --best --eval 30 --seed 4 <states | grep -v '^$' >best
	# --best skips the playouts of a state with one move; so do these.
	[ "$(wc -l <best)" -gt 5 ]
	assert_equal "$(cat best)" "$(cat first)"
	# The decision of the analysis at action 1 of a record is the state's
	# evaluation with the same seed and playouts.
	B='wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=46 idle=1 pits=1,3,0,0,2,4/0,0,2,1,0,11 captured=11,13'
	printf '%s\ne\n' "$B" >b.rec
	eval_line=$(echo "$B" | bg-moves --eval 200 --seed 1 | grep '^e ')
	run bg-apply --analyse 200 --seed 1 -f b.rec
	[[ ${lines[0]} == "b.rec:2:    north e       ${eval_line:2:6}  best "* ]]
}

@test "--analyse names a deliberate blunder and its loss; --max-loss fails it" {
	# North can capture five stones with f; e gives them away.
	B='wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=46 idle=1 pits=1,3,0,0,2,4/0,0,2,1,0,11 captured=11,13'
	printf 'Event: a blunder\n%s\ne\n' "$B" >blunder.rec
	run --separate-stderr bg-apply --analyse 200 --seed 1 -f blunder.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "blunder.rec:3:    north e       0.3300  best f       0.8150  loss 0.4850 se 0.0408 blunder
blunder.rec: north: 1 decisions (0 exact), error rate 485.0 (awful), inaccuracies 0, errors 1, blunders 1, undecided 0
blunder.rec: south: 0 decisions (0 exact), error rate 0.0 (supernatural), inaccuracies 0, errors 0, blunders 0, undecided 0"
	run --separate-stderr bg-apply --analyse 200 --seed 1 --max-loss 0.1 -f blunder.rec
	[ "$status" -eq 65 ]
	[ "${#lines[@]}" -eq 3 ]
	assert_equal "$stderr" "bg-apply: blunder.rec: seat north's mean loss 0.4850 is more than --max-loss 0.1"
	run --separate-stderr bg-apply --analyse 200 --seed 1 --max-loss 0.5 -f blunder.rec
	[ "$status" -eq 0 ]
	# The best move instead is no error.
	printf '%s\nf\n' "$B" >good.rec
	run bg-apply --analyse 200 --seed 1 --max-loss 0 --result -f good.rec
	[ "$status" -eq 0 ]
	assert_equal "${lines[0]}" '{"record":"good.rec","line":2,"action":1,"seat":"north","played":"f","value":0.8150,"best":"f","best_value":0.8150,"loss":0.0000,"se":0.0000,"exact":false,"flag":"none","undecided":false,"rounds":1,"judge":"playouts"}'
	assert_equal "${lines[1]}" '{"record":"good.rec","seat":"north","decisions":1,"exact":0,"mean_loss":0.0000,"error_rate":0.0,"rating":"supernatural","inaccuracies":0,"errors":0,"blunders":0,"undecided":0,"luck":0.0000,"lucky":0,"unlucky":0,"adjusted":0.5000}'
}

@test "--analyse over one-line records places each decision by line and column" {
	B='wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=46 idle=1 pits=1,3,0,0,2,4/0,0,2,1,0,11 captured=11,13'
	printf '%s\te\n%s\tf\n' "$B" "$B" >two.txt
	run bg-apply --analyse 200 --seed 1 --lines -f two.txt
	[ "$status" -eq 0 ]
	assert_equal "${lines[0]}" "two.txt:1:125:      north e       0.3300  best f       0.8150  loss 0.4850 se 0.0408 blunder"
	assert_equal "${lines[1]}" "two.txt:1: north: 1 decisions (0 exact), error rate 485.0 (awful), inaccuracies 0, errors 1, blunders 1, undecided 0"
	assert_equal "${lines[3]}" "two.txt:2:125:      north f       0.8150  best f       0.8150  loss 0.0000 se 0.0000 -"
}

@test "--play --record: every game replays with --check to the final state played" {
	local all g
	mapfile -t all < <(setups)
	[ "${#all[@]}" -gt 0 ]
	for g in "${all[@]}"; do
		rm -f one.rec many.txt
		# shellcheck disable=SC2086
		final=$(bg-new $g | bg-apply --play random --seed 5 --record one.rec)
		assert_equal "$(bg-apply -f one.rec)" "$final"
		bg-apply --check -f one.rec
		grep -q '^Policy: random$' one.rec
		grep -q '^Seed: 5$' one.rec
		# shellcheck disable=SC2086
		bg-new $g | bg-apply --play mc:2,random --seed 6 --games 3 --jobs 2 \
			--record many.txt >finals 2>/dev/null || {
			# A list of two policies fits only two seats.
			[[ $g == *"players 1"* || $g == *"players 3"* || $g == *"players 4"* || $g == *"players 8"* ]]
			continue
		}
		[ "$(wc -l <many.txt)" -eq 3 ]
		assert_equal "$(bg-apply --lines -f many.txt)" "$(cat finals)"
		bg-apply --check --lines -f many.txt
	done
}

@test "--play: K games of each input state, numbered, seeded by the state and the game" {
	run sh -c "(bg-new wari; bg-new wari --quiet 50) | bg-apply --play random --games 2 --seed 1 --result | cut -d, -f1-3"
	assert_equal "$output" '{"input":"-:1","number":1,"actions":208
{"input":"-:1","number":2,"actions":125
{"input":"-:2","number":1,"actions":132
{"input":"-:2","number":2,"actions":191'
	# Game 2 of a run of 2 is game 2 of a run of 5: seeded by its number.
	a=$(echo "$WARI_START" | bg-apply --play random --games 2 --seed 1 | tail -n 1)
	b=$(echo "$WARI_START" | bg-apply --play random --games 5 --seed 1 | sed -n 2p)
	assert_equal "$a" "$b"
	# Another seed, other games.
	c=$(echo "$WARI_START" | bg-apply --play random --games 2 --seed 2 | tail -n 1)
	[ "$a" != "$c" ]
}

# mc_wins GAMES N SEAT1 SEAT2 BG-NEW-ARGS...: the games mc:N won alone
# against random, half of GAMES with mc:N in the first seat (named SEAT1),
# half in the second (SEAT2).
mc_wins() {
	local games=$1 n=$2 s1=$3 s2=$4 half=$(($1 / 2)) a b
	shift 4
	a=$(bg-new "$@" | bg-apply --play "mc:$n,random" --games "$half" \
		--seed 7 --jobs 2 | grep -c " result=$s1\$")
	b=$(bg-new "$@" | bg-apply --play "random,mc:$n" --games "$half" \
		--seed 7 --jobs 2 | grep -c " result=$s2\$")
	echo $((a + b))
}

# p_at_least K N P: the one-sided binomial p-value P(X >= K), X ~ B(N, P).
p_at_least() {
	awk -v k="$1" -v n="$2" -v p="$3" 'BEGIN {
		for (i = k; i <= n; i++) {
			lc = 0
			for (j = 1; j <= i; j++) lc += log((n - i + j) / j)
			s += exp(lc + i * log(p) + (n - i) * log(1 - p))
		}
		printf "%.6f\n", s
	}'
}

# The statistical tests are deterministic (fixed seeds), so one build
# decides them; the sanitizer build runs the same code in the tests above.
skip_sanitized() {
	[ -z "${BG_SANITIZED:-}" ] ||
		skip "statistical: deterministic, decided by the plain build"
}

@test "statistics: in Wari, mc:4 beats random in at least 85% of 200 games" {
	skip_sanitized
	wins=$(mc_wins 200 4 north south wari)
	echo "mc:4 won $wins of 200"
	[ "$wins" -ge 170 ]
}

@test "statistics: in each dice game, mc:8 wins more than its fair share (p < 0.001)" {
	skip_sanitized
	for g in "120 1 3 manji --players 2" "120 1 3 wahoo --players 2" \
		"300 1 3 waju --players 2 --marbles 2"; do
		set -- $g
		wins=$(mc_wins "$1" 8 "$2" "$3" "${@:4}")
		p=$(p_at_least "$wins" "$1" 0.5)
		echo "${*:4}: mc:8 won $wins of $1, p = $p"
		awk -v p="$p" 'BEGIN { exit !(p < 0.001) }'
	done
}

@test "statistics: in Spook, mc:8 does no worse than its fair share" {
	skip_sanitized
	wins=$(mc_wins 120 8 1 2 spook --players 2 --pieces 3 --seed 4)
	# Not significantly below a half: P(X <= wins) under B(120, 1/2).
	p=$(p_at_least $((120 - wins)) 120 0.5)
	echo "mc:8 won $wins of 120; p of doing this badly = $p"
	awk -v p="$p" 'BEGIN { exit !(p > 0.05) }'
}

@test "bad input: one line and the documented status" {
	run --separate-stderr bg-moves --eval 0 </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-moves: --eval: '0' is not a number from 1 to 1000000"
	run --separate-stderr bg-moves --eval 99999999999999999999999 </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-moves: --eval: '99999999999999999999999' is not a number from 1 to 1000000"
	run --separate-stderr bg-moves --eval 5 --jobs 0 </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-moves: --jobs: '0' is not a number from 1 to 64"
	run --separate-stderr bg-moves --best --count </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-moves: --best goes with --eval"
	run --separate-stderr bg-moves --count --seed 3 </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-moves: --seed goes with --random or --eval"
	run --separate-stderr bg-moves --eval 5 --best --seats </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-moves: --best and --seats exclude each other"
	run --separate-stderr bg-apply --play greedy </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: --play: 'greedy' is not a policy (random, mc:N, uct:N, ab:D, ply:N, rollout:N, exact or default)"
	run --separate-stderr bg-apply --play mc:0 </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: --play: policy 'mc:0': N of mc:N is a number from 1 to 1000000"
	run --separate-stderr bg-apply --play random,random,random,random,random,random,random,random,random </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: --play: more than 8 policies"
	run --separate-stderr bg-apply --play random --jobs 0 </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: --jobs: '0' is not a number from 1 to 64"
	run --separate-stderr bg-apply --play random --games 0 </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: --games: '0' is not a number from 1 to 1000000000"
	run --separate-stderr bg-apply --play random c </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: --play plays the states of standard input; it takes no ACTION operands and no -f"
	run --separate-stderr bg-apply --games 3 </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: --games goes with --play"
	run --separate-stderr bg-apply --analyse 10 </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: --analyse judges the records given with -f"
	run --separate-stderr bg-apply --analyse 10 --max-loss 1.5 -f x </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: --max-loss: '1.5' is not a number from 0 to 1 such as 0.05"
	run --separate-stderr bg-apply --max-loss 0.1 -f x </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: --seat, --policy, --max-loss, --max-errors and --max-blunders go with --analyse"
	run --separate-stderr bg-apply --seed 1 c </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: --seed, --jobs and --weights go with --play or --analyse"
}

@test "bad input: a policy list that does not fit, a used record file, an illegal record" {
	run --separate-stderr sh -c 'bg-new waju --players 4 | bg-apply --play random,mc:5'
	[ "$status" -eq 65 ]
	assert_equal "$output" ""
	assert_equal "$stderr" "bg-apply: -:1: 2 policies for a game of 4 seats: give one, or one per seat"
	echo x >used.rec
	run --separate-stderr sh -c 'bg-new wari | bg-apply --play random --record used.rec'
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: used.rec: not a new or empty file; --play writes its records to one"
	assert_equal "$(cat used.rec)" x
	printf '%s\nc\nc\nc\n' "$WARI_START" >illegal.rec
	run --separate-stderr bg-apply --analyse 10 --seed 1 -f illegal.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" ""
	assert_equal "$stderr" "bg-apply: illegal.rec:4: illegal move 'c' for north: pit c is empty"
	run --separate-stderr bg-apply --analyse 10 --seed 1 --result -f illegal.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" '{"record":"illegal.rec","line":4,"seat":"north","action":3,"error":"illegal move '\''c'\'' for north: pit c is empty"}'
}

@test "--play: a progress line on a terminal's standard error, none elsewhere" {
	command -v script >/dev/null || skip "script(1) is not installed"
	# The second start state comes 1.2 s after the first, so its games
	# are played past the second after which the line shows.
	script -qec "(bg-new wari; sleep 1.2; bg-new wari) | bg-apply --play mc:3 --games 2 --seed 1 >out.txt" \
		/dev/null >tty.txt
	[ "$(wc -l <out.txt)" -eq 4 ]
	grep -q $'\r\033\\[Kbg-apply: games played: 2, game 1: [0-9]* actions' tty.txt
	# The line is erased at the end.
	[[ $(tail -c 4 tty.txt) == $'\r\033[K' ]]
	run --separate-stderr sh -c "(bg-new wari; sleep 1.2; bg-new wari) | bg-apply --play mc:3 --games 2 --seed 1 >/dev/null"
	[ "$status" -eq 0 ]
	assert_equal "$stderr" ""
}
