/* engine: what the computer does with states through the game interface:
 * perft, and (formats/analysis.md) games played to the end in memory,
 * moves chosen by a policy, and Monte-Carlo values of moves and states.
 * Everything here goes through the game interface of bg.h and knows no
 * rule of its own.
 *
 * A program built on libbg includes this header, which includes those
 * below it: make install puts them under INCLUDEDIR/bg/ with libbg.a,
 * and bg.pc gives the flags (cc bot.c $(pkg-config --cflags --libs bg);
 * examples/bot.c is a whole bot).  What such a program uses is the
 * stable interface, which keeps its meaning from one version to the
 * next; the rest of these headers is the programs' own and may change.
 *
 *   errors (util.h)  struct bg_err: the message and the exit status it
 *                    calls for; bg_fail makes one, bg_prefix_at puts
 *                    the place before its message
 *   states (core.h)  bg_defs_init and bg_defs_free, the games'
 *                    definitions in use; bg_state_parse, a state line
 *                    of any game (formats/notation.md) into a struct
 *                    bg_state, of at most BG_LINE_MAX bytes
 *   moves (bg.h)     through st.game: moves lists the legal moves (at
 *                    most BG_MAX_MOVES) in bg-moves' order, format_move
 *                    writes one as a word (at most BG_WORD_MAX bytes),
 *                    apply plays one; phase, seat, actor and outcome
 *                    say who is to act and who has won; bg_state_act
 *                    (core.h) applies an action word as bg-apply does
 *   policies (here)  bg_policy_parse reads a policy word (random, mc:N,
 *                    uct:N, ab:D, ply:N, rollout:N, exact, default:
 *                    formats/analysis.md); bg_pool_new and bg_pool_free
 *                    make and end the threads and memory the searches
 *                    use; bg_policy_pick, given bg_exec_pool(pool) and
 *                    a struct bg_rng seeded by bg_rng_seed, picks the
 *                    policy's move */
#ifndef BG_ENGINE_H
#define BG_ENGINE_H

#include "core/core.h"

/* Perft: leaves of the game tree at depth plies; a chance event is
 * expanded over every outcome and is not a ply. */
uint64_t bg_perft(const struct bg_state *st, int depth);

/* A playout not over after this many actions is cut and counts as a draw
 * (a game such as Wari without its quiet rule may never end). */
#define BG_PLAYOUT_MAX_ACTIONS 100000UL

/* The most playouts per move (mc:N, --eval N, --analyse N). */
#define BG_PLAYOUTS_MAX 1000000UL

/* The most threads (--jobs). */
#define BG_JOBS_MAX 64

/* Threads: a pool started once for a run, whose workers take part in
 * each piece of work; the thread that made the pool is worker 0, so a
 * pool of one job starts no thread.  Each worker keeps the memory its
 * searches need (BG_MEM_*) from one search to the next. */
struct bg_pool;
struct bg_worker;

/* -1 with err set when a thread cannot start (status 70). */
int bg_pool_new(struct bg_pool **pool, int jobs, struct bg_err *err);
void bg_pool_free(struct bg_pool *pool);
int bg_pool_jobs(const struct bg_pool *pool);

/* Where a piece of work runs: on one worker alone, or (wide) on every
 * worker of the pool.  Work inside work runs alone on its worker. */
struct bg_exec {
	struct bg_pool *pool;
	struct bg_worker *self;
	int wide;
};

/* The whole pool, for the thread that made it. */
struct bg_exec bg_exec_pool(struct bg_pool *pool);
/* Worker w alone. */
struct bg_exec bg_exec_alone(struct bg_pool *pool, struct bg_worker *w);
/* The workers ex may use: the pool's jobs when wide, else 1. */
int bg_exec_threads(const struct bg_exec *ex);

typedef void bg_task_fn(void *arg, struct bg_worker *w);
/* Runs fn(arg, w) on want workers at the most (ex->self among them) and
 * returns when every one has returned. */
void bg_exec_run(const struct bg_exec *ex, bg_task_fn *fn, void *arg,
                 int want);
/* 0 for the worker of the thread that made the pool. */
int bg_worker_index(const struct bg_worker *w);

enum { BG_MEM_TABLE, BG_MEM_NODES, BG_MEM_KINDS };
/* Worker memory of a kind, at least bytes long, zero when it is new and
 * kept for the next call; NULL with err set when it cannot be had. */
void *bg_worker_mem(struct bg_worker *w, int kind, size_t bytes,
                    struct bg_err *err);

enum bg_policy_kind {
	BG_POLICY_RANDOM, /* uniform over the listed moves */
	BG_POLICY_MC,     /* each move tried with n random playouts */
	BG_POLICY_UCT,    /* Monte-Carlo tree search, n iterations */
	BG_POLICY_AB,     /* alpha-beta (expectiminimax, max^n), n plies */
	BG_POLICY_EXACT,  /* the game's solver: exact values, or refused */
	BG_POLICY_PLY,    /* n-ply expectimax on the learned evaluation */
	BG_POLICY_ROLLOUT, /* n games played on from each candidate */
	BG_POLICY_DEFAULT /* the game's default, one of the above */
};

/* The leaves of ab:D: the game's own evaluation, or the scores alone. */
enum bg_leaf { BG_LEAF_GAME, BG_LEAF_SCORE };

struct bg_policy {
	enum bg_policy_kind kind;
	unsigned long n;  /* playouts, iterations or plies; 0 with ms */
	unsigned long ms; /* uct:Ts, ab:Ts: the time a decision takes */
	enum bg_leaf leaf;
};

/* The deepest ab:D. */
#define BG_DEPTH_MAX 64
/* The longest time budget, in milliseconds (uct:3600s). */
#define BG_TIME_MAX_MS 3600000UL

/* The deepest ply:N: three plies already judge every reply to every
 * outcome of two chance events. */
#define BG_PLY_MAX 3
/* The most games of rollout:N a candidate. */
#define BG_ROLLOUT_MAX 100000UL

/* What the word default names in game, as the game's policy says:
 * what bg-moves --best plays when no policy is named, and bg-play
 * uses, the strongest policy of the engine that takes at most a
 * tenth of a second a decision in a dice game (ply:3 on the learned
 * evaluation, ply:2 in Waju; bench/learned.sh), and uct:20000 in Wari,
 * about a second. */
const char *bg_policy_default(const struct bg_game *game);
/* The policy word default names as an analysis's judge: game's judge,
 * one that samples nothing (ab:12 in Wari), else its default. */
const char *bg_judge_default(const struct bg_game *game);
/* Does p judge positions by the game's evaluation (uct:N, ab:D, ply:N,
 * rollout:N and default), not by playouts, at random or exactly alone? */
int bg_policy_judges(const struct bg_policy *p);
/* Do p's choices and values depend on the seed, or for a time form on
 * the clock (random, mc, uct, rollout, a time form, and default, which
 * is unresolved)? */
int bg_policy_varies(const struct bg_policy *p);
/* p, with default replaced by what it names in game: as a policy, or as
 * the judge of an analysis. */
void bg_judge_for(const struct bg_policy *p, const struct bg_game *game,
                  struct bg_policy *out);
/* As a policy, default names the game's home_policy where st is in the
 * home stretch, else its policy. */
void bg_policy_for(const struct bg_policy *p, const struct bg_state *st,
                   struct bg_policy *out);

/* Policies for the seats: one for every seat, or one per seat in order. */
struct bg_policies {
	int count;
	struct bg_policy seat[BG_MAX_SEATS];
};

/* A policy word (formats/analysis.md): random, mc:N, uct:N, uct:Ts,
 * ab:D, ab:Ts, ab:D:score, ab:Ts:score, exact, ply:N, default; a usage
 * error names what
 * is wrong.  Whether the game has a solver for exact is known only with
 * a state: bg_exact_value says. */
int bg_policy_parse(const char *text, size_t len, struct bg_policy *p,
                    struct bg_err *err);
/* The usage error of a word that is no policy: the policy most like it
 * when one is near ("did you mean uct:300?"), else the policies, the
 * last of them last ("exact or default"); -1. */
int bg_policy_unknown(const char *text, size_t len, const char *last,
                      struct bg_err *err);
/* A policy that judges moves (--eval, --analyse): N alone is mc:N. */
int bg_judge_parse(const char *text, struct bg_policy *p, struct bg_err *err);
/* One policy word, or a comma-separated list of them. */
int bg_policies_parse(const char *text, struct bg_policies *out,
                      struct bg_err *err);
/* The policy of a state's seat, or an error when the list does not fit
 * the game's number of seats. */
int bg_policies_check(const struct bg_policies *p, const struct bg_state *st,
                      struct bg_err *err);

/* A seat's value of a state, in BG_VALUE_ONE units: a win 1, a win
 * shared by k seats 1/k, a loss 0; a draw, or a game not over, shares
 * the win among all seats.  margin is the seat's score less the best
 * score of the others (0 for a game without scores). */
void bg_seat_values(const struct bg_state *st, int *value, int *margin);

/* The outcome of the chance event due in st, drawn from rng (every die
 * uniform over its faces); 0 when none is due. */
int bg_draw_chance(const struct bg_state *st, struct bg_rng *rng,
                   struct bg_move *mv);

/* Every outcome of a chance event, each die in turn from 1 to its faces,
 * the last die fastest: the first, then the next (0 after the last). */
void bg_first_outcome(const struct bg_chance *ev, struct bg_move *mv);
int bg_next_outcome(const struct bg_chance *ev, struct bg_move *mv);
/* The mean over every outcome of the chance event ev of st, each equally
 * likely, of value(ctx, the state after it, its values for each of the
 * seats), in whole units rounded down. */
typedef void bg_value_fn(void *ctx, const struct bg_state *st, int32_t *v);
void bg_outcome_mean(const struct bg_state *st, const struct bg_chance *ev,
                     int seats, bg_value_fn *value, void *ctx, int32_t *mean);

/* Performs the chance event that is due, if any, with dice from rng;
 * returns 1 when it rolled. */
int bg_roll_due(struct bg_state *st, struct bg_rng *rng);

/* Plays st to its end (or BG_PLAYOUT_MAX_ACTIONS): chance events and
 * uniformly random moves drawn from rng.  Returns the actions taken. */
unsigned long bg_playout(struct bg_state *st, struct bg_rng *rng);

/* What playouts from a position gave: per candidate move, the sums of
 * the mover's values, their squares and margins; per seat, the same for
 * the position itself. */
struct bg_tally {
	int64_t sum, sumsq, margin;
};

struct bg_eval {
	int nmoves;       /* candidates; 0 when the position itself is judged */
	int mover;        /* the seat whose moves they are */
	int seats;
	unsigned long n;  /* playouts per candidate */
	struct bg_move move[BG_MAX_MOVES];
	struct bg_tally tally[BG_MAX_MOVES];
	struct bg_tally seat[BG_MAX_SEATS]; /* nmoves == 0 */
};

/* Plays n playouts after each legal move of st (or, with seats set, n
 * from st itself for every seat), playout i of every candidate drawing
 * from stream i of key: the candidates meet the same dice (common random
 * numbers), and the sums are the same for every number of threads. */
void bg_evaluate(const struct bg_state *st, uint64_t key, unsigned long n,
                 int seats, const struct bg_exec *ex, struct bg_eval *ev);

/* The candidates in order of value, best first; ties keep the moves'
 * documented order.  order[] gets nmoves indexes. */
void bg_eval_rank(const struct bg_eval *ev, int *order);

/* Mean and standard error of a tally of n playouts, as fractions of a
 * win, and the mean margin. */
double bg_tally_mean(const struct bg_tally *t, unsigned long n);
double bg_tally_se(const struct bg_tally *t, unsigned long n);
double bg_tally_margin(const struct bg_tally *t, unsigned long n);

/* Exact values (formats/analysis.md, "Exact values"): the solver of a
 * game (its solve hook), made by the pool the first time a state of that
 * game asks, shared by the pool's threads and freed with the pool, its
 * tables taking at most BG_EXACT_BYTES (the standard Wari board: every
 * position of up to 15 stones, about 0.6 GiB while the last layer is
 * built; the large tables are kept in table files, core/tables.c, and
 * read back by the next program).  The policy exact judges every move by
 * it; uct and ab take its value for every position it reaches, as they
 * take a finished game's, and mark the moves it proves exact.  A build
 * may give more (make CPPFLAGS=-DBG_EXACT_MIB=4096, as bench/endgames.sh
 * does to judge the searches beyond their own reach). */
#ifndef BG_EXACT_MIB
#define BG_EXACT_MIB 1024
#endif
#define BG_EXACT_BYTES ((size_t)BG_EXACT_MIB << 20)

/* 1 and *out (every seat's value in BG_VALUE_ONE units, and margin)
 * when the solver of st's game reaches st; 0 with err set when it does
 * not: BG_EX_DATAERR beyond its reach, BG_EX_USAGE in a game without a
 * solver; -1 with err set on a failure (BG_EX_SOFTWARE: out of memory).
 * A NULL err asks for no reason (a search's question), which the solver
 * may answer sooner.
 * The answer depends on neither the threads nor what was asked before. */
int bg_exact_value(struct bg_pool *pool, const struct bg_state *st,
                   struct bg_exact *out, struct bg_err *err);
/* 0 when game has a solver and pool's tables are on, else -1 with err
 * set (BG_EX_USAGE): the policy exact is refused, whatever the state. */
int bg_exact_missing(const struct bg_pool *pool, const struct bg_game *game,
                     struct bg_err *err);
/* --no-tables: no game's solver is made in pool; exact is refused and
 * the searches go without exact values. */
void bg_pool_tables_off(struct bg_pool *pool);
/* The pool's solver of game, made at the first call (NULL with err set
 * when game has none, BG_EX_USAGE, or it cannot be made). */
void *bg_pool_solver(struct bg_pool *pool, const struct bg_game *game,
                     struct bg_err *err);

/* Searches (uct:N, ab:D, exact): what one says of each move of a state.  Values
 * are in BG_EVAL_ONE units, the game's evaluation's: 0 a loss, BG_EVAL_ONE
 * a win, for the seat that makes the move. */
#define BG_PV_MAX 32

struct bg_judged {
	struct bg_move move;
	int64_t value;
	int exact;           /* proven: the value of best play to the end */
	/* uct: the iterations through the move, the sums of their values
	 * (in BG_VALUE_ONE units) and squares, and of the margins of those
	 * that reached the end of a game (margins of them). */
	unsigned long visits;
	int64_t sum, sumsq, margin;
	unsigned long margins;
	/* ab: the plies searched, and the principal variation after the
	 * move (up to the first chance event), with the margin at its end. */
	int depth;
	int pv_len;
	struct bg_move pv[BG_PV_MAX];
};

struct bg_search {
	enum bg_policy_kind kind;
	int mover, seats;
	int nmoves;
	struct bg_judged row[BG_MAX_MOVES]; /* in the listed order */
	int order[BG_MAX_MOVES];            /* best first */
	unsigned long work;  /* iterations (uct) or positions (ab) in all */
};

/* Judges every listed move of st, which must have a move due, by p (uct,
 * ab or exact), drawing from key, run as ex says: the count forms give
 * the same for every number of threads.  0, or -1 with err set when the
 * search memory cannot be had or, for exact, when the solver does not
 * reach the state after a move (bg_exact_value's statuses).  An exact
 * row has exact set, its value (BG_EVAL_ONE units) and its margin
 * (margins 1); exact ranks by value, then margin. */
int bg_search_run(const struct bg_policy *p, const struct bg_state *st,
                  uint64_t key, const struct bg_exec *ex, struct bg_search *s,
                  struct bg_err *err);
/* Judges move m of s (a search of st by p from key) as deep as the
 * moves ranked first, where the search judged it shallower (ply:N's
 * filter, the moves rollout:N does not roll out): the played move of an
 * analysis is judged as the best is (gnubg's).  The ranking is redone. */
void bg_search_add(const struct bg_policy *p, const struct bg_state *st,
                   uint64_t key, const struct bg_exec *ex,
                   struct bg_search *s, int m);
/* The row's value and standard error as fractions of a win (se < 0:
 * not sampled), and its mean margin. */
double bg_judged_value(const struct bg_judged *j);
double bg_judged_se(const struct bg_judged *j);

/* The searches, as bg_search_run calls them; they fill the rows and
 * work, bg_search_run the rest. */
int bg_uct(const struct bg_policy *p, const struct bg_state *st,
           uint64_t key, const struct bg_exec *ex, struct bg_search *s,
           struct bg_err *err);
int bg_ab(const struct bg_policy *p, const struct bg_state *st,
          const struct bg_exec *ex, struct bg_search *s, struct bg_err *err);
int bg_exact(const struct bg_state *st, const struct bg_exec *ex,
             struct bg_search *s, struct bg_err *err);
int bg_ply(const struct bg_policy *p, const struct bg_state *st,
           const struct bg_exec *ex, struct bg_search *s);
int bg_rollout(const struct bg_policy *p, const struct bg_state *st,
               uint64_t key, const struct bg_exec *ex, struct bg_search *s);
/* Rolls out the n distinct moves of s listed in moves[] (at most eight; an exact
 * one keeps its value), each as rollout:N p would, from key's streams:
 * each row's value, sums and games replaced.  How many were rolled. */
int bg_rollout_moves(const struct bg_policy *p, const struct bg_state *st,
                     uint64_t key, const struct bg_exec *ex,
                     struct bg_search *s, const int *moves, int n);
/* Searches move m of s, a ply:N search, N plies deep when the filter
 * left it shallower (an exact move is deep enough): 1 when it did, else
 * 0.  The ranking is not redone (bg_search_add does). */
int bg_ply_deepen(const struct bg_policy *p, const struct bg_state *st,
                  const struct bg_exec *ex, struct bg_search *s, int m);
/* ply:1's judgement of every move of s, each row's value at depth 1,
 * and the best keep of them (none when keep is 0), best first, into
 * best[]: how many. */
int bg_ply_first(const struct bg_state *st, const struct bg_exec *ex,
                 struct bg_search *s, int keep, int *best);

/* The transposition table of ab:D (tt.c): entries of a state's hash,
 * its value (seat 0's with two seats, every seat's else) searched depth
 * plies deep, what the value is (BG_BOUND_*), whether it is proven, and
 * the listed index of the best move (0xff: none). */
enum { BG_BOUND_EXACT, BG_BOUND_LOWER, BG_BOUND_UPPER };

struct bg_tt_entry {
	uint64_t key;
	uint32_t stamp;
	int32_t value[BG_MAX_SEATS];
	int8_t depth;
	uint8_t bound, proven, move;
};

struct bg_tt {
	struct bg_tt_entry *e;
	size_t mask;
	uint32_t stamp;
};

/* The worker's table for a new search; -1 with err set without memory. */
int bg_tt_open(struct bg_tt *tt, struct bg_worker *w, struct bg_err *err);
uint64_t bg_state_hash(const struct bg_state *st);
/* The entry of key stored in this search, or NULL. */
struct bg_tt_entry *bg_tt_find(const struct bg_tt *tt, uint64_t key);
/* The entry to store key's in (taking the place of whatever was there). */
struct bg_tt_entry *bg_tt_slot(const struct bg_tt *tt, uint64_t key);

/* The learned evaluation (net.c, weights.c, formats/evaluation.md): a
 * network of one hidden layer over a game's features (its features
 * hook), one score a seat from the seat's point of view, the seats'
 * chances the softmax of their scores.  w holds the hidden biases, a
 * row of hidden weights for each input, the output's weights and bias. */
#define BG_NET_HIDDEN_MAX 128
/* The largest weight a file may hold, either sign: the sums of a forward
 * pass (at most BG_FEATURES_MAX inputs, each a small number) stay
 * finite. */
#define BG_NET_WEIGHT_MAX 65536

struct bg_net {
	const struct bg_game *game;
	uint64_t definition;   /* FNV-1a of the definition text it is for */
	int inputs, hidden;
	unsigned long games;   /* self-play games it was trained on */
	size_t n;              /* weights in w */
	float *w;
	struct bg_home *home;  /* the home stretch's evaluation, or NULL */
};

/* The home stretch's evaluation (home.c; formats/evaluation.md, "The
 * home stretch") of a game that has one, NULL in the others; made empty, its
 * distributions worked out for a rule set and its seats on first use
 * (under a lock: threads may share it). */
#define BG_HOME_TURNS 128 /* turns a seat's distribution counts */
struct bg_home;
struct bg_home *bg_home_new(const struct bg_game *game, struct bg_err *err);
void bg_home_free(struct bg_home *home);
/* Each seat's chance (adding up to 1) in a state where every seat is in
 * the home stretch and a seat's roll is due, and the same in
 * BG_EVAL_ONE units: 1, or 0 when st is not such a state (or race is
 * NULL). */
int bg_home_chances(struct bg_home *home, const struct bg_state *st,
                    int seats, double *p);
int bg_home_values(struct bg_home *home, const struct bg_state *st, int seats,
                   int32_t *value);
/* Is every seat of st in its game's home stretch (a roll or a move
 * due)? */
int bg_home_within(const struct bg_state *st);
/* Chances p adding up to 1 in whole BG_EVAL_ONE units adding up to
 * BG_EVAL_ONE: the last seat has what the others leave. */
void bg_chance_units(const double *p, int seats, int32_t *value);

/* e^x, the same bytes on every machine, for x up to 700. */
double bg_exp(double x);
size_t bg_net_size(int inputs, int hidden);
/* A network of zeros for game's built-in definition; -1 with err (70). */
int bg_net_new(struct bg_net *net, const struct bg_game *game, int hidden,
               struct bg_err *err);
void bg_net_free(struct bg_net *net);
void bg_net_randomise(struct bg_net *net, struct bg_rng *rng);
/* A seat's score from its n features; pre gets the hidden units' sums. */
float bg_net_forward(const struct bg_net *net, const struct bg_feature *f,
                     int n, float *pre);
/* Each seat's chance (they add up to 1), and the same in BG_EVAL_ONE
 * units adding up to BG_EVAL_ONE exactly. */
void bg_net_chances(const struct bg_net *net, const struct bg_state *st,
                    int seats, double *p);
/* The network's speed: every seat's chances of the n states st (none
 * over), again and again for a second; the positions and the seats'
 * evaluations it judged a second. */
void bg_net_speed(const struct bg_net *net, const struct bg_state *st, int n,
                  double *positions, double *seats);
void bg_net_values(const struct bg_net *net, const struct bg_state *st,
                   int seats, int32_t *value);
/* One step of gradient descent, of rate, on the cross-entropy of the
 * seats' chances in st against target. */
void bg_net_learn(struct bg_net *net, const struct bg_state *st, int seats,
                  const double *target, float rate);
/* The weights file's text (a new buffer), and the reading of one, name
 * the file's for messages: one line and 65 for anything but weights of
 * game's built-in definition whole. */
int bg_net_text(const struct bg_net *net, char **text, size_t *len,
                struct bg_err *err);
const struct bg_game *bg_net_game(const char *text, size_t len);
int bg_net_read(struct bg_net *net, const struct bg_game *game,
                const char *text, size_t len, const char *name,
                struct bg_err *err);

/* Training by TD(lambda) on self-play (train.c): the states after each
 * move of a game, up to BG_TRAIN_STATES (a longer game is cut off and
 * shared alike), and each one's chances as the network judged them. */
#define BG_TRAIN_STATES 8192

struct bg_train {
	struct bg_net *net;
	float rate;
	double lambda;
	/* The tables as a teacher: a state after a move that the solver
	 * of this pool reaches learns its exact value, which the states
	 * before it are then mixed back from; NULL: self-play alone. */
	struct bg_pool *teacher;
	size_t cap;
	struct bg_state *after;
	double (*value)[BG_MAX_SEATS];
};

int bg_train_new(struct bg_train *t, struct bg_net *net, struct bg_err *err);
void bg_train_free(struct bg_train *t);
/* One game from start, its dice drawn from rng, each seat choosing by
 * the network one ply deep; then every state after a move learns. */
void bg_train_game(struct bg_train *t, const struct bg_state *start,
                   struct bg_rng *rng);
/* A game's first state of players seats, its set-up (Spook's boards)
 * drawn from rng: 0, or -1 with err. */
int bg_train_start(struct bg_defs *defs, const struct bg_game *game,
                   int players, struct bg_rng *rng, struct bg_state *st,
                   struct bg_err *err);
/* The learning curve's point: net's score one ply deep (ply:1) against
 * mc:100 in games 2-seat games of seed, half in each seat on the same
 * dice, into *score (0 to 1). */
int bg_train_curve(struct bg_defs *defs, const struct bg_net *net,
                   uint64_t seed, unsigned long games, double *score,
                   struct bg_err *err);

/* Decisions with every move's exact value for its mover (bg-train
 * --curve-states), to judge a network against the tables: n states, a
 * move or an option due in each, the values of decision i's moves in the game's
 * order from value[at[i]]. */
struct bg_decisions {
	struct bg_state *st;
	size_t *at;
	int32_t *value;  /* BG_EVAL_ONE units */
	size_t n, cap, used, vcap;
};
struct bg_decisions_score {
	unsigned long matter;  /* decisions whose moves differ in value */
	unsigned long optimal; /* of those, where the network picks a best */
	double loss;           /* their mean loss of chance */
};
/* st and its moves' exact values by pool's solver added to d: 1; 0
 * with err when st is no decision or the solver does not reach the
 * state after one of its moves; -1 with err on a failure. */
int bg_decisions_add(struct bg_decisions *d, struct bg_pool *pool,
                     const struct bg_state *st, struct bg_err *err);
void bg_decisions_free(struct bg_decisions *d);
/* How the move net judges best one ply deep (ply:1 without tables, as
 * training plays) does in d: a best move within 0.00005 of the best
 * value, among the decisions whose moves differ by more than 0.0001. */
void bg_decisions_score(const struct bg_decisions *d, const struct bg_net *net,
                        struct bg_decisions_score *out);

/* The pool's learned evaluation of game: the weights given to
 * bg_pool_use_net, else the game's embedded ones (read the first time
 * they are asked for); NULL when the game has none, or its evaluation
 * is the race one (bg_pool_race: a --rules definition). */
const struct bg_net *bg_pool_net(struct bg_pool *pool,
                                 const struct bg_game *game);
/* Takes net over (freed with the pool); -1 with err when the pool holds
 * as many as it can. */
int bg_pool_use_net(struct bg_pool *pool, struct bg_net *net,
                    struct bg_err *err);
void bg_pool_race(struct bg_pool *pool, const struct bg_game *game);

/* A leaf's value for each seat, in BG_EVAL_ONE units: a finished game's
 * exact values, else the learned evaluation net (when not NULL), the
 * game's evaluation or the scores (leaf). */
void bg_leaf_values(const struct bg_state *st, enum bg_leaf leaf,
                    const struct bg_net *net, int seats, int32_t *value);
/* The same for a state judged without looking ahead: a finished game's
 * result, else the exact value where the pool exact's solver (when not
 * NULL) reaches, else the learned evaluation.  1 when the value is
 * exact (the result or the solver's), else 0. */
int bg_leaf_judge(struct bg_pool *exact, const struct bg_net *net,
                  const struct bg_state *st, int seats, int32_t *value);

/* Milliseconds on a monotonic clock, for time budgets. */
static inline uint64_t
bg_clock_ms(void)
{
	return bg_clock_us() / 1000;
}

/* The move a policy picks in st: 0 and *mv, 1 when no move is due, -1
 * with err set when its search cannot have its memory.  A search draws
 * its key from rng and runs as ex says, which changes only the time. */
int bg_policy_pick(const struct bg_policy *p, const struct bg_state *st,
                   const struct bg_exec *ex, struct bg_rng *rng,
                   struct bg_move *mv, struct bg_err *err);
/* The same, and *value the mover's value of the move as the policy saw
 * it, a fraction of a win: the mean of its playouts, or its search's
 * value; NAN when it saw none (random, a forced move). */
int bg_policy_pick_valued(const struct bg_policy *p, const struct bg_state *st,
                          const struct bg_exec *ex, struct bg_rng *rng,
                          struct bg_move *mv, double *value,
                          struct bg_err *err);

/* Plays st to its end with a policy per seat, drawing from rng, each
 * choice made as ex says.  each, if given, sees every action before it
 * is applied (a record writer).  Returns the actions taken, or -1 with
 * err set when each or a choice fails. */
typedef int bg_action_fn(const struct bg_state *st, const struct bg_move *mv,
                         void *ctx, struct bg_err *err);
long bg_play(struct bg_state *st, const struct bg_policies *p,
             const struct bg_exec *ex, struct bg_rng *rng, bg_action_fn *each,
             void *ctx, struct bg_err *err);

/* An action as a record writes it: a move's word, or roll:V,... */
size_t bg_action_word(const struct bg_state *st, const struct bg_move *mv,
                      char *buf);

/* One game played by bg_play_games. */
struct bg_played {
	unsigned long number;  /* 0-based, among the games of one state */
	struct bg_state final;
	unsigned long actions;
	char *record;          /* with record set: the action words, a line
	                        * each */
	size_t record_len;
};

typedef int bg_played_fn(const struct bg_played *g, void *ctx,
                         struct bg_err *err);
/* Told after each action of the games the calling thread plays (a
 * progress line): game g (0-based) has taken actions so far. */
typedef void bg_tick_fn(unsigned long g, unsigned long actions, void *ctx);

/* Plays games 0..games-1 from st, game g drawing from stream g of key,
 * spread over the threads of ex (with fewer games than threads, one game
 * after another, each choice spread over them all), and calls done for
 * each in the order of the games (one thread at a time), and tick, if
 * given, on the calling thread only.  Stops at the first failure. */
int bg_play_games(const struct bg_state *st, const struct bg_policies *p,
                  uint64_t key, unsigned long games, const struct bg_exec *ex,
                  int record, bg_played_fn *done, bg_tick_fn *tick,
                  void *ctx, struct bg_err *err);

/* Analysis of a game's decisions (bg-apply --analyse, formats/analysis.md).
 * A decision's loss is the best move's value less the played move's; it
 * is an inaccuracy when more than BG_INACCURACY_LOSS of a win, an error
 * when more than BG_ERROR_LOSS and a blunder when more than
 * BG_BLUNDER_LOSS, each only when the loss is beyond the threshold at 99%
 * confidence (BG_CONFIDENCE_Z standard errors).  A sampled judge (mc:N,
 * uct:N) evaluates the played and the best move again with the same
 * work, up to BG_ANALYSIS_ROUNDS evaluations in all, until the error and
 * blunder thresholds are separated from the loss or the loss's standard
 * error is below BG_SETTLED_SE (as gnubg's rollouts stop); a decision
 * left with one inside its interval is undecided. */
#define BG_INACCURACY_LOSS 0.02
#define BG_ERROR_LOSS 0.05
#define BG_BLUNDER_LOSS 0.15
#define BG_CONFIDENCE_Z 2.326
#define BG_SETTLED_SE 0.01
#define BG_ANALYSIS_ROUNDS 4
/* Below this many samples a value's standard error is taken as
 * 0.5 / sqrt(n), the largest a value from 0 to 1 can have: a few
 * playouts that happen to agree prove nothing. */
#define BG_FEW_SAMPLES 30

/* --analyse default: the strongest judge for about a second a
 * decision. */
#define BG_ANALYSIS_DEFAULT "default"

enum bg_flag {
	BG_FLAG_NONE, BG_FLAG_INACCURACY, BG_FLAG_ERROR, BG_FLAG_BLUNDER
};

/* The rating of an error rate (mean loss a decision x 1000), gnubg's
 * bands; its name. */
const char *bg_rating(double error_rate);

struct bg_analysis {
	struct bg_policy judge; /* mc, uct or ab */
	/* A second opinion (--rollouts): a rollout:N policy (n 0: none)
	 * that judges again the decisions the judge marked, or every one
	 * with second_all; set after bg_analysis_init. */
	struct bg_policy second;
	int second_all;
	struct bg_pool *pool;
	uint64_t seed;
	int seats;
	const char *seat[BG_MAX_SEATS];
	unsigned long decisions[BG_MAX_SEATS], exact[BG_MAX_SEATS];
	int64_t loss[BG_MAX_SEATS]; /* in BG_EVAL_ONE units */
	/* inaccuracies apart from errors; errors with the blunders */
	unsigned long inaccuracies[BG_MAX_SEATS];
	unsigned long errors[BG_MAX_SEATS], blunders[BG_MAX_SEATS];
	unsigned long undecided[BG_MAX_SEATS];
	unsigned long events;           /* chance events met */
	double luck[BG_MAX_SEATS];      /* their luck, summed */
	unsigned long lucky[BG_MAX_SEATS], unlucky[BG_MAX_SEATS];
};

#define BG_DECISION_LINE_MAX 160
/* One decision: the move played and the best, with their values, the
 * loss and its standard error (0 when exact, or for ab:D, which does not
 * sample), the flag and whether it was left undecided. */
struct bg_decision {
	int seat;
	char played[BG_WORD_MAX + 2], best[BG_WORD_MAX + 2];
	double played_value, best_value;
	double loss, se;
	int64_t loss_units;  /* the loss in BG_EVAL_ONE units */
	int exact;           /* both values proven */
	enum bg_flag flag;
	int undecided;
	int rounds;          /* evaluations made */
	enum bg_policy_kind by; /* the judge's (or the second opinion's) */
	/* The judge's line after the best move (ab:D's principal variation,
	 * up to its first chance event; none for the other judges), its
	 * words in line, as many whole ones as fit. */
	int pv_len;
	struct bg_move pv[BG_PV_MAX];
	char line[BG_DECISION_LINE_MAX];
};

/* Each decision judged by judge (mc, uct or ab) as bg-moves --eval
 * judges the state before it, with the same seed. */
void bg_analysis_init(struct bg_analysis *an, const struct bg_state *st,
                      const struct bg_policy *judge, uint64_t seed,
                      struct bg_pool *pool);
/* Judges the action mv taken in st, as the game read it: 1 and *d filled
 * when it was a choice among two moves or more, 0 when there was none to
 * make, -1 with err set when a search cannot have its memory. */
int bg_analyse_action(struct bg_analysis *an, const struct bg_state *st,
                      const struct bg_move *mv, struct bg_decision *d,
                      struct bg_err *err);
/* The luck of the chance outcome mv in st for each seat, into luck[]
 * (fractions of a win): the value after it less the mean over every
 * outcome of the event, each judged by the game's evaluation after the
 * move best for its mover (gnubg's luck at one ply).  1 when st had a
 * chance event due, 0 else. */
int bg_analyse_chance(struct bg_analysis *an, const struct bg_state *st,
                      const struct bg_move *mv, double *luck);
/* A roll is lucky for a seat when its luck is more than this (gnubg's
 * 0.3 of equity, halved to a fraction of a win); unlucky, less than its
 * opposite. */
#define BG_LUCKY 0.15
/* The seat's result in end (a win 1, a shared win 1/k, a loss 0, a draw
 * or an unfinished game 1/n) less its luck, plus the mean luck of the
 * others. */
double bg_analysis_adjusted(const struct bg_analysis *an,
                            const struct bg_state *end, int seat);
double bg_analysis_mean_loss(const struct bg_analysis *an, int seat);
/* Is the seat's mean loss more than bound, a decimal fraction from 0 to 1
 * (digits, a point and more digits)?  Judged exactly, in BG_EVAL_ONE
 * units, not in floating point: a mean equal to the bound is not more. */
int bg_analysis_loss_above(const struct bg_analysis *an, int seat,
                           const char *bound);

#endif
