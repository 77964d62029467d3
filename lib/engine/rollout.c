/* rollout:N, gnubg's rollouts on the learned evaluation
 * (formats/evaluation.md): every move is judged one ply deep, as ply:1
 * judges it, and the best ROLLOUT_KEEP are each played on N times, every
 * seat taking its best move one ply deep, until ROLLOUT_MOVES moves are
 * made or the game ends; then the evaluation (or the exact tables, or the
 * result) judges.  Game i of every candidate is played on the dice of
 * stream i, so the candidates meet the same dice.  Each chance event's
 * luck, what its outcome is worth to each seat less the mean over every
 * outcome, is taken off the game's result (the evaluation's variance
 * reduction): the luck of the dice is most of a result's spread, and
 * what is left is the play. */
#include <stdatomic.h>
#include <string.h>

#include "engine/engine.h"

#define ROLLOUT_KEEP 8
#define ROLLOUT_MOVES 12

struct rollout {
	const struct bg_net *net;
	struct bg_pool *exact;
	int seats;
	unsigned long work;
};

static void
judge(struct rollout *r, const struct bg_state *st, int32_t *v)
{
	r->work++;
	bg_leaf_judge(r->exact, r->net, st, r->seats, v);
}

/* What st is worth: its best move's values for a seat to move (the move
 * into *mv, the first listed of equals; 1), else st judged as it is (0). */
static int
settle(struct rollout *r, const struct bg_state *st, struct bg_move *mv,
       int32_t *v)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_chance ev;
	int32_t w[BG_MAX_SEATS];
	struct bg_state after;
	int mover = -1, n = 0, m;

	if (st->game->phase(st) != BG_PHASE_OVER &&
	    !st->game->chance(st, &ev) && (mover = st->game->seat(st)) >= 0)
		n = st->game->moves(st, moves);
	if (n == 0) {
		judge(r, st, v);
		return 0;
	}
	for (m = 0; m < n; m++) {
		bg_state_copy(&after, st);
		st->game->apply(&after, &moves[m]);
		judge(r, &after, w);
		if (m == 0 || w[mover] > v[mover]) {
			memcpy(v, w, (size_t)r->seats * sizeof *w);
			*mv = moves[m];
		}
	}
	return 1;
}

static void
settled(void *ctx, const struct bg_state *st, int32_t *v)
{
	struct bg_move mv;

	settle(ctx, st, &mv, v);
}

/* One game on from start, its dice from rng: the values where it stops
 * less each seat's luck on the way, into v. */
static void
play_on(struct rollout *r, const struct bg_state *start, struct bg_rng *rng,
        int64_t *v)
{
	int64_t luck[BG_MAX_SEATS] = { 0 };
	int32_t w[BG_MAX_SEATS], mean[BG_MAX_SEATS];
	struct bg_state st;
	struct bg_chance ev;
	struct bg_move mv;
	int moves = 0, due = 0, i;

	bg_state_copy(&st, start);
	while (moves < ROLLOUT_MOVES && st.game->phase(&st) != BG_PHASE_OVER) {
		if (st.game->chance(&st, &ev)) {
			bg_outcome_mean(&st, &ev, r->seats, settled, r, mean);
			bg_draw_chance(&st, rng, &mv);
			st.game->apply(&st, &mv);
			due = settle(r, &st, &mv, w);
			for (i = 0; i < r->seats; i++)
				luck[i] += w[i] - mean[i];
			continue;
		}
		if (!due && !settle(r, &st, &mv, w))
			break;
		st.game->apply(&st, &mv);
		moves++;
		due = 0;
	}
	judge(r, &st, w);
	for (i = 0; i < r->seats; i++)
		v[i] = w[i] - luck[i];
}

struct rollout_job {
	const struct bg_state *st;
	struct bg_search *s;
	struct rollout r;
	uint64_t key;
	unsigned long games;
	int keep[BG_MAX_MOVES], kept;
	atomic_ulong next, work;
	/* each candidate's results: in evaluation units, and in result
	 * units with their squares, for the standard error */
	_Atomic int64_t value[ROLLOUT_KEEP], sum[ROLLOUT_KEEP],
		sumsq[ROLLOUT_KEEP];
};

/* Games one at a time on every worker; the sums are the same in any
 * order, so the rows are the same for every number of threads. */
static void
rollout_worker(void *arg, struct bg_worker *w)
{
	struct rollout_job *job = arg;
	struct rollout r = job->r;
	unsigned long item, total = (unsigned long)job->kept * job->games;
	struct bg_state after;
	struct bg_rng rng;
	int64_t v[BG_MAX_SEATS], x;
	int k;

	(void)w;
	r.work = 0;
	while ((item = atomic_fetch_add(&job->next, 1)) < total) {
		k = (int)(item / job->games);
		bg_rng_derive(&rng, job->key, item % job->games);
		bg_state_copy(&after, job->st);
		job->st->game->apply(&after,
		                     &job->s->row[job->keep[k]].move);
		play_on(&r, &after, &rng, v);
		x = v[job->s->mover] / (BG_EVAL_ONE / BG_VALUE_ONE);
		atomic_fetch_add(&job->value[k], v[job->s->mover]);
		atomic_fetch_add(&job->sum[k], x);
		atomic_fetch_add(&job->sumsq[k], x * x);
	}
	atomic_fetch_add(&job->work, r.work);
}

/* The moves keep[0..kept) of s (at most ROLLOUT_KEEP) each played on
 * p's N times from key's streams, spread over ex's workers; an exact
 * move keeps its value. */
static void
roll_out(const struct bg_policy *p, const struct bg_state *st, uint64_t key,
         const struct bg_exec *ex, struct bg_search *s, const int *keep,
         int kept)
{
	struct rollout_job job = { .st = st, .s = s, .key = key,
	                           .games = p->n, .kept = kept };
	int k;

	job.r.net = ex->pool ? bg_pool_net(ex->pool, st->game) : NULL;
	job.r.exact = st->game->solve && ex->pool ? ex->pool : NULL;
	job.r.seats = s->seats;
	memcpy(job.keep, keep, (size_t)kept * sizeof *keep);
	atomic_init(&job.next, 0);
	atomic_init(&job.work, 0);
	for (k = 0; k < ROLLOUT_KEEP; k++) {
		atomic_init(&job.value[k], 0);
		atomic_init(&job.sum[k], 0);
		atomic_init(&job.sumsq[k], 0);
	}
	bg_exec_run(ex, rollout_worker, &job, job.kept);
	for (k = 0; k < job.kept; k++) {
		struct bg_judged *j = &s->row[job.keep[k]];

		if (j->exact)
			continue; /* solved: its value is known */
		j->value = atomic_load(&job.value[k]) / (int64_t)job.games;
		j->sum = atomic_load(&job.sum[k]);
		j->sumsq = atomic_load(&job.sumsq[k]);
		j->visits = job.games;
	}
	s->work += atomic_load(&job.work);
}

int
bg_rollout(const struct bg_policy *p, const struct bg_state *st,
           uint64_t key, const struct bg_exec *ex, struct bg_search *s)
{
	int keep[BG_MAX_MOVES], kept;

	kept = bg_ply_first(st, ex, s, ROLLOUT_KEEP, keep);
	roll_out(p, st, key, ex, s, keep, kept);
	return 0;
}

int
bg_rollout_moves(const struct bg_policy *p, const struct bg_state *st,
                 uint64_t key, const struct bg_exec *ex, struct bg_search *s,
                 const int *moves, int n)
{
	int keep[ROLLOUT_KEEP], kept = 0, i;

	for (i = 0; i < n && kept < ROLLOUT_KEEP; i++)
		if (!s->row[moves[i]].exact)
			keep[kept++] = moves[i];
	roll_out(p, st, key, ex, s, keep, kept);
	return kept;
}
