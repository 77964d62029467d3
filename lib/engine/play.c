/* Games played to their end with a policy per seat, one or many. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

long
bg_play(struct bg_state *st, const struct bg_policies *p,
        const struct bg_exec *ex, struct bg_rng *rng, bg_action_fn *each,
        void *ctx, struct bg_err *err)
{
	const struct bg_policy *pol;
	struct bg_move mv;
	unsigned long actions;
	int seat, i, rc;

	/* Random play that nothing watches is a playout. */
	for (i = 0; i < p->count && p->seat[i].kind == BG_POLICY_RANDOM; i++)
		;
	if (i == p->count && !each)
		return (long)bg_playout(st, rng);
	for (actions = 0; actions < BG_PLAYOUT_MAX_ACTIONS; actions++) {
		if (!bg_draw_chance(st, rng, &mv)) {
			seat = st->game->seat(st);
			if (seat < 0)
				break;
			pol = &p->seat[p->count == 1 ? 0 : seat];
			rc = bg_policy_pick(pol, st, ex, rng, &mv, err);
			if (rc < 0)
				return -1;
			if (rc > 0)
				break;
		}
		if (each && each(st, &mv, ctx, err) < 0)
			return -1;
		st->game->apply(st, &mv);
	}
	return (long)actions;
}

/* Games are played into a ring of slots, each slot one game: the workers
 * take the next game while its slot is free, and the worker of the
 * calling thread also hands the games to done in the order of their
 * numbers as they are finished, so the output is the same for every
 * number of threads.  A worker waits only for a free slot, and is woken
 * when half the ring is free again, not for each slot (a wake-up costs
 * more than a short game); the one that hands over waits only for the
 * game it is to hand over next. */

#define SLOTS_PER_JOB 64

struct slot {
	struct bg_played g;
	size_t cap;
	int ready;  /* played, not yet handed to done */
	int failed; /* err says why */
	struct bg_err err;
};

struct play_job {
	const struct bg_state *st;
	const struct bg_policies *p;
	uint64_t key;
	int record;
	unsigned long games;
	struct slot *slot;
	unsigned long nslots;
	pthread_mutex_t lock;
	pthread_cond_t room;   /* half the ring free, or the end */
	pthread_cond_t ready;  /* the game to hand over next is played */
	int takers;            /* workers waiting for room */
	int handing;           /* the first waits for the next game */
	unsigned long next;    /* the next game to take */
	unsigned long handed;  /* the games done has seen */
	int stop;              /* done failed: take no more */
	const struct bg_worker *first; /* the worker that hands over */
	struct bg_pool *pool;  /* the run's: its solvers */
	bg_played_fn *done;
	bg_tick_fn *tick;
	void *ctx;
	struct bg_err *err;
	int rc;
};

static int
record_action(const struct bg_state *st, const struct bg_move *mv, void *ctx,
              struct bg_err *err)
{
	struct slot *s = ctx;
	char word[BG_WORD_MAX + 2];
	size_t len = bg_action_word(st, mv, word);

	word[len++] = '\n';
	if (s->g.record_len + len > s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 4096;
		char *grown = realloc(s->g.record, cap);

		if (!grown)
			return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		s->g.record = grown;
		s->cap = cap;
	}
	memcpy(s->g.record + s->g.record_len, word, len);
	s->g.record_len += len;
	return 0;
}

/* What watches a game's actions: its record, and the ticks. */
struct watch {
	const struct play_job *job;
	struct slot *s;
	bg_tick_fn *tick; /* NULL: not ticked */
	unsigned long actions;
};

static int
watch_action(const struct bg_state *st, const struct bg_move *mv, void *ctx,
             struct bg_err *err)
{
	struct watch *w = ctx;

	if (w->job->record && record_action(st, mv, w->s, err) < 0)
		return -1;
	if (w->tick)
		w->tick(w->s->g.number, ++w->actions, w->job->ctx);
	return 0;
}

/* Game number g into slot s, its choices made as ex says; ticked when
 * the calling thread plays it. */
static void
play_one(const struct play_job *job, unsigned long g, struct slot *s,
         const struct bg_exec *ex, int ticked)
{
	struct watch w = { job, s, ticked ? job->tick : NULL, 0 };
	struct bg_rng rng;
	long actions;

	s->g.number = g;
	bg_state_copy(&s->g.final, job->st);
	s->g.record_len = 0;
	bg_rng_derive(&rng, job->key, g);
	actions = bg_play(&s->g.final, job->p, ex, &rng,
	                  job->record || w.tick ? watch_action : NULL, &w,
	                  &s->err);
	s->failed = actions < 0;
	s->g.actions = actions < 0 ? 0 : (unsigned long)actions;
}

/* With the lock held: wakes the workers waiting for room when half of
 * the ring is free, or there is nothing more to take. */
static void
made_room(struct play_job *job)
{
	if (job->takers && (job->stop || job->next >= job->games ||
	                    job->next - job->handed <= job->nslots / 2))
		pthread_cond_broadcast(&job->room);
}

/* With the lock held: takes the next game when its slot is free. */
static int
take(struct play_job *job, unsigned long *g)
{
	if (job->stop || job->next >= job->games ||
	    job->next >= job->handed + job->nslots)
		return 0;
	*g = job->next++;
	return 1;
}

/* With the lock held: hands every game played, in order, to done. */
static void
hand_over(struct play_job *job)
{
	struct slot *s;

	while (!job->stop && job->handed < job->games &&
	       (s = &job->slot[job->handed % job->nslots])->ready) {
		pthread_mutex_unlock(&job->lock);
		if (s->failed) {
			*job->err = s->err;
			job->rc = -1;
		} else if (job->done(&s->g, job->ctx, job->err) < 0) {
			job->rc = -1;
		}
		pthread_mutex_lock(&job->lock);
		s->ready = 0;
		job->handed++;
		job->stop = job->rc < 0;
	}
	made_room(job);
}

static void
play_worker(void *arg, struct bg_worker *w)
{
	struct play_job *job = arg;
	struct bg_exec alone = bg_exec_alone(job->pool, w);
	unsigned long g;
	int first = w == job->first;

	pthread_mutex_lock(&job->lock);
	for (;;) {
		if (first)
			hand_over(job);
		if (job->stop || job->handed == job->games ||
		    (!first && job->next >= job->games))
			break;
		if (!take(job, &g)) {
			if (first) { /* the next to hand over is being played */
				job->handing = 1;
				pthread_cond_wait(&job->ready, &job->lock);
				job->handing = 0;
			} else {
				job->takers++;
				pthread_cond_wait(&job->room, &job->lock);
				job->takers--;
			}
			continue;
		}
		pthread_mutex_unlock(&job->lock);
		play_one(job, g, &job->slot[g % job->nslots], &alone, first);
		pthread_mutex_lock(&job->lock);
		job->slot[g % job->nslots].ready = 1;
		if (job->handing && g == job->handed)
			pthread_cond_signal(&job->ready);
	}
	if (first) { /* stopped: no worker may wait for room for ever */
		job->stop = 1;
		made_room(job);
	}
	pthread_mutex_unlock(&job->lock);
}

/* Fewer games than threads: one game after another, each choice spread
 * over the whole pool. */
static void
play_in_turn(struct play_job *job, const struct bg_exec *ex)
{
	unsigned long g;

	for (g = 0; g < job->games && job->rc == 0; g++) {
		play_one(job, g, &job->slot[0], ex, 1);
		if (job->slot[0].failed) {
			*job->err = job->slot[0].err;
			job->rc = -1;
		} else if (job->done(&job->slot[0].g, job->ctx, job->err) < 0) {
			job->rc = -1;
		}
	}
}

int
bg_play_games(const struct bg_state *st, const struct bg_policies *p,
              uint64_t key, unsigned long games, const struct bg_exec *ex,
              int record, bg_played_fn *done, bg_tick_fn *tick, void *ctx,
              struct bg_err *err)
{
	struct play_job job = { .st = st, .p = p, .key = key, .record = record,
	                        .games = games, .done = done, .tick = tick,
	                        .ctx = ctx, .err = err };
	int threads = bg_exec_threads(ex);
	unsigned long i;

	if (games == 0)
		return 0;
	job.nslots = games < (unsigned long)threads ? 1
	             : (unsigned long)threads * SLOTS_PER_JOB;
	if (job.nslots > games)
		job.nslots = games;
	job.slot = calloc(job.nslots, sizeof *job.slot);
	if (!job.slot)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	if (games < (unsigned long)threads) {
		play_in_turn(&job, ex);
	} else {
		pthread_mutex_init(&job.lock, NULL);
		pthread_cond_init(&job.room, NULL);
		pthread_cond_init(&job.ready, NULL);
		job.first = ex->self;
		job.pool = ex->pool;
		bg_exec_run(ex, play_worker, &job, threads);
		pthread_cond_destroy(&job.ready);
		pthread_cond_destroy(&job.room);
		pthread_mutex_destroy(&job.lock);
	}
	for (i = 0; i < job.nslots; i++)
		free(job.slot[i].g.record);
	free(job.slot);
	return job.rc;
}
