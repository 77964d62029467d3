/* The replay page: one self-contained HTML file with every position of a
 * game as an SVG picture, the actions that led to them, and a small
 * script to step through them.
 *
 * Pictures of one game share most of their lines (the board), so the page
 * stores each distinct line once and every picture as runs of line
 * numbers ("0-120,305,122-140"); the script rebuilds a picture when it is
 * shown.  A game of 500 positions stays a few hundred kilobytes.
 *
 * The page's HTML, style sheet and script are files of their own under
 * lib/out/page/, which the build embeds.  The style keeps the board in
 * view at any width: the page is the window's height, the board scales
 * to the room left (its SVG keeps its aspect), and the list of actions
 * scrolls in its own box, beside the board in a wide window and below it
 * in a narrow one. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "out/out.h"

struct line {
	const char *text; /* into the page's text */
	size_t len;
};

struct bg_page {
	char *text;            /* every distinct line, back to back */
	size_t text_len, text_cap;
	struct line *lines;
	size_t nlines, lines_cap;
	uint32_t *slot;        /* hash table of line numbers + 1, 0: empty */
	size_t slots;
	FILE *frames;          /* each frame's runs, one per line */
	char *frames_buf;
	size_t frames_len;
	FILE *captions;        /* JSON strings, each followed by ',' */
	char *captions_buf;
	size_t captions_len;
	FILE *tags;
	char *tags_buf;
	size_t tags_len;
	FILE *notes;           /* each frame's note, JSON, followed by ',' */
	char *notes_buf;
	size_t notes_len;
	FILE *best;            /* "FRAME:runs" of the best move's marks */
	char *best_buf;
	size_t best_len;
	char cause[256];       /* the Termination tag's value, cut */
	char forfeit[512];     /* who forfeited, why, the result; "": none */
	int commented;         /* a frame has a note */
	int annotated;         /* a frame has a judgement */
	char seats[BG_MAX_SEATS * (BG_SEAT_NAME_MAX + 4) + 4]; /* JSON */
	char colours[BG_MAX_SEATS * 12 + 4]; /* JSON, or "" */
	unsigned long count;
};

struct bg_page *
bg_page_new(void)
{
	struct bg_page *pg = calloc(1, sizeof *pg);

	if (!pg)
		return NULL;
	pg->frames = open_memstream(&pg->frames_buf, &pg->frames_len);
	pg->captions = open_memstream(&pg->captions_buf, &pg->captions_len);
	pg->tags = open_memstream(&pg->tags_buf, &pg->tags_len);
	pg->notes = open_memstream(&pg->notes_buf, &pg->notes_len);
	pg->best = open_memstream(&pg->best_buf, &pg->best_len);
	if (!pg->frames || !pg->captions || !pg->tags || !pg->notes ||
	    !pg->best) {
		bg_page_free(pg);
		return NULL;
	}
	return pg;
}

void
bg_page_free(struct bg_page *pg)
{
	if (!pg)
		return;
	if (pg->frames)
		fclose(pg->frames);
	if (pg->captions)
		fclose(pg->captions);
	if (pg->tags)
		fclose(pg->tags);
	if (pg->notes)
		fclose(pg->notes);
	if (pg->best)
		fclose(pg->best);
	free(pg->notes_buf);
	free(pg->best_buf);
	free(pg->frames_buf);
	free(pg->captions_buf);
	free(pg->tags_buf);
	free(pg->text);
	free(pg->lines);
	free(pg->slot);
	free(pg);
}

/* A JSON string that is safe inside a <script> element and valid UTF-8
 * whatever a record's tag holds. */
static void
json_string(FILE *out, const char *s, size_t len)
{
	fputc('"', out);
	bg_escape(out, s, len, BG_ESC_JSON | BG_ESC_SCRIPT | BG_ESC_PRINTABLE);
	fputc('"', out);
}

static uint64_t
hash(const char *s, size_t len)
{
	return bg_fnv1a(BG_FNV_BASIS, s, len);
}

static int
grow_slots(struct bg_page *pg)
{
	size_t slots = pg->slots ? 2 * pg->slots : 1024, i, k;
	uint32_t *slot = calloc(slots, sizeof *slot);

	if (!slot)
		return -1;
	for (i = 0; i < pg->nlines; i++) {
		k = hash(pg->lines[i].text, pg->lines[i].len) & (slots - 1);
		while (slot[k])
			k = (k + 1) & (slots - 1);
		slot[k] = (uint32_t)i + 1;
	}
	free(pg->slot);
	pg->slot = slot;
	pg->slots = slots;
	return 0;
}

/* The number of a line, added when it is new; -1: out of memory. */
static long
line_number(struct bg_page *pg, const char *s, size_t len)
{
	size_t k;

	if (2 * (pg->nlines + 1) > pg->slots && grow_slots(pg) < 0)
		return -1;
	k = hash(s, len) & (pg->slots - 1);
	for (; pg->slot[k]; k = (k + 1) & (pg->slots - 1)) {
		const struct line *l = &pg->lines[pg->slot[k] - 1];

		if (l->len == len && memcmp(l->text, s, len) == 0)
			return (long)pg->slot[k] - 1;
	}
	if (pg->nlines == pg->lines_cap) {
		size_t cap = pg->lines_cap ? 2 * pg->lines_cap : 256;
		struct line *lines = realloc(pg->lines, cap * sizeof *lines);

		if (!lines)
			return -1;
		pg->lines = lines;
		pg->lines_cap = cap;
	}
	/* Lines point into text by offset until the text stops moving. */
	if (pg->text_len + len > pg->text_cap) {
		size_t cap = pg->text_cap ? 2 * pg->text_cap : 65536, i;
		char *text;

		while (cap < pg->text_len + len)
			cap *= 2;
		text = realloc(pg->text, cap);
		if (!text)
			return -1;
		for (i = 0; i < pg->nlines; i++)
			pg->lines[i].text = text + (pg->lines[i].text - pg->text);
		pg->text = text;
		pg->text_cap = cap;
	}
	memcpy(pg->text + pg->text_len, s, len);
	pg->lines[pg->nlines].text = pg->text + pg->text_len;
	pg->lines[pg->nlines].len = len;
	pg->text_len += len;
	pg->slot[k] = (uint32_t)++pg->nlines;
	return (long)pg->nlines - 1;
}

int
bg_page_tag(struct bg_page *pg, const char *tag, size_t len)
{
	static const char key[] = "Termination: ";

	if (len >= sizeof key - 1 && memcmp(tag, key, sizeof key - 1) == 0)
		snprintf(pg->cause, sizeof pg->cause, "%.*s",
		         (int)bg_utf8_cut(tag + sizeof key - 1,
		                          len - (sizeof key - 1), 200),
		         tag + sizeof key - 1);
	json_string(pg->tags, tag, len);
	fputc(',', pg->tags);
	return ferror(pg->tags) ? -1 : 0;
}

int
bg_page_forfeit(struct bg_page *pg, const struct bg_replay *rp)
{
	int seat = bg_replay_forfeit_seat(rp);
	char won[128];

	pg->forfeit[0] = '\0';
	if (seat < 0 || bg_result_text(&rp->st, won, sizeof won))
		return 0;
	bg_forfeit_result_text(&rp->st, seat, won, sizeof won);
	snprintf(pg->forfeit, sizeof pg->forfeit, "%s forfeited%s%s; result %s",
	         rp->forfeit, pg->cause[0] ? ": " : "", pg->cause, won);
	return 0;
}

/* Is c a colour as "#rrggbb", safe in JSON and HTML?  A definition
 * (--rules) gives the cross games' colours. */
static int
is_colour(const char *c)
{
	return c && c[0] == '#' && strlen(c) == 7 &&
	       strspn(c + 1, "0123456789abcdefABCDEF") == 6;
}

/* The seats' colours in the pictures, for the graph to draw each seat in
 * its own: none when the game gives none, or one is not a colour. */
static void
set_colours(struct bg_page *pg, const struct bg_state *st, int seats)
{
	size_t len = 1;
	int s;

	if (!st->game->seat_colour)
		return;
	strcpy(pg->colours, "[");
	for (s = 0; s < seats; s++) {
		const char *c = st->game->seat_colour(st, s);

		if (!is_colour(c)) {
			pg->colours[0] = '\0';
			return;
		}
		len += (size_t)snprintf(pg->colours + len,
		                        sizeof pg->colours - len, "%s\"%s\"",
		                        s ? "," : "", c);
	}
	strcpy(pg->colours + len, "]");
}

/* The seats of the game, for the values drawn: set by the first frame. */
static void
set_seats(struct bg_page *pg, const struct bg_state *st)
{
	struct bg_outcome o;
	size_t len = 1;
	int s;

	if (pg->seats[0])
		return;
	st->game->outcome(st, &o);
	strcpy(pg->seats, "[");
	for (s = 0; s < o.seats; s++)
		len += (size_t)snprintf(pg->seats + len, sizeof pg->seats - len,
		                        "%s\"%.*s\"", s ? "," : "",
		                        BG_SEAT_NAME_MAX - 1, o.seat[s]);
	strcpy(pg->seats + len, "]");
	set_colours(pg, st, o.seats);
}

/* The note of a frame: its judgement when its comment starts with one,
 * and the rest of its comment; null when it has neither. */
static void
note_json(struct bg_page *pg, const char *comment, size_t len)
{
	FILE *out = pg->notes;
	struct bg_note n;
	size_t skip = comment ? bg_note_read(comment, len, &n) : 0;
	int s;

	if (!comment || !len) {
		fputs("null,", out);
		return;
	}
	pg->commented = 1;
	fputc('{', out);
	if (n.kind == BG_NOTE_DECISION) {
		fputs("\"seat\":", out);
		json_string(out, n.seat, strlen(n.seat));
		fprintf(out, ",\"value\":%.4f,\"best\":", n.value);
		json_string(out, n.best, strlen(n.best));
		fprintf(out, ",\"best_value\":%.4f,\"loss\":%.4f,\"se\":%.4f,"
		        "\"exact\":%s,\"flag\":\"%s\"", n.best_value, n.loss,
		        n.se, n.exact ? "true" : "false", n.flag);
	} else if (n.kind == BG_NOTE_LUCK) {
		fputs("\"luck\":{", out);
		for (s = 0; s < n.nluck; s++) {
			fputs(s ? "," : "", out);
			json_string(out, n.luck_seat[s], strlen(n.luck_seat[s]));
			fprintf(out, ":%.4f", n.luck[s]);
		}
		fputc('}', out);
	}
	pg->annotated |= n.kind != BG_NOTE_NONE;
	if (skip < len) {
		fputs(n.kind != BG_NOTE_NONE ? ",\"comment\":" : "\"comment\":",
		      out);
		json_string(out, comment + skip, len - skip);
	}
	fputs("},", out);
}

/* The lines of svg, by their numbers in the page's table, as runs
 * ("3-9,12") on a line of to. */
static int
write_runs(struct bg_page *pg, FILE *to, const char *svg, size_t len)
{
	const char *p = svg, *end = svg + len, *nl;
	long n, first = -1, last = -2;
	int runs = 0;

	while (p < end) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			nl = end;
		if ((n = line_number(pg, p, (size_t)(nl - p))) < 0)
			return -1;
		if (n != last + 1) {
			if (first >= 0)
				fprintf(to, first == last ? "%s%ld"
				        : "%s%ld-%ld", runs++ ? "," : "", first,
				        last);
			first = n;
		}
		last = n;
		p = nl + 1;
	}
	if (first >= 0)
		fprintf(to, first == last ? "%s%ld" : "%s%ld-%ld",
		        runs ? "," : "", first, last);
	fputc('\n', to);
	return 0;
}

int
bg_page_frame(struct bg_page *pg, const struct bg_state *st,
              const char *caption, const char *comment, size_t comment_len,
              const char *svg, size_t len)
{
	set_seats(pg, st);
	if (write_runs(pg, pg->frames, svg, len) < 0)
		return -1;
	json_string(pg->captions, caption, strlen(caption));
	fputc(',', pg->captions);
	note_json(pg, comment, comment_len);
	pg->count++;
	return ferror(pg->frames) || ferror(pg->captions) || ferror(pg->notes)
	       ? -1 : 0;
}

/* A JSON array of the items in buf, each followed by a ','. */
static void
json_array(FILE *out, const char *buf, size_t len)
{
	fputc('[', out);
	if (len)
		fwrite(buf, 1, len - 1, out);
	fputc(']', out);
}

int
bg_page_write(struct bg_page *pg, FILE *out, const char *title)
{
	const char *p, *end, *nl;
	size_t i;

	if (fflush(pg->frames) || fflush(pg->captions) || fflush(pg->tags) ||
	    fflush(pg->notes) || fflush(pg->best))
		return -1;
	fputs(bg_page_head, out);
	/* The title holds a file name: any bytes. */
	fputs("<title>", out);
	bg_escape(out, title, strlen(title), BG_ESC_XML | BG_ESC_PRINTABLE);
	fputs("</title>\n", out);
	fputs("<style>\n", out);
	fputs(bg_page_style, out);
	fputs("</style>\n", out);
	fputs("</head>\n<body>\n<h1>", out);
	bg_escape(out, title, strlen(title), BG_ESC_XML | BG_ESC_PRINTABLE);
	fputs("</h1>\n<div id=\"tags\"></div>\n", out);
	fputs(bg_page_body, out);
	fputs("<script id=\"data\" type=\"application/json\">\n{\"lines\":[",
	      out);
	for (i = 0; i < pg->nlines; i++) {
		if (i)
			fputs(",\n", out);
		json_string(out, pg->lines[i].text, pg->lines[i].len);
	}
	fputs("],\n\"frames\":[", out);
	p = pg->frames_buf;
	end = p + pg->frames_len;
	for (i = 0; p < end; i++, p = nl + 1) {
		nl = memchr(p, '\n', (size_t)(end - p));
		fprintf(out, "%s\"%.*s\"", i ? "," : "", (int)(nl - p), p);
	}
	fputs("],\n\"captions\":", out);
	json_array(out, pg->captions_buf, pg->captions_len);
	fputs(",\n\"tags\":", out);
	json_array(out, pg->tags_buf, pg->tags_len);
	/* The judgements of an annotated record, and whose values they are. */
	if (pg->annotated)
		fprintf(out, ",\n\"seats\":%s", pg->seats);
	if (pg->annotated && pg->colours[0])
		fprintf(out, ",\n\"colours\":%s", pg->colours);
	if (pg->forfeit[0]) {
		fputs(",\n\"forfeit\":", out);
		json_string(out, pg->forfeit, strlen(pg->forfeit));
	}
	if (pg->commented) {
		fputs(",\n\"notes\":", out);
		json_array(out, pg->notes_buf, pg->notes_len);
	}
	/* The best move's marks on the position before a judged move. */
	if (pg->best_len) {
		fputs(",\n\"best\":{", out);
		p = pg->best_buf;
		end = p + pg->best_len;
		for (i = 0; p < end; i++, p = nl + 1) {
			const char *colon = memchr(p, ':', (size_t)(end - p));

			nl = memchr(p, '\n', (size_t)(end - p));
			fprintf(out, "%s\"%.*s\":\"%.*s\"", i ? "," : "",
			        (int)(colon - p), p, (int)(nl - colon - 1),
			        colon + 1);
		}
		fputc('}', out);
	}
	fputs("}\n</script>\n", out);
	fputs("<script>\n", out);
	fputs(bg_page_script, out);
	fputs("</script>\n", out);
	fputs("</body>\n</html>\n", out);
	return ferror(out) ? -1 : 0;
}

/* The length of the whole lines svg begins with (at_end 0) or ends with
 * (at_end 1) as other does. */
static size_t
alike(const char *svg, size_t len, const char *other, size_t olen,
      int at_end)
{
	size_t n = 0, same = 0;

	while (n < len && n < olen &&
	       (at_end ? svg[len - 1 - n] == other[olen - 1 - n]
	               : svg[n] == other[n])) {
		n++;
		if (at_end ? n == len || svg[len - 1 - n] == '\n'
		           : svg[n - 1] == '\n')
			same = n;
	}
	return same;
}

int
bg_page_best(struct bg_page *pg, const char *svg, size_t len,
             const char *plain, size_t plain_len)
{
	size_t head = alike(svg, len, plain, plain_len, 0), tail;
	char *buf = NULL;
	size_t blen = 0;
	FILE *g;
	int rc;

	if (pg->count < 2)
		return 0;
	tail = alike(svg + head, len - head, plain + head, plain_len - head, 1);
	if (head + tail >= len)
		return 0;
	if (!(g = open_memstream(&buf, &blen)))
		return -1;
	fputs("<g class=\"best\">\n", g);
	fwrite(svg + head, 1, len - head - tail, g);
	fputs("</g>\n", g);
	rc = fclose(g) != 0 ? -1 : 0;
	if (rc == 0) {
		fprintf(pg->best, "%lu:", pg->count - 2);
		rc = write_runs(pg, pg->best, buf, blen);
	}
	free(buf);
	return rc;
}

unsigned long
bg_page_frames(const struct bg_page *pg)
{
	return pg->count;
}
