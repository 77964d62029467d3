#!/bin/sh
# A bot that closes its standard input first, and runs on.
exec 0<&-
sleep 60
