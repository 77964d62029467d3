/* The tally of a match or tournament, game by game in the order of the
 * games: per policy its results, its share of the wins and its share at
 * each seat; the crosstable of the results between each two policies;
 * for two policies on two seats, policy 0's pairs by their two results. */
#include <string.h>

#include "match/match.h"

void
bg_stats_init(struct bg_match_stats *st, int policies, int seats)
{
	memset(st, 0, sizeof *st);
	st->policies = policies;
	st->seats = seats;
	st->first = -1;
}

/* A pair by its two results (0 loss, 1 draw, 2 win), in either order. */
static int
penta_kind(int a, int b)
{
	static const int kind[3][3] = {
		{ BG_PENTA_LL, BG_PENTA_LD, BG_PENTA_WL },
		{ BG_PENTA_LD, BG_PENTA_DD, BG_PENTA_WD },
		{ BG_PENTA_WL, BG_PENTA_WD, BG_PENTA_WW },
	};

	return kind[a][b];
}

/* Policy p's result (0 loss, 1 draw, 2 win): the seats with a share of
 * the win are its winners, unless every seat has one (a draw); a policy
 * wins when its seats alone are winners, and loses when none of them
 * is. */
static int
result_of(const struct bg_match_stats *st, const int *policy,
          const int *value, int p)
{
	int mine = 0, theirs = 0, all = 1, i;

	for (i = 0; i < st->seats; i++) {
		all &= value[i] > 0;
		if (value[i] > 0 && policy[i] == p)
			mine = 1;
		else if (value[i] > 0)
			theirs = 1;
	}
	if (all || (mine && theirs))
		return 1;
	return mine ? 2 : 0;
}

/* Every two seats of the game held by two policies: one result between
 * them, by their shares of the win. */
static void
add_pairs(struct bg_match_stats *st, const int *policy, const int *value)
{
	int a, b, pa, pb, points;

	for (a = 0; a < st->seats; a++)
		for (b = 0; b < st->seats; b++) {
			pa = policy[a];
			pb = policy[b];
			if (a == b || pa == pb)
				continue;
			points = value[a] > value[b] ? 2 : value[a] == value[b];
			st->pair_games[pa][pb]++;
			st->pair_points[pa][pb] += (unsigned long)points;
		}
}

void
bg_stats_add(struct bg_match_stats *st, const struct bg_schedule *s,
             const struct bg_match_result *r)
{
	int policy[BG_MAX_SEATS], result, i, p;
	unsigned char seated[BG_POLICIES_MAX] = { 0 };

	st->games++;
	for (i = 0; i < st->seats; i++) {
		p = policy[i] = bg_schedule_policy(s, r->number, i);
		st->played[p] += !seated[p];
		seated[p] = 1;
		st->seat_games[p][i]++;
		st->seat_score[p][i] += r->value[i];
		st->score[p] += r->value[i];
	}
	st->cut += r->cut != 0;
	if (r->forfeit_seat >= 0 && r->forfeit_seat < st->seats)
		st->forfeits[policy[r->forfeit_seat]]++;
	add_pairs(st, policy, r->value);
	for (p = 0; p < st->policies; p++) {
		if (!seated[p])
			continue;
		result = result_of(st, policy, r->value, p);
		st->wins[p] += result == 2;
		st->draws[p] += result == 1;
		st->losses[p] += result == 0;
		if (p != 0 || !s->paired)
			continue;
		if (r->number % 2 == 0) {
			st->first = result;
		} else if (st->first >= 0) {
			st->penta[penta_kind(st->first, result)]++;
			st->first = -1;
		}
	}
}
