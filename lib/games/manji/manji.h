/* Manji: the state and the definition every file of the game
 * shares. */
#ifndef BG_GAMES_MANJI_H
#define BG_GAMES_MANJI_H

#include "core/core.h"

#define MJ_SEATS 4
#define MJ_PAWNS 2
#define MJ_FACES 6
#define MJ_MAXTRACK 80
#define MJ_MINCIRCLE 9 /* more squares than pawns: the circle never locks */
#define MJ_MAXCIRCLE 24
#define MJ_MAXGRID 24

enum { MJ_ROLLOFF, MJ_ROLL, MJ_MOVE, MJ_OVER };
enum { AT_HOME, AT_TRACK, AT_CIRCLE, AT_DONE, AT_SPOKE, AT_CENTRE };

struct manji_seat {
	int exit;     /* track square */
	int lap;      /* track squares from the exit to the entry, both in */
	int shortcut; /* steps from the exit to the shortcut circle */
	int arrival;  /* small-circle square */
};

struct manji_def {
	int track, circle, players;
	struct manji_seat seat[MJ_SEATS];
	int cols, rows;
	uint8_t track_xy[MJ_MAXTRACK][2];
	uint8_t circle_xy[MJ_MAXCIRCLE][2];
	uint8_t spoke_xy[MJ_SEATS][2];
	uint8_t home_xy[MJ_SEATS][2];
	uint8_t centre_xy[2];
};

/* A pawn is its progress along its seat's route: 0 at home, 1 + r on the
 * track r steps past the exit, then the small circle j steps into the
 * tour (j = 0: on the arrival square, tour not done), the arrival square
 * with the tour done, the spoke, the centre. */
struct manji {
	uint8_t players;
	uint8_t phase;
	uint8_t among;  /* MJ_ROLLOFF: the contenders, bit k for seat k + 1 */
	uint8_t turn;   /* seat index 0..3 */
	uint8_t dice;   /* MJ_MOVE: the die to play */
	uint8_t sixes;  /* 6s in a row this turn (MJ-5) */
	uint8_t last;   /* progress of the pawn MJ-5 sends home, or 0 */
	uint32_t rolls; /* chance events so far */
	uint8_t pawn[MJ_SEATS][MJ_PAWNS]; /* ascending progress */
};

_Static_assert(sizeof(struct manji) <= BG_STATE_BYTES, "manji state too big");

/* The game's evaluation (evaluate.c), its evaluate hook. */
int manji_evaluate(const struct bg_state *st, int seat);

extern const struct bg_yaml_source bg_manji_yaml;

static inline struct manji *
S(struct bg_state *st)
{
	return (struct manji *)st->u.bytes;
}

static inline const struct manji *
CS(const struct bg_state *st)
{
	return (const struct manji *)st->u.bytes;
}

static inline const struct manji_def *
DEF(const struct bg_state *st)
{
	return st->def;
}

#endif
