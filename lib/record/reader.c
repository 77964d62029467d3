/* Reading records: the items of a file or descriptor, one a line or
 * the pieces of one-line records (--lines), in order. */
#include <string.h>

#include "record/record.h"

static void
reader_init(struct bg_record_reader *rd, int lines)
{
	rd->in.record = 1;
	rd->in.max = lines ? BG_RECORD_LINE_MAX : BG_LINE_MAX;
	rd->lines = lines;
	bg_record_order_init(&rd->order);
	rd->first_line = 0;
	rd->rest = NULL;
	rd->rest_len = 0;
	rd->column = 0;
	rd->ahead = 0;
	rd->started = 0;
	rd->copy = NULL;
	rd->copied = 0;
}

/* A line of the record read, to its copy: a tab before all but the
 * first. */
static void
copy_line(struct bg_record_reader *rd, const char *line, size_t len)
{
	if (!rd->copy)
		return;
	if (rd->copied++)
		putc('\t', rd->copy);
	fwrite(line, 1, len, rd->copy);
}

int
bg_record_open(struct bg_record_reader *rd, const char *path, int lines,
               struct bg_err *err)
{
	int rc = bg_input_open(&rd->in, path, err);

	reader_init(rd, lines);
	return rc;
}

void
bg_record_open_fd(struct bg_record_reader *rd, int fd, const char *name)
{
	bg_input_fd(&rd->in, fd, name);
	reader_init(rd, 0);
}

void
bg_record_close(struct bg_record_reader *rd)
{
	bg_input_close(&rd->in);
}

/* The next item of the one-line record in rd->rest. */
static int
next_piece(struct bg_record_reader *rd, struct bg_record_item *item,
           struct bg_err *err)
{
	const char *tab;
	size_t n;
	int got;

	while (rd->rest) {
		tab = memchr(rd->rest, '\t', rd->rest_len);
		n = tab ? (size_t)(tab - rd->rest) : rd->rest_len;
		got = bg_record_line(&rd->order, rd->rest, n, rd->first_line,
		                     rd->column, item, err);
		if (tab && n + 1 < rd->rest_len) {
			rd->rest += n + 1;
			rd->rest_len -= n + 1;
			rd->column += (unsigned long)n + 1;
		} else {
			rd->rest = NULL;
		}
		if (got != 0) {
			if (got < 0)
				rd->rest = NULL;
			return got;
		}
	}
	return 0;
}

/* A one-line record starts on line rd->in.lineno. */
static void
begin_record(struct bg_record_reader *rd)
{
	bg_record_order_init(&rd->order);
	rd->first_line = rd->in.lineno;
	rd->item.line = rd->in.lineno;
	rd->item.column = 0;
}

/* The one-line record line (len bytes) started, and read ahead to its
 * first item: 1, or 0 when it holds nothing but blanks and comments. */
static int
start_line(struct bg_record_reader *rd, const char *line, size_t len)
{
	begin_record(rd);
	rd->rest = line;
	rd->rest_len = len;
	rd->column = 1;
	rd->ahead = next_piece(rd, &rd->item, &rd->err);
	if (rd->ahead == 0)
		return 0;
	rd->copied = 0;
	copy_line(rd, line, len);
	return 1;
}

int
bg_record_start(struct bg_record_reader *rd)
{
	const char *line;
	size_t len;
	int got;

	if (!rd->lines) {
		if (rd->started)
			return 0;
		rd->started = 1;
		rd->first_line = 1;
		return 1;
	}
	for (;;) {
		got = bg_input_line(&rd->in, &line, &len, &rd->err);
		if (got == 0)
			return 0;
		if (got < 0) {
			begin_record(rd);
			rd->ahead = -1;
			rd->rest = NULL;
			return 1;
		}
		if (start_line(rd, line, len))
			return 1;
	}
}

int
bg_record_start_line(struct bg_record_reader *rd, const char *line,
                     size_t len, unsigned long lineno)
{
	rd->in = (struct bg_input){ .fd = -1, .lineno = lineno };
	reader_init(rd, 1);
	return start_line(rd, line, len);
}

int
bg_record_next(struct bg_record_reader *rd, struct bg_record_item *item,
               struct bg_err *err)
{
	const char *line;
	size_t len;
	int got;

	if (rd->lines) {
		got = rd->ahead;
		if (got == 0)
			return next_piece(rd, item, err);
		rd->ahead = 0;
		*item = rd->item;
		*err = rd->err;
		return got;
	}
	for (;;) {
		got = bg_input_line(&rd->in, &line, &len, err);
		if (got <= 0) {
			item->line = rd->in.lineno;
			item->column = 0;
			return got;
		}
		copy_line(rd, line, len);
		got = bg_record_line(&rd->order, line, len, rd->in.lineno, 0,
		                     item, err);
		if (got != 0)
			return got;
	}
}

int
bg_record_rewind(struct bg_record_reader *rd, struct bg_err *err)
{
	if (bg_input_rewind(&rd->in, err) < 0)
		return -1;
	bg_record_order_init(&rd->order);
	return 0;
}
