/* spook-exact: the exact Spook solver (lib/games/spook/solve.c, tables.c)
 * against a plain value iteration written here from the rules as
 * formats/spook.md states them (SW-3..SW-7), on games small enough to
 * enumerate (tests/exact.bats).
 *
 *   spook-exact solve [RULES]   the solver's value of each state read
 *   spook-exact brute [RULES]   the plain iteration's
 *
 * Each prints, for every state line of standard input, seat 1's and
 * seat 2's chance of winning in millionths of 0.84 (BG_EVAL_ONE units,
 * a shared win counting half), or the solver's refusal.  RULES is a
 * definition file, as --rules takes.
 *
 * The plain iteration knows nothing of the solver's index, its order of
 * play or its tables: it walks every state reachable from the one read
 * (the phases of a round each a state of their own, the pieces as
 * squares), keeps them in a hash table, and sweeps all of them in the
 * order found, each value replaced as soon as it is new, from 0 until
 * no value moves by 1e-13.  The rules are its own:
 * the definition's squares, entrances and characters, read from the
 * parsed definition, and nothing of rules.c. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/spook/spook.h"

enum { ROLL, MOVE0, MOVE1, ACTIVATE };

/* A state of the plain game: the phase, the die of the movement phase,
 * each seat's two pieces (a one-piece seat's second stays 0). */
struct node {
	uint8_t phase, die;
	uint8_t sq[2][2];
};

struct game {
	const struct spook_def *d;
	const uint8_t (*board)[SP_MAXSQUARES];
	int pieces;
	/* the states, and a hash of their keys to their indexes + 1 */
	struct node *node;
	int32_t (*succ)[SP_FACES]; /* a state's successors, found once */
	uint8_t *nsucc;
	double *value;
	size_t n, cap;
	uint32_t *slot;
	size_t slots;
};

static uint32_t
key_of(const struct node *s)
{
	return (uint32_t)s->phase | (uint32_t)s->die << 2 |
	       (uint32_t)s->sq[0][0] << 5 | (uint32_t)s->sq[0][1] << 11 |
	       (uint32_t)s->sq[1][0] << 17 | (uint32_t)s->sq[1][1] << 23;
}

static void
order(uint8_t *sq, int pieces)
{
	if (pieces == 2 && sq[0] > sq[1]) {
		uint8_t t = sq[0];

		sq[0] = sq[1];
		sq[1] = t;
	}
}

/* SW-2: a seat with all its pieces (two, or one) in the church. */
static int
finished(const struct game *g, const struct node *s, int p)
{
	int i;

	for (i = 0; i < g->pieces; i++)
		if (s->sq[p][i] != g->d->squares)
			return 0;
	return 1;
}

/* SW-5: where the character of square sq sends a piece on roll r. */
static int
woken(const struct game *g, int p, int sq, int r)
{
	int c = g->board[p][sq - 1];
	const struct character *ch;

	if (!c || !(g->d->ch[c - 1].rolls & (1u << r)))
		return sq;
	ch = &g->d->ch[c - 1];
	if (ch->action == ACT_FORWARD)
		return sq + ch->steps <= g->d->squares ? sq + ch->steps : sq;
	if (ch->action == ACT_BACK)
		return sq - ch->steps < 1 ? 1 : sq - ch->steps;
	if (ch->action == ACT_ENTRANCE)
		return g->d->entrance_of[sq];
	return 1;
}

/* SW-4: the squares a piece of seat p may leave with die v, at most
 * two (alike pieces on one square give one move); none: a pass. */
static int
movers(const struct game *g, const struct node *s, int p, int v, int *from)
{
	int n = 0, i;

	for (i = 0; i < g->pieces; i++) {
		int sq = s->sq[p][i];

		if (sq == g->d->squares || sq + v > g->d->squares)
			continue;
		if (n == 1 && s->sq[p][from[0]] == sq)
			continue;
		from[n++] = i;
	}
	return n;
}

static size_t find(struct game *g, const struct node *s);

/* The states after s and their weights (chance) or -1 (a choice):
 * each an index, or the end value (-2 - 1000 * value) when over. */
static int
successors(struct game *g, const struct node *s, long *to)
{
	int n = 0, p, v, m, from[2];
	struct node t;

	if (s->phase == ROLL) {
		for (v = 1; v <= SP_FACES; v++) {
			t = *s;
			t.phase = MOVE0;
			t.die = (uint8_t)v;
			to[n++] = (long)find(g, &t);
		}
		return n;
	}
	if (s->phase == ACTIVATE) {
		for (v = 1; v <= SP_FACES; v++) {
			t = *s;
			t.phase = ROLL;
			for (p = 0; p < 2; p++) {
				for (m = 0; m < g->pieces; m++)
					t.sq[p][m] = (uint8_t)woken(g, p, s->sq[p][m],
					                            v);
				order(t.sq[p], g->pieces);
			}
			to[n++] = (long)find(g, &t);
		}
		return n;
	}
	p = s->phase == MOVE0 ? 0 : 1;
	m = movers(g, s, p, s->die, from);
	for (v = 0; v < (m ? m : 1); v++) {
		t = *s;
		t.phase = p == 0 ? MOVE1 : ACTIVATE;
		if (m) {
			t.sq[p][from[v]] = (uint8_t)(t.sq[p][from[v]] + s->die);
			order(t.sq[p], g->pieces);
		}
		to[n++] = (long)find(g, &t);
	}
	return n;
}

/* SW-6: a state after a phase that leaves a seat finished is the end;
 * its value is fixed (-1 marks it in the index's place). */
static int
is_end(const struct game *g, const struct node *s)
{
	return (s->phase == ROLL || s->phase == ACTIVATE) &&
	       (finished(g, s, 0) || finished(g, s, 1));
}

static size_t
find(struct game *g, const struct node *s)
{
	uint32_t k = key_of(s);
	size_t h = (k * 2654435761u) & (g->slots - 1);

	while (g->slot[h]) {
		if (key_of(&g->node[g->slot[h] - 1]) == k)
			return g->slot[h] - 1;
		h = (h + 1) & (g->slots - 1);
	}
	if (g->n == g->cap) {
		fprintf(stderr, "spook-exact: more than %zu states\n", g->cap);
		exit(70);
	}
	g->node[g->n] = *s;
	g->slot[h] = (uint32_t)++g->n;
	return g->n - 1;
}

static double
end_value(const struct game *g, const struct node *s)
{
	int f0 = finished(g, s, 0), f1 = finished(g, s, 1);

	return f0 && f1 ? 0.5 : f0 ? 1 : 0;
}

/* The new value of state i from the values of its successors. */
static double
update(struct game *g, size_t i)
{
	struct node s = g->node[i];
	int k;
	double sum = 0, best = s.phase == MOVE0 ? -1 : 2;

	if (is_end(g, &s))
		return end_value(g, &s);
	for (k = 0; k < g->nsucc[i]; k++) {
		double v = g->value[g->succ[i][k]];

		if (s.phase == ROLL || s.phase == ACTIVATE)
			sum += v / SP_FACES;
		else if (s.phase == MOVE0 ? v > best : v < best)
			best = v;
	}
	return s.phase == ROLL || s.phase == ACTIVATE ? sum : best;
}

static void
explore(struct game *g, const struct node *start)
{
	long to[SP_FACES];
	size_t i;
	int k;

	find(g, start);
	for (i = 0; i < g->n; i++) {
		g->nsucc[i] = 0;
		if (is_end(g, &g->node[i]))
			continue;
		g->nsucc[i] = (uint8_t)successors(g, &g->node[i], to);
		for (k = 0; k < g->nsucc[i]; k++)
			g->succ[i][k] = (int32_t)to[k];
	}
}

static double
iterate(struct game *g)
{
	double most, v;
	size_t i;

	do {
		most = 0;
		for (i = 0; i < g->n; i++) {
			v = update(g, i);
			if (fabs(v - g->value[i]) > most)
				most = fabs(v - g->value[i]);
			g->value[i] = v;
		}
	} while (most > 1e-13);
	return g->value[0];
}

/* The plain node of a parsed state. */
static void
plain(const struct spook *sp, struct node *s)
{
	int p, i;

	memset(s, 0, sizeof *s);
	s->phase = sp->phase == SP_MOVE ? (sp->turn ? MOVE1 : MOVE0)
	         : sp->phase == SP_ROLL_ACTIVATION ? ACTIVATE : ROLL;
	s->die = sp->phase == SP_MOVE ? sp->dice : 0;
	for (p = 0; p < 2; p++)
		for (i = 0; i < sp->pieces; i++)
			s->sq[p][i] = sp->pos[p][i];
}

static int
brute(const struct bg_state *st, int32_t *eval)
{
	const struct spook *sp = CS(st);
	struct game g = { DEF(st), sp->board, sp->pieces, NULL, NULL, NULL,
	                  NULL, 0, (size_t)1 << 20, NULL, (size_t)1 << 21 };
	struct node start;
	double v;

	if (sp->players != 2 || sp->pieces > 2)
		return 0;
	g.node = malloc(g.cap * sizeof *g.node);
	g.value = calloc(g.cap, sizeof *g.value);
	g.slot = calloc(g.slots, sizeof *g.slot);
	g.succ = malloc(g.cap * sizeof *g.succ);
	g.nsucc = malloc(g.cap);
	if (!g.node || !g.value || !g.slot || !g.succ || !g.nsucc) {
		fprintf(stderr, "spook-exact: out of memory\n");
		exit(70);
	}
	plain(sp, &start);
	explore(&g, &start);
	v = iterate(&g);
	eval[0] = (int32_t)(v * BG_EVAL_ONE + 0.5);
	eval[1] = BG_EVAL_ONE - eval[0];
	free(g.node);
	free(g.value);
	free(g.slot);
	free(g.succ);
	free(g.nsucc);
	return 1;
}

int
main(int argc, char **argv)
{
	const struct bg_game *game = bg_game_find("spook", 5);
	struct bg_defs defs;
	struct bg_state st;
	struct bg_err err;
	struct bg_exact e;
	char line[4096];
	void *solver;
	int solve, r, status = 0;

	if (argc < 2 || argc > 3 || (strcmp(argv[1], "solve") != 0 &&
	                             strcmp(argv[1], "brute") != 0)) {
		fprintf(stderr, "usage: spook-exact solve|brute [RULES]\n");
		return 64;
	}
	solve = strcmp(argv[1], "solve") == 0;
	bg_defs_init(&defs);
	if (argc == 3 && bg_defs_load_file(&defs, argv[2], &err) < 0) {
		fprintf(stderr, "spook-exact: %s\n", err.msg);
		return err.status;
	}
	if (!(solver = game->solver_new((size_t)1 << 30, 1, &err))) {
		fprintf(stderr, "spook-exact: %s\n", err.msg);
		return 70;
	}
	while (fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "\n")] = 0;
		if (bg_state_parse(&defs, &st, line, strlen(line), &err) < 0) {
			fprintf(stderr, "spook-exact: %s\n", err.msg);
			status = err.status;
			continue;
		}
		r = solve ? game->solve(solver, &st, &e, &err) : brute(&st, e.eval);
		if (r == 1)
			printf("%d %d\n", (int)e.eval[0], (int)e.eval[1]);
		else
			printf("refused: %s\n", solve ? err.msg : "not 2x2");
	}
	game->solver_free(solver);
	bg_defs_free(&defs);
	return status;
}
