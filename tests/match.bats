#!/usr/bin/env bats
# lib/match, through its C unit tests (tests/unit/match.c, built as
# match-unit beside the programs): the statistics of a match against
# fastchess's figures and figures worked by hand, the schedule, a
# tournament's tables and ratings, the in-order tally and the SPRT's stop, the referee's dice, and the bot
# protocol played against the bots of tests/bots/: each bad bot its named
# forfeit, the next game played, no process or zombie left.

load helpers

# unit GROUP: the group's TAP, shown when a test fails; every test passes
# and the plan is there.
unit() {
	need_tool match-unit
	run "$BG_BIN/match-unit" "$BG_TOP" "$1"
	printf '%s\n' "$output"
	[ "$status" -eq 0 ]
	! grep -q '^not ok' <<<"$output" || false
	grep -q '^1\.\.[1-9]' <<<"$output"
}

@test "match: Elo, its interval and LOS, trinomial and pentanomial, against fastchess and by hand" {
	unit elo
}

@test "match: the SPRT's log-likelihood ratio against fastchess and by hand; --sprt's values" {
	unit sprt
}

@test "match: the schedule rotates the seats and pairs the games on the same dice" {
	unit schedule
}

@test "match: a tournament's tables in order, its cycles on the same dice; its ratings by hand" {
	unit tournament
}

@test "match: results counted in the order of the games; the SPRT stops at the same game in any order" {
	unit tally
}

@test "match: paired games draw the same chance events with the seats swapped" {
	unit referee
}

@test "match: bots play whole games; each bad bot forfeits with its reason, and nothing is left of it" {
	unit bots
}
