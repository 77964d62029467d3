/*
 * wari-perft DEPTH: the leaves DEPTH plies deep below the start of a
 * standard Wari game (6 pits a row, 4 stones a pit) under the default
 * rules (twelve=exact, slam=leave-one, quiet=100): the tree
 * `bg-moves --perft DEPTH` counts, by a tight perft written for this one
 * board and these rules alone, as a baseline for bench/run.sh.  Like
 * bg-moves it counts the moves at the last ply without making them.
 *
 * Tight means: a row is one 64-bit word, a pit a byte of it; a sowing is
 * two additions of a vector looked up by the pit and its stones (the
 * stones never reach 128 in a byte, so no byte carries into the next);
 * the legal pits are found a row at a time with byte-parallel
 * arithmetic, a bit set of the side to move's pits.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define PITS 6
#define CELLS (2 * PITS)
#define STONES (CELLS * 4)
#define QUIET 100

/* The high bit of each of a row's six bytes, and 1 in each byte. */
#define HIGH 0x0000808080808080ULL
#define ONES 0x0000010101010101ULL

struct pos {
	uint64_t row[2]; /* north's pits a..f, then south's, a byte each */
	unsigned turn;   /* 0 north, 1 south */
	unsigned idle;   /* plies since the last capture (WR-9) */
	uint64_t legal;  /* the side to move's legal pits: HIGH's bit of each */
};

/* What sowing pit `from` holding s stones adds to each row (from's own
 * byte cleared first), and the cell its last stone falls in (WR-2: the
 * pit sown from is skipped on every lap). */
struct sowing {
	uint64_t add[2];
	int last;
};

static struct sowing sowings[CELLS][STONES + 1];

static void
sowings_init(void)
{
	int from, s, at, i;

	for (from = 0; from < CELLS; from++)
		for (s = 1; s <= STONES; s++) {
			uint8_t cell[CELLS] = { 0 };
			struct sowing *w = &sowings[from][s];

			for (i = 0, at = from; i < s; i++) {
				do
					at = (at + 1) % CELLS;
				while (at == from);
				cell[at]++;
			}
			w->last = at;
			for (i = 0; i < CELLS; i++)
				w->add[i / PITS] |= (uint64_t)cell[i] << 8 * (i % PITS);
		}
}

static unsigned
pit(uint64_t row, int i)
{
	return (unsigned)(row >> 8 * i) & 0xff;
}

/* WR-6 feeding, then WR-3 (twelve=exact) when it leaves a move: the
 * pits of own that are not empty, that reach the other row when it is
 * empty (pit i needs PITS - i stones: 128 - that added sets the high
 * bit), of which those holding twelve, if any. */
static uint64_t
legal(uint64_t own, uint64_t other)
{
	const uint64_t reach = 0x00007f7e7d7c7b7aULL;
	uint64_t ok = (own + 0x00007f7f7f7f7f7fULL) & HIGH;
	uint64_t twelve;

	if (!other)
		ok &= (own + reach) & HIGH;
	twelve = ~((own ^ (ONES * CELLS)) + 0x00007f7f7f7f7f7fULL) & ok;
	return twelve ? twelve : ok;
}

/* WR-4, WR-5 (leave-one): the capture after a sowing ending at last, in
 * the row of the side not to move. */
static int
capture(struct pos *p, int last)
{
	int side = 1 - (int)p->turn, at = last - side * PITS, first;
	uint64_t *row = &p->row[side];
	unsigned taken = 0, n;

	if (at < 0 || at >= PITS)
		return 0;
	for (first = at; first >= 0 && ((n = pit(*row, first)) == 2 || n == 3);
	     first--)
		taken += n;
	if (!taken)
		return 0;
	first++;
	/* Every stone of the row: the first pit taken is left (WR-5). */
	if (taken == ((*row * ONES) >> 40 & 0xff)) {
		taken -= pit(*row, first);
		first++;
	}
	if (first <= at)
		*row &= ~(((1ULL << 8 * (at + 1)) - 1) ^ ((1ULL << 8 * first) - 1));
	return (int)taken;
}

/* A ply, and the end it may bring (WR-7, WR-9): no legal pit after it. */
static void
play(struct pos *p, int i)
{
	int from = (int)p->turn * PITS + i;
	const struct sowing *w =
		&sowings[from][pit(p->row[p->turn], i)];

	p->row[p->turn] &= ~(0xffULL << 8 * i);
	p->row[0] += w->add[0];
	p->row[1] += w->add[1];
	p->idle = capture(p, w->last) > 0 ? 0 : p->idle + 1;
	p->turn ^= 1;
	p->legal = p->idle >= QUIET ? 0
	                            : legal(p->row[p->turn], p->row[p->turn ^ 1]);
}

static uint64_t
perft(const struct pos *p, int depth)
{
	uint64_t leaves = 0, rest;

	if (depth == 1)
		return (uint64_t)__builtin_popcountll(p->legal);
	for (rest = p->legal; rest; rest &= rest - 1) {
		struct pos q = *p;

		play(&q, __builtin_ctzll(rest) >> 3);
		leaves += perft(&q, depth - 1);
	}
	return leaves;
}

int
main(int argc, char **argv)
{
	struct pos start = { .row = { 4 * ONES, 4 * ONES } };
	int depth;

	if (argc != 2 || (depth = atoi(argv[1])) < 1) {
		fprintf(stderr, "usage: wari-perft DEPTH (1 or more)\n");
		return 64;
	}
	sowings_init();
	start.legal = legal(start.row[0], start.row[1]);
	printf("%llu\n", (unsigned long long)perft(&start, depth));
	return 0;
}
