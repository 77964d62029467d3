/* The one hash of bytes: FNV-1a, 64 bits. */
#include "util/util.h"

uint64_t
bg_fnv1a(uint64_t h, const void *data, size_t len)
{
	const unsigned char *p = data;

	while (len--)
		h = (h ^ *p++) * 0x100000001b3u;
	return h;
}
