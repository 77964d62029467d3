/* Wahoo: the state and the definition every file of the game
 * shares. */
#ifndef BG_GAMES_WAHOO_H
#define BG_GAMES_WAHOO_H

#include "games/cross/cross.h"

#define WH_MAXARROWS 16
/* Each marble reaches at most two holes (the road and the shortcut), and
 * pass or decline may follow. */
#define WH_MAXMOVES (2 * CROSS_MARBLES + 1)

_Static_assert(WH_MAXMOVES <= BG_MAX_MOVES, "wahoo moves do not fit");

enum { PH_ROLL_OFF, PH_ROLL_TURN, PH_ROLL_AGAIN, PH_MOVE, PH_DECIDE,
       PH_OVER };

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
	int players;
};

struct wahoo {
	uint8_t players;
	uint8_t phase;
	uint8_t turn;       /* the player to roll, move or decide, 0-based */
	uint8_t contenders; /* PH_ROLL_OFF: bit i, player i rolls */
	uint8_t die;        /* PH_MOVE: the die to spend */
	uint8_t winner;
	/* WH-7: bit i, the turn's marble on arrow i stood there when the
	 * turn began and has not moved since. */
	uint16_t shortcut;
	uint32_t rolls;     /* chance events so far */
	/* Each player's marbles, hole codes in the order of their way. */
	uint8_t pos[CROSS_SEATS][CROSS_MARBLES];
};

_Static_assert(sizeof(struct wahoo) <= BG_STATE_BYTES, "wahoo state too big");

/* The game's evaluation (evaluate.c), its evaluate hook. */
int wahoo_evaluate(const struct bg_state *st, int seat);

extern const struct bg_yaml_source bg_wahoo_yaml;

static inline struct wahoo *
S(struct bg_state *st)
{
	return (struct wahoo *)st->u.bytes;
}

static inline const struct wahoo *
CS(const struct bg_state *st)
{
	return (const struct wahoo *)st->u.bytes;
}

static inline const struct wahoo_def *
DEF(const struct bg_state *st)
{
	return st->def;
}

#endif
