/* Wahoo: the positions of the last-piece tables (games/cross/ends.c):
 * a turn's first roll, with its shortcut as the rules set it, or a roll
 * after a 1 or a 6 (WH-3) with the shortcut gone or kept (WH-7); and its
 * solver, whose only tables they are. */
#include "games/wahoo/wahoo.h"

static int
place(struct bg_state *st, const struct bg_state *like, size_t k)
{
	struct bg_err unfit;

	int roll = cross_end_place(st, like, k);

	S(st)->die = 0;
	S(st)->shortcut = roll == 1 ? 0 : wahoo_shortcut_set(DEF(st), CS(st),
	                                                      CS(st)->c.turn);
	return roll >= 0 && (roll != 2 || S(st)->shortcut) &&
	       st->game->check(st, &unfit) == 0;
}

static long
key(const struct bg_state *st)
{
	const struct wahoo *g = CS(st);

	return cross_end_key(st, g->c.phase == CROSS_ROLL_TURN ? 0
	                         : g->c.phase != CROSS_ROLL_AGAIN ? -1
	                         : g->shortcut ? 2 : 1);
}

static uint64_t
rules(const struct bg_state *like)
{
	return cross_end_rules(like, sizeof(struct wahoo_def));
}

static int
same(const struct bg_state *like, const struct bg_state *st)
{
	return cross_end_same(like, st, sizeof(struct wahoo_def));
}

static const struct bg_endgame_index wahoo_endgame_index = {
	"marble", 1200000, cross_end_positions, cross_end_turns, key, place,
	rules, same
};

void *
wahoo_solver_new(size_t max_bytes, int jobs, struct bg_err *err)
{
	(void)jobs;
	return bg_endgame_solver_new(max_bytes, &wahoo_endgame_index, err);
}
