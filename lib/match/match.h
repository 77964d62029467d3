/* match: games between players that are not all bg's own
 * (formats/bot.md).  A bot is a program that reads state lines and
 * answers move words; bg runs it as a coprocess and referees: it draws
 * every chance event, checks every word against the listed moves, keeps
 * the time, and ends the game by forfeit when a bot fails.  A match
 * seats its policies by a schedule that rotates them, plays rounds of
 * games on the same dice, and tallies the results in the order of the
 * games: scores, Elo with its interval, LOS and the SPRT. */
#ifndef BG_MATCH_H
#define BG_MATCH_H

#include "engine/engine.h"

/* Limits on a bot, in milliseconds; 0 is none (but grace). */
struct bg_bot_limits {
	unsigned long move_ms;  /* one decision: the state written to the word
	                         * read */
	unsigned long game_ms;  /* all of a seat's decisions in one game */
	unsigned long grace_ms; /* a stopped bot's time to end by itself,
	                         * and again between SIGTERM and SIGKILL */
};

#define BG_BOT_MOVE_MS 10000 /* --move-time when none is given */
#define BG_BOT_GRACE_MS 500

/* Why a seat lost its game by forfeit. */
enum bg_forfeit_kind {
	BG_FORFEIT_NONE,
	BG_FORFEIT_TIME,    /* time forfeit (1203 ms, limit 1000) */
	BG_FORFEIT_ILLEGAL, /* illegal move 'x' ... */
	BG_FORFEIT_LINES,   /* more than one line for one state */
	BG_FORFEIT_LONG,    /* line too long (more than 128 bytes) */
	BG_FORFEIT_CLOSED,  /* closed: its output ended without an answer */
	BG_FORFEIT_INPUT,   /* closed its input */
	BG_FORFEIT_CRASHED, /* crashed (signal 11) */
	BG_FORFEIT_EXITED   /* exited (status 3) */
};

#define BG_REASON_MAX 512

struct bg_forfeit {
	enum bg_forfeit_kind kind;
	int seat;                   /* the seat that forfeits; -1: none */
	unsigned long ms;           /* a time forfeit: the time taken */
	int unanswered;             /* the process that failed had answered
	                             * nothing: it could not start */
	char reason[BG_REASON_MAX]; /* one line, as Termination: writes it */
};

/* The kind's one-word name for machines: "time", "illegal", "lines",
 * "long", "closed", "input", "crashed", "exited" ("" for none). */
const char *bg_forfeit_name(enum bg_forfeit_kind kind);
/* Did the bot fail as a program (its output ended: closed, exited,
 * crashed; or it closed its input), rather than lose at play (time, an
 * illegal move, lines)? */
int bg_forfeit_failed(enum bg_forfeit_kind kind);

/* The longest answer a bot may give, without its newline. */
#define BG_BOT_ANSWER_MAX BG_WORD_MAX

/* A bot: a command and, while it runs, its process.  It is started at its
 * first decision and lives across games until it fails or is stopped; a
 * bot that forfeits is stopped at once and started again at its next
 * decision.  One per seat and thread: nothing in it is shared. */
struct bg_bot {
	const char *command;  /* run by sh -c */
	const char *log;      /* its standard error is appended here; NULL:
	                       * /dev/null */
	struct bg_proc proc;
	unsigned long starts; /* processes started */
	uint64_t decisions_at_start; /* decisions when the process started */
	uint64_t game_us;     /* its time in the game under way */
	uint64_t decisions;   /* answers taken, and their time in all */
	uint64_t answer_us;
	size_t fill;          /* bytes of the answer read so far */
	char buf[2 * BG_BOT_ANSWER_MAX + 4];
};

void bg_bot_init(struct bg_bot *bot, const char *command, const char *log);
/* A new game: the bot's clock of the game back to 0. */
void bg_bot_new_game(struct bg_bot *bot);
/* One decision of st (a move or decision due): writes st's line, reads
 * the answer, and checks that it is a listed move.  0 with *mv the
 * move; 1 with *f the forfeit (f->seat is st's seat), the bot stopped;
 * -1 with err when the bot cannot be started at all (a log that cannot
 * be opened, no process to be had). */
int bg_bot_decide(struct bg_bot *bot, const struct bg_state *st,
                  const struct bg_bot_limits *lim, struct bg_move *mv,
                  struct bg_forfeit *f, struct bg_err *err);
/* Stops the bot if it runs: its input closed, grace_ms to end by itself,
 * then SIGTERM to its group, grace_ms, SIGKILL; reaped. */
void bg_bot_stop(struct bg_bot *bot, unsigned long grace_ms);

/* One seat's player in a refereed game: a bot, or an in-process choice
 * (a policy of the engine) that pick makes from rng. */
typedef int bg_pick_fn(const struct bg_state *st, struct bg_rng *rng,
                       struct bg_move *mv, void *ctx);

struct bg_player {
	struct bg_bot *bot; /* NULL: pick */
	bg_pick_fn *pick;
	void *ctx;
};

/* A game as the referee ended it. */
struct bg_refereed {
	struct bg_state final;
	unsigned long actions;
	int cut;                  /* stopped after BG_PLAYOUT_MAX_ACTIONS */
	struct bg_forfeit forfeit; /* kind BG_FORFEIT_NONE: ended by the
	                            * rules, or cut */
	int value[BG_MAX_SEATS];  /* each seat's share of the win, in
	                           * BG_VALUE_ONE units */
};

/* Sees an action of a refereed game before it is applied (a record
 * writer); -1 with err stops the game. */
typedef int bg_refereed_fn(const struct bg_state *st,
                           const struct bg_move *mv, void *ctx,
                           struct bg_err *err);

/* Plays st to its end: player[s] plays seat s; the k-th chance event of
 * the game draws from stream k of dice_key, and in-process choices from
 * rng.  each, if given, sees every action.  0 with *out; -1 with err
 * when a bot cannot be started or each fails. */
int bg_referee(const struct bg_state *st, struct bg_player *const *player,
               const struct bg_bot_limits *lim, uint64_t dice_key,
               struct bg_rng *rng, bg_refereed_fn *each, void *ctx,
               struct bg_refereed *out, struct bg_err *err);
/* Each seat's share of a game that ended in final: by the rules (as
 * bg_seat_values, a cut game a draw), or, when forfeit_seat is a seat,
 * 0 for it and an equal share of the win for every other seat. */
void bg_game_values(const struct bg_state *final, int forfeit_seat,
                    int *value);

/* The words of a list of seats' policies (words.c), as --play and the
 * records' Policy tag give them: POLICY, or NAME=POLICY, a display name
 * (letters, digits, '_', '.', '+', '-', at most BG_SEAT_POLICY_NAME_MAX)
 * before it, as cutechess-cli's name=; a comma ends cmd:COMMAND only
 * before another policy word.  The end of the word at p (its comma or
 * its NUL); the length of word's NAME (0: none); does a word start at p;
 * does the word of len bytes name name (its NAME, or the whole word)? */
#define BG_SEAT_POLICY_NAME_MAX 32
const char *bg_seat_word_end(const char *p);
size_t bg_seat_name_len(const char *word);
int bg_seat_word_starts(const char *p);
int bg_seat_word_names(const char *word, size_t len, const char *name);

/* The most policies of a tournament (a match has one a seat at most),
 * and the most tables. */
#define BG_POLICIES_MAX 32
#define BG_TABLES_MAX 100000UL

/* The schedule of a match of `policies` policies on a game of `seats`
 * seats (1 <= policies <= seats), or of a tournament of them.  A match
 * is one table of all its policies; a tournament has a table for each
 * combination of `table` policies (round robin: table = min(policies,
 * seats)), or in a gauntlet one for the first policy with each other
 * (table 2).  Rotated, seat s of game g holds the table's policy (s + g)
 * mod table, so that in every `table` games each policy holds each seat
 * once: a round.  Not rotated, policy i holds seat i (one policy: every
 * seat).  The games go round by round, a round of each table in turn (a
 * cycle); the games of a cycle meet the same dice; with two policies on
 * two seats a round is a pair, the second game the first with the seats
 * swapped. */
struct bg_schedule {
	int policies;
	int seats;
	int rotate;
	int table;             /* policies at a table */
	int gauntlet;          /* the tables of a gauntlet */
	unsigned long tables;  /* 1 in a match */
	unsigned long games;
	unsigned long round;   /* games of a round: table if rotated, else 1 */
	unsigned long cycle;   /* games of a cycle: round * tables */
	int paired;            /* two policies at a table of two seats,
	                        * rotated */
};

int bg_schedule_init(struct bg_schedule *s, int policies, int seats,
                     int rotate, unsigned long games, struct bg_err *err);
/* A tournament's schedule of games cycles (2 <= policies <=
 * BG_POLICIES_MAX): round robin, or a gauntlet. */
int bg_schedule_tournament(struct bg_schedule *s, int policies, int seats,
                           int gauntlet, unsigned long cycles,
                           struct bg_err *err);
/* The policies of table t, in the order the rotation seats them. */
void bg_schedule_table(const struct bg_schedule *s, unsigned long t,
                       int *policy);
/* The policy at seat of game g. */
int bg_schedule_policy(const struct bg_schedule *s, unsigned long g,
                       int seat);
/* Which of its policy's seats in game g that seat is, 0 for the first:
 * the policy's bot process of that number plays it. */
int bg_schedule_copy(const struct bg_schedule *s, unsigned long g, int seat);
/* The key of game g's dice, the same for every game of its cycle: from
 * stream 2c of the state's key (c the cycle); game g's in-process
 * choices draw from stream 2g + 1 of it. */
uint64_t bg_schedule_dice_key(const struct bg_schedule *s, uint64_t key,
                              unsigned long g);
void bg_schedule_choices(struct bg_rng *rng, uint64_t key, unsigned long g);

/* Statistics of a match or tournament: per policy, between each two, and
 * for two policies on two seats,
 * policy 0's results against policy 1 game by game and pair by pair. */
enum { BG_PENTA_LL, BG_PENTA_LD, BG_PENTA_WL, BG_PENTA_DD, BG_PENTA_WD,
       BG_PENTA_WW, BG_PENTA_KINDS };

struct bg_match_stats {
	int policies, seats;
	unsigned long games;
	unsigned long played[BG_POLICIES_MAX]; /* games a policy sat in */
	unsigned long wins[BG_POLICIES_MAX], draws[BG_POLICIES_MAX],
	              losses[BG_POLICIES_MAX], forfeits[BG_POLICIES_MAX];
	unsigned long cut;            /* games cut, counted as draws */
	int64_t score[BG_POLICIES_MAX];  /* shares of the win, BG_VALUE_ONE
	                                  * units */
	unsigned long seat_games[BG_POLICIES_MAX][BG_MAX_SEATS];
	                              /* [policy][seat] */
	int64_t seat_score[BG_POLICIES_MAX][BG_MAX_SEATS];
	/* The crosstable: every two seats of a game held by two policies
	 * are one result between them, won by the seat with the greater
	 * share of the win, drawn when the shares are equal; pair_games[i][j]
	 * such results, pair_points[i][j] i's points from them in halves
	 * (a win 2, a draw 1). */
	unsigned long pair_games[BG_POLICIES_MAX][BG_POLICIES_MAX];
	unsigned long pair_points[BG_POLICIES_MAX][BG_POLICIES_MAX];
	unsigned long penta[BG_PENTA_KINDS]; /* complete pairs, by policy 0's
	                                      * two results */
	int first;    /* policy 0's result in the open pair: 0 loss, 1 draw,
	               * 2 win; -1: no open pair */
};

/* One game's result for the tally: its number and each seat's share. */
struct bg_match_result {
	unsigned long number;
	int value[BG_MAX_SEATS];
	int forfeit_seat; /* -1: none */
	int cut;          /* not over after BG_PLAYOUT_MAX_ACTIONS */
	void *data;       /* the caller's, handed back in order */
};

/* Elo of policy 0 against policy 1 from counts of results, each result a
 * score (0, 1/2, 1; or a pair's 0, 1/4, ... 1). */
struct bg_elo {
	unsigned long n; /* games (trinomial) or pairs (pentanomial) */
	double score;    /* mean score */
	double var;      /* variance of one game's (pair's) score */
	double elo;      /* -400 log10(1/score - 1) */
	double lo, hi;   /* the 95% interval; +-INFINITY past 0 or 1, and
	                  * a sweep's exact bound on its finite side; both
	                  * infinite when every result was the same but not
	                  * a sweep (var 0: nothing to bound it by) */
	double error;    /* (hi - lo) / 2, the +- of fastchess */
	double los;      /* likelihood of superiority, 0 to 1; NAN when
	                  * var is 0 but not a sweep */
};

/* From wins, draws and losses (games not paired). */
void bg_elo_trinomial(unsigned long w, unsigned long d, unsigned long l,
                      struct bg_elo *e);
/* From pairs (penta[BG_PENTA_*]), fastchess's elo_pentanomial. */
void bg_elo_pentanomial(const unsigned long *penta, struct bg_elo *e);

/* The ratings of a tournament from all its results at once (Ordo's
 * model): the logistic Elo model, each pairwise result of the crosstable
 * a game (a draw half a win), fitted by maximum likelihood with the
 * anchor's rating held at 0; one virtual draw added between every two
 * policies that met, so that a policy that won or lost everything has a
 * finite rating.  error[i] is the half-width of i's 95% interval from
 * the likelihood's curvature (the anchor's 0). */
struct bg_ratings {
	int policies, anchor;
	int connected;   /* every policy met the anchor through others */
	double elo[BG_POLICIES_MAX], error[BG_POLICIES_MAX];
};
void bg_ratings_fit(const struct bg_match_stats *st, int anchor,
                    struct bg_ratings *r);

/* The sequential probability ratio test of H0: elo = elo0 against H1:
 * elo = elo1, in logistic Elo, with error rates alpha and beta. */
struct bg_sprt {
	double elo0, elo1, alpha, beta;
	double lower, upper; /* log(beta / (1 - alpha)), log((1 - beta) /
	                      * alpha) */
};

enum bg_sprt_verdict { BG_SPRT_GOING, BG_SPRT_H0, BG_SPRT_H1 };

/* "ELO0,ELO1[,ALPHA,BETA]" (defaults 0.05): a usage error says what is
 * wrong. */
int bg_sprt_parse(const char *text, struct bg_sprt *s, struct bg_err *err);
void bg_sprt_init(struct bg_sprt *s, double elo0, double elo1, double alpha,
                  double beta);
/* The generalised log-likelihood ratio of the counts. */
double bg_sprt_llr_trinomial(const struct bg_sprt *s, unsigned long w,
                             unsigned long d, unsigned long l);
double bg_sprt_llr_pentanomial(const struct bg_sprt *s,
                               const unsigned long *penta);
enum bg_sprt_verdict bg_sprt_judge(const struct bg_sprt *s, double llr);

/* A match in progress: results come in any order (the games run in
 * threads), and are counted strictly in the order of the games, so that
 * what is counted, and where the SPRT stops, is the same for every number
 * of threads.  The SPRT is judged after each pair (or each game, when
 * games are not paired), on the games before it; the first verdict ends
 * the match there, and the games after it are dropped, whether they are
 * finished or not. */
typedef int bg_counted_fn(const struct bg_match_result *r, void *ctx,
                          struct bg_err *err);

struct bg_match {
	struct bg_schedule sched;
	struct bg_match_stats stats;
	const struct bg_sprt *sprt; /* NULL: none */
	double llr;
	enum bg_sprt_verdict verdict;
	unsigned long next;   /* the games counted: 0 to next - 1 */
	unsigned long end;    /* the games the match counts: all of the
	                       * schedule's, or to where the SPRT stopped */
	unsigned long window; /* games that may finish ahead of next */
	struct bg_match_result *ahead; /* window slots, game g at g % window */
	unsigned char *held;
};

int bg_match_init(struct bg_match *m, const struct bg_schedule *s,
                  const struct bg_sprt *sprt, unsigned long window,
                  struct bg_err *err);
void bg_match_free(struct bg_match *m);
/* May game g be started now: is it counted, and within the window? */
int bg_match_may_start(const struct bg_match *m, unsigned long g);
/* Takes a finished game's result; counted calls counted (if given) for
 * every game that can now be counted, in order.  Returns 1 when the
 * match is over (every game counted, or the SPRT has decided), else 0;
 * -1 with err for a game outside the window or given twice, or when
 * counted fails.  A dropped game's result is passed over. */
int bg_match_add(struct bg_match *m, const struct bg_match_result *r,
                 bg_counted_fn *counted, void *ctx, struct bg_err *err);
/* Elo of the match so far: pentanomial over its pairs when games are
 * paired, else trinomial; 0, or -1 when there is none (not two policies
 * on two seats, or no game counted). */
int bg_match_elo(const struct bg_match *m, struct bg_elo *e);

/* The tally alone, for results already in order. */
void bg_stats_init(struct bg_match_stats *st, int policies, int seats);
void bg_stats_add(struct bg_match_stats *st, const struct bg_schedule *s,
                  const struct bg_match_result *r);

#endif
