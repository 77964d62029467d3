#!/bin/sh
# slow-start.sh BOT...: runs BOT after 1.2 seconds, so that its first
# move comes late (well within the 10 s a move) and a match with it
# lasts past the second after which bg-apply shows its progress, on
# any machine.
sleep 1.2
exec "$@"
