/* bg-apply --all: every state of each replay, the initial one first,
 * held until the replay succeeds, so that a replay that fails shows
 * none of its states. */
#include <stdio.h>

#include "apply/apply.h"

static void
start(void *ctx, const struct bg_replayer *r)
{
	struct bg_apply *a = ctx;

	(void)r;
	bg_hold_clear(a->own);
}

static int
step(void *ctx, const struct bg_replayer *r, const struct bg_step *s,
     struct bg_err *err)
{
	struct bg_apply *a = ctx;

	(void)r;
	(void)err;
	bg_print_state(a->own, s->after);
	return 0;
}

static int
replayed(void *ctx, const struct bg_replayer *r)
{
	struct bg_apply *a = ctx;
	struct bg_err err;

	if (bg_apply_record(a, r) < 0)
		return -1;
	if (bg_hold_copy(a->own, stdout, "write error", &err) < 0)
		return bg_replay_failed(r, &err);
	return 0;
}

/* The states held: the mode's own state. */
static int
open_held(struct bg_apply *a, const struct bg_apply_options *o)
{
	struct bg_err err;

	(void)o;
	if (!(a->own = bg_hold_open(&err))) {
		bg_report(a->prog, NULL, 0, &err);
		return err.status;
	}
	return 0;
}

static int
close_held(struct bg_apply *a, int status)
{
	if (a->own)
		fclose(a->own);
	return status;
}

static const struct bg_replay_hooks hooks = {
	.input = bg_apply_one_game, .start = start, .step = step,
	.done = replayed, .failed = bg_apply_failed
};

const struct bg_apply_mode bg_apply_all = {
	.hooks = &hooks, .open = open_held, .close = close_held
};
