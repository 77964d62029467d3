/* manji-exact: the exact Manji solver (lib/games/manji/solve.c,
 * tables.c) against a plain value iteration, on games small enough to
 * enumerate (tests/manji-exact.bats).
 *
 *   manji-exact solve [RULES]   the solver's value of each state read
 *   manji-exact brute [RULES]   the plain iteration's
 *
 * Each prints, for every state line of standard input, seat 1's and
 * seat 2's chance of winning in BG_EVAL_ONE units, or the refusal.
 * RULES is a definition file, as --rules takes.
 *
 * The plain iteration knows nothing of the solver's index, its turns or
 * its graph: it walks every state reachable from the one read through
 * the game interface (each roll, each die to play and each roll after a
 * 6 a state of its own, told apart by all their fields but the count of
 * rolls), keeps them in a hash table, and sweeps them in the order
 * found, each value replaced as soon as it is new, from 0 until no value
 * moves by 1e-13: the mover takes the most for itself, a roll the mean
 * of its outcomes.  The rules are the library's; the iteration is
 * written again, plainly.  Input is trusted. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/manji/manji.h"

#define STATES_MAX 4000000

struct node {
	struct bg_state st;
	int seat;          /* the mover's index, -1 at a roll, -2 at the end */
	uint32_t first, n; /* its successors */
};

struct graph {
	struct node *node;
	uint32_t *succ;
	double *value;
	size_t n, cap, nsucc, succ_cap;
	uint32_t *slot; /* index + 1, by hash */
	size_t slots;
};

static void
die(const char *msg)
{
	fprintf(stderr, "manji-exact: %s\n", msg);
	exit(70);
}

static void *
grow(void *p, size_t *cap, size_t need, size_t size)
{
	if (need <= *cap)
		return p;
	while (*cap < need)
		*cap = *cap ? 2 * *cap : 1024;
	if (!(p = realloc(p, *cap * size)))
		die("out of memory");
	return p;
}

static uint64_t
hash(const struct manji *g)
{
	struct manji k = *g;

	k.rolls = 0;
	return bg_fnv1a(0xcbf29ce484222325u, &k, sizeof k);
}

static int
same(const struct manji *a, const struct manji *b)
{
	struct manji x = *a, y = *b;

	x.rolls = y.rolls = 0;
	return memcmp(&x, &y, sizeof x) == 0;
}

/* The index of st's node, added when new. */
static uint32_t
node_of(struct graph *g, const struct bg_state *st)
{
	size_t h = hash(CS(st)) % g->slots;
	struct node *nd;

	for (; g->slot[h]; h = (h + 1) % g->slots)
		if (same(CS(&g->node[g->slot[h] - 1].st), CS(st)))
			return g->slot[h] - 1;
	if (g->n == STATES_MAX)
		die("more than 4 million states");
	g->node = grow(g->node, &g->cap, g->n + 1, sizeof *g->node);
	nd = &g->node[g->n];
	nd->st = *st;
	nd->n = 0;
	g->slot[h] = (uint32_t)++g->n;
	return (uint32_t)(g->n - 1);
}

static void
add_succ(struct graph *g, const struct bg_state *from, const struct bg_move *mv)
{
	struct bg_state next = *from;
	uint32_t i;

	from->game->apply(&next, mv);
	i = node_of(g, &next);
	g->succ = grow(g->succ, &g->succ_cap, g->nsucc + 1, sizeof *g->succ);
	g->succ[g->nsucc++] = i;
}

/* Node i's successors: every outcome of its roll, or every move. */
static void
expand(struct graph *g, uint32_t i)
{
	struct bg_move moves[BG_MAX_MOVES], mv = { .kind = BG_ACT_CHANCE };
	struct bg_state st = g->node[i].st;
	struct bg_chance ev;
	uint32_t first = (uint32_t)g->nsucc;
	int n, m, k;

	if (st.game->phase(&st) == BG_PHASE_OVER) {
		g->node[i].seat = -2;
	} else if (st.game->chance(&st, &ev)) {
		g->node[i].seat = -1;
		mv.len = (uint8_t)ev.dice;
		for (k = 0; k < ev.dice; k++)
			mv.v[k] = 1;
		for (;;) {
			add_succ(g, &st, &mv);
			for (k = ev.dice - 1; k >= 0 && mv.v[k] == ev.faces; k--)
				mv.v[k] = 1;
			if (k < 0)
				break;
			mv.v[k]++;
		}
	} else {
		g->node[i].seat = st.game->seat(&st);
		n = st.game->moves(&st, moves);
		for (m = 0; m < n; m++)
			add_succ(g, &st, &moves[m]);
	}
	g->node[i].first = first;
	g->node[i].n = (uint32_t)g->nsucc - first;
}

static double
node_value(const struct graph *g, uint32_t i)
{
	const struct node *nd = &g->node[i];
	struct bg_outcome o;
	double best, v;
	uint32_t s;

	if (nd->seat == -2) {
		nd->st.game->outcome(&nd->st, &o);
		return o.won[0] ? 1.0 : 0.0;
	}
	if (nd->seat == -1) {
		for (v = 0, s = 0; s < nd->n; s++)
			v += g->value[g->succ[nd->first + s]];
		return v / nd->n;
	}
	best = nd->seat == 0 ? -1 : 2;
	for (s = 0; s < nd->n; s++) {
		v = g->value[g->succ[nd->first + s]];
		best = nd->seat == 0 ? (v > best ? v : best) : (v < best ? v : best);
	}
	return best;
}

static double
brute(const struct bg_state *st)
{
	struct graph g = { 0 };
	double most, v, chance;
	uint32_t i;

	g.slots = 2 * STATES_MAX + 1;
	if (!(g.slot = calloc(g.slots, sizeof *g.slot)))
		die("out of memory");
	node_of(&g, st);
	for (i = 0; i < g.n; i++)
		expand(&g, i);
	if (!(g.value = calloc(g.n, sizeof *g.value)))
		die("out of memory");
	do {
		for (most = 0, i = 0; i < g.n; i++) {
			v = node_value(&g, i);
			if (fabs(v - g.value[i]) > most)
				most = fabs(v - g.value[i]);
			g.value[i] = v;
		}
	} while (most > 1e-13);
	chance = g.value[0];
	free(g.node);
	free(g.succ);
	free(g.value);
	free(g.slot);
	return chance;
}

int
main(int argc, char **argv)
{
	const struct bg_game *game = bg_game_find("manji", 5);
	struct bg_defs defs;
	struct bg_state st;
	struct bg_err err;
	struct bg_exact e;
	char line[4096];
	void *solver;
	int solve, r, status = 0;
	int32_t fine;

	if (argc < 2 || argc > 3 || (strcmp(argv[1], "solve") != 0 &&
	                             strcmp(argv[1], "brute") != 0)) {
		fprintf(stderr, "usage: manji-exact solve|brute [RULES]\n");
		return 64;
	}
	solve = strcmp(argv[1], "solve") == 0;
	bg_defs_init(&defs);
	if (argc == 3 && bg_defs_load_file(&defs, argv[2], &err) < 0) {
		fprintf(stderr, "manji-exact: %s\n", err.msg);
		return err.status;
	}
	if (!(solver = game->solver_new((size_t)1 << 30, 1, &err))) {
		fprintf(stderr, "manji-exact: %s\n", err.msg);
		return 70;
	}
	while (fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "\n")] = 0;
		if (bg_state_parse(&defs, &st, line, strlen(line), &err) < 0) {
			fprintf(stderr, "manji-exact: %s\n", err.msg);
			status = err.status;
			continue;
		}
		if (solve && (r = game->solve(solver, &st, &e, &err)) != 1) {
			printf("refused: %s\n", err.msg);
			continue;
		}
		fine = solve ? e.eval[0]
		             : (int32_t)(brute(&st) * BG_EVAL_ONE + 0.5);
		printf("%d %d\n", (int)fine, (int)(BG_EVAL_ONE - fine));
	}
	game->solver_free(solver);
	bg_defs_free(&defs);
	return status;
}
