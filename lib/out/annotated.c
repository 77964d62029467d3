/* An annotated record (bg-apply --analyse --annotate): the record again,
 * its tags, its state and its actions, each action's line with its
 * judgement as a comment, then each seat's summary in comment lines; a
 * record of many lines, or a one-line record of one.  It replays as the
 * record does. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "out/out.h"

/* A line of the annotated record starts: in the one-line form, after a
 * tab when it is not the first. */
void
bg_annotated_line(struct bg_review *rv)
{
	if (rv->one_line && rv->pieces)
		putc('\t', rv->out);
	rv->pieces++;
}

void
bg_annotated_line_end(struct bg_review *rv)
{
	if (!rv->one_line)
		putc('\n', rv->out);
}

/* The tags the replay has taken that the annotated record has not. */
void
bg_annotated_tags(struct bg_review *rv)
{
	struct bg_tag t;
	size_t at = rv->tags_told;

	while (bg_tags_next(rv->tags, &at, &t)) {
		bg_annotated_line(rv);
		fprintf(rv->out, "%.*s: %.*s", (int)t.key_len, t.key,
		        (int)t.value_len, t.value);
		bg_annotated_line_end(rv);
	}
	rv->tags_told = at;
}

/* The comment of the line's own, without a note an earlier analysis
 * wrote (a record annotated again gets the new notes alone). */
static void
own_comment(struct bg_review *rv, const struct bg_record_item *it)
{
	struct bg_note note;
	size_t skip;

	if (!it || !it->comment)
		return;
	skip = bg_note_read(it->comment, it->comment_len, &note);
	if (skip < it->comment_len)
		fprintf(rv->out, " # %.*s", (int)(it->comment_len - skip),
		        it->comment + skip);
}

void
bg_annotated_start(struct bg_review *rv, const struct bg_replayer *r,
                   const struct bg_step *s)
{
	rv->pieces = 0;
	rv->tags_told = 0;
	bg_annotated_line(rv);
	fprintf(rv->out, "# bg-apply --analyse %s", rv->judge_name);
	if (rv->second.n)
		fprintf(rv->out, " --rollouts %lu%s", rv->second.n,
		        rv->second_all ? " --rollouts-all" : "");
	/* A judge that samples nothing judges alike under every seed;
	 * default names such a judge in every game (bg_judge_default). */
	if (rv->second.n || (rv->judge.kind != BG_POLICY_DEFAULT &&
	                     bg_policy_varies(&rv->judge)))
		fprintf(rv->out, " --seed %" PRIu64, rv->seed);
	bg_annotated_line_end(rv);
	bg_annotated_tags(rv);
	/* A record of no state names the state it was replayed from. */
	if (!s->item && !r->from)
		return;
	bg_annotated_line(rv);
	if (s->item)
		fprintf(rv->out, "%.*s", (int)s->item->len, s->item->text);
	else
		fprintf(rv->out, "%.*s", (int)r->line_len, r->line);
	own_comment(rv, s->item);
	bg_annotated_line_end(rv);
}

void
bg_annotated_action(struct bg_review *rv, const struct bg_record_item *it,
                    const struct bg_decision *d, const double *luck)
{
	bg_annotated_line(rv);
	fprintf(rv->out, "%.*s", (int)it->len, it->text);
	if (d || luck)
		fputs(" # ", rv->out);
	if (d)
		bg_note_decision(rv->out, rv->an.seat[d->seat], d);
	else if (luck)
		bg_note_luck(rv->out, &rv->an, luck);
	own_comment(rv, it);
	bg_annotated_line_end(rv);
}

void
bg_annotated_end(struct bg_review *rv)
{
	if (rv->one_line)
		putc('\n', rv->out);
}
