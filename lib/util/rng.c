/* The generator every draw comes from: xoshiro256**, seeded through
 * splitmix64 from a seed and a text, or from the system. */
#include <errno.h>
#include <string.h>
#include <sys/random.h>

#include "util/util.h"

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
	uint64_t h = bg_fnv1a(BG_FNV_BASIS, text, len);

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
