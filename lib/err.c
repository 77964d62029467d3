#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "bg.h"

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

/* A message cut by its buffer ends with whole characters: a character
 * the cut left incomplete goes. */
static void
end_whole(char *msg)
{
	size_t n = strlen(msg), i = 0, k;
	unsigned char lead;

	while (i < n) {
		k = bg_utf8_char(msg + i, n - i);
		lead = (unsigned char)msg[i];
		if (k == 0 && n - i < 4 && lead >= 0xc2 && lead <= 0xf4) {
			msg[i] = '\0';
			return;
		}
		i += k ? k : 1;
	}
}

int
bg_fail(struct bg_err *err, int status, const char *fmt, ...)
{
	va_list ap;
	int w;

	err->status = status;
	va_start(ap, fmt);
	w = vsnprintf(err->msg, sizeof err->msg, fmt, ap);
	va_end(ap);
	if (w >= (int)sizeof err->msg)
		end_whole(err->msg);
	return -1;
}

int
bg_prefix(struct bg_err *err, const char *fmt, ...)
{
	char tail[sizeof err->msg];
	size_t n, rest;
	va_list ap;
	int w;

	memcpy(tail, err->msg, sizeof tail);
	va_start(ap, fmt);
	w = vsnprintf(err->msg, sizeof err->msg, fmt, ap);
	va_end(ap);
	n = w < 0 ? 0 : (size_t)w < sizeof err->msg ? (size_t)w
	                                            : sizeof err->msg - 1;
	rest = strnlen(tail, sizeof tail - 1);
	if (rest > sizeof err->msg - 1 - n)
		rest = sizeof err->msg - 1 - n;
	memcpy(err->msg + n, tail, rest);
	err->msg[n + rest] = '\0';
	if ((w >= 0 && (size_t)w > n) || rest < strnlen(tail, sizeof tail - 1))
		end_whole(err->msg);
	return -1;
}

const char *
bg_printable(const char *text, char *buf, size_t cap)
{
	size_t i, n = 0;

	for (i = 0; text[i] && n + 4 < cap; i++) {
		if (i == 40) {
			memcpy(buf + n, "...", 3);
			n += 3;
			break;
		}
		buf[n++] = (unsigned char)text[i] < 0x20 || text[i] == 0x7f
		         ? '?' : text[i];
	}
	buf[n] = '\0';
	return buf;
}
