/* Manji's home stretch (core.h, struct bg_home_index; formats/
 * evaluation.md, "The home stretch"): a seat whose two pawns are both past the
 * outer track (MJ-7 to MJ-11), where no pawn is captured (MJ-9) and
 * another seat's pawn only stands in the way on the small circle.  A
 * seat's position is each pawn's place along its inner route (the
 * small circle from its arrival square, the arrival square with the
 * tour done, the spoke, the centre), and with its roll due, the 6s
 * rolled in its turn (MJ-3, MJ-5). */
#include "games/manji/manji.h"

#define SIXES 3 /* a roll follows 0, 1 or 2 sixes in a turn */

/* The seat number of the playing seat of index seat. */
static int
seat_number(int players, int seat)
{
	int s, i = -1;

	for (s = 0; s < MJ_SEATS; s++)
		if (manji_plays(players, s) && ++i == seat)
			return s;
	return -1;
}

/* Places along the inner route: the small circle, done, spoke, centre. */
static int
places(const struct manji_def *d)
{
	return d->circle + 3;
}

static size_t
positions(const struct bg_state *like, int seat)
{
	size_t p = (size_t)places(DEF(like));

	(void)seat;
	return p * p * SIXES;
}

static long
key(const struct bg_state *st, int seat, int *going)
{
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	int s = seat_number(g->players, seat), t, a, b, sixes = 0;

	*going = 0;
	if (s < 0 || g->phase == MJ_ROLLOFF || g->phase == MJ_OVER)
		return BG_HOME_NONE;
	t = manji_tour_start(d, s);
	if (g->pawn[s][0] < t || g->pawn[s][1] < t)
		return BG_HOME_NONE;
	a = g->pawn[s][0] - t;
	b = g->pawn[s][1] - t;
	if (g->turn == s) {
		*going = 1;
		sixes = g->sixes;
	}
	return ((long)a * places(d) + b) * SIXES + sixes;
}

static int
place(struct bg_state *st, const struct bg_state *like, int seat, size_t k)
{
	const struct manji_def *d = DEF(like);
	int s = seat_number(CS(like)->players, seat), p = places(d), o;
	struct manji *g;
	struct bg_err unfit;

	if (s < 0)
		return 0;
	bg_state_copy(st, like);
	g = S(st);
	/* The others on their spokes and centres: off the small circle. */
	for (o = 0; o < MJ_SEATS; o++) {
		if (!manji_plays(g->players, o))
			continue;
		g->pawn[o][0] = (uint8_t)(manji_done_mark(d, o) + 1);
		g->pawn[o][1] = (uint8_t)manji_centre_mark(d, o);
	}
	g->sixes = (uint8_t)(k % SIXES);
	k /= SIXES;
	g->pawn[s][1] = (uint8_t)(manji_tour_start(d, s) + (int)(k % (size_t)p));
	g->pawn[s][0] = (uint8_t)(manji_tour_start(d, s) + (int)(k / (size_t)p));
	g->turn = (uint8_t)s;
	g->phase = MJ_ROLL;
	manji_fresh_roll(g);
	return manji_check(st, &unfit) == 0;
}

/* The same definition and seats: what the last-piece tables ask too. */
static int
same(const struct bg_state *like, const struct bg_state *st)
{
	return manji_endgame_index.same(like, st);
}

const struct bg_home_index manji_home_index = {
	positions, key, place, same
};
