/* cli: what the five programs share: options, reporting errors in one
 * format, and the loop over the states of every input. */
#ifndef BG_CLI_H
#define BG_CLI_H

#include <getopt.h>

#include "core/core.h"

#define BG_VERSION "0.1.0"

/* "PROG: NAME:LINE: message" on stderr, always one line: a control
 * byte in a name or a message is written as '?'. */
void bg_report(const char *prog, const char *name, unsigned long lineno,
               const struct bg_err *err);
/* "PROG: message" on stderr. */
void bg_complain(const char *prog, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Called for each state; returns 0, or -1 with err set. */
typedef int bg_state_fn(struct bg_state *st, void *ctx, struct bg_err *err);

/* Reads every line of every file (none: standard input) as a state and
 * calls fn.  Errors are reported and reading goes on; returns the exit
 * status: 0, or the status of the last error.  With keep_lines
 * (--keep-lines), a line that fails, or is blank or a comment, gives an
 * empty line on standard output, so that output of one line a state
 * lines up with the input. */
int bg_each_state(const char *prog, char **files, int nfiles,
                  struct bg_defs *defs, int keep_lines, bg_state_fn *fn,
                  void *ctx);

/* "PROG: NAME:LINE:COLUMN: message" (no column when it is 0). */
void bg_report_at(const char *prog, const char *name, unsigned long lineno,
                  unsigned long column, const struct bg_err *err);

/* Flushes standard output; an error there is exit 74, and its message
 * is written unless status is already 74 (an error reported).  The
 * loops over input stop as soon as standard output has failed. */
int bg_finish(const char *prog, int status);

/* A number option's value in [min, max], or -1 after the usage message
 * "--NAME: 'ARG' is not a number from MIN to MAX". */
int bg_number_option(const char *prog, const char *name, const char *arg,
                     unsigned long min, unsigned long max, unsigned long *out);
/* A seed drawn from the system, for a run without --seed; -1 after the
 * message. */
int bg_system_seed(const char *prog, uint64_t *seed);

/* The common --help and --version texts. */
void bg_version(const char *prog);



/* A program's command line: what getopt_long needs, and the texts for
 * --help and for errors (hint, if any, follows an unknown option). */
struct bg_cli {
	const char *prog;
	const char *usage;
	const char *optstring;
	const struct option *longopts;
	const char *hint;
};

/* getopt_long, with a bad option reported in one line ("unknown option",
 * "needs a value") instead of getopt's own two. */
int bg_getopt(const struct bg_cli *cli, int argc, char **argv);

/* The options every program has: -r/--rules, -h/--help, -V/--version,
 * and a bad one ('?').  Returns BG_OPT_OTHER when c is none of them,
 * BG_OPT_NEXT to go on parsing, else the status to exit with. */
enum { BG_OPT_NEXT = -2, BG_OPT_OTHER = -1 };
int bg_common_option(const struct bg_cli *cli, int c, struct bg_defs *defs);

/* Options of one group that exclude each other, such as bg-moves' --count
 * and --perft: each sets its bit in *given.  The same option given twice
 * is no conflict (the last one counts, as for every option); two different
 * ones are a usage error naming the group, and the status is 64. */
int bg_exclusive(const char *prog, unsigned given, const char *names);

/* --color[=WHEN]: always (also yes, force), never (no, none) or auto
 * (tty, if-tty); no WHEN is always.  Returns BG_WHEN_*, or -1 after a
 * usage error is reported. */
enum { BG_WHEN_AUTO, BG_WHEN_ALWAYS, BG_WHEN_NEVER };
int bg_color_when(const char *prog, const char *arg);
/* Colour on file descriptor fd under when: auto is a terminal whose TERM
 * is not "dumb", with NO_COLOR unset or empty. */
int bg_use_color(int when, int fd);
/* Unicode drawing under when: auto is a terminal whose locale's
 * character set is UTF-8. */
int bg_use_unicode(int when, int fd);

#endif
