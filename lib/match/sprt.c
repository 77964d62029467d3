/* The sequential probability ratio test of a match, as fastchess's
 * sprt.cpp does it for its logistic model: the generalised
 * log-likelihood ratio of the counts of results under the two
 * hypotheses, each distribution the one of highest likelihood with the
 * hypothesis' mean score (M. Van den Bergh, "Comparing the approximations
 * for the generalized log likelihood ratio of a multinomial
 * distribution", Proposition 1.1), and Wald's bounds. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "match/match.h"

#define ELO_MAX 1000.0 /* |ELO0|, |ELO1| below it */

void
bg_sprt_init(struct bg_sprt *s, double elo0, double elo1, double alpha,
             double beta)
{
	s->elo0 = elo0;
	s->elo1 = elo1;
	s->alpha = alpha;
	s->beta = beta;
	s->lower = log(beta / (1 - alpha));
	s->upper = log((1 - beta) / alpha);
}

/* A decimal number as -?DIGITS[.DIGITS], to its end or a comma. */
static int
number(const char **p, double *out)
{
	const char *s = *p, *q = s + (*s == '-');
	char *end;

	if (*q < '0' || *q > '9')
		return -1;
	while (*q >= '0' && *q <= '9')
		q++;
	if (*q == '.') {
		if (q[1] < '0' || q[1] > '9')
			return -1;
		for (q++; *q >= '0' && *q <= '9'; q++)
			;
	}
	if (*q != ',' && *q != '\0')
		return -1;
	*out = strtod(s, &end);
	if (end != q)
		return -1;
	*p = *q ? q + 1 : q;
	return 0;
}

int
bg_sprt_parse(const char *text, struct bg_sprt *s, struct bg_err *err)
{
	const char *p = text;
	double v[4] = { 0, 0, 0.05, 0.05 };
	char shown[64];
	int n = 0;

	while (n < 4 && *p && number(&p, &v[n]) == 0)
		n++;
	if ((n != 2 && n != 4) || *p || p[-1] == ',')
		return bg_fail(err, BG_EX_USAGE, "'%s' is not ELO0,ELO1[,ALPHA,"
		               "BETA] (such as 0,5 or 0,5,0.05,0.1)",
		               bg_printable(text, shown, sizeof shown));
	if (!(v[0] < v[1]) || fabs(v[0]) >= ELO_MAX || fabs(v[1]) >= ELO_MAX)
		return bg_fail(err, BG_EX_USAGE, "'%s': ELO0 must be less than "
		               "ELO1, both between -%.0f and %.0f",
		               bg_printable(text, shown, sizeof shown), ELO_MAX,
		               ELO_MAX);
	if (!(v[2] > 0 && v[3] > 0 && v[2] + v[3] < 1))
		return bg_fail(err, BG_EX_USAGE, "'%s': ALPHA and BETA must be "
		               "more than 0, their sum less than 1",
		               bg_printable(text, shown, sizeof shown));
	bg_sprt_init(s, v[0], v[1], v[2], v[3]);
	return 0;
}

static double
score_of(double elo)
{
	return 1 / (1 + pow(10, -elo / 400));
}

/* The distribution of highest likelihood given the observed one p (on
 * scores a, ascending, every p[i] > 0) whose mean is s: q[i] = p[i] /
 * (1 + theta (a[i] - s)), theta the root of sum p[i] (a[i] - s) / (1 +
 * theta (a[i] - s)), which falls from +inf to -inf between the poles:
 * halved to the last bit. */
static void
fit(const double *a, const double *p, int k, double s, double *q)
{
	double lo = -1 / (a[k - 1] - s), hi = -1 / (a[0] - s), mid, f;
	int i, step;

	for (step = 0; step < 200; step++) {
		mid = lo + (hi - lo) / 2;
		if (mid <= lo || mid >= hi)
			break;
		for (f = 0, i = 0; i < k; i++)
			f += p[i] * (a[i] - s) / (1 + mid * (a[i] - s));
		if (f > 0)
			lo = mid;
		else
			hi = mid;
	}
	mid = lo + (hi - lo) / 2;
	for (i = 0; i < k; i++)
		q[i] = p[i] / (1 + mid * (a[i] - s));
}

/* A count of 0 is taken as 0.001, as fastchess does, so every kind of
 * result has some likelihood. */
static double
llr(const struct bg_sprt *s, const double *a, const unsigned long *count,
    int k)
{
	double c[BG_PENTA_KINDS], p[BG_PENTA_KINDS], q0[BG_PENTA_KINDS],
	       q1[BG_PENTA_KINDS], n = 0, sum = 0;
	int i;

	for (i = 0; i < k; i++)
		n += c[i] = count[i] ? (double)count[i] : 1e-3;
	for (i = 0; i < k; i++)
		p[i] = c[i] / n;
	fit(a, p, k, score_of(s->elo0), q0);
	fit(a, p, k, score_of(s->elo1), q1);
	for (i = 0; i < k; i++)
		sum += p[i] * (log(q1[i]) - log(q0[i]));
	return n * sum;
}

double
bg_sprt_llr_trinomial(const struct bg_sprt *s, unsigned long w,
                      unsigned long d, unsigned long l)
{
	static const double a[3] = { 0, 0.5, 1 };
	unsigned long count[3] = { l, d, w };

	return llr(s, a, count, 3);
}

double
bg_sprt_llr_pentanomial(const struct bg_sprt *s, const unsigned long *penta)
{
	static const double a[5] = { 0, 0.25, 0.5, 0.75, 1 };
	unsigned long count[5] = {
		penta[BG_PENTA_LL], penta[BG_PENTA_LD],
		penta[BG_PENTA_WL] + penta[BG_PENTA_DD], penta[BG_PENTA_WD],
		penta[BG_PENTA_WW]
	};

	return llr(s, a, count, 5);
}

enum bg_sprt_verdict
bg_sprt_judge(const struct bg_sprt *s, double llr_value)
{
	if (llr_value >= s->upper)
		return BG_SPRT_H1;
	if (llr_value <= s->lower)
		return BG_SPRT_H0;
	return BG_SPRT_GOING;
}
