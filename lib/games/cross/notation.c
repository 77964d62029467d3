/* The words of the cross both races write alike: the seats that play,
 * the holes, and the fields of the state line they share. */
#include <string.h>

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

char *
cross_put_hole(char *p, const struct cross *d, int code)
{
	if (code == CROSS_HOME) {
		*p++ = 'h';
	} else if (code < d->road) {
		p = bg_put_uint(p, (unsigned long)code);
	} else if (code == d->road) {
		p = bg_put_str(p, d->race->centre);
	} else {
		*p++ = d->race->final;
		p = bg_put_uint(p, (unsigned long)((code - d->road - 1) %
		                                   CROSS_FINAL + 1));
	}
	return p;
}

void
cross_hole_text(const struct cross *d, int code, char *buf)
{
	*cross_put_hole(buf, d, code) = '\0';
}

/* Reading holes: a seat's own finals, or any other hole. */
int
cross_scan_hole(struct bg_scan *s, const struct cross *d, int seat,
                int *code)
{
	const struct cross_race *r = d->race;
	size_t n = strlen(r->centre);
	unsigned long v;
	char what[64];

	if ((size_t)(s->end - s->p) >= n && memcmp(s->p, r->centre, n) == 0) {
		*code = d->road;
		s->p += n;
		return 0;
	}
	if (s->p < s->end && *s->p == 'h') {
		*code = CROSS_HOME;
		s->p++;
		return 0;
	}
	if (s->p < s->end && *s->p == r->final) {
		s->p++;
		snprintf(what, sizeof what, "a %s hole 1 to %d", r->finals,
		         CROSS_FINAL);
		if (bg_scan_uint(s, what, CROSS_FINAL, &v) < 0)
			return -1;
		if (v < 1)
			return bg_scan_fail(s, "%s holes are %c1 to %c%d",
			                    r->finals, r->final, r->final,
			                    CROSS_FINAL);
		*code = cross_final_code(d, seat, (int)v - 1);
		return 0;
	}
	snprintf(what, sizeof what, "a hole: h, a road hole, %s or %c1 to %c%d",
	         r->centre, r->final, r->final, CROSS_FINAL);
	if (bg_scan_uint(s, what, (unsigned long)d->road - 1, &v) < 0)
		return -1;
	*code = (int)v;
	return 0;
}

static char *
put_seat(char *p, const struct cross_play *c, int player)
{
	return bg_put_uint(p, (unsigned long)cross_seat_of(c->players,
	                                                   player) + 1);
}

char *
cross_put_phase(char *p, const struct cross_play *c)
{
	static const char *const words[] = {
		[CROSS_ROLL_OFF] = "roll roll=off contenders=",
		[CROSS_ROLL_TURN] = "roll roll=turn turn=",
		[CROSS_ROLL_AGAIN] = "roll roll=again turn=",
		[CROSS_MOVE] = "move turn=",
		[CROSS_DECIDE] = "decide turn=",
		[CROSS_OVER] = "over",
	};

	p = bg_put_str(p, " rolls=");
	p = bg_put_uint(p, c->rolls);
	p = bg_put_str(p, " phase=");
	p = bg_put_str(p, words[c->phase]);
	if (c->phase == CROSS_ROLL_OFF)
		return cross_put_seats(p, c->players, c->contenders);
	if (c->phase != CROSS_OVER)
		p = put_seat(p, c, c->turn);
	return p;
}

/* The phase a word of phase= other than roll names. */
static int
phase_of(const char *word)
{
	return strcmp(word, "move") == 0 ? CROSS_MOVE
	     : strcmp(word, "decide") == 0 ? CROSS_DECIDE : CROSS_OVER;
}

int
cross_scan_phase(struct bg_scan *s, const struct cross *d,
                 struct cross_play *c)
{
	static const char *const rolls[] = { "off", "turn", "again", NULL };
	const struct cross_race *r = d->race;
	unsigned long count;
	int phase, roll, p = 0;

	if (bg_scan_field_uint(s, "rolls", "a count of rolls", UINT32_MAX,
	                       &count) < 0 ||
	    bg_scan_field_enum(s, "phase", r->phases_what, r->phases,
	                       &phase) < 0)
		return -1;
	c->rolls = (uint32_t)count;
	if (phase == 0) {
		if (bg_scan_field_enum(s, "roll", "off, turn or again", rolls,
		                       &roll) < 0)
			return -1;
		c->phase = (uint8_t)(CROSS_ROLL_OFF + roll);
	} else {
		c->phase = (uint8_t)phase_of(r->phases[phase]);
	}
	if (c->phase == CROSS_ROLL_OFF)
		return cross_scan_contenders(s, c->players, r->rules,
		                             &c->contenders);
	if (c->phase == CROSS_OVER)
		return 0;
	if (bg_scan_key(s, "turn") < 0 ||
	    cross_scan_seat(s, c->players, r->rules, &p) < 0)
		return -1;
	c->turn = (uint8_t)p;
	return 0;
}

int
cross_scan_players(struct bg_scan *s, const struct cross *d,
                   struct cross_play *c)
{
	unsigned long players;

	if (bg_scan_field_uint(s, "players", "a number of players",
	                       CROSS_SEATS, &players) < 0)
		return -1;
	if (players < 2)
		return bg_scan_fail(s, "2 to 4 players (%s-1)", d->race->rules);
	c->players = (uint8_t)players;
	return 0;
}

char *
cross_put_marbles(char *p, const struct cross *d, const struct cross_play *c)
{
	int pl, i;

	p = bg_put_str(p, " pos=");
	for (pl = 0; pl < c->players; pl++) {
		if (pl)
			*p++ = '/';
		for (i = 0; i < c->marbles; i++) {
			if (i)
				*p++ = ',';
			p = cross_put_hole(p, d, c->pos[pl][i]);
		}
	}
	if (c->phase == CROSS_OVER) {
		p = bg_put_str(p, " result=");
		p = put_seat(p, c, c->winner);
	}
	return p;
}

/* One marble of player pl's seat: a hole on its way, not taken, in the
 * order of the way after the marble before it (i > 0). */
static int
scan_marble(struct bg_scan *s, const struct cross *d, struct cross_play *c,
            uint8_t *occ, int pl, int i)
{
	const struct cross_race *r = d->race;
	int seat = cross_seat_of(c->players, pl), code;
	const struct cross_seat *ws = &d->seat[seat];
	const char *at = s->p;

	if (cross_scan_hole(s, d, seat, &code) < 0)
		return -1;
	if (code < d->road && ws->rel[code] < 0) {
		s->p = at;
		return bg_scan_fail(s, "hole %d is not on seat %d's way, %d to "
		                    "%d (%s-%d)", code, seat + 1, ws->start,
		                    ws->entry, r->rules, r->way_rule);
	}
	if (code != CROSS_HOME && occ[code]) {
		s->p = at;
		return bg_scan_fail(s, "two marbles in one hole");
	}
	if (i && cross_way_rank(d, ws, code) <
	         cross_way_rank(d, ws, c->pos[pl][i - 1])) {
		s->p = at;
		return bg_scan_fail(s, "a seat's marbles are written in the "
		                    "order of its way: h, the road from its "
		                    "start, %s, %c1 to %c%d", r->centre,
		                    r->final, r->final, CROSS_FINAL);
	}
	if (code != CROSS_HOME)
		occ[code] = 1;
	c->pos[pl][i] = (uint8_t)code;
	return 0;
}

int
cross_scan_marbles(struct bg_scan *s, const struct cross *d,
                   struct cross_play *c)
{
	uint8_t occ[CROSS_CODES] = { 0 };
	int pl, i, p = 0;

	if (bg_scan_key(s, "pos") < 0)
		return -1;
	for (pl = 0; pl < c->players; pl++) {
		if (pl && bg_scan_char(s, '/', "'/' before the next seat's "
		                       "marbles") < 0)
			return -1;
		for (i = 0; i < c->marbles; i++)
			if ((i && bg_scan_char(s, ',', "',' before the next "
			                       "marble") < 0) ||
			    scan_marble(s, d, c, occ, pl, i) < 0)
				return -1;
	}
	if (c->phase != CROSS_OVER)
		return 0;
	if (bg_scan_key(s, "result") < 0 ||
	    cross_scan_seat(s, c->players, d->race->rules, &p) < 0)
		return -1;
	c->winner = (uint8_t)p;
	return 0;
}
