#!/usr/bin/env bats
# The learned evaluation of the dice games (formats/evaluation.md): its
# forward pass against a plain one (tests/ref/net-ref.c), training
# reproducible, ply:N and the word default, and the weights files that
# are refused.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

DICE="spook manji waju wahoo"

# states GAME PLAYERS SEED: the states of a seeded random game.
states() {
	bg-new "$1" --players "$2" --seed "$3" >start
	bg-apply --play random -s "$3" -w "rec$1$2" <start >/dev/null
	bg-apply --all -f "rec$1$2"
}

need_ref() {
	need_tool net-ref
}

# train OUT ARG...: the network bg-train ARG... prints, into OUT.
train() {
	local out=$1
	shift
	bg-train "$@" >"$out"
}

@test "the forward pass of each game's built-in weights agrees with a plain one, 2 and 4 seats" {
	need_ref
	for g in $DICE; do
		{ states "$g" 2 3; states "$g" 4 5; } >"$g.states"
		run net-ref "$BG_TOP/lib/games/$g/weights.net" <"$g.states"
		[ "$status" -eq 0 ]
		[[ "$output" =~ ^([0-9]+)\ states ]]
		[ "${BASH_REMATCH[1]}" -ge 50 ]
	done
}

# The games of the training runs, in both builds: a game cut short at
# its length limit, which scores as a draw, comes only in a long run
# (make coverage showed 100 games reach no such game).
GAMES=1000

@test "bg-train: 1,000 games twice give the same bytes, those of the golden checksum, and a resumed run the same" {
	cached a.net train -g "$GAMES" -s 7 spook
	bg-train -g "$GAMES" -s 7 spook >b.net
	cmp a.net b.net
	assert_equal "$(sed -n 2,7p a.net)" "game spook
definition 11564202de158189
inputs 354
hidden 40
games $GAMES
data $(sed -n 7p a.net | cut -d' ' -f2)"
	assert_equal "$(cksum <a.net)" "$(cat "$BG_TOP/tests/learned/spook-1000.cksum")"
	bg-train -g $((GAMES * 2 / 5)) -s 7 -o half.net spook
	bg-train -g $((GAMES * 3 / 5)) -s 7 --resume half.net spook >c.net
	cmp a.net c.net
}

@test "bg-train: its usage errors, and a bad checkpoint" {
	run bg-train wari
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-train: 'wari' is not a dice game (spook, manji, waju or wahoo)"
	run bg-train --lambda 2 spook
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-train: --lambda: '2' is not a number from 0 to 1"
	run bg-train
	[ "$status" -eq 64 ]
	printf 'bg-net 1\ngame spook\n' >bad.net
	run bg-train --resume bad.net -g 1 spook
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-train: bad.net: a bad header (definition, inputs, hidden, games, data)"
}

# Three of Waju's last-marble decisions whose moves differ in exact value.
ends() {
	printf '%s\n' \
	'waju players=2 marbles=4 rolls=12 phase=move turn=3 dice=4,6 pos=36,g2,g3,g4/14,g2,g3,g4' \
	'waju players=2 marbles=4 rolls=13 phase=move turn=1 dice=6,5 pos=16,g2,g3,g4/22,g2,g3,g4' \
	'waju players=2 marbles=4 rolls=10 phase=move turn=1 dice=1,4 pos=0,g2,g3,g4/26,g2,g3,g4'
}

@test "bg-train --curve-states: the network's best-move share against the tables at each point, the weights unchanged" {
	ends >ends
	run --separate-stderr bg-train -g 100 --curve 100 --curve-games 2 --curve-states ends -o curve.net waju
	[ "$status" -eq 0 ]
	assert_equal "$stderr" "bg-train: waju: 100 games: ply:1 against mc:100: 0.000 of 2 games; a best move in 1 of 3 decisions (0.333), mean loss 0.0408"
	bg-train -g 100 -o plain.net waju
	cmp curve.net plain.net
	# An option due is a decision too: Wahoo's shortcut, declined best.
	echo 'wahoo players=2 rolls=10 phase=decide turn=1 dice=- shortcut=- pos=11,t2,t3,t4/12,t2,t3,t4' >decide
	run --separate-stderr bg-train -g 1 --curve 1 --curve-games 2 --curve-states decide wahoo
	[ "$status" -eq 0 ]
	assert_equal "$stderr" "bg-train: wahoo: 1 games: ply:1 against mc:100: 0.000 of 2 games; a best move in 0 of 1 decisions (0.000), mean loss 0.0579"
}

@test "bg-train --curve: the network's own play, not the tables', which answer every two-seat Spook game" {
	# With the tables, ply:1 played them: the same score at every point.
	run --separate-stderr bg-train -g 400 --curve 200 --curve-games 20 spook
	[ "$status" -eq 0 ]
	assert_equal "$stderr" "bg-train: spook: 200 games: ply:1 against mc:100: 0.600 of 20 games
bg-train: spook: 400 games: ply:1 against mc:100: 0.625 of 20 games"
}

@test "bg-train --tables: the tables teach the states they reach: other weights than self-play alone, the same bytes twice" {
	bg-train -g 60 --players 2 --tables waju >a.net
	bg-train -g 60 --players 2 --tables waju >b.net
	cmp a.net b.net
	bg-train -g 60 --players 2 waju >c.net
	run cmp -s a.net c.net
	[ "$status" -eq 1 ]
	assert_equal "$(sed -n 6p a.net)" "games 60"
}

@test "bg-train --curve-states: a line of another game, no decision or one the tables do not reach, one line each and 65, before any game" {
	{
		ends | head -n 1
		bg-new wari
		echo 'waju players=2 marbles=4 rolls=12 phase=roll roll=turn turn=3 dice=- pos=36,g2,g3,g4/14,g2,g3,g4'
		echo 'waju players=2 marbles=4 rolls=12 phase=move turn=3 dice=4,6 pos=36,g2,g3,g4/14,15,g3,g4'
		echo 'waju players=2 nonsense'
	} >bad
	run bg-train -g 100000 --curve 5 --curve-states bad -o out.net waju
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-train: bad:2: a state of wari, not waju
bg-train: bad:3: not a decision: no move is due
bg-train: bad:4: exact: with 2 seats the tables cover only the positions where each seat has one marble left to bring home
bg-train: bad:5:16: expected field 'marbles=', found 'nonsense'"
	[ ! -e out.net ]
	run bg-train --curve-states bad waju
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-train: --curve-states: give --curve N too"
	: >empty
	run bg-train --curve 5 --curve-states empty waju
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-train: empty: no state"
	run bg-train --curve 5 --curve-states missing waju
	[ "$status" -eq 66 ]
	assert_equal "$output" "bg-train: missing: No such file or directory"
}

@test "ply:N and default: the same output for --jobs 1 and 2 in every dice game" {
	for g in $DICE; do
		states "$g" 2 11 | grep 'phase=move' | head -n 6 >"$g.states"
		for p in ply:1 ply:2 default; do
			bg-moves --eval "$p" -s 1 -j 1 <"$g.states" >one
			bg-moves --eval "$p" -s 1 -j 2 <"$g.states" >two
			cmp one two
			[ -s one ]
		done
	done
	# ply:N prints the depth each move was searched to, and exact for
	# a move whose state after it the tables solve (two seats of Spook).
	run bg-moves --eval ply:2 -s 1 <manji.states
	[[ "${lines[0]}" =~ ^[^\ ]+\ [01]\.[0-9]{4}\ -\ -\ 2$ ]]
	run bg-moves --eval ply:2 -s 1 <spook.states
	[[ "${lines[0]}" =~ ^[^\ ]+\ [01]\.[0-9]{4}\ exact\ -\ 2$ ]]
}

@test "ply:N: numbers out of 1 to 3 are refused in one line, status 64" {
	for n in 0 4 99 x ''; do
		run bg-moves --eval "ply:$n" <<<"$(bg-new spook --seed 1)"
		[ "$status" -eq 64 ]
		assert_equal "$output" "bg-moves: --eval: policy 'ply:$n': N of ply:N is a number from 1 to 3"
	done
	run bg-apply --play ply:9 <<<"$(bg-new manji)"
	[ "$status" -eq 64 ]
	[ "${#lines[@]}" -eq 1 ]
}

@test "the word default: bg-moves --eval and --best, bg-apply --play and --analyse, in a dice game and Wari" {
	for g in manji wari; do
		bg-new "$g" | bg-roll -s 3 >st
		run bg-moves --eval default -s 1 <st
		[ "$status" -eq 0 ]
		[ -n "$output" ]
		assert_equal "$(bg-moves --best -s 1 <st)" \
			"$(bg-moves --best --eval default -s 1 <st)"
	done
	bg-new spook --seed 2 >st
	run bg-apply --play default,mc:10 -s 4 <st
	[ "$status" -eq 0 ]
	[[ "$output" =~ phase=over ]]
	bg-apply --play default,random -s 4 -w g.rec <st >/dev/null
	run bg-apply --analyse default -s 1 -f g.rec
	[ "$status" -eq 0 ]
	# default names ply:3 in Spook: the same analysis.
	assert_equal "$output" "$(bg-apply --analyse ply:3 -s 1 -f g.rec)"
}

@test "--weights: a missing, truncated, corrupted, wrong-game or wrong-rules file: one line, 66 or 65" {
	st=$(bg-new spook --seed 1 | bg-roll -s 1)
	w=$BG_TOP/lib/games/spook/weights.net
	check() { # check STATUS LINE FILE
		run bg-moves --eval ply:1 --weights "$3" <<<"$st"
		[ "$status" -eq "$1" ]
		assert_equal "$output" "$2"
	}
	check 66 "bg-moves: none.net: No such file or directory" none.net
	head -c 3000 "$w" >short.net
	check 65 "bg-moves: short.net: the weights do not match their checksum (truncated or corrupted)" short.net
	sed '20s/0x1/0x3/' "$w" >flipped.net
	! cmp -s "$w" flipped.net || false
	check 65 "bg-moves: flipped.net: the weights do not match their checksum (truncated or corrupted)" flipped.net
	sed '2s/spook/wari/' "$w" >wari.net
	check 65 "bg-moves: wari.net: wari has no learned evaluation" wari.net
	sed '2s/spook/chess/' "$w" >chess.net
	check 65 "bg-moves: chess.net: not a weights file (its first line is 'bg-net 1', its second the game)" chess.net
	sed '3s/definition .*/definition 0123456789abcdef/' "$w" >rules.net
	check 65 "bg-moves: rules.net: weights for other rules of spook (definition 0123456789abcdef, not $(sed -n '3s/definition //p' "$w"))" rules.net
	sed '4s/354/353/' "$w" >shape.net
	check 65 "bg-moves: shape.net: 353 inputs and 40 hidden units: spook has 354 inputs, and a network 1 to 128 hidden units" shape.net
	# Weights of another game judge that game's states only.
	run bg-moves --eval ply:1 -s 1 --weights "$BG_TOP/lib/games/manji/weights.net" <<<"$st"
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(bg-moves --eval ply:1 -s 1 <<<"$st")"
	run bg-apply --weights "$w" <<<"$st"
	[ "$status" -eq 64 ]
}

@test "--weights loads others: a 1,000-game network judges otherwise than the built-in one" {
	# The network of 1,000 games that the test above trains.
	cached small.net train -g "$GAMES" -s 7 spook
	st=$(bg-new spook --seed 4 | bg-roll -s 2)
	# Without the tables, which answer two-seat Spook exactly whatever
	# the network.
	[ "$(bg-moves --eval ply:1 -s 1 --no-tables --weights small.net <<<"$st")" != \
	  "$(bg-moves --eval ply:1 -s 1 --no-tables <<<"$st")" ]
}

@test "a --rules definition: the race evaluation judges, and a policy that judges by it says so once" {
	sed 's/^name: .*/&/' "$BG_TOP/formats/manji.yaml" >manji.yaml
	bg-new manji | bg-roll -s 5 >st
	bg-new manji | bg-roll -s 6 >>st
	run --separate-stderr bg-moves -r manji.yaml --eval ply:1 -s 1 st
	[ "$status" -eq 0 ]
	assert_equal "$stderr" "bg-moves: --rules: manji's learned evaluation is for its built-in rules; the race evaluation judges instead"
	[ "$(bg-moves -r manji.yaml --eval ply:1 -s 1 st 2>/dev/null)" != \
	  "$(bg-moves --eval ply:1 -s 1 st)" ]
	# A policy that judges by no evaluation says nothing of it.
	run --separate-stderr bg-moves -r manji.yaml --eval mc:10 -s 1 st
	[ "$status" -eq 0 ]
	assert_equal "$stderr" ""
	run --separate-stderr sh -c 'head -n 1 st | bg-apply -r manji.yaml --play random --seed 1 >/dev/null'
	[ "$status" -eq 0 ]
	assert_equal "$stderr" ""
	run --separate-stderr sh -c 'head -n 1 st | bg-apply -r manji.yaml --play mc:5,ply:1 --seed 1 >/dev/null'
	assert_equal "$stderr" "bg-apply: --rules: manji's learned evaluation is for its built-in rules; the race evaluation judges instead"
}

@test "Manji's home stretch: each seat's turns to finish, worked by hand, 2 and 3 seats; the default searches it by ab:8" {
	# Every pawn past the outer track, the mover's last pawn to its
	# spoke with a 1; then every seat has a pawn on its spoke and one on
	# the centre, and the next seat rolls.  From the spoke a turn
	# finishes with a 1, or after a 6 (another roll) with a 1, at most
	# three rolls: q = 1/6 + 1/36 + 1/216 = 43/216.  Seats finish in
	# turn order, so with n seats the one k places after the roller wins
	# q (1 - q)^k / (1 - (1 - q)^n): 173/389 for the mover of 2 seats.
	s='manji players=2 rolls=9 phase=move turn=3 dice=1 sixes=0 last=- pos=spoke,centre/c6+,centre'
	assert_equal "$(bg-moves --eval ply:1 --no-tables <<<"$s")" "c6+-spoke 0.4447 - - 1"
	assert_equal "$(awk 'BEGIN { printf "%.4f", 173 / 389 }')" 0.4447
	s='manji players=3 rolls=9 phase=move turn=3 dice=1 sixes=0 last=- pos=spoke,centre/spoke,centre/c6+,centre'
	assert_equal "$(bg-moves --eval ply:1 --no-tables <<<"$s")" "c6+-spoke 0.2626 - - 1"
	assert_equal "$(awk 'BEGIN { q = 43 / 216; printf "%.4f", q * (1 - q)^2 / (1 - (1 - q)^3) }')" 0.2626
	# default: ab:8 there, ply:3 while a pawn is on the track.
	s='manji players=2 rolls=9 phase=move turn=1 dice=3 sixes=0 last=- pos=c2,c5/c7,spoke'
	assert_equal "$(bg-moves --eval default --no-tables <<<"$s")" "$(bg-moves --eval ab:8 --no-tables <<<"$s")"
	assert_equal "$(bg-moves --eval default --no-tables <<<"$s" | awk '{ print $NF }' | sort -u)" 8
	s='manji players=2 rolls=9 phase=move turn=1 dice=3 sixes=0 last=- pos=30,c5/c7,spoke'
	assert_equal "$(bg-moves --eval default --no-tables <<<"$s" | awk '{ print $NF }' | sort -u)" 3
}
