/* What the libFuzzer harnesses of tests/fuzz/ share: the built-in
 * definitions, and the checks every error, every state and every perft
 * count must pass.  A check that fails prints what it saw and aborts,
 * which libFuzzer reports as a crash and keeps the input of.
 *
 * A harness includes this once (after out/out.h when it checks a replay
 * page) and defines fuzz_setup(), its own set-up, run once after the
 * definitions'. */
#ifndef FUZZ_H
#define FUZZ_H

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/core.h"
#include "engine/engine.h"

/* The built-in definitions, loaded when a state first needs them. */
static struct bg_defs defs;

static void fuzz_setup(void);

int LLVMFuzzerInitialize(int *argc, char ***argv);

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	bg_defs_init(&defs);
	fuzz_setup();
	return 0;
}

static void fuzz_fail(const char *fmt, ...)
	__attribute__((format(printf, 1, 2), noreturn));

static void
fuzz_fail(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

/* An exact-size copy of the input, so that ASan sees a read past it. */
static char *
fuzz_copy(const uint8_t *data, size_t size)
{
	char *p = malloc(size ? size : 1);

	if (!p)
		abort();
	if (size)
		memcpy(p, data, size);
	return p;
}

static int
is_control(unsigned char c)
{
	return c < 0x20 || c == 0x7f;
}

/* Is s (len bytes) valid UTF-8 without a control byte but, if newline,
 * newlines? */
static int
is_clean(const char *s, size_t len, int newline)
{
	size_t i = 0, n;

	while (i < len) {
		unsigned char c = (unsigned char)s[i];

		if (is_control(c) && !(newline && c == '\n'))
			return 0;
		n = bg_utf8_char(s + i, len - i);
		if (n == 0)
			return 0;
		i += n;
	}
	return 1;
}

#ifdef BG_OUT_H
/* The page pg, titled title, is written whole and is valid UTF-8. */
static void
fuzz_check_page(struct bg_page *pg, const char *title)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);

	if (!out)
		abort();
	if (bg_page_write(pg, out, title) < 0)
		fuzz_fail("bg_page_write");
	fclose(out);
	if (!is_clean(buf, len, 1))
		fuzz_fail("the page is not clean UTF-8");
	free(buf);
}
#endif

/* A refusal: status 65 and a message of one line of text.  The message
 * may quote the input in, len bytes (NULL: none), so a control byte that
 * the input itself holds may show; the programs refuse such input before
 * they parse it.  A newline never may unless the input holds one. */
static void
fuzz_check_err(const struct bg_err *err, const char *in, size_t len)
{
	size_t i;

	if (err->status != BG_EX_DATAERR)
		fuzz_fail("status %d, not 65, for '%s'", err->status, err->msg);
	if (!err->msg[0])
		fuzz_fail("an empty error message");
	for (i = 0; err->msg[i]; i++) {
		unsigned char c = (unsigned char)err->msg[i];

		if (is_control(c) && !(len && memchr(in, c, len)))
			fuzz_fail("byte 0x%02x in the error message '%s'", c,
			          err->msg);
	}
}

/* The state formats into buf (BG_LINE_MAX + 2 bytes) to at most
 * BG_LINE_MAX bytes of printable ASCII that parse, with the state's own
 * definition and into a state full of other bytes, and format back to
 * the same line.  Returns the line's length. */
static size_t
fuzz_round_trip(const struct bg_state *st, char *buf, const char *what)
{
	char again[BG_LINE_MAX + 2];
	struct bg_state st2;
	struct bg_err err;
	size_t len, i;

	len = st->game->format(st, buf);
	if (len > BG_LINE_MAX || strlen(buf) != len)
		fuzz_fail("%s: formatted length %zu, strlen %zu", what, len,
		          strlen(buf));
	for (i = 0; i < len; i++)
		if (is_control((unsigned char)buf[i]) ||
		    (unsigned char)buf[i] > 0x7e)
			fuzz_fail("%s: byte 0x%02x in the state line %s", what,
			          (unsigned char)buf[i], buf);
	memset(&st2, 0xa5, sizeof st2);
	st2.game = st->game;
	st2.def = st->def;
	if (st->game->parse(&st2, buf, len, &err) < 0)
		fuzz_fail("%s: the formatted state does not parse:\n%s\n%s",
		          what, buf, err.msg);
	if (st2.game->format(&st2, again) != len ||
	    memcmp(buf, again, len) != 0)
		fuzz_fail("%s: formats differently once parsed:\n%s\n%s", what,
		          buf, again);
	return len;
}

/* A word as a program takes it: printable ASCII without spaces, at most
 * BG_WORD_MAX bytes. */
static void
check_word(const char *word, size_t wl, const char *line)
{
	size_t i;

	if (wl == 0 || wl > BG_WORD_MAX || strlen(word) != wl)
		fuzz_fail("a word of %zu bytes '%s' in %s", wl, word, line);
	for (i = 0; i < wl; i++)
		if (word[i] <= ' ' || word[i] > '~')
			fuzz_fail("byte 0x%02x in the word '%s' in %s",
			          (unsigned char)word[i], word, line);
}

/* A counter at its largest count (rolls=, round=, ply=) refuses the next
 * action that would count, though the rules list it: the game cannot go
 * on. */
static int
is_count_full(const struct bg_err *err)
{
	return strstr(err->msg, "is the largest count a state holds") != NULL;
}

/* Takes a word that must be legal: 1, or 0 when a full counter refuses
 * it. */
static int
take(struct bg_state *st, const char *word, size_t wl, const char *line)
{
	struct bg_err err;

	if (bg_state_act(st, word, wl, &err) == 0)
		return 1;
	if (!is_count_full(&err))
		fuzz_fail("'%s' is refused in %s: %s", word, line, err.msg);
	return 0;
}

/* The moves of a state as words, into words[n][BG_WORD_MAX + 2], each
 * checked: a word, listed once, that parse_action takes back. */
static int
fuzz_move_words(const struct bg_state *st, char (*words)[BG_WORD_MAX + 2],
                const char *line)
{
	struct bg_move moves[BG_MAX_MOVES], mv;
	struct bg_err err;
	int n, i, j;

	n = st->game->moves(st, moves);
	if (n < 0 || n > BG_MAX_MOVES)
		fuzz_fail("%d moves in %s", n, line);
	for (i = 0; i < n; i++) {
		size_t wl = st->game->format_move(st, &moves[i], words[i]);

		check_word(words[i], wl, line);
		for (j = 0; j < i; j++)
			if (strcmp(words[i], words[j]) == 0)
				fuzz_fail("'%s' is listed twice in %s", words[i],
				          line);
		if (st->game->parse_action(st, words[i], wl, &mv, &err) < 0) {
			if (is_count_full(&err))
				continue;
			fuzz_fail("listed move '%s' refused in %s: %s",
			          words[i], line, err.msg);
		}
		if (mv.kind != BG_ACT_MOVE)
			fuzz_fail("listed move '%s' read as kind %d in %s",
			          words[i], mv.kind, line);
	}
	return n;
}

/* Everything a state must satisfy: it round-trips; its phase agrees with
 * its moves, its chance event and its outcome; every move it lists is a
 * word that parse_action takes and that leads to a state that
 * round-trips. */
static void
fuzz_check_state(const struct bg_state *st, const char *what)
{
	static const char *const phases[] = { "roll", "move", "decide",
	                                      "over" };
	static char words[BG_MAX_MOVES][BG_WORD_MAX + 2];
	char line[BG_LINE_MAX + 2], after[BG_LINE_MAX + 2], result[64];
	enum bg_phase phase = st->game->phase(st);
	struct bg_outcome out;
	struct bg_chance ev;
	struct bg_state next;
	int n, i, chance;

	fuzz_round_trip(st, line, what);
	n = fuzz_move_words(st, words, line);
	if ((phase == BG_PHASE_MOVE || phase == BG_PHASE_DECIDE) != (n > 0))
		fuzz_fail("phase=%s with %d moves: %s", phases[phase],
		          n, line);
	chance = st->game->chance(st, &ev);
	if ((phase == BG_PHASE_ROLL) != (chance == 1))
		fuzz_fail("phase=%s and chance %d: %s", phases[phase],
		          chance, line);
	if (chance && (ev.dice < 1 || ev.dice > BG_MAX_DICE || ev.faces < 1 ||
	               ev.faces > 9))
		fuzz_fail("a chance event of %d dice of %d faces: %s", ev.dice,
		          ev.faces, line);
	if (!st->game->actor(st))
		fuzz_fail("no actor: %s", line);
	st->game->outcome(st, &out);
	if (out.over != (phase == BG_PHASE_OVER) ||
	    (bg_result_text(st, result, sizeof result) > 0) != out.over)
		fuzz_fail("outcome over=%d, result '%s': %s", out.over, result,
		          line);
	for (i = 0; i < n; i++) {
		next = *st;
		if (take(&next, words[i], strlen(words[i]), line))
			fuzz_round_trip(&next, after, words[i]);
	}
}

/* The chance outcome number k of ev (in perft's order) as a word. */
static size_t
chance_word(const struct bg_chance *ev, unsigned long k, char *word)
{
	int values[BG_MAX_DICE], i;

	for (i = ev->dice - 1; i >= 0; i--) {
		values[i] = 1 + (int)(k % (unsigned long)ev->faces);
		k /= (unsigned long)ev->faces;
	}
	return bg_chance_word(values, ev->dice, word);
}

/* bg_perft, checked against the same count made through the words a
 * program takes: the moves as format_move writes them and the chance
 * outcomes as bg_chance_word writes them, each applied by bg_state_act.
 * A chance event is expanded over every outcome (it is no ply). */
static uint64_t __attribute__((unused))
fuzz_perft(const struct bg_state *st, int depth)
{
	static char words[BG_MAX_MOVES][BG_WORD_MAX + 2];
	char line[BG_LINE_MAX + 2], word[BG_WORD_MAX + 2];
	uint64_t want = bg_perft(st, depth), got = 0;
	struct bg_chance ev;
	struct bg_state next;
	unsigned long k, outcomes = 1;
	int n, i;

	if (depth == 0)
		return want;
	st->game->format(st, line);
	if (st->game->chance(st, &ev)) {
		for (i = 0; i < ev.dice; i++)
			outcomes *= (unsigned long)ev.faces;
		for (k = 0; k < outcomes; k++) {
			next = *st;
			/* perft counts past a full counter; the words stop. */
			if (!take(&next, word, chance_word(&ev, k, word), line))
				return want;
			got += bg_perft(&next, depth);
		}
	} else {
		n = fuzz_move_words(st, words, line);
		for (i = 0; i < n; i++) {
			next = *st;
			if (!take(&next, words[i], strlen(words[i]), line))
				return want;
			got += bg_perft(&next, depth - 1);
		}
	}
	if (got != want)
		fuzz_fail("perft %d is %llu, through the words %llu: %s", depth,
		          (unsigned long long)want, (unsigned long long)got,
		          line);
	return want;
}

/* Plays up to steps actions from st, each move and each chance outcome
 * picked by the next byte of pick, and checks every state on the way. */
static void __attribute__((unused))
fuzz_play(struct bg_state *st, const uint8_t *pick, size_t npick, int steps)
{
	static char words[BG_MAX_MOVES][BG_WORD_MAX + 2];
	char line[BG_LINE_MAX + 2], word[BG_WORD_MAX + 2];
	struct bg_chance ev;
	unsigned long k;
	size_t wl;
	int step, n;

	for (step = 0; step < steps; step++) {
		k = npick ? pick[(size_t)step % npick] : (unsigned long)step;
		st->game->format(st, line);
		if (st->game->chance(st, &ev)) {
			wl = chance_word(&ev, k, word);
		} else {
			n = fuzz_move_words(st, words, line);
			if (n == 0)
				return;
			wl = (size_t)snprintf(word, sizeof word, "%s",
			                      words[k % (unsigned long)n]);
		}
		if (!take(st, word, wl, line))
			return;
		fuzz_check_state(st, word);
	}
}

#endif
