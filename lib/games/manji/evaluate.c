/* Manji's evaluation, the leaves of a search: a race.  A pawn's progress
 * counts its steps along its route, from home to the centre; a pawn at
 * home still waits for a 5 (MJ-4), a dozen steps' worth of turns.  A
 * capture shows as the progress it costs. */
#include "games/manji/manji.h"

/* Steps a pawn at home is worth waiting for its 5. */
#define HOME_WAIT 12

int
manji_evaluate(const struct bg_state *st, int seat)
{
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	struct bg_outcome o;
	int togo[MJ_SEATS], i, k, s;

	/* The seats in play, by their names 1 to 4 (MJ-1). */
	st->game->outcome(st, &o);
	for (i = 0; i < o.seats; i++) {
		s = o.seat[i][0] - '1';
		togo[i] = 0;
		for (k = 0; k < MJ_PAWNS; k++) {
			/* The centre's progress: the lap, the tour, the spoke
			 * and the centre. */
			int centre = 1 + d->seat[s].lap + d->circle + 2;

			togo[i] += centre - g->pawn[s][k] +
			           (g->pawn[s][k] == 0 ? HOME_WAIT : 0);
		}
	}
	return bg_race_value(togo, o.seats, seat, 4);
}
