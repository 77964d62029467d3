#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "tool.h"

int
bg_input_open(struct bg_input *in, const char *path, struct bg_err *err)
{
	memset(in, 0, sizeof *in);
	in->name = path;
	if (strcmp(path, "-") == 0) {
		in->f = stdin;
		return 0;
	}
	in->f = fopen(path, "r");
	if (!in->f)
		return bg_fail(err, BG_EX_NOINPUT, "%s: %s", path,
		               strerror(errno));
	return 0;
}

void
bg_input_close(struct bg_input *in)
{
	if (in->f && in->f != stdin)
		fclose(in->f);
	free(in->buf);
	in->buf = NULL;
	in->f = NULL;
}

int
bg_input_line(struct bg_input *in, const char **line, size_t *len,
              struct bg_err *err)
{
	ssize_t got = getline(&in->buf, &in->cap, in->f);
	size_t n, i;

	if (got < 0) {
		if (ferror(in->f))
			return bg_fail(err, BG_EX_NOINPUT, "%s: %s", in->name,
			               strerror(errno));
		return 0;
	}
	in->lineno++;
	n = (size_t)got;
	if (n && in->buf[n - 1] == '\n')
		n--;
	if (n > (in->record ? BG_RECORD_LINE_MAX : BG_LINE_MAX))
		return bg_fail(err, BG_EX_DATAERR, "line longer than %d bytes",
		               in->record ? BG_RECORD_LINE_MAX : BG_LINE_MAX);
	for (i = 0; i < n && !in->record; i++) {
		unsigned char c = (unsigned char)in->buf[i];

		if (c < 0x20 || c > 0x7e)
			return bg_fail(err, BG_EX_DATAERR,
			               "column %zu: byte 0x%02x is not printable "
			               "ASCII%s", i + 1, c,
			               c == '\r' ? " (a CRLF line end?)" : "");
	}
	*line = in->buf;
	*len = n;
	return 1;
}

int
bg_line_is_blank(const char *line, size_t len)
{
	size_t i;

	for (i = 0; i < len && line[i] == ' '; i++)
		;
	return i == len || line[i] == '#';
}

void
bg_report(const char *prog, const char *name, unsigned long lineno,
          const struct bg_err *err)
{
	fflush(stdout);
	if (lineno)
		fprintf(stderr, "%s: %s:%lu: %s\n", prog, name, lineno,
		        err->msg);
	else
		fprintf(stderr, "%s: %s\n", prog, err->msg);
}

void
bg_complain(const char *prog, const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fprintf(stderr, "%s: ", prog);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

static int
each_line(const char *prog, struct bg_input *in, struct bg_defs *defs,
          bg_state_fn *fn, void *ctx)
{
	struct bg_state st;
	struct bg_err err;
	const char *line;
	size_t len;
	int status = 0, got;

	while ((got = bg_input_line(in, &line, &len, &err)) != 0) {
		if (got < 0 && !in->lineno) {
			bg_report(prog, in->name, 0, &err);
			return err.status;
		}
		if (got > 0 && bg_line_is_blank(line, len))
			continue;
		if (got < 0 || bg_state_parse(defs, &st, line, len, &err) < 0 ||
		    fn(&st, ctx, &err) < 0) {
			bg_report(prog, in->name, in->lineno, &err);
			status = err.status;
		}
		if (got < 0 && err.status == BG_EX_NOINPUT)
			break;
	}
	return status;
}

int
bg_each_state(const char *prog, char **files, int nfiles, struct bg_defs *defs,
              bg_state_fn *fn, void *ctx)
{
	static char *const stdin_only[] = { "-" };
	struct bg_input in;
	struct bg_err err;
	int status = 0, rc, i;

	if (nfiles == 0) {
		files = (char **)stdin_only;
		nfiles = 1;
	}
	for (i = 0; i < nfiles; i++) {
		if (bg_input_open(&in, files[i], &err) < 0) {
			bg_report(prog, NULL, 0, &err);
			status = err.status;
			continue;
		}
		rc = each_line(prog, &in, defs, fn, ctx);
		if (rc)
			status = rc;
		bg_input_close(&in);
	}
	return status;
}

int
bg_finish(const char *prog, int status)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		bg_complain(prog, "write error: %s", strerror(errno));
		return BG_EX_IOERR;
	}
	return status;
}

void
bg_version(const char *prog)
{
	printf("%s (bg) %s\n", prog, BG_VERSION);
}

int
bg_parse_ulong(const char *s, unsigned long min, unsigned long max,
               unsigned long *out)
{
	unsigned long v = 0;
	const char *p = s;

	if (!*p)
		return -1;
	for (; *p; p++) {
		unsigned long d = (unsigned long)(*p - '0');

		if (*p < '0' || *p > '9')
			return -1;
		if (v > max / 10 || (v == max / 10 && d > max % 10))
			return -1;
		v = v * 10 + d;
	}
	if (v < min)
		return -1;
	*out = v;
	return 0;
}

int
bg_common_option(const char *prog, int c, const char *arg, const char *usage,
                 struct bg_defs *defs)
{
	struct bg_err err;

	switch (c) {
	case 'r':
		if (bg_defs_load_file(defs, arg, &err) < 0) {
			bg_report(prog, NULL, 0, &err);
			return err.status;
		}
		return BG_OPT_NEXT;
	case 'h':
		fputs(usage, stdout);
		return bg_finish(prog, 0);
	case 'V':
		bg_version(prog);
		return bg_finish(prog, 0);
	case '?':
	case ':':
		fprintf(stderr, "Try '%s --help'.\n", prog);
		return BG_EX_USAGE;
	default:
		return BG_OPT_OTHER;
	}
}
