/* endgame-exact: the last-piece tables (lib/core/endgame.c and each
 * dice game's index of them) against a plain value iteration, on boards
 * small enough to enumerate (tests/endgame-tables.bats).
 *
 *   endgame-exact GAME solve [RULES]   the tables' chances of each state
 *   endgame-exact GAME brute [RULES]   the plain iteration's
 *   endgame-exact GAME both [RULES]    both, and whether they agree
 *
 * For every state line of standard input (at most 64, of one seat
 * count) it prints each seat's chance of winning to 9 decimals (or the
 * refusal); both adds "agree" when no seat's chances differ by more than
 * 1e-12, else the largest difference.  RULES is a definition file, as
 * --rules takes.
 *
 * The plain iteration knows nothing of the tables' index, their boards
 * or their sweeps: it walks every state reachable from those read
 * through the game interface (each roll, each die to play a state of its
 * own, told apart by their lines less the counts of rolls and rounds),
 * keeps them in a hash table, and sweeps them from the last found back, each
 * value replaced as soon as it is new, from 0 until no value moves by
 * 1e-15: the mover takes the move best for itself (of moves within 1e-12
 * of each other for it, the first listed), a roll the mean of its
 * outcomes, a finished game its winners' shares.  Input is trusted. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/core.h"

#define STATES_MAX 4000000
#define TIE 1e-12

struct node {
	struct bg_state st;
	int seat;          /* the mover's index, -1 at a roll, -2 at the end */
	uint32_t first, n; /* its successors */
};

struct graph {
	int seats;
	struct node *node;
	uint32_t *succ;
	double *value;     /* [i * seats + s] */
	size_t n, cap, nsucc, succ_cap;
	uint32_t *slot;    /* index + 1, by hash */
	uint64_t *sum;     /* each node's line's hash */
	size_t slots;
};

static void
die(const char *msg)
{
	fprintf(stderr, "endgame-exact: %s\n", msg);
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

/* st's line less its counts (rolls=N, round=N), into buf. */
static void
line_of(const struct bg_state *st, char *buf)
{
	char full[8192], *w, *save;

	full[st->game->format(st, full)] = 0;
	buf[0] = 0;
	for (w = strtok_r(full, " ", &save); w; w = strtok_r(NULL, " ", &save))
		if (strncmp(w, "rolls=", 6) != 0 && strncmp(w, "round=", 6) != 0) {
			strcat(buf, w);
			strcat(buf, " ");
		}
}

static int
same(const struct bg_state *a, const struct bg_state *b)
{
	char x[8192], y[8192];

	line_of(a, x);
	line_of(b, y);
	return strcmp(x, y) == 0;
}

/* The index of st's node, added when new. */
static uint32_t
node_of(struct graph *g, const struct bg_state *st)
{
	char line[8192];
	uint64_t h;
	size_t at;

	line_of(st, line);
	h = bg_fnv1a(BG_FNV_BASIS, line, strlen(line));
	for (at = h % g->slots; g->slot[at]; at = (at + 1) % g->slots)
		if (g->sum[g->slot[at] - 1] == h &&
		    same(&g->node[g->slot[at] - 1].st, st))
			return g->slot[at] - 1;
	if (g->n == STATES_MAX)
		die("more than 4 million states");
	g->node = grow(g->node, &g->cap, g->n + 1, sizeof *g->node);
	g->sum = realloc(g->sum, g->cap * sizeof *g->sum);
	if (!g->sum)
		die("out of memory");
	g->node[g->n].st = *st;
	g->node[g->n].n = 0;
	g->sum[g->n] = h;
	g->slot[at] = (uint32_t)++g->n;
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

/* Node i's values from its successors', into v. */
static void
node_value(const struct graph *g, uint32_t i, double *v)
{
	const struct node *nd = &g->node[i];
	const double *w;
	struct bg_outcome o;
	int s, winners = 0;
	uint32_t m;

	if (nd->seat == -2) {
		nd->st.game->outcome(&nd->st, &o);
		for (s = 0; s < g->seats; s++)
			winners += o.won[s] != 0;
		for (s = 0; s < g->seats; s++)
			v[s] = o.won[s] ? 1.0 / winners : 0;
		return;
	}
	for (s = 0; s < g->seats; s++)
		v[s] = 0;
	for (m = 0; m < nd->n; m++) {
		w = &g->value[(size_t)g->succ[nd->first + m] * g->seats];
		if (nd->seat == -1) {
			for (s = 0; s < g->seats; s++)
				v[s] += w[s] / nd->n;
		} else if (m == 0 || w[nd->seat] > v[nd->seat] + TIE) {
			memcpy(v, w, (size_t)g->seats * sizeof *v);
		}
	}
}

/* The plain values of the n states, each seat's into chance[i *
 * BG_MAX_SEATS + s]: one graph of every state reachable from them. */
static void
brute(const struct bg_state *st, int n, double *chance)
{
	struct graph g = { .seats = st->game->seats(st) };
	double most, v[BG_MAX_SEATS], *at;
	uint32_t i, root[64];
	int s;

	g.slots = 2 * STATES_MAX + 1;
	if (!(g.slot = calloc(g.slots, sizeof *g.slot)))
		die("out of memory");
	for (i = 0; i < (uint32_t)n; i++)
		root[i] = node_of(&g, &st[i]);
	for (i = 0; i < g.n; i++)
		expand(&g, i);
	if (!(g.value = calloc(g.n * (size_t)g.seats, sizeof *g.value)))
		die("out of memory");
	do {
		for (most = 0, i = (uint32_t)g.n; i-- > 0;) {
			node_value(&g, i, v);
			at = &g.value[(size_t)i * g.seats];
			for (s = 0; s < g.seats; s++) {
				if (fabs(v[s] - at[s]) > most)
					most = fabs(v[s] - at[s]);
				at[s] = v[s];
			}
		}
	} while (most > 1e-15);
	for (i = 0; i < (uint32_t)n; i++)
		memcpy(&chance[i * BG_MAX_SEATS],
		       &g.value[(size_t)root[i] * g.seats],
		       (size_t)g.seats * sizeof *chance);
	free(g.node);
	free(g.succ);
	free(g.value);
	free(g.slot);
	free(g.sum);
}

static void
print(const double *v, int seats)
{
	int s;

	for (s = 0; s < seats; s++)
		printf("%s%.9f", s ? " " : "", v[s]);
}

/* The answer to one state: the tables' chances, the plain ones, or
 * both and whether they agree. */
static void
one(const char *mode, void *solver, const struct bg_state *st,
    const double *plain)
{
	double solved[BG_MAX_SEATS], most = 0;
	int seats = st->game->seats(st), s;
	struct bg_err err;

	if (strcmp(mode, "brute") != 0 &&
	    bg_endgame_chances(solver, st, solved, &err) != 1) {
		printf("refused: %s\n", err.msg);
		return;
	}
	print(strcmp(mode, "brute") == 0 ? plain : solved, seats);
	if (strcmp(mode, "both") == 0) {
		for (s = 0; s < seats; s++)
			if (fabs(solved[s] - plain[s]) > most)
				most = fabs(solved[s] - plain[s]);
		if (most <= 1e-12)
			printf(" agree");
		else
			printf(" differ by %.3g", most);
	}
	printf("\n");
}

int
main(int argc, char **argv)
{
	static struct bg_state st[64];
	static double plain[64 * BG_MAX_SEATS];
	const struct bg_game *game;
	struct bg_defs defs;
	struct bg_err err;
	char line[4096];
	void *solver;
	int n = 0, i;

	if (argc < 3 || argc > 4 ||
	    !(game = bg_game_find(argv[1], strlen(argv[1]))) ||
	    !game->solver_new || (strcmp(argv[2], "solve") != 0 &&
	                          strcmp(argv[2], "brute") != 0 &&
	                          strcmp(argv[2], "both") != 0)) {
		fprintf(stderr, "usage: endgame-exact GAME solve|brute|both "
		        "[RULES]\n");
		return 64;
	}
	bg_defs_init(&defs);
	if (argc == 4 && bg_defs_load_file(&defs, argv[3], &err) < 0) {
		fprintf(stderr, "endgame-exact: %s\n", err.msg);
		return err.status;
	}
	while (n < 64 && fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "\n")] = 0;
		if (bg_state_parse(&defs, &st[n], line, strlen(line), &err) < 0) {
			fprintf(stderr, "endgame-exact: %s\n", err.msg);
			return err.status;
		}
		if (n && st[n].game->seats(&st[n]) != st[0].game->seats(&st[0]))
			die("the states have different seat counts");
		n++;
	}
	if (!(solver = game->solver_new((size_t)1 << 30, 1, &err))) {
		fprintf(stderr, "endgame-exact: %s\n", err.msg);
		return 70;
	}
	if (n && strcmp(argv[2], "solve") != 0)
		brute(st, n, plain);
	for (i = 0; i < n; i++)
		one(argv[2], solver, &st[i], &plain[i * BG_MAX_SEATS]);
	game->solver_free(solver);
	bg_defs_free(&defs);
	return 0;
}
