/* Manji's definition (formats/manji.yaml): the track, the circle, the
 * seats and the drawing; the options, the initial state, and the game's
 * hooks. */
#include <stdlib.h>
#include <string.h>

#include "games/manji/manji.h"

static int
load_xy(const struct bg_node *n, const char *src, const char *what,
        const struct manji_def *d, uint8_t *xy, struct bg_err *err)
{
	unsigned long v;
	int i;

	if (!n || n->kind != BG_NODE_SEQ || n->count != 2)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: %s is a cell "
		               "[column, row]", src, n ? n->line : 0, what);
	for (i = 0; i < 2; i++) {
		if (bg_node_uint(n->items[i], src, what, 0,
		                 (unsigned long)(i ? d->rows : d->cols) - 1, &v,
		                 err) < 0)
			return -1;
		xy[i] = (uint8_t)v;
	}
	return 0;
}

static int
load_xys(const struct bg_node *map, const char *key, const char *src,
         const struct manji_def *d, int count, uint8_t (*xy)[2],
         struct bg_err *err)
{
	const struct bg_node *n = bg_node_get(map, key);
	int i;

	if (!n || n->kind != BG_NODE_SEQ || n->count != (size_t)count)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: drawing.%s is a list "
		               "of %d cells", src, n ? n->line : map->line, key,
		               count);
	for (i = 0; i < count; i++)
		if (load_xy(n->items[i], src, key, d, xy[i], err) < 0)
			return -1;
	return 0;
}

static int
load_drawing(const struct bg_node *n, const char *src, struct manji_def *d,
             struct bg_err *err)
{
	static const char *const keys[] = { "size", "track", "circle", "spokes",
	                                    "homes", "centre", NULL };
	const struct bg_node *size;
	unsigned long v;

	if (!n || n->kind != BG_NODE_MAP)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: no 'drawing:' "
		               "mapping", src, n ? n->line : 1);
	if (bg_node_check_keys(n, src, keys, err) < 0)
		return -1;
	size = bg_node_get(n, "size");
	if (!size || size->kind != BG_NODE_SEQ || size->count != 2)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: drawing.size is "
		               "[columns, rows]", src, size ? size->line : n->line);
	if (bg_node_uint(size->items[0], src, "columns", 1, MJ_MAXGRID, &v,
	                 err) < 0)
		return -1;
	d->cols = (int)v;
	if (bg_node_uint(size->items[1], src, "rows", 1, MJ_MAXGRID, &v,
	                 err) < 0)
		return -1;
	d->rows = (int)v;
	if (load_xys(n, "track", src, d, d->track, d->track_xy, err) < 0 ||
	    load_xys(n, "circle", src, d, d->circle, d->circle_xy, err) < 0 ||
	    load_xys(n, "spokes", src, d, MJ_SEATS, d->spoke_xy, err) < 0 ||
	    load_xys(n, "homes", src, d, MJ_SEATS, d->home_xy, err) < 0)
		return -1;
	return load_xy(bg_node_get(n, "centre"), src, "centre", d, d->centre_xy,
	               err);
}

static int
seat_field(const struct bg_node *n, const char *src, const char *key,
           unsigned long max, unsigned long *v, struct bg_err *err)
{
	const struct bg_node *f = bg_node_get(n, key);

	if (!f)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat needs '%s:'",
		               src, n->line, key);
	return bg_node_uint(f, src, key, 0, max, v, err);
}

static int
load_seats(const struct bg_node *n, const char *src, struct manji_def *d,
           struct bg_err *err)
{
	static const char *const keys[] = { "exit", "entry", "shortcut",
	                                    "arrival", NULL };
	unsigned long exit, entry, shortcut, arrival;
	int s, t;

	if (!n || n->kind != BG_NODE_SEQ || n->count != MJ_SEATS)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: seats is a list of "
		               "%d mappings, seat 1 first", src,
		               n ? n->line : 1, MJ_SEATS);
	for (s = 0; s < MJ_SEATS; s++) {
		const struct bg_node *m = n->items[s];
		struct manji_seat *ms = &d->seat[s];
		unsigned long top = (unsigned long)d->track - 1;

		if (m->kind != BG_NODE_MAP)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat is a "
			               "mapping", src, m->line);
		if (bg_node_check_keys(m, src, keys, err) < 0 ||
		    seat_field(m, src, "exit", top, &exit, err) < 0 ||
		    seat_field(m, src, "entry", top, &entry, err) < 0 ||
		    seat_field(m, src, "shortcut", top, &shortcut, err) < 0 ||
		    seat_field(m, src, "arrival", (unsigned long)d->circle - 1,
		               &arrival, err) < 0)
			return -1;
		ms->exit = (int)exit;
		ms->lap = ((int)entry - ms->exit + d->track) % d->track + 1;
		ms->shortcut = ((int)shortcut - ms->exit + d->track) % d->track;
		ms->arrival = (int)arrival;
		if (ms->lap < 3 || ms->shortcut < 1 || ms->shortcut > ms->lap - 2)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: the shortcut "
			               "lies on the lap, after the exit and before "
			               "the entry", src, m->line);
		for (t = 0; t < s; t++)
			if (d->seat[t].exit == ms->exit ||
			    d->seat[t].arrival == ms->arrival)
				return bg_fail(err, BG_EX_DATAERR, "%s:%lu: seats "
				               "%d and %d share an exit or an "
				               "arrival square", src, m->line, t + 1,
				               s + 1);
	}
	return 0;
}

static int
read_def(const struct bg_node *root, const char *src, const void *how,
         void *def, struct bg_err *err)
{
	static const char *const rule_keys[] = { "players", NULL };
	const struct bg_node *n, *rules;
	struct manji_def *d = def;
	unsigned long v;

	(void)how;
	d->players = 2;
	if (!(n = bg_node_get(root, "track")))
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: no 'track:'", src,
		               root->line);
	if (bg_node_uint(n, src, "track", 8, MJ_MAXTRACK, &v, err) < 0)
		return -1;
	d->track = (int)v;
	if (!(n = bg_node_get(root, "circle")))
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: no 'circle:'", src,
		               root->line);
	if (bg_node_uint(n, src, "circle", MJ_MINCIRCLE, MJ_MAXCIRCLE, &v,
	                 err) < 0)
		return -1;
	d->circle = (int)v;
	if (load_seats(bg_node_get(root, "seats"), src, d, err) < 0 ||
	    load_drawing(bg_node_get(root, "drawing"), src, d, err) < 0)
		return -1;
	if (!(rules = bg_node_get(root, "rules")))
		return 0;
	if (rules->kind != BG_NODE_MAP)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: rules must be a "
		               "mapping", src, rules->line);
	if (bg_node_check_keys(rules, src, rule_keys, err) < 0)
		return -1;
	return bg_node_int(rules, src, "players", 2, MJ_SEATS, &d->players,
	                   err);
}

int
manji_load_def(const struct bg_node *root, const char *src, void **out,
               struct bg_err *err)
{
	static const char *const keys[] = { "game", "track", "circle", "seats",
	                                    "drawing", "rules", NULL };

	return bg_load_def(root, src, keys, sizeof(struct manji_def), read_def,
	                   NULL, out, err);
}

static const struct bg_option manji_options[] = {
	{ .name = "players", .arg = "N",
	  .help = "players, 2 to 4; 2 sit in seats 1 and 3 (MJ-1)",
	  .kind = BG_OPTION_NUMBER, .min = 2, .max = MJ_SEATS },
	{ .name = "seed", .arg = "SEED",
	  .help = "accepted for scripts that seed every game; the start has "
	          "nothing to draw",
	  .kind = BG_OPTION_SEED },
	{ .name = NULL }
};

int
manji_init(struct bg_state *st, const void *defp,
           const struct bg_settings *set, struct bg_err *err)
{
	const struct manji_def *d = defp;
	struct manji *g = S(st);

	(void)err;
	memset(g, 0, sizeof *g);
	g->players = (uint8_t)bg_setting_or(set, "players", d->players);
	g->phase = MJ_ROLLOFF;
	g->among = (uint8_t)manji_all_seats(g->players);
	return 0;
}

const struct bg_game bg_manji = {
	.name = "manji",
	.size = sizeof(struct manji),
	.summary = "Manji, a one-die race round a track and an exact tour of "
	           "a small inner circle (MJ-1..MJ-11)",
	.builtin = &bg_manji_yaml,
	.options = manji_options,
	.load_def = manji_load_def,
	.free_def = bg_free_def,
	.init = manji_init,
	.parse = manji_parse,
	.check = manji_check,
	.solver_new = manji_solver_new,
	.solve = manji_solve,
	.solver_free = manji_solver_free,
	.format = manji_format,
	.phase = manji_phase,
	.actor = manji_actor,
	.seats = manji_seats,
	.seat = manji_seat,
	.moves = manji_moves,
	.format_move = manji_format_move,
	.parse_action = manji_parse_action,
	.apply = manji_apply,
	.chance = manji_chance,
	.outcome = manji_outcome,
	.trail = manji_trail,
	.render_text = manji_render_text,
	.render_svg = manji_render_svg,
	.seat_colour = manji_seat_colour,
	.evaluate = manji_evaluate,
	.features = manji_features,
	.inputs = 596,
	.weights = &bg_manji_net,
	.home = &manji_home_index,
	.policy = "ply:3",
	.home_policy = "ab:8",
};
