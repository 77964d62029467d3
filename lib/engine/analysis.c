/* Analysis of a record's decisions (bg-apply --analyse). */
#include <string.h>

#include "engine/engine.h"

void
bg_analysis_init(struct bg_analysis *an, const struct bg_state *st,
                 unsigned long n, uint64_t seed,
                 struct bg_pool *pool)
{
	struct bg_outcome o;
	int i;

	memset(an, 0, sizeof *an);
	st->game->outcome(st, &o);
	an->n = n;
	an->seed = seed;
	an->pool = pool;
	an->seats = o.seats;
	for (i = 0; i < o.seats; i++)
		an->seat[i] = o.seat[i];
}

int
bg_analyse_action(struct bg_analysis *an, const struct bg_state *st,
                  const char *word, size_t len, struct bg_decision *d,
                  struct bg_err *err)
{
	struct bg_exec ex = bg_exec_pool(an->pool);
	struct bg_eval ev;
	char line[BG_LINE_MAX + 2];
	int order[BG_MAX_MOVES], i, played = -1;
	int64_t loss;

	(void)err;
	d->seat = st->game->seat(st);
	if (d->seat < 0 || st->game->moves(st, ev.move) < 2)
		return 0;
	bg_evaluate(st, bg_seed_key(an->seed, line, st->game->format(st, line)),
	            an->n, 0, &ex, &ev);
	for (i = 0; i < ev.nmoves && played < 0; i++) {
		size_t n = st->game->format_move(st, &ev.move[i], d->played);

		if (n == len && memcmp(d->played, word, len) == 0)
			played = i;
	}
	if (played < 0)
		return 0; /* not a listed move: the replay says why */
	bg_eval_rank(&ev, order);
	st->game->format_move(st, &ev.move[order[0]], d->best);
	d->played_tally = ev.tally[played];
	d->best_tally = ev.tally[order[0]];
	loss = d->best_tally.sum - d->played_tally.sum;
	d->loss = (double)loss / BG_VALUE_ONE / (double)an->n;
	an->decisions[d->seat]++;
	an->loss[d->seat] += loss;
	/* loss / (ONE n) > 1/20, > 3/20: compared in whole numbers. */
	an->errors[d->seat] += loss * 20 > (int64_t)BG_VALUE_ONE * (int64_t)an->n;
	an->blunders[d->seat] += loss * 20 >
	                         3 * (int64_t)BG_VALUE_ONE * (int64_t)an->n;
	return 1;
}

double
bg_analysis_mean_loss(const struct bg_analysis *an, int seat)
{
	if (!an->decisions[seat])
		return 0;
	return (double)an->loss[seat] / BG_VALUE_ONE / (double)an->n /
	       (double)an->decisions[seat];
}

int
bg_analysis_loss_above(const struct bg_analysis *an, int seat,
                       const char *bound)
{
	uint64_t den = (uint64_t)BG_VALUE_ONE * an->n * an->decisions[seat];
	uint64_t rem, whole, bound_whole = 0;
	unsigned digit;
	const char *p;

	if (!an->decisions[seat] || an->loss[seat] <= 0)
		return 0;
	for (p = bound; *p >= '0' && *p <= '9'; p++)
		bound_whole = bound_whole * 10 + (uint64_t)(*p - '0');
	whole = (uint64_t)an->loss[seat] / den;
	rem = (uint64_t)an->loss[seat] % den;
	if (whole != bound_whole)
		return whole > bound_whole;
	/* The mean's decimal digits, one by one, against the bound's; rem
	 * stays below den, and 10 * den fits while the decisions are fewer
	 * than two thousand million. */
	for (p += *p == '.'; *p >= '0' && *p <= '9'; p++) {
		digit = (unsigned)(rem * 10 / den);
		rem = rem * 10 % den;
		if (digit != (unsigned)(*p - '0'))
			return digit > (unsigned)(*p - '0');
	}
	return rem > 0;
}
