/* Testnim's evaluation, the leaves of a search.  It is exact: the side
 * to move loses under best play when the heap is a multiple of take + 1
 * (whatever it takes, the other brings the heap back to one), and wins
 * otherwise, so a glance is worth a search. */
#include "games/testnim/testnim.h"

int
testnim_evaluate(const struct bg_state *st, int seat)
{
	const struct testnim *t = CS(st);
	int mover_wins = t->heap % (t->take + 1) != 0;

	return (mover_wins == (t->turn == seat)) ? BG_EVAL_ONE : 0;
}
