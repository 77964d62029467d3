/* The common part of the state notation (formats/notation.md): a line of
 * words separated by single spaces, the game's name first, then fields
 * KEY=VALUE in the order the game's format fixes.  The scanner accepts
 * only that canonical form, so parse then format gives back the bytes. */
#ifndef BG_NOTATION_H
#define BG_NOTATION_H

#include "bg.h"

struct bg_scan {
	const char *start; /* the whole line, for columns */
	const char *p;
	const char *end;
	struct bg_err *err;
};

void bg_scan_init(struct bg_scan *s, const char *line, size_t len,
                  struct bg_err *err);
/* The game's name, which must be the first word. */
int bg_scan_game(struct bg_scan *s, const char *name);
/* " KEY=": the next field must be KEY. */
int bg_scan_key(struct bg_scan *s, const char *key);
/* Is the next field KEY?  (For fields only some states have.) */
int bg_scan_peek(const struct bg_scan *s, const char *key);
/* A decimal number without sign or leading zeros, at most max. */
int bg_scan_uint(struct bg_scan *s, const char *what, unsigned long max,
                 unsigned long *out);
/* One of names[0..n), ending at a space, comma, slash or the line end. */
int bg_scan_enum(struct bg_scan *s, const char *what,
                 const char *const *names, int n, int *out);
/* " KEY=" and then a value of names (a NULL-ended list) or a number. */
int bg_scan_field_enum(struct bg_scan *s, const char *key, const char *what,
                       const char *const *names, int *out);
int bg_scan_field_uint(struct bg_scan *s, const char *key, const char *what,
                       unsigned long max, unsigned long *out);
/* The character c, a separator inside a value. */
int bg_scan_char(struct bg_scan *s, char c, const char *what);
/* The line must end here. */
int bg_scan_end(struct bg_scan *s);
/* A failure at the scanner's column. */
int bg_scan_fail(struct bg_scan *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Writing: each returns the position after what it wrote. */
char *bg_put_str(char *p, const char *s);
char *bg_put_uint(char *p, unsigned long v);

#endif
