#!/usr/bin/env bats
# Wahoo definitions made from formats/wahoo.yaml by sed, and what they
# change (WH-7, WH-8).  The cases of every ruling are in tests/games/wahoo/.
# Seat 1 starts on road hole 0, its own arrow is 46.

load helpers

# st TURN DIE POS [SHORTCUT [PLAYERS]]: a state where TURN spends DIE.
st() {
	echo "wahoo players=${5:-2} rolls=9 phase=move turn=$1 dice=$2 shortcut=${4:--} pos=$3"
}
apply() { local s=$1; shift; printf '%s\n' "$s" | bg-apply "$@"; }
moves() { printf '%s\n' "$1" | bg-moves --line; }

@test "wahoo: --rules with the arrows moved to the corners changes the shortcut and the hub" {
	cd "$BATS_TEST_TMPDIR"
	# Arrows on the corners 4, 16, 28, 40; each seat's own arrow is its
	# corner to the right, the last arrow on its way.
	sed -e '/^arrows:/,/^seats:/c\
arrows:\
  - {hole: 4, past: 5}\
  - {hole: 16, past: 17}\
  - {hole: 28, past: 29}\
  - {hole: 40, past: 41}\
seats:' -e 's/^    arrow: 46 /    arrow: 40 /' -e 's/^    arrow: 10$/    arrow: 4/' \
		-e 's/^    arrow: 22$/    arrow: 16/' -e 's/^    arrow: 34$/    arrow: 28/' \
		"$BG_TOP/formats/wahoo.yaml" > corners.yaml
	s=$(st 1 3 h,h,h,16/h,h,h,h 16)
	run apply "$s" 16-19
	assert_equal "$output" "bg-apply: -:1:59: hole 16 has no arrow (WH-7)"
	assert_equal "$(printf '%s\n' "$s" | bg-moves --rules corners.yaml --line)" "16-19 16-41"
	assert_equal "$(printf '%s\n' "$(st 1 2 h,h,h,16/h,h,h,h 16)" | bg-moves --rules corners.yaml --line)" "16-18 16-40"
	# The default board: a marble on 22 has the shortcut; here it has none.
	assert_equal "$(moves "$(st 1 2 h,h,h,22/h,h,h,h 22)")" "22-24 22-46"
	assert_equal "$(printf '%s\n' "$(st 1 2 h,h,h,22/h,h,h,h)" | bg-moves --rules corners.yaml --line)" "22-24"
	# The hub: offered from 17, one past the arrow on 16; left onto 40.
	s=$(printf '%s\n' "$(st 1 3 h,h,h,14/h,h,h,h)" | bg-apply --rules corners.yaml 14-17)
	assert_equal "$s" "wahoo players=2 rolls=9 phase=decide turn=1 dice=- shortcut=- pos=h,h,h,17/h,h,h,h"
	assert_equal "$(apply "$(st 1 3 h,h,h,14/h,h,h,h)" 14-17)" "wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=- pos=h,h,h,17/h,h,h,h"
	assert_equal "$(printf '%s\n' "$(st 1 1 h,h,h,hub/h,h,h,h)" | bg-moves --rules corners.yaml --line)" "h-0 hub-40"
	# The new turn's set follows the moved arrows.
	assert_equal "$(printf '%s\n' "$(st 1 3 h,h,h,5/h,4,16,22)" | bg-apply --rules corners.yaml 5-8)" "wahoo players=2 rolls=9 phase=roll roll=turn turn=3 dice=- shortcut=4 pos=h,h,h,8/h,4,16,22"
}

@test "wahoo: a definition whose own arrow is not the last arrow on the way is refused" {
	cd "$BATS_TEST_TMPDIR"
	sed 's/^    arrow: 46 .*/    arrow: 34/' "$BG_TOP/formats/wahoo.yaml" > bad.yaml
	run bg-new wahoo --rules bad.yaml
	[ "$status" -eq 65 ]
	[[ "$output" == "bg-new: bad.yaml:"*": the arrow on 46 lies beyond the seat's own arrow on its way: the own arrow is the last arrow before its Tee Pee (WH-7)" ]]
}
