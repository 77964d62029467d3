#!/bin/sh
# demo.sh BUILD [GAME [SEED [bg-new options]]]: a whole seeded game through
# the generic loop — bg-roll, bg-moves, pick a move, bg-apply — written to
# a record as it is played, then the final board, the record replayed
# and checked, and its replay page written to demo.html.  The seed reaches
# bg-new (for a game whose start draws, as Spook's boards) and bg-roll, and
# bg-moves --random picks the move from the seed and the state, so the
# game is the same on every run.
set -eu
bin=${1:-build}
game=${2:-wari}
seed=${3:-7}
[ $# -gt 3 ] && shift 3 || set --
PATH=$(cd "$bin" && pwd):$PATH
record=$(mktemp)
trap 'rm -f "$record"' EXIT
if bg-new "$game" --help 2>/dev/null | grep -q -- '--seed'; then
	set -- --seed "$seed" "$@"
fi
state=$(bg-new "$game" "$@")
while :; do
	state=$(printf '%s\n' "$state" | bg-roll --seed "$seed" --record "$record")
	move=$(printf '%s\n' "$state" | bg-moves --random --seed "$seed")
	[ -n "$move" ] || break
	state=$(printf '%s\n' "$state" | bg-apply --record "$record" "$move")
done
printf '%s\n' "$state" | bg-render
echo
echo "final state: $state"
echo "record: $(grep -c '' "$record") lines, the last '$(tail -n 1 "$record")'; replayed by bg-apply -f:"
bg-apply --result -f "$record" | sed "s|$record|game.rec|"
bg-render --html -f - < "$record" > demo.html
echo "replay page: demo.html (open it in a browser; keys <- -> Home End)"
