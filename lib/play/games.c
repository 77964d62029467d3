/* Games played to their end from a state (bg-apply --play), or from a
 * tournament's openings: each told as its final state or its verdict,
 * recorded, and counted on the progress line. */
#include "play/play.h"

int
bg_games_open(struct bg_games *gs, struct bg_played_records *file,
              const char *path, const char *policy, const char *prog,
              struct bg_err *err)
{
	if (path) {
		file->go_on = gs->match && gs->match->match;
		if (bg_played_open(file, path, policy, gs->seed, err) < 0)
			return -1;
		gs->resume = file->text;
		gs->resume_len = file->whole;
		gs->records = file;
	}
	bg_progress_start(&gs->progress, prog, "games played");
	return 0;
}

int
bg_games_close(struct bg_played_records *file, const char *prog, int status)
{
	struct bg_err err;

	if (file->fd >= 0 && bg_played_close(file, &err) < 0) {
		bg_report(prog, NULL, 0, &err);
		status = err.status;
	}
	return status;
}

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

	bg_progress_before_output(&gs->progress);
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

/* A game under way, on the progress line. */
static void
playing(unsigned long g, unsigned long actions, void *ctx)
{
	struct bg_games *gs = ctx;

	bg_progress_show_game(&gs->progress, gs->played, g, actions);
}

/* Random play needs no ticks (its games are short), and is played the
 * faster without them. */
static int
all_random(const struct bg_policies *p)
{
	int i;

	for (i = 0; i < p->count; i++)
		if (p->seat[i].kind != BG_POLICY_RANDOM)
			return 0;
	return 1;
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
		                   &ex, gs->records != NULL, played,
		                   gs->progress.on && !all_random(gs->policies)
		                   ? playing : NULL, gs, err);
	bg_progress_clear(&gs->progress);
	return rc;
}
