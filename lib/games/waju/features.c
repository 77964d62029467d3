/* What Waju's learned evaluation sees (formats/evaluation.md): what
 * both races on the cross see (cross/features.c), a roll of two dice
 * making the risks, and the dice the player still has to spend. */
#include "games/waju/waju.h"

#define DICE CROSS_F_INPUTS
#define INPUTS (DICE + 2 * CROSS_FACES)

_Static_assert(INPUTS == WAJU_INPUTS, "Waju's inputs");

int
waju_features(const struct bg_state *st, int seat, struct bg_feature *out)
{
	const struct waju *g = CS(st);
	struct bg_feature *f = cross_features(st, seat, 2, out);
	int i;

	for (i = 0; g->c.phase == CROSS_MOVE && g->c.turn == seat &&
	            i < g->ndice && i < 2; i++) {
		f->index = (uint16_t)(DICE + i * CROSS_FACES + g->dice[i] - 1);
		f->value = 1;
		f++;
	}
	return (int)(f - out);
}
