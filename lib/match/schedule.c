/* The schedule of a match: which policy holds which seat in each game,
 * which games share their dice, and where each game's draws come from. */
#include "match/match.h"

int
bg_schedule_init(struct bg_schedule *s, int policies, int seats, int rotate,
                 unsigned long games, struct bg_err *err)
{
	if (seats < 1 || seats > BG_MAX_SEATS || policies < 1)
		return bg_fail(err, BG_EX_DATAERR, "%d policies for a game of "
		               "%d seats", policies, seats);
	if (policies > seats)
		return bg_fail(err, BG_EX_DATAERR, "%d policies for a game of "
		               "%d seats: give at most one per seat", policies,
		               seats);
	if (!rotate && policies != 1 && policies != seats)
		return bg_fail(err, BG_EX_DATAERR, "%d policies for a game of "
		               "%d seats: give one, or one per seat", policies,
		               seats);
	s->policies = policies;
	s->seats = seats;
	s->rotate = rotate && policies > 1;
	s->games = games;
	s->round = s->rotate ? (unsigned long)policies : 1;
	s->paired = s->rotate && policies == 2 && seats == 2;
	return 0;
}

int
bg_schedule_policy(const struct bg_schedule *s, unsigned long g, int seat)
{
	if (s->policies == 1)
		return 0;
	if (!s->rotate)
		return seat;
	return (int)(((unsigned long)seat + g % s->round) % s->round);
}

int
bg_schedule_copy(const struct bg_schedule *s, unsigned long g, int seat)
{
	int policy = bg_schedule_policy(s, g, seat), copy = 0, i;

	for (i = 0; i < seat; i++)
		copy += bg_schedule_policy(s, g, i) == policy;
	return copy;
}

uint64_t
bg_schedule_dice_key(const struct bg_schedule *s, uint64_t key,
                     unsigned long g)
{
	struct bg_rng rng;

	bg_rng_derive(&rng, key, 2 * (uint64_t)(g / s->round));
	return bg_rng_next(&rng);
}

void
bg_schedule_choices(struct bg_rng *rng, uint64_t key, unsigned long g)
{
	bg_rng_derive(rng, key, 2 * (uint64_t)g + 1);
}
