/* libFuzzer harness: bg-new's game options.  The input is lines: a game's
 * name, then an option's name and its value, again and again, as
 * `bg-new GAME --NAME VALUE ...` takes them (tests/fuzz.bats runs the
 * corpus so).  An option the game does not have, and the options that
 * name files, are passed over.  The game's init either makes a state that
 * passes the checks of fuzz.h, or refuses with status 64 (a bad value) or
 * 65, and a one-line message. */
#include "fuzz.h"

static void
fuzz_setup(void)
{
}

#define MAX_SETTINGS 32

/* The option of game named name (len bytes) that takes a value other
 * than a file. */
static const struct bg_option *
option_of(const struct bg_game *game, const char *name, size_t len)
{
	const struct bg_option *o;

	for (o = game->options; o->name; o++)
		if (strlen(o->name) == len && memcmp(o->name, name, len) == 0)
			return strcmp(o->arg, "FILE") == 0 ? NULL : o;
	return NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bg_setting settings[MAX_SETTINGS];
	const struct bg_option *o;
	const struct bg_game *game;
	struct bg_state st;
	struct bg_err err;
	char *text, *p, *end, *nl, *name;
	int n = 0;

	if (size > 4096)
		return 0;
	text = fuzz_copy(data, size);
	/* Lines become strings, as arguments are. */
	for (p = text; p < text + size; p++)
		if (*p == '\0')
			goto out;
	end = text + size;
	nl = memchr(text, '\n', size);
	if (!nl || !(game = bg_game_find(text, (size_t)(nl - text))))
		goto out;
	*nl = '\0';
	for (p = nl + 1; p < end && n < MAX_SETTINGS;) {
		name = p;
		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			break;
		*nl = '\0';
		p = nl + 1;
		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			break;
		*nl = '\0';
		o = option_of(game, name, strlen(name));
		if (o) {
			settings[n].name = o->name;
			settings[n].value = p;
			n++;
		}
		p = nl + 1;
	}
	st.game = game;
	if (bg_defs_get(&defs, game, &st.def, &err) < 0)
		fuzz_fail("no definition of %s", game->name);
	if (game->init(&st, st.def, settings, n, &err) < 0) {
		if (err.status == BG_EX_USAGE)
			err.status = BG_EX_DATAERR;
		fuzz_check_err(&err, (const char *)data, size);
	} else {
		fuzz_check_state(&st, "a new game");
	}
out:
	free(text);
	return 0;
}
