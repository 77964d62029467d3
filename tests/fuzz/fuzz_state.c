/* libFuzzer harness: a state line, of any game, through bg_state_parse.
 * A line that is refused gets a one-line message with status 65.  A line
 * that parses must be canonical (format gives back the same bytes) and
 * pass the checks of fuzz.h: its moves are words parse_action takes back,
 * every state they lead to round-trips, agreeing to end is taken or
 * refused cleanly, perft to depth 2 (chance events expanded) agrees with
 * the count made through the words, and a short play from it, picked by
 * the input's bytes, keeps every state sound. */
#include "fuzz.h"

static void
fuzz_setup(void)
{
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char buf[BG_LINE_MAX + 2];
	struct bg_state st, next;
	struct bg_err err;
	char *line;

	if (size > BG_LINE_MAX)
		return 0;
	line = fuzz_copy(data, size);
	if (bg_state_parse(&defs, &st, line, size, &err) < 0) {
		fuzz_check_err(&err, line, size);
		free(line);
		return 0;
	}
	if (st.game->format(&st, buf) != size || memcmp(buf, line, size) != 0)
		fuzz_fail("not canonical:\n%.*s\n%s", (int)size, line, buf);
	free(line);
	fuzz_check_state(&st, "parsed");
	/* Agreeing to end, where the game is not over yet. */
	if (st.game->phase(&st) != BG_PHASE_OVER) {
		next = st;
		if (bg_state_act(&next, "end", 3, &err) == 0)
			fuzz_check_state(&next, "end");
		else
			fuzz_check_err(&err, NULL, 0);
	}
	(void)fuzz_perft(&st, 2);
	fuzz_play(&st, data, size, 16);
	return 0;
}
