/* Spook & Werewolf Ludo: the state and the definition every file of the game
 * shares. */
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

/* The game's evaluation (evaluate.c), its evaluate hook. */
int spook_evaluate(const struct bg_state *st, int seat);

extern const struct bg_yaml_source bg_spook_yaml;

static inline struct spook *
S(struct bg_state *st)
{
	return (struct spook *)st->u.bytes;
}

static inline const struct spook *
CS(const struct bg_state *st)
{
	return (const struct spook *)st->u.bytes;
}

static inline const struct spook_def *
DEF(const struct bg_state *st)
{
	return st->def;
}

#endif
