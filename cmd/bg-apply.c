/* bg-apply: applies actions to states; replays and checks game records. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/record.h"
#include "../lib/tool.h"

static const char prog[] = "bg-apply";

static const char usage[] =
	"usage: bg-apply [-a | -c | -R] [-k] [-w FILE] [-r FILE] [ACTION...]\n"
	"       bg-apply [-a | -c | -R] [-k] [-l] [-r FILE] -f RECORD...\n"
	"Apply the actions in order to each state read from standard input and\n"
	"print the resulting state, or replay game records.  An action is a move\n"
	"as bg-moves prints it, a chance outcome (roll:3,5) or a record action\n"
	"(end).  A record without a state line is replayed from each state read\n"
	"from standard input.\n"
	"\n"
	"  -f, --file RECORD  replay the record file RECORD (- is standard input);\n"
	"                     may be given more than once\n"
	"  -l, --lines        every line of a record file is a one-line record\n"
	"  -a, --all          print every state, the initial one first\n"
	"  -c, --check        print nothing: the exit status tells\n"
	"  -R, --result       print a verdict (one JSON object a line) for each\n"
	"                     record or state\n"
	"  -k, --keep-going   go on after a record or state that fails\n"
	"  -w, --record FILE  append the actions applied to the record FILE of the\n"
	"                     game (a new or empty FILE gets the state first)\n"
	"  -r, --rules FILE   load a game definition (YAML)\n"
	"  -h, --help         print this help\n"
	"  -V, --version      print the version\n"
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad state, illegal action or bad record,\n"
	"66 unreadable input, 70 out of memory, 74 write error.\n";

enum output { FINAL, ALL, CHECK, VERDICT };

struct run {
	enum output output;
	int keep_going;
	const char *write_record;
	char **words; /* ACTION operands */
	int nwords;
	struct bg_defs defs;
	FILE *held;    /* --all: a replay's states, kept until it succeeds */
	int status;
};

/* Where a replay's items come from: a record file, or the ACTION
 * operands (items without lines). */
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

static void
print_state(const struct bg_state *st, FILE *out)
{
	char line[BG_LINE_MAX + 2];
	size_t len = st->game->format(st, line);

	line[len++] = '\n';
	fwrite(line, 1, len, out);
}

/* A JSON string, always valid UTF-8: a byte that is no part of a UTF-8
 * character is written as U+FFFD. */
static void
json_string(const char *s, size_t len)
{
	size_t i, n;

	putchar('"');
	for (i = 0; i < len; i += n) {
		n = bg_utf8_char(s + i, len - i);
		if (n == 0) {
			fputs("\\ufffd", stdout);
			n = 1;
		} else if (s[i] == '"' || s[i] == '\\') {
			printf("\\%c", s[i]);
		} else if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f) {
			printf("\\u%04x", (unsigned char)s[i]);
		} else {
			fwrite(s + i, 1, n, stdout);
		}
	}
	putchar('"');
}

static void
print_verdict(const char *name, const struct bg_state *st, int parsed,
              unsigned long actions, const struct bg_record_item *bad,
              const struct bg_err *err)
{
	struct bg_outcome o;
	char result[128];
	int i;

	fputs("{\"record\":", stdout);
	json_string(name, strlen(name));
	printf(",\"legal\":%s,\"actions\":%lu", bad || err ? "false" : "true",
	       actions);
	if (parsed) {
		st->game->outcome(st, &o);
		printf(",\"game\":\"%s\",\"over\":%s", st->game->name,
		       o.over ? "true" : "false");
		if (bg_result_text(st, result, sizeof result)) {
			fputs(",\"result\":", stdout);
			json_string(result, strlen(result));
		}
		if (o.has_scores) {
			fputs(",\"scores\":{", stdout);
			for (i = 0; i < o.seats; i++)
				printf("%s\"%s\":%d", i ? "," : "", o.seat[i],
				       o.score[i]);
			putchar('}');
		}
	}
	if (err) {
		if (bad)
			printf(",\"line\":%lu", bad->line);
		if (bad && bad->column)
			printf(",\"column\":%lu", bad->column);
		fputs(",\"error\":", stdout);
		json_string(err->msg, strlen(err->msg));
	}
	fputs("}\n", stdout);
}

/* A record, or a state with the ACTION operands, that fails: its verdict,
 * its error line at *at in path (or at the state's line where_line on
 * standard input), and the exit status. */
static void
fail(struct run *r, const char *name, const char *path,
     unsigned long where_line, const struct bg_replay *rp,
     const struct bg_record_item *at, const struct bg_err *err)
{
	if (r->output == VERDICT)
		print_verdict(name, &rp->st, rp->has_state, rp->actions,
		              where_line ? NULL : at, err);
	if (where_line)
		bg_report(prog, "-", where_line, err);
	else
		bg_report_at(prog, path, at->line, at->column, err);
	r->status = err->status;
}

enum { PLAYED = 0, FAILED = -1, NO_STATE = 1 };

/* Replays the items of src from the state from (NULL: the record's own
 * state) and prints what the output mode asks for.  name names the
 * record in verdicts, path is the file its items' lines are in; ACTION
 * operands have no lines, and where_line, the line of the state on
 * standard input, places their errors.  Returns NO_STATE, having printed
 * nothing, for a record that has no state of its own. */
static int
replay(struct run *r, struct source *src, const char *name, const char *path,
       const struct bg_state *from, unsigned long where_line)
{
	struct bg_replay rp;
	struct bg_record_item item = { .line = where_line };
	struct bg_err err;
	int got;

	bg_replay_init(&rp, &r->defs, from);
	if (r->output == ALL) {
		bg_hold_clear(r->held);
		if (from)
			print_state(from, r->held);
	}
	while ((got = source_next(src, &item, &err)) > 0) {
		if (item.kind == BG_ITEM_ACTION && !rp.has_state)
			return NO_STATE;
		if (bg_replay_item(&rp, &item, &err) < 0)
			break;
		if (r->output == ALL && item.kind != BG_ITEM_TAG)
			print_state(&rp.st, r->held);
	}
	if (got == 0 && !rp.has_state)
		return NO_STATE;
	if (got == 0 && bg_replay_finish(&rp, &err) < 0)
		item = rp.result;
	else if (got == 0 && r->write_record && from && !src->rd &&
	         bg_record_append(r->write_record, &r->defs, from, r->words,
	                          r->nwords, &err) < 0)
		item.line = where_line;
	else if (got == 0 && r->output == ALL &&
	         bg_hold_copy(r->held, stdout, &err) < 0)
		item.line = 0;
	else if (got == 0) {
		if (r->output == FINAL)
			print_state(&rp.st, stdout);
		else if (r->output == VERDICT)
			print_verdict(name, &rp.st, 1, rp.actions, NULL, NULL);
		return PLAYED;
	}
	fail(r, name, path, where_line, &rp, &item, &err);
	return FAILED;
}

/* Each state of standard input, replayed with src: the ACTION operands
 * (name NULL), or a record file name of no state, read again for each. */
static int
replay_each_input(struct run *r, struct source *src, const char *name)
{
	struct bg_input in;
	struct bg_state st;
	struct bg_err err;
	struct bg_replay none;
	const char *line;
	char where[64];
	size_t len;
	int got, rc = 0, states = 0;

	bg_replay_init(&none, &r->defs, NULL);
	bg_input_open(&in, "-", &err);
	while ((got = bg_input_line(&in, &line, &len, &err)) != 0) {
		if (got > 0 && bg_line_is_blank(line, len))
			continue;
		states++;
		snprintf(where, sizeof where, "-:%lu", in.lineno);
		src->next = 0;
		if (got > 0 && states > 1 && r->write_record)
			got = bg_fail(&err, BG_EX_DATAERR, "a second state: "
			              "--record writes the record of one game");
		if (got > 0 && src->rd && bg_record_rewind(src->rd, &err) < 0)
			got = -1;
		if (got < 0 || bg_state_parse(&r->defs, &st, line, len, &err) < 0) {
			fail(r, name ? name : where, NULL, in.lineno, &none,
			     NULL, &err);
			rc = -1;
		} else if (replay(r, src, name ? name : where, name, &st,
		                  name ? 0 : in.lineno) != PLAYED) {
			rc = -1;
		}
		if (rc < 0 && (!r->keep_going ||
		               (got < 0 && err.status == BG_EX_NOINPUT)))
			break;
	}
	bg_input_close(&in);
	if (!states && name) {
		bg_fail(&err, BG_EX_DATAERR, "%s has no state, and standard "
		        "input holds none to replay it from", name);
		bg_report(prog, NULL, 0, &err);
		r->status = err.status;
		rc = -1;
	}
	return rc;
}

/* The rest of a record of no state is read through before it is replayed
 * from standard input, so that a line out of place is found first. */
static int
check_rest(struct run *r, struct bg_record_reader *rd, const char *path)
{
	struct bg_record_item item;
	struct bg_replay none;
	struct bg_err err;
	int got;

	while ((got = bg_record_next(rd, &item, &err)) > 0)
		;
	if (got == 0)
		return PLAYED;
	bg_replay_init(&none, &r->defs, NULL);
	fail(r, path, path, 0, &none, &item, &err);
	return FAILED;
}

/* The records of a file: one of many lines, or (lines) one a line. */
static int
replay_file(struct run *r, const char *path, int lines)
{
	struct bg_record_reader rd;
	struct source src = { .rd = &rd };
	struct bg_record_item at = { .line = 1 };
	struct bg_replay none;
	struct bg_err err;
	char name[BG_LINE_MAX];
	int rc = 0, got;

	if (bg_record_open(&rd, path, lines, &err) < 0) {
		bg_report(prog, NULL, 0, &err);
		r->status = err.status;
		bg_record_close(&rd);
		return -1;
	}
	bg_replay_init(&none, &r->defs, NULL);
	while (bg_record_start(&rd)) {
		if (lines)
			snprintf(name, sizeof name, "%s:%lu", path,
			         rd.first_line);
		got = replay(r, &src, lines ? name : path, path, NULL, 0);
		if (got == NO_STATE && lines) {
			at.line = rd.first_line;
			bg_fail(&err, BG_EX_DATAERR,
			        "a one-line record must contain its state");
			fail(r, name, path, 0, &none, &at, &err);
			got = FAILED;
		} else if (got == NO_STATE && strcmp(path, "-") == 0) {
			bg_fail(&err, BG_EX_DATAERR, "a record read from "
			        "standard input must contain its state");
			fail(r, path, path, 0, &none, &at, &err);
			got = FAILED;
		} else if (got == NO_STATE) {
			got = check_rest(r, &rd, path);
			if (got == PLAYED)
				got = replay_each_input(r, &src, path);
		}
		if (got != PLAYED)
			rc = -1;
		if (rc < 0 && !r->keep_going)
			break;
	}
	bg_record_close(&rd);
	return rc;
}

/* An action operand is taken byte for byte: one word of printable ASCII,
 * with no comment or spaces for the record parser to strip. */
static int
is_word(const char *s)
{
	size_t n = 0;

	for (; *s; s++, n++)
		if (*s <= ' ' || *s > '~' || *s == '#')
			return 0;
	return n > 0 && n <= BG_WORD_MAX;
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "file", required_argument, NULL, 'f' },
		{ "lines", no_argument, NULL, 'l' },
		{ "all", no_argument, NULL, 'a' },
		{ "check", no_argument, NULL, 'c' },
		{ "result", no_argument, NULL, 'R' },
		{ "keep-going", no_argument, NULL, 'k' },
		{ "record", required_argument, NULL, 'w' },
		{ "rules", required_argument, NULL, 'r' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const struct bg_cli cli = { prog, usage, "+f:lacRkw:r:hV", longopts, NULL };
	struct run r = { .output = FINAL };
	struct bg_record_item *operands = NULL;
	struct bg_record_order order;
	struct bg_err err;
	char **files;
	int nfiles = 0, lines = 0, outputs = 0, c, i, status;

	files = calloc((size_t)argc, sizeof *files);
	if (!files) {
		bg_complain(prog, "out of memory");
		return BG_EX_SOFTWARE;
	}
	bg_defs_init(&r.defs);
	/* "+": a move word such as -x is never an option after the first. */
	while ((c = bg_getopt(&cli, argc, argv)) != -1) {
		switch (c) {
		case 'f':
			files[nfiles++] = optarg;
			break;
		case 'l':
			lines = 1;
			break;
		case 'a':
			r.output = ALL;
			outputs++;
			break;
		case 'c':
			r.output = CHECK;
			outputs++;
			break;
		case 'R':
			r.output = VERDICT;
			outputs++;
			break;
		case 'k':
			r.keep_going = 1;
			break;
		case 'w':
			r.write_record = optarg;
			break;
		default:
			status = bg_common_option(&cli, c, &r.defs);
			if (status != BG_OPT_NEXT)
				goto out;
		}
	}
	status = BG_EX_USAGE;
	if (outputs > 1) {
		bg_complain(prog, "--all, --check and --result exclude each other");
		goto out;
	}
	if (nfiles && optind < argc) {
		bg_complain(prog, "give ACTION operands or -f records, not both");
		goto out;
	}
	if (nfiles && r.write_record) {
		bg_complain(prog, "--record writes the ACTION operands; it does "
		            "not go with -f");
		goto out;
	}
	if (lines && !nfiles) {
		bg_complain(prog, "--lines goes with -f");
		goto out;
	}
	if (r.output == ALL && !(r.held = bg_hold_open(&err))) {
		bg_report(prog, NULL, 0, &err);
		status = err.status;
		goto out;
	}
	r.status = 0;
	if (!nfiles) {
		/* The operands are a record of actions without a state. */
		struct source src = { .rd = NULL };

		r.words = argv + optind;
		r.nwords = argc - optind;
		operands = calloc((size_t)r.nwords + 1, sizeof *operands);
		if (!operands) {
			bg_complain(prog, "out of memory");
			status = BG_EX_SOFTWARE;
			goto out;
		}
		bg_record_order_init(&order);
		for (i = 0; i < r.nwords; i++) {
			if (!is_word(r.words[i]) ||
			    bg_record_line(&order, r.words[i],
			                   strlen(r.words[i]), 0, 0,
			                   &operands[i], &err) != 1 ||
			    operands[i].kind != BG_ITEM_ACTION) {
				bg_complain(prog, "operand %d is not an action "
				            "(one word of printable ASCII, at most "
				            "%d bytes)", i + 1, BG_WORD_MAX);
				goto out;
			}
		}
		src.items = operands;
		src.nitems = (size_t)r.nwords;
		replay_each_input(&r, &src, NULL);
	}
	for (i = 0; i < nfiles; i++) {
		if (replay_file(&r, files[i], lines) < 0 && !r.keep_going)
			break;
	}
	status = bg_finish(prog, r.status);
out:
	if (r.held)
		fclose(r.held);
	free(operands);
	bg_defs_free(&r.defs);
	free(files);
	return status;
}
