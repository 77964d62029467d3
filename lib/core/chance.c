/* Chance outcomes as words (roll:3,5), and the roll-off of G-2. */
#include <string.h>

#include "core/core.h"

size_t
bg_chance_word(const int *values, int n, char *buf)
{
	char *p = bg_put_str(buf, "roll:");
	int i;

	for (i = 0; i < n; i++) {
		if (i)
			*p++ = ',';
		p = bg_put_uint(p, (unsigned long)values[i]);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

/* roll:V,V,...  Values are checked against the event by the game. */
int
bg_chance_parse(const char *word, size_t len, int *values, int max,
                struct bg_err *err)
{
	struct bg_scan s;
	unsigned long v = 0;
	int n = 0;

	if (len < 5 || memcmp(word, "roll:", 5) != 0)
		return bg_fail(err, BG_EX_DATAERR, "not a roll");
	bg_scan_init(&s, word + 5, len - 5, err);
	for (;;) {
		if (n == max)
			return bg_fail(err, BG_EX_DATAERR,
			               "more than %d dice", max);
		if (bg_scan_uint(&s, "a die value", 99, &v) < 0)
			return bg_fail(err, BG_EX_DATAERR,
			               "'%.*s' is not a list of die values",
			               (int)(len - 5), word + 5);
		values[n++] = (int)v;
		if (s.p == s.end)
			return n;
		if (*s.p != ',')
			return bg_fail(err, BG_EX_DATAERR,
			               "'%.*s' is not a list of die values",
			               (int)(len - 5), word + 5);
		s.p++;
	}
}

unsigned
bg_rolloff(unsigned contenders, const uint8_t *dice, int lowest)
{
	unsigned tied = 0, seat;
	int best = 0, k = 0;

	for (seat = 0; contenders >> seat; seat++) {
		int v;

		if (!(contenders & (1u << seat)))
			continue;
		v = lowest ? -dice[k++] : dice[k++];
		if (!tied || v > best) {
			best = v;
			tied = 0;
		}
		if (v == best)
			tied |= 1u << seat;
	}
	return tied;
}

int
bg_chance_action(const struct bg_state *st, const char *word, size_t len,
                 int *values, int max, struct bg_err *err)
{
	int n = bg_chance_parse(word, len, values, max, err);

	if (n < 0)
		return bg_prefix(err, "illegal move '%.*s' for %s: ",
		                 (int)(len > BG_WORD_MAX ? BG_WORD_MAX : len),
		                 word, st->game->actor(st));
	return n;
}

int
bg_chance_faces(const struct bg_state *st, const char *word, size_t len,
                const int *values, int n, int faces, struct bg_err *err)
{
	int i;

	for (i = 0; i < n; i++)
		if (values[i] < 1 || values[i] > faces)
			return bg_illegal(err, st, word, len, "a die shows 1 to %d",
			                  faces);
	return 0;
}
