#!/bin/sh
# A bot that answers two states, as first.sh does, then dies of SIGSEGV
# at its third, in mid-game.
n=0
while read -r state; do
	n=$((n + 1))
	[ "$n" -gt 2 ] && kill -s SEGV $$
	echo "$state" | bg-moves | head -n 1
done
