/* Spook: the positions of the last-piece tables (core/endgame.c;
 * formats/spook.md, "Exact values"): in games of 1 or 2 pieces a seat,
 * every seat with all its pieces but one in the church and that one on a
 * square short of it, at the start of a round (the movement die to roll).  Every seat moves in a round,
 * so a board is one position; its index is the square of each seat's
 * last piece less 1, the first seat's the most significant. */
#include <string.h>

#include "games/spook/spook.h"

static size_t
positions(const struct bg_state *like)
{
	size_t count = 1;
	int p;

	for (p = 0; p < CS(like)->players; p++)
		count *= (size_t)(DEF(like)->squares - 1);
	return count;
}

static int
turns(const struct bg_state *like)
{
	(void)like;
	return 1;
}

/* Whether seat p has all its pieces but one in the church (or, finished
 * within a round, all). */
static int
last_piece(const struct spook *g, int church, int p, int finished)
{
	int i;

	for (i = 1; i < g->pieces; i++)
		if (g->pos[p][i] != church)
			return 0;
	return g->pos[p][0] != church || finished;
}

static long
key(const struct bg_state *st)
{
	const struct spook *g = CS(st);
	int church = DEF(st)->squares, p, within = g->phase != SP_ROLL_MOVEMENT;
	size_t k = 0;

	/* With 3 pieces a seat finishes with 2 in the church (SW-2): its
	 * last two are still on the board, which these tables do not hold. */
	if (g->round == UINT32_MAX || g->pieces > 2)
		return BG_ENDGAME_BEYOND;
	for (p = 0; p < g->players; p++) {
		if (!last_piece(g, church, p, within))
			return BG_ENDGAME_BEYOND;
		k = k * (size_t)(church - 1) + (size_t)(g->pos[p][0] - 1);
	}
	return within ? BG_ENDGAME_WITHIN : (long)k;
}

static int
place(struct bg_state *st, const struct bg_state *like, size_t k)
{
	int church = DEF(like)->squares, p, i;
	struct spook *g;
	struct bg_err unfit;

	bg_state_copy(st, like);
	g = S(st);
	for (p = g->players - 1; p >= 0; p--) {
		g->pos[p][0] = (uint8_t)(k % (size_t)(church - 1) + 1);
		for (i = 1; i < g->pieces; i++)
			g->pos[p][i] = (uint8_t)church;
		k /= (size_t)(church - 1);
	}
	g->phase = SP_ROLL_MOVEMENT;
	g->turn = 0;
	g->round = 2;
	g->dice = 1;
	g->activation = 1;
	return spook_check(st, &unfit) == 0;
}

/* The definition, the seats and pieces, and the seats' boards. */
static uint64_t
rules(const struct bg_state *like)
{
	const struct spook *g = CS(like);
	uint8_t counts[2] = { g->players, g->pieces };
	uint64_t h = bg_fnv1a(BG_FNV_BASIS, DEF(like), sizeof *DEF(like));

	h = bg_fnv1a(h, counts, sizeof counts);
	return bg_fnv1a(h, g->board, (size_t)g->players * sizeof g->board[0]);
}

static int
same(const struct bg_state *like, const struct bg_state *st)
{
	const struct spook *a = CS(like), *b = CS(st);

	return a->players == b->players && a->pieces == b->pieces &&
	       (DEF(like) == DEF(st) ||
	        memcmp(DEF(like), DEF(st), sizeof *DEF(st)) == 0) &&
	       memcmp(a->board, b->board,
	              (size_t)a->players * sizeof a->board[0]) == 0;
}

const struct bg_endgame_index spook_endgame_index = {
	"piece", 1000000, positions, turns, key, place, rules, same
};
