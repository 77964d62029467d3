/* A refereed game, once counted: its final state or its verdict, with
 * the seats' policies and the forfeit, and its record with the tags
 * Policy (the seats' policies of this game), Termination, Forfeit and the
 * Result the forfeit gives. */
#include <stdlib.h>
#include <string.h>

#include "play/play.h"

char *
bg_match_seat_words(const struct bg_games *gs, const struct bg_match *m,
           unsigned long g)
{
	const struct bg_match_setup *ms = gs->match;
	size_t len = 0, at = 0, n;
	int seats = ms->count == 1 ? 1 : m->sched.seats, i;
	char *text;

	for (i = 0; i < seats; i++)
		len += strlen(ms->seat[bg_schedule_policy(&m->sched, g, i)].word)
		       + 1;
	if (!(text = malloc(len)))
		return NULL;
	for (i = 0; i < seats; i++) {
		const char *w = ms->seat[bg_schedule_policy(&m->sched, g, i)].word;

		n = strlen(w);
		memcpy(text + at, w, n);
		at += n;
		text[at++] = i + 1 < seats ? ',' : '\0';
	}
	return text;
}

static void
print_verdict(const struct bg_games *gs, const struct bg_match *m,
              unsigned long g, const struct bg_refereed *game)
{
	const struct bg_forfeit *f = &game->forfeit;
	const char *w;
	struct bg_outcome o;
	int i;

	game->final.game->outcome(&game->final, &o);
	fputs("{\"input\":", stdout);
	bg_json_string(stdout, gs->name, strlen(gs->name));
	fprintf(stdout, ",\"number\":%lu,\"actions\":%lu", g + 1,
	        game->actions);
	bg_json_outcome(stdout, &game->final);
	fputs(",\"seats\":{", stdout);
	for (i = 0; i < o.seats; i++) {
		w = gs->match->seat[bg_schedule_policy(&m->sched, g, i)].word;
		fprintf(stdout, "%s\"%s\":", i ? "," : "", o.seat[i]);
		bg_json_string(stdout, w, strlen(w));
	}
	putc('}', stdout);
	if (game->cut)
		fputs(",\"cut\":true", stdout);
	if (f->kind != BG_FORFEIT_NONE) {
		fprintf(stdout, ",\"forfeit\":{\"seat\":\"%s\",\"kind\":\"%s\","
		        "\"reason\":", o.seat[f->seat], bg_forfeit_name(f->kind));
		bg_json_string(stdout, f->reason, strlen(f->reason));
		putc('}', stdout);
	}
	fputs("}\n", stdout);
}

static int
record_game(struct bg_games *gs, const struct bg_match *m, unsigned long g,
            const struct bg_refereed *game, const char *record,
            size_t record_len, struct bg_err *err)
{
	struct bg_played p = { .number = g, .actions = game->actions,
	                       .record = (char *)record,
	                       .record_len = record_len };
	const struct bg_forfeit *f = &game->forfeit;
	char tags[BG_REASON_MAX + 256], result[128];
	const char *given = gs->records->policy;
	struct bg_outcome o;
	char *words = bg_match_seat_words(gs, m, g);
	size_t n;
	int rc;

	if (!words)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	bg_state_copy(&p.final, &game->final);
	game->final.game->outcome(&game->final, &o);
	/* A forfeit ends the game as a result does: the other seats share
	 * the win, which the Result tag tells. */
	if (f->kind != BG_FORFEIT_NONE) {
		n = bg_forfeit_result_text(&game->final, f->seat, result,
		                           sizeof result);
		snprintf(tags, sizeof tags, "Termination: %s\nForfeit: %s\n"
		         "%s%s%s", f->reason, o.seat[f->seat],
		         n ? "Result: " : "", result, n ? "\n" : "");
	}
	gs->records->policy = words;
	gs->records->tags = f->kind != BG_FORFEIT_NONE ? tags : NULL;
	rc = bg_played_add(gs->records, &p, bg_opening_of(gs, m, g)->line,
	                   bg_opening_of(gs, m, g)->len, err);
	gs->records->policy = given;
	gs->records->tags = NULL;
	free(words);
	return rc;
}

/* --report: the game's case, failed by a forfeit. */
static void
game_case(struct bg_games *gs, const struct bg_match *m, unsigned long g,
          const struct bg_refereed *game)
{
	static const struct bg_tags none;
	char title[BG_LINE_MAX], place[BG_LINE_MAX];
	char *words = bg_match_seat_words(gs, m, g);

	snprintf(title, sizeof title, "game %lu: %s", g + 1,
	         words ? words : "");
	snprintf(place, sizeof place, "%s, game %lu", gs->name, g + 1);
	free(words);
	bg_ci_case(gs->ci, title, gs->name, &none,
	           game->forfeit.kind != BG_FORFEIT_NONE ? place : NULL,
	           game->forfeit.reason);
}

/* A bot that failed as a program, told once for its policy: one that
 * never answered could not start (no such command, not executable, a
 * crash at its first state). */
static void
tell_failure(struct bg_games *gs, const struct bg_match *m, unsigned long g,
             const struct bg_refereed *game)
{
	const struct bg_forfeit *f = &game->forfeit;
	int p = bg_schedule_policy(&m->sched, g, f->seat);
	struct bg_outcome o;

	if (!bg_forfeit_failed(f->kind) || gs->failed[p])
		return;
	gs->failed[p] = 1;
	gs->failures++;
	game->final.game->outcome(&game->final, &o);
	bg_progress_clear(&gs->progress);
	bg_complain(gs->progress.prog, "%s, game %lu: %s (%s) %s: %s",
	            gs->name, g + 1, gs->match->seat[p].name, o.seat[f->seat],
	            f->unanswered ? "could not start" : "failed", f->reason);
}

void
bg_match_forfeits_end(struct bg_games *gs, const struct bg_match *m)
{
	unsigned long forfeits = 0;
	int p;

	for (p = 0; p < m->sched.policies; p++)
		forfeits += m->stats.forfeits[p];
	if (!m->stats.games || forfeits < m->stats.games)
		return;
	for (p = 0; p < m->sched.policies; p++)
		if (gs->failed[p])
			return;
	gs->failures++;
	bg_progress_clear(&gs->progress);
	bg_complain(gs->progress.prog, "%s: every game was forfeited (%lu of "
	            "%lu)", gs->name, forfeits, m->stats.games);
}

int
bg_match_told(struct bg_games *gs, const struct bg_match *m,
              unsigned long number, const struct bg_refereed *game,
              const char *record, size_t record_len, struct bg_err *err)
{
	if (gs->ci && gs->ci->format) {
		game_case(gs, m, number, game);
	} else if (gs->json || !gs->match->match) {
		bg_progress_before_output(&gs->progress);
		if (gs->json)
			print_verdict(gs, m, number, game);
		else
			bg_print_state(stdout, &game->final);
	}
	if (ferror(stdout)) /* no more games: bg_finish tells of it */
		return bg_fail(err, BG_EX_IOERR, "write error");
	if (gs->records && record_game(gs, m, number, game, record,
	                               record_len, err) < 0)
		return -1;
	tell_failure(gs, m, number, game);
	++gs->played;
	if (gs->match->match)
		bg_match_progress(gs, m, 0, 0);
	else
		bg_progress_show(&gs->progress, gs->played);
	return 0;
}
