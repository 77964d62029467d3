/* Wari positions as numbers, for the exact tables of solve.c: the ways
 * to put s stones in the cells of a board, counted and ranked by the
 * combinatorial number system.  Only the state is read and written here;
 * the rules stay in the game's own functions. */
#include <string.h>

#include "games/wari/wari.h"

void
wari_index_init(struct wari_index *ix)
{
	int a, b;

	for (a = 0; a < WARI_INDEX_STONES + WARI_CELLS; a++) {
		ix->binom[a][0] = 1;
		for (b = 1; b < WARI_CELLS; b++) {
			uint64_t x, y;

			if (b > a) {
				ix->binom[a][b] = 0;
				continue;
			}
			x = ix->binom[a - 1][b - 1];
			y = b < a ? ix->binom[a - 1][b] : 0;
			ix->binom[a][b] = x == WARI_INDEX_MAX || y == WARI_INDEX_MAX ||
			                  x + y < x ? WARI_INDEX_MAX : x + y;
		}
	}
}

uint64_t
wari_index_count(const struct wari_index *ix, int cells, int stones)
{
	return ix->binom[stones + cells - 1][cells - 1];
}

/* The positions before cell's, in lexicographic order: for each cell i
 * but the last, those equal before i and with fewer stones in i, which
 * a sum of binomials gives in closed form (the hockey-stick identity):
 * with r stones left and j cells after i, C(r + j, j) - C(r - c + j, j). */
uint64_t
wari_index_rank(const struct wari_index *ix, const uint8_t *cell, int cells,
                int stones)
{
	uint64_t rank = 0;
	int left = stones, i, j;

	for (i = 0; i < cells - 1 && left; i++) {
		if (!cell[i])
			continue; /* C(r + j, j) - C(r + j, j) */
		j = cells - 1 - i;
		rank += ix->binom[left + j][j] - ix->binom[left - cell[i] + j][j];
		left -= cell[i];
	}
	return rank;
}

/* The inverse of wari_index_rank: in each cell but the last, the most
 * stones that leave fewer positions before it than rank. */
void
wari_index_unrank(const struct wari_index *ix, uint64_t rank, uint8_t *cell,
                  int cells, int stones)
{
	int left = stones, i, j, c;

	for (i = 0; i < cells - 1; i++) {
		j = cells - 1 - i;
		for (c = 0; c < left && ix->binom[left + j][j] -
		            ix->binom[left - c - 1 + j][j] <= rank; c++)
			;
		rank -= ix->binom[left + j][j] - ix->binom[left - c + j][j];
		cell[i] = (uint8_t)c;
		left -= c;
	}
	cell[cells - 1] = (uint8_t)left;
}

/* The next in lexicographic order: the last cell but one that has stones
 * after it gains one, and the rest of them go to the last cell. */
int
wari_index_next(uint8_t *cell, int cells)
{
	int tail = cell[cells - 1], i;

	for (i = cells - 2; i >= 0 && tail == 0; i--)
		tail += cell[i];
	if (i < 0)
		return 0;
	cell[i]++;
	memset(cell + i + 1, 0, (size_t)(cells - 1 - i));
	cell[cells - 1] = (uint8_t)(tail - 1);
	return 1;
}

int
wari_index_cells(const struct wari *w, uint8_t *cell)
{
	int n = w->npits, mover = w->turn * n, other = n - mover;
	int i, stones = 0;

	for (i = 0; i < n; i++) {
		cell[i] = w->pit[mover + i];
		cell[n + i] = w->pit[other + i];
		stones += cell[i] + cell[n + i];
	}
	return stones;
}

void
wari_index_state(struct bg_state *st, const struct bg_state *like,
                 const uint8_t *cell)
{
	const struct wari *l = CS(like);
	struct wari *w = S(st);

	st->game = like->game;
	st->def = like->def;
	memset(w, 0, sizeof *w);
	w->npits = l->npits;
	w->twelve = l->twelve;
	w->slam = l->slam;
	w->turn = NORTH;
	memcpy(w->pit, cell, 2 * (size_t)w->npits);
	wari_settle(w);
}
