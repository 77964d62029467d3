/* Wahoo's evaluation, the leaves of a search: a race.  A marble counts
 * the road holes it still has to go to its Tee Pee; one at home waits for
 * a 1 or a 6 (WH-3), one on the hub for a 1 onto its own arrow (WH-8).
 * The shortcut (WH-7) is left to the search: it is a move like another.
 * A capture shows as the road it costs; the chances follow from the
 * steps (bg_race_value). */
#include "games/wahoo/wahoo.h"

int
wahoo_evaluate(const struct bg_state *st, int seat)
{
	const struct wahoo *g = CS(st);
	const struct wahoo_def *d = DEF(st);
	int togo[CROSS_SEATS], p, k;

	for (p = 0; p < g->c.players; p++) {
		k = cross_seat_of(g->c.players, p);
		togo[p] = cross_togo(&d->x, k, g->c.pos[p], CROSS_MARBLES,
		                     d->seat[k].arrow_rel);
	}
	return bg_race_value(togo, g->c.players, seat, 4);
}
