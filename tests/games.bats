#!/usr/bin/env bats
# The cases of tests/games/ (tests/games/README.md): each is a command with
# its input and the exact standard output, standard error and exit status
# it must give.  Every case of every file is run, and each one that fails
# is reported by its file, line and name, with the difference.  A case is
# named by its file and name ("tests/games/wari/rules.test: WR-3: ..."),
# and to scripts/coverage.sh it is a test of its own: under gcov's
# instrumentation its programs write their counts apart, each case's
# time is kept, and the sanitizer build leaves out the cases that
# tests/san-skips names ("games.bats: case FILE: NAME").

load helpers

CASES=$BG_TOP/tests/games
# The list of the tests and cases the sanitizer build leaves out, and
# where each case's time is kept (run_every_case).
SAN_SKIPS=$BG_TOP/tests/san-skips
CASE_TIMES=$BG_BIN/case-times

# case_fail LINE...: reports the case being run as failed (its file, line
# and name, once), and why, a line each argument.
case_fail() {
	if [ -z "$case_failed" ]; then
		printf '%s:%d: %s\n' "$case_file" "$case_line" "$case_name" >&2
		case_failed=1
	fi
	printf '  %s\n' "$@" >&2
}

# case_compare WHAT WANT FILE: the bytes of FILE are WANT, else the
# difference is reported.
case_compare() {
	local what=$1 want=$2 file=$3 parts got
	mapfile -d '' parts <"$file"
	got=${parts[0]-}
	[ "${#parts[@]}" -le 1 ] || got+=$'[a NUL byte]\n'
	[ "$got" != "$want" ] || return 0
	printf '%s' "$want" >"$file.want"
	printf '%s' "$got" >"$file.got"
	case_fail "$what differs (-want +got):"
	diff -u --label want --label got "$file.want" "$file.got" |
		tail -n +3 | sed 's/^/    /' >&2
	if [ -n "$got" ] && [ "${got: -1}" != $'\n' ]; then
		case_fail "(the last line of $what has no newline)"
	fi
}

# case_step: runs the step read so far, if there is one, in the case's
# directory, and compares what it gives with what the step wants; a
# case left out (case_left) runs nothing.
case_step() {
	local words name status
	[ -n "$step_cmd" ] || return 0
	if [ -n "$case_left" ]; then
		step_cmd=
		return 0
	fi
	case $step_cmd in
	*'$('* | *'`'*)
		case_fail "line $step_line: a command takes no command substitution"
		step_cmd=
		return 0
		;;
	esac
	# A syntax error in eval ends a subshell (bats's run is one) or, in
	# the test itself, the test, so a command that may hold one (quotes,
	# the shell's operators) is read in a subshell of its own.
	case $step_cmd in
	*[\|\&\;\<\>\(\)\'\"\\]*)
		mapfile -d '' words < <(eval "words=($step_cmd)" 2>/dev/null &&
			printf '%s\0' "${words[@]}") ;;
	*) eval "words=($step_cmd)" ;;
	esac
	if [ "${#words[@]}" -eq 0 ]; then
		case_fail "line $step_line: '$step_cmd' is not one command of shell words"
		step_cmd=
		return 0
	fi
	if [ -z "$case_dir" ]; then
		case_count=$((case_count + 1))
		case_dir=$run_dir/$case_count
		mkdir "$case_dir"
	fi
	for name in "${!step_files[@]}"; do
		printf '%s' "${step_files[$name]}" >"$case_dir/$name"
	done
	printf '%s' "$step_in" >"$run_dir/stdin"
	cd "$case_dir" || return 1
	"${words[@]}" <"$run_dir/stdin" >"$run_dir/stdout" 2>"$run_dir/stderr" &&
		status=0 || status=$?
	cd "$run_dir" || return 1
	step_count=$((step_count + 1))
	case_compare "\$ $step_cmd: standard output" "$step_out" "$run_dir/stdout"
	case_compare "\$ $step_cmd: standard error" "$step_err" "$run_dir/stderr"
	[ "$status" = "$step_status" ] ||
		case_fail "\$ $step_cmd: exit status $status, not $step_status"
	step_cmd=
}

# case_new_step LINE COMMAND: a step of the case begins.
case_new_step() {
	case_step
	step_line=$1 step_cmd=$2 step_in= step_out= step_err= step_status=0
	step_files=()
}

# case_key NAME: in case_key, the name of the directory the programs of
# the case NAME ("FILE: NAME") write their counts in under gcov:
# "case_", then NAME as bats writes a test's description in its name
# ("_" for a space, "-XX" for any other byte but a letter or digit), cut
# to 255 bytes, where a file's name ends, and not within an "-XX".
# scripts/coverage.sh reads the name back from it.
case_key() {
	local s=$1 hex LC_ALL=C
	case_key=case_
	while [[ $s =~ ^([[:alnum:]]*)([^[:alnum:]])(.*)$ ]]; do
		case_key+=${BASH_REMATCH[1]}
		if [ "${BASH_REMATCH[2]}" = ' ' ]; then
			case_key+=_
		else
			printf -v hex -- '-%02x' "'${BASH_REMATCH[2]}"
			case_key+=$hex
		fi
		s=${BASH_REMATCH[3]}
	done
	case_key+=$s
	case_key=${case_key:0:255}
	[[ ! $case_key =~ -.?$ ]] || case_key=${case_key%-*}
}

# case_begin: the block read so far is a case (its first command is
# read): its name must be no other case's of its file.  In a run of
# run_every_case, its programs write their counts under gcov in a
# directory of their own (case_key), it is left out (case_left) when
# tests/san-skips names it, and its time starts.
case_begin() {
	local first=${case_names["$case_file: $case_name"]-}
	if [ -n "$first" ]; then
		case_fail "line $case_line: the name of the case of line $first (a case's name is its own in its file)"
	elif [ "$case_name" != "(a case with no name)" ]; then
		case_names["$case_file: $case_name"]=$case_line
	fi
	[ -n "${case_every-}" ] || return 0
	case_start=${EPOCHREALTIME//[!0-9]/}
	[ -n "$case_gcov" ] || [ "${#case_skips[@]}" -gt 0 ] || return 0
	case_key "$case_file: $case_name"
	[ -z "$case_gcov" ] || GCOV_PREFIX=$case_gcov/$case_key
	if [ -n "${case_skips[$case_key]-}" ]; then
		case_left=1
		case_skipped[$case_key]=1
	fi
}

# case_end: the block read so far ends: a case is run, or left out; a
# block of comments alone is passed over.  In a run of run_every_case,
# the time of a case run is kept in case_times ("MS FILE: NAME").
case_end() {
	local now
	case_step
	if [ "$case_steps" -eq 0 ] && [ -z "$case_failed" ]; then
		:
	elif [ -n "$case_left" ] && [ -z "$case_failed" ]; then
		left=$((left + 1))
	else
		cases=$((cases + 1))
		[ -z "$case_failed" ] || failed=$((failed + 1))
		if [ -n "${case_every-}" ] && [ -z "$case_left" ] &&
			[ "$case_steps" -gt 0 ]; then
			now=${EPOCHREALTIME//[!0-9]/}
			case_times+=("$(((now - case_start) / 1000)) $case_file: $case_name")
		fi
	fi
	case_name= case_failed= case_dir= case_steps=0 in_block= case_left=
}

# case_file_line LINE: a line that writes a file before the step: the
# name (no slash, not starting with a dot) in case_file_name, its text in
# case_file_text.
case_file_line() {
	[[ $1 =~ ^\<([A-Za-z0-9_-][A-Za-z0-9._-]*)(\ (.*))?$ ]] || return 1
	case_file_name=${BASH_REMATCH[1]}
	case_file_text=${BASH_REMATCH[3]}
}

# case_read LINENO LINE: one line of a case file.
case_read() {
	local n=$1 line=$2 case_file_name case_file_text
	if [ -z "$line" ]; then
		case_end
		return 0
	fi
	if [ -z "$in_block" ]; then
		in_block=1 case_line=$n
		case $line in
		'# '*) case_name=${line#'# '} ;;
		'#'*) case_name=${line#'#'} ;;
		*) case_name="(a case with no name)"
		   case_fail "line $n: a case starts with '# ' and its name" ;;
		esac
		return 0
	fi
	case $line in
	'#'*) return 0 ;;
	'$ '*)
		[ "$case_steps" -gt 0 ] || case_begin
		case_new_step "$n" "${line#'$ '}"
		case_steps=$((case_steps + 1))
		return 0
		;;
	esac
	if [ "$case_steps" -eq 0 ]; then
		case_fail "line $n: '$line' before the case's first command"
		return 0
	fi
	case $line in
	'< '*) step_in+=${line#'< '}$'\n' ;;
	'<') step_in+=$'\n' ;;
	'> '*) step_out+=${line#'> '}$'\n' ;;
	'>') step_out+=$'\n' ;;
	'2> '*) step_err+=${line#'2> '}$'\n' ;;
	'2>') step_err+=$'\n' ;;
	'? '[0-9] | '? '[0-9][0-9] | '? '[0-9][0-9][0-9]) step_status=${line#'? '} ;;
	*)
		if case_file_line "$line"; then
			step_files[$case_file_name]+=$case_file_text$'\n'
		else
			case_fail "line $n: '$line' is none of the lines a case has (tests/games/README.md)"
		fi
		;;
	esac
}

# run_cases FILE...: runs every case of the files; prints each failure and
# last "N cases, N failed" (and how many were left out, if any); fails
# when one does or when there is none.
run_cases() {
	local file n line cases=0 failed=0 left=0 case_count=0 step_count=0
	local case_file case_line case_name case_failed case_dir case_steps=0
	local case_left= case_start
	local in_block step_line step_cmd= step_in step_out step_err step_status
	local -A step_files=() case_names=()
	local run_dir
	# bats traces every command of a test for its reports; the cases are
	# thousands of commands, so the tracing is left to the test itself.
	trap - DEBUG
	run_dir=$(mktemp -d "$BATS_TEST_TMPDIR/cases.XXXXXX") || return 1
	for file in "$@"; do
		case_file=${file#"$BG_TOP"/}
		n=0
		in_block= case_name=
		while IFS= read -r line || [ -n "$line" ]; do
			n=$((n + 1))
			case_read "$n" "$line"
		done <"$file"
		case_end
	done
	cd "$BATS_TEST_TMPDIR" || return 1
	if [ "$left" -eq 0 ]; then
		echo "$cases cases ($step_count commands), $failed failed" >&2
	else
		echo "$cases cases ($step_count commands), $failed failed, $left left to the plain build (tests/san-skips)" >&2
	fi
	[ "$failed" -eq 0 ] && [ "$((cases + left))" -gt 0 ]
}

# case_skips_read: in case_skips, by case_key, each case that
# tests/san-skips leaves to the plain build ("games.bats: case FILE:
# NAME"), with its name; none but in the sanitizer build (BG_SANITIZED).
case_skips_read() {
	local line
	[ -n "${BG_SANITIZED-}" ] || return 0
	while IFS= read -r line; do
		[[ $line == 'games.bats: case '* ]] || continue
		case_key "${line#'games.bats: case '}"
		case_skips[$case_key]=${line#'games.bats: case '}
	done <"$SAN_SKIPS"
}

# run_every_case FILE...: run_cases over the case files of the suite,
# each case a test of its own: under gcov (GCOV_PREFIX) its programs
# write their counts in a directory of their own beneath the test's, the
# sanitizer build leaves out the cases tests/san-skips names (and fails
# on a case line there that names none), and the wall time of each case
# run is written to CASE_TIMES, BG_BIN/case-times ("MS FILE: NAME"), for
# scripts/coverage.sh --choose.
run_every_case() {
	local case_every=1 case_gcov=${GCOV_PREFIX-} status=0 key
	local -A case_skips=() case_skipped=()
	local case_times=()
	trap - DEBUG
	case_skips_read
	run_cases "$@" || status=1
	[ -z "$case_gcov" ] || GCOV_PREFIX=$case_gcov
	for key in "${!case_skips[@]}"; do
		[ -n "${case_skipped[$key]-}" ] && continue
		echo "tests/san-skips names no case: games.bats: case ${case_skips[$key]}" >&2
		status=1
	done
	{
		[ "${#case_times[@]}" -eq 0 ] || printf '%s\n' "${case_times[@]}"
	} >"$CASE_TIMES"
	return "$status"
}

# BG_CASE_FILES, when set, names the case files to run instead of every
# one (tests/newgame.bats runs those of the game it adds alone).
@test "game cases: every case under tests/games/ gives its output, errors and status" {
	shopt -s nullglob
	if [ -n "${BG_CASE_FILES-}" ]; then
		# shellcheck disable=SC2086 # one word a file
		run_cases $BG_CASE_FILES
	else
		run_every_case "$CASES"/*.test "$CASES"/*/*.test
	fi
}

@test "game cases: a folder for every game, and every folder is a game's" {
	assert_equal "$(cd "$CASES" && ls -d -- */ | tr -d / | sort)" "$(games | sort)"
	for g in $(games); do
		ls "$CASES/$g"/*.test >/dev/null || { echo "no case file for $g" >&2; false; }
	done
}

@test "game cases: the runner fails a wrong case, with its name and the difference" {
	mkdir "$BATS_TEST_TMPDIR/t"
	cat >"$BATS_TEST_TMPDIR/t/a.test" <<EOF
# The file's own comment is no case.

# right: the start
\$ bg-new wari
> $WARI_START

# wrong: an expected line that is not written
\$ bg-apply f
< $WARI_START
> wari the wrong state
2> no such error

# wrong: the status and a file
\$ bg-new wari --rules def.yaml
<def.yaml game: wari
<def.yaml pits: 0

# wrong: a line of no kind
\$ bg-new wari
! what is this
EOF
	run run_cases "$BATS_TEST_TMPDIR/t/a.test"
	[ "$status" -eq 1 ]
	after=$(bg-new wari | bg-apply f)
	assert_equal "$output" "$BATS_TEST_TMPDIR/t/a.test:7: wrong: an expected line that is not written
  \$ bg-apply f: standard output differs (-want +got):
    @@ -1 +1 @@
    -wari the wrong state
    +$after
  \$ bg-apply f: standard error differs (-want +got):
    @@ -1 +0,0 @@
    -no such error
$BATS_TEST_TMPDIR/t/a.test:13: wrong: the status and a file
  \$ bg-new wari --rules def.yaml: standard error differs (-want +got):
    @@ -0,0 +1 @@
    +bg-new: def.yaml:2: pits must be from 1 to 12
  \$ bg-new wari --rules def.yaml: exit status 65, not 0
$BATS_TEST_TMPDIR/t/a.test:18: wrong: a line of no kind
  line 20: '! what is this' is none of the lines a case has (tests/games/README.md)
  \$ bg-new wari: standard output differs (-want +got):
    @@ -0,0 +1 @@
    +$WARI_START
4 cases (4 commands), 3 failed"
}

@test "game cases: the runner refuses what is not a case, and a file of none" {
	mkdir "$BATS_TEST_TMPDIR/t"
	printf '%s\n' '# a block of comments alone is passed over' '# (so is this)' '' \
		'< no name' '$ bg-new wari' '' \
		'# a line before the command' '< text' '$ bg-new wari' '' \
		'# pipes are not cases' '$ bg-new wari | bg-moves' '' \
		'# nor substitutions' '$ bg-new $(echo wari)' '' \
		'# nor files out of the case' '$ bg-new wari' '<../x y' '' \
		"# nor an open quote" "\$ bg-new 'wari" '' \
		'# nor two cases of one name' '$ bg-new wari' "> $WARI_START" '' \
		'# nor two cases of one name' '$ bg-new wari' "> $WARI_START" \
		>"$BATS_TEST_TMPDIR/t/b.test"
	run run_cases "$BATS_TEST_TMPDIR/t/b.test"
	[ "$status" -eq 1 ]
	assert_equal "$output" "$BATS_TEST_TMPDIR/t/b.test:4: (a case with no name)
  line 4: a case starts with '# ' and its name
  \$ bg-new wari: standard output differs (-want +got):
    @@ -0,0 +1 @@
    +$WARI_START
$BATS_TEST_TMPDIR/t/b.test:7: a line before the command
  line 8: '< text' before the case's first command
  \$ bg-new wari: standard output differs (-want +got):
    @@ -0,0 +1 @@
    +$WARI_START
$BATS_TEST_TMPDIR/t/b.test:11: pipes are not cases
  line 12: 'bg-new wari | bg-moves' is not one command of shell words
$BATS_TEST_TMPDIR/t/b.test:14: nor substitutions
  line 15: a command takes no command substitution
$BATS_TEST_TMPDIR/t/b.test:17: nor files out of the case
  line 19: '<../x y' is none of the lines a case has (tests/games/README.md)
  \$ bg-new wari: standard output differs (-want +got):
    @@ -0,0 +1 @@
    +$WARI_START
$BATS_TEST_TMPDIR/t/b.test:21: nor an open quote
  line 22: 'bg-new 'wari' is not one command of shell words
$BATS_TEST_TMPDIR/t/b.test:28: nor two cases of one name
  line 28: the name of the case of line 24 (a case's name is its own in its file)
8 cases (5 commands), 7 failed"
	printf '# only a comment\n' >"$BATS_TEST_TMPDIR/t/c.test"
	run run_cases "$BATS_TEST_TMPDIR/t/c.test"
	[ "$status" -eq 1 ]
	assert_equal "$output" "0 cases (0 commands), 0 failed"
}

@test "game cases: the sanitizer build leaves out the cases tests/san-skips names, and fails on one that is none" {
	mkdir "$BATS_TEST_TMPDIR/t"
	local file=$BATS_TEST_TMPDIR/t/a.test
	printf '%s\n' '# kept' '$ echo kept' '> kept' '' \
		'# left out: it would fail' '$ echo left' '> not what it writes' \
		>"$file"
	printf '%s\n' "games.bats: a test" "games.bats: case $file: left out: it would fail" \
		"games.bats: case $file: no such case" >"$BATS_TEST_TMPDIR/skips"
	SAN_SKIPS=$BATS_TEST_TMPDIR/skips CASE_TIMES=$BATS_TEST_TMPDIR/times \
		BG_SANITIZED=1 run run_every_case "$file"
	[ "$status" -eq 1 ]
	assert_equal "$output" "1 cases (1 commands), 0 failed, 1 left to the plain build (tests/san-skips)
tests/san-skips names no case: games.bats: case $file: no such case"
	assert_equal "$(sed 's/^[0-9]* //' "$BATS_TEST_TMPDIR/times")" "$file: kept"
	SAN_SKIPS=$BATS_TEST_TMPDIR/skips CASE_TIMES=$BATS_TEST_TMPDIR/times \
		BG_SANITIZED= run run_every_case "$file"
	[ "$status" -eq 1 ]
	assert_equal "${lines[-1]}" "2 cases (2 commands), 1 failed"
	[ "$(grep -c '' "$BATS_TEST_TMPDIR/times")" -eq 2 ]
}
