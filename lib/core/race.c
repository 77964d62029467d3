/* The chances of the seats of a race, for the evaluations of the races
 * (Spook, Manji, Waju, Wahoo).  Only additions, multiplications and a
 * division of doubles, which IEEE arithmetic rounds the same everywhere,
 * so an evaluation is the same number on every machine. */
#include "core/core.h"

int
bg_race_value(const int *togo, int seats, int seat, int power)
{
	double weight[BG_MAX_SEATS], sum = 0;
	int i, k;

	for (i = 0; i < seats; i++) {
		double base = 1.0 / (togo[i] + 1), w = 1;

		for (k = 0; k < power; k++)
			w *= base;
		weight[i] = w;
		sum += w;
	}
	return (int)(BG_EVAL_ONE * (weight[seat] / sum));
}
