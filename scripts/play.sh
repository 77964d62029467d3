#!/bin/sh
# play.sh [-s SEAT] [-e POLICY] [-S SEED] [-w RECORD] GAME [bg-new options]:
# a person plays one seat of GAME from the terminal, the computer the
# others.  The board is drawn before each of the person's moves, the
# legal moves are offered by number, and a bad entry is asked again; the
# computer plays `bg-moves --best --eval POLICY`.
#
#   -s SEAT    the seat the person plays, by the game's name for it
#              (north or south, 1 to 4...; default: the first to move)
#   -e POLICY  how the computer chooses (bg-analysis(7)): N or mc:N (N
#              random playouts a move), uct:N, ab:D, uct:Ts, ab:Ts
#              (default: what bg-moves --best plays alone, its strongest)
#   -S SEED    dice and the computer's draws from SEED (default: random)
#   -w RECORD  write the game's record to RECORD (see bg-record(5))
#
# The programs are taken from PATH, or from BG_BIN when it is set.
set -eu

usage() {
	echo "usage: play.sh [-s SEAT] [-e POLICY] [-S SEED] [-w RECORD] GAME [bg-new options]" >&2
	exit 64
}

seat='' policy='' seed='' record=''
while getopts s:e:S:w: opt; do
	case $opt in
	s) seat=$OPTARG ;;
	e) policy=$OPTARG ;;
	S) seed=$OPTARG ;;
	w) record=$OPTARG ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || usage
[ -z "${BG_BIN:-}" ] || PATH=$BG_BIN:$PATH
# A policy bg-moves refuses is refused before the game starts.
[ -z "$policy" ] || bg-moves --best --eval "$policy" </dev/null 2>&1 |
	sed 's/^bg-moves: --eval: /play.sh: -e: /' | grep . >&2 && exit 64


# The field KEY= of a state line, or nothing.
field() {
	printf '%s\n' "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"
}

# bg-new takes --seed only for games whose set-up draws (Spook's boards).
new_seed=
bg-new "$1" --help 2>/dev/null | grep -q -- '--seed' && new_seed=$seed
state=$(bg-new "$@" ${new_seed:+--seed "$new_seed"})
# The seats are the names the game gives them.
seats=$(printf '%s\n' "$state" | bg-moves --seats --eval 1 --seed 1 |
	cut -d' ' -f1)
if [ -n "$seat" ] && ! printf '%s\n' "$seats" | grep -qx -- "$seat"; then
	echo "play.sh: no seat '$seat' in this game; its seats:" \
		"$(printf '%s\n' "$seats" | tr '\n' ' ' | sed 's/ $//')" >&2
	exit 64
fi
while :; do
	state=$(printf '%s\n' "$state" |
		bg-roll ${seed:+--seed "$seed"} ${record:+--record "$record"})
	moves=$(printf '%s\n' "$state" | bg-moves)
	[ -n "$moves" ] || break
	turn=$(field "$state" turn)
	[ -n "$seat" ] || seat=$turn
	if [ "$turn" = "$seat" ]; then
		printf '%s\n' "$state" | bg-render
		echo
		echo "Your move, $seat:"
		printf '%s\n' "$moves" | awk '{ printf "  %d) %s\n", NR, $0 }'
		while :; do
			printf 'move (number or word, q to quit)? '
			IFS= read -r answer || { echo; echo "bye"; exit 0; }
			[ "$answer" = q ] && { echo "bye"; exit 0; }
			move=$(printf '%s\n' "$moves" | awk -v a="$answer" '
				a == $0 || (a ~ /^[0-9]+$/ && a + 0 == NR) { print; exit }')
			[ -n "$move" ] && break
			echo "'$answer' is not one of the moves; try again"
		done
	else
		move=$(printf '%s\n' "$state" |
			bg-moves --best ${policy:+--eval "$policy"} ${seed:+--seed "$seed"})
		echo "seat $turn plays $move"
	fi
	state=$(printf '%s\n' "$state" |
		bg-apply ${record:+--record "$record"} "$move")
done
printf '%s\n' "$state" | bg-render
