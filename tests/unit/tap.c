/* The TAP report of the unit tests: one line a test, the plan last. */
#include <stdarg.h>
#include <stdio.h>

#include "tap.h"

static int tap_count, tap_failed;

void
tap_ok(int pass, const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	printf("%sok %d - ", pass ? "" : "not ", ++tap_count);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	if (!pass) {
		tap_failed++;
		printf("#   failed at %s:%d\n", file, line);
	}
}

void
tap_note(const char *fmt, ...)
{
	va_list ap;

	printf("# ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
}

int
tap_done(void)
{
	printf("1..%d\n", tap_count);
	return tap_failed != 0;
}
