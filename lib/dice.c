/* Dice: chance outcomes as words, and the generator bg-roll draws from. */
#include <errno.h>
#include <string.h>
#include <sys/random.h>

#include "bg.h"
#include "notation.h"

size_t
bg_chance_word(const int *values, int n, char *buf)
{
	char *p = bg_put_str(buf, "roll:");
	int i;

	for (i = 0; i < n; i++) {
		if (i)
			*p++ = ',';
		p = bg_put_uint(p, (unsigned long)values[i]);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

/* roll:V,V,...  Values are checked against the event by the game. */
int
bg_chance_parse(const char *word, size_t len, int *values, int max,
                struct bg_err *err)
{
	struct bg_scan s;
	unsigned long v = 0;
	int n = 0;

	if (len < 5 || memcmp(word, "roll:", 5) != 0)
		return bg_fail(err, BG_EX_DATAERR, "not a roll");
	bg_scan_init(&s, word + 5, len - 5, err);
	for (;;) {
		if (n == max)
			return bg_fail(err, BG_EX_DATAERR,
			               "more than %d dice", max);
		if (bg_scan_uint(&s, "a die value", 99, &v) < 0)
			return bg_fail(err, BG_EX_DATAERR,
			               "'%.*s' is not a list of die values",
			               (int)(len - 5), word + 5);
		values[n++] = (int)v;
		if (s.p == s.end)
			return n;
		if (*s.p != ',')
			return bg_fail(err, BG_EX_DATAERR,
			               "'%.*s' is not a list of die values",
			               (int)(len - 5), word + 5);
		s.p++;
	}
}

/* A die face of value v drawn in SVG, its corner at x, y. */
void
bg_svg_die(FILE *out, int x, int y, int v)
{
	static const char pips[7][10] = {
		"", "....x....", "x.......x", "x...x...x", "x.x...x.x",
		"x.x.x.x.x", "x.xx.xx.x"
	};
	int i;

	fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"30\" height=\"30\" "
	        "rx=\"5\" fill=\"#fff\" stroke=\"#222\"/>\n", x, y);
	for (i = 0; i < 9; i++)
		if (pips[v][i] == 'x')
			fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"2.8\" "
			        "fill=\"#222\"/>\n", x + 7 + 8 * (i % 3),
			        y + 7 + 8 * (i / 3));
}

unsigned
bg_rolloff(unsigned contenders, const uint8_t *dice, int lowest)
{
	unsigned tied = 0, seat;
	int best = 0, k = 0;

	for (seat = 0; contenders >> seat; seat++) {
		int v;

		if (!(contenders & (1u << seat)))
			continue;
		v = lowest ? -dice[k++] : dice[k++];
		if (!tied || v > best) {
			best = v;
			tied = 0;
		}
		if (v == best)
			tied |= 1u << seat;
	}
	return tied;
}

/* xoshiro256**, seeded through splitmix64. */
static uint64_t
splitmix(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15u);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static uint64_t
next(struct bg_rng *r)
{
	uint64_t *s = r->s;
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

uint64_t
bg_seed_key(uint64_t seed, const char *text, size_t len)
{
	uint64_t h = 0xcbf29ce484222325u; /* FNV-1a of the state line */
	size_t i;

	for (i = 0; i < len; i++)
		h = (h ^ (unsigned char)text[i]) * 0x100000001b3u;
	return seed ^ splitmix(&h);
}

static void
rng_from_key(struct bg_rng *rng, uint64_t x)
{
	int k;

	for (k = 0; k < 4; k++)
		rng->s[k] = splitmix(&x);
}

void
bg_rng_seed(struct bg_rng *rng, uint64_t seed, const char *text, size_t len)
{
	rng_from_key(rng, bg_seed_key(seed, text, len));
}

/* Streams of neighbouring indexes must not share state words, as
 * rng_from_key(key + index) would: the index is hashed in first. */
void
bg_rng_derive(struct bg_rng *rng, uint64_t key, uint64_t index)
{
	uint64_t x = index;

	x = key ^ splitmix(&x);
	rng_from_key(rng, splitmix(&x));
}

uint64_t
bg_rng_next(struct bg_rng *rng)
{
	return next(rng);
}

int
bg_rng_os(struct bg_rng *rng)
{
	size_t got = 0;
	ssize_t n;

	while (got < sizeof rng->s) {
		n = getrandom((char *)rng->s + got, sizeof rng->s - got, 0);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		got += (size_t)n;
	}
	if ((rng->s[0] | rng->s[1] | rng->s[2] | rng->s[3]) == 0)
		rng->s[0] = 1;
	return 0;
}

/* Uniform in 1..faces, without modulo bias. */
int
bg_rng_die(struct bg_rng *rng, int faces)
{
	uint64_t limit = UINT64_MAX - UINT64_MAX % (uint64_t)faces;
	uint64_t x;

	do
		x = next(rng);
	while (x >= limit);
	return (int)(x % (uint64_t)faces) + 1;
}

/* Uniform in 0..n-1 by a multiplication instead of a division (Lemire's
 * method), for the playouts' hot path. */
unsigned
bg_rng_below(struct bg_rng *rng, unsigned n)
{
	uint64_t m = (uint64_t)(uint32_t)(next(rng) >> 32) * n;
	uint32_t low = (uint32_t)m;

	if (low < n) {
		uint32_t floor = (uint32_t)-n % n;

		while (low < floor) {
			m = (uint64_t)(uint32_t)(next(rng) >> 32) * n;
			low = (uint32_t)m;
		}
	}
	return (unsigned)(m >> 32);
}
