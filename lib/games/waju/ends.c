/* Waju: the positions of the last-piece tables (games/cross/ends.c):
 * a turn's first roll of two dice, or a re-roll of one die or two
 * (WJ-3); and its solver, whose only tables they are. */
#include "games/waju/waju.h"

static int
place(struct bg_state *st, const struct bg_state *like, size_t k)
{
	struct bg_err unfit;

	int roll = cross_end_place(st, like, k);

	S(st)->ndice = (uint8_t)(roll > 0 ? roll : 0);
	S(st)->dice[0] = S(st)->dice[1] = 0;
	return roll >= 0 && st->game->check(st, &unfit) == 0;
}

static long
key(const struct bg_state *st)
{
	const struct waju *g = CS(st);

	return cross_end_key(st, g->c.phase == CROSS_ROLL_TURN ? 0
	                         : g->c.phase == CROSS_ROLL_AGAIN ? g->ndice
	                         : -1);
}

static uint64_t
rules(const struct bg_state *like)
{
	return cross_end_rules(like, sizeof(struct waju_def));
}

static int
same(const struct bg_state *like, const struct bg_state *st)
{
	return cross_end_same(like, st, sizeof(struct waju_def));
}

static const struct bg_endgame_index waju_endgame_index = {
	"marble", 1200000, cross_end_positions, cross_end_turns, key, place,
	rules, same
};

void *
waju_solver_new(size_t max_bytes, int jobs, struct bg_err *err)
{
	(void)jobs;
	return bg_endgame_solver_new(max_bytes, &waju_endgame_index, err);
}
