/* The learned evaluation of the dice games (formats/evaluation.md): a
 * network of one hidden layer over the features a game's features hook
 * gives, one score a seat, the seats' chances the softmax of their
 * scores.  It knows no rule: the features are the game's.  Every value
 * that decides a move or is written comes from float additions and
 * multiplications in a fixed order (the build turns off FMA contraction)
 * and bg_exp below, never libm's, so it is the same bytes everywhere. */
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

/* e^x for x <= 0 (a softmax subtracts the largest score first): 2^k
 * times a Taylor polynomial on the rest, |r| <= ln 2 / 2, whose error is
 * below a double's rounding. */
double
bg_exp(double x)
{
	static const double ln2 = 0.6931471805599453;
	union {
		double d;
		uint64_t u;
	} scale;
	double r, p = 1;
	int k, i;

	if (x < -700)
		return 0;
	if (x > 700)
		x = 700;
	k = (int)(x / ln2 + (x < 0 ? -0.5 : 0.5));
	r = x - k * ln2;
	for (i = 13; i > 0; i--)
		p = 1 + p * r / i;
	scale.u = (uint64_t)(k + 1023) << 52;
	return p * scale.d;
}

/* The hidden units' squashing function, from 0 to 1, and its slope: a
 * rational sigmoid, cheaper than the logistic one and free of exp. */
static float
squash(float x)
{
	return 0.5f + 0.5f * x / (1.0f + (x < 0 ? -x : x));
}

static float
squash_slope(float x)
{
	float d = 1.0f + (x < 0 ? -x : x);

	return 0.5f / (d * d);
}

size_t
bg_net_size(int inputs, int hidden)
{
	return (size_t)hidden * ((size_t)inputs + 2) + 1;
}

int
bg_net_new(struct bg_net *net, const struct bg_game *game, int hidden,
           struct bg_err *err)
{
	memset(net, 0, sizeof *net);
	net->game = game;
	net->definition = bg_fnv1a(BG_FNV_BASIS, game->builtin->text,
	                           game->builtin->len);
	net->inputs = game->inputs;
	net->hidden = hidden;
	net->n = bg_net_size(net->inputs, hidden);
	net->w = calloc(net->n, sizeof *net->w);
	if (!net->w)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	if (game->home && !(net->home = bg_home_new(game, err))) {
		bg_net_free(net);
		return -1;
	}
	return 0;
}

void
bg_net_free(struct bg_net *net)
{
	free(net->w);
	net->w = NULL;
	bg_home_free(net->home);
	net->home = NULL;
}

/* Small weights drawn from rng, each a multiple of 2^-16 within +-scale
 * times the fan-in's inverse root, as usual for a sigmoid layer. */
void
bg_net_randomise(struct bg_net *net, struct bg_rng *rng)
{
	size_t i;

	for (i = 0; i < net->n; i++)
		net->w[i] = ((float)bg_rng_below(rng, 65536) - 32768.0f) /
		            32768.0f * 0.1f;
}

/* The layout of w: the hidden biases, a row of hidden weights for each
 * input, the output's weights, its bias. */
static const float *
input_row(const struct bg_net *net, int index)
{
	return net->w + (size_t)net->hidden * (1 + (size_t)index);
}

static const float *
output_row(const struct bg_net *net)
{
	return net->w + (size_t)net->hidden * (1 + (size_t)net->inputs);
}

/* acc += v * row, element by element, four elements a step: the
 * pointers never overlap, so the compiler does the four in one
 * instruction; each element still takes the same two roundings, so the
 * sums are the same bytes as one at a time. */
static inline void
add_scaled(float *restrict acc, const float *restrict row, float v, int h)
{
	int j;

	for (j = 0; j + 4 <= h; j += 4) {
		acc[j] += v * row[j];
		acc[j + 1] += v * row[j + 1];
		acc[j + 2] += v * row[j + 2];
		acc[j + 3] += v * row[j + 3];
	}
	for (; j < h; j++)
		acc[j] += v * row[j];
}

float
bg_net_forward(const struct bg_net *net, const struct bg_feature *f, int n,
               float *pre)
{
	const float *out = output_row(net);
	float score = out[net->hidden];
	int h = net->hidden, k, j;

	memcpy(pre, net->w, (size_t)h * sizeof *pre);
	for (k = 0; k < n; k++)
		add_scaled(pre, input_row(net, f[k].index), f[k].value, h);
	for (j = 0; j < h; j++)
		score += out[j] * squash(pre[j]);
	return score;
}

/* The softmax of the scores, in doubles. */
static void
softmax(const float *score, int seats, double *p)
{
	double top = score[0], sum = 0;
	int i;

	for (i = 1; i < seats; i++)
		if (score[i] > top)
			top = score[i];
	for (i = 0; i < seats; i++)
		sum += p[i] = bg_exp(score[i] - top);
	for (i = 0; i < seats; i++)
		p[i] /= sum;
}

void
bg_net_chances(const struct bg_net *net, const struct bg_state *st,
               int seats, double *p)
{
	struct bg_feature f[BG_FEATURES_MAX];
	float pre[BG_NET_HIDDEN_MAX], score[BG_MAX_SEATS] = { 0 };
	int i, n;

	for (i = 0; i < seats; i++) {
		n = st->game->features(st, i, f);
		score[i] = bg_net_forward(net, f, n, pre);
	}
	softmax(score, seats, p);
}

void
bg_net_values(const struct bg_net *net, const struct bg_state *st,
              int seats, int32_t *value)
{
	double p[BG_MAX_SEATS];

	bg_net_chances(net, st, seats, p);
	bg_chance_units(p, seats, value);
}

/* The gradient of one seat's score, scaled by g, subtracted (times rate)
 * from the weights. */
static void
descend(struct bg_net *net, const struct bg_feature *f, int n,
        const float *pre, float g, float rate)
{
	float *out = net->w + (size_t)net->hidden * (1 + (size_t)net->inputs);
	float delta[BG_NET_HIDDEN_MAX];
	int h = net->hidden, j, k;

	for (j = 0; j < h; j++)
		delta[j] = g * out[j] * squash_slope(pre[j]);
	for (j = 0; j < h; j++)
		out[j] -= rate * g * squash(pre[j]);
	out[h] -= rate * g;
	for (j = 0; j < h; j++)
		net->w[j] -= rate * delta[j];
	for (k = 0; k < n; k++) {
		float *row = net->w + (size_t)h * (1 + (size_t)f[k].index);
		float v = rate * f[k].value;

		for (j = 0; j < h; j++)
			row[j] -= v * delta[j];
	}
}

void
bg_net_learn(struct bg_net *net, const struct bg_state *st, int seats,
             const double *target, float rate)
{
	struct bg_feature f[BG_MAX_SEATS][BG_FEATURES_MAX];
	float pre[BG_MAX_SEATS][BG_NET_HIDDEN_MAX], score[BG_MAX_SEATS] = { 0 };
	double p[BG_MAX_SEATS];
	int n[BG_MAX_SEATS], i;

	for (i = 0; i < seats; i++) {
		n[i] = st->game->features(st, i, f[i]);
		score[i] = bg_net_forward(net, f[i], n[i], pre[i]);
	}
	softmax(score, seats, p);
	/* The cross-entropy's gradient through the softmax: each seat's
	 * chance less its target. */
	for (i = 0; i < seats; i++)
		descend(net, f[i], n[i], pre[i], (float)(p[i] - target[i]),
		        rate);
}

void
bg_net_speed(const struct bg_net *net, const struct bg_state *st, int n,
             double *positions, double *seats)
{
	double p[BG_MAX_SEATS];
	unsigned long states = 0, judged = 0;
	uint64_t t0 = bg_clock_us(), t;
	int i;

	do {
		for (i = 0; i < n; i++) {
			bg_net_chances(net, &st[i], st[i].game->seats(&st[i]), p);
			judged += (unsigned long)st[i].game->seats(&st[i]);
		}
		states += (unsigned long)n;
	} while ((t = bg_clock_us() - t0) < 1000000);
	*positions = (double)states * 1e6 / (double)t;
	*seats = (double)judged * 1e6 / (double)t;
}
