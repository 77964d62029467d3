/* Game options, one parser for bg-new's command line and a record's
 * Options tag: each value is read as its option's kind says, and an
 * option is named in full in both places. */
#include <stdlib.h>
#include <string.h>

#include "core/core.h"

#define OPTION_FILE_MAX (1u << 20) /* the longest file an option names */

const struct bg_option *
bg_game_option(const struct bg_game *game, const char *name, size_t len)
{
	const struct bg_option *o;

	for (o = game->options; o->name; o++)
		if (strlen(o->name) == len && memcmp(o->name, name, len) == 0)
			return o;
	return NULL;
}

void
bg_settings_init(struct bg_settings *set)
{
	set->n = 0;
	set->seeded = 0;
	set->seed = 0;
}

void
bg_settings_free(struct bg_settings *set)
{
	int i;

	for (i = 0; i < set->n; i++)
		free(set->set[i].text);
	bg_settings_init(set);
}

/* A NUMBER or SEED option's value in its range. */
static int
read_number(const struct bg_option *o, const char *value, unsigned long *out,
            struct bg_err *err)
{
	unsigned long min = o->kind == BG_OPTION_SEED ? 0 : o->min;
	unsigned long max = o->kind == BG_OPTION_SEED ? UINT64_MAX : o->max;

	if (bg_parse_ulong(value, min, max, out) == 0)
		return 0;
	if (o->expect)
		return bg_fail(err, BG_EX_USAGE, "--%s: '%s' is not %s", o->name,
		               value, o->expect);
	return bg_fail(err, BG_EX_USAGE, "--%s: '%s' is not %s from %lu to %lu",
	               o->name, value, o->what ? o->what : "a number", min,
	               max);
}

/* A WORD option's value: the index of its word. */
static int
read_word(const struct bg_option *o, const char *value, unsigned long *out,
          struct bg_err *err)
{
	char list[256];
	size_t n = 0;
	int i;

	for (i = 0; o->words[i]; i++)
		if (strcmp(o->words[i], value) == 0) {
			*out = (unsigned long)i;
			return 0;
		}
	for (i = 0; o->words[i] && n < sizeof list; i++)
		n += (size_t)snprintf(list + n, sizeof list - n, "%s%s",
		                      i ? ", " : "", o->words[i]);
	return bg_fail(err, BG_EX_USAGE, "--%s: '%s' is not one of %s", o->name,
	               value, list);
}

int
bg_settings_add(struct bg_settings *set, const struct bg_option *o,
                const char *value, int files, struct bg_err *err)
{
	struct bg_setting *s = &set->set[set->n];

	if (set->n == BG_SETTINGS_MAX)
		return bg_fail(err, BG_EX_USAGE, "more than %d game options",
		               BG_SETTINGS_MAX);
	memset(s, 0, sizeof *s);
	s->option = o;
	s->value = value;
	switch (o->kind) {
	case BG_OPTION_NUMBER:
	case BG_OPTION_SEED:
		if (read_number(o, value, &s->number, err) < 0)
			return -1;
		break;
	case BG_OPTION_WORD:
		if (read_word(o, value, &s->number, err) < 0)
			return -1;
		break;
	case BG_OPTION_FILE:
		if (!files)
			return bg_fail(err, BG_EX_USAGE, "--%s names a file, "
			               "which a record may not (%s)", o->name,
			               o->instead);
		if (bg_read_file(value, OPTION_FILE_MAX, &s->text, &s->len,
		                 err) < 0)
			return -1;
		break;
	case BG_OPTION_TEXT:
		break;
	}
	if (o->kind == BG_OPTION_SEED) {
		set->seeded = 1;
		set->seed = (uint64_t)s->number;
	}
	set->n++;
	return 0;
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
bg_settings_parse(struct bg_settings *set, const struct bg_game *game,
                  char *words, int files, struct bg_err *err)
{
	const struct bg_option *o;
	const char *value;
	char *w, *eq;

	while ((w = next_word(&words))) {
		eq = strchr(w, '=');
		if (w[0] != '-' || w[1] != '-' ||
		    !(o = bg_game_option(game, w + 2,
		                         eq ? (size_t)(eq - w - 2) : strlen(w + 2))))
			return bg_fail(err, BG_EX_USAGE, "'%.*s' is not an option "
			               "of %s (bg-new %s --help lists them)",
			               (int)bg_utf8_cut(w, strlen(w), 40), w,
			               game->name, game->name);
		value = eq ? eq + 1 : next_word(&words);
		if (!value)
			return bg_fail(err, BG_EX_USAGE, "--%s needs a value",
			               o->name);
		if (bg_settings_add(set, o, value, files, err) < 0)
			return -1;
	}
	return 0;
}

const struct bg_setting *
bg_setting_get(const struct bg_settings *set, const char *name)
{
	int i;

	for (i = set->n - 1; i >= 0; i--)
		if (strcmp(set->set[i].option->name, name) == 0)
			return &set->set[i];
	return NULL;
}

unsigned long
bg_setting_or(const struct bg_settings *set, const char *name,
              unsigned long def)
{
	const struct bg_setting *s = bg_setting_get(set, name);

	return s ? s->number : def;
}
