/* apply: bg-apply's modes over the one replay driver (record/record.h),
 * each a file with its own hooks and its own state: the final state of
 * each replay, nothing but the exit status (--check) or a verdict
 * (--result) (plain.c), every state (all.c), games played on from each
 * state (play.c), each record's decisions reviewed (analyse.c).  The
 * mode is chosen once, from the command line, and no hook asks which
 * mode it is in; what the modes share is run.c's, the options of an
 * analysis grading.c's.  A new mode is a new file. */
#ifndef BG_APPLY_H
#define BG_APPLY_H

#include "play/play.h"

/* The options of an analysis (grading.c: the judge, the annotated form,
 * the seats graded and the gates) and the lines of --help of --play and
 * the match's options: their codes, long options and lines of --help.
 * The parser returns BG_OPT_OTHER when c is none of its options,
 * BG_OPT_NEXT when it is read, or BG_EX_USAGE after the line that says
 * why it is not. */
enum { BG_OPT_SEAT = 544, BG_OPT_MAX_LOSS, BG_OPT_MAX_ERRORS,
       BG_OPT_MAX_BLUNDERS, BG_OPT_ANALYSE, BG_OPT_ANNOTATE,
       BG_OPT_ROLLOUTS, BG_OPT_ROLLOUTS_ALL, BG_OPT_POLICY };
#define BG_MATCH_HELP                                                   \
	"      --play POLICY  play each state read to the end and print the final\n" \
	"                     state: POLICY is random, mc:N (each move tried\n" \
	"                     with N random playouts), uct:N (tree search, N\n" \
	"                     iterations), ab:D (alpha-beta, D plies), uct:Ts or\n" \
	"                     ab:Ts (T seconds a move), exact (the game's solver),\n" \
	"                     cmd:COMMAND (a bot: COMMAND\n" \
	"                     reads states, answers moves), or one per seat:\n" \
	"                     mc:200,random\n" \
	"      --games K      with --play: K games from each state (default 1)\n" \
	"      --match        with --play: rotate the policies over the seats (two\n" \
	"                     seats: pairs of games on the same dice) and print\n" \
	"                     the match's summary, with --result as JSON\n"  \
	"      --sprt ELO0,ELO1[,ALPHA,BETA]  a --match that stops when the SPRT\n" \
	"                     decides (exit 0 H1, 1 H0, 2 undecided)\n"      \
	"      --move-time MS a bot's time for a move (default 10000)\n"     \
	"      --game-time MS a bot's time for its moves in a game (default: none)\n" \
	"      --bot-log DIR  keep policy N's standard error in DIR/N.log\n" \
	"      --first N      with --match: play games N to N+K-1 of the match\n" \
	"                     (a range, for a match split over hosts)\n"     \
	"      --min-score X  a --match's gate: exit 1 when the first policy's\n" \
	"                     mean score is below X (0 to 1)\n"             \
	BG_COMMENTS_HELP
#define BG_GRADING_LONGOPTS                                             \
	{ "analyse", required_argument, NULL, BG_OPT_ANALYSE },           \
	{ "analyze", required_argument, NULL, BG_OPT_ANALYSE },           \
	{ "annotate", no_argument, NULL, BG_OPT_ANNOTATE },               \
	{ "rollouts", required_argument, NULL, BG_OPT_ROLLOUTS },         \
	{ "rollouts-all", no_argument, NULL, BG_OPT_ROLLOUTS_ALL },       \
	{ "seat", required_argument, NULL, BG_OPT_SEAT },                 \
	{ "policy", required_argument, NULL, BG_OPT_POLICY },             \
	{ "max-loss", required_argument, NULL, BG_OPT_MAX_LOSS },         \
	{ "max-errors", required_argument, NULL, BG_OPT_MAX_ERRORS },     \
	{ "max-blunders", required_argument, NULL, BG_OPT_MAX_BLUNDERS }
#define BG_GRADING_HELP                                                 \
	"      --analyse POLICY  judge every decision of the records by POLICY\n" \
	"                     (default: " BG_ANALYSIS_DEFAULT "; N alone: mc:N;\n" \
	"                     uct:N, ab:D, exact): the move played, the best, the loss\n" \
	"                     and its standard error, the flag, each roll's luck;\n" \
	"                     then each seat's error rate, rating, errors,\n" \
	"                     blunders and luck\n"                           \
	"      --rollouts N   with --analyse: judge again each decision marked\n" \
	"                     (or that may be) by rollout:N, seeded (1 to 100000)\n" \
	"      --rollouts-all with --rollouts: judge every decision again\n" \
	"      --annotate     with --analyse: print each record again, every\n" \
	"                     action's judgement a comment of its line\n"   \
	"      --seat SEAT    with --analyse: grade SEAT (as the analysis names\n" \
	"                     it); may be given more than once (default: all)\n" \
	"      --policy NAME  with --analyse: grade every seat NAME held (a word\n" \
	"                     of the records' Policy tags, or its NAME=), each\n" \
	"                     record's, then its total over them, which the\n" \
	"                     gates judge; may be given more than once\n" \
	"      --max-loss [SEAT=]X  exit 65 when a graded seat's (or SEAT's)\n" \
	"                     mean loss is more than X (0 to 1)\n"            \
	"      --max-errors [SEAT=]K, --max-blunders [SEAT=]K  exit 65 when a\n" \
	"                     graded seat made more than K errors, or blunders\n"
/* An analysis as its options ask for it. */
struct bg_analysis_options {
	int analyse;            /* --analyse given */
	struct bg_policy judge; /* its policy */
	const char *judge_name; /* as given, default named */
	int annotate;           /* --annotate */
	struct bg_policy second; /* --rollouts N: rollout:N (n 0: none) */
	int second_all;          /* --rollouts-all */
	struct bg_grading grading; /* --seat and the gates */
};
/* The review the options call for (its pool, seed and outputs apart). */
void bg_grading_review(const struct bg_analysis_options *ao,
                       struct bg_review *rv);
int bg_grading_option(struct bg_analysis_options *ao, const char *prog, int c,
                      const char *arg);
/* How the grading options go with --analyse, --report (report set) and
 * --result (verdict set): NULL when all is well, else why not. */
const char *bg_grading_conflict(const struct bg_analysis_options *ao,
                                int report, int verdict);

/* The output options -a, -q and --result. */
enum bg_output {
	BG_OUTPUT_FINAL,  /* the final state of each replay */
	BG_OUTPUT_ALL,    /* every state */
	BG_OUTPUT_CHECK,  /* nothing: the exit status, or a CI report */
	BG_OUTPUT_VERDICT /* a verdict (JSON) for each */
};

/* bg-apply's command line, as the modes read it. */
struct bg_apply_options {
	enum bg_output output;
	unsigned outputs;      /* the output options given, one bit each */
	char **files;          /* -f */
	int nfiles, lines, keep_going, keep_lines;
	int table;             /* --format table */
	unsigned long line_offset;
	const char *write_record; /* -w, --record FILE */
	const char *play;      /* --play's policies as given, for the records */
	struct bg_policies policies;
	struct bg_match_setup setup; /* the same, refereed: bots, --match */
	unsigned long games;
	int games_given;       /* --games given */
	struct bg_analysis_options an; /* --analyse, --annotate, the gates */
	enum bg_ci_format report;
	struct bg_draw draw;   /* --seed, --jobs */
};

struct bg_apply;

/* A mode of bg-apply: its hooks over the replay driver, whose ctx is the
 * run (struct bg_apply), and what it does before and after the
 * replays.  Each function may be NULL: nothing to do. */
struct bg_apply_mode {
	const struct bg_replay_hooks *hooks;
	int keep_lines;    /* what --keep-lines keeps (BG_KEEP_*) */
	int keeps_before;  /* its steps need the state before each action */
	/* Before the replays: its own state (bg_apply_own), its threads,
	 * what it writes besides standard output.  0, or the status to exit
	 * with after the line that says why. */
	int (*open)(struct bg_apply *a, const struct bg_apply_options *o);
	/* After the replays, before the report for CI ends: what it writes
	 * last; the exit status its gate gives a run that went well. */
	int (*end)(struct bg_apply *a);
	/* What open opened closed, its own state freed (also after an open
	 * that failed, or none): the exit status, status unless closing
	 * fails. */
	int (*close)(struct bg_apply *a, int status);
};

extern const struct bg_apply_mode bg_apply_final;   /* plain.c */
extern const struct bg_apply_mode bg_apply_check;   /* plain.c */
extern const struct bg_apply_mode bg_apply_verdict; /* plain.c */
extern const struct bg_apply_mode bg_apply_all;     /* all.c */
extern const struct bg_apply_mode bg_apply_play;    /* play.c */
extern const struct bg_apply_mode bg_apply_analyse; /* analyse.c */

/* A run of bg-apply: what every mode has. */
struct bg_apply {
	const char *prog;
	struct bg_defs *defs;
	const struct bg_apply_mode *mode;
	void *own;                /* the mode's own state, its file's */
	const char *write_record; /* --record FILE: the record the modes that
	                           * replay the ACTION operands append them to
	                           * (--play writes its games' there itself) */
	char **words;             /* the ACTION operands */
	int nwords;
	struct bg_tags tags;      /* the tags of the record replayed, for its
	                           * verdict and its test case */
	struct bg_ci ci;          /* --report */
	const char *classname;    /* JUnit: the file of the replay last
	                           * started */
	struct bg_pool *pool;     /* the threads of --play and --analyse */
	struct bg_interrupt interrupt; /* the signals' thread of a run with
	                                * bots, which takes them as long as
	                                * the process lives */
	int status;               /* that of the worst failure */
};

void bg_apply_init(struct bg_apply *a, const char *prog,
                   struct bg_defs *defs);
/* The run opened in mode: the mode's part, then the report for CI, which
 * starts.  0, or the status to exit with after the line that says why. */
int bg_apply_open(struct bg_apply *a, const struct bg_apply_mode *mode,
                  const struct bg_apply_options *o);
/* The records of -f, or else the ACTION operands words from each state
 * read, replayed; then the mode's end and the report's: the exit status
 * (that of the worst failure, else the mode's gate's). */
int bg_apply_run(struct bg_apply *a, const struct bg_apply_options *o,
                 char **words, int nwords);
/* Closes what was opened: the exit status, status unless closing fails. */
int bg_apply_close(struct bg_apply *a, int status);

/* What the modes share (run.c). */
/* The mode's own state, size bytes zeroed, as a->own: NULL after the
 * line that says so when out of memory. */
void *bg_apply_own(struct bg_apply *a, size_t size);
/* A failure told by its own line (at no place of a record, or of
 * standard input's line line of name), counted in the exit status:
 * returns -1. */
int bg_apply_told(struct bg_apply *a, const char *name, unsigned long line,
                  const struct bg_err *err);
/* The start hook: the replay's tags gone, its file the test case's. */
void bg_apply_start(void *ctx, const struct bg_replayer *r);
/* The tag hook: each tag kept, for the verdict and the test case. */
int bg_apply_tag(void *ctx, const struct bg_replayer *r,
                 const struct bg_record_item *tag, struct bg_err *err);
/* The input hook of the modes that replay the ACTION operands: --record
 * writes the record of one game, from one state of standard input. */
int bg_apply_one_game(void *ctx, const struct bg_replayer *r,
                      struct bg_err *err);
/* In the done hook of those modes: the ACTION operands appended to
 * --record's file, when given.  0, or -1 with the failure told. */
int bg_apply_record(struct bg_apply *a, const struct bg_replayer *r);
/* A failure, told in two parts around a mode's own line of it (its
 * verdict): first the tags and the file it is told with (a failure
 * outside a replay has no tags; a file that fails as such is its own
 * test case's), then its test case, its error line and the exit
 * status. */
void bg_apply_failure_tags(struct bg_apply *a, const struct bg_replayer *r,
                           const struct bg_failure *f);
void bg_apply_failure_told(struct bg_apply *a, const struct bg_replayer *r,
                           const struct bg_failure *f);
/* The failed hook of a mode that has no line of its own for a failure:
 * both parts. */
void bg_apply_failed(void *ctx, const struct bg_replayer *r,
                     const struct bg_failure *f);
/* The same in a mode with a progress line, cleared first, and with
 * --result a verdict of the failure, a JSON object that names its place
 * under key ("input", "record"; NULL: no verdict). */
void bg_apply_failed_verdict(struct bg_apply *a, const struct bg_replayer *r,
                             const struct bg_failure *f,
                             struct bg_progress *progress, const char *key);

#endif
