#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/cli.h"

#define READ_SIZE 65536

void
bg_std_guard(void)
{
	int fd;

	for (fd = 0; fd <= 2; fd++)
		if (fcntl(fd, F_GETFD) < 0 && errno == EBADF &&
		    open("/dev/null", fd ? O_RDONLY : O_WRONLY) < 0)
			_exit(BG_EX_SOFTWARE);
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

/* The column of the error, in the line the place names, is told before
 * the message ("column N: "). */
void
bg_report_at(const char *prog, const char *name, unsigned long lineno,
             unsigned long column, const struct bg_err *err)
{
	/* The error's column is in the line, or in the item that starts at
	 * column of a one-line record: one place, FILE:LINE:COLUMN. */
	if (err->column)
		column = column ? column + err->column - 1 : err->column;
	if (lineno && column)
		say_fmt(prog, "%s:%lu:%lu: %s", name, lineno, column, err->msg);
	else if (lineno)
		say_fmt(prog, "%s:%lu: %s", name, lineno, err->msg);
	else if (column)
		say_fmt(prog, "column %lu: %s", column, err->msg);
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

/* A record where states are read is told once, and ends the run. */
static int
each_line(const char *prog, struct bg_input *in, struct bg_defs *defs,
          int keep_lines, int takes_records, bg_state_fn *fn, void *ctx)
{
	struct bg_state st, first;
	struct bg_err err;
	const char *line = NULL; /* set when got > 0 */
	size_t len = 0;
	unsigned long lines = 0, states = 0;
	int status = 0, got, parsed;

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
		parsed = got > 0 &&
		         bg_state_parse(defs, &st, line, len, &err) == 0;
		if (!parsed && len > 0 &&
		    bg_record_misread(line, len, lines, states, &first,
		                      takes_records, &err)) {
			bg_report(prog, in->name, in->lineno, &err);
			return err.status;
		}
		lines++;
		if (parsed && ++states == 1)
			bg_state_copy(&first, &st);
		if (!parsed || fn(&st, ctx, &err) < 0) {
			bg_report(prog, in->name, in->lineno, &err);
			status = err.status;
			if (keep_lines)
				putchar('\n');
		}
		if (got < 0 && err.status == BG_EX_NOINPUT)
			break;
		/* Output that cannot be written ends the run now: a file
		 * of the program's own (74, told), or standard output
		 * (bg_finish says why); so does a usage fault found in a
		 * state (64, told). */
		if (status == BG_EX_IOERR || status == BG_EX_USAGE ||
		    ferror(stdout))
			break;
	}
	return status;
}

int
bg_each_state(const char *prog, char **files, int nfiles, struct bg_defs *defs,
              int keep_lines, int takes_records, bg_state_fn *fn, void *ctx)
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
		rc = each_line(prog, &in, defs, keep_lines, takes_records, fn,
		               ctx);
		if (rc)
			status = rc;
		bg_input_close(&in);
		if (status == BG_EX_IOERR || status == BG_EX_USAGE ||
		    ferror(stdout))
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
bg_fraction_option(const char *prog, const char *name, const char *arg,
                   double max, double *out)
{
	char *end;
	double v = strtod(arg, &end);

	if (end != arg && *end == '\0' && v >= 0 && v <= max) {
		*out = v;
		return 0;
	}
	bg_complain(prog, "--%s: '%.40s' is not a number from 0 to %g", name,
	            arg, max);
	return -1;
}

int
bg_draw_option(struct bg_draw *d, const char *prog, int c, const char *arg)
{
	unsigned long v;

	if (c == 's') {
		if (bg_number_option(prog, "seed", arg, 0, UINT64_MAX, &v) < 0)
			return BG_EX_USAGE;
		d->seed = v;
		d->seeded = 1;
	} else if (c == 'j') {
		if (bg_number_option(prog, "jobs", arg, 1, BG_JOBS_MAX, &v) < 0)
			return BG_EX_USAGE;
		d->jobs = (int)v;
		d->threaded = 1;
	} else if (c == BG_OPT_WEIGHTS) {
		d->weights = arg;
	} else if (c == BG_OPT_NO_TABLES) {
		d->no_tables = 1;
	} else {
		return BG_OPT_OTHER;
	}
	return BG_OPT_NEXT;
}

/* The weights of path into the pool: 0, or -1 with err. */
static int
load_weights(const char *path, struct bg_pool *pool, struct bg_err *err)
{
	const struct bg_game *game;
	struct bg_net net;
	char *text;
	size_t len;
	int rc = -1;

	if (bg_read_file(path, (size_t)1 << 28, &text, &len, err) < 0)
		return -1;
	game = bg_net_game(text, len);
	if (game && !game->features)
		bg_fail(err, BG_EX_DATAERR, "%s: %s has no learned evaluation",
		        path, game->name);
	else if (bg_net_read(&net, game ? game : bg_games[0], text, len, path,
	                     err) == 0)
		rc = bg_pool_use_net(pool, &net, err);
	free(text);
	return rc;
}

int
bg_draw_nets(const char *prog, const struct bg_draw *d,
             const struct bg_defs *defs, struct bg_pool *pool, int judges)
{
	struct bg_err err;

	if (d->weights && load_weights(d->weights, pool, &err) < 0) {
		bg_report(prog, NULL, 0, &err);
		return err.status;
	}
	if (defs->loaded && defs->loaded->features) {
		bg_pool_race(pool, defs->loaded);
		if (judges)
			bg_complain(prog, "--rules: %s's learned evaluation is "
			            "for its built-in rules; the race evaluation "
			            "judges instead", defs->loaded->name);
	}
	return 0;
}

int
bg_draw_start(const char *prog, const struct bg_draw *d,
              const struct bg_defs *defs, int judges, struct bg_interrupt *in,
              unsigned long grace_ms, struct bg_pool **pool)
{
	struct bg_err err;
	int status;

	/* Before any thread: the signals' thread, which stops the bots, and
	 * bg made the reaper of what they leave behind. */
	if (in && (bg_proc_adopt(), bg_interrupt_start(in, grace_ms, &err) < 0)) {
		bg_report(prog, NULL, 0, &err);
		return err.status;
	}
	if (bg_pool_new(pool, d->jobs, &err) < 0) {
		bg_report(prog, NULL, 0, &err);
		return err.status;
	}
	if ((status = bg_draw_nets(prog, d, defs, *pool, judges)) != 0)
		return status;
	if (d->no_tables)
		bg_pool_tables_off(*pool);
	return 0;
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

/* An unknown long option, the one most like it named when it is near. */
static void
unknown_long(const struct bg_cli *cli, const char *name, size_t n)
{
	const struct option *o;
	struct bg_nearest near;
	const char *meant;

	bg_nearest_init(&near);
	for (o = cli->longopts; o->name; o++)
		bg_nearest_try(&near, name, n, o->name);
	if ((meant = bg_nearest_word(&near, n)) != NULL)
		bg_complain(cli->prog, "unknown option '--%.*s'; did you mean "
		            "'--%s'?", (int)(n > 40 ? 40 : n), name, meant);
	else
		bg_complain(cli->prog, "unknown option '--%.*s'%s%s; see '%s "
		            "--help'", (int)(n > 40 ? 40 : n), name,
		            cli->hint ? " " : "", cli->hint ? cli->hint : "",
		            cli->prog);
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
		unknown_long(cli, arg + 2, n);
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
bg_result_format(const char *prog, const char *arg)
{
	if (strcmp(arg, "json") == 0 || strcmp(arg, "table") == 0)
		return arg[0] == 't';
	bg_complain(prog, "--format: '%s' is not json or table", arg);
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

void
bg_report_failure(const char *prog, const struct bg_replayer *r,
                  const struct bg_failure *f)
{
	if (f->input_line)
		bg_report(prog, "-", f->input_line, f->err);
	else if (f->at)
		bg_report_at(prog, r->path, f->at->line, f->at->column, f->err);
	else
		bg_report(prog, NULL, 0, f->err);
}

const char *
bg_learned_games(char *buf, size_t size, int or)
{
	char *p = buf;
	int i, n = 0, k = 0;

	for (i = 0; bg_games[i]; i++)
		n += bg_games[i]->features != NULL;
	for (i = 0; bg_games[i]; i++) {
		if (!bg_games[i]->features)
			continue;
		/* Room for the name and a separator: a registry of more
		 * games than fit is cut, not overrun. */
		if (strlen(bg_games[i]->name) + 5 > (size_t)(buf + size - 1 - p))
			break;
		k++;
		if (k > 1)
			p = bg_put_str(p, or && k == n ? " or " : ", ");
		p = bg_put_str(p, bg_games[i]->name);
	}
	*p = '\0';
	return buf;
}
