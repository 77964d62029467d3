/* The schedule of a match or tournament: which policy holds which seat
 * in each game, which games share their dice, and where each game's
 * draws come from. */
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
	s->policies = s->table = policies;
	s->seats = seats;
	s->rotate = rotate && policies > 1;
	s->gauntlet = 0;
	s->tables = 1;
	s->games = games;
	s->round = s->cycle = s->rotate ? (unsigned long)policies : 1;
	s->paired = s->rotate && policies == 2 && seats == 2;
	return 0;
}

/* n choose k, saturated far above any count of tables played. */
static unsigned long
choose(int n, int k)
{
	unsigned long c = 1;
	int i;

	if (k < 0 || k > n)
		return 0;
	for (i = 1; i <= k; i++) {
		c = c * (unsigned long)(n - k + i) / (unsigned long)i;
		if (c > BG_TABLES_MAX)
			return BG_TABLES_MAX + 1;
	}
	return c;
}

int
bg_schedule_tournament(struct bg_schedule *s, int policies, int seats,
                       int gauntlet, unsigned long cycles, struct bg_err *err)
{
	if (seats < 2 || seats > BG_MAX_SEATS)
		return bg_fail(err, BG_EX_DATAERR, "a tournament needs a game "
		               "of 2 to %d seats, not %d", BG_MAX_SEATS, seats);
	if (policies < 2 || policies > BG_POLICIES_MAX)
		return bg_fail(err, BG_EX_USAGE, "a tournament of 2 to %d "
		               "policies, not %d", BG_POLICIES_MAX, policies);
	s->policies = policies;
	s->seats = seats;
	s->rotate = 1;
	s->gauntlet = gauntlet;
	s->table = gauntlet ? 2 : policies < seats ? policies : seats;
	s->tables = gauntlet ? (unsigned long)policies - 1
	                     : choose(policies, s->table);
	if (s->tables > BG_TABLES_MAX)
		return bg_fail(err, BG_EX_USAGE, "%d policies at tables of %d: "
		               "more than %lu tables", policies, s->table,
		               BG_TABLES_MAX);
	s->round = (unsigned long)s->table;
	s->cycle = s->round * s->tables;
	s->games = cycles * s->cycle;
	s->paired = 0;
	return 0;
}

/* Round robin: table t is the t-th combination of `table` policies in
 * lexicographic order, found digit by digit by counting the
 * combinations that start lower. */
void
bg_schedule_table(const struct bg_schedule *s, unsigned long t, int *policy)
{
	unsigned long below;
	int i, c = 0;

	if (s->gauntlet) {
		policy[0] = 0;
		policy[1] = (int)t + 1;
		return;
	}
	for (i = 0; i < s->table; i++, c++) {
		while ((below = choose(s->policies - c - 1, s->table - i - 1)) <= t) {
			t -= below;
			c++;
		}
		policy[i] = c;
	}
}

int
bg_schedule_policy(const struct bg_schedule *s, unsigned long g, int seat)
{
	int policy[BG_MAX_SEATS];

	if (s->policies == 1)
		return 0;
	if (!s->rotate)
		return seat;
	bg_schedule_table(s, g / s->round % s->tables, policy);
	return policy[((unsigned long)seat + g % s->round) % s->round];
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

	bg_rng_derive(&rng, key, 2 * (uint64_t)(g / s->cycle));
	return bg_rng_next(&rng);
}

void
bg_schedule_choices(struct bg_rng *rng, uint64_t key, unsigned long g)
{
	bg_rng_derive(rng, key, 2 * (uint64_t)g + 1);
}
