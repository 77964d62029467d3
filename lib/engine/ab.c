/* ab:D (formats/analysis.md): a depth-first search D plies deep (a ply
 * is a move; chance events are not plies), its leaves judged by the
 * game's evaluation and a finished game by its result.
 *   - Two seats: alpha-beta on seat 0's value (seat 0 maximises, seat 1
 *     minimises, whoever's turn it is), and at chance nodes *-minimax
 *     (Ballard's Star1): the expectation over the outcomes, cut as soon
 *     as the outcomes searched and the bounds 0 and 1 of the others
 *     decide it against the window.
 *   - One seat, or three and more: max^n, each seat choosing the move of
 *     the highest value for itself (equal values: the first listed), the
 *     expectation at chance nodes; a seat's certain win ends its search
 *     (shallow pruning), nothing else is cut.
 * Each move of the root is searched alone, in a full window, deepening
 * one ply at a time with a transposition table of its own search (the
 * table's move first, then the moves of the history heuristic), so its
 * value and whether it is proven are the same on any thread.  A value
 * is proven when every leaf it rests on is a finished game or a position
 * the game's solver reaches (bg_exact_value, whose value it takes at any
 * depth, ab:D:score aside); a proven value is that of best play to the
 * end, whatever the depth. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

/* Chance events in a row before a branch is judged as a leaf, as perft
 * cuts a roll-off that ties again and again. */
#define CHANCE_RUN_MAX 3
/* A chance event of more outcomes (a roll-off of three or four seats)
 * is judged as a leaf. */
#define OUTCOMES_MAX 64
#define HISTORY 512
#define NO_MOVE 0xff
#define ONE BG_EVAL_ONE

struct ab {
	struct bg_tt tt;
	struct bg_pool *exact; /* the pool of the solver, or NULL: none */
	const struct bg_net *net; /* the learned evaluation, or NULL */
	enum bg_leaf leaf;
	int seats;
	int two;              /* alpha-beta on seat 0's value */
	unsigned long nodes;
	uint64_t deadline;    /* 0: none */
	int stopped;          /* the deadline has passed */
	uint32_t history[BG_MAX_SEATS][HISTORY];
	int pv_len[BG_PV_MAX + 1];
	struct bg_move pv[BG_PV_MAX + 1][BG_PV_MAX];
};

/* What a search returns: every seat's value (two seats: seat 0's is the
 * one searched, and a bound when outside the window) and whether it is
 * proven. */
struct val {
	int32_t v[BG_MAX_SEATS];
	int proven;
};

static void search(struct ab *c, const struct bg_state *st, int depth,
                   int32_t alpha, int32_t beta, int level, int run,
                   struct val *out);

static void
leaf(struct ab *c, const struct bg_state *st, struct val *out)
{
	bg_leaf_values(st, c->leaf, c->net, c->seats, out->v);
	out->proven = st->game->phase(st) == BG_PHASE_OVER;
}

/* A position the game's solver reaches: its exact value, proven. */
static int
solved(struct ab *c, const struct bg_state *st, struct val *out)
{
	struct bg_exact e;
	int i;

	if (!c->exact || st->game->phase(st) == BG_PHASE_OVER ||
	    bg_exact_value(c->exact, st, &e, NULL) != 1)
		return 0;
	for (i = 0; i < c->seats; i++)
		out->v[i] = e.eval[i];
	out->proven = 1;
	return 1;
}

static unsigned
move_slot(const struct bg_move *mv)
{
	uint32_t h = 2166136261u;
	int i;

	h = (h ^ mv->kind) * 16777619u;
	for (i = 0; i < mv->len && i < (int)sizeof mv->v; i++)
		h = (h ^ mv->v[i]) * 16777619u;
	return h % HISTORY;
}

/* The order to try the moves in: the table's first, then by history,
 * equals in the listed order. */
static void
order_moves(const struct ab *c, int seat, const struct bg_move *moves, int n,
            int first, int *order)
{
	uint32_t score[BG_MAX_MOVES];
	int i, j, k;

	for (i = 0; i < n; i++)
		score[i] = i == first ? UINT32_MAX
		                      : c->history[seat][move_slot(&moves[i])];
	for (i = 0; i < n; i++) {
		k = i;
		for (j = i; j > 0 && score[order[j - 1]] < score[k]; j--)
			order[j] = order[j - 1];
		order[j] = k;
	}
}

static void
take_pv(struct ab *c, int level, const struct bg_move *mv)
{
	int n;

	if (level >= BG_PV_MAX)
		return;
	n = c->pv_len[level + 1];
	if (n > BG_PV_MAX - 1)
		n = BG_PV_MAX - 1;
	c->pv[level][0] = *mv;
	memcpy(&c->pv[level][1], c->pv[level + 1], (size_t)n * sizeof *mv);
	c->pv_len[level] = n + 1;
}

/* Is a child's value better for seat than the best so far?  With two
 * seats seat 0 wants more and seat 1 less of seat 0's value; with more,
 * each seat its own, equals going to the first listed move. */
static int
better(const struct ab *c, int seat, const struct val *v, int k,
       const struct val *best, int best_k)
{
	if (best_k < 0)
		return 1;
	if (c->two)
		return seat == 0 ? v->v[0] > best->v[0] : v->v[0] < best->v[0];
	return v->v[seat] > best->v[seat] ||
	       (v->v[seat] == best->v[seat] && k < best_k);
}

/* A decision: the best move for its seat within (alpha, beta); *best_k
 * its listed index.  With two seats, a value that reaches beta (seat 0)
 * or alpha (seat 1) cuts the others off; with more, a certain win. */
static void
decide(struct ab *c, const struct bg_state *st, int depth, int32_t alpha,
       int32_t beta, int level, int first, struct val *out, int *best_k)
{
	struct bg_move moves[BG_MAX_MOVES];
	int order[BG_MAX_MOVES], n, i, k, seat = st->game->seat(st), all = 1;
	struct bg_state next;
	struct val v;

	n = st->game->moves(st, moves);
	order_moves(c, seat, moves, n, first, order);
	*best_k = -1;
	for (i = 0; i < n && !c->stopped; i++) {
		k = order[i];
		bg_state_copy(&next, st);
		st->game->apply(&next, &moves[k]);
		search(c, &next, depth - 1, alpha, beta, level + 1, 0, &v);
		if (better(c, seat, &v, k, out, *best_k)) {
			*out = v;
			*best_k = k;
			if (!c->two || (alpha < v.v[0] && v.v[0] < beta))
				take_pv(c, level, &moves[k]);
		}
		all &= v.proven;
		if (c->two ? (seat == 0 ? v.v[0] >= beta : v.v[0] <= alpha)
		           : v.v[seat] == ONE) {
			c->history[seat][move_slot(&moves[k])] +=
				(uint32_t)(depth * depth);
			out->proven = v.proven;
			return;
		}
		if (c->two && seat == 0 && v.v[0] > alpha)
			alpha = v.v[0];
		if (c->two && seat == 1 && v.v[0] < beta)
			beta = v.v[0];
	}
	out->proven = all && n > 0;
}

/* The outcomes of a chance event, every die uniform over its faces,
 * each of weight 1; 0 when there are more than OUTCOMES_MAX. */
struct outcome {
	struct bg_move mv;
	int weight;
};

static int
list_outcomes(const struct bg_chance *ev, struct outcome *out)
{
	struct bg_move mv;
	int n = 0, i, total = 1;

	for (i = 0; i < ev->dice; i++)
		if ((total *= ev->faces) > OUTCOMES_MAX)
			return 0;
	bg_first_outcome(ev, &mv);
	do {
		out[n].mv = mv;
		out[n++].weight = 1;
	} while (bg_next_outcome(ev, &mv));
	return n;
}

static int64_t
ceil_div(int64_t a, int64_t b)
{
	return a >= 0 ? (a + b - 1) / b : -((-a) / b);
}

/* Star1 for two seats: outcome i, of weight w among total, gets the
 * window in which its value can still leave the expectation inside
 * (alpha, beta); a value beyond it decides the node with the bounds 0
 * and ONE of the outcomes not searched.  The expectation is rounded
 * down. */
static void
chance_two(struct ab *c, const struct bg_state *st, const struct outcome *o,
           int n, int64_t total, int depth, int32_t alpha, int32_t beta,
           int level, int run, struct val *out)
{
	int64_t sum = 0, rest = total, lo, hi;
	struct bg_state next;
	struct val v;
	int i, all = 1;

	for (i = 0; i < n && !c->stopped; i++) {
		int64_t w = o[i].weight, a, b;

		rest -= w;
		a = ceil_div((alpha + 1) * total - sum - ONE * rest, w) - 1;
		b = ceil_div(beta * total - sum, w);
		if (a >= ONE || b <= 0) { /* decided before this outcome */
			out->v[0] = (int32_t)((a >= ONE ? sum + ONE * (rest + w)
			                                : sum) / total);
			out->proven = all;
			return;
		}
		if (a < -1)
			a = -1;
		if (b > ONE + 1)
			b = ONE + 1;
		bg_state_copy(&next, st);
		st->game->apply(&next, &o[i].mv);
		search(c, &next, depth, (int32_t)a, (int32_t)b, level + 1,
		       run + 1, &v);
		all &= v.proven;
		hi = sum + w * v.v[0] + ONE * rest;
		lo = sum + w * v.v[0];
		if (v.v[0] <= a || v.v[0] >= b) {
			out->v[0] = (int32_t)((v.v[0] <= a ? hi : lo) / total);
			out->proven = all;
			return;
		}
		sum = lo;
	}
	out->v[0] = (int32_t)(sum / total);
	out->proven = all;
}

/* The expectation of every seat's value, for max^n. */
static void
chance_all(struct ab *c, const struct bg_state *st, const struct outcome *o,
           int n, int64_t total, int depth, int level, int run,
           struct val *out)
{
	int64_t sum[BG_MAX_SEATS] = { 0 };
	struct bg_state next;
	struct val v;
	int i, s, all = 1;

	for (i = 0; i < n && !c->stopped; i++) {
		bg_state_copy(&next, st);
		st->game->apply(&next, &o[i].mv);
		search(c, &next, depth, -1, ONE + 1, level + 1, run + 1, &v);
		all &= v.proven;
		for (s = 0; s < c->seats; s++)
			sum[s] += (int64_t)o[i].weight * v.v[s];
	}
	for (s = 0; s < c->seats; s++)
		out->v[s] = (int32_t)(sum[s] / total);
	out->proven = all;
}

static void
chance(struct ab *c, const struct bg_state *st, const struct bg_chance *ev,
       int depth, int32_t alpha, int32_t beta, int level, int run,
       struct val *out)
{
	struct outcome o[OUTCOMES_MAX];
	int n;

	if (run >= CHANCE_RUN_MAX || (n = list_outcomes(ev, o)) == 0) {
		leaf(c, st, out);
		out->proven = 0;
		return;
	}
	if (c->two)
		chance_two(c, st, o, n, n, depth, alpha, beta, level, run,
		           out);
	else
		chance_all(c, st, o, n, n, depth, level, run, out);
}

/* May an entry of the table stand for a search depth plies deep?  Its
 * own depth, or a proven value found at a lesser depth (which every
 * deeper search finds too). */
static int
usable(const struct ab *c, const struct bg_tt_entry *e, int depth,
       int32_t alpha, int32_t beta)
{
	if (e->depth != depth && !(e->proven && depth >= e->depth))
		return 0;
	if (e->bound == BG_BOUND_EXACT)
		return 1;
	return c->two && ((e->bound == BG_BOUND_LOWER && e->value[0] >= beta) ||
	                  (e->bound == BG_BOUND_UPPER && e->value[0] <= alpha));
}

static void
store(struct ab *c, uint64_t key, int depth, int32_t alpha, int32_t beta,
      const struct val *v, int best_k)
{
	struct bg_tt_entry *e = bg_tt_slot(&c->tt, key);

	memcpy(e->value, v->v, sizeof e->value);
	e->depth = (int8_t)depth;
	e->proven = (uint8_t)v->proven;
	e->move = best_k < 0 ? NO_MOVE : (uint8_t)best_k;
	e->bound = !c->two || (alpha < v->v[0] && v->v[0] < beta)
	           ? BG_BOUND_EXACT
	           : v->v[0] <= alpha ? BG_BOUND_UPPER : BG_BOUND_LOWER;
}

static void
search(struct ab *c, const struct bg_state *st, int depth, int32_t alpha,
       int32_t beta, int level, int run, struct val *out)
{
	struct bg_chance ev;
	struct bg_tt_entry *e;
	uint64_t key;
	int best_k = -1;

	memset(out, 0, sizeof *out);
	if (level <= BG_PV_MAX)
		c->pv_len[level] = 0;
	if (++c->nodes % 1024 == 0 && c->deadline &&
	    bg_clock_ms() >= c->deadline)
		c->stopped = 1;
	if (c->stopped || solved(c, st, out))
		return;
	if (depth == 0 || st->game->phase(st) == BG_PHASE_OVER) {
		leaf(c, st, out);
		return;
	}
	key = bg_state_hash(st);
	e = bg_tt_find(&c->tt, key);
	if (e && usable(c, e, depth, alpha, beta)) {
		memcpy(out->v, e->value, sizeof out->v);
		out->proven = e->proven;
		return;
	}
	if (st->game->chance(st, &ev))
		chance(c, st, &ev, depth, alpha, beta, level, run, out);
	else
		decide(c, st, depth, alpha, beta, level,
		       e && e->move != NO_MOVE ? e->move : -1, out, &best_k);
	if (!c->stopped)
		store(c, key, depth, alpha, beta, out, best_k);
}

/* The search's root: each listed move of st alone, as a task. */
struct ab_job {
	const struct bg_policy *p;
	struct bg_pool *exact;
	const struct bg_net *net;
	struct bg_state root;  /* st, its unused bytes zero for the table */
	struct bg_search *s;
	int depth;             /* plies below each move of the root */
	uint64_t deadline;
	atomic_int next;
	pthread_mutex_t lock;
	int failed, stopped;
	struct bg_err err;
};

/* A state line parsed again into zeroed bytes: states that are the same
 * hash the same, whatever the bytes their games leave unused held. */
static void
canonical(const struct bg_state *st, struct bg_state *out)
{
	char line[BG_LINE_MAX + 2];
	struct bg_err err;
	size_t len = st->game->format(st, line);

	memset(out, 0, sizeof *out);
	out->game = st->game;
	out->def = st->def;
	if (st->game->parse(out, line, len, &err) < 0)
		bg_state_copy(out, st);
}

/* The best move of a position the solver reaches, by the value of the
 * state after it and then its margin (the first listed among equals);
 * 0 when the solver does not reach them all. */
static int
solver_move(const struct ab *c, const struct bg_state *st,
            struct bg_move *mv)
{
	struct bg_move moves[BG_MAX_MOVES];
	int n = st->game->moves(st, moves), seat = st->game->seat(st);
	int i, best = -1, value = 0, margin = 0;
	struct bg_state next;
	struct bg_exact e;

	for (i = 0; i < n; i++) {
		bg_state_copy(&next, st);
		st->game->apply(&next, &moves[i]);
		if (bg_exact_value(c->exact, &next, &e, NULL) != 1)
			return 0;
		if (best < 0 || e.eval[seat] > value ||
		    (e.eval[seat] == value && e.margin[seat] > margin)) {
			best = i;
			value = e.eval[seat];
			margin = e.margin[seat];
		}
	}
	if (best >= 0)
		*mv = moves[best];
	return best >= 0;
}

/* The principal variation goes on where the search's own stops (at an
 * entry of the table) with the best moves the table holds, up to the
 * plies searched, then with the solver's best play where it reaches; up
 * to a chance event, the end of the game or BG_PV_MAX moves. */
static void
extend_pv(const struct ab *c, struct bg_state *end, int plies,
          struct bg_judged *j)
{
	struct bg_move moves[BG_MAX_MOVES], mv;
	const struct bg_tt_entry *e;
	struct bg_chance ev;

	while (j->pv_len < BG_PV_MAX &&
	       end->game->phase(end) != BG_PHASE_OVER &&
	       !end->game->chance(end, &ev)) {
		if (j->pv_len < plies &&
		    (e = bg_tt_find(&c->tt, bg_state_hash(end))) &&
		    e->move != NO_MOVE && e->move < end->game->moves(end, moves))
			mv = moves[e->move];
		else if (!c->exact || !solver_move(c, end, &mv))
			break;
		j->pv[j->pv_len++] = mv;
		end->game->apply(end, &mv);
	}
}

/* The move's row from the search of the state after it. */
static void
fill_row(struct ab *c, const struct bg_state *after, int mover,
         const struct val *v, int depth, struct bg_judged *j)
{
	int value[BG_MAX_SEATS], margin[BG_MAX_SEATS], i;
	struct bg_state end;
	struct bg_exact e;

	bg_state_copy(&end, after);
	j->value = c->two ? (mover == 0 ? v->v[0] : ONE - v->v[0])
	                  : v->v[mover];
	j->exact = v->proven;
	j->depth = depth;
	j->pv_len = c->pv_len[0];
	memcpy(j->pv, c->pv[0], (size_t)j->pv_len * sizeof j->pv[0]);
	for (i = 0; i < j->pv_len; i++)
		end.game->apply(&end, &j->pv[i]);
	extend_pv(c, &end, depth - 1, j);
	bg_seat_values(&end, value, margin);
	j->margin = margin[mover];
	if (j->exact && c->exact &&
	    bg_exact_value(c->exact, &end, &e, NULL) == 1)
		j->margin = e.margin[mover];
	j->margins = 1;
}

/* Move m of the root, deepened one ply at a time to the job's depth, or
 * until its value is proven. */
static int
search_move(struct ab_job *job, struct ab *c, struct bg_judged *j)
{
	struct bg_state after = job->root;
	struct val v;
	int d;

	after.game->apply(&after, &j->move);
	for (d = job->depth > 0; d <= job->depth; d++) {
		search(c, &after, d, -1, ONE + 1, 0, 0, &v);
		if (c->stopped)
			return -1;
		fill_row(c, &after, job->s->mover, &v, d + 1, j);
		if (v.proven)
			break;
	}
	return 0;
}

static void
ab_worker(void *arg, struct bg_worker *w)
{
	struct ab_job *job = arg;
	struct bg_judged row;
	struct bg_err err;
	struct ab *c = malloc(sizeof *c);
	int m, rc;

	while ((m = atomic_fetch_add(&job->next, 1)) < job->s->nmoves) {
		row = job->s->row[m];
		rc = c ? bg_tt_open(&c->tt, w, &err)
		       : bg_fail(&err, BG_EX_SOFTWARE, "out of memory");
		if (rc == 0) {
			memset(c->history, 0, sizeof c->history);
			c->leaf = job->p->leaf;
			c->exact = job->exact;
			c->net = job->net;
			c->seats = job->s->seats;
			c->two = c->seats == 2;
			c->nodes = 0;
			c->deadline = job->deadline;
			c->stopped = 0;
			rc = search_move(job, c, &row);
		}
		pthread_mutex_lock(&job->lock);
		if (rc == 0)
			job->s->row[m] = row;
		else if (c && c->stopped)
			job->stopped = 1;
		else if (!job->failed) {
			job->failed = 1;
			job->err = err;
		}
		job->s->work += c ? c->nodes : 0;
		pthread_mutex_unlock(&job->lock);
	}
	free(c);
}

static int
run_depth(struct ab_job *job, const struct bg_exec *ex, int plies)
{
	job->depth = plies - 1;
	atomic_init(&job->next, 0);
	bg_exec_run(ex, ab_worker, job, job->s->nmoves);
	return job->failed ? -1 : 0;
}

/* ab:Ts: one ply deeper each time, until the time is spent; the rows of
 * the last depth that every move finished are kept. */
static int
run_timed(struct ab_job *job, const struct bg_exec *ex, struct bg_err *err)
{
	struct bg_search *kept = malloc(sizeof *kept);
	uint64_t until = bg_clock_ms() + job->p->ms;
	int plies, m, solved;

	if (!kept)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	for (plies = 1; plies <= BG_DEPTH_MAX; plies++) {
		job->deadline = plies == 1 ? 0 : until; /* one ply always */
		if (run_depth(job, ex, plies) < 0)
			break;
		if (job->stopped) {
			memcpy(job->s->row, kept->row, sizeof kept->row);
			break;
		}
		memcpy(kept->row, job->s->row, sizeof kept->row);
		for (m = 0, solved = 1; m < job->s->nmoves; m++)
			solved &= job->s->row[m].exact;
		if (solved || bg_clock_ms() >= until)
			break;
	}
	free(kept);
	return 0;
}

int
bg_ab(const struct bg_policy *p, const struct bg_state *st,
      const struct bg_exec *ex, struct bg_search *s, struct bg_err *err)
{
	struct ab_job job = { .p = p, .s = s };
	int rc;

	/* The bare scores use no solver: ab:D:score is the plain baseline. */
	if (st->game->solve && p->leaf == BG_LEAF_GAME && ex->pool)
		job.exact = ex->pool;
	if (p->leaf == BG_LEAF_GAME && ex->pool)
		job.net = bg_pool_net(ex->pool, st->game);
	canonical(st, &job.root);
	pthread_mutex_init(&job.lock, NULL);
	rc = p->ms ? run_timed(&job, ex, err) : run_depth(&job, ex, (int)p->n);
	pthread_mutex_destroy(&job.lock);
	if (job.failed) {
		*err = job.err;
		return -1;
	}
	return rc;
}
