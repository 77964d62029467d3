/* How far a player's marbles still have to go on the cross, for the
 * evaluations of Waju and Wahoo: the road holes to the seat's finals
 * (any final hole will do), a marble at home waiting for a 1 or a 6, a
 * marble on the centre hole waiting for the die that takes it back to
 * the road at index centre_rel of the seat's way. */
#include "games/cross/cross.h"

/* Steps a marble is worth waiting for the die it needs. */
#define HOME_WAIT 6
#define CENTRE_WAIT 4

int
cross_togo(const struct cross *d, int seat, const uint8_t *pos, int marbles,
           int centre_rel)
{
	const struct cross_seat *s = &d->seat[seat];
	int i, togo = 0;

	for (i = 0; i < marbles; i++) {
		if (pos[i] == CROSS_HOME)
			togo += s->road_len + HOME_WAIT;
		else if (pos[i] == d->road)
			togo += s->road_len - centre_rel + CENTRE_WAIT;
		else if (s->rel[pos[i]] < s->road_len)
			togo += s->road_len - s->rel[pos[i]];
	}
	return togo;
}
