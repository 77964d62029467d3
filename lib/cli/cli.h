/* cli: what the five programs share: options, reporting errors in one
 * format, the loop over the states of every input, the progress line;
 * and the modes of the programs on the replay driver: games played on
 * from each state, and bg-apply's output modes. */
#ifndef BG_CLI_H
#define BG_CLI_H

#include <getopt.h>
#include <time.h>

#include "out/out.h"

#define BG_VERSION "0.1.0"

/* Run first: a standard descriptor (0, 1, 2) that is closed is taken by
 * /dev/null opened the other way, so that no file the program opens gets
 * it and reading or writing it fails as a closed one does (EBADF). */
void bg_std_guard(void);

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

/* "PROG: NAME:LINE:COLUMN: message" (no column when it is 0): the
 * error's own column, counted from column in a one-line record. */
void bg_report_at(const char *prog, const char *name, unsigned long lineno,
                  unsigned long column, const struct bg_err *err);
/* The error line of a replay's failure, at its place: a line of standard
 * input, a line (and column) of the record file, or none. */
void bg_report_failure(const char *prog, const struct bg_replayer *r,
                       const struct bg_failure *f);

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

/* The options every program has (bg_common_option's): their lines of
 * --help, and the end of a table of long options. */
#define BG_COMMON_HELP                                                  \
	"  -r, --rules FILE   load a game definition (YAML)\n"            \
	"  -h, --help         print this help\n"                          \
	"  -V, --version      print the version\n"
#define BG_COMMON_LONGOPTS                                              \
	{ "rules", required_argument, NULL, 'r' },                        \
	{ "help", no_argument, NULL, 'h' },                               \
	{ "version", no_argument, NULL, 'V' },                            \
	{ NULL, 0, NULL, 0 }

/* getopt_long, with a bad option reported in one line ("unknown option",
 * "needs a value") instead of getopt's own two. */
int bg_getopt(const struct bg_cli *cli, int argc, char **argv);

/* The options every program has: -r/--rules, -h/--help, -V/--version,
 * and a bad one ('?').  Returns BG_OPT_OTHER when c is none of them,
 * BG_OPT_NEXT to go on parsing, else the status to exit with. */
enum { BG_OPT_NEXT = -2, BG_OPT_OTHER = -1 };
int bg_common_option(const struct bg_cli *cli, int c, struct bg_defs *defs);

/* The progress line of a long run, on a terminal only: "PROG: WHAT: N",
 * once the run has taken a second, five times a second at most. */
struct bg_progress {
	const char *prog, *what;
	int on;
	struct timespec started, shown;
};
void bg_progress_start(struct bg_progress *p, const char *prog,
                       const char *what);
void bg_progress_show(struct bg_progress *p, unsigned long count);
/* The line goes, so that what is said next starts a line of its own. */
void bg_progress_clear(struct bg_progress *p);

/* Games played to their end from a state (bg-apply --play): each told as
 * its final state or its verdict (json), recorded when records is set,
 * and counted on the progress line. */
struct bg_games {
	const struct bg_policies *policies;
	uint64_t seed;
	unsigned long games;   /* from each state */
	struct bg_pool *pool;  /* the threads, started once */
	int json;
	struct bg_played_records *records; /* NULL: none */
	struct bg_progress progress;
	unsigned long played;  /* games so far */
	const char *name, *line; /* the state played from, and its line */
	size_t line_len;
};
int bg_games_play(struct bg_games *gs, const char *name,
                  const struct bg_state *st, const char *line, size_t len,
                  struct bg_err *err);

/* bg-apply's output modes, as hooks of the replay driver (apply.c). */
enum bg_output {
	BG_OUTPUT_FINAL,  /* the final state of each replay */
	BG_OUTPUT_ALL,    /* every state */
	BG_OUTPUT_CHECK,  /* nothing: the exit status, or a CI report */
	BG_OUTPUT_VERDICT /* a verdict (JSON) for each */
};
struct bg_apply {
	/* Set by the program. */
	const char *prog;
	struct bg_defs *defs;
	enum bg_output output;
	const char *write_record; /* --record, of the ACTION operands */
	char **words;             /* the ACTION operands */
	int nwords;
	int play;                 /* --play: games from each state */
	struct bg_games games;
	const char *record_games; /* --play --record FILE */
	const char *policy;       /* the policies as given, for its tags */
	int analyse;              /* --analyse: a review of each record */
	struct bg_review review;
	/* The modes' own. */
	FILE *held;               /* --all, --analyse: a replay's output, kept
	                           * until it succeeds */
	struct bg_tags tags;      /* --result, --report */
	struct bg_ci ci;
	const char *classname;    /* JUnit: the file of the replay last
	                           * started */
	struct bg_played_records records;
	int status;
};
void bg_apply_init(struct bg_apply *a, const char *prog,
                   struct bg_defs *defs);
const struct bg_replay_hooks *bg_apply_hooks(const struct bg_apply *a);
/* Do the modes look at the state before each action (the review)? */
int bg_apply_keeps_before(const struct bg_apply *a);
/* Opens what the modes write besides standard output (the played records,
 * what is held, the CI report, which starts). */
int bg_apply_open(struct bg_apply *a, enum bg_ci_format report,
                  struct bg_err *err);
/* After the replays: the CI report's end, and the exit status. */
int bg_apply_end(struct bg_apply *a);
/* Closes what was opened; the exit status, status unless closing the
 * played records fails. */
int bg_apply_close(struct bg_apply *a, int status);

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
