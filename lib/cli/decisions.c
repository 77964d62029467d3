/* The decisions a learning curve is judged on against the tables
 * (bg-train --curve-states): states read from a file, each with its
 * moves' exact values. */
#include "cli/cli.h"

struct reading {
	const struct bg_game *game;
	struct bg_pool *pool;
	struct bg_decisions *d;
};

static int
add_decision(struct bg_state *st, void *ctx, struct bg_err *err)
{
	struct reading *r = ctx;

	if (st->game != r->game)
		return bg_fail(err, BG_EX_DATAERR, "a state of %s, not %s",
		               st->game->name, r->game->name);
	return bg_decisions_add(r->d, r->pool, st, err) == 1 ? 0 : -1;
}

int
bg_read_decisions(const char *prog, const char *file, struct bg_defs *defs,
                  const struct bg_game *game, struct bg_pool **pool,
                  struct bg_decisions *d)
{
	char *files[1] = { (char *)file };
	struct reading r = { game, NULL, d };
	struct bg_err err;
	int status;

	if (bg_pool_new(pool, 1, &err) < 0) {
		bg_report(prog, NULL, 0, &err);
		return err.status;
	}
	r.pool = *pool;
	status = bg_each_state(prog, files, 1, defs, 0, 0, add_decision, &r);
	if (status == 0 && d->n == 0) {
		bg_complain(prog, "%s: no state", file);
		status = BG_EX_DATAERR;
	}
	return status;
}
