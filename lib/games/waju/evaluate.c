/* Waju's evaluation, the leaves of a search: a race.  A marble counts
 * the road holes it still has to go to its goal (any goal hole will do,
 * WJ-11); one at home waits for a 1 or a 6 (WJ-4), one in the void for
 * an exact 1 onto its corner to the right (WJ-8).  A capture shows as the
 * road it costs; the chances follow from the steps (bg_race_value). */
#include "games/waju/waju.h"

int
waju_evaluate(const struct bg_state *st, int seat)
{
	const struct waju *g = CS(st);
	const struct waju_def *d = DEF(st);
	int togo[CROSS_SEATS], p, k;

	for (p = 0; p < g->c.players; p++) {
		k = cross_seat_of(g->c.players, p);
		togo[p] = cross_togo(&d->x, k, g->c.pos[p], g->c.marbles,
		                     d->seat[k].right_rel);
	}
	return bg_race_value(togo, g->c.players, seat, 4);
}
