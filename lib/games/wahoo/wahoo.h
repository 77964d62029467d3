/* Wahoo: the state, the definition and the functions the files of the
 * game share: rules.c, notation.c, definition.c, render.c. */
#ifndef BG_GAMES_WAHOO_H
#define BG_GAMES_WAHOO_H

#include "games/cross/cross.h"

#define WH_MAXARROWS 16
/* Each marble reaches at most two holes (the road and the shortcut), and
 * pass or decline may follow. */
#define WH_MAXMOVES (2 * CROSS_MARBLES + 1)

_Static_assert(WH_MAXMOVES <= BG_MAX_MOVES, "wahoo moves do not fit");

/* What Wahoo adds to a seat of the cross: its own arrow and the
 * shortcut's hops. */
struct wahoo_seat {
	int arrow;          /* a road hole */
	int arrow_rel;      /* its own arrow's index on its way */
	/* WH-7: from an arrow on the way, the index the shortcut leads to
	 * in one step: the next arrow on the way; -1 off the arrows. */
	int8_t hop[CROSS_MAXROAD];
};

struct wahoo_def {
	struct cross x;     /* the road's centre is the hub */
	int narrows;
	uint8_t arrow[WH_MAXARROWS]; /* road holes with a pink arrow */
	uint8_t past[WH_MAXARROWS];  /* the hole one past each (WH-8) */
	struct wahoo_seat seat[CROSS_SEATS];
};

struct wahoo {
	struct cross_play c; /* four marbles each */
	uint8_t die;         /* CROSS_MOVE: the die to spend */
	/* WH-7: bit i, the turn's marble on arrow i stood there when the
	 * turn began and has not moved since. */
	uint16_t shortcut;
};

_Static_assert(sizeof(struct wahoo) <= BG_STATE_BYTES, "wahoo state too big");
/* The code of the cross reads the state and the definition by these. */
_Static_assert(offsetof(struct wahoo, c) == 0 &&
               offsetof(struct wahoo_def, x) == 0, "wahoo: the cross first");

extern const struct bg_yaml_source bg_wahoo_yaml;

BG_GAME_ACCESSORS(struct wahoo, struct wahoo_def)

/* WH-1, as WJ-1: two players sit in seats 1 and 3, three or four from
 * seat 1. */
static inline int
wahoo_seat_of(const struct wahoo *g, int p)
{
	return cross_seat_of(g->c.players, p);
}

static inline int
wahoo_hub_code(const struct wahoo_def *d)
{
	return d->x.road;
}

static inline int
wahoo_in_teepee(const struct wahoo_def *d, int code)
{
	return code != CROSS_HOME && code > wahoo_hub_code(d);
}

/* features.c: what the learned evaluation sees, its features hook. */
#define WAHOO_INPUTS (CROSS_F_INPUTS + CROSS_FACES + CROSS_MARBLES)
int wahoo_features(const struct bg_state *st, int seat,
                   struct bg_feature *out);
extern const struct bg_yaml_source bg_wahoo_net;

/* rules.c: the rules, and the hooks of play. */
int wahoo_arrow_at(const struct wahoo_def *d, int code);
/* WH-7: the arrows on which player p's marbles stand as its turn
 * begins (bit i, arrow i), its own arrow left out. */
uint16_t wahoo_shortcut_set(const struct wahoo_def *d, const struct wahoo *g,
                            int p);
/* The solver of the last-piece tables (ends.c). */
void *wahoo_solver_new(size_t max_bytes, int jobs, struct bg_err *err);
int wahoo_moves(const struct bg_state *st, struct bg_move *out);
void wahoo_apply(struct bg_state *st, const struct bg_move *mv);
int wahoo_chance(const struct bg_state *st, struct bg_chance *ev);
int wahoo_check(const struct bg_state *st, struct bg_err *err);
/* Why a movement word, or a decision, names no legal one. */
void wahoo_explain_move(const struct wahoo_def *d, const struct wahoo *g,
                        int from, int to, char *why, size_t cap);
void wahoo_explain_decision(const struct wahoo_def *d, const struct wahoo *g,
                            int from, int to, char *why, size_t cap);

/* notation.c: the state line, and the words of actions. */
extern const struct cross_race wahoo_race;
char *wahoo_put_shortcut(char *p, const struct wahoo_def *d, unsigned set);
int wahoo_parse(struct bg_state *st, const char *line, size_t len,
                struct bg_err *err);
size_t wahoo_format(const struct bg_state *st, char *buf);
size_t wahoo_format_move(const struct bg_state *st, const struct bg_move *mv,
                         char *buf);
int wahoo_parse_action(const struct bg_state *st, const char *word,
                       size_t len, struct bg_move *mv, struct bg_err *err);

/* definition.c: the YAML definition and the initial state. */
int wahoo_load_def(const struct bg_node *root, const char *src, void **out,
                   struct bg_err *err);

/* render.c: pictures. */
void wahoo_render_text(const struct bg_state *st, FILE *out,
                       const struct bg_view *view);
void wahoo_render_svg(const struct bg_state *st, FILE *out,
                      const struct bg_view *view, int *width, int *height);

#endif
