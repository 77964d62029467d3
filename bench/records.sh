#!/bin/sh
# bench/records.sh BUILD: record replay throughput of bg-apply of BUILD, in
# actions per second, beside baselines measured in the same run: one record
# of a million actions, and a file of 100,000 one-line records of random
# full Wari games.  bench/run.sh calls it last.  See bench/README.md.
#
#   BENCH_ACTIONS  actions in the long record (default 1000000)
#   BENCH_GAMES    one-line records in the games file (default 100000)
#   BENCH_SEED     seed of the random games (default 1)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-apply" ]; then
	echo "usage: sh bench/records.sh BUILD  (BUILD holds bg-apply)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
actions=${BENCH_ACTIONS:-1000000}
games=${BENCH_GAMES:-100000}
seed=${BENCH_SEED:-1}

# row NAME SECONDS ACTIONS BASE: one line of a table; BASE is cat's time.
row() {
	printf '  %-40s %9s %14s %12s\n' "$1" "$2" "$(rate "$3" "$2")" \
		"$(ratio "$2" "$4")"
}
header() {
	printf '  %-40s %9s %14s %12s\n' program seconds actions/s "x cat's time"
}
# modes NAME ACTIONS BASE ARGS...: the rows of bg-apply ARGS, and of it
# with --all and with --check; NAME is how ARGS read in the table.
modes() {
	_name=$1 _n=$2 _base=$3
	shift 3
	for _mode in "" --all --check; do
		# shellcheck disable=SC2086 # no mode is no word
		row "bg-apply ${_mode:+$_mode }$_name" \
			"$(best /dev/null "$bin/bg-apply" $_mode "$@")" "$_n" "$_base"
	done
}

# rec-gen: random full Wari games as one-line records, and a replay of
# records through wari-ref (tests/ref/wari-ref.c, the second, plain
# implementation), which it includes whole so that the rules are its own.
#
#   rec-gen games N SEED   N one-line records: "Result: R", the initial
#                          state and every move, joined by tabs
#   rec-gen replay lines   every input line a one-line record: its final state
#   rec-gen replay file    the whole input one record: its final state
#
# Tags and comments are passed over, every move is checked with wari-ref's
# legal(), and the state line is trusted as wari-ref trusts its input.
gen=$out/rec-gen
cat >"$gen.c" <<'EOF'
#define main wari_ref_main
#include "wari-ref.c"
#undef main

static int
record_game(char *buf, size_t cap)
{
	static const char *const twelves[] = { "exact", "atleast", "off" };
	static const char *const slams[] = { "leave-one", "no-capture",
	                                     "illegal" };
	static const int quiets[] = { 100, 100, 100, 50 }; /* every game ends */
	struct pos p;
	int mv[MAXPITS], n, i, stones;
	char state[256], moves[4096];
	size_t len = 0, at;

	memset(&p, 0, sizeof p);
	p.n = rnd(8) ? 6 : 3 + (int)rnd(3);
	stones = p.n == 6 ? 4 : 3 + (int)rnd(3);
	for (i = 0; i < p.n; i++)
		p.b[NORTH][i] = p.b[SOUTH][i] = stones;
	snprintf(p.twelve, sizeof p.twelve, "%s", twelves[rnd(3)]);
	snprintf(p.slam, sizeof p.slam, "%s", slams[rnd(3)]);
	p.quiet = quiets[rnd(4)];
	at = (size_t)snprintf(state, sizeof state, "wari twelve=%s slam=%s "
	                      "quiet=%d phase=move turn=north ply=0 idle=0 "
	                      "pits=", p.twelve, p.slam, p.quiet);
	for (i = 0; i < 2 * p.n; i++)
		at += (size_t)snprintf(state + at, sizeof state - at, "%s%d",
		                       i == 0 ? "" : i == p.n ? "/" : ",",
		                       stones);
	snprintf(state + at, sizeof state - at, " captured=0,0");
	while (!p.over) {
		n = legal(&p, mv);
		if (n == 0 || len + 2 >= sizeof moves)
			break;
		i = mv[rnd((unsigned)n)];
		moves[len++] = '\t';
		moves[len++] = (char)('a' + i);
		move(&p, i);
	}
	if (!p.over)
		return 0;
	n = snprintf(buf, cap, "Result: %s\t%s%.*s",
	             p.cap[NORTH] > p.cap[SOUTH] ? "north"
	             : p.cap[NORTH] < p.cap[SOUTH] ? "south" : "draw",
	             state, (int)len, moves);
	return n > 0 && (size_t)n < cap ? n : 0;
}

int
main(int argc, char **argv)
{
	if (argc == 4 && strcmp(argv[1], "games") == 0) {
		long want = atol(argv[2]), made = 0, skipped = 0;
		char buf[4097]; /* a one-line record is at most 4096 bytes */

		rng_state = strtoul(argv[3], NULL, 10) * 0x9e3779b97f4a7c15ULL + 1;
		while (made < want) {
			int n = record_game(buf, sizeof buf);

			if (n <= 0) {
				skipped++;
				continue;
			}
			fwrite(buf, 1, (size_t)n, stdout);
			putchar('\n');
			made++;
		}
		if (skipped)
			fprintf(stderr, "rec-gen: %ld games longer than a "
			        "one-line record were left out\n", skipped);
		return 0;
	}
	if (argc == 3 && strcmp(argv[1], "replay") == 0) {
		int lines = strcmp(argv[2], "lines") == 0, have = 0, mv[MAXPITS];
		char *line = NULL, *tok, *save;
		size_t cap = 0;
		ssize_t got;
		struct pos p;

		while ((got = getline(&line, &cap, stdin)) > 0) {
			line[strcspn(line, "\n")] = '\0';
			for (tok = strtok_r(line, "\t", &save); tok;
			     tok = strtok_r(NULL, "\t", &save)) {
				int k, n, pit;

				if (tok[0] == '#' || strchr(tok, ':'))
					continue; /* comment, tag */
				if (strchr(tok, ' ')) {
					parse(tok, &p);
					have = 1;
					continue;
				}
				pit = tok[0] - 'a';
				n = have ? legal(&p, mv) : 0;
				for (k = 0; k < n && mv[k] != pit; k++)
					;
				if (k == n || tok[1])
					die("illegal move", tok);
				move(&p, pit);
			}
			if (lines && have) {
				print_state(&p);
				have = 0;
			}
		}
		if (!lines && have)
			print_state(&p);
		free(line);
		return 0;
	}
	fprintf(stderr, "usage: rec-gen games N SEED | replay lines|file\n");
	return 64;
}
EOF
${CC:-cc} -std=c17 -D_GNU_SOURCE -O2 -w -I"$top/tests/ref" -o "$gen" "$gen.c"

echo
echo "bg record replay: $bin/bg-apply"

# (c) One record of a million actions.  Wari games end within a few
# hundred plies, so the record plays a board of one pit a row with the
# quiet rule off: north's pit a sows its stone into south's pit a and back,
# for ever, without a capture (one stone never makes 2 or 3).
cycle='wari twelve=exact slam=leave-one quiet=0 phase=move turn=north ply=0 idle=0 pits=1/0 captured=0,0'
big=$out/big.rec
t0=$(now)
{
	echo "# $actions plies of the one-pit cycle: pit a, back and forth"
	echo "Event: bench/records.sh"
	echo "$cycle"
	yes a | head -n "$actions"
} >"$big"
t1=$(now)
want="wari twelve=exact slam=leave-one quiet=0 phase=move turn=$(
	[ $((actions % 2)) -eq 0 ] && echo north || echo south
) ply=$actions idle=$actions pits=$(
	[ $((actions % 2)) -eq 0 ] && echo 1/0 || echo 0/1
) captured=0,0"
echo "(c) one record of $actions actions: $big ($(wc -c <"$big") bytes," \
     "made in $(sub "$t0" "$t1") s)"
got=$("$bin/bg-apply" -f "$big" </dev/null)
if [ "$got" = "$want" ] &&
   "$bin/bg-apply" --all -f "$big" </dev/null | awk -v n="$actions" '
	!/ phase=move / || !/ captured=0,0$/ { bad++ }
	END { exit !(NR == n + 1 && bad == 0) }'; then
	echo "  the cycle never ends and never captures: $((actions + 1))" \
	     "states, every one phase=move captured=0,0"
else
	echo "  THE CYCLE ENDS OR CAPTURES: the final state is $got"
fi
all_bytes=$("$bin/bg-apply" --all -f "$big" </dev/null | wc -c)
header
cat_t=$(best "$big" cat)
row "cat (baseline)" "$cat_t" "$actions" "$cat_t"
row "wc -l (baseline)" "$(best "$big" wc -l)" "$actions" "$cat_t"
modes "-f big.rec" "$actions" "$cat_t" -f "$big"
row "wari-ref replay (naive)" "$(best "$big" "$gen" replay file)" \
	"$actions" "$cat_t"
echo "  (--all writes $all_bytes bytes, $(ratio "$all_bytes" "$(wc -c <"$big")")x the record)"
if [ "$("$gen" replay file <"$big")" != "$got" ]; then
	echo "  bg AND wari-ref DISAGREE on the final state of $big"
fi
echo

# (d) A file of one-line records of random full Wari games.
lines=$out/games.txt
t0=$(now)
"$gen" games "$games" "$seed" >"$lines"
t1=$(now)
acts=$(awk -F '\t' '{ n += NF - 2 } END { print n }' "$lines")
echo "(d) $games one-line records of random full games (seed $seed," \
     "$acts actions, $(awk -v a="$acts" -v g="$games" \
     'BEGIN { printf "%.1f", a / g }') a game): $lines"
echo "    ($(wc -c <"$lines") bytes, made in $(sub "$t0" "$t1") s; options" \
     "drawn per game as wari-ref states does, quiet 100 or 50)"
if "$bin/bg-apply" --check --lines -f "$lines" </dev/null; then
	echo "  every record passes bg-apply --check --lines"
else
	echo "  SOME RECORDS FAIL bg-apply --check --lines"
fi
header
cat_t=$(best "$lines" cat)
row "cat (baseline)" "$cat_t" "$acts" "$cat_t"
row "wc -l (baseline)" "$(best "$lines" wc -l)" "$acts" "$cat_t"
modes "--lines -f games.txt" "$acts" "$cat_t" --lines -f "$lines"
row "wari-ref replay (naive)" "$(best "$lines" "$gen" replay lines)" \
	"$acts" "$cat_t"
"$bin/bg-apply" --lines -f "$lines" </dev/null >"$out/bg.final"
"$gen" replay lines <"$lines" >"$out/ref.final"
if cmp -s "$out/bg.final" "$out/ref.final"; then
	echo "  bg and wari-ref agree on the final state of every game"
	rm -f "$out/bg.final" "$out/ref.final"
else
	echo "  bg AND wari-ref DISAGREE: compare $out/bg.final with ref.final"
fi
