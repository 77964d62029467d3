/* What every program does with a state whatever its game: make one,
 * parse one, apply an action word, say why an action is refused. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/core.h"

int
bg_game_new(struct bg_defs *defs, const struct bg_game *game,
            const struct bg_settings *set, struct bg_state *st,
            struct bg_err *err)
{
	st->game = game;
	if (bg_defs_get(defs, game, &st->def, err) < 0)
		return -1;
	return game->init(st, st->def, set, err);
}

int
bg_state_parse(struct bg_defs *defs, struct bg_state *st, const char *line,
               size_t len, struct bg_err *err)
{
	const struct bg_game *game;
	size_t n = 0;

	while (n < len && line[n] != ' ')
		n++;
	game = bg_game_find(line, n);
	if (!game) {
		if (n > 24)
			n = 24;
		return bg_fail(err, BG_EX_DATAERR,
		               "unknown game '%.*s' (a state starts with the "
		               "game's name)", (int)n, line);
	}
	st->game = game;
	if (bg_defs_get(defs, game, &st->def, err) < 0)
		return -1;
	if (game->parse(st, line, len, err) < 0)
		return -1;
	return game->check(st, err);
}

int
bg_listed_move(const struct bg_state *st, const char *word, size_t len,
               const struct bg_move *moves, int n)
{
	char text[BG_WORD_MAX + 2];
	int i;

	for (i = 0; i < n; i++)
		if (st->game->format_move(st, &moves[i], text) == len &&
		    memcmp(text, word, len) == 0)
			return i;
	return -1;
}

int
bg_state_act(struct bg_state *st, const char *word, size_t len,
             struct bg_err *err)
{
	struct bg_move mv;

	if (st->game->parse_action(st, word, len, &mv, err) < 0)
		return -1;
	st->game->apply(st, &mv);
	return 0;
}

int
bg_count_full(struct bg_err *err, const struct bg_state *st, const char *word,
              size_t len, const char *field)
{
	return bg_illegal(err, st, word, len, "%s=%lu is the largest count "
	                  "a state holds: the game cannot go on", field,
	                  (unsigned long)BG_COUNT_MAX);
}

int
bg_illegal(struct bg_err *err, const struct bg_state *st, const char *word,
           size_t len, const char *fmt, ...)
{
	char why[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	if (len > BG_WORD_MAX)
		len = BG_WORD_MAX;
	if (st->game->phase(st) == BG_PHASE_OVER)
		return bg_fail(err, BG_EX_DATAERR, "illegal move '%.*s': %s",
		               (int)len, word, why);
	return bg_fail(err, BG_EX_DATAERR, "illegal move '%.*s' for %s: %s",
	               (int)len, word, st->game->actor(st), why);
}

/* The winning seats separated by commas: those the outcome says won,
 * or (forfeit a seat) every seat but the one that forfeited. */
static size_t
winners_text(const struct bg_outcome *o, int forfeit, char *buf, size_t cap)
{
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < o->seats && len + 16 < cap; i++)
		if (forfeit < 0 ? o->won[i] : i != forfeit)
			len += (size_t)snprintf(buf + len, cap - len, "%s%s",
			                        len ? "," : "", o->seat[i]);
	return len < cap ? len : cap - 1;
}

size_t
bg_result_text(const struct bg_state *st, char *buf, size_t cap)
{
	struct bg_outcome o;
	size_t len;

	st->game->outcome(st, &o);
	buf[0] = '\0';
	if (!o.over)
		return 0;
	len = winners_text(&o, -1, buf, cap);
	if (!len)
		len = (size_t)snprintf(buf, cap, "draw");
	return len < cap ? len : cap - 1;
}

size_t
bg_forfeit_result_text(const struct bg_state *st, int seat, char *buf,
                       size_t cap)
{
	struct bg_outcome o;

	st->game->outcome(st, &o);
	return winners_text(&o, seat, buf, cap);
}

void
bg_state_trail(const struct bg_state *before, const char *word, size_t len,
               struct bg_trail *trail)
{
	struct bg_move mv;
	struct bg_err err;

	memset(trail, 0, sizeof *trail);
	if (before->game->parse_action(before, word, len, &mv, &err) == 0)
		before->game->trail(before, &mv, trail);
}
