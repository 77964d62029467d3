/* cli: what the programs share: options, reporting errors in one
 * format, the loop over the states of every input, the progress line,
 * the threads of a run and the signals that stop its bots; and
 * bg-select's run on the replay driver.  Games played from states are
 * play/'s, bg-apply's modes apply/'s. */
#ifndef BG_CLI_H
#define BG_CLI_H

#include <getopt.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>

#include "match/match.h"
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
 * lines up with the input.  An input that is a game record is told in
 * one line that names -f (the program's own with takes_records, else
 * bg-apply's), and ends the run (64). */
int bg_each_state(const char *prog, char **files, int nfiles,
                  struct bg_defs *defs, int keep_lines, int takes_records,
                  bg_state_fn *fn, void *ctx);

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
/* A decimal fraction from 0 to max in *out, read by strtod (correctly
 * rounded, the same on every machine): 0, or -1 told as --NAME's. */
int bg_fraction_option(const char *prog, const char *name, const char *arg,
                       double max, double *out);
/* A seed drawn from the system, for a run without --seed; -1 after the
 * message. */
int bg_system_seed(const char *prog, uint64_t *seed);

/* -s/--seed SEED and -j/--jobs N, which bg-moves and bg-apply read
 * alike: the seed of what is drawn, the threads, and which was given. */
struct bg_draw {
	uint64_t seed;
	int jobs;
	int seeded, threaded;
	const char *weights; /* --weights FILE, or NULL */
	int no_tables;  /* --no-tables: every game's tables off */
};
enum { BG_OPT_NO_TABLES = 600, BG_OPT_WEIGHTS };
#define BG_DRAW_LONGOPTS                                                \
	{ "seed", required_argument, NULL, 's' },                         \
	{ "jobs", required_argument, NULL, 'j' },                         \
	{ "weights", required_argument, NULL, BG_OPT_WEIGHTS },           \
	{ "no-tables", no_argument, NULL, BG_OPT_NO_TABLES }
/* BG_OPT_OTHER when c is neither; BG_OPT_NEXT, or BG_EX_USAGE after the
 * line that says why. */
int bg_draw_option(struct bg_draw *d, const char *prog, int c,
                   const char *arg);
/* The learned evaluations the pool's searches use: the weights of
 * --weights (one line and 65 for anything but weights of a dice game's
 * built-in rules, 66 unreadable), and for a game whose definition
 * --rules replaced, the race evaluation, said once on standard error
 * when judges (an evaluation judges in the run).  0, or the status to
 * exit with. */
int bg_draw_nets(const char *prog, const struct bg_draw *d,
                 const struct bg_defs *defs, struct bg_pool *pool,
                 int judges);

/* The threads of a run that plays or judges: with in (bots in the run),
 * bg made the reaper of what they leave behind and the signals' thread
 * started first, before any other thread; then the pool of d's jobs,
 * with its evaluations (bg_draw_nets) and tables as d says.  0, or the
 * status to exit with after the message. */
struct bg_interrupt;
int bg_draw_start(const char *prog, const struct bg_draw *d,
                  const struct bg_defs *defs, int judges,
                  struct bg_interrupt *in, unsigned long grace_ms,
                  struct bg_pool **pool);

/* The common --help and --version texts. */
void bg_version(const char *prog);
/* The dice games, those with a learned evaluation, as the registry
 * lists them, into buf of size bytes (at least 6): "spook, manji, waju"
 * and last before "or" when or is set (else ","), so that a help and a
 * refusal name each game that has one; buf. */
const char *bg_learned_games(char *buf, size_t size, int or);
/* The states of file ("-": standard input), each a decision of game,
 * with their moves' exact values by the solver of a pool of one job made
 * into *pool, into d: 0, or the exit status of the last failure, each
 * reported in one line. */
int bg_read_decisions(const char *prog, const char *file,
                      struct bg_defs *defs, const struct bg_game *game,
                      struct bg_pool **pool, struct bg_decisions *d);



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
 * once the run has taken a second, five times a second at most, and
 * erased before output to the same terminal. */
struct bg_progress {
	const char *prog, *what;
	int on;
	int out_too;  /* standard output is a terminal too */
	int visible;  /* the line is on the terminal */
	int above;    /* lines of a table shown above it (a tournament's) */
	struct timespec started, shown;
};
void bg_progress_start(struct bg_progress *p, const char *prog,
                       const char *what);
void bg_progress_show(struct bg_progress *p, unsigned long count);
/* The same during a game: "PROG: WHAT: N, game G: A actions". */
void bg_progress_show_game(struct bg_progress *p, unsigned long count,
                           unsigned long game, unsigned long actions);
/* Standard output is about to be written: the line goes first when it
 * shares the terminal. */
void bg_progress_before_output(struct bg_progress *p);
/* Is the line to be shown now (and is it taken as shown)?  For a line of
 * the caller's own, written "\r..." on stderr. */
int bg_progress_due(struct bg_progress *p);
/* The seconds since the run started. */
double bg_progress_seconds(const struct bg_progress *p);
/* The line goes, so that what is said next starts a line of its own. */
void bg_progress_clear(struct bg_progress *p);

/* The signals that end a run with bots (interrupt.c): SIGINT, SIGTERM,
 * SIGHUP and SIGPIPE stop the match under way as at its end, then the
 * process exits 128 + the signal. */
struct bg_interrupt {
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t change;
	sigset_t set;            /* the signals taken */
	unsigned long grace_ms;  /* the bots' grace (formats/bot.md) */
	void (*stop)(void *ctx, int sig); /* the match under way: its bots
	                                   * sent sig; NULL: none */
	void *ctx;
	int busy;                /* a match is under way or stopping */
	int sig;                 /* the signal taken, or 0 */
	int stopped;             /* the match has stopped its bots */
};
/* Blocks the signals in the calling thread, and so in every thread it
 * starts after, and starts the thread that takes them. */
int bg_interrupt_start(struct bg_interrupt *in, unsigned long grace_ms,
                       struct bg_err *err);
/* The match under way, which stop reaches (NULL: no more, the match
 * stopping its bots). */
void bg_interrupt_watch(struct bg_interrupt *in, void (*stop)(void *, int),
                        void *ctx);
/* The match has stopped its bots.  Once a signal has come it never
 * returns: the process ends. */
void bg_interrupt_done(struct bg_interrupt *in);

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
/* --format FORMAT of --result: json 0, table 1, or -1 after a usage
 * error is reported. */
int bg_result_format(const char *prog, const char *arg);
/* Colour on file descriptor fd under when: auto is a terminal whose TERM
 * is not "dumb", with NO_COLOR unset or empty. */
int bg_use_color(int when, int fd);
/* Unicode drawing under when: auto is a terminal whose locale's
 * character set is UTF-8. */
int bg_use_unicode(int when, int fd);

/* bg-select's run, as hooks of the replay driver (select.c): the
 * conditions judged on each record replayed, and what is written of
 * the records selected. */
enum bg_select_output {
	BG_SELECT_RECORDS,   /* each record whole, in its one-line form */
	BG_SELECT_PLACES,    /* FILE:LINE, the line it starts on */
	BG_SELECT_COUNT,     /* how many */
	BG_SELECT_TAGS,      /* tags: a JSON object each, or a table */
	BG_SELECT_DUPLICATES /* each game played more than once: a line of
	                      * the places of its records */
};
struct bg_select_run {
	/* Set by the program. */
	const char *prog;
	struct bg_selection sel;
	enum bg_select_output output;
	int lines;           /* the records are one a line */
	int table;           /* tags as a table, not JSON */
	char *keys;          /* --tags, cut at its commas into key[] */
	const char *key[BG_TAGS_MAX];
	int nkeys;           /* 0: every tag (JSON) */
	int unique;          /* a game's records after its first are not
	                      * selected */
	/* The run's own. */
	FILE *held;          /* the record's lines, until it is selected:
	                      * a one-line record's in memory (its line is
	                      * there already), else in a file of bg_hold */
	char *memory;        /* the one-line record's, and its length */
	size_t memory_len;
	struct bg_tags tags;
	struct bg_table rows;
	struct bg_seen seen;
	char *cells;         /* a table row's cells */
	size_t cells_cap;
	unsigned long selected;
	int status;
};
void bg_select_run_init(struct bg_select_run *sl, const char *prog);
/* --tags KEYS: the keys, comma-separated, each a tag's key; -1 after the
 * usage error. */
int bg_select_run_keys(struct bg_select_run *sl, const char *arg);
/* The replayer r, set up to select: its hooks, the copy of the records
 * to write them whole.  0, or -1 with err. */
int bg_select_run_open(struct bg_select_run *sl, struct bg_replayer *r,
                       struct bg_err *err);
/* After the last record: the count, the table or the duplicates, and
 * the exit status: that of the worst failure, else 0 when a record was
 * selected (a game found twice), 1 when none. */
int bg_select_run_end(struct bg_select_run *sl);
void bg_select_run_close(struct bg_select_run *sl);

#endif
