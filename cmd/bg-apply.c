/* bg-apply: applies actions to states; replays and checks game records. */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "engine/engine.h"
#include "record/record.h"
#include "cli/cli.h"

static const char prog[] = "bg-apply";

static const char usage[] =
	"usage: bg-apply [-a | -q | --result] [-k] [-w FILE] [-r FILE] [ACTION...]\n"
	"       bg-apply [-a | -q [--report FORMAT] | --result] [-k] [--keep-lines] [-l]\n"
	"                [--line-offset N] [-r FILE] -f RECORD...\n"
	"       bg-apply --play POLICY [--games K] [-s SEED] [-j N] [--result]\n"
	"                [-k] [-w FILE] [-r FILE]\n"
	"       bg-apply --analyse POLICY [--max-loss X] [-s SEED] [-j N] [--result]\n"
	"                [-k] [-l] [-r FILE] -f RECORD...\n"
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
	"  -q, --check        print nothing: the exit status tells\n"
	"      --result       print a verdict (one JSON object a line) for each\n"
	"                     record or state\n"
	"  -k, --keep-going   go on after a record or state that fails\n"
	"      --report FORMAT  with --check: a report for CI, tap or junit,\n"
	"                     one test case a record\n"
	"      --keep-lines   go on after a failure, with an empty line for each\n"
	"                     input line that fails (or is blank), so output\n"
	"                     lines up with the input\n"
	"      --line-offset N  number the input's lines from N+1, as in the\n"
	"                     whole input a chunk was cut from\n"
	"  -w, --record FILE  append the actions applied to the record FILE of the\n"
	"                     game (a new or empty FILE gets the state first)\n"
	"      --play POLICY  play each state read to the end and print the final\n"
	"                     state: POLICY is random, mc:N (each move tried\n"
	"                     with N random playouts), uct:N (tree search, N\n"
	"                     iterations), ab:D (alpha-beta, D plies), uct:Ts or\n"
	"                     ab:Ts (T seconds a move), or one per seat: mc:200,random\n"
	"      --games K      with --play: K games from each state (default 1)\n"
	"      --analyse POLICY  judge every decision of the records by POLICY\n"
	"                     (N alone: mc:N, N playouts per move; uct:N, ab:D):\n"
	"                     the move played, the best, the loss; then\n"
	"                     each seat's mean loss, errors and blunders\n"
	"      --max-loss X   with --analyse: exit 65 when a seat's mean loss is\n"
	"                     more than X (0 to 1)\n"
	"  -s, --seed SEED    draw reproducibly (0 to 18446744073709551615;\n"
	"                     default: from the system)\n"
	"  -j, --jobs N       play in N threads (1 to 64; the output is the same\n"
	"                     for every N)\n"
	"  -r, --rules FILE   load a game definition (YAML)\n"
	"  -h, --help         print this help\n"
	"  -V, --version      print the version\n"
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad state, illegal action, bad record or\n"
	"a loss above --max-loss, 66 unreadable input, 70 out of memory or no\n"
	"threads, 74 write error.\n";

enum output { FINAL, ALL, CHECK, VERDICT };
enum report { NO_REPORT, TAP, JUNIT };

struct run {
	enum output output;
	int keep_going;
	const char *write_record;
	char **words; /* ACTION operands */
	int nwords;
	struct bg_defs defs;
	FILE *held;    /* --all, --analyse: a replay's output, kept until it
	                * succeeds */
	int status;
	/* --play, --analyse */
	const char *play; /* the policies as given, for the records' tags */
	struct bg_policies policies;
	unsigned long games;
	int analyse;           /* --analyse given */
	struct bg_policy judge; /* its policy */
	const char *max_loss;  /* as given: compared exactly, and named */
	uint64_t seed;
	int jobs;
	struct bg_pool *pool;      /* the threads, started once */
	unsigned long line_offset; /* --line-offset */
	int keep_lines;            /* --keep-lines */
	unsigned long lines_out;   /* input lines that output stands for */
	enum report report;        /* --report, with --check */
	FILE *cases;               /* JUnit: the test cases, until counted */
	unsigned long tests, failures;
	/* The tags of the record replayed, "Key: value" lines, for its
	 * verdict. */
	char *tags;
	size_t tags_len, tags_cap;
	/* a game played or replayed */
	const char *path;      /* the record file, for places */
	const char *name;      /* the record or input, for verdicts */
	struct bg_analysis an;
	unsigned long action;  /* actions replayed so far */
	struct played_records *out; /* --play --record */
	const char *before_line; /* the state played from */
	size_t before_len;
	unsigned long played;  /* games so far, for the progress line */
	int progress;
	struct timespec started, shown;
};

/* --play --record FILE: one record a game.  The first is held back until
 * a second shows whether the file is to hold one game (the many-line
 * form) or many (one line each). */
struct played_records {
	const char *path;
	int fd;
	char *first;
	size_t first_len;
	unsigned long count;
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
json_string(FILE *out, const char *s, size_t len)
{
	size_t i, n;

	putc('"', out);
	for (i = 0; i < len; i += n) {
		n = bg_utf8_char(s + i, len - i);
		if (n == 0) {
			fputs("\\ufffd", out);
			n = 1;
		} else if (s[i] == '"' || s[i] == '\\') {
			fprintf(out, "\\%c", s[i]);
		} else if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f) {
			fprintf(out, "\\u%04x", (unsigned char)s[i]);
		} else {
			fwrite(s + i, 1, n, out);
		}
	}
	putc('"', out);
}

/* ,"game":...,"over":...,"result":...,"scores":{...} */
static void
print_outcome(const struct bg_state *st)
{
	struct bg_outcome o;
	char result[128];
	int i;

	st->game->outcome(st, &o);
	printf(",\"game\":\"%s\",\"over\":%s", st->game->name,
	       o.over ? "true" : "false");
	if (bg_result_text(st, result, sizeof result)) {
		fputs(",\"result\":", stdout);
		json_string(stdout, result, strlen(result));
	}
	if (o.has_scores) {
		fputs(",\"scores\":{", stdout);
		for (i = 0; i < o.seats; i++)
			printf("%s\"%s\":%d", i ? "," : "", o.seat[i],
			       o.score[i]);
		putchar('}');
	}
}

/* Notes a tag of the record replayed; -1 when out of memory. */
static int
keep_tag(struct run *r, const struct bg_record_item *tag)
{
	char *more;

	if (r->tags_len + tag->len + 1 > r->tags_cap) {
		more = realloc(r->tags, 2 * (r->tags_len + tag->len + 1));
		if (!more)
			return -1;
		r->tags = more;
		r->tags_cap = 2 * (r->tags_len + tag->len + 1);
	}
	memcpy(r->tags + r->tags_len, tag->text, tag->len);
	r->tags_len += tag->len;
	r->tags[r->tags_len++] = '\n';
	return 0;
}

/* The value of the tag key among those kept, or NULL. */
static const char *
kept_tag(const struct run *r, const char *key, size_t *len)
{
	size_t n = strlen(key), at, end;

	for (at = 0; at < r->tags_len; at = end + 1) {
		end = at + strcspn(r->tags + at, "\n");
		if (end - at > n && memcmp(r->tags + at, key, n) == 0 &&
		    r->tags[at + n] == ':') {
			at += n + 1;
			while (at < end && r->tags[at] == ' ')
				at++;
			*len = end - at;
			return r->tags + at;
		}
	}
	return NULL;
}

/* ,"tags":{"Key":"value",...} */
static void
print_tags(const struct run *r)
{
	size_t at, end, colon, v;

	fputs(",\"tags\":{", stdout);
	for (at = 0; at < r->tags_len; at = end + 1) {
		end = at + strcspn(r->tags + at, "\n");
		colon = at + strcspn(r->tags + at, ":");
		for (v = colon + 1; v < end && r->tags[v] == ' '; v++)
			;
		if (at)
			putchar(',');
		json_string(stdout, r->tags + at, colon - at);
		putchar(':');
		json_string(stdout, r->tags + v, end - v);
	}
	putchar('}');
}

/* The record's id: its Id tag, else name, its place. */
static void
print_id(const struct run *r, const char *name, FILE *out)
{
	size_t len;
	const char *id = kept_tag(r, "Id", &len);

	if (id)
		json_string(out, id, len);
	else
		json_string(out, name, strlen(name));
}

/* A message about a state or a byte of a line starts "column N: "; the
 * reason after it, with the column in the line where *column is the
 * column the item starts at (0: a record of many lines, where N is
 * it). */
static const char *
split_column(const char *msg, unsigned long *column)
{
	const char *p = msg + 7;
	unsigned long n = 0;

	if (strncmp(msg, "column ", 7) != 0 || *p < '1' || *p > '9')
		return msg;
	while (*p >= '0' && *p <= '9' && n < 100000000)
		n = n * 10 + (unsigned long)(*p++ - '0');
	if (p[0] != ':' || p[1] != ' ')
		return msg;
	*column = *column ? *column + n - 1 : n;
	return p + 2;
}

/* The place of a failure, for a verdict: where it is, and for an action
 * the seat whose it was and its number. */
struct failure {
	const struct bg_record_item *at; /* NULL: no line */
	const char *seat;                /* NULL: not an action */
	unsigned long action;
};

static void
print_verdict(struct run *r, const char *name, const struct bg_state *st,
              int parsed, unsigned long actions, const struct failure *f,
              const struct bg_err *err)
{
	unsigned long column = f && f->at ? f->at->column : 0;
	const char *reason = err ? split_column(err->msg, &column) : NULL;

	fputs("{\"record\":", stdout);
	print_id(r, name, stdout);
	printf(",\"legal\":%s,\"actions\":%lu", err ? "false" : "true",
	       actions);
	if (parsed)
		print_outcome(st);
	if (err) {
		if (f && f->at && f->at->line)
			printf(",\"line\":%lu", f->at->line);
		if (column)
			printf(",\"column\":%lu", column);
		if (f && f->seat)
			printf(",\"seat\":\"%s\",\"action\":%lu", f->seat,
			       f->action);
		fputs(",\"error\":", stdout);
		json_string(stdout, reason, strlen(reason));
	}
	if (r->tags_len)
		print_tags(r);
	fputs("}\n", stdout);
}

/* CI reports (--report): one test case a record, named by its Id or
 * Event tag, else its place. */

/* Text on one line and valid UTF-8: a byte that is no part of a UTF-8
 * character is U+FFFD, a control byte '?', and a character of one byte
 * is written as escape gives it (NULL: as it is). */
static void
clean_string(FILE *out, const char *s, size_t len,
             const char *(*escape)(char))
{
	const char *e;
	size_t i, n;

	for (i = 0; i < len; i += n) {
		n = bg_utf8_char(s + i, len - i);
		if (n == 0) {
			fputs("\xef\xbf\xbd", out);
			n = 1;
		} else if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f) {
			putc('?', out);
		} else if (n == 1 && (e = escape(s[i])) != NULL) {
			fputs(e, out);
		} else {
			fwrite(s + i, 1, n, out);
		}
	}
}

static const char *
xml_escape(char c)
{
	switch (c) {
	case '&':
		return "&amp;";
	case '<':
		return "&lt;";
	case '>':
		return "&gt;";
	case '"':
		return "&quot;";
	default:
		return NULL;
	}
}

/* A TAP description has no bare '#', which would start a directive. */
static const char *
tap_escape(char c)
{
	return c == '#' ? "\\#" : c == '\\' ? "\\\\" : NULL;
}

static void
xml_string(FILE *out, const char *s, size_t len)
{
	clean_string(out, s, len, xml_escape);
}

static void
tap_string(FILE *out, const char *s, size_t len)
{
	clean_string(out, s, len, tap_escape);
}

static void
report_start(struct run *r)
{
	if (r->report == TAP)
		fputs("TAP version 13\n", stdout);
}

/* The case of the record name: passed when place is NULL, else failed
 * at place with reason. */
static void
report_case(struct run *r, const char *name, const char *place,
            const char *reason)
{
	const char *title;
	size_t len;

	if (r->report == NO_REPORT)
		return;
	title = kept_tag(r, "Id", &len);
	if (!title)
		title = kept_tag(r, "Event", &len);
	if (!title) {
		title = name;
		len = strlen(name);
	}
	r->tests++;
	r->failures += place != NULL;
	if (r->report == TAP) {
		printf("%sok %lu - ", place ? "not " : "", r->tests);
		tap_string(stdout, title, len);
		putchar('\n');
		if (place) {
			fputs("  ---\n  message: ", stdout);
			json_string(stdout, reason, strlen(reason));
			fputs("\n  at: ", stdout);
			json_string(stdout, place, strlen(place));
			fputs("\n  ...\n", stdout);
		}
		return;
	}
	fputs("    <testcase classname=\"", r->cases);
	xml_string(r->cases, r->path ? r->path : "-",
	           strlen(r->path ? r->path : "-"));
	fputs("\" name=\"", r->cases);
	xml_string(r->cases, title, len);
	if (!place) {
		fputs("\"/>\n", r->cases);
		return;
	}
	fputs("\">\n      <failure message=\"", r->cases);
	xml_string(r->cases, reason, strlen(reason));
	fputs("\">", r->cases);
	xml_string(r->cases, place, strlen(place));
	fputs(": ", r->cases);
	xml_string(r->cases, reason, strlen(reason));
	fputs("</failure>\n    </testcase>\n", r->cases);
}

/* The TAP plan, or the JUnit document around the cases held. */
static int
report_end(struct run *r, struct bg_err *err)
{
	if (r->report == TAP)
		printf("1..%lu\n", r->tests);
	if (r->report != JUNIT)
		return 0;
	printf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	       "<testsuites name=\"bg-apply\" tests=\"%lu\" failures=\"%lu\">\n"
	       "  <testsuite name=\"bg-apply --check\" tests=\"%lu\" "
	       "failures=\"%lu\" errors=\"0\" skipped=\"0\">\n",
	       r->tests, r->failures, r->tests, r->failures);
	if (bg_hold_copy(r->cases, stdout, "write error", err) < 0)
		return -1;
	fputs("  </testsuite>\n</testsuites>\n", stdout);
	return 0;
}

/* A record, or a state with the ACTION operands, that fails: its verdict,
 * its error line at *at in path (or at the state's line where_line on
 * standard input), and the exit status. */
static void
fail(struct run *r, const char *name, const char *path,
     unsigned long where_line, const struct bg_replay *rp,
     const struct bg_record_item *at, int at_action, const struct bg_err *err)
{
	/* A failure at no line of standard input (it cannot be read) has
	 * no item to place it at. */
	static const struct bg_record_item nowhere = { .line = 0 };
	struct failure f;

	if (!at)
		at = &nowhere;
	f = (struct failure){ where_line ? NULL : at, NULL, 0 };

	if (at_action && rp->has_state) {
		f.seat = rp->st.game->actor(&rp->st);
		f.action = rp->actions + 1;
	}
	if (r->output == VERDICT)
		print_verdict(r, name, &rp->st, rp->has_state, rp->actions, &f,
		              err);
	if (r->report) {
		char place[BG_LINE_MAX + 64];
		unsigned long line = where_line ? where_line : at->line;
		unsigned long column = where_line ? 0 : at->column;
		const char *reason = split_column(err->msg, &column);

		if (line && column)
			snprintf(place, sizeof place, "%s:%lu:%lu",
			         where_line ? "-" : path, line, column);
		else if (line)
			snprintf(place, sizeof place, "%s:%lu",
			         where_line ? "-" : path, line);
		else
			snprintf(place, sizeof place, "%s", name);
		report_case(r, name, place, reason);
	}
	if (where_line)
		bg_report(prog, "-", where_line, err);
	else
		bg_report_at(prog, path, at->line, at->column, err);
	r->status = err->status;
}

/* A failure of the whole file name, at no line of it: it cannot be read,
 * or nothing replays it.  It still has its verdict and test case. */
static void
fail_file(struct run *r, const char *name, const struct bg_err *err)
{
	struct bg_record_item nowhere = { .line = 0 };
	struct bg_replay none;

	bg_replay_init(&none, &r->defs, NULL);
	r->tags_len = 0;
	fail(r, name, NULL, 0, &none, &nowhere, 0, err);
}

/* Analysis (formats/analysis.md). */

/* "PATH:LINE: " or "PATH:LINE:COLUMN: ", the place of a record item. */
static void
print_place(FILE *out, const char *path, const struct bg_record_item *it)
{
	fprintf(out, "%s:%lu:", path, it->line);
	if (it->column)
		fprintf(out, "%lu:", it->column);
	putc(' ', out);
}

static void
print_decision(struct run *r, const struct bg_record_item *it,
               const struct bg_decision *d)
{
	FILE *out = r->held;
	double played = d->played_value, best = d->best_value;

	if (r->output == VERDICT) {
		fputs("{\"record\":", out);
		json_string(out, r->name, strlen(r->name));
		fprintf(out, ",\"line\":%lu", it->line);
		if (it->column)
			fprintf(out, ",\"column\":%lu", it->column);
		fprintf(out, ",\"action\":%lu,\"seat\":\"%s\",\"played\":\"%s\","
		        "\"value\":%.4f,\"best\":\"%s\",\"best_value\":%.4f,"
		        "\"loss\":%.4f}\n", r->action, r->an.seat[d->seat],
		        d->played, played, d->best, best, d->loss);
		return;
	}
	print_place(out, r->path, it);
	fprintf(out, "%s played %s %.4f, best %s %.4f, loss %.4f%s\n",
	        r->an.seat[d->seat], d->played, played, d->best, best, d->loss,
	        d->loss > 0.15 ? ", blunder" : d->loss > 0.05 ? ", error" : "");
}

/* One line a seat, then the --max-loss verdict: 0, or -1 with err set
 * when a seat lost more on average. */
static int
print_summary(struct run *r, struct bg_err *err)
{
	const struct bg_analysis *an = &r->an;
	int s, worst = -1;

	for (s = 0; s < an->seats; s++) {
		double mean = bg_analysis_mean_loss(an, s);

		if (r->output == VERDICT) {
			fputs("{\"record\":", r->held);
			json_string(r->held, r->name, strlen(r->name));
			fprintf(r->held, ",\"seat\":\"%s\",\"decisions\":%lu,"
			        "\"mean_loss\":%.4f,\"errors\":%lu,"
			        "\"blunders\":%lu}\n", an->seat[s],
			        an->decisions[s], mean, an->errors[s],
			        an->blunders[s]);
		} else {
			fprintf(r->held, "%s: %s: %lu decisions, mean loss "
			        "%.4f, errors %lu, blunders %lu\n", r->name,
			        an->seat[s], an->decisions[s], mean,
			        an->errors[s], an->blunders[s]);
		}
		if (r->max_loss && bg_analysis_loss_above(an, s, r->max_loss) &&
		    (worst < 0 || mean > bg_analysis_mean_loss(an, worst)))
			worst = s;
	}
	if (worst < 0)
		return 0;
	return bg_fail(err, BG_EX_DATAERR, "%s: seat %s's mean loss %.4f is "
	               "more than --max-loss %s", r->name, an->seat[worst],
	               bg_analysis_mean_loss(an, worst), r->max_loss);
}

/* Judges the action item in the state before it, rp->st. */
static int
analyse_item(struct run *r, const struct bg_replay *rp,
             const struct bg_record_item *item, struct bg_err *err)
{
	struct bg_decision d;
	int rc;

	if (r->action++ == 0)
		bg_analysis_init(&r->an, &rp->st, &r->judge, r->seed, r->pool);
	rc = bg_analyse_action(&r->an, &rp->st, item->text, item->len, &d,
	                       err);
	if (rc > 0)
		print_decision(r, item, &d);
	return rc;
}

enum { PLAYED = 0, FAILED = -1, NO_STATE = 1 };

/* A record analysed to its end: its decisions, held until now, then each
 * seat's summary; FAILED when a seat's mean loss is above --max-loss. */
static int
analysed(struct run *r, const struct bg_replay *rp)
{
	struct bg_err err;
	int over_max;

	if (r->action == 0)
		bg_analysis_init(&r->an, &rp->st, &r->judge, r->seed, r->pool);
	over_max = print_summary(r, &err);
	if (bg_hold_copy(r->held, stdout, "write error", &err) < 0 ||
	    over_max < 0) {
		bg_report(prog, NULL, 0, &err);
		r->status = err.status;
		return FAILED;
	}
	return PLAYED;
}

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
	int got, at_action = 0;

	bg_replay_init(&rp, &r->defs, from);
	r->tags_len = 0;
	r->path = path;
	r->name = name;
	r->action = 0;
	if (r->held)
		bg_hold_clear(r->held);
	if (from && r->output == ALL)
		print_state(from, r->held);
	while ((got = source_next(src, &item, &err)) > 0) {
		if (item.kind == BG_ITEM_ACTION && !rp.has_state &&
		    !rp.pending)
			return NO_STATE;
		at_action = item.kind == BG_ITEM_ACTION;
		/* The initial state of a record that starts from its Game
		 * tag is made at its first action, before it is shown or
		 * judged. */
		if (at_action && rp.pending) {
			if (bg_replay_ready(&rp, &err) < 0)
				break;
			if (r->output == ALL)
				print_state(&rp.st, r->held);
		}
		if (r->analyse && at_action &&
		    analyse_item(r, &rp, &item, &err) < 0)
			break;
		if (bg_replay_item(&rp, &item, &err) < 0)
			break;
		at_action = 0;
		if (item.kind == BG_ITEM_TAG &&
		    (r->output == VERDICT || r->report) &&
		    keep_tag(r, &item) < 0) {
			got = bg_fail(&err, BG_EX_SOFTWARE, "out of memory");
			break;
		}
		if (r->output == ALL && item.kind != BG_ITEM_TAG)
			print_state(&rp.st, r->held);
	}
	if (got == 0 && rp.pending && (got = bg_replay_ready(&rp, &err)) == 1) {
		got = 0;
		if (r->output == ALL)
			print_state(&rp.st, r->held);
	}
	if (got == 0 && !rp.has_state)
		return NO_STATE;
	if (got == 0 && bg_replay_finish(&rp, &err) < 0)
		item = rp.result;
	else if (got == 0 && r->write_record && from && !src->rd &&
	         bg_record_append(r->write_record, &r->defs, from, r->words,
	                          r->nwords, &rp.st, &err) < 0)
		item.line = where_line;
	else if (got == 0 && r->analyse)
		return analysed(r, &rp);
	else if (got == 0 && r->output == ALL &&
	         bg_hold_copy(r->held, stdout, "write error", &err) < 0)
		item.line = 0;
	else if (got == 0) {
		if (r->output == FINAL)
			print_state(&rp.st, stdout);
		else if (r->output == VERDICT)
			print_verdict(r, name, &rp.st, 1, rp.actions, NULL,
			              NULL);
		report_case(r, name, NULL, NULL);
		return PLAYED;
	}
	fail(r, name, path, where_line, &rp, &item, at_action, &err);
	return FAILED;
}

/* --play */

/* Writes len bytes at the end of the record file in whole or not at all:
 * a failed write is cut back off. */
static int
append_whole(struct played_records *o, const char *buf, size_t len,
             struct bg_err *err)
{
	off_t size = lseek(o->fd, 0, SEEK_END);
	size_t done = 0;
	ssize_t n;

	while (size >= 0 && done < len) {
		n = write(o->fd, buf + done, len - done);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			int e = n < 0 ? errno : ENOSPC;

			if (ftruncate(o->fd, size) < 0)
				e = errno;
			return bg_fail(err, BG_EX_IOERR, "%s: %s", o->path,
			               strerror(e));
		}
		done += (size_t)n;
	}
	if (size < 0)
		return bg_fail(err, BG_EX_IOERR, "%s: %s", o->path,
		               strerror(errno));
	return 0;
}

/* The record of game g, in the many-line form; the one-line form is the
 * same with tabs for the newlines but the last. */
static char *
played_record(const struct run *r, const struct bg_played *g,
              const char *initial, size_t initial_len, size_t *len)
{
	char result[128], *text = NULL;
	FILE *f = open_memstream(&text, len);

	if (!f)
		return NULL;
	fprintf(f, "Policy: %s\nSeed: %llu\nNumber: %lu\n", r->play,
	        (unsigned long long)r->seed, g->number + 1);
	if (bg_result_text(&g->final, result, sizeof result))
		fprintf(f, "Result: %s\n", result);
	fwrite(initial, 1, initial_len, f);
	putc('\n', f);
	fwrite(g->record, 1, g->record_len, f);
	if (fclose(f) != 0) {
		free(text);
		return NULL;
	}
	return text;
}

static void
to_one_line(char *text, size_t len)
{
	size_t i;

	for (i = 0; i + 1 < len; i++)
		if (text[i] == '\n')
			text[i] = '\t';
}

static int
write_played(struct played_records *o, char *text, size_t len,
             struct bg_err *err)
{
	int rc = 0;

	if (o->count == 0) {
		o->first = text;
		o->first_len = len;
		o->count++;
		return 0;
	}
	if (o->count == 1) {
		to_one_line(o->first, o->first_len);
		rc = append_whole(o, o->first, o->first_len, err);
		free(o->first);
		o->first = NULL;
	}
	to_one_line(text, len);
	if (rc == 0)
		rc = append_whole(o, text, len, err);
	free(text);
	o->count++;
	return rc;
}

static double
seconds_since(const struct timespec *t)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - t->tv_sec) +
	       (double)(now.tv_nsec - t->tv_nsec) / 1e9;
}

/* On a terminal, a run longer than a second shows how far it is. */
static void
show_progress(struct run *r)
{
	if (r->shown.tv_sec == 0 && seconds_since(&r->started) < 1)
		return;
	if (r->shown.tv_sec && seconds_since(&r->shown) < 0.2)
		return;
	clock_gettime(CLOCK_MONOTONIC, &r->shown);
	fprintf(stderr, "\r%s: games played: %lu", prog, r->played);
}

/* The progress line goes when a state's games are played, so that what
 * is said next starts a line of its own. */
static void
clear_progress(struct run *r)
{
	if (r->shown.tv_sec == 0)
		return;
	fputs("\r\033[K", stderr);
	r->shown.tv_sec = 0;
	r->shown.tv_nsec = 0;
}

static int
played_game(const struct bg_played *g, void *ctx, struct bg_err *err)
{
	struct run *r = ctx;
	char line[BG_LINE_MAX + 2], *text;
	size_t len;

	if (r->output == VERDICT) {
		fputs("{\"input\":", stdout);
		json_string(stdout, r->name, strlen(r->name));
		printf(",\"number\":%lu,\"actions\":%lu", g->number + 1,
		       g->actions);
		print_outcome(&g->final);
		fputs("}\n", stdout);
	} else {
		len = g->final.game->format(&g->final, line);
		line[len++] = '\n';
		fwrite(line, 1, len, stdout);
	}
	if (ferror(stdout)) /* no more games: bg_finish tells of it */
		return bg_fail(err, BG_EX_IOERR, "write error");
	if (r->out) {
		text = played_record(r, g, r->before_line, r->before_len, &len);
		if (!text)
			return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		if (write_played(r->out, text, len, err) < 0)
			return -1;
	}
	r->played++;
	if (r->progress)
		show_progress(r);
	return 0;
}

/* The games of one input state. */
static int
play(struct run *r, const struct bg_state *st, const char *where,
     unsigned long lineno, const char *line, size_t len)
{
	struct bg_exec ex = bg_exec_pool(r->pool);
	struct bg_err err;

	r->name = where;
	r->before_line = line;
	r->before_len = len;
	if (bg_policies_check(&r->policies, st, &err) < 0 ||
	    bg_play_games(st, &r->policies, bg_seed_key(r->seed, line, len),
	                  r->games, &ex, r->out != NULL, played_game, r,
	                  &err) < 0) {
		clear_progress(r);
		if (!ferror(stdout)) { /* else bg_finish tells of it */
			bg_report(prog, "-", lineno, &err);
			r->status = err.status;
		}
		return -1;
	}
	clear_progress(r);
	return 0;
}

/* --keep-lines: before the output of input line line, an empty line for
 * each line before it that gave none (blank, or a comment). */
static void
keep_lines_before(struct run *r, unsigned long line)
{
	if (!r->keep_lines || r->output == CHECK)
		return;
	while (r->lines_out + 1 < line) {
		putchar('\n');
		r->lines_out++;
	}
	r->lines_out = line;
}

/* --keep-lines: the empty line of an input line that failed, which
 * printed nothing (a verdict is printed for every line). */
static void
keep_failed_line(const struct run *r)
{
	if (r->keep_lines && (r->output == FINAL))
		putchar('\n');
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
	int got, rc = 0, failed = 0, states = 0;

	bg_replay_init(&none, &r->defs, NULL);
	bg_input_open(&in, "-", &err);
	in.offset = in.lineno = r->line_offset;
	r->lines_out = r->line_offset;
	while ((got = bg_input_line(&in, &line, &len, &err)) != 0) {
		if (got > 0 && bg_line_is_blank(line, len))
			continue;
		if (!name)
			keep_lines_before(r, in.lineno);
		rc = 0;
		states++;
		if (in.lineno)
			snprintf(where, sizeof where, "-:%lu", in.lineno);
		else /* standard input could not be read at all */
			strcpy(where, "-");
		src->next = 0;
		if (got > 0 && states > 1 && r->write_record && !r->play)
			got = bg_fail(&err, BG_EX_DATAERR, "a second state: "
			              "--record writes the record of one game");
		if (got > 0 && src->rd && bg_record_rewind(src->rd, &err) < 0)
			got = -1;
		if (got < 0 || bg_state_parse(&r->defs, &st, line, len, &err) < 0) {
			r->tags_len = 0;
			fail(r, name ? name : where, NULL, in.lineno, &none,
			     NULL, 0, &err);
			rc = -1;
		} else if (r->play ? play(r, &st, where, in.lineno, line, len) < 0
		           : replay(r, src, name ? name : where, name, &st,
		                    name ? 0 : in.lineno) != PLAYED) {
			rc = -1;
		}
		if (rc < 0 && !name)
			keep_failed_line(r);
		if (rc < 0)
			failed = -1;
		if (rc < 0 && (!r->keep_going ||
		               (got < 0 && err.status == BG_EX_NOINPUT)))
			break;
		if (ferror(stdout)) /* bg_finish tells of it */
			break;
	}
	if (!name && got == 0)
		keep_lines_before(r, in.lineno + 1);
	bg_input_close(&in);
	if (!states && name) {
		bg_fail(&err, BG_EX_DATAERR, "%s has no state, and standard "
		        "input holds none to replay it from", name);
		fail_file(r, name, &err);
		failed = -1;
	}
	return failed;
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
	fail(r, path, path, 0, &none, &item, 0, &err);
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
		fail_file(r, path, &err);
		bg_record_close(&rd);
		return -1;
	}
	bg_replay_init(&none, &r->defs, NULL);
	rd.in.offset = rd.in.lineno = r->line_offset;
	r->lines_out = r->line_offset;
	while (bg_record_start(&rd)) {
		if (lines)
			snprintf(name, sizeof name, "%s:%lu", path,
			         rd.first_line);
		if (lines)
			keep_lines_before(r, rd.first_line);
		got = replay(r, &src, lines ? name : path, path, NULL, 0);
		if (got == NO_STATE && lines) {
			at.line = rd.first_line;
			bg_fail(&err, BG_EX_DATAERR,
			        "a one-line record must contain its state");
			fail(r, name, path, 0, &none, &at, 0, &err);
			got = FAILED;
		} else if (got == NO_STATE && strcmp(path, "-") == 0) {
			bg_fail(&err, BG_EX_DATAERR, "a record read from "
			        "standard input must contain its state");
			fail(r, path, path, 0, &none, &at, 0, &err);
			got = FAILED;
		} else if (got == NO_STATE) {
			got = check_rest(r, &rd, path);
			if (got == PLAYED)
				got = replay_each_input(r, &src, path);
		}
		if (got != PLAYED)
			rc = -1;
		if (lines && got != PLAYED)
			keep_failed_line(r);
		if ((rc < 0 && !r->keep_going) || ferror(stdout))
			break;
	}
	if (lines)
		keep_lines_before(r, rd.in.lineno + 1);
	bg_record_close(&rd);
	return rc;
}

/* --max-loss: a decimal fraction from 0 to 1. */
static int
check_fraction(const char *s)
{
	const char *p = s;
	char *end;

	while (*p >= '0' && *p <= '9')
		p++;
	if (p == s || (*p == '.' && !(p[1] >= '0' && p[1] <= '9')))
		return -1;
	if (*p == '.')
		for (p++; *p >= '0' && *p <= '9'; p++)
			;
	if (*p || p - s > 20)
		return -1;
	return strtod(s, &end) <= 1 ? 0 : -1;
}

enum { GIVEN_SEED = 1, GIVEN_JOBS = 2, GIVEN_GAMES = 4 };

/* What --play and --analyse go with; -1 after the usage message. */
static int
check_analysis_options(const struct run *r, int nfiles, int operands,
                       int given)
{
	const char *why = NULL;

	if (r->play && r->analyse)
		why = "--play and --analyse exclude each other";
	else if (r->play && (nfiles || operands))
		why = "--play plays the states of standard input; it takes no "
		      "ACTION operands and no -f";
	else if ((r->play || r->analyse) &&
	         (r->output == ALL || r->output == CHECK))
		why = "--play and --analyse print their own output; they do not "
		      "go with --all or --check";
	else if (r->analyse && !nfiles)
		why = "--analyse judges the records given with -f";
	else if ((given & GIVEN_GAMES) && !r->play)
		why = "--games goes with --play";
	else if (r->max_loss && !r->analyse)
		why = "--max-loss goes with --analyse";
	else if ((given & (GIVEN_SEED | GIVEN_JOBS)) && !r->play && !r->analyse)
		why = "--seed and --jobs go with --play or --analyse";
	if (!why)
		return 0;
	bg_complain(prog, "%s", why);
	return -1;
}

/* --play --record FILE: a new or empty file, locked while it is written
 * so two runs cannot interleave their records. */
static int
open_played_records(struct played_records *o, struct bg_err *err)
{
	struct stat sb;

	o->fd = open(o->path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0666);
	if (o->fd < 0 || fstat(o->fd, &sb) < 0)
		return bg_fail(err, BG_EX_IOERR, "%s: %s", o->path,
		               strerror(errno));
	if (flock(o->fd, LOCK_EX | LOCK_NB) < 0)
		return bg_fail(err, BG_EX_IOERR, "%s: being written by another "
		               "process", o->path);
	if (sb.st_size > 0 || !S_ISREG(sb.st_mode))
		return bg_fail(err, BG_EX_DATAERR, "%s: not a new or empty "
		               "file; --play writes its records to one", o->path);
	return 0;
}

/* The record of a lone game, held back, is written in the many-line
 * form. */
static int
close_played_records(struct played_records *o, struct bg_err *err)
{
	int rc = 0;

	if (o->first)
		rc = append_whole(o, o->first, o->first_len, err);
	free(o->first);
	o->first = NULL;
	if (o->fd >= 0 && close(o->fd) < 0 && rc == 0)
		rc = bg_fail(err, BG_EX_IOERR, "%s: %s", o->path,
		             strerror(errno));
	o->fd = -1;
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

/* The most games --games takes: a 64-bit count of actions cannot
 * overflow, and a run can be stopped. */
#define GAMES_MAX 1000000000UL
/* Line numbers stay far from overflow past the offset. */
#define LINE_OFFSET_MAX 1000000000000UL

int
main(int argc, char **argv)
{
	enum { OPT_RESULT = 256, OPT_PLAY, OPT_GAMES, OPT_ANALYSE,
	       OPT_MAX_LOSS, OPT_LINE_OFFSET, OPT_REPORT, OPT_KEEP_LINES };
	static const struct option longopts[] = {
		{ "file", required_argument, NULL, 'f' },
		{ "lines", no_argument, NULL, 'l' },
		{ "all", no_argument, NULL, 'a' },
		{ "check", no_argument, NULL, 'q' },
		{ "result", no_argument, NULL, OPT_RESULT },
		{ "keep-going", no_argument, NULL, 'k' },
		{ "record", required_argument, NULL, 'w' },
		{ "play", required_argument, NULL, OPT_PLAY },
		{ "games", required_argument, NULL, OPT_GAMES },
		{ "analyse", required_argument, NULL, OPT_ANALYSE },
		{ "analyze", required_argument, NULL, OPT_ANALYSE },
		{ "max-loss", required_argument, NULL, OPT_MAX_LOSS },
		{ "line-offset", required_argument, NULL, OPT_LINE_OFFSET },
		{ "report", required_argument, NULL, OPT_REPORT },
		{ "keep-lines", no_argument, NULL, OPT_KEEP_LINES },
		{ "seed", required_argument, NULL, 's' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "rules", required_argument, NULL, 'r' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const struct bg_cli cli = { prog, usage, "+f:laqkw:s:j:r:hV", longopts,
	                            NULL };
	struct run r = { .output = FINAL, .games = 1, .jobs = 1 };
	struct played_records out = { .fd = -1 };
	struct bg_record_item *operands = NULL;
	struct bg_record_order order;
	struct bg_err err;
	unsigned long v;
	char **files;
	unsigned outputs = 0;
	int nfiles = 0, lines = 0, c, i, status;
	int seeded = 0, jobs_given = 0, games_given = 0;

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
			outputs |= 1u << ALL;
			break;
		case 'q':
			r.output = CHECK;
			outputs |= 1u << CHECK;
			break;
		case OPT_RESULT:
			r.output = VERDICT;
			outputs |= 1u << VERDICT;
			break;
		case 'k':
			r.keep_going = 1;
			break;
		case 'w':
			r.write_record = optarg;
			break;
		case OPT_PLAY:
			if (bg_policies_parse(optarg, &r.policies, &err) < 0) {
				bg_complain(prog, "--play: %s", err.msg);
				status = BG_EX_USAGE;
				goto out;
			}
			r.play = optarg;
			break;
		case OPT_GAMES:
			status = BG_EX_USAGE;
			if (bg_number_option(prog, "games", optarg, 1, GAMES_MAX,
			                     &r.games) < 0)
				goto out;
			games_given = 1;
			break;
		case OPT_ANALYSE:
			status = BG_EX_USAGE;
			if (bg_judge_parse(optarg, &r.judge, &err) < 0) {
				bg_complain(prog, "--analyse: %s", err.msg);
				goto out;
			}
			r.analyse = 1;
			break;
		case OPT_MAX_LOSS:
			status = BG_EX_USAGE;
			if (check_fraction(optarg) < 0) {
				bg_complain(prog, "--max-loss: '%s' is not a number "
				            "from 0 to 1 such as 0.05", optarg);
				goto out;
			}
			r.max_loss = optarg;
			break;
		case OPT_REPORT:
			status = BG_EX_USAGE;
			if (strcmp(optarg, "tap") == 0) {
				r.report = TAP;
			} else if (strcmp(optarg, "junit") == 0) {
				r.report = JUNIT;
			} else {
				bg_complain(prog, "--report: '%s' is not tap or "
				            "junit", optarg);
				goto out;
			}
			break;
		case OPT_KEEP_LINES:
			r.keep_lines = r.keep_going = 1;
			break;
		case OPT_LINE_OFFSET:
			status = BG_EX_USAGE;
			if (bg_number_option(prog, "line-offset", optarg, 0,
			                     LINE_OFFSET_MAX, &r.line_offset) < 0)
				goto out;
			break;
		case 's':
			status = BG_EX_USAGE;
			if (bg_number_option(prog, "seed", optarg, 0, UINT64_MAX,
			                     &v) < 0)
				goto out;
			r.seed = v;
			seeded = 1;
			break;
		case 'j':
			status = BG_EX_USAGE;
			if (bg_number_option(prog, "jobs", optarg, 1, BG_JOBS_MAX,
			                     &v) < 0)
				goto out;
			r.jobs = (int)v;
			jobs_given = 1;
			break;
		default:
			status = bg_common_option(&cli, c, &r.defs);
			if (status != BG_OPT_NEXT)
				goto out;
		}
	}
	if ((status = bg_exclusive(prog, outputs, "--all, --check and --result")))
		goto out;
	status = BG_EX_USAGE;
	if (check_analysis_options(&r, nfiles, optind < argc,
	                           seeded | jobs_given << 1 | games_given << 2) < 0)
		goto out;
	status = BG_EX_USAGE;
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
	if (r.keep_lines && (r.play || r.analyse || r.output == ALL ||
	                     (nfiles && !lines))) {
		bg_complain(prog, "--keep-lines goes with the states of standard "
		            "input or -l records, one output line each");
		goto out;
	}
	if (r.report && r.output != CHECK) {
		bg_complain(prog, "--report goes with --check");
		goto out;
	}
	if (!seeded && (r.play || r.analyse) &&
	    bg_system_seed(prog, &r.seed) < 0) {
		status = BG_EX_SOFTWARE;
		goto out;
	}
	if (r.play && r.write_record) {
		out.path = r.write_record;
		if (open_played_records(&out, &err) < 0) {
			bg_report(prog, NULL, 0, &err);
			status = err.status;
			goto out;
		}
		r.out = &out;
	}
	if ((r.play || r.analyse) && bg_pool_new(&r.pool, r.jobs, &err) < 0) {
		bg_report(prog, NULL, 0, &err);
		status = err.status;
		goto out;
	}
	if ((r.output == ALL || r.analyse) && !(r.held = bg_hold_open(&err))) {
		bg_report(prog, NULL, 0, &err);
		status = err.status;
		goto out;
	}
	if (r.report == JUNIT && !(r.cases = bg_hold_open(&err))) {
		bg_report(prog, NULL, 0, &err);
		status = err.status;
		goto out;
	}
	r.status = 0;
	report_start(&r);
	r.progress = r.play && isatty(STDERR_FILENO);
	clock_gettime(CLOCK_MONOTONIC, &r.started);
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
		if ((replay_file(&r, files[i], lines) < 0 && !r.keep_going) ||
		    ferror(stdout))
			break;
	}
	clear_progress(&r);
	if (report_end(&r, &err) < 0) {
		bg_report(prog, NULL, 0, &err);
		r.status = err.status;
	}
	status = bg_finish(prog, r.status);
out:
	if (out.fd >= 0 && close_played_records(&out, &err) < 0) {
		bg_report(prog, NULL, 0, &err);
		status = err.status;
	}
	if (r.held)
		fclose(r.held);
	if (r.cases)
		fclose(r.cases);
	bg_pool_free(r.pool);
	free(operands);
	free(r.tags);
	bg_defs_free(&r.defs);
	free(files);
	return status;
}
