#!/bin/sh
# A bot that answers late: 5 seconds a move (the tests give it 0.3).
while read -r state; do
	sleep 5
	echo "$state" | bg-moves | head -n 1
done
