/* What a leaf of a search is worth: a finished game's result, else the
 * game's evaluation, or the scores alone (ab:D:score). */
#include "engine/engine.h"

/* Two units of a win, one a multiple of the other: BG_VALUE_ONE (840)
 * counts results (playouts, the solver, a finished game), BG_EVAL_ONE
 * (840,000) the evaluations and the searches built on them.  One unit
 * would not do: the sums of squares of a million playouts of 840,000
 * would near the int64 range, uct's node keeps a proven value in 16 bits
 * (its 56 bytes are the documented memory bound), and Wari's evaluation
 * needs the finer grain; and the means and errors printed from playouts
 * would be computed anew, which may move a last decimal. */
_Static_assert(BG_EVAL_ONE % BG_VALUE_ONE == 0,
               "a playout's value is a whole number of evaluation units");

/* The scores alone: a seat's share is 1/n and its score's lead over the
 * mean score, in 1/(64 n) of a win for each point, within 0 and 1. */
static void
score_values(const struct bg_outcome *o, int32_t *value)
{
	int64_t total = 0, share = BG_EVAL_ONE / o->seats;
	int i;

	for (i = 0; i < o->seats; i++)
		total += o->has_scores ? o->score[i] : 0;
	for (i = 0; i < o->seats; i++) {
		int64_t lead = o->has_scores ? (int64_t)o->score[i] * o->seats -
		                               total : 0;
		int64_t v = share + lead * share / (64 * o->seats);

		value[i] = (int32_t)(v < 0 ? 0 : v > BG_EVAL_ONE ? BG_EVAL_ONE : v);
	}
}

void
bg_leaf_values(const struct bg_state *st, enum bg_leaf leaf,
               const struct bg_net *net, int seats, int32_t *value)
{
	int v[BG_MAX_SEATS], margin[BG_MAX_SEATS], i;
	struct bg_outcome o;

	if (st->game->phase(st) == BG_PHASE_OVER) {
		bg_seat_values(st, v, margin);
		for (i = 0; i < seats; i++)
			value[i] = v[i] * (BG_EVAL_ONE / BG_VALUE_ONE);
		return;
	}
	if (leaf == BG_LEAF_SCORE || !st->game->evaluate) {
		st->game->outcome(st, &o);
		score_values(&o, value);
		return;
	}
	if (net && net->game == st->game) {
		/* The home stretch is judged by the turns to finish. */
		if (!bg_home_values(net->home, st, seats, value))
			bg_net_values(net, st, seats, value);
		return;
	}
	/* Two seats share one win: one call judges both. */
	value[0] = st->game->evaluate(st, 0);
	if (seats == 2)
		value[1] = BG_EVAL_ONE - value[0];
	for (i = 1; i < seats && seats != 2; i++)
		value[i] = st->game->evaluate(st, i);
}

int
bg_leaf_judge(struct bg_pool *exact, const struct bg_net *net,
              const struct bg_state *st, int seats, int32_t *value)
{
	int over = st->game->phase(st) == BG_PHASE_OVER;
	struct bg_exact e;
	int i;

	if (exact && !over && bg_exact_value(exact, st, &e, NULL) == 1) {
		for (i = 0; i < seats; i++)
			value[i] = e.eval[i];
		return 1;
	}
	bg_leaf_values(st, BG_LEAF_GAME, net, seats, value);
	return over;
}
