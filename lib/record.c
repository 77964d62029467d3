#include <errno.h>
#include <stdint.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "record.h"

void
bg_record_init(struct bg_record *rec)
{
	memset(rec, 0, sizeof *rec);
	rec->state = -1;
	rec->result = -1;
}

void
bg_record_free(struct bg_record *rec)
{
	free(rec->items);
	bg_record_init(rec);
}

static int
is_tag(const char *s, size_t len)
{
	size_t i = 1;

	if (!len || s[0] < 'A' || s[0] > 'Z')
		return 0;
	while (i < len && ((s[i] >= 'A' && s[i] <= 'Z') ||
	                   (s[i] >= 'a' && s[i] <= 'z') ||
	                   (s[i] >= '0' && s[i] <= '9') || s[i] == '-' ||
	                   s[i] == '_'))
		i++;
	return i < len && s[i] == ':' && (i + 1 == len || s[i + 1] == ' ');
}

static int
add_item(struct bg_record *rec, enum bg_item_kind kind, unsigned long line,
         unsigned long column, const char *text, size_t len)
{
	struct bg_record_item *it;

	if (rec->count == rec->cap) {
		size_t cap = rec->cap ? 2 * rec->cap : 64;

		it = realloc(rec->items, cap * sizeof *it);
		if (!it)
			return -1;
		rec->items = it;
		rec->cap = cap;
	}
	it = &rec->items[rec->count++];
	it->kind = kind;
	it->line = line;
	it->column = column;
	it->text = text;
	it->len = len;
	return 0;
}

/* One line of a record: its item, if it has one.  A comment starts at a
 * '#' at the line's start or after a space.  column is the line's place
 * in a one-line record, 0 in a record of many lines.  On an error *bad is
 * the offset of the byte at fault, or stays SIZE_MAX. */
static int
parse_line(struct bg_record *rec, const char *s, size_t len,
           unsigned long line, unsigned long column, size_t *bad,
           struct bg_err *err)
{
	enum bg_item_kind kind;
	size_t i, start = 0, end;

	if (len > BG_LINE_MAX)
		return bg_fail(err, BG_EX_DATAERR, "line longer than %d bytes",
		               BG_LINE_MAX);
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c < 0x20 || c == 0x7f) {
			*bad = i;
			return bg_fail(err, BG_EX_DATAERR,
			               "byte 0x%02x is not allowed in a record%s",
			               c, c == '\r' ? " (a CRLF line end?)" : "");
		}
	}
	for (end = 0; end < len; end++)
		if (s[end] == '#' && (end == 0 || s[end - 1] == ' '))
			break;
	while (start < end && s[start] == ' ')
		start++;
	while (end > start && s[end - 1] == ' ')
		end--;
	if (start == end)
		return 0;
	s += start;
	len = end - start;
	if (is_tag(s, len))
		kind = BG_ITEM_TAG;
	else if (memmem(s, len, ": ", 2))
		return bg_fail(err, BG_EX_DATAERR,
		               "not a tag: a tag is Key: value, the key a capital "
		               "letter then letters, digits, '-' or '_'");
	else if (memchr(s, ' ', len))
		kind = BG_ITEM_STATE;
	else
		kind = BG_ITEM_ACTION;
	if (kind == BG_ITEM_ACTION && len > BG_WORD_MAX)
		return bg_fail(err, BG_EX_DATAERR,
		               "an action of %zu bytes: actions are at most %d",
		               len, BG_WORD_MAX);
	for (i = 0; kind != BG_ITEM_TAG && i < len; i++)
		if ((unsigned char)s[i] > 0x7e) {
			*bad = start + i;
			return bg_fail(err, BG_EX_DATAERR,
			               "byte 0x%02x: states and actions are "
			               "ASCII", (unsigned char)s[i]);
		}
	if (kind == BG_ITEM_TAG && rec->count &&
	    rec->items[rec->count - 1].kind != BG_ITEM_TAG)
		return bg_fail(err, BG_EX_DATAERR,
		               "tag '%.*s' after the state or an action: tags "
		               "come first", (int)(strchr(s, ':') - s), s);
	if (kind == BG_ITEM_STATE) {
		if (rec->state >= 0)
			return bg_fail(err, BG_EX_DATAERR,
			               "a second state (the first is on line "
			               "%lu): a record has one initial state",
			               rec->items[rec->state].line);
		if (rec->count && rec->items[rec->count - 1].kind == BG_ITEM_ACTION)
			return bg_fail(err, BG_EX_DATAERR,
			               "a state after the first action: the "
			               "initial state comes first");
		rec->state = (long)rec->count;
	}
	if (kind == BG_ITEM_TAG && len >= 7 && memcmp(s, "Result:", 7) == 0) {
		if (rec->result >= 0)
			return bg_fail(err, BG_EX_DATAERR,
			               "a second Result tag (the first is on "
			               "line %lu)", rec->items[rec->result].line);
		rec->result = (long)rec->count;
	}
	if (add_item(rec, kind, line, column ? column + start : 0, s, len) < 0)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	return 0;
}

int
bg_record_parse(struct bg_record *rec, const char *text, size_t len, char sep,
                unsigned long first_line, unsigned long *bad_line,
                unsigned long *bad_column, struct bg_err *err)
{
	unsigned long line = first_line, column = sep == '\n' ? 0 : 1;
	const char *p = text, *end = text + len, *q;
	size_t bad = SIZE_MAX;

	while (p < end) {
		q = memchr(p, sep, (size_t)(end - p));
		if (!q)
			q = end;
		if (parse_line(rec, p, (size_t)(q - p), line, column, &bad,
		               err) < 0) {
			*bad_line = line;
			*bad_column = column;
			if (bad == SIZE_MAX)
				return -1;
			if (column) {
				*bad_column += bad;
			} else {
				bg_prefix(err, "column %zu: ", bad + 1);
			}
			return -1;
		}
		if (sep == '\n')
			line++;
		else
			column += (unsigned long)(q - p) + 1;
		p = q + 1;
	}
	return 0;
}

/* The value of a tag: what follows "Key: ". */
static void
tag_value(const struct bg_record_item *it, const char **value, size_t *len)
{
	const char *colon = memchr(it->text, ':', it->len);
	const char *v = colon + 1;

	while (v < it->text + it->len && *v == ' ')
		v++;
	*value = v;
	*len = (size_t)(it->text + it->len - v);
}

static int
check_result(const struct bg_record *rec, const struct bg_state *st,
             struct bg_err *err)
{
	char got[128];
	const char *want;
	size_t want_len;

	tag_value(&rec->items[rec->result], &want, &want_len);
	if (!bg_result_text(st, got, sizeof got))
		return bg_fail(err, BG_EX_DATAERR,
		               "declared result '%.*s' but the game is not over",
		               (int)want_len, want);
	if (strlen(got) != want_len || memcmp(got, want, want_len) != 0)
		return bg_fail(err, BG_EX_DATAERR,
		               "declared result '%.*s' but the replay gives '%s'",
		               (int)want_len, want, got);
	return 0;
}

int
bg_record_replay(const struct bg_record *rec, struct bg_defs *defs,
                 struct bg_state *st, unsigned long *actions,
                 bg_replay_fn *each, void *ctx, size_t *failed,
                 struct bg_err *err)
{
	size_t i;

	*actions = 0;
	if (rec->state >= 0) {
		const struct bg_record_item *it = &rec->items[rec->state];

		if (bg_state_parse(defs, st, it->text, it->len, err) < 0) {
			*failed = (size_t)rec->state;
			return -1;
		}
	}
	if (each && each(st, NULL, ctx) < 0)
		return -1;
	for (i = 0; i < rec->count; i++) {
		const struct bg_record_item *it = &rec->items[i];

		if (it->kind != BG_ITEM_ACTION)
			continue;
		if (bg_state_act(st, it->text, it->len, err) < 0) {
			*failed = i;
			return -1;
		}
		++*actions;
		if (each && each(st, it, ctx) < 0)
			return -1;
	}
	if (rec->result >= 0 && check_result(rec, st, err) < 0) {
		*failed = (size_t)rec->result;
		return -1;
	}
	return 0;
}

int
bg_record_append(const char *path, const char *state, size_t state_len,
                 char *const *words, int nwords, struct bg_err *err)
{
	struct stat sb;
	size_t len = 0, cap = state_len + 2, n;
	char *buf;
	int fd, i, rc = 0;

	for (i = 0; i < nwords; i++)
		cap += strlen(words[i]) + 1;
	buf = malloc(cap);
	if (!buf)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0666);
	if (fd < 0 || fstat(fd, &sb) < 0) {
		rc = bg_fail(err, BG_EX_IOERR, "%s: %s", path, strerror(errno));
		goto out;
	}
	if (sb.st_size == 0) {
		memcpy(buf, state, state_len);
		buf[state_len] = '\n';
		len = state_len + 1;
	}
	for (i = 0; i < nwords; i++) {
		n = strlen(words[i]);
		memcpy(buf + len, words[i], n);
		buf[len + n] = '\n';
		len += n + 1;
	}
	if (len && write(fd, buf, len) != (ssize_t)len)
		rc = bg_fail(err, BG_EX_IOERR, "%s: %s", path, strerror(errno));
out:
	if (fd >= 0 && close(fd) < 0 && rc == 0)
		rc = bg_fail(err, BG_EX_IOERR, "%s: %s", path, strerror(errno));
	free(buf);
	return rc;
}
