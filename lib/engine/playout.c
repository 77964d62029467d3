/* Playouts, policies and Monte-Carlo evaluation over the game interface. */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

static int
parse_policy(const char *text, size_t len, struct bg_policy *p,
             struct bg_err *err)
{
	char num[24];

	if (len == 6 && memcmp(text, "random", 6) == 0) {
		p->kind = BG_POLICY_RANDOM;
		p->n = 0;
		return 0;
	}
	if (len > 3 && memcmp(text, "mc:", 3) == 0 && len - 3 < sizeof num) {
		memcpy(num, text + 3, len - 3);
		num[len - 3] = '\0';
		if (bg_parse_ulong(num, 1, BG_PLAYOUTS_MAX, &p->n) == 0) {
			p->kind = BG_POLICY_MC;
			return 0;
		}
		return bg_fail(err, BG_EX_USAGE, "policy '%.*s': N of mc:N is a "
		               "number from 1 to %lu", (int)(len > 40 ? 40 : len),
		               text, BG_PLAYOUTS_MAX);
	}
	return bg_fail(err, BG_EX_USAGE, "'%.*s' is not a policy (random or "
	               "mc:N)", (int)(len > 40 ? 40 : len), text);
}

int
bg_policies_parse(const char *text, struct bg_policies *out,
                  struct bg_err *err)
{
	const char *p = text, *comma;

	out->count = 0;
	for (;;) {
		comma = strchr(p, ',');
		if (out->count == BG_MAX_SEATS)
			return bg_fail(err, BG_EX_USAGE, "more than %d policies",
			               BG_MAX_SEATS);
		if (parse_policy(p, comma ? (size_t)(comma - p) : strlen(p),
		                 &out->seat[out->count], err) < 0)
			return -1;
		out->count++;
		if (!comma)
			return 0;
		p = comma + 1;
	}
}

int
bg_policies_check(const struct bg_policies *p, const struct bg_state *st,
                  struct bg_err *err)
{
	int seats = st->game->seats(st);

	if (p->count != 1 && p->count != seats)
		return bg_fail(err, BG_EX_DATAERR, "%d policies for a game of %d "
		               "seats: give one, or one per seat", p->count,
		               seats);
	return 0;
}

void
bg_seat_values(const struct bg_state *st, int *value, int *margin)
{
	struct bg_outcome o;
	int winners = 0, i, j;

	st->game->outcome(st, &o);
	for (i = 0; i < o.seats; i++)
		winners += o.over && o.won[i];
	for (i = 0; i < o.seats; i++) {
		int best = INT32_MIN;

		if (winners)
			value[i] = o.won[i] ? BG_VALUE_ONE / winners : 0;
		else
			value[i] = BG_VALUE_ONE / o.seats;
		for (j = 0; j < o.seats; j++)
			if (j != i && o.score[j] > best)
				best = o.score[j];
		margin[i] = o.has_scores && o.seats > 1 ? o.score[i] - best : 0;
	}
}

/* The outcome of the chance event due in st, drawn from rng; 0 when none
 * is due. */
static int
draw_chance(const struct bg_state *st, struct bg_rng *rng, struct bg_move *mv)
{
	struct bg_chance ev;
	int i;

	if (!st->game->chance(st, &ev))
		return 0;
	mv->kind = BG_ACT_CHANCE;
	mv->len = (uint8_t)ev.dice;
	for (i = 0; i < ev.dice; i++)
		mv->v[i] = (uint8_t)(1 + bg_rng_below(rng, (unsigned)ev.faces));
	return 1;
}

int
bg_roll_due(struct bg_state *st, struct bg_rng *rng)
{
	struct bg_move mv;

	if (!draw_chance(st, rng, &mv))
		return 0;
	st->game->apply(st, &mv);
	return 1;
}

unsigned long
bg_playout(struct bg_state *st, struct bg_rng *rng)
{
	const struct bg_game *game = st->game;
	struct bg_move moves[BG_MAX_MOVES];
	unsigned long actions;
	int n;

	for (actions = 0; actions < BG_PLAYOUT_MAX_ACTIONS; actions++) {
		if (bg_roll_due(st, rng))
			continue;
		n = game->moves(st, moves);
		if (n == 0)
			break;
		game->apply(st, &moves[n == 1 ? 0
		                              : bg_rng_below(rng, (unsigned)n)]);
	}
	return actions;
}

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

/* Runs worker in jobs threads, the calling one among them, until each
 * returns.  When a thread cannot start, the others still finish the
 * work before the error is returned. */
static int
run_threads(void *(*worker)(void *), void *arg, int jobs, struct bg_err *err)
{
	pthread_t thread[BG_JOBS_MAX];
	int started, e, rc = 0;

	for (started = 0; started < jobs - 1; started++) {
		e = pthread_create(&thread[started], NULL, worker, arg);
		if (e) {
			rc = bg_fail(err, BG_EX_SOFTWARE, "cannot start a thread: "
			             "%s", strerror(e));
			break;
		}
	}
	worker(arg);
	while (started--)
		pthread_join(thread[started], NULL);
	return rc;
}

static void *
eval_worker(void *arg)
{
	struct eval_job *job = arg;
	struct bg_eval *ev = job->ev;
	struct bg_tally tally[BG_MAX_MOVES], seat[BG_MAX_SEATS];
	int value[BG_MAX_SEATS], margin[BG_MAX_SEATS];
	unsigned long t, end;
	struct bg_state st;
	struct bg_rng rng;
	int s;

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
	return NULL;
}

int
bg_evaluate(const struct bg_state *st, uint64_t key, unsigned long n,
            int seats, int jobs, struct bg_eval *ev, struct bg_err *err)
{
	struct eval_job job = { .st = st, .ev = ev, .key = key };
	int rc;

	ev->seats = st->game->seats(st);
	ev->mover = st->game->seat(st);
	ev->nmoves = seats ? 0 : st->game->moves(st, ev->move);
	ev->n = n;
	memset(ev->tally, 0, sizeof ev->tally);
	memset(ev->seat, 0, sizeof ev->seat);
	job.tasks = (ev->nmoves ? (unsigned long)ev->nmoves : seats ? 1 : 0) * n;
	if (!job.tasks)
		return 0;
	atomic_init(&job.next, 0);
	if (jobs > 1 && job.tasks < (unsigned long)jobs * BATCH)
		jobs = (int)((job.tasks + BATCH - 1) / BATCH);
	pthread_mutex_init(&job.lock, NULL);
	rc = run_threads(eval_worker, &job, jobs, err);
	pthread_mutex_destroy(&job.lock);
	return rc;
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

int
bg_policy_pick(const struct bg_policy *p, const struct bg_state *st,
               int jobs, struct bg_rng *rng, struct bg_move *mv)
{
	struct bg_eval ev;
	struct bg_err err;
	int order[BG_MAX_MOVES];
	int n;

	if (p->kind == BG_POLICY_RANDOM) {
		struct bg_move moves[BG_MAX_MOVES];

		n = st->game->moves(st, moves);
		if (n == 0)
			return -1;
		*mv = moves[n == 1 ? 0 : bg_rng_below(rng, (unsigned)n)];
		return 0;
	}
	/* The sums do not depend on jobs, and a thread that cannot start
	 * leaves its share to the others, so a failure changes nothing. */
	bg_evaluate(st, bg_rng_next(rng), p->n, 0, jobs, &ev, &err);
	if (ev.nmoves == 0)
		return -1;
	bg_eval_rank(&ev, order);
	*mv = ev.move[order[0]];
	return 0;
}

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
		if (!draw_chance(st, rng, &mv)) {
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

size_t
bg_action_word(const struct bg_state *st, const struct bg_move *mv, char *buf)
{
	int values[BG_MAX_DICE], i;

	if (mv->kind != BG_ACT_CHANCE)
		return st->game->format_move(st, mv, buf);
	for (i = 0; i < mv->len; i++)
		values[i] = mv->v[i];
	return bg_chance_word(values, mv->len, buf);
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
		bg_state_copy(&s->g.final, job->st);
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
		rc = run_threads(play_worker, &job, jobs, err);
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

void
bg_analysis_init(struct bg_analysis *an, const struct bg_state *st,
                 unsigned long n, uint64_t seed, int jobs)
{
	struct bg_outcome o;
	int i;

	memset(an, 0, sizeof *an);
	st->game->outcome(st, &o);
	an->n = n;
	an->seed = seed;
	an->jobs = jobs;
	an->seats = o.seats;
	for (i = 0; i < o.seats; i++)
		an->seat[i] = o.seat[i];
}

/* The same move as the game encodes it: the bytes it uses. */
static int
same_move(const struct bg_move *a, const struct bg_move *b)
{
	return a->kind == b->kind && a->len == b->len &&
	       memcmp(a->v, b->v, a->len) == 0;
}

int
bg_analyse_action(struct bg_analysis *an, const struct bg_state *st,
                  const struct bg_move *mv, struct bg_decision *d,
                  struct bg_err *err)
{
	struct bg_eval ev;
	char line[BG_LINE_MAX + 2];
	int order[BG_MAX_MOVES], i, played = -1;
	int64_t loss;

	d->seat = st->game->seat(st);
	if (d->seat < 0 || st->game->moves(st, ev.move) < 2)
		return 0;
	if (bg_evaluate(st, bg_seed_key(an->seed, line,
	                                st->game->format(st, line)),
	                an->n, 0, an->jobs, &ev, err) < 0)
		return -1;
	for (i = 0; i < ev.nmoves && played < 0; i++)
		if (same_move(&ev.move[i], mv))
			played = i;
	if (played < 0)
		return 0; /* not a listed move: the replay says why */
	st->game->format_move(st, &ev.move[played], d->played);
	bg_eval_rank(&ev, order);
	st->game->format_move(st, &ev.move[order[0]], d->best);
	d->played_tally = ev.tally[played];
	d->best_tally = ev.tally[order[0]];
	loss = d->best_tally.sum - d->played_tally.sum;
	d->loss = (double)loss / BG_VALUE_ONE / (double)an->n;
	an->decisions[d->seat]++;
	an->loss[d->seat] += loss;
	/* loss / (ONE n) > 1/20, > 3/20: compared in whole numbers. */
	an->errors[d->seat] += loss * 20 > (int64_t)BG_VALUE_ONE * (int64_t)an->n;
	an->blunders[d->seat] += loss * 20 >
	                         3 * (int64_t)BG_VALUE_ONE * (int64_t)an->n;
	return 1;
}

double
bg_analysis_mean_loss(const struct bg_analysis *an, int seat)
{
	if (!an->decisions[seat])
		return 0;
	return (double)an->loss[seat] / BG_VALUE_ONE / (double)an->n /
	       (double)an->decisions[seat];
}

int
bg_analysis_loss_above(const struct bg_analysis *an, int seat,
                       const char *bound)
{
	uint64_t den = (uint64_t)BG_VALUE_ONE * an->n * an->decisions[seat];
	uint64_t rem, whole, bound_whole = 0;
	unsigned digit;
	const char *p;

	if (!an->decisions[seat] || an->loss[seat] <= 0)
		return 0;
	for (p = bound; *p >= '0' && *p <= '9'; p++)
		bound_whole = bound_whole * 10 + (uint64_t)(*p - '0');
	whole = (uint64_t)an->loss[seat] / den;
	rem = (uint64_t)an->loss[seat] % den;
	if (whole != bound_whole)
		return whole > bound_whole;
	/* The mean's decimal digits, one by one, against the bound's; rem
	 * stays below den, and 10 * den fits while the decisions are fewer
	 * than two thousand million. */
	for (p += *p == '.'; *p >= '0' && *p <= '9'; p++) {
		digit = (unsigned)(rem * 10 / den);
		rem = rem * 10 % den;
		if (digit != (unsigned)(*p - '0'))
			return digit > (unsigned)(*p - '0');
	}
	return rem > 0;
}
