#!/usr/bin/env bats
# The peer check of the Abapa preset (bg-wari(7) WR-10, WR-11, "Abapa"):
# OpenSpiel's Oware, as facts taken from its playthrough and the fixed
# cases of its tests (tests/peer/), replayed by bg under --preset abapa.
# Every position a fact gives must be bg's: the side to move, the pits,
# the scores, the moves (where the fact lists them), the end and the ply
# it comes at, final scores included.

load helpers

ABAPA="twelve=off slam=no-capture quiet=0 majority=on cycle=on"

# peer_replay FACTS: each case of FACTS replayed and compared
# (tests/peer/compare.awk); one line a case, its name and what it
# checked, and failure when a fact is not bg's.
peer_replay() {
	local facts=$1 dir=$BATS_TEST_TMPDIR n=0 bad=0 name turn pits scores
	awk -v dir="$dir" '
		/^#/ || /^$/ { next }
		$1 == "case" || !n { f = sprintf("%s/case%03d", dir, ++n) }
		{ print > f }
	' "$facts"
	for f in "$dir"/case*; do
		name=$(awk '$1 == "case" { print $2 }' "$f")
		if read -r _ turn pits scores < <(grep '^start ' "$f"); then
			printf 'wari %s phase=move turn=%s ply=0 idle=0 pits=%s captured=%s since=%s sown=-\n' \
				"$ABAPA" "$turn" "$pits" "$scores" "$pits" > "$dir/start"
		else
			bg-new wari --preset abapa > "$dir/start"
		fi
		mapfile -t moves < <(awk '$1 == "move" { print $2 }' "$f")
		bg-apply -a "${moves[@]}" < "$dir/start" > "$dir/states" || bad=1
		bg-moves --line < "$dir/states" > "$dir/moves" || bad=1
		printf '%s: ' "${name:-playthrough}"
		awk -f "$BG_TOP/tests/peer/field.awk" -f "$BG_TOP/tests/peer/compare.awk" "$dir/states" \
			"$dir/moves" "$f" || bad=1
	done
	return $bad
}

@test "OpenSpiel's Oware playthrough: every position and the final scores" {
	run peer_replay "$BG_TOP/tests/peer/oware-playthrough.facts"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[ "$output" = "playthrough: 17 positions, 110 moves" ]
}

@test "the fixed cases of OpenSpiel's Oware tests: moves, boards, scores, the end" {
	run peer_replay "$BG_TOP/tests/peer/oware-cases.facts"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[ "$output" = "LegalActionsNoConstraintsTest: 1 positions, 0 moves
LegalActionsLeaveTheOpponentSeedsTest: 1 positions, 0 moves
GameEndsByRepetitionTest: 2 positions, 12 moves
CaptureOpponentHousesTillBeginTest: 1 positions, 1 moves
CaptureMostOpponentHousesTest: 1 positions, 1 moves
NoCaptureBecauseTooFewSeedsTest: 1 positions, 1 moves
NoCaptureBecauseTooManySeedsTest: 1 positions, 1 moves
NoCaptureBecauseGrandSlamTest: 1 positions, 1 moves" ]
}

# port_states N SEED: the positions bg gives for the port's N games of
# seed SEED (tests/ref/oware-port.c), in the port's form: the side to
# move, the pits, the scores, the legal moves or "over".
port_states() {
	oware-port records "$1" "$2" > records
	bg-apply --all --lines -f records > states
	bg-moves --line < states > moves
	awk -f "$BG_TOP/tests/peer/field.awk" -f "$BG_TOP/tests/peer/port-form.awk" moves states
}

@test "random games of OpenSpiel's Oware rules, ported: every position bg's, the legal moves and the end" {
	need_tool oware-port
	cd "$BATS_TEST_TMPDIR"
	PATH=$BG_BIN:$PATH
	port_states 200 1 > got
	oware-port positions 200 1 > want
	diff want got
	# 200 games on boards of 2 to 6 pits a row, 15,970 positions, and
	# each of the three endings met.
	[ "$(wc -l < want)" -eq 15970 ]
	assert_equal "$(grep -o 'end=[a-z]*' states | sort | uniq -c | awk '{ print $2 }' | tr '\n' ' ')" \
		"end=cycle end=majority end=nomove "
}
