/* The cross drawn: its grid of cells as text and SVG, turned to a seat's
 * view, and the trail of a move. */
#include <stdlib.h>
#include <string.h>

#include "games/cross/cross.h"

const uint8_t *
cross_marble_xy(const struct cross *d, int seat, int code, int *athome)
{
	if (code == CROSS_HOME)
		return d->seat[seat].home_xy[(*athome)++];
	if (code < d->road)
		return d->road_xy[code];
	if (code == d->road)
		return d->centre_xy;
	return d->seat[seat].final_xy[(code - d->road - 1) % CROSS_FINAL];
}

static void
svg_head(FILE *out, const struct cross *d, uint32_t rolls,
         const char *headline, int *width, int *height)
{
	*width = d->grid * CROSS_CELL + 20;
	*height = CROSS_TOP + d->grid * CROSS_CELL + 10;
	fprintf(out, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
	        "fill=\"#f3e3c3\"/>\n", *width, *height);
	fprintf(out, "<text x=\"10\" y=\"22\" font-size=\"15\">rolls %lu: ",
	        (unsigned long)rolls);
	bg_xml_text(out, headline);
	fputs("</text>\n", out);
}

static void
mark_seats(const struct cross *d,
           struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID],
           int final_kind, int home_kind)
{
	int i, k;

	for (k = 0; k < CROSS_SEATS; k++) {
		const struct cross_seat *s = &d->seat[k];

		for (i = 0; i < CROSS_FINAL; i++) {
			struct cross_cell *f = &c[s->final_xy[i][1]]
			                         [s->final_xy[i][0]];
			struct cross_cell *h = &c[s->home_xy[i][1]]
			                         [s->home_xy[i][0]];

			f->kind = (uint8_t)final_kind;
			f->seat = (uint8_t)k;
			f->hole = (uint8_t)(i + 1);
			h->kind = (uint8_t)home_kind;
			h->seat = (uint8_t)k;
		}
	}
}

static void
mark_marbles(const struct cross *d, int players, int marbles,
             const uint8_t (*pos)[CROSS_MARBLES],
             struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID])
{
	int i, p, seat, athome;

	for (p = 0; p < players; p++) {
		seat = cross_seat_of(players, p);
		athome = 0;
		for (i = 0; i < marbles; i++) {
			const uint8_t *xy = cross_marble_xy(d, seat, pos[p][i],
			                                    &athome);

			c[xy[1]][xy[0]].marble = (uint8_t)(seat + 1);
		}
	}
}

/* A hole's name in move words (bg-render --holes): its number on the
 * road, the finals' letter and number (g1), the centre's word, h at
 * home; "" for no hole. */
static void
hole_label(const struct cross *d, const struct cross_cell *k, char buf[8])
{
	if (k->kind == CROSS_CELL_FINAL)
		snprintf(buf, 8, "%c%d", d->race->final, k->hole);
	else if (k->hole)
		snprintf(buf, 8, "%d", k->hole - 1);
	else if (k->kind == CROSS_CELL_CENTRE)
		snprintf(buf, 8, "%s", d->race->centre);
	else
		snprintf(buf, 8, "%s", k->kind == CROSS_CELL_HOME ? "h" : "");
}

/* The key to the row y beside the board: each hole's name, a cell in
 * three columns as on the board. */
static void
text_key_row(FILE *out, const struct cross *d,
             const struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID],
             int y, int printed)
{
	char label[8];
	int x, end;

	for (end = d->grid; end > 0 && c[y][end - 1].kind == 0; end--)
		;
	if (end)
		fprintf(out, "%*s", 3 * d->grid + 2 - printed, "");
	for (x = 0; x < end; x++) {
		hole_label(d, &c[y][x], label);
		fprintf(out, x ? "%3s" : "%2s", label);
	}
}

/* Whether the cell at x, y is a place of the trail. */
static int
on_trail(const struct bg_trail *t, int x, int y)
{
	int i;

	for (i = 0; t && i < t->steps; i++)
		if (t->step[i].from == y * CROSS_MAXGRID + x ||
		    t->step[i].to == y * CROSS_MAXGRID + x)
			return 1;
	return 0;
}

static void
text_rows(FILE *out, const struct cross *d,
          const struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID],
          const char *const *glyph, int style,
          int (*tint)(const struct cross *, const struct cross_cell *),
          const struct bg_trail *trail)
{
	int color = style & BG_RENDER_COLOR, x, y, end, sgr, mark, marked;

	for (y = 0; y < d->grid; y++) {
		for (end = d->grid; end > 0 && c[y][end - 1].kind == 0; end--)
			;
		for (x = 0, marked = 0; x < end; x++) {
			const struct cross_cell *k = &c[y][x];
			int ansi = d->seat[k->marble ? k->marble - 1 : k->seat].ansi;

			/* The holes of the trail between brackets: [2] */
			mark = on_trail(trail, x, y);
			if (x)
				fputc(marked ? ']' : ' ', out);
			fputc(mark ? '[' : ' ', out);
			marked = mark;
			if (k->marble && color)
				fprintf(out, "\033[1;%dm%d\033[0m", ansi, k->marble);
			else if (k->marble)
				fprintf(out, "%d", k->marble);
			else if (color && (sgr = tint(d, k)) != 0)
				fprintf(out, "\033[%dm%s\033[0m", sgr,
				        glyph[k->kind]);
			else
				fputs(glyph[k->kind], out);
		}
		if (marked)
			fputc(']', out);
		if (style & BG_RENDER_HOLES)
			text_key_row(out, d, c, y, end ? 3 * end - 1 + marked
			                               : 0);
		fputc('\n', out);
	}
}

/* What the glyphs of the text board mean, under the key (--holes): a
 * person reads the move words off the key and the board off this. */
static void
text_legend(FILE *out, const struct cross *d, const char *const *glyph,
            int narrows)
{
	fprintf(out, "legend: 1 a marble of seat 1 (and so on), %s home, "
	        "%s start, %s road, ", glyph[CROSS_CELL_HOME],
	        glyph[CROSS_CELL_START], glyph[CROSS_CELL_ROAD]);
	if (narrows)
		fprintf(out, "%s arrow, ", glyph[CROSS_CELL_ARROW]);
	fprintf(out, "%s the centre (%s), %s the %s, [ ] the last move\n",
	        glyph[CROSS_CELL_CENTRE], d->race->centre,
	        glyph[CROSS_CELL_FINAL], d->race->finals);
}

static void
text_seat(FILE *out, const struct cross *d, int seat, int home,
          int final, const char *finals, int won, int to_play,
          int style)
{
	fprintf(out, "seat %d %s: %d at home, %d in %s", seat + 1,
	        d->seat[seat].colour, home, final, finals);
	if (won)
		fputs("  won", out);
	else if (to_play)
		fputs(style & BG_RENDER_UNICODE ? "  \xe2\x97\x80 to play"
		                                : "  <- to play", out);
	fputc('\n', out);
}

/* A dashed line from the centre to a road hole. */
void
cross_svg_link(FILE *out, const struct cross *d, int turns, int hole,
               const char *stroke)
{
	int x1, y1, x2, y2;

	cross_turn_xy(d, turns, d->centre_xy, &x1, &y1);
	cross_turn_xy(d, turns, d->road_xy[hole], &x2, &y2);
	fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
	        "stroke=\"%s\" stroke-dasharray=\"4 4\"/>\n",
	        CROSS_CX(x1), CROSS_CY(y1), CROSS_CX(x2), CROSS_CY(y2), stroke);
}

void
cross_trail(const struct bg_state *before, const struct bg_move *mv,
            struct bg_trail *trail)
{
	const struct cross_play *c = cross_cplay_of(before);
	const struct cross *d = cross_of(before);
	const uint8_t *pos = c->pos[c->turn], *xy;
	int seat = cross_seat_of(c->players, c->turn), marbles = c->marbles;
	int athome = 0, i, k;

	memset(trail, 0, sizeof *trail);
	if (mv->kind != BG_ACT_MOVE)
		return;
	for (i = 0; i < marbles; i++)
		athome += pos[i] == CROSS_HOME;
	for (k = 0; k + 1 < mv->len && trail->steps < BG_TRAIL_STEPS; k += 2) {
		int slot = athome > 0 ? athome - 1 : 0;

		xy = cross_marble_xy(d, seat, mv->v[k], &slot);
		athome -= mv->v[k] == CROSS_HOME;
		trail->step[trail->steps].from = xy[1] * CROSS_MAXGRID + xy[0];
		slot = 0;
		xy = cross_marble_xy(d, seat, mv->v[k + 1], &slot);
		trail->step[trail->steps].to = xy[1] * CROSS_MAXGRID + xy[0];
		trail->steps++;
	}
}

/* A quarter turn clockwise of x, y on the grid. */
static void
quarter(int grid, int *x, int *y)
{
	int t = *x;

	*x = grid - 1 - *y;
	*y = t;
}

int
cross_turns(const struct cross *d, int seat)
{
	int turns, x, y, mid2 = d->grid - 1;

	if (seat < 0 || seat >= CROSS_SEATS)
		return 0;
	/* The seat's arm: the way into its final holes. */
	x = d->seat[seat].final_xy[0][0];
	y = d->seat[seat].final_xy[0][1];
	/* Twice the distance from the centre, below it by more than aside. */
	for (turns = 0; turns < 4; turns++) {
		if (2 * y - mid2 > abs(2 * x - mid2))
			return turns;
		quarter(d->grid, &x, &y);
	}
	return 0;
}

void
cross_turn_xy(const struct cross *d, int turns, const uint8_t *xy, int *x,
              int *y)
{
	*x = xy[0];
	*y = xy[1];
	while (turns-- > 0)
		quarter(d->grid, x, y);
}

void
cross_turn_grid(const struct cross *d, int turns,
                struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID])
{
	static const struct cross_cell none;
	struct cross_cell t[CROSS_MAXGRID][CROSS_MAXGRID];
	uint8_t xy[2];
	int x, y, tx, ty;

	if (!turns)
		return;
	for (y = 0; y < CROSS_MAXGRID; y++)
		for (x = 0; x < CROSS_MAXGRID; x++)
			t[y][x] = none;
	for (y = 0; y < d->grid; y++)
		for (x = 0; x < d->grid; x++) {
			xy[0] = (uint8_t)x;
			xy[1] = (uint8_t)y;
			cross_turn_xy(d, turns, xy, &tx, &ty);
			t[ty][tx] = c[y][x];
		}
	memcpy(c, t, sizeof t);
}

void
cross_turn_trail(const struct cross *d, int turns, const struct bg_trail *in,
                 struct bg_trail *out)
{
	uint8_t xy[2];
	int i, x, y;

	memset(out, 0, sizeof *out);
	for (i = 0; in && i < in->steps; i++) {
		xy[0] = (uint8_t)(in->step[i].from % CROSS_MAXGRID);
		xy[1] = (uint8_t)(in->step[i].from / CROSS_MAXGRID);
		cross_turn_xy(d, turns, xy, &x, &y);
		out->step[i].from = y * CROSS_MAXGRID + x;
		xy[0] = (uint8_t)(in->step[i].to % CROSS_MAXGRID);
		xy[1] = (uint8_t)(in->step[i].to / CROSS_MAXGRID);
		cross_turn_xy(d, turns, xy, &x, &y);
		out->step[i].to = y * CROSS_MAXGRID + x;
		out->steps++;
	}
}

void
cross_svg_trail(FILE *out, const struct bg_trail *trail)
{
	int i;

	for (i = 0; i < trail->steps; i++) {
		int from = trail->step[i].from, to = trail->step[i].to;

		bg_svg_trail(out, CROSS_CX(from % CROSS_MAXGRID),
		             CROSS_CY(from / CROSS_MAXGRID),
		             CROSS_CX(to % CROSS_MAXGRID),
		             CROSS_CY(to / CROSS_MAXGRID), 12);
	}
}

static void
svg_hole(FILE *out, int x, int y, int r, const char *fill,
         const char *stroke, int width)
{
	fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" "
	        "fill=\"%s\" stroke=\"%s\" stroke-width=\"%d\"/>\n",
	        CROSS_CX(x), CROSS_CY(y), r, fill, stroke, width);
}

static void
svg_marble(FILE *out, const struct cross *d, int x, int y,
           int marble)
{
	fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"10\" "
	        "fill=\"%s\" stroke=\"#000\"/><text x=\"%d\" "
	        "y=\"%d\" font-size=\"11\" fill=\"#fff\" "
	        "text-anchor=\"middle\">%d</text>\n", CROSS_CX(x),
	        CROSS_CY(y), d->seat[marble - 1].svg, CROSS_CX(x),
	        CROSS_CY(y) + 4, marble);
}

/* The grid of cells of a state: the road, the arrows (Wahoo's), the
 * centre, each seat's start (where no arrow is), finals and home, and
 * the marbles. */
static void
grid_of(const struct cross *d, const struct cross_play *c,
        const uint8_t *arrows, int narrows,
        struct cross_cell g[CROSS_MAXGRID][CROSS_MAXGRID])
{
	int i, k;

	memset(g, 0, sizeof(struct cross_cell) * CROSS_MAXGRID * CROSS_MAXGRID);
	for (i = 0; i < d->road; i++) {
		g[d->road_xy[i][1]][d->road_xy[i][0]].kind = CROSS_CELL_ROAD;
		g[d->road_xy[i][1]][d->road_xy[i][0]].hole = (uint8_t)(i + 1);
	}
	for (i = 0; i < narrows; i++)
		g[d->road_xy[arrows[i]][1]][d->road_xy[arrows[i]][0]].kind =
			CROSS_CELL_ARROW;
	g[d->centre_xy[1]][d->centre_xy[0]].kind = CROSS_CELL_CENTRE;
	for (k = 0; k < CROSS_SEATS; k++) {
		const struct cross_seat *s = &d->seat[k];
		struct cross_cell *start = &g[d->road_xy[s->start][1]]
		                             [d->road_xy[s->start][0]];

		if (start->kind != CROSS_CELL_ARROW) {
			start->kind = CROSS_CELL_START;
			start->seat = (uint8_t)k;
		}
	}
	mark_seats(d, g, CROSS_CELL_FINAL, CROSS_CELL_HOME);
	mark_marbles(d, c->players, c->marbles, c->pos, g);
}

/* Arrows pink; starts, finals and homes in their seat's colour; the
 * road and the centre plain. */
static int
tint(const struct cross *d, const struct cross_cell *k)
{
	if (k->kind == CROSS_CELL_ARROW)
		return CROSS_PINK_ANSI;
	return k->kind == CROSS_CELL_START || k->kind >= CROSS_CELL_FINAL
	       ? d->seat[k->seat].ansi : 0;
}

int
cross_headline(const struct cross_play *c, char *buf, size_t cap)
{
	char seats[16];

	if (c->phase == CROSS_ROLL_OFF) {
		*cross_put_seats(seats, c->players, c->contenders) = '\0';
		snprintf(buf, cap, "the roll-off is due: seats %s roll one die "
		         "each", seats);
		return 1;
	}
	if (c->phase == CROSS_OVER) {
		snprintf(buf, cap, "game over: seat %d won",
		         cross_seat_of(c->players, c->winner) + 1);
		return 1;
	}
	return 0;
}

/* The grid of the state turned to the view's seat, and its trail. */
static int
turned_grid(const struct bg_state *st, const struct bg_view *view,
            const uint8_t *arrows, int narrows,
            struct cross_cell g[CROSS_MAXGRID][CROSS_MAXGRID],
            struct bg_trail *trail)
{
	const struct cross *d = cross_of(st);
	/* The view names a seat by its place among the players. */
	int turns = cross_turns(d, view->seat < 0 ? -1
	                        : cross_seat_of(cross_cplay_of(st)->players,
	                                        view->seat));

	grid_of(d, cross_cplay_of(st), arrows, narrows, g);
	cross_turn_grid(d, turns, g);
	cross_turn_trail(d, turns, view->trail, trail);
	return turns;
}

const char *
cross_seat_colour(const struct bg_state *st, int seat)
{
	return cross_of(st)->seat[cross_seat_of(cross_cplay_of(st)->players,
	                                        seat)].svg;
}

void
cross_render_text(const struct bg_state *st, FILE *out,
                  const struct bg_view *view, const char *headline,
                  const uint8_t *arrows, int narrows)
{
	static const char *const ascii[] = { " ", ".", "s", ">", "*", ":",
	                                     "o" };
	static const char *const uni[] = { " ", "\xc2\xb7", "\xe2\x97\x87",
	                                   "\xe2\x96\xb8", "\xe2\x97\x8e",
	                                   "\xe2\x88\x98", "\xe2\x97\xa6" };
	const struct cross_play *c = cross_cplay_of(st);
	const struct cross *d = cross_of(st);
	struct cross_cell g[CROSS_MAXGRID][CROSS_MAXGRID];
	struct bg_trail trail;
	char finals[24];
	int style = view->style, p, i;
	const char *const *glyph = style & BG_RENDER_UNICODE ? uni : ascii;

	turned_grid(st, view, arrows, narrows, g, &trail);
	fprintf(out, "rolls %lu: %s\n", (unsigned long)c->rolls, headline);
	text_rows(out, d, g, glyph, style, tint, &trail);
	snprintf(finals, sizeof finals, "the %s", d->race->finals);
	for (p = 0; p < c->players; p++) {
		int seat = cross_seat_of(c->players, p), home = 0, final = 0;

		for (i = 0; i < c->marbles; i++) {
			home += c->pos[p][i] == CROSS_HOME;
			final += cross_in_finals(&d->seat[seat], c->pos[p][i]);
		}
		text_seat(out, d, seat, home, final, finals,
		          c->phase == CROSS_OVER && c->winner == p,
		          c->phase != CROSS_OVER &&
		          c->phase != CROSS_ROLL_OFF && c->turn == p, style);
	}
	if (style & BG_RENDER_HOLES)
		text_legend(out, d, glyph, narrows);
}

int
cross_svg_start(const struct bg_state *st, FILE *out,
                const struct bg_view *view, const char *headline,
                const uint8_t *arrows, int narrows,
                struct cross_cell g[CROSS_MAXGRID][CROSS_MAXGRID],
                struct bg_trail *trail, int *width, int *height)
{
	int turns = turned_grid(st, view, arrows, narrows, g, trail);

	svg_head(out, cross_of(st), cross_cplay_of(st)->rolls, headline,
	         width, height);
	return turns;
}

void
cross_svg_holes(FILE *out, const struct cross *d,
                const struct cross_cell g[CROSS_MAXGRID][CROSS_MAXGRID],
                int marbles, int labels)
{
	char label[8];
	int x, y;

	for (y = 0; y < d->grid; y++)
		for (x = 0; x < d->grid; x++) {
			const struct cross_cell *k = &g[y][x];
			const char *seat = d->seat[k->seat].svg;
			int own = k->kind == CROSS_CELL_FINAL ||
			          k->kind == CROSS_CELL_HOME;

			if (k->kind == CROSS_CELL_NONE)
				continue;
			svg_hole(out, x, y, k->kind == CROSS_CELL_CENTRE ? 15 : 12,
			         k->kind == CROSS_CELL_START ? seat : "#fffaf0",
			         own ? seat : k->kind == CROSS_CELL_ARROW
			         ? CROSS_PINK_SVG : "#333",
			         k->kind == CROSS_CELL_FINAL ||
			         k->kind == CROSS_CELL_CENTRE ||
			         k->kind == CROSS_CELL_ARROW ? 3 : 1);
			hole_label(d, k, label);
			/* A marble would cover its hole's name: the name goes
			 * under the hole, between it and the next. */
			if (labels && *label)
				fprintf(out, "<text x=\"%d\" y=\"%d\" "
				        "font-size=\"%d\" fill=\"#555\" "
				        "text-anchor=\"middle\">%s</text>\n",
				        CROSS_CX(x),
				        CROSS_CY(y) + (k->marble ? 25 : 3),
				        k->marble ? 8 : 9, label);
			if (marbles && k->marble)
				svg_marble(out, d, x, y, k->marble);
		}
}

void
cross_svg_marbles(FILE *out, const struct cross *d,
                  const struct cross_cell g[CROSS_MAXGRID][CROSS_MAXGRID])
{
	int x, y;

	for (y = 0; y < d->grid; y++)
		for (x = 0; x < d->grid; x++)
			if (g[y][x].marble)
				svg_marble(out, d, x, y, g[y][x].marble);
}
