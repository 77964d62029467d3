/* The games, their definitions in use, and what every program does with
 * a state line whatever its game. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "bg.h"

extern const struct bg_game bg_wari, bg_spook, bg_manji, bg_waju,
	bg_wahoo;

const struct bg_game *const bg_games[] = {
	&bg_wari,
	&bg_spook,
	&bg_manji,
	&bg_waju,
	&bg_wahoo,
	NULL
};


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
bg_read_file(const char *path, size_t max, char **text, size_t *len,
             struct bg_err *err)
{
	size_t cap = 0, got = 0;
	char *buf = NULL, *grown;
	int rc = 0, e;
	FILE *f;

	*len = 0;
	if (!*path)
		return bg_fail(err, BG_EX_NOINPUT, "'': no file has an empty "
		               "name");
	f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
	if (!f)
		return bg_fail(err, BG_EX_NOINPUT, "%s: %s", path,
		               strerror(errno));
	/* One byte more than max tells a file that is too large. */
	do {
		if (*len == cap) {
			cap = cap ? 2 * cap : 65536;
			if (cap > max + 1)
				cap = max + 1;
			if (!(grown = realloc(buf, cap))) {
				rc = bg_fail(err, BG_EX_SOFTWARE, "out of memory");
				break;
			}
			buf = grown;
		}
		got = fread(buf + *len, 1, cap - *len, f);
		*len += got;
	} while (got > 0 && *len <= max);
	e = errno;
	if (rc == 0 && *len > max)
		rc = bg_fail(err, BG_EX_DATAERR, "%s: larger than %zu bytes",
		             path, max);
	else if (rc == 0 && ferror(f))
		rc = bg_fail(err, BG_EX_NOINPUT, "%s: %s", path, strerror(e));
	if (f != stdin)
		fclose(f);
	if (rc < 0)
		free(buf);
	else
		*text = buf;
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

const struct bg_option *
bg_game_option(const struct bg_game *game, const char *name, size_t len)
{
	const struct bg_option *o;

	for (o = game->options; o->name; o++)
		if (strlen(o->name) == len && memcmp(o->name, name, len) == 0)
			return o;
	return NULL;
}

/* The next word of *p, cut off with a NUL; NULL when there is none. */
static char *
next_word(char **p)
{
	char *w = *p;

	while (*w == ' ')
		w++;
	if (!*w)
		return NULL;
	*p = w + strcspn(w, " ");
	if (**p)
		*(*p)++ = '\0';
	return w;
}

int
bg_game_settings(const struct bg_game *game, char *words,
                 struct bg_setting *settings, int *nsettings,
                 struct bg_err *err)
{
	const struct bg_option *o;
	char *w, *eq;

	*nsettings = 0;
	while ((w = next_word(&words))) {
		eq = strchr(w, '=');
		if (w[0] != '-' || w[1] != '-' ||
		    !(o = bg_game_option(game, w + 2,
		                         eq ? (size_t)(eq - w - 2) : strlen(w + 2))))
			return bg_fail(err, BG_EX_USAGE, "'%.*s' is not an option "
			               "of %s (bg-new %s --help lists them)",
			               (int)bg_utf8_cut(w, strlen(w), 40), w,
			               game->name, game->name);
		if (*nsettings == BG_SETTINGS_MAX)
			return bg_fail(err, BG_EX_USAGE, "more than %d game "
			               "options", BG_SETTINGS_MAX);
		settings[*nsettings].name = o->name;
		settings[*nsettings].value = eq ? eq + 1 : next_word(&words);
		if (!settings[*nsettings].value)
			return bg_fail(err, BG_EX_USAGE, "--%s needs a value",
			               o->name);
		(*nsettings)++;
	}
	return 0;
}

int
bg_game_new(struct bg_defs *defs, const struct bg_game *game,
            const struct bg_setting *settings, int nsettings,
            struct bg_state *st, struct bg_err *err)
{
	st->game = game;
	if (bg_defs_get(defs, game, &st->def, err) < 0)
		return -1;
	return game->init(st, st->def, settings, nsettings, err);
}

int
bg_state_parse(struct bg_defs *defs, struct bg_state *st, const char *line,
               size_t len, struct bg_err *err)
{
	const struct bg_game *game;
	size_t n = 0;

	while (n < len && line[n] != ' ')
		n++;
	game = bg_game_find(line, n);
	if (!game) {
		if (n > 24)
			n = 24;
		return bg_fail(err, BG_EX_DATAERR,
		               "unknown game '%.*s' (a state starts with the "
		               "game's name)", (int)n, line);
	}
	st->game = game;
	if (bg_defs_get(defs, game, &st->def, err) < 0)
		return -1;
	return game->parse(st, line, len, err);
}

int
bg_state_act(struct bg_state *st, const char *word, size_t len,
             struct bg_err *err)
{
	struct bg_move mv;

	if (st->game->parse_action(st, word, len, &mv, err) < 0)
		return -1;
	st->game->apply(st, &mv);
	return 0;
}

int
bg_setting_number(const struct bg_setting *set, unsigned long min,
                  unsigned long max, const char *what, unsigned long *out,
                  struct bg_err *err)
{
	if (bg_parse_ulong(set->value, min, max, out) < 0)
		return bg_fail(err, BG_EX_USAGE, "--%s: '%s' is not %s from %lu "
		               "to %lu", set->name, set->value, what, min, max);
	return 0;
}

int
bg_chance_action(const struct bg_state *st, const char *word, size_t len,
                 int *values, int max, struct bg_err *err)
{
	int n = bg_chance_parse(word, len, values, max, err);

	if (n < 0)
		return bg_prefix(err, "illegal move '%.*s' for %s: ",
		                 (int)(len > BG_WORD_MAX ? BG_WORD_MAX : len),
		                 word, st->game->actor(st));
	return n;
}

int
bg_count_full(struct bg_err *err, const struct bg_state *st, const char *word,
              size_t len, const char *field)
{
	return bg_illegal(err, st, word, len, "%s=%lu is the largest count "
	                  "a state holds: the game cannot go on", field,
	                  (unsigned long)BG_COUNT_MAX);
}

int
bg_illegal(struct bg_err *err, const struct bg_state *st, const char *word,
           size_t len, const char *fmt, ...)
{
	char why[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	if (len > BG_WORD_MAX)
		len = BG_WORD_MAX;
	if (st->game->phase(st) == BG_PHASE_OVER)
		return bg_fail(err, BG_EX_DATAERR, "illegal move '%.*s': %s",
		               (int)len, word, why);
	return bg_fail(err, BG_EX_DATAERR, "illegal move '%.*s' for %s: %s",
	               (int)len, word, st->game->actor(st), why);
}

size_t
bg_result_text(const struct bg_state *st, char *buf, size_t cap)
{
	struct bg_outcome o;
	size_t len = 0;
	int i;

	st->game->outcome(st, &o);
	buf[0] = '\0';
	if (!o.over)
		return 0;
	for (i = 0; i < o.seats && len + 16 < cap; i++)
		if (o.won[i])
			len += (size_t)snprintf(buf + len, cap - len, "%s%s",
			                        len ? "," : "", o.seat[i]);
	if (!len)
		len = (size_t)snprintf(buf, cap, "draw");
	return len < cap ? len : cap - 1;
}
