/* Game options as bg-new takes them, and as a record's Options tag
 * gives them. */
#include <stdlib.h>
#include <string.h>

#include "core/core.h"

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
bg_setting_number(const struct bg_setting *set, unsigned long min,
                  unsigned long max, const char *what, unsigned long *out,
                  struct bg_err *err)
{
	if (bg_parse_ulong(set->value, min, max, out) < 0)
		return bg_fail(err, BG_EX_USAGE, "--%s: '%s' is not %s from %lu "
		               "to %lu", set->name, set->value, what, min, max);
	return 0;
}
