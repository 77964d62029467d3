#!/usr/bin/env bats
# Grading in CI: records that close with their Result, records that start
# from Game:/Options:, verdict fields, --line-offset, --report tap|junit,
# --keep-lines.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# play_recorded FILE SEED STATE: plays on from STATE with bg-roll and
# bg-apply --record into FILE, the first move listed each time (a process
# a step: a state near the end, so that the game is short); prints the
# final state.
play_recorded() {
	local file=$1 seed=$2 state=$3 move
	while :; do
		state=$(echo "$state" | bg-roll --seed "$seed" --record "$file")
		move=$(echo "$state" | bg-moves | head -n 1)
		[ -n "$move" ] || break
		state=$(echo "$state" | bg-apply --record "$file" "$move")
	done
	echo "$state"
}

# A Wari state nine plies before the quiet rule ends the game (idle 91 of
# 100) when the first move listed is played each time.
WARI_LATE='wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=280 idle=91 pits=0,0,1,1,0,0/0,0,0,1,0,0 captured=21,24'

@test "ci: a game played with --record ends with its Result, replays and checks" {
	final=$(cached w.rec play_recorded 7 "$WARI_LATE")
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
	# A record its Result closes takes no more actions.
	printf '%s\nc\nResult: north\n' "$WARI_START" > closed.rec
	run bash -c "bg-new wari | bg-apply c | bg-apply --record closed.rec f"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-apply: -:1: closed.rec is closed by its Result tag (line 3): nothing comes after it"
	[ "$(tail -n 1 closed.rec)" = "Result: north" ]
}

@test "ci: a dice game's record gets its Result from the roll or the move that ends it" {
	late waju 12
	final=$(play_recorded j.rec 5 "$(cat late.state)")
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
	cached w.rec play_recorded 7 "$WARI_LATE" >/dev/null
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

@test "ci: verdicts carry the tags, the failing seat and action, and the column apart" {
	printf 'Id: g1\tEvent: club "x"\t%s\tc\tf\tq\n' "$WARI_START" > m.txt
	printf '%s\n' "${WARI_START/ply=0/ply=x}" >> m.txt
	run --separate-stderr bg-apply --result --keep-going --lines -f m.txt
	[ "$status" -eq 65 ]
	assert_equal "${lines[0]}" '{"record":"g1","legal":false,"actions":2,"game":"wari","over":false,"scores":{"north":0,"south":0},"line":1,"column":148,"seat":"north","action":3,"error":"illegal move '"'q'"' for north: a move is a pit, a to f","tags":{"Id":"g1","Event":"club \"x\""}}'
	assert_equal "${lines[1]}" '{"record":"m.txt:2","legal":false,"actions":0,"line":2,"column":70,"error":"expected a ply count, found '"'x'"'"}'
	# A record of many lines: the column of the state's fault.
	printf 'Id: many\n%s\n' "${WARI_START/turn=north/turn=x}" > n.rec
	run --separate-stderr bg-apply --result -f n.rec
	assert_equal "$output" '{"record":"many","legal":false,"actions":0,"line":2,"column":60,"error":"expected north or south, found '"'x'"'","tags":{"Id":"many"}}'
	assert_equal "$stderr" "bg-apply: n.rec:2:60: expected north or south, found 'x'"
}

@test "ci: --line-offset numbers the lines as in the whole input" {
	printf '%s\tc\tc\tc\n' "$WARI_START" > one.txt
	run --separate-stderr bg-apply --result --lines -f one.txt --line-offset 4000
	[ "$status" -eq 65 ]
	[[ "$output" == '{"record":"one.txt:4001",'*'"line":4001,"column":125,'* ]]
	assert_equal "$stderr" "bg-apply: one.txt:4001:125: illegal move 'c' for north: pit c is empty"
	run bg-apply --line-offset x -f one.txt
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-apply: --line-offset: 'x' is not a number from 0 to 1000000000000"
}

@test "ci: parallel --pipe over 10,000 one-line records: unique ids, the verdicts of one process" {
	command -v parallel >/dev/null || skip "GNU parallel is not installed"
	one_line_records 10000 7 100 > many.txt
	parallel --pipe -N 1000 --keep-order -j 2 \
		bg-apply --result --keep-going --lines -f - \
		--line-offset '{= $_ = ($job->seq() - 1) * 1000 =}' \
		< many.txt > chunks.json 2> chunks.err || true
	same_as_one_process many.txt chunks
	[ "$(grep -c '"legal":false' chunks.json)" -eq 1428 ]
	assert_equal "$(sed -n 9999p chunks.json | cut -c 1-24)" '{"record":"-:9999","lega'
	assert_equal "$(sed -n 10000p chunks.json | cut -c 1-22)" '{"record":"r10000","le'
}

@test "ci: --report tap and junit for legal, illegal and malformed records match their goldens" {
	cp "$BG_TOP/tests/ci/games.txt" .
	run --separate-stderr bg-apply --check --report tap --keep-going --lines -f games.txt
	[ "$status" -eq 65 ]
	assert_equal "$output" "$(cat "$BG_TOP/tests/ci/report.tap")"
	[ "$(wc -l <<<"$stderr")" -eq 4 ]
	run --separate-stderr bg-apply --check --report junit --keep-going --lines -f games.txt
	[ "$status" -eq 65 ]
	assert_equal "$output" "$(cat "$BG_TOP/tests/ci/report.xml")"
	# Every record passes: exit 0, and the reports say so.
	head -n 1 games.txt > good.txt
	run bg-apply -q --report tap -l -f good.txt
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(printf 'TAP version 13\nok 1 - club-1\n1..1')"
}

@test "ci: --result --format table: one aligned table of the verdicts, matching its golden" {
	cp "$BG_TOP/tests/ci/games.txt" .
	run --separate-stderr bg-apply --result --format table --keep-going --lines -f games.txt
	[ "$status" -eq 65 ]
	assert_equal "$output" "$(cat "$BG_TOP/tests/ci/verdicts.table")"
	# The error lines still go to standard error, as they come.
	assert_equal "$stderr" "bg-apply: games.txt:3:146: illegal move 'c' for north: pit c is empty
bg-apply: games.txt:4:70: expected a ply count, found 'x'
bg-apply: games.txt:6:14: declared result 'north' but the game is not over
bg-apply: games.txt:7: a one-line record must contain its state"
	# json is the default's form.
	assert_equal "$(bg-apply --result --format json -k -l -f games.txt 2>/dev/null)" \
		"$(bg-apply --result -k -l -f games.txt 2>/dev/null)"
	# A record of no state names the state it is replayed from; a
	# UTF-8 id takes one column a character.
	printf 'Id: \303\251t\303\251\nGame: wari\nc\n' > ete.rec
	printf 'c\nf\n' > moves.log
	run --separate-stderr bg-apply --result --format table -f moves.log ete.rec <<<"$WARI_START"
	[ "$status" -eq 0 ]
	assert_equal "$output" "record                legal  actions  game  result  line  error
moves.log (from -:1)  yes          2  wari  -          -
$(printf '\303\251t\303\251')                   yes          1  wari  -          -"
}

@test "ci: --result --format table shows a forfeit, its seat and its cause, in the result (issue 47, item 9)" {
	# Two records of a match whose bot crashed, in one seat then the other.
	printf 'Policy: cmd:./bot,random\tNumber: 1\tTermination: crashed (signal 11)\tForfeit: north\tResult: south\t%s\n' "$WARI_START" > f.rec
	printf 'Policy: random,cmd:./bot\tNumber: 2\tTermination: time forfeit (501 ms, limit 500)\tForfeit: south\t%s\te\n' "$WARI_START" >> f.rec
	run --separate-stderr bg-apply --result --format table -l -f f.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "record   legal  actions  game  result                                                     line  error
f.rec:1  yes          0  wari  south (north forfeited: crashed (signal 11))                  -
f.rec:2  yes          1  wari  north (south forfeited: time forfeit (501 ms, limit 500))     -"
}

@test "ci: --format is json or table, and table goes with --result of replays" {
	check() {
		run --separate-stderr bg-apply "$@" </dev/null
		[ "$status" -eq 64 ] && [ -z "$output" ]
	}
	check --result --format xml -f x
	assert_equal "$stderr" "bg-apply: --format: 'xml' is not json or table"
	check --format table -f x
	assert_equal "$stderr" "bg-apply: --format table goes with --result of records or states"
	check --result --format table --play random
	assert_equal "$stderr" "bg-apply: --format table goes with --result of records or states"
	check --result --format table --analyse ab:2 -f x
	assert_equal "$stderr" "bg-apply: --format table goes with --result of records or states"
}

@test "ci: a run stopped at a failure with input left says so: TAP's Bail out!, JUnit's error" {
	cp "$BG_TOP/tests/ci/games.txt" .
	run --separate-stderr bg-apply --check --report tap --lines -f games.txt
	[ "$status" -eq 65 ]
	assert_equal "$(tail -n 2 <<<"$output")" "1..2
Bail out! games.txt:3 failed, and the input after it was not read (--keep-going reads on)"
	run --separate-stderr bg-apply --check --report junit --lines -f games.txt
	[ "$status" -eq 65 ]
	assert_equal "${lines[2]}" '  <testsuite name="bg-apply --check" tests="3" failures="1" errors="1" skipped="0">'
	assert_equal "$(tail -n 5 <<<"$output")" '    <testcase classname="games.txt:3" name="the rest of the input">
      <error message="games.txt:3 failed, and the input after it was not read (--keep-going reads on)"/>
    </testcase>
  </testsuite>
</testsuites>'
	if command -v xmllint >/dev/null; then
		xmllint --noout --schema "$BG_TOP/tests/ci/junit.xsd" - <<<"$output"
	fi
	# Nothing left after the failure: nothing to say.
	head -n 3 games.txt >two.txt
	run --separate-stderr bg-apply --check --report tap --lines -f two.txt
	[ "$status" -eq 65 ]
	assert_equal "$(tail -n 1 <<<"$output")" "1..2"
	# A gate of --analyse stops the run as well, and a second file is left.
	bg-new wari | bg-apply --play random,random --match --games 3 --seed 1 --record three.txt >/dev/null
	run --separate-stderr bg-apply --analyse ab:2 --max-loss 0.03 --report tap -l -f three.txt
	[ "$status" -eq 65 ]
	assert_equal "$(tail -n 1 <<<"$output")" "Bail out! three.txt:1 failed, and the input after it was not read (--keep-going reads on)"
	head -n 1 three.txt >one.txt
	run --separate-stderr bg-apply --analyse ab:2 --max-loss 0.03 --report tap -l -f one.txt three.txt
	assert_equal "$(tail -n 1 <<<"$output")" "Bail out! one.txt:1 failed, and the input after it was not read (--keep-going reads on)"
	run --separate-stderr bg-apply --analyse ab:2 --max-loss 0.03 --report tap -k -l -f three.txt
	[ "$status" -eq 65 ]
	[[ $output != *"Bail out!"* ]]
}

@test "ci: the TAP report is valid TAP 13 as prove reads it" {
	command -v prove >/dev/null || skip "prove (Perl's TAP harness) is not installed"
	perl "$BG_TOP/tests/ci/tapcheck.pl" "$BG_TOP/tests/ci/report.tap" > check.out
	assert_equal "$(cat check.out)" "version 13, tests 6, failed 4"
	run prove --exec cat "$BG_TOP/tests/ci/report.tap"
	[ "$status" -ne 0 ]
	[[ "$output" == *"Tests: 6 Failed: 4"* ]]
	[[ "$output" == *"Failed tests:  2-3, 5-6"* ]]
}

@test "ci: the JUnit report is valid against the JUnit schema" {
	command -v xmllint >/dev/null || skip "xmllint is not installed"
	run xmllint --noout --schema "$BG_TOP/tests/ci/junit.xsd" "$BG_TOP/tests/ci/report.xml"
	[ "$status" -eq 0 ]
	# A name that is not UTF-8 or holds a control byte stays valid XML.
	printf 'Event: \xff\xfe\t%s\tq\n' "$WARI_START" > odd.txt
	bg-apply -q --report junit -k -l -f odd.txt > odd.xml 2>/dev/null || true
	grep -q "name=\"$(printf '\357\277\275\357\277\275')\"" odd.xml
	xmllint --noout --schema "$BG_TOP/tests/ci/junit.xsd" odd.xml
	# And a schema that cannot pass proves it is read.
	sed 's/name="tests" type="xs:nonNegativeInteger"/name="tests" type="xs:negativeInteger"/' \
		"$BG_TOP/tests/ci/junit.xsd" > strict.xsd
	run xmllint --noout --schema strict.xsd odd.xml
	[ "$status" -ne 0 ]
}

@test "ci: --report goes with --check and is tap or junit" {
	run bg-apply --report tap -f x
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-apply: --report goes with --check, --analyse or --match"
	run bg-apply --check --report xml -f x
	[ "$status" -eq 64 ]
	assert_equal "$output" "bg-apply: --report: 'xml' is not tap or junit"
}

@test "ci: --keep-lines: as many output lines as input lines, for each program" {
	bad=${WARI_START/ply=0/ply=x}
	printf '%s\n\n%s\n# a comment\nwari x\n%s\n' "$WARI_START" "$bad" "$WARI_START" > pos.txt
	run --separate-stderr bg-moves --count --keep-lines pos.txt
	[ "$status" -eq 65 ]
	assert_equal "$output" "$(printf '6\n\n\n\n\n6')"
	assert_equal "$stderr" "$(printf '%s\n' "bg-moves: pos.txt:3:70: expected a ply count, found 'x'" \
		"bg-moves: pos.txt:5:6: expected field 'twelve=', found 'x'")"
	for cmd in "bg-moves --count" "bg-moves --line" "bg-roll -s 1" "bg-apply c"; do
		run --separate-stderr ${cmd%% *} --keep-lines ${cmd#* } < pos.txt
		[ "$status" -eq 65 ]
		[ "$(printf '%s\n' "$output" | wc -l)" -eq 6 ]
		[ -n "${lines[0]}" ]
		[ "$(printf '%s\n' "$output" | sed -n 6p)" != "" ]
		[ "$(printf '%s\n' "$output" | sed -n 3p)" = "" ]
		[ "$(wc -l <<<"$stderr")" -eq 2 ]
	done
	assert_equal "$(paste pos.txt <(bg-apply --keep-lines c < pos.txt 2>/dev/null) | sed -n 6p | cut -f 2)" \
		"$(bg-new wari | bg-apply c)"
	# bg-render: one empty line for each line that gives no board.
	run --separate-stderr bg-render --ascii --keep-lines < pos.txt
	[ "$status" -eq 65 ]
	board=$(bg-render --ascii <<<"$WARI_START")
	# The boards' own blank line between them, and four.
	assert_equal "$output" "$(printf '%s\n\n\n\n\n\n%s' "$board" "$board")"
	run bg-render --keep-lines --svg < pos.txt
	[ "$status" -eq 64 ]
}

@test "ci: bg-apply --keep-lines lines up one-line records and their verdicts" {
	printf '%s\tc\n\n%s\tc\tc\tc\n# x\n%s\tf\n' "$WARI_START" "$WARI_START" "$WARI_START" > l.txt
	run --separate-stderr bg-apply --keep-lines --lines -f l.txt
	[ "$status" -eq 65 ]
	assert_equal "$output" "$(printf '%s\n\n\n\n%s' "$(bg-new wari | bg-apply c)" "$(bg-new wari | bg-apply f)")"
	assert_equal "$stderr" "bg-apply: l.txt:3:125: illegal move 'c' for north: pit c is empty"
	run --separate-stderr bg-apply --keep-lines --result --lines -f l.txt
	[ "$status" -eq 65 ]
	[ "$(printf '%s\n' "$output" | wc -l)" -eq 5 ]
	[[ "${lines[1]}" == '{"record":"l.txt:3","legal":false,'* ]]
	assert_equal "$(printf '%s\n' "$output" | sed -n 2p)" ""
	run bg-apply --keep-lines --all c
	[ "$status" -eq 64 ]
}
