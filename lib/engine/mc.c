/* Monte-Carlo evaluation: every move tried with N random playouts. */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

#include "engine/engine.h"

/* Evaluation: tasks are (candidate, playout) pairs, handed out in
 * batches to the threads, each summing into its own tallies. */

#define BATCH 16

struct eval_job {
	const struct bg_state *st;
	struct bg_eval *ev;
	uint64_t key;
	unsigned long tasks;
	atomic_ulong next;
	pthread_mutex_t lock; /* adding a thread's tallies to ev */
};

static void
add_tally(struct bg_tally *t, int value, int margin)
{
	t->sum += value;
	t->sumsq += (int64_t)value * value;
	t->margin += margin;
}

static void
merge_tallies(struct bg_tally *into, const struct bg_tally *from, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		into[i].sum += from[i].sum;
		into[i].sumsq += from[i].sumsq;
		into[i].margin += from[i].margin;
	}
}

static void
eval_worker(void *arg, struct bg_worker *w)
{
	struct eval_job *job = arg;
	struct bg_eval *ev = job->ev;
	struct bg_tally tally[BG_MAX_MOVES], seat[BG_MAX_SEATS];
	int value[BG_MAX_SEATS], margin[BG_MAX_SEATS];
	unsigned long t, end;
	struct bg_state st;
	struct bg_rng rng;
	int s;

	(void)w;
	memset(tally, 0, sizeof tally);
	memset(seat, 0, sizeof seat);
	while ((t = atomic_fetch_add(&job->next, BATCH)) < job->tasks) {
		end = t + BATCH < job->tasks ? t + BATCH : job->tasks;
		for (; t < end; t++) {
			unsigned long c = t / ev->n, i = t % ev->n;

			bg_state_copy(&st, job->st);
			if (ev->nmoves)
				st.game->apply(&st, &ev->move[c]);
			bg_rng_derive(&rng, job->key, i);
			bg_playout(&st, &rng);
			bg_seat_values(&st, value, margin);
			if (ev->nmoves)
				add_tally(&tally[c], value[ev->mover],
				          margin[ev->mover]);
			else
				for (s = 0; s < ev->seats; s++)
					add_tally(&seat[s], value[s], margin[s]);
		}
	}
	pthread_mutex_lock(&job->lock);
	merge_tallies(ev->tally, tally, ev->nmoves);
	merge_tallies(ev->seat, seat, ev->seats);
	pthread_mutex_unlock(&job->lock);
}

void
bg_evaluate(const struct bg_state *st, uint64_t key, unsigned long n,
            int seats, const struct bg_exec *ex, struct bg_eval *ev)
{
	struct eval_job job = { .st = st, .ev = ev, .key = key };
	unsigned long want;

	ev->seats = st->game->seats(st);
	ev->mover = st->game->seat(st);
	ev->nmoves = seats ? 0 : st->game->moves(st, ev->move);
	ev->n = n;
	memset(ev->tally, 0, sizeof ev->tally);
	memset(ev->seat, 0, sizeof ev->seat);
	job.tasks = (ev->nmoves ? (unsigned long)ev->nmoves : seats ? 1 : 0) * n;
	if (!job.tasks)
		return;
	atomic_init(&job.next, 0);
	/* A thread for every batch at the most. */
	want = (job.tasks + BATCH - 1) / BATCH;
	pthread_mutex_init(&job.lock, NULL);
	bg_exec_run(ex, eval_worker, &job,
	            want < BG_JOBS_MAX ? (int)want : BG_JOBS_MAX);
	pthread_mutex_destroy(&job.lock);
}

void
bg_eval_rank(const struct bg_eval *ev, int *order)
{
	int i, j, k;

	/* Insertion sort: stable, and at most BG_MAX_MOVES candidates. */
	for (i = 0; i < ev->nmoves; i++) {
		k = i;
		for (j = i; j > 0 && ev->tally[order[j - 1]].sum < ev->tally[k].sum;
		     j--)
			order[j] = order[j - 1];
		order[j] = k;
	}
}

double
bg_tally_mean(const struct bg_tally *t, unsigned long n)
{
	return n ? (double)t->sum / BG_VALUE_ONE / (double)n : 0;
}

double
bg_tally_se(const struct bg_tally *t, unsigned long n)
{
	double mean, var;

	if (n < 2)
		return 0;
	mean = (double)t->sum / (double)n;
	var = ((double)t->sumsq - mean * (double)t->sum) / (double)(n - 1);
	return var > 0 ? sqrt(var / (double)n) / BG_VALUE_ONE : 0;
}

double
bg_tally_margin(const struct bg_tally *t, unsigned long n)
{
	return n ? (double)t->margin / (double)n : 0;
}

