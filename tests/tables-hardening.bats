#!/usr/bin/env bats
# Table files are untrusted (lib/core/tables.c, formats/analysis.md "Table
# files"): whatever is under a table's name, or becomes of it while it is
# read, a program answers what the table's rules say or refuses the file
# with one line; writers leave nothing behind and keep the directory
# within its cap.  Each game's smallest tables that go to files: Spook's
# two pieces a seat on a board of 16 squares, Manji's tiny board, Wari's
# layer of 8 stones.

load helpers

MID=$BG_TOP/tests/exact/spook-mid.yaml
TINY=$BG_TOP/tests/exact/manji-tiny.yaml

setup() {
	cd "$BATS_TEST_TMPDIR"
	export BG_TABLES=$BATS_TEST_TMPDIR/tables
	unset BG_TABLES_MAX
}

# A two-seat Spook state on the boards BOARDS (default: those of
# spook-exact.bats), a Manji state with DICE to play, an 8-stone Wari
# state.
spook_state() {
	echo "spook players=2 pieces=2 round=3 phase=move turn=1 dice=3 activation=4 pos=2,4/1,7 boards=${1:-HCSHWXCSHWXCS/XWHSCHSCHWXCS}"
}
manji_state() {
	echo "manji players=2 rolls=9 phase=move turn=1 dice=${1:-2} sixes=0 last=- pos=2,5/7,c1"
}
wari_state() {
	echo "wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=10 idle=0 pits=1,2,0,0,1,0/0,0,1,1,0,2 captured=20,20"
}

# ask GAME [ARG]: the exact values of GAME's state (ARG: Spook's boards,
# Manji's dice), its table read from or written to $BG_TABLES.  The
# timeout only keeps a run that would wait for ever from holding the
# suite.
ask() {
	case $1 in
	spook) spook_state "${2:-}" | timeout 120 bg-moves -r "$MID" --eval exact ;;
	manji) manji_state "${2:-}" | timeout 120 bg-moves -r "$TINY" --eval exact ;;
	wari) wari_state | timeout 120 bg-moves --eval exact ;;
	esac
}

# truth_file GAME [ARG]: where truth keeps its answer.
truth_file() {
	echo "$BATS_FILE_TMPDIR/truth-$1-${2:-}"
}

# truth GAME [ARG]: as ask, the table built in memory (once for the test
# file: the answer is kept and printed again).
truth() {
	local kept
	kept=$(truth_file "$@")
	if [ ! -f "$kept" ]; then
		BG_TABLES= ask "$@" >"$kept.part" || return 1
		mv "$kept.part" "$kept"
	fi
	cat "$kept"
}

# table GAME: GAME's table file put in $BG_TABLES, its path printed; the
# file is built once for the test file and copied.  The answer of the
# run that builds it is that of a table built in memory, so it is kept
# as the truth when there is none yet.
table() {
	local kept=$BATS_FILE_TMPDIR/tables-$1 truth
	truth=$(truth_file "$1")
	if [ ! -d "$kept" ]; then
		rm -rf "$kept.part"
		BG_TABLES=$kept.part ask "$1" >"$kept.answer"
		[ -f "$truth" ] || mv "$kept.answer" "$truth"
		mv "$kept.part" "$kept"
	fi
	mkdir -p "$BG_TABLES"
	cp "$kept"/"$1"-*.table "$BG_TABLES"/
	ls "$BG_TABLES"/"$1"-*.table
}

# poke FILE OFFSET BYTES: BYTES (printf's escapes) written over FILE's
# table at OFFSET, and its checksum made again (table-seal), so that only
# what the values are can refuse it.
poke() {
	local head
	head=$(head -n 1 "$1" | wc -c)
	printf "$3" | dd of="$1" bs=1 seek=$((head + $2)) conv=notrunc 2>/dev/null
	table-seal "$1"
}

# refused GAME WHY: GAME's file, as it is, is refused with WHY and the
# table built again, its values the truth's.
refused() {
	local f want
	f=$(ls "$BG_TABLES"/"$1"-*.table)
	want=$(truth "$1")
	run --separate-stderr ask "$1"
	[ "$status" -eq 0 ]
	assert_equal "$output" "$want"
	assert_equal "$stderr" "bg-moves: $f: $2; building the table again"
}

@test "table files: a refused Spook file's line is whole whatever a search left on the stack (issue 44, item 1)" {
	local f policy
	f=$(table spook)
	# A Manji state judged first leaves its search's values where
	# Spook's file description is made (ply:1 and ab:2 leave others).
	{ bg-new manji --seed 1 | bg-roll --seed 1; spook_state; } >states
	for policy in ply:1 ab:2; do
		truncate -s -100 "$f"
		run --separate-stderr bg-moves -r "$MID" --eval "$policy" --jobs 1 <states
		[ "$status" -eq 0 ]
		assert_equal "$stderr" "bg-moves: --rules: spook's learned evaluation is for its built-in rules; the race evaluation judges instead
bg-moves: $f: cut short; building the table again"
	done
}

@test "table files: a FIFO under a table's name is refused at once and the table built, in Wari, Spook and Manji (item 3)" {
	local g f
	for g in wari spook manji; do
		rm -rf "$BG_TABLES"
		f=$(table "$g")
		rm "$f"
		mkfifo "$f"
		refused "$g" "not a regular file"
		# the table written whole in its place
		[ -f "$f" ]
		run --separate-stderr ask "$g"
		assert_equal "$stderr" ""
	done
}

# under_reader HOW: one bg-moves reads Manji's table for a first state;
# then its file is spoiled by HOW (a shell command on $f); then the same
# run judges a second state: its answers are those of the table it read.
under_reader() {
	local f want1 want2 got= line in out pid i
	f=$(table manji)
	want1=$(truth manji 2)
	want2=$(truth manji 3)
	coproc READER { bg-moves -r "$TINY" --eval exact 2>&1; }
	# its pipes held in descriptors of this shell's own, which bash
	# does not close when it sees the run end
	pid=$READER_PID
	exec {in}>&"${READER[1]}" {out}<&"${READER[0]}"
	eval "exec ${READER[1]}>&- ${READER[0]}<&-"
	manji_state 2 >&"$in"
	# the first answer whole before the file is touched
	for ((i = $(grep -c '' <<<"$want1"); i > 0; i--)); do
		read -r line <&"$out"
		got+=$line$'\n'
	done
	assert_equal "${got%$'\n'}" "$want1"
	eval "$1"
	manji_state 3 >&"$in"
	exec {in}>&-
	got=$(cat <&"$out")
	exec {out}<&-
	wait "$pid"
	# a state's answer after the first's follows an empty line
	assert_equal "$got" $'\n'"$want2"
}

@test "table files: a file cut while a run reads it neither stops the run nor changes its answers (item 4)" {
	under_reader 'truncate -s 0 "$f"'
}

@test "table files: a file overwritten in place while a run reads it does not change its answers (item 4)" {
	# cp over a file writes into it: the same file, other bytes
	under_reader 'head -c "$(stat -c %s "$f")" /dev/zero >zeros; cp zeros "$f"'
}

@test "table files: past the limit on a file's size (SIGXFSZ) the table is kept in memory, as on a full disk (item 6)" {
	local want
	want=$(truth spook)
	mkdir -p "$BG_TABLES"
	# 100 KiB, less than the table's 145 KiB
	run --separate-stderr bash -c 'ulimit -f 100 && "$@"' _ \
		bg-moves -r "$MID" --eval exact <<<"$(spook_state)"
	[ "$status" -eq 0 ]
	assert_equal "$output" "$want"
	assert_equal "$stderr" ""
	assert_equal "$(ls -A "$BG_TABLES")" ""
}

@test "table files: the temporary files of writers that are gone are removed by the next writer (item 6)" {
	local name=wari-0123456789abcdef.table gone
	mkdir -p "$BG_TABLES"
	# a writer that has ended: its process id is no process's
	gone=$(sh -c 'echo $$')
	: >"$BG_TABLES/$name.$gone.AbCdEf"
	# one untouched for two hours: its id, now this shell's, was another's
	: >"$BG_TABLES/$name.$$.GhIjKl"
	touch -d '2 hours ago' "$BG_TABLES/$name.$$.GhIjKl"
	# one being written by a process that runs: left alone
	: >"$BG_TABLES/$name.$$.MnOpQr"
	ask spook >/dev/null
	assert_equal "$(ls "$BG_TABLES" | sed 's/^spook-[0-9a-f]*\.table$/spook/')" "spook
$name.$$.MnOpQr"
}

@test "table files: another table under this one's name, one header field changed to match, is refused by the one checksum (item 7)" {
	local f other rules orules
	f=$(table spook)
	# the table of the boards swapped, its rules field made this pair's
	ask spook XWHSCHSCHWXCS/HCSHWXCSHWXCS >/dev/null
	other=$(ls "$BG_TABLES"/spook-*.table | grep -vx "$f")
	rules=${f##*/spook-} rules=${rules%.table}
	orules=${other##*/spook-} orules=${orules%.table}
	sed "1s/ $orules / $rules /" "$other" >"$f"
	rm "$other"
	refused spook "its checksum does not match: corrupted"
}

@test "table files: a header that gives another shape or size is refused and the table built again" {
	local f
	f=$(table spook)
	sed -i '1s/ spook-values-136x136\/le8 / spook-values-136x135\/le8 /' "$f"
	refused spook "a table of another shape"
	rm -rf "$BG_TABLES"
	f=$(table spook)
	sed -i '1s/ 147968 / 147960 /' "$f"
	refused spook "a table of another shape"
}

@test "table files: chances outside [0, 1], NaN and a finished position's wrong result are refused (item 7)" {
	local f v
	need_tool table-seal
	# 2.0, -1.0 and NaN as doubles of this machine's order, at
	# position (0, 5); 0.5 where seat 2 has finished (0, 135)
	for v in '\0\0\0\0\0\0\0\100@40' '\0\0\0\0\0\0\360\277@40' \
	         '\0\0\0\0\0\0\370\177@40' '\0\0\0\0\0\0\340\077@1080'; do
		rm -rf "$BG_TABLES"
		f=$(table spook)
		poke "$f" "${v#*@}" "${v%@*}"
		refused spook "a value its game cannot have"
	done
	rm -rf "$BG_TABLES"
	f=$(table manji)
	poke "$f" 0 '\0\0\0\0\0\0\370\177'
	refused manji "a value its game cannot have"
}

# wari_layer: the counts of the 8 stones' layer in its file: positions
# and changes.
wari_layer() {
	od -An -t u4 -j "$(head -n 1 "$1" | wc -c)" -N 12 "$1" |
		awk '{ print $1, $3 }'
}

@test "table files: a Wari margin beyond its stones, or changes that lead outside their arrays, are refused with the line (item 7)" {
	local f count changes
	need_tool table-seal
	f=$(table wari)
	read -r count changes <<<"$(wari_layer "$f")"
	# first[0], after the head, start[] and ply[]: +127 with 8 stones
	poke "$f" $((16 + 4 * (count + 1) + 2 * changes)) '\177'
	refused wari "a value its game cannot have"
	rm -rf "$BG_TABLES"
	f=$(table wari)
	# start[0], the first change of the first position, made 1
	poke "$f" 16 '\1'
	refused wari "its changes lead outside its arrays"
}

@test "table files: BG_TABLES_MAX bounds the directory, the least recently read table giving way (item 11)" {
	local a b c
	# each table is 145 KiB: two fit, three do not
	export BG_TABLES_MAX=400K
	ask spook >/dev/null
	a=$(ls "$BG_TABLES"/spook-*.table)
	ask spook XWHSCHSCHWXCS/HCSHWXCSHWXCS >/dev/null
	b=$(ls "$BG_TABLES"/spook-*.table | grep -vx "$a")
	# a read again: b is now the least recently read
	ask spook >/dev/null
	ask spook CSHWXCSHWXCSH/XWHSCHSCHWXCS >/dev/null
	[ -f "$a" ]
	[ ! -e "$b" ]
	[ "$(ls "$BG_TABLES" | wc -l)" -eq 2 ]
}

@test "table files: a table larger than BG_TABLES_MAX, or a cap that is no size, keeps the table in memory (item 11)" {
	local want
	want=$(truth spook)
	mkdir -p "$BG_TABLES"
	BG_TABLES_MAX=100K run --separate-stderr ask spook
	[ "$status" -eq 0 ]
	assert_equal "$output" "$want"
	assert_equal "$stderr" ""
	BG_TABLES_MAX=lots run --separate-stderr ask spook
	[ "$status" -eq 0 ]
	assert_equal "$output" "$want"
	assert_equal "$stderr" "bg-moves: BG_TABLES_MAX is not a size (bytes, or K, M or G of them); the table is kept in memory only"
	assert_equal "$(ls -A "$BG_TABLES")" ""
}

@test "table files: a header line with no NUL after it is read no further than its file (item 13)" {
	local f
	f=$(table spook)
	printf 'bg-table 3 spook\n%s' abcdefgh >"$f"
	refused spook "not a table file"
}
