/* Wari's rules (bg-wari(7) WR-1..WR-11): sowing, captures, the pits that
 * may be played, the end and its result. */
#include <string.h>

#include "games/wari/wari.h"

static int
row_sum(const struct wari *w, int side)
{
	int i, sum = 0;

	for (i = 0; i < w->npits; i++)
		sum += w->pit[side * w->npits + i];
	return sum;
}

/* Sows the pit at index from (WR-2: the pit sown from is skipped on every
 * lap) and returns the index of the pit the last stone fell in. */
static inline int
sow(struct wari *w, int from)
{
	int cells = 2 * w->npits;
	int stones = w->pit[from];
	int pos = from, laps, i;

	w->pit[from] = 0;
	if (stones >= cells - 1) {
		laps = stones / (cells - 1);
		for (i = 0; i < cells; i++)
			w->pit[i] = (uint8_t)(w->pit[i] + laps);
		w->pit[from] = 0;
		stones -= laps * (cells - 1);
		if (!stones)
			return from == 0 ? cells - 1 : from - 1;
	}
	/* Fewer stones than the other pits: the pit sown from is not
	 * reached again.  The pits after it to the end of the board, then
	 * from the first: two plain runs, without a test a stone. */
	pos = from + stones;
	for (i = from + 1; i <= pos && i < cells; i++)
		w->pit[i]++;
	if (pos < cells)
		return pos;
	pos -= cells;
	for (i = 0; i <= pos; i++)
		w->pit[i]++;
	return pos;
}

/* The capture after a sowing that ended at last (WR-4, WR-5).  Returns
 * the stones taken, or -1 for a grand slam under slam=illegal. */
static inline int
capture(struct wari *w, int last)
{
	int opp = 1 - w->turn;
	int lo = opp * w->npits;
	int pos, taken = 0, first;

	if (last < lo || last >= lo + w->npits)
		return 0;
	for (pos = last; pos >= lo && (w->pit[pos] == 2 || w->pit[pos] == 3);
	     pos--)
		taken += w->pit[pos];
	if (!taken)
		return 0;
	first = pos + 1; /* the chain is pit[first..last] */
	if (taken == row_sum(w, opp)) {
		switch (w->slam) {
		case SLAM_ILLEGAL:
			return -1;
		case SLAM_NO_CAPTURE:
			return 0;
		default: /* leave-one: the chain stops before its last pit */
			taken -= w->pit[first];
			first++;
		}
	}
	for (pos = first; pos <= last; pos++)
		w->pit[pos] = 0;
	w->captured[w->turn] = (uint8_t)(w->captured[w->turn] + taken);
	return taken;
}

/* WR-3: does a pit of this many stones fall under the twelve-rule? */
static int
twelve_applies(const struct wari *w, int stones)
{
	int lap = 2 * w->npits;

	return (w->twelve == TWELVE_EXACT && stones == lap) ||
	       (w->twelve == TWELVE_ATLEAST && stones >= lap);
}

/* Eight pits as the bytes of a word, pit 0 the lowest (a plain load
 * where the machine is little-endian). */
static inline uint64_t
row_word(const uint8_t *p)
{
	return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 |
	       (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32 |
	       (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 |
	       (uint64_t)p[7] << 56;
}

#define BYTE_HIGH 0x8080808080808080ULL
#define BYTE_LOW7 0x7f7f7f7f7f7f7f7fULL
#define BYTE_ONES 0x0101010101010101ULL

/* The high bit of each byte of m, as bit i for byte i. */
static inline unsigned
byte_bits(uint64_t m)
{
	return (unsigned)(((m >> 7) * 0x0102040810204080ULL) >> 56);
}

/* wari_judge's first look at a row of at most eight pits, a word at a
 * time: the pits not empty, those holding a lap or more (lap at most
 * 16), and whether the other row holds a stone.  Each byte's test keeps
 * its own high bit apart, so no byte carries into the next whatever it
 * holds.  The words may read past a row, never past the board: the rows
 * are within pit[0..16) when they are this short. */
static void
row_bits(const uint8_t *own, const uint8_t *other, int n,
         unsigned *stocked, unsigned *lapping, unsigned *opposite)
{
	uint64_t keep = n == 8 ? ~0ULL : (1ULL << 8 * n) - 1;
	uint64_t x = row_word(own) & keep, low = x & BYTE_LOW7;
	uint64_t lap = (uint64_t)(128 - 2 * n) * BYTE_ONES;

	*stocked = byte_bits(((low + BYTE_LOW7) | x) & BYTE_HIGH);
	*lapping = byte_bits(((low + lap) | x) & BYTE_HIGH & keep);
	*opposite = (row_word(other) & keep) != 0;
}

/* The side to move's legal pits, bit i for pit i, and, when why is not
 * NULL, why each pit can or cannot be played.  The order of the checks is
 * WR-3's: feeding and the grand slam first, the twelve-rule last and only
 * when it leaves a move.  Sets of pits as bits keep this cheap: it is
 * judged after every ply. */
static inline unsigned
judge(const struct wari *w, uint8_t *why)
{
	int n = w->npits, base = w->turn * n, lap = 2 * n;
	const uint8_t *own = w->pit + base, *other = w->pit + (n - base);
	unsigned stocked = 0, lapping = 0, no_feed = 0, slam = 0, full = 0;
	unsigned twelve = 0, legal, bit, rest, opposite = 0;
	int i;

	if (n <= 8) {
		row_bits(own, other, n, &stocked, &lapping, &opposite);
	} else {
		/* Without branches: the pits are the most random part of a
		 * game. */
		for (i = 0; i < n; i++) {
			stocked |= (unsigned)(own[i] != 0) << i;
			lapping |= (unsigned)(own[i] >= lap) << i;
			opposite |= other[i];
		}
	}
	if (opposite == 0)
		for (i = 0; i < n; i++)
			no_feed |= (unsigned)(own[i] < n - i) << i;
	no_feed &= stocked;
	for (rest = w->slam == SLAM_ILLEGAL ? stocked & ~no_feed : 0; rest;
	     rest &= rest - 1) {
		struct wari t = *w;

		i = __builtin_ctz(rest);
		if (capture(&t, sow(&t, base + i)) < 0)
			slam |= 1u << i;
	}
	for (rest = lapping & ~no_feed & ~slam; rest; rest &= rest - 1)
		if (twelve_applies(w, own[__builtin_ctz(rest)]))
			full |= 1u << __builtin_ctz(rest);
	legal = stocked & ~no_feed & ~slam;
	full &= legal;
	if (full && full != legal)
		twelve = legal & ~full;
	legal &= ~twelve;
	for (i = 0, bit = 1; why && i < n; i++, bit <<= 1)
		why[i] = !(stocked & bit) ? PIT_EMPTY
		       : no_feed & bit ? PIT_NO_FEED
		       : slam & bit ? PIT_SLAM
		       : twelve & bit ? PIT_TWELVE : PIT_LEGAL;
	return legal;
}

/* The rules' steps for the other files of the game: apply inlines its
 * own, the steps of every ply. */
int
wari_sow(struct wari *w, int from)
{
	return sow(w, from);
}

int
wari_capture(struct wari *w, int last)
{
	return capture(w, last);
}

unsigned
wari_judge(const struct wari *w, uint8_t *why)
{
	return judge(w, why);
}

/* WR-8: the result the captures give. */
static int
result_of(const struct wari *w)
{
	return w->captured[NORTH] > w->captured[SOUTH] ? RESULT_NORTH
	     : w->captured[NORTH] < w->captured[SOUTH] ? RESULT_SOUTH
	     : RESULT_DRAW;
}

/* Ends the game (WR-7): the stones left go to the owner of their row. */
static void
finish(struct wari *w, int end)
{
	int side, i;

	for (side = 0; side < 2; side++) {
		w->captured[side] = (uint8_t)(w->captured[side] + row_sum(w, side));
		for (i = 0; i < w->npits; i++)
			w->pit[side * w->npits + i] = 0;
	}
	w->end = (uint8_t)end;
	w->legal = 0; /* no pit is played after the end */
	w->result = (uint8_t)result_of(w);
	/* the positions since the last capture matter no more */
	memset(w->since, 0, sizeof w->since);
	memset(w->sown, 0, sizeof w->sown);
}

int
wari_sown(const struct wari *w, uint32_t i)
{
	return w->sown[i / 2] >> (i % 2 * 4) & 15;
}

static void
record_sown(struct wari *w, uint32_t i, int pit)
{
	w->sown[i / 2] = (uint8_t)(w->sown[i / 2] | pit << (i % 2 * 4));
}

/* WR-10: have the mover's captures passed half the stones of the game? */
static int
past_half(const struct wari *w, int side)
{
	int total = row_sum(w, NORTH) + row_sum(w, SOUTH) +
	            w->captured[NORTH] + w->captured[SOUTH];

	return 2 * w->captured[side] > total;
}

/* WR-11: did the pits, with turn to move, stand at one of the first n
 * positions since the last capture, position n being theirs?  Those
 * positions are replayed from the pits at that capture; only those with
 * the same side to move can be the same. */
static int
stood_before(const struct wari *w, uint32_t n)
{
	struct wari t;
	uint32_t i;
	int turn = (int)((w->turn ^ n) & 1);
	size_t cells = 2 * (size_t)w->npits;

	t.npits = w->npits;
	memcpy(t.pit, w->since, cells);
	for (i = 0; i < n; i++) {
		if (turn == w->turn && memcmp(t.pit, w->pit, cells) == 0)
			return 1;
		if (i + 1 < n)
			sow(&t, turn * w->npits + wari_sown(w, i));
		turn ^= 1;
	}
	return 0;
}

/* After a ply: the game ends when the side to move has no move (WR-7),
 * or after quiet plies without a capture (WR-9; WR-7 is named first). */
void
wari_settle(struct wari *w)
{
	w->legal = (uint16_t)judge(w, NULL);
	if (!w->legal)
		finish(w, END_NOMOVE);
	else if (w->quiet && w->idle >= w->quiet)
		finish(w, END_QUIET);
}

/* The ply's end under the endings of WR-10 and WR-11, before the turn
 * passes: the mover's captures past half end the game at once; a
 * position that stood since the last capture ends it, and so does a
 * record of positions that is full. */
static int
ending(struct wari *w, int taken, int pit)
{
	int stood;

	if (taken > 0) {
		if (w->majority && past_half(w, w->turn))
			return END_MAJORITY;
		if (w->cycle) {
			memcpy(w->since, w->pit, 2 * (size_t)w->npits);
			memset(w->sown, 0, sizeof w->sown);
		}
		return END_NONE;
	}
	if (!w->cycle)
		return END_NONE;
	w->turn ^= 1; /* the new position's side to move */
	stood = stood_before(w, w->idle);
	w->turn ^= 1;
	if (stood || w->idle >= WARI_CYCLE_PLIES)
		return END_CYCLE;
	record_sown(w, w->idle - 1, pit);
	return END_NONE;
}

void
wari_apply(struct bg_state *st, const struct bg_move *mv)
{
	struct wari *w = S(st);
	int taken, end = END_NONE;

	if (mv->kind == BG_ACT_END) {
		finish(w, END_AGREED);
		return;
	}
	/* The counts stop at their largest value rather than wrap. */
	taken = capture(w, sow(w, w->turn * w->npits + mv->v[0]));
	if (taken > 0)
		w->idle = 0;
	else if (w->idle < UINT32_MAX)
		w->idle++;
	if (w->ply < UINT32_MAX)
		w->ply++;
	if (w->majority || w->cycle)
		end = ending(w, taken, mv->v[0]);
	w->turn ^= 1;
	if (end)
		finish(w, end);
	else
		wari_settle(w);
}

int
wari_moves(const struct bg_state *st, struct bg_move *out)
{
	const struct wari *w = CS(st);
	unsigned pits;
	int n = 0;

	if (w->end)
		return 0;
	for (pits = w->legal; pits; pits &= pits - 1, n++) {
		out[n].kind = BG_ACT_MOVE;
		out[n].len = 1;
		out[n].v[0] = (uint8_t)__builtin_ctz(pits);
	}
	return n;
}

enum bg_phase
wari_phase(const struct bg_state *st)
{
	return CS(st)->end ? BG_PHASE_OVER : BG_PHASE_MOVE;
}

const char *
wari_actor(const struct bg_state *st)
{
	return wari_seat_names[CS(st)->turn];
}

int
wari_seats(const struct bg_state *st)
{
	(void)st;
	return 2;
}

int
wari_seat(const struct bg_state *st)
{
	return CS(st)->end ? -1 : CS(st)->turn;
}

int
wari_chance(const struct bg_state *st, struct bg_chance *ev)
{
	(void)st;
	(void)ev;
	return 0;
}

/* The record of the cycle ending against the pits (WR-11): replayed
 * from the pits at the last capture, every pit sown is legal and
 * captures nothing, no position stands twice, and the last is the
 * state's. */
int
wari_check_cycle(const struct wari *w, struct bg_err *err)
{
	uint8_t seen[WARI_CYCLE_PLIES][WARI_CELLS];
	size_t cells = 2 * (size_t)w->npits;
	struct wari t = *w;
	uint32_t i, j;
	int pit;

	memcpy(t.pit, w->since, cells);
	t.turn = (uint8_t)((w->turn ^ w->idle) & 1);
	if (row_sum(&t, NORTH) + row_sum(&t, SOUTH) !=
	    row_sum(w, NORTH) + row_sum(w, SOUTH))
		return bg_fail(err, BG_EX_DATAERR,
		               "since= holds %d stones and pits= %d: no "
		               "capture came between them (WR-11)",
		               row_sum(&t, NORTH) + row_sum(&t, SOUTH),
		               row_sum(w, NORTH) + row_sum(w, SOUTH));
	for (i = 0;; i++) {
		for (j = i % 2; j < i; j += 2)
			if (memcmp(seen[j], t.pit, cells) == 0)
				return bg_fail(err, BG_EX_DATAERR,
				               "sown=: the position after %lu "
				               "plies stood after %lu: the game "
				               "ended there (WR-11)",
				               (unsigned long)i, (unsigned long)j);
		if (i == w->idle)
			break;
		memcpy(seen[i], t.pit, cells);
		pit = wari_sown(w, i);
		if (!(judge(&t, NULL) >> pit & 1))
			return bg_fail(err, BG_EX_DATAERR,
			               "sown=: ply %lu, pit %c, is not legal for "
			               "%s", (unsigned long)i + 1, 'a' + pit,
			               wari_seat_names[t.turn]);
		if (capture(&t, sow(&t, t.turn * w->npits + pit)) != 0)
			return bg_fail(err, BG_EX_DATAERR,
			               "sown=: ply %lu, pit %c, captures, and "
			               "idle=%lu says none did", (unsigned long)i + 1,
			               'a' + pit, (unsigned long)w->idle);
		t.turn ^= 1;
	}
	if (memcmp(t.pit, w->pit, cells) != 0)
		return bg_fail(err, BG_EX_DATAERR,
		               "since= and sown= do not lead to pits= (WR-11)");
	return 0;
}

int
wari_check(const struct bg_state *st, struct bg_err *err)
{
	const struct wari *w = CS(st);
	unsigned long idle = w->idle, ply = w->ply, quiet = w->quiet;
	int side, total = row_sum(w, NORTH) + row_sum(w, SOUTH) +
	            w->captured[NORTH] + w->captured[SOUTH];

	if (total > WARI_MAXSTONES)
		return bg_fail(err, BG_EX_DATAERR,
		               "%d stones: a board holds at most %d", total,
		               WARI_MAXSTONES);
	if (idle > ply)
		return bg_fail(err, BG_EX_DATAERR,
		               "idle=%lu is more than ply=%lu", idle, ply);
	if (!w->end) {
		if (quiet && idle >= quiet)
			return bg_fail(err, BG_EX_DATAERR,
			               "idle=%lu has reached quiet=%lu: the game "
			               "is over (WR-9)", idle, quiet);
		if (!w->legal)
			return bg_fail(err, BG_EX_DATAERR,
			               "%s has no legal move: the game is over "
			               "(WR-7)", wari_seat_names[w->turn]);
		for (side = 0; w->majority && side < 2; side++)
			if (past_half(w, side))
				return bg_fail(err, BG_EX_DATAERR,
				               "%s has captured more than half "
				               "the stones: the game is over "
				               "(WR-10)", wari_seat_names[side]);
		return w->cycle ? wari_check_cycle(w, err) : 0;
	}
	if ((w->end == END_MAJORITY && !w->majority) ||
	    (w->end == END_CYCLE && !w->cycle))
		return bg_fail(err, BG_EX_DATAERR,
		               "end=%s needs %s=on (WR-%d)",
		               w->end == END_CYCLE ? "cycle" : "majority",
		               w->end == END_CYCLE ? "cycle" : "majority",
		               w->end == END_CYCLE ? 11 : 10);
	if (w->end == END_MAJORITY && !past_half(w, NORTH) &&
	    !past_half(w, SOUTH))
		return bg_fail(err, BG_EX_DATAERR,
		               "end=majority but neither side has more than "
		               "half the stones (WR-10)");
	if (row_sum(w, NORTH) + row_sum(w, SOUTH))
		return bg_fail(err, BG_EX_DATAERR,
		               "the game is over but stones are left in the "
		               "pits (WR-7 gives them to the rows' owners)");
	if (w->end == END_QUIET && (!quiet || idle != quiet))
		return bg_fail(err, BG_EX_DATAERR,
		               "end=quiet needs idle equal to quiet, which is "
		               "not 0 (WR-9)");
	if (quiet && (idle > quiet || (w->end == END_AGREED && idle == quiet)))
		return bg_fail(err, BG_EX_DATAERR,
		               "idle=%lu is past quiet=%lu: the game ended at "
		               "quiet (WR-9)", idle, quiet);
	if (w->result != result_of(w))
		return bg_fail(err, BG_EX_DATAERR,
		               "result=%s but the captures %d,%d give %s "
		               "(WR-8)", wari_result_names[w->result],
		               w->captured[NORTH], w->captured[SOUTH],
		               wari_result_names[result_of(w)]);
	return 0;
}

void
wari_outcome(const struct bg_state *st, struct bg_outcome *out)
{
	const struct wari *w = CS(st);
	int side;

	memset(out, 0, sizeof *out);
	out->over = w->end != END_NONE;
	out->seats = 2;
	out->has_scores = 1;
	for (side = 0; side < 2; side++) {
		out->seat[side] = wari_seat_names[side];
		out->score[side] = w->captured[side];
		out->won[side] = out->over && w->result == side;
	}
}
