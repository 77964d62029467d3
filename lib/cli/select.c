/* bg-select on the replay driver: each record replayed (so that a
 * record that does not replay is told, as bg-apply --check tells it),
 * its conditions judged as it goes (record/select.c), and at its end,
 * when they all hold, what the output asks for. */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

void
bg_select_run_init(struct bg_select_run *sl, const char *prog)
{
	memset(sl, 0, sizeof *sl);
	sl->prog = prog;
	bg_selection_init(&sl->sel);
}

int
bg_select_run_keys(struct bg_select_run *sl, const char *arg)
{
	char *p, *comma;
	size_t len;

	free(sl->keys);
	sl->nkeys = 0;
	if (!(sl->keys = strdup(arg))) {
		bg_complain(sl->prog, "out of memory");
		return -1;
	}
	for (p = sl->keys; p; p = comma) {
		if ((comma = strchr(p, ',')))
			*comma++ = '\0';
		len = strlen(p);
		if (!len || bg_tag_key(p, len) != len || len > BG_TAG_KEY_MAX ||
		    sl->nkeys == BG_TAGS_MAX) {
			bg_complain(sl->prog, "--tags: '%s' is not a list of at "
			            "most %d tag keys separated by commas "
			            "(Result,Game)", arg, BG_TAGS_MAX);
			return -1;
		}
		sl->key[sl->nkeys++] = p;
	}
	return 0;
}

/* A failure of the run's own, told by its own line. */
static int
told(struct bg_select_run *sl, const struct bg_err *err)
{
	bg_report(sl->prog, NULL, 0, err);
	if (err->status > sl->status)
		sl->status = err->status;
	return -1;
}

static void
start(void *ctx, const struct bg_replayer *r)
{
	struct bg_select_run *sl = ctx;

	(void)r;
	bg_select_start(&sl->sel);
	bg_tags_clear(&sl->tags);
}

static int
tag(void *ctx, const struct bg_replayer *r, const struct bg_record_item *item,
    struct bg_err *err)
{
	struct bg_select_run *sl = ctx;

	(void)r;
	if (bg_select_take_tag(&sl->sel, item, err) < 0)
		return -1;
	if (sl->output == BG_SELECT_TAGS)
		return bg_tags_add(&sl->tags, item->text, item->len, err);
	return 0;
}

static int
step(void *ctx, const struct bg_replayer *r, const struct bg_step *s,
     struct bg_err *err)
{
	struct bg_select_run *sl = ctx;

	struct bg_note n;

	(void)r;
	(void)err;
	bg_select_take_step(&sl->sel, s);
	if (sl->sel.marks && s->item && s->item->comment &&
	    bg_note_read(s->item->comment, s->item->comment_len, &n) &&
	    n.kind == BG_NOTE_DECISION)
		bg_select_take_mark(&sl->sel, n.flag);
	return 0;
}

/* The record's tags asked for, as one JSON object: every tag, or the
 * keys given (null for a tag the record lacks). */
static void
json_tags(const struct bg_select_run *sl, const char *place)
{
	struct bg_tag t;
	const char *value;
	size_t at = 0, len;
	int i;

	fputs("{\"record\":", stdout);
	bg_json_string(stdout, place, strlen(place));
	fputs(",\"tags\":{", stdout);
	for (i = 0; !sl->nkeys && bg_tags_next(&sl->tags, &at, &t); i++) {
		fputs(i ? "," : "", stdout);
		bg_json_string(stdout, t.key, t.key_len);
		putchar(':');
		bg_json_string(stdout, t.value, t.value_len);
	}
	for (i = 0; i < sl->nkeys; i++) {
		fputs(i ? "," : "", stdout);
		bg_json_string(stdout, sl->key[i], strlen(sl->key[i]));
		putchar(':');
		if ((value = bg_tags_value(&sl->tags, sl->key[i], &len)))
			bg_json_string(stdout, value, len);
		else
			fputs("null", stdout);
	}
	fputs("}}\n", stdout);
}

/* The record's row of the table: its place and the tags asked for ("-"
 * for a tag it lacks), under a row of their names. */
static int
table_row(struct bg_select_run *sl, const char *place, struct bg_err *err)
{
	const char *cell[BG_TAGS_MAX + 1], *value[BG_TAGS_MAX];
	size_t len[BG_TAGS_MAX], need = 0, at = 0;
	char *grown;
	int i;

	cell[0] = "record";
	memcpy(cell + 1, sl->key, (size_t)sl->nkeys * sizeof *cell);
	if (!sl->rows.rows && bg_table_row(&sl->rows, sl->nkeys + 1, 0, cell,
	                                   err) < 0)
		return -1;
	for (i = 0; i < sl->nkeys; i++) {
		if (!(value[i] = bg_tags_value(&sl->tags, sl->key[i], &len[i])))
			value[i] = "-", len[i] = 1;
		need += len[i] + 1;
	}
	if (need > sl->cells_cap) {
		if (!(grown = realloc(sl->cells, 2 * need)))
			return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		sl->cells = grown;
		sl->cells_cap = 2 * need;
	}
	cell[0] = place;
	for (i = 0; i < sl->nkeys; i++) {
		memcpy(sl->cells + at, value[i], len[i]);
		sl->cells[at + len[i]] = '\0';
		cell[i + 1] = sl->cells + at;
		at += len[i] + 1;
	}
	return bg_table_row(&sl->rows, sl->nkeys + 1, 0, cell, err);
}

/* The record's lines held are forgotten. */
static void
forget(struct bg_select_run *sl)
{
	if (sl->held && sl->lines)
		fseek(sl->held, 0, SEEK_SET);
	else if (sl->held)
		bg_hold_clear(sl->held);
}

/* The record's lines held, written out as one line. */
static int
write_record(struct bg_select_run *sl, struct bg_err *err)
{
	if (!sl->lines) {
		if (bg_hold_copy(sl->held, stdout, "write error", err) < 0)
			return -1;
	} else if (fflush(sl->held) != 0) {
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	} else {
		fwrite(sl->memory, 1, sl->memory_len, stdout);
	}
	putchar('\n');
	return 0;
}

/* What the output asks for of a record selected, at place. */
static int
selected(struct bg_select_run *sl, const char *place, struct bg_err *err)
{
	switch (sl->output) {
	case BG_SELECT_RECORDS:
		return write_record(sl, err);
	case BG_SELECT_PLACES:
		puts(place);
		return 0;
	case BG_SELECT_TAGS:
		if (!sl->table)
			json_tags(sl, place);
		return sl->table ? table_row(sl, place, err) : 0;
	default:
		return 0;
	}
}

/* A record whose conditions hold: selected, unless --unique has seen
 * its game. */
static int
take(struct bg_select_run *sl, const struct bg_replayer *r)
{
	struct bg_err err;
	char place[BG_LINE_MAX + 24];
	int again = 0;

	if (sl->lines)
		snprintf(place, sizeof place, "%s", r->name);
	else
		snprintf(place, sizeof place, "%s:1", r->path);
	if (sl->unique || sl->output == BG_SELECT_DUPLICATES)
		again = bg_seen_add(&sl->seen, sl->sel.game,
		                    sl->unique ? NULL : place, &err);
	if (again < 0)
		return told(sl, &err);
	if (sl->unique && again)
		return 0;
	sl->selected++;
	return selected(sl, place, &err) < 0 ? told(sl, &err) : 0;
}

static int
replayed(void *ctx, const struct bg_replayer *r)
{
	struct bg_select_run *sl = ctx;
	int rc = 0;

	sl->sel.actions = r->rp.actions;
	if (bg_select_holds(&sl->sel))
		rc = take(sl, r);
	forget(sl);
	return rc;
}

static void
failed(void *ctx, const struct bg_replayer *r, const struct bg_failure *f)
{
	struct bg_select_run *sl = ctx;

	bg_report_failure(sl->prog, r, f);
	if (f->err->status > sl->status)
		sl->status = f->err->status;
	forget(sl);
}

static const struct bg_replay_hooks with_steps = {
	NULL, start, tag, step, replayed, failed, NULL
};
/* Without a step hook, the driver has no step to make. */
static const struct bg_replay_hooks without_steps = {
	NULL, start, tag, NULL, replayed, failed, NULL
};

int
bg_select_run_open(struct bg_select_run *sl, struct bg_replayer *r,
                   struct bg_err *err)
{
	int i, steps = sl->unique || sl->output == BG_SELECT_DUPLICATES;

	sl->sel.identify = steps;
	for (i = 0; i < sl->sel.conditions; i++)
		steps |= sl->sel.cond[i].kind != BG_COND_TAG;
	if (sl->output == BG_SELECT_RECORDS && sl->lines &&
	    !(sl->held = open_memstream(&sl->memory, &sl->memory_len)))
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	if (sl->output == BG_SELECT_RECORDS && !sl->lines &&
	    !(sl->held = bg_hold_open(err)))
		return -1;
	r->hooks = steps ? &with_steps : &without_steps;
	r->ctx = sl;
	r->own_state = 1;
	r->copy = sl->held;
	return 0;
}

/* Each game played more than once: the places of its records, in input
 * order, separated by tabs; 1 when there is one, else 0. */
static int
duplicates(const struct bg_seen *seen)
{
	size_t i, j;
	int found = 0;

	for (i = 0; i < seen->n; i++) {
		if (seen->game[i].again || !seen->game[i].next)
			continue;
		fputs(seen->game[i].place, stdout);
		for (j = seen->game[i].next; j; j = seen->game[j - 1].next)
			printf("\t%s", seen->game[j - 1].place);
		putchar('\n');
		found = 1;
	}
	return found;
}

int
bg_select_run_end(struct bg_select_run *sl)
{
	int found = sl->selected > 0;

	if (sl->output == BG_SELECT_COUNT)
		printf("%lu\n", sl->selected);
	else if (sl->output == BG_SELECT_DUPLICATES)
		found = duplicates(&sl->seen);
	else if (sl->table)
		bg_table_print(&sl->rows, stdout);
	return bg_finish(sl->prog, sl->status ? sl->status : found ? 0 : 1);
}

void
bg_select_run_close(struct bg_select_run *sl)
{
	if (sl->held)
		fclose(sl->held);
	free(sl->memory);
	bg_selection_free(&sl->sel);
	bg_tags_free(&sl->tags);
	bg_table_free(&sl->rows);
	bg_seen_free(&sl->seen);
	free(sl->cells);
	free(sl->keys);
}
