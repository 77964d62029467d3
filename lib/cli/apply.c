/* The output modes of bg-apply, as hooks of the replay driver: the final
 * state of each replay, every state (--all), nothing but the exit status
 * (--check, with a report for CI), a verdict (--result), a review of the
 * decisions (--analyse), or games played on from each state (--play).
 * What the modes write is the out/ layer's; here is when. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli.h"

/* --record writes the record of one game: one state of standard input. */
static int
input(void *ctx, const struct bg_replayer *rp, struct bg_err *err)
{
	struct bg_apply *a = ctx;

	if (rp->states > 1 && a->write_record && !a->play)
		return bg_fail(err, BG_EX_DATAERR, "a second state: --record "
		               "writes the record of one game");
	return 0;
}

static void
start(void *ctx, const struct bg_replayer *rp)
{
	struct bg_apply *a = ctx;

	bg_tags_clear(&a->tags);
	a->classname = rp->path;
	if (a->held)
		bg_hold_clear(a->held);
}

static int
tag(void *ctx, const struct bg_replayer *rp, const struct bg_record_item *item,
    struct bg_err *err)
{
	struct bg_apply *a = ctx;

	(void)rp;
	if (a->output == BG_OUTPUT_VERDICT || a->ci.format ||
	    a->review.annotate)
		return bg_tags_add(&a->tags, item->text, item->len, err);
	return 0;
}

/* --all shows every position, --analyse judges every action. */
static int
step(void *ctx, const struct bg_replayer *rp, const struct bg_step *s,
     struct bg_err *err)
{
	struct bg_apply *a = ctx;

	if (a->output == BG_OUTPUT_ALL)
		bg_print_state(a->held, s->after);
	if (!a->analyse)
		return 0;
	if (bg_review_step(&a->review, rp, s, err) < 0)
		return -1;
	bg_progress_show(&a->games.progress, ++a->games.played);
	return 0;
}

/* A failure told by its own line, at no place of the record. */
static int
told(struct bg_apply *a, const char *name, unsigned long line,
     const struct bg_err *err)
{
	bg_report(a->prog, name, line, err);
	if (err->status > a->status)
		a->status = err->status;
	return -1;
}

/* A verdict: its JSON line, or its row of the table. */
static void
verdict(struct bg_apply *a, const struct bg_replayer *rp,
        const struct bg_failure *f)
{
	struct bg_err err;

	if (!a->table)
		bg_verdict(stdout, rp, f, &a->tags);
	else if (bg_table_verdict(&a->verdicts, rp, f, &a->tags, &err) < 0)
		told(a, NULL, 0, &err);
}

/* A record, or a state with the ACTION operands, that fails: its verdict,
 * its test case, its error line, and the exit status.  A failure outside
 * a replay has no tags. */
static void
failed(void *ctx, const struct bg_replayer *rp, const struct bg_failure *f)
{
	struct bg_apply *a = ctx;

	bg_progress_clear(&a->games.progress);
	if (f->kind == BG_FAILED_STATE || f->kind == BG_FAILED_FILE)
		bg_tags_clear(&a->tags);
	/* A file that fails as such started no replay: it is its own. */
	if (f->kind == BG_FAILED_FILE)
		a->classname = rp->path;
	/* Each mode's lines keep its own shape. */
	if (a->output == BG_OUTPUT_VERDICT && (a->play || a->analyse))
		bg_verdict_failure(stdout, a->play ? "input" : "record", rp, f,
		                   &a->tags);
	else if (a->output == BG_OUTPUT_VERDICT)
		verdict(a, rp, f);
	bg_ci_failed(&a->ci, rp, f, a->classname, &a->tags);
	bg_report_failure(a->prog, rp, f);
	/* The exit status of the worst failure. */
	if (f->err->status > a->status)
		a->status = f->err->status;
}

/* The end of a replay: what the output mode asks for. */
static int
replayed(void *ctx, const struct bg_replayer *rp)
{
	struct bg_apply *a = ctx;
	struct bg_err err;

	if (a->play) {
		if (bg_games_play(&a->games, rp->name, &rp->rp.st, rp->line,
		                  rp->line_len, &err) == 0)
			return 0;
		/* A write error is bg_finish's to tell. */
		return ferror(stdout) ? -1 : told(a, "-", rp->state_line, &err);
	}
	if (a->write_record &&
	    bg_record_append(a->write_record, a->defs, rp->from, a->words,
	                     a->nwords, &rp->rp.st, &err) < 0)
		return bg_replay_failed(rp, &err);
	if (a->analyse) {
		bg_progress_before_output(&a->games.progress);
		return bg_review_end(&a->review, rp, stdout, &err) < 0
		       ? told(a, NULL, 0, &err) : 0;
	}
	if (a->output == BG_OUTPUT_ALL &&
	    bg_hold_copy(a->held, stdout, "write error", &err) < 0)
		return bg_replay_failed(rp, &err);
	if (a->output == BG_OUTPUT_FINAL)
		bg_print_state(stdout, &rp->rp.st);
	else if (a->output == BG_OUTPUT_VERDICT)
		verdict(a, rp, NULL);
	bg_ci_case(&a->ci, rp->name, a->classname, &a->tags, NULL, NULL);
	return 0;
}

void
bg_apply_init(struct bg_apply *a, const char *prog, struct bg_defs *defs)
{
	*a = (struct bg_apply){ .prog = prog, .defs = defs };
	a->records.fd = -1;
}

static const struct bg_replay_hooks with_steps = {
	input, start, tag, step, replayed, failed, NULL
};
/* Without a step hook, the driver has no step to make. */
static const struct bg_replay_hooks without_steps = {
	input, start, tag, NULL, replayed, failed, NULL
};

const struct bg_replay_hooks *
bg_apply_hooks(const struct bg_apply *a)
{
	return a->output == BG_OUTPUT_ALL || a->analyse ? &with_steps
	                                                : &without_steps;
}

int
bg_apply_keeps_before(const struct bg_apply *a)
{
	return a->analyse;
}

/* --record FILE of --play: a match's is opened and locked first, then
 * read; the records it holds are resumed (resume.c), and its last line,
 * if not written whole, is cut only before a record is written in its
 * place (record/played.c). */
static int
open_records(struct bg_apply *a, struct bg_err *err)
{
	struct bg_games *gs = &a->games;

	a->records.go_on = gs->match && gs->match->match;
	if (bg_played_open(&a->records, a->record_games, a->policy,
	                   gs->seed, err) < 0)
		return -1;
	gs->resume = a->records.text;
	gs->resume_len = a->records.whole;
	return 0;
}

int
bg_apply_open(struct bg_apply *a, enum bg_ci_format report,
              struct bg_err *err)
{
	if (a->play && a->record_games && open_records(a, err) < 0)
		return -1;
	if ((a->output == BG_OUTPUT_ALL || a->analyse) &&
	    !(a->held = a->review.out = bg_hold_open(err)))
		return -1;
	if (bg_ci_open(&a->ci, report, err) < 0)
		return -1;
	a->games.records = a->records.fd >= 0 ? &a->records : NULL;
	a->games.ci = &a->ci;
	a->games.json = a->review.json = a->output == BG_OUTPUT_VERDICT;
	if (a->play || a->analyse)
		bg_progress_start(&a->games.progress, a->prog,
		                  a->play ? "games played" : "actions analysed");
	return 0;
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

int
bg_apply_operands(struct bg_apply *a, struct bg_replayer *rp, char **words,
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

int
bg_apply_end(struct bg_apply *a)
{
	struct bg_err err;

	bg_progress_clear(&a->games.progress);
	if (a->status == 0 && bg_match_resume_end(&a->games, &err) < 0)
		told(a, NULL, 0, &err);
	if (bg_ci_end(&a->ci, &err) < 0)
		told(a, NULL, 0, &err);
	bg_table_print(&a->verdicts, stdout);
	return bg_finish(a->prog, a->status);
}

int
bg_apply_close(struct bg_apply *a, int status)
{
	struct bg_err err;

	if (a->records.fd >= 0 && bg_played_close(&a->records, &err) < 0) {
		bg_report(a->prog, NULL, 0, &err);
		status = err.status;
	}
	if (a->held)
		fclose(a->held);
	bg_ci_close(&a->ci);
	bg_tags_free(&a->tags);
	bg_table_free(&a->verdicts);
	return status;
}
