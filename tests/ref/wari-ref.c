/*
 * wari-ref: a second, deliberately plain Wari, written from formats/wari.md
 * (WR-2..WR-9) and formats/wari.md only, to cross-check the engine in
 * lib/games/wari/.  Nothing here is shared with the engine: the board is a
 * two-dimensional array, a sowing drops one stone at a time, and every
 * candidate move is played out in full to judge it.  Speed is not a goal.
 *
 *   wari-ref perft DEPTH      < states   leaves DEPTH plies deep, per state
 *   wari-ref count            < states   number of legal moves, per state
 *   wari-ref moves            < states   the legal pits on one line, per state
 *   wari-ref apply PIT        < states   the state after playing PIT
 *   wari-ref states N SEED [PIT]         N states from seeded random games
 *                                        (only states where PIT is legal)
 *   wari-ref playouts N SEED  < state    N random games from the state: the
 *                                        plies played in all
 *
 * Input is trusted: it only needs to read valid states.  Perft counts
 * leaves at depth 0 (python-chess style): every move is really made, also
 * at the last ply.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXPITS 12

enum { NORTH = 0, SOUTH = 1 };

struct pos {
	int n;                /* pits in a row */
	int b[2][MAXPITS];    /* b[NORTH][0] is north's pit a, and so on */
	int cap[2];
	int turn;
	unsigned long ply, idle;
	int quiet;
	char twelve[16];      /* exact, atleast, off */
	char slam[16];        /* leave-one, no-capture, illegal */
	int over;
	char end[16];         /* only when over */
};

static const char *const side_name[2] = { "north", "south" };

static void
die(const char *msg, const char *line)
{
	fprintf(stderr, "wari-ref: %s: %s\n", msg, line ? line : "");
	exit(65);
}

/* One row: "N,N,...", into row; returns the number of pits. */
static int
read_row(char *text, int *row)
{
	int k = 0;
	char *tok;

	for (tok = strtok(text, ","); tok; tok = strtok(NULL, ",")) {
		if (k == MAXPITS)
			return -1;
		row[k++] = atoi(tok);
	}
	return k;
}

static void
parse(char *line, struct pos *p)
{
	char phase[16], turn[16], pits[1024], result[16];
	char *slash;
	int used = 0, k;

	memset(p, 0, sizeof *p);
	if (sscanf(line, "wari twelve=%15s slam=%15s quiet=%d phase=%15s "
	                 "turn=%15s ply=%lu idle=%lu pits=%1023s "
	                 "captured=%d,%d%n",
	           p->twelve, p->slam, &p->quiet, phase, turn, &p->ply,
	           &p->idle, pits, &p->cap[NORTH], &p->cap[SOUTH], &used) != 10)
		die("not a Wari state", line);
	p->turn = strcmp(turn, "south") == 0 ? SOUTH : NORTH;
	p->over = strcmp(phase, "over") == 0;
	if (p->over && sscanf(line + used, " end=%15s result=%15s",
	                      p->end, result) != 2)
		die("an ended state without end= and result=", line);
	slash = strchr(pits, '/');
	if (!slash)
		die("pits= without '/'", line);
	*slash = '\0';
	p->n = read_row(pits, p->b[NORTH]);
	k = read_row(slash + 1, p->b[SOUTH]);
	if (p->n < 1 || k != p->n)
		die("rows of different lengths", line);
}

static int
row_total(const struct pos *p, int side)
{
	int i, t = 0;

	for (i = 0; i < p->n; i++)
		t += p->b[side][i];
	return t;
}

/*
 * Plays pit i of the side to move: sowing (WR-2), capture (WR-4), grand
 * slam (WR-5), then ply, idle (WR-9) and turn.  *fed tells whether a stone
 * fell in the opponent's row (WR-6).  Returns the stones captured, or -1
 * when the move is a grand slam under slam=illegal (p is then garbage).
 */
static int
play(struct pos *p, int i, int *fed)
{
	int me = p->turn, opp = 1 - me;
	int side = me, at = i, hand = p->b[me][i];
	int k, first, taken = 0;

	p->b[me][i] = 0;
	*fed = 0;
	while (hand > 0) {
		at++;
		if (at == p->n) {
			at = 0;
			side = 1 - side;
		}
		if (side == me && at == i)
			continue; /* WR-2: the pit sown from is skipped */
		p->b[side][at]++;
		hand--;
		if (side == opp)
			*fed = 1;
	}
	/* WR-4: the last stone in the opponent's row making 2 or 3, chained
	 * backwards along that row. */
	first = at + 1;
	if (side == opp) {
		for (k = at; k >= 0 && (p->b[opp][k] == 2 || p->b[opp][k] == 3);
		     k--)
			taken += p->b[opp][k];
		first = k + 1;
		if (taken > 0 && taken == row_total(p, opp)) {
			/* WR-5: the whole row, judged after sowing */
			if (strcmp(p->slam, "illegal") == 0)
				return -1;
			if (strcmp(p->slam, "no-capture") == 0) {
				taken = 0;
				first = at + 1;
			} else { /* leave-one: the pit nearest pit a keeps */
				taken -= p->b[opp][first];
				first++;
			}
		}
		for (k = first; k <= at; k++)
			p->b[opp][k] = 0;
		p->cap[me] += taken;
	}
	p->ply++;
	if (taken > 0)
		p->idle = 0;
	else
		p->idle++;
	p->turn = opp;
	return taken;
}

static int
big_pit(const struct pos *p, int stones)
{
	int twelve = 2 * p->n; /* 12 on the standard board */

	if (strcmp(p->twelve, "exact") == 0)
		return stones == twelve;
	if (strcmp(p->twelve, "atleast") == 0)
		return stones >= twelve;
	return 0;
}

/* The legal pits of the side to move, in order; returns how many. */
static int
legal(const struct pos *p, int *out)
{
	int ok[MAXPITS], starving = row_total(p, 1 - p->turn) == 0;
	int i, nbig = 0, n = 0;

	if (p->over)
		return 0;
	for (i = 0; i < p->n; i++) {
		struct pos q = *p;
		int fed, r;

		ok[i] = 0;
		if (p->b[p->turn][i] == 0)
			continue;
		r = play(&q, i, &fed);
		if (starving && !fed)
			continue; /* WR-6 */
		if (r < 0)
			continue; /* WR-5, slam=illegal */
		ok[i] = 1;
		if (big_pit(p, p->b[p->turn][i]))
			nbig++;
	}
	for (i = 0; i < p->n; i++) {
		/* WR-3, last: only when it leaves a move (nbig > 0) */
		if (ok[i] && (nbig == 0 || big_pit(p, p->b[p->turn][i])))
			out[n++] = i;
	}
	return n;
}

/* WR-7: the stones left go to their rows' owners. */
static void
finish(struct pos *p, const char *why)
{
	int s, i;

	for (s = 0; s < 2; s++)
		for (i = 0; i < p->n; i++) {
			p->cap[s] += p->b[s][i];
			p->b[s][i] = 0;
		}
	p->over = 1;
	snprintf(p->end, sizeof p->end, "%s", why);
}

/* A full ply, the end of the game included (formats/wari.md, "A ply"). */
static void
move(struct pos *p, int i)
{
	int mv[MAXPITS], fed;

	play(p, i, &fed);
	if (legal(p, mv) == 0)
		finish(p, "nomove");
	else if (p->quiet > 0 && p->idle >= (unsigned long)p->quiet)
		finish(p, "quiet");
}

static uint64_t
perft(const struct pos *p, int depth)
{
	int mv[MAXPITS], n, k;
	uint64_t leaves = 0;

	if (depth == 0)
		return 1;
	n = legal(p, mv);
	for (k = 0; k < n; k++) {
		struct pos q = *p;

		move(&q, mv[k]);
		leaves += perft(&q, depth - 1);
	}
	return leaves;
}

static void
print_row(const struct pos *p, int side)
{
	int i;

	for (i = 0; i < p->n; i++)
		printf(i ? ",%d" : "%d", p->b[side][i]);
}

static void
print_state(const struct pos *p)
{
	printf("wari twelve=%s slam=%s quiet=%d phase=%s turn=%s ply=%lu "
	       "idle=%lu pits=", p->twelve, p->slam, p->quiet,
	       p->over ? "over" : "move", side_name[p->turn], p->ply, p->idle);
	print_row(p, NORTH);
	putchar('/');
	print_row(p, SOUTH);
	printf(" captured=%d,%d", p->cap[NORTH], p->cap[SOUTH]);
	if (p->over)
		printf(" end=%s result=%s", p->end,
		       p->cap[NORTH] > p->cap[SOUTH] ? "north"
		       : p->cap[NORTH] < p->cap[SOUTH] ? "south" : "draw");
	putchar('\n');
}

/* xorshift64*: a fixed, portable stream for reproducible games. */
static uint64_t rng_state;

static unsigned
rnd(unsigned below)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return (unsigned)((rng_state * 2685821657736338717ULL) >> 33) % below;
}

/* N states met in seeded random games, options drawn per game; with
 * pit >= 0 only the states where that pit is legal. */
static void
random_states(long count, unsigned long seed, int pit)
{
	static const char *const twelves[] = { "exact", "atleast", "off" };
	static const char *const slams[] = { "leave-one", "no-capture",
	                                     "illegal" };
	static const int quiets[] = { 100, 100, 100, 50, 0 };
	long printed = 0;

	rng_state = seed * 0x9e3779b97f4a7c15ULL + 1;
	while (printed < count) {
		struct pos p;
		int mv[MAXPITS], n, i, k, stones;

		memset(&p, 0, sizeof p);
		/* mostly the standard board, sometimes a smaller variant */
		p.n = rnd(8) ? 6 : 3 + (int)rnd(3);
		stones = p.n == 6 ? 4 : 3 + (int)rnd(3);
		for (i = 0; i < p.n; i++)
			p.b[NORTH][i] = p.b[SOUTH][i] = stones;
		snprintf(p.twelve, sizeof p.twelve, "%s", twelves[rnd(3)]);
		snprintf(p.slam, sizeof p.slam, "%s", slams[rnd(3)]);
		p.quiet = quiets[rnd(5)];
		/* quiet=0 games may never end: stop them after 300 plies */
		while (!p.over && p.ply < 300 && printed < count) {
			n = legal(&p, mv);
			if (n == 0)
				break;
			for (k = 0; k < n && pit >= 0 && mv[k] != pit; k++)
				;
			if (pit < 0 || k < n) {
				print_state(&p);
				printed++;
			}
			move(&p, mv[rnd((unsigned)n)]);
		}
	}
}

/* The naive baseline of the playout benchmark: random games from p,
 * every move found by trying each pit. */
static void
playouts(const struct pos *start, long count, unsigned long seed)
{
	unsigned long long plies = 0;
	int mv[MAXPITS], n;
	long g;

	rng_state = seed * 0x9e3779b97f4a7c15ULL + 1;
	for (g = 0; g < count; g++) {
		struct pos p = *start;

		while (!p.over && (n = legal(&p, mv)) > 0) {
			move(&p, mv[rnd((unsigned)n)]);
			plies++;
		}
	}
	printf("%llu\n", plies);
}

int
main(int argc, char **argv)
{
	static char line[8192];
	const char *mode = argc > 1 ? argv[1] : "";
	int depth = 0, pit = -1, mv[MAXPITS], n, k;
	struct pos p;

	if (strcmp(mode, "states") == 0 && (argc == 4 || argc == 5)) {
		if (argc == 5)
			pit = argv[4][0] - 'a';
		random_states(atol(argv[2]), strtoul(argv[3], NULL, 10), pit);
		return 0;
	}
	if (strcmp(mode, "playouts") == 0 && argc == 4) {
		if (!fgets(line, sizeof line, stdin))
			return 65;
		line[strcspn(line, "\n")] = '\0';
		parse(line, &p);
		playouts(&p, atol(argv[2]), strtoul(argv[3], NULL, 10));
		return 0;
	}
	if (strcmp(mode, "perft") == 0 && argc == 3)
		depth = atoi(argv[2]);
	else if (strcmp(mode, "apply") == 0 && argc == 3)
		pit = argv[2][0] - 'a';
	else if (!((strcmp(mode, "count") == 0 || strcmp(mode, "moves") == 0) &&
	           argc == 2)) {
		fprintf(stderr, "usage: wari-ref perft DEPTH | count | moves | "
		        "apply PIT  < states\n"
		        "       wari-ref states N SEED [PIT]\n"
		        "       wari-ref playouts N SEED  < state\n");
		return 64;
	}
	while (fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "\n")] = '\0';
		if (line[strspn(line, " ")] == '\0' ||
		    line[strspn(line, " ")] == '#')
			continue;
		parse(line, &p);
		switch (mode[0]) {
		case 'p':
			printf("%llu\n", (unsigned long long)perft(&p, depth));
			break;
		case 'c':
			printf("%d\n", legal(&p, mv));
			break;
		case 'm':
			n = legal(&p, mv);
			for (k = 0; k < n; k++)
				printf(k ? " %c" : "%c", 'a' + mv[k]);
			putchar('\n');
			break;
		default:
			n = legal(&p, mv);
			for (k = 0; k < n && mv[k] != pit; k++)
				;
			if (k == n)
				die("illegal move", line);
			move(&p, pit);
			print_state(&p);
		}
	}
	return 0;
}
