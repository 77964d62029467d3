/* Testnim's definition (formats/testnim.yaml), its initial state, and
 * the game's hooks.  It has no options: a variant is a --rules file. */
#include <string.h>

#include "games/testnim/testnim.h"

static const struct bg_option testnim_options[] = {
	{ .name = NULL }
};

static int
read_def(const struct bg_node *root, const char *src, const void *how,
         void *d, struct bg_err *err)
{
	struct testnim_def *def = d;

	(void)how;
	def->heap = 10;
	def->take = 3;
	return bg_node_int(root, src, "heap", 1, TESTNIM_MAXHEAP, &def->heap,
	                   err) < 0 ? -1 :
	       bg_node_int(root, src, "take", 1, TESTNIM_MAXTAKE, &def->take,
	                   err);
}

static int
testnim_load_def(const struct bg_node *root, const char *src, void **out,
                 struct bg_err *err)
{
	static const char *const keys[] = { "game", "heap", "take", NULL };

	return bg_load_def(root, src, keys, sizeof(struct testnim_def),
	                   read_def, NULL, out, err);
}

/* TN-1: the whole heap, first to move. */
static int
testnim_init(struct bg_state *st, const void *defp,
             const struct bg_settings *set, struct bg_err *err)
{
	const struct testnim_def *def = defp;
	struct testnim *t = S(st);

	(void)set;
	(void)err;
	memset(t, 0, sizeof *t);
	t->heap = (uint8_t)def->heap;
	t->take = (uint8_t)def->take;
	t->turn = FIRST;
	return 0;
}

const struct bg_game bg_testnim = {
	.name = "testnim",
	.size = sizeof(struct testnim),
	.summary = "Testnim, one heap taken from in turns, the last stone "
	           "wins (TN-1..TN-3)",
	.builtin = &bg_testnim_yaml,
	.options = testnim_options,
	.load_def = testnim_load_def,
	.free_def = bg_free_def,
	.init = testnim_init,
	.parse = testnim_parse,
	.check = testnim_check,
	.format = testnim_format,
	.phase = testnim_phase,
	.actor = testnim_actor,
	.seats = testnim_seats,
	.seat = testnim_seat,
	.moves = testnim_moves,
	.format_move = testnim_format_move,
	.parse_action = testnim_parse_action,
	.apply = testnim_apply,
	.chance = testnim_chance,
	.outcome = testnim_outcome,
	.trail = testnim_trail,
	.render_text = testnim_render_text,
	.render_svg = testnim_render_svg,
	.evaluate = testnim_evaluate,
};
