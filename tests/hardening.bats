#!/usr/bin/env bats
# Hardening: nothing lost, nothing cut, bounded work for every input.
# Records read as they are replayed, records written whole or not at all
# and only by the game they record, one-line messages, output that is
# whole or refused, counters that stop with a reason.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

AFTER_C='wari twelve=exact slam=leave-one quiet=100 phase=move turn=south ply=1 idle=1 pits=4,4,0,5,5,5/5,4,4,4,4,4 captured=0,0'

# --- Records are replayed as they are read -------------------------------

@test "hardening: an endless record fails at its first wrong line, having read no further" {
	# Line 4 is wrong; what follows never ends.
	run --separate-stderr timeout 20 sh -c '{ bg-new wari; yes a; } | bg-apply --check -f -'
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: -:4: illegal move 'a' for north: pit a is empty"
}

@test "hardening: a long record replays in the memory of one line" {
	{ bg-new wari; yes a | head -n 2000000; } > big.rec
	run --separate-stderr /usr/bin/time -f '%M' bg-apply --check -f big.rec
	[ "$status" -eq 65 ]
	assert_equal "${stderr%%$'\n'*}" "bg-apply: big.rec:4: illegal move 'a' for north: pit a is empty"
	# Peak resident memory, in KiB: far below the 4 MB the record holds
	# (the sanitizer build has its own shadow memory on top).
	[ "${stderr##*$'\n'}" -lt 60000 ]
}

@test "hardening: --all holds a replay's states in a file, not in memory" {
	printf '%s\nc\n' "$WARI_START" > g.rec
	run --separate-stderr env TMPDIR=/nonexistent bg-apply --all -f g.rec
	[ "$status" -eq 74 ]
	assert_equal "$output" ""
	assert_equal "$stderr" "bg-apply: cannot hold the output in /nonexistent: No such file or directory"
	run env TMPDIR="$BATS_TEST_TMPDIR" bg-apply --all -f g.rec
	[ "$status" -eq 0 ]
	assert_equal "$output" "$WARI_START"$'\n'"$AFTER_C"
}

@test "hardening: a record without a state is read again for each state of standard input" {
	printf 'c\n' > moves.log
	run sh -c '{ bg-new wari; bg-new wari; } | bg-apply -f moves.log'
	[ "$status" -eq 0 ]
	assert_equal "$output" "$AFTER_C"$'\n'"$AFTER_C"
	# A pipe cannot be read again: one state is all it serves.
	run --separate-stderr bash -c '{ bg-new wari; bg-new wari; } | bg-apply -f /dev/fd/3 3< <(printf "c\n")'
	[ "$status" -eq 66 ]
	[[ "$stderr" == "bg-apply: -:1: /dev/fd/3: cannot be read again: Illegal seek" ]]
}

# --- Records are written whole, by the game they record ------------------

# record_of_size FILE STATE SIZE: a record of SIZE bytes, a long tag then
# STATE.
record_of_size() {
	local pad=$(($3 - ${#2} - 1 - 8))
	{ printf 'Event: %s\n' "$(printf '%*s' "$pad" x | tr ' ' y)"
	  printf '%s\n' "$2"; } > "$1"
	[ "$(wc -c < "$1")" -eq "$3" ]
}

# A file size limit of 1 KiB stands for a full disk (the signal it sends
# ignored, as a disk has none).
limited() {
	bash -c 'trap "" XFSZ; ulimit -f 1; "$@"' limited "$@"
}

@test "hardening: an append that does not fit is truncated away, with the real reason" {
	# 3 of the 6 bytes fit, and the write of the rest fails.
	record_of_size m.rec "$WARI_START" 1021
	cp m.rec before.rec
	run --separate-stderr limited bg-apply --record m.rec c f a <<<"$WARI_START"
	[ "$status" -eq 74 ]
	assert_equal "$output" ""
	assert_equal "$stderr" "bg-apply: -:1: m.rec: File too large"
	cmp m.rec before.rec
	# Once there is room, the same append is whole.
	run bg-apply --record m.rec c f a <<<"$WARI_START"
	[ "$status" -eq 0 ]
	run bg-apply --check -f m.rec
	[ "$status" -eq 0 ]
	assert_equal "$(tail -n 3 m.rec)" $'c\nf\na'
}

@test "hardening: bg-roll's appends are whole or absent too" {
	spook=$(bg-new spook --seed 1)
	record_of_size s.rec "$spook" 1022
	cp s.rec before.rec
	run --separate-stderr limited bg-roll --seed 1 --record s.rec <<<"$spook"
	[ "$status" -eq 74 ]
	assert_equal "$stderr" "bg-roll: -:1: s.rec: File too large"
	cmp s.rec before.rec
}

@test "hardening: a record without a final newline gets one before the lines appended" {
	printf '%s\nc' "$WARI_START" > r.rec
	run bg-apply --record r.rec f <<<"$AFTER_C"
	[ "$status" -eq 0 ]
	assert_equal "$(cat r.rec)" "$WARI_START"$'\nc\nf'
	run bg-apply --check -f r.rec
	[ "$status" -eq 0 ]
}

@test "hardening: --record takes one state: a second is refused" {
	run --separate-stderr sh -c '(bg-new wari; bg-new wari | bg-apply c) | bg-apply --record r.rec f'
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: -:2: a second state: --record writes the record of one game"
	assert_equal "$(cat r.rec)" "$WARI_START"$'\nf'
	run --separate-stderr sh -c '{ bg-new spook --seed 1; bg-new spook --seed 2; } | bg-roll --seed 1 --record s.rec'
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-roll: -:2: a second state: --record writes the record of one game"
	[ "$(grep -c '^spook ' s.rec)" -eq 1 ]
}

@test "hardening: --record appends only to the record of the game played on" {
	bg-new manji > other.rec
	cp other.rec before.rec
	run --separate-stderr bg-apply --record other.rec c <<<"$WARI_START"
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: -:1: other.rec records another game: its final state is not the state played on"
	cmp other.rec before.rec
	run --separate-stderr bg-roll --record other.rec <<<"$(bg-new spook --seed 4)"
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-roll: -:1: other.rec records another game: its final state is not the state played on"
	cmp other.rec before.rec
	# A record that does not replay is not appended to.
	printf '%s\nq\n' "$WARI_START" > bad.rec
	run --separate-stderr bg-apply --record bad.rec c <<<"$WARI_START"
	[ "$status" -eq 65 ]
	assert_equal "$stderr" "bg-apply: -:1: bad.rec:2: illegal move 'q' for north: a move is a pit, a to f"
	# The same game resumed is appended to.
	printf '%s\nc\n' "$WARI_START" > game.rec
	run bg-apply --record game.rec f <<<"$AFTER_C"
	[ "$status" -eq 0 ]
	assert_equal "$(cat game.rec)" "$WARI_START"$'\nc\nf'
}

@test "hardening: many writers of one new record: one writes, the others are refused" {
	pids=
	for i in $(seq 1 24); do
		(bg-apply --record new.rec c <<<"$WARI_START" > /dev/null 2>&1 &&
			echo 0 > "st.$i" || echo $? > "st.$i") &
		pids="$pids $!"
	done
	# Not a bare wait: under BATS_TEST_TIMEOUT bats has a timer running.
	wait $pids
	assert_equal "$(cat new.rec)" "$WARI_START"$'\nc'
	[ "$(cat st.* | grep -c '^0$')" -eq 1 ]
	[ "$(cat st.* | grep -c '^65$')" -eq 23 ]
}
