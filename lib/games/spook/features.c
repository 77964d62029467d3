/* What Spook's learned evaluation sees (formats/evaluation.md): a seat's
 * own board only, since no player touches another's (SW-1); the others
 * show as their distance to go.  For each of the seat's pieces, nearest
 * the church last: its square (one-hot), the character under it, those
 * on the six squares ahead (where the next movement die can take it),
 * the squares an activation roll costs it on average (SW-5) and its
 * distance to go; then what is due (a movement, an activation, or this
 * seat's move with a die known), the number of seats, and the two best
 * other seats' distances. */
#include "games/spook/spook.h"

#define SQ SP_MAXSQUARES
#define CHARS (SP_MAXCHARS + 1)  /* none, then each character */
#define AHEAD 6
#define AHEAD_KINDS (CHARS + 1)  /* and the church or beyond */
#define POS 0
#define UNDER (POS + SP_MAXPIECES * SQ)
#define NEXT (UNDER + SP_MAXPIECES * CHARS)
#define RISK (NEXT + SP_MAXPIECES * AHEAD * AHEAD_KINDS)
#define TOGO (RISK + SP_MAXPIECES)
#define NEED (TOGO + SP_MAXPIECES)
#define DUE (NEED + 1)
#define DIE (DUE + 3)
#define SEATS (DIE + SP_FACES)
#define OTHERS (SEATS + SP_MAXPLAYERS)
#define BIAS (OTHERS + 2)
#define INPUTS (BIAS + 1)

_Static_assert(INPUTS == 354, "formats/evaluation.md gives Spook 354 inputs");

static struct bg_feature *
put(struct bg_feature *f, int index, float value)
{
	f->index = (uint16_t)index;
	f->value = value;
	return f + 1;
}

/* The squares the need nearest pieces of player p still have to go. */
static int
need_togo(const struct spook *g, const struct spook_def *d, int p)
{
	int need = g->pieces == 1 ? 1 : 2, sum = 0, i;

	/* Pieces are kept in ascending order: the nearest are last. */
	for (i = g->pieces - 1; i >= 0 && need > 0; i--, need--)
		sum += d->squares - g->pos[p][i];
	return sum;
}

/* The piece at sq on player p's board, in slot k. */
static struct bg_feature *
piece(const struct spook *g, const struct spook_def *d, int p, int k,
      int sq, struct bg_feature *f)
{
	const uint8_t *board = g->board[p];
	int o, v, lost = 0, c;

	f = put(f, POS + k * SQ + (sq > SQ ? SQ : sq) - 1, 1);
	if (sq >= d->squares)
		return put(f, TOGO + k, 0);
	f = put(f, UNDER + k * CHARS + board[sq - 1], 1);
	for (o = 1; o <= AHEAD; o++) {
		c = sq + o >= d->squares ? CHARS : board[sq + o - 1];
		f = put(f, NEXT + (k * AHEAD + o - 1) * AHEAD_KINDS + c, 1);
	}
	for (v = 1; v <= SP_FACES; v++)
		lost += sq - spook_activated(d, board, sq, v);
	if (lost)
		f = put(f, RISK + k, (float)lost / (SP_FACES * 10.0f));
	return put(f, TOGO + k, (float)(d->squares - sq) / SQ);
}

/* The two smallest distances of the other players. */
static struct bg_feature *
others(const struct spook *g, const struct spook_def *d, int seat,
       struct bg_feature *f)
{
	int best[2] = { 2 * SQ, 2 * SQ }, p, t;

	for (p = 0; p < g->players; p++) {
		if (p == seat)
			continue;
		t = need_togo(g, d, p);
		if (t < best[0]) {
			best[1] = best[0];
			best[0] = t;
		} else if (t < best[1]) {
			best[1] = t;
		}
	}
	f = put(f, OTHERS, (float)best[0] / (2 * SQ));
	return put(f, OTHERS + 1, (float)best[1] / (2 * SQ));
}

int
spook_features(const struct bg_state *st, int seat, struct bg_feature *out)
{
	const struct spook *g = CS(st);
	const struct spook_def *d = DEF(st);
	struct bg_feature *f = out;
	int k;

	for (k = 0; k < g->pieces; k++)
		f = piece(g, d, seat, k, g->pos[seat][k], f);
	f = put(f, NEED, (float)need_togo(g, d, seat) / (2 * SQ));
	if (g->phase == SP_MOVE && seat >= g->turn) {
		f = put(f, DUE + 2, 1);
		f = put(f, DIE + g->dice - 1, 1);
	} else {
		f = put(f, DUE + (g->phase == SP_ROLL_ACTIVATION ||
		                  g->phase == SP_MOVE), 1);
	}
	f = put(f, SEATS + g->players - 1, 1);
	f = others(g, d, seat, f);
	f = put(f, BIAS, 1);
	return (int)(f - out);
}
