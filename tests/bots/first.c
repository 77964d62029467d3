/* A bot: answers each state line with the first move bg-moves lists for
 * it (formats/bot.md), through the game interface of libbg. */
#include <stdio.h>
#include <string.h>

#include "core/core.h"

int
main(void)
{
	char line[BG_LINE_MAX + 2], word[BG_WORD_MAX + 2];
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_defs defs;
	struct bg_state st;
	struct bg_err err;

	bg_defs_init(&defs);
	while (fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "\n")] = '\0';
		if (bg_state_parse(&defs, &st, line, strlen(line), &err) < 0 ||
		    st.game->moves(&st, moves) == 0)
			break;
		st.game->format_move(&st, &moves[0], word);
		printf("%s\n", word);
		fflush(stdout);
	}
	bg_defs_free(&defs);
	return 0;
}
