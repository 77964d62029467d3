#!/bin/sh
# demo.sh [-o DEMO] BUILD [GAME [SEED [bg-new options]]]: a whole seeded
# game through the generic loop — bg-roll, bg-moves, pick a move, bg-apply
# — written to the record DEMO.rec as it is played, then the final board,
# the record replayed and checked, and its replay page written to
# DEMO.html (DEMO is "demo": files in the current directory).  The seed
# reaches bg-new (for a game whose start draws, as Spook's boards) and
# bg-roll, and bg-moves --random picks the move from the seed and the
# state, so the game is the same on every run.  The record is written
# under a temporary name and renamed once the game is over, so a demo cut
# short by Ctrl-C leaves no half record behind; it is 0644, as every file
# bg writes.  Each step is told on
# standard error as it starts ("demo: ..."), and on a terminal the
# actions played so far, so a game of some seconds is not a silent one.
set -eu
demo=demo
if [ "${1:-}" = -o ]; then
	demo=$2
	shift 2
fi
bin=${1:-build}
game=${2:-wari}
seed=${3:-7}
[ $# -gt 3 ] && shift 3 || set --
PATH=$(cd "$bin" && pwd):$PATH
record=$demo.rec
# dash runs no EXIT trap when a signal ends it: each signal removes the
# half record and ends with the status a shell gives for that signal.
# The traps come first, so that no signal finds the record made and not
# yet theirs to remove.
playing=
trap 'rm -f "$playing"' EXIT
trap 'rm -f "$playing"; trap - INT; kill -INT $$' INT
trap 'rm -f "$playing"; trap - TERM; kill -TERM $$' TERM
trap 'rm -f "$playing"; trap - HUP; kill -HUP $$' HUP
playing=$(mktemp "$demo.rec.XXXXXX")
# mktemp makes it 0600; the record is readable by all, as every file bg
# writes (lib/util/file.c).
chmod 644 "$playing"
if bg-new "$game" --help 2>/dev/null | grep -q -- '--seed'; then
	set -- --seed "$seed" "$@"
fi
echo "demo: playing $game with seed $seed, each move through bg-roll, bg-moves --random and bg-apply, into $record" >&2
shown=
[ ! -t 2 ] || shown=yes
moves=0
state=$(bg-new "$game" "$@")
while :; do
	state=$(printf '%s\n' "$state" | bg-roll --seed "$seed" --record "$playing")
	move=$(printf '%s\n' "$state" | bg-moves --random --seed "$seed")
	[ -n "$move" ] || break
	state=$(printf '%s\n' "$state" | bg-apply --record "$playing" "$move")
	moves=$((moves + 1))
	[ -z "$shown" ] || printf '\rdemo: moves played: %d' "$moves" >&2
done
[ -z "$shown" ] || printf '\r\033[K' >&2
mv -f "$playing" "$record"
printf '%s\n' "$state" | bg-render
echo
echo "final state: $state"
echo "record: $record, $(grep -c '' "$record") lines, the last '$(tail -n 1 "$record")'; replayed by bg-apply --result -f $record:"
echo "demo: replaying $record to check it, and writing its replay page" >&2
bg-apply --result -f "$record"
bg-render --html -f "$record" > "$demo.html"
echo "replay page: $demo.html (open it in a browser; keys <- -> Home End)"
