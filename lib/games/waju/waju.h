/* Waju: the state and the definition every file of the game
 * shares. */
#ifndef BG_GAMES_WAJU_H
#define BG_GAMES_WAJU_H

#include "games/cross/cross.h"

/* At most 4 marbles can move (home counts once), each movement has at
 * most two ends (the road or the void): 4 x 2 combined, 2 orders x 4 x 4
 * marbles x 2 x 2 ends split, 2 x 4 x 2 single. */
#define WJ_MAXWAYS 160

_Static_assert(WJ_MAXWAYS <= BG_MAX_MOVES, "waju moves do not fit");

enum { PH_ROLL_OFF, PH_ROLL_TURN, PH_ROLL_AGAIN, PH_MOVE, PH_OVER };

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
	int players, marbles;
};

struct waju {
	uint8_t players;
	uint8_t marbles;
	uint8_t phase;
	uint8_t turn;       /* the player to roll or move, 0-based */
	uint8_t contenders; /* PH_ROLL_OFF: bit i, player i rolls */
	uint8_t ndice;      /* PH_MOVE: dice to spend; PH_ROLL_AGAIN: to roll */
	uint8_t dice[2];
	uint8_t winner;
	uint32_t rolls;     /* chance events so far */
	/* Each player's marbles, hole codes in the order of their way. */
	uint8_t pos[CROSS_SEATS][CROSS_MARBLES];
};

_Static_assert(sizeof(struct waju) <= BG_STATE_BYTES, "waju state too big");

/* The game's evaluation (evaluate.c), its evaluate hook. */
int waju_evaluate(const struct bg_state *st, int seat);

extern const struct bg_yaml_source bg_waju_yaml;

static inline struct waju *
S(struct bg_state *st)
{
	return (struct waju *)st->u.bytes;
}

static inline const struct waju *
CS(const struct bg_state *st)
{
	return (const struct waju *)st->u.bytes;
}

static inline const struct waju_def *
DEF(const struct bg_state *st)
{
	return st->def;
}

#endif
