/* Testnim: the state, the definition and the functions the files of the
 * game share: rules.c, notation.c, definition.c, render.c, evaluate.c.
 * A game of one heap that tests/newgame.bats adds to a copy of the tree,
 * to show that a game is its folder. */
#ifndef BG_GAMES_TESTNIM_H
#define BG_GAMES_TESTNIM_H

#include "core/core.h"

#define TESTNIM_MAXHEAP 99 /* stones on the heap at the start */
#define TESTNIM_MAXTAKE 9  /* so that a move is one digit */

enum { FIRST, SECOND };

struct testnim_def {
	int heap;
	int take;
};

struct testnim {
	uint8_t heap;
	uint8_t take;   /* the most stones a move takes (TN-2) */
	uint8_t turn;
	uint8_t over;   /* the heap is empty: turn took the last stone */
	uint32_t ply;
};

_Static_assert(sizeof(struct testnim) <= BG_STATE_BYTES,
               "testnim state too big");

BG_GAME_ACCESSORS(struct testnim, struct testnim_def)

extern const struct bg_yaml_source bg_testnim_yaml;
extern const char *const testnim_seat_names[];

/* The rules (rules.c), the game's hooks. */
int testnim_check(const struct bg_state *st, struct bg_err *err);
enum bg_phase testnim_phase(const struct bg_state *st);
const char *testnim_actor(const struct bg_state *st);
int testnim_seats(const struct bg_state *st);
int testnim_seat(const struct bg_state *st);
int testnim_moves(const struct bg_state *st, struct bg_move *out);
void testnim_apply(struct bg_state *st, const struct bg_move *mv);
int testnim_chance(const struct bg_state *st, struct bg_chance *ev);
void testnim_outcome(const struct bg_state *st, struct bg_outcome *out);

/* The notation (notation.c). */
int testnim_parse(struct bg_state *st, const char *line, size_t len,
                  struct bg_err *err);
size_t testnim_format(const struct bg_state *st, char *buf);
size_t testnim_format_move(const struct bg_state *st,
                           const struct bg_move *mv, char *buf);
int testnim_parse_action(const struct bg_state *st, const char *word,
                         size_t len, struct bg_move *mv,
                         struct bg_err *err);

/* The pictures (render.c). */
void testnim_trail(const struct bg_state *before, const struct bg_move *mv,
                   struct bg_trail *trail);
void testnim_render_text(const struct bg_state *st, FILE *out,
                         const struct bg_view *view);
void testnim_render_svg(const struct bg_state *st, FILE *out,
                        const struct bg_view *view, int *width, int *height);

/* The evaluation (evaluate.c). */
int testnim_evaluate(const struct bg_state *st, int seat);

#endif
