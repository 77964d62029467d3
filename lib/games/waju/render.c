/* Waju drawn as text and as SVG: the cross on its grid, as the author's
 * schematic draws it. */
#include <string.h>

#include "games/waju/waju.h"

static void
headline(const struct waju *g, char *buf, size_t cap)
{
	int seat = waju_seat_of(g, g->c.turn) + 1;

	if (cross_headline(&g->c, buf, cap))
		return;
	switch (g->c.phase) {
	case CROSS_ROLL_TURN:
		snprintf(buf, cap, "seat %d rolls two dice", seat);
		break;
	case CROSS_ROLL_AGAIN:
		snprintf(buf, cap, "seat %d rolls %s again", seat,
		         g->ndice == 2 ? "both dice" : "one die");
		break;
	default:
		if (g->ndice == 2)
			snprintf(buf, cap, "seat %d to move, dice %d and %d", seat,
			         g->dice[0], g->dice[1]);
		else
			snprintf(buf, cap, "seat %d to move, die %d", seat,
			         g->dice[0]);
	}
}

void
waju_render_text(const struct bg_state *st, FILE *out,
                 const struct bg_view *view)
{
	char line[96];

	headline(CS(st), line, sizeof line);
	cross_render_text(st, out, view, line, NULL, 0);
}

void
waju_render_svg(const struct bg_state *st, FILE *out,
                const struct bg_view *view, int *width, int *height)
{
	const struct waju *g = CS(st);
	const struct waju_def *d = DEF(st);
	struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID];
	struct bg_trail trail;
	int turns, i;
	char line[96];

	headline(g, line, sizeof line);
	turns = cross_svg_start(st, out, view, line, NULL, 0, c, &trail, width,
	                        height);
	for (i = 0; g->c.phase == CROSS_MOVE && i < g->ndice; i++)
		bg_svg_die(out, 10 + 36 * i, 28, g->dice[i]);
	for (i = 0; i < d->ncorners; i++)
		cross_svg_link(out, &d->x, turns, d->corners[i], "#8a6a3a");
	cross_svg_holes(out, &d->x, c, 1, view->style & BG_RENDER_HOLES);
	cross_svg_trail(out, &trail);
}
