/* The referee: one game played to its end, a player at each seat (bots
 * among them), every chance event drawn here and every bot's answer
 * checked; a bot that fails loses the game by forfeit. */
#include <string.h>

#include "match/match.h"

/* The k-th chance event of a game: from stream k of the dice key, so the
 * games of a round meet the same dice at their k-th roll whatever was
 * played before it. */
static void
draw_dice(const struct bg_chance *ev, uint64_t dice_key, unsigned long k,
          struct bg_move *mv)
{
	struct bg_rng rng;
	int i;

	bg_rng_derive(&rng, dice_key, k);
	memset(mv, 0, sizeof *mv);
	mv->kind = BG_ACT_CHANCE;
	mv->len = (uint8_t)ev->dice;
	for (i = 0; i < ev->dice; i++)
		mv->v[i] = (uint8_t)(1 + bg_rng_below(&rng, (unsigned)ev->faces));
}

void
bg_game_values(const struct bg_state *final, int forfeit_seat, int *value)
{
	struct bg_outcome o;
	int margin[BG_MAX_SEATS], i;

	if (forfeit_seat < 0) {
		bg_seat_values(final, value, margin);
		return;
	}
	final->game->outcome(final, &o);
	for (i = 0; i < o.seats; i++)
		value[i] = i == forfeit_seat || o.seats < 2
		         ? 0 : BG_VALUE_ONE / (o.seats - 1);
}

/* The move of the seat due in st: 0, 1 when its bot forfeits, -1 with
 * err when the bot cannot be started, -2 when nothing is picked. */
static int
ask(struct bg_player *p, const struct bg_state *st,
    const struct bg_bot_limits *lim, struct bg_rng *rng, struct bg_move *mv,
    struct bg_forfeit *f, struct bg_err *err)
{
	if (p->bot)
		return bg_bot_decide(p->bot, st, lim, mv, f, err);
	return p->pick(st, rng, mv, p->ctx) < 0 ? -2 : 0;
}

int
bg_referee(const struct bg_state *start, struct bg_player *const *player,
           const struct bg_bot_limits *lim, uint64_t dice_key,
           struct bg_rng *rng, bg_refereed_fn *each, void *ctx,
           struct bg_refereed *out, struct bg_err *err)
{
	struct bg_state *st = &out->final;
	struct bg_outcome o;
	struct bg_chance ev;
	struct bg_move mv;
	unsigned long rolls = 0;
	int seat, rc;

	bg_state_copy(st, start);
	out->actions = 0;
	out->cut = 0;
	memset(&out->forfeit, 0, sizeof out->forfeit);
	out->forfeit.seat = -1;
	st->game->outcome(st, &o);
	for (seat = 0; seat < o.seats; seat++)
		if (player[seat]->bot)
			bg_bot_new_game(player[seat]->bot);
	for (;; out->actions++) {
		if (out->actions == BG_PLAYOUT_MAX_ACTIONS) {
			out->cut = 1;
			break;
		}
		if (st->game->chance(st, &ev)) {
			draw_dice(&ev, dice_key, rolls++, &mv);
		} else {
			seat = st->game->seat(st);
			if (seat < 0)
				break;
			rc = ask(player[seat], st, lim, rng, &mv,
			         &out->forfeit, err);
			if (rc == -1)
				return -1;
			if (rc != 0)
				break;
		}
		if (each && each(st, &mv, ctx, err) < 0)
			return -1;
		st->game->apply(st, &mv);
	}
	if (out->forfeit.kind == BG_FORFEIT_NONE)
		out->forfeit.seat = -1;
	bg_game_values(st, out->forfeit.seat, out->value);
	return 0;
}
