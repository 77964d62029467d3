/* bg-apply's plain modes: each replay of a record, or of the ACTION
 * operands from a state read, gives its final state (the default),
 * nothing but the exit status (--check, and a test case of the report
 * for CI), or its verdict (--result: a JSON line, or a row of the table
 * printed at the end). */
#include <stdlib.h>

#include "apply/apply.h"

static int
final_state(void *ctx, const struct bg_replayer *r)
{
	struct bg_apply *a = ctx;

	if (bg_apply_record(a, r) < 0)
		return -1;
	bg_print_state(stdout, &r->rp.st);
	return 0;
}

static int
checked(void *ctx, const struct bg_replayer *r)
{
	struct bg_apply *a = ctx;

	if (bg_apply_record(a, r) < 0)
		return -1;
	bg_ci_case(&a->ci, r->name, a->classname, &a->tags, NULL, NULL);
	return 0;
}

/* --result's own: the table's rows so far (--format table). */
struct verdicts {
	int table;
	struct bg_table rows;
};

/* A verdict, of a replay that failed at f or (f NULL) succeeded. */
static void
verdict(struct bg_apply *a, const struct bg_replayer *r,
        const struct bg_failure *f)
{
	struct verdicts *v = a->own;
	struct bg_err err;

	if (!v->table)
		bg_verdict(stdout, r, f, &a->tags);
	else if (bg_table_verdict(&v->rows, r, f, &a->tags, &err) < 0)
		bg_apply_told(a, NULL, 0, &err);
}

static int
judged(void *ctx, const struct bg_replayer *r)
{
	struct bg_apply *a = ctx;

	if (bg_apply_record(a, r) < 0)
		return -1;
	verdict(a, r, NULL);
	return 0;
}

static void
judged_failed(void *ctx, const struct bg_replayer *r,
              const struct bg_failure *f)
{
	struct bg_apply *a = ctx;

	bg_apply_failure_tags(a, r, f);
	verdict(a, r, f);
	bg_apply_failure_told(a, r, f);
}

static int
open_verdicts(struct bg_apply *a, const struct bg_apply_options *o)
{
	struct verdicts *v = bg_apply_own(a, sizeof *v);

	if (!v)
		return BG_EX_SOFTWARE;
	v->table = o->table;
	return 0;
}

static int
print_table(struct bg_apply *a)
{
	struct verdicts *v = a->own;

	bg_table_print(&v->rows, stdout);
	return 0;
}

static int
close_verdicts(struct bg_apply *a, int status)
{
	struct verdicts *v = a->own;

	if (v)
		bg_table_free(&v->rows);
	free(v);
	return status;
}

/* The final state needs no tags: no report for CI goes with it. */
static const struct bg_replay_hooks final_hooks = {
	.input = bg_apply_one_game, .done = final_state,
	.failed = bg_apply_failed
};
static const struct bg_replay_hooks check_hooks = {
	.input = bg_apply_one_game, .start = bg_apply_start,
	.tag = bg_apply_tag, .done = checked, .failed = bg_apply_failed
};
static const struct bg_replay_hooks verdict_hooks = {
	.input = bg_apply_one_game, .start = bg_apply_start,
	.tag = bg_apply_tag, .done = judged, .failed = judged_failed
};

/* --keep-lines: a line for each line of input, blank or failed, where
 * the output is one line a replay; --check writes none. */
const struct bg_apply_mode bg_apply_final = {
	.hooks = &final_hooks, .keep_lines = BG_KEEP_BLANK | BG_KEEP_FAILED
};
const struct bg_apply_mode bg_apply_check = { .hooks = &check_hooks };
const struct bg_apply_mode bg_apply_verdict = {
	.hooks = &verdict_hooks, .keep_lines = BG_KEEP_BLANK,
	.open = open_verdicts, .end = print_table, .close = close_verdicts
};
