/* uct:N, Monte-Carlo tree search (formats/analysis.md): UCB1 selection,
 * chance outcomes sampled with the game's dice and kept as children of
 * their own, max^n (each seat maximises its own value), the existing
 * playouts as rollouts.  With two seats, two more things:
 *   - MCTS-Solver (Winands, Bjornsson and Saito, 2008): a finished game
 *     and a position the game's solver reaches are proven, and a
 *     decision all of whose moves are proven, or one of whose moves is a
 *     proven win for its seat, is proven too;
 *   - implicit minimax backups (Lanctot, Winands, Pepels and Sturtevant,
 *     2014): each node keeps a guess, the game's evaluation of its state
 *     when it is made and then the minimax of its children's guesses,
 *     and selection weighs a child by BLEND of its guess and the rest of
 *     its playouts' mean.  In Wari, from the start, uct:100 won 27% of 60
 *     games against mc:100 without the guesses and 82%, 88% and 95% with
 *     BLEND 0.5, 0.8 and 0.9.
 *
 * A tree grows by at most one node an iteration, so a tree of I
 * iterations needs I + 1 nodes, taken from its worker's memory and kept
 * from one search to the next: no allocation an iteration. */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

#include "engine/engine.h"

/* UCB1's exploration constant: a child's mean value (a fraction of a
 * win) plus UCB_C * sqrt(ln(parent's visits) / child's visits).  In
 * Wari, uct:500 against mc:500 scored 65%, 78%, 70% with 0.4, 0.5 and
 * 0.7 and 52% with 1 (40 games each, before the guesses). */
#define UCB_C 0.5
/* Two seats: the share of the guess (the minimax of the evaluations
 * below a child) in its value for selection, the rest the mean. */
#define BLEND 0.9

/* The deepest path an iteration follows in the tree before its playout. */
#define WALK_MAX 512

/* Nodes of a tree of the time forms (uct:Ts), which cannot know their
 * iterations beforehand: 56 MiB a thread; a full tree stops growing,
 * and its iterations go on from its leaves. */
#define TIME_NODES (1UL << 20)

enum { NODE_DECISION, NODE_CHANCE, NODE_OVER };
/* A node proven by the game's solver, its margin known as well. */
#define PROVEN_MARGIN 2

struct node {
	struct bg_move move; /* the action that led here */
	int64_t sum;         /* the values, for the seat that chose move */
	uint32_t visits;
	uint32_t child;      /* the last child made; 0: none (0 is the root) */
	uint32_t sibling;
	uint16_t index;      /* a decision's child: its move's listed place */
	uint16_t made;       /* children made */
	uint16_t moves;      /* a decision's listed moves; 0: not yet listed */
	uint8_t kind;
	uint8_t proven;      /* value0 is exact; PROVEN_MARGIN: margin0 too */
	int32_t value0;      /* proven: seat 0's value, BG_EVAL_ONE units (a
	                      * solver's chance, as finely as it gives it) */
	int16_t margin0;     /* PROVEN_MARGIN: seat 0's exact margin */
	int32_t guess0;      /* two seats: seat 0's value by the minimax of
	                      * the evaluations below, BG_EVAL_ONE units */
};

_Static_assert(sizeof(struct node) == 56, "the memory bound documented");

struct tree {
	const struct bg_state *root;
	struct node *node;
	uint32_t cap, used;
	int mover;
	int solver;          /* two seats: proofs back up */
	struct bg_pool *exact; /* two seats: the pool of the game's solver */
	const struct bg_net *net; /* the learned evaluation, or NULL */
	struct bg_rng rng;
	struct bg_judged *row; /* the root's moves: this tree's share */
};

static int
kind_of(const struct bg_state *st)
{
	struct bg_chance ev;

	if (st->game->chance(st, &ev))
		return NODE_CHANCE;
	return st->game->seat(st) < 0 ? NODE_OVER : NODE_DECISION;
}

static void
prove(struct node *n, int seat, int value)
{
	n->proven = 1;
	n->value0 = seat == 0 ? value : BG_EVAL_ONE - value;
}

/* A node of a position the game's solver reaches: proven, with its
 * margin. */
static void
solve_node(struct tree *t, struct node *c, const struct bg_state *st)
{
	struct bg_exact e;

	if (bg_exact_value(t->exact, st, &e, NULL) != 1)
		return;
	prove(c, 0, e.eval[0]);
	c->proven = PROVEN_MARGIN;
	c->margin0 = (int16_t)e.margin[0];
}

/* A child of parent for the action mv, which led to after; 0 when the
 * tree is full. */
static uint32_t
grow(struct tree *t, uint32_t parent, const struct bg_move *mv, int index,
     const struct bg_state *after)
{
	struct node *c;
	uint32_t id;

	if (t->used == t->cap)
		return 0;
	id = t->used++;
	c = &t->node[id];
	memset(c, 0, sizeof *c);
	c->move = *mv;
	c->index = (uint16_t)index;
	c->kind = (uint8_t)kind_of(after);
	c->sibling = t->node[parent].child;
	t->node[parent].child = id;
	t->node[parent].made++;
	if (c->kind == NODE_OVER && t->solver) {
		int value[BG_MAX_SEATS], margin[BG_MAX_SEATS];

		bg_seat_values(after, value, margin);
		prove(c, 0, value[0] * (BG_EVAL_ONE / BG_VALUE_ONE));
	} else if (t->exact) {
		solve_node(t, c, after);
	}
	if (c->proven) {
		c->guess0 = c->value0;
	} else if (t->solver) {
		int32_t guess[BG_MAX_SEATS];

		bg_leaf_values(after, BG_LEAF_GAME, t->net, 2, guess);
		c->guess0 = guess[0];
	}
	return id;
}

/* The value of a child for the seat that chose it. */
static double
mean_for(const struct node *c, int seat)
{
	if (c->proven)
		return (seat == 0 ? c->value0 : BG_EVAL_ONE - c->value0) /
		       (double)BG_EVAL_ONE;
	return (double)c->sum / BG_VALUE_ONE / c->visits;
}

/* ln x for x >= 1 by IEEE additions, multiplications and a division
 * alone (frexp is exact), so that a tree grows the same with any
 * mathematical library: x = m 2^e with m in [1/2, 1), and ln m =
 * 2 atanh z, z = (m - 1) / (m + 1), |z| <= 1/3, by its series. */
static double
ln(double x)
{
	static const double inverse[] = {
		1, 1 / 3.0, 1 / 5.0, 1 / 7.0, 1 / 9.0, 1 / 11.0, 1 / 13.0,
		1 / 15.0, 1 / 17.0, 1 / 19.0, 1 / 21.0, 1 / 23.0, 1 / 25.0,
		1 / 27.0, 1 / 29.0, 1 / 31.0, 1 / 33.0, 1 / 35.0, 1 / 37.0
	};
	int e, k;
	double m = frexp(x, &e), z = (m - 1) / (m + 1), z2 = z * z, power = z;
	double sum = 0;

	for (k = 0; k < (int)(sizeof inverse / sizeof inverse[0]); k++) {
		sum += power * inverse[k];
		power *= z2;
	}
	return e * 0.69314718055994530942 + 2 * sum;
}

/* UCB1 over the children of n, every one visited; ties go to the first
 * listed move. */
static uint32_t
select_child(const struct tree *t, const struct node *n, int seat)
{
	double explore = UCB_C * UCB_C * ln((double)n->visits), best = -1;
	uint32_t c, pick = 0;
	int index = 0;

	for (c = n->child; c; c = t->node[c].sibling) {
		const struct node *k = &t->node[c];
		double q = mean_for(k, seat), u;

		if (t->solver && !k->proven)
			q = (1 - BLEND) * q + BLEND * (seat == 0 ? k->guess0
			    : BG_EVAL_ONE - k->guess0) / (double)BG_EVAL_ONE;
		u = q + sqrt(explore / k->visits);

		if (u > best || (u == best && k->index < index)) {
			best = u;
			pick = c;
			index = k->index;
		}
	}
	return pick;
}

static uint32_t
find_outcome(const struct tree *t, const struct node *n,
             const struct bg_move *mv)
{
	uint32_t c;

	for (c = n->child; c; c = t->node[c].sibling)
		if (t->node[c].move.len == mv->len &&
		    memcmp(t->node[c].move.v, mv->v, mv->len) == 0)
			return c;
	return 0;
}

/* One iteration's way down: path and the seat that chose each step
 * (-1 after a chance event); its end's values, and whether they are a
 * finished game's (with margins). */
struct walk {
	uint32_t path[WALK_MAX];
	int8_t chooser[WALK_MAX];
	int len;
	int value[BG_MAX_SEATS], margin[BG_MAX_SEATS];
	int ended;
};

static void
push(struct walk *w, uint32_t id, int chooser)
{
	w->path[w->len] = id;
	w->chooser[w->len++] = (int8_t)chooser;
}

/* A step into a child of the decision n at st, which has a move of
 * seat's due: the next move not yet in the tree, or UCB1's choice.  The
 * child, or 0 when the tree is full (st is then after the move); *fresh
 * says it is new. */
static uint32_t
decide(struct tree *t, uint32_t cur, struct bg_state *st, int seat,
       int *fresh)
{
	struct node *n = &t->node[cur];
	struct bg_move moves[BG_MAX_MOVES];
	uint32_t id;
	int index;

	*fresh = 0;
	if (n->moves == 0 || n->made < n->moves) {
		n->moves = (uint16_t)st->game->moves(st, moves);
		index = n->made;
		st->game->apply(st, &moves[index]);
		*fresh = 1;
		return grow(t, cur, &moves[index], index, st);
	}
	id = select_child(t, n, seat);
	st->game->apply(st, &t->node[id].move);
	return id;
}

/* Walks down from the root, growing the tree by a node at most, and
 * plays out from where the walk stops. */
static void
descend(struct tree *t, struct walk *w)
{
	struct bg_state st;
	struct bg_move mv;
	uint32_t cur = 0, id;
	int seat, fresh;

	bg_state_copy(&st, t->root);
	w->len = 0;
	push(w, 0, -1);
	for (;;) {
		struct node *n = &t->node[cur];

		if (n->proven) {
			/* the walk sums 840ths: a chance to the nearest */
			w->value[0] = (n->value0 + BG_EVAL_ONE / BG_VALUE_ONE / 2) /
			              (BG_EVAL_ONE / BG_VALUE_ONE);
			w->value[1] = BG_VALUE_ONE - w->value[0];
			w->ended = 0;
			return;
		}
		if (n->kind == NODE_OVER)
			break;
		if (w->len == WALK_MAX)
			goto playout;
		if (n->kind == NODE_CHANCE) {
			bg_draw_chance(&st, &t->rng, &mv);
			st.game->apply(&st, &mv);
			fresh = !(id = find_outcome(t, n, &mv));
			if (fresh)
				id = grow(t, cur, &mv, 0, &st);
			seat = -1;
		} else {
			seat = st.game->seat(&st);
			id = decide(t, cur, &st, seat, &fresh);
		}
		if (!id)
			goto playout;
		push(w, id, seat);
		cur = id;
		if (fresh)
			break;
	}
	if (t->node[cur].kind != NODE_OVER) {
playout:
		bg_playout(&st, &t->rng);
	}
	bg_seat_values(&st, w->value, w->margin);
	w->ended = 1;
}

/* A decision on the walk proven from its children, as MCTS-Solver does;
 * 0 when it is not. */
static int
try_prove(struct tree *t, struct node *n, int seat)
{
	uint32_t c;
	int all = n->moves > 0 && n->made == n->moves, best = -1, v;

	if (n->kind != NODE_DECISION)
		return 0;
	for (c = n->child; c; c = t->node[c].sibling) {
		const struct node *k = &t->node[c];

		if (!k->proven) {
			all = 0;
			continue;
		}
		v = seat == 0 ? k->value0 : BG_EVAL_ONE - k->value0;
		if (v == BG_EVAL_ONE) {
			prove(n, seat, v);
			return 1;
		}
		if (v > best)
			best = v;
	}
	if (all)
		prove(n, seat, best);
	return all;
}

/* Implicit minimax backups (Lanctot, Winands, Pepels and Sturtevant,
 * 2014): a decision's guess is the best of its children's for its
 * seat. */
static void
minimax_guess(struct tree *t, struct node *n, int seat)
{
	uint32_t c;
	int32_t best = seat == 0 ? -1 : BG_EVAL_ONE + 1;

	for (c = n->child; c; c = t->node[c].sibling) {
		int32_t g = t->node[c].guess0;

		if (seat == 0 ? g > best : g < best)
			best = g;
	}
	if (n->child)
		n->guess0 = best;
}

static void
back_up(struct tree *t, const struct walk *w)
{
	int i, s;

	for (i = 0; i < w->len; i++) {
		struct node *n = &t->node[w->path[i]];

		n->visits++;
		if (w->chooser[i] >= 0)
			n->sum += w->value[w->chooser[i]];
	}
	if (w->len > 1) {
		struct bg_judged *j = &t->row[t->node[w->path[1]].index];
		int v = w->value[t->mover];

		j->visits++;
		j->sum += v;
		j->sumsq += (int64_t)v * v;
		if (w->ended) {
			j->margin += w->margin[t->mover];
			j->margins++;
		}
	}
	if (!t->solver)
		return;
	for (i = w->len - 2; i >= 0; i--)
		if (w->chooser[i + 1] >= 0)
			minimax_guess(t, &t->node[w->path[i]], w->chooser[i + 1]);
	/* The seat of a node on the walk is the chooser of the next. */
	for (i = w->len - 2; i >= 0; i--) {
		struct node *n = &t->node[w->path[i]];

		s = w->chooser[i + 1];
		if (!n->proven && (s < 0 || !try_prove(t, n, s)))
			break;
	}
}

struct uct_job {
	const struct bg_state *st;
	uint64_t key;
	int trees;
	unsigned long n;       /* iterations in all; 0: until the deadline */
	uint64_t deadline;
	int solver;
	struct bg_pool *exact;
	const struct bg_net *net;
	atomic_int next;
	pthread_mutex_t lock;  /* adding a tree's share to s */
	struct bg_search *s;
	int failed;
	struct bg_err err;
};

static void
mark_proven(const struct tree *t)
{
	uint32_t c;

	for (c = t->node[0].child; c; c = t->node[c].sibling) {
		const struct node *k = &t->node[c];
		struct bg_judged *j = &t->row[k->index];

		if (k->proven) {
			j->exact = 1;
			j->value = t->mover == 0 ? k->value0
			                         : BG_EVAL_ONE - k->value0;
		}
		if (k->proven == PROVEN_MARGIN) {
			j->margin = t->mover == 0 ? k->margin0 : -k->margin0;
			j->margins = 1;
		}
	}
}

/* Tree t of the job on worker w, its share of the root's rows in row:
 * the iterations it made, or -1 with err set. */
static long
grow_tree(struct uct_job *job, int t, struct bg_worker *w,
          struct bg_judged *row, struct bg_err *err)
{
	struct tree tr = { .root = job->st, .mover = job->s->mover,
	                   .solver = job->solver, .row = row,
	                   .exact = job->exact, .net = job->net };
	unsigned long trees = (unsigned long)job->trees;
	unsigned long iters = job->n / trees + ((unsigned long)t < job->n % trees);
	unsigned long i, cap = job->n ? iters + 1 : TIME_NODES;
	struct walk walk;

	tr.node = bg_worker_mem(w, BG_MEM_NODES, cap * sizeof *tr.node, err);
	if (!tr.node)
		return -1;
	tr.cap = (uint32_t)cap;
	tr.used = 1;
	memset(&tr.node[0], 0, sizeof tr.node[0]);
	tr.node[0].kind = NODE_DECISION;
	bg_rng_derive(&tr.rng, job->key, (uint64_t)t);
	for (i = 0; job->n ? i < iters : 1; i++) {
		if (!job->n && i % 16 == 0 && bg_clock_ms() >= job->deadline)
			break;
		if (tr.node[0].proven)
			break;
		descend(&tr, &walk);
		back_up(&tr, &walk);
	}
	mark_proven(&tr);
	return (long)i;
}

/* Adds a tree's share to the rows: sums, whatever the order of the
 * trees; a proven value is the same in every tree. */
static void
merge(struct bg_search *s, const struct bg_judged *row, long iters)
{
	int m;

	for (m = 0; m < s->nmoves; m++) {
		struct bg_judged *j = &s->row[m];

		j->visits += row[m].visits;
		j->sum += row[m].sum;
		j->sumsq += row[m].sumsq;
		j->margin += row[m].margin;
		j->margins += row[m].margins;
		if (row[m].exact) {
			j->exact = 1;
			j->value = row[m].value;
		}
	}
	s->work += (unsigned long)iters;
}

static void
uct_worker(void *arg, struct bg_worker *w)
{
	struct uct_job *job = arg;
	struct bg_judged row[BG_MAX_MOVES];
	struct bg_err err;
	long iters;
	int t;

	while ((t = atomic_fetch_add(&job->next, 1)) < job->trees) {
		memset(row, 0, (size_t)job->s->nmoves * sizeof row[0]);
		iters = grow_tree(job, t, w, row, &err);
		pthread_mutex_lock(&job->lock);
		if (iters >= 0)
			merge(job->s, row, iters);
		else if (!job->failed) {
			job->failed = 1;
			job->err = err;
		}
		pthread_mutex_unlock(&job->lock);
	}
}

/* A move no tree reached (its root was proven first), judged by the
 * game's solver when it reaches the state after it. */
static void
solve_row(const struct bg_state *st, struct bg_pool *exact,
          struct bg_judged *j)
{
	struct bg_state after;
	struct bg_exact e;
	int mover = st->game->seat(st);

	bg_state_copy(&after, st);
	st->game->apply(&after, &j->move);
	if (bg_exact_value(exact, &after, &e, NULL) != 1)
		return;
	j->exact = 1;
	j->value = e.eval[mover];
	j->margin = e.margin[mover];
	j->margins = 1;
}

/* The trees of uct:N: a number fixed by N alone, so the output does not
 * depend on the threads (root parallelism: each thread grows whole trees
 * and their root counts are added).  Fewer iterations than 50,000 grow
 * one tree: in Wari uct:2000 scored 86% against ab:6 as one tree and 71%
 * as two of 1,000 (40 games each). */
static int
trees_of(unsigned long n)
{
	return n >= 200000 ? 4 : n >= 50000 ? 2 : 1;
}

int
bg_uct(const struct bg_policy *p, const struct bg_state *st, uint64_t key,
       const struct bg_exec *ex, struct bg_search *s, struct bg_err *err)
{
	struct uct_job job = { .st = st, .key = key, .n = p->n, .s = s };
	int m;

	for (m = 0; m < s->nmoves; m++) {
		struct bg_move mv = s->row[m].move;

		memset(&s->row[m], 0, sizeof s->row[m]);
		s->row[m].move = mv;
	}
	job.solver = s->seats == 2;
	if (job.solver && st->game->solve && ex->pool)
		job.exact = ex->pool;
	if (ex->pool)
		job.net = bg_pool_net(ex->pool, st->game);
	if (p->ms) {
		job.trees = bg_exec_threads(ex);
		job.deadline = bg_clock_ms() + p->ms;
	} else {
		job.trees = trees_of(p->n);
	}
	atomic_init(&job.next, 0);
	pthread_mutex_init(&job.lock, NULL);
	bg_exec_run(ex, uct_worker, &job, job.trees);
	pthread_mutex_destroy(&job.lock);
	if (job.failed) {
		*err = job.err;
		return -1;
	}
	for (m = 0; m < s->nmoves; m++) {
		struct bg_judged *j = &s->row[m];

		if (!j->exact && !j->visits && job.exact)
			solve_row(st, job.exact, j);
		if (!j->exact)
			j->value = j->visits ? j->sum * (BG_EVAL_ONE / BG_VALUE_ONE) /
			                       (int64_t)j->visits : 0;
	}
	return 0;
}
