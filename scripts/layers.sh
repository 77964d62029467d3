#!/bin/sh
# layers.sh [TOP]: checks that every file of lib/ and cmd/ includes only
# headers of its own layer or of the layers below it, lowest first:
#   util, bg.h (the game interface), core, games, engine, match, record,
#   out, cli, play, apply, and cmd/ (the programs) on top;
# that a game's folder includes no other game's (but the board games
# share, games/cross/); and that each folder of lib/ but games/ has its one
# header, named after it.  Prints each fault as FILE:LINE: and exits 1.
top=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$top" || exit 66
status=0
for d in lib/*/; do
	d=${d%/}
	[ "$d" = lib/games ] && continue
	want="$d/${d#lib/}.h"
	for h in "$d"/*.h; do
		[ -e "$h" ] || continue
		[ "$h" = "$want" ] && continue
		echo "$h: a second header in ${d#lib/}/ (its one header is $want)"
		status=1
	done
	[ -f "$want" ] || { echo "$d: no header $want"; status=1; }
done
find lib cmd -name '*.[ch]' | LC_ALL=C sort | awk '
function rank(path) {
	if (path ~ /^cmd\//) return 11
	if (path == "lib/bg.h" || path == "bg.h") return 1
	sub(/^lib\//, "", path)
	split(path, part, "/")
	return part[1] in order ? order[part[1]] : -1
}
function folder(path) {
	sub(/^lib\//, "", path)
	sub(/\/[^\/]*$/, "", path)
	return path
}
BEGIN {
	n = split("util bg core games engine match record out cli play apply", names, " ")
	for (i = 1; i <= n; i++) order[names[i]] = i - 1
	order["bg"] = 1
	bad = 0
}
{
	file = $0
	mine = rank(file)
	line = 0
	while ((getline text < file) > 0) {
		line++
		if (text !~ /^#[ \t]*include[ \t]*"/) continue
		inc = text
		sub(/^#[ \t]*include[ \t]*"/, "", inc)
		sub(/".*/, "", inc)
		theirs = rank(inc)
		fault = ""
		if (theirs < 0)
			fault = "includes \"" inc "\", which is in no layer (write it from lib/: \"core/core.h\")"
		else if (theirs > mine)
			fault = "includes \"" inc "\", a layer above its own"
		else if (theirs == mine && mine == 3 && folder(file) != folder("lib/" inc) &&
		         folder("lib/" inc) != "games/cross")
			fault = "includes \"" inc "\", another game'"'"'s"
		if (fault != "") {
			print file ":" line ": " fault
			bad = 1
		}
	}
	close(file)
}
END { exit bad }' || status=1
exit $status
