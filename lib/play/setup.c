/* bg-apply's options of a match and its bots (formats/bot.md). */
#include <string.h>

#include "play/play.h"

/* The longest --move-time and --game-time, in ms: an hour. */
#define BOT_TIME_MAX 3600000UL

/* --comments' value: BG_COMMENT_* bits, or -1. */
static int
comments_of(const char *arg)
{
	static const char *const words[] = { "none", "value", "time",
	                                     "value,time" };
	int i;

	for (i = 0; i < 4; i++)
		if (strcmp(arg, words[i]) == 0)
			return i;
	return -1;
}

int
bg_match_option(struct bg_match_setup *ms, const char *prog, int c,
                const char *arg)
{
	struct bg_err err;
	int bad = 0;

	switch (c) {
	case BG_OPT_MATCH:
		ms->match = 1;
		break;
	case BG_OPT_SPRT:
		if (bg_sprt_parse(arg, &ms->sprt, &err) < 0) {
			bg_complain(prog, "--sprt: %s", err.msg);
			return BG_EX_USAGE;
		}
		ms->has_sprt = ms->match = 1;
		break;
	case BG_OPT_MOVE_TIME:
	case BG_OPT_GAME_TIME:
		bad = bg_number_option(prog, c == BG_OPT_MOVE_TIME ? "move-time"
		                       : "game-time", arg, 1, BOT_TIME_MAX,
		                       c == BG_OPT_MOVE_TIME ? &ms->lim.move_ms
		                       : &ms->lim.game_ms);
		ms->bot_given = 1;
		break;
	case BG_OPT_FIRST:
		bad = bg_number_option(prog, "first", arg, 1, BG_GAMES_MAX,
		                       &ms->first);
		if (bad == 0)
			ms->first--;
		ms->first_given = 1;
		break;
	case BG_OPT_MIN_SCORE:
		if ((bad = bg_parse_fraction(arg)) < 0)
			bg_complain(prog, "--min-score: '%s' is not a number "
			            "from 0 to 1 such as 0.55", arg);
		ms->min_score = arg;
		break;
	case BG_OPT_COMMENTS:
		if ((bad = comments_of(arg)) < 0)
			bg_complain(prog, "--comments: '%s' is not none, value, "
			            "time or value,time", arg);
		else
			ms->comments = bad;
		ms->comments_given = 1;
		break;
	case BG_OPT_BOT_LOG:
		ms->log_dir = arg;
		ms->bot_given = 1;
		break;
	default:
		return BG_OPT_OTHER;
	}
	return bad < 0 ? BG_EX_USAGE : BG_OPT_NEXT;
}

const char *
bg_match_conflict(const struct bg_match_setup *ms, int play)
{
	if ((ms->match || ms->bot_given) && !play)
		return "--match, --sprt, --move-time, --game-time and --bot-log "
		       "go with --play";
	if (ms->min_score && !ms->match)
		return "--min-score goes with --match";
	if (ms->first_given && !ms->match)
		return "--first goes with --match";
	if (ms->comments_given && !ms->match && !ms->bots)
		return "--comments goes with --match or a cmd: bot";
	return NULL;
}

int
bg_match_gate_status(const struct bg_games *gs)
{
	/* A report that fails a case (a forfeit) fails the job too. */
	int report = gs->ci && gs->ci->format && gs->ci->failures;

	if (gs->failures)
		return BG_EX_UNAVAILABLE;
	return gs->sprt_h0 || gs->below || report ? 1
	     : gs->sprt_undecided ? 2 : 0;
}
