#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "util/util.h"

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
	err->column = 0;
	va_start(ap, fmt);
	w = vsnprintf(err->msg, sizeof err->msg, fmt, ap);
	va_end(ap);
	if (w >= (int)sizeof err->msg)
		end_whole(err->msg);
	return -1;
}

int
bg_at_column(struct bg_err *err, unsigned long column)
{
	err->column = column;
	return -1;
}

int
bg_prefix(struct bg_err *err, const char *fmt, ...)
{
	char tail[sizeof err->msg];
	size_t n, rest;
	va_list ap;
	int w;

	n = err->column ? (size_t)snprintf(tail, sizeof tail, "column %lu: ",
	                                   err->column) : 0;
	rest = strnlen(err->msg, sizeof err->msg - 1);
	if (rest > sizeof tail - 1 - n)
		rest = sizeof tail - 1 - n;
	memcpy(tail + n, err->msg, rest);
	tail[n + rest] = '\0';
	if (rest < strnlen(err->msg, sizeof err->msg - 1))
		end_whole(tail);
	err->column = 0;
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

int
bg_prefix_at(struct bg_err *err, const char *name, unsigned long line)
{
	unsigned long column = err->column;

	err->column = 0;
	if (column)
		return bg_prefix(err, "%s:%lu:%lu: ", name, line, column);
	return bg_prefix(err, "%s:%lu: ", name, line);
}
