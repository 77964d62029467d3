/* What every mode of bg-apply shares: the run opened in its mode, the
 * records or the ACTION operands replayed with the mode's hooks, the
 * operands' record, the tags and the failures told alike in every mode,
 * the run's end and its exit status. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "apply/apply.h"

void
bg_apply_init(struct bg_apply *a, const char *prog, struct bg_defs *defs)
{
	*a = (struct bg_apply){ .prog = prog, .defs = defs };
}

void *
bg_apply_own(struct bg_apply *a, size_t size)
{
	if (!(a->own = calloc(1, size)))
		bg_complain(a->prog, "out of memory");
	return a->own;
}

int
bg_apply_open(struct bg_apply *a, const struct bg_apply_mode *mode,
              const struct bg_apply_options *o)
{
	struct bg_err err;
	int status;

	a->mode = mode;
	a->write_record = o->write_record;
	if (mode->open && (status = mode->open(a, o)) != 0)
		return status;
	if (bg_ci_open(&a->ci, o->report, &err) < 0) {
		bg_report(a->prog, NULL, 0, &err);
		return err.status;
	}
	return 0;
}

int
bg_apply_told(struct bg_apply *a, const char *name, unsigned long line,
              const struct bg_err *err)
{
	bg_report(a->prog, name, line, err);
	if (err->status > a->status)
		a->status = err->status;
	return -1;
}

void
bg_apply_start(void *ctx, const struct bg_replayer *r)
{
	struct bg_apply *a = ctx;

	bg_tags_clear(&a->tags);
	a->classname = r->path;
}

int
bg_apply_tag(void *ctx, const struct bg_replayer *r,
             const struct bg_record_item *tag, struct bg_err *err)
{
	struct bg_apply *a = ctx;

	(void)r;
	return bg_tags_add(&a->tags, tag->text, tag->len, err);
}

int
bg_apply_one_game(void *ctx, const struct bg_replayer *r, struct bg_err *err)
{
	struct bg_apply *a = ctx;

	if (r->states > 1 && a->write_record)
		return bg_fail(err, BG_EX_DATAERR, "a second state: --record "
		               "writes the record of one game");
	return 0;
}

int
bg_apply_record(struct bg_apply *a, const struct bg_replayer *r)
{
	struct bg_err err;

	if (a->write_record &&
	    bg_record_append(a->write_record, a->defs, r->from, a->words,
	                     a->nwords, &r->rp.st, &err) < 0)
		return bg_replay_failed(r, &err);
	return 0;
}

void
bg_apply_failure_tags(struct bg_apply *a, const struct bg_replayer *r,
                      const struct bg_failure *f)
{
	if (f->kind == BG_FAILED_STATE || f->kind == BG_FAILED_FILE)
		bg_tags_clear(&a->tags);
	/* A file that fails as such started no replay: it is its own. */
	if (f->kind == BG_FAILED_FILE)
		a->classname = r->path;
}

void
bg_apply_failure_told(struct bg_apply *a, const struct bg_replayer *r,
                      const struct bg_failure *f)
{
	bg_ci_failed(&a->ci, r, f, a->classname, &a->tags);
	bg_report_failure(a->prog, r, f);
	/* The exit status of the worst failure. */
	if (f->err->status > a->status)
		a->status = f->err->status;
}

void
bg_apply_failed(void *ctx, const struct bg_replayer *r,
                const struct bg_failure *f)
{
	bg_apply_failure_tags(ctx, r, f);
	bg_apply_failure_told(ctx, r, f);
}

void
bg_apply_failed_verdict(struct bg_apply *a, const struct bg_replayer *r,
                        const struct bg_failure *f,
                        struct bg_progress *progress, const char *key)
{
	bg_progress_clear(progress);
	bg_apply_failure_tags(a, r, f);
	if (key)
		bg_verdict_failure(stdout, key, r, f, &a->tags);
	bg_apply_failure_told(a, r, f);
}

/* Does the operand name a file meant for -f: a file whose name no action
 * has (a '.' or a '/')?  A file named like a move is not looked into: the
 * word is the move, whatever the directory holds. */
static int
names_file(const char *word)
{
	struct stat sb;

	return strpbrk(word, "./") && stat(word, &sb) == 0 &&
	       S_ISREG(sb.st_mode);
}

/* The ACTION operands replayed from each state read: 0, or the status
 * to exit with after the line that says why they cannot be. */
static int
replay_operands(struct bg_apply *a, struct bg_replayer *rp, char **words,
                int nwords)
{
	int bad, i;
	char shown[48];
	struct bg_record_item *operands = bg_record_actions(words, nwords,
	                                                    &bad);

	if (!operands && bad < 0) {
		bg_complain(a->prog, "out of memory");
		return BG_EX_SOFTWARE;
	}
	if (!operands) {
		bg_complain(a->prog, "operand %d is not an action (one word "
		            "of printable ASCII, at most %d bytes)", bad + 1,
		            BG_WORD_MAX);
		return BG_EX_USAGE;
	}
	for (i = 0; i < nwords; i++)
		if (names_file(words[i])) {
			bg_complain(a->prog, "operand %d is the file %s, not an "
			            "action: replay it with -f %s", i + 1,
			            bg_printable(words[i], shown, sizeof shown),
			            shown);
			free(operands);
			return BG_EX_USAGE;
		}
	a->words = words;
	a->nwords = nwords;
	bg_replay_items(rp, operands, (size_t)nwords);
	free(operands);
	return 0;
}

/* After the replays: the mode's end, the report's, and the exit status.
 * A run stopped at a failure with input left says so in the report. */
static int
end(struct bg_apply *a, const struct bg_replayer *rp)
{
	struct bg_err err;
	int gate = a->mode->end ? a->mode->end(a) : 0, status;
	char reason[sizeof rp->stopped_at + 128];

	if (rp->stopped) {
		snprintf(reason, sizeof reason, "%s failed, and the input after "
		         "it was not read (--keep-going reads on)",
		         rp->stopped_at);
		bg_ci_bail(&a->ci, rp->stopped_at, reason);
	}

	if (bg_ci_end(&a->ci, &err) < 0)
		bg_apply_told(a, NULL, 0, &err);
	status = bg_finish(a->prog, a->status);
	return status ? status : gate;
}

int
bg_apply_run(struct bg_apply *a, const struct bg_apply_options *o,
             char **words, int nwords)
{
	struct bg_replayer rp = { .defs = a->defs, .hooks = a->mode->hooks,
	                          .ctx = a, .keep_going = o->keep_going,
	                          .keep_before = a->mode->keeps_before,
	                          .line_offset = o->line_offset };
	int status;

	if (o->keep_lines)
		rp.keep_lines = a->mode->keep_lines;
	if (!o->nfiles &&
	    (status = replay_operands(a, &rp, words, nwords)) != 0)
		return status;
	bg_replay_files(&rp, o->files, o->nfiles, o->lines);
	return end(a, &rp);
}

int
bg_apply_close(struct bg_apply *a, int status)
{
	if (a->mode && a->mode->close)
		status = a->mode->close(a, status);
	bg_ci_close(&a->ci);
	bg_tags_free(&a->tags);
	bg_pool_free(a->pool);
	return status;
}
