/* net-ref WEIGHTS: the learned evaluation's forward pass written again
 * plainly, against the library's.  It reads the weights file itself
 * (every number after the header, in order, by strtod), spreads each
 * seat's features into a dense input vector and computes the network in
 * doubles with libm's exp; for each state line on standard input, every
 * seat's chance must agree with bg_net_chances within 1e-5.  Prints
 * "N states, M chances agree", or the first disagreement and exits 1. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

#define MAX_WEIGHTS (1 << 20)

struct plain {
	int inputs, hidden;
	double *w;
};

/* The header's number after key. */
static long
header_number(const char *text, const char *key)
{
	const char *p = strstr(text, key);

	return p ? strtol(p + strlen(key), NULL, 10) : -1;
}

static int
read_plain(const char *text, struct plain *net)
{
	const char *p = strstr(text, "\ndata ");
	char *end;
	long n = 0;

	net->inputs = (int)header_number(text, "\ninputs ");
	net->hidden = (int)header_number(text, "\nhidden ");
	net->w = malloc(MAX_WEIGHTS * sizeof *net->w);
	if (!p || !net->w || net->inputs < 1 || net->hidden < 1)
		return -1;
	p = strchr(p + 1, '\n') + 1;
	for (;;) {
		double v = strtod(p, &end);

		if (end == p)
			break;
		if (n == MAX_WEIGHTS)
			return -1;
		net->w[n++] = v;
		p = end;
	}
	return n == (long)net->hidden * (net->inputs + 2) + 1 ? 0 : -1;
}

/* One seat's score: w is the hidden biases, a row per input, the
 * output's weights and bias. */
static double
plain_score(const struct plain *net, const struct bg_state *st, int seat)
{
	struct bg_feature f[BG_FEATURES_MAX];
	double *x = calloc((size_t)net->inputs, sizeof *x);
	const double *out = net->w + (size_t)net->hidden * (net->inputs + 1);
	double score = out[net->hidden];
	int n = st->game->features(st, seat, f), i, j;

	for (i = 0; i < n; i++)
		x[f[i].index] += f[i].value;
	for (j = 0; j < net->hidden; j++) {
		double h = net->w[j];

		for (i = 0; i < net->inputs; i++)
			h += x[i] * net->w[(size_t)net->hidden * (i + 1) + j];
		score += out[j] * (0.5 + 0.5 * h / (1 + fabs(h)));
	}
	free(x);
	return score;
}

int
main(int argc, char **argv)
{
	struct bg_net net;
	struct plain plain;
	struct bg_defs defs;
	struct bg_state st;
	struct bg_err err;
	char *text, line[4096];
	size_t len;
	long states = 0, chances = 0;

	if (argc != 2 || bg_read_file(argv[1], 1 << 28, &text, &len, &err) < 0 ||
	    !bg_net_game(text, len) ||
	    bg_net_read(&net, bg_net_game(text, len), text, len, argv[1],
	                &err) < 0 || read_plain(text, &plain) < 0) {
		fprintf(stderr, "usage: net-ref WEIGHTS < states\n");
		return 2;
	}
	bg_defs_init(&defs);
	while (fgets(line, sizeof line, stdin)) {
		double p[BG_MAX_SEATS], score[BG_MAX_SEATS], sum = 0;
		int seats, i;

		line[strcspn(line, "\n")] = '\0';
		if (bg_state_parse(&defs, &st, line, strlen(line), &err) < 0 ||
		    st.game != net.game || st.game->phase(&st) == BG_PHASE_OVER)
			continue;
		seats = st.game->seats(&st);
		bg_net_chances(&net, &st, seats, p);
		for (i = 0; i < seats; i++)
			sum += exp(score[i] = plain_score(&plain, &st, i));
		for (i = 0; i < seats; i++, chances++)
			if (fabs(exp(score[i]) / sum - p[i]) > 1e-5) {
				printf("%s\nseat %d: %.8f, the plain pass %.8f\n",
				       line, i, p[i], exp(score[i]) / sum);
				return 1;
			}
		states++;
	}
	printf("%ld states, %ld chances agree\n", states, chances);
	bg_net_free(&net);
	free(plain.w);
	free(text);
	bg_defs_free(&defs);
	return 0;
}
