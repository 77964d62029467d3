#!/bin/sh
# A bot that answers a line of 1 MB.
while read -r state; do
	head -c 1048576 /dev/zero | tr '\0' a
	echo
done
