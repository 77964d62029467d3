/* Refereed games from a state (bg-apply --play with a bot, or --match):
 * the games of the schedule spread over the threads, each played by the
 * referee with a bot process per seat and thread, and told, recorded and
 * counted strictly in the order of their numbers, so that the output,
 * and where the SPRT stops, are the same for every --jobs. */
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play/play.h"

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

/* An engine policy at a seat: what its pick needs, and what it saw in
 * its last decision, for the record's comment. */
struct engine_seat {
	const struct bg_policy *policy;
	struct bg_exec ex;
	struct bg_err err;
	int failed;
	int fresh;     /* a decision not yet recorded */
	double value;  /* its value of the move, NAN: none */
	uint64_t us;   /* its time */
};

struct match_run {
	struct bg_games *gs;
	const struct bg_match_setup *ms;
	const struct bg_state *st; /* the first opening's */
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
	return &run->bot[((size_t)thread * (size_t)run->ms->count +
	                  (size_t)policy) * BG_MAX_SEATS + (size_t)copy];
}

static int
pick(const struct bg_state *st, struct bg_rng *rng, struct bg_move *mv,
     void *ctx)
{
	struct engine_seat *es = ctx;
	uint64_t start = bg_clock_us();

	if (bg_policy_pick_valued(es->policy, st, &es->ex, rng, mv, &es->value,
	                          &es->err) != 0) {
		es->failed = 1;
		return -1;
	}
	es->us = bg_clock_us() - start;
	es->fresh = 1;
	return 0;
}

/* A line of the game's record, len bytes of word, kept in its slot. */
static int
record_line(struct game_slot *s, const char *word, size_t len,
            struct bg_err *err)
{
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
	int seats;
	struct engine_seat *es;
	struct bg_player *player;
	uint64_t decisions[BG_MAX_SEATS]; /* each bot's answers recorded */
	uint64_t answer_us[BG_MAX_SEATS];
};

/* The comment of a decision just made, "   # 0.625/14.2ms" (the mover's
 * value of its move, its time): what --comments asks for, and the
 * policy saw; len 0 for a chance event, or none. */
static size_t
decision_comment(struct watch *w, char *text, size_t cap)
{
	int how = w->run->ms->comments, found = 0, n = 0, i;
	double value = NAN;
	uint64_t us = 0;
	struct bg_bot *b;

	for (i = 0; i < w->seats && !found; i++) {
		if ((b = w->player[i].bot) && b->decisions != w->decisions[i]) {
			us = b->answer_us - w->answer_us[i];
			w->decisions[i] = b->decisions;
			w->answer_us[i] = b->answer_us;
			found = 1;
		} else if (!b && w->es[i].fresh) {
			w->es[i].fresh = 0;
			value = w->es[i].value;
			us = w->es[i].us;
			found = 1;
		}
	}
	if (!found || !how || (isnan(value) && !(how & BG_COMMENT_TIME)))
		return 0;
	n = snprintf(text, cap, isnan(value) ? "   # -" : "   # %.3f", value);
	if (how & BG_COMMENT_TIME)
		n += snprintf(text + n, cap - (size_t)n, "/%.1fms",
		              (double)us / 1000);
	return (size_t)n;
}

static int
watch_action(const struct bg_state *st, const struct bg_move *mv, void *ctx,
             struct bg_err *err)
{
	struct watch *w = ctx;
	char line[BG_WORD_MAX + 64];
	size_t len = bg_action_word(st, mv, line);

	len += decision_comment(w, line + len, sizeof line - len - 1);
	line[len++] = '\n';
	if (w->run->gs->records && record_line(w->s, line, len, err) < 0)
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
	const struct bg_opening *from = bg_opening_of(run->gs, &run->m, g);
	struct engine_seat es[BG_MAX_SEATS];
	struct bg_player player[BG_MAX_SEATS], *seat[BG_MAX_SEATS];
	const struct bg_seat_policy *sp;
	struct bg_rng rng;
	int t = bg_worker_index(w), i, p;
	struct watch seen = { .run = run, .s = s,
	                      .ticked = t == 0 && run->gs->progress.on &&
	                                !all_random(run->ms) };

	for (i = 0; i < run->seats; i++) {
		p = bg_schedule_policy(sc, g, i);
		sp = &run->ms->seat[p];
		seat[i] = &player[i];
		player[i] = (struct bg_player){ .pick = pick, .ctx = &es[i] };
		es[i] = (struct engine_seat){ .policy = &sp->policy,
		                              .ex = bg_exec_alone(run->gs->pool, w) };
		if (sp->command) {
			player[i].bot = bot_of(run, t, p,
			                       bg_schedule_copy(sc, g, i));
			seen.decisions[i] = player[i].bot->decisions;
			seen.answer_us[i] = player[i].bot->answer_us;
		}
	}
	seen.seats = run->seats;
	seen.es = es;
	seen.player = player;
	s->number = g;
	s->record_len = 0;
	bg_schedule_choices(&rng, from->key, g);
	s->failed = bg_referee(&from->st, seat, &run->ms->lim,
	                       bg_schedule_dice_key(sc, from->key, g), &rng,
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

	run->bot = calloc((size_t)run->threads * (size_t)ms->count *
	                  BG_MAX_SEATS, sizeof *run->bot);
	run->log = calloc((size_t)ms->count, sizeof *run->log);
	if (!run->bot || !run->log)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	for (p = 0; p < ms->count; p++)
		if (ms->log_dir &&
		    snprintf(run->log[p], sizeof run->log[p], "%s/%d.log",
		             ms->log_dir, p + 1) >= (int)sizeof run->log[p])
			return bg_fail(err, BG_EX_USAGE, "--bot-log: the directory "
			               "name is too long");
	for (t = 0; t < run->threads; t++)
		for (p = 0; p < ms->count; p++)
			for (c = 0; c < BG_MAX_SEATS; c++)
				bg_bot_init(bot_of(run, t, p, c),
				            ms->seat[p].command,
				            ms->log_dir ? run->log[p] : NULL);
	return 0;
}

/* A signal came (interrupt.c): no more games, and the bots' groups sent
 * sig, which ends the decisions they are asked for at once. */
static void
interrupt_run(void *ctx, int sig)
{
	struct match_run *run = ctx;
	size_t i, n = (size_t)run->threads * (size_t)run->ms->count *
	             BG_MAX_SEATS;
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
		n = (size_t)run->threads * (size_t)run->ms->count *
		    BG_MAX_SEATS;
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
	if (ms->tournament
	    ? bg_schedule_tournament(&sched, ms->count, o.seats, ms->gauntlet,
	                             ms->cycles, err) < 0
	    : bg_schedule_init(&sched, ms->count, o.seats, ms->match,
	                       ms->first + run->gs->games, err) < 0)
		return -1;
	if (ms->tournament && ms->cycles > BG_GAMES_MAX / sched.cycle)
		return bg_fail(err, BG_EX_USAGE, "--rounds %lu: more than %lu "
		               "games", ms->cycles, BG_GAMES_MAX);
	if (ms->tournament && ms->first + run->gs->games < sched.games)
		sched.games = ms->first + run->gs->games;
	if (ms->first >= sched.games)
		return bg_fail(err, BG_EX_USAGE, "--first %lu: the tournament "
		               "has %lu games", ms->first + 1, sched.games);
	/* A round's games share their dice: a range cut through one would
	 * play its games apart, on other dice than the whole match's. */
	if (ms->first % sched.round)
		return bg_fail(err, BG_EX_USAGE, "--first %lu: a range starts at "
		               "the first game of a round of %lu (1, %lu, %lu, "
		               "...)", ms->first + 1, sched.round,
		               sched.round + 1, 2 * sched.round + 1);
	run->threads = bg_pool_jobs(run->gs->pool);
	if ((unsigned long)run->threads > sched.games - ms->first)
		run->threads = (int)(sched.games - ms->first);
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

static int
run_games(struct match_run *run, struct bg_err *err)
{
	struct bg_games *gs = run->gs;
	struct bg_exec ex = bg_exec_pool(gs->pool);

	if (run_init(run, err) < 0 ||
	    (gs->resume && bg_match_resume(gs, &run->m, err) < 0)) {
		run_free(run);
		return -1;
	}
	run->next = run->m.next;
	pthread_mutex_init(&run->lock, NULL);
	pthread_cond_init(&run->change, NULL);
	bg_interrupt_watch(gs->interrupt, interrupt_run, run);
	bg_exec_run(&ex, worker, run, run->threads);
	pthread_mutex_lock(&run->lock);
	if (run->rc == 0 && !run->signalled)
		run->rc = bg_match_summary(gs, &run->m, run->st, err);
	if (run->rc == 0 && !run->signalled)
		bg_match_forfeits_end(gs, &run->m);
	pthread_mutex_unlock(&run->lock);
	bg_interrupt_watch(gs->interrupt, NULL, NULL);
	run_free(run);
	/* Once a signal came, the process ends here. */
	bg_interrupt_done(gs->interrupt);
	pthread_cond_destroy(&run->change);
	pthread_mutex_destroy(&run->lock);
	return run->rc;
}

int
bg_match_games(struct bg_games *gs, const struct bg_state *st,
               struct bg_err *err)
{
	struct match_run run = { .gs = gs, .ms = gs->match, .err = err };
	struct bg_opening one;
	struct bg_openings ones = { &one, 1 };
	int rc;

	/* A match: one opening, the state read. */
	if (gs->openings) {
		run.st = &gs->openings->at[0].st;
		return run_games(&run, err);
	}
	bg_state_copy(&one.st, st);
	one.line = gs->line;
	one.len = gs->line_len;
	one.key = bg_seed_key(gs->seed, gs->line, gs->line_len);
	run.st = st;
	gs->openings = &ones;
	rc = run_games(&run, err);
	gs->openings = NULL;
	return rc;
}
