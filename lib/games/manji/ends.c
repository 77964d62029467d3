/* Manji: the positions of the last-piece tables (core/endgame.c;
 * formats/manji.md, "Exact values"): every playing seat with one pawn
 * on the centre and the other anywhere on its route short of it, at the
 * start of a seat's turn (no 6 rolled yet).  A position's index is the
 * progress of each playing seat's last pawn, the first seat's the most
 * significant (a number from 0 to that seat's centre mark, exclusive),
 * then the seat to move's place among the playing seats, as the tables
 * number them: a move forward leads to a higher index. */
#include <string.h>

#include "games/manji/manji.h"

/* The playing seats of g, in order: their number. */
static int
playing(int players, int *seat)
{
	int s, n = 0;

	for (s = 0; s < MJ_SEATS; s++)
		if (manji_plays(players, s))
			seat[n++] = s;
	return n;
}

static size_t
positions(const struct bg_state *like)
{
	int seat[MJ_SEATS], n = playing(CS(like)->players, seat), i;
	size_t count = (size_t)n;

	for (i = 0; i < n; i++)
		count *= (size_t)manji_centre_mark(DEF(like), seat[i]);
	return count;
}

static int
turns(const struct bg_state *like)
{
	int seat[MJ_SEATS];

	return playing(CS(like)->players, seat);
}

static long
key(const struct bg_state *st)
{
	const struct manji *g = CS(st);
	int seat[MJ_SEATS], n = playing(g->players, seat), i, mark, turn = 0;
	size_t k = 0;

	if (g->phase == MJ_ROLLOFF)
		return BG_ENDGAME_BEYOND;
	for (i = 0; i < n; i++) {
		mark = manji_centre_mark(DEF(st), seat[i]);
		if (g->pawn[seat[i]][1] != mark || g->pawn[seat[i]][0] >= mark)
			return BG_ENDGAME_BEYOND;
		k = k * (size_t)mark + g->pawn[seat[i]][0];
		if (seat[i] == g->turn)
			turn = i;
	}
	if (g->phase != MJ_ROLL || g->sixes)
		return BG_ENDGAME_WITHIN;
	return (long)(k * (size_t)n + (size_t)turn);
}

static int
place(struct bg_state *st, const struct bg_state *like, size_t k)
{
	int seat[MJ_SEATS], n = playing(CS(like)->players, seat), i, mark;
	struct manji *g;
	struct bg_err unfit;

	bg_state_copy(st, like);
	g = S(st);
	memset(g->pawn, 0, sizeof g->pawn);
	g->turn = (uint8_t)seat[k % (size_t)n];
	k /= (size_t)n;
	for (i = n - 1; i >= 0; i--) {
		mark = manji_centre_mark(DEF(st), seat[i]);
		g->pawn[seat[i]][0] = (uint8_t)(k % (size_t)mark);
		g->pawn[seat[i]][1] = (uint8_t)mark;
		k /= (size_t)mark;
	}
	g->phase = MJ_ROLL;
	g->sixes = 0;
	manji_fresh_roll(g);
	return manji_check(st, &unfit) == 0;
}

static uint64_t
rules(const struct bg_state *like)
{
	uint8_t players = CS(like)->players;

	return bg_fnv1a(bg_fnv1a(BG_FNV_BASIS, DEF(like), sizeof *DEF(like)),
	                &players, 1);
}

static int
same(const struct bg_state *like, const struct bg_state *st)
{
	return CS(like)->players == CS(st)->players &&
	       (DEF(like) == DEF(st) ||
	        memcmp(DEF(like), DEF(st), sizeof *DEF(st)) == 0);
}

const struct bg_endgame_index manji_endgame_index = {
	"pawn", 1000000, positions, turns, key, place, rules, same
};
