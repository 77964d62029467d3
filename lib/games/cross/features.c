/* What the learned evaluations of Waju and Wahoo see alike
 * (formats/evaluation.md), from one player's point of view: its marbles
 * by their place along its way (home counted in unary, each hole of the
 * way one input, the centre one), then each other player's the same
 * along its own way, in turn order from the player; the others' marbles
 * on the road by their hole counted from the player's start, where they
 * meet its own; derived features: for each own marble on the road the
 * share of the rolls with which another marble lands on it (a capture,
 * WJ-6, WH-5: its distance behind, a die or, with two dice, either or
 * their sum, or a start it stands on for a marble at home), the steps
 * to go of the player and of the nearest other, the players in play
 * and who plays next.  Each game adds what its own dice say. */
#include "games/cross/cross.h"

static struct bg_feature *
put(struct bg_feature *f, int index, float value)
{
	f->index = (uint16_t)index;
	f->value = value;
	return f + 1;
}

/* Player p's marbles along its way, from base. */
static struct bg_feature *
way(const struct cross *d, const struct cross_play *c, int p, int base,
    struct bg_feature *f)
{
	const struct cross_seat *s = &d->seat[cross_seat_of(c->players, p)];
	int i, home = 0, rel;

	for (i = 0; i < c->marbles; i++) {
		if (c->pos[p][i] == CROSS_HOME) {
			f = put(f, base + home++, 1);
			continue;
		}
		if (c->pos[p][i] == d->road) {
			f = put(f, base + CROSS_MARBLES, 1);
			continue;
		}
		rel = s->rel[c->pos[p][i]];
		if (rel >= 0 && rel < CROSS_WAY)
			f = put(f, base + CROSS_MARBLES + 1 + rel, 1);
	}
	return f;
}

/* The steps player p's marbles still have to go, a marble at home the
 * whole way and a few more. */
static int
togo(const struct cross *d, const struct cross_play *c, int p)
{
	const struct cross_seat *s = &d->seat[cross_seat_of(c->players, p)];
	int i, steps = 0;

	for (i = 0; i < c->marbles; i++)
		if (c->pos[p][i] == CROSS_HOME || c->pos[p][i] == d->road)
			steps += s->road_len + 4;
		else if (s->rel[c->pos[p][i]] < s->road_len)
			steps += s->road_len - s->rel[c->pos[p][i]];
	return steps;
}

/* Bit k set: a distance of k steps is one a roll of dice dice (1 or 2)
 * moves a marble; the share of rolls that make one of the distances. */
static float
share(unsigned dist, int dice)
{
	int a, b, hit = 0;

	if (dice == 1) {
		for (a = 1; a <= CROSS_FACES; a++)
			hit += (dist >> a) & 1;
		return (float)hit / CROSS_FACES;
	}
	for (a = 1; a <= CROSS_FACES; a++)
		for (b = 1; b <= CROSS_FACES; b++)
			hit += ((dist >> a) | (dist >> b) | (dist >> (a + b))) & 1;
	return (float)hit / (CROSS_FACES * CROSS_FACES);
}

/* The distances behind road hole h of the other players' marbles that
 * can reach it along their ways; a marble at home counts when h is its
 * start (1: it leaves home on a 1 or 6, WJ-4, WH-3). */
static unsigned
behind(const struct cross *d, const struct cross_play *c, int p, int h)
{
	unsigned dist = 0;
	int q, i, k, code;

	for (q = 0; q < c->players; q++) {
		const struct cross_seat *s =
			&d->seat[cross_seat_of(c->players, q)];

		for (i = 0; q != p && i < c->marbles; i++) {
			code = c->pos[q][i];
			if (code == CROSS_HOME) {
				dist |= h == s->start ? 1u << 1 | 1u << 6 : 0;
				continue;
			}
			if (code >= d->road || s->rel[h] < 0 ||
			    s->rel[h] >= s->road_len)
				continue;
			k = s->rel[h] - s->rel[code];
			if (k > 0 && k <= 2 * CROSS_FACES)
				dist |= 1u << k;
		}
	}
	return dist;
}

/* Where the others' marbles meet p's: the road from p's start, and the
 * share of rolls that hit each of p's marbles. */
static struct bg_feature *
contact(const struct cross *d, const struct cross_play *c, int p, int dice,
        struct bg_feature *f)
{
	int start = d->seat[cross_seat_of(c->players, p)].start, q, i, code;
	float risk;

	for (q = 0; q < c->players; q++)
		for (i = 0; q != p && i < c->marbles; i++) {
			code = c->pos[q][i];
			if (code < d->road)
				f = put(f, CROSS_F_ROAD + (code - start + d->road) %
				                          d->road, 1);
			else if (code == d->road)
				f = put(f, CROSS_F_ROAD + CROSS_MAXROAD, 1);
		}
	for (i = 0; i < c->marbles; i++) {
		code = c->pos[p][i];
		if (code >= d->road)
			continue;
		risk = share(behind(d, c, p, code), dice);
		if (risk > 0)
			f = put(f, CROSS_F_RISK + i, risk);
	}
	return f;
}

struct bg_feature *
cross_features(const struct bg_state *st, int p, int dice,
               struct bg_feature *f)
{
	const struct cross_play *c = cross_cplay_of(st);
	const struct cross *d = cross_of(st);
	int k, q, near = 4 * CROSS_MAXROAD, t;

	for (k = 0; k < c->players; k++) {
		q = (p + k) % c->players;
		f = way(d, c, q, CROSS_F_OWN + k * CROSS_F_PLAYER, f);
		if (k && (t = togo(d, c, q)) < near)
			near = t;
	}
	f = contact(d, c, p, dice, f);
	f = put(f, CROSS_F_TOGO, (float)togo(d, c, p) / 200.0f);
	f = put(f, CROSS_F_TOGO + 1, (float)near / 200.0f);
	f = put(f, CROSS_F_SEATS + c->players - 2, 1);
	if (c->phase != CROSS_ROLL_OFF && c->phase != CROSS_OVER)
		f = put(f, CROSS_F_NEXT + (c->turn - p + c->players) %
		                          c->players, 1);
	if (c->phase == CROSS_ROLL_AGAIN)
		f = put(f, CROSS_F_NEXT + CROSS_SEATS, 1);
	return put(f, CROSS_F_BIAS, 1);
}
