#include "engine/engine.h"

/* Chance events in a row that a branch may have before it is cut: a
 * roll-off whose contenders tie again and again never ends.  Three let a
 * roll-off, one tie-break and the first roll through; a branch with more
 * counts no leaves. */
#define CHANCE_RUN_MAX 3

static uint64_t perft(const struct bg_state *st, int depth, int run);
static uint64_t perft_chance(const struct bg_state *st,
                             const struct bg_chance *ev, int depth, int run);

/* Leaves at depth plies.  At the last ply the moves are counted, not
 * made: the count of a position's legal moves is its number of leaves. */
uint64_t
bg_perft(const struct bg_state *st, int depth)
{
	return perft(st, depth, 0);
}

static uint64_t
perft(const struct bg_state *st, int depth, int run)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_chance ev;
	struct bg_state next;
	uint64_t leaves = 0;
	int n, i;

	if (depth == 0)
		return 1;
	if (st->game->chance(st, &ev))
		return run < CHANCE_RUN_MAX ? perft_chance(st, &ev, depth, run + 1)
		                            : 0;
	n = st->game->moves(st, moves);
	if (depth == 1)
		return (uint64_t)n;
	for (i = 0; i < n; i++) {
		bg_state_copy(&next, st);
		st->game->apply(&next, &moves[i]);
		leaves += perft(&next, depth - 1, 0);
	}
	return leaves;
}

/* Every ordered outcome of the dice, each a branch of its own. */
static uint64_t
perft_chance(const struct bg_state *st, const struct bg_chance *ev, int depth,
             int run)
{
	struct bg_move mv;
	struct bg_state next;
	uint64_t leaves = 0;

	bg_first_outcome(ev, &mv);
	do {
		bg_state_copy(&next, st);
		st->game->apply(&next, &mv);
		leaves += perft(&next, depth, run);
	} while (bg_next_outcome(ev, &mv));
	return leaves;
}
