/* Aligned tables, such as the verdicts' (bg-apply --result --format
 * table): the rows are held until the last, so that each column is as
 * wide as its widest cell, as column(1) would set them. */
#include <stdlib.h>
#include <string.h>

#include "out/out.h"

#define VERDICT_COLUMNS 7
static const char *const heads[VERDICT_COLUMNS] = {
	"record", "legal", "actions", "game", "result", "line", "error"
};
/* The verdicts' columns of numbers, set to the right. */
#define RIGHT ((1u << 2) | (1u << 5))

/* The characters of a cell as a terminal shows them: UTF-8's, one each. */
static size_t
shown_width(const char *s)
{
	size_t n = 0;

	for (; *s; s++)
		n += ((unsigned char)*s & 0xc0) != 0x80;
	return n;
}

/* A cell of the row: its text, control bytes made '?', and its width. */
static int
add_cell(struct bg_table *t, int column, const char *text, size_t len,
         struct bg_err *err)
{
	size_t i, need = t->len + len + 1, width;
	char *grown;

	if (need > t->cap) {
		size_t cap = t->cap ? t->cap : 4096;

		while (cap < need)
			cap *= 2;
		if (!(grown = realloc(t->text, cap)))
			return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		t->text = grown;
		t->cap = cap;
	}
	for (i = 0; i < len; i++)
		t->text[t->len + i] = (unsigned char)text[i] < 0x20 ||
		                      text[i] == 0x7f ? '?' : text[i];
	t->text[t->len + len] = '\0';
	width = shown_width(t->text + t->len);
	if (width > t->width[column])
		t->width[column] = width;
	t->len = need;
	return 0;
}

int
bg_table_row(struct bg_table *t, int columns, uint64_t right,
             const char *const *cells, struct bg_err *err)
{
	int i;

	if (!t->rows) {
		t->columns = columns;
		t->right = right;
	}
	for (i = 0; i < t->columns; i++)
		if (add_cell(t, i, cells[i], strlen(cells[i]), err) < 0)
			return -1;
	t->rows++;
	return 0;
}

/* The record's id, as a verdict's: its Id tag, else its name; and the
 * state of standard input a record of no state is replayed from. */
static const char *
record_id(const struct bg_replayer *r, const struct bg_tags *tags,
          char *buf, size_t cap)
{
	size_t len;
	const char *id = bg_tags_value(tags, "Id", &len);

	if (!id) {
		id = r->name;
		len = strlen(id);
	}
	if (r->path && r->state_line)
		snprintf(buf, cap, "%.*s (from -:%lu)", (int)len, id,
		         r->state_line);
	else
		snprintf(buf, cap, "%.*s", (int)len, id);
	return buf;
}

/* The result of a game not over that its Forfeit tag's seat forfeited,
 * with that seat and the cause its Termination tag gives: "south (north
 * forfeited: crashed (signal 11))"; 0 when it is none. */
static int
forfeit_text(const struct bg_replayer *r, const struct bg_tags *tags,
             char *buf, size_t cap)
{
	int seat = bg_replay_forfeit_seat(&r->rp);
	char won[128];
	const char *why;
	size_t len;

	if (seat < 0)
		return 0;
	bg_forfeit_result_text(&r->rp.st, seat, won, sizeof won);
	if ((why = bg_tags_value(tags, "Termination", &len)))
		snprintf(buf, cap, "%s (%s forfeited: %.*s)", won,
		         r->rp.forfeit, (int)bg_utf8_cut(why, len, 100), why);
	else
		snprintf(buf, cap, "%s (%s forfeited)", won, r->rp.forfeit);
	return 1;
}

int
bg_table_verdict(struct bg_table *t, const struct bg_replayer *r,
                 const struct bg_failure *f, const struct bg_tags *tags,
                 struct bg_err *err)
{
	char id[BG_LINE_MAX + 32], actions[24], result[512] = "-";
	char line[48] = "-";
	const char *cells[VERDICT_COLUMNS];
	unsigned long at = f && f->at && !f->input_line ? f->at->line : 0;
	unsigned long column = f ? bg_failure_column(f) : 0;

	if (t->rows == 0 &&
	    bg_table_row(t, VERDICT_COLUMNS, RIGHT, heads, err) < 0)
		return -1;
	snprintf(actions, sizeof actions, "%lu", r->rp.actions);
	if (r->rp.has_state && !bg_result_text(&r->rp.st, result, sizeof result)
	    && (f || !forfeit_text(r, tags, result, sizeof result)))
		strcpy(result, "-");
	if (at && column)
		snprintf(line, sizeof line, "%lu:%lu", at, column);
	else if (at)
		snprintf(line, sizeof line, "%lu", at);
	cells[0] = record_id(r, tags, id, sizeof id);
	cells[1] = f ? "no" : "yes";
	cells[2] = actions;
	cells[3] = r->rp.has_state ? r->rp.st.game->name : "-";
	cells[4] = result;
	cells[5] = line;
	cells[6] = f ? f->err->msg : "";
	return bg_table_row(t, VERDICT_COLUMNS, RIGHT, cells, err);
}

/* The last cell of the row at cell that holds something. */
static int
last_filled(const struct bg_table *t, const char *cell)
{
	int i, last = 0;

	for (i = 0; i < t->columns; i++) {
		if (*cell)
			last = i;
		cell += strlen(cell) + 1;
	}
	return last;
}

/* Each cell padded to its column's width, two spaces between, and none
 * after the row's last cell that holds something. */
void
bg_table_print(const struct bg_table *t, FILE *out)
{
	const char *cell = t->text;
	unsigned long row;
	int i, last, right;
	size_t pad;

	for (row = 0; row < t->rows; row++) {
		last = last_filled(t, cell);
		for (i = 0; i < t->columns; i++) {
			pad = t->width[i] - shown_width(cell);
			right = (int)(t->right >> i & 1u);
			if (i <= last)
				fprintf(out, "%s%*s%s", i ? "  " : "",
				        right ? (int)pad : 0, "", cell);
			if (i < last && !right)
				fprintf(out, "%*s", (int)pad, "");
			cell += strlen(cell) + 1;
		}
		putc('\n', out);
	}
}

void
bg_table_free(struct bg_table *t)
{
	free(t->text);
	memset(t, 0, sizeof *t);
}
