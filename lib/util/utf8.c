/* UTF-8: the length of a character, and cuts at whole characters. */
#include <stddef.h>

#include "util/util.h"

size_t
bg_utf8_char(const char *s, size_t len)
{
	const unsigned char *u = (const unsigned char *)s;
	unsigned char lo = 0x80, hi = 0xbf;
	size_t n, i;

	if (!len)
		return 0;
	if (u[0] < 0x80)
		return 1;
	if (u[0] >= 0xc2 && u[0] <= 0xdf)
		n = 2;
	else if (u[0] >= 0xe0 && u[0] <= 0xef)
		n = 3;
	else if (u[0] >= 0xf0 && u[0] <= 0xf4)
		n = 4;
	else
		return 0;
	/* The second byte's range shuts out overlong forms, surrogates
	 * and what is past U+10FFFF. */
	if (u[0] == 0xe0)
		lo = 0xa0;
	else if (u[0] == 0xed)
		hi = 0x9f;
	else if (u[0] == 0xf0)
		lo = 0x90;
	else if (u[0] == 0xf4)
		hi = 0x8f;
	if (len < n || u[1] < lo || u[1] > hi)
		return 0;
	for (i = 2; i < n; i++)
		if (u[i] < 0x80 || u[i] > 0xbf)
			return 0;
	return n;
}

size_t
bg_utf8_cut(const char *s, size_t len, size_t max)
{
	size_t n = 0, k;

	if (len <= max)
		return len;
	while (n < max) {
		k = bg_utf8_char(s + n, len - n);
		if (k == 0)
			k = 1;
		if (n + k > max)
			break;
		n += k;
	}
	return n;
}
