/* Waju's definition (formats/waju.yaml): the cross, the void's corners
 * and the seats; the options, the initial state, and the game's hooks. */
#include <stdlib.h>
#include <string.h>

#include "games/waju/waju.h"

static int
read_hole(const struct bg_node *map, const char *key, const char *src,
          const struct waju_def *d, int *out, struct bg_err *err)
{
	const struct bg_node *n = bg_node_get(map, key);

	if (!n)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat needs '%s:'",
		               src, map->line, key);
	return cross_read_hole(n, src, key, d->x.road, out, err);
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
	static const char *const keys[] = { "colour", "svg", "ansi", "start",
	                                    "corner", "right", "entry", "goal",
	                                    "home", NULL };
	struct waju_def *d = def;
	struct cross_seat *s = &d->x.seat[k];
	struct waju_seat *c = &d->seat[k];

	if (n->kind != BG_NODE_MAP)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat is a mapping",
		               src, n->line);
	if (bg_node_check_keys(n, src, keys, err) < 0 ||
	    cross_load_looks(n, src, s, err) < 0)
		return -1;
	if (read_hole(n, "start", src, d, &s->start, err) < 0 ||
	    read_hole(n, "corner", src, d, &c->corner, err) < 0 ||
	    read_hole(n, "right", src, d, &c->right, err) < 0 ||
	    read_hole(n, "entry", src, d, &s->entry, err) < 0)
		return -1;
	cross_lay_way(&d->x, k, s);
	c->corner_rel = (c->corner - s->start + d->x.road) % d->x.road;
	c->right_rel = (c->right - s->start + d->x.road) % d->x.road;
	if (s->road_len < 2 || c->corner_rel < 1 ||
	    c->corner_rel >= s->road_len || c->right_rel < 1 ||
	    c->right_rel >= s->road_len || !is_corner(d, c->corner) ||
	    !is_corner(d, c->right))
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat's corner and "
		               "corner to the right are corners between its "
		               "start and its goal entry", src, n->line);
	if (cross_read_xy_list(bg_node_get(n, "goal"), src, d->x.grid,
	                       CROSS_FINAL, s->final_xy, "goal", err) < 0 ||
	    cross_read_xy_list(bg_node_get(n, "home"), src, d->x.grid,
	                       CROSS_MARBLES, s->home_xy, "home", err) < 0)
		return -1;
	return 0;
}

int
waju_load_def(const struct bg_node *root, const char *src, void **out,
              struct bg_err *err)
{
	static const char *const keys[] = { "game", "grid", "road", "void",
	                                    "corners", "seats", "rules", NULL };
	const struct bg_node *n;
	struct waju_def *d;
	unsigned long v;
	size_t i;

	if (bg_node_check_keys(root, src, keys, err) < 0)
		return -1;
	d = calloc(1, sizeof *d);
	if (!d)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	d->x.race = &waju_race;
	d->x.players = 2;
	d->x.marbles = 4;
	if (cross_load_board(root, src, "void", &d->x, err) < 0)
		goto fail;
	n = bg_node_get(root, "corners");
	if (!n || n->kind != BG_NODE_SEQ || n->count < 1 ||
	    n->count > (size_t)d->x.road) {
		bg_fail(err, BG_EX_DATAERR, "%s:%lu: corners is a list of the "
		        "road holes joined to the void", src,
		        n ? n->line : root->line);
		goto fail;
	}
	d->ncorners = (int)n->count;
	for (i = 0; i < n->count; i++) {
		if (bg_node_uint(n->items[i], src, "a corner", 0,
		                 (unsigned long)d->x.road - 1, &v, err) < 0)
			goto fail;
		d->corners[i] = (uint8_t)v;
	}
	if (cross_load_seats(root, src, &d->x, load_seat, d, err) < 0)
		goto fail;
	if ((n = bg_node_get(root, "rules")) && cross_load_rules(n, src, &d->x, err) < 0)
		goto fail;
	*out = d;
	return 0;
fail:
	free(d);
	return -1;
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
	.evaluate = waju_evaluate,
};
