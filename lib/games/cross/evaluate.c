/* The evaluation of Waju and Wahoo, the leaves of a search: a race.  A
 * marble counts the road holes it still has to go to its finals (any
 * final hole will do, WJ-11, WH-9); one at home waits for a 1 or a 6
 * (WJ-4, WH-3), one on the centre for the die that takes it back to the
 * road: an exact 1 onto the corner to the right out of Waju's void (WJ-8),
 * a 1 onto its own arrow off Wahoo's hub (WH-8).  Wahoo's shortcut (WH-7)
 * is left to the search: it is a move like another.  A capture shows as
 * the road it costs; the chances follow from the steps (bg_race_value). */
#include "games/cross/cross.h"

/* Steps a marble is worth waiting for the die it needs. */
#define HOME_WAIT 6
#define CENTRE_WAIT 4

/* The steps player p's marbles, on seat, still have to go. */
static int
togo(const struct cross *d, int seat, const uint8_t *pos, int marbles)
{
	const struct cross_seat *s = &d->seat[seat];
	int i, steps = 0;

	for (i = 0; i < marbles; i++) {
		if (pos[i] == CROSS_HOME)
			steps += s->road_len + HOME_WAIT;
		else if (pos[i] == d->road)
			steps += s->road_len - s->back_rel + CENTRE_WAIT;
		else if (s->rel[pos[i]] < s->road_len)
			steps += s->road_len - s->rel[pos[i]];
	}
	return steps;
}

int
cross_evaluate(const struct bg_state *st, int seat)
{
	const struct cross_play *c = cross_cplay_of(st);
	const struct cross *d = cross_of(st);
	int steps[CROSS_SEATS], p;

	for (p = 0; p < c->players; p++)
		steps[p] = togo(d, cross_seat_of(c->players, p), c->pos[p],
		                c->marbles);
	return bg_race_value(steps, c->players, seat, 4);
}
