/* A state line, as every program writes one. */
#include "out/out.h"

void
bg_print_state(FILE *out, const struct bg_state *st)
{
	char line[BG_LINE_MAX + 2];
	size_t len = st->game->format(st, line);

	line[len++] = '\n';
	fwrite(line, 1, len, out);
}
