/* libFuzzer harness: bg-new's game options.  The input is lines: a game's
 * name, then an option's name and its value, again and again, as
 * `bg-new GAME --NAME VALUE ...` takes them (tests/fuzz.bats runs the
 * corpus so).  An option the game does not have is passed over, and the
 * options that name files are refused, as in a record.  The options'
 * parser and the game's init either make a state that passes the checks
 * of fuzz.h, or refuse with status 64 (a bad value) or 65, and a one-line
 * message; a set-up drawn at random with no seed asks for one. */
#include "fuzz.h"

static void
fuzz_setup(void)
{
}

#define MAX_SETTINGS 32

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bg_settings set;
	const struct bg_option *o;
	const struct bg_game *game;
	struct bg_state st;
	struct bg_err err;
	char *text, *p, *end, *nl, *name;
	int n = 0, rc = 0;

	if (size > 4096)
		return 0;
	bg_settings_init(&set);
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
		o = bg_game_option(game, name, strlen(name));
		if (o && rc == 0) {
			rc = bg_settings_add(&set, o, p, 0, &err);
			n++;
		}
		p = nl + 1;
	}
	st.game = game;
	if (bg_defs_get(&defs, game, &st.def, &err) < 0)
		fuzz_fail("no definition of %s", game->name);
	if (rc == 0)
		rc = game->init(&st, st.def, &set, &err);
	if (rc < 0) {
		if (err.status == BG_EX_USAGE)
			err.status = BG_EX_DATAERR;
		fuzz_check_err(&err, (const char *)data, size);
	} else if (rc == 0) {
		fuzz_check_state(&st, "a new game");
	}
	bg_settings_free(&set);
out:
	free(text);
	return 0;
}
