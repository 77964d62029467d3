/* Wari's definition (formats/wari.yaml), its options, its initial state,
 * and the game's hooks. */
#include <stdlib.h>
#include <string.h>

#include "games/wari/wari.h"

static const struct bg_option wari_options[] = {
	{ .name = "twelve", .arg = "RULE",
	  .help = "the twelve-rule (WR-3): exact, atleast or off",
	  .kind = BG_OPTION_WORD, .words = wari_twelve_names },
	{ .name = "slam", .arg = "RULE",
	  .help = "a grand slam (WR-5): leave-one, no-capture or illegal",
	  .kind = BG_OPTION_WORD, .words = wari_slam_names },
	{ .name = "quiet", .arg = "PLIES",
	  .help = "capture-free plies that end the game (WR-9); 0 turns it off",
	  .kind = BG_OPTION_NUMBER, .min = 0, .max = WARI_MAXQUIET,
	  .what = "a ply count" },
	{ .name = "majority", .arg = "RULE",
	  .help = "captures past half the stones end the game (WR-10): "
	          "off or on",
	  .kind = BG_OPTION_WORD, .words = wari_rule_names },
	{ .name = "cycle", .arg = "RULE",
	  .help = "a position that stands again since the last capture ends "
	          "the game (WR-11): off or on",
	  .kind = BG_OPTION_WORD, .words = wari_rule_names },
	{ .name = "preset", .arg = "RULES",
	  .help = "the rules the other options do not give: abapa, "
	          "OpenSpiel's Oware",
	  .kind = BG_OPTION_WORD, .words = wari_preset_names },
	{ .name = NULL }
};

static int
read_def(const struct bg_node *root, const char *src, const void *how,
         void *d, struct bg_err *err)
{
	static const char *const rule_keys[] = { "twelve", "slam", "quiet",
	                                         "majority", "cycle", NULL };
	const struct bg_node *n, *rules;
	struct wari_def *def = d;

	(void)how;
	def->pits = 6;
	def->stones = 4;
	def->quiet = 100;
	if (bg_node_int(root, src, "pits", 1, WARI_MAXPITS, &def->pits,
	                err) < 0 ||
	    bg_node_int(root, src, "stones", 1,
	                WARI_MAXSTONES / (2 * def->pits), &def->stones,
	                err) < 0)
		return -1;
	if (!(rules = bg_node_get(root, "rules")))
		return 0;
	if (bg_node_check_keys(rules, src, rule_keys, err) < 0)
		return -1;
	if ((n = bg_node_get(rules, "twelve")) &&
	    bg_node_enum(n, src, "twelve", wari_twelve_names, &def->twelve,
	                 err) < 0)
		return -1;
	if ((n = bg_node_get(rules, "slam")) &&
	    bg_node_enum(n, src, "slam", wari_slam_names, &def->slam,
	                 err) < 0)
		return -1;
	if ((n = bg_node_get(rules, "majority")) &&
	    bg_node_enum(n, src, "majority", wari_rule_names, &def->majority,
	                 err) < 0)
		return -1;
	if ((n = bg_node_get(rules, "cycle")) &&
	    bg_node_enum(n, src, "cycle", wari_rule_names, &def->cycle,
	                 err) < 0)
		return -1;
	return bg_node_int(rules, src, "quiet", 0, WARI_MAXQUIET, &def->quiet,
	                   err);
}

int
wari_load_def(const struct bg_node *root, const char *src, void **out,
              struct bg_err *err)
{
	static const char *const keys[] = { "game", "pits", "stones", "rules",
	                                    NULL };

	return bg_load_def(root, src, keys, sizeof(struct wari_def), read_def,
	                   NULL, out, err);
}

int
wari_init(struct bg_state *st, const void *defp,
          const struct bg_settings *set, struct bg_err *err)
{
	/* Abapa, the rules of OpenSpiel's Oware: no twelve-rule, a grand
	 * slam captures nothing, no quiet end, both endings. */
	static const struct wari_def abapa = {
		.twelve = TWELVE_OFF, .slam = SLAM_NO_CAPTURE, .quiet = 0,
		.majority = RULE_ON, .cycle = RULE_ON
	};
	const struct wari_def *def = defp;
	const struct wari_def *rules = bg_setting_get(set, "preset") ? &abapa
	                             : def;
	struct wari *w = S(st);

	(void)err;
	memset(w, 0, sizeof *w);
	w->npits = (uint8_t)def->pits;
	w->twelve = (uint8_t)bg_setting_or(set, "twelve", rules->twelve);
	w->slam = (uint8_t)bg_setting_or(set, "slam", rules->slam);
	w->quiet = (uint16_t)bg_setting_or(set, "quiet", rules->quiet);
	w->majority = (uint8_t)bg_setting_or(set, "majority", rules->majority);
	w->cycle = (uint8_t)bg_setting_or(set, "cycle", rules->cycle);
	w->turn = NORTH; /* WR-1 */
	memset(w->pit, def->stones, 2 * (size_t)def->pits);
	if (w->cycle)
		memcpy(w->since, w->pit, 2 * (size_t)def->pits);
	wari_settle(w);
	return 0;
}

const struct bg_game bg_wari = {
	.name = "wari",
	.size = sizeof(struct wari),
	.summary = "Wari, a two-row mancala of 48 stones (WR-1..WR-11)",
	.builtin = &bg_wari_yaml,
	.options = wari_options,
	.load_def = wari_load_def,
	.free_def = bg_free_def,
	.init = wari_init,
	.parse = wari_parse,
	.check = wari_check,
	.format = wari_format,
	.phase = wari_phase,
	.actor = wari_actor,
	.seats = wari_seats,
	.seat = wari_seat,
	.moves = wari_moves,
	.format_move = wari_format_move,
	.parse_action = wari_parse_action,
	.apply = wari_apply,
	.chance = wari_chance,
	.outcome = wari_outcome,
	.trail = wari_trail,
	.render_text = wari_render_text,
	.render_svg = wari_render_svg,
	.seat_colour = wari_seat_colour,
	.evaluate = wari_evaluate,
	/* Monte-Carlo tree search on the evaluation and the exact
	 * tables: about a second a decision. */
	.policy = "uct:20000",
	.judge = "ab:12",
	.solver_new = wari_solver_new,
	.solve = wari_solve,
	.solver_free = wari_solver_free,
};
