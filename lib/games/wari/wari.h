/* Wari: the state, the definition and the functions the files of the
 * game share: rules.c, notation.c, definition.c, render.c. */
#ifndef BG_GAMES_WARI_H
#define BG_GAMES_WARI_H

#include "core/core.h"

#define WARI_MAXPITS 12   /* pits in one row */
#define WARI_MAXSTONES 240 /* stones on a board: a count fits a byte */
#define WARI_MAXQUIET 10000
/* The plies since the last capture a state records for the cycle ending
 * (WR-11), a pit to a half byte: the most that fit the state. */
#define WARI_CYCLE_PLIES 600

enum { NORTH, SOUTH };
enum { TWELVE_EXACT, TWELVE_ATLEAST, TWELVE_OFF };
enum { SLAM_LEAVE_ONE, SLAM_NO_CAPTURE, SLAM_ILLEGAL };
enum { END_NONE, END_NOMOVE, END_AGREED, END_QUIET, END_MAJORITY,
       END_CYCLE };
enum { RULE_OFF, RULE_ON };
/* The rule presets (--preset): the rules of OpenSpiel's Oware. */
enum { PRESET_ABAPA };
enum { RESULT_NORTH, RESULT_SOUTH, RESULT_DRAW };

/* Why a pit cannot be played; PIT_LEGAL when it can. */
enum {
	PIT_LEGAL,
	PIT_EMPTY,
	PIT_NO_FEED,  /* WR-6 */
	PIT_SLAM,     /* WR-5 under slam=illegal */
	PIT_TWELVE    /* WR-3: another pit must be played */
};

struct wari_def {
	int pits;
	int stones;
	int twelve;
	int slam;
	int quiet;
	int majority;
	int cycle;
};

struct wari {
	uint8_t npits;  /* per row */
	uint8_t twelve;
	uint8_t slam;
	uint8_t turn;
	uint8_t end;    /* END_NONE while the game goes on */
	uint8_t result;
	uint16_t quiet;
	/* The side to move's legal pits, bit i for pit i: judged once after
	 * each ply, so listing the moves does not judge again. */
	uint16_t legal;
	uint32_t ply;
	uint32_t idle;  /* plies since the last capture (WR-9) */
	uint8_t captured[2];
	/* North's pits a.. then south's a..: the sowing order (WR-1). */
	uint8_t pit[2 * WARI_MAXPITS];
	uint8_t majority; /* WR-10: RULE_ON or RULE_OFF */
	uint8_t cycle;    /* WR-11 */
	/* Under the cycle ending, while the game goes on: the positions
	 * since the last capture, as the pits at that capture (or at the
	 * start) and the pit sown by each of the idle plies since, a half
	 * byte each, pit i's low half first; replaying them gives every
	 * position.  All zero otherwise, and past idle plies. */
	uint8_t since[2 * WARI_MAXPITS];
	uint8_t sown[WARI_CYCLE_PLIES / 2];
};

/* The bytes of a state that the cycle ending leaves zero when it is
 * off: the tables, which never meet it, copy only those before. */
#define WARI_PLAIN_BYTES offsetof(struct wari, since)

_Static_assert(sizeof(struct wari) <= BG_STATE_BYTES, "wari state too big");

/* The game's evaluation (evaluate.c), its evaluate hook. */
int wari_evaluate(const struct bg_state *st, int seat);

extern const struct bg_yaml_source bg_wari_yaml;

/* The words of the notation (notation.c), NULL-ended. */
extern const char *const wari_seat_names[];
extern const char *const wari_twelve_names[];
extern const char *const wari_slam_names[];
extern const char *const wari_result_names[];
extern const char *const wari_rule_names[];
extern const char *const wari_preset_names[];

/* rules.c: the rules, and the hooks of play. */
int wari_sow(struct wari *w, int from);
/* The capture after a sowing that ended at last (WR-4, WR-5): the stones
 * taken, or -1 for a grand slam under slam=illegal. */
int wari_capture(struct wari *w, int last);
unsigned wari_judge(const struct wari *w, uint8_t *why);
void wari_settle(struct wari *w);
enum bg_phase wari_phase(const struct bg_state *st);
const char *wari_actor(const struct bg_state *st);
int wari_seats(const struct bg_state *st);
int wari_seat(const struct bg_state *st);
int wari_moves(const struct bg_state *st, struct bg_move *out);
void wari_apply(struct bg_state *st, const struct bg_move *mv);
int wari_chance(const struct bg_state *st, struct bg_chance *ev);
void wari_outcome(const struct bg_state *st, struct bg_outcome *out);
int wari_check(const struct bg_state *st, struct bg_err *err);
/* The pit sown by ply i since the last capture (WR-11). */
int wari_sown(const struct wari *w, uint32_t i);
/* Checks the record of the cycle ending against the pits: every pit
 * legal, no capture, no repeat, the replay ending on the pits. */
int wari_check_cycle(const struct wari *w, struct bg_err *err);

/* notation.c: the state line and the words of actions. */
int wari_parse(struct bg_state *st, const char *line, size_t len,
               struct bg_err *err);
size_t wari_format(const struct bg_state *st, char *buf);
size_t wari_format_move(const struct bg_state *st, const struct bg_move *mv,
                        char *buf);
int wari_parse_action(const struct bg_state *st, const char *word,
                      size_t len, struct bg_move *mv, struct bg_err *err);

/* definition.c: the YAML definition and the initial state. */
int wari_load_def(const struct bg_node *root, const char *src, void **out,
                  struct bg_err *err);
int wari_init(struct bg_state *st, const void *defp,
              const struct bg_settings *set, struct bg_err *err);

/* render.c: pictures. */
void wari_trail(const struct bg_state *before, const struct bg_move *mv,
                struct bg_trail *trail);
void wari_render_text(const struct bg_state *st, FILE *out,
                      const struct bg_view *view);
const char *wari_seat_colour(const struct bg_state *st, int seat);
void wari_render_svg(const struct bg_state *st, FILE *out,
                     const struct bg_view *view, int *width, int *height);

BG_GAME_ACCESSORS(struct wari, struct wari_def)

/* Positions as numbers, for the exact tables (positions.c).  A position
 * is seen from the side to move: its cells are the mover's pits a.. then
 * the opponent's a.., the sowing order from the mover's first pit; the
 * positions of one stone count are numbered 0.. in the lexicographic
 * order of their cells. */
#define WARI_CELLS (2 * WARI_MAXPITS)
#define WARI_INDEX_STONES 127 /* the most stones on the board a table holds */

struct wari_index {
	/* binom[a][b] = a choose b, WARI_INDEX_MAX when larger */
	uint64_t binom[WARI_INDEX_STONES + WARI_CELLS][WARI_CELLS];
};
#define WARI_INDEX_MAX UINT64_MAX

void wari_index_init(struct wari_index *ix);
/* Positions of stones stones in cells cells (WARI_INDEX_MAX: too many to
 * count). */
uint64_t wari_index_count(const struct wari_index *ix, int cells, int stones);
uint64_t wari_index_rank(const struct wari_index *ix, const uint8_t *cell,
                         int cells, int stones);
void wari_index_unrank(const struct wari_index *ix, uint64_t rank,
                       uint8_t *cell, int cells, int stones);
/* The cells of the next position in number order; 0 after the last. */
int wari_index_next(uint8_t *cell, int cells);
/* The cells of a state, from its side to move. */
int wari_index_cells(const struct wari *w, uint8_t *cell);
/* The state of cells with north to move, no stone captured and no ply
 * played, under the rules of like; its quiet rule is off, so that only
 * WR-7 ends it. */
void wari_index_state(struct bg_state *st, const struct bg_state *like,
                      const uint8_t *cell);
/* The kinds of tables (positions.c): the plain ones, and under the
 * majority ending (WR-10) those of an even and of an odd number of
 * stones in the game, whose positions are the pits and a split of the
 * captured stones. */
enum { WARI_KIND_PLAIN, WARI_KIND_EVEN, WARI_KIND_ODD };
int wari_index_kind(const struct wari *w);
/* The splits of the captures a position of s stones has in tables of
 * kind: 1 for the plain ones. */
int wari_index_splits(int kind, int s);
/* The positions of s stones, splits included (WARI_INDEX_MAX: too many
 * to count); position rank * splits + split. */
uint64_t wari_index_positions(const struct wari_index *ix, int cells, int s,
                              int kind);
/* The split of a state of s stones going on, from its side to move. */
int wari_index_split(const struct wari *w, int s);
/* The number of the position of w, going on, in the tables of kind:
 * its s stones and their cells (wari_index_cells), and its split. */
uint64_t wari_index_number(const struct wari_index *ix, const struct wari *w,
                           const uint8_t *cell, int s, int kind);
/* Sets the captures of w, north to move, to those of split. */
void wari_index_give_split(struct wari *w, int s, int kind, int split);

/* Exact tables (tables.c): the values of one layer, the positions of
 * one stone count (under the majority ending, each with a split of the
 * captures), under one rule set.  A value is the final margin of the
 * side to move over the stones on the board, under best play with k
 * plies left before the quiet rule ends the game (WR-9), or the horizon
 * of the cycle ending (WR-11, wari_horizon).  first holds the
 * values for k = 1 (with the rule off: the values); a position's values
 * for larger k differ from them only at the plies listed for it,
 * ply[start[i]..start[i + 1]) with their values, in order; from ply top
 * on, they are last's. */
struct wari_layer {
	uint32_t count;
	int8_t *first;
	uint32_t *start;   /* NULL when no value changes with k */
	uint16_t *ply;
	int8_t *value;
	uint32_t top;
	int8_t *last;
	/* a layer read from its table file: the arrays are in its block */
	struct bg_table_map kept;
};

/* Builds layer s of the rules of like (a state: its pits do not matter)
 * from the layers below it, layer[0..s-1], in jobs threads (which change
 * nothing but the time): 1, or 0 when it does not fit in the budget, or
 * -1 (err says why). */
int wari_layer_build(struct wari_layer *layer, int s,
                     const struct bg_state *like,
                     const struct wari_index *ix, struct bg_budget *budget,
                     int jobs, struct bg_err *err);
/* The value of position i with k plies left (k >= 1). */
int wari_layer_value(const struct wari_layer *l, uint32_t k, uint64_t i);
void wari_layer_free(struct wari_layer *l, struct bg_budget *budget);
/* The memory the layers 0..s take, built and while building, reckoned
 * with room for the changes kept (which only building tells): it
 * depends on nothing built before, and a budget below it refuses them
 * before any is built. */
uint64_t wari_layers_least(const struct wari_index *ix, int cells, int s,
                           int kind);
/* The plies without a capture after which the tables value the stones
 * as their rows' owners take them, from a position with none yet: the
 * quiet count (WR-9), or under the cycle ending (WR-11) its cap of 600
 * plies when that comes first; 0: never (solve.c). */
int wari_horizon(const struct wari *w);

/* A layer in its table file (kept.c), when it is large enough to be
 * kept there: written once built (s its stones, like a state of its
 * rules); fetched into l, its count positions, read into memory,
 * checked and counted in budget: 1, or 0 when there is no file of it, it is refused or it
 * does not fit. */
void wari_layer_keep(const struct wari_layer *l, int s,
                     const struct bg_state *like);
int wari_layer_fetch(struct wari_layer *l, int s, const struct bg_state *like,
                     uint32_t count, struct bg_budget *budget);

/* The exact solver (solve.c), the game's hooks of that name. */
void *wari_solver_new(size_t max_bytes, int jobs, struct bg_err *err);
int wari_solve(void *solver, const struct bg_state *st, struct bg_exact *out,
               struct bg_err *err);
void wari_solver_free(void *solver);

#endif
