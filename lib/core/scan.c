#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/core.h"

void
bg_scan_init(struct bg_scan *s, const char *line, size_t len,
             struct bg_err *err)
{
	s->start = line;
	s->p = line;
	s->end = line + len;
	s->err = err;
}

int
bg_scan_fail(struct bg_scan *s, const char *fmt, ...)
{
	char what[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	bg_fail(s->err, BG_EX_DATAERR, "%s", what);
	return bg_at_column(s->err, (unsigned long)(s->p - s->start) + 1);
}

/* The word at p, for messages: up to the next space, at most 24 bytes. */
static int
found_len(const struct bg_scan *s)
{
	const char *q = s->p;

	while (q < s->end && *q != ' ' && q - s->p < 24)
		q++;
	return (int)(q - s->p);
}

static int
fail_expected(struct bg_scan *s, const char *expected)
{
	if (s->p >= s->end)
		return bg_scan_fail(s, "expected %s, found the end of the line",
		                    expected);
	return bg_scan_fail(s, "expected %s, found '%.*s'", expected,
	                    found_len(s), s->p);
}

int
bg_scan_game(struct bg_scan *s, const char *name)
{
	size_t n = strlen(name);

	if ((size_t)(s->end - s->p) < n || memcmp(s->p, name, n) != 0)
		return fail_expected(s, "the game name");
	s->p += n;
	return 0;
}

int
bg_scan_peek(const struct bg_scan *s, const char *key)
{
	size_t n = strlen(key);

	return (size_t)(s->end - s->p) > n + 1 && s->p[0] == ' ' &&
	       memcmp(s->p + 1, key, n) == 0 && s->p[n + 1] == '=';
}

int
bg_scan_key(struct bg_scan *s, const char *key)
{
	char expected[64];

	if (bg_scan_peek(s, key)) {
		s->p += strlen(key) + 2;
		return 0;
	}
	snprintf(expected, sizeof expected, "field '%s='", key);
	if (s->p < s->end && *s->p == ' ')
		s->p++;
	return fail_expected(s, expected);
}

int
bg_scan_uint(struct bg_scan *s, const char *what, unsigned long max,
             unsigned long *out)
{
	const unsigned long lim = max / 10, last = max % 10;
	const char *q = s->p;
	unsigned long v = 0;

	if (q >= s->end || *q < '0' || *q > '9')
		return fail_expected(s, what);
	if (*q == '0' && q + 1 < s->end && q[1] >= '0' && q[1] <= '9')
		return bg_scan_fail(s, "%s has a leading zero", what);
	for (; q < s->end && *q >= '0' && *q <= '9'; q++) {
		unsigned long d = (unsigned long)(*q - '0');

		if (v > lim || (v == lim && d > last))
			return bg_scan_fail(s, "%s is larger than %lu", what,
			                    max);
		v = v * 10 + d;
	}
	s->p = q;
	*out = v;
	return 0;
}

int
bg_scan_enum(struct bg_scan *s, const char *what, const char *const *names,
             int n, int *out)
{
	const char *q = s->p;
	size_t len;
	int i;

	while (q < s->end && *q != ' ' && *q != ',' && *q != '/')
		q++;
	len = (size_t)(q - s->p);
	for (i = 0; i < n; i++) {
		if (strlen(names[i]) == len && memcmp(names[i], s->p, len) == 0) {
			s->p = q;
			*out = i;
			return 0;
		}
	}
	return fail_expected(s, what);
}

int
bg_scan_field_enum(struct bg_scan *s, const char *key, const char *what,
                   const char *const *names, int *out)
{
	int n;

	for (n = 0; names[n]; n++)
		;
	if (bg_scan_key(s, key) < 0)
		return -1;
	return bg_scan_enum(s, what, names, n, out);
}

int
bg_scan_field_uint(struct bg_scan *s, const char *key, const char *what,
                   unsigned long max, unsigned long *out)
{
	if (bg_scan_key(s, key) < 0)
		return -1;
	return bg_scan_uint(s, what, max, out);
}

int
bg_scan_char(struct bg_scan *s, char c, const char *what)
{
	if (s->p < s->end && *s->p == c) {
		s->p++;
		return 0;
	}
	return fail_expected(s, what);
}

int
bg_scan_end(struct bg_scan *s)
{
	if (s->p == s->end)
		return 0;
	if (*s->p == ' ')
		s->p++;
	return bg_scan_fail(s, "unexpected '%.*s' after the last field",
	                    found_len(s), s->p);
}

char *
bg_put_str(char *p, const char *s)
{
	while (*s)
		*p++ = *s++;
	return p;
}

char *
bg_put_uint(char *p, unsigned long v)
{
	char tmp[24];
	int n = 0;

	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	while (n)
		*p++ = tmp[--n];
	return p;
}

int
bg_scan_die(struct bg_scan *s, int faces, int none, uint8_t *out)
{
	unsigned long v;

	if (none && s->p < s->end && *s->p == '-') {
		s->p++;
		*out = 0;
		return 0;
	}
	if (bg_scan_uint(s, none ? "a die value or -" : "a die value",
	                 (unsigned long)faces, &v) < 0)
		return -1;
	if (v == 0)
		return bg_scan_fail(s, "a die shows 1 to %d", faces);
	*out = (uint8_t)v;
	return 0;
}
