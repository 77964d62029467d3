/* libFuzzer harness: a game definition through bg_yaml_load, then, as
 * bg_defs_load_file does, the game it names and the game's load_def.
 * Errors must be one line with status 65.  A definition that loads must
 * give an initial state (init, with --seed 1 for a game that takes one)
 * that passes the checks of fuzz.h with that definition; so must a play
 * from it, picked by the input's bytes, and perft to depth 2 must agree
 * with the count made through the words.  Lines made from the initial
 * one by changing a byte must be refused with a one-line message, or
 * round-trip. */
#include "fuzz.h"

static void
fuzz_setup(void)
{
}

/* The settings bg-new makes for --seed 1. */
static void
settings_of(struct bg_settings *set)
{
	bg_settings_init(set);
	set->seeded = 1;
	set->seed = 1;
}

/* Lines one byte off the state's: at some 40 places, the byte becomes
 * the next one of the line that differs from it (a letter of another
 * character, a digit, a separator). */
static void
mutants(const struct bg_state *st)
{
	char line[BG_LINE_MAX + 2], buf[BG_LINE_MAX + 2];
	struct bg_state st2;
	struct bg_err err;
	size_t len, i, j, step;

	len = st->game->format(st, line);
	step = len / 32 + 1;
	for (i = 0; i < len; i += i + 8 < len ? step : 1) {
		for (j = i + 1; j < len && line[j] == line[i]; j++)
			;
		memcpy(buf, line, len + 1);
		buf[i] = j < len ? line[j] : '0';
		st2.game = st->game;
		st2.def = st->def;
		if (st->game->parse(&st2, buf, len, &err) < 0)
			fuzz_check_err(&err, NULL, 0);
		else
			fuzz_round_trip(&st2, buf, "a changed line");
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bg_yaml_source src = { .name = "fuzz.yaml" };
	const struct bg_game *game;
	const struct bg_node *name;
	struct bg_settings set;
	struct bg_node *root;
	struct bg_state st;
	struct bg_err err;
	char *text;
	void *def;

	if (size > 65536)
		return 0;
	text = fuzz_copy(data, size);
	src.text = text;
	src.len = size;
	if (bg_yaml_load(&src, &root, &err) < 0) {
		fuzz_check_err(&err, NULL, 0);
		free(text);
		return 0;
	}
	if (!root || root->kind != BG_NODE_MAP)
		fuzz_fail("bg_yaml_load gave no mapping");
	name = bg_node_get(root, "game");
	if (!name || name->kind != BG_NODE_SCALAR ||
	    !(game = bg_game_find(name->text, strlen(name->text)))) {
		bg_node_free(root);
		free(text);
		return 0;
	}
	if (game->load_def(root, src.name, &def, &err) < 0) {
		fuzz_check_err(&err, NULL, 0);
		bg_node_free(root);
		free(text);
		return 0;
	}
	bg_node_free(root);
	free(text);
	st.game = game;
	st.def = def;
	settings_of(&set);
	if (game->init(&st, def, &set, &err) != 0)
		fuzz_fail("init refused a loaded definition: %s", err.msg);
	fuzz_check_state(&st, "initial");
	mutants(&st);
	(void)fuzz_perft(&st, 2);
	fuzz_play(&st, data, size, 64);
	game->free_def(def);
	return 0;
}
