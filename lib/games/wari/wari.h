/* Wari: the state and the definition every file of the game
 * shares. */
#ifndef BG_GAMES_WARI_H
#define BG_GAMES_WARI_H

#include "core/core.h"

#define WARI_MAXPITS 12   /* pits in one row */
#define WARI_MAXSTONES 240 /* stones on a board: a count fits a byte */
#define WARI_MAXQUIET 10000

enum { NORTH, SOUTH };
enum { TWELVE_EXACT, TWELVE_ATLEAST, TWELVE_OFF };
enum { SLAM_LEAVE_ONE, SLAM_NO_CAPTURE, SLAM_ILLEGAL };
enum { END_NONE, END_NOMOVE, END_AGREED, END_QUIET };
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
};

_Static_assert(sizeof(struct wari) <= BG_STATE_BYTES, "wari state too big");

/* The game's evaluation (evaluate.c), its evaluate hook. */
int wari_evaluate(const struct bg_state *st, int seat);

extern const struct bg_yaml_source bg_wari_yaml;

static inline struct wari *
W(struct bg_state *st)
{
	return (struct wari *)st->u.bytes;
}

static inline const struct wari *
CW(const struct bg_state *st)
{
	return (const struct wari *)st->u.bytes;
}

#endif
