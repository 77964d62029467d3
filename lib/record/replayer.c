/* The one replay driver (record.h): the records of a file, or actions
 * without lines, replayed item by item, with the program's hooks called
 * at each step, at each end and at each failure. */
#include <stdio.h>
#include <string.h>

#include "record/record.h"

enum { REPLAYED = 0, FAILED = -1, NO_STATE = 1 };

/* Where a replay's items come from: a record file, or items given. */
struct source {
	struct bg_record_reader *rd;
	const struct bg_record_item *items;
	size_t nitems, next;
};

static int
source_next(struct source *src, struct bg_record_item *item,
            struct bg_err *err)
{
	if (src->rd)
		return bg_record_next(src->rd, item, err);
	if (src->next == src->nitems)
		return 0;
	*item = src->items[src->next++];
	return 1;
}

/* Before the output of input line line, an empty line for each line
 * before it that gave none. */
static void
lines_before(struct bg_replayer *r, unsigned long line)
{
	if (!(r->keep_lines & BG_KEEP_BLANK))
		return;
	while (r->lines_out + 1 < line) {
		putchar('\n');
		r->lines_out++;
	}
	r->lines_out = line;
}

static void
line_failed(const struct bg_replayer *r)
{
	if (r->keep_lines & BG_KEEP_FAILED)
		putchar('\n');
}

/* Output that cannot be written ends the run. */
static int
halted(const struct bg_replayer *r)
{
	return ferror(stdout) || (r->hooks->halted && r->hooks->halted(r->ctx));
}

/* A failure outside a replay leaves no state to speak of. */
static int
fail(struct bg_replayer *r, enum bg_failure_kind kind,
     const struct bg_record_item *at, unsigned long input_line,
     int at_action, const struct bg_err *err)
{
	struct bg_failure f = { kind, err, at, input_line, at_action };

	if (kind != BG_FAILED_REPLAY)
		bg_replay_init(&r->rp, r->defs, NULL);
	r->hooks->failed(r->ctx, r, &f);
	return FAILED;
}

/* The initial state (move NULL), or the action item just taken, in
 * before when the state before it is kept. */
static int
step(struct bg_replayer *r, const struct bg_record_item *item,
     const struct bg_state *before, const struct bg_move *move,
     struct bg_err *err)
{
	struct bg_step s = { item, before, &r->rp.st, move };

	if (!r->hooks->step || r->hooks->step(r->ctx, r, &s, err) == 0)
		return 0;
	if (before) {
		r->rp.st = *before;
		r->rp.actions--;
	}
	return -1;
}

/* One item of a replay under way: 0, or -1 with err. */
static int
take(struct bg_replayer *r, const struct bg_record_item *item,
     struct bg_state *before, struct bg_err *err)
{
	if (item->kind == BG_ITEM_ACTION) {
		/* The initial state of a record that starts from its Game
		 * tag is made at its first action, before it is shown. */
		if (r->rp.pending && (bg_replay_ready(&r->rp, err) < 0 ||
		                      step(r, NULL, NULL, NULL, err) < 0))
			return -1;
		if (!r->keep_before)
			before = NULL;
		if (bg_replay_action(&r->rp, item, before, err) < 0)
			return -1;
		return step(r, item, before, &r->rp.move, err);
	}
	if (bg_replay_item(&r->rp, item, err) < 0)
		return -1;
	if (item->kind == BG_ITEM_TAG)
		return r->hooks->tag ? r->hooks->tag(r->ctx, r, item, err) : 0;
	return item->kind == BG_ITEM_STATE ? step(r, item, NULL, NULL, err) : 0;
}

/* Replays the items of src from the state from (NULL: the record's own
 * state, or its Game tag's).  NO_STATE, with no hook called after start,
 * for a record that has no state of its own.  Items without lines are
 * placed at the line of the state they are replayed from. */
static int
replay(struct bg_replayer *r, struct source *src, const struct bg_state *from)
{
	struct bg_record_item item = { .line = 0 };
	struct bg_state before;
	struct bg_err err;
	unsigned long input_line = r->path ? 0 : r->state_line;
	int got = 0;

	bg_replay_init(&r->rp, r->defs, from);
	r->from = from;
	if (r->hooks->start)
		r->hooks->start(r->ctx, r);
	if (from && step(r, NULL, NULL, NULL, &err) < 0)
		return fail(r, BG_FAILED_REPLAY, NULL, input_line, 0, &err);
	while ((got = source_next(src, &item, &err)) > 0) {
		if (item.kind == BG_ITEM_ACTION && !r->rp.has_state &&
		    !r->rp.pending)
			return NO_STATE;
		if (take(r, &item, &before, &err) < 0)
			return fail(r, BG_FAILED_REPLAY, &item, input_line,
			            item.kind == BG_ITEM_ACTION, &err);
	}
	if (got == 0 && r->rp.pending &&
	    (bg_replay_ready(&r->rp, &err) < 0 ||
	     step(r, NULL, NULL, NULL, &err) < 0))
		got = -1;
	if (got == 0 && !r->rp.has_state)
		return NO_STATE;
	if (got < 0)
		return fail(r, BG_FAILED_REPLAY, &item, input_line, 0, &err);
	if (bg_replay_finish(&r->rp, &err) < 0)
		return fail(r, BG_FAILED_REPLAY, &r->rp.result, input_line, 0,
		            &err);
	return r->hooks->done(r->ctx, r) < 0 ? FAILED : REPLAYED;
}

/* The name of the replay from a state of standard input: the record
 * file's, or that of the state's line. */
static void
name_input(struct bg_replayer *r, const char *path, unsigned long lineno)
{
	if (path) {
		r->name = path;
	} else if (lineno) {
		snprintf(r->name_buf, sizeof r->name_buf, "-:%lu", lineno);
		r->name = r->name_buf;
	} else { /* standard input could not be read at all */
		r->name = "-";
	}
}

/* The run stops at the replay under way, which failed: told when more
 * was left to replay, so that what is left out is never silent. */
static void
stop_left(struct bg_replayer *r, int more)
{
	if (!more || r->stopped)
		return;
	r->stopped = 1;
	snprintf(r->stopped_at, sizeof r->stopped_at, "%s",
	         r->name ? r->name : "-");
}

/* Is another state left on standard input (a line not blank)? */
static int
state_left(struct bg_input *in, struct bg_err *err)
{
	const char *line;
	size_t len;
	int got;

	while ((got = bg_input_line(in, &line, &len, err)) > 0 &&
	       bg_line_is_blank(line, len))
		;
	return got != 0;
}

/* Is this state's replay, which failed, the last? */
static int
stops(const struct bg_replayer *r, int got, const struct bg_err *err)
{
	if (got < 0 && err->status == BG_EX_NOINPUT)
		return 1;
	return !r->keep_going && !r->each_state;
}

/* Each state of standard input, replayed with src: items without lines
 * (path NULL), or the record file path of no state, read again for
 * each. */
static int
replay_each_input(struct bg_replayer *r, struct source *src, const char *path)
{
	struct bg_input in;
	struct bg_state st, first;
	struct bg_err err;
	const char *line = NULL;
	size_t len = 0;
	unsigned long parsed = 0; /* states read whole */
	int got, rc, failed = 0, misread = 0;

	bg_input_open(&in, "-", &err);
	in.offset = in.lineno = r->line_offset;
	r->lines_out = r->line_offset;
	r->states = 0;
	while ((got = bg_input_line(&in, &line, &len, &err)) != 0) {
		if (got > 0 && bg_line_is_blank(line, len))
			continue;
		if (!path)
			lines_before(r, in.lineno);
		r->states++;
		r->path = path;
		r->state_line = in.lineno;
		r->line = line;
		r->line_len = got > 0 ? len : 0;
		name_input(r, path, in.lineno);
		src->next = 0;
		if (got > 0 && r->hooks->input &&
		    r->hooks->input(r->ctx, r, &err) < 0)
			got = -1;
		if (got > 0 && src->rd && bg_record_rewind(src->rd, &err) < 0)
			got = -1;
		if (got < 0 || bg_state_parse(r->defs, &st, line, len, &err) < 0) {
			misread = len > 0 &&
			          bg_record_misread(line, len, r->states - 1,
			                            parsed, &first, 1, &err);
			rc = fail(r, BG_FAILED_STATE, NULL, in.lineno, 0, &err);
		} else {
			if (++parsed == 1)
				bg_state_copy(&first, &st);
			rc = replay(r, src, &st);
		}
		if (rc != REPLAYED && !path)
			line_failed(r);
		if (rc != REPLAYED)
			failed = -1;
		if (halted(r))
			break;
		if (rc != REPLAYED && (stops(r, got, &err) || misread)) {
			stop_left(r, got >= 0 && state_left(&in, &err));
			break;
		}
	}
	if (!path && got == 0)
		lines_before(r, in.lineno + 1);
	bg_input_close(&in);
	r->from = NULL;
	r->state_line = 0;
	if (!r->states && path) {
		bg_fail(&err, BG_EX_DATAERR, "%s has no state, and standard "
		        "input holds none to replay it from", path);
		r->name = path;
		failed = fail(r, BG_FAILED_FILE, NULL, 0, 0, &err);
	}
	return failed;
}

/* A record of no state is read through before it is replayed from each
 * state of standard input, so that a line out of place is found first. */
static int
replay_stateless(struct bg_replayer *r, struct bg_record_reader *rd,
                 const char *path)
{
	struct source src = { .rd = rd };
	struct bg_record_item item;
	struct bg_err err;
	int got;

	while ((got = bg_record_next(rd, &item, &err)) > 0)
		;
	if (got < 0)
		return fail(r, BG_FAILED_LINE, &item, 0, 0, &err);
	return replay_each_input(r, &src, path);
}

/* The record rd has started, of the file path. */
static int
replay_record(struct bg_replayer *r, struct bg_record_reader *rd,
              const char *path)
{
	struct source src = { .rd = rd };
	struct bg_record_item at = { .line = rd->first_line };
	struct bg_err err;
	int got;

	r->path = path;
	r->name = path;
	r->state_line = 0;
	if (rd->lines) {
		snprintf(r->name_buf, sizeof r->name_buf, "%s:%lu", path,
		         rd->first_line);
		r->name = r->name_buf;
		lines_before(r, rd->first_line);
	}
	got = replay(r, &src, NULL);
	if (got == NO_STATE &&
	    (rd->lines || strcmp(path, "-") == 0 || r->own_state)) {
		bg_fail(&err, BG_EX_DATAERR, "%s must contain its state",
		        rd->lines ? "a one-line record"
		        : strcmp(path, "-") == 0
		        ? "a record read from standard input" : "a record");
		return fail(r, BG_FAILED_NO_STATE, &at, 0, 0, &err);
	}
	return got == NO_STATE ? replay_stateless(r, rd, path) : got;
}

int
bg_replay_file(struct bg_replayer *r, const char *path, int lines)
{
	struct bg_record_reader rd;
	struct bg_err err;
	int rc = 0;

	r->path = r->name = path;
	r->from = NULL;
	r->state_line = 0;
	if (bg_record_open(&rd, path, lines, &err) < 0) {
		fail(r, BG_FAILED_FILE, NULL, 0, 0, &err);
		bg_record_close(&rd);
		return -1;
	}
	rd.in.offset = rd.in.lineno = r->line_offset;
	rd.copy = r->copy;
	r->lines_out = r->line_offset;
	while (bg_record_start(&rd)) {
		if (replay_record(r, &rd, path) != REPLAYED) {
			rc = -1;
			if (lines)
				line_failed(r);
		}
		if (halted(r))
			break;
		if (rc < 0 && !r->keep_going) {
			stop_left(r, bg_record_start(&rd));
			break;
		}
	}
	if (lines)
		lines_before(r, rd.in.lineno + 1);
	bg_record_close(&rd);
	return rc;
}

int
bg_replay_files(struct bg_replayer *r, char *const *paths, int n, int lines)
{
	int i, rc = 0;

	for (i = 0; i < n; i++) {
		if (bg_replay_file(r, paths[i], lines) < 0) {
			rc = -1;
			if (!r->keep_going) {
				stop_left(r, i + 1 < n);
				break;
			}
		}
		if (halted(r))
			break;
	}
	return rc;
}

int
bg_replay_items(struct bg_replayer *r, const struct bg_record_item *items,
                size_t nitems)
{
	struct source src = { .items = items, .nitems = nitems };

	return replay_each_input(r, &src, NULL);
}

int
bg_replay_failed(const struct bg_replayer *r, const struct bg_err *err)
{
	struct bg_failure f = { BG_FAILED_REPLAY, err, NULL,
	                        r->path ? 0 : r->state_line, 0 };

	r->hooks->failed(r->ctx, r, &f);
	return -1;
}

unsigned long
bg_failure_column(const struct bg_failure *f)
{
	unsigned long column = f->at && !f->input_line ? f->at->column : 0;

	if (!f->err->column)
		return column;
	return column ? column + f->err->column - 1 : f->err->column;
}
