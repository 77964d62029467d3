/* The move a policy picks: by its search, its playouts or at random;
 * a forced move without either; and the value it saw in it. */
#include <math.h>

#include "engine/engine.h"

/* The first move of a search's order, and its value. */
static int
pick_searched(const struct bg_policy *p, const struct bg_state *st,
              const struct bg_exec *ex, uint64_t key, struct bg_move *mv,
              double *value, struct bg_err *err)
{
	struct bg_search s;

	if (bg_search_run(p, st, key, ex, &s, err) < 0)
		return -1;
	*mv = s.row[s.order[0]].move;
	*value = bg_judged_value(&s.row[s.order[0]]);
	return 0;
}

int
bg_policy_pick(const struct bg_policy *p, const struct bg_state *st,
               const struct bg_exec *ex, struct bg_rng *rng,
               struct bg_move *mv, struct bg_err *err)
{
	double value;

	return bg_policy_pick_valued(p, st, ex, rng, mv, &value, err);
}

int
bg_policy_pick_valued(const struct bg_policy *given,
                      const struct bg_state *st, const struct bg_exec *ex,
                      struct bg_rng *rng, struct bg_move *mv, double *value,
                      struct bg_err *err)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_policy resolved, *p = &resolved;
	struct bg_eval ev;
	int order[BG_MAX_MOVES];
	int n = st->game->moves(st, moves);

	*value = NAN;
	bg_policy_for(given, st, &resolved);
	if (p->kind == BG_POLICY_EXACT &&
	    bg_exact_missing(ex->pool, st->game, err) < 0)
		return -1;
	if (n == 0)
		return 1;
	/* A forced move is taken by every policy without playouts or a
	 * search, as bg-moves --best takes it.  mc draws the seed it would
	 * have weighed it with, so that the games after it are the same. */
	if (n == 1) {
		if (p->kind == BG_POLICY_MC)
			(void)bg_rng_next(rng);
		*mv = moves[0];
		return 0;
	}
	if (p->kind == BG_POLICY_RANDOM) {
		*mv = moves[bg_rng_below(rng, (unsigned)n)];
		return 0;
	}
	if (p->kind != BG_POLICY_MC)
		return pick_searched(p, st, ex, bg_rng_next(rng), mv, value,
		                     err);
	bg_evaluate(st, bg_rng_next(rng), p->n, 0, ex, &ev);
	if (ev.nmoves == 0)
		return 1;
	bg_eval_rank(&ev, order);
	*mv = ev.move[order[0]];
	*value = bg_tally_mean(&ev.tally[order[0]], ev.n);
	return 0;
}
