/* The ratings of a tournament from all its results at once, as Ordo
 * computes them: the logistic Elo model fitted by maximum likelihood to
 * the crosstable, by Newton's method on the ratings with the anchor's
 * held at 0.  The 95% interval of each rating is the normal one of the
 * inverse of the likelihood's curvature (the Fisher information). */
#include <math.h>
#include <string.h>

#include "match/match.h"

#define Z95 1.959963984540054  /* the normal quantile of 0.975 */
#define ELO_SCALE (M_LN10 / 400.0) /* d/dr of 10^(r/400), over itself */
#define STEP_MAX 200.0         /* the largest step in Elo: a start far
                                * from the optimum does not overshoot */
#define ITERATIONS 500
#define CONVERGED 1e-9

/* The fit's counts: games and i's score (in games) between i and j,
 * one virtual draw added between every two that met. */
struct fit {
	int n;                       /* the rated: those connected */
	int who[BG_POLICIES_MAX];    /* rated i is policy who[i]; 0 the anchor */
	double games[BG_POLICIES_MAX][BG_POLICIES_MAX];
	double score[BG_POLICIES_MAX][BG_POLICIES_MAX];
	double r[BG_POLICIES_MAX];
	double info[BG_POLICIES_MAX][BG_POLICIES_MAX]; /* then its inverse */
};

/* The policies that met the anchor through others, anchor first. */
static void
connect(const struct bg_match_stats *st, int anchor, struct fit *f)
{
	unsigned char seen[BG_POLICIES_MAX] = { 0 };
	int head, j, p, q;

	f->n = 1;
	f->who[0] = anchor;
	seen[anchor] = 1;
	for (head = 0; head < f->n; head++)
		for (q = 0; q < st->policies; q++) {
			p = f->who[head];
			if (!seen[q] && st->pair_games[p][q]) {
				seen[q] = 1;
				f->who[f->n++] = q;
			}
		}
	for (p = 0; p < f->n; p++)
		for (j = 0; j < f->n; j++) {
			unsigned long g = st->pair_games[f->who[p]][f->who[j]];

			f->games[p][j] = p == j ? 0 : (double)g + (g > 0);
			f->score[p][j] = p == j ? 0
			               : ((double)st->pair_points[f->who[p]]
			                  [f->who[j]] + (g > 0)) / 2;
		}
}

/* The gradient of the log-likelihood into grad, its negative second
 * derivatives into info, over the rated but the anchor (index i - 1). */
static void
derivatives(struct fit *f, double *grad)
{
	double p, w;
	int i, j;

	memset(f->info, 0, sizeof f->info);
	for (i = 1; i < f->n; i++)
		grad[i - 1] = 0;
	for (i = 0; i < f->n; i++)
		for (j = 0; j < f->n; j++) {
			if (i == j || f->games[i][j] == 0)
				continue;
			p = 1 / (1 + pow(10, (f->r[j] - f->r[i]) / 400));
			w = f->games[i][j] * p * (1 - p) * ELO_SCALE * ELO_SCALE;
			if (i == 0)
				continue;
			grad[i - 1] += ELO_SCALE * (f->score[i][j] -
			                            f->games[i][j] * p);
			f->info[i - 1][i - 1] += w;
			if (j > 0)
				f->info[i - 1][j - 1] -= w;
		}
}

/* info inverted in place by Gauss-Jordan elimination (it is positive
 * definite: no pivoting needed); 0, or -1 when singular. */
static int
invert(double (*a)[BG_POLICIES_MAX], int n)
{
	double inv[BG_POLICIES_MAX][BG_POLICIES_MAX] = { { 0 } }, d, k;
	int i, j, c;

	for (i = 0; i < n; i++)
		inv[i][i] = 1;
	for (c = 0; c < n; c++) {
		if (!(fabs(a[c][c]) > 1e-300))
			return -1;
		d = a[c][c];
		for (j = 0; j < n; j++) {
			a[c][j] /= d;
			inv[c][j] /= d;
		}
		for (i = 0; i < n; i++) {
			if (i == c || a[i][c] == 0)
				continue;
			k = a[i][c];
			for (j = 0; j < n; j++) {
				a[i][j] -= k * a[c][j];
				inv[i][j] -= k * inv[c][j];
			}
		}
	}
	memcpy(a, inv, sizeof inv);
	return 0;
}

/* Newton's steps to the maximum; the information's inverse left in
 * f->info. */
static int
newton(struct fit *f)
{
	double grad[BG_POLICIES_MAX], step, most;
	int it, i, j, m = f->n - 1;

	for (it = 0; it < ITERATIONS; it++) {
		derivatives(f, grad);
		if (invert(f->info, m) < 0)
			return -1;
		most = 0;
		for (i = 0; i < m; i++) {
			for (step = 0, j = 0; j < m; j++)
				step += f->info[i][j] * grad[j];
			step = fmax(-STEP_MAX, fmin(STEP_MAX, step));
			f->r[i + 1] += step;
			most = fmax(most, fabs(step));
		}
		if (most < CONVERGED)
			break;
	}
	derivatives(f, grad);
	return invert(f->info, m);
}

void
bg_ratings_fit(const struct bg_match_stats *st, int anchor,
               struct bg_ratings *r)
{
	struct fit f;
	int i, p;

	memset(&f, 0, sizeof f);
	r->policies = st->policies;
	r->anchor = anchor;
	for (p = 0; p < st->policies; p++)
		r->elo[p] = r->error[p] = NAN;
	connect(st, anchor, &f);
	r->connected = f.n == st->policies;
	r->elo[anchor] = r->error[anchor] = 0;
	if (f.n < 2 || newton(&f) < 0)
		return;
	for (i = 1; i < f.n; i++) {
		r->elo[f.who[i]] = f.r[i];
		r->error[f.who[i]] = Z95 * sqrt(f.info[i - 1][i - 1]);
	}
}
