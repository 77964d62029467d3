#!/usr/bin/env bats
# Malformed input that a line of text cannot hold or that is made by the
# test (CR, NUL, binary bytes, a long line, directories, an empty file):
# each case pins the exact one-line message on stderr, the exit status
# (sysexits: 64 usage, 65 bad data, 66 cannot open) and an empty standard
# output.  The rest of the malformed input is in tests/games/wari/errors.test
# and tests/games/programs.test.

load helpers

bats_require_minimum_version 1.5.0

# A Wari state from the start position with one text substituted.
S=$WARI_START

# fails STATUS STDERR: the last run exited STATUS, wrote nothing on
# standard output and exactly the line STDERR on standard error.
fails() {
	assert_equal "$status" "$1"
	assert_equal "$output" ""
	assert_equal "$stderr" "$2"
}

# apply_err STATE ACTION...: bg-apply ACTION... on the one state STATE.
apply_err() {
	local line=$1
	shift
	printf '%s\n' "$line" >"$BATS_TEST_TMPDIR/in"
	run --separate-stderr bg-apply "$@" <"$BATS_TEST_TMPDIR/in"
}

# rules_err TEXT: writes TEXT (printf format) to def.yaml in a scratch
# directory and runs bg-new wari --rules def.yaml there.
rules_err() {
	cd "$BATS_TEST_TMPDIR"
	printf -- "$1" >def.yaml
	run --separate-stderr bg-new wari --rules def.yaml
}

# --- states ---------------------------------------------------------------

@test "state: a CRLF line end" {
	printf '%s\r\n' "$S" >"$BATS_TEST_TMPDIR/in"
	run --separate-stderr bg-moves <"$BATS_TEST_TMPDIR/in"
	fails 65 "bg-moves: -:1:120: byte 0x0d is not printable ASCII (a CRLF line end?)"
}

@test "state: a NUL byte" {
	printf 'wari\000twelve=exact\n' >"$BATS_TEST_TMPDIR/in"
	run --separate-stderr bg-moves <"$BATS_TEST_TMPDIR/in"
	fails 65 "bg-moves: -:1:5: byte 0x00 is not printable ASCII"
}

@test "state: binary input (head -c 200 /bin/sh)" {
	head -c 200 /bin/sh >"$BATS_TEST_TMPDIR/in"
	run --separate-stderr bg-moves <"$BATS_TEST_TMPDIR/in"
	assert_equal "$status" 65
	assert_equal "$output" ""
	# An ELF file starts with 0x7f; other lines of it fail the same way.
	assert_equal "${stderr_lines[0]}" "bg-moves: -:1:1: byte 0x7f is not printable ASCII"
	for l in "${stderr_lines[@]}"; do
		[[ $l =~ ^bg-moves:\ -:[0-9]+:\ line\ longer\ than\ 4096\ bytes|^bg-moves:\ -:[0-9]+:[0-9]+:\ byte\ 0x[0-9a-f]{2}\ is\ not\ printable\ ASCII ]]
	done
}

@test "state: a line longer than 4096 bytes, then a good one" {
	{ printf 'wari '; head -c 5000 /dev/zero | tr '\0' x; echo; echo "$S"; } >"$BATS_TEST_TMPDIR/in"
	run --separate-stderr bg-moves --count <"$BATS_TEST_TMPDIR/in"
	assert_equal "$status" 65
	assert_equal "$output" "6"
	assert_equal "$stderr" "bg-moves: -:1: line longer than 4096 bytes"
}

# --- actions (bg-apply) ---------------------------------------------------

@test "apply: the state after a ply at ply=4294967295 is one bg-moves reads" {
	local st='wari twelve=off slam=leave-one quiet=0 phase=move turn=north ply=4294967295 idle=3 pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0'
	apply_err "$st" a
	# Either the ply is refused (65, nothing printed) or the state
	# printed is valid; today it prints ply=0 idle=4, which no program
	# accepts.
	if [ "$status" -eq 0 ]; then
		printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/next"
		run --separate-stderr bg-moves --count "$BATS_TEST_TMPDIR/next"
		assert_equal "$stderr" ""
		assert_equal "$status" 0
	else
		assert_equal "$status" 65
		assert_equal "$output" ""
		assert_equal "${#stderr_lines[@]}" 1
	fi
}

# --- unreadable input -------------------------------------------------------

@test "input: a directory names the directory" {
	mkdir "$BATS_TEST_TMPDIR/dir"
	run --separate-stderr bg-moves "$BATS_TEST_TMPDIR/dir"
	fails 66 "bg-moves: $BATS_TEST_TMPDIR/dir: Is a directory"
}

# --- definitions (--rules) ---------------------------------------------------

@test "rules: a directory" {
	mkdir "$BATS_TEST_TMPDIR/dir"
	run --separate-stderr bg-new wari --rules "$BATS_TEST_TMPDIR/dir"
	fails 66 "bg-new: $BATS_TEST_TMPDIR/dir: Is a directory"
}

@test "rules: an empty file" {
	rules_err ''
	fails 65 "bg-new: def.yaml:1: the definition is empty"
}

@test "rules: a binary file" {
	cd "$BATS_TEST_TMPDIR"
	head -c 200 /bin/sh >bin.yaml
	run --separate-stderr bg-new wari --rules bin.yaml
	fails 65 "bg-new: bin.yaml:1: control characters are not allowed"
}

@test "rules: a control character names its line" {
	rules_err 'game: wari\npits: 3\n\001stones: 2\n'
	# Today libyaml's reader errors always say line 1.
	fails 65 "bg-new: def.yaml:3: control characters are not allowed"
}

@test "rules: a key spanning lines gives a one-line message" {
	rules_err 'game: wari\n? "a\n\n  b"\n: 1\n'
	assert_equal "$status" 65
	assert_equal "$output" ""
	assert_equal "${#stderr_lines[@]}" 1
}
