/* Games played to their end with a policy per seat, one or many. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

long
bg_play(struct bg_state *st, const struct bg_policies *p, int jobs,
        struct bg_rng *rng, bg_action_fn *each, void *ctx)
{
	const struct bg_policy *pol;
	struct bg_move mv;
	unsigned long actions;
	int seat, i;

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
			if (bg_policy_pick(pol, st, jobs, rng, &mv) < 0)
				break;
		}
		if (each && each(st, &mv, ctx) < 0)
			return -1;
		st->game->apply(st, &mv);
	}
	return (long)actions;
}

/* Games are played in blocks of slots, each slot one game, the threads
 * taking the next game of the block until it is done; done then sees the
 * block's games in order, so the output is the same for every number of
 * threads. */

#define BLOCK_PER_JOB 16

struct slot {
	struct bg_played g;
	size_t cap;
	int full; /* the record could not grow */
};

struct play_job {
	const struct bg_state *st;
	const struct bg_policies *p;
	uint64_t key;
	int record;
	int pick_jobs; /* threads for each mc:N choice */
	struct slot *slot;
	unsigned long first, count; /* the block: games first.. */
	atomic_ulong next;
};

static int
record_action(const struct bg_state *st, const struct bg_move *mv, void *ctx)
{
	struct slot *s = ctx;
	char word[BG_WORD_MAX + 2];
	size_t len = bg_action_word(st, mv, word);

	word[len++] = '\n';
	if (s->g.record_len + len > s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 4096;
		char *grown = realloc(s->g.record, cap);

		if (!grown) {
			s->full = 1;
			return -1;
		}
		s->g.record = grown;
		s->cap = cap;
	}
	memcpy(s->g.record + s->g.record_len, word, len);
	s->g.record_len += len;
	return 0;
}

static void *
play_worker(void *arg)
{
	struct play_job *job = arg;
	unsigned long i;

	while ((i = atomic_fetch_add(&job->next, 1)) < job->count) {
		struct slot *s = &job->slot[i];
		struct bg_rng rng;
		long actions;

		s->g.number = job->first + i;
		s->g.final = *job->st;
		s->g.record_len = 0;
		s->full = 0;
		bg_rng_derive(&rng, job->key, s->g.number);
		actions = bg_play(&s->g.final, job->p, job->pick_jobs, &rng,
		                  job->record ? record_action : NULL, s);
		s->g.actions = actions < 0 ? 0 : (unsigned long)actions;
	}
	return NULL;
}

int
bg_play_games(const struct bg_state *st, const struct bg_policies *p,
              uint64_t key, unsigned long games, int jobs, int record,
              bg_played_fn *done, void *ctx, struct bg_err *err)
{
	struct play_job job = { .st = st, .p = p, .key = key, .record = record };
	unsigned long block, i;
	int rc = 0;

	if (jobs < 1)
		jobs = 1;
	/* Fewer games than threads: the spare threads share the playouts
	 * of each game's mc:N choices. */
	if ((unsigned long)jobs > games && games > 0) {
		job.pick_jobs = jobs / (int)games;
		jobs = (int)games;
	} else {
		job.pick_jobs = 1;
	}
	block = (unsigned long)jobs * BLOCK_PER_JOB;
	if (block > games)
		block = games;
	job.slot = calloc(block, sizeof *job.slot);
	if (!job.slot)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	for (job.first = 0; rc == 0 && job.first < games; job.first += block) {
		job.count = games - job.first < block ? games - job.first : block;
		atomic_init(&job.next, 0);
		rc = bg_run_threads(play_worker, &job, jobs, err);
		for (i = 0; rc == 0 && i < job.count; i++) {
			if (job.slot[i].full)
				rc = bg_fail(err, BG_EX_SOFTWARE, "out of memory");
			else if (done(&job.slot[i].g, ctx, err) < 0)
				rc = -1;
		}
	}
	for (i = 0; i < block; i++)
		free(job.slot[i].g.record);
	free(job.slot);
	return rc;
}

