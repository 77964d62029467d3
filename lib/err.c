#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "bg.h"

int
bg_fail(struct bg_err *err, int status, const char *fmt, ...)
{
	va_list ap;

	err->status = status;
	va_start(ap, fmt);
	vsnprintf(err->msg, sizeof err->msg, fmt, ap);
	va_end(ap);
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
