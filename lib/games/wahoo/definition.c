/* Wahoo's definition (formats/wahoo.yaml): the cross, the arrows and the
 * seats; the options, the initial state, and the game's hooks. */
#include <stdlib.h>
#include <string.h>

#include "games/wahoo/wahoo.h"

static const struct cross_reader reader;

static int
read_hole(const struct bg_node *map, const char *key, const char *src,
          const struct wahoo_def *d, int *out, struct bg_err *err)
{
	return cross_map_hole(&reader, map, key, src, d->x.road, out, err);
}

static int
load_arrows(const struct bg_node *root, const char *src, void *def,
            struct bg_err *err)
{
	static const char *const keys[] = { "hole", "past", NULL };
	const struct bg_node *n = bg_node_get(root, "arrows");
	struct wahoo_def *d = def;
	size_t i;
	int hole = 0, past = 0, k;

	if (!n || n->kind != BG_NODE_SEQ || n->count < 1 ||
	    n->count > WH_MAXARROWS)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: arrows is a list of "
		               "1 to %d mappings with 'hole:' and 'past:'", src,
		               n ? n->line : root->line, WH_MAXARROWS);
	for (i = 0; i < n->count; i++) {
		const struct bg_node *a = n->items[i];

		if (a->kind != BG_NODE_MAP)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: an arrow is a "
			               "mapping with 'hole:' and 'past:'", src,
			               a->line);
		if (bg_node_check_keys(a, src, keys, err) < 0 ||
		    read_hole(a, "hole", src, d, &hole, err) < 0 ||
		    read_hole(a, "past", src, d, &past, err) < 0)
			return -1;
		for (k = 0; k < (int)i; k++)
			if (d->arrow[k] == hole)
				return bg_fail(err, BG_EX_DATAERR, "%s:%lu: two "
				               "arrows on hole %d", src, a->line,
				               hole);
		if (past == hole)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: the hole past "
			               "an arrow is another hole", src, a->line);
		d->arrow[i] = (uint8_t)hole;
		d->past[i] = (uint8_t)past;
	}
	d->narrows = (int)n->count;
	return 0;
}

static int
load_seat(const struct bg_node *n, const char *src, void *def, int k,
          struct bg_err *err)
{
	struct wahoo_def *d = def;
	struct cross_seat *s = &d->x.seat[k];
	struct wahoo_seat *w = &d->seat[k];
	int i, next;

	if (read_hole(n, "start", src, d, &s->start, err) < 0 ||
	    read_hole(n, "entry", src, d, &s->entry, err) < 0 ||
	    read_hole(n, "arrow", src, d, &w->arrow, err) < 0)
		return -1;
	cross_lay_way(&d->x, k, s);
	w->arrow_rel = (w->arrow - s->start + d->x.road) % d->x.road;
	s->back_rel = w->arrow_rel;
	if (s->road_len < 2 || wahoo_arrow_at(d, w->arrow) < 0 ||
	    w->arrow_rel >= s->road_len)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat's own arrow "
		               "is one of the arrows, between its start and its "
		               "Tee Pee entry", src, n->line);
	/* WH-7: the shortcut leads from arrow to arrow along the way, and
	 * the own arrow is the last, so it always leads forward to it. */
	memset(w->hop, -1, sizeof w->hop);
	next = -1;
	for (i = s->road_len - 1; i >= 0; i--) {
		if (wahoo_arrow_at(d, s->route[i]) < 0)
			continue;
		if (i > w->arrow_rel)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: the arrow on "
			               "%d lies beyond the seat's own arrow on "
			               "its way: the own arrow is the last arrow "
			               "before its Tee Pee (WH-7)", src, n->line,
			               s->route[i]);
		w->hop[i] = (int8_t)next;
		next = i;
	}
	return 0;
}

static const char *const wahoo_keys[] = { "game", "grid", "road", "hub",
                                          "arrows", "seats", "rules", NULL };
static const char *const seat_keys[] = { "colour", "svg", "ansi", "start",
                                         "entry", "arrow", "teepee", "home",
                                         NULL };
static const struct cross_reader reader = {
	.size = sizeof(struct wahoo_def), .race = &wahoo_race,
	.marbles = CROSS_MARBLES, .keys = wahoo_keys, .centre = "hub",
	.seat_keys = seat_keys, .finals = "teepee",
	.missing = { "", " is missing" },
	.load_board = load_arrows, .load_seat = load_seat,
};

int
wahoo_load_def(const struct bg_node *root, const char *src, void **out,
               struct bg_err *err)
{
	return cross_load_def(&reader, root, src, out, err);
}

static const struct bg_option wahoo_options[] = {
	{ .name = "players", .arg = "N",
	  .help = "players, 2 to 4: seats 1 and 3, 1 to 3, 1 to 4 (WH-1)",
	  .kind = BG_OPTION_NUMBER, .min = 2, .max = CROSS_SEATS },
	{ .name = "seed", .arg = "SEED",
	  .help = "accepted for the generic loop; the initial state needs no "
	          "chance",
	  .kind = BG_OPTION_SEED },
	{ .name = NULL }
};

const struct bg_game bg_wahoo = {
	.name = "wahoo",
	.size = sizeof(struct wahoo),
	.summary = "Wahoo, a marble race round a cross with one die, "
	           "re-rolls, pink-arrow shortcuts and the hub (WH-1..WH-9)",
	.builtin = &bg_wahoo_yaml,
	.options = wahoo_options,
	.load_def = wahoo_load_def,
	.free_def = bg_free_def,
	.init = cross_init,
	.parse = wahoo_parse,
	.check = wahoo_check,
	.format = wahoo_format,
	.phase = cross_phase,
	.actor = cross_actor,
	.seats = cross_seats,
	.seat = cross_seat,
	.moves = wahoo_moves,
	.format_move = wahoo_format_move,
	.parse_action = wahoo_parse_action,
	.apply = wahoo_apply,
	.chance = wahoo_chance,
	.outcome = cross_outcome,
	.trail = cross_trail,
	.render_text = wahoo_render_text,
	.render_svg = wahoo_render_svg,
	.seat_colour = cross_seat_colour,
	.solver_new = wahoo_solver_new,
	.solve = cross_solve,
	.solver_free = cross_solver_free,
	.evaluate = cross_evaluate,
	.features = wahoo_features,
	.inputs = WAHOO_INPUTS,
	.weights = &bg_wahoo_net,
	.policy = "ply:3",
};
