/* Manji drawn as text and as SVG, on the grid of its definition's
 * drawing. */
#include <string.h>

#include "games/manji/manji.h"

static const char *const tty_colours[] = { "\033[31m", "\033[32m",
                                           "\033[33m", "\033[34m" };
static const char *const colour_names[] = { "red", "green", "yellow",
                                            "blue" };

/* What a cell of the drawing shows: a pawn's seat, a square's seat (its
 * colour), a mark. */
struct cell {
	int pawn;     /* seat of the pawn there, or -1 */
	int done;     /* the pawn's tour is done */
	int seat;     /* the square's seat, for its colour, or -1 */
	int count;    /* pawns at home or on the centre */
	char mark;    /* ASCII mark of an empty square */
	const char *glyph; /* Unicode mark */
};

static void
set_cell(struct cell grid[MJ_MAXGRID][MJ_MAXGRID], const uint8_t *xy,
         char mark, const char *glyph, int seat)
{
	struct cell *c = &grid[xy[1]][xy[0]];

	c->mark = mark;
	c->glyph = glyph;
	c->seat = seat;
}

/* Where a pawn of seat with progress prog is drawn. */
static const uint8_t *
pawn_xy(const struct manji_def *d, int seat, int prog)
{
	int sq, at = manji_where(d, seat, prog, &sq);

	return at == AT_HOME ? d->home_xy[seat]
	       : at == AT_TRACK ? d->track_xy[sq]
	       : at == AT_SPOKE ? d->spoke_xy[seat]
	       : at == AT_CENTRE ? d->centre_xy
	       : d->circle_xy[sq];
}

void
manji_trail(const struct bg_state *before, const struct bg_move *mv,
            struct bg_trail *trail)
{
	const struct manji *g = CS(before);
	const struct manji_def *d = DEF(before);
	const uint8_t *from, *to;

	memset(trail, 0, sizeof *trail);
	if (mv->kind != BG_ACT_MOVE || !mv->len)
		return;
	from = pawn_xy(d, g->turn, mv->v[0]);
	to = pawn_xy(d, g->turn, mv->v[1]);
	trail->steps = 1;
	trail->step[0].from = from[1] * MJ_MAXGRID + from[0];
	trail->step[0].to = to[1] * MJ_MAXGRID + to[0];
}

static int
on_trail(const struct bg_trail *t, int x, int y)
{
	return t && t->steps && (t->step[0].from == y * MJ_MAXGRID + x ||
	                         t->step[0].to == y * MJ_MAXGRID + x);
}

static void
build_grid(const struct manji *g, const struct manji_def *d,
           struct cell grid[MJ_MAXGRID][MJ_MAXGRID])
{
	int s, k, sq, x, y;

	for (y = 0; y < MJ_MAXGRID; y++)
		for (x = 0; x < MJ_MAXGRID; x++)
			grid[y][x] = (struct cell){ -1, 0, -1, 0, ' ', " " };
	for (sq = 0; sq < d->track; sq++)
		set_cell(grid, d->track_xy[sq], '.', "·", -1);
	for (sq = 0; sq < d->circle; sq++)
		set_cell(grid, d->circle_xy[sq], ':', "∘", -1);
	set_cell(grid, d->centre_xy, '+', "✚", -1);
	for (s = 0; s < MJ_SEATS; s++) {
		const struct manji_seat *ms = &d->seat[s];

		if (!manji_plays(g->players, s))
			continue;
		set_cell(grid, d->track_xy[ms->exit], 'e', "◆", s);
		set_cell(grid, d->track_xy[(ms->exit + ms->shortcut) % d->track],
		         'o', "○", s);
		set_cell(grid, d->circle_xy[ms->arrival], '@', "◎", s);
		set_cell(grid, d->spoke_xy[s], '|', "▪", s);
		set_cell(grid, d->home_xy[s], 'H', "⌂", s);
	}
	for (s = 0; s < MJ_SEATS; s++)
		for (k = 0; manji_plays(g->players, s) && k < MJ_PAWNS; k++) {
			int at = manji_where(d, s, g->pawn[s][k], &sq);
			const uint8_t *xy = pawn_xy(d, s, g->pawn[s][k]);
			struct cell *c = &grid[xy[1]][xy[0]];

			if (at == AT_HOME || at == AT_CENTRE) {
				c->count++;
				continue;
			}
			c->pawn = s;
			c->done = at == AT_DONE;
		}
}

/* The names move words give the squares (bg-render --holes): the track's
 * numbers and the small circle's c0 to c11; "" elsewhere. */
static void
square_names(const struct manji_def *d, char name[MJ_MAXGRID][MJ_MAXGRID][8])
{
	int sq;

	memset(name, 0, sizeof(char) * MJ_MAXGRID * MJ_MAXGRID * 8);
	for (sq = 0; sq < d->track; sq++)
		snprintf(name[d->track_xy[sq][1]][d->track_xy[sq][0]], 8, "%u",
		         (unsigned)sq % 100);
	for (sq = 0; sq < d->circle; sq++)
		snprintf(name[d->circle_xy[sq][1]][d->circle_xy[sq][0]], 8,
		         "c%u", (unsigned)sq % 100);
}

/* The key to row y beside the board, from column width on, a square in
 * three columns as on the board. */
static void
text_key_row(FILE *out, const struct manji_def *d,
             char name[MJ_MAXGRID][MJ_MAXGRID][8], int y, int width)
{
	int x, end;

	for (end = d->cols; end > 0 && !*name[y][end - 1]; end--)
		;
	if (end)
		fprintf(out, "%*s", 3 * d->cols + 2 - width, "");
	for (x = 0; x < end; x++)
		fprintf(out, x ? "%3s" : "%2s", name[y][x]);
}

/* What is due, on one line without its newline. */
static void
headline(const struct manji *g, const struct manji_def *d, char *buf,
         size_t cap)
{
	char seats[16], *p;
	size_t n;

	n = (size_t)snprintf(buf, cap, "rolls %lu", (unsigned long)g->rolls);
	switch (g->phase) {
	case MJ_ROLLOFF:
		p = manji_put_seats(seats, g->among);
		*p = '\0';
		snprintf(buf + n, cap - n, ": the roll-off is due, among seats %s",
		         seats);
		return;
	case MJ_OVER:
		snprintf(buf + n, cap - n, ": game over, seat %d won",
		         manji_winner(g, d) + 1);
		return;
	case MJ_ROLL:
		n += (size_t)snprintf(buf + n, cap - n, ": seat %d rolls",
		                      g->turn + 1);
		break;
	default:
		n += (size_t)snprintf(buf + n, cap - n, ": seat %d plays a %d%s",
		                      g->turn + 1, g->dice,
		                      manji_steps_of(g, g->turn, g->dice) == 7
		                      ? " (counts 7)" : "");
	}
	if (g->sixes)
		n += (size_t)snprintf(buf + n, cap - n, ", %d six%s this turn",
		                      g->sixes, g->sixes > 1 ? "es" : "");
	if (g->last)
		snprintf(buf + n, cap - n, ", the last pawn moved is on %d",
		         (d->seat[g->turn].exit + g->last - 1) % d->track);
}

/* What the glyphs of the text board mean, under the key (--holes), in
 * the glyphs drawn: build_grid's marks. */
static void
text_legend(FILE *out, int unicode)
{
	const char *const ascii[] = { "H", ".", "e", "o", ":", "@", "|", "+" };
	const char *const fancy[] = { "⌂", "·", "◆", "○", "∘", "◎", "▪", "✚" };
	const char *const *g = unicode ? fancy : ascii;

	fprintf(out, "legend: 1 a pawn of seat 1 (and so on; 1+ one whose tour "
	        "is done), %s home, %s track, %s exit, %s shortcut circle, "
	        "%s small circle, %s arrival, %s spoke, %s the centre, a digit "
	        "after them the pawns there, * the last move\n", g[0], g[1],
	        g[2], g[3], g[4], g[5], g[6], g[7]);
}

void
manji_render_text(const struct bg_state *st, FILE *out,
                  const struct bg_view *view)
{
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	int unicode = view->style & BG_RENDER_UNICODE;
	int colour = view->style & BG_RENDER_COLOR;
	struct cell grid[MJ_MAXGRID][MJ_MAXGRID];
	char head[160], name[MJ_MAXGRID][MJ_MAXGRID][8];
	int x, y, s, k, width;

	headline(g, d, head, sizeof head);
	fprintf(out, "%s\n", head);
	build_grid(g, d, grid);
	square_names(d, name);
	for (y = 0; y < d->rows; y++) {
		char line[MJ_MAXGRID * 40], *p = line;

		for (x = 0; x < d->cols; x++) {
			const struct cell *c = &grid[y][x];
			int seat = c->pawn >= 0 ? c->pawn : c->seat, wide = 1;

			/* The squares of the last move: *3 */
			*p++ = on_trail(view->trail, x, y) ? '*' : ' ';
			if (colour && c->pawn >= 0)
				p = bg_put_str(p, "\033[1m");
			if (colour && seat >= 0)
				p = bg_put_str(p, tty_colours[seat]);
			if (c->pawn >= 0) {
				*p++ = (char)('1' + c->pawn);
				if (c->done) {
					*p++ = '+';
					wide = 2;
				}
			} else {
				if (unicode)
					p = bg_put_str(p, c->glyph);
				else
					*p++ = c->mark;
				if (c->count) {
					*p++ = (char)('0' + c->count);
					wide = 2;
				}
			}
			if (colour && seat >= 0)
				p = bg_put_str(p, "\033[0m");
			if (wide == 1)
				*p++ = ' ';
		}
		for (width = 3 * d->cols; p > line && p[-1] == ' '; width--)
			p--;
		*p = '\0';
		fputs(line, out);
		if (view->style & BG_RENDER_HOLES)
			text_key_row(out, d, name, y, width);
		fputc('\n', out);
	}
	for (s = 0; s < MJ_SEATS; s++) {
		if (!manji_plays(g->players, s))
			continue;
		fprintf(out, "seat %d (%s):", s + 1, colour_names[s]);
		for (k = 0; k < MJ_PAWNS; k++) {
			char pos[16], *p;

			p = manji_put_pos(pos, d, s, g->pawn[s][k]);
			*p = '\0';
			fprintf(out, "%s %s", k ? "," : "", pos);
		}
		if (g->phase == MJ_OVER && manji_winner(g, d) == s)
			fputs("  won", out);
		else if ((g->phase == MJ_MOVE || g->phase == MJ_ROLL) &&
		         g->turn == s)
			fputs(unicode ? "  ◀ to play" : "  <- to play", out);
		fputc('\n', out);
	}
	if (view->style & BG_RENDER_HOLES)
		text_legend(out, unicode);
}

/* The SVG drawing: cells of MJ_CELL units under a headline of MJ_TOP,
 * each seat's colour and its tint. */
#define MJ_CELL 36
#define MJ_TOP 66
#define CX(xy) ((xy)[0] * MJ_CELL + MJ_CELL / 2)
#define CY(xy) (MJ_TOP + (xy)[1] * MJ_CELL + MJ_CELL / 2)

static const char *const fills[] = { "#d03030", "#3cb371", "#e0b000",
                                     "#3060d0" };
static const char *const tints[] = { "#f4c4c4", "#c4e8cc", "#f6e6a8",
                                     "#c4d0f2" };

const char *
manji_seat_colour(const struct bg_state *st, int seat)
{
	return fills[CS(st)->players == 2 ? 2 * seat : seat];
}

/* Each playing seat's ways into the centre: the shortcut (dashed), the
 * entry and the spoke. */
static void
svg_ways(FILE *out, const struct manji *g, const struct manji_def *d)
{
	int s;

	for (s = 0; s < MJ_SEATS; s++) {
		const struct manji_seat *ms = &d->seat[s];
		const uint8_t *from = d->track_xy[(ms->exit + ms->shortcut) %
		                                  d->track];
		const uint8_t *entry = d->track_xy[(ms->exit + ms->lap - 1) %
		                                   d->track];
		const uint8_t *to = d->circle_xy[ms->arrival];

		if (!manji_plays(g->players, s))
			continue;
		fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
		        "stroke=\"%s\" stroke-width=\"3\" stroke-dasharray=\"6 "
		        "4\"/>\n", CX(from), CY(from), CX(to), CY(to), fills[s]);
		fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
		        "stroke=\"%s\" stroke-width=\"3\"/>\n", CX(entry),
		        CY(entry), CX(to), CY(to), fills[s]);
		fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
		        "stroke=\"%s\" stroke-width=\"3\"/>\n", CX(to), CY(to),
		        CX(d->centre_xy), CY(d->centre_xy), fills[s]);
	}
}

/* Every square of the drawing, with the pawn on it. */
static void
svg_cells(FILE *out, const struct manji *g, const struct manji_def *d,
          int names)
{
	struct cell grid[MJ_MAXGRID][MJ_MAXGRID];
	char name[MJ_MAXGRID][MJ_MAXGRID][8];
	int cell = MJ_CELL, x, y;

	build_grid(g, d, grid);
	square_names(d, name);
	for (y = 0; y < d->rows; y++)
		for (x = 0; x < d->cols; x++) {
			const struct cell *c = &grid[y][x];
			const char *fill = c->seat >= 0 ? tints[c->seat] : "#fff";
			const char *stroke = c->seat >= 0 ? fills[c->seat] : "#777";
			int px = x * cell, py = MJ_TOP + y * cell;

			if (c->mark == ' ')
				continue;
			if (c->mark == ':' || c->mark == '@' || c->mark == 'o')
				fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" "
				        "fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>\n",
				        px + cell / 2, py + cell / 2, cell / 2 - 3,
				        fill, stroke);
			else
				fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" "
				        "height=\"%d\" rx=\"%d\" fill=\"%s\" "
				        "stroke=\"%s\"/>\n", px + 2, py + 2, cell - 4,
				        cell - 4, c->mark == 'H' || c->mark == '+'
				        ? cell / 3 : 2, fill, stroke);
			/* Under a pawn the name goes to the square's foot. */
			if (names && *name[y][x])
				fprintf(out, "<text x=\"%d\" y=\"%d\" "
				        "font-size=\"%d\" fill=\"#555\" "
				        "text-anchor=\"middle\">%s</text>\n",
				        px + cell / 2,
				        c->pawn >= 0 ? py + cell - 2 : py + cell / 2 + 3,
				        c->pawn >= 0 ? 7 : 9, name[y][x]);
			if (c->pawn >= 0)
				fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"11\" "
				        "fill=\"%s\" stroke=\"%s\" stroke-width=\"%d\"/>"
				        "<text x=\"%d\" y=\"%d\" font-size=\"12\" "
				        "fill=\"#fff\" text-anchor=\"middle\">%d</text>\n",
				        px + cell / 2, py + cell / 2, fills[c->pawn],
				        c->done ? "#000" : "#fff", c->done ? 3 : 1,
				        px + cell / 2, py + cell / 2 + 4, c->pawn + 1);
		}
}

/* Pawns at home and on the centre, as large as elsewhere: at home side
 * by side, on the centre one per seat in its quarter, a second pawn of
 * a seat stacked behind the first. */
static void
svg_stacked(FILE *out, const struct manji *g, const struct manji_def *d)
{
	int s, k;

	for (s = 0; s < MJ_SEATS; s++)
		for (k = MJ_PAWNS - 1; manji_plays(g->players, s) && k >= 0;
		     k--) {
			int sq, stack = 0;
			int at = manji_where(d, s, g->pawn[s][k], &sq);
			const uint8_t *xy = at == AT_HOME ? d->home_xy[s]
			                                  : d->centre_xy;
			int dx, dy;

			if (at != AT_HOME && at != AT_CENTRE)
				continue;
			stack = at == AT_CENTRE && k == 1 &&
			        manji_where(d, s, g->pawn[s][0], &sq) ==
			        AT_CENTRE;
			dx = at == AT_HOME ? (k ? 8 : -8)
			                   : (s == 1 || s == 2 ? 9 : -9) + 3 * stack;
			dy = at == AT_HOME ? 0 : (s < 2 ? -9 : 9) - 3 * stack;
			fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"11\" "
			        "fill=\"%s\" stroke=\"#fff\"/><text x=\"%d\" "
			        "y=\"%d\" font-size=\"12\" fill=\"#fff\" "
			        "text-anchor=\"middle\">%d</text>\n", CX(xy) + dx,
			        CY(xy) + dy, fills[s], CX(xy) + dx, CY(xy) + dy + 4,
			        s + 1);
		}
}

void
manji_render_svg(const struct bg_state *st, FILE *out,
                 const struct bg_view *view, int *width, int *height)
{
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	char head[160];

	*width = d->cols * MJ_CELL;
	*height = MJ_TOP + d->rows * MJ_CELL;
	headline(g, d, head, sizeof head);
	fputs("<text x=\"10\" y=\"20\" font-size=\"15\">", out);
	bg_xml_text(out, head);
	fputs("</text>\n", out);
	if (g->phase == MJ_MOVE)
		bg_svg_die(out, 10, 28, g->dice);
	fprintf(out, "<rect x=\"0\" y=\"%d\" width=\"%d\" height=\"%d\" "
	        "fill=\"#fbf7ec\"/>\n", MJ_TOP, *width, d->rows * MJ_CELL);
	svg_ways(out, g, d);
	svg_cells(out, g, d, view->style & BG_RENDER_HOLES);
	/* Under the pawns at home and on the centre, which it would hide. */
	if (view->trail && view->trail->steps) {
		int from = view->trail->step[0].from, to = view->trail->step[0].to;
		const uint8_t f[2] = { (uint8_t)(from % MJ_MAXGRID),
		                       (uint8_t)(from / MJ_MAXGRID) };
		const uint8_t t[2] = { (uint8_t)(to % MJ_MAXGRID),
		                       (uint8_t)(to / MJ_MAXGRID) };

		bg_svg_trail(out, CX(f), CY(f), CX(t), CY(t), MJ_CELL / 2 - 3);
	}
	svg_stacked(out, g, d);
}
