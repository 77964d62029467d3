/* play: games played to their end from states, bg-apply --play's and
 * bg-tournament's, over the match layer: by the policies alone, or
 * refereed, with bots, as a match or a tournament; their options
 * (setup.c, seats.c), the games of the schedule played over the threads
 * (match.c), each told, recorded and counted in order (told.c), a match
 * resumed from the records it wrote (resume.c), and the summary of a
 * match (summary.c) or a tournament (crosstable.c). */
#ifndef BG_PLAY_H
#define BG_PLAY_H

#include "cli/cli.h"

/* The players of a refereed run of --play (formats/bot.md): policies of
 * the engine and bots (cmd:COMMAND) in the order given, and the match's
 * options. */
struct bg_seat_policy {
	const char *word;    /* as given, for the tags: "cmd:./bot", "mc:200",
	                      * "new=cmd:./bot" */
	const char *name;    /* as the summaries show it: its NAME, else the
	                      * word */
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
	char *names;              /* their names, cut out of another */
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
	"      --comments WHAT  each decision's comment in the records: none (the\n" \
	"                     default), value (the policy's value of its move),\n" \
	"                     time, or value,time (the same bytes for every\n" \
	"                     --jobs but with time)\n"
/* The most games a match or --games plays: a 64-bit count of actions
 * cannot overflow, and a run can be stopped. */
#define BG_GAMES_MAX 1000000000UL
int bg_match_option(struct bg_match_setup *ms, const char *prog, int c,
                    const char *arg);
/* What the match options given do not go with; NULL when all is well. */
const char *bg_match_conflict(const struct bg_match_setup *ms, int play);
/* Does a policy of --play (a bot does not) judge by the evaluation? */
int bg_match_setup_judges(const struct bg_match_setup *ms);

/* --play's words, each a policy of the engine or cmd:COMMAND, maybe
 * after a display name (NAME=, match/match.h); a comma ends COMMAND only
 * before another policy word (random, exact, mc:, uct:, ab:, cmd:, or
 * NAME= before one); at most max of them.  A usage error names what is
 * wrong. */
int bg_match_setup_parse(struct bg_match_setup *ms, const char *text,
                         int max, struct bg_err *err);
void bg_match_setup_free(struct bg_match_setup *ms);
/* Is --play refereed: a bot among the policies, or --match? */
int bg_match_refereed(const struct bg_match_setup *ms);

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
	unsigned long failures; /* bots that could not start or failed as
	                         * programs, and matches of forfeits alone:
	                         * each told once on standard error */
	unsigned char failed[BG_POLICIES_MAX]; /* a policy's bot failure
	                                        * told */
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
/* The opening game g of m is played from: that of its cycle.  Here, not
 * in a file, since playing, telling and resuming a game all ask it. */
static inline const struct bg_opening *
bg_opening_of(const struct bg_games *gs, const struct bg_match *m,
              unsigned long g)
{
	return &gs->openings->at[g / m->sched.cycle % gs->openings->count];
}
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
/* A match's gate, once its games are played: passed 0; H0 accepted, a
 * score below --min-score, or a case of --report failed (a forfeit), 1; the SPRT undecided, 2; a bot that could
 * not start or failed, or a match of forfeits alone, 69. */
int bg_match_gate_status(const struct bg_games *gs);
/* Once the games from a state are counted: when every one was forfeited,
 * and no bot failure told it already, says so on standard error. */
void bg_match_forfeits_end(struct bg_games *gs, const struct bg_match *m);
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

#endif
