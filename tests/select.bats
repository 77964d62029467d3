#!/usr/bin/env bats
# bg-select: each condition on records of every game, played at random
# from each set-up, against answers found another way (awk and grep over
# the one-line records, bg-apply --all for the states); the outputs,
# duplicates, 10,000 records and 2,000 files in one run, records that do
# not replay, and a record that names a file.

load helpers

# The records: six games from each set-up of every game, one a line, in
# setNN.txt and all of them in all.txt; each record's actions in FILE.acts
# (actions_of); each record's states, "setNN.txt:LINE<tab>STATE" a line,
# in states.txt, from one bg-apply --all a set-up with a record of a state
# no set-up has between the records, to tell where each ends.
setup_file() {
	cd "$BATS_FILE_TMPDIR"
	local n=0 s set mark='Game: wari	Options: --quiet 7'
	while read -r s; do
		n=$((n + 1))
		bg-new $s | bg-apply --play random --games 6 --seed 3 \
			--record "$(printf 'set%02d.txt' "$n")" >/dev/null
	done < <(setups)
	cat set*.txt >all.txt
	for f in set*.txt all.txt; do
		actions_of "$f" >"$f.acts"
	done
	printf '# the club final\nEvent: club night\nPerson: alice\nNorth: uct:2000\nSeat-2: mc:200\nGame: wari\nOptions: --quiet 50\n\nc\nf   # south answers\n' >club.rec
	for set in set*.txt; do
		awk -v m="$mark" '{ print; print m }' "$set" |
			bg-apply --all -l -f - |
			awk -v f="$set" -v m="$(bg-new wari --quiet 7)" '
				$0 == m { n++; next }
				{ print f ":" n + 1 "\t" $0 }'
	done >states.txt
	# Every record's states: its initial state and one after each action.
	[ "$(wc -l <states.txt)" -eq "$(awk '{ n += NF + 1 } END { print n }' all.txt.acts)" ]
}

setup() {
	cd "$BATS_FILE_TMPDIR"
}

# places FILE AWK-CONDITION: FILE:LINE of each record whose actions ($0,
# separated by spaces) meet the awk condition.
places() {
	awk -v f="$1" "$2 { print f \":\" NR }" "$1.acts"
}

# actions FILE: each record's actions, separated by spaces, a line each,
# as setup_file found them.
actions() {
	cat "$1.acts"
}

# actions_of FILE: each record's actions: the pieces after its state (the
# first piece with a space that is no tag), but a closing Result tag.
actions_of() {
	awk -F'\t' '{
		out = ""; state = 0
		for (i = 1; i <= NF; i++) {
			if (!state) {
				state = $i ~ / / && $i !~ /^[A-Z][A-Za-z0-9_-]*: /
				continue
			}
			if ($i !~ /^Result: /)
				out = out (out == "" ? "" : " ") $i
		}
		print out
	}' "$1"
}

@test "select: no condition writes every record, whole, on one line; bg-apply replays the output" {
	run bg-select -l all.txt
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(cat all.txt)"
	[ "${#lines[@]}" -eq "$(($(setups | wc -l) * 6))" ]
	# A record of many lines comes out in its one-line form, comments
	# and blank lines and all, as paste(1) joins it.
	run bg-select club.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(paste -sd '\t' club.rec)"
	bg-select -l all.txt | bg-apply -q -l -f -
	assert_equal "$(bg-select -l - <all.txt | bg-apply -l -f -)" \
		"$(bg-apply -l -f all.txt)"
}

@test "select: --tag KEY=VALUE and KEY~PATTERN, on every game's records" {
	local r
	for r in $(grep -o 'Result: [^	]*' all.txt | sort -u | cut -c9-); do
		want=$(awk -F'\t' -v r="Result: $r" '{
			for (i = 1; i <= NF; i++) if ($i == r) print "all.txt:" NR
		}' all.txt)
		[ -n "$want" ]
		run bg-select -l --places --tag "Result=$r" all.txt
		[ "$status" -eq 0 ]
		assert_equal "$output" "$want"
	done
	assert_equal "$(bg-select -l -c -t Number=3 all.txt)" "$(setups | wc -l)"
	assert_equal "$(bg-select -l -c -t 'Policy~ran*' all.txt)" "$(wc -l <all.txt)"
	assert_equal "$(bg-select -l -c -t 'Result~[0-9]*' -t Number~[12] all.txt)" \
		"$(grep -P 'Number: [12]\t.*Result: [0-9]' all.txt | wc -l)"
	run bg-select -l -c -t 'Policy~mc:*' all.txt
	[ "$status" -eq 1 ]
	assert_equal "$output" 0
	# A tag the record lacks meets neither form, even '*'.
	run bg-select -l --places -t 'Person~*' all.txt
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	# The tags of a record written by hand (club.rec): a person, a
	# seat's policy, the game and its options.
	for t in 'Person~ali*' 'North=uct:2000' 'Seat-2~mc:*' Game=wari \
	         'Options=--quiet 50' 'Event~*night'; do
		run bg-select --places -t "$t" club.rec
		assert_equal "$output" club.rec:1
	done
	run bg-select --places -t 'Person=ali' -t Game=wari club.rec
	[ "$status" -eq 1 ]
}

@test "select: --state, a whole state line or fields, on every game's records" {
	local rec state game prev last k1 v1 k2 v2 want
	for set in set*.txt; do
		# The state after the first record's second action.
		rec=$(head -n 1 "$set")
		state=$(grep -F "$set:1	" states.txt | sed -n 3p | cut -f 2)
		[ -n "$state" ]
		want=$(grep -F "	$state" states.txt | cut -f 1 | grep "^$set:" | uniq)
		got=$(bg-select -l --places --state "$state" "$set")
		assert_equal "$set: $got" "$set: $want"
		# Its game, the last field but one as a pattern (its value
		# less the last byte, then *), and its last field.
		set -- $state
		game=$1
		eval "prev=\${$(($# - 1))}"
		last=${!#}
		k1=${prev%%=*} v1=${prev#*=} k2=${last%%=*} v2=${last#*=}
		want=$(grep "^$set:" states.txt | awk -F'\t' -v g="$game" -v a="$k1=${v1%?}" -v b="$k2=$v2" '{
			n = split($2, w, " ")
			if (w[1] != g) next
			okA = okB = 0
			for (i = 2; i <= n; i++) {
				if (index(w[i], a) == 1) okA = 1
				if (w[i] == b) okB = 1
			}
			if (okA && okB) print $1
		}' | uniq)
		[ -n "$want" ]
		got=$(bg-select -l --places --state "$game $k1=${v1%?}* $k2=$v2" "$set")
		assert_equal "$set: $got" "$set: $want"
	done
	# The game's name alone: the records of that game.
	for game in $(games); do
		assert_equal "$(bg-select -l -c --state "$game" all.txt)" \
			"$(grep -c "	$game " all.txt)"
	done
	# A state that no game reaches.
	run bg-select -l --places --state 'wari pits=9,9,9,9,9,9/*' all.txt
	[ "$status" -eq 1 ]
	[ -z "$output" ]
}

@test "select: --opening and --sequence of actions, and --plies, on every game's records" {
	local set first seq lo hi
	# The first two actions of each set-up's second record, and three
	# from its fifth on.
	for set in set*.txt; do
		first=$(actions "$set" | sed -n 2p | cut -d ' ' -f 1-2)
		assert_equal "$(bg-select -l --places --opening "$first" "$set")" \
			"$(places "$set" "index(\$0 \" \", \"$first \") == 1")"
		seq=$(actions "$set" | sed -n 2p | cut -d ' ' -f 5-7)
		assert_equal "$(bg-select -l --places --sequence "$seq" "$set")" \
			"$(places "$set" "index(\" \" \$0 \" \", \" $seq \")")"
	done
	# Patterns in the words: the first action a roll, then any move.
	assert_equal "$(bg-select -l --places --opening 'roll:* *' all.txt)" \
		"$(places all.txt '/^roll:[^ ]* [^ ]/')"
	assert_equal "$(bg-select -l --places --sequence 'roll:6 roll:6 roll:6' all.txt)" \
		"$(places all.txt '/(^| )roll:6 roll:6 roll:6( |$)/')"
	# Both at once: each must hold.
	assert_equal "$(bg-select -l --places --opening 'roll:*' --sequence 'roll:6 roll:6' all.txt)" \
		"$(places all.txt '/^roll:/ && /(^| )roll:6 roll:6( |$)/')"
	lo=$(actions all.txt | awk '{ print NF }' | sort -n | sed -n 30p)
	hi=$(actions all.txt | awk '{ print NF }' | sort -n | sed -n 70p)
	assert_equal "$(bg-select -l --places --plies "$lo-$hi" all.txt)" \
		"$(places all.txt "NF >= $lo && NF <= $hi")"
	assert_equal "$(bg-select -l --places --plies "$lo" all.txt)" \
		"$(places all.txt "NF == $lo")"
	assert_equal "$(bg-select -l --places --plies "$hi-" all.txt)" \
		"$(places all.txt "NF >= $hi")"
	assert_equal "$(bg-select -l --places --plies "-$lo" all.txt)" \
		"$(places all.txt "NF <= $lo")"
	# Every condition at once: the records each of them selects.
	want=$(places all.txt "NF <= $hi && /^roll:/" |
		grep -Fx -f <(grep -n '	spook ' all.txt | sed 's/:.*//; s/^/all.txt:/') |
		grep -Fx -f <(grep -nP '\tNumber: [1-4]\t' all.txt | sed 's/:.*//; s/^/all.txt:/'))
	[ -n "$want" ]
	assert_equal "$(bg-select -l --places --plies "-$hi" --state spook --opening 'roll:*' -t 'Number~[1-4]' all.txt)" \
		"$want"
}

@test "select: the outputs: places, count, tags as JSON or a table" {
	run bg-select -l --places -t Number=2 --state 'wari quiet=100' set01.txt set02.txt
	[ "$status" -eq 0 ]
	assert_equal "$output" set01.txt:2
	run bg-select -l -c --state wari set01.txt set02.txt
	assert_equal "$output" 12
	run bg-select -l --tags Number,Result,Event --opening 'roll:6' set03.txt
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(places set03.txt '/^roll:6 /' | cut -d : -f 2 | while read -r i; do
		r=$(sed -n "${i}p" set03.txt | grep -o 'Result: [^	]*' | cut -c9-)
		printf '{"record":"set03.txt:%s","tags":{"Number":"%s","Result":"%s","Event":null}}\n' "$i" "$i" "$r"
	done)"
	run bg-select -l --format json --plies 0-99999 set01.txt
	assert_equal "${lines[0]}" '{"record":"set01.txt:1","tags":{"Policy":"random","Seed":"3","Number":"1","Result":"'"$(grep -o 'Result: [a-z]*' set01.txt | head -n 1 | cut -c9-)"'"}}'
	printf 'Person: Zoë "Z" <z>\nGame: wari\n' >z.rec
	run bg-select --format json z.rec
	assert_equal "$output" '{"record":"z.rec:1","tags":{"Person":"Zoë \"Z\" <z>","Game":"wari"}}'
	run bg-select -l --tags Number,Seed --format table -t 'Number~[56]' set01.txt set04.txt
	assert_equal "$output" "record       Number  Seed
set01.txt:5  5       3
set01.txt:6  6       3
set04.txt:5  5       3
set04.txt:6  6       3"
	# Nothing selected: no table, exit 1.
	run bg-select -l --tags Number --format table -t Number=0 set01.txt
	[ "$status" -eq 1 ]
	[ -z "$output" ]
}

@test "select: --duplicates finds the games recorded twice, whatever their tags; --unique keeps the first" {
	# set01 (six records) again, its third record with other tags,
	# and its fourth from another initial state (quiet=99): the same
	# actions, another game.
	{
		cat set01.txt
		sed -n 3p set01.txt | sed 's/Number: 3/Number: 33/; s/^/Event: again\t/'
		sed -n 4p set01.txt | sed 's/quiet=100/quiet=99/'
		sed -n 1p set01.txt
	} >dup.txt
	run bg-select -l --duplicates dup.txt
	[ "$status" -eq 0 ]
	assert_equal "$output" "dup.txt:1	dup.txt:9
dup.txt:3	dup.txt:7"
	run bg-select -l --places --unique dup.txt
	assert_equal "$output" "$(printf 'dup.txt:%s\n' 1 2 3 4 5 6 8)"
	# Duplicates across files, among the records selected only.
	run bg-select -l --duplicates set01.txt dup.txt -t Number=1
	assert_equal "$output" "set01.txt:1	dup.txt:1	dup.txt:9"
	run bg-select -l --duplicates all.txt
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	run bg-select -l --unique -c all.txt all.txt
	assert_equal "$output" "$(wc -l <all.txt)"
}

# selections COUNT FILES LEAST: the records under 2,000 bytes given again
# and again, COUNT in one file, counted, selected by state, unique and
# duplicates; the first FILES of them a file each, given as operands, at
# least LEAST of them selected.
selections() {
	local n count=$1 files=$2 least=$3
	awk 'length($0) < 2000' all.txt >short.txt
	n=$(wc -l <short.txt)
	[ "$n" -gt 20 ]
	awk -v n="$n" -v count="$count" '{ r[NR] = $0 }
		END { for (i = 0; i < count; i++) print r[i % n + 1] }' short.txt >many.txt
	run bg-select -l -c many.txt
	assert_equal "$output" "$count"
	run bg-select -l -c --state spook many.txt
	assert_equal "$output" "$(awk '/\tspook /' many.txt | wc -l)"
	[ "$output" -gt 0 ]
	run bg-select -l --unique -c many.txt
	assert_equal "$output" "$n"
	run bg-select -l --duplicates many.txt
	assert_equal "${#lines[@]}" "$n"
	assert_equal "$(cut -f 1-3 <<<"${lines[0]}")" \
		"many.txt:1	many.txt:$((n + 1))	many.txt:$((2 * n + 1))"
	rm -rf files
	mkdir files
	head -n "$files" many.txt | awk '{ f = sprintf("files/%04d.rec", NR); gsub("\t", "\n"); print > f; close(f) }'
	run bg-select --places -t 'Result~1' files/*.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(grep -l '^Result: 1$' files/*.rec | sed 's/$/:1/')"
	[ "${#lines[@]}" -ge "$least" ]
}

@test "select: 10,000 records in one run, and 2,000 files" {
	selections 10000 2000 101
}

@test "select: --unique counts a game once and --duplicates gives its places, in a file and over files" {
	# The test above's selections over 1,100 records, past the 1,024
	# places the list of games first holds, and 30 files: the
	# sanitizer build runs this one.
	selections 1100 30 4
}

@test "select: a record that does not replay is told with its place; -k goes on; exit 65" {
	head -n 2 set01.txt >bad.txt
	printf 'Game: wari\tc\tq\tc\n' >>bad.txt
	sed -n 3p set01.txt >>bad.txt
	printf 'Game: wari\tc\x01\n' >>bad.txt
	sed -n 4p set01.txt >>bad.txt
	run --separate-stderr bg-select -l --places bad.txt
	[ "$status" -eq 65 ]
	assert_equal "$output" "$(printf 'bad.txt:%s\n' 1 2)"
	assert_equal "$stderr" "bg-select: bad.txt:3:14: illegal move 'q' for south: a move is a pit, a to f"
	run --separate-stderr bg-select -k -l --places bad.txt
	[ "$status" -eq 65 ]
	assert_equal "$output" "$(printf 'bad.txt:%s\n' 1 2 4 6)"
	assert_equal "$stderr" "bg-select: bad.txt:3:14: illegal move 'q' for south: a move is a pit, a to f
bg-select: bad.txt:5:13: byte 0x01 is not allowed in a record"
	# A record of many lines, a file of no state, a file that cannot be
	# read: each told, and with -k the rest still selected.
	printf 'Game: wari\nc\nc\nz\n' >bad.rec
	printf 'Event: no state\nc\n' >nostate.rec
	run --separate-stderr bg-select -k --places bad.rec nostate.rec missing.rec club.rec
	[ "$status" -eq 66 ]
	assert_equal "$output" club.rec:1
	assert_equal "$stderr" "bg-select: bad.rec:4: illegal move 'z' for north: a move is a pit, a to f
bg-select: nostate.rec:1: a record must contain its state
bg-select: missing.rec: No such file or directory"
	run --separate-stderr bg-select --places bad.rec club.rec
	[ "$status" -eq 65 ]
	[ -z "$output" ]
}

@test "select: a record opens nothing: a file its Options name is refused, not opened" {
	rm -f fifo
	mkfifo fifo
	# Were the FIFO opened, bg-select would wait for a writer for ever.
	printf 'Game: spook\nOptions: --players 2 --boards %s/fifo\n' "$PWD" >named.rec
	run --separate-stderr timeout 20 bg-select --places named.rec
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-select: named.rec:2: Options: --boards names a file, which a record may not (give the boards with --board)"
	printf 'Game: spook\tOptions: --players 2 --boards %s/fifo\n' "$PWD" >named.txt
	run --separate-stderr timeout 20 bg-select -l -k --places named.txt set01.txt
	[ "$status" -eq 65 ]
	assert_equal "$output" "$(printf 'set01.txt:%s\n' 1 2 3 4 5 6)"
}

@test "select: --marks, a mark of an annotated record's decisions; -o, either group of conditions (issue 47, item 9)" {
	mkdir marks && cd marks
	# North gives five stones away with e, a blunder by ab:6; g.rec is
	# the same game unannotated.
	printf 'Policy: bot=mc:50,random\n%s\ne\nf\na\nb\nb\ne\n' 'wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=46 idle=1 pits=1,3,0,0,2,4/0,0,2,1,0,11 captured=11,13' > g.rec
	bg-apply --analyse ab:6 --seed 1 --annotate -f g.rec > a.rec
	grep -q ' blunder$' a.rec
	run bg-select --places --marks blunder a.rec g.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "a.rec:1"
	assert_equal "$(bg-select --places --marks 'blunder*' a.rec g.rec)" "a.rec:1"
	run bg-select --places --marks inaccuracy a.rec g.rec
	[ "$status" -eq 1 ] && [ -z "$output" ]
	# A group holds when each of its conditions does, and -o selects a
	# record that one group holds for.
	assert_equal "$(bg-select --places -t Policy=nobody -o --marks blunder a.rec g.rec)" "a.rec:1"
	assert_equal "$(bg-select --places --marks inaccuracy -o -t 'Policy~bot=*' a.rec g.rec)" "a.rec:1
g.rec:1"
	run bg-select --places --marks blunder -t Policy=nobody -o -t Policy=none a.rec g.rec
	[ "$status" -eq 1 ] && [ -z "$output" ]
	check() {
		run --separate-stderr bg-select "$@" a.rec
		[ "$status" -eq 64 ] && [ -z "$output" ]
		echo "$stderr"
	}
	assert_equal "$(check --marks blundr)" "bg-select: --marks: 'blundr' matches no mark: inaccuracy, error, blunder, error? or blunder?"
	assert_equal "$(check -o --marks blunder)" "bg-select: --or: no condition before it"
	assert_equal "$(check --marks blunder -o -o -t Result=north)" "bg-select: --or: no condition before it"
	assert_equal "$(check --marks blunder -o)" "bg-select: --or: no condition after it"
}

@test "select: usage errors exit 64 and say why" {
	check() {
		run --separate-stderr bg-select "$@" </dev/null
		[ "$status" -eq 64 ] || { echo "$*: $status"; false; }
		[ -z "$output" ]
		echo "$stderr"
	}
	assert_equal "$(check --plies 5-3)" "bg-select: --plies: '5-3' is not a range of counts: N, N-M, N- or -M"
	assert_equal "$(check --plies x)" "bg-select: --plies: 'x' is not a range of counts: N, N-M, N- or -M"
	assert_equal "$(check -t foo=bar)" "bg-select: --tag: 'foo=bar' is not KEY=VALUE or KEY~PATTERN (a tag's key: a capital letter, then letters, digits, '-' and '_')"
	assert_equal "$(check --state 'wari x')" "bg-select: --state: 'x' is not KEY=PATTERN (only the first word, the game's name, has no '=')"
	assert_equal "$(check --opening ' ')" "bg-select: --opening: no words"
	assert_equal "$(check --format table)" "bg-select: --format table needs the columns: give --tags KEYS"
	assert_equal "$(check --format xml)" "bg-select: --format: 'xml' is not json or table"
	assert_equal "$(check --unique --duplicates)" "bg-select: --unique and --duplicates exclude each other"
	assert_equal "$(check -c --places)" "bg-select: --count, --places, --tags, --format and --duplicates exclude each other"
	assert_equal "$(check --tags Result,bad)" "bg-select: --tags: 'Result,bad' is not a list of at most 64 tag keys separated by commas (Result,Game)"
}
