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
	/* the cycle ending stays off: a table holds no history */
	w->majority = l->majority;
	w->turn = NORTH;
	memcpy(w->pit, cell, 2 * (size_t)w->npits);
	wari_settle(w);
}

/* Under the majority ending (WR-10) a position's value depends on the
 * captures as well as the pits, but only through one number: with T the
 * stones of the game and c the mover's captures, a = T - 2c, the room
 * the mover has below half (a capture of t ends the game when 2t > a).
 * The opponent's room is then 2s - a, s the stones on the board, so a
 * runs over 0..2s, and its parity is that of T, which no ply changes: a
 * table of one parity serves every score of that parity, its a's as
 * splits 0, 1, ... (a = parity + 2 * split). */
int
wari_index_kind(const struct wari *w)
{
	int i, total = w->captured[NORTH] + w->captured[SOUTH];

	if (!w->majority)
		return WARI_KIND_PLAIN;
	for (i = 0; i < 2 * w->npits; i++)
		total += w->pit[i];
	return WARI_KIND_EVEN + (total & 1);
}

int
wari_index_splits(int kind, int s)
{
	/* an odd game has no split of an empty board, which no game going
	 * on meets; it keeps one, of no matter, so every layer has a
	 * position */
	if (kind == WARI_KIND_PLAIN || s == 0)
		return 1;
	return s + 1 - (kind - WARI_KIND_EVEN);
}

uint64_t
wari_index_positions(const struct wari_index *ix, int cells, int s, int kind)
{
	uint64_t n = wari_index_count(ix, cells, s);
	uint64_t splits = (uint64_t)wari_index_splits(kind, s);

	return n > WARI_INDEX_MAX / splits ? WARI_INDEX_MAX : n * splits;
}

int
wari_index_split(const struct wari *w, int s)
{
	int total = s + w->captured[NORTH] + w->captured[SOUTH];

	if (!w->majority)
		return 0;
	return (total - 2 * w->captured[w->turn]) / 2;
}

uint64_t
wari_index_number(const struct wari_index *ix, const struct wari *w,
                  const uint8_t *cell, int s, int kind)
{
	return wari_index_rank(ix, cell, 2 * w->npits, s) *
	       (uint64_t)wari_index_splits(kind, s) +
	       (uint64_t)wari_index_split(w, s);
}

/* The fewest captures that give north, to move, the room of split: all
 * of them on one side (the room a and the stones s fix the difference
 * of the captures, c_south - c_north = a - s). */
void
wari_index_give_split(struct wari *w, int s, int kind, int split)
{
	int a = 2 * split + (kind - WARI_KIND_EVEN);

	if (kind == WARI_KIND_PLAIN)
		return;
	w->captured[NORTH] = (uint8_t)(a < s ? s - a : 0);
	w->captured[SOUTH] = (uint8_t)(a < s ? 0 : a - s);
}
