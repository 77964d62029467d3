#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tool.h"

int
bg_input_open(struct bg_input *in, const char *path, struct bg_err *err)
{
	struct stat sb;
	int fd;

	if (strcmp(path, "-") == 0) {
		bg_input_fd(in, STDIN_FILENO, path);
		return 0;
	}
	bg_input_fd(in, -1, path);
	if (!*path)
		return bg_fail(err, BG_EX_NOINPUT, "'': no file has an empty "
		               "name");
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return bg_fail(err, BG_EX_NOINPUT, "%s: %s", path,
		               strerror(errno));
	if (fstat(fd, &sb) == 0 && S_ISDIR(sb.st_mode)) {
		close(fd);
		return bg_fail(err, BG_EX_NOINPUT, "%s: %s", path,
		               strerror(EISDIR));
	}
	in->fd = fd;
	in->own_fd = 1;
	return 0;
}

void
bg_input_fd(struct bg_input *in, int fd, const char *name)
{
	memset(in, 0, sizeof *in);
	in->fd = fd;
	in->name = name;
	in->max = BG_LINE_MAX;
}

int
bg_input_rewind(struct bg_input *in, struct bg_err *err)
{
	if (lseek(in->fd, 0, SEEK_SET) < 0)
		return bg_fail(err, BG_EX_NOINPUT, "%s: cannot be read again: "
		               "%s", in->name, strerror(errno));
	in->lineno = in->offset;
	in->rpos = in->rlen = 0;
	in->eof = 0;
	return 0;
}

void
bg_input_close(struct bg_input *in)
{
	if (in->own_fd && in->fd >= 0)
		close(in->fd);
	free(in->buf);
	free(in->rbuf);
	in->buf = in->rbuf = NULL;
	in->fd = -1;
	in->own_fd = 0;
}

#define READ_SIZE 65536

/* Appends n bytes to the line buffer. */
static int
line_grow(struct bg_input *in, size_t have, const char *p, size_t n)
{
	if (have + n + 1 > in->cap) {
		size_t cap = in->cap ? in->cap : 4096;
		char *grown;

		while (cap < have + n + 1)
			cap *= 2;
		grown = realloc(in->buf, cap);
		if (!grown)
			return -1;
		in->buf = grown;
		in->cap = cap;
	}
	memcpy(in->buf + have, p, n);
	return 0;
}

/* Lines are read in blocks and handed out in place when they lie in one
 * block; a longer line than the limit is skipped to its end, so no input
 * makes the reader hold more than the limit. */
int
bg_input_line(struct bg_input *in, const char **line, size_t *len,
              struct bg_err *err)
{
	size_t max = in->max;
	size_t n = 0, i, take;
	int started = 0, too_long = 0;
	const char *start, *nl;

	if (!in->rbuf && !(in->rbuf = malloc(READ_SIZE)))
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	for (;;) {
		if (in->rpos == in->rlen) {
			ssize_t got;

			if (in->eof)
				break;
			/* A bot reading our answers line by line gets each
			 * before we wait for its next question. */
			fflush(stdout);
			do
				got = read(in->fd, in->rbuf, READ_SIZE);
			while (got < 0 && errno == EINTR);
			if (got < 0) {
				in->eof = 1;
				return bg_fail(err, BG_EX_NOINPUT, "%s: %s",
				               in->name, strerror(errno));
			}
			in->rpos = 0;
			in->rlen = (size_t)got;
			if (got == 0) {
				in->eof = 1;
				break;
			}
		}
		started = 1;
		start = in->rbuf + in->rpos;
		nl = memchr(start, '\n', in->rlen - in->rpos);
		take = nl ? (size_t)(nl - start) : in->rlen - in->rpos;
		in->rpos += take + (nl != NULL);
		if (nl && n == 0 && take <= max) {
			*line = start;
			n = take;
			goto got;
		}
		if (!too_long && n + take > max)
			too_long = 1;
		if (!too_long) {
			if (line_grow(in, n, start, take) < 0)
				return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
			n += take;
		}
		if (nl)
			break;
	}
	if (!started)
		return 0;
	*line = in->buf ? in->buf : "";
got:
	in->lineno++;
	if (too_long)
		return bg_fail(err, BG_EX_DATAERR, "line longer than %zu bytes",
		               max);
	for (i = 0; i < n && !in->record; i++) {
		unsigned char c = (unsigned char)(*line)[i];

		if (c < 0x20 || c > 0x7e)
			return bg_fail(err, BG_EX_DATAERR,
			               "column %zu: byte 0x%02x is not printable "
			               "ASCII%s", i + 1, c,
			               c == '\r' ? " (a CRLF line end?)" : "");
	}
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

/* Writes "PROG: " and the message to stderr as one line of text: a
 * control byte (a newline in a file name, an escape) or a byte that is no
 * part of a UTF-8 character becomes '?'. */
static void
say(const char *prog, const char *fmt, va_list ap)
{
	char line[1024];
	size_t i, n, len;

	vsnprintf(line, sizeof line, fmt, ap);
	len = strlen(line);
	for (i = 0; i < len; i += n) {
		n = bg_utf8_char(line + i, len - i);
		if (n == 0 || (unsigned char)line[i] < 0x20 ||
		    line[i] == 0x7f) {
			line[i] = '?';
			n = 1;
		}
	}
	fflush(stdout);
	fprintf(stderr, "%s: %s\n", prog, line);
}

static void
say_fmt(const char *prog, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	say(prog, fmt, ap);
	va_end(ap);
}

void
bg_report_at(const char *prog, const char *name, unsigned long lineno,
             unsigned long column, const struct bg_err *err)
{
	if (lineno && column)
		say_fmt(prog, "%s:%lu:%lu: %s", name, lineno, column, err->msg);
	else if (lineno)
		say_fmt(prog, "%s:%lu: %s", name, lineno, err->msg);
	else
		say_fmt(prog, "%s", err->msg);
}

void
bg_report(const char *prog, const char *name, unsigned long lineno,
          const struct bg_err *err)
{
	bg_report_at(prog, name, lineno, 0, err);
}

void
bg_complain(const char *prog, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	say(prog, fmt, ap);
	va_end(ap);
}

FILE *
bg_hold_open(struct bg_err *err)
{
	const char *dir = getenv("TMPDIR");
	char path[4096];
	FILE *f;
	int fd;

	if (!dir || !*dir)
		dir = "/tmp";
	if ((size_t)snprintf(path, sizeof path, "%s/bg-hold.XXXXXX", dir) >=
	    sizeof path) {
		bg_fail(err, BG_EX_IOERR, "TMPDIR is too long");
		return NULL;
	}
	fd = mkostemp(path, O_CLOEXEC);
	if (fd < 0) {
		bg_fail(err, BG_EX_IOERR, "cannot hold the output in %s: %s",
		        dir, strerror(errno));
		return NULL;
	}
	unlink(path);
	f = fdopen(fd, "w+");
	if (!f) {
		bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		close(fd);
	}
	return f;
}

void
bg_hold_clear(FILE *hold)
{
	rewind(hold);
	if (ftruncate(fileno(hold), 0) < 0)
		clearerr(hold); /* what is left is overwritten or not copied */
}

int
bg_hold_copy(FILE *hold, FILE *out, const char *out_failed,
             struct bg_err *err)
{
	char buf[65536];
	long end;
	size_t n, left;
	int rc = 0;

	if (fflush(hold) != 0 || ferror(hold) || (end = ftell(hold)) < 0) {
		rc = bg_fail(err, BG_EX_IOERR, "cannot hold the output: %s",
		             strerror(errno));
		bg_hold_clear(hold);
		return rc;
	}
	rewind(hold);
	for (left = (size_t)end; left && rc == 0; left -= n) {
		n = fread(buf, 1, left < sizeof buf ? left : sizeof buf, hold);
		if (n == 0)
			rc = bg_fail(err, BG_EX_IOERR, "cannot read the output "
			             "held: %s", strerror(errno));
		else if (fwrite(buf, 1, n, out) != n)
			rc = bg_fail(err, BG_EX_IOERR, "%s: %s", out_failed,
			             strerror(errno));
	}
	bg_hold_clear(hold);
	return rc;
}

static int
each_line(const char *prog, struct bg_input *in, struct bg_defs *defs,
          int keep_lines, bg_state_fn *fn, void *ctx)
{
	struct bg_state st;
	struct bg_err err;
	const char *line = NULL; /* set when got > 0 */
	size_t len = 0;
	int status = 0, got;

	while ((got = bg_input_line(in, &line, &len, &err)) != 0) {
		if (got < 0 && !in->lineno) {
			bg_report(prog, in->name, 0, &err);
			return err.status;
		}
		if (got > 0 && bg_line_is_blank(line, len)) {
			if (keep_lines)
				putchar('\n');
			continue;
		}
		if (got < 0 || bg_state_parse(defs, &st, line, len, &err) < 0 ||
		    fn(&st, ctx, &err) < 0) {
			bg_report(prog, in->name, in->lineno, &err);
			status = err.status;
			if (keep_lines)
				putchar('\n');
		}
		if (got < 0 && err.status == BG_EX_NOINPUT)
			break;
		/* Output that cannot be written ends the run now;
		 * bg_finish says why. */
		if (ferror(stdout))
			break;
	}
	return status;
}

int
bg_each_state(const char *prog, char **files, int nfiles, struct bg_defs *defs,
              int keep_lines, bg_state_fn *fn, void *ctx)
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
		rc = each_line(prog, &in, defs, keep_lines, fn, ctx);
		if (rc)
			status = rc;
		bg_input_close(&in);
		if (ferror(stdout))
			break;
	}
	return status;
}

int
bg_finish(const char *prog, int status)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		/* One message: a write error already reported is not
		 * told again. */
		if (status != BG_EX_IOERR)
			bg_complain(prog, "write error: %s", strerror(errno));
		return BG_EX_IOERR;
	}
	return status;
}

int
bg_number_option(const char *prog, const char *name, const char *arg,
                 unsigned long min, unsigned long max, unsigned long *out)
{
	if (bg_parse_ulong(arg, min, max, out) == 0)
		return 0;
	bg_complain(prog, "--%s: '%s' is not a number from %lu to %lu", name,
	            arg, min, max);
	return -1;
}

int
bg_system_seed(const char *prog, uint64_t *seed)
{
	struct bg_rng rng;

	if (bg_rng_os(&rng) < 0) {
		bg_complain(prog, "cannot read random numbers from the system");
		return -1;
	}
	*seed = bg_rng_next(&rng);
	return 0;
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

static void
bad_option(const struct bg_cli *cli, char **argv)
{
	const char *arg = argv[optind - 1];
	const struct option *o;
	const char *flag;
	size_t n;

	if (arg[0] == '-' && arg[1] == '-') {
		n = strcspn(arg + 2, "=");
		for (o = cli->longopts; o->name; o++) {
			if (strlen(o->name) != n || strncmp(o->name, arg + 2, n))
				continue;
			if (o->has_arg == required_argument)
				bg_complain(cli->prog, "option '--%s' needs a value; "
				            "see '%s --help'", o->name, cli->prog);
			else
				bg_complain(cli->prog, "option '--%s' takes no "
				            "value; see '%s --help'", o->name,
				            cli->prog);
			return;
		}
		for (o = cli->longopts, flag = NULL; o->name; o++)
			if (strncmp(o->name, arg + 2, n) == 0) {
				if (flag) {
					bg_complain(cli->prog, "ambiguous option "
					            "'--%.*s' (--%s, --%s, ...); "
					            "see '%s --help'", (int)n,
					            arg + 2, flag, o->name,
					            cli->prog);
					return;
				}
				flag = o->name;
			}
		bg_complain(cli->prog, "unknown option '--%.*s'%s%s; see '%s "
		            "--help'", (int)(n > 40 ? 40 : n), arg + 2,
		            cli->hint ? " " : "", cli->hint ? cli->hint : "",
		            cli->prog);
		return;
	}
	flag = optopt ? strchr(cli->optstring, optopt) : NULL;
	if (flag && flag[1] == ':')
		bg_complain(cli->prog, "option '-%c' needs a value; see '%s "
		            "--help'", optopt, cli->prog);
	else if (optopt > 0x20 && optopt < 0x7f)
		bg_complain(cli->prog, "unknown option '-%c'%s%s; see '%s "
		            "--help'", optopt, cli->hint ? " " : "",
		            cli->hint ? cli->hint : "", cli->prog);
	else
		bg_complain(cli->prog, "unknown option; see '%s --help'",
		            cli->prog);
}

int
bg_getopt(const struct bg_cli *cli, int argc, char **argv)
{
	int c;

	opterr = 0;
	c = getopt_long(argc, argv, cli->optstring, cli->longopts, NULL);
	if (c == '?')
		bad_option(cli, argv);
	return c;
}

int
bg_common_option(const struct bg_cli *cli, int c, struct bg_defs *defs)
{
	struct bg_err err;

	switch (c) {
	case 'r':
		if (bg_defs_load_file(defs, optarg, &err) < 0) {
			bg_report(cli->prog, NULL, 0, &err);
			return err.status;
		}
		return BG_OPT_NEXT;
	case 'h':
		fputs(cli->usage, stdout);
		return bg_finish(cli->prog, 0);
	case 'V':
		bg_version(cli->prog);
		return bg_finish(cli->prog, 0);
	case '?':
		return BG_EX_USAGE;
	default:
		return BG_OPT_OTHER;
	}
}

int
bg_exclusive(const char *prog, unsigned given, const char *names)
{
	if ((given & (given - 1)) == 0)
		return 0;
	bg_complain(prog, "%s exclude each other", names);
	return BG_EX_USAGE;
}

int
bg_color_when(const char *prog, const char *arg)
{
	static const struct {
		const char *word;
		int when;
	} words[] = {
		{ "always", BG_WHEN_ALWAYS }, { "yes", BG_WHEN_ALWAYS },
		{ "force", BG_WHEN_ALWAYS }, { "never", BG_WHEN_NEVER },
		{ "no", BG_WHEN_NEVER }, { "none", BG_WHEN_NEVER },
		{ "auto", BG_WHEN_AUTO }, { "tty", BG_WHEN_AUTO },
		{ "if-tty", BG_WHEN_AUTO },
	};
	char shown[48];
	size_t i;

	if (!arg)
		return BG_WHEN_ALWAYS;
	for (i = 0; i < sizeof words / sizeof words[0]; i++)
		if (strcmp(arg, words[i].word) == 0)
			return words[i].when;
	bg_complain(prog, "--color: '%s' is not auto, always or never",
	            bg_printable(arg, shown, sizeof shown));
	return -1;
}

int
bg_use_color(int when, int fd)
{
	const char *no_color = getenv("NO_COLOR");
	const char *term = getenv("TERM");

	if (when != BG_WHEN_AUTO)
		return when == BG_WHEN_ALWAYS;
	return isatty(fd) && !(no_color && *no_color) &&
	       !(term && strcmp(term, "dumb") == 0);
}

int
bg_use_unicode(int when, int fd)
{
	int utf8;

	if (when != BG_WHEN_AUTO)
		return when == BG_WHEN_ALWAYS;
	if (!isatty(fd))
		return 0;
	/* The character set of the user's locale, not of the C locale the
	 * program runs in, which it goes back to. */
	utf8 = setlocale(LC_CTYPE, "") &&
	       strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
	setlocale(LC_CTYPE, "C");
	return utf8;
}
