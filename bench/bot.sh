#!/bin/sh
# bench/bot.sh BUILD: what the bot protocol (formats/bot.md) costs per
# decision, beside the bot's own time: Wari games of a bot against random
# moves, the bot the C program of tests/bots/first.c (the first listed
# move) as a coprocess, measured in the same run against the same choices
# made in-process.  bench/run.sh calls it last; it runs on its own too.
# See bench/README.md.
#
#   BENCH_BOT_GAMES  games of each kind (default 10000)
set -eu

if [ $# -ne 1 ] || [ ! -f "$1/libbg.a" ] || [ ! -x "$1/bots/first" ]; then
	echo "usage: sh bench/bot.sh BUILD  (BUILD holds libbg.a and" \
	     "bots/first: make BUILD/bots/first)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
games=${BENCH_BOT_GAMES:-10000}

yaml_libs=$(pkg-config --libs yaml-0.1 2>/dev/null || echo -lyaml)
# shellcheck disable=SC2086 # the flags' words
${CC:-cc} -std=c17 -D_GNU_SOURCE -O2 -I"$top/lib" -o "$out/bot-bench" \
	"$top/bench/bot.c" "$bin/libbg.a" $yaml_libs -lm -pthread

echo
echo "(k) bots: $games Wari games against random moves, each way (the first" \
     "policy at each seat in turn)"
"$out/bot-bench" "$games" "$bin/bots/first" >"$out/bot.txt"
awk -v games="$games" '
{
	t[$1] = $2; n[$1] = $3; choice[$1] = $4; trip[$1] = $5; score[$1] = $6
	cpu[$1] = $7; child[$1] = $8
}
END {
	printf "  %-34s %9s %11s %10s %12s\n", "first seat", "seconds", \
		"games/s", "decisions", "us/decision"
	row("random, in-process", "random")
	row("first move, in-process", "first")
	row("tests/bots/first, a coprocess", "bot")
	cost = (t["bot"] - t["first"]) * 1e6 / n["bot"]
	printf "  the protocol: %.1f us a decision (the bot'"'"'s time less the" \
		" same choices in-process)\n", cost
	printf "  measured by bg from the state written to the word read:" \
		" %.1f us a decision;\n", trip["bot"]
	printf "  the choice itself (listing the moves, taking the first):" \
		" %.2f us\n", choice["first"]
	printf "  the floor, a state line to cat and back (one write, one" \
		" poll, one read here): %.1f us\n", trip["cat"]
	printf "  processor time a decision: bg %.1f us (%.1f more than" \
		" in-process), the bot %.1f us;\n", cpu["bot"], \
		cpu["bot"] - cpu["first"], child["bot"]
	printf "  the floor'"'"'s: %.1f us here, %.1f us in cat\n", cpu["cat"], \
		child["cat"]
	if (score["bot"] == score["first"] && n["bot"] == n["first"])
		print "  the coprocess played the same games as the in-process" \
			" first move (same decisions, same score)"
	else
		print "  THE COPROCESS PLAYED OTHER GAMES: decisions " n["bot"] \
			" against " n["first"] ", score " score["bot"] " against " \
			score["first"]
}
function row(label, k) {
	printf "  %-34s %9.3f %11.0f %10d %12.2f\n", label, t[k], \
		games / t[k], n[k], t[k] * 1e6 / n[k]
}' "$out/bot.txt"
