/* Decimal numbers in a range. */
#include <errno.h>
#include <stdlib.h>

#include "util/util.h"

int
bg_parse_ulong(const char *s, unsigned long min, unsigned long max,
               unsigned long *out)
{
	unsigned long v = 0;
	const char *p = s;

	if (!*p)
		return -1;
	for (; *p; p++) {
		unsigned long d = (unsigned long)(*p - '0');

		if (*p < '0' || *p > '9')
			return -1;
		if (v > max / 10 || (v == max / 10 && d > max % 10))
			return -1;
		v = v * 10 + d;
	}
	if (v < min)
		return -1;
	*out = v;
	return 0;
}
