/* Exact values: the game's solver, shared through the pool, and the
 * policy exact, which judges every move by it. */
#include <string.h>

#include "engine/engine.h"

int
bg_exact_value(struct bg_pool *pool, const struct bg_state *st,
               struct bg_exact *out, struct bg_err *err)
{
	struct bg_err why;
	void *solver = bg_pool_solver(pool, st->game, err ? err : &why);

	if (!solver)
		return (err ? err : &why)->status == BG_EX_USAGE ? 0 : -1;
	return st->game->solve(solver, st, out, err);
}

int
bg_exact(const struct bg_state *st, const struct bg_exec *ex,
         struct bg_search *s, struct bg_err *err)
{
	struct bg_state after;
	struct bg_exact e;
	int m, r;

	for (m = 0; m < s->nmoves; m++) {
		struct bg_judged *j = &s->row[m];

		bg_state_copy(&after, st);
		st->game->apply(&after, &j->move);
		if ((r = bg_exact_value(ex->pool, &after, &e, err)) != 1)
			return -1;
		j->exact = 1;
		j->value = e.eval[s->mover];
		j->margin = e.margin[s->mover];
		j->margins = 1;
		s->work++;
	}
	return 0;
}
