/* bg-apply --analyse: each record's decisions judged as it is replayed
 * (out/review.c), its review held until the record is whole, then each
 * seat's summary and gates; the actions judged counted on the progress
 * line. */
#include <stdlib.h>

#include "apply/apply.h"

struct analysis {
	struct bg_review review;   /* its out: the review held */
	struct bg_progress progress;
	unsigned long actions;     /* judged so far */
};

static void
start(void *ctx, const struct bg_replayer *r)
{
	struct bg_apply *a = ctx;
	struct analysis *an = a->own;

	bg_apply_start(a, r);
	bg_hold_clear(an->review.out);
}

static int
step(void *ctx, const struct bg_replayer *r, const struct bg_step *s,
     struct bg_err *err)
{
	struct bg_apply *a = ctx;
	struct analysis *an = a->own;

	if (bg_review_step(&an->review, r, s, err) < 0)
		return -1;
	bg_progress_show(&an->progress, ++an->actions);
	return 0;
}

static int
reviewed(void *ctx, const struct bg_replayer *r)
{
	struct bg_apply *a = ctx;
	struct analysis *an = a->own;
	struct bg_err err;

	bg_progress_before_output(&an->progress);
	return bg_review_end(&an->review, r, stdout, &err) < 0
	       ? bg_apply_told(a, NULL, 0, &err) : 0;
}

/* A record that fails has, with --result, its verdict of a failure. */
static void
failed(void *ctx, const struct bg_replayer *r, const struct bg_failure *f)
{
	struct bg_apply *a = ctx;
	struct analysis *an = a->own;

	bg_apply_failed_verdict(a, r, f, &an->progress,
	                        an->review.json ? "record" : NULL);
}

/* The threads of the judge, and the review as the options ask for it. */
static int
open_analysis(struct bg_apply *a, const struct bg_apply_options *o)
{
	struct analysis *an = bg_apply_own(a, sizeof *an);
	struct bg_review *rv;
	struct bg_err err;
	int status;

	if (!an)
		return BG_EX_SOFTWARE;
	status = bg_draw_start(a->prog, &o->draw, a->defs, 1, NULL,
	                       o->setup.lim.grace_ms, &a->pool);
	if (status != 0)
		return status;
	rv = &an->review;
	bg_grading_review(&o->an, rv);
	rv->seed = o->draw.seed;
	rv->pool = a->pool;
	rv->ci = &a->ci;
	rv->tags = &a->tags;
	rv->one_line = o->lines;
	rv->json = o->output == BG_OUTPUT_VERDICT;
	a->ci.analyse = 1;
	if (!(rv->out = bg_hold_open(&err))) {
		bg_report(a->prog, NULL, 0, &err);
		return err.status;
	}
	bg_progress_start(&an->progress, a->prog, "actions analysed");
	return 0;
}

/* --policy's totals, after every record. */
static int
end_analysis(struct bg_apply *a)
{
	struct analysis *an = a->own;
	struct bg_err err;

	bg_progress_clear(&an->progress);
	if (an->review.grading.npolicies &&
	    bg_review_totals(&an->review, stdout, &err) < 0)
		bg_apply_told(a, NULL, 0, &err);
	return 0;
}

static int
close_analysis(struct bg_apply *a, int status)
{
	struct analysis *an = a->own;

	if (an && an->review.out)
		fclose(an->review.out);
	free(an);
	return status;
}

static const struct bg_replay_hooks hooks = {
	.start = start, .tag = bg_apply_tag, .step = step, .done = reviewed,
	.failed = failed
};

/* The review judges each action in the state before it. */
const struct bg_apply_mode bg_apply_analyse = {
	.hooks = &hooks, .keeps_before = 1, .open = open_analysis,
	.end = end_analysis, .close = close_analysis
};
