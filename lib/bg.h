/* bg: the interface every game implements.  Nothing else lives here: the
 * layers under lib/ (util, core, games, engine, match, record, out, cli) each
 * have a header of their own, and include only the layers below them. */
#ifndef BG_H
#define BG_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "util/util.h"

#define BG_WORD_MAX 128  /* longest move or action word */
#define BG_MAX_MOVES 256 /* most legal moves in any position of any game */
#define BG_MAX_DICE 8    /* most dice in one chance event */

/* What is due in a state. */
enum bg_phase {
	BG_PHASE_ROLL,   /* a chance event: bg-roll performs it */
	BG_PHASE_MOVE,   /* a player chooses a move */
	BG_PHASE_DECIDE, /* a player takes or declines an option */
	BG_PHASE_OVER
};


/* A move, a chance outcome or a record action, as the game encodes it.
 * The bytes mean what the game says; the programs only copy them. */
struct bg_move {
	uint8_t kind;
	uint8_t len;
	uint8_t v[14];
};

enum {
	BG_ACT_MOVE = 0,  /* a move bg-moves lists */
	BG_ACT_CHANCE,    /* a chance outcome, v[0..len) the dice */
	BG_ACT_END        /* the players agree to end the game */
};

/* A chance event that is due: how many dice, and how many faces each. */
struct bg_chance {
	int dice;
	int faces;
};

/* Render styles for text boards. */
enum {
	BG_RENDER_UNICODE = 1,
	BG_RENDER_COLOR = 2,
	BG_RENDER_HOLES = 4  /* each place named as move words name it, where
	                      * the pictures do not show it otherwise */
};

/* What an action did on the board, for pictures: the pieces it moved,
 * each from one place to another.  A place is a number the game's own
 * pictures understand (a pit, a square, a cell of a grid); a roll or a
 * pass moves nothing. */
#define BG_TRAIL_STEPS 4
#define BG_TRAIL_TAKEN 16
struct bg_trail {
	int steps;
	struct {
		int from, to;
	} step[BG_TRAIL_STEPS];
	/* The places the action captured pieces from (in Wari the pits
	 * emptied by a capture), for the pictures to mark. */
	int taken;
	int take[BG_TRAIL_TAKEN];
};

/* How to draw a state: the text style (BG_RENDER_*), the seat whose
 * side of the board is drawn at the bottom (-1: the game's usual
 * view; games without sides ignore it), and the trail of the action
 * that led to the state, to mark on the board (NULL: none). */
struct bg_view {
	int style;
	int seat;
	const struct bg_trail *trail;
};

/* Game options as bg-new takes them (--NAME VALUE) and a record's Options
 * tag gives them, each of a kind that says what its value is; one parser
 * (core/core.h) reads them for both, and hands init what it read. */
enum bg_option_kind {
	BG_OPTION_NUMBER, /* a whole number from min to max */
	BG_OPTION_WORD,   /* one of words */
	BG_OPTION_SEED,   /* a number, 0 up, that seeds what the set-up draws */
	BG_OPTION_TEXT,   /* text init reads */
	/* The text of the file the value names, read by the parser for
	 * bg-new.  A record's Options tag may not give one: records are
	 * untrusted, and nothing in one reaches the file system. */
	BG_OPTION_FILE
};

struct bg_option {
	const char *name;
	const char *arg;  /* placeholder for --help */
	const char *help;
	enum bg_option_kind kind;
	unsigned long min, max;   /* NUMBER */
	/* NUMBER: what the value is, in the refusal "--NAME: 'V' is not
	 * WHAT from MIN to MAX" ("a number" when NULL), or expect, which
	 * words all that follows "is not". */
	const char *what, *expect;
	const char *const *words; /* WORD: the words, NULL-ended */
	const char *instead;      /* FILE: what a record gives instead */
};

/* One option as the parser read it. */
struct bg_setting {
	const struct bg_option *option;
	const char *value;    /* as given: TEXT's text, FILE's file name */
	unsigned long number; /* NUMBER, SEED: the number; WORD: its index */
	char *text;           /* FILE: the file's text, of len bytes */
	size_t len;
};

/* The most game options one initial state takes. */
#define BG_SETTINGS_MAX 64

/* The options given for one initial state, in their order, and the seed
 * of its set-up: the last --seed, or one bg-new drew. */
struct bg_settings {
	int n;
	struct bg_setting set[BG_SETTINGS_MAX];
	int seeded;
	uint64_t seed;
};

/* What init returns for a set-up drawn at random when the settings have
 * no seed: bg-new then draws one from the system and calls init again,
 * and a record is refused, as it replays one way. */
#define BG_NEEDS_SEED 1

#define BG_MAX_SEATS 8

/* The unit of evaluate: a certain win.  840 is the least number that
 * every share 1/k of a win among 1 to 8 seats divides. */
#define BG_EVAL_ONE 840000

/* Who has won and the scores, for verdicts and result tags. */
struct bg_outcome {
	int over;
	int seats;
	const char *seat[BG_MAX_SEATS];
	int has_scores;
	int score[BG_MAX_SEATS];
	int won[BG_MAX_SEATS]; /* all 0 when over: a draw */
};

/* Values are counted in 840ths of a win: a share of a win among 1 to 8
 * seats is a whole number of them, so sums are exact and the same
 * whatever order threads add them in. */
#define BG_VALUE_ONE 840

/* A state's exact value under best play, as a game's solver finds it:
 * for each seat, in outcome's order, its value (BG_VALUE_ONE a win, half
 * of it a draw, 0 a loss) and its margin, its final score less the best
 * final score of the others.  The game's documentation says what best
 * play maximises and how play that never ends is scored (in the dice
 * games, a seat's chance of winning; their margins are 0). */
struct bg_exact {
	int seats;
	int value[BG_MAX_SEATS];
	int margin[BG_MAX_SEATS];
	/* The value finer, in BG_EVAL_ONE units: where it is a chance (the
	 * dice games) the nearest such unit, else value's exact multiple. */
	int32_t eval[BG_MAX_SEATS];
};

/* One input of a learned evaluation that is not zero: its index among
 * the game's inputs and its value.  A state's features are a short list
 * of them, so a network's first layer costs only the inputs in play. */
struct bg_feature {
	uint16_t index;
	float value;
};
#define BG_FEATURES_MAX 256 /* most features of one state and seat */

struct bg_state;
struct bg_home_index;
struct bg_node;        /* a parsed YAML definition (core/core.h) */
struct bg_yaml_source; /* the text of one */

/* The interface every game implements, in six groups of hooks, each
 * the work of files of the game's folder lib/games/GAME/: the
 * definition and the start (definition.c), the notation (notation.c),
 * the rules (rules.c), the pictures (render.c), exact values (solve.c,
 * in the games that have a solver) and the evaluations (evaluate.c,
 * features.c).  A
 * definition (void *def) is what load_def builds from the game's YAML;
 * a state refers to it. */
struct bg_game {
	const char *name;
	const char *summary;
	/* The bytes of a state's u.bytes the game uses (its state struct):
	 * bg_state_copy moves these (in whole blocks), and apply writes no
	 * other. */
	size_t size;

	/* The definition and the start (a game's definition.c). */
	const struct bg_yaml_source *builtin;
	const struct bg_option *options;
	int (*load_def)(const struct bg_node *root, const char *src, void **def,
	                struct bg_err *err);
	void (*free_def)(void *def);
	/* The initial state from a definition and the options given: 0,
	 * -1 with err, or BG_NEEDS_SEED.  It reads no file and draws no
	 * randomness of its own. */
	int (*init)(struct bg_state *st, const void *def,
	            const struct bg_settings *set, struct bg_err *err);

	/* The notation (notation.c).  line is the whole state line, game
	 * name included, without newline; parse reads the notation, accepts
	 * only the canonical form that format writes, and fails at a column
	 * of the line. */
	int (*parse)(struct bg_state *st, const char *line, size_t len,
	             struct bg_err *err);
	size_t (*format)(const struct bg_state *st, char *buf);
	size_t (*format_move)(const struct bg_state *st,
	                      const struct bg_move *mv, char *buf);
	/* An action word: a move, a chance outcome or a record action,
	 * checked against the state; err says why it cannot be taken. */
	int (*parse_action)(const struct bg_state *st, const char *word,
	                    size_t len, struct bg_move *mv, struct bg_err *err);

	/* The rules (rules.c).  check judges the position parse read: one
	 * that no game reaches (the counts, the phase and the pieces
	 * disagree) fails, exit 65; bg_state_parse does both. */
	int (*check)(const struct bg_state *st, struct bg_err *err);
	enum bg_phase (*phase)(const struct bg_state *st);
	/* The seat whose action is due (its name), for messages. */
	const char *(*actor)(const struct bg_state *st);
	/* The seats that play in st: the length of outcome's seat order,
	 * at most BG_MAX_SEATS. */
	int (*seats)(const struct bg_state *st);
	/* The index, in outcome's seat order, of the seat whose move or
	 * decision is due; -1 when none is (a chance event, the end). */
	int (*seat)(const struct bg_state *st);
	/* Legal moves in the documented order; 0 when none is due. */
	int (*moves)(const struct bg_state *st, struct bg_move *out);
	/* Applies a move that moves or parse_action produced. */
	void (*apply)(struct bg_state *st, const struct bg_move *mv);
	/* Fills ev and returns 1 when a chance event is due, else 0. */
	int (*chance)(const struct bg_state *st, struct bg_chance *ev);
	void (*outcome)(const struct bg_state *st, struct bg_outcome *out);

	/* The pictures (render.c).  The trail of a move or chance outcome
	 * mv taken in before. */
	void (*trail)(const struct bg_state *before, const struct bg_move *mv,
	              struct bg_trail *trail);
	void (*render_text)(const struct bg_state *st, FILE *out,
	                    const struct bg_view *view);
	/* An SVG fragment of the board, width x height user units, drawn
	 * at the origin; bg-render wraps and stacks the fragments. */
	void (*render_svg)(const struct bg_state *st, FILE *out,
	                   const struct bg_view *view, int *width, int *height);
	/* The colour render_svg gives the seat (its place in outcome's
	 * order), "#rrggbb", for the replay page's graph to draw it in; NULL
	 * in a game whose seats have no colour of their own. */
	const char *(*seat_colour)(const struct bg_state *st, int seat);

	/* Exact values, in the games that have a solver (NULL in the
	 * others).  solver_new makes a solver whose tables take at most
	 * max_bytes, built in jobs threads when a state first needs them and
	 * kept until solver_free.  solve fills out with the exact value of
	 * st and returns 1; returns 0 when st is beyond the solver's reach
	 * (err says why in one line, status BG_EX_DATAERR; a NULL err asks
	 * for no reason, and may be answered sooner), and -1 on a failure
	 * (out of memory; err set unless NULL).  Several threads may call solve on one
	 * solver at once, and the answers depend on neither their number
	 * nor jobs. */
	void *(*solver_new)(size_t max_bytes, int jobs, struct bg_err *err);
	int (*solve)(void *solver, const struct bg_state *st,
	             struct bg_exact *out, struct bg_err *err);
	void (*solver_free)(void *solver);

	/* A seat's chances (the seat's index, as in seat and outcome) in a
	 * state that is not over, judged at a glance, without looking
	 * ahead: 0 a certain loss, BG_EVAL_ONE a certain win; the values of
	 * all seats add up to BG_EVAL_ONE.  The leaves of a search; each
	 * game's evaluate.c says how it judges and why. */
	int (*evaluate)(const struct bg_state *st, int seat);

	/* What the learned evaluation sees (features.c, in the dice games;
	 * NULL in the others): st from seat's point of view, its own pieces
	 * first, then the others in turn order from it, and the derived
	 * features the game's rules give, into out (at most
	 * BG_FEATURES_MAX), each index below inputs; returns how many.  A
	 * state that is not over; the same bytes on every machine.
	 * weights is the network trained on the built-in definition
	 * (formats/evaluation.md), embedded as the definition is. */
	int (*features)(const struct bg_state *st, int seat,
	                struct bg_feature *out);
	int inputs;
	const struct bg_yaml_source *weights;
	/* The home stretch's positions (core.h; NULL where the game has
	 * none): where the evaluation is each seat's turns to finish. */
	const struct bg_home_index *home;

	/* The policy word that default names in this game (NULL:
	 * uct:20000): the strongest the engine has for at most a tenth of
	 * a second a decision, on the learned evaluation where there is one
	 * (formats/analysis.md, "Policies"). */
	const char *policy;
	/* The policy word that default names where every seat is in the
	 * home stretch (NULL: policy): a deeper search where a turn has
	 * few moves (formats/analysis.md, "Policies"). */
	const char *home_policy;
	/* The policy word that default names as the judge of an analysis
	 * (NULL: policy): one that samples nothing, so that a record gets
	 * the same judgement under every seed (formats/analysis.md). */
	const char *judge;
};

/* A state of any game.  Fixed size: copying one is the only cost of
 * trying a move, and a copy moves only the blocks that hold the bytes
 * its game uses. */
#define BG_STATE_BYTES 384

struct bg_state {
	const struct bg_game *game;
	const void *def;
	union {
		unsigned char bytes[BG_STATE_BYTES];
		uint64_t align;
	} u;
};

/* The one way to copy a state: its game, definition and the bytes in
 * use, in whole blocks of BG_STATE_BLOCK bytes: a copy of a known length
 * is a few moves where one of the game's length is a call, and a search
 * copies a state for every move it tries.  The bytes past the game's
 * state in its last block mean nothing. */
#define BG_STATE_BLOCK 32
_Static_assert(BG_STATE_BYTES % BG_STATE_BLOCK == 0,
               "a state's bytes are whole blocks");

static inline void
bg_state_copy(struct bg_state *to, const struct bg_state *from)
{
	size_t i;

	to->game = from->game;
	to->def = from->def;
	for (i = 0; i < from->game->size; i += BG_STATE_BLOCK)
		memcpy(to->u.bytes + i, from->u.bytes + i, BG_STATE_BLOCK);
}

/* Every game, in the order of the Makefile's GAMES; NULL ends it.  The
 * build writes the list. */
extern const struct bg_game *const bg_games[];

#endif
