/* cli: what the programs share: options, reporting errors in one
 * format, the loop over the states of every input, the progress line;
 * and what runs on the replay driver for more than one program or for
 * a program of its own: games played on from each state (bg-apply
 * --play, bg-tournament), bg-select's run.  bg-apply's modes are
 * apply/'s. */
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

/* The players of a refereed run of --play (formats/bot.md): policies of
 * the engine and bots (cmd:COMMAND) in the order given, and the match's
 * options. */
struct bg_seat_policy {
	const char *word;    /* as given, for the tags: "cmd:./bot", "mc:200" */
	const char *command; /* a bot's; NULL: policy */
	struct bg_policy policy;
};

/* What a decision's comment in a record tells (--comments): the
 * mover's value of its move as its policy saw it, its time. */
enum { BG_COMMENT_VALUE = 1, BG_COMMENT_TIME = 2 };

struct bg_match_setup {
	int count;
	struct bg_seat_policy seat[BG_POLICIES_MAX];
	char *text;               /* the words, cut out of a copy of --play */
	int bots;                 /* a cmd: among them */
	int match;                /* --match: rotated seats and a summary */
	struct bg_bot_limits lim;
	const char *log_dir;      /* --bot-log DIR; NULL: logs discarded */
	struct bg_sprt sprt;
	int has_sprt;
	const char *min_score;    /* --min-score X, as given; NULL: none */
	unsigned long first;      /* --first N: the first game, from 0 */
	int first_given;          /* --first given */
	int bot_given;            /* --move-time, --game-time or --bot-log */
	int comments;             /* BG_COMMENT_*: each decision's comment
	                           * in the records; 0: none */
	int comments_given;
	/* A tournament's (bg-tournament): */
	int tournament;
	int gauntlet;             /* --gauntlet: else round robin */
	unsigned long cycles;     /* --rounds: each table's rounds */
	int anchor;               /* --anchor: the policy rated 0 */
};

/* The options of a match and its bots (setup.c), bg-apply's and
 * bg-tournament's: their codes and long options.  The parser returns
 * BG_OPT_OTHER when c is none of its options, BG_OPT_NEXT when it is
 * read, or BG_EX_USAGE after the line that says why it is not. */
enum { BG_OPT_MATCH = 512, BG_OPT_SPRT, BG_OPT_MOVE_TIME, BG_OPT_GAME_TIME,
       BG_OPT_BOT_LOG, BG_OPT_MIN_SCORE, BG_OPT_FIRST, BG_OPT_COMMENTS };
#define BG_MATCH_LONGOPTS                                               \
	{ "match", no_argument, NULL, BG_OPT_MATCH },                     \
	{ "sprt", required_argument, NULL, BG_OPT_SPRT },                 \
	{ "move-time", required_argument, NULL, BG_OPT_MOVE_TIME },       \
	{ "game-time", required_argument, NULL, BG_OPT_GAME_TIME },       \
	{ "bot-log", required_argument, NULL, BG_OPT_BOT_LOG },           \
	{ "min-score", required_argument, NULL, BG_OPT_MIN_SCORE },       \
	{ "first", required_argument, NULL, BG_OPT_FIRST },               \
	{ "comments", required_argument, NULL, BG_OPT_COMMENTS }
/* The line of --help of --comments, bg-apply's and bg-tournament's. */
#define BG_COMMENTS_HELP                                                \
	"      --comments WHAT  each decision's comment in the records: none,\n" \
	"                     value (the policy's value of its move), time, or\n" \
	"                     value,time (the same bytes for every --jobs but\n" \
	"                     with time)\n"
/* The most games a match or --games plays: a 64-bit count of actions
 * cannot overflow, and a run can be stopped. */
#define BG_GAMES_MAX 1000000000UL
int bg_match_option(struct bg_match_setup *ms, const char *prog, int c,
                    const char *arg);
/* What the match options given do not go with; NULL when all is well. */
const char *bg_match_conflict(const struct bg_match_setup *ms, int play);
/* Does a policy of --play (a bot does not) judge by the evaluation? */
int bg_match_setup_judges(const struct bg_match_setup *ms);

/* --play's words, each a policy of the engine or cmd:COMMAND; a comma
 * ends COMMAND only before another policy word (random, exact, mc:,
 * uct:, ab:, cmd:); at most max of them.  A usage error names what is
 * wrong. */
int bg_match_setup_parse(struct bg_match_setup *ms, const char *text,
                         int max, struct bg_err *err);
void bg_match_setup_free(struct bg_match_setup *ms);
/* Is --play refereed: a bot among the policies, or --match? */
int bg_match_refereed(const struct bg_match_setup *ms);

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

/* The states a tournament's games are played from, in the order of its
 * cycles (shuffled or not), each with its line as the records give it and
 * its key (bg_seed_key of the seed and the line); a match has one, the
 * state read. */
struct bg_opening {
	struct bg_state st;
	const char *line;
	size_t len;
	uint64_t key;
};
struct bg_openings {
	struct bg_opening *at;
	unsigned long count;
};

/* Games played to their end from a state (bg-apply --play) or from a
 * tournament's openings (bg-tournament): each told as its final state or
 * its verdict (json), recorded when records is set, and counted on the
 * progress line. */
struct bg_games {
	const struct bg_match_setup *match; /* refereed: bg_match_games */
	unsigned long sprt_h0, sprt_undecided; /* matches the SPRT judged so */
	unsigned long below;   /* matches whose first policy scored below
	                        * --min-score */
	struct bg_ci *ci;      /* --report: a case a game, and the gate's */
	const char *resume;    /* a resumed match: the records there were */
	size_t resume_len, resume_at; /* their bytes, and those counted */
	unsigned long resume_line; /* the lines counted */
	const struct bg_match *resumed_match;
	const struct bg_policies *policies;
	uint64_t seed;
	unsigned long games;   /* from each state */
	struct bg_pool *pool;  /* the threads, started once */
	int json;
	struct bg_played_records *records; /* NULL: none */
	struct bg_interrupt *interrupt; /* the signals' thread; NULL: none */
	struct bg_progress progress;
	unsigned long played;  /* games so far */
	const char *name, *line; /* the state played from, and its line */
	size_t line_len;
	const struct bg_openings *openings; /* a tournament's; NULL: the
	                                     * state played from */
};
/* The opening game g of m is played from: that of its cycle. */
const struct bg_opening *bg_opening_of(const struct bg_games *gs,
                                       const struct bg_match *m,
                                       unsigned long g);
/* What games played write besides standard output, opened: the records
 * of --record FILE (path NULL: none) into file, whose fd is -1 before,
 * and the progress line.  A match's file is locked, then read: the
 * records it holds are resumed (resume.c), and its last line, if not
 * written whole, is cut only before a record is written in its place
 * (record/played.c).  0, or -1 with err. */
int bg_games_open(struct bg_games *gs, struct bg_played_records *file,
                  const char *path, const char *policy, const char *prog,
                  struct bg_err *err);
/* The records' file closed, when it was opened (even if not all of its
 * opening went well): the exit status, status unless closing fails
 * (told on standard error). */
int bg_games_close(struct bg_played_records *file, const char *prog,
                   int status);
/* The games of gs from the state st read at name, its line line. */
int bg_games_play(struct bg_games *gs, const char *name,
                  const struct bg_state *st, const char *line, size_t len,
                  struct bg_err *err);
/* The same, refereed (match.c): bots, forfeits, and with --match the
 * rotated seats, the SPRT and the summary. */
int bg_match_games(struct bg_games *gs, const struct bg_state *st,
                   struct bg_err *err);
/* A refereed game counted, in the order of the games (told.c): its final
 * state or its verdict (not in a --match without --result), its record,
 * the progress line. */
int bg_match_told(struct bg_games *gs, const struct bg_match *m,
                  unsigned long number, const struct bg_refereed *game,
                  const char *record, size_t record_len, struct bg_err *err);
/* The policies of game g's seats, comma-separated ("mc:200,cmd:./bot"),
 * or the one policy of every seat, as the records' Policy tag; NULL when
 * out of memory. */
char *bg_match_seat_words(const struct bg_games *gs, const struct bg_match *m,
                          unsigned long g);
/* A match resumed (resume.c): the records of gs->resume, each from its
 * game's opening, checked, replayed and counted in m, from m->next on, as
 * long as they follow. */
int bg_match_resume(struct bg_games *gs, struct bg_match *m,
                    struct bg_err *err);
/* Once every state is played: a match's file held no more lines than
 * its matches counted, and its last line not written whole was cut.
 * 0, or -1 (65) with the first line left. */
int bg_match_resume_end(const struct bg_games *gs, struct bg_err *err);
/* The summary of a --match played from st (summary.c): text, or with
 * --result one JSON object; the SPRT's verdict counted in gs. */
int bg_match_summary(struct bg_games *gs, const struct bg_match *m,
                     const struct bg_state *st, struct bg_err *err);
/* A match's gate, once its games are played: passed 0; H0 accepted, or
 * a score below --min-score, 1; the SPRT undecided, 2. */
int bg_match_gate_status(const struct bg_games *gs);
/* The width of the policies' column of a summary: the longest word. */
int bg_match_policy_width(const struct bg_match_setup *ms);
/* A tournament's summary (crosstable.c): its crosstable and its ratings,
 * text or one JSON object; and, refreshed on a terminal while it runs,
 * the same table on standard error. */
void bg_tournament_summary(FILE *out, const struct bg_games *gs,
                           const struct bg_match *m);
void bg_tournament_progress(struct bg_games *gs, const struct bg_match *m);
/* The progress line of a --match (summary.c): games done of the total,
 * the first policy's score, its Elo +- the interval's half, the SPRT's
 * ratio, the time left; on a terminal only. */
void bg_match_progress(struct bg_games *gs, const struct bg_match *m,
                       unsigned long game, unsigned long actions);

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
