/* Analysis of a record's decisions (bg-apply --analyse). */
#include <string.h>

#include "engine/engine.h"

void
bg_analysis_init(struct bg_analysis *an, const struct bg_state *st,
                 const struct bg_policy *judge, uint64_t seed,
                 struct bg_pool *pool)
{
	struct bg_outcome o;
	int i;

	memset(an, 0, sizeof *an);
	st->game->outcome(st, &o);
	an->judge = *judge;
	an->unit = judge->kind == BG_POLICY_MC
	           ? (int64_t)BG_VALUE_ONE * (int64_t)judge->n : BG_EVAL_ONE;
	an->seed = seed;
	an->pool = pool;
	an->seats = o.seats;
	for (i = 0; i < o.seats; i++)
		an->seat[i] = o.seat[i];
}

/* The listed index of mv, the move as the game read it, among n moves
 * (the same bytes), or -1; its word into buf. */
static int
find_move(const struct bg_state *st, const struct bg_move *moves, int n,
          const struct bg_move *mv, char *buf)
{
	int i;

	for (i = 0; i < n; i++)
		if (moves[i].kind == mv->kind && moves[i].len == mv->len &&
		    memcmp(moves[i].v, mv->v, mv->len) == 0) {
			st->game->format_move(st, &moves[i], buf);
			return i;
		}
	return -1;
}

/* mc:N: the values of the decision from N playouts after each move; the
 * loss in BG_VALUE_ONE units times N, or -1 when mv is not a
 * listed move. */
static int64_t
judge_by_playouts(struct bg_analysis *an, const struct bg_state *st,
                  uint64_t key, const struct bg_move *mv,
                  struct bg_decision *d)
{
	struct bg_exec ex = bg_exec_pool(an->pool);
	struct bg_eval ev;
	int order[BG_MAX_MOVES], played;

	bg_evaluate(st, key, an->judge.n, 0, &ex, &ev);
	played = find_move(st, ev.move, ev.nmoves, mv, d->played);
	if (played < 0)
		return -1;
	bg_eval_rank(&ev, order);
	st->game->format_move(st, &ev.move[order[0]], d->best);
	d->played_value = bg_tally_mean(&ev.tally[played], ev.n);
	d->best_value = bg_tally_mean(&ev.tally[order[0]], ev.n);
	return ev.tally[order[0]].sum - ev.tally[played].sum;
}

/* uct:N, ab:D: the rows of a search; the loss in BG_EVAL_ONE units, -1
 * when mv is not a listed move, -2 with err set when the search
 * cannot have its memory. */
static int64_t
judge_by_search(struct bg_analysis *an, const struct bg_state *st,
                uint64_t key, const struct bg_move *mv,
                struct bg_decision *d, struct bg_err *err)
{
	struct bg_exec ex = bg_exec_pool(an->pool);
	struct bg_search s;
	const struct bg_judged *best;
	struct bg_move moves[BG_MAX_MOVES];
	int played, n = st->game->moves(st, moves);

	played = find_move(st, moves, n, mv, d->played);
	if (played < 0)
		return -1;
	if (bg_search_run(&an->judge, st, key, &ex, &s, err) < 0)
		return -2;
	best = &s.row[s.order[0]];
	st->game->format_move(st, &best->move, d->best);
	d->played_value = bg_judged_value(&s.row[played]);
	d->best_value = bg_judged_value(best);
	/* A move whose value ranks it first loses nothing, and a search
	 * ranks by more than values (uct by visits): no loss below 0. */
	return best->value > s.row[played].value
	       ? best->value - s.row[played].value : 0;
}

int
bg_analyse_action(struct bg_analysis *an, const struct bg_state *st,
                  const struct bg_move *mv, struct bg_decision *d,
                  struct bg_err *err)
{
	struct bg_move moves[BG_MAX_MOVES];
	char line[BG_LINE_MAX + 2];
	uint64_t key;
	int64_t loss;

	d->seat = st->game->seat(st);
	if (d->seat < 0 || st->game->moves(st, moves) < 2)
		return 0;
	key = bg_seed_key(an->seed, line, st->game->format(st, line));
	loss = an->judge.kind == BG_POLICY_MC
	       ? judge_by_playouts(an, st, key, mv, d)
	       : judge_by_search(an, st, key, mv, d, err);
	if (loss == -2)
		return -1;
	if (loss < 0)
		return 0; /* not a listed move: the replay says why */
	d->loss = (double)loss / (double)an->unit;
	an->decisions[d->seat]++;
	an->loss[d->seat] += loss;
	/* loss / unit > 1/20, > 3/20: compared in whole numbers. */
	an->errors[d->seat] += loss * 20 > an->unit;
	an->blunders[d->seat] += loss * 20 > 3 * an->unit;
	return 1;
}

double
bg_analysis_mean_loss(const struct bg_analysis *an, int seat)
{
	if (!an->decisions[seat])
		return 0;
	return (double)an->loss[seat] / (double)an->unit /
	       (double)an->decisions[seat];
}

int
bg_analysis_loss_above(const struct bg_analysis *an, int seat,
                       const char *bound)
{
	uint64_t den = (uint64_t)an->unit * an->decisions[seat];
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
