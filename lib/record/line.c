/* The record's lines (formats/record.md): each line's item (a state, a
 * tag, an action, a comment, or a one-line record's pieces) and the
 * order they may come in. */
#include <string.h>

#include "record/record.h"

void
bg_record_order_init(struct bg_record_order *order)
{
	order->last = -1;
	order->state_line = 0;
	order->result_line = 0;
	order->closed = 0;
	order->tags = 0;
}

/* A tag's key is new to the record, and an Id tag has a value. */
static int
check_key(struct bg_record_order *order, const char *s, size_t len,
          unsigned long line, struct bg_err *err)
{
	size_t n = (size_t)((const char *)memchr(s, ':', len) - s);
	int i;

	if (n > BG_TAG_KEY_MAX)
		return bg_fail(err, BG_EX_DATAERR, "a tag key of %zu bytes: "
		               "keys are at most %d", n, BG_TAG_KEY_MAX);
	if (n == 2 && memcmp(s, "Id", 2) == 0 && len == 3)
		return bg_fail(err, BG_EX_DATAERR, "an empty Id tag: the Id "
		               "names the record");
	for (i = 0; i < order->tags; i++)
		if (strlen(order->key[i]) == n &&
		    memcmp(order->key[i], s, n) == 0)
			return bg_fail(err, BG_EX_DATAERR, "a second %.*s tag "
			               "(the first is on line %lu)", (int)n, s,
			               order->key_line[i]);
	if (order->tags == BG_TAGS_MAX)
		return bg_fail(err, BG_EX_DATAERR, "more than %d tags",
		               BG_TAGS_MAX);
	memcpy(order->key[order->tags], s, n);
	order->key[order->tags][n] = '\0';
	order->key_line[order->tags++] = line;
	return 0;
}

size_t
bg_tag_key(const char *s, size_t len)
{
	size_t i = 1;

	if (!len || s[0] < 'A' || s[0] > 'Z')
		return 0;
	while (i < len && ((s[i] >= 'A' && s[i] <= 'Z') ||
	                   (s[i] >= 'a' && s[i] <= 'z') ||
	                   (s[i] >= '0' && s[i] <= '9') || s[i] == '-' ||
	                   s[i] == '_'))
		i++;
	return i;
}

static int
is_tag(const char *s, size_t len)
{
	size_t i = bg_tag_key(s, len);

	return i && i < len && s[i] == ':' &&
	       (i + 1 == len || s[i + 1] == ' ');
}

/* Where a line's item may come, given what came before. */
static int
check_order(struct bg_record_order *order, enum bg_item_kind kind,
            const char *s, size_t len, unsigned long line,
            struct bg_err *err)
{
	int result = kind == BG_ITEM_TAG && len >= 7 &&
	             memcmp(s, "Result:", 7) == 0;

	if (order->closed)
		return bg_fail(err, BG_EX_DATAERR, "a line after the closing "
		               "Result tag (line %lu): it is the record's last",
		               order->result_line);
	if (kind == BG_ITEM_TAG && order->last >= 0 &&
	    order->last != BG_ITEM_TAG && !result)
		return bg_fail(err, BG_EX_DATAERR,
		               "tag '%.*s' after the state or an action: tags "
		               "come first", (int)(strchr(s, ':') - s), s);
	if (kind == BG_ITEM_TAG && !result &&
	    check_key(order, s, len, line, err) < 0)
		return -1;
	if (kind == BG_ITEM_STATE) {
		if (order->state_line)
			return bg_fail(err, BG_EX_DATAERR,
			               "a second state (the first is on line "
			               "%lu): a record has one initial state",
			               order->state_line);
		if (order->last == BG_ITEM_ACTION)
			return bg_fail(err, BG_EX_DATAERR,
			               "a state after the first action: the "
			               "initial state comes first");
		order->state_line = line;
	}
	if (result) {
		if (order->result_line)
			return bg_fail(err, BG_EX_DATAERR,
			               "a second Result tag (the first is on "
			               "line %lu)", order->result_line);
		order->result_line = line;
		/* After the state or an action, it closes the record. */
		order->closed = order->last >= 0 &&
		                order->last != BG_ITEM_TAG;
		if (order->closed)
			return 0;
	}
	order->last = (int)kind;
	return 0;
}

/* A byte at offset i of the line is at fault: in a one-line record its
 * column is the item's place, in a record of many lines the error's. */
static int
bad_byte(struct bg_record_item *item, size_t i, struct bg_err *err)
{
	if (item->column)
		item->column += i;
	else
		bg_at_column(err, i + 1);
	return -1;
}

/* A comment starts at a '#' at the line's start or after a space. */
int
bg_record_line(struct bg_record_order *order, const char *s, size_t len,
               unsigned long line, unsigned long column,
               struct bg_record_item *item, struct bg_err *err)
{
	enum bg_item_kind kind;
	size_t i, start = 0, end;

	item->line = line;
	item->column = column;
	item->comment = NULL;
	item->comment_len = 0;
	if (len > BG_LINE_MAX)
		return bg_fail(err, BG_EX_DATAERR, "line longer than %d bytes",
		               BG_LINE_MAX);
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c < 0x20 || c == 0x7f) {
			bg_fail(err, BG_EX_DATAERR,
			        "byte 0x%02x is not allowed in a record%s",
			        c, c == '\r' ? " (a CRLF line end?)"
			           : c == '\t' ? " of many lines (one-line "
			           "records: give --lines)" : "");
			return bad_byte(item, i, err);
		}
	}
	for (end = 0; end < len; end++)
		if (s[end] == '#' && (end == 0 || s[end - 1] == ' '))
			break;
	if (end < len) {
		size_t from = end + 1, to = len;

		while (from < to && s[from] == ' ')
			from++;
		while (to > from && s[to - 1] == ' ')
			to--;
		item->comment = s + from;
		item->comment_len = to - from;
	}
	while (start < end && s[start] == ' ')
		start++;
	while (end > start && s[end - 1] == ' ')
		end--;
	if (start == end)
		return 0;
	if (is_tag(s + start, end - start))
		kind = BG_ITEM_TAG;
	else if (memmem(s + start, end - start, ": ", 2))
		return bg_fail(err, BG_EX_DATAERR,
		               "not a tag: a tag is Key: value, the key a capital "
		               "letter then letters, digits, '-' or '_'");
	else if (memchr(s + start, ' ', end - start))
		kind = BG_ITEM_STATE;
	else
		kind = BG_ITEM_ACTION;
	if (kind == BG_ITEM_ACTION && end - start > BG_WORD_MAX)
		return bg_fail(err, BG_EX_DATAERR,
		               "an action of %zu bytes: actions are at most %d",
		               end - start, BG_WORD_MAX);
	for (i = start; kind != BG_ITEM_TAG && i < end; i++)
		if ((unsigned char)s[i] > 0x7e) {
			bg_fail(err, BG_EX_DATAERR, "byte 0x%02x: states and "
			        "actions are ASCII", (unsigned char)s[i]);
			return bad_byte(item, i, err);
		}
	if (check_order(order, kind, s + start, end - start, line, err) < 0)
		return -1;
	item->kind = kind;
	item->column = column ? column + start : 0;
	item->text = s + start;
	item->len = end - start;
	return 1;
}

/* Is the item an action that the state takes, as a record's first
 * action is taken in its state? */
static int
taken(const struct bg_record_item *item, const struct bg_state *first)
{
	struct bg_state st;
	struct bg_err err;

	if (!first || item->kind != BG_ITEM_ACTION)
		return 0;
	bg_state_copy(&st, first);
	return bg_state_act(&st, item->text, item->len, &err) == 0;
}

int
bg_record_misread(const char *line, size_t len, unsigned long before,
                  unsigned long states, const struct bg_state *first,
                  int takes_records, struct bg_err *err)
{
	struct bg_record_order order;
	struct bg_record_item item;
	struct bg_err not_record;
	const char *tab = memchr(line, '\t', len);

	/* The line up to a tab: the first piece of a one-line record. */
	bg_record_order_init(&order);
	if (bg_record_line(&order, line, tab ? (size_t)(tab - line) : len, 1,
	                   0, &item, &not_record) <= 0)
		return 0;
	if (!(item.kind == BG_ITEM_TAG && (states == 0 || tab)) &&
	    !(item.kind == BG_ITEM_STATE && tab) &&
	    !(before == 1 && states == 1 && taken(&item, first)))
		return 0;
	if (tab)
		bg_fail(err, BG_EX_USAGE, "one-line game records, not states: "
		        "%s", takes_records ? "give them with -f and --lines"
		                           : "replay them with bg-apply --lines -f");
	else
		bg_fail(err, BG_EX_USAGE, "a game record, not states: %s",
		        takes_records ? "give it with -f"
		                      : "replay it with bg-apply -f");
	return 1;
}
