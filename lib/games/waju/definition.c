/* Waju's definition (formats/waju.yaml): the cross, the void's corners
 * and the seats; the options, the initial state, and the game's hooks. */
#include <stdlib.h>
#include <string.h>

#include "games/waju/waju.h"

static const struct cross_reader reader;

static int
read_hole(const struct bg_node *map, const char *key, const char *src,
          const struct waju_def *d, int *out, struct bg_err *err)
{
	return cross_map_hole(&reader, map, key, src, d->x.road, out, err);
}

static int
is_corner(const struct waju_def *d, int hole)
{
	int i;

	for (i = 0; i < d->ncorners; i++)
		if (d->corners[i] == hole)
			return 1;
	return 0;
}

static int
load_seat(const struct bg_node *n, const char *src, void *def, int k,
          struct bg_err *err)
{
	struct waju_def *d = def;
	struct cross_seat *s = &d->x.seat[k];
	struct waju_seat *c = &d->seat[k];

	if (read_hole(n, "start", src, d, &s->start, err) < 0 ||
	    read_hole(n, "corner", src, d, &c->corner, err) < 0 ||
	    read_hole(n, "right", src, d, &c->right, err) < 0 ||
	    read_hole(n, "entry", src, d, &s->entry, err) < 0)
		return -1;
	cross_lay_way(&d->x, k, s);
	c->corner_rel = (c->corner - s->start + d->x.road) % d->x.road;
	c->right_rel = (c->right - s->start + d->x.road) % d->x.road;
	s->back_rel = c->right_rel;
	if (s->road_len < 2 || c->corner_rel < 1 ||
	    c->corner_rel >= s->road_len || c->right_rel < 1 ||
	    c->right_rel >= s->road_len || !is_corner(d, c->corner) ||
	    !is_corner(d, c->right))
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat's corner and "
		               "corner to the right are corners between its "
		               "start and its goal entry", src, n->line);
	return 0;
}

/* WJ-8: the road holes joined to the void. */
static int
load_corners(const struct bg_node *root, const char *src, void *def,
             struct bg_err *err)
{
	const struct bg_node *n = bg_node_get(root, "corners");
	struct waju_def *d = def;
	unsigned long v;
	size_t i;

	if (!n || n->kind != BG_NODE_SEQ || n->count < 1 ||
	    n->count > (size_t)d->x.road)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: corners is a list "
		               "of the road holes joined to the void", src,
		               n ? n->line : root->line);
	d->ncorners = (int)n->count;
	for (i = 0; i < n->count; i++) {
		if (bg_node_uint(n->items[i], src, "a corner", 0,
		                 (unsigned long)d->x.road - 1, &v, err) < 0)
			return -1;
		d->corners[i] = (uint8_t)v;
	}
	return 0;
}

static const char *const waju_keys[] = { "game", "grid", "road", "void",
                                         "corners", "seats", "rules", NULL };
static const char *const seat_keys[] = { "colour", "svg", "ansi", "start",
                                         "corner", "right", "entry", "goal",
                                         "home", NULL };
static const struct cross_reader reader = {
	.size = sizeof(struct waju_def), .race = &waju_race, .marbles = 4,
	.keys = waju_keys, .centre = "void", .seat_keys = seat_keys,
	.finals = "goal", .missing = { "a seat needs ", "" },
	.load_board = load_corners, .load_seat = load_seat,
};

int
waju_load_def(const struct bg_node *root, const char *src, void **out,
              struct bg_err *err)
{
	return cross_load_def(&reader, root, src, out, err);
}

static const struct bg_option waju_options[] = {
	{ .name = "players", .arg = "N",
	  .help = "players, 2 to 4: seats 1 and 3, 1 to 3, 1 to 4 (WJ-1)",
	  .kind = BG_OPTION_NUMBER, .min = 2, .max = CROSS_SEATS },
	{ .name = "marbles", .arg = "N",
	  .help = "marbles per player, 1 to 4 (WJ-1)",
	  .kind = BG_OPTION_NUMBER, .min = 1, .max = CROSS_MARBLES },
	{ .name = "seed", .arg = "SEED",
	  .help = "accepted for the generic loop; the initial state needs no "
	          "chance",
	  .kind = BG_OPTION_SEED },
	{ .name = NULL }
};

const struct bg_game bg_waju = {
	.name = "waju",
	.size = sizeof(struct waju),
	.summary = "Waju, a marble race round a cross with two dice, "
	           "re-rolls, the void and bouncing (WJ-1..WJ-11)",
	.builtin = &bg_waju_yaml,
	.options = waju_options,
	.load_def = waju_load_def,
	.free_def = bg_free_def,
	.init = cross_init,
	.parse = waju_parse,
	.check = cross_check,
	.format = waju_format,
	.phase = cross_phase,
	.actor = cross_actor,
	.seats = cross_seats,
	.seat = cross_seat,
	.moves = waju_moves,
	.format_move = waju_format_move,
	.parse_action = waju_parse_action,
	.apply = waju_apply,
	.chance = waju_chance,
	.outcome = cross_outcome,
	.trail = cross_trail,
	.render_text = waju_render_text,
	.render_svg = waju_render_svg,
	.seat_colour = cross_seat_colour,
	.solver_new = waju_solver_new,
	.solve = cross_solve,
	.solver_free = cross_solver_free,
	.evaluate = cross_evaluate,
	.features = waju_features,
	.inputs = WAJU_INPUTS,
	.weights = &bg_waju_net,
	/* Two dice and many moves make ply:3 take near 0.1 s a decision
	 * on average, and more in the busiest positions. */
	.policy = "ply:2",
};
