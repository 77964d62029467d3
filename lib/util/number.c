/* Decimal numbers in a range, and fractions. */
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

int
bg_parse_fraction(const char *s)
{
	const char *p = s, *whole;
	int one;

	while (*p >= '0' && *p <= '9')
		p++;
	if (p == s || (*p == '.' && !(p[1] >= '0' && p[1] <= '9')))
		return -1;
	/* Read exactly, digit by digit: at most 1 is a whole part of 0 or
	 * 1, and after 1 nothing but zeros. */
	for (whole = s; whole < p - 1 && *whole == '0'; whole++)
		;
	if (p - whole > 1 || *whole > '1')
		return -1;
	one = *whole == '1';
	if (*p == '.')
		for (p++; *p >= '0' && *p <= '9'; p++)
			if (one && *p != '0')
				return -1;
	return *p ? -1 : 0;
}
