/*
 * wari-ref: the plain second Wari of wari-plain.h (written from
 * formats/wari.md only, nothing shared with the engine in
 * lib/games/wari/) as a program, to cross-check the engine.
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
#include "wari-plain.h"

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
