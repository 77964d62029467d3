/* Unit tests of lib/: the notation scanner, YAML definitions, dice words,
 * the seeded generator, the Wari engine through the game interface, and
 * the replay driver through its hooks, and the conformance test of every
 * game (conform.c). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/engine.h"
#include "core/core.h"
#include "record/record.h"
#include "conform.h"
#include "tap.h"

static void
test_scan(void)
{
	struct bg_err err;
	struct bg_scan s;
	unsigned long v;
	static const char *const names[] = { "exact", "atleast" };
	int e;

	bg_scan_init(&s, "x n=12 k=atleast", 16, &err);
	ok(bg_scan_game(&s, "x") == 0, "scan: game name");
	ok(bg_scan_key(&s, "n") == 0 && bg_scan_uint(&s, "n", 99, &v) == 0 &&
	   v == 12, "scan: key and number");
	ok(bg_scan_key(&s, "k") == 0 && bg_scan_enum(&s, "k", names, 2, &e) == 0 &&
	   e == 1, "scan: enum");
	ok(bg_scan_end(&s) == 0, "scan: end");

	bg_scan_init(&s, "007", 3, &err);
	ok(bg_scan_uint(&s, "a count", 999, &v) < 0, "scan: leading zero refused");
	is_str(err.msg, "a count has a leading zero",
	       "scan: leading zero message");
	ok(err.column == 1, "scan: leading zero column %lu", err.column);

	bg_scan_init(&s, "99999999999999999999999", 23, &err);
	ok(bg_scan_uint(&s, "a count", UINT32_MAX, &v) < 0,
	   "scan: huge number refused");
	is_str(err.msg, "a count is larger than 4294967295",
	       "scan: huge number message");
	ok(err.column == 1, "scan: huge number column %lu", err.column);

	bg_scan_init(&s, " m=1", 4, &err);
	ok(bg_scan_key(&s, "n") < 0, "scan: wrong key refused");
	is_str(err.msg, "expected field 'n=', found 'm=1'",
	       "scan: wrong key message");
	ok(err.column == 2, "scan: wrong key column %lu", err.column);
	bg_prefix(&err, "t:3: ");
	is_str(err.msg, "t:3: column 2: expected field 'n=', found 'm=1'",
	       "scan: a place put before the message tells the column");
	ok(err.column == 0, "scan: the column is in the message then");
	bg_at_column(&err, 7);
	bg_fail(&err, BG_EX_DATAERR, "another");
	ok(err.column == 0, "scan: a new error has no column");
	bg_at_column(&err, 7);
	bg_prefix_at(&err, "b.yaml", 4);
	is_str(err.msg, "b.yaml:4:7: another",
	       "scan: a place put before the message is FILE:LINE:COLUMN");
}

static void
test_yaml(void)
{
	static const char good[] = "game: wari\npits: 4\nrules:\n  slam: illegal\n";
	static const char dup[] = "game: wari\npits: 4\npits: 5\n";
	static const char bad[] = "game: wari\npits: [1\n";
	struct bg_yaml_source src = { "t.yaml", good, sizeof good - 1 };
	struct bg_node *root;
	struct bg_err err;
	unsigned long v;

	ok(bg_yaml_load(&src, &root, &err) == 0, "yaml: loads a mapping");
	ok(bg_node_uint(bg_node_get(root, "pits"), "t.yaml", "pits", 1, 12, &v,
	                &err) == 0 && v == 4, "yaml: a number");
	ok(bg_node_get(bg_node_get(root, "rules"), "slam") != NULL,
	   "yaml: nested mapping");
	ok(bg_node_uint(bg_node_get(root, "game"), "t.yaml", "pits", 1, 12, &v,
	                &err) < 0, "yaml: a word is not a number");
	is_str(err.msg, "t.yaml:1: pits must be a whole number, not 'wari'",
	       "yaml: number message names the line");
	bg_node_free(root);

	src.text = dup;
	src.len = sizeof dup - 1;
	ok(bg_yaml_load(&src, &root, &err) < 0, "yaml: duplicate key refused");
	is_str(err.msg, "t.yaml:3: key 'pits' appears twice",
	       "yaml: duplicate key message");

	src.text = bad;
	src.len = sizeof bad - 1;
	ok(bg_yaml_load(&src, &root, &err) < 0, "yaml: broken flow refused");
	ok(strncmp(err.msg, "t.yaml:3: ", 10) == 0, "yaml: parse error line: %s",
	   err.msg);
}

/* bg_rng_below against Lemire's rule written plainly, with an n so near
 * 2^32 that a quarter of the draws are rejected and drawn again. */
static void
test_rng_below(void)
{
	const unsigned n = 0xC0000001u;
	const uint32_t floor = (uint32_t)(0x100000000ull % n);
	struct bg_rng a, b;
	int i, same = 1, rejected = 0;

	bg_rng_seed(&a, 3, "below", 5);
	bg_rng_seed(&b, 3, "below", 5);
	for (i = 0; i < 1000; i++) {
		uint64_t m = (bg_rng_next(&b) >> 32) * (uint64_t)n;

		while ((uint32_t)m < floor) {
			rejected++;
			m = (bg_rng_next(&b) >> 32) * (uint64_t)n;
		}
		same &= bg_rng_below(&a, n) == (unsigned)(m >> 32);
	}
	ok(same && rejected > 100, "rng: below n, a draw under 2^32 mod n "
	   "drawn again (%d of 1000)", rejected);
}

static void
test_dice(void)
{
	struct bg_rng a, b;
	struct bg_err err;
	int vals[4] = { 3, 5 }, got[4];
	char word[64];
	int i, same = 1, n;

	bg_chance_word(vals, 2, word);
	is_str(word, "roll:3,5", "dice: word");
	n = bg_chance_parse("roll:6,1", 8, got, 4, &err);
	ok(n == 2 && got[0] == 6 && got[1] == 1, "dice: parse");
	ok(bg_chance_parse("roll:6,", 7, got, 4, &err) < 0, "dice: trailing comma");
	ok(bg_chance_parse("roll:1,2,3,4,5", 14, got, 4, &err) < 0,
	   "dice: too many");

	{
		static const uint8_t four[] = { 3, 6, 6, 1 }, two[] = { 2, 5 };

		ok(bg_rolloff(0xf, four, 0) == 0x6, "roll-off: the tied highest "
		   "roll again");
		ok(bg_rolloff(0xf, four, 1) == 0x8, "roll-off: the lowest wins");
		ok(bg_rolloff(0x5, two, 0) == 0x4, "roll-off: seats 1 and 3, "
		   "dice in seat order");
		ok(bg_rolloff(0x5, two, 1) == 0x1, "roll-off: lowest of two");
	}
	bg_rng_seed(&a, 7, "x", 1);
	bg_rng_seed(&b, 7, "x", 1);
	for (i = 0; i < 100; i++)
		same &= bg_rng_die(&a, 6) == bg_rng_die(&b, 6);
	ok(same, "dice: one seed and one state give one sequence");
	bg_rng_seed(&b, 7, "y", 1);
	bg_rng_seed(&a, 7, "x", 1);
	same = 1;
	for (i = 0; i < 20; i++)
		same &= bg_rng_die(&a, 6) == bg_rng_die(&b, 6);
	ok(!same, "dice: another state gives other dice");
	{
		int hist[7] = { 0 };

		for (i = 0; i < 60000; i++)
			hist[bg_rng_die(&a, 6)]++;
		for (i = 1, same = 1; i <= 6; i++)
			same &= hist[i] > 9000 && hist[i] < 11000;
		ok(same, "dice: every face about a sixth of the time");
	}
}

static void
test_wari(void)
{
	static const char start[] = "wari twelve=exact slam=leave-one quiet=100 "
		"phase=move turn=north ply=0 idle=0 "
		"pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0";
	struct bg_defs defs;
	struct bg_state st;
	struct bg_err err;
	char buf[BG_LINE_MAX + 1];

	bg_defs_init(&defs);
	ok(bg_state_parse(&defs, &st, start, sizeof start - 1, &err) == 0,
	   "wari: parses the initial state");
	st.game->format(&st, buf);
	is_str(buf, start, "wari: round trip");
	ok(bg_perft(&st, 5) == 5219, "wari: perft 5");
	ok(bg_state_act(&st, "g", 1, &err) < 0, "wari: g is no pit");
	is_str(err.msg, "illegal move 'g' for north: a move is a pit, a to f",
	       "wari: g message");
	ok(bg_state_act(&st, "c", 1, &err) == 0, "wari: c applies");
	ok(bg_state_act(&st, "c", 1, &err) == 0, "wari: south c applies");
	ok(bg_state_act(&st, "c", 1, &err) < 0, "wari: north c now empty");
	is_str(err.msg, "illegal move 'c' for north: pit c is empty",
	       "wari: empty pit message");
	bg_defs_free(&defs);
}

/* A temporary file holding text, open for reading from its start. */
static int
file_of(const char *text)
{
	char path[] = "/tmp/bg-unit.XXXXXX";
	int fd = mkstemp(path);

	if (fd < 0)
		return -1;
	unlink(path);
	if (write(fd, text, strlen(text)) != (ssize_t)strlen(text) ||
	    lseek(fd, 0, SEEK_SET) < 0) {
		close(fd);
		return -1;
	}
	return fd;
}

/* Reads the record in text (one-line form when lines is set) into
 * items and replays it: the status of the first failure, or 0. */
static int
read_record(const char *text, int lines, struct bg_record_item *items,
            int *count, struct bg_replay *rp, struct bg_record_item *at,
            struct bg_err *err)
{
	static struct bg_defs defs;
	struct bg_record_reader rd;
	int fd = file_of(text), got;

	*count = 0;
	bg_defs_init(&defs);
	bg_record_open_fd(&rd, fd, "t");
	rd.lines = lines;
	rd.in.max = lines ? BG_RECORD_LINE_MAX : BG_LINE_MAX;
	bg_replay_init(rp, &defs, NULL);
	got = bg_record_start(&rd);
	while (got > 0 && (got = bg_record_next(&rd, at, err)) > 0) {
		items[(*count)++] = *at;
		if (bg_replay_item(rp, at, err) < 0)
			got = -1;
	}
	if (got == 0 && bg_replay_finish(rp, err) < 0) {
		*at = rp->result;
		got = -1;
	}
	bg_record_close(&rd);
	close(fd);
	bg_defs_free(&defs);
	return got < 0 ? err->status : 0;
}

static void
test_record(void)
{
	static const char text[] = "# c\nEvent: x y\nResult: south\n\n"
		"wari twelve=exact slam=leave-one quiet=100 phase=move "
		"turn=north ply=0 idle=0 pits=4,4,4,4,4,4/4,4,4,4,4,4 "
		"captured=0,0\nc  # a comment\n  f\nend\n";
	static const char line[] = "Event: x\twari twelve=exact slam=leave-one "
		"quiet=100 phase=move turn=north ply=0 idle=0 "
		"pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0\tc\tzz\n";
	struct bg_record_item items[8], at;
	struct bg_replay rp;
	struct bg_err err;
	int n;

	ok(read_record(text, 0, items, &n, &rp, &at, &err) == 65 &&
	   at.line == 3, "record: the Result tag is judged at its line");
	is_str(err.msg, "declared result 'south' but the replay gives 'north'",
	       "record: the declared result and the replay's");
	ok(n == 6 && items[2].kind == BG_ITEM_STATE && items[2].line == 5,
	   "record: two tags, a state, three actions");
	ok(items[3].kind == BG_ITEM_ACTION && items[3].len == 1 &&
	   items[3].line == 6, "record: comment stripped, line kept");
	ok(items[4].len == 1 && items[4].line == 7,
	   "record: leading spaces stripped");
	ok(rp.actions == 3, "record: replays every action");

	ok(read_record(line, 1, items, &n, &rp, &at, &err) == 65 &&
	   n == 4 && at.line == 1 && at.column == 132 && rp.actions == 1,
	   "record: one-line form fails at the bad action's column");
	is_str(err.msg, "illegal move 'zz' for south: a move is a pit, a to f",
	       "record: the reason");

	ok(read_record("a\nEvent: late\n", 0, items, &n, &rp, &at, &err) ==
	   65 && at.line == 1 && n == 1,
	   "record: an action with no state fails at its line");
	is_str(err.msg, "an action before the state: the record has no state "
	       "to play it on", "record: no state to play on");
	ok(read_record("wari x\na\nEvent: late\n", 1, items, &n, &rp, &at,
	               &err) == 65 && at.line == 1 && at.column == 1,
	   "record: a bad state fails at its column");
	ok(read_record("Event: early\na\nEvent: late\n", 0, items, &n, &rp,
	               &at, &err) == 65 && at.line == 2,
	   "record: the replay stops at its first failure");
}

/* A line's comment, for the replay page and the annotated records. */
static void
test_record_comment(void)
{
	static const char tag[] = "Event: x  #  a note # more  ";
	struct bg_record_order order;
	struct bg_record_item it;
	struct bg_err err;

	bg_record_order_init(&order);
	ok(bg_record_line(&order, tag, strlen(tag), 1, 0, &it, &err) == 1 &&
	   it.comment && it.comment_len == 13 &&
	   memcmp(it.comment, "a note # more", 13) == 0 && it.len == 8,
	   "record: a comment without its '#', spaces and the end's spaces");
	ok(bg_record_line(&order, "Site: y#z", 9, 2, 0, &it, &err) == 1 &&
	   !it.comment && it.comment_len == 0 && it.len == 9,
	   "record: a '#' in a word starts no comment");
	ok(bg_record_line(&order, "Round: 1 #", 10, 3, 0, &it, &err) == 1 &&
	   it.comment && it.comment_len == 0,
	   "record: an empty comment");
}

/* Records that close with their Result, or start from their Game tag. */
static void
test_record_ends(void)
{
	static const char closed[] = "Game: wari\nOptions: --quiet=5\nc\n"
		"Result: south\n# done\n";
	static const char after[] = "Game: wari\nc\nResult: south\nf\n";
	struct bg_record_item items[8], at;
	struct bg_replay rp;
	struct bg_err err;
	int n;

	ok(read_record(closed, 0, items, &n, &rp, &at, &err) == 65 &&
	   at.line == 4 && rp.actions == 1, "record: a closing Result is judged "
	   "at its line");
	is_str(err.msg, "declared result 'south' but the game is not over",
	       "record: the closing Result, as one before the state");
	ok(rp.has_state && strstr(err.msg, "south") &&
	   rp.st.game == bg_game_find("wari", 4),
	   "record: the Game tag's initial state");
	ok(read_record(after, 0, items, &n, &rp, &at, &err) == 65 &&
	   at.line == 4, "record: nothing after the closing Result");
}

/* Game options: one parser for bg-new and a record's Options tag. */
static void
test_settings(void)
{
	const struct bg_game *wari = bg_game_find("wari", 4);
	const struct bg_game *spook = bg_game_find("spook", 5);
	char words[] = " --players 3  --seed=4 ", bad[] = "--quiet";
	char typed[] = "--twelve=atleast --quiet 7", abbr[] = "--twe atleast";
	char word[] = "--twelve bad", range[] = "--pieces 4";
	char file[] = "--boards /etc/passwd";
	struct bg_settings set;
	struct bg_defs defs;
	struct bg_state st;
	struct bg_err err;

	bg_defs_init(&defs);
	bg_settings_init(&set);
	ok(bg_settings_parse(&set, spook, words, 0, &err) == 0 && set.n == 2,
	   "settings: two options");
	ok(set.set[0].option == bg_game_option(spook, "players", 7) &&
	   set.set[0].number == 3 && strcmp(set.set[0].value, "3") == 0 &&
	   set.set[1].number == 4 && set.seeded && set.seed == 4,
	   "settings: --name value and --name=value, read as numbers; the "
	   "seed kept");
	ok(bg_game_new(&defs, spook, &set, &st, &err) == 0,
	   "settings: a seeded set-up is made");
	bg_settings_init(&set);
	ok(bg_game_new(&defs, spook, &set, &st, &err) == BG_NEEDS_SEED,
	   "settings: a set-up drawn at random asks for a seed");
	ok(bg_settings_parse(&set, wari, typed, 0, &err) == 0 &&
	   bg_setting_or(&set, "twelve", 0) == 1 &&
	   bg_setting_or(&set, "quiet", 100) == 7 &&
	   bg_setting_or(&set, "slam", 2) == 2,
	   "settings: a word by its index, a number, and the default");
	bg_settings_init(&set);
	ok(bg_settings_parse(&set, wari, abbr, 0, &err) < 0 &&
	   err.status == BG_EX_USAGE, "settings: an abbreviation is refused");
	is_str(err.msg, "'--twe' is not an option of wari (bg-new wari --help "
	       "lists them)", "settings: as an unknown option");
	ok(bg_settings_parse(&set, wari, bad, 0, &err) < 0,
	   "settings: a value is needed");
	is_str(err.msg, "--quiet needs a value", "settings: which");
	ok(bg_settings_parse(&set, wari, word, 0, &err) < 0,
	   "settings: a word not in the list");
	is_str(err.msg, "--twelve: 'bad' is not one of exact, atleast, off",
	       "settings: the words listed");
	ok(bg_settings_parse(&set, spook, range, 0, &err) < 0,
	   "settings: a number out of range");
	is_str(err.msg, "--pieces: '4' is not 1, 2 or 3",
	       "settings: the option's own words for its range");
	ok(bg_settings_parse(&set, spook, file, 0, &err) < 0,
	   "settings: no file where files are refused");
	is_str(err.msg, "--boards names a file, which a record may not (give "
	       "the boards with --board)", "settings: what to give instead");
	bg_settings_free(&set);
	bg_defs_free(&defs);
}

static void
test_utf8(void)
{
	struct bg_err err;
	char long_e[700];
	size_t i, n;

	ok(bg_utf8_char("a", 1) == 1 && bg_utf8_char("\xc3\xa9", 2) == 2 &&
	   bg_utf8_char("\xe2\x82\xac", 3) == 3 &&
	   bg_utf8_char("\xf0\x9f\x8e\xb2", 4) == 4,
	   "utf8: characters of 1 to 4 bytes");
	ok(bg_utf8_char("\xff", 1) == 0 && bg_utf8_char("\xc3", 1) == 0 &&
	   bg_utf8_char("\xc0\xaf", 2) == 0 &&
	   bg_utf8_char("\xed\xa0\x80", 3) == 0 &&
	   bg_utf8_char("\xf4\x90\x80\x80", 4) == 0,
	   "utf8: stray, cut, overlong, surrogate, past U+10FFFF");
	ok(bg_utf8_cut("a\xc3\xa9" "b", 4, 2) == 1 &&
	   bg_utf8_cut("a\xc3\xa9" "b", 4, 3) == 3 &&
	   bg_utf8_cut("ab", 2, 5) == 2, "utf8: cut between characters");
	for (i = 0; i + 2 < sizeof long_e; i += 2)
		memcpy(long_e + i, "\xc3\xa9", 2);
	long_e[i] = '\0';
	bg_fail(&err, BG_EX_DATAERR, "%s", long_e);
	n = strlen(err.msg);
	ok(n == 510 && bg_utf8_cut(err.msg, n, n) == n &&
	   bg_utf8_char(err.msg + n - 2, 2) == 2,
	   "utf8: a message cut by its buffer ends with a whole character");
}

/* The replay driver, seen from its hooks: each writes a line of a log,
 * and the step hook checks what it is handed. */
struct replay_log {
	char text[4096];
	size_t len;
	int bad;                 /* steps handed something wrong */
	unsigned long fail_at;   /* the step hook fails at this action */
	int no_before;           /* the driver keeps no state before */
};

static void
log_line(struct replay_log *l, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void
log_line(struct replay_log *l, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(l->text + l->len, sizeof l->text - l->len, fmt, ap);
	va_end(ap);
	if (n > 0 && (size_t)n < sizeof l->text - l->len)
		l->len += (size_t)n;
}

static void
log_start(void *ctx, const struct bg_replayer *r)
{
	log_line(ctx, "start %s%s\n", r->name, r->from ? " from" : "");
}

static int
log_tag(void *ctx, const struct bg_replayer *r,
        const struct bg_record_item *tag, struct bg_err *err)
{
	(void)r;
	(void)err;
	log_line(ctx, "tag %lu %.*s\n", tag->line, (int)tag->len, tag->text);
	return 0;
}

/* Is mv the move the game lists in st (a move a player chose)? */
static int
listed(const struct bg_state *st, const struct bg_move *mv)
{
	struct bg_move moves[BG_MAX_MOVES];
	int n = st->game->moves(st, moves), i;

	if (mv->kind != BG_ACT_MOVE)
		return 1;
	for (i = 0; i < n; i++)
		if (moves[i].kind == mv->kind && moves[i].len == mv->len &&
		    memcmp(moves[i].v, mv->v, mv->len) == 0)
			return 1;
	return 0;
}

/* The state after is the state before with the move applied, and the
 * move is the one listed. */
static int
log_step(void *ctx, const struct bg_replayer *r, const struct bg_step *s,
         struct bg_err *err)
{
	struct replay_log *l = ctx;
	char a[BG_LINE_MAX + 1], b[BG_LINE_MAX + 1];
	struct bg_state st;

	if (!s->move) {
		log_line(l, "state %s\n", s->item ? "line" : "given");
		l->bad += s->before != NULL || s->after != &r->rp.st;
		return 0;
	}
	if (!s->before) {
		l->bad += !l->no_before;
		log_line(l, "action %lu:%lu %.*s %lu, no state before\n",
		         s->item->line, s->item->column, (int)s->item->len,
		         s->item->text, r->rp.actions);
		return 0;
	}
	st = *s->before;
	st.game->apply(&st, s->move);
	a[st.game->format(&st, a)] = '\0';
	b[s->after->game->format(s->after, b)] = '\0';
	l->bad += strcmp(a, b) != 0 || !listed(s->before, s->move);
	if (l->len < 3000)
		log_line(l, "action %lu:%lu %.*s %lu\n", s->item->line,
		         s->item->column, (int)s->item->len, s->item->text,
		         r->rp.actions);
	if (l->fail_at && r->rp.actions == l->fail_at)
		return bg_fail(err, BG_EX_SOFTWARE, "the hook fails");
	return 0;
}

static int
log_done(void *ctx, const struct bg_replayer *r)
{
	log_line(ctx, "done %s %lu\n", r->name, r->rp.actions);
	return 0;
}

static void
log_failed(void *ctx, const struct bg_replayer *r, const struct bg_failure *f)
{
	log_line(ctx, "failed %d %s at %lu:%lu input %lu action %d after %lu: "
	         "%s\n", (int)f->kind, r->name, f->at ? f->at->line : 0,
	         f->at ? f->at->column : 0, f->input_line, f->at_action,
	         r->rp.actions, f->err->msg);
}

static const struct bg_replay_hooks log_hooks = {
	NULL, log_start, log_tag, log_step, log_done, log_failed, NULL
};

/* A temporary file holding text, by name (path, which the caller
 * removes). */
static int
named_file_of(const char *text, char *path)
{
	int fd;

	strcpy(path, "/tmp/bg-unit.XXXXXX");
	if ((fd = mkstemp(path)) < 0)
		return -1;
	if (write(fd, text, strlen(text)) != (ssize_t)strlen(text)) {
		close(fd);
		return -1;
	}
	return close(fd);
}

/* Replays the record text (one a line with lines set) from its own state
 * or from each state of the text input on standard input; the log. */
static const char *
replay_log(struct replay_log *l, const char *text, int lines,
           const char *input, int keep_going)
{
	static struct bg_defs defs;
	struct bg_replayer r = { .defs = &defs, .hooks = &log_hooks, .ctx = l,
	                         .keep_going = keep_going,
	                         .keep_before = !l->no_before };
	char path[32];
	int saved = dup(0), fd = input ? file_of(input) : -1;

	l->len = 0;
	l->text[0] = '\0';
	l->bad = 0;
	bg_defs_init(&defs);
	if (fd >= 0)
		dup2(fd, 0);
	if (named_file_of(text, path) == 0) {
		r.name = path; /* replaced by the driver */
		bg_replay_file(&r, path, lines);
		unlink(path);
	}
	dup2(saved, 0);
	close(saved);
	if (fd >= 0)
		close(fd);
	bg_defs_free(&defs);
	return l->text;
}

/* The log with the temporary file's name as t. */
static void
is_log(struct replay_log *l, const char *want, const char *what)
{
	char got[sizeof l->text], *p, *q = got;

	for (p = l->text; *p; )
		if (strncmp(p, "/tmp/bg-unit.", 13) == 0) {
			*q++ = 't';
			p += 19;
		} else {
			*q++ = *p++;
		}
	*q = '\0';
	is_str(got, want, "%s", what);
	ok(l->bad == 0, "%s: every step is handed the state before and the "
	   "listed move", what);
}

#define WARI "wari twelve=exact slam=leave-one quiet=100 phase=move " \
	"turn=north ply=0 idle=0 pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0"

static void
test_replayer(void)
{
	struct replay_log l = { .fail_at = 0 };

	replay_log(&l, "Event: e\n" WARI "\nc\n  f  # two\n", 0, NULL, 0);
	is_log(&l, "start t\ntag 1 Event: e\nstate line\naction 3:0 c 1\n"
	       "action 4:0 f 2\ndone t 2\n", "driver: a record of many lines");

	replay_log(&l, WARI "\tc\n\n# none\n" WARI "\tzz\n" WARI "\n", 1,
	           NULL, 1);
	is_log(&l, "start t:1\nstate line\naction 1:121 c 1\ndone t:1 1\n"
	       "start t:4\nstate line\nfailed 0 t:4 at 4:121 input 0 action 1 "
	       "after 0: illegal move 'zz' for north: a move is a pit, a to "
	       "f\nstart t:5\nstate line\ndone t:5 0\n",
	       "driver: one record a line, one failing, going on");

	replay_log(&l, "Game: wari\nOptions: --quiet 5\nc\n", 0, NULL, 0);
	is_log(&l, "start t\ntag 1 Game: wari\ntag 2 Options: --quiet 5\n"
	       "state given\naction 3:0 c 1\ndone t 1\n",
	       "driver: from the Game tag, made at the first action");

	replay_log(&l, "Event: s\nc\n", 0, WARI "\n\n# c\nwari x\n" WARI "\n", 1);
	is_log(&l, "start t\ntag 1 Event: s\nstart t from\nstate given\n"
	       "tag 1 Event: s\naction 2:0 c 1\ndone t 1\nfailed 3 t at 0:0 "
	       "input 4 action 0 after 0: expected field 'twelve=', found "
	       "'x'\nstart t from\nstate given\n"
	       "tag 1 Event: s\naction 2:0 c 1\ndone t 1\n",
	       "driver: a record of no state, from each state read");

	replay_log(&l, "c\n", 0, "", 0);
	is_log(&l, "start t\nfailed 4 t at 0:0 input 0 action 0 after 0: t has "
	       "no state, and standard input holds none to replay it from\n",
	       "driver: a record of no state, and no state to replay it from");

	replay_log(&l, "c\n", 1, NULL, 0);
	is_log(&l, "start t:1\nfailed 2 t:1 at 1:0 input 0 action 0 after 0: "
	       "a one-line record must contain its state\n",
	       "driver: a one-line record of no state");

	l.no_before = 1;
	replay_log(&l, WARI "\nc\n", 0, NULL, 0);
	is_log(&l, "start t\nstate line\naction 2:0 c 1, no state before\n"
	       "done t 1\n", "driver: the state before is kept only when asked");
	l.no_before = 0;

	l.fail_at = 2;
	replay_log(&l, WARI "\nc\nf\na\n", 0, NULL, 0);
	is_log(&l, "start t\nstate line\naction 2:0 c 1\naction 3:0 f 2\n"
	       "failed 0 t at 3:0 input 0 action 1 after 1: the hook fails\n",
	       "driver: a step that fails is not taken");
	l.fail_at = 0;
}

/* Actions without lines (bg-apply's ACTION operands), from each state of
 * standard input. */
static void
test_replayer_items(void)
{
	static struct bg_defs defs;
	static const char *const words[] = { "c", "zz" };
	struct replay_log l = { .fail_at = 0 };
	struct bg_replayer r = { .defs = &defs, .hooks = &log_hooks, .ctx = &l,
	                         .keep_going = 1, .keep_before = 1 };
	struct bg_record_item items[2];
	struct bg_record_order order;
	struct bg_err err;
	int saved = dup(0), fd = file_of(WARI "\nwari x\n"), i;

	bg_defs_init(&defs);
	bg_record_order_init(&order);
	for (i = 0; i < 2; i++)
		bg_record_line(&order, words[i], strlen(words[i]), 0, 0,
		               &items[i], &err);
	dup2(fd, 0);
	bg_replay_items(&r, items, 2);
	dup2(saved, 0);
	close(saved);
	close(fd);
	bg_defs_free(&defs);
	is_log(&l, "start -:1 from\nstate given\naction 0:0 c 1\nfailed 0 -:1 "
	       "at 0:0 input 1 action 1 after 1: illegal move 'zz' for south: "
	       "a move is a pit, a to f\nfailed 3 -:2 at 0:0 input 2 action 0 "
	       "after 0: expected field 'twelve=', found 'x'\n",
	       "driver: actions without lines, placed at the state's line");
}

/* A random game of every game, as a record: the driver hands each step
 * the move the game lists. */
static void
test_replayer_games(void)
{
	static struct bg_defs defs;
	struct replay_log l = { .fail_at = 0 };
	struct bg_settings seed;
	char *text = malloc(BG_LINE_MAX + 200 * (BG_WORD_MAX + 1) + 2);
	char word[BG_WORD_MAX + 2];
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_chance ev;
	struct bg_state st;
	struct bg_err err;
	struct bg_rng rng;
	int values[BG_MAX_DICE], k, i, n, made;
	size_t len;

	bg_settings_init(&seed);
	seed.seeded = 1;
	seed.seed = 3;
	for (k = 0; text && bg_games[k]; k++) {
		const struct bg_game *g = bg_games[k];

		bg_defs_init(&defs);
		bg_rng_seed(&rng, 5, g->name, strlen(g->name));
		made = bg_game_new(&defs, g, &seed, &st, &err) == 0;
		len = made ? g->format(&st, text) : 0;
		text[len++] = '\n';
		for (i = 0; made && i < 200; i++) {
			if (g->chance(&st, &ev)) {
				for (n = 0; n < ev.dice; n++)
					values[n] = bg_rng_die(&rng, ev.faces);
				n = (int)bg_chance_word(values, ev.dice, word);
			} else if ((n = g->moves(&st, moves)) > 0) {
				n = (int)g->format_move(&st, &moves[bg_rng_below(
				        &rng, (unsigned)n)], word);
			} else {
				break;
			}
			made = bg_state_act(&st, word, (size_t)n, &err) == 0;
			memcpy(text + len, word, (size_t)n);
			len += (size_t)n;
			text[len++] = '\n';
		}
		text[len] = '\0';
		bg_defs_free(&defs);
		ok(made, "driver: a random game of %s", g->name);
		replay_log(&l, text, 0, NULL, 0);
		ok(l.bad == 0 && strstr(l.text, "done ") && !strstr(l.text,
		   "failed"), "driver: %s replays, every step handed the listed "
		   "move", g->name);
	}
	free(text);
}

/* --unique holds a game once however many records hold it; --duplicates
 * holds every record's place. */
static void
test_seen(void)
{
	struct bg_seen seen = { 0 };
	const uint64_t one[2] = { 7, 9 }, other[2] = { 7, 10 };
	struct bg_err err;
	int i, again = 0;

	for (i = 0; i < 100000; i++)
		again += bg_seen_add(&seen, i % 2 ? one : other, NULL, &err);
	ok(again == 99998 && seen.n == 2, "seen: 100,000 records of 2 games "
	   "hold 2 games (%d seen again, %zu held)", again, seen.n);
	bg_seen_free(&seen);
	again = 0;
	for (i = 0; i < 5; i++)
		again += bg_seen_add(&seen, one, "f:1", &err);
	ok(again == 4 && seen.n == 5 && seen.game[0].next == 2 &&
	   seen.game[0].last == 5, "seen: with places, each record is held, "
	   "chained from the game's first");
	bg_seen_free(&seen);
}

int
main(void)
{
	test_scan();
	test_yaml();
	test_dice();
	test_rng_below();
	test_wari();
	test_record();
	test_record_ends();
	test_record_comment();
	test_settings();
	test_replayer();
	test_replayer_items();
	test_replayer_games();
	test_utf8();
	test_seen();
	test_conformance();
	return tap_done();
}
