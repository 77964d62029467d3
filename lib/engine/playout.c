/* Playouts: games played to their end in memory with random moves, and
 * the values of a finished game for each seat. */
#include <string.h>

#include "engine/engine.h"

void
bg_seat_values(const struct bg_state *st, int *value, int *margin)
{
	struct bg_outcome o;
	int winners = 0, i, j;

	st->game->outcome(st, &o);
	for (i = 0; i < o.seats; i++)
		winners += o.over && o.won[i];
	for (i = 0; i < o.seats; i++) {
		int best = INT32_MIN;

		if (winners)
			value[i] = o.won[i] ? BG_VALUE_ONE / winners : 0;
		else
			value[i] = BG_VALUE_ONE / o.seats;
		for (j = 0; j < o.seats; j++)
			if (j != i && o.score[j] > best)
				best = o.score[j];
		margin[i] = o.has_scores && o.seats > 1 ? o.score[i] - best : 0;
	}
}

int
bg_draw_chance(const struct bg_state *st, struct bg_rng *rng,
               struct bg_move *mv)
{
	struct bg_chance ev;
	int i;

	if (!st->game->chance(st, &ev))
		return 0;
	mv->kind = BG_ACT_CHANCE;
	mv->len = (uint8_t)ev.dice;
	for (i = 0; i < ev.dice; i++)
		mv->v[i] = (uint8_t)(1 + bg_rng_below(rng, (unsigned)ev.faces));
	return 1;
}

void
bg_first_outcome(const struct bg_chance *ev, struct bg_move *mv)
{
	int i;

	mv->kind = BG_ACT_CHANCE;
	mv->len = (uint8_t)ev->dice;
	for (i = 0; i < ev->dice; i++)
		mv->v[i] = 1;
}

int
bg_next_outcome(const struct bg_chance *ev, struct bg_move *mv)
{
	int i;

	for (i = ev->dice - 1; i >= 0 && mv->v[i] == ev->faces; i--)
		mv->v[i] = 1;
	if (i < 0)
		return 0;
	mv->v[i]++;
	return 1;
}

void
bg_outcome_mean(const struct bg_state *st, const struct bg_chance *ev,
                int seats, bg_value_fn *value, void *ctx, int32_t *mean)
{
	int64_t sum[BG_MAX_SEATS] = { 0 }, k = 0;
	int32_t w[BG_MAX_SEATS];
	struct bg_state after;
	struct bg_move o;
	int i;

	bg_first_outcome(ev, &o);
	do {
		bg_state_copy(&after, st);
		st->game->apply(&after, &o);
		value(ctx, &after, w);
		for (i = 0; i < seats; i++)
			sum[i] += w[i];
		k++;
	} while (bg_next_outcome(ev, &o));
	for (i = 0; i < seats; i++)
		mean[i] = (int32_t)(sum[i] / k);
}

int
bg_roll_due(struct bg_state *st, struct bg_rng *rng)
{
	struct bg_move mv;

	if (!bg_draw_chance(st, rng, &mv))
		return 0;
	st->game->apply(st, &mv);
	return 1;
}

unsigned long
bg_playout(struct bg_state *st, struct bg_rng *rng)
{
	const struct bg_game *game = st->game;
	struct bg_move moves[BG_MAX_MOVES];
	unsigned long actions;
	int n;

	for (actions = 0; actions < BG_PLAYOUT_MAX_ACTIONS; actions++) {
		if (bg_roll_due(st, rng))
			continue;
		n = game->moves(st, moves);
		if (n == 0)
			break;
		game->apply(st, &moves[n == 1 ? 0
		                              : bg_rng_below(rng, (unsigned)n)]);
	}
	return actions;
}

size_t
bg_action_word(const struct bg_state *st, const struct bg_move *mv, char *buf)
{
	int values[BG_MAX_DICE], i;

	if (mv->kind != BG_ACT_CHANCE)
		return st->game->format_move(st, mv, buf);
	for (i = 0; i < mv->len; i++)
		values[i] = mv->v[i];
	return bg_chance_word(values, mv->len, buf);
}

