#!/usr/bin/env bats
# The last-piece tables of every seat count (lib/core/endgame.c and each
# dice game's index of them; formats/analysis.md, "Last-piece tables")
# through endgame-exact (tests/ref/endgame-exact.c): against a plain
# value iteration over every reachable state, by hand, through bg-moves,
# and in their table files.  On small boards: Manji's of 8 track squares
# and 9 on the small circle, Spook's of 9 squares, Waju's and Wahoo's of
# a road of 16 holes.

load helpers

MANJI=$BG_TOP/tests/exact/manji-tiny.yaml
SHORT=$BG_TOP/tests/exact/spook-short.yaml
WAJU=$BG_TOP/tests/exact/waju-small.yaml
WAHOO=$BG_TOP/tests/exact/wahoo-small.yaml

setup() {
	need_tool endgame-exact
	export BG_TABLES=
}

# A Manji state on the tiny board: PLAYERS, then FIELDS from phase= on.
manji() {
	echo "manji players=$1 rolls=9 $2"
}

# The tables and the plain iteration agree (to 1e-12) on each state line
# of standard input, all of one game and seat count: their chances.
agree() {
	local game=$1 rules=$2 out
	out=$(endgame-exact "$game" both ${rules:+"$rules"})
	if grep -qv ' agree$' <<<"$out"; then
		echo "$out" >&2
		return 1
	fi
	sed 's/ agree$//' <<<"$out"
}

@test "endgame tables by hand: three Manji pawns on their spokes, a 1 to win" {
	# A seat wins on its turn with a 1 first, or after one 6 (a 7 none
	# can move) or two: p = 1/6 + 1/36 + 1/216 = 43/216, q = 1 - p.  The
	# seat to roll wins p / (1 - q^3) = 2006208/4899979, the next q times
	# that, the last q^2 times it; with 2 seats p / (1 - q^2) = 216/389.
	run agree manji "$MANJI" <<<"$(manji 3 "phase=roll roll=turn turn=1 dice=- sixes=0 last=- pos=spoke,centre/spoke,centre/spoke,centre")"
	[ "$status" -eq 0 ]
	assert_equal "$output" "0.409431959 0.327924671 0.262643371"
	run agree manji "$MANJI" <<<"$(manji 2 "phase=roll roll=turn turn=1 dice=- sixes=0 last=- pos=spoke,centre/spoke,centre")"
	assert_equal "$output" "0.555269923 0.444730077"
}

@test "endgame tables: Manji's of 2 seats and a plain value iteration agree, within turns, after 6s, with captures" {
	run agree manji "$MANJI" <<-EOF
	$(manji 2 "phase=roll roll=turn turn=3 dice=- sixes=0 last=- pos=3,centre/home,centre")
	$(manji 2 "phase=move turn=1 dice=6 sixes=1 last=- pos=6,centre/5,centre")
	$(manji 2 "phase=roll roll=turn turn=1 dice=- sixes=2 last=6 pos=6,centre/5,centre")
	$(manji 2 "phase=move turn=3 dice=5 sixes=0 last=- pos=c2,centre/home,centre")
	EOF
	[ "$status" -eq 0 ]
	assert_equal "$output" "0.728569183 0.271430817
0.425631206 0.574368794
0.394850568 0.605149432
0.890105734 0.109894266"
}

@test "endgame tables: Manji's of 3 seats and a plain value iteration agree, within turns and after 6s" {
	# In the inner section (MJ-9: no captures), so that the plain
	# iteration's states stay few; the two-seat test has the captures.
	run agree manji "$MANJI" <<-EOF
	$(manji 3 "phase=roll roll=turn turn=2 dice=- sixes=0 last=- pos=c4,centre/c7,centre/c2,centre")
	$(manji 3 "phase=move turn=1 dice=6 sixes=2 last=- pos=c1,centre/c3,centre/c4+,centre")
	$(manji 3 "phase=roll roll=turn turn=3 dice=- sixes=1 last=- pos=c4,centre/c1,centre/c3,centre")
	$(manji 3 "phase=move turn=1 dice=3 sixes=0 last=- pos=c3,centre/c5,centre/c4+,centre")
	EOF
	[ "$status" -eq 0 ]
	assert_equal "$output" "0.316862666 0.357276988 0.325860346
0.041381156 0.078557539 0.880061306
0.367381056 0.332250410 0.300368534
0.047802977 0.176466536 0.775730487"
}

@test "endgame tables: bg-moves --eval exact and the searches take Manji's 3-seat table; --no-tables turns it off" {
	local s
	# The first run builds the table into the test's own cache, the
	# others read it there; --no-tables leaves it unread.
	export BG_TABLES=$BATS_TEST_TMPDIR/tables
	s=$(manji 3 "phase=move turn=1 dice=3 sixes=0 last=- pos=2,centre/5,centre/c3,centre")
	run --separate-stderr bg-moves -r "$MANJI" --eval exact <<<"$s"
	[ "$status" -eq 0 ]
	assert_equal "$output" "2-5-c0 0.0967 exact +0.00
2-5 0.0638 exact +0.00"
	run --separate-stderr bg-moves -r "$MANJI" --eval ply:1 <<<"$s"
	assert_equal "$output" "2-5-c0 0.0967 exact - 1
2-5 0.0638 exact - 1"
	run --separate-stderr bg-moves -r "$MANJI" --eval ab:2 <<<"$s"
	assert_equal "$output" "2-5-c0 0.0967 exact +0.00 2
2-5 0.0638 exact +0.00 2"
	run --separate-stderr bg-moves -r "$MANJI" --eval ply:1 --no-tables <<<"$s"
	assert_equal "$output" "2-5-c0 0.0122 - - 1
2-5 0.0050 - - 1"
	run --separate-stderr bg-moves -r "$MANJI" --eval exact --no-tables <<<"$s"
	[ "$status" -eq 64 ]
}

@test "endgame tables: beyond them, and a table that does not fit, one line and status 65" {
	run bg-moves -r "$MANJI" --eval exact <<<"$(manji 3 "phase=move turn=1 dice=3 sixes=0 last=- pos=home,c1/5,centre/c3,centre")"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-moves: -:1: exact: with 3 seats the tables cover only the positions where each seat has one pawn left to bring home"
	run bg-moves --eval exact <<<"manji players=4 rolls=9 phase=move turn=1 dice=3 sixes=0 last=- pos=2,centre/5,centre/c3,centre/8,centre"
	[ "$status" -eq 65 ]
	assert_equal "$output" "bg-moves: -:1: exact: no room for the last-piece table of 4 seats (1117.0 MiB) within the 1024.0 MiB allowed"
}

@test "endgame tables: a truncated, corrupted or other rules' table file is refused in one line and built again" {
	local s first f
	export BG_TABLES=$BATS_TEST_TMPDIR/tables
	s=$(manji 3 "phase=move turn=1 dice=3 sixes=0 last=- pos=2,centre/5,centre/c3,centre")
	first=$(bg-moves -r "$MANJI" --eval exact <<<"$s")
	f=$(ls "$BG_TABLES"/manji-*.table)
	truncate -s -100 "$f"
	run --separate-stderr bg-moves -r "$MANJI" --eval exact <<<"$s"
	[ "$status" -eq 0 ]
	assert_equal "$output" "$first"
	assert_equal "$stderr" "bg-moves: $f: cut short; building the table again"
	printf 'X' | dd of="$f" bs=1 seek=300000 conv=notrunc 2>/dev/null
	run --separate-stderr bg-moves -r "$MANJI" --eval ply:1 <<<"$s"
	assert_equal "$output" "2-5-c0 0.0967 exact - 1
2-5 0.0638 exact - 1"
	assert_equal "$stderr" "bg-moves: --rules: manji's learned evaluation is for its built-in rules; the race evaluation judges instead
bg-moves: $f: its checksum does not match: corrupted; building the table again"
	printf '00' | dd of="$f" bs=1 seek=17 conv=notrunc 2>/dev/null
	run --separate-stderr bg-moves -r "$MANJI" --eval exact <<<"$s"
	assert_equal "$output" "$first"
	assert_equal "$stderr" "bg-moves: $f: a table of other rules; building the table again"
	run --separate-stderr bg-moves -r "$MANJI" --eval exact <<<"$s"
	assert_equal "$stderr" ""
	assert_equal "$output" "$first"
}

# A Spook state on the short board (9 squares, the church the 9th) of
# PLAYERS seats of 2 pieces: FIELDS from round= to pos=.
spook() {
	local boards=HCSHWX/XWHSCH/WXHCSH/SHWXHC
	echo "spook players=$1 pieces=2 $2 boards=$(cut -d/ -f1-"$1" <<<"$boards")"
}

@test "endgame tables by hand: Spook, the last die brings two of three seats in" {
	# Seats 1 and 2 a square from the church, seat 3 two: a 1 brings the
	# first two in and they share the win.
	run agree spook "$SHORT" <<<"$(spook 3 "round=5 phase=move turn=1 dice=1 activation=3 pos=8,9/8,9/7,9")"
	[ "$status" -eq 0 ]
	assert_equal "$output" "0.500000000 0.500000000 0.000000000"
}

@test "endgame tables: Spook's of 2 and 3 seats and a plain value iteration agree, within rounds and after activations" {
	run agree spook "$SHORT" <<-EOF
	$(spook 3 "round=5 phase=roll roll=movement dice=2 activation=3 pos=1,9/4,9/8,9")
	$(spook 3 "round=5 phase=move turn=2 dice=3 activation=3 pos=4,9/5,9/8,9")
	$(spook 3 "round=5 phase=roll roll=activation dice=3 activation=3 pos=4,9/6,9/8,9")
	EOF
	[ "$status" -eq 0 ]
	assert_equal "$output" "0.247957838 0.365986117 0.386056045
0.509989612 0.245005194 0.245005194
0.387587644 0.313939958 0.298472397"
	run agree spook "$SHORT" <<<"$(spook 2 "round=5 phase=roll roll=movement dice=2 activation=3 pos=1,9/4,9")"
	assert_equal "$output" "0.423784072 0.576215928"
	# The two-seat whole-game table says the same.
	run endgame-exact spook solve "$SHORT" <<<"$(spook 2 "round=5 phase=move turn=1 dice=2 activation=3 pos=1,9/4,9")"
	assert_equal "$output" "0.512521374 0.487478626"
	run bg-moves -r "$SHORT" --eval exact <<<"$(spook 2 "round=5 phase=move turn=1 dice=2 activation=3 pos=1,9/4,9")"
	assert_equal "$output" "1-3 0.5125 exact +0.00"
}

@test "endgame tables by hand: Waju, two marbles on their goal entries, a 1 to win" {
	# g2 to g4 hold the other marbles, so only a 1 moves the last one
	# (into g1), and a 6 is rolled again (WJ-3): with one die to roll
	# f1 = 1/6 + f1/6 = 1/5; with two, f2 = 11/36 + f2/36 + 8/36 f1 =
	# 0.36.  The seat to roll wins 0.36 / (1 - 0.64^2) = 25/41.  On the
	# small board, whose goal entries are 14 (seat 1) and 6 (seat 3).
	run endgame-exact waju solve "$WAJU" <<<"waju players=2 marbles=4 rolls=9 phase=roll roll=turn turn=1 dice=- pos=14,g2,g3,g4/6,g2,g3,g4"
	[ "$status" -eq 0 ]
	assert_equal "$output" "0.609756098 0.390243902"
}

@test "endgame tables: Waju's of 3 seats and a plain value iteration agree, two dice's equal outcomes taken once" {
	# A roll of two dice is written down once for a and b and for b and
	# a where they lead to the same moves, weighed twice.
	run agree waju "$WAJU" <<<"waju players=3 marbles=4 rolls=9 phase=roll roll=turn turn=2 dice=- pos=1,g2,g3,g4/12,g2,g3,g4/3,g2,g3,g4"
	[ "$status" -eq 0 ]
	assert_equal "$output" "0.086683874 0.472750055 0.440566071"
}

@test "endgame tables: Wahoo's of 2 seats and a plain value iteration agree" {
	run agree wahoo "$WAHOO" <<-EOF
	wahoo players=2 rolls=9 phase=roll roll=turn turn=1 dice=- shortcut=- pos=12,t2,t3,t4/10,t2,t3,t4
	wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=- pos=h,t2,t3,t4/13,t2,t3,t4
	EOF
	[ "$status" -eq 0 ]
	assert_equal "$output" "0.535840779 0.464159221
0.330818852 0.669181148"
}

# The table files of two runs, each in a directory of its own, for the
# state on standard input (GAME and RULES as bg-moves takes them): the
# same names and the same bytes.
same_files() {
	local rules=$1 s a b f
	s=$(cat)
	a=$BATS_TEST_TMPDIR/a b=$BATS_TEST_TMPDIR/b
	rm -rf "$a" "$b"
	BG_TABLES=$a bg-moves ${rules:+-r "$rules"} --eval exact <<<"$s" >/dev/null
	BG_TABLES=$b bg-moves ${rules:+-r "$rules"} --eval exact <<<"$s" >/dev/null
	(cd "$a" && ls) >"$BATS_TEST_TMPDIR/names.a"
	(cd "$b" && ls) >"$BATS_TEST_TMPDIR/names.b"
	diff "$BATS_TEST_TMPDIR/names.a" "$BATS_TEST_TMPDIR/names.b"
	for f in "$a"/*.table; do
		cmp "$f" "$b/${f##*/}"
	done
	(cd "$a" && ls | wc -l)
}

@test "endgame tables: two runs write the same file under the same name, in Manji, Spook and Wahoo" {
	# A Waju or Wahoo table's name once held its rules' address in
	# memory, so each run built it again under a name of its own.
	run same_files "$MANJI" <<<"$(manji 3 "phase=move turn=1 dice=3 sixes=0 last=- pos=2,centre/5,centre/c3,centre")"
	[ "$status" -eq 0 ]
	assert_equal "$output" 1
	run same_files "$SHORT" <<<"$(spook 3 "round=5 phase=move turn=2 dice=3 activation=3 pos=4,9/5,9/8,9")"
	[ "$status" -eq 0 ]
	assert_equal "$output" 1
	run same_files "" <<<"wahoo players=2 rolls=9 phase=move turn=1 dice=3 shortcut=- pos=40,t2,t3,t4/30,t2,t3,t4"
	[ "$status" -eq 0 ]
	assert_equal "$output" 1
}
