#!/bin/sh
# A bot in shell: the first move bg-moves lists for each state.
while read -r state; do
	echo "$state" | bg-moves | head -n 1
done
