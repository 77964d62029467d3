#!/usr/bin/env bats
# Tournaments (bg-tournament(1)): round robin and gauntlet of four
# policies in Wari and in four-seat Wahoo, their crosstables and ratings
# against a plain second computation (tests/ref/ordo.awk), the seats each
# pair holds, the same bytes for every --jobs, a crashing bot's forfeits,
# resumed and split tournaments, and the openings.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
	# The C bots of tests/bots/ are made with match-unit.
	need_tool match-unit
	WAHOO4=$(bg-new wahoo --players 4)
	FOUR=random,mc:2,mc:8,ab:1
}

# tournament STATE ARGS...: bg-tournament of the four from STATE, seed 1.
tournament() {
	local state=$1
	shift
	printf '%s\n' "$state" | bg-tournament --play "$FOUR" --seed 1 "$@"
}

# agree JSON: the crosstable and the ratings of bg-tournament --result's
# lines in JSON against ordo.awk's from the same games' lines: every
# pair's points and results the same, every rating within 1 Elo.
agree() {
	awk -v anchor="${2:-random}" -f "$BG_TOP/tests/ref/ordo.awk" "$1" >ref
	tail -n 1 "$1" | tr '{' '\n' | awk '
		/^"policy":.*"rank"/ { split($0, f, "\""); me = f[4]
			match($0, /"elo":[-0-9.]*/); print "elo", me, substr($0, RSTART + 6, RLENGTH - 6) }
		/^"policy":.*"results":[0-9]*,"points":[0-9.]*}/ { split($0, f, "\"")
			match($0, /"results":[0-9]*/); n = substr($0, RSTART + 10, RLENGTH - 10)
			match($0, /"points":[0-9.]*/); p = substr($0, RSTART + 9, RLENGTH - 9)
			print "cross", me, f[4], p + 0, n }' | sort >ours
	assert_equal "$(grep cross ours)" "$(grep cross ref)"
	[ "$(grep -c elo ours)" -eq 4 ]
	join -j 2 <(grep elo ours | sort -k2) <(grep elo ref | sort -k2) >both
	[ "$(wc -l <both)" -eq 4 ]
	awk '$5 !~ /^-?[0-9]+\.[0-9]$/ { print; bad = 1; next }
	     { d = $3 - $5; if (d < 0) d = -d; if (!(d <= 1)) { print; bad = 1 } }
	     END { exit bad }' both
}

# refused STATUS MESSAGE COMMAND: COMMAND (sh) exits STATUS with the one
# line MESSAGE on standard error.
refused() {
	run --separate-stderr sh -c "$3"
	[ "$status" -eq "$1" ] || { echo "status $status"; false; }
	assert_equal "$stderr" "$2"
}

# seatings FILE: the Policy tags of the records of FILE, counted.
seatings() {
	grep -o '^Policy: [^	]*' "$1" | sort | uniq -c | sed 's/^ *//'
}

@test "tournament: a round robin of four in Wari: its table, the same for every --jobs" {
	run tournament "$WARI_START" --rounds 2 -j 1
	[ "$status" -eq 0 ]
	assert_equal "$output" "Tournament of 24 games of wari: round robin, 4 policies, 6 tables of 2; Elo anchored at random = 0
rank policy  games   wins  draws losses forfeits   points results  score     Elo  +-95%
   1 ab:1       12     11      0      1        0     11.0      12  0.917  +408.7  308.1
   2 mc:8       12      8      0      4        0      8.0      12  0.667  +263.7  272.3
   3 mc:2       12      3      0      9        0      3.0      12  0.250   +46.6  250.6
   4 random     12      2      0     10        0      2.0      12  0.167     0.0      -
Crosstable: the row's points against the column, of their results
                   1         2         3         4
  1 ab:1           -     3.0/4     4.0/4     4.0/4
  2 mc:8       1.0/4         -     3.0/4     4.0/4
  3 mc:2       0.0/4     1.0/4         -     2.0/4
  4 random     0.0/4     0.0/4     2.0/4         -"
	tournament "$WARI_START" --rounds 2 -j 1 -w one.rec >one
	tournament "$WARI_START" --rounds 2 -j 2 -w two.rec >two
	cmp one two
	cmp one.rec two.rec
	# Every pair met in both seats, once a round: 2 rounds of 6 tables.
	assert_equal "$(seatings one.rec)" "$(printf '2 Policy: %s\n' \
		ab:1,mc:2 ab:1,mc:8 ab:1,random mc:2,ab:1 mc:2,mc:8 mc:2,random \
		mc:8,ab:1 mc:8,mc:2 mc:8,random random,ab:1 random,mc:2 random,mc:8)"
	bg-apply --check --lines -f one.rec
}

@test "tournament: the crosstable's totals are the games; ratings as a plain maximum likelihood" {
	tournament "$WARI_START" --rounds 2 --result >wari.json
	[ "$(grep -c '"number"' wari.json)" -eq 24 ]
	# Each game one result, counted from both sides.
	tail -n 1 wari.json | grep -q '^{"tournament":"-","game":"wari","kind":"round robin","tables":6,"games":24,"scheduled":24,"first":1,"whole":24,"anchor":"random",'
	[ "$(tail -n 1 wari.json | grep -o '"wins":[0-9]*,"draws":[0-9]*,"losses":[0-9]*,"forfeits":[0-9]*,"results":[0-9]*' |
		awk -F'[:,]' '{ w += $2; d += $4; r += $10 } END { print w + d / 2, r }')" = "24 48" ]
	agree wari.json
	tournament "$WAHOO4" --rounds 2 --result --anchor mc:8 >wahoo.json
	# Four seats, six results a game: 8 games, each policy at each seat
	# twice.
	[ "$(grep -c '"number"' wahoo.json)" -eq 8 ]
	assert_equal "$(tail -n 1 wahoo.json | grep -o '"results":[0-9]*,"points"' | sort | uniq -c | sed 's/^ *//')" '4 "results":24,"points"
12 "results":8,"points"'
	agree wahoo.json mc:8
	tail -n 1 wahoo.json | grep -q '"policy":"mc:8","rank":[0-9],"games":8,[^]]*"elo":0.00,"error":0.00,'
}

@test "tournament: four seats of Wahoo: every policy at every seat, the same dice a round" {
	tournament "$WAHOO4" --rounds 2 -j 2 -w four.rec >one
	tournament "$WAHOO4" --rounds 2 -j 1 >two
	cmp one two
	assert_equal "$(head -n 1 one)" "Tournament of 8 games of wahoo: round robin, 4 policies, 1 table of 4; Elo anchored at random = 0"
	assert_equal "$(seatings four.rec)" "$(printf '2 Policy: %s\n' \
		ab:1,random,mc:2,mc:8 mc:2,mc:8,ab:1,random mc:8,ab:1,random,mc:2 \
		random,mc:2,mc:8,ab:1)"
	# The rounds' games meet the same dice: their first roll.
	cut -f 6-8 four.rec | uniq -c | awk '{ print $1 }' | tr '\n' ' ' >rolls
	assert_equal "$(cat rolls)" "4 4 "
	bg-apply --check --lines -f four.rec
}

@test "tournament: a gauntlet, in Wari and in four-seat Wahoo" {
	tournament "$WARI_START" --gauntlet --rounds 2 -w g.rec --result >g.json
	assert_equal "$(seatings g.rec)" "$(printf '2 Policy: %s\n' \
		ab:1,random mc:2,random mc:8,random random,ab:1 random,mc:2 random,mc:8)"
	agree g.json
	# No pair but the first's meets.
	[ "$(tail -n 1 g.json | grep -o '"against":\[[^]]*\]' | grep -c random)" -eq 3 ]
	tournament "$WAHOO4" --gauntlet -w g4.rec --result >g4.json
	assert_equal "$(seatings g4.rec)" "$(printf '1 Policy: %s\n' \
		ab:1,random,ab:1,random mc:2,random,mc:2,random mc:8,random,mc:8,random \
		random,ab:1,random,ab:1 random,mc:2,random,mc:2 random,mc:8,random,mc:8)"
	agree g4.json
	run tournament "$WAHOO4" --gauntlet
	assert_equal "${lines[0]}" "Tournament of 6 games of wahoo: gauntlet, 4 policies, 3 tables of 2; Elo anchored at random = 0"
}

@test "tournament: a bot that crashes forfeits each of its games, and the tournament goes on" {
	ln -s "$BG_BIN/bots/segv" segv
	ln -s "$BG_BIN/bots/first" first
	run --separate-stderr sh -c "printf '%s\n' '$WARI_START' | bg-tournament --play random,mc:2,cmd:./segv,cmd:./first -s 1 -j 2 -w bots.rec"
	[ "$status" -eq 69 ]
	assert_equal "$stderr" "bg-tournament: -, game 3: cmd:./segv (south) could not start: crashed (signal 11)"
	assert_equal "$output" "Tournament of 12 games of wari: round robin, 4 policies, 6 tables of 2; Elo anchored at random = 0
rank policy       games   wins  draws losses forfeits   points results  score     Elo  +-95%
   1 mc:2             6      5      0      1        0      5.0       6  0.833  +101.3  306.2
   2 random           6      3      1      2        0      3.5       6  0.583     0.0      -
   3 cmd:./first      6      3      1      2        0      3.5       6  0.583    +0.0  295.5
   4 cmd:./segv       6      0      0      6        6      0.0       6  0.000  -250.1  346.3
Crosstable: the row's points against the column, of their results
                        1         2         3         4
  1 mc:2                -     1.0/2     2.0/2     2.0/2
  2 random          1.0/2         -     0.5/2     2.0/2
  3 cmd:./first     0.0/2     1.5/2         -     2.0/2
  4 cmd:./segv      0.0/2     0.0/2     0.0/2         -"
	[ "$(grep -c 'Termination: crashed (signal 11)	Forfeit: ' bots.rec)" -eq 6 ]
	bg-apply --check --lines -f bots.rec
	! pgrep -f "$BATS_TEST_TMPDIR/segv" || false
}

@test "tournament: resumed from its records, or split over hosts, it prints the same bytes" {
	# From a late position, twelve stones left: short games.
	WARI_START=$(wari_state 2,1,0,3,0,1/1,0,2,0,1,1 north 18,18 '' 60)
	tournament "$WARI_START" --rounds 2 -w whole.rec >whole
	# Cut after 10 games and inside the 11th.
	head -n 10 whole.rec >part.rec
	sed -n 11p whole.rec | head -c 40 >>part.rec
	tournament "$WARI_START" --rounds 2 -w part.rec -j 2 >resumed
	cmp whole resumed
	cmp whole.rec part.rec
	# Two hosts, games 1 to 14 and 15 to 24, their records put together.
	tournament "$WARI_START" --rounds 2 --first 1 --games 14 -w a.rec >a
	tournament "$WARI_START" --rounds 2 --first 15 -w b.rec >b
	assert_equal "$(head -n 1 a)" "Tournament of 14 games (a range: games 1 to 14 of 24) of wari: round robin, 4 policies, 6 tables of 2; Elo anchored at random = 0"
	cat a.rec b.rec >both.rec
	cmp whole.rec both.rec
	tournament "$WARI_START" --rounds 2 -w both.rec >joined
	cmp whole joined
	# A range starts at a round.
	run tournament "$WARI_START" --rounds 2 --first 2
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-tournament: --first 2: a range starts at the first game of a round of 2 (1, 3, 5, ...)"
	# Another tournament's records are refused, the file left as it was.
	run tournament "$WARI_START" --rounds 2 --gauntlet -w whole.rec
	[ "$status" -eq 65 ]
	cmp whole.rec both.rec
}

@test "tournament: openings in turn, or shuffled by the seed, each with the seats rotated" {
	for m in a b c; do bg-apply "$m" <<<"$WARI_START"; done >openings
	bg-tournament --play random,mc:2 --openings openings --seed 1 -w in-order.rec </dev/null >out
	assert_equal "$(grep -o 'wari [^	]*' in-order.rec)" "$(sed p openings)"
	assert_equal "$(head -n 1 out)" "Tournament of 6 games of wari: round robin, 2 policies, 1 table of 2; Elo anchored at random = 0"
	bg-tournament --play random,mc:2 --openings openings --shuffle --seed 1 --rounds 6 -w shuffled.rec >/dev/null
	grep -o 'wari [^	]*' shuffled.rec | uniq >order
	assert_equal "$(sed -n 1,3p order | sort)" "$(sort openings)"
	assert_equal "$(sed -n 4,6p order)" "$(sed -n 1,3p order)"
	[ "$(cat order)" != "$(cat openings openings)" ]
	# The same from standard input.
	bg-tournament --play random,mc:2 --seed 1 -w stdin.rec <openings >out2
	cmp in-order.rec stdin.rec
}

@test "tournament: --report is a case a game; usage errors" {
	# The report alone: a case a game, and nothing else.
	ln -s "$BG_BIN/bots/segv" segv
	run --separate-stderr sh -c "printf '%s\n' '$WARI_START' | bg-tournament --play random,mc:2,cmd:./segv -s 1 --report tap"
	[ "$status" -eq 69 ]
	assert_equal "$stderr" "bg-tournament: -, game 3: cmd:./segv (south) could not start: crashed (signal 11)"
	assert_equal "$output" "TAP version 13
ok 1 - game 1: random,mc:2
ok 2 - game 2: mc:2,random
$(for g in 3 4 5 6; do
	case $g in 3) w=random,cmd:./segv ;; 4) w=cmd:./segv,random ;;
	5) w=mc:2,cmd:./segv ;; 6) w=cmd:./segv,mc:2 ;; esac
	printf 'not ok %s - game %s: %s\n  ---\n  message: "crashed (signal 11)"\n  at: "-, game %s"\n  ...\n' \
		$g $g $w $g
done)
1..6"
	run sh -c "printf '%s\n' '$WARI_START' | bg-tournament --play random,mc:2 -s 1 --report junit"
	[ "$status" -eq 0 ]
	assert_equal "$output" '<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="bg-tournament" tests="2" failures="0">
  <testsuite name="bg-tournament" tests="2" failures="0" errors="0" skipped="0">
    <testcase classname="-" name="game 1: random,mc:2"/>
    <testcase classname="-" name="game 2: mc:2,random"/>
  </testsuite>
</testsuites>'
	refused 64 "bg-tournament: --play: a tournament needs two policies or more" \
		"printf '%s\n' '$WARI_START' | bg-tournament --play random"
	refused 64 "bg-tournament: --anchor: 'mc:3' is none of the policies of --play" \
		"printf '%s\n' '$WARI_START' | bg-tournament --play random,mc:2 --anchor mc:3"
	refused 64 "bg-tournament: --report prints the report alone: it does not go with --result" \
		"bg-new wari | bg-tournament --play random,mc:2 --result --report tap"
	refused 65 "bg-tournament: -:2: an opening of spook in a tournament of wari" \
		"(bg-new wari; bg-new spook) | bg-tournament --play random,mc:2"
}

@test "tournament: each decision's comment, its value (and time): none by default, as a match's; written, replayed, ignored, shown" {
	tournament "$WARI_START" --comments value -w c.rec >/dev/null
	# random's decisions have no value; mc:8's have its playouts' mean.
	assert_equal "$(sed -n 3p c.rec | cut -f 1-3,6-11)" "Policy: random,mc:8	Seed: 1	Number: 3	e	f   # 0.750	c	b   # 0.812	b	f   # 0.688"
	[ "$(grep -o '# [0-9.]*' c.rec | sort -u | grep -cv '^# [01]\.[0-9][0-9][0-9]$')" -eq 0 ]
	bg-apply --check --lines -f c.rec
	# Replayed with or without them: the same final states.
	sed 's/   # [^	]*//g' c.rec >bare.rec
	[ "$(grep -c '#' bare.rec)" -eq 0 ]
	assert_equal "$(bg-apply --lines -f c.rec)" "$(bg-apply --lines -f bare.rec)"
	# The replay page shows each with the position after it.
	sed -n 3p c.rec | tr '\t' '\n' >three.rec
	bg-render --html -f three.rec >three.html
	grep -q '"comment":"0.812"' three.html
	# With the time: its format; the bytes apart from it the same.
	tournament "$WARI_START" --comments value,time -w t.rec >/dev/null
	grep -q '	c   # -/[0-9]*\.[0-9]ms	' t.rec
	grep -q '	b   # 0\.812/[0-9]*\.[0-9]ms	' t.rec
	sed -e 's|   # -/[0-9]*\.[0-9]ms||g' -e 's|/[0-9]*\.[0-9]ms||g' t.rec >untimed.rec
	cmp untimed.rec c.rec
	# None by default, in a tournament's records as in a match's.
	tournament "$WARI_START" -w none.rec >/dev/null
	cmp none.rec bare.rec
	bg-new wari | bg-apply --play mc:2,random --match --games 2 -s 1 -w m0.rec >/dev/null
	[ "$(grep -c '#' m0.rec)" -eq 0 ]
	# A match writes them too, when asked.
	bg-new wari | bg-apply --play mc:2,random --match --games 2 -s 1 --comments value -w m.rec >/dev/null
	assert_equal "$(cut -f 6-9 m.rec | head -n 1)" "a   # 1.000	b	b   # 0.500	d"
	refused 64 "bg-apply: --comments goes with --match or a cmd: bot" \
		"bg-new wari | bg-apply --play mc:2 --comments value"
	refused 64 "bg-tournament: --comments: 'score' is not none, value, time or value,time" \
		"bg-new wari | bg-tournament --play mc:2,random --comments score"
}

@test "tournament: on a terminal, the table is drawn as the games come in, and erased at the end" {
	command -v script >/dev/null || skip "script is not installed"
	# A bot whose first move comes after more than a second, so that
	# the table is drawn.
	bot="cmd:sh $BG_TOP/tests/bots/slow-start.sh $BG_BIN/bots/first"
	printf '%s\n' "$WARI_START" >start
	script -qec "bg-tournament --play 'random,$bot' -s 1 --openings start >tty.out" /dev/null >tty.txt
	bg-tournament --play "random,$bot" -s 1 --openings start >plain.out 2>plain.err
	cmp tty.out plain.out
	[ ! -s plain.err ]
	grep -q "^Crosstable: the row's points against the column, of their results" tty.txt
	grep -q '^bg-tournament: [01]/2 games, [0-9]* s' tty.txt
	# Each drawing erased before the next, and the last before the end:
	# the progress line and the 8 lines of the table above it.
	[ "$(tail -c 8 tty.txt | od -An -c | tr -s ' ')" = ' \r 033 [ 8 A 033 [ J' ]
}

@test "tournament: display names (NAME=POLICY) tell two of one policy apart in the table, crosstable, --anchor and records" {
	run sh -c "bg-new wari | bg-tournament --play a=mc:2,b=mc:2,random --anchor b -s 1 -w t.txt"
	[ "$status" -eq 0 ]
	assert_equal "$output" "Tournament of 6 games of wari: round robin, 3 policies, 3 tables of 2; Elo anchored at b = 0
rank policy  games   wins  draws losses forfeits   points results  score     Elo  +-95%
   1 a           4      4      0      0        0      4.0       4  1.000  +198.9  400.9
   2 b           4      2      0      2        0      2.0       4  0.500     0.0      -
   3 random      4      0      0      4        0      0.0       4  0.000  -198.9  400.9
Crosstable: the row's points against the column, of their results
                   1         2         3
  1 a              -     2.0/2     2.0/2
  2 b          0.0/2         -     2.0/2
  3 random     0.0/2     0.0/2         -"
	# The records keep the whole words.
	assert_equal "$(seatings t.txt)" "1 Policy: a=mc:2,b=mc:2
1 Policy: a=mc:2,random
1 Policy: b=mc:2,a=mc:2
1 Policy: b=mc:2,random
1 Policy: random,a=mc:2
1 Policy: random,b=mc:2"
	refused 64 "bg-tournament: --play: 'a' is named twice: a tournament names each policy once" \
		"bg-new wari | bg-tournament --play a=mc:2,a=random -s 1"
	refused 64 "bg-tournament: --play: 'random=mc:2': a policy's word cannot be a name" \
		"bg-new wari | bg-tournament --play random=mc:2,mc:3 -s 1"
	refused 64 "bg-apply: --play: 'x y=random' is not a policy (random, mc:N, uct:N, ab:D, ply:N, rollout:N, exact, default or cmd:COMMAND)" \
		"bg-new wari | bg-apply --play 'x y=random,mc:2' --match"
}
