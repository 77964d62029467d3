/* libFuzzer harness: the comment of a record line read as a judgement
 * (bg_note_read), as bg-render --html reads the comments of an annotated
 * record, which is untrusted.  A comment either is no note, or is one
 * whose numbers are shares of a win, whose words are not empty and hold
 * no space, whose flag is one the notes write, and which, written again
 * from what was read, reads back the same; either way the page of a
 * position with that comment is valid UTF-8 without a control byte but
 * newlines. */
#include <math.h>

#include "out/out.h"
#include "fuzz.h"

static struct bg_state start;

static void
fuzz_setup(void)
{
	struct bg_err err;
	static const char wari[] = "wari twelve=exact slam=leave-one "
		"quiet=100 phase=move turn=north ply=0 idle=0 "
		"pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0";

	if (bg_state_parse(&defs, &start, wari, strlen(wari), &err) < 0)
		fuzz_fail("the start: %s", err.msg);
}

static void
check_name(const char *w, const char *what)
{
	if (!w[0] || strchr(w, ' '))
		fuzz_fail("the note's %s '%s'", what, w);
}

static void
check_share(double x, const char *what)
{
	if (!isfinite(x) || fabs(x) > 1)
		fuzz_fail("the note's %s %g", what, x);
}

/* The decision read, written as the notes write it and read again. */
static void
check_again(const struct bg_note *n)
{
	struct bg_decision d = { .played_value = n->value,
	                         .best_value = n->best_value, .loss = n->loss,
	                         .se = n->se, .exact = n->exact };
	struct bg_note again;
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		abort();
	snprintf(d.best, sizeof d.best, "%s", n->best);
	d.undecided = strchr(n->flag, '?') != NULL;
	d.flag = strncmp(n->flag, "blunder", 7) == 0 ? BG_FLAG_BLUNDER
	         : strncmp(n->flag, "error", 5) == 0 ? BG_FLAG_ERROR
	         : BG_FLAG_NONE;
	if (d.undecided)
		d.flag--;
	bg_note_decision(f, n->seat, &d);
	fclose(f);
	if (bg_note_read(buf, len, &again) != len ||
	    again.kind != BG_NOTE_DECISION || strcmp(again.seat, n->seat) ||
	    strcmp(again.best, n->best) || strcmp(again.flag, n->flag) ||
	    again.exact != n->exact ||
	    fabs(again.value - n->value) > 0.0001 ||
	    fabs(again.se - n->se) > 0.0001 ||
	    fabs(again.loss - n->loss) > 0.0001)
		fuzz_fail("the note written again reads otherwise: '%s'", buf);
	free(buf);
}

static void
check_note(const struct bg_note *n)
{
	int s;

	if (n->kind == BG_NOTE_LUCK) {
		if (n->nluck < 1 || n->nluck > BG_MAX_SEATS)
			fuzz_fail("%d lucks", n->nluck);
		for (s = 0; s < n->nluck; s++) {
			check_name(n->luck_seat[s], "luck seat");
			check_share(n->luck[s], "luck");
		}
		return;
	}
	check_name(n->seat, "seat");
	check_name(n->best, "best move");
	check_share(n->value, "value");
	check_share(n->best_value, "best value");
	check_share(n->loss, "loss");
	check_share(n->se, "se");
	check_again(n);
}

static void
check_page(const char *comment, size_t len)
{
	struct bg_page *pg = bg_page_new();

	if (!pg)
		abort();
	if (bg_page_frame(pg, &start, "0. start", NULL, 0, "<svg/>", 6) < 0 ||
	    bg_page_frame(pg, &start, "1. north: a", comment, len, "<svg/>",
	                  6) < 0)
		fuzz_fail("the page's frames");
	fuzz_check_page(pg, "t");
	bg_page_free(pg);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bg_note note;
	char *text;
	size_t took;

	if (size > BG_LINE_MAX)
		return 0;
	text = fuzz_copy(data, size);
	took = bg_note_read(text, size, &note);
	if (took > size || (took == 0) != (note.kind == BG_NOTE_NONE))
		fuzz_fail("took %zu of %zu, kind %d", took, size, note.kind);
	if (took)
		check_note(&note);
	check_page(text, size);
	free(text);
	return 0;
}
