#!/bin/sh
# play.sh RECORD SEED PICK GAME [bg-new options]: plays a whole game through
# the generic loop (bg-roll, bg-moves, pick a move, bg-apply), writing its
# record to RECORD; PICK is first or last, the line of bg-moves taken.
# Prints the final state.
set -eu
record=$1 seed=$2 pick=$3 game=$4
shift 4
rm -f "$record"
state=$(bg-new "$game" --seed "$seed" "$@")
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
