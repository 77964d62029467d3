/* Wari drawn as text and as SVG.  The seat drawn at the bottom sees its
 * own row from a to f left to right and the other row above it, a on the
 * right. */
#include <string.h>

#include "games/wari/wari.h"

void
wari_trail(const struct bg_state *before, const struct bg_move *mv,
           struct bg_trail *trail)
{
	struct wari w = *CS(before), sown;
	int from, pit;

	memset(trail, 0, sizeof *trail);
	if (mv->kind != BG_ACT_MOVE || w.end)
		return;
	from = w.turn * w.npits + mv->v[0];
	trail->steps = 1;
	trail->step[0].from = from;
	trail->step[0].to = wari_sow(&w, from);
	sown = w;
	/* The pits the capture emptied: the rules' capture, not a copy. */
	if (wari_capture(&w, trail->step[0].to) > 0)
		for (pit = 0; pit < 2 * w.npits; pit++)
			if (sown.pit[pit] && !w.pit[pit] &&
			    trail->taken < BG_TRAIL_TAKEN)
				trail->take[trail->taken++] = pit;
}

/* North's and south's colours: their pits' rings and names. */
static const char *const seat_fills[] = { "#e0b040", "#40a0c0" };

const char *
wari_seat_colour(const struct bg_state *st, int seat)
{
	(void)st;
	return seat_fills[seat];
}

static int
bottom_of(const struct bg_view *view)
{
	return view->seat == NORTH ? NORTH : SOUTH;
}

/* The pit shown in column i of side's row. */
static int
pit_at(const struct wari *w, const struct bg_view *view, int side, int i)
{
	return side * w->npits +
	       (side == bottom_of(view) ? i : w->npits - 1 - i);
}

static void
render_row(const struct wari *w, FILE *out, const struct bg_view *view,
           int side)
{
	const struct bg_trail *t = view->trail;
	int unicode = view->style & BG_RENDER_UNICODE;
	int i, pit;

	fputs("  ", out);
	for (i = 0; i < w->npits; i++) {
		char open = ' ', close = ' ';

		pit = pit_at(w, view, side, i);
		if (t && t->steps && pit == t->step[0].to) {
			open = '[';
			close = ']';
		} else if (t && t->steps && pit == t->step[0].from) {
			open = '(';
			close = ')';
		}
		fputs(unicode ? "│" : "|", out);
		if (unicode && !w->pit[pit])
			fprintf(out, "%c  ·%c", open, close);
		else
			fprintf(out, "%c%3d%c", open, w->pit[pit], close);
	}
	fputs(unicode ? "│" : "|", out);
}

static void
render_rule(const struct wari *w, FILE *out, const char *l, const char *m,
            const char *r, const char *h)
{
	int i, k;

	fputs("  ", out);
	fputs(l, out);
	for (i = 0; i < w->npits; i++) {
		for (k = 0; k < 5; k++)
			fputs(h, out);
		fputs(i + 1 < w->npits ? m : r, out);
	}
	fputc('\n', out);
}

static void
render_labels(const struct wari *w, FILE *out, const struct bg_view *view,
              int side)
{
	int i;

	fputs("  ", out);
	for (i = 0; i < w->npits; i++)
		fprintf(out, "%*c", i ? 6 : 5,
		        'a' + pit_at(w, view, side, i) % w->npits);
	fputc('\n', out);
}

static void
render_side(const struct wari *w, FILE *out, const struct bg_view *view,
            int side)
{
	int color = view->style & BG_RENDER_COLOR;
	int to_move = !w->end && w->turn == side;
	const char *marker = view->style & BG_RENDER_UNICODE ? "◀ to move"
	                                                     : "<- to move";

	render_row(w, out, view, side);
	fprintf(out, "  %s%s%s captured %d%s%s\n",
	        color ? (side == NORTH ? "\033[33m" : "\033[36m") : "",
	        wari_seat_names[side], color ? "\033[0m" : "",
	        w->captured[side],
	        to_move ? "  " : "", to_move ? marker : "");
}

static const char *const end_why[] = {
	"", "no legal move", "agreement", "quiet plies", "a majority",
	"a cycle"
};

void
wari_render_text(const struct bg_state *st, FILE *out,
                 const struct bg_view *view)
{
	const struct wari *w = CS(st);
	int u = view->style & BG_RENDER_UNICODE;
	int bottom = bottom_of(view), top = 1 - bottom;

	render_labels(w, out, view, top);
	render_rule(w, out, u ? "┌" : "+", u ? "┬" : "+", u ? "┐" : "+",
	            u ? "─" : "-");
	render_side(w, out, view, top);
	render_rule(w, out, u ? "├" : "+", u ? "┼" : "+", u ? "┤" : "+",
	            u ? "─" : "-");
	render_side(w, out, view, bottom);
	render_rule(w, out, u ? "└" : "+", u ? "┴" : "+", u ? "┘" : "+",
	            u ? "─" : "-");
	render_labels(w, out, view, bottom);
	fprintf(out, "  ply %lu, %lu since a capture; twelve=%s slam=%s "
	        "quiet=%d%s%s\n", (unsigned long)w->ply, (unsigned long)w->idle,
	        wari_twelve_names[w->twelve], wari_slam_names[w->slam],
	        w->quiet, w->majority ? " majority=on" : "",
	        w->cycle ? " cycle=on" : "");
	if (w->end) {
		if (w->result == RESULT_DRAW)
			fprintf(out, "  game over (%s): draw %d-%d\n",
			        end_why[w->end], w->captured[NORTH],
			        w->captured[SOUTH]);
		else
			fprintf(out, "  game over (%s): %s wins %d-%d\n",
			        end_why[w->end], wari_seat_names[w->result],
			        w->captured[w->result],
			        w->captured[1 - w->result]);
	}
}

void
wari_render_svg(const struct bg_state *st, FILE *out,
                const struct bg_view *view, int *width, int *height)
{
	const struct wari *w = CS(st);
	const struct bg_trail *t = view->trail;
	const char *const *fill = seat_fills;
	int n = w->npits, bottom = bottom_of(view), side, i;
	int px[2 * WARI_MAXPITS], py[2 * WARI_MAXPITS];

	*width = 70 * n + 250;
	*height = 250;
	fprintf(out, "<rect x=\"10\" y=\"30\" width=\"%d\" height=\"160\" "
	        "rx=\"30\" fill=\"#8b5a2b\"/>\n", 70 * n + 20);
	for (side = 0; side < 2; side++) {
		int y = side == bottom ? 150 : 70;

		for (i = 0; i < n; i++) {
			int pit = pit_at(w, view, side, i);
			int x = 55 + 70 * i;

			px[pit] = x;
			py[pit] = y;
			fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"28\" "
			        "fill=\"#5c3a1a\" stroke=\"%s\" "
			        "stroke-width=\"3\"/>\n", x, y, fill[side]);
			fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"22\" "
			        "text-anchor=\"middle\" fill=\"#fff\">%d</text>\n",
			        x, y + 8, w->pit[pit]);
			fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"14\" "
			        "text-anchor=\"middle\" fill=\"#333\">%c</text>\n",
			        x, side == bottom ? 212 : 22, 'a' + pit % n);
		}
		fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"18\" "
		        "fill=\"#000\"%s><tspan fill=\"%s\">%s</tspan> "
		        "captured %d%s</text>\n", 70 * n + 45, y + 6,
		        !w->end && w->turn == side ? " font-weight=\"bold\"" : "",
		        fill[side], wari_seat_names[side], w->captured[side],
		        !w->end && w->turn == side ? " \xe2\x97\x80" : "");
	}
	if (t && t->steps)
		bg_svg_trail(out, px[t->step[0].from], py[t->step[0].from],
		             px[t->step[0].to], py[t->step[0].to], 28);
	/* A pit captured from: a red dashed ring. */
	for (i = 0; t && i < t->taken; i++)
		fprintf(out, "<circle class=\"taken\" cx=\"%d\" cy=\"%d\" "
		        "r=\"33\" fill=\"none\" stroke=\"#d00\" "
		        "stroke-width=\"4\" stroke-dasharray=\"6 4\"/>\n",
		        px[t->take[i]], py[t->take[i]]);
	fprintf(out, "<text x=\"10\" y=\"236\" font-size=\"14\" "
	        "fill=\"#000\">ply %lu: ", (unsigned long)w->ply);
	if (!w->end)
		fprintf(out, "%s to move", wari_seat_names[w->turn]);
	else if (w->result == RESULT_DRAW)
		fprintf(out, "game over (%s), a draw %d-%d", end_why[w->end],
		        w->captured[NORTH], w->captured[SOUTH]);
	else
		fprintf(out, "game over (%s), %s wins %d-%d", end_why[w->end],
		        wari_seat_names[w->result], w->captured[w->result],
		        w->captured[1 - w->result]);
	fputs("</text>\n", out);
}
