/* Spook & Werewolf Ludo drawn as text and as SVG: each seat's board
 * with its pieces, and the key of the characters. */
#include <string.h>

#include "games/spook/spook.h"

static const char *const char_colors[] = {
	"\033[35m", "\033[90m", "\033[37m", "\033[33m", "\033[32m",
	"\033[36m", "\033[34m", "\033[31m"
};

/* The trail of a move: a piece of the seat choosing, from a square to
 * another of its board; a place is seat * 64 + square. */
void
spook_trail(const struct bg_state *before, const struct bg_move *mv,
            struct bg_trail *trail)
{
	const struct spook *g = CS(before);

	memset(trail, 0, sizeof *trail);
	if (mv->kind != BG_ACT_MOVE || mv->len < 2 || g->phase != SP_MOVE)
		return;
	trail->steps = 1;
	trail->step[0].from = g->turn * 64 + mv->v[0];
	trail->step[0].to = g->turn * 64 + mv->v[1];
}

static int
on_trail(const struct bg_trail *t, int p, int sq)
{
	return t && t->steps && (t->step[0].from == p * 64 + sq ||
	                         t->step[0].to == p * 64 + sq);
}

/* What is due, in words, without a newline. */
static void
headline(const struct spook *g, const struct spook_def *d, char *buf,
         size_t cap)
{
	int p, first = 1, left;
	size_t n;

	n = (size_t)snprintf(buf, cap, "round %lu", (unsigned long)g->round);
	if (g->dice)
		n += (size_t)snprintf(buf + n, cap - n, ", die %d", g->dice);
	if (g->activation) {
		int c;

		for (c = 0; c < d->nchars; c++)
			if (d->ch[c].rolls & (1u << g->activation))
				break;
		n += (size_t)snprintf(buf + n, cap - n,
		                      ", last activation %d (%s)", g->activation,
		                      c < d->nchars ? d->ch[c].name : "nobody");
	}
	switch (g->phase) {
	case SP_ROLL_MOVEMENT:
		snprintf(buf + n, cap - n, ": the movement roll is due");
		break;
	case SP_ROLL_ACTIVATION:
		snprintf(buf + n, cap - n, ": the activation roll is due");
		break;
	case SP_MOVE:
		snprintf(buf + n, cap - n, ": seat %d chooses", g->turn + 1);
		break;
	default:
		for (p = 0, left = 0; p < g->players; p++)
			left += spook_finished(g, d, p);
		n += (size_t)snprintf(buf + n, cap - n, ": game over, %s",
		                      left > 1 ? "seats " : "seat ");
		for (p = 0; p < g->players; p++)
			if (spook_finished(g, d, p)) {
				left--;
				n += (size_t)snprintf(buf + n, cap - n, "%s%d",
				                      first ? "" : left ? ", "
				                      : " and ", p + 1);
				first = 0;
			}
		snprintf(buf + n, cap - n, " won");
	}
}

void
spook_render_text(const struct bg_state *st, FILE *out,
                  const struct bg_view *view)
{
	const struct spook *g = CS(st);
	const struct spook_def *d = DEF(st);
	int unicode = view->style & BG_RENDER_UNICODE;
	int color = view->style & BG_RENDER_COLOR;
	int p, sq, i;
	char head[256];

	headline(g, d, head, sizeof head);
	fprintf(out, "%s\n", head);
	for (p = 0; p < g->players; p++) {
		fprintf(out, "seat %d: pieces on", p + 1);
		for (i = 0; i < g->pieces; i++)
			fprintf(out, "%s %d", i ? "," : "", g->pos[p][i]);
		if (spook_finished(g, d, p))
			fputs("  finished", out);
		else if (g->phase == SP_MOVE && g->turn == p)
			fputs(unicode ? "  ◀ to choose" : "  <- to choose", out);
		fputc('\n', out);
		for (sq = 1; sq <= d->squares; sq++) {
			int here = 0, c = g->board[p][sq - 1];

			if (d->is_entrance[sq])
				fprintf(out, "%s  %2d ", sq > 1 ? "\n" : "", sq);
			for (i = 0; i < g->pieces; i++)
				here += g->pos[p][i] == sq;
			/* The squares of the last move: *H2 */
			fputc(on_trail(view->trail, p, sq) ? '*' : ' ', out);
			if (sq == d->squares)
				fputs(unicode ? "✝" : "+", out);
			else if (d->is_entrance[sq])
				fputs(unicode ? "▶" : ">", out);
			else if (color)
				fprintf(out, "%s%c\033[0m", char_colors[c - 1],
				        d->ch[c - 1].letter);
			else
				fputc(d->ch[c - 1].letter, out);
			if (here)
				fprintf(out, color ? "\033[1m%d\033[0m" : "%d", here);
			else if (sq < d->squares && !d->is_entrance[sq + 1])
				fputc(' ', out);
		}
		fputc('\n', out);
	}
}

/* A character's action in words: "forward 3", "back to square 1". */
static void
action_text(const struct character *ch, char *buf, size_t cap)
{
	switch (ch->action) {
	case ACT_FORWARD:
		snprintf(buf, cap, "forward %d", ch->steps);
		break;
	case ACT_BACK:
		snprintf(buf, cap, "back %d", ch->steps);
		break;
	case ACT_ENTRANCE:
		snprintf(buf, cap, "back to the region's entrance");
		break;
	default:
		snprintf(buf, cap, "back to square 1");
	}
}

static const char *const char_fills[] = { "#c9a0dc", "#909090", "#f0f0f0",
                                          "#d2a060", "#90d090", "#a0d0f0",
                                          "#a0a0f0", "#f0a0a0" };

/* The key under the boards: each character, the rolls that wake it and
 * what it does, then the marks of entrances and the church. */
static void
svg_legend(FILE *out, const struct spook_def *d, int y)
{
	char what[64];
	int c, v;

	for (c = 0; c < d->nchars; c++, y += 22) {
		const struct character *ch = &d->ch[c];
		const char *sep = "";

		action_text(ch, what, sizeof what);
		fprintf(out, "<rect x=\"10\" y=\"%d\" width=\"18\" height=\"18\" "
		        "fill=\"%s\" stroke=\"#555\"/><text x=\"19\" y=\"%d\" "
		        "font-size=\"13\" text-anchor=\"middle\">%c</text>"
		        "<text x=\"36\" y=\"%d\" font-size=\"13\">",
		        y, char_fills[c], y + 14, ch->letter, y + 14);
		bg_xml_text(out, ch->name);
		fputs(", woken by ", out);
		for (v = 1; v <= SP_FACES; v++)
			if (ch->rolls & (1u << v)) {
				fprintf(out, "%s%d", sep, v);
				sep = " or ";
			}
		fprintf(out, ": its pieces go %s</text>\n", what);
	}
	fprintf(out, "<text x=\"10\" y=\"%d\" font-size=\"13\">\xe2\x96\xb6 a "
	        "region's entrance, \xe2\x9c\x9d the church; a red disc counts "
	        "the pieces on a square</text>\n", y + 14);
}

/* The headline and the row of dice above the boards. */
#define SP_TOP 64

#define SP_CELL 40

/* One square of seat p's board at x, y: its character or mark, its
 * number, and the pieces on it. */
static void
svg_square(FILE *out, const struct spook *g, const struct spook_def *d,
           int p, int sq, int x, int y)
{
	int cell = SP_CELL, c = g->board[p][sq - 1], here = 0, i;
	const char *label = sq == d->squares ? "\xe2\x9c\x9d"
	                  : d->is_entrance[sq] ? "\xe2\x96\xb6" : NULL;

	fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" "
	        "height=\"%d\" fill=\"%s\" stroke=\"#555\"/>\n",
	        x, y, cell, cell, c ? char_fills[c - 1] : "#fff8dc");
	fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"9\" "
	        "fill=\"#444\">%d</text>\n", x + 2, y + 10, sq);
	if (label)
		fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"16\" "
		        "text-anchor=\"middle\">%s</text>\n",
		        x + 13, y + 30, label);
	else
		fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"16\" "
		        "text-anchor=\"middle\">%c</text>\n",
		        x + 13, y + 30, d->ch[c - 1].letter);
	for (i = 0; i < g->pieces; i++)
		here += g->pos[p][i] == sq;
	if (here)
		fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"9\" "
		        "fill=\"#c03030\" stroke=\"#fff\"/><text "
		        "x=\"%d\" y=\"%d\" font-size=\"11\" "
		        "fill=\"#fff\" text-anchor=\"middle\">%d</text>"
		        "\n", x + cell - 11, y + 25, x + cell - 11,
		        y + 29, here);
}

/* Seat p's board, its top at y0, and the centres of the trail's squares
 * on it, when they are: at[0..1] from, at[2..3] to. */
static void
svg_board(FILE *out, const struct spook *g, const struct spook_def *d,
          const struct bg_trail *trail, int p, int y0, int *at)
{
	int cell = SP_CELL, sq;

	fprintf(out, "<text x=\"10\" y=\"%d\" font-size=\"15\"%s>seat "
	        "%d%s</text>\n", y0 + 18,
	        g->phase == SP_MOVE && g->turn == p
	        ? " font-weight=\"bold\"" : "", p + 1,
	        spook_finished(g, d, p) ? (g->phase == SP_OVER ? " (won)"
	                                   : " (finished)")
	        : g->phase == SP_MOVE && g->turn == p ? " \xe2\x97\x80" : "");
	for (sq = 1; sq <= d->squares; sq++) {
		int x = 20 + cell * (sq - d->entrance_of[sq]);
		int y = y0 + 26 + cell * d->region_of[sq];

		if (trail && trail->steps && trail->step[0].from == p * 64 + sq) {
			at[0] = x + cell / 2;
			at[1] = y + cell / 2;
		}
		if (trail && trail->steps && trail->step[0].to == p * 64 + sq) {
			at[2] = x + cell / 2;
			at[3] = y + cell / 2;
		}
		svg_square(out, g, d, p, sq, x, y);
	}
}

void
spook_render_svg(const struct bg_state *st, FILE *out,
                 const struct bg_view *view, int *width, int *height)
{
	const struct spook *g = CS(st);
	const struct spook_def *d = DEF(st);
	int cell = SP_CELL, rows = d->region_of[d->squares] + 1, cols = 0;
	int block, p, sq, at[4] = { 0, 0, 0, 0 };
	char head[256];

	for (sq = 1; sq <= d->squares; sq++)
		if (sq - d->entrance_of[sq] + 1 > cols)
			cols = sq - d->entrance_of[sq] + 1;
	block = (rows + 1) * cell + 10;
	*width = cols * cell + 40;
	if (*width < 520)
		*width = 520;
	*height = SP_TOP + block * g->players + 22 * (d->nchars + 1) + 10;
	headline(g, d, head, sizeof head);
	/* The headline names a character of the definition: its text,
	 * escaped. */
	fputs("<text x=\"10\" y=\"20\" font-size=\"15\">", out);
	bg_xml_text(out, head);
	fputs("</text>\n", out);
	/* The dice where they were rolled: this round's movement die and
	 * the last activation roll. */
	if (g->dice) {
		bg_svg_die(out, 10, 28, g->dice);
		fputs("<text x=\"46\" y=\"48\" font-size=\"13\">movement"
		      "</text>\n", out);
	}
	if (g->activation) {
		bg_svg_die(out, 130, 28, g->activation);
		fputs("<text x=\"166\" y=\"48\" font-size=\"13\">last "
		      "activation</text>\n", out);
	}
	for (p = 0; p < g->players; p++)
		svg_board(out, g, d, view->trail, p, SP_TOP + block * p, at);
	if (view->trail && view->trail->steps)
		bg_svg_trail(out, at[0], at[1], at[2], at[3], cell / 2 - 4);
	svg_legend(out, d, SP_TOP + block * g->players);
}
