#!/bin/sh
# demo.sh BUILD: a whole seeded Wari game through the generic loop —
# bg-roll, bg-moves, pick the first move, bg-apply — rendered at the end.
set -eu
bin=${1:-build}
PATH=$(cd "$bin" && pwd):$PATH
state=$(bg-new wari)
plies=0
while :; do
	state=$(printf '%s\n' "$state" | bg-roll --seed 7)
	move=$(printf '%s\n' "$state" | bg-moves | head -n 1)
	[ -n "$move" ] || break
	state=$(printf '%s\n' "$state" | bg-apply "$move")
	plies=$((plies + 1))
done
printf '%s\n' "$state"
printf '%s\n' "$state" | bg-render
echo "$plies plies"
