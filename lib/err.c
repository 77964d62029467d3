#include <stdarg.h>
#include <stdio.h>

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
