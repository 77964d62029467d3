/* bg: the engine interface every game implements, and the small shared
 * helpers the programs in cmd/ are built from. */
#ifndef BG_H
#define BG_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define BG_VERSION "0.1.0"

/* Exit statuses, as in sysexits(3). */
enum {
	BG_EX_OK = 0,
	BG_EX_USAGE = 64,   /* bad command line */
	BG_EX_DATAERR = 65, /* bad state, action or definition */
	BG_EX_NOINPUT = 66, /* an input cannot be opened */
	BG_EX_SOFTWARE = 70,
	BG_EX_IOERR = 74    /* writing the output failed */
};

#define BG_LINE_MAX 4096 /* longest input line, and longest state */
#define BG_RECORD_LINE_MAX (1 << 24) /* longest one-line record */
#define BG_WORD_MAX 128  /* longest move or action word */
#define BG_MAX_MOVES 256 /* most legal moves in any position of any game */
#define BG_MAX_DICE 8    /* most dice in one chance event */

/* An error: the message, without program name or place, and the exit
 * status it calls for. */
struct bg_err {
	int status;
	char msg[512];
};

int bg_fail(struct bg_err *err, int status, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* Puts more words before err's message, for a caller that knows where
 * the error is; returns -1. */
int bg_prefix(struct bg_err *err, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

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

/* A parsed YAML document, reduced to scalars, sequences and mappings. */
enum bg_node_kind { BG_NODE_SCALAR, BG_NODE_SEQ, BG_NODE_MAP };

struct bg_node {
	enum bg_node_kind kind;
	unsigned long line;     /* 1-based line in the source */
	char *text;             /* scalars */
	size_t count;           /* items of a sequence, pairs of a mapping */
	struct bg_node **items; /* a mapping stores key, value, key, value... */
};

/* The name of a YAML source, for messages: a file name, or the name a
 * built-in definition had under formats/. */
struct bg_yaml_source {
	const char *name;
	const char *text;
	size_t len;
};

int bg_yaml_load(const struct bg_yaml_source *src, struct bg_node **root,
                 struct bg_err *err);
void bg_node_free(struct bg_node *node);
const struct bg_node *bg_node_get(const struct bg_node *map, const char *key);
/* Each checks the node's kind and range and fails with its source line. */
int bg_node_check_keys(const struct bg_node *map, const char *src,
                       const char *const *keys, struct bg_err *err);
int bg_node_uint(const struct bg_node *node, const char *src, const char *what,
                 unsigned long min, unsigned long max, unsigned long *out,
                 struct bg_err *err);
int bg_node_enum(const struct bg_node *node, const char *src, const char *what,
                 const char *const *names, int *out, struct bg_err *err);

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

/* Games and their definitions (lib/games.c). */
extern const struct bg_game *const bg_games[];
const struct bg_game *bg_game_find(const char *name, size_t len);

/* Definitions in use: the built-in one of each game, or one loaded with
 * --rules, which replaces the built-in one of its game. */
struct bg_defs {
	void *def[8];
	const struct bg_game *loaded; /* the game of the last --rules file */
};
void bg_defs_init(struct bg_defs *defs);
void bg_defs_free(struct bg_defs *defs);
int bg_defs_load_file(struct bg_defs *defs, const char *path,
                      struct bg_err *err);
/* text made fit for a one-line message: control bytes become '?', and
 * more than 40 bytes are cut with "...". */
const char *bg_printable(const char *text, char *buf, size_t cap);
/* The length of the UTF-8 character at s, of at most len bytes: 1 to 4,
 * or 0 when the bytes there are not one (a stray or overlong byte). */
size_t bg_utf8_char(const char *s, size_t len);
/* The length of s shortened to at most max bytes, whole characters at a
 * time. */
size_t bg_utf8_cut(const char *s, size_t len, size_t max);
/* Parses a whole decimal number in [min, max]; 0 or -1. */
int bg_parse_ulong(const char *s, unsigned long min, unsigned long max,
                   unsigned long *out);
/* A bg-new option's number in [min, max], or a usage error
 * "--NAME: 'VALUE' is not WHAT from MIN to MAX" (what: "a number"...). */
int bg_setting_number(const struct bg_setting *set, unsigned long min,
                      unsigned long max, const char *what,
                      unsigned long *out, struct bg_err *err);
/* Reads a whole file ("-": standard input) of at most max bytes into a
 * new buffer. */
int bg_read_file(const char *path, size_t max, char **text, size_t *len,
                 struct bg_err *err);
int bg_defs_get(struct bg_defs *defs, const struct bg_game *game,
                const void **def, struct bg_err *err);

/* The most game options one initial state takes. */
#define BG_SETTINGS_MAX 64
/* The game's option named name (without "--"), or NULL. */
const struct bg_option *bg_game_option(const struct bg_game *game,
                                       const char *name, size_t len);
/* Game options as bg-new takes them after the game ("--players 3
 * --seed=4"), from words, which is cut into the names and values that
 * settings point into; -1 with err (BG_EX_USAGE) for a word that is no
 * option of game, or an option without its value. */
int bg_game_settings(const struct bg_game *game, char *words,
                     struct bg_setting *settings, int *nsettings,
                     struct bg_err *err);
/* The initial state of game under settings, as bg-new prints it. */
int bg_game_new(struct bg_defs *defs, const struct bg_game *game,
                const struct bg_setting *settings, int nsettings,
                struct bg_state *st, struct bg_err *err);

/* A state line of any game: finds the game by the first word and parses. */
int bg_state_parse(struct bg_defs *defs, struct bg_state *st, const char *line,
                   size_t len, struct bg_err *err);
/* Applies one action word, as bg-apply and record replay do. */
int bg_state_act(struct bg_state *st, const char *word, size_t len,
                 struct bg_err *err);
/* The largest count a state's counter (rolls=, round=, ply=) holds. */
#define BG_COUNT_MAX UINT32_MAX
/* The error for an action that would count past BG_COUNT_MAX in the
 * state's field: the game cannot go on. */
int bg_count_full(struct bg_err *err, const struct bg_state *st,
                  const char *word, size_t len, const char *field);
/* An error for an action the state does not allow. */
int bg_illegal(struct bg_err *err, const struct bg_state *st, const char *word,
               size_t len, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* The result as the state's result= field writes it: the winning seats
 * separated by commas, "draw", or "" while the game goes on. */
size_t bg_result_text(const struct bg_state *st, char *buf, size_t cap);

/* Perft: leaves of the game tree at depth plies; a chance event is
 * expanded over every outcome and is not a ply. */
uint64_t bg_perft(const struct bg_state *st, int depth);

/* Chance outcomes as words: roll:3,5. */
size_t bg_chance_word(const int *values, int n, char *buf);
int bg_chance_parse(const char *word, size_t len, int *values, int max,
                    struct bg_err *err);
/* The same for a chance action on st: a word that is no list of die
 * values is an illegal move of st's actor. */
int bg_chance_action(const struct bg_state *st, const char *word, size_t len,
                     int *values, int max, struct bg_err *err);

/* G-2: a roll-off round.  contenders is a set of seats (bit k: seat k),
 * dice their dice in seat order; returns the seats tied for the highest
 * (or, with lowest set, the lowest) value: one seat when it is decided,
 * else the seats that roll again. */
unsigned bg_rolloff(unsigned contenders, const uint8_t *dice, int lowest);

/* A die showing v, 30 by 30 at x, y, as SVG. */
void bg_svg_die(FILE *out, int x, int y, int v);
/* The mark of a move on an SVG board: a ring round the origin and
 * destination, and an arrow from one to the other. */
void bg_svg_trail(FILE *out, int x1, int y1, int x2, int y2, int r);
/* Text in XML or HTML, in an element or an attribute: '<', '>', '&' and
 * '"' escaped. */
void bg_xml_text(FILE *out, const char *s);
/* The trail of the action word on before (as bg_state_act takes it);
 * an action the game cannot read leaves no trail. */
void bg_state_trail(const struct bg_state *before, const char *word,
                    size_t len, struct bg_trail *trail);

/* Dice: a seeded generator whose draws depend on the seed and on the
 * state being rolled for, so separate processes with one seed agree. */
struct bg_rng {
	uint64_t s[4];
};
void bg_rng_seed(struct bg_rng *rng, uint64_t seed, const char *text,
                 size_t len);
/* What bg_rng_seed draws from: the seed mixed with a hash of the text. */
uint64_t bg_seed_key(uint64_t seed, const char *text, size_t len);
/* The index-th of many independent streams of one key: a playout's
 * draws depend on its index, never on the thread that runs it. */
void bg_rng_derive(struct bg_rng *rng, uint64_t key, uint64_t index);
int bg_rng_os(struct bg_rng *rng);
int bg_rng_die(struct bg_rng *rng, int faces);
uint64_t bg_rng_next(struct bg_rng *rng);
/* Uniform in 0..n-1, n >= 1. */
unsigned bg_rng_below(struct bg_rng *rng, unsigned n);

#endif
