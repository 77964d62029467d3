/* The judgement of one action as a comment of its record line (bg-apply
 * --analyse --annotate, formats/analysis.md "Annotated records"), written
 * and read back (the replay page of bg-render --html):
 *
 *     SEAT VALUE best MOVE VALUE loss LOSS se SE FLAG
 *     SEAT VALUE best MOVE VALUE loss LOSS exact FLAG
 *     luck SEAT LUCK, SEAT LUCK...
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "out/out.h"

static const char *const flag_word[] = { "-", "inaccuracy", "error",
                                          "blunder", "" };

const char *
bg_flag_text(const struct bg_decision *d, char buf[BG_FLAG_TEXT_MAX])
{
	/* Undecided: the next flag might be due (an error at least: an
	 * undecided decision is no inaccuracy: engine/analysis.c). */
	if (d->undecided)
		snprintf(buf, BG_FLAG_TEXT_MAX, "%s?",
		         flag_word[d->flag == BG_FLAG_NONE ? BG_FLAG_ERROR
		                                           : d->flag + 1]);
	else
		snprintf(buf, BG_FLAG_TEXT_MAX, "%s", flag_word[d->flag]);
	return buf;
}

void
bg_note_decision(FILE *out, const char *seat, const struct bg_decision *d)
{
	char flag[BG_FLAG_TEXT_MAX];

	fprintf(out, "%s %.4f best %s %.4f loss %.4f ", seat, d->played_value,
	        d->best, d->best_value, d->loss);
	if (d->exact)
		fprintf(out, "exact %s", bg_flag_text(d, flag));
	else
		fprintf(out, "se %.4f %s", d->se, bg_flag_text(d, flag));
}

void
bg_note_luck(FILE *out, const struct bg_analysis *an, const double *luck)
{
	int s;

	fputs("luck", out);
	for (s = 0; s < an->seats; s++)
		fprintf(out, "%s %s %+.4f", s ? "," : "", an->seat[s], luck[s]);
}

/* A word of at most size - 1 bytes, no spaces, at *p, into word; the
 * bytes after it. */
static const char *
word_at(const char *p, char *word, size_t size)
{
	size_t n = strcspn(p, " ,");

	if (n == 0 || n >= size)
		return NULL;
	memcpy(word, p, n);
	word[n] = 0;
	return p + n;
}

/* A share of a win, as the notes write it, at *p (a sign allowed when
 * signed): the bytes after it. */
static const char *
share_at(const char *p, int sign, double *x)
{
	int n = 0;

	if (!sign && (*p == '-' || *p == '+'))
		return NULL;
	if (sscanf(p, "%lf%n", x, &n) != 1 || !isfinite(*x) ||
	    fabs(*x) > 1 || (p[n] && p[n] != ' ' && p[n] != ','))
		return NULL;
	return p + n;
}

/* The literal text at *p: the bytes after it. */
static const char *
skip(const char *p, const char *text)
{
	size_t n = strlen(text);

	return p && strncmp(p, text, n) == 0 ? p + n : NULL;
}

static int
read_luck(const char *p, struct bg_note *n)
{
	p = skip(p, "luck");
	while (p && *p && n->nluck < BG_MAX_SEATS) {
		if (!(p = skip(p, n->nluck ? ", " : " ")) ||
		    !(p = word_at(p, n->luck_seat[n->nluck],
		                  sizeof n->luck_seat[0])) ||
		    !(p = skip(p, " ")) ||
		    !(p = share_at(p, 1, &n->luck[n->nluck])))
			return 0;
		n->nluck++;
	}
	return p && !*p && n->nluck > 0;
}

static int
read_flag(const char *p, struct bg_note *n)
{
	static const char *const flags[] = { "-", "inaccuracy", "error",
	                                     "blunder", "error?", "blunder?" };
	size_t i;

	for (i = 0; i < sizeof flags / sizeof *flags; i++)
		if (strcmp(p, flags[i]) == 0) {
			strcpy(n->flag, flags[i]);
			return 1;
		}
	return 0;
}

static int
read_decision(const char *p, struct bg_note *n)
{
	if (!(p = word_at(p, n->seat, sizeof n->seat)) ||
	    !(p = skip(p, " ")) || !(p = share_at(p, 0, &n->value)) ||
	    !(p = skip(p, " best ")) ||
	    !(p = word_at(p, n->best, sizeof n->best)) ||
	    !(p = skip(p, " ")) || !(p = share_at(p, 0, &n->best_value)) ||
	    !(p = skip(p, " loss ")) || !(p = share_at(p, 0, &n->loss)))
		return 0;
	if (skip(p, " exact ")) {
		n->exact = 1;
		p += strlen(" exact ");
	} else if (!(p = skip(p, " se ")) || !(p = share_at(p, 0, &n->se)) ||
	           !(p = skip(p, " "))) {
		return 0;
	}
	return read_flag(p, n);
}

size_t
bg_note_read(const char *s, size_t len, struct bg_note *note)
{
	char buf[BG_LINE_MAX + 1];
	const char *end = NULL;
	size_t n;

	memset(note, 0, sizeof *note);
	/* The note ends where a comment of the line's own goes on. */
	for (n = 0; n + 3 <= len && !end; n++)
		if (memcmp(s + n, " # ", 3) == 0)
			end = s + n;
	n = end ? (size_t)(end - s) : len;
	if (n > BG_LINE_MAX || memchr(s, 0, n))
		return 0;
	memcpy(buf, s, n);
	buf[n] = 0;
	if (read_luck(buf, note))
		note->kind = BG_NOTE_LUCK;
	else if ((memset(note, 0, sizeof *note), read_decision(buf, note)))
		note->kind = BG_NOTE_DECISION;
	else
		return 0;
	return end ? n + 3 : n;
}
