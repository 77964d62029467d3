/* The one hash of bytes: FNV-1a, 64 bits; and the same step over 64-bit
 * words for large blocks (table files), eight times as fast. */
#include <string.h>

#include "util/util.h"

uint64_t
bg_fnv1a(uint64_t h, const void *data, size_t len)
{
	const unsigned char *p = data;

	while (len--)
		h = (h ^ *p++) * 0x100000001b3u;
	return h;
}

uint64_t
bg_fnv1a_words(uint64_t h, const void *data, size_t len)
{
	const unsigned char *p = data;
	uint64_t w;

	for (; len >= sizeof w; len -= sizeof w, p += sizeof w) {
		memcpy(&w, p, sizeof w);
		h = (h ^ w) * 0x100000001b3u;
	}
	return bg_fnv1a(h, p, len);
}
