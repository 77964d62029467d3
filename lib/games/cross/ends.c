/* The cross races' last-piece tables (core/endgame.c; formats/
 * analysis.md, "Last-piece tables"), the part Waju and Wahoo number
 * alike: every player with all its marbles but one in the deepest of its
 * final holes, packed (where none of them can move again, and the last
 * one can only land short of them), and that one at home, on the road or
 * on the centre, as a player is to roll: at the start of its turn or,
 * since a turn's re-rolls go on for as long as the dice say (WJ-3, WH-3),
 * within it, in one of CROSS_END_ROLLS - 1 kinds of re-roll its race
 * tells apart.  A position's index is each player's last marble (0 at
 * home, 1 + its hole code on the road or the centre), the first
 * player's the most significant, then the player to roll, then the kind
 * of roll (0: the turn's first).  Each race sets what else its state
 * holds at such a roll (its own ends.c). */
#include <stddef.h>
#include <string.h>

#include "games/cross/cross.h"

static size_t
holes(const struct bg_state *like)
{
	return (size_t)cross_of(like)->road + 2;
}

size_t
cross_end_positions(const struct bg_state *like)
{
	const struct cross_play *c = cross_cplay_of(like);
	size_t count = (size_t)c->players * CROSS_END_ROLLS;
	int p;

	for (p = 0; p < c->players; p++)
		count *= holes(like);
	return count;
}

int
cross_end_turns(const struct bg_state *like)
{
	return cross_cplay_of(like)->players * CROSS_END_ROLLS;
}

/* Player p's last marble as a digit, or -1 when p's other marbles are
 * not packed in its deepest final holes. */
static int
last_marble(const struct cross *d, const struct cross_play *c, int p)
{
	const struct cross_seat *s = &d->seat[cross_seat_of(c->players, p)];
	int i, code = c->pos[p][0];

	for (i = 1; i < c->marbles; i++)
		if (c->pos[p][i] != s->route[s->len - c->marbles + i])
			return -1;
	if (code == CROSS_HOME)
		return 0;
	return code <= d->road ? code + 1 : -1;
}

long
cross_end_key(const struct bg_state *st, int roll)
{
	const struct cross_play *c = cross_cplay_of(st);
	size_t k = 0;
	int p, digit;

	if (c->phase == CROSS_ROLL_OFF)
		return BG_ENDGAME_BEYOND;
	for (p = 0; p < c->players; p++) {
		if ((digit = last_marble(cross_of(st), c, p)) < 0)
			return BG_ENDGAME_BEYOND;
		k = k * holes(st) + (size_t)digit;
	}
	if (roll < 0)
		return BG_ENDGAME_WITHIN;
	return (long)((k * c->players + c->turn) * CROSS_END_ROLLS +
	              (size_t)roll);
}

int
cross_end_place(struct bg_state *st, const struct bg_state *like, size_t k)
{
	const struct cross *d = cross_of(like);
	struct cross_play *c;
	const struct cross_seat *s;
	int p, i, digit, roll, off_way = 0;

	bg_state_copy(st, like);
	c = cross_play_of(st);
	roll = (int)(k % CROSS_END_ROLLS);
	k /= CROSS_END_ROLLS;
	c->turn = (uint8_t)(k % c->players);
	k /= c->players;
	for (p = c->players - 1; p >= 0; p--) {
		s = &d->seat[cross_seat_of(c->players, p)];
		digit = (int)(k % holes(like));
		k /= holes(like);
		c->pos[p][0] = digit ? (uint8_t)(digit - 1) : CROSS_HOME;
		if (digit && digit - 1 < d->road && s->rel[digit - 1] < 0)
			off_way = 1;
		for (i = 1; i < c->marbles; i++)
			c->pos[p][i] = s->route[s->len - c->marbles + i];
	}
	c->phase = roll ? CROSS_ROLL_AGAIN : CROSS_ROLL_TURN;
	c->contenders = 0;
	c->winner = 0;
	c->rolls = 1;
	return off_way ? -1 : roll;
}

/* The definition past its race's address (which moves from run to run,
 * and would name the table file anew each time), the race by its rule
 * ids, and the players and marbles. */
uint64_t
cross_end_rules(const struct bg_state *like, size_t def_bytes)
{
	const struct cross_play *c = cross_cplay_of(like);
	const struct cross *d = cross_of(like);
	uint8_t counts[2] = { c->players, c->marbles };
	size_t skip = offsetof(struct cross, players);
	uint64_t h = bg_fnv1a(BG_FNV_BASIS, d->race->rules,
	                      strlen(d->race->rules));

	h = bg_fnv1a(h, (const char *)like->def + skip, def_bytes - skip);
	return bg_fnv1a(h, counts, sizeof counts);
}

int
cross_end_same(const struct bg_state *like, const struct bg_state *st,
               size_t def_bytes)
{
	const struct cross_play *a = cross_cplay_of(like), *b = cross_cplay_of(st);

	return a->players == b->players && a->marbles == b->marbles &&
	       (like->def == st->def ||
	        memcmp(like->def, st->def, def_bytes) == 0);
}

int
cross_solve(void *solver, const struct bg_state *st, struct bg_exact *out,
            struct bg_err *err)
{
	return bg_endgame_solve(solver, st, out, err);
}

void
cross_solver_free(void *solver)
{
	bg_shelf_solver_free(solver, NULL);
}
