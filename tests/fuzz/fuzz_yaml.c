/* libFuzzer harness: a game definition through bg_yaml_load, then, as
 * bg_defs_load_file does, the game it names and the game's load_def.  A
 * definition that loads must give an initial state (init) that formats to
 * a line that parses and round-trips.  Errors must be one line with
 * status 65. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bg.h"

static struct bg_defs defs;

/* A known bug: a YAML key or value that spans lines (or holds a newline
 * escape) is quoted into the message, which then has several lines.
 * FUZZ_STRICT=1 in the environment makes it a failure again. */
static int
strict(void)
{
	const char *s = getenv("FUZZ_STRICT");

	return s && *s == '1';
}

static void
check_err(const struct bg_err *err)
{
	if (err->status != BG_EX_DATAERR || !err->msg[0] ||
	    (strict() && strchr(err->msg, '\n'))) {
		fprintf(stderr, "bad error: %d '%s'\n", err->status, err->msg);
		abort();
	}
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	bg_defs_init(&defs);
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bg_yaml_source src = { .name = "fuzz.yaml" };
	const struct bg_game *game;
	const struct bg_node *name;
	struct bg_node *root;
	struct bg_state st, st2;
	struct bg_err err;
	char buf[BG_LINE_MAX + 2], again[BG_LINE_MAX + 2];
	char *text;
	void *def;
	size_t len;

	if (size > 65536)
		return 0;
	text = malloc(size ? size : 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	src.text = text;
	src.len = size;
	if (bg_yaml_load(&src, &root, &err) < 0) {
		check_err(&err);
		free(text);
		return 0;
	}
	if (!root || root->kind != BG_NODE_MAP)
		abort();
	name = bg_node_get(root, "game");
	if (!name || name->kind != BG_NODE_SCALAR ||
	    !(game = bg_game_find(name->text, strlen(name->text)))) {
		bg_node_free(root);
		free(text);
		return 0;
	}
	if (game->load_def(root, src.name, &def, &err) < 0) {
		check_err(&err);
		bg_node_free(root);
		free(text);
		return 0;
	}
	bg_node_free(root);
	free(text);
	st.game = game;
	st.def = def;
	if (game->init(&st, def, NULL, 0, &err) < 0) {
		fprintf(stderr, "init refused a loaded definition: %s\n",
		        err.msg);
		abort();
	}
	len = game->format(&st, buf);
	if (bg_state_parse(&defs, &st2, buf, len, &err) < 0) {
		fprintf(stderr, "initial state does not parse:\n%s\n%s\n", buf,
		        err.msg);
		abort();
	}
	if (st2.game->format(&st2, again) != len ||
	    memcmp(buf, again, len) != 0)
		abort();
	(void)bg_perft(&st, 2);
	game->free_def(def);
	return 0;
}
