/* A tiny TAP producer for the C unit tests, shared by their files. */
#ifndef TAP_H
#define TAP_H

#include <string.h>

#define ok(cond, ...) tap_ok(!!(cond), __FILE__, __LINE__, __VA_ARGS__)

void tap_ok(int pass, const char *file, int line, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* A comment line of the report: "# ...". */
void tap_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* The plan line; the exit status: 1 when a test failed. */
int tap_done(void);

#define is_str(got, want, ...)                                            \
	do {                                                              \
		const char *g_ = (got), *w_ = (want);                     \
		ok(strcmp(g_, w_) == 0, __VA_ARGS__);                     \
		if (strcmp(g_, w_) != 0)                                  \
			tap_note("  got:  '%s'\n#   want: '%s'", g_, w_); \
	} while (0)

#endif
