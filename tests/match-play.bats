#!/usr/bin/env bats
# Bots and matches through bg-apply --play (formats/bot.md, bg-apply(1)):
# cmd:COMMAND policies, each bad bot of tests/bots/ with its named
# forfeit in the verdicts and the records' tags, --match's rotated and
# paired seats on the same dice, its summary, the same for every --jobs,
# and --sprt's exit statuses.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
	BOTS=$BG_TOP/tests/bots
	# The C bots of tests/bots/ are made with match-unit.
	need_tool match-unit
}

# forfeit_of POLICY: the forfeits of two games of POLICY against random
# (--match: north then south), as "seat kind reason", one a game.
forfeit_of() {
	bg-new wari | bg-apply --play "$1,random" --match --games 2 --seed 1 \
		--move-time 300 --result 2>/dev/null | grep '"number"' |
		sed -n 's/.*"forfeit":{"seat":"\([a-z]*\)","kind":"\([a-z]*\)","reason":"\([^"]*\)"}.*/\1 \2 \3/p'
}

@test "--play cmd: each bad bot forfeits with its named reason, and the next game is played" {
	run forfeit_of "cmd:awk -W interactive -f $BOTS/illegal.awk"
	assert_equal "$output" "north illegal illegal move 'x' for north: a move is a pit, a to f
south illegal illegal move 'x' for south: a move is a pit, a to f"
	run forfeit_of "cmd:awk -W interactive -f $BOTS/two-lines.awk"
	assert_equal "$output" "north lines more than one line for one state
south lines more than one line for one state"
	run forfeit_of "cmd:sh $BOTS/long-line.sh"
	assert_equal "$output" "north long line too long (more than 128 bytes)
south long line too long (more than 128 bytes)"
	run forfeit_of "cmd:sh $BOTS/silent.sh"
	assert_equal "$output" "north closed closed
south closed closed"
	run forfeit_of "cmd:$BG_BIN/bots/segv"
	assert_equal "$output" "north crashed crashed (signal 11)
south crashed crashed (signal 11)"
	run forfeit_of "cmd:sh $BOTS/close-input.sh"
	assert_equal "$output" "north input closed its input
south input closed its input"
	run forfeit_of "cmd:exit 3"
	assert_equal "$output" "north exited exited (status 3)
south exited exited (status 3)"
	# A bot that wrote nothing since it started is told what bots forget
	# most (formats/bot.md, Buffering): python3 buffers a pipe's output.
	hint=': it wrote nothing since it started (a bot must flush its output after each line)'
	for bot in "sh $BOTS/late.sh" "sh $BOTS/ignore-term.sh" \
	           "python3 -c 'import sys
for line in sys.stdin: sys.stdout.write(\"a\\n\")'"; do
		run forfeit_of "cmd:$bot"
		assert_equal "$(sed 's/([0-9]* ms/(N ms/' <<<"$output")" "north time time forfeit (N ms, limit 300)$hint
south time time forfeit (N ms, limit 300)$hint"
		[[ ${lines[0]} =~ \(3[0-9][0-9]\ ms ]]
	done
	# One that answered, then ran out of time, gets no hint.
	run forfeit_of 'cmd:read -r s; echo "$s" | bg-moves | head -n 1; sleep 5'
	assert_equal "$(sed 's/([0-9]* ms/(N ms/' <<<"$output")" "north time time forfeit (N ms, limit 300)
south time time forfeit (N ms, limit 300)"
	# Nothing of the bots is left: not the one that ignores SIGTERM.
	! pgrep -f "$BOTS/ignore-term.sh" || false
	! pgrep -f "$BOTS/close-input.sh" || false
}

@test "--play cmd: a bot that never starts, one that crashes mid-game, and a match of forfeits alone say why on standard error and exit 69" {
	run --separate-stderr sh -c "bg-new wari | bg-apply --play 'cmd:./nosuchbot,random'"
	[ "$status" -eq 69 ]
	assert_equal "$output" "$WARI_START"
	assert_equal "$stderr" "bg-apply: -:1, game 1: cmd:./nosuchbot (north) could not start: exited (status 127)"
	# Told once for the policy, however many games it loses.
	run --separate-stderr sh -c "bg-new wari | bg-apply --play 'cmd:./nosuchbot,random' --match --games 4 --seed 1"
	[ "$status" -eq 69 ]
	[[ ${lines[2]} == "cmd:./nosuchbot      4      0      0      4        4 "* ]]
	assert_equal "$stderr" "bg-apply: -:1, game 1: cmd:./nosuchbot (north) could not start: exited (status 127)"
	run --separate-stderr sh -c "bg-new wari | bg-apply --play 'random,cmd:sh $BOTS/crash-later.sh' --seed 1 --result"
	[ "$status" -eq 69 ]
	[[ $output == *'"forfeit":{"seat":"south","kind":"crashed","reason":"crashed (signal 11)"}}' ]]
	assert_equal "$stderr" "bg-apply: -:1, game 1: cmd:sh $BOTS/crash-later.sh (south) failed: crashed (signal 11)"
	# Every game forfeited, though the bot runs: said so.
	run --separate-stderr sh -c "bg-new wari | bg-apply --play 'cmd:awk -W interactive -f $BOTS/illegal.awk,random' --match --games 2 --seed 1"
	[ "$status" -eq 69 ]
	assert_equal "$stderr" "bg-apply: -:1: every game was forfeited (2 of 2)"
}

@test "--play cmd: a good bot plays whole games; a bot's time for the game; its log" {
	run sh -c "bg-new wari | bg-apply --play 'cmd:$BG_BIN/bots/first,random' --games 3 --seed 1 --result"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 3 ]
	[[ $output != *forfeit* ]]
	[[ ${lines[0]} == '{"input":"-:1","number":1,'*'"over":true,'*'"seats":{"north":"cmd:'"$BG_BIN"'/bots/first","south":"random"}}' ]]
	# The first-move bot in shell, one process across the games.
	run sh -c "bg-new wari | bg-apply --play 'cmd:sh $BOTS/first.sh,cmd:$BG_BIN/bots/first' --games 2 --seed 1"
	[ "$status" -eq 0 ]
	assert_equal "${lines[0]}" "${lines[1]}"
	# Time for the game: the late bot loses on the game's clock.
	run sh -c "bg-new wari | bg-apply --play 'cmd:sh $BOTS/late.sh,random' --game-time 200 --seed 1 --result"
	# (It wrote nothing: the reason says what is most often why.)
	[[ $output =~ \"reason\":\"time\ forfeit\ \([0-9]+\ ms\ in\ the\ game,\ limit\ 200\):\ it\ wrote\ nothing\ since\ it\ started\ \(a\ bot\ must\ flush\ its\ output\ after\ each\ line\)\" ]]
	# Standard error kept in DIR/N.log for policy N, else discarded.
	mkdir logs
	run --separate-stderr sh -c "bg-new wari | bg-apply --play 'random,cmd:echo to the log >&2; exec $BG_BIN/bots/first' --games 2 --seed 1 --bot-log logs"
	[ "$status" -eq 0 ]
	assert_equal "$stderr" ""
	assert_equal "$(cat logs/2.log)" "to the log"
	[ ! -e logs/1.log ]
}

@test "--play cmd: a forfeit's record has its actions, Termination, Forfeit and the Result it gives" {
	run --separate-stderr sh -c "bg-new wari | bg-apply --play 'mc:2,cmd:$BG_BIN/bots/segv' --seed 4 --record one.rec >final"
	[ "$status" -eq 69 ]
	assert_equal "$(head -n 6 one.rec)" "Policy: mc:2,cmd:$BG_BIN/bots/segv
Seed: 4
Number: 1
Termination: crashed (signal 11)
Forfeit: south
Result: north"
	assert_equal "$(sed -n 7,8p one.rec)" "$WARI_START
d"
	[ "$(wc -l <one.rec)" -eq 8 ]
	bg-apply --check -f one.rec
	assert_equal "$(bg-apply -f one.rec)" "$(cat final)"
	# The Result is checked against the forfeit, as against a game over.
	sed 's/^Result: north$/Result: south/' one.rec >wrong.rec
	run --separate-stderr bg-apply --check -f wrong.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: wrong.rec:6: declared result 'south' but south's forfeit gives 'north'"
	sed 's/^Forfeit: south$/Forfeit: west/' one.rec >seat.rec
	run --separate-stderr bg-apply --check -f seat.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: seat.rec:6: declared result 'north' but the game is not over, and the Forfeit tag 'west' names no seat of wari"
	# Without the Forfeit tag, a game not over has no result.
	grep -v '^Forfeit:' one.rec >none.rec
	run --separate-stderr bg-apply --check -f none.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: none.rec:5: declared result 'north' but the game is not over"
	# Four seats: the three others share the win.
	bg-new waju --players 4 | bg-apply --play "random,cmd:$BG_BIN/bots/segv,random,random" --seed 4 --record four.rec >/dev/null 2>&1 || [ $? -eq 69 ]
	assert_equal "$(grep -E '^(Forfeit|Result):' four.rec)" "Forfeit: 2
Result: 1,3,4"
	bg-apply --check -f four.rec
}

@test "--match: seats rotate, pairs of games meet the same dice with the seats swapped" {
	bg-new waju | bg-apply --play mc:3,random --match --games 4 --seed 3 --record p.txt >/dev/null
	assert_equal "$(cut -f1 p.txt)" "Policy: mc:3,random
Policy: random,mc:3
Policy: mc:3,random
Policy: random,mc:3"
	# The k-th roll of each game of a pair is the same, whatever was
	# played before it; the next pair has other dice.
	rolls() { sed -n "${1}p" p.txt | tr '\t' '\n' | grep '^roll:' | head -n 40; }
	assert_equal "$(rolls 1)" "$(rolls 2)"
	assert_equal "$(rolls 3)" "$(rolls 4)"
	[ "$(rolls 1)" != "$(rolls 3)" ]
	bg-apply --check --lines -f p.txt
	# Two policies in a four-seat game: seats 1 and 3, then 2 and 4.
	bg-new waju --players 4 | bg-apply --play random,mc:2 --match --games 2 --seed 3 --record four.txt >/dev/null
	assert_equal "$(cut -f1 four.txt)" "Policy: random,mc:2,random,mc:2
Policy: mc:2,random,mc:2,random"
}

@test "--match: a policy on the learned evaluation plays as well refereed as alone (Waju, ply:1 against random)" {
	# The refereed games give each seat's policy the run's learned
	# evaluation, as unrefereed play does: without it ply:1 judges by the
	# race formula and won 5 of these 20 games.
	run bash -c "bg-new waju --players 2 | bg-apply --play ply:1,random --match --games 20 --seed 1"
	[ "$status" -eq 0 ]
	assert_equal "${lines[2]}" "ply:1      20     16      0      4        0     16.00 0.8000 0.8000 0.8000"
}

@test "--match: the summary in text and JSON, the same for --jobs 1 and 2" {
	for j in 1 2; do
		bg-new wari | bg-apply --play mc:5,random --match --games 8 --seed 2 --jobs $j >text$j
		bg-new wari | bg-apply --play mc:5,random --match --games 8 --seed 2 --jobs $j --result >json$j
	done
	cmp text1 text2
	cmp json1 json2
	assert_equal "$(cat text1)" "Match of 8 games of wari from -:1
policy  games   wins  draws losses forfeits     score   mean  north  south
mc:5        8      8      0      0        0      8.00 1.0000 1.0000 1.0000
random      8      0      0      8        0      0.00 0.0000 0.0000 0.0000
Elo of the first against the second: > -72.1 (95%; every pair won), pentanomial over 4 pairs; LOS 100.0%"
	[ "$(grep -c '"number"' json1)" -eq 8 ]
	assert_equal "$(tail -n 1 json1)" '{"match":"-:1","game":"wari","games":8,"scheduled":8,"policies":[{"policy":"mc:5","games":8,"wins":8,"draws":0,"losses":0,"forfeits":0,"score":8.0000,"mean":1.0000,"seats":{"north":{"games":4,"mean":1.0000},"south":{"games":4,"mean":1.0000}}},{"policy":"random","games":8,"wins":0,"draws":0,"losses":8,"forfeits":0,"score":0.0000,"mean":0.0000,"seats":{"north":{"games":4,"mean":0.0000},"south":{"games":4,"mean":0.0000}}}],"elo":{"model":"pentanomial","n":4,"elo":null,"lo":-72.15,"hi":null,"error":null,"los":1.0000}}'
	# One end past a score of 1, said in words; a sweep lost, mirrored.
	run sh -c "bg-new wari | bg-apply --play mc:5,random --match --games 20 --seed 1 | tail -n 1"
	assert_equal "$output" "Elo of the first against the second: +636.4 (95%: above +445.4), pentanomial over 10 pairs; LOS 100.0%"
	run sh -c "bg-new wari | bg-apply --play random,mc:5 --match --games 8 --seed 1 | tail -n 1"
	assert_equal "$output" "Elo of the first against the second: < +72.1 (95%; every pair lost), pentanomial over 4 pairs; LOS 0.0%"
	# A finite Elo: random against random, paired.
	run sh -c "bg-new wari | bg-apply --play random,random --match --games 40 --seed 1 | tail -n 1"
	assert_equal "$output" "Elo of the first against the second: -79.5 +- 103.1 (95%: -189.7 to +16.5), pentanomial over 20 pairs; LOS 5.3%"
}

@test "--match: every pair scored the same, short of a sweep: no interval and no LOS, not one of width 0; one pair, not 1 pairs" {
	bg-new wari | bg-apply --play ab:4,ab:5 --match --games 2 --seed 1 >text
	assert_equal "$(tail -n 1 text)" "Elo of the first against the second: -190.8 (95%: unbounded, every pair scored the same), pentanomial over 1 pair; LOS n/a"
	run sh -c "bg-new wari | bg-apply --play ab:4,ab:5 --match --games 2 --seed 1 --result | tail -n 1"
	[[ $output == *'"elo":{"model":"pentanomial","n":1,"elo":-190.85,"lo":null,"hi":null,"error":null,"los":null}}' ]]
}

@test "--sprt: H1 accepted exits 0, H0 1, undecided 2; it stops at the same game for every --jobs" {
	for j in 1 2; do
		run sh -c "bg-new wari | bg-apply --play mc:10,random --sprt 0,300 --games 40 --seed 3 --jobs $j --result | tail -n 1"
		[ "$status" -eq 0 ]
		[[ $output == '{"match":"-:1","game":"wari","games":12,"scheduled":40,'*'"sprt":{"elo0":0,"elo1":300,"alpha":0.05,"beta":0.05,"llr":3.1772,"lower":-2.9444,"upper":2.9444,"verdict":"H1"}}' ]]
	done
	run sh -c "bg-new wari | bg-apply --play random,mc:10 --sprt 0,300 --games 40 --seed 3"
	[ "$status" -eq 1 ]
	[[ ${lines[0]} == 'Match of 6 games of wari from -:1 (of 40)' ]]
	assert_equal "${lines[5]}" "SPRT of Elo 0 against 300 (alpha 0.05, beta 0.05): LLR -3.60 (bounds -2.94, 2.94): H0 accepted"
	bg-new wari | bg-apply --play random,mc:10 --sprt 0,300 --games 4 --seed 3 --record few.txt >out || status=$?
	[ "$status" -eq 2 ]
	[[ $(tail -n 1 out) == *": undecided" ]]
	[ "$(wc -l <few.txt)" -eq 4 ]
}

@test "--play cmd: and --match: usage errors" {
	check() {
		run --separate-stderr sh -c "$2 </dev/null"
		[ "$status" -eq "$1" ] || { echo "status $status: $2"; return 1; }
		assert_equal "$stderr" "$3"
	}
	check 64 "bg-apply --play cmd:" "bg-apply: --play: policy 'cmd:' names no command: cmd:COMMAND runs COMMAND as a bot"
	check 64 "bg-apply --play 'greedy,cmd:./a'" "bg-apply: --play: 'greedy' is not a policy (random, mc:N, uct:N, ab:D, ply:N, rollout:N, exact, default or cmd:COMMAND)"
	check 64 "bg-apply --match" "bg-apply: --match, --sprt, --move-time, --game-time and --bot-log go with --play"
	check 64 "bg-apply --move-time 0 --play random" "bg-apply: --move-time: '0' is not a number from 1 to 3600000"
	check 64 "bg-apply --play random --sprt 10,0" "bg-apply: --sprt: $(bg-apply --play random --sprt 10,0 2>&1 </dev/null | sed 's/^bg-apply: --sprt: //')"
	run --separate-stderr sh -c "bg-new wari | bg-apply --play random,random,random --match"
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: -:1: 3 policies for a game of 2 seats: give at most one per seat"
	# A comma inside a command stays in it unless a policy word follows.
	run sh -c "bg-new wari | bg-apply --play 'cmd:echo a,b >/dev/null; exec $BG_BIN/bots/first,random' --seed 1 --result"
	[[ $output == *'"seats":{"north":"cmd:echo a,b >/dev/null; exec '"$BG_BIN"'/bots/first","south":"random"}}' ]]
}

@test "--match --report: a forfeit fails the job as it fails its case; the suite is named after the mode" {
	run --separate-stderr sh -c "bg-new wari | bg-apply --play 'cmd:sh $BOTS/illegal-north.sh,random' --match --games 2 --seed 1 --report junit"
	[ "$status" -eq 1 ]
	assert_equal "$stderr" ""
	assert_equal "$output" "<?xml version=\"1.0\" encoding=\"UTF-8\"?>
<testsuites name=\"bg-apply\" tests=\"2\" failures=\"1\">
  <testsuite name=\"bg-apply --match\" tests=\"2\" failures=\"1\" errors=\"0\" skipped=\"0\">
    <testcase classname=\"-:1\" name=\"game 1: cmd:sh $BOTS/illegal-north.sh,random\">
      <failure message=\"illegal move 'x' for north: a move is a pit, a to f\">-:1, game 1: illegal move 'x' for north: a move is a pit, a to f</failure>
    </testcase>
    <testcase classname=\"-:1\" name=\"game 2: random,cmd:sh $BOTS/illegal-north.sh\"/>
  </testsuite>
</testsuites>"
}

@test "--match --report: a case a game, a forfeit fails it; the gate's case, SPRT or --min-score" {
	run sh -c "bg-new wari | bg-apply --play 'cmd:awk -W interactive -f $BOTS/illegal.awk,mc:2' --match --games 2 --seed 1 --report tap --sprt 0,100 --min-score 0.5 2>/dev/null"
	[ "$status" -eq 69 ]
	assert_equal "$output" "TAP version 13
not ok 1 - game 1: cmd:awk -W interactive -f $BOTS/illegal.awk,mc:2
  ---
  message: \"illegal move 'x' for north: a move is a pit, a to f\"
  at: \"-:1, game 1\"
  ...
not ok 2 - game 2: mc:2,cmd:awk -W interactive -f $BOTS/illegal.awk
  ---
  message: \"illegal move 'x' for south: a move is a pit, a to f\"
  at: \"-:1, game 2\"
  ...
not ok 3 - sprt 0,100
  ---
  message: \"undecided: LLR -0.33 (bounds -2.94, 2.94) after 2 games\"
  at: \"-:1\"
  ...
not ok 4 - min-score 0.5
  ---
  message: \"cmd:awk -W interactive -f $BOTS/illegal.awk scored 0.0000 of 2 games, below 0.5\"
  at: \"-:1\"
  ...
1..4"
	run sh -c "bg-new wari | bg-apply --play mc:5,random --match --games 2 --seed 1 --report junit --min-score 1"
	[ "$status" -eq 0 ]
	assert_equal "$output" '<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="bg-apply" tests="3" failures="0">
  <testsuite name="bg-apply --match" tests="3" failures="0" errors="0" skipped="0">
    <testcase classname="-:1" name="game 1: mc:5,random"/>
    <testcase classname="-:1" name="game 2: random,mc:5"/>
    <testcase classname="-:1" name="min-score 1"/>
  </testsuite>
</testsuites>'
	# The score is compared exactly: 1/2 is not below 0.5, but below 0.5000001.
	run sh -c "bg-new wari | bg-apply --play random,random --match --games 2 --seed 2 --min-score 0.5"
	[ "$status" -eq 0 ]
	[[ ${lines[2]} == "random "*" 1.00 0.5000 "* ]]
	run sh -c "bg-new wari | bg-apply --play random,random --match --games 2 --seed 2 --min-score 0.5000001 >/dev/null"
	[ "$status" -eq 1 ]
	run --separate-stderr bg-apply --play random --min-score 0.5 </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: --min-score goes with --match"
}

@test "--match: a progress line on a terminal (games, score, Elo, LLR, time left), erased; none on a pipe" {
	command -v script >/dev/null || skip "script(1) is not installed"
	script -qec "bg-new wari | bg-apply --play 'mc:30,cmd:sh $BOTS/slow-start.sh $BG_BIN/bots/first' --match --sprt 0,50 --games 60 --seed 1 >out.txt" \
		/dev/null >tty.txt || true
	# Each line shown: the games, the score, the LLR, and once a game is
	# over, the Elo and the time left.  The first comes a second into the
	# match, while the slow bot thinks over its first move; then a line
	# every fifth of a second.
	tr '\r' '\n' <tty.txt | sed -n $'s/^\033\\[K//p' | grep . >shown
	[ -s shown ]
	assert_equal "$(grep -cvE '^bg-apply: match: ([1-9][0-9]*/60 games, score [01]\.[0-9]{3}, Elo ([-+][0-9.inf]+ \+- [0-9.inf]+|[<>] [-+][0-9.]+), LLR -?[0-9]+\.[0-9]{2} \(-2\.94, 2\.94\), [0-9]+ s left|0/60 games, score 0\.000, LLR 0\.00 \(-2\.94, 2\.94\))(; game [0-9]+: [0-9]+ actions)?$' shown)" 0
	grep -q '^bg-apply: match: 0/60 games' shown
	grep -q '^bg-apply: match: [1-9][0-9]*/60 games.* s left' shown
	[[ $(tail -c 4 tty.txt) == $'\r\033[K' ]]
	[[ $(head -n 1 out.txt) == "Match of "* ]]
	run --separate-stderr sh -c "bg-new wari | bg-apply --play mc:30,random --match --games 20 --seed 1 >/dev/null"
	[ "$status" -eq 0 ]
	assert_equal "$stderr" ""
}

@test "--match --record: a match stopped and run again goes on from its records, to the same output byte for byte" {
	cmd="bg-apply --play mc:3,random --match --sprt 0,200 --games 30 --seed 5 --result"
	bg-new wari | $cmd --record full.txt >full.out
	# Stopped after 4 games, a fifth half written.
	head -c $(($(head -n 4 full.txt | wc -c) + 50)) full.txt >part.txt
	bg-new wari | $cmd --record part.txt >part.out
	cmp full.out part.out
	cmp full.txt part.txt
	# Stopped by Ctrl-C (SIGINT) a second in, wherever it was (40 games
	# of mc:100 take some seconds).
	slow="bg-apply --play mc:100,random --match --games 40 --seed 5 --result"
	bg-new wari | $slow --record slow.txt >slow.out
	bg-new wari | timeout -s INT 1 $slow --record int.txt >/dev/null || true
	[ "$(wc -l <int.txt)" -lt 40 ]
	bg-new wari | $slow --record int.txt >int.out
	cmp slow.out int.out
	cmp slow.txt int.txt
	# A finished match run again plays nothing more, and says the same.
	bg-new wari | $cmd --record full.txt >again.out
	cmp full.out again.out
	# Another command: an error, and the records are left as they were.
	run --separate-stderr sh -c "bg-new wari | bg-apply --play mc:3,random --match --games 30 --seed 6 --record full.txt"
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: -:1: full.txt: game 1 was played with another seed or other policies: resume a match with the command that began it"
	cmp full.txt part.txt
	# Without --match, --record still takes only a new or empty file.
	run sh -c "bg-new wari | bg-apply --play mc:3,random --seed 5 --record full.txt"
	[ "$status" -eq 65 ]
}

@test "--first: a match split into ranges, run apart, merges into the summary of one process" {
	c="bg-apply --play mc:3,random --match --seed 9 --result"
	bg-new wari | $c --games 12 --record one.txt >one.out
	if command -v parallel >/dev/null; then
		parallel -j 3 "bg-new wari | $c --first {} --games 4 --record part-{}.txt >/dev/null" ::: 1 5 9
	else
		for f in 1 5 9; do
			bg-new wari | $c --first $f --games 4 --record part-$f.txt >/dev/null
		done
	fi
	# A range plays only its own games, numbered as in the whole match.
	assert_equal "$(cut -f3 part-5.txt)" "Number: 5
Number: 6
Number: 7
Number: 8"
	cat part-*.txt | sort -t "$(printf '\t')" -k3.9,3n >all.txt
	cmp one.txt all.txt
	bg-new wari | $c --games 12 --record all.txt >all.out
	cmp one.out all.out
	run --separate-stderr bg-apply --play random --first 2 </dev/null
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: --first goes with --match"
}
