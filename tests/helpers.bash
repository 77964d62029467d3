# Shared by the bats files: the programs under test come from $BG_BIN.
bats_require_minimum_version 1.5.0
BG_BIN=$(cd "${BG_BIN:-$BATS_TEST_DIRNAME/../build}" && pwd)
BG_TOP=$(cd "${BG_TOP:-$BATS_TEST_DIRNAME/..}" && pwd)
PATH=$BG_BIN:$PATH
export NO_COLOR=
# The exact tables' cache files (formats/analysis.md) of the tests: the
# build directory's, shared by every test file and kept from one run to
# the next, never the user's cache; tests/run.sh gives every build the
# first build's (BG_TEST_TABLES), so that a table is built once a run.
# (A table file is written whole and renamed: a reader never sees half.)
export BG_TABLES=${BG_TEST_TABLES:-$BG_BIN/tables}
# Under gcov's instrumentation (make coverage, tests/run.sh), each test's
# programs write their counts in a directory of their own, so that
# scripts/coverage.sh can tell which lines each test reaches (games.bats
# gives each of its cases one of its own beneath its test's).
# (A name is cut to 240 bytes, where a file's name ends; such a test is
# named by what is left, which no test is, and tests/run.sh says so when
# tests/san-skips names it.)
if [ -n "${GCOV_PREFIX:-}" ] && [ -n "${BATS_TEST_NAME:-}" ]; then
	export GCOV_PREFIX=$GCOV_PREFIX/${BATS_TEST_NAME:0:240}
fi

# The build directory of the programs under test, as make's O: make
# install run with it and -o all installs them, and builds nothing.
build_dir() {
	case $BG_BIN in
	"$BG_TOP"/*) echo "${BG_BIN#"$BG_TOP"/}" ;;
	*) echo "$BG_BIN" ;;
	esac
}

# need_tool NAME: the test program NAME of the build under test (a plain
# second implementation of tests/ref/, or a unit test), made when it is not
# there yet, as make check makes it (in a sanitizer build, BG_SANITIZED,
# with the Makefile's SAN_FLAGS, which its libbg.a was built with); one
# line and failure when it cannot be.
need_tool() {
	local flags=()
	[ -x "$BG_BIN/$1" ] && return 0
	[ -z "${BG_SANITIZED:-}" ] || flags=('CFLAGS=$(SAN_FLAGS)')
	flock "$BG_BIN/.tools.lock" \
		make -s -C "$BG_TOP" O="$(build_dir)" "${flags[@]}" \
		"$(build_dir)/$1" >&2 &&
		[ -x "$BG_BIN/$1" ] && return 0
	echo "no $BG_BIN/$1: make $BG_BIN/$1" >&2
	return 1
}

# games: the games, one a line, as the programs know them: the one list is
# the Makefile's GAMES (the folders of lib/games/ with a definition), from
# which the registry is written.  A test that runs over every game takes
# them from here and names none.
games() {
	bg-new --list
}

# complete_bash WORD...: the candidates the bash completion offers when the
# last WORD is being completed, one per line, sorted.  The function is the
# one completions/bg.bash registers for the program (the first WORD, or
# its last part when it is a path, as bash looks it up).
complete_bash() {
	bash -c '
		source "$1" || exit 1
		shift
		spec=$(complete -p "${1##*/}") || exit 1
		fn=${spec#*-F }
		fn=${fn%% *}
		COMP_WORDS=("$@")
		COMP_CWORD=$(($# - 1))
		COMP_LINE="$*"
		COMP_POINT=${#COMP_LINE}
		"$fn" "$1" "${COMP_WORDS[COMP_CWORD]}" \
			"${COMP_WORDS[COMP_CWORD - 1]}"
		[ ${#COMPREPLY[@]} -eq 0 ] || printf "%s\n" "${COMPREPLY[@]}"
	' _ "$BG_TOP/completions/bg.bash" "$@" | sort
}

# setups: the set-ups of every game that tests play to the end, as bg-new's
# arguments, one a line (tests/games/GAME/setups).
setups() {
	local g
	for g in $(games); do
		grep -v '^#' "$BG_TOP/tests/games/$g/setups"
	done
}

# The initial Wari state, and one with the given fields replaced.
WARI_START='wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=0 idle=0 pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0'

# wari_state PITS [TURN [CAPTURED [OPTIONS [PLY IDLE]]]]: a Wari state line.
wari_state() {
	local pits=$1 turn=${2:-north} captured=${3:-0,0}
	local options=${4:-twelve=exact slam=leave-one quiet=100}
	local ply=${5:-10} idle=${6:-0}
	echo "wari $options phase=move turn=$turn ply=$ply idle=$idle pits=$pits captured=$captured"
}

# golden DIR NAME [JOBS...]: runs tests/DIR/NAME.sh with each JOBS (1
# and 2 when none is given), each in a scratch directory; every output
# must be tests/DIR/NAME.out.  (One search tree with one job reaches
# lines that two do not, and the other way round.)
golden() {
	local j dir=$1 name=$2
	shift 2
	[ "$#" -gt 0 ] || set -- 1 2
	for j in "$@"; do
		mkdir -p "$BATS_TEST_TMPDIR/jobs$j"
		(cd "$BATS_TEST_TMPDIR/jobs$j" &&
			JOBS=$j sh "$BG_TOP/tests/$dir/$name.sh" >out 2>&1)
		diff -u "$BG_TOP/tests/$dir/$name.out" \
			"$BATS_TEST_TMPDIR/jobs$j/out" || { echo "--jobs $j"; false; }
	done
}

# Fails with both texts shown when they differ.
assert_equal() {
	if [ "$1" != "$2" ]; then
		printf 'got:\n%s\nwant:\n%s\n' "$1" "$2" >&2
		return 1
	fi
}

# one_line_records N FAIL ID: N one-line Wari records, every FAIL-th
# illegal, every ID-th with an Id tag.
one_line_records() {
	awk -v s="$WARI_START" -v n="$1" -v fail="$2" -v id="$3" 'BEGIN {
		for (i = 1; i <= n; i++) {
			tag = i % id == 0 ? "Id: r" i "\t" : ""
			print tag s "\t" (i % fail == 0 ? "c\tc\tc" : "c\tf\ta")
		}
	}'
}

# same_as_one_process FILE GOT: the verdicts GOT.json and errors GOT.err
# of FILE's one-line records, graded in chunks, are those of one
# bg-apply, in order, and the record ids are unique.  (bash: process
# substitution.)
same_as_one_process() {
	local file=$1 got=$2
	bg-apply --result --keep-going --lines -f - < "$file" > one.json 2> one.err || true
	[ "$(wc -l < one.json)" -eq "$(wc -l < "$file")" ]
	cmp one.json "$got.json"
	# What ssh or parallel may say beside (a slow login) is not compared.
	cmp <(grep '^bg-apply: ' one.err) <(grep '^bg-apply: ' "$got.err")
	[ "$(grep -c '^bg-apply: ' one.err)" -eq "$(grep -c '' one.err)" ]
	[ "$(grep -o '^{"record":"[^"]*"' "$got.json" | sort | uniq -d | wc -l)" -eq 0 ]
}

# play RECORD SEED PICK GAME [OPTION...]: a whole game through the generic
# loop (tests/play.sh); prints the final state.
play() { sh "$BG_TOP/tests/play.sh" "$@"; }

# cached FILE MAKER ARG...: MAKER OUT ARG... writes the file OUT (a game's
# record, a trained network) and prints what it prints (a final state);
# what a test of the same file has made already with those arguments is
# copied to FILE and printed again, not made again (a game through the
# generic loop starts a few processes an action, training takes seconds:
# the slowest parts of the files that do them).  What is made is kept in
# $BATS_FILE_TMPDIR under the arguments.
cached() {
	local file=$1 key
	shift
	key=$BATS_FILE_TMPDIR/cached_$(printf '%s_' "$@" | tr -c 'A-Za-z0-9_-' _)
	if [ ! -f "$key.printed" ]; then
		"$1" "$key.out" "${@:2}" > "$key.part" || return 1
		mv "$key.part" "$key.printed"
	fi
	cp "$key.out" "$file"
	cat "$key.printed"
}

# played RECORD SEED PICK GAME [OPTION...]: play, the game cached.
played() {
	local rec=$1
	shift
	cached "$rec" play "$@"
}

# assert_replays FINAL RECORD: FINAL is over (no move is listed), and
# RECORD replays to it and passes --check.
assert_replays() {
	assert_equal "$(echo "$1" | bg-moves)" ""
	assert_equal "$(bg-apply -f "$2")" "$1"
	bg-apply --check -f "$2"
}

# assert_states_round_trip RECORD: --all gives a state a line (in
# all.states), the record's result is the last one's, and every
# state read and written again gives the same bytes.  (The tags of a
# record, "Name: value" lines, are no states.)
assert_states_round_trip() {
	bg-apply --all -f "$1" > all.states
	assert_equal "$(grep '^Result: ' "$1")" "Result: $(tail -n 1 all.states | sed "s/.*result=//")"
	[ "$(wc -l < all.states)" -eq "$(grep -vcE '^[A-Z][A-Za-z]*: ' "$1")" ]
	bg-apply < all.states > again.states
	cmp all.states again.states
}

# plays_to_the_end RECORDS SEED < STATES: each state read played to the end
# by random choices, all in one bg-apply --play (the engine the programs
# of the generic loop share, without a process a step), its one-line
# records in RECORDS; prints the final states, a line a game, and checks
# that none has a move left, that the records replay to them and pass
# --check, and that every state of every game round-trips.
plays_to_the_end() {
	local rec=$1
	rm -f "$rec"
	bg-apply --play random --seed "$2" -w "$rec" > "$rec.final"
	[ -s "$rec.final" ]
	[ "$(wc -l < "$rec")" -eq "$(wc -l < "$rec.final")" ]
	assert_equal "$(bg-moves < "$rec.final")" ""
	assert_equal "$(bg-apply --lines -f "$rec")" "$(cat "$rec.final")"
	bg-apply --check --lines -f "$rec"
	bg-apply --all --lines -f "$rec" > "$rec.states"
	bg-apply < "$rec.states" | cmp - "$rec.states"
	cat "$rec.final"
}

# late GAME N: a state of GAME N states before the end of its two-player
# golden playthrough, in the file late.state (for play's from=late.state:
# a short game through the generic loop).
late() {
	tail -n "$2" "$BG_TOP/tests/playthroughs/$1-2-players.states" |
		head -n 1 > late.state
}

# assert_seeded PICK GAME [OPTION...]: seed 7 twice plays the same game
# (a.rec, b.rec), seed 8 another (c.rec).  The first of the two may be a
# game another test played (played); the second is always played anew.
assert_seeded() {
	played a.rec 7 "$@" > a.final
	play b.rec 7 "$@" > b.final
	cmp a.rec b.rec
	cmp a.final b.final
	play c.rec 8 "$@" > c.final
	if cmp -s a.rec c.rec; then
		echo "seeds 7 and 8 play the same game" >&2
		return 1
	fi
}
