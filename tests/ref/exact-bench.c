/*
 * exact-bench.c, the figures of wari-exact (wari-exact.c): the time and
 * memory the exact tables of lib/games/wari/ take for a stone count on
 * the standard board, each beside a baseline measured in the same run.
 * It sees the game's own header, to make every position the tables hold
 * as they do; the plain rules of wari-exact.c stay out of it.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "games/wari/wari.h"

int exact_bench(int stones, int jobs, long lookups);
int exact_parse_state(const struct bg_game *g, const char *line,
                      struct bg_state *st, struct bg_err *err);

static uint64_t
next(uint64_t *r)
{
	*r ^= *r >> 12;
	*r ^= *r << 25;
	*r ^= *r >> 27;
	return (*r * 2685821657736338717ULL) >> 33;
}

static double
seconds(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static double
cpu_seconds(void)
{
	struct rusage u;

	getrusage(RUSAGE_SELF, &u);
	return (double)u.ru_utime.tv_sec + (double)u.ru_utime.tv_usec * 1e-6 +
	       (double)u.ru_stime.tv_sec + (double)u.ru_stime.tv_usec * 1e-6;
}

static const char standard[] = "wari twelve=exact slam=leave-one "
	"quiet=100 phase=move turn=north ply=0 idle=0 "
	"pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0";

/* The baseline of bench: every position of stones stones or fewer made
 * and each of its moves played, through the interface, as the tables'
 * build does once; returns the positions. */
static uint64_t
every_move(const struct bg_game *g, const struct bg_state *like, int stones,
           uint64_t *moves)
{
	struct bg_move mv[BG_MAX_MOVES];
	uint8_t cell[WARI_CELLS];
	uint64_t positions = 0;
	int s, cells = 2 * CS(like)->npits, n, j;

	*moves = 0;
	for (s = 0; s <= stones; s++) {
		memset(cell, 0, sizeof cell);
		cell[cells - 1] = (uint8_t)s;
		do {
			struct bg_state st, t;

			wari_index_state(&st, like, cell);
			n = g->moves(&st, mv);
			for (j = 0; j < n; j++) {
				t = st;
				g->apply(&t, &mv[j]);
			}
			*moves += (uint64_t)n;
			positions++;
		} while (wari_index_next(cell, cells));
	}
	return positions;
}

/* lookups states of 1 to stones stones on the standard board under
 * its rules, thrown at random, that are going on (bg's parser refuses
 * the others), each with a random quiet count. */
static struct bg_state *
random_states(const struct bg_game *g, int stones, long lookups)
{
	struct bg_state *st = calloc((size_t)lookups, sizeof *st);
	uint64_t r = 12345;
	char line[BG_LINE_MAX];
	struct bg_err err;
	long i;

	for (i = 0; st && i < lookups; i++) {
		int pit[12], k, c;
		size_t at;

		do {
			memset(pit, 0, sizeof pit);
			for (k = 1 + (int)(next(&r) % (unsigned)stones); k > 0; k--)
				pit[next(&r) % 12]++;
			c = (int)(next(&r) % 100);
			at = (size_t)snprintf(line, sizeof line, "wari "
			        "twelve=exact slam=leave-one quiet=100 phase=move "
			        "turn=%s ply=%d idle=%d pits=",
			        next(&r) % 2 ? "south" : "north", c, c);
			for (c = 0; c < 12; c++)
				at += (size_t)snprintf(line + at, sizeof line - at,
				                       "%s%d", c == 0 ? "" : c == 6
				                       ? "/" : ",", pit[c]);
			snprintf(line + at, sizeof line - at, " captured=0,0");
		} while (exact_parse_state(g, line, &st[i], &err) < 0);
	}
	return st;
}

/* A state of stones stones, north to move: all but one in its a. */
static int
tall_state(const struct bg_game *g, int stones, struct bg_state *st,
           struct bg_err *err)
{
	char line[BG_LINE_MAX];

	snprintf(line, sizeof line, "wari twelve=exact slam=leave-one "
	         "quiet=100 phase=move turn=north ply=0 idle=0 "
	         "pits=%d,0,0,0,0,0/0,0,0,0,0,1 captured=0,0", stones - 1);
	return exact_parse_state(g, line, st, err);
}

/* Solves every state, and says how long it took and how long listing
 * their moves takes. */
static int
look_up(const struct bg_game *g, void *solver, const struct bg_state *st,
        long lookups, double *look_t, double *list_t)
{
	struct bg_move mv[BG_MAX_MOVES];
	struct bg_exact ex;
	struct bg_err err;
	double t0 = seconds();
	long i;

	for (i = 0; i < lookups; i++)
		if (g->solve(solver, &st[i], &ex, &err) != 1) {
			fprintf(stderr, "wari-exact: %s\n", err.msg);
			return -1;
		}
	*look_t = seconds() - t0;
	t0 = seconds();
	for (i = 0; i < lookups; i++)
		g->moves(&st[i], mv);
	*list_t = seconds() - t0;
	return 0;
}

static double
ratio(double a, double b)
{
	return b > 0 ? a / b : 0;
}

/* wari-exact bench STONES JOBS LOOKUPS: the tables' build against the
 * baseline of making their positions and playing every move once, the
 * memory after it, and lookups against listing the same states'
 * moves. */
int
exact_bench(int stones, int jobs, long lookups)
{
	const struct bg_game *g = bg_game_find("wari", 4);
	struct bg_state like, tall, *st = NULL;
	struct bg_exact ex;
	struct bg_err err;
	struct rusage u;
	uint64_t positions, moves;
	double t0, c0, base_t, build_t, build_c, look_t, list_t;
	void *solver;

	if (!g || exact_parse_state(g, standard, &like, &err) < 0 ||
	    tall_state(g, stones, &tall, &err) < 0 ||
	    !(solver = g->solver_new((size_t)1 << 30, jobs, &err))) {
		fprintf(stderr, "wari-exact: %s\n", g ? err.msg : "no wari");
		return 70;
	}
	t0 = seconds();
	positions = every_move(g, &like, stones, &moves);
	base_t = seconds() - t0;
	t0 = seconds();
	c0 = cpu_seconds();
	if (g->solve(solver, &tall, &ex, &err) != 1) {
		fprintf(stderr, "wari-exact: %s\n", err.msg);
		return 65;
	}
	build_t = seconds() - t0;
	build_c = cpu_seconds() - c0;
	getrusage(RUSAGE_SELF, &u);
	if (!(st = random_states(g, stones, lookups)) ||
	    look_up(g, solver, st, lookups, &look_t, &list_t) < 0)
		return 70;
	printf("stones %d, jobs %d: %llu positions, %llu moves\n", stones, jobs,
	       (unsigned long long)positions, (unsigned long long)moves);
	printf("  baseline, every position made and its moves played: %.3f s\n",
	       base_t);
	printf("  tables built: %.3f s (%.3f s of cpu), %.2f x the baseline; "
	       "the process's peak memory %ld MiB\n", build_t, build_c,
	       ratio(build_t, base_t), u.ru_maxrss / 1024);
	printf("  lookups: %ld in %.3f s, %.0f a second; listing their moves "
	       "%.0f a second (%.2f x)\n", lookups, look_t,
	       ratio((double)lookups, look_t), ratio((double)lookups, list_t),
	       ratio(look_t, list_t));
	free(st);
	g->solver_free(solver);
	return 0;
}
