/* A match resumed (--match --record FILE, FILE holding the records of
 * the games already played, one a line, in the order of their numbers):
 * each record of the state played from, numbered as the next game to
 * count, is checked against the command (its seed, its seats' policies),
 * replayed, checked to be a game over, forfeited or cut that agrees with
 * its Result tag, and counted as if just played; the match goes on from
 * the first game not recorded.  A tournament's games are played from its
 * openings, each record from its game's.  A line that is none of those (a game
 * left out or twice, another match's) refuses the file as it is: were
 * it passed over, the games after it would be played and written again. */
#include <stdlib.h>
#include <string.h>

#include "play/play.h"

/* A record of the file, read as every one-line record is read
 * (record/reader.c): its tags, its state, then its actions. */
struct recorded {
	struct bg_record_reader rd;
	struct bg_tags tags;      /* those before its state */
	const char *state;        /* its state's line; NULL: none */
	size_t state_len;
	unsigned long number;     /* its Number tag's; 0: none */
};

/* The value of the record's tag key, and its length; NULL (and 0) when
 * it has none. */
static const char *
tag(const struct recorded *rc, const char *key, size_t *len)
{
	const char *v = bg_tags_value(&rc->tags, key, len);

	if (!v)
		*len = 0;
	return v;
}

/* The record line [p, end) read up to its state, its tags kept: 0, with
 * rc->state NULL when the line is not tags then a state (or is no
 * record), or -1 with err when out of memory. */
static int
read_to_state(struct recorded *rc, const char *p, const char *end,
              struct bg_err *err)
{
	struct bg_record_item item;
	struct bg_err bad;
	const char *v;
	size_t len;
	char num[24];
	int got;

	bg_tags_clear(&rc->tags);
	rc->state = NULL;
	rc->number = 0;
	/* The lines its messages name are the record's own: it has one. */
	bg_record_start_line(&rc->rd, p, (size_t)(end - p), 1);
	while ((got = bg_record_next(&rc->rd, &item, &bad)) > 0 &&
	       item.kind == BG_ITEM_TAG)
		if (bg_tags_add(&rc->tags, item.text, item.len, err) < 0)
			return -1;
	if (got <= 0 || item.kind != BG_ITEM_STATE)
		return 0;
	rc->state = item.text;
	rc->state_len = item.len;
	if ((v = tag(rc, "Number", &len)) && len < sizeof num) {
		memcpy(num, v, len);
		num[len] = '\0';
		rc->number = strtoul(num, NULL, 10);
	}
	return 0;
}

/* The kind of a forfeit by its reason (formats/bot.md). */
static enum bg_forfeit_kind
kind_of(const char *reason, size_t len)
{
	static const struct { const char *start; enum bg_forfeit_kind kind; }
	kinds[] = {
		{ "time forfeit", BG_FORFEIT_TIME },
		{ "illegal move", BG_FORFEIT_ILLEGAL },
		{ "more than one line", BG_FORFEIT_LINES },
		{ "line too long", BG_FORFEIT_LONG },
		{ "closed its input", BG_FORFEIT_INPUT },
		{ "closed", BG_FORFEIT_CLOSED },
		{ "crashed", BG_FORFEIT_CRASHED },
		{ "exited", BG_FORFEIT_EXITED },
	};
	size_t i, n;

	for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
		n = strlen(kinds[i].start);
		if (len >= n && memcmp(reason, kinds[i].start, n) == 0)
			return kinds[i].kind;
	}
	return BG_FORFEIT_CLOSED;
}

/* Does the record belong to this command: its seed and its seats? */
static int
check_record(struct bg_games *gs, const struct bg_match *m,
             const struct recorded *rc, struct bg_err *err)
{
	char seed[24];
	char *words = bg_match_seat_words(gs, m, rc->number - 1);
	size_t seed_len, policy_len;
	const char *seed_tag = tag(rc, "Seed", &seed_len);
	const char *policy_tag = tag(rc, "Policy", &policy_len);
	int same;

	if (!words)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	snprintf(seed, sizeof seed, "%llu", (unsigned long long)gs->seed);
	same = seed_len == strlen(seed) &&
	       memcmp(seed_tag, seed, seed_len) == 0 &&
	       policy_len == strlen(words) &&
	       memcmp(policy_tag, words, policy_len) == 0;
	free(words);
	if (!same)
		return bg_fail(err, BG_EX_DATAERR, "%s: game %lu was played with "
		               "another seed or other policies: resume a match "
		               "with the command that began it",
		               gs->records->path, rc->number);
	return 0;
}

/* The seat that forfeited the game, as the record's Forfeit tag names it
 * (-1: none), and why, as its Termination tag says. */
static void
forfeit_of(const struct recorded *rc, const struct bg_state *st,
           struct bg_forfeit *f)
{
	size_t len, why_len;
	const char *seat = tag(rc, "Forfeit", &len);
	const char *why = tag(rc, "Termination", &why_len);
	struct bg_outcome o;
	int i;

	f->seat = -1;
	st->game->outcome(st, &o);
	for (i = 0; seat && i < o.seats; i++)
		if (strlen(o.seat[i]) == len && memcmp(o.seat[i], seat, len) == 0)
			f->seat = i;
	if (f->seat >= 0 && why) {
		f->kind = kind_of(why, why_len);
		snprintf(f->reason, sizeof f->reason, "%.*s", (int)why_len, why);
	}
}

/* The game of the record, its actions read on and replayed from st into
 * *out. */
static int
replay_record(const struct bg_games *gs, const struct bg_state *st,
              struct recorded *rc, struct bg_refereed *out,
              struct bg_err *err)
{
	struct bg_record_item item;
	int got;

	memset(out, 0, sizeof *out);
	bg_state_copy(&out->final, st);
	/* Each action as every reader takes it: its comment (a decision's
	 * value and time) left out. */
	while ((got = bg_record_next(&rc->rd, &item, err)) > 0 &&
	       (item.kind != BG_ITEM_ACTION ||
	        bg_state_act(&out->final, item.text, item.len, err) == 0))
		out->actions += item.kind == BG_ITEM_ACTION;
	if (got != 0) {
		char why[sizeof err->msg];

		/* The reason copied out: err's message is written anew. */
		memcpy(why, err->msg, sizeof why);
		return bg_fail(err, BG_EX_DATAERR, "%s: game %lu: %s",
		               gs->records->path, rc->number, why);
	}
	out->cut = out->actions >= BG_PLAYOUT_MAX_ACTIONS;
	forfeit_of(rc, st, &out->forfeit);
	bg_game_values(&out->final, out->forfeit.seat, out->value);
	return 0;
}

/* Is the game of the record over, forfeited or cut, as its Result tag
 * says (a game over or forfeited has one, a game cut none)? */
static int
check_end(const struct bg_games *gs, const struct recorded *rc,
          const struct bg_refereed *game, struct bg_err *err)
{
	char result[128];
	size_t len = bg_result_text(&game->final, result, sizeof result);
	size_t tag_len;
	const char *told = tag(rc, "Result", &tag_len);

	if (!len && game->forfeit.seat >= 0)
		len = bg_forfeit_result_text(&game->final, game->forfeit.seat,
		                             result, sizeof result);

	if (!len && !game->cut && game->forfeit.seat < 0)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: game %lu is not over, "
		               "and neither forfeited nor cut: the file is left "
		               "as it was", gs->records->path, gs->resume_line + 1,
		               rc->number);
	if (len != tag_len || (len && memcmp(told, result, len) != 0))
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: game %lu ends in %s, "
		               "against its Result tag: the file is left as it "
		               "was", gs->records->path, gs->resume_line + 1,
		               rc->number, len ? result : "no result");
	return 0;
}

/* A line that is not the record of game number (from 1) of this match,
 * or a last line not written whole after the last game. */
static int
foreign(const struct bg_games *gs, unsigned long number, struct bg_err *err)
{
	if (number)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: not the record of "
		               "game %lu of this match (a game left out or "
		               "twice, or another match's): the file is left as "
		               "it was", gs->records->path, gs->resume_line + 1,
		               number);
	return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a line after the last "
	               "game of the match: the file is left as it was",
	               gs->records->path, gs->resume_line + 1);
}

static int
counted(const struct bg_match_result *r, void *ctx, struct bg_err *err)
{
	struct bg_games *gs = ctx;
	struct bg_played_records *records = gs->records;
	int rc;

	/* Told and counted, but recorded already. */
	gs->records = NULL;
	rc = bg_match_told(gs, gs->resumed_match, r->number, r->data, NULL, 0,
	                   err);
	gs->records = records;
	return rc;
}

/* The record line [p, end) of the game m counts next, from its opening:
 * 0, or -1 with err when it is none, or not of this command's match, or
 * does not replay to the end its Result tag says. */
static int
take_record(struct bg_games *gs, struct bg_match *m, struct recorded *rc,
            const char *p, const char *end, struct bg_err *err)
{
	const struct bg_opening *from = bg_opening_of(gs, m, m->next);
	struct bg_refereed game;
	struct bg_match_result r;

	if (read_to_state(rc, p, end, err) < 0)
		return -1;
	if (!rc->state || rc->state_len != from->len ||
	    memcmp(rc->state, from->line, rc->state_len) != 0 ||
	    rc->number != m->next + 1 || rc->number > m->sched.games)
		return foreign(gs, m->next + 1, err);
	if (check_record(gs, m, rc, err) < 0 ||
	    replay_record(gs, &from->st, rc, &game, err) < 0 ||
	    check_end(gs, rc, &game, err) < 0)
		return -1;
	r = (struct bg_match_result){ .number = rc->number - 1,
	                              .forfeit_seat = game.forfeit.seat,
	                              .data = &game };
	memcpy(r.value, game.value, sizeof r.value);
	return bg_match_add(m, &r, counted, gs, err);
}

int
bg_match_resume(struct bg_games *gs, struct bg_match *m, struct bg_err *err)
{
	struct recorded rc = { .number = 0 };
	const char *p, *nl;
	int over = 0;

	gs->resumed_match = m;
	while (!over && gs->resume_at < gs->resume_len) {
		p = gs->resume + gs->resume_at;
		nl = memchr(p, '\n', gs->resume_len - gs->resume_at);
		if (!nl)
			break;
		if ((over = take_record(gs, m, &rc, p, nl, err)) < 0)
			break;
		gs->resume_at = (size_t)(nl + 1 - gs->resume);
		gs->resume_line++;
	}
	bg_tags_free(&rc.tags);
	return over < 0 ? -1 : 0;
}

int
bg_match_resume_end(const struct bg_games *gs, struct bg_err *err)
{
	if (!gs->resume || !gs->records)
		return 0;
	if (gs->resume_at < gs->resume_len ||
	    gs->records->size > gs->records->whole)
		return foreign(gs, 0, err);
	return 0;
}
