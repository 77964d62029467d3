/* bg-apply --play: games played to their end from each state read
 * (play/: by the policies alone, or refereed, with bots and --match),
 * their records written to --record's file, and with --match its gate
 * in the exit status. */
#include <stdlib.h>

#include "apply/apply.h"

struct play {
	struct bg_games games;
	struct bg_played_records file; /* --record FILE's */
};

static int
play_from(void *ctx, const struct bg_replayer *r)
{
	struct bg_apply *a = ctx;
	struct play *p = a->own;
	struct bg_err err;

	if (bg_games_play(&p->games, r->name, &r->rp.st, r->line, r->line_len,
	                  &err) == 0)
		return 0;
	/* A write error is bg_finish's to tell. */
	return ferror(stdout) ? -1 : bg_apply_told(a, "-", r->state_line, &err);
}

/* A line of input that is no state has, with --result, its verdict of a
 * failure. */
static void
failed(void *ctx, const struct bg_replayer *r, const struct bg_failure *f)
{
	struct bg_apply *a = ctx;
	struct play *p = a->own;

	bg_apply_failed_verdict(a, r, f, &p->games.progress,
	                        p->games.json ? "input" : NULL);
}

/* The threads, with the signals' thread first when bots play, and the
 * games as the options ask for them. */
static int
open_play(struct bg_apply *a, const struct bg_apply_options *o)
{
	int refereed = bg_match_refereed(&o->setup);
	struct bg_interrupt *in = refereed ? &a->interrupt : NULL;
	struct play *p = bg_apply_own(a, sizeof *p);
	struct bg_err err;
	int status;

	if (!p)
		return BG_EX_SOFTWARE;
	p->file.fd = -1;
	status = bg_draw_start(a->prog, &o->draw, a->defs,
	                       bg_match_setup_judges(&o->setup), in,
	                       o->setup.lim.grace_ms, &a->pool);
	if (status != 0)
		return status;
	p->games = (struct bg_games){ .policies = &o->policies,
	                              .seed = o->draw.seed, .games = o->games,
	                              .pool = a->pool, .interrupt = in,
	                              .ci = &a->ci,
	                              .json = o->output == BG_OUTPUT_VERDICT };
	if (refereed)
		p->games.match = &o->setup;
	/* The report's suite is named after the mode (--report goes with
	 * --match). */
	a->ci.suite = "bg-apply --match";
	if (bg_games_open(&p->games, &p->file, o->write_record, o->play,
	                  a->prog, &err) < 0) {
		bg_report(a->prog, NULL, 0, &err);
		return err.status;
	}
	return 0;
}

/* A match's file holds no more than its games; the gate. */
static int
end_play(struct bg_apply *a)
{
	struct play *p = a->own;
	struct bg_err err;

	bg_progress_clear(&p->games.progress);
	if (a->status == 0 && bg_match_resume_end(&p->games, &err) < 0)
		bg_apply_told(a, NULL, 0, &err);
	return bg_match_gate_status(&p->games);
}

static int
close_play(struct bg_apply *a, int status)
{
	struct play *p = a->own;

	if (p)
		status = bg_games_close(&p->file, a->prog, status);
	free(p);
	return status;
}

/* Actions without lines: no tags, no steps. */
static const struct bg_replay_hooks hooks = {
	.start = bg_apply_start, .done = play_from, .failed = failed
};

const struct bg_apply_mode bg_apply_play = {
	.hooks = &hooks, .open = open_play, .end = end_play,
	.close = close_play
};
