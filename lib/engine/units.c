/* Chances as the searches' values: whole units of BG_EVAL_ONE, which the
 * learned evaluation (net.c) and the home stretch (home.c) both give. */
#include "engine/engine.h"

void
bg_chance_units(const double *p, int seats, int32_t *value)
{
	int32_t left = BG_EVAL_ONE;
	int i;

	/* Whole units that add up to one win exactly. */
	for (i = 0; i + 1 < seats; i++) {
		value[i] = (int32_t)(p[i] * BG_EVAL_ONE);
		left -= value[i];
	}
	value[seats - 1] = left;
}
