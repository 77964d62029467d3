/*
 * wari-perft DEPTH: the leaves DEPTH plies deep below the start of a
 * standard Wari game (6 pits a row, 4 stones a pit) under the default
 * rules (twelve=exact, slam=leave-one, quiet=100): the tree
 * `bg-moves --perft DEPTH` counts, by a tight perft written for this one
 * board and these rules alone, as a baseline for bench/run.sh.  Like
 * bg-moves it counts the moves at the last ply without making them.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define PITS 6
#define CELLS (2 * PITS)
#define QUIET 100

struct pos {
	uint8_t pit[CELLS]; /* north's a..f, then south's a..f */
	uint8_t turn;       /* 0 north, 1 south */
	uint8_t idle;       /* plies since the last capture (WR-9) */
	uint16_t legal;     /* the side to move's legal pits, bit i pit i */
};

/* WR-2: sows pit from, skipping it on every lap; the last pit sown. */
static int
sow(struct pos *p, int from)
{
	int stones = p->pit[from], at = from, laps, i;

	p->pit[from] = 0;
	if (stones >= CELLS - 1) {
		laps = stones / (CELLS - 1);
		for (i = 0; i < CELLS; i++)
			p->pit[i] = (uint8_t)(p->pit[i] + laps);
		p->pit[from] = 0;
		stones -= laps * (CELLS - 1);
		if (!stones)
			return from == 0 ? CELLS - 1 : from - 1;
	}
	while (stones--) {
		if (++at == CELLS)
			at = 0;
		p->pit[at]++;
	}
	return at;
}

/* WR-4, WR-5 (leave-one): the capture after a sowing ending at last. */
static int
capture(struct pos *p, int last)
{
	int lo = (1 - p->turn) * PITS, at, first, taken = 0, row = 0;

	if (last < lo || last >= lo + PITS)
		return 0;
	for (at = last; at >= lo && (p->pit[at] == 2 || p->pit[at] == 3); at--)
		taken += p->pit[at];
	if (!taken)
		return 0;
	first = at + 1;
	for (at = lo; at < lo + PITS; at++)
		row += p->pit[at];
	if (taken == row) {
		taken -= p->pit[first];
		first++;
	}
	for (at = first; at <= last; at++)
		p->pit[at] = 0;
	return taken;
}

/* WR-6 feeding, then WR-3 (twelve=exact) when it leaves a move. */
static unsigned
legal(const struct pos *p)
{
	const uint8_t *own = p->pit + p->turn * PITS;
	const uint8_t *other = p->pit + (1 - p->turn) * PITS;
	unsigned ok = 0, twelve = 0;
	int i, starving = 1;

	for (i = 0; i < PITS; i++)
		if (other[i])
			starving = 0;
	for (i = 0; i < PITS; i++)
		if (own[i] && (!starving || own[i] >= PITS - i)) {
			ok |= 1u << i;
			if (own[i] == CELLS)
				twelve |= 1u << i;
		}
	return twelve ? twelve : ok;
}

/* A ply, and the end it may bring (WR-7, WR-9): no legal pit after it. */
static void
play(struct pos *p, int i)
{
	if (capture(p, sow(p, p->turn * PITS + i)) > 0)
		p->idle = 0;
	else
		p->idle++;
	p->turn ^= 1;
	p->legal = (uint16_t)(p->idle >= QUIET ? 0 : legal(p));
}

static uint64_t
perft(const struct pos *p, int depth)
{
	uint64_t leaves = 0;
	unsigned rest;

	if (depth == 1)
		return (uint64_t)__builtin_popcount(p->legal);
	for (rest = p->legal; rest; rest &= rest - 1) {
		struct pos q = *p;

		play(&q, __builtin_ctz(rest));
		leaves += perft(&q, depth - 1);
	}
	return leaves;
}

int
main(int argc, char **argv)
{
	struct pos start = { .turn = 0 };
	int depth, i;

	if (argc != 2 || (depth = atoi(argv[1])) < 1) {
		fprintf(stderr, "usage: wari-perft DEPTH (1 or more)\n");
		return 64;
	}
	for (i = 0; i < CELLS; i++)
		start.pit[i] = 4;
	start.legal = (uint16_t)legal(&start);
	printf("%llu\n", (unsigned long long)perft(&start, depth));
	return 0;
}
