/* Refereed games from a state (bg-apply --play with a bot, or --match):
 * the games of the schedule spread over the threads, each played by the
 * referee with a bot process per seat and thread, and told, recorded and
 * counted strictly in the order of their numbers, so that the output,
 * and where the SPRT stops, are the same for every --jobs. */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

/* Games that may finish ahead of the first not yet counted, per thread. */
#define WINDOW_PER_JOB 8

/* One game under way or waiting to be counted. */
struct game_slot {
	unsigned long number;
	struct bg_refereed game;
	char *record;
	size_t record_len, cap;
	int failed;
	struct bg_err err;
};

/* An engine policy at a seat: what its pick needs. */
struct engine_seat {
	const struct bg_policy *policy;
	struct bg_exec ex;
	struct bg_err err;
	int failed;
};

struct match_run {
	struct bg_games *gs;
	const struct bg_match_setup *ms;
	const struct bg_state *st;
	uint64_t key;
	int seats;
	struct bg_match m;
	struct game_slot *slot;  /* m.window of them, game g at g % window */
	struct bg_bot *bot;      /* [thread][policy][copy] */
	char (*log)[4096];       /* each policy's log file */
	int threads;
	pthread_mutex_t lock;
	pthread_cond_t change;
	unsigned long next;      /* the next game to start */
	int stop;
	int signalled;           /* stopped by a signal: nothing more counted */
	int rc;
	struct bg_err *err;
};

static struct bg_bot *
bot_of(struct match_run *run, int thread, int policy, int copy)
{
	return &run->bot[((size_t)thread * BG_MAX_SEATS + (size_t)policy) *
	                 BG_MAX_SEATS + (size_t)copy];
}

static int
pick(const struct bg_state *st, struct bg_rng *rng, struct bg_move *mv,
     void *ctx)
{
	struct engine_seat *es = ctx;

	if (bg_policy_pick(es->policy, st, &es->ex, rng, mv, &es->err) != 0) {
		es->failed = 1;
		return -1;
	}
	return 0;
}

static int
record_action(const struct bg_state *st, const struct bg_move *mv, void *ctx,
              struct bg_err *err)
{
	struct game_slot *s = ctx;
	char word[BG_WORD_MAX + 2];
	size_t len = bg_action_word(st, mv, word);

	word[len++] = '\n';
	if (s->record_len + len > s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 4096;
		char *grown = realloc(s->record, cap);

		if (!grown)
			return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		s->record = grown;
		s->cap = cap;
	}
	memcpy(s->record + s->record_len, word, len);
	s->record_len += len;
	return 0;
}

/* What sees a game's actions: its record, and on the calling thread the
 * progress line. */
struct watch {
	struct match_run *run;
	struct game_slot *s;
	int ticked;
	unsigned long actions;
};

static int
watch_action(const struct bg_state *st, const struct bg_move *mv, void *ctx,
             struct bg_err *err)
{
	struct watch *w = ctx;

	if (w->run->gs->records && record_action(st, mv, w->s, err) < 0)
		return -1;
	if (w->ticked) {
		struct bg_games *gs = w->run->gs;

		pthread_mutex_lock(&w->run->lock);
		if (gs->match->match)
			bg_match_progress(gs, &w->run->m, w->s->number,
			                  ++w->actions);
		else
			bg_progress_show_game(&gs->progress, gs->played,
			                      w->s->number, ++w->actions);
		pthread_mutex_unlock(&w->run->lock);
	}
	return 0;
}

/* Random play needs no ticks: its games are short. */
static int
all_random(const struct bg_match_setup *ms)
{
	int i;

	for (i = 0; i < ms->count; i++)
		if (ms->seat[i].command ||
		    ms->seat[i].policy.kind != BG_POLICY_RANDOM)
			return 0;
	return 1;
}

/* Game g into slot s, on thread t. */
static void
play_one(struct match_run *run, unsigned long g, struct game_slot *s,
         struct bg_worker *w)
{
	const struct bg_schedule *sc = &run->m.sched;
	struct engine_seat es[BG_MAX_SEATS];
	struct bg_player player[BG_MAX_SEATS], *seat[BG_MAX_SEATS];
	const struct bg_seat_policy *sp;
	struct bg_rng rng;
	int t = bg_worker_index(w), i, p;
	struct watch seen = { run, s, t == 0 && run->gs->progress.on &&
	                                   !all_random(run->ms), 0 };

	for (i = 0; i < run->seats; i++) {
		p = bg_schedule_policy(sc, g, i);
		sp = &run->ms->seat[p];
		seat[i] = &player[i];
		player[i] = (struct bg_player){ .pick = pick, .ctx = &es[i] };
		es[i] = (struct engine_seat){ .policy = &sp->policy,
		                              .ex = bg_exec_alone(NULL, w) };
		if (sp->command)
			player[i].bot = bot_of(run, t, p,
			                       bg_schedule_copy(sc, g, i));
	}
	s->number = g;
	s->record_len = 0;
	bg_schedule_choices(&rng, run->key, g);
	s->failed = bg_referee(run->st, seat, &run->ms->lim,
	                       bg_schedule_dice_key(sc, run->key, g), &rng,
	                       run->gs->records || seen.ticked ? watch_action
	                                                       : NULL,
	                       &seen, &s->game, &s->err) < 0;
	for (i = 0; i < run->seats && !s->failed; i++)
		if (es[i].failed) {
			s->err = es[i].err;
			s->failed = 1;
		}
}

/* A counted game: told, recorded and shown on the progress line. */
static int
counted(const struct bg_match_result *r, void *ctx, struct bg_err *err)
{
	struct match_run *run = ctx;
	const struct game_slot *s = r->data;

	return bg_match_told(run->gs, &run->m, s->number, &s->game, s->record,
	                     s->record_len, err);
}

/* With the lock held: the game just played into the tally. */
static void
add_game(struct match_run *run, struct game_slot *s)
{
	struct bg_match_result r = { .number = s->number,
	                             .forfeit_seat = s->game.forfeit.seat,
	                             .cut = s->game.cut, .data = s };
	int rc;

	memcpy(r.value, s->game.value, sizeof r.value);
	if (run->signalled)
		return; /* cut short by the signal: not this game's end */
	if (s->failed) {
		*run->err = s->err;
		run->rc = -1;
		run->stop = 1;
		return;
	}
	rc = bg_match_add(&run->m, &r, counted, run, run->err);
	if (rc < 0) {
		run->rc = -1;
		run->stop = 1;
	}
}

static void
worker(void *arg, struct bg_worker *w)
{
	struct match_run *run = arg;
	struct game_slot *s;
	unsigned long g;

	pthread_mutex_lock(&run->lock);
	while (!run->stop && run->next < run->m.end) {
		if (!bg_match_may_start(&run->m, run->next)) {
			pthread_cond_wait(&run->change, &run->lock);
			continue;
		}
		g = run->next++;
		s = &run->slot[g % run->m.window];
		pthread_mutex_unlock(&run->lock);
		play_one(run, g, s, w);
		pthread_mutex_lock(&run->lock);
		add_game(run, s);
		pthread_cond_broadcast(&run->change);
	}
	pthread_mutex_unlock(&run->lock);
}

/* Each policy's log, DIR/N.log for policy N (from 1), and its bots. */
static int
bots_init(struct match_run *run, struct bg_err *err)
{
	const struct bg_match_setup *ms = run->ms;
	int t, p, c;

	run->bot = calloc((size_t)run->threads * BG_MAX_SEATS * BG_MAX_SEATS,
	                  sizeof *run->bot);
	run->log = calloc(BG_MAX_SEATS, sizeof *run->log);
	if (!run->bot || !run->log)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	for (p = 0; p < ms->count; p++)
		if (ms->log_dir &&
		    snprintf(run->log[p], sizeof run->log[p], "%s/%d.log",
		             ms->log_dir, p + 1) >= (int)sizeof run->log[p])
			return bg_fail(err, BG_EX_USAGE, "--bot-log: the directory "
			               "name is too long");
	for (t = 0; t < run->threads; t++)
		for (p = 0; p < BG_MAX_SEATS; p++)
			for (c = 0; c < BG_MAX_SEATS; c++)
				bg_bot_init(bot_of(run, t, p, c),
				            p < ms->count ? ms->seat[p].command
				                          : NULL,
				            ms->log_dir ? run->log[p] : NULL);
	return 0;
}

/* A signal came (interrupt.c): no more games, and the bots' groups sent
 * sig, which ends the decisions they are asked for at once. */
static void
interrupt_run(void *ctx, int sig)
{
	struct match_run *run = ctx;
	size_t i, n = (size_t)run->threads * BG_MAX_SEATS * BG_MAX_SEATS;
	pid_t pid;

	pthread_mutex_lock(&run->lock);
	run->stop = run->signalled = 1;
	pthread_cond_broadcast(&run->change);
	pthread_mutex_unlock(&run->lock);
	for (i = 0; run->bot && i < n; i++)
		if ((pid = run->bot[i].proc.pid) > 0)
			kill(-pid, sig);
}

/* The bots stopped, and what they left running that bg adopted
 * (bg_proc_adopt) ended too: nothing of them outlives the match. */
static void
run_free(struct match_run *run)
{
	size_t i, n;

	if (run->bot) {
		n = (size_t)run->threads * BG_MAX_SEATS * BG_MAX_SEATS;
		for (i = 0; i < n; i++)
			if (run->bot[i].proc.pid)
				bg_bot_stop(&run->bot[i], run->ms->lim.grace_ms);
		bg_proc_sweep(run->ms->lim.grace_ms);
	}
	for (i = 0; run->slot && i < run->m.window; i++)
		free(run->slot[i].record);
	free(run->slot);
	free(run->bot);
	free(run->log);
	bg_match_free(&run->m);
}

static int
run_init(struct match_run *run, struct bg_err *err)
{
	const struct bg_match_setup *ms = run->ms;
	struct bg_schedule sched;
	struct bg_outcome o;

	run->st->game->outcome(run->st, &o);
	run->seats = o.seats;
	if (bg_schedule_init(&sched, ms->count, o.seats, ms->match,
	                     ms->first + run->gs->games, err) < 0)
		return -1;
	/* A round's games share their dice: a range cut through one would
	 * play its games apart, on other dice than the whole match's. */
	if (ms->first % sched.round)
		return bg_fail(err, BG_EX_USAGE, "--first %lu: a range starts at "
		               "the first game of a round of %lu (1, %lu, %lu, "
		               "...)", ms->first + 1, sched.round,
		               sched.round + 1, 2 * sched.round + 1);
	run->threads = bg_pool_jobs(run->gs->pool);
	if ((unsigned long)run->threads > run->gs->games)
		run->threads = (int)run->gs->games;
	if (bg_match_init(&run->m, &sched, ms->has_sprt ? &ms->sprt : NULL,
	                  (unsigned long)run->threads * WINDOW_PER_JOB,
	                  err) < 0)
		return -1;
	run->m.next = ms->first; /* a range of the match's games */
	run->slot = calloc(run->m.window, sizeof *run->slot);
	if (!run->slot)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	return bots_init(run, err);
}

int
bg_match_games(struct bg_games *gs, const struct bg_state *st,
               struct bg_err *err)
{
	struct match_run run = { .gs = gs, .ms = gs->match, .st = st,
	                         .err = err };
	struct bg_exec ex = bg_exec_pool(gs->pool);

	run.key = bg_seed_key(gs->seed, gs->line, gs->line_len);
	if (run_init(&run, err) < 0 ||
	    (gs->resume && bg_match_resume(gs, &run.m, st, err) < 0)) {
		run_free(&run);
		return -1;
	}
	run.next = run.m.next;
	pthread_mutex_init(&run.lock, NULL);
	pthread_cond_init(&run.change, NULL);
	bg_interrupt_watch(gs->interrupt, interrupt_run, &run);
	bg_exec_run(&ex, worker, &run, run.threads);
	pthread_mutex_lock(&run.lock);
	if (run.rc == 0 && !run.signalled)
		run.rc = bg_match_summary(gs, &run.m, st, err);
	pthread_mutex_unlock(&run.lock);
	bg_interrupt_watch(gs->interrupt, NULL, NULL);
	run_free(&run);
	/* Once a signal came, the process ends here. */
	bg_interrupt_done(gs->interrupt);
	pthread_cond_destroy(&run.change);
	pthread_mutex_destroy(&run.lock);
	return run.rc;
}
