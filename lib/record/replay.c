/* Replaying a record: its first state (a state line, or the Game and
 * Options tags), each action applied, and the Result tag judged against
 * the state reached. */
#include <stdlib.h>
#include <string.h>

#include "record/record.h"

void
bg_replay_init(struct bg_replay *rp, struct bg_defs *defs,
               const struct bg_state *from)
{
	rp->defs = defs;
	rp->has_state = from != NULL;
	if (from)
		bg_state_copy(&rp->st, from);
	rp->pending = 0;
	rp->game_line = 0;
	rp->options_line = 0;
	rp->actions = 0;
	rp->result.line = 0;
	rp->result_value[0] = '\0';
	rp->forfeit[0] = '\0';
}

/* The value of a tag: what follows "Key: ". */
static void
tag_value(const struct bg_record_item *it, const char **value, size_t *len)
{
	const char *colon = memchr(it->text, ':', it->len);
	const char *v = colon + 1;

	while (v < it->text + it->len && *v == ' ')
		v++;
	*value = v;
	*len = (size_t)(it->text + it->len - v);
}

static int
tag_is(const struct bg_record_item *it, const char *key)
{
	size_t n = strlen(key);

	return it->len > n && memcmp(it->text, key, n) == 0 &&
	       it->text[n] == ':';
}

/* The initial state from the Game tag's game and the options of the
 * Options tag (value, len), read by bg-new's parser.  A record is
 * untrusted: its options may not name a file for bg to read.  A set-up
 * drawn at random needs its seed among them: a record replays one way. */
static int
start_from_tags(struct bg_replay *rp, const char *value, size_t len,
                struct bg_err *err)
{
	struct bg_settings settings;
	char words[BG_LINE_MAX + 1];
	const struct bg_game *game = rp->st.game;
	int rc;

	rp->pending = 1;
	memcpy(words, value, len);
	words[len] = '\0';
	bg_settings_init(&settings);
	rc = bg_settings_parse(&settings, game, words, 0, err);
	if (rc == 0)
		rc = bg_game_new(rp->defs, game, &settings, &rp->st, err);
	bg_settings_free(&settings);
	if (rc < 0) {
		err->status = BG_EX_DATAERR;
		return bg_prefix(err, "Options: ");
	}
	if (rc == BG_NEEDS_SEED)
		return bg_fail(err, BG_EX_DATAERR, "the initial state of %s "
		               "(Game tag on line %lu) is drawn at random: an "
		               "Options tag with --seed makes it one",
		               game->name, rp->game_line);
	return 0;
}

/* Game: names the game the record starts from, Options: gives bg-new's
 * options for it. */
static int
start_tag(struct bg_replay *rp, const struct bg_record_item *item,
          struct bg_err *err)
{
	const struct bg_game *game;
	const char *value;
	size_t len;

	tag_value(item, &value, &len);
	if (tag_is(item, "Options")) {
		if (rp->options_line)
			return bg_fail(err, BG_EX_DATAERR, "a second Options tag "
			               "(the first is on line %lu)",
			               rp->options_line);
		if (!rp->game_line)
			return bg_fail(err, BG_EX_DATAERR, "an Options tag before "
			               "the Game tag: they are the options of "
			               "its game");
		rp->options_line = item->line;
		return start_from_tags(rp, value, len, err);
	}
	if (rp->game_line)
		return bg_fail(err, BG_EX_DATAERR, "a second Game tag (the "
		               "first is on line %lu)", rp->game_line);
	game = bg_game_find(value, len);
	if (!game)
		return bg_fail(err, BG_EX_DATAERR, "Game: unknown game '%.*s' "
		               "(bg-new --list prints the games)",
		               (int)bg_utf8_cut(value, len, 24), value);
	rp->game_line = item->line;
	rp->st.game = game;
	rp->pending = 1;
	return 0;
}

int
bg_replay_ready(struct bg_replay *rp, struct bg_err *err)
{
	/* The game's own options, when no Options tag gave others. */
	if (rp->pending && !rp->options_line &&
	    start_from_tags(rp, "", 0, err) < 0)
		return -1;
	if (rp->pending) {
		rp->pending = 0;
		rp->has_state = 1;
	}
	return rp->has_state;
}

int
bg_replay_item(struct bg_replay *rp, const struct bg_record_item *item,
               struct bg_err *err)
{
	const char *value;
	size_t len;

	switch (item->kind) {
	case BG_ITEM_TAG:
		if (tag_is(item, "Game") || tag_is(item, "Options"))
			return start_tag(rp, item, err);
		if (item->len >= 7 && memcmp(item->text, "Result:", 7) == 0) {
			tag_value(item, &value, &len);
			if (len >= sizeof rp->result_value)
				len = sizeof rp->result_value - 1;
			memcpy(rp->result_value, value, len);
			rp->result_value[len] = '\0';
			rp->result = *item;
			rp->result.text = NULL;
		}
		if (tag_is(item, "Forfeit")) {
			tag_value(item, &value, &len);
			snprintf(rp->forfeit, sizeof rp->forfeit, "%.*s",
			         (int)len, value);
		}
		return 0;
	case BG_ITEM_STATE:
		if (rp->game_line)
			return bg_fail(err, BG_EX_DATAERR, "a state line after "
			               "the Game tag (line %lu): a record starts "
			               "from one or the other", rp->game_line);
		if (bg_state_parse(rp->defs, &rp->st, item->text, item->len,
		                   err) < 0)
			return -1;
		rp->has_state = 1;
		return 0;
	case BG_ITEM_ACTION:
		break;
	}
	return bg_replay_action(rp, item, NULL, err);
}

int
bg_replay_action(struct bg_replay *rp, const struct bg_record_item *item,
                 struct bg_state *before, struct bg_err *err)
{
	switch (bg_replay_ready(rp, err)) {
	case -1:
		return -1;
	case 0:
		return bg_fail(err, BG_EX_DATAERR, "an action before the "
		               "state: the record has no state to play it on");
	}
	if (rp->st.game->parse_action(&rp->st, item->text, item->len,
	                              &rp->move, err) < 0)
		return -1;
	if (before)
		*before = rp->st;
	rp->st.game->apply(&rp->st, &rp->move);
	rp->actions++;
	return 0;
}

int
bg_replay_forfeit_seat(const struct bg_replay *rp)
{
	struct bg_outcome o;
	int i;

	if (!rp->forfeit[0])
		return -1;
	rp->st.game->outcome(&rp->st, &o);
	for (i = 0; i < o.seats; i++)
		if (strcmp(o.seat[i], rp->forfeit) == 0)
			return i;
	return -1;
}

/* The result of a game not over that the Forfeit tag's seat forfeited:
 * every other seat shares the win. */
static int
forfeit_result(const struct bg_replay *rp, int shown, const char *more,
               struct bg_err *err)
{
	char got[128];
	int i = bg_replay_forfeit_seat(rp);

	if (i < 0)
		return bg_fail(err, BG_EX_DATAERR, "declared result '%.*s%s' "
		               "but the game is not over, and the Forfeit tag "
		               "'%.40s' names no seat of %s", shown,
		               rp->result_value, more, rp->forfeit,
		               rp->st.game->name);
	bg_forfeit_result_text(&rp->st, i, got, sizeof got);
	if (strcmp(got, rp->result_value) != 0)
		return bg_fail(err, BG_EX_DATAERR, "declared result '%.*s%s' "
		               "but %s's forfeit gives '%s'", shown,
		               rp->result_value, more, rp->forfeit, got);
	return 0;
}

int
bg_replay_finish(struct bg_replay *rp, struct bg_err *err)
{
	char got[128];
	const char *want = rp->result_value;
	size_t len = strlen(want);
	int shown = (int)bg_utf8_cut(want, len, 100);
	const char *more = (size_t)shown < len ? "..." : "";

	if (!rp->result.line)
		return 0;
	/* A long declared result is shown in part, so the reason stays. */
	if (!bg_result_text(&rp->st, got, sizeof got) && rp->forfeit[0])
		return forfeit_result(rp, shown, more, err);
	if (!got[0])
		return bg_fail(err, BG_EX_DATAERR,
		               "declared result '%.*s%s' but the game is not "
		               "over", shown, want, more);
	if (strcmp(got, want) != 0)
		return bg_fail(err, BG_EX_DATAERR,
		               "declared result '%.*s%s' but the replay gives "
		               "'%s'", shown, want, more, got);
	return 0;
}
