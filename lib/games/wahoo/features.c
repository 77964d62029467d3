/* What Wahoo's learned evaluation sees (formats/evaluation.md): what
 * both races on the cross see (cross/features.c), a roll of one die
 * making the risks, the die the player still has to spend, and which of
 * its marbles stand on a pink arrow, where the shortcut starts (WH-7). */
#include "games/wahoo/wahoo.h"

#define DIE CROSS_F_INPUTS
#define ARROW (DIE + CROSS_FACES)
#define INPUTS (ARROW + CROSS_MARBLES)

_Static_assert(INPUTS == WAHOO_INPUTS, "Wahoo's inputs");

int
wahoo_features(const struct bg_state *st, int seat, struct bg_feature *out)
{
	const struct wahoo *g = CS(st);
	const struct wahoo_def *d = DEF(st);
	struct bg_feature *f = cross_features(st, seat, 1, out);
	int i;

	if ((g->c.phase == CROSS_MOVE || g->c.phase == CROSS_DECIDE) &&
	    g->c.turn == seat && g->die >= 1 && g->die <= CROSS_FACES) {
		f->index = (uint16_t)(DIE + g->die - 1);
		f->value = 1;
		f++;
	}
	for (i = 0; i < g->c.marbles; i++)
		if (g->c.pos[seat][i] != CROSS_HOME &&
		    wahoo_arrow_at(d, g->c.pos[seat][i]) >= 0) {
			f->index = (uint16_t)(ARROW + i);
			f->value = 1;
			f++;
		}
	return (int)(f - out);
}
