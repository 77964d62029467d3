/* ply:N, n-ply expectimax over the dice on the learned evaluation, with
 * gnubg's move filters (formats/analysis.md): ply:1 judges each move by
 * the evaluation of the state after it; ply:2 takes the best PLY_KEEP of
 * them by that judgement one chance event and the reply deeper: every
 * outcome of the dice, each reply judged by the evaluation and the one
 * best for its mover taken; ply:3 one more.  The moves left out keep
 * their one-ply value and rank below the moves searched.  Where the
 * game's solver reaches a state its exact value is taken; a finished
 * game is worth its result. */
#include <stdatomic.h>
#include <string.h>

#include "engine/engine.h"

/* Candidates kept for the deeper plies, at the root and below it. */
#define PLY_KEEP 8
#define PLY_KEEP_INNER 3

struct ply {
	const struct bg_net *net;
	struct bg_pool *exact; /* the pool of the game's solver, or NULL */
	int seats;
	unsigned long work;    /* states judged */
};

static void value_of(struct ply *c, const struct bg_state *st, int depth,
                     int32_t *v);

static int
judge(struct ply *c, const struct bg_state *st, int32_t *v)
{
	c->work++;
	return bg_leaf_judge(c->exact, c->net, st, c->seats, v);
}

/* A state after a chance outcome, depth plies from the leaves. */
struct ply_at {
	struct ply *c;
	int depth;
};

static void
value_after(void *ctx, const struct bg_state *st, int32_t *v)
{
	struct ply_at *at = ctx;

	value_of(at->c, st, at->depth, v);
}

/* The keep best of n scores, best first (ties in the listed order),
 * into best[]; returns how many. */
static int
rank(const int32_t *score, int n, int keep, int *best)
{
	int m, k, kept = 0;

	for (m = 0; m < n; m++) {
		for (k = kept < keep ? kept++ : keep;
		     k > 0 && score[best[k - 1]] < score[m]; k--)
			if (k < keep)
				best[k] = best[k - 1];
		if (k < keep)
			best[k] = m;
	}
	return kept;
}

/* The keep best of the n moves for mover by the evaluation, best first
 * (ties in the listed order), into best[]; returns how many. */
static int
filter(struct ply *c, const struct bg_state *st, const struct bg_move *moves,
       int n, int mover, int keep, int *best)
{
	int32_t score[BG_MAX_MOVES], v[BG_MAX_SEATS];
	struct bg_state after;
	int m;

	for (m = 0; m < n; m++) {
		bg_state_copy(&after, st);
		st->game->apply(&after, &moves[m]);
		judge(c, &after, v);
		score[m] = v[mover];
	}
	return rank(score, n, keep, best);
}

/* The mover's best move, each of the filter's looked depth plies deeper;
 * v gets its values. */
static void
move_value(struct ply *c, const struct bg_state *st, int depth, int32_t *v)
{
	struct bg_move moves[BG_MAX_MOVES];
	int best[BG_MAX_MOVES], mover = st->game->seat(st), n, k, kept;
	int32_t w[BG_MAX_SEATS];
	struct bg_state after;

	n = st->game->moves(st, moves);
	kept = filter(c, st, moves, n, mover,
	              depth > 1 ? PLY_KEEP_INNER : BG_MAX_MOVES, best);
	for (k = 0; k < kept; k++) {
		bg_state_copy(&after, st);
		st->game->apply(&after, &moves[best[k]]);
		value_of(c, &after, depth - 1, w);
		if (k == 0 || w[mover] > v[mover])
			memcpy(v, w, (size_t)c->seats * sizeof *w);
	}
}

static void
value_of(struct ply *c, const struct bg_state *st, int depth, int32_t *v)
{
	struct bg_chance ev;

	if (depth == 0 || st->game->phase(st) == BG_PHASE_OVER) {
		judge(c, st, v);
		return;
	}
	if (st->game->chance(st, &ev)) {
		struct ply_at at = { c, depth };

		bg_outcome_mean(st, &ev, c->seats, value_after, &at, v);
		return;
	}
	if (st->game->seat(st) < 0) {
		judge(c, st, v);
		return;
	}
	move_value(c, st, depth, v);
}

struct ply_job {
	const struct bg_state *st;
	struct bg_search *s;
	struct ply c;
	int depth;
	const int *keep;
	int kept;
	atomic_int next;
	atomic_ulong work;
};

/* The kept moves, one at a time, on every worker: each row is the same
 * whichever worker searched it. */
static void
ply_worker(void *arg, struct bg_worker *w)
{
	struct ply_job *job = arg;
	struct ply c = job->c;
	struct bg_state after;
	int32_t v[BG_MAX_SEATS];
	int k;

	(void)w;
	c.work = 0;
	while ((k = atomic_fetch_add(&job->next, 1)) < job->kept) {
		struct bg_judged *j = &job->s->row[job->keep[k]];

		j->depth = job->depth;
		if (j->exact)
			continue;
		bg_state_copy(&after, job->st);
		job->st->game->apply(&after, &j->move);
		value_of(&c, &after, job->depth - 1, v);
		j->value = v[job->s->mover];
	}
	atomic_fetch_add(&job->work, c.work);
}

int
bg_ply_first(const struct bg_state *st, const struct bg_exec *ex,
             struct bg_search *s, int keep, int *best)
{
	struct ply c = { .seats = s->seats };
	int32_t v[BG_MAX_SEATS], score[BG_MAX_MOVES];
	struct bg_state after;
	int m;

	c.net = ex->pool ? bg_pool_net(ex->pool, st->game) : NULL;
	c.exact = st->game->solve && ex->pool ? ex->pool : NULL;
	for (m = 0; m < s->nmoves; m++) {
		bg_state_copy(&after, st);
		st->game->apply(&after, &s->row[m].move);
		s->row[m].exact = judge(&c, &after, v);
		score[m] = s->row[m].value = v[s->mover];
		s->row[m].depth = 1;
	}
	s->work += c.work;
	/* The filter ranks the values just judged. */
	return keep > 0 ? rank(score, s->nmoves, keep, best) : 0;
}

/* The moves keep[0..kept) of s searched depth plies deep, spread over
 * ex's workers. */
static void
ply_search(int depth, const struct bg_state *st, const struct bg_exec *ex,
           struct bg_search *s, const int *keep, int kept)
{
	struct ply_job job = { .st = st, .s = s, .depth = depth, .keep = keep,
	                       .kept = kept };

	job.c.net = ex->pool ? bg_pool_net(ex->pool, st->game) : NULL;
	job.c.exact = st->game->solve && ex->pool ? ex->pool : NULL;
	job.c.seats = s->seats;
	atomic_init(&job.next, 0);
	atomic_init(&job.work, 0);
	bg_exec_run(ex, ply_worker, &job, kept);
	s->work += atomic_load(&job.work);
}

int
bg_ply(const struct bg_policy *p, const struct bg_state *st,
       const struct bg_exec *ex, struct bg_search *s)
{
	int keep[BG_MAX_MOVES], kept, depth = (int)p->n, m;

	kept = bg_ply_first(st, ex, s, depth > 1 ? PLY_KEEP : 0, keep);
	/* A move whose state after it is solved is judged: it ranks with
	 * the moves searched deepest. */
	for (m = 0; m < s->nmoves; m++)
		if (s->row[m].exact)
			s->row[m].depth = depth;
	if (depth > 1)
		ply_search(depth, st, ex, s, keep, kept);
	return 0;
}

int
bg_ply_deepen(const struct bg_policy *p, const struct bg_state *st,
              const struct bg_exec *ex, struct bg_search *s, int m)
{
	if (s->row[m].depth >= (int)p->n)
		return 0;
	ply_search((int)p->n, st, ex, s, &m, 1);
	return 1;
}
