/* bg: the interface every game implements.  Nothing else lives here: the
 * layers under lib/ (util, core, games, engine, match, record, out, cli) each
 * have a header of their own, and include only the layers below them. */
#ifndef BG_H
#define BG_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

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
	BG_RENDER_COLOR = 2
};

/* What an action did on the board, for pictures: the pieces it moved,
 * each from one place to another.  A place is a number the game's own
 * pictures understand (a pit, a square, a cell of a grid); a roll or a
 * pass moves nothing. */
#define BG_TRAIL_STEPS 4
struct bg_trail {
	int steps;
	struct {
		int from, to;
	} step[BG_TRAIL_STEPS];
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

/* Game options as bg-new takes them: --NAME VALUE.  A FILE option's
 * value names a file to read, which a record's Options tag may not give:
 * records are untrusted, and nothing in one reaches the file system. */
enum bg_option_kind { BG_OPTION_TEXT, BG_OPTION_FILE };

struct bg_option {
	const char *name;
	const char *arg;  /* placeholder for --help */
	const char *help;
	enum bg_option_kind kind;
};

struct bg_setting {
	const char *name;
	const char *value;
};

#define BG_MAX_SEATS 8

/* Who has won and the scores, for verdicts and result tags. */
struct bg_outcome {
	int over;
	int seats;
	const char *seat[BG_MAX_SEATS];
	int has_scores;
	int score[BG_MAX_SEATS];
	int won[BG_MAX_SEATS]; /* all 0 when over: a draw */
};

struct bg_state;
struct bg_node;        /* a parsed YAML definition (core/core.h) */
struct bg_yaml_source; /* the text of one */

/* The interface every game implements.  A definition (void *def) is what
 * load_def builds from the game's YAML; a state refers to it. */
struct bg_game {
	const char *name;
	const char *summary;
	const struct bg_yaml_source *builtin;
	const struct bg_option *options;

	int (*load_def)(const struct bg_node *root, const char *src, void **def,
	                struct bg_err *err);
	void (*free_def)(void *def);
	/* The initial state from a definition and bg-new's settings. */
	int (*init)(struct bg_state *st, const void *def,
	            const struct bg_setting *settings, int nsettings,
	            struct bg_err *err);
	/* line is the whole state line, game name included, without newline;
	 * parse accepts only the canonical form that format writes. */
	int (*parse)(struct bg_state *st, const char *line, size_t len,
	             struct bg_err *err);
	size_t (*format)(const struct bg_state *st, char *buf);
	enum bg_phase (*phase)(const struct bg_state *st);
	/* The seat whose action is due (its name), for messages. */
	const char *(*actor)(const struct bg_state *st);
	/* The index, in outcome's seat order, of the seat whose move or
	 * decision is due; -1 when none is (a chance event, the end). */
	int (*seat)(const struct bg_state *st);
	/* Legal moves in the documented order; 0 when none is due. */
	int (*moves)(const struct bg_state *st, struct bg_move *out);
	size_t (*format_move)(const struct bg_state *st,
	                      const struct bg_move *mv, char *buf);
	/* An action word: a move, a chance outcome or a record action,
	 * checked against the state; err says why it cannot be taken. */
	int (*parse_action)(const struct bg_state *st, const char *word,
	                    size_t len, struct bg_move *mv, struct bg_err *err);
	/* Applies a move that moves or parse_action produced. */
	void (*apply)(struct bg_state *st, const struct bg_move *mv);
	/* Fills ev and returns 1 when a chance event is due, else 0. */
	int (*chance)(const struct bg_state *st, struct bg_chance *ev);
	void (*outcome)(const struct bg_state *st, struct bg_outcome *out);
	/* The trail of a move or chance outcome mv taken in before. */
	void (*trail)(const struct bg_state *before, const struct bg_move *mv,
	              struct bg_trail *trail);
	void (*render_text)(const struct bg_state *st, FILE *out,
	                    const struct bg_view *view);
	/* An SVG fragment of the board, width x height user units, drawn
	 * at the origin; bg-render wraps and stacks the fragments. */
	void (*render_svg)(const struct bg_state *st, FILE *out,
	                   const struct bg_view *view, int *width, int *height);
};

/* A state of any game.  Fixed size: copying one is the only cost of
 * trying a move. */
#define BG_STATE_BYTES 384

struct bg_state {
	const struct bg_game *game;
	const void *def;
	union {
		unsigned char bytes[BG_STATE_BYTES];
		uint64_t align;
	} u;
};

/* Every game, in the order of the Makefile's GAMES; NULL ends it.  The
 * build writes the list. */
extern const struct bg_game *const bg_games[];

#endif
