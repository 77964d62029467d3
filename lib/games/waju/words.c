/* Waju's move words spelt and read, for its notation and its rules
 * alike. */
#include "games/waju/waju.h"

/* A move word: its movements FROM-TO joined by ',', or pass. */
size_t
waju_spell(const struct waju_def *d, const uint8_t *from, const uint8_t *to,
           int n, char *buf)
{
	char *p = buf;
	int k;

	if (n == 0)
		p = bg_put_str(p, "pass");
	for (k = 0; k < n; k++) {
		if (k)
			*p++ = ',';
		p = cross_put_hole(p, &d->x, from[k]);
		*p++ = '-';
		p = cross_put_hole(p, &d->x, to[k]);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

/* Reads a move word into its movements; -1 when it is not one, -2 when
 * it sends a marble to h. */
int
waju_read_word(const struct waju_def *d, int seat, const char *word,
               size_t len, int *from, int *to)
{
	struct bg_err ignore;
	struct bg_scan s;
	int n = 0;

	bg_scan_init(&s, word, len, &ignore);
	for (;;) {
		if (n == 2 || cross_scan_hole(&s, &d->x, seat, &from[n]) < 0 ||
		    bg_scan_char(&s, '-', "") < 0 ||
		    cross_scan_hole(&s, &d->x, seat, &to[n]) < 0)
			return -1;
		if (to[n] == CROSS_HOME)
			return -2;
		n++;
		if (s.p == s.end)
			return n;
		if (*s.p++ != ',')
			return -1;
	}
}
