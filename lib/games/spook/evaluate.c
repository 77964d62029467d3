/* Spook's evaluation, the leaves of a search: a race.  Each player needs
 * its pieces in the church (two, one in the one-piece game: SW-2), on a
 * board of its own that no other player touches, so what tells the
 * players apart is how far their nearest pieces still have to go.  The
 * activation rolls (SW-5) push every player back alike on the whole,
 * and the evaluation leaves them to the search's chance nodes. */
#include "games/spook/spook.h"

int
spook_evaluate(const struct bg_state *st, int seat)
{
	const struct spook *g = CS(st);
	const struct spook_def *d = DEF(st);
	int togo[SP_MAXPLAYERS], p, i, j, need = g->pieces == 1 ? 1 : 2;

	for (p = 0; p < g->players; p++) {
		int left[SP_MAXPIECES];

		for (i = 0; i < g->pieces; i++)
			left[i] = d->squares - g->pos[p][i];
		/* The need nearest pieces: pieces are few, sort by hand. */
		for (i = 1; i < g->pieces; i++)
			for (j = i; j > 0 && left[j - 1] > left[j]; j--) {
				int t = left[j];

				left[j] = left[j - 1];
				left[j - 1] = t;
			}
		togo[p] = 0;
		for (i = 0; i < need && i < g->pieces; i++)
			togo[p] += left[i];
	}
	return bg_race_value(togo, g->players, seat, 4);
}
