/* Spook & Werewolf Ludo: the state, the definition and the functions the
 * files of the game share: rules.c, notation.c, definition.c, render.c. */
#ifndef BG_GAMES_SPOOK_H
#define BG_GAMES_SPOOK_H

#include "core/core.h"

#define SP_MAXPLAYERS 8
#define SP_MAXPIECES 3
#define SP_MAXSQUARES 40
#define SP_MAXCHARS 8
#define SP_FACES 6

enum { ACT_FORWARD, ACT_BACK, ACT_ENTRANCE, ACT_START };
enum { SP_ROLL_MOVEMENT, SP_MOVE, SP_ROLL_ACTIVATION, SP_OVER };

struct character {
	char letter;
	char name[32];
	unsigned rolls; /* bit v: activated by a roll of v */
	int action;
	int steps;
	int count;
};

struct spook_def {
	int squares;                      /* the last one is the church */
	uint8_t entrance_of[SP_MAXSQUARES + 1]; /* a square's region entrance */
	uint8_t is_entrance[SP_MAXSQUARES + 1];
	uint8_t region_of[SP_MAXSQUARES + 1];   /* 0-based, for pictures */
	int character_squares;            /* squares that carry a character */
	int nchars;
	struct character ch[SP_MAXCHARS];
	int players, pieces;
};

struct spook {
	uint8_t players;
	uint8_t pieces;
	uint8_t phase;
	uint8_t turn;       /* the seat choosing (0-based), in SP_MOVE */
	uint8_t dice;       /* the movement roll of this round, 0: none yet */
	uint8_t activation; /* the last activation roll, 0: none yet */
	uint32_t round;     /* movement rolls so far */
	/* Pieces by square, ascending: pieces of a seat are alike. */
	uint8_t pos[SP_MAXPLAYERS][SP_MAXPIECES];
	/* board[p][square - 1]: the character's index + 1, or 0. */
	uint8_t board[SP_MAXPLAYERS][SP_MAXSQUARES];
};

_Static_assert(sizeof(struct spook) <= BG_STATE_BYTES, "spook state too big");

/* The exact table of one pair of boards (tables.c): two seats of
 * SPOOK_TABLE_PIECES pieces at most, each seat's pieces an index of
 * spook_table_index, positions of them a seat. */
#define SPOOK_TABLE_PIECES 2
#define SPOOK_TABLE_POSITIONS (SP_MAXSQUARES * (SP_MAXSQUARES + 1) / 2)

struct spook_table {
	int positions, pieces;
	int sweeps;      /* the sweeps the iteration took */
	/* Seat p's moves with die d + 1 from position i: nmoves of them,
	 * each the position it leads to (a pass leaves it). */
	uint8_t nmoves[2][SP_FACES][SPOOK_TABLE_POSITIONS];
	uint16_t move[2][SP_FACES][SPOOK_TABLE_POSITIONS][SP_MAXPIECES];
	/* Where activation roll r + 1 takes seat p's position i. */
	uint16_t act[2][SP_FACES][SPOOK_TABLE_POSITIONS];
	/* value[i0 * positions + i1]: seat 1's chance at the start of a
	 * round; end[k]: a seat has finished there, the value is fixed. */
	double *value;
	uint8_t *end;
};

int spook_table_positions(int squares, int pieces);
int spook_table_index(const uint8_t *pos, int pieces);
/* The memory a table of squares and pieces takes, and what its build
 * takes besides for a while (the values of the sweep in hand). */
size_t spook_table_bytes(int squares, int pieces);
size_t spook_table_scratch_bytes(int squares, int pieces);
/* Builds t (positions and pieces set) for like's definition and boards,
 * or reads it from file when that holds it, and writes it there when
 * not (file NULL: neither): 0, or -1 with err set (out of memory). */
int spook_table_build(struct spook_table *t, const struct bg_state *like,
                      const struct bg_table_file *file, struct bg_err *err);
void spook_table_free(struct spook_table *t);
/* The unsound (core.h) of the file of t's table (arg), whose ends are
 * marked: a value that is no chance, or a finished position's that is
 * not its result (SW-6). */
const char *spook_table_unsound(const void *table, size_t bytes,
                                const void *arg);
/* Seat 1's chance when the activation roll is due at (i0, i1), from
 * the values v of the round's start. */
double spook_table_after_roll(const struct spook_table *t, const double *v,
                              int i0, int i1);
/* Seat 1's chance when seat 2 chooses with die d at (i0, i1), and
 * when seat 1 does, from a, the chances after both moves (a table of
 * them during the build; NULL: from the finished table's values). */
double spook_table_reply(const struct spook_table *t, const double *a, int d,
                         int i0, int i1);
double spook_table_choice(const struct spook_table *t, const double *a, int d,
                          int i0, int i1);

/* The exact solver (solve.c), the game's hooks of that name. */
/* The positions of the last-piece tables of any seat count (ends.c). */
extern const struct bg_endgame_index spook_endgame_index;

void *spook_solver_new(size_t max_bytes, int jobs, struct bg_err *err);
int spook_solve(void *solver, const struct bg_state *st, struct bg_exact *out,
                struct bg_err *err);
void spook_solver_free(void *solver);

/* The game's evaluation (evaluate.c), its evaluate hook, and what the
 * learned evaluation sees (features.c): SPOOK_INPUTS inputs. */
int spook_evaluate(const struct bg_state *st, int seat);
int spook_features(const struct bg_state *st, int seat,
                   struct bg_feature *out);
extern const struct bg_yaml_source bg_spook_net;

extern const struct bg_yaml_source bg_spook_yaml;

/* rules.c: the rules, and the hooks of play. */
/* SW-5: the square a piece on sq of a board goes to when roll activates
 * its character (sq itself when it does not). */
int spook_activated(const struct spook_def *d, const uint8_t *board, int sq,
                    int roll);
int spook_finished(const struct spook *g, const struct spook_def *d, int p);
enum bg_phase spook_phase(const struct bg_state *st);
const char *spook_actor(const struct bg_state *st);
int spook_seats(const struct bg_state *st);
int spook_seat(const struct bg_state *st);
int spook_moves(const struct bg_state *st, struct bg_move *out);
void spook_apply(struct bg_state *st, const struct bg_move *mv);
int spook_chance(const struct bg_state *st, struct bg_chance *ev);
void spook_outcome(const struct bg_state *st, struct bg_outcome *out);
int spook_check(const struct bg_state *st, struct bg_err *err);

/* notation.c: the state line, its boards and the words of actions. */
int spook_char_index(const struct spook_def *d, char letter);
int spook_read_board(const struct spook_def *d, const char *text, size_t len,
                     uint8_t *board, int seat, struct bg_err *err);
int spook_parse(struct bg_state *st, const char *line, size_t len,
                struct bg_err *err);
size_t spook_format(const struct bg_state *st, char *buf);
size_t spook_format_move(const struct bg_state *st, const struct bg_move *mv,
                         char *buf);
int spook_parse_action(const struct bg_state *st, const char *word,
                       size_t len, struct bg_move *mv, struct bg_err *err);

/* definition.c: the YAML definition and the initial state. */
int spook_load_def(const struct bg_node *root, const char *src, void **out,
                   struct bg_err *err);
int spook_init(struct bg_state *st, const void *defp,
               const struct bg_settings *set, struct bg_err *err);

/* render.c: pictures. */
void spook_trail(const struct bg_state *before, const struct bg_move *mv,
                 struct bg_trail *trail);
void spook_render_text(const struct bg_state *st, FILE *out,
                       const struct bg_view *view);
void spook_render_svg(const struct bg_state *st, FILE *out,
                      const struct bg_view *view, int *width, int *height);

BG_GAME_ACCESSORS(struct spook, struct spook_def)

#endif
