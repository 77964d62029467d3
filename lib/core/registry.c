/* The games by name, and their definitions in use: the built-in ones,
 * or those loaded with --rules. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "core/core.h"

const struct bg_game *
bg_game_find(const char *name, size_t len)
{
	int i;

	for (i = 0; bg_games[i]; i++)
		if (strlen(bg_games[i]->name) == len &&
		    memcmp(bg_games[i]->name, name, len) == 0)
			return bg_games[i];
	return NULL;
}

static int
game_index(const struct bg_game *game)
{
	int i;

	for (i = 0; bg_games[i] != game; i++)
		;
	return i;
}

void
bg_defs_init(struct bg_defs *defs)
{
	memset(defs, 0, sizeof *defs);
}

void
bg_defs_free(struct bg_defs *defs)
{
	int i;

	for (i = 0; bg_games[i]; i++)
		if (defs->def[i])
			bg_games[i]->free_def(defs->def[i]);
	bg_defs_init(defs);
}

static int
load(struct bg_defs *defs, const struct bg_yaml_source *src,
     const struct bg_game *want, struct bg_err *err)
{
	const struct bg_game *game;
	const struct bg_node *name;
	struct bg_node *root;
	void *def;
	int i, rc = -1;

	if (bg_yaml_load(src, &root, err) < 0)
		return -1;
	name = bg_node_get(root, "game");
	if (!name || name->kind != BG_NODE_SCALAR) {
		bg_fail(err, BG_EX_DATAERR, "%s:%lu: no 'game:' key naming "
		        "the game it defines", src->name, root->line);
		goto out;
	}
	game = bg_game_find(name->text, strlen(name->text));
	if (!game || (want && game != want)) {
		char shown[48];

		bg_fail(err, BG_EX_DATAERR, "%s:%lu: unknown game '%s'",
		        src->name, name->line,
		        bg_printable(name->text, shown, sizeof shown));
		goto out;
	}
	if (game->load_def(root, src->name, &def, err) < 0)
		goto out;
	i = game_index(game);
	if (defs->def[i])
		game->free_def(defs->def[i]);
	defs->def[i] = def;
	if (!want)
		defs->loaded = game;
	rc = 0;
out:
	bg_node_free(root);
	return rc;
}

int
bg_defs_load_file(struct bg_defs *defs, const char *path, struct bg_err *err)
{
	struct bg_yaml_source src = { .name = path };
	char *text;
	int rc;

	if (bg_read_file(path, 1u << 24, &text, &src.len, err) < 0)
		return -1;
	src.text = text;
	rc = load(defs, &src, NULL, err);
	free(text);
	return rc;
}

int
bg_defs_get(struct bg_defs *defs, const struct bg_game *game,
            const void **def, struct bg_err *err)
{
	int i = game_index(game);

	if (!defs->def[i] && load(defs, game->builtin, game, err) < 0)
		return -1;
	*def = defs->def[i];
	return 0;
}

int
bg_load_def(const struct bg_node *root, const char *src,
            const char *const *keys, size_t size,
            int (*read)(const struct bg_node *, const char *, const void *,
                        void *, struct bg_err *),
            const void *how, void **out, struct bg_err *err)
{
	void *def;

	if (bg_node_check_keys(root, src, keys, err) < 0)
		return -1;
	def = calloc(1, size);
	if (!def)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	if (read(root, src, how, def, err) < 0) {
		free(def);
		return -1;
	}
	*out = def;
	return 0;
}

void
bg_free_def(void *def)
{
	free(def);
}
