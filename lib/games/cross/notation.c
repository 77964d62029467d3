/* The words of the cross both races write alike: the seats that play. */
#include "games/cross/cross.h"

char *
cross_put_seats(char *p, int players, unsigned mask)
{
	int i, first = 1;

	for (i = 0; i < players; i++)
		if (mask & (1u << i)) {
			if (!first)
				*p++ = ',';
			p = bg_put_uint(p, (unsigned long)cross_seat_of(players, i)
			                   + 1);
			first = 0;
		}
	return p;
}

/* A seat number that plays, as a player index. */
int
cross_scan_seat(struct bg_scan *s, int players, const char *rules,
                int *player)
{
	unsigned long v;
	int p;

	if (bg_scan_uint(s, "a seat", CROSS_SEATS, &v) < 0)
		return -1;
	for (p = 0; p < players; p++)
		if ((unsigned long)cross_seat_of(players, p) + 1 == v) {
			*player = p;
			return 0;
		}
	return bg_scan_fail(s, "seat %lu does not play: %d players sit in "
	                    "seats %s (%s-1)", v, players,
	                    players == 2 ? "1 and 3" : players == 3
	                    ? "1, 2 and 3" : "1 to 4", rules);
}

/* contenders=S,S,...: the seats of a roll-off, ascending. */
int
cross_scan_contenders(struct bg_scan *s, int players, const char *rules,
                      uint8_t *contenders)
{
	int i, p = 0;

	if (bg_scan_key(s, "contenders") < 0)
		return -1;
	for (i = 0;; i++) {
		if (i && bg_scan_char(s, ',', "',' before the next seat") < 0)
			return -1;
		if (cross_scan_seat(s, players, rules, &p) < 0)
			return -1;
		if (*contenders >> p)
			return bg_scan_fail(s, "the seats are written in "
			                    "ascending order, once each");
		*contenders |= (uint8_t)(1u << p);
		if (s->p == s->end || *s->p != ',')
			break;
	}
	if (i == 0)
		return bg_scan_fail(s, "a roll-off has two contenders or more "
		                    "(%s-2)", rules);
	return 0;
}
