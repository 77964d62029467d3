/* Elo of one policy against another from counts of results, with its 95%
 * interval and the likelihood of superiority, as fastchess computes them
 * (elo_wdl.cpp and elo_pentanomial.cpp; the trinomial figures are
 * cutechess-cli's, elo.cpp, but for its LOS): the mean score, its
 * variance per game or pair, the normal interval of the mean, and each
 * score turned into Elo by the logistic curve. */
#include <math.h>
#include <string.h>

#include "match/match.h"

#define Z95 1.959963984540054 /* the normal quantile of 0.975 */
#define TAIL95 0.025            /* the share of each tail of the interval */

static double
elo_of(double score)
{
	if (score <= 0)
		return -INFINITY;
	if (score >= 1)
		return INFINITY;
	return -400.0 * log10(1.0 / score - 1.0);
}

/* From k kinds of result, kind i scoring score[i], count[i] times. */
static void
elo_from(const double *score, const unsigned long *count, int k,
         struct bg_elo *e)
{
	double n = 0, mean = 0, var = 0, se;
	int i;

	memset(e, 0, sizeof *e);
	for (i = 0; i < k; i++) {
		n += (double)count[i];
		mean += (double)count[i] * score[i];
	}
	e->n = (unsigned long)n;
	if (n == 0)
		return;
	mean /= n;
	for (i = 0; i < k; i++)
		var += (double)count[i] * (score[i] - mean) * (score[i] - mean);
	var /= n;
	se = sqrt(var / n);
	e->score = mean;
	e->var = var;
	e->elo = elo_of(mean);
	e->lo = elo_of(mean - Z95 * se);
	e->hi = elo_of(mean + Z95 * se);
	/* A sweep has no spread for the normal interval to grow from: its
	 * bound is the exact (Clopper-Pearson) one for n trials all at the
	 * top, or all at the bottom, of the score. */
	if (mean >= 1)
		e->lo = elo_of(pow(TAIL95, 1 / n));
	else if (mean <= 0)
		e->hi = elo_of(1 - pow(TAIL95, 1 / n));
	/* Every result the same, short of a sweep (ten draws, one pair,
	 * identical pairs): the sample shows no spread, which is no proof
	 * that there is none, and a normal interval of width 0 would claim
	 * certainty.  Nothing bounds the Elo, and the LOS is unknown. */
	else if (var == 0) {
		e->lo = -INFINITY;
		e->hi = INFINITY;
	}
	e->error = (e->hi - e->lo) / 2;
	if (se > 0)
		e->los = (1 + erf((mean - 0.5) / (sqrt(2.0) * se))) / 2;
	else if (mean >= 1 || mean <= 0)
		e->los = mean >= 1;
	else
		e->los = NAN;
}

void
bg_elo_trinomial(unsigned long w, unsigned long d, unsigned long l,
                 struct bg_elo *e)
{
	static const double score[3] = { 0, 0.5, 1 };
	unsigned long count[3] = { l, d, w };

	elo_from(score, count, 3, e);
}

void
bg_elo_pentanomial(const unsigned long *penta, struct bg_elo *e)
{
	static const double score[BG_PENTA_KINDS] = {
		[BG_PENTA_LL] = 0, [BG_PENTA_LD] = 0.25, [BG_PENTA_WL] = 0.5,
		[BG_PENTA_DD] = 0.5, [BG_PENTA_WD] = 0.75, [BG_PENTA_WW] = 1
	};

	elo_from(score, penta, BG_PENTA_KINDS, e);
}
