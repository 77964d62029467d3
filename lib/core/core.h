/* core: what every game is built on and every program uses beside the
 * interface: game definitions in YAML, the notation's scanner, game
 * options, chance words, the pieces of a picture every game draws alike,
 * and the games by name with their definitions in use. */
#ifndef BG_CORE_H
#define BG_CORE_H

#include <pthread.h>
#include <stdatomic.h>

#include "bg.h"

#define BG_RECORD_LINE_MAX (1 << 24) /* longest one-line record */

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
/* The number under key of map, from min to max, into *out when the key
 * is there; *out is left as it is when not. */
int bg_node_int(const struct bg_node *map, const char *src, const char *key,
                int min, int max, int *out, struct bg_err *err);
/* The load_def of a game whose definition is one allocation: root's
 * keys checked, size bytes zeroed and filled by read (the defaults and
 * what the nodes say, read as how says when the game has more than one
 * way) into *out, or freed when read fails. */
int bg_load_def(const struct bg_node *root, const char *src,
                const char *const *keys, size_t size,
                int (*read)(const struct bg_node *root, const char *src,
                            const void *how, void *def, struct bg_err *err),
                const void *how, void **out, struct bg_err *err);
/* The free_def of a game whose definition is one allocation. */
void bg_free_def(void *def);

/* Memory a solver's tables may take, and what they take
 * (core/budget.c): blocks of whole pages, each given back to the system
 * when it is given back here. */
struct bg_budget {
	size_t max, used;
};

/* A block of bytes at *p: 1, or 0 when it does not fit in the budget,
 * or -1 when the system has no memory for it (*p is then NULL). */
int bg_budget_take(struct bg_budget *b, size_t bytes, void **p);
/* Gives back the block p of bytes (as taken); NULL is nothing. */
void bg_budget_give(struct bg_budget *b, void *p, size_t bytes);
/* *p, a block of old bytes (or NULL), made one of bytes with its old
 * bytes kept: both are counted while it is copied.  As bg_budget_take;
 * *p is left as it was unless 1. */
int bg_budget_grow(struct bg_budget *b, void **p, size_t old, size_t bytes);
/* The block p of old bytes cut to its first bytes, the rest given back
 * (old and bytes are then what it is given back with). */
void bg_budget_cut(struct bg_budget *b, void *p, size_t old, size_t bytes);
/* Memory of bytes the budget does not make (a table file read in place)
 * counted in it: 1, or 0 when it does not fit; and counted out. */
int bg_budget_hold(struct bg_budget *b, size_t bytes);
void bg_budget_release(struct bg_budget *b, size_t bytes);

/* The tables of a game's solver, a book for each rule set, on a shelf
 * (core/shelf.c): a game's book begins with a struct bg_book.  Books are
 * made under the shelf's lock, which the game may take for more work of
 * its own on them, and read without it. */
struct bg_book {
	struct bg_book *next;
};
struct bg_shelf {
	pthread_mutex_t lock;
	_Atomic(struct bg_book *) books;
};

int bg_shelf_init(struct bg_shelf *s, struct bg_err *err);
/* drop(book, arg) on every book, then the lock freed. */
void bg_shelf_free(struct bg_shelf *s,
                   void (*drop)(struct bg_book *b, void *arg), void *arg);
/* The book of st's rules (same says), else the one make(arg, st, err)
 * makes under the lock, published whole: NULL when make fails. */
struct bg_book *bg_shelf_book(struct bg_shelf *s, const struct bg_state *st,
                              int (*same)(const struct bg_book *b,
                                          const struct bg_state *st),
                              struct bg_book *(*make)(void *arg,
                                                      const struct bg_state *st,
                                                      struct bg_err *err),
                              void *arg, struct bg_err *err);

/* A solver that is a shelf and the bytes its books may take, and take;
 * freed with drop(book, solver) on every book, and its last-piece
 * tables, when it has them. */
struct bg_endgames;
struct bg_shelf_solver {
	struct bg_shelf shelf;
	size_t max, used;
	struct bg_endgames *ends; /* the last-piece tables, or NULL */
	void (*free_ends)(struct bg_endgames *ends); /* set with ends */
};
struct bg_shelf_solver *bg_shelf_solver_new(size_t max_bytes,
                                            struct bg_err *err);
void bg_shelf_solver_free(struct bg_shelf_solver *sv,
                          void (*drop)(struct bg_book *b, void *arg));
/* The last-piece tables of a dice game (core/endgame.c): the positions
 * where each seat has one piece left to bring home, for any number of
 * seats, each seat's chance of winning when every seat plays for its
 * own (max-n; of moves equally good for the mover, within
 * BG_ENDGAME_TIE, the first in the game's order), by value iteration
 * through the game's moves, rolls and apply until no value moves by
 * more than BG_ENDGAME_TOLERANCE in a sweep.  The game says which
 * states are the positions and how they are numbered. */
#define BG_ENDGAME_TOLERANCE 1e-14
#define BG_ENDGAME_TIE 1e-12
#define BG_ENDGAME_SWEEPS_MAX 100000
#define BG_ENDGAME_DEPTH 16   /* most steps of a turn between positions */
#define BG_ENDGAME_TURNS_MAX 16 /* most positions a board */
#define BG_ENDGAME_WITHIN (-1) /* key: a state between two positions */
#define BG_ENDGAME_BEYOND (-2) /* key: a state the tables do not cover */
struct bg_endgame_index {
	const char *piece;    /* what a seat brings home: "pawn" */
	/* The most positions of a table it builds, which a search may wait
	 * for on first use: under a minute of one core. */
	size_t positions_max;
	/* The positions of like's rules and seats: a whole number of
	 * boards, each with each of turns seats to move (the seats, or 1
	 * in a game whose seats all move in a round). */
	size_t (*positions)(const struct bg_state *like);
	int (*turns)(const struct bg_state *like);
	/* st's index, or BG_ENDGAME_WITHIN (its turn goes on to positions
	 * of the tables) or BG_ENDGAME_BEYOND.  Index k is board k / turns
	 * with the turn k % turns; the tables are swept from the last
	 * board down, so a numbering where a move forward leads to a
	 * higher board needs the fewest sweeps. */
	long (*key)(const struct bg_state *st);
	/* st made position k of like's rules: 0 when k is none the rules
	 * allow. */
	int (*place)(struct bg_state *st, const struct bg_state *like,
	             size_t k);
	/* The checksum of what the values depend on: the definition and
	 * the seats; and whether st's values are like's (quickly). */
	uint64_t (*rules)(const struct bg_state *like);
	int (*same)(const struct bg_state *like, const struct bg_state *st);
};
/* A game's solver that has only last-piece tables, numbered by ix:
 * free it with bg_shelf_solver_free(solver, NULL). */
void *bg_endgame_solver_new(size_t max_bytes,
                            const struct bg_endgame_index *ix,
                            struct bg_err *err);
/* sv's last-piece tables, numbered by ix, freed with sv. */
int bg_endgames_attach(struct bg_shelf_solver *sv,
                       const struct bg_endgame_index *ix, struct bg_err *err);
/* As a game's solve: st's exact value from its last-piece table, built
 * on first use (kept in its table file) within sv's budget; 0 when st
 * is not covered or the table does not fit (err says why). */
int bg_endgame_solve(struct bg_shelf_solver *sv, const struct bg_state *st,
                     struct bg_exact *out, struct bg_err *err);
/* The same as each seat's chance, v[0..seats), unrounded; err not NULL. */
int bg_endgame_chances(struct bg_shelf_solver *sv, const struct bg_state *st,
                       double *v, struct bg_err *err);

/* out for two seats from seat 1's chance of winning: finely (eval), in
 * BG_VALUE_ONE units, and no margin. */
void bg_exact_chance(struct bg_exact *out, double chance);

/* A table kept in a cache file (core/tables.c): its game, the checksum
 * of what it is of (the game's definition, options and whatever else
 * its values depend on), its layout in a word (no spaces) and its size.
 * Every field is set (what is not needed, 0) before it is used. */
struct bg_table_file {
	const char *game;
	uint64_t rules;
	char shape[64];
	size_t bytes;
	/* What the line of a refused file says comes next: NULL for
	 * "building the table again". */
	const char *then;
	/* Why the table read (bytes of it, aligned to 8) holds what its
	 * game cannot, or NULL when it is sound: asked of every table
	 * read, with arg, before any of it is used (NULL: any bytes are). */
	const char *(*unsound)(const void *table, size_t bytes,
	                       const void *arg);
	const void *arg;
};
/* What unsound says of a value outside those its game allows. */
#define BG_TABLE_IMPOSSIBLE "a value its game cannot have"
/* An unsound for tables of doubles that are chances: each in [0, 1]. */
const char *bg_table_unsound_chances(const void *table, size_t bytes,
                                     const void *arg);

/* The directory of table files: $BG_TABLES (empty: none, tables are
 * kept in memory only), else $XDG_CACHE_HOME/bg, else $HOME/.cache/bg;
 * -1 when there is none. */
int bg_table_dir(char *buf, size_t cap);
/* 1 when f's file holds f's table, its bytes then read into data; 0
 * when there is no file or it is refused (one line on standard error
 * says why: no regular file, other rules, another shape, cut short,
 * corrupted, a value its game cannot have). */
int bg_table_load(const struct bg_table_file *f, void *data);
/* A table file read into memory: its block and the table in it. */
struct bg_table_map {
	void *base;
	size_t len, cap; /* the file's bytes, and the block's */
	const void *data;
};
/* As bg_table_load, for a table whose size its file says (at most max
 * bytes; f->bytes is set from it), or of f->bytes when they are not 0:
 * 1 and m set, its data aligned to 8 bytes, or 0.  The file is read
 * whole into a block of m's own, then checked: what it holds is what
 * was checked, whatever becomes of the file. */
int bg_table_map(struct bg_table_file *f, size_t max, struct bg_table_map *m);
void bg_table_unmap(struct bg_table_map *m);
/* Writes f's table whole under a temporary name and renames it, within
 * the directory's cap (BG_TABLES_MAX; the least recently read files
 * removed to make room): 0, or -1 when it cannot (the table is then
 * kept in memory only). */
int bg_table_save(const struct bg_table_file *f, const void *data);

/* The accessors a game's private header declares with this: S(st) and
 * CS(st), the game's state in st, and DEF(st), its definition. */
#define BG_GAME_ACCESSORS(state_type, def_type)                        \
	static inline state_type *S(struct bg_state *st)               \
	{                                                              \
		return (state_type *)(void *)st->u.bytes;              \
	}                                                              \
	static inline const state_type *CS(const struct bg_state *st)  \
	{                                                              \
		return (const state_type *)(const void *)st->u.bytes;  \
	}                                                              \
	static inline const def_type *DEF(const struct bg_state *st)   \
	{                                                              \
		return (const def_type *)st->def;                      \
	}

/* The notation (formats/notation.md): a line of words separated by single
 * spaces, the game's name first, then fields KEY=VALUE in the order the
 * game's format fixes.  The scanner accepts only that canonical form, so
 * parse then format gives back the bytes. */
struct bg_scan {
	const char *start; /* the whole line, for columns */
	const char *p;
	const char *end;
	struct bg_err *err;
};

void bg_scan_init(struct bg_scan *s, const char *line, size_t len,
                  struct bg_err *err);
/* The game's name, which must be the first word. */
int bg_scan_game(struct bg_scan *s, const char *name);
/* " KEY=": the next field must be KEY. */
int bg_scan_key(struct bg_scan *s, const char *key);
/* Is the next field KEY?  (For fields only some states have.) */
int bg_scan_peek(const struct bg_scan *s, const char *key);
/* A decimal number without sign or leading zeros, at most max. */
int bg_scan_uint(struct bg_scan *s, const char *what, unsigned long max,
                 unsigned long *out);
/* One of names[0..n), ending at a space, comma, slash or the line end. */
int bg_scan_enum(struct bg_scan *s, const char *what,
                 const char *const *names, int n, int *out);
/* " KEY=" and then a value of names (a NULL-ended list) or a number. */
int bg_scan_field_enum(struct bg_scan *s, const char *key, const char *what,
                       const char *const *names, int *out);
int bg_scan_field_uint(struct bg_scan *s, const char *key, const char *what,
                       unsigned long max, unsigned long *out);
/* A die's value, 1 to faces, or with none set '-', no die (0). */
int bg_scan_die(struct bg_scan *s, int faces, int none, uint8_t *out);
/* The character c, a separator inside a value. */
int bg_scan_char(struct bg_scan *s, char c, const char *what);
/* The line must end here. */
int bg_scan_end(struct bg_scan *s);
/* A failure at the scanner's column. */
int bg_scan_fail(struct bg_scan *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Writing: each returns the position after what it wrote. */
char *bg_put_str(char *p, const char *s);
char *bg_put_uint(char *p, unsigned long v);

/* The game of that name, or NULL. */
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
/* The definition in use for game: loaded with --rules, or the built-in
 * one, read the first time it is asked for. */
int bg_defs_get(struct bg_defs *defs, const struct bg_game *game,
                const void **def, struct bg_err *err);

/* Game options, read by one parser for bg-new and a record's Options tag.
 * An option is named in full: the game's option named name (without
 * "--"), or NULL, for an abbreviation too. */
const struct bg_option *bg_game_option(const struct bg_game *game,
                                       const char *name, size_t len);
void bg_settings_init(struct bg_settings *set);
/* Frees the files' texts. */
void bg_settings_free(struct bg_settings *set);
/* Reads value as option o's kind says and adds it to set: a usage error
 * (64) "--NAME: 'VALUE' is not ..." for a bad value.  A FILE option's
 * file is read when files is set, and refused when not. */
int bg_settings_add(struct bg_settings *set, const struct bg_option *o,
                    const char *value, int files, struct bg_err *err);
/* Options as a record's Options tag gives them ("--players 3 --seed=4"),
 * from words, which is cut into the values the settings point into; a
 * usage error for a word that is no option of game, or an option without
 * its value. */
int bg_settings_parse(struct bg_settings *set, const struct bg_game *game,
                      char *words, int files, struct bg_err *err);
/* The last setting of the option named name, or NULL: an option given
 * twice takes its last value. */
const struct bg_setting *bg_setting_get(const struct bg_settings *set,
                                        const char *name);
/* The number (a WORD's index) of the option named name as last given, or
 * def when it was not. */
unsigned long bg_setting_or(const struct bg_settings *set, const char *name,
                            unsigned long def);
/* The initial state of game under the settings, as bg-new prints it: 0,
 * -1 with err, or BG_NEEDS_SEED as init returns it. */
int bg_game_new(struct bg_defs *defs, const struct bg_game *game,
                const struct bg_settings *set, struct bg_state *st,
                struct bg_err *err);

/* A state line of any game: finds the game by the first word, parses the
 * line and checks the position. */
int bg_state_parse(struct bg_defs *defs, struct bg_state *st, const char *line,
                   size_t len, struct bg_err *err);
/* The index of the move of moves[0..n), listed for st, that format_move
 * spells word, or -1: for a game that reads its moves by their words. */
int bg_listed_move(const struct bg_state *st, const char *word, size_t len,
                   const struct bg_move *moves, int n);
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
/* The result of a game that seat forfeits (formats/bot.md): every other
 * seat shares the win, written as a result= field writes winners; ""
 * when there is no other seat. */
size_t bg_forfeit_result_text(const struct bg_state *st, int seat, char *buf,
                              size_t cap);

/* Chance outcomes as words: roll:3,5. */
size_t bg_chance_word(const int *values, int n, char *buf);
int bg_chance_parse(const char *word, size_t len, int *values, int max,
                    struct bg_err *err);
/* The same for a chance action on st: a word that is no list of die
 * values is an illegal move of st's actor. */
int bg_chance_action(const struct bg_state *st, const char *word, size_t len,
                     int *values, int max, struct bg_err *err);
/* Each of the n values is a face of a die of faces, or the chance action
 * on st is illegal: "a die shows 1 to FACES". */
int bg_chance_faces(const struct bg_state *st, const char *word, size_t len,
                    const int *values, int n, int faces, struct bg_err *err);

/* G-2: a roll-off round.  contenders is a set of seats (bit k: seat k),
 * dice their dice in seat order; returns the seats tied for the highest
 * (or, with lowest set, the lowest) value: one seat when it is decided,
 * else the seats that roll again. */
unsigned bg_rolloff(unsigned contenders, const uint8_t *dice, int lowest);

/* A seat's chances in a race (the races' evaluate hooks), in BG_EVAL_ONE
 * units, from the steps each of the seats still has to go: shares in
 * proportion to 1 / (togo + 1)^power, so the same lead counts for more
 * as the race nears its end. */
int bg_race_value(const int *togo, int seats, int seat, int power);

/* A die showing v, 30 by 30 at x, y, as SVG. */
void bg_svg_die(FILE *out, int x, int y, int v);
/* The mark of a move on an SVG board: a ring round the origin and
 * destination, and an arrow from one to the other. */
void bg_svg_trail(FILE *out, int x1, int y1, int x2, int y2, int r);
/* The trail of the action word on before (as bg_state_act takes it);
 * an action the game cannot read leaves no trail. */
void bg_state_trail(const struct bg_state *before, const char *word,
                    size_t len, struct bg_trail *trail);

/* The home stretch of a dice game (formats/evaluation.md, "The home
 * stretch"):
 * positions where no seat can touch another's pieces any more but by
 * standing in its way, each seat's own position one of a few, so that
 * each seat's distribution of the turns it needs to finish alone is
 * worked out through the game's moves, rolls and apply (engine/home.c)
 * and the seats' chances come from those.  Seats are their index among
 * the playing seats, as the game's seat and outcome give them, and a
 * turn passes from seat i to seat i + 1 (after the last, to 0). */
#define BG_HOME_NONE (-1) /* key: the seat is not in the home stretch */
struct bg_home_index {
	/* The positions a seat of like's rules may have: its pieces in
	 * the section, and where its roll is due, what its turn carries
	 * on (Manji: the 6s rolled in it). */
	size_t (*positions)(const struct bg_state *like, int seat);
	/* seat's position in st, or BG_HOME_NONE; *going is 1 when st is
	 * seat's turn (the position then says how far its turn has come,
	 * when its roll is due), else 0 (its next turn's start). */
	long (*key)(const struct bg_state *st, int seat, int *going);
	/* st made position k of seat, its roll due, every other seat's
	 * pieces where they stand in no one's way: 0 when k is none the
	 * rules allow. */
	int (*place)(struct bg_state *st, const struct bg_state *like,
	             int seat, size_t k);
	/* Whether st's positions are like's (the definition and seats). */
	int (*same)(const struct bg_state *like, const struct bg_state *st);
};

#endif
