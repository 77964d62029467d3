/* Wahoo drawn as text and as SVG: the cross on its grid, the arrows and
 * the hub marked. */
#include <string.h>

#include "games/wahoo/wahoo.h"

static void
headline(const struct wahoo *g, char *buf, size_t cap)
{
	int seat = wahoo_seat_of(g, g->c.turn) + 1;

	if (cross_headline(&g->c, buf, cap))
		return;
	switch (g->c.phase) {
	case CROSS_ROLL_TURN:
		snprintf(buf, cap, "seat %d rolls the die", seat);
		break;
	case CROSS_ROLL_AGAIN:
		snprintf(buf, cap, "seat %d rolls again", seat);
		break;
	case CROSS_MOVE:
		snprintf(buf, cap, "seat %d to move, die %d", seat, g->die);
		break;
	default:
		snprintf(buf, cap, "seat %d may put a marble on the hub", seat);
	}
}

void
wahoo_render_text(const struct bg_state *st, FILE *out,
                  const struct bg_view *view)
{
	const struct wahoo *g = CS(st);
	const struct wahoo_def *d = DEF(st);
	char line[96], arrows[64];

	headline(g, line, sizeof line);
	cross_render_text(st, out, view, line, d->arrow, d->narrows);
	if (g->shortcut) {
		*wahoo_put_shortcut(arrows, d, g->shortcut) = '\0';
		fprintf(out, "shortcut open to the marbles on %s\n", arrows);
	}
}

/* A pink arrow beside each arrow hole, pointing along the road. */
static void
svg_arrows(FILE *out, const struct wahoo_def *d, int turns)
{
	int i;

	for (i = 0; i < d->narrows; i++) {
		int h = d->arrow[i], nx = (h + 1) % d->x.road;
		int hx, hy, nxx, nxy, ax, ay, dx, dy;

		cross_turn_xy(&d->x, turns, d->x.road_xy[h], &hx, &hy);
		cross_turn_xy(&d->x, turns, d->x.road_xy[nx], &nxx, &nxy);
		ax = CROSS_CX(hx);
		ay = CROSS_CY(hy);
		dx = nxx - hx;
		dy = nxy - hy;

		dx = dx > 0 ? 1 : dx < 0 ? -1 : 0;
		dy = dy > 0 ? 1 : dy < 0 ? -1 : 0;
		fprintf(out, "<polygon points=\"%d,%d %d,%d %d,%d\" fill=\"%s\"/>"
		        "\n", ax + 19 * dx, ay + 19 * dy,
		        ax + 13 * dx - 5 * dy, ay + 13 * dy + 5 * dx,
		        ax + 13 * dx + 5 * dy, ay + 13 * dy - 5 * dx,
		        CROSS_PINK_SVG);
	}
}

void
wahoo_render_svg(const struct bg_state *st, FILE *out,
                 const struct bg_view *view, int *width, int *height)
{
	const struct wahoo *g = CS(st);
	const struct wahoo_def *d = DEF(st);
	struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID];
	struct bg_trail trail;
	int turns, i;
	char line[96];

	headline(g, line, sizeof line);
	turns = cross_svg_start(st, out, view, line, d->arrow, d->narrows, c,
	                        &trail, width, height);
	if (g->c.phase == CROSS_MOVE)
		bg_svg_die(out, 10, 28, g->die);
	/* The hub's links to the holes past the arrows (WH-8). */
	for (i = 0; i < d->narrows; i++)
		cross_svg_link(out, &d->x, turns, d->past[i], CROSS_PINK_SVG);
	cross_svg_holes(out, &d->x, c, 0, view->style & BG_RENDER_HOLES);
	svg_arrows(out, d, turns);
	cross_svg_marbles(out, &d->x, c);
	cross_svg_trail(out, &trail);
}
