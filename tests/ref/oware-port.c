/*
 * oware-port: OpenSpiel's Oware (open_spiel/games/oware.cc, the rules
 * only) ported to plain C, to play seeded random games that bg replays
 * under --preset abapa (tests/oware-peer.bats).  Nothing is shared with
 * the engine in lib/games/wari/ nor with tests/ref/wari-plain.h: the
 * board is OpenSpiel's, twelve houses in a ring, player 0's houses
 * 0..H-1 (bg's north, pits a..), player 1's H..2H-1 (south's), and every
 * rule is OpenSpiel's as its code states it:
 *
 * - a house's seeds are sown one a house round the ring, never into the
 *   house they were drawn from;
 * - the last seed in the opponent's row captures that house and the
 *   ones before it in that row while each holds 2 or 3, unless the
 *   capture would take every seed of the opponent's row (a grand slam,
 *   which then captures nothing);
 * - when the opponent's row is empty, only a house that sows into it
 *   may be played;
 * - the game ends when a score passes half of all the seeds (or both
 *   scores are exactly half), when a board (the seeds, the scores and
 *   the player to move) stands again since the last capture, or when
 *   the player to move has no legal house; unless a score decided it,
 *   each player then takes the seeds of their own row (its
 *   CollectAndTerminate runs whenever no action is legal, so after a
 *   majority too).
 *
 *   oware-port records N SEED    N games, each a one-line record: the
 *                                start (a state of bg's notation) and
 *                                its moves, tab-separated
 *   oware-port positions N SEED  the same games' positions in order, one
 *                                a line: "TURN PITS SCORES LEGAL", LEGAL
 *                                the legal houses as pit letters joined
 *                                by commas, "over" at the end
 *
 * The boards are drawn per game: mostly OpenSpiel's default (6 houses of
 * 4 seeds), else 2 to 6 houses a row of 1 to 6 seeds.  OpenSpiel stops a
 * game at 1000 plies and bg's cycle ending at 600 plies without a capture
 * (WR-11); a game that would reach either is drawn again.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_HOUSES 12          /* both rows */
#define MAX_PLIES 1000         /* OpenSpiel's kMaxGameLength */
#define BG_CYCLE_CAP 600       /* bg's WR-11 record of plies since a capture */

struct board {
	int houses;            /* per player */
	int seeds[MAX_HOUSES];
	int score[2];
	int player;            /* to move */
};

struct game {
	struct board start;
	struct board seen[MAX_PLIES + 1]; /* every board, in order */
	int moves[MAX_PLIES];             /* houses of the mover's row, from 0 */
	int plies;
	int since;                        /* seen[since..] stood since a capture */
	int total;
};

/* xorshift64*: a fixed, portable stream. */
static unsigned
draw(unsigned long long *s, unsigned below)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return (unsigned)((*s * 2685821657736338717ULL) >> 33) % below;
}

static int
row_seeds(const struct board *b, int player)
{
	int h, n = 0;

	for (h = 0; h < b->houses; h++)
		n += b->seeds[player * b->houses + h];
	return n;
}

static int
terminal(const struct game *g, const struct board *b)
{
	int limit = g->total / 2;

	return b->score[0] > limit || b->score[1] > limit ||
	       (b->score[0] == limit && b->score[1] == limit);
}

/* The legal houses (0..houses-1 of the mover's row) into out. */
static int
legal(const struct game *g, const struct board *b, int *out)
{
	int lower = b->player * b->houses, upper = lower + b->houses - 1;
	int h, n = 0, feed = row_seeds(b, 1 - b->player) == 0;

	if (terminal(g, b))
		return 0;
	for (h = lower; h <= upper; h++)
		if (feed ? b->seeds[h] - (upper - h) > 0 : b->seeds[h] > 0)
			out[n++] = h - lower;
	return n;
}

static int
capturable(int seeds)
{
	return seeds == 2 || seeds == 3;
}

/* Whether the capture from house `last` would take the whole row. */
static int
grand_slam(const struct board *b, int last)
{
	int lower = last / b->houses * b->houses, upper = lower + b->houses - 1;
	int h;

	for (h = upper; h > last; h--)
		if (b->seeds[h] > 0)
			return 0;
	for (h = last; h >= lower; h--)
		if (!capturable(b->seeds[h]))
			return 0;
	return 1;
}

static void
collect(struct board *b)
{
	int h;

	for (h = 0; h < 2 * b->houses; h++) {
		b->score[h / b->houses] += b->seeds[h];
		b->seeds[h] = 0;
	}
}

/* Sows and captures house `house` of the mover's row; returns the seeds
 * captured. */
static int
sow(struct board *b, int house)
{
	int ring = 2 * b->houses, from = b->player * b->houses + house;
	int left = b->seeds[from], at = from, lower, took = 0;

	b->seeds[from] = 0;
	while (left > 0) {
		at = (at + 1) % ring;
		if (at != from) {
			b->seeds[at]++;
			left--;
		}
	}
	if (at / b->houses == b->player || grand_slam(b, at))
		return 0;
	for (lower = at / b->houses * b->houses;
	     at >= lower && capturable(b->seeds[at]); at--) {
		took += b->seeds[at];
		b->seeds[at] = 0;
	}
	b->score[b->player] += took;
	return took;
}

/* Plays house `house`; returns 0 if the game goes on. */
static int
play(struct game *g, int house)
{
	struct board b = g->seen[g->plies];
	int k, mv[MAX_HOUSES];

	if (sow(&b, house) > 0)
		g->since = g->plies + 1;
	b.player = 1 - b.player;
	g->moves[g->plies++] = house;
	for (k = g->since; k < g->plies; k++)
		if (memcmp(&g->seen[k], &b, sizeof b) == 0) {
			collect(&b);
			g->seen[g->plies] = b;
			return 1;
		}
	if (legal(g, &b, mv) == 0) {
		collect(&b);
		g->seen[g->plies] = b;
		return 1;
	}
	g->seen[g->plies] = b;
	return 0;
}

/* One random game on a drawn board; 0 if it reached either cap. */
static int
random_game(struct game *g, unsigned long long *s)
{
	int mv[MAX_HOUSES], n, h, per;

	memset(g, 0, sizeof *g);
	g->start.houses = draw(s, 3) ? 6 : 2 + (int)draw(s, 5);
	per = g->start.houses == 6 && draw(s, 2) ? 4 : 1 + (int)draw(s, 6);
	for (h = 0; h < 2 * g->start.houses; h++)
		g->start.seeds[h] = per;
	g->total = 2 * g->start.houses * per;
	g->seen[0] = g->start;
	for (;;) {
		n = legal(g, &g->seen[g->plies], mv);
		if (n == 0 || g->plies == MAX_PLIES ||
		    g->plies - g->since >= BG_CYCLE_CAP)
			return n == 0;
		if (play(g, mv[draw(s, (unsigned)n)]))
			return 1;
	}
}

static void
print_row(const struct board *b, int player, char sep)
{
	int h;

	for (h = 0; h < b->houses; h++)
		printf("%s%d", h ? "," : "", b->seeds[player * b->houses + h]);
	putchar(sep);
}

static void
print_record(const struct game *g)
{
	const struct board *b = &g->start;
	int k;

	printf("wari twelve=off slam=no-capture quiet=0 majority=on cycle=on "
	       "phase=move turn=north ply=0 idle=0 pits=");
	print_row(b, 0, '/');
	print_row(b, 1, ' ');
	printf("captured=0,0 since=");
	print_row(b, 0, '/');
	print_row(b, 1, ' ');
	printf("sown=-");
	for (k = 0; k < g->plies; k++)
		printf("\t%c", 'a' + g->moves[k]);
	putchar('\n');
}

static void
print_positions(const struct game *g)
{
	int k, i, n, mv[MAX_HOUSES];

	for (k = 0; k <= g->plies; k++) {
		const struct board *b = &g->seen[k];

		printf("%s ", b->player ? "south" : "north");
		print_row(b, 0, '/');
		print_row(b, 1, ' ');
		printf("%d,%d ", b->score[0], b->score[1]);
		n = k < g->plies ? legal(g, b, mv) : 0;
		if (k == g->plies)
			printf("over");
		for (i = 0; i < n; i++)
			printf(i ? ",%c" : "%c", 'a' + mv[i]);
		putchar('\n');
	}
}

int
main(int argc, char **argv)
{
	static struct game g;
	unsigned long long s;
	long count, k;
	int records;

	if (argc != 4 || (strcmp(argv[1], "records") != 0 &&
	                  strcmp(argv[1], "positions") != 0)) {
		fprintf(stderr, "usage: oware-port records|positions N SEED\n");
		return 64;
	}
	records = strcmp(argv[1], "records") == 0;
	count = atol(argv[2]);
	s = strtoull(argv[3], NULL, 10) * 0x9e3779b97f4a7c15ULL + 1;
	for (k = 0; k < count; k++) {
		while (!random_game(&g, &s))
			;
		if (records)
			print_record(&g);
		else
			print_positions(&g);
	}
	return 0;
}
