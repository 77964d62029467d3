#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

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
			        c, c == '\r' ? " (a CRLF line end?)" : "");
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
		bg_record_order_init(&rd->order);
		rd->first_line = rd->in.lineno;
		rd->item.line = rd->in.lineno;
		rd->item.column = 0;
		if (got < 0) {
			rd->ahead = -1;
			rd->rest = NULL;
			return 1;
		}
		rd->rest = line;
		rd->rest_len = len;
		rd->column = 1;
		rd->ahead = next_piece(rd, &rd->item, &rd->err);
		if (rd->ahead != 0)
			return 1;
	}
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

void
bg_replay_init(struct bg_replay *rp, struct bg_defs *defs,
               const struct bg_state *from)
{
	rp->defs = defs;
	rp->has_state = from != NULL;
	if (from)
		bg_state_copy(&rp->st, from);
	rp->pending = 0;
	rp->game_line = 0;
	rp->options_line = 0;
	rp->actions = 0;
	rp->result.line = 0;
	rp->result_value[0] = '\0';
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
tag_is(const struct bg_record_item *it, const char *key)
{
	size_t n = strlen(key);

	return it->len > n && memcmp(it->text, key, n) == 0 &&
	       it->text[n] == ':';
}

/* The initial state from the Game tag's game and the options of the
 * Options tag (value, len), read by bg-new's parser.  A record is
 * untrusted: its options may not name a file for bg to read.  A set-up
 * drawn at random needs its seed among them: a record replays one way. */
static int
start_from_tags(struct bg_replay *rp, const char *value, size_t len,
                struct bg_err *err)
{
	struct bg_settings settings;
	char words[BG_LINE_MAX + 1];
	const struct bg_game *game = rp->st.game;
	int rc;

	rp->pending = 1;
	memcpy(words, value, len);
	words[len] = '\0';
	bg_settings_init(&settings);
	rc = bg_settings_parse(&settings, game, words, 0, err);
	if (rc == 0)
		rc = bg_game_new(rp->defs, game, &settings, &rp->st, err);
	bg_settings_free(&settings);
	if (rc < 0) {
		err->status = BG_EX_DATAERR;
		return bg_prefix(err, "Options: ");
	}
	if (rc == BG_NEEDS_SEED)
		return bg_fail(err, BG_EX_DATAERR, "the initial state of %s "
		               "(Game tag on line %lu) is drawn at random: an "
		               "Options tag with --seed makes it one",
		               game->name, rp->game_line);
	return 0;
}

/* Game: names the game the record starts from, Options: gives bg-new's
 * options for it. */
static int
start_tag(struct bg_replay *rp, const struct bg_record_item *item,
          struct bg_err *err)
{
	const struct bg_game *game;
	const char *value;
	size_t len;

	tag_value(item, &value, &len);
	if (tag_is(item, "Options")) {
		if (rp->options_line)
			return bg_fail(err, BG_EX_DATAERR, "a second Options tag "
			               "(the first is on line %lu)",
			               rp->options_line);
		if (!rp->game_line)
			return bg_fail(err, BG_EX_DATAERR, "an Options tag before "
			               "the Game tag: they are the options of "
			               "its game");
		rp->options_line = item->line;
		return start_from_tags(rp, value, len, err);
	}
	if (rp->game_line)
		return bg_fail(err, BG_EX_DATAERR, "a second Game tag (the "
		               "first is on line %lu)", rp->game_line);
	game = bg_game_find(value, len);
	if (!game)
		return bg_fail(err, BG_EX_DATAERR, "Game: unknown game '%.*s' "
		               "(bg-new --list prints the games)",
		               (int)bg_utf8_cut(value, len, 24), value);
	rp->game_line = item->line;
	rp->st.game = game;
	rp->pending = 1;
	return 0;
}

int
bg_replay_ready(struct bg_replay *rp, struct bg_err *err)
{
	/* The game's own options, when no Options tag gave others. */
	if (rp->pending && !rp->options_line &&
	    start_from_tags(rp, "", 0, err) < 0)
		return -1;
	if (rp->pending) {
		rp->pending = 0;
		rp->has_state = 1;
	}
	return rp->has_state;
}

int
bg_replay_item(struct bg_replay *rp, const struct bg_record_item *item,
               struct bg_err *err)
{
	const char *value;
	size_t len;

	switch (item->kind) {
	case BG_ITEM_TAG:
		if (tag_is(item, "Game") || tag_is(item, "Options"))
			return start_tag(rp, item, err);
		if (item->len >= 7 && memcmp(item->text, "Result:", 7) == 0) {
			tag_value(item, &value, &len);
			if (len >= sizeof rp->result_value)
				len = sizeof rp->result_value - 1;
			memcpy(rp->result_value, value, len);
			rp->result_value[len] = '\0';
			rp->result = *item;
			rp->result.text = NULL;
		}
		return 0;
	case BG_ITEM_STATE:
		if (rp->game_line)
			return bg_fail(err, BG_EX_DATAERR, "a state line after "
			               "the Game tag (line %lu): a record starts "
			               "from one or the other", rp->game_line);
		if (bg_state_parse(rp->defs, &rp->st, item->text, item->len,
		                   err) < 0)
			return -1;
		rp->has_state = 1;
		return 0;
	case BG_ITEM_ACTION:
		break;
	}
	return bg_replay_action(rp, item, NULL, err);
}

int
bg_replay_action(struct bg_replay *rp, const struct bg_record_item *item,
                 struct bg_state *before, struct bg_err *err)
{
	switch (bg_replay_ready(rp, err)) {
	case -1:
		return -1;
	case 0:
		return bg_fail(err, BG_EX_DATAERR, "an action before the "
		               "state: the record has no state to play it on");
	}
	if (rp->st.game->parse_action(&rp->st, item->text, item->len,
	                              &rp->move, err) < 0)
		return -1;
	if (before)
		*before = rp->st;
	rp->st.game->apply(&rp->st, &rp->move);
	rp->actions++;
	return 0;
}

int
bg_replay_finish(struct bg_replay *rp, struct bg_err *err)
{
	char got[128];
	const char *want = rp->result_value;
	size_t len = strlen(want);
	int shown = (int)bg_utf8_cut(want, len, 100);
	const char *more = (size_t)shown < len ? "..." : "";

	if (!rp->result.line)
		return 0;
	/* A long declared result is shown in part, so the reason stays. */
	if (!bg_result_text(&rp->st, got, sizeof got))
		return bg_fail(err, BG_EX_DATAERR,
		               "declared result '%.*s%s' but the game is not "
		               "over", shown, want, more);
	if (strcmp(got, want) != 0)
		return bg_fail(err, BG_EX_DATAERR,
		               "declared result '%.*s%s' but the replay gives "
		               "'%s'", shown, want, more, got);
	return 0;
}

/* The final state of the record file fd: what a game played on from the
 * record must start from.  The Result tag is not judged: the game goes
 * on. */
static int
final_state(int fd, const char *path, struct bg_defs *defs,
            struct bg_replay *rp, int *closed, struct bg_err *err)
{
	struct bg_record_reader rd;
	struct bg_record_item item;
	int got, rc = 0;

	bg_record_open_fd(&rd, fd, path);
	bg_replay_init(rp, defs, NULL);
	bg_record_start(&rd);
	while ((got = bg_record_next(&rd, &item, err)) > 0)
		if (bg_replay_item(rp, &item, err) < 0) {
			got = -1;
			break;
		}
	if (got == 0 && (got = bg_replay_ready(rp, err)) == 0)
		rc = bg_fail(err, BG_EX_DATAERR, "%s: not empty, and no "
		             "record: it has no state line", path);
	else if (got < 0)
		rc = bg_prefix_at(err, path, item.line);
	*closed = rd.order.closed;
	bg_record_close(&rd);
	return rc;
}

/* The lines to append: the initial state when the file is empty, a
 * newline when its last line has none, the actions, and the closing
 * Result tag when result is not NULL. */
static char *
lines_to_append(const struct bg_state *from, int with_state, int newline,
                char *const *words, int nwords, const char *result,
                size_t *len)
{
	size_t cap = BG_LINE_MAX + 3 + (result ? strlen(result) + 9 : 0), n;
	char *buf;
	int i;

	for (i = 0; i < nwords; i++)
		cap += strlen(words[i]) + 1;
	buf = malloc(cap);
	if (!buf)
		return NULL;
	*len = 0;
	if (newline)
		buf[(*len)++] = '\n';
	if (with_state) {
		*len += from->game->format(from, buf + *len);
		buf[(*len)++] = '\n';
	}
	for (i = 0; i < nwords; i++) {
		n = strlen(words[i]);
		memcpy(buf + *len, words[i], n);
		*len += n;
		buf[(*len)++] = '\n';
	}
	if (result)
		*len += (size_t)sprintf(buf + *len, "Result: %s\n", result);
	return buf;
}

int
bg_record_append(const char *path, struct bg_defs *defs,
                 const struct bg_state *from, char *const *words,
                 int nwords, const struct bg_state *to, struct bg_err *err)
{
	struct bg_replay rp;
	char result[128];
	int has_result = 0, closed = 0, closes;
	struct stat sb;
	char want[BG_LINE_MAX + 1], have[BG_LINE_MAX + 1], last = '\n';
	size_t want_len, have_len, len = 0;
	char *buf = NULL;
	int fd, rc = 0;

	fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
	if (fd < 0)
		return bg_fail(err, BG_EX_IOERR, "%s: %s", path,
		               strerror(errno));
	if (flock(fd, LOCK_EX) < 0 || fstat(fd, &sb) < 0) {
		rc = bg_fail(err, BG_EX_IOERR, "%s: %s", path, strerror(errno));
		goto out;
	}
	if (S_ISREG(sb.st_mode) && sb.st_size > 0) {
		if (final_state(fd, path, defs, &rp, &closed, err) < 0) {
			rc = -1;
			goto out;
		}
		if (closed && nwords > 0) {
			rc = bg_fail(err, BG_EX_DATAERR, "%s is closed by its "
			             "Result tag (line %lu): nothing comes after "
			             "it", path, rp.result.line);
			goto out;
		}
		want_len = from->game->format(from, want);
		have_len = rp.st.game->format(&rp.st, have);
		if (want_len != have_len || memcmp(want, have, want_len)) {
			rc = bg_fail(err, BG_EX_DATAERR, "%s records another "
			             "game: its final state is not the state "
			             "played on", path);
			goto out;
		}
		has_result = rp.result.line != 0;
		if (pread(fd, &last, 1, sb.st_size - 1) != 1) {
			rc = bg_fail(err, BG_EX_IOERR, "%s: %s", path,
			             strerror(errno));
			goto out;
		}
	}
	/* A game that is over gets its result, once. */
	closes = !has_result && bg_result_text(to, result, sizeof result);
	buf = lines_to_append(from, sb.st_size == 0, last != '\n', words,
	                      nwords, closes ? result : NULL, &len);
	if (!buf)
		rc = bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	else if (sb.st_size == 0 || nwords > 0 || closes)
		rc = bg_write_whole(fd, path, buf, len, err);
out:
	free(buf);
	if (close(fd) < 0 && rc == 0)
		rc = bg_fail(err, BG_EX_IOERR, "%s: %s", path, strerror(errno));
	return rc;
}
