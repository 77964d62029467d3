#!/usr/bin/env bats
# Replays the fuzzing seed corpora (tests/fuzz/corpus/: states, actions,
# definitions, records, bg-new option lists, records of tags and comments
# read as judgements) through the programs: whatever the input, a program
# exits 0, 64, 65 or 66 -- never
# a crash (128 and above), never 70 -- and what it accepts leads to
# states the programs read back.  Under the sanitizer build
# (BG_BIN=build-san) this also catches reads out of bounds and leaks.

load helpers

CORPUS=$BG_TOP/tests/fuzz/corpus

# replays: the test's directory the working one, the corpus linked in it.
replays() {
	cd "$BATS_TEST_TMPDIR"
	ln -s "$CORPUS" corpus
}

# ok_status STATUS: a status a program may exit with on bad input.
ok_status() {
	case $1 in
	0 | 64 | 65 | 66) return 0 ;;
	esac
	echo "exit status $1" >&2
	return 1
}

# ok_run: after run on one input (a line, a definition), the status is
# one ok_status allows, and bad data (65) gets one line of error.
ok_run() {
	ok_status "$status" || return 1
	if [ "$status" -eq 65 ] && [ "${#lines[@]}" -ne 1 ]; then
		printf 'not one line of error:\n%s\n' "$output" >&2
		return 1
	fi
}

# outcomes: runs each line of its input, "INPUT COMMAND WORD...", with
# the file INPUT (- for none) as standard input, and prints the line
# after its exit status and the number of lines, not empty, of its
# output and errors together.  The words are split at blanks and are no
# shell's: the files are named from the test's directory, the corpus as
# corpus/ (replays).  sh starts the thousand processes: its forks cost a
# tenth of those of the test's shell.
outcomes() {
	sh -c 'out=$1
		while read -r input cmd; do
			[ "$input" != - ] || input=/dev/null
			$cmd <"$input" >"$out" 2>&1
			status=$? n=0
			while IFS= read -r line || [ -n "$line" ]; do
				[ -z "$line" ] || n=$((n + 1))
			done <"$out"
			echo "$status $n $input $cmd"
		done' _ "$BATS_TEST_TMPDIR/outcome"
}

# all_ok: every line of outcomes is a status ok_status allows, and
# bad data (65) got one line of error; prints how many.
all_ok() {
	local status n rest count=0
	while read -r status n rest; do
		ok_status "$status" || { echo "$rest" >&2; return 1; }
		if [ "$status" -eq 65 ] && [ "$n" -ne 1 ]; then
			echo "not one line of error: $rest" >&2
			return 1
		fi
		count=$((count + 1))
	done
	echo "$count"
}

@test "fuzz corpus: every state replays through bg-moves, bg-roll, bg-render and bg-apply" {
	local n
	replays
	n=$(for f in corpus/state/*; do
		for cmd in "bg-moves" "bg-moves --perft 2" "bg-roll --seed 1" \
			"bg-render --ascii" "bg-render --svg"; do
			echo "- $cmd $f"
		done
		for word in a b end roll:3 pass 1-4; do
			echo "$f bg-apply $word"
		done
	done | outcomes | all_ok)
	[ "$n" -eq $(($(ls corpus/state | wc -l) * 11)) ]
	[ "$n" -gt 0 ]
}

@test "fuzz corpus: every definition replays through bg-new, and its state through the programs" {
	local n=0 game seed st=st
	replays
	for f in corpus/yaml/*; do
		game=wari seed=()
		if grep -q '^game: *spook' "$f"; then game=spook seed=(--seed 1); fi
		run bg-new "$game" --rules "$f" "${seed[@]}"
		ok_run || { echo "bg-new $game --rules $f" >&2; return 1; }
		if [ "$status" -eq 0 ]; then
			# The state made from a definition that loads is valid,
			# read with that definition.
			printf '%s\n' "$output" >"$st.$n"
			for cmd in "bg-moves" "bg-moves --perft 2" "bg-roll --seed 1" \
				"bg-render --ascii" "bg-render --svg"; do
				echo "- $cmd --rules $f $st.$n"
			done >>"$st.commands"
		fi
		n=$((n + 1))
	done
	[ "$n" -gt 0 ]
	[ -s "$st.commands" ]
	outcomes <"$st.commands" >"$st.outcomes"
	run awk '$1 != 0' "$st.outcomes"
	assert_equal "$output" ""
}

# The states of tests/fuzz/fuzz_action.c, one a line: its strings that
# are a game's name and fields.
action_states() {
	sed -n 's/^\t"\([a-z][a-z0-9]* [a-z][a-z0-9]*=.*\)",$/\1/p' \
		"$BG_TOP/tests/fuzz/fuzz_action.c"
}

# The games of tests/fuzz/fuzz_record.c, in its order, one a line.
record_games() {
	sed -n '/games\[\] = {/,/};/p' "$BG_TOP/tests/fuzz/fuzz_record.c" |
		grep -o '"[a-z0-9]*"' | tr -d '"'
}

@test "fuzz corpus: the action harness's states are valid" {
	action_states >"$BATS_TEST_TMPDIR/states"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/states")" -ge 20 ]
	run bg-moves "$BATS_TEST_TMPDIR/states"
	[ "$status" -eq 0 ]
}

@test "fuzz corpus: every action word replays through bg-apply" {
	local n=0 word state states byte
	mapfile -t states < <(action_states)
	for f in "$CORPUS"/action/*; do
		# As the harness does: the first byte picks the state, the rest
		# is words, one a line, applied in turn; a refused one is
		# skipped.  (bash drops NUL bytes.)
		byte=$(od -An -tu1 -N1 "$f" | tr -d ' ')
		state=${states[byte % ${#states[@]}]}
		while IFS= read -r word || [ -n "$word" ]; do
			run bg-apply -- "$word" <<<"$state"
			ok_run || { echo "bg-apply '$word' <<<'$state'" >&2; return 1; }
			[ "$status" -ne 0 ] || state=$output
		done < <(tail -c +2 "$f" | tr -d '\000')
		# Whatever was taken leads to a state the programs read.
		run bg-moves <<<"$state"
		[ "$status" -eq 0 ] || { echo "$f: $state: $output" >&2; return 1; }
		n=$((n + 1))
	done
	[ "$n" -gt 0 ]
}

@test "fuzz corpus: every record replays through bg-apply, in its form" {
	local n=0 byte lines games g
	replays
	mapfile -t games < <(record_games)
	[ "${#games[@]}" -gt 0 ]
	# Each game's state to replay from, made once, as the harness makes
	# it: seed 1 where the game takes a seed (Wari takes none).
	for g in "${games[@]}"; do
		if [ "$g" = wari ]; then
			bg-new wari >"$g.state"
		else
			bg-new "$g" --seed 1 >"$g.state"
		fi
	done
	for f in corpus/record/*; do
		# As the harness does: bit 0 of the first byte, the one-line
		# form; bits 1 to 3, the game a record without a state is
		# replayed from.
		byte=$(od -An -tu1 -N1 "$f" | tr -d ' ')
		lines=
		[ $((byte & 1)) -eq 0 ] || lines=--lines
		n=$((n + 1))
		tail -c +2 "$f" >"rec.$n"
		echo "${games[(byte >> 1) % ${#games[@]}]}.state bg-apply --check $lines -f rec.$n"
	done >commands
	[ "$n" -gt 0 ]
	[ "$(outcomes <commands | all_ok)" -eq "$n" ]
}

@test "fuzz corpus: every option list replays through bg-new" {
	local n=0 i args
	for f in "$CORPUS"/new/*; do
		# As the harness does: the game, then names and values, one
		# a line; the options that name files are left out.
		mapfile -t words <"$f"
		args=("${words[0]}")
		for ((i = 1; i + 1 < ${#words[@]}; i += 2)); do
			[ "${words[i]}" != boards ] || continue
			args+=("--${words[i]}" "${words[i + 1]}")
		done
		run bg-new "${args[@]}"
		ok_run || { echo "bg-new ${args[*]}" >&2; return 1; }
		n=$((n + 1))
	done
	[ "$n" -gt 0 ]
}

@test "fuzz corpus: every record of tags replays through bg-apply --result and bg-render --html" {
	local n=0 byte game rec=$BATS_TEST_TMPDIR/rec
	local -a games=(wari spook manji waju wahoo) form
	for f in "$CORPUS"/tags/*; do
		# As tests/fuzz/fuzz_tags.c builds it: bits 0 to 2 of the first
		# byte, the game of the Game tag; bit 3, the one-line form;
		# bit 4, "Options: " before the rest.
		byte=$(od -An -tu1 -N1 "$f" | tr -d ' ')
		game=${games[(byte & 7) % 5]}
		{
			printf 'Game: %s\n' "$game"
			[ $((byte & 16)) -eq 0 ] || printf 'Options: '
			tail -c +2 "$f"
		} >"$rec"
		form=()
		if [ $((byte & 8)) -ne 0 ]; then
			tr '\n' '\t' <"$rec" >"$rec.l" && mv "$rec.l" "$rec"
			form=(--lines)
		fi
		run --separate-stderr bg-apply --result "${form[@]}" -f "$rec" </dev/null
		ok_status "$status" || { echo "bg-apply --result ${form[*]} -f $f" >&2; return 1; }
		[ "$status" -eq 0 ] || [ -n "$stderr" ]
		printf '%s\n' "$output" | iconv -f UTF-8 -t UTF-8 >/dev/null
		if [ "${#form[@]}" -eq 0 ]; then
			run bg-render --html -f "$rec" </dev/null
			ok_status "$status" || { echo "bg-render --html -f $f" >&2; return 1; }
			printf '%s\n' "$output" | iconv -f UTF-8 -t UTF-8 >/dev/null
		fi
		n=$((n + 1))
	done
	[ "$n" -gt 0 ]
}

@test "fuzz corpus: every comment of the note harness renders on the replay page, a judgement read as one" {
	local n=0 notes=0 rec=$BATS_TEST_TMPDIR/rec
	for f in "$CORPUS"/note/*; do
		# As tests/fuzz/fuzz_note.c reads it: the comment of a line.
		{
			echo 'wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=0 idle=0 pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0'
			printf 'a # '
			tr '\n\t' '  ' <"$f"
			echo
		} >"$rec"
		run bg-render --html -f "$rec" </dev/null
		ok_status "$status" || { echo "bg-render --html -f $f" >&2; return 1; }
		printf '%s\n' "$output" | iconv -f UTF-8 -t UTF-8 >/dev/null
		grep -q '"seats":' <<< "$output" && notes=$((notes + 1))
		n=$((n + 1))
	done
	[ "$n" -ge 5 ]
	# The seeds' judgements read as judgements; the plain comment not.
	[ "$notes" -eq 4 ]
}
