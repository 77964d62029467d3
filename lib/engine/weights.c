/* The weights file of a learned evaluation (formats/evaluation.md): a
 * header of named lines, then the weights as hexadecimal floats, exact
 * and diffable, a row of the hidden layer's width a line. */
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

#define MAGIC "bg-net 1"
/* What every weights file starts with, its game's name next. */
#define START MAGIC "\ngame "
#define START_LEN (sizeof START - 1)

/* The text of the weights, a row a line: the hidden biases, a row for
 * each input, the output's weights and its bias. */
static size_t
put_data(const struct bg_net *net, char *buf)
{
	size_t at = 0, i, rows = (size_t)net->inputs + 2;
	int j, w;

	for (i = 0; i < rows; i++) {
		w = net->hidden + (i + 1 == rows);
		for (j = 0; j < w; j++)
			at += (size_t)sprintf(buf + at, "%s%a", j ? " " : "",
			                      (double)net->w[i * net->hidden + j]);
		buf[at++] = '\n';
	}
	return at;
}

int
bg_net_text(const struct bg_net *net, char **text, size_t *len,
            struct bg_err *err)
{
	size_t cap = net->n * 24 + 512, at;
	char *buf = malloc(cap), *data;
	size_t dlen;

	if (!buf || !(data = malloc(net->n * 24 + 64))) {
		free(buf);
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	}
	dlen = put_data(net, data);
	at = (size_t)sprintf(buf, MAGIC "\ngame %s\ndefinition %016llx\n"
	                     "inputs %d\nhidden %d\ngames %lu\n"
	                     "data %016llx\n", net->game->name,
	                     (unsigned long long)net->definition, net->inputs,
	                     net->hidden, net->games, (unsigned long long)
	                     bg_fnv1a(BG_FNV_BASIS, data, dlen));
	memcpy(buf + at, data, dlen);
	free(data);
	*text = buf;
	*len = at + dlen;
	return 0;
}

/* The header line "KEY VALUE" at *p: its value, as a number of base
 * digits, or -1. */
static int
header(const char **p, const char *end, const char *key, int base,
       unsigned long long *v)
{
	size_t k = strlen(key);
	char *stop;

	/* strtoull would take a sign or spaces before the digits: a "-1"
	 * is no count. */
	if ((size_t)(end - *p) <= k + 1 || memcmp(*p, key, k) ||
	    (*p)[k] != ' ' || !strchr("0123456789abcdefABCDEF", (*p)[k + 1]) ||
	    (*p)[k + 1] == '\0')
		return -1;
	*v = strtoull(*p + k + 1, &stop, base);
	if (stop == *p + k + 1 || stop >= end || *stop != '\n')
		return -1;
	*p = stop + 1;
	return 0;
}

/* The weights after the header, n of them, rows of hidden: -1 for a
 * bad row, -2 for a weight that is not a number within
 * +-BG_NET_WEIGHT_MAX (NaN, an infinity: the sums of a forward pass
 * would be no number and the chances no share of a win). */
static int
read_data(struct bg_net *net, const char *p, const char *end)
{
	size_t i = 0, rows = (size_t)net->inputs + 2, r;
	int j, w;
	char *stop;

	for (r = 0; r < rows; r++) {
		w = net->hidden + (r + 1 == rows);
		for (j = 0; j < w; j++, i++) {
			if (p >= end || *p == '\n' || *p == ' ')
				return -1;
			net->w[i] = strtof(p, &stop);
			if (stop == p || stop >= end ||
			    *stop != (j + 1 == w ? '\n' : ' '))
				return -1;
			if (!(net->w[i] >= -BG_NET_WEIGHT_MAX &&
			      net->w[i] <= BG_NET_WEIGHT_MAX))
				return -2;
			p = stop + 1;
		}
	}
	return p == end ? 0 : -1;
}

/* The header's game, for messages and for --weights, which names no
 * game: NULL when the text does not start as weights do. */
const struct bg_game *
bg_net_game(const char *text, size_t len)
{
	const char *p = text, *end = text + len, *nl;

	if (len < START_LEN || memcmp(p, START, START_LEN) != 0)
		return NULL;
	p += START_LEN;
	nl = memchr(p, '\n', (size_t)(end - p));
	return nl ? bg_game_find(p, (size_t)(nl - p)) : NULL;
}

int
bg_net_read(struct bg_net *net, const struct bg_game *game, const char *text,
            size_t len, const char *name, struct bg_err *err)
{
	const char *p, *end = text + len;
	unsigned long long def, inputs, hidden, games, sum;
	const struct bg_game *named = bg_net_game(text, len);
	int rc;

	if (!named)
		return bg_fail(err, BG_EX_DATAERR, "%s: not a weights file (its "
		               "first line is '" MAGIC "', its second the game)",
		               name);
	if (named != game)
		return bg_fail(err, BG_EX_DATAERR, "%s: weights of %s, not of "
		               "%s", name, named->name, game->name);
	p = text + START_LEN + strlen(game->name) + 1;
	if (header(&p, end, "definition", 16, &def) ||
	    header(&p, end, "inputs", 10, &inputs) ||
	    header(&p, end, "hidden", 10, &hidden) ||
	    header(&p, end, "games", 10, &games) ||
	    header(&p, end, "data", 16, &sum))
		return bg_fail(err, BG_EX_DATAERR, "%s: a bad header (definition,"
		               " inputs, hidden, games, data)", name);
	if (inputs != (unsigned long long)game->inputs || hidden < 1 ||
	    hidden > BG_NET_HIDDEN_MAX)
		return bg_fail(err, BG_EX_DATAERR, "%s: %llu inputs and %llu "
		               "hidden units: %s has %d inputs, and a network "
		               "1 to %d hidden units", name, inputs, hidden,
		               game->name, game->inputs, BG_NET_HIDDEN_MAX);
	if (sum != bg_fnv1a(BG_FNV_BASIS, p, (size_t)(end - p)))
		return bg_fail(err, BG_EX_DATAERR, "%s: the weights do not match "
		               "their checksum (truncated or corrupted)", name);
	if (bg_net_new(net, game, (int)hidden, err) < 0)
		return -1;
	if (def != net->definition) {
		bg_net_free(net);
		return bg_fail(err, BG_EX_DATAERR, "%s: weights for other rules "
		               "of %s (definition %016llx, not %016llx)", name,
		               game->name, def, (unsigned long long)
		               net->definition);
	}
	net->games = (unsigned long)games;
	if ((rc = read_data(net, p, end)) < 0) {
		bg_net_free(net);
		if (rc == -2)
			return bg_fail(err, BG_EX_DATAERR, "%s: a weight that is "
			               "not a number from -%d to %d", name,
			               BG_NET_WEIGHT_MAX, BG_NET_WEIGHT_MAX);
		return bg_fail(err, BG_EX_DATAERR, "%s: a bad row of weights",
		               name);
	}
	return 0;
}
