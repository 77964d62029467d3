#!/bin/sh
# play.sh RECORD SEED PICK GAME [bg-new options]: plays a whole game through
# the generic loop (bg-roll, bg-moves, pick a move, bg-apply), writing its
# record to RECORD; PICK is first or last, the line of bg-moves taken.
# GAME may be from=FILE instead: the game goes on from the state that is
# the first line of FILE (a short game: a late state of a long one).
# Prints the final state.
set -eu
record=$1 seed=$2 pick=$3 game=$4
shift 4
rm -f "$record"
case $game in
from=*) state=$(head -n 1 "${game#from=}") ;;
*) state=$(bg-new "$game" --seed "$seed" "$@") ;;
esac
while :; do
	state=$(printf '%s\n' "$state" | bg-roll --seed "$seed" --record "$record")
	if [ "$pick" = first ]; then
		move=$(printf '%s\n' "$state" | bg-moves | head -n 1)
	else
		move=$(printf '%s\n' "$state" | bg-moves | tail -n 1)
	fi
	[ -n "$move" ] || break
	state=$(printf '%s\n' "$state" | bg-apply --record "$record" "$move")
done
printf '%s\n' "$state"
