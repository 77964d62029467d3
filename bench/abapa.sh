#!/bin/sh
# bench/abapa.sh BUILD: the default policy's strength under Oware Abapa
# (bg-new wari --preset abapa: WR-10's majority ending, WR-11's cycle
# ending) against ab:6, beside the same match under Wari's seed rules
# (bg-new wari) in the same run: search.sh's matches (the same openings
# of two random plies, seats alternated, bg-apply --play A,B and B,A),
# the default's share of the points (a draw a half) with its 95 % Wilson
# interval over the games.  bench/run.sh runs it after search.sh; it runs
# on its own too.  See bench/README.md.
#
# Then (r2) the solved endgames: in each of BENCH_ABAPA_ENDGAMES seeded
# random games under the preset, the first position with 8 to 11 stones
# on the board (within the tables' reach, 1 GiB); each move's exact value
# (bg-moves --eval exact), and, of the positions whose moves differ in
# result (or in margin), the share where the default without tables,
# the opponent and the default with the tables pick a best one.
#
#   BENCH_ABAPA_GAMES     games a match, half with each policy first (24)
#   BENCH_ABAPA_B         the opponent (ab:6)
#   BENCH_ABAPA_ENDGAMES  random games the endgames come from (150)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-apply" ]; then
	echo "usage: sh bench/abapa.sh BUILD  (BUILD holds bg-apply)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
match_games=${BENCH_ABAPA_GAMES:-24}
opponent=${BENCH_ABAPA_B:-ab:6}
endgames=${BENCH_ABAPA_ENDGAMES:-150}
matches=
match_number=0
PATH=$bin:$PATH

echo "(r) Oware Abapa: the default against $opponent, seeded matches from" \
     "openings of two random plies, seats alternated, $match_games games a" \
     "match, Wari's seed rules the baseline"
printf '  %-8s %-16s %-16s %5s %5s %5s %6s %9s %9s %9s\n' game A B wins \
	draws losses "A's" p "A s/move" "B s/move"
for rules in "wari" "wari --preset abapa"; do
	# shellcheck disable=SC2086 # the game's words
	match default "$opponent" $rules
	read -r w d l <"$out/wdl"
	echo "    $rules: A's score $(wilson "$(awk -v w="$w" -v d="$d" \
		'BEGIN { print w + d / 2 }')" $((w + d + l))) (95 % interval)"
done

# endgame_states: the first state of 8 to 11 stones on the board of each
# seeded random game, into $out/abapa.states.
endgame_states() {
	: >"$out/abapa.states"
	_g=1
	while [ "$_g" -le "$endgames" ]; do
		rm -f "$out/abapa.rec"
		bg-new wari --preset abapa | bg-apply --play random --seed "$_g" \
			--record "$out/abapa.rec" >/dev/null
		bg-apply --all -f "$out/abapa.rec" | awk '/phase=move/ {
			match($0, /pits=[0-9,\/]*/)
			n = split(substr($0, RSTART + 5, RLENGTH - 5), pit, /[,\/]/)
			for (i = 1; i <= n; i++) s += pit[i]
			if (s >= 8 && s <= 11) { print; exit }
			s = 0
		}' >>"$out/abapa.states"
		_g=$((_g + 1))
	done
}

# optimal MOVES: "RESULT_OK RESULT_ALL MARGIN_OK MARGIN_ALL" of the moves
# chosen (one a line, as the states) against $out/abapa.exact (bg-moves
# --eval exact: blocks of "move value exact margin", a blank line after
# each state).
optimal() {
	awk 'FNR == NR {
		if ($0 == "") { k++; next }
		v[k, $1] = $2; m[k, $1] = $4 + 0
		if (!(k in hi) || $2 > hi[k]) hi[k] = $2
		if (!(k in lo) || $2 < lo[k]) lo[k] = $2
		if (!(k in mhi) || $4 + 0 > mhi[k]) mhi[k] = $4 + 0
		if (!(k in mlo) || $4 + 0 < mlo[k]) mlo[k] = $4 + 0
		next
	}
	{
		i = FNR - 1
		if (hi[i] != lo[i]) { rn++; if (v[i, $1] == hi[i]) rk++ }
		if (mhi[i] != mlo[i]) { mn++; if (m[i, $1] == mhi[i]) mk++ }
	}
	END { print rk + 0, rn + 0, mk + 0, mn + 0 }' "$out/abapa.exact" "$1"
}

echo
echo "(r2) Oware Abapa's solved endgames: the first position of 8 to 11" \
     "stones in each of $endgames seeded random games, against exact values"
endgame_states
bg-moves --eval exact <"$out/abapa.states" >"$out/abapa.exact"
printf '  %-22s %-26s %s\n' policy "best result [95 %]" "best margin [95 %]"
for _p in "default --no-tables" "$opponent --no-tables" "default"; do
	# shellcheck disable=SC2086 # the policy and its option
	set -- $_p
	if [ "$1" = default ]; then
		bg-moves --best --seed 1 ${2:-} <"$out/abapa.states"
	else
		bg-moves --best --seed 1 --eval "$1" ${2:-} <"$out/abapa.states"
	fi >"$out/abapa.best"
	read -r rk rn mk mn <<EOF_OPT
$(optimal "$out/abapa.best")
EOF_OPT
	printf '  %-22s %-26s %s\n' "$_p" "$rk/$rn $(wilson "$rk" "$rn")" \
		"$mk/$mn $(wilson "$mk" "$mn")"
done
rm -f "$out/abapa.rec" "$out/abapa.best"
