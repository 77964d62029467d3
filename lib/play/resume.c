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

struct recorded {
	const char *field[2];  /* the Seed and Policy tags' values */
	size_t field_len[2];
	const char *forfeit, *termination, *result;
	size_t forfeit_len, termination_len, result_len;
	unsigned long number;
	const char *state, *actions, *end;
	size_t state_len;
};

/* The value of the tag key in field f (len bytes), or NULL. */
static const char *
tag_value(const char *f, size_t len, const char *key, size_t *vlen)
{
	size_t k = strlen(key);

	if (len < k + 2 || memcmp(f, key, k) != 0 || f[k] != ':' ||
	    f[k + 1] != ' ')
		return NULL;
	*vlen = len - k - 2;
	return f + k + 2;
}

/* The tags and the state of the record line [p, end). */
static void
read_tags(struct recorded *rc, const char *p, const char *end)
{
	const char *tab, *v;
	size_t len, vlen;
	char num[24];

	memset(rc, 0, sizeof *rc);
	rc->end = end;
	for (; p < end; p = tab + 1) {
		tab = memchr(p, '\t', (size_t)(end - p));
		if (!tab)
			tab = end;
		len = (size_t)(tab - p);
		if ((v = tag_value(p, len, "Number", &vlen)) && vlen < sizeof num) {
			memcpy(num, v, vlen);
			num[vlen] = '\0';
			rc->number = strtoul(num, NULL, 10);
		} else if ((v = tag_value(p, len, "Seed", &vlen))) {
			rc->field[0] = v;
			rc->field_len[0] = vlen;
		} else if ((v = tag_value(p, len, "Policy", &vlen))) {
			rc->field[1] = v;
			rc->field_len[1] = vlen;
		} else if ((v = tag_value(p, len, "Forfeit", &vlen))) {
			rc->forfeit = v;
			rc->forfeit_len = vlen;
		} else if ((v = tag_value(p, len, "Termination", &vlen))) {
			rc->termination = v;
			rc->termination_len = vlen;
		} else if ((v = tag_value(p, len, "Result", &vlen))) {
			rc->result = v;
			rc->result_len = vlen;
		} else if (!memchr(p, ':', len) || memchr(p, '=', len)) {
			rc->state = p;
			rc->state_len = len;
			rc->actions = tab < end ? tab + 1 : end;
			return;
		}
	}
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
	int same;

	if (!words)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	snprintf(seed, sizeof seed, "%llu", (unsigned long long)gs->seed);
	same = rc->field_len[0] == strlen(seed) &&
	       memcmp(rc->field[0], seed, rc->field_len[0]) == 0 &&
	       rc->field_len[1] == strlen(words) &&
	       memcmp(rc->field[1], words, rc->field_len[1]) == 0;
	free(words);
	if (!same)
		return bg_fail(err, BG_EX_DATAERR, "%s: game %lu was played with "
		               "another seed or other policies: resume a match "
		               "with the command that began it",
		               gs->records->path, rc->number);
	return 0;
}

/* The game of the record, replayed from st into *out. */
static int
replay_record(const struct bg_games *gs, const struct bg_state *st,
              const struct recorded *rc, struct bg_refereed *out,
              struct bg_err *err)
{
	const char *p = rc->state, *tab;
	struct bg_record_order order;
	struct bg_record_item item;
	struct bg_outcome o;
	int i, got;

	memset(out, 0, sizeof *out);
	bg_state_copy(&out->final, st);
	bg_record_order_init(&order);
	/* Each piece as every reader takes it: its comment (a decision's
	 * value and time) left out. */
	for (; p < rc->end; p = tab + 1) {
		tab = memchr(p, '\t', (size_t)(rc->end - p));
		if (!tab)
			tab = rc->end;
		got = bg_record_line(&order, p, (size_t)(tab - p), 1,
		                     (unsigned long)(p - rc->state) + 1, &item,
		                     err);
		if (got < 0 || (got && item.kind == BG_ITEM_ACTION &&
		                bg_state_act(&out->final, item.text, item.len,
		                             err) < 0))
			return bg_fail(err, BG_EX_DATAERR, "%s: game %lu: %s",
			               gs->records->path, rc->number, err->msg);
		out->actions += got && item.kind == BG_ITEM_ACTION;
	}
	out->cut = out->actions >= BG_PLAYOUT_MAX_ACTIONS;
	out->forfeit.seat = -1;
	st->game->outcome(st, &o);
	for (i = 0; rc->forfeit && i < o.seats; i++)
		if (strlen(o.seat[i]) == rc->forfeit_len &&
		    memcmp(o.seat[i], rc->forfeit, rc->forfeit_len) == 0)
			out->forfeit.seat = i;
	if (out->forfeit.seat >= 0 && rc->termination) {
		out->forfeit.kind = kind_of(rc->termination, rc->termination_len);
		snprintf(out->forfeit.reason, sizeof out->forfeit.reason, "%.*s",
		         (int)rc->termination_len, rc->termination);
	}
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

	if (!len && game->forfeit.seat >= 0)
		len = bg_forfeit_result_text(&game->final, game->forfeit.seat,
		                             result, sizeof result);

	if (!len && !game->cut && game->forfeit.seat < 0)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: game %lu is not over, "
		               "and neither forfeited nor cut: the file is left "
		               "as it was", gs->records->path, gs->resume_line + 1,
		               rc->number);
	if (len != (rc->result ? rc->result_len : 0) ||
	    (len && memcmp(rc->result, result, len) != 0))
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

int
bg_match_resume(struct bg_games *gs, struct bg_match *m, struct bg_err *err)
{
	const struct bg_opening *from;
	struct bg_refereed game;
	struct recorded rc;
	struct bg_match_result r;
	const char *p, *nl;
	int over = 0;

	gs->resumed_match = m;
	while (!over && gs->resume_at < gs->resume_len) {
		p = gs->resume + gs->resume_at;
		nl = memchr(p, '\n', gs->resume_len - gs->resume_at);
		if (!nl)
			break;
		read_tags(&rc, p, nl);
		from = bg_opening_of(gs, m, m->next);
		if (!rc.state || rc.state_len != from->len ||
		    memcmp(rc.state, from->line, rc.state_len) != 0 ||
		    rc.number != m->next + 1 || rc.number > m->sched.games)
			return foreign(gs, m->next + 1, err);
		if (check_record(gs, m, &rc, err) < 0 ||
		    replay_record(gs, &from->st, &rc, &game, err) < 0 ||
		    check_end(gs, &rc, &game, err) < 0)
			return -1;
		r = (struct bg_match_result){ .number = rc.number - 1,
		                              .forfeit_seat = game.forfeit.seat,
		                              .data = &game };
		memcpy(r.value, game.value, sizeof r.value);
		if ((over = bg_match_add(m, &r, counted, gs, err)) < 0)
			return -1;
		gs->resume_at = (size_t)(nl + 1 - gs->resume);
		gs->resume_line++;
	}
	return 0;
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
