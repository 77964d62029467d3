/* Wahoo drawn as text and as SVG: the cross on its grid, the arrows and
 * the hub marked. */
#include <string.h>

#include "games/wahoo/wahoo.h"

enum { CELL_NONE, CELL_ROAD, CELL_START, CELL_ARROW, CELL_HUB, CELL_TEEPEE,
       CELL_HOME };

static void
grid_of(const struct wahoo_def *d, const struct wahoo *g,
        struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID])
{
	int i, k;

	memset(c, 0, sizeof(struct cross_cell) * CROSS_MAXGRID * CROSS_MAXGRID);
	for (i = 0; i < d->x.road; i++)
		c[d->x.road_xy[i][1]][d->x.road_xy[i][0]].kind = CELL_ROAD;
	for (i = 0; i < d->narrows; i++)
		c[d->x.road_xy[d->arrow[i]][1]][d->x.road_xy[d->arrow[i]][0]]
			.kind = CELL_ARROW;
	c[d->x.centre_xy[1]][d->x.centre_xy[0]].kind = CELL_HUB;
	for (k = 0; k < CROSS_SEATS; k++) {
		const struct cross_seat *s = &d->x.seat[k];
		struct cross_cell *start = &c[d->x.road_xy[s->start][1]]
		                             [d->x.road_xy[s->start][0]];

		if (start->kind != CELL_ARROW) {
			start->kind = CELL_START;
			start->seat = (uint8_t)k;
		}
	}
	cross_mark_seats(&d->x, c, CELL_TEEPEE, CELL_HOME);
	cross_mark_marbles(&d->x, g->c.players, CROSS_MARBLES, g->c.pos, c);
}

static void
headline(const struct wahoo *g, char *buf, size_t cap)
{
	int seat = wahoo_seat_of(g, g->c.turn) + 1;
	char seats[16];

	switch (g->c.phase) {
	case CROSS_ROLL_OFF:
		*cross_put_seats(seats, g->c.players, g->c.contenders) = '\0';
		snprintf(buf, cap, "the roll-off is due: seats %s roll one die "
		         "each", seats);
		break;
	case CROSS_ROLL_TURN:
		snprintf(buf, cap, "seat %d rolls the die", seat);
		break;
	case CROSS_ROLL_AGAIN:
		snprintf(buf, cap, "seat %d rolls again", seat);
		break;
	case CROSS_MOVE:
		snprintf(buf, cap, "seat %d to move, die %d", seat, g->die);
		break;
	case CROSS_DECIDE:
		snprintf(buf, cap, "seat %d may put a marble on the hub", seat);
		break;
	default:
		snprintf(buf, cap, "game over: seat %d won",
		         wahoo_seat_of(g, g->c.winner) + 1);
	}
}

#define WH_PINK_ANSI 95

#define WH_PINK_SVG "#e0489a"

/* Arrows pink; starts, Tee Pees and homes in their seat's colour. */
static int
tint(const struct cross *x, const struct cross_cell *k)
{
	if (k->kind == CELL_ARROW)
		return WH_PINK_ANSI;
	return k->kind >= CELL_TEEPEE || k->kind == CELL_START
	       ? x->seat[k->seat].ansi : 0;
}

void
wahoo_render_text(const struct bg_state *st, FILE *out,
                  const struct bg_view *view)
{
	static const char *const ascii[] = { " ", ".", "s", ">", "*", ":",
	                                     "o" };
	static const char *const uni[] = { " ", "\xc2\xb7", "\xe2\x97\x87",
	                                   "\xe2\x96\xb8", "\xe2\x97\x8e",
	                                   "\xe2\x88\x98", "\xe2\x97\xa6" };
	const struct wahoo *g = CS(st);
	const struct wahoo_def *d = DEF(st);
	struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID];
	int style = view->style, turns = cross_turns(&d->x, view->seat), p, i;
	struct bg_trail trail;
	char line[96], arrows[64];

	grid_of(d, g, c);
	cross_turn_grid(&d->x, turns, c);
	cross_turn_trail(&d->x, turns, view->trail, &trail);
	headline(g, line, sizeof line);
	fprintf(out, "rolls %lu: %s\n", (unsigned long)g->c.rolls, line);
	cross_text_rows(out, &d->x, c,
	                style & BG_RENDER_UNICODE ? uni : ascii,
	                style & BG_RENDER_COLOR, tint, &trail);
	for (p = 0; p < g->c.players; p++) {
		int home = 0, tp = 0;

		for (i = 0; i < CROSS_MARBLES; i++) {
			home += g->c.pos[p][i] == CROSS_HOME;
			tp += wahoo_in_teepee(d, g->c.pos[p][i]);
		}
		cross_text_seat(out, &d->x, wahoo_seat_of(g, p), home, tp,
		                "the Tee Pee", g->c.phase == CROSS_OVER &&
		                g->c.winner == p, g->c.phase != CROSS_OVER &&
		                g->c.phase != CROSS_ROLL_OFF && g->c.turn == p, style);
	}
	if (g->shortcut) {
		*wahoo_put_shortcut(arrows, d, g->shortcut) = '\0';
		fprintf(out, "shortcut open to the marbles on %s\n", arrows);
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
	int turns = cross_turns(&d->x, view->seat), x, y, i;
	char line[96];

	grid_of(d, g, c);
	cross_turn_grid(&d->x, turns, c);
	cross_turn_trail(&d->x, turns, view->trail, &trail);
	headline(g, line, sizeof line);
	cross_svg_head(out, &d->x, g->c.rolls, line, width, height);
	if (g->c.phase == CROSS_MOVE)
		bg_svg_die(out, 10, 28, g->die);
	/* The hub's links to the holes past the arrows (WH-8). */
	for (i = 0; i < d->narrows; i++)
		cross_svg_link(out, &d->x, turns, d->past[i], WH_PINK_SVG);
	for (y = 0; y < d->x.grid; y++)
		for (x = 0; x < d->x.grid; x++) {
			const struct cross_cell *k = &c[y][x];
			const char *seat = d->x.seat[k->seat].svg;

			if (k->kind == CELL_NONE)
				continue;
			cross_svg_hole(out, x, y, k->kind == CELL_HUB ? 15 : 12,
			               k->kind == CELL_START ? seat : "#fffaf0",
			               k->kind == CELL_TEEPEE || k->kind == CELL_HOME
			               ? seat : k->kind == CELL_ARROW ? WH_PINK_SVG
			               : "#333",
			               k->kind == CELL_TEEPEE || k->kind == CELL_HUB ||
			               k->kind == CELL_ARROW ? 3 : 1);
		}
	/* A pink arrow beside each arrow hole, pointing along the road. */
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
		        WH_PINK_SVG);
	}
	for (y = 0; y < d->x.grid; y++)
		for (x = 0; x < d->x.grid; x++)
			if (c[y][x].marble)
				cross_svg_marble(out, &d->x, x, y, c[y][x].marble);
	cross_svg_trail(out, &trail);
}
