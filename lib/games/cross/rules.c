/* The rules Waju and Wahoo play alike on the cross: the roll-off, the
 * dice of a chance action, and marbles moved and captured. */
#include <string.h>

#include "games/cross/cross.h"

int
cross_roll_off(uint8_t *contenders, const uint8_t *dice)
{
	unsigned tied = bg_rolloff(*contenders, dice, 0);
	int p;

	*contenders = (uint8_t)tied;
	if (tied & (tied - 1))
		return -1;
	for (p = 0; !(tied & (1u << p)); p++)
		;
	*contenders = 0;
	return p;
}

int
cross_roll_move(const struct bg_state *st, const char *word, size_t len,
                const int *values, int n, struct bg_move *mv,
                struct bg_err *err)
{
	int i;

	for (i = 0; i < n; i++)
		if (values[i] < 1 || values[i] > CROSS_FACES)
			return bg_illegal(err, st, word, len,
			                  "a die shows 1 to %d", CROSS_FACES);
	memset(mv, 0, sizeof *mv);
	mv->kind = BG_ACT_CHANCE;
	mv->len = (uint8_t)n;
	for (i = 0; i < n && i < BG_MAX_DICE; i++) /* n is at most that */
		mv->v[i] = (uint8_t)values[i];
	return 0;
}

int
cross_final_code(const struct cross *d, int seat, int i)
{
	return d->road + 1 + CROSS_FINAL * seat + i;
}

void
cross_board_of(const uint8_t (*pos)[CROSS_MARBLES], int players,
               int marbles, struct cross_board *b)
{
	int p, i;

	memcpy(b->pos, pos, sizeof b->pos);
	memset(b->occ, 0, sizeof b->occ);
	for (p = 0; p < players; p++)
		for (i = 0; i < marbles; i++)
			if (pos[p][i] != CROSS_HOME)
				b->occ[pos[p][i]] = (uint8_t)(p + 1);
}

void
cross_sort_marbles(const struct cross *d, int players, int marbles,
                   uint8_t *pos, int p)
{
	const struct cross_seat *s = &d->seat[cross_seat_of(players, p)];
	int i, j;

	for (i = 1; i < marbles; i++)
		for (j = i; j > 0 && cross_way_rank(d, s, pos[j - 1]) >
		                     cross_way_rank(d, s, pos[j]); j--) {
			uint8_t t = pos[j];

			pos[j] = pos[j - 1];
			pos[j - 1] = t;
		}
}

/* Player p's marble goes from one hole to another; a marble of another
 * colour where it lands goes home (WJ-7, WH-5, WH-8). */
void
cross_move_marble(const struct cross *d, int players, int marbles,
                  struct cross_board *b, int p, int from, int to)
{
	int q = b->occ[to] - 1, i;

	if (q >= 0 && q != p) {
		for (i = 0; b->pos[q][i] != to; i++)
			;
		b->pos[q][i] = CROSS_HOME;
		cross_sort_marbles(d, players, marbles, b->pos[q], q);
	}
	for (i = 0; b->pos[p][i] != from; i++)
		;
	b->pos[p][i] = (uint8_t)to;
	if (from != CROSS_HOME)
		b->occ[from] = 0;
	b->occ[to] = (uint8_t)(p + 1);
	cross_sort_marbles(d, players, marbles, b->pos[p], p);
}
