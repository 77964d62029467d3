/* Games played to their end from a state (bg-apply --play): each told as
 * its final state or its verdict, recorded, and counted on the progress
 * line. */
#include "cli/cli.h"

static void
print_state(const struct bg_state *st)
{
	char line[BG_LINE_MAX + 2];
	size_t len = st->game->format(st, line);

	line[len++] = '\n';
	fwrite(line, 1, len, stdout);
}

static int
played(const struct bg_played *g, void *ctx, struct bg_err *err)
{
	struct bg_games *gs = ctx;

	if (gs->json)
		bg_verdict_played(stdout, gs->name, g);
	else
		print_state(&g->final);
	if (ferror(stdout)) /* no more games: bg_finish tells of it */
		return bg_fail(err, BG_EX_IOERR, "write error");
	if (gs->records &&
	    bg_played_add(gs->records, g, gs->line, gs->line_len, err) < 0)
		return -1;
	bg_progress_show(&gs->progress, ++gs->played);
	return 0;
}

int
bg_games_play(struct bg_games *gs, const char *name, const struct bg_state *st,
              const char *line, size_t len, struct bg_err *err)
{
	struct bg_exec ex = bg_exec_pool(gs->pool);
	int rc;

	gs->name = name;
	gs->line = line;
	gs->line_len = len;
	if (gs->match) {
		rc = bg_match_games(gs, st, err);
		bg_progress_clear(&gs->progress);
		return rc;
	}
	rc = bg_policies_check(gs->policies, st, err);
	if (rc == 0)
		rc = bg_play_games(st, gs->policies,
		                   bg_seed_key(gs->seed, line, len), gs->games,
		                   &ex, gs->records != NULL, played, gs,
		                   err);
	bg_progress_clear(&gs->progress);
	return rc;
}
