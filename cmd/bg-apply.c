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
	"  -w, --record FILE  append the actions applied to the record FILE (a new\n"
	"                     or empty FILE gets the initial state first)\n"
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
	FILE *states;  /* what a replay prints, kept until it succeeds */
	char *states_buf;
	size_t states_len;
	int status;
};

static int
print_state(const struct bg_state *st, const struct bg_record_item *action,
            void *ctx)
{
	struct run *r = ctx;
	char line[BG_LINE_MAX + 2];
	size_t len = st->game->format(st, line);

	(void)action;
	line[len++] = '\n';
	return fwrite(line, 1, len, r->states) == len ? 0 : -1;
}

static void
json_string(const char *s, size_t len)
{
	size_t i;

	putchar('"');
	for (i = 0; i < len; i++) {
		if (s[i] == '"' || s[i] == '\\')
			putchar('\\');
		if ((unsigned char)s[i] < 0x20)
			printf("\\u%04x", (unsigned char)s[i]);
		else
			putchar(s[i]);
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

/* "NAME:LINE" or "NAME:LINE:COLUMN" for an item of a one-line record. */
static void
report_item(const char *name, const struct bg_record_item *it,
            const struct bg_err *err)
{
	fflush(stdout);
	if (it->column)
		fprintf(stderr, "%s: %s:%lu:%lu: %s\n", prog, name, it->line,
		        it->column, err->msg);
	else
		fprintf(stderr, "%s: %s:%lu: %s\n", prog, name, it->line,
		        err->msg);
}

/* Replays rec from st and prints what the output mode asks for.  name
 * names the record in verdicts, path is the file its items' lines are
 * in; ACTION operands have no lines, and where_line, the line of the
 * state on standard input, places their errors.  input is that state's
 * line, which --record writes first to a new record. */
static int
replay(struct run *r, const struct bg_record *rec, const char *name,
       const char *path, struct bg_state *st, int parsed,
       unsigned long where_line, const char *input, size_t input_len)
{
	struct bg_err err;
	unsigned long actions = 0;
	size_t failed = (size_t)-1;
	int rc;

	r->states_len = 0;
	rewind(r->states);
	rc = bg_record_replay(rec, &r->defs, st, &actions,
	                      r->output == ALL ? print_state : NULL, r,
	                      &failed, &err);
	if (rc == 0 && r->output == FINAL && print_state(st, NULL, r) < 0)
		rc = bg_fail(&err, BG_EX_SOFTWARE, "out of memory");
	else if (rc < 0 && failed == (size_t)-1)
		bg_fail(&err, BG_EX_SOFTWARE, "out of memory");
	if (rc == 0 && r->write_record && input)
		rc = bg_record_append(r->write_record, input, input_len,
		                      r->words, r->nwords, &err);
	parsed = parsed || rec->state < 0 || failed != (size_t)rec->state;
	if (r->output == VERDICT)
		print_verdict(name, st, parsed, actions,
		              rc < 0 && where_line == 0 && failed != (size_t)-1
		              ? &rec->items[failed] : NULL,
		              rc < 0 ? &err : NULL);
	if (rc < 0) {
		if (where_line || failed == (size_t)-1)
			bg_report(prog, "-", where_line, &err);
		else
			report_item(path, &rec->items[failed], &err);
		r->status = err.status;
		return -1;
	}
	fflush(r->states);
	fwrite(r->states_buf, 1, r->states_len, stdout);
	return 0;
}

/* Each state of standard input, replayed with rec (which has no state
 * of its own).  name is the record's name, NULL for ACTION operands. */
static int
replay_each_input(struct run *r, const struct bg_record *rec, const char *name)
{
	struct bg_input in;
	struct bg_state st;
	struct bg_err err;
	const char *line;
	char where[64];
	size_t len;
	int got, rc = 0, states = 0;

	bg_input_open(&in, "-", &err);
	while ((got = bg_input_line(&in, &line, &len, &err)) != 0) {
		if (got > 0 && bg_line_is_blank(line, len))
			continue;
		states++;
		snprintf(where, sizeof where, "-:%lu", in.lineno);
		if (got < 0 || bg_state_parse(&r->defs, &st, line, len, &err) < 0) {
			if (r->output == VERDICT)
				print_verdict(name ? name : where, &st, 0, 0,
				              NULL, &err);
			bg_report(prog, "-", in.lineno, &err);
			r->status = err.status;
			rc = -1;
		} else if (replay(r, rec, name ? name : where, name, &st, 1,
		                  name ? 0 : in.lineno, line, len) < 0) {
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

/* A file of one-line records: every line a record of its own. */
static int
replay_lines(struct run *r, const char *path)
{
	struct bg_record rec;
	struct bg_input in;
	struct bg_state st;
	struct bg_err err;
	struct bg_record_item at = { .column = 0 };
	unsigned long line_no, col;
	const char *line;
	char name[BG_LINE_MAX];
	size_t len;
	int got, rc = 0;

	if (bg_input_open(&in, path, &err) < 0) {
		bg_report(prog, NULL, 0, &err);
		r->status = err.status;
		return -1;
	}
	in.record = 1;
	while ((got = bg_input_line(&in, &line, &len, &err)) != 0) {
		int bad = 0;

		snprintf(name, sizeof name, "%s:%lu", path, in.lineno);
		bg_record_init(&rec);
		if (got < 0 || bg_record_parse(&rec, line, len, '\t', in.lineno,
		                               &line_no, &col, &err) < 0) {
			at.line = in.lineno;
			at.column = got < 0 ? 0 : col;
			bad = 1;
		} else if (rec.count == 0) {
			bg_record_free(&rec);
			continue;
		} else if (rec.state < 0) {
			at.line = in.lineno;
			at.column = 0;
			bg_fail(&err, BG_EX_DATAERR,
			        "a one-line record must contain its state");
			bad = 1;
		} else if (replay(r, &rec, name, path, &st, 0, 0, NULL, 0) < 0) {
			rc = -1;
		}
		if (bad) {
			if (r->output == VERDICT)
				print_verdict(name, &st, 0, 0, &at, &err);
			report_item(path, &at, &err);
			r->status = err.status;
			rc = -1;
		}
		bg_record_free(&rec);
		if (rc < 0 && !r->keep_going)
			break;
	}
	bg_input_close(&in);
	return rc;
}

/* A record file of many lines. */
static int
replay_file(struct run *r, const char *path)
{
	struct bg_record rec;
	struct bg_state st;
	struct bg_err err;
	struct bg_record_item at = { .column = 0 };
	unsigned long col;
	char *text;
	size_t len;
	int rc;

	if (bg_read_file(path, (size_t)1 << 30, &text, &len, &err) < 0) {
		bg_report(prog, NULL, 0, &err);
		r->status = err.status;
		return -1;
	}
	bg_record_init(&rec);
	if (bg_record_parse(&rec, text, len, '\n', 1, &at.line, &col, &err) < 0) {
		if (r->output == VERDICT)
			print_verdict(path, &st, 0, 0, &at, &err);
		report_item(path, &at, &err);
		r->status = err.status;
		rc = -1;
	} else if (rec.state < 0 && strcmp(path, "-") == 0) {
		at.line = 1;
		bg_fail(&err, BG_EX_DATAERR, "a record read from standard input "
		        "must contain its state");
		report_item(path, &at, &err);
		r->status = err.status;
		rc = -1;
	} else if (rec.state < 0) {
		rc = replay_each_input(r, &rec, path);
	} else {
		rc = replay(r, &rec, path, path, &st, 0, 0, NULL, 0);
	}
	bg_record_free(&rec);
	free(text);
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
	struct bg_record args;
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
	r.states = open_memstream(&r.states_buf, &r.states_len);
	if (!r.states) {
		bg_complain(prog, "out of memory");
		status = BG_EX_SOFTWARE;
		goto out;
	}
	r.status = 0;
	if (!nfiles) {
		/* The operands are a record of actions without a state. */
		struct bg_err err;

		r.words = argv + optind;
		r.nwords = argc - optind;
		bg_record_init(&args);
		for (i = 0; i < r.nwords; i++) {
			unsigned long l, col;

			if (!is_word(r.words[i]) ||
			    bg_record_parse(&args, r.words[i], strlen(r.words[i]),
			                    '\n', 0, &l, &col, &err) < 0 ||
			    args.count != (size_t)i + 1 ||
			    args.items[i].kind != BG_ITEM_ACTION) {
				bg_complain(prog, "operand %d is not an action "
				            "(one word of printable ASCII, at most "
				            "%d bytes)", i + 1, BG_WORD_MAX);
				bg_record_free(&args);
				fclose(r.states);
				free(r.states_buf);
				goto out;
			}
		}
		replay_each_input(&r, &args, NULL);
		bg_record_free(&args);
	}
	for (i = 0; i < nfiles; i++) {
		int rc = lines ? replay_lines(&r, files[i])
		               : replay_file(&r, files[i]);

		if (rc < 0 && !r.keep_going)
			break;
	}
	fclose(r.states);
	free(r.states_buf);
	status = bg_finish(prog, r.status);
out:
	bg_defs_free(&r.defs);
	free(files);
	return status;
}
