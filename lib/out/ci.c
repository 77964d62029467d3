/* Reports for CI (bg-apply --check --report): one test case a record,
 * named by its Id or Event tag, else its place; TAP 13 as it goes, or
 * JUnit XML, whose cases are held until they are counted. */
#include <string.h>

#include "out/out.h"

int
bg_ci_format_parse(const char *word, enum bg_ci_format *format)
{
	if (strcmp(word, "tap") == 0)
		*format = BG_CI_TAP;
	else if (strcmp(word, "junit") == 0)
		*format = BG_CI_JUNIT;
	else
		return -1;
	return 0;
}

int
bg_ci_open(struct bg_ci *ci, enum bg_ci_format format, struct bg_err *err)
{
	ci->format = format;
	ci->tests = ci->failures = 0;
	ci->cases = NULL;
	ci->bail[0] = '\0';
	if (format == BG_CI_JUNIT && !(ci->cases = bg_hold_open(err)))
		return -1;
	if (format == BG_CI_TAP)
		fputs("TAP version 13\n", stdout);
	return 0;
}

void
bg_ci_close(struct bg_ci *ci)
{
	if (ci->cases)
		fclose(ci->cases);
	ci->cases = NULL;
}

static void
xml_string(FILE *out, const char *s, size_t len)
{
	bg_escape(out, s, len, BG_ESC_XML | BG_ESC_PRINTABLE);
}

static void
tap_case(struct bg_ci *ci, const char *title, size_t len, const char *place,
         const char *reason)
{
	printf("%sok %lu - ", place ? "not " : "", ci->tests);
	bg_escape(stdout, title, len, BG_ESC_TAP | BG_ESC_PRINTABLE);
	putchar('\n');
	if (place) {
		fputs("  ---\n  message: ", stdout);
		bg_json_string(stdout, reason, strlen(reason));
		fputs("\n  at: ", stdout);
		bg_json_string(stdout, place, strlen(place));
		fputs("\n  ...\n", stdout);
	}
}

static void
junit_case(struct bg_ci *ci, const char *file, const char *title, size_t len,
           const char *place, const char *reason)
{
	FILE *out = ci->cases;

	fputs("    <testcase classname=\"", out);
	xml_string(out, file, strlen(file));
	fputs("\" name=\"", out);
	xml_string(out, title, len);
	if (!place) {
		fputs("\"/>\n", out);
		return;
	}
	fputs("\">\n      <failure message=\"", out);
	xml_string(out, reason, strlen(reason));
	fputs("\">", out);
	/* A reason that names its file (one that cannot be read) is its
	 * own place. */
	if (strncmp(reason, place, strlen(place)) != 0 ||
	    reason[strlen(place)] != ':') {
		xml_string(out, place, strlen(place));
		fputs(": ", out);
	}
	xml_string(out, reason, strlen(reason));
	fputs("</failure>\n    </testcase>\n", out);
}

/* The title of a record's case: its Id or Event tag, else its name;
 * with seat, the seat's case of the record. */
static size_t
case_title(char *buf, size_t size, const char *name,
           const struct bg_tags *tags, const char *seat)
{
	const char *title;
	size_t len;
	int n;

	title = bg_tags_value(tags, "Id", &len);
	if (!title)
		title = bg_tags_value(tags, "Event", &len);
	if (!title) {
		title = name;
		len = strlen(name);
	}
	if (len > size / 2)
		len = size / 2;
	n = snprintf(buf, size, "%.*s%s%s", (int)len, title,
	             seat ? ": seat " : "", seat ? seat : "");
	return n < 0 ? 0 : (size_t)n >= size ? size - 1 : (size_t)n;
}

void
bg_ci_seat_case(struct bg_ci *ci, const char *name, const char *file,
                const struct bg_tags *tags, const char *seat,
                const char *place, const char *reason)
{
	char title[BG_LINE_MAX + 64];
	size_t len;

	if (ci->format == BG_CI_NONE)
		return;
	len = case_title(title, sizeof title, name, tags, seat);
	ci->tests++;
	ci->failures += place != NULL;
	if (ci->format == BG_CI_TAP)
		tap_case(ci, title, len, place, reason);
	else
		junit_case(ci, file ? file : "-", title, len, place, reason);
}

void
bg_ci_case(struct bg_ci *ci, const char *name, const char *file,
           const struct bg_tags *tags, const char *place, const char *reason)
{
	bg_ci_seat_case(ci, name, file, tags, NULL, place, reason);
}

void
bg_ci_failed(struct bg_ci *ci, const struct bg_replayer *r,
             const struct bg_failure *f, const char *file,
             const struct bg_tags *tags)
{
	char place[BG_LINE_MAX + 64];
	const char *in = f->input_line ? "-" : r->path;
	unsigned long line = f->input_line ? f->input_line
	                     : f->at ? f->at->line : 0;
	unsigned long column = bg_failure_column(f);

	if (line && column)
		snprintf(place, sizeof place, "%s:%lu:%lu", in, line, column);
	else if (line)
		snprintf(place, sizeof place, "%s:%lu", in, line);
	else
		snprintf(place, sizeof place, "%s", r->name);
	bg_ci_case(ci, r->name, file, tags, place, f->err->msg);
}

void
bg_ci_bail(struct bg_ci *ci, const char *place, const char *reason)
{
	snprintf(ci->bail_at, sizeof ci->bail_at, "%s", place);
	snprintf(ci->bail, sizeof ci->bail, "%s", reason);
}

/* TAP's end: the plan, and a bail out when input was left. */
static void
tap_end(const struct bg_ci *ci)
{
	printf("1..%lu\n", ci->tests);
	if (ci->bail[0]) {
		fputs("Bail out! ", stdout);
		bg_escape(stdout, ci->bail, strlen(ci->bail),
		          BG_ESC_TAP | BG_ESC_PRINTABLE);
		putchar('\n');
	}
}

int
bg_ci_end(struct bg_ci *ci, struct bg_err *err)
{
	const char *suite = ci->suite ? ci->suite
	                  : ci->analyse ? "bg-apply --analyse"
	                  : "bg-apply --check";
	int bail = ci->bail[0] != '\0';

	if (ci->format == BG_CI_TAP)
		tap_end(ci);
	if (ci->format != BG_CI_JUNIT)
		return 0;
	printf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	       "<testsuites name=\"%.*s\" tests=\"%lu\" failures=\"%lu\">\n"
	       "  <testsuite name=\"%s\" tests=\"%lu\" "
	       "failures=\"%lu\" errors=\"%d\" skipped=\"0\">\n",
	       (int)strcspn(suite, " "), suite, ci->tests + (unsigned)bail,
	       ci->failures, suite, ci->tests + (unsigned)bail, ci->failures,
	       bail);
	if (bg_hold_copy(ci->cases, stdout, "write error", err) < 0)
		return -1;
	if (bail) {
		fputs("    <testcase classname=\"", stdout);
		xml_string(stdout, ci->bail_at, strlen(ci->bail_at));
		fputs("\" name=\"the rest of the input\">\n"
		      "      <error message=\"", stdout);
		xml_string(stdout, ci->bail, strlen(ci->bail));
		fputs("\"/>\n    </testcase>\n", stdout);
	}
	fputs("  </testsuite>\n</testsuites>\n", stdout);
	return 0;
}
