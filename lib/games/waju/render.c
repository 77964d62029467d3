/* Waju drawn as text and as SVG: the cross on its grid, as the author's
 * schematic draws it. */
#include <string.h>

#include "games/waju/waju.h"

enum { CELL_NONE, CELL_ROAD, CELL_START, CELL_VOID, CELL_GOAL, CELL_HOME };

static void
grid_of(const struct waju_def *d, const struct waju *g,
        struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID])
{
	int i, k;

	memset(c, 0, sizeof(struct cross_cell) * CROSS_MAXGRID * CROSS_MAXGRID);
	for (i = 0; i < d->x.road; i++)
		c[d->x.road_xy[i][1]][d->x.road_xy[i][0]].kind = CELL_ROAD;
	c[d->x.centre_xy[1]][d->x.centre_xy[0]].kind = CELL_VOID;
	for (k = 0; k < CROSS_SEATS; k++) {
		const struct cross_seat *s = &d->x.seat[k];
		struct cross_cell *start = &c[d->x.road_xy[s->start][1]]
		                             [d->x.road_xy[s->start][0]];

		start->kind = CELL_START;
		start->seat = (uint8_t)k;
	}
	cross_mark_seats(&d->x, c, CELL_GOAL, CELL_HOME);
	cross_mark_marbles(&d->x, g->c.players, g->c.marbles, g->c.pos, c);
}

static void
headline(const struct waju *g, char *buf, size_t cap)
{
	int seat = waju_seat_of(g, g->c.turn) + 1;
	char seats[16];

	switch (g->c.phase) {
	case CROSS_ROLL_OFF:
		*cross_put_seats(seats, g->c.players, g->c.contenders) = '\0';
		snprintf(buf, cap, "the roll-off is due: seats %s roll one die "
		         "each", seats);
		break;
	case CROSS_ROLL_TURN:
		snprintf(buf, cap, "seat %d rolls two dice", seat);
		break;
	case CROSS_ROLL_AGAIN:
		snprintf(buf, cap, "seat %d rolls %s again", seat,
		         g->ndice == 2 ? "both dice" : "one die");
		break;
	case CROSS_MOVE:
		if (g->ndice == 2)
			snprintf(buf, cap, "seat %d to move, dice %d and %d", seat,
			         g->dice[0], g->dice[1]);
		else
			snprintf(buf, cap, "seat %d to move, die %d", seat,
			         g->dice[0]);
		break;
	default:
		snprintf(buf, cap, "game over: seat %d won",
		         waju_seat_of(g, g->c.winner) + 1);
	}
}

/* Starts, goals and homes in their seat's colour; the void plain. */
static int
tint(const struct cross *x, const struct cross_cell *k)
{
	return k->kind >= CELL_START && k->kind != CELL_VOID
	       ? x->seat[k->seat].ansi : 0;
}

void
waju_render_text(const struct bg_state *st, FILE *out,
                 const struct bg_view *view)
{
	static const char *const ascii[] = { " ", ".", "s", "*", ":", "o" };
	static const char *const uni[] = { " ", "\xc2\xb7", "\xe2\x97\x87",
	                                   "\xe2\x97\x8e", "\xe2\x88\x98",
	                                   "\xe2\x97\xa6" };
	const struct waju *g = CS(st);
	const struct waju_def *d = DEF(st);
	struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID];
	int style = view->style, turns = cross_turns(&d->x, view->seat), p, i;
	struct bg_trail trail;
	char line[96];

	grid_of(d, g, c);
	cross_turn_grid(&d->x, turns, c);
	cross_turn_trail(&d->x, turns, view->trail, &trail);
	headline(g, line, sizeof line);
	fprintf(out, "rolls %lu: %s\n", (unsigned long)g->c.rolls, line);
	cross_text_rows(out, &d->x, c,
	                style & BG_RENDER_UNICODE ? uni : ascii,
	                style & BG_RENDER_COLOR, tint, &trail);
	for (p = 0; p < g->c.players; p++) {
		int home = 0, goal = 0;

		for (i = 0; i < g->c.marbles; i++) {
			home += g->c.pos[p][i] == CROSS_HOME;
			goal += g->c.pos[p][i] > waju_void_code(d) &&
			        g->c.pos[p][i] != CROSS_HOME;
		}
		cross_text_seat(out, &d->x, waju_seat_of(g, p), home, goal,
		                "the goal",
		                g->c.phase == CROSS_OVER && g->c.winner == p,
		                g->c.phase != CROSS_OVER && g->c.phase != CROSS_ROLL_OFF &&
		                g->c.turn == p, style);
	}
}

void
waju_render_svg(const struct bg_state *st, FILE *out,
                const struct bg_view *view, int *width, int *height)
{
	const struct waju *g = CS(st);
	const struct waju_def *d = DEF(st);
	struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID];
	struct bg_trail trail;
	int turns = cross_turns(&d->x, view->seat), x, y, i;
	char line[96];

	grid_of(d, g, c);
	cross_turn_grid(&d->x, turns, c);
	cross_turn_trail(&d->x, turns, view->trail, &trail);
	headline(g, line, sizeof line);
	cross_svg_head(out, &d->x, g->c.rolls, line, width, height);
	for (i = 0; g->c.phase == CROSS_MOVE && i < g->ndice; i++)
		bg_svg_die(out, 10 + 36 * i, 28, g->dice[i]);
	for (i = 0; i < d->ncorners; i++)
		cross_svg_link(out, &d->x, turns, d->corners[i], "#8a6a3a");
	for (y = 0; y < d->x.grid; y++)
		for (x = 0; x < d->x.grid; x++) {
			const struct cross_cell *k = &c[y][x];
			const char *seat = d->x.seat[k->seat].svg;

			if (k->kind == CELL_NONE)
				continue;
			cross_svg_hole(out, x, y, k->kind == CELL_VOID ? 15 : 12,
			               k->kind == CELL_START ? seat : "#fffaf0",
			               k->kind == CELL_GOAL || k->kind == CELL_HOME
			               ? seat : "#333",
			               k->kind == CELL_GOAL || k->kind == CELL_VOID
			               ? 3 : 1);
			if (k->marble)
				cross_svg_marble(out, &d->x, x, y, k->marble);
		}
	cross_svg_trail(out, &trail);
}
