#!/bin/sh
# A bot that hangs and ignores SIGTERM (its sleep too): only SIGKILL
# stops it.
trap '' TERM
while read -r state; do
	sleep 60
done
