#!/usr/bin/env bats
# Grading by --analyse (formats/analysis.md, bg-analysis(7)): losses with
# their standard errors, flags only beyond a threshold with confidence,
# exact decisions, the default judge, and the gates of each seat with
# their reports for CI.

load helpers

# North gives five stones away with e (a blunder); after it, south and
# north play the moves ab:6 ranks first.
B='wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=46 idle=1 pits=1,3,0,0,2,4/0,0,2,1,0,11 captured=11,13'

setup() {
	cd "$BATS_TEST_TMPDIR"
	printf 'Event: north blunders\n%s\ne\nf\na\nb\nb\ne\n' "$B" > g.rec
}

@test "grading: the table and the summary of a record judged by ab:6, every --jobs the same" {
	run --separate-stderr bg-apply --analyse ab:6 -f g.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(cat "$BG_TOP/tests/analysis/grade.txt")"
	assert_equal "$(bg-apply --analyse ab:6 --jobs 2 -f g.rec)" "$output"
}

@test "grading: a loss from few playouts is undecided, not an error; with more it is a blunder" {
	printf '%s\ne\n' "$B" > b.rec
	run bg-apply --analyse 3 --seed 1 --result -f b.rec
	assert_equal "${lines[0]}" '{"record":"b.rec","line":2,"action":1,"seat":"north","played":"e","value":0.6250,"best":"f","best_value":0.9167,"loss":0.2917,"se":0.2041,"exact":false,"flag":"none","undecided":true,"rounds":4,"judge":"playouts"}'
	[[ ${lines[1]} == *'"inaccuracies":0,"errors":0,"blunders":0,"undecided":1,"luck":0.0000,"lucky":0,"unlucky":0,"adjusted":0.5000}' ]]
	run bg-apply --analyse 3 --seed 1 -f b.rec
	assert_equal "${lines[0]}" "b.rec:2:    north e       0.6250  best f       0.9167  loss 0.2917 se 0.2041 error?"
	# 200 playouts separate the loss from both thresholds at once.
	run bg-apply --analyse 200 --seed 1 --result -f b.rec
	[[ ${lines[0]} == *'"se":0.0408,"exact":false,"flag":"blunder","undecided":false,"rounds":1,"judge":"playouts"}' ]]
	# The same seed and record give the same bytes for every --jobs.
	assert_equal "$(bg-apply --analyse 3 --seed 1 --jobs 2 --result -f b.rec)" \
		"$(bg-apply --analyse 3 --seed 1 --jobs 1 --result -f b.rec)"
}

@test "grading: a decision between proven values is exact, and says so" {
	E='wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=80 idle=1 pits=0,0,0,1,0,1/1,0,0,0,1,0 captured=20,22'
	printf '%s\nf\n' "$E" > e.rec
	run bg-apply --analyse ab:20 --result -f e.rec
	[[ ${lines[0]} == *'"played":"f","value":1.0000,"best":"f","best_value":1.0000,"loss":0.0000,"se":0.0000,"exact":true,"flag":"none","undecided":false,"rounds":1,"judge":"exact"}' ]]
	[[ ${lines[1]} == *'"decisions":1,"exact":1,'* ]]
	run bg-apply --analyse ab:20 -f e.rec
	assert_equal "${lines[0]}" "e.rec:2:    north f       1.0000  best f       1.0000  loss 0.0000 exact   -"
}

@test "grading: --analyse default is each game's documented judge" {
	printf '%s\ne\n' "$B" > b.rec
	assert_equal "$(bg-apply --analyse default --seed 1 -f b.rec)" \
		"$(bg-apply --analyse ab:12 --seed 2 -f b.rec)"
	grep -q '^| Wari | `ab:12` ' "$BG_TOP/formats/analysis.md"
	r=$BG_TOP/tests/playthroughs/waju-2-players.rec
	assert_equal "$(bg-apply --analyse default -f "$r")" \
		"$(bg-apply --analyse ply:2 -f "$r")"
	grep -q '^| Waju | `ply:2` ' "$BG_TOP/formats/analysis.md"
}

@test "grading: --seat judges and prints the seats graded alone, and those a gate names" {
	bg-apply --analyse ab:2 -f g.rec >all
	run --separate-stderr bg-apply --analyse ab:2 --seat south -f g.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(grep -v ' north ' all | grep -v ': north: ')"
	[[ $output == *": south: "* ]]
	# A gate that names north judges north too.
	run --separate-stderr bg-apply --analyse ab:2 --seat south --max-loss north=1 -f g.rec
	assert_equal "$output" "$(cat all)"
}

@test "grading: the gates of one seat: south's pass, north's fail, and the line says why" {
	run --separate-stderr bg-apply --analyse ab:6 --seat south --max-blunders 0 --max-loss 0.01 -f g.rec
	[ "$status" -eq 0 ]
	run --separate-stderr bg-apply --analyse ab:6 --seat north --max-blunders 0 -f g.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: g.rec: seat north's blunders 1 are more than --max-blunders 0"
	# A gate may name its seat; without --seat, a gate without one
	# grades every seat.
	run --separate-stderr bg-apply --analyse ab:6 --max-loss south=0 --max-errors north=1 -f g.rec
	[ "$status" -eq 0 ]
	run --separate-stderr bg-apply --analyse ab:6 --max-loss north=0.1 --max-errors 0 -f g.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: g.rec: seat north's mean loss 0.1270 is more than --max-loss 0.1; seat north's errors 1 are more than --max-errors 0"
	# The analysis is printed whatever the gates say.
	[ "${#lines[@]}" -eq 8 ]
}

@test "grading: --report tap and junit, one case a record and graded seat, match their goldens" {
	run --separate-stderr bg-apply --analyse ab:6 --max-blunders 0 --report tap -f g.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "$(cat "$BG_TOP/tests/analysis/grade.tap")"
	assert_equal "$stderr" "bg-apply: g.rec: seat north's blunders 1 are more than --max-blunders 0"
	run --separate-stderr bg-apply --analyse ab:6 --max-blunders 0 --report junit -f g.rec
	[ "$status" -eq 65 ]
	assert_equal "$output" "$(cat "$BG_TOP/tests/analysis/grade.xml")"
	run bg-apply --analyse ab:6 --seat south --max-blunders 0 --report tap -f g.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(printf 'TAP version 13\nok 1 - north blunders: seat south\n1..1')"
}

@test "grading: the TAP report is valid TAP 13, the JUnit one valid against the schema" {
	if command -v prove >/dev/null; then
		perl "$BG_TOP/tests/ci/tapcheck.pl" "$BG_TOP/tests/analysis/grade.tap" > check.out
		assert_equal "$(cat check.out)" "version 13, tests 2, failed 1"
	fi
	command -v xmllint >/dev/null || skip "xmllint is not installed"
	run xmllint --noout --schema "$BG_TOP/tests/ci/junit.xsd" "$BG_TOP/tests/analysis/grade.xml"
	[ "$status" -eq 0 ]
}

@test "grading: a seat that is none of the record's, and bad gates, are refused (64)" {
	run --separate-stderr bg-apply --analyse ab:2 --seat 8 -f g.rec
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: g.rec: no seat 8: its seats are north, south"
	[ -z "$output" ]
	run --separate-stderr bg-apply --analyse ab:2 --max-loss east=0.1 -f g.rec
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: g.rec: no seat east: its seats are north, south"
	# In the dice games seats are named by their numbers.
	r="$BG_TOP/tests/playthroughs/manji-2-players.rec"
	run --separate-stderr bg-apply --analyse ab:1 --seat 2 -f "$r"
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-apply: $r: no seat 2: its seats are 1, 3"
	check() {
		run --separate-stderr bg-apply "${@:3}"
		[ "$status" -eq "$1" ] || { echo "status $status: ${*:3}"; false; }
		assert_equal "$stderr" "$2"
	}
	check 64 "bg-apply: --max-errors: 'x' is not a number from 0 to 1000000000" \
		--analyse ab:2 --max-errors x -f g.rec
	check 64 "bg-apply: --max-blunders: '' is not a number from 0 to 1000000000" \
		--analyse ab:2 --max-blunders north= -f g.rec
	check 64 "bg-apply: --max-loss: '' is not a seat's name" \
		--analyse ab:2 --max-loss ==0.1 -f g.rec
	check 64 "bg-apply: --max-loss: '1.5' is not a number from 0 to 1 such as 0.05" \
		--analyse ab:2 --max-loss north=1.5 -f g.rec
	check 64 "bg-apply: --seat, --policy, --max-loss, --max-errors and --max-blunders go with --analyse" \
		--seat north -f g.rec
	check 64 "bg-apply: --analyse --report writes the report alone; it does not go with --result" \
		--analyse ab:2 --report tap --result -f g.rec
}

# The last roll of a Manji playthrough: seat 3 wins with a 2 alone.
manji_last_roll() {
	bg-apply --all -f "$BG_TOP/tests/playthroughs/manji-2-players.rec" |
		tail -n 3 | head -n 1
}

@test "luck: a roll that alone wins gets the figure worked out by hand from the evaluations" {
	st=$(manji_last_roll)
	[[ $st == *"phase=roll roll=turn turn=3"* ]]
	# Each outcome's value for seat 3: that of its best move at one ply,
	# as bg-moves --eval ab:1 gives it from the evaluation (the last-piece
	# table, which would answer exactly, is turned off).
	for k in 1 2 3 4 5 6; do
		echo "$st" | bg-apply "roll:$k" | bg-moves --no-tables --eval ab:1 | head -n 1
	done > values
	assert_equal "$(cut -d ' ' -f 1-3 values | tr '\n' ';')" \
		"c6+-spoke 0.7497 -;c6+-centre 1.0000 exact;pass 0.7497 -;pass 0.7497 -;pass 0.7497 -;pass 0.7914 -;"
	# The 2: 1 less the mean of the six, (4 x 0.7497 + 1 + 0.7914) / 6,
	# which the analysis finds from the values unrounded.
	want=$(awk '{ s += $2 } END { printf "%+.4f", 1 - s / 6 }' values)
	assert_equal "$want" "+0.2016"
	printf '%s\nroll:2\nc6+-centre\n' "$st" > luck.rec
	run bg-apply --no-tables --analyse ab:1 -f luck.rec
	assert_equal "${lines[0]}" "luck.rec:2:    roll:2 luck 1 -0.2017, 3 +0.2017"
	[[ ${lines[2]} == *", luck +0.2017 (lucky 1, unlucky 0), adjusted 0.5967" ]]
	run bg-apply --no-tables --analyse ab:1 --result -f luck.rec
	assert_equal "${lines[0]}" '{"record":"luck.rec","line":2,"action":1,"outcome":"roll:2","luck":{"1":-0.2017,"3":0.2017}}'
	[[ ${lines[2]} == *'"luck":0.2017,"lucky":1,"unlucky":0,"adjusted":0.5967}' ]]
}

@test "luck: the lucks of all outcomes of one event sum to 0 under their probabilities" {
	# Manji's one die, and Waju's two (36 ordered outcomes).
	one=$(seq 1 6 | sed 's/^/roll:/')
	two=$(for a in 1 2 3 4 5 6; do seq 1 6 | sed "s/^/roll:$a,/"; done)
	for game in manji waju; do
		if [ $game = manji ]; then
			st=$(manji_last_roll) outcomes=$one n=6
		else
			st=$(bg-apply --all -f "$BG_TOP/tests/playthroughs/waju-2-players.rec" | sed -n 75p)
			outcomes=$two n=36
		fi
		for o in $outcomes; do
			printf '%s\n%s\n' "$st" "$o" > one.rec
			bg-apply --analyse ab:1 --result -f one.rec | head -n 1
		done > lucks
		[ "$(grep -c '"outcome"' lucks)" -eq $n ] || { echo "$game"; cat lucks; false; }
		# Each seat's luck over the equally likely outcomes: a mean of
		# 0, within the rounding of the four decimals shown.
		sed 's/.*"luck":{//; s/}}//' lucks | tr ',' '\n' |
			awk -F: -v n=$n '{ s[$1] += $2; c[$1]++ }
				END { for (k in s) print k, c[k], (s[k] < 0 ? -s[k] : s[k]) <= n * 0.00005 }' > sums
		[ "$(awk -v n=$n '$2 != n || $3 != 1' sums)" = "" ] || { echo "$game"; cat lucks sums; false; }
		[ "$(wc -l < sums)" -eq 2 ]
		# And the outcomes differ: some seat is unlucky with some.
		grep -q -- ':-0\.0[0-9]*[1-9]' lucks
	done
}

@test "annotate: the record again, each decision's judgement a comment of its line; it replays, and annotated again it is the same bytes" {
	sed -i 's/^f$/f # south takes the bait/' g.rec
	run --separate-stderr bg-apply --analyse ab:6 --seed 1 --annotate -f g.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "# bg-apply --analyse ab:6
Event: north blunders
$B
e # north 0.3333 best f 0.7143 loss 0.3810 se 0.0000 blunder
f # south 0.6667 best f 0.6667 loss 0.0000 se 0.0000 - # south takes the bait
a # north 0.4444 best a 0.4444 loss 0.0000 se 0.0000 -
b # south 0.5556 best b 0.5556 loss 0.0000 se 0.0000 -
b # north 0.5556 best b 0.5556 loss 0.0000 se 0.0000 -
e # south 0.5556 best e 0.5556 loss 0.0000 se 0.0000 -
# north: 3 decisions (0 exact), error rate 127.0 (awful), inaccuracies 0, errors 1, blunders 1, undecided 0
# south: 3 decisions (0 exact), error rate 0.0 (supernatural), inaccuracies 0, errors 0, blunders 0, undecided 0"
	echo "$output" > a.rec
	assert_equal "$(bg-apply -f a.rec)" "$(bg-apply -f g.rec)"
	# Annotated again: the earlier judgements replaced, the own comment kept.
	assert_equal "$(bg-apply --analyse ab:6 --seed 1 --annotate -f a.rec)" "$output"
	# Another judge replaces them too.
	bg-apply --analyse ab:2 --seed 1 --annotate -f a.rec > b.rec
	assert_equal "$(grep -c ' # .* # ' b.rec)" 1
	assert_equal "$(sed -n 1p b.rec)" "# bg-apply --analyse ab:2"
	# The gates still grade, after the annotated record is printed.
	run --separate-stderr bg-apply --analyse ab:6 --seed 1 --annotate --max-blunders 0 -f g.rec
	[ "$status" -eq 65 ]
	assert_equal "$(sed -n 4p <<< "$output")" "e # north 0.3333 best f 0.7143 loss 0.3810 se 0.0000 blunder"
	assert_equal "$stderr" "bg-apply: g.rec: seat north's blunders 1 are more than --max-blunders 0"
}

@test "annotate: one-line records stay one line each, rolls carry each seat's luck, a closing Result stays last" {
	r="$BG_TOP/tests/playthroughs/manji-2-players.rec"
	bg-apply --analyse ab:2 --seed 1 --annotate -f "$r" > m.rec
	bg-apply --check -f m.rec
	# Each roll's luck is the table's, on its line.
	bg-apply --analyse ab:2 --seed 1 -f "$r" |
		sed -n 's/^[^ ]* *\(roll:[0-9,]*\) *luck \(.*\)/\1 # luck \2/p' > table
	[ "$(wc -l < table)" -ge 10 ]
	assert_equal "$(grep '^roll:' m.rec | sed 's/\( # [^#]*\) # .*/\1/')" "$(cat table)"
	grep -q '^home-20$' m.rec
	# A closing Result tag stays after the actions, before the summaries.
	{ grep -v '^Result:' "$r"; echo 'Result: 3'; } > closing.rec
	bg-apply --analyse ab:2 --seed 1 --annotate -f closing.rec > c.rec
	assert_equal "$(grep -v '^#' c.rec | tail -n 1)" "Result: 3"
	assert_equal "$(tail -n 2 c.rec | cut -c1-5)" "# 1: 
# 3: "
	bg-apply --check -f c.rec
	# Two one-line records: two lines, each the many-line annotation joined.
	paste -sd '\t' "$r" > one.line
	cat one.line one.line > two.lines
	bg-apply --analyse ab:2 --seed 1 --annotate -l -f two.lines > two.ann
	[ "$(wc -l < two.ann)" -eq 2 ]
	assert_equal "$(head -n 1 two.ann | tr '\t' '\n')" "$(cat m.rec)"
	bg-apply --check -l -f two.ann
}

@test "annotate: only with --analyse, and not with --result or --report (64)" {
	for args in "-f g.rec" "--analyse ab:2 --result -f g.rec" "--analyse ab:2 --report tap -f g.rec"; do
		# shellcheck disable=SC2086 # the words of the options
		run --separate-stderr bg-apply --annotate $args
		[ "$status" -eq 64 ] || { echo "$args: $status"; false; }
		assert_equal "$stderr" "bg-apply: --annotate goes with --analyse, and not with --result or --report"
		[ -z "$output" ]
	done
}

@test "rollouts: --rollouts N judges again by rollout:N exactly the decisions the default marked, seeded, the same for --jobs 1 and 2; --rollouts-all every one" {
	r=$BG_TOP/tests/playthroughs/waju-2-players.rec
	bg-apply --analyse default --result -f "$r" >first
	bg-apply --analyse default --rollouts 2 --seed 3 --result -f "$r" >second
	assert_equal "$(bg-apply --analyse default --rollouts 2 --seed 3 --jobs 2 --result -f "$r")" "$(cat second)"
	# The decisions marked at first are those judged again.
	marked=$(grep '"played"' first | grep -v '"flag":"none","undecided":false' | grep -o '"line":[0-9]*')
	again=$(grep '"judge":"rollout"' second | grep -o '"line":[0-9]*')
	[ -n "$marked" ]
	assert_equal "$again" "$marked"
	# The others keep the first judgement, byte for byte.
	assert_equal "$(grep '"judge":"search"' second)" "$(grep '"flag":"none","undecided":false' first | grep '"played"')"
	# Sampled: the values carry a standard error, and the seed moves them.
	grep '"judge":"rollout"' second | grep -vq '"se":0.0000'
	[ "$(bg-apply --analyse default --rollouts 2 --seed 4 --result -f "$r")" != "$(cat second)" ]
	# Every decision with --rollouts-all.
	run bg-apply --analyse default --rollouts 2 --rollouts-all --seed 3 --result -f "$r"
	[ "$(grep -c '"judge":"rollout"' <<<"$output")" -eq "$(grep -c '"played"' first)" ]
	# The annotated record names the second opinion and its seed.
	run bg-apply --analyse default --rollouts 2 --seed 3 --annotate -f "$r"
	assert_equal "${lines[0]}" "# bg-apply --analyse default --rollouts 2 --seed 3"
}

@test "rollouts: a count out of 1 to 100000, or without --analyse, is refused in one line, status 64" {
	r=$BG_TOP/tests/playthroughs/waju-2-players.rec
	for n in 0 100001 x; do
		run bg-apply --analyse default --rollouts "$n" -f "$r"
		[ "$status" -eq 64 ]
		assert_equal "$output" "bg-apply: --rollouts: '$n' is not a number from 1 to 100000"
	done
	run bg-apply --rollouts 5 -f "$r"
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-apply: --rollouts goes with --analyse, --rollouts-all with --rollouts"
	run bg-apply --analyse default --rollouts-all -f "$r"
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-apply: --rollouts goes with --analyse, --rollouts-all with --rollouts"
}

# A match of two games, mc:4 against random by the name new: the
# records' Policy tags give each seat's word.
policy_match() {
	bg-new wari | bg-apply --play mc:4,new=random --match --games 2 --seed 3 \
		--record m.txt >/dev/null
	assert_equal "$(cut -f1 m.txt)" "$(printf 'Policy: mc:4,new=random\nPolicy: new=random,mc:4')"
}

@test "grading: --policy grades every seat the policy held in a match's records, then its total, which the gates judge" {
	policy_match
	run --separate-stderr bg-apply --analyse ab:2 --policy new -l -f m.txt
	[ "$status" -eq 0 ]
	# South in the first game, north in the second: only those seats
	# are judged, summed up, and totalled.
	assert_equal "$(grep -v '^m.txt:[0-9]*:[0-9]*: ' <<<"$output")" "m.txt:1: south: 60 decisions (22 exact), error rate 94.5 (awful), inaccuracies 8, errors 17, blunders 11, undecided 0
m.txt:2: north: 71 decisions (28 exact), error rate 135.9 (awful), inaccuracies 4, errors 23, blunders 17, undecided 0
total new: 2 games, 131 decisions (50 exact), error rate 117.0 (awful), inaccuracies 12, errors 40, blunders 28, undecided 0"
	[ "$(grep -c '^m.txt:1:[0-9]*: *south ' <<<"$output")" -eq 60 ]
	[ "$(grep -c '^m.txt:2:[0-9]*: *north ' <<<"$output")" -eq 71 ]
	[ "$(grep -c '^m.txt:[0-9]*:[0-9]*: ' <<<"$output")" -eq 131 ]
	# The whole word finds it too.
	assert_equal "$(bg-apply --analyse ab:2 --policy new=random -l -f m.txt | tail -1)" "total new=random: 2 games, 131 decisions (50 exact), error rate 117.0 (awful), inaccuracies 12, errors 40, blunders 28, undecided 0"
	# Each record's blunders (11, 17) are within 17, their total is not.
	run --separate-stderr bg-apply --analyse ab:2 --policy new --policy mc:4 --max-blunders 17 --result -l -f m.txt
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: --policy new: blunders 28 are more than --max-blunders 17; --policy mc:4: blunders 22 are more than --max-blunders 17"
	assert_equal "$(tail -2 <<<"$output")" '{"policy":"new","games":2,"decisions":131,"exact":50,"mean_loss":0.1170,"error_rate":117.0,"rating":"awful","inaccuracies":12,"errors":40,"blunders":28,"undecided":0}
{"policy":"mc:4","games":2,"decisions":140,"exact":61,"mean_loss":0.0980,"error_rate":98.0,"rating":"awful","inaccuracies":12,"errors":29,"blunders":22,"undecided":0}'
	run bg-apply --analyse ab:2 --policy new --max-blunders 28 -l -f m.txt
	[ "$status" -eq 0 ]
}

@test "grading: --policy's report is a case a policy, naming its worst move: game, ply, seat and policy, the moves, the loss and the line" {
	policy_match
	run --separate-stderr bg-apply --analyse ab:2 --policy new --max-blunders 17 --report tap -l -f m.txt
	[ "$status" -eq 65 ]
	assert_equal "$output" 'TAP version 13
not ok 1 - policy new
  ---
  message: "blunders 28 are more than --max-blunders 17 (m.txt:1:183, m.txt:1:195, m.txt:1:207, m.txt:1:219, m.txt:1:231, ...); worst: game 1, ply 80, south (new=random) played d 0.0000, best a 1.0000, loss 1.0000 blunder, then e c f d a f a e a b a e b f a a b c c b d c e e f d a f a b b a, at m.txt:1:335"
  at: "m.txt:1:335"
  ...
1..1'
	# The worst move is the record's 80th action, south's: the judge's
	# values of the move played and the best, and the best's line.
	state=$(head -1 m.txt | cut -f5-84 | tr '\t' '\n' | bg-apply -f -)
	assert_equal "$(echo "$state" | bg-moves --eval ab:2 | awk '$1 == "a" || $1 == "d"')" "a 1.0000 exact +2.00 2 e c f d a f a e a b a e b f a a b c c b d c e e f d a f a b b a
d 0.0000 exact -4.00 2 f b e a f f a d b e a c b b c a d b e d f f a c b b c a d b e c"
	run --separate-stderr bg-apply --analyse ab:2 --policy new --max-blunders 28 --report junit -l -f m.txt
	[ "$status" -eq 0 ]
	assert_equal "$(grep -c '<testcase classname="-" name="policy new"/>' <<<"$output")" 1
}

@test "grading: --policy that no record names, or with --seat or a seat's gate, is refused" {
	policy_match
	# random is named new in these records.
	run --separate-stderr bg-apply --analyse ab:2 --policy random -l -f m.txt
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: --policy random: no record's Policy tag names it"
	run --separate-stderr bg-apply --analyse ab:2 --policy random --report tap -l -f m.txt
	[ "$status" -eq 65 ]
	assert_equal "$(sed -n 2p <<<"$output")" "not ok 1 - policy random"
	for extra in "--seat north" "--max-loss north=0.1" --annotate; do
		run --separate-stderr bg-apply --analyse ab:2 --policy new $extra -l -f m.txt
		[ "$status" -eq 64 ]
		assert_equal "$stderr" "bg-apply: --policy grades the seats its records' Policy tags give it: it does not go with --seat, a gate that names a seat, or --annotate"
	done
}
