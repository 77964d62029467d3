/*
 * wari-exact: the exact solver of lib/games/wari/ (solve.c, through the
 * game interface) against a brute-force minimax written plainly over the
 * rules of wari-plain.h, the second Wari that shares nothing with the
 * engine; and the solver's figures.
 *
 *   wari-exact check N SEED    N random positions of at most 10 stones,
 *                              spread over every rule option set: a line
 *                              for each where the solver and the brute
 *                              force differ, a line per option set, and
 *                              "N positions, N agree"
 *   wari-exact majority N SEED the same under the majority ending
 *                              (WR-10), on boards of 1 to 3 pits a row
 *                              with random captures
 *   wari-exact tree N SEED     the brute force against a full game tree
 *                              searched without a memo, on N small
 *                              positions with small quiet counts
 *   wari-exact states N SEED   the positions of check, one state a line
 *   wari-exact threads N SEED THREADS
 *                              the positions of check solved by THREADS
 *                              threads at once on one solver, against
 *                              one thread
 *   wari-exact solve [BYTES [JOBS]]  < states
 *                              each state's exact value, or the solver's
 *                              refusal
 *   wari-exact brute           < states
 *                              each state's value by the brute force
 *   wari-exact bench STONES JOBS [LOOKUPS]
 *                              the time and memory of the tables for
 *                              STONES stones on the standard board, and
 *                              of LOOKUPS lookups, beside baselines
 *                              (exact-bench.c)
 *
 * The brute force plays the game as it is, quiet count included: a
 * state's value is the best final margin over the whole game tree, with
 * a memo of the values of states met before (the stones, the turn and
 * the quiet count; the captures add to a value and change nothing else,
 * but under the majority ending, where they decide when a capture ends
 * the game, the room the mover has below half of the stones is part of
 * it too).
 * With the quiet rule off, play that never captures again shares the
 * stones left equally; the brute force cuts such play after H capture-
 * free plies, the stones left shared, and a value counts only when two
 * cuts far apart give the same (the values of ever longer cuts are the
 * same from some length on).
 * A value is printed "north win +2 south loss -2": each seat's result
 * and final margin.
 */
#include <pthread.h>

#include "core/core.h"
#include "wari-plain.h"

/* exact-bench.c */
int exact_bench(int stones, int jobs, long lookups);
int exact_parse_state(const struct bg_game *g, const char *line,
                      struct bg_state *st, struct bg_err *err);

#define MEMO_BITS 20
#define MEMO_STONES 15 /* the memo packs a pit in 4 bits */
#define MEMO_PITS 6
#define MEMO_MAJORITY_PITS 4 /* the memo's room for the captures' room */
#define MAJORITY_PITS 3      /* the boards of majority's positions */
#define HORIZON 128    /* the cuts of play without the quiet rule */
#define HORIZON_MAX 256

static const char *const twelves[] = { "exact", "atleast", "off" };
static const char *const slams[] = { "leave-one", "no-capture", "illegal" };
static const int quiets[] = { 0, 1, 2, 3, 5, 8, 100 };
#define NQUIET ((int)(sizeof quiets / sizeof quiets[0]))

/* The values of states met under one rule set and one cut, by their
 * packed board size, stones, turn and count; emptied when full (it only
 * saves work). */
struct memo {
	unsigned long tag;            /* the cut it holds values for */
	uint64_t key[1 << MEMO_BITS]; /* the key plus 1; 0: empty */
	int8_t value[1 << MEMO_BITS];
	size_t used;
};

struct rng {
	uint64_t s;
};

static unsigned
draw(struct rng *r, unsigned below)
{
	r->s ^= r->s >> 12;
	r->s ^= r->s << 25;
	r->s ^= r->s >> 27;
	return (unsigned)((r->s * 2685821657736338717ULL) >> 33) % below;
}

static uint64_t
pack(const struct pos *p)
{
	uint64_t key = (uint64_t)p->n;
	int side, i;

	for (side = 0; side < 2; side++)
		for (i = 0; i < p->n; i++)
			key = key << 4 | (uint64_t)p->b[side][i];
	key = (key << 1 | (uint64_t)p->turn) << 9 | p->idle;
	if (p->majority) {
		int room = row_total(p, NORTH) + row_total(p, SOUTH) +
		           p->cap[1 - p->turn] - p->cap[p->turn];

		key |= (uint64_t)(room + 1) << 54;
	}
	return key;
}

static size_t
memo_find(const struct memo *m, uint64_t key)
{
	size_t mask = ((size_t)1 << MEMO_BITS) - 1;
	size_t i = (size_t)((key * 0x9e3779b97f4a7c15ULL) >> (64 - MEMO_BITS));

	while (m->key[i] && m->key[i] != key + 1)
		i = (i + 1) & mask;
	return i;
}

static void
memo_clear(struct memo *m)
{
	memset(m->key, 0, sizeof m->key);
	m->used = 0;
}

/* Can the memo hold p's states? */
static int
fits_memo(const struct pos *p)
{
	int side, i, stones = 0;

	for (side = 0; side < 2; side++)
		for (i = 0; i < p->n; i++)
			stones += p->b[side][i];
	return p->n <= (p->majority ? MEMO_MAJORITY_PITS : MEMO_PITS) &&
	       stones <= MEMO_STONES &&
	       (p->quiet ? (unsigned long)p->quiet : HORIZON_MAX + 1) < 512;
}

/* The memo, emptied unless it holds values for the cut tag. */
static struct memo *
memo_for(struct memo *m, unsigned long tag)
{
	if (m->tag != tag) {
		memo_clear(m);
		m->tag = tag;
	}
	return m;
}

static void
memo_put(struct memo *m, uint64_t key, int value)
{
	size_t i;

	if (m->used >= ((size_t)3 << MEMO_BITS) / 4)
		memo_clear(m);
	i = memo_find(m, key);
	m->key[i] = key + 1;
	m->value[i] = (int8_t)value;
	m->used++;
}

/* The best final margin the side to move can force from p, less the
 * margin of the captures made before: a full minimax over the game's
 * tree.  horizon > 0 (the quiet rule off): play is cut when horizon
 * plies have passed without a capture, the stones left shared equally.
 * With memo NULL every state is searched again. */
static int
brute(struct memo *m, const struct pos *p, unsigned long horizon)
{
	int mv[MAXPITS], n = legal(p, mv), me = p->turn, k, best = -1000;
	uint64_t key = 0;

	if (m) {
		size_t i;

		key = pack(p);
		i = memo_find(m, key);
		if (m->key[i])
			return m->value[i];
	}
	for (k = 0; k < n; k++) {
		struct pos q = *p;
		int v;

		move(&q, mv[k]);
		v = (q.cap[me] - p->cap[me]) - (q.cap[1 - me] - p->cap[1 - me]);
		if (!q.over && !(horizon && q.idle >= horizon))
			v -= brute(m, &q, horizon);
		if (v > best)
			best = v;
	}
	if (m)
		memo_put(m, key, best);
	return best;
}

/* The brute force's value of a state going on, for the side to move,
 * with a memo for each of two cuts: -1000 when play without the quiet
 * rule does not give the same at both. */
static int
brute_value(struct memo *m, const struct pos *p)
{
	struct pos q = *p;
	int v;

	if (p->quiet)
		return brute(memo_for(&m[0], 0), p, 0);
	/* the cut counts from the state's own count */
	q.idle = 0;
	v = brute(memo_for(&m[0], HORIZON), &q, HORIZON);
	return v == brute(memo_for(&m[1], HORIZON_MAX), &q, HORIZON_MAX) ? v
	                                                                : -1000;
}

static const char *
result_word(int margin)
{
	return margin > 0 ? "win" : margin < 0 ? "loss" : "draw";
}

/* "north win +2 south loss -2" for north's final margin. */
static void
print_value(FILE *out, int north)
{
	fprintf(out, "north %s %+d south %s %+d\n", result_word(north), north,
	        result_word(-north), -north);
}

/* The solver's value, as print_value's words, into line: 1, or 0 with
 * the refusal there. */
static int
solver_value(const struct bg_game *g, void *solver,
             const struct bg_state *st, int *north, struct bg_err *err)
{
	struct bg_exact ex;
	int r = g->solve(solver, st, &ex, err);

	if (r != 1)
		return r;
	if (ex.seats != 2 || ex.margin[0] != -ex.margin[1] ||
	    ex.value[0] + ex.value[1] != BG_VALUE_ONE ||
	    ex.value[0] != (ex.margin[0] > 0 ? BG_VALUE_ONE : ex.margin[0] < 0
	                    ? 0 : BG_VALUE_ONE / 2)) {
		bg_fail(err, BG_EX_SOFTWARE, "the values %d/%d and margins %d/%d "
		        "do not agree", ex.value[0], ex.value[1], ex.margin[0],
		        ex.margin[1]);
		return -1;
	}
	*north = ex.margin[0];
	return 1;
}

static const struct bg_game *
wari(void)
{
	const struct bg_game *g = bg_game_find("wari", 4);

	if (!g || !g->solve) {
		fprintf(stderr, "wari-exact: no Wari solver\n");
		exit(70);
	}
	return g;
}

/* A state line of game g, read and checked as bg_state_parse does;
 * exact-bench.c reads its states by it too. */
int
exact_parse_state(const struct bg_game *g, const char *line,
                  struct bg_state *st, struct bg_err *err)
{
	memset(st, 0, sizeof *st);
	st->game = g;
	if (g->parse(st, line, strlen(line), err) < 0)
		return -1;
	return g->check(st, err);
}

/* The most stones a random position of a board and quiet count has:
 * enough to be hard, few enough for the brute force, whose work grows
 * with the positions of the stones and the plies each can last. */
static int
most_stones(int pits, int quiet)
{
	static const int most[MEMO_PITS + 1] = { 0, 10, 10, 10, 9, 7, 6 };
	static const int endless[MEMO_PITS + 1] = { 0, 10, 10, 7, 5, 4, 4 };

	if (quiet == 0)
		return endless[pits];
	if (quiet == 100)
		return pits <= 2 ? 6 : 3;
	if (quiet <= 3)
		return 10;
	return most[pits];
}

/* Has a side captured more than half the stones of the game (WR-10)? */
static int
past_half(const struct pos *p)
{
	int all = row_total(p, NORTH) + row_total(p, SOUTH) + p->cap[NORTH] +
	          p->cap[SOUTH];

	return 2 * p->cap[NORTH] > all || 2 * p->cap[SOUTH] > all;
}

/* A random state going on under the given options: a board of 1 to 6
 * pits, its stones thrown at random (or, half the time on boards where
 * the twelve-rule can bind, a pit first filled to twice the pits), a
 * random turn, quiet count and captures. */
static void
random_pos(struct rng *r, int twelve, int slam, int quiet, int majority,
           struct pos *p)
{
	int mv[MAXPITS];

	do {
		int stones, i, cells;

		memset(p, 0, sizeof *p);
		p->n = 1 + (int)draw(r, majority ? MAJORITY_PITS : MEMO_PITS);
		cells = 2 * p->n;
		stones = 1 + (int)draw(r, (unsigned)most_stones(p->n, quiet));
		if (stones >= cells && draw(r, 2)) {
			i = (int)draw(r, (unsigned)cells);
			p->b[i / p->n][i % p->n] = cells;
			stones -= cells;
		}
		for (; stones > 0; stones--) {
			i = (int)draw(r, (unsigned)cells);
			p->b[i / p->n][i % p->n]++;
		}
		snprintf(p->twelve, sizeof p->twelve, "%s", twelves[twelve]);
		snprintf(p->slam, sizeof p->slam, "%s", slams[slam]);
		p->quiet = quiet;
		p->turn = (int)draw(r, 2);
		p->idle = quiet ? draw(r, (unsigned)quiet) : draw(r, 30);
		p->ply = p->idle + draw(r, 40);
		p->cap[NORTH] = (int)draw(r, 12);
		p->cap[SOUTH] = (int)draw(r, 12);
		p->majority = majority;
	} while (legal(p, mv) == 0 || (majority && past_half(p)));
}

/* One position of check: 1 when the solver and the brute force agree. */
static int
check_one(const struct bg_game *g, void *solver, struct memo *m,
          const struct pos *p)
{
	char line[BG_LINE_MAX];
	struct bg_state st;
	struct bg_err err;
	int want, got, r;

	format_state(p, line, sizeof line);
	if (exact_parse_state(g, line, &st, &err) < 0) {
		printf("bg refuses %s: %s\n", line, err.msg);
		return 0;
	}
	want = brute_value(m, p);
	if (want == -1000) {
		printf("unsettled %s\n", line);
		return 0;
	}
	want += p->cap[p->turn] - p->cap[1 - p->turn];
	if (p->turn == SOUTH)
		want = -want;
	if ((r = solver_value(g, solver, &st, &got, &err)) != 1) {
		printf("solver fails on %s: %s\n", line, err.msg);
		return 0;
	}
	if (got == want)
		return 1;
	printf("differ ");
	print_state(p);
	printf("  solver: ");
	print_value(stdout, got);
	printf("  brute:  ");
	print_value(stdout, want);
	return 0;
}

/* The positions of check: count of them dealt round the option sets,
 * set by set, from seed; fn sees each, and done each set. */
struct deal {
	long count;
	unsigned long seed;
	int majority;
	int (*each)(const struct pos *p, void *ctx);
	void (*done)(int twelve, int slam, int quiet, long n, long ok,
	             void *ctx);
	void *ctx;
};

static long
deal_positions(const struct deal *d)
{
	struct rng r = { d->seed * 0x9e3779b97f4a7c15ULL + 1 };
	int set, sets = 3 * 3 * NQUIET;
	long ok = 0;

	for (set = 0; set < sets; set++) {
		int twelve = set % 3, slam = set / 3 % 3;
		int quiet = quiets[set / 9];
		long n = d->count / sets + (set < d->count % sets), good = 0, i;

		for (i = 0; i < n; i++) {
			struct pos p;

			random_pos(&r, twelve, slam, quiet, d->majority, &p);
			good += d->each(&p, d->ctx);
		}
		if (d->done)
			d->done(twelve, slam, quiet, n, good, d->ctx);
		ok += good;
	}
	return ok;
}

struct checking {
	const struct bg_game *g;
	void *solver;
	struct memo *m;
	struct pos last;  /* of the option set the memo holds values of */
};

static int
check_each(const struct pos *p, void *ctx)
{
	struct checking *c = ctx;

	if (strcmp(p->twelve, c->last.twelve) != 0 ||
	    strcmp(p->slam, c->last.slam) != 0 || p->quiet != c->last.quiet) {
		/* the memo's keys hold no options */
		c->m[0].tag = c->m[1].tag = 1;
		memo_clear(&c->m[0]);
		memo_clear(&c->m[1]);
		c->last = *p;
	}
	return check_one(c->g, c->solver, c->m, p);
}

static void
check_done(int twelve, int slam, int quiet, long n, long ok, void *ctx)
{
	(void)ctx;
	printf("twelve=%s slam=%s quiet=%d: %ld positions, %ld agree\n",
	       twelves[twelve], slams[slam], quiet, n, ok);
}

/* check N SEED, or majority N SEED */
static int
check(long count, unsigned long seed, int majority)
{
	struct checking c = { wari(), NULL, calloc(2, sizeof *c.m), { 0 } };
	struct deal d = { count, seed, majority, check_each, check_done, &c };
	struct bg_err err;
	long agree;

	if (!c.m || !(c.solver = c.g->solver_new((size_t)1 << 30, 1, &err))) {
		fprintf(stderr, "wari-exact: out of memory\n");
		return 70;
	}
	agree = deal_positions(&d);
	printf("%ld positions, %ld agree\n", count, agree);
	c.g->solver_free(c.solver);
	free(c.m);
	return agree == count ? 0 : 1;
}

static int
print_each(const struct pos *p, void *ctx)
{
	(void)ctx;
	print_state(p);
	return 1;
}

/* states N SEED */
static int
states(long count, unsigned long seed)
{
	struct deal d = { count, seed, 0, print_each, NULL, NULL };

	deal_positions(&d);
	return 0;
}

/* The states and what threads find for them. */
struct sharing {
	const struct bg_game *g;
	void *solver;
	struct bg_state *st;
	int *north, *r;
	long count, next;
	int threads, index;
};

static int
keep_each(const struct pos *p, void *ctx)
{
	struct sharing *sh = ctx;
	char line[BG_LINE_MAX];
	struct bg_err err;

	format_state(p, line, sizeof line);
	return exact_parse_state(sh->g, line, &sh->st[sh->next++], &err) == 0;
}

struct share {
	struct sharing *sh;
	int index;
};

/* A thread's states: every threads-th from its index on. */
static void *
solve_share(void *arg)
{
	struct share *t = arg;
	struct sharing *sh = t->sh;
	struct bg_err err;
	long i;

	for (i = t->index; i < sh->count; i += sh->threads)
		sh->r[i] = solver_value(sh->g, sh->solver, &sh->st[i],
		                        &sh->north[i], &err);
	return NULL;
}

/* threads N SEED THREADS: the answers of THREADS threads sharing a new
 * solver, building its tables as they go, against one thread's. */
static int
threads(long count, unsigned long seed, int nthreads)
{
	struct sharing sh = { wari(), NULL, calloc((size_t)count, sizeof *sh.st),
	                      calloc((size_t)count, sizeof *sh.north),
	                      calloc((size_t)count, sizeof *sh.r), count, 0,
	                      1, 0 };
	struct deal d = { count, seed, 0, keep_each, NULL, &sh };
	pthread_t thread[16];
	struct share part[16];
	struct bg_err err;
	int *north1, *r1, t, started = 0;
	long i, same = 0;

	if (!sh.st || !sh.north || !sh.r || nthreads < 1 || nthreads > 16 ||
	    deal_positions(&d) != count)
		return 70;
	sh.solver = sh.g->solver_new((size_t)1 << 30, 1, &err);
	part[0] = (struct share){ &sh, 0 };
	solve_share(&part[0]);
	sh.g->solver_free(sh.solver);
	north1 = sh.north;
	r1 = sh.r;
	sh.north = calloc((size_t)count, sizeof *sh.north);
	sh.r = calloc((size_t)count, sizeof *sh.r);
	sh.solver = sh.g->solver_new((size_t)1 << 30, 2, &err);
	sh.threads = nthreads;
	if (!sh.north || !sh.r || !sh.solver)
		return 70;
	for (t = 0; t < nthreads; t++) {
		part[t] = (struct share){ &sh, t };
		if (pthread_create(&thread[t], NULL, solve_share, &part[t]) != 0)
			break;
		started++;
	}
	for (t = 0; t < started; t++)
		pthread_join(thread[t], NULL);
	for (i = 0; i < count; i++)
		same += r1[i] == 1 && sh.r[i] == 1 && north1[i] == sh.north[i];
	printf("%ld positions, %d threads: %ld the same as one thread's\n",
	       count, started, same);
	sh.g->solver_free(sh.solver);
	free(north1);
	free(r1);
	free(sh.north);
	free(sh.r);
	free(sh.st);
	return same == count && started == nthreads ? 0 : 1;
}

/* A random small position for tree: a full tree stays small. */
static void
small_pos(struct rng *r, struct pos *p)
{
	int mv[MAXPITS];

	do {
		int quiet = 1 + (int)draw(r, 3), stones, i, cells;

		memset(p, 0, sizeof *p);
		p->n = 1 + (int)draw(r, 4);
		cells = 2 * p->n;
		stones = 1 + (int)draw(r, quiet == 3 ? 4 : 6);
		for (; stones > 0; stones--) {
			i = (int)draw(r, (unsigned)cells);
			p->b[i / p->n][i % p->n]++;
		}
		snprintf(p->twelve, sizeof p->twelve, "%s", twelves[draw(r, 3)]);
		snprintf(p->slam, sizeof p->slam, "%s", slams[draw(r, 3)]);
		p->quiet = quiet;
		p->turn = (int)draw(r, 2);
		p->idle = draw(r, (unsigned)quiet);
		p->ply = p->idle;
	} while (legal(p, mv) == 0);
}

/* tree N SEED: the memo changes no value. */
static int
tree(long count, unsigned long seed)
{
	struct memo *m = calloc(1, sizeof *m);
	struct rng r = { seed * 0x9e3779b97f4a7c15ULL + 1 };
	char line[BG_LINE_MAX];
	long agree = 0, each;

	if (!m) {
		fprintf(stderr, "wari-exact: out of memory\n");
		return 70;
	}
	for (each = 0; each < count; each++) {
		struct pos p;
		int with, without;

		small_pos(&r, &p);
		memo_clear(m);
		with = brute(m, &p, 0);
		without = brute(NULL, &p, 0);
		if (with == without) {
			agree++;
			continue;
		}
		format_state(&p, line, sizeof line);
		printf("differ %s: %+d with the memo, %+d without\n", line,
		       with, without);
	}
	printf("%ld positions, %ld agree\n", count, agree);
	free(m);
	return agree == count ? 0 : 1;
}

/* Reads states from standard input, blank lines and comments passed
 * over, and prints each one's value by fn: 0, or 65 when one could not
 * be had. */
static int
each_state(int (*fn)(const struct bg_game *g, const struct bg_state *st,
                     const char *line, void *ctx),
           void *ctx)
{
	const struct bg_game *g = wari();
	char line[BG_LINE_MAX];
	struct bg_state st;
	struct bg_err err;
	int status = 0;

	while (fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "\n")] = '\0';
		if (bg_line_is_blank(line, strlen(line)))
			continue;
		if (exact_parse_state(g, line, &st, &err) < 0) {
			printf("error: %s\n", err.msg);
			status = 65;
		} else if (fn(g, &st, line, ctx) != 0) {
			status = 65;
		}
	}
	return status;
}

static int
solve_state(const struct bg_game *g, const struct bg_state *st,
            const char *line, void *solver)
{
	struct bg_err err;
	int north, r = solver_value(g, solver, st, &north, &err);

	(void)line;
	if (r == 1)
		print_value(stdout, north);
	else
		printf("%s: %s\n", r == 0 ? "refused" : "error", err.msg);
	return r != 1;
}

static int
brute_state(const struct bg_game *g, const struct bg_state *st,
            const char *line, void *memo)
{
	struct bg_outcome o;
	struct pos p;
	char copy[BG_LINE_MAX];
	int v;

	g->outcome(st, &o);
	if (o.over) {
		print_value(stdout, o.score[NORTH] - o.score[SOUTH]);
		return 0;
	}
	snprintf(copy, sizeof copy, "%s", line);
	parse(copy, &p);
	if (!fits_memo(&p)) {
		printf("error: beyond the brute force's memo\n");
		return 1;
	}
	memo_clear(memo_for(memo, 1));
	memo_clear(memo_for((struct memo *)memo + 1, 1));
	if ((v = brute_value(memo, &p)) == -1000) {
		printf("unsettled\n");
		return 1;
	}
	v += p.cap[p.turn] - p.cap[1 - p.turn];
	print_value(stdout, p.turn == NORTH ? v : -v);
	return 0;
}

static int
usage(void)
{
	fprintf(stderr, "usage: wari-exact check N SEED | majority N SEED | "
	        "tree N SEED | states N SEED\n"
	        "       wari-exact threads N SEED THREADS\n"
	        "       wari-exact solve [BYTES [JOBS]] < states\n"
	        "       wari-exact brute < states\n"
	        "       wari-exact bench STONES JOBS [LOOKUPS]\n");
	return 64;
}

int
main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";

	if (strcmp(mode, "check") == 0 && argc == 4)
		return check(atol(argv[2]), strtoul(argv[3], NULL, 10), 0);
	if (strcmp(mode, "majority") == 0 && argc == 4)
		return check(atol(argv[2]), strtoul(argv[3], NULL, 10), 1);
	if (strcmp(mode, "tree") == 0 && argc == 4)
		return tree(atol(argv[2]), strtoul(argv[3], NULL, 10));
	if (strcmp(mode, "states") == 0 && argc == 4)
		return states(atol(argv[2]), strtoul(argv[3], NULL, 10));
	if (strcmp(mode, "threads") == 0 && argc == 5)
		return threads(atol(argv[2]), strtoul(argv[3], NULL, 10),
		               atoi(argv[4]));
	if (strcmp(mode, "solve") == 0 && argc <= 4) {
		struct bg_err err;
		void *solver = wari()->solver_new(
			argc > 2 ? strtoull(argv[2], NULL, 10) : (size_t)1 << 30,
			argc > 3 ? atoi(argv[3]) : 1, &err);
		int status;

		if (!solver) {
			fprintf(stderr, "wari-exact: %s\n", err.msg);
			return 70;
		}
		status = each_state(solve_state, solver);
		wari()->solver_free(solver);
		return status;
	}
	if (strcmp(mode, "brute") == 0 && argc == 2) {
		struct memo *m = calloc(2, sizeof *m);
		int status;

		if (!m)
			return 70;
		status = each_state(brute_state, m);
		free(m);
		return status;
	}
	if (strcmp(mode, "bench") == 0 && (argc == 4 || argc == 5))
		return exact_bench(atoi(argv[2]), atoi(argv[3]),
		                   argc == 5 ? atol(argv[4]) : 1000000);
	return usage();
}
