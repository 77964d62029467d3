/* Waju: the state, the definition and the functions the files of the
 * game share: rules.c, notation.c, definition.c, render.c. */
#ifndef BG_GAMES_WAJU_H
#define BG_GAMES_WAJU_H

#include "games/cross/cross.h"

/* At most 4 marbles can move (home counts once), each movement has at
 * most two ends (the road or the void): 4 x 2 combined, 2 orders x 4 x 4
 * marbles x 2 x 2 ends split, 2 x 4 x 2 single. */
#define WJ_MAXWAYS 160

_Static_assert(WJ_MAXWAYS <= BG_MAX_MOVES, "waju moves do not fit");

/* What Waju adds to a seat of the cross: the corners of its shortcut. */
struct waju_seat {
	int corner, right;  /* road holes */
	int corner_rel, right_rel;
};

struct waju_def {
	struct cross x;     /* the road's centre is the void */
	int ncorners;
	uint8_t corners[CROSS_MAXROAD];
	struct waju_seat seat[CROSS_SEATS];
};

struct waju {
	struct cross_play c;
	uint8_t ndice; /* CROSS_MOVE: dice to spend; CROSS_ROLL_AGAIN: to roll */
	uint8_t dice[2];
};

_Static_assert(sizeof(struct waju) <= BG_STATE_BYTES, "waju state too big");
/* The code of the cross reads the state and the definition by these. */
_Static_assert(offsetof(struct waju, c) == 0 &&
               offsetof(struct waju_def, x) == 0, "waju: the cross first");

extern const struct bg_yaml_source bg_waju_yaml;

BG_GAME_ACCESSORS(struct waju, struct waju_def)

/* WJ-1: two players sit in seats 1 and 3, three or four from seat 1. */
static inline int
waju_seat_of(const struct waju *g, int p)
{
	return cross_seat_of(g->c.players, p);
}

static inline int
waju_void_code(const struct waju_def *d)
{
	return d->x.road;
}

/* features.c: what the learned evaluation sees, its features hook. */
#define WAJU_INPUTS (CROSS_F_INPUTS + 2 * CROSS_FACES)
int waju_features(const struct bg_state *st, int seat,
                  struct bg_feature *out);
extern const struct bg_yaml_source bg_waju_net;

/* The solver of the last-piece tables (ends.c). */
void *waju_solver_new(size_t max_bytes, int jobs, struct bg_err *err);

/* rules.c: the rules, and the hooks of play. */
int waju_moves(const struct bg_state *st, struct bg_move *out);
void waju_apply(struct bg_state *st, const struct bg_move *mv);
int waju_chance(const struct bg_state *st, struct bg_chance *ev);
/* Why the word, which names no legal move of st, is refused. */
void waju_refusal(const struct bg_state *st, const char *word, size_t len,
                  char *why, size_t cap);

/* notation.c: the state line, and the words of actions. */
extern const struct cross_race waju_race;
extern const char waju_bad_word[]; /* why a word is no move */
size_t waju_spell(const struct waju_def *d, const uint8_t *from,
                  const uint8_t *to, int n, char *buf);
int waju_read_word(const struct waju_def *d, int seat, const char *word,
                   size_t len, int *from, int *to);
int waju_parse(struct bg_state *st, const char *line, size_t len,
               struct bg_err *err);
size_t waju_format(const struct bg_state *st, char *buf);
size_t waju_format_move(const struct bg_state *st, const struct bg_move *mv,
                        char *buf);
int waju_parse_action(const struct bg_state *st, const char *word,
                      size_t len, struct bg_move *mv, struct bg_err *err);

/* definition.c: the YAML definition and the initial state. */
int waju_load_def(const struct bg_node *root, const char *src, void **out,
                  struct bg_err *err);

/* render.c: pictures. */
void waju_render_text(const struct bg_state *st, FILE *out,
                      const struct bg_view *view);
void waju_render_svg(const struct bg_state *st, FILE *out,
                     const struct bg_view *view, int *width, int *height);

#endif
