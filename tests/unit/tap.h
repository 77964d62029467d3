/* A tiny TAP producer for the C unit tests. */
#ifndef TAP_H
#define TAP_H

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int tap_count, tap_failed;

#define ok(cond, ...) tap_ok(!!(cond), __FILE__, __LINE__, __VA_ARGS__)

static void
tap_ok(int pass, const char *file, int line, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void
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

#define is_str(got, want, ...)                                            \
	do {                                                              \
		const char *g_ = (got), *w_ = (want);                     \
		ok(strcmp(g_, w_) == 0, __VA_ARGS__);                     \
		if (strcmp(g_, w_) != 0)                                  \
			printf("#   got:  '%s'\n#   want: '%s'\n", g_, w_); \
	} while (0)

static int
tap_done(void)
{
	printf("1..%d\n", tap_count);
	return tap_failed != 0;
}

#endif
