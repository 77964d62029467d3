/* Testnim's rules (bg-testnim(7) TN-1..TN-3): a move takes stones from
 * the one heap, and who takes the last stone wins.  No dice. */
#include <string.h>

#include "games/testnim/testnim.h"

int
testnim_check(const struct bg_state *st, struct bg_err *err)
{
	const struct testnim *t = CS(st);

	/* An empty heap and a game over are one thing (TN-3). */
	if (t->over && t->heap)
		return bg_fail(err, BG_EX_DATAERR,
		               "the game is over but %d stones are left (TN-3)",
		               t->heap);
	if (!t->over && !t->heap)
		return bg_fail(err, BG_EX_DATAERR,
		               "the heap is empty: the game is over (TN-3)");
	return 0;
}

enum bg_phase
testnim_phase(const struct bg_state *st)
{
	return CS(st)->over ? BG_PHASE_OVER : BG_PHASE_MOVE;
}

const char *
testnim_actor(const struct bg_state *st)
{
	return testnim_seat_names[CS(st)->turn];
}

int
testnim_seats(const struct bg_state *st)
{
	(void)st;
	return 2;
}

int
testnim_seat(const struct bg_state *st)
{
	return CS(st)->over ? -1 : CS(st)->turn;
}

/* TN-2: one stone up to take, no more than the heap holds, fewest first. */
int
testnim_moves(const struct bg_state *st, struct bg_move *out)
{
	const struct testnim *t = CS(st);
	int n, k;

	if (t->over)
		return 0;
	n = t->heap < t->take ? t->heap : t->take;
	for (k = 1; k <= n; k++) {
		memset(&out[k - 1], 0, sizeof out[k - 1]);
		out[k - 1].kind = BG_ACT_MOVE;
		out[k - 1].len = 1;
		out[k - 1].v[0] = (uint8_t)k;
	}
	return n;
}

void
testnim_apply(struct bg_state *st, const struct bg_move *mv)
{
	struct testnim *t = S(st);

	t->heap = (uint8_t)(t->heap - mv->v[0]);
	t->ply++;
	/* TN-3: the mover took the last stone and keeps the turn, which
	 * names the winner. */
	if (!t->heap)
		t->over = 1;
	else
		t->turn = (uint8_t)(1 - t->turn);
}

int
testnim_chance(const struct bg_state *st, struct bg_chance *ev)
{
	(void)st;
	(void)ev;
	return 0;
}

void
testnim_outcome(const struct bg_state *st, struct bg_outcome *out)
{
	const struct testnim *t = CS(st);
	int side;

	memset(out, 0, sizeof *out);
	out->over = t->over;
	out->seats = 2;
	for (side = 0; side < 2; side++) {
		out->seat[side] = testnim_seat_names[side];
		out->won[side] = t->over && t->turn == side;
	}
}
