/* Unit tests of lib/: the notation scanner, YAML definitions, dice words,
 * the seeded generator, and the Wari engine through the game interface. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/engine.h"
#include "core/core.h"
#include "record/record.h"
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

/* Records that close with their Result, or start from their Game tag. */
static void
test_record_ends(void)
{
	static const char closed[] = "Game: wari\nOptions: --quiet=5\nc\n"
		"Result: south\n# done\n";
	static const char after[] = "Game: wari\nc\nResult: south\nf\n";
	struct bg_setting settings[BG_SETTINGS_MAX];
	char words[] = " --players 3  --seed=4 ", bad[] = "--quiet";
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
	ok(bg_game_settings(bg_game_find("spook", 5), words, settings, &n,
	                    &err) == 0 && n == 2, "settings: two options");
	ok(strcmp(settings[0].name, "players") == 0 &&
	   strcmp(settings[0].value, "3") == 0 &&
	   strcmp(settings[1].name, "seed") == 0 &&
	   strcmp(settings[1].value, "4") == 0,
	   "settings: --name value and --name=value");
	ok(bg_game_settings(bg_game_find("wari", 4), bad, settings, &n,
	                    &err) < 0, "settings: a value is needed");
	is_str(err.msg, "--quiet needs a value", "settings: which");
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

int
main(void)
{
	test_scan();
	test_yaml();
	test_dice();
	test_wari();
	test_record();
	test_record_ends();
	test_utf8();
	return tap_done();
}
