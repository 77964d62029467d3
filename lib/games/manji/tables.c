/* Manji: the exact table of a two-seat game, the whole game
 * (formats/manji.md, "Exact values").
 *
 * A seat's position is the pair of its pawns' progress a <= b (its
 * pawns are alike), indexed b(b+1)/2 + a; a position of the game is the
 * pair (i, j) of the first playing seat's and the second's, k = i * N2
 * + j.  The table holds, for each seat t to move at the start of its
 * turn (no 6 rolled yet), seat 1's chance of winning under best play:
 * what both seats play for (a two-seat race to the centre is zero-sum).
 *
 * A turn is a small tree (MJ-3, MJ-5): a die d < 6 and a move end it;
 * a 6 and a move roll again, a second 6 again, and a third 6 ends it
 * with the pawn last moved sent home.  Its value comes from the values
 * of the turns after it:
 *
 *   V_t(k)        = 1/6 sum_{d<6} best_m V_{1-t}(m) + 1/6 best_m R_t(m, 1)
 *   R_t(k, 1, L)  = 1/6 sum_{d<6} best_m V_{1-t}(m) + 1/6 best_m R_t(m, 2)
 *   R_t(k, 2, L)  = 1/6 sum_{d<6} best_m V_{1-t}(m) + 1/6 V_{1-t}(home_L(k))
 *
 * over the moves m of die d at k (a pass where there is none), best the
 * largest for seat 1 and the least for seat 2, a move that ends the game
 * worth its end.  The moves, where they lead, which pawn is then the
 * last moved and what the third 6 does all come from the game's own
 * moves and apply on a scratch state (a graph built once before the
 * sweeps), so no rule is written twice.  Every seat finishes within a
 * bounded number of turns with a chance bounded away from 0 whatever
 * anyone plays, so the iteration has one fixpoint; it stops when no
 * value moves by more than MANJI_TOLERANCE in a sweep. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "games/manji/manji.h"

#define MANJI_TOLERANCE 1e-9
#define MANJI_SWEEPS_MAX 100000
#define MANJI_WIN UINT32_MAX /* a move that ends the game */
#define MANJI_KEEP 0xff      /* a pass: the last pawn moved stays so */
#define DIE_BITS 3           /* at most 4 moves a die: two pawns, each
                              * plain or by the shortcut (MJ-7) */

/* The moves of the whole game, built from the rules once. */
struct graph {
	const struct manji_table *t;
	const double *value;
	uint32_t *first;   /* [t * positions + k]: its first move */
	uint32_t *count;   /* its moves a die, DIE_BITS each */
	uint32_t *to;      /* a move's position, or MANJI_WIN */
	uint8_t *last;     /* the pawn last moved after it, or MANJI_KEEP */
	uint32_t *home;    /* [(t * positions + k) * 2 + p]: after a third 6
	                    * with pawn p of t's pair the last moved */
	uint8_t *low[2];   /* [i]: the rear pawn's progress of t's pair i */
	size_t moves, cap;
	size_t max;        /* the bytes the graph may take */
};

/* The progress marks of a seat's route, home to centre. */
static int
progress_marks(const struct manji_def *d, int seat)
{
	return manji_centre_mark(d, seat) + 1;
}

static int
pair_index(int a, int b)
{
	return b * (b + 1) / 2 + a;
}

static void
pair_pawns(int i, uint8_t *pawn)
{
	int b = 0;

	while ((b + 1) * (b + 2) / 2 <= i)
		b++;
	pawn[0] = (uint8_t)(i - b * (b + 1) / 2);
	pawn[1] = (uint8_t)b;
}

void
manji_table_shape(struct manji_table *t, const struct bg_state *like)
{
	const struct manji_def *d = DEF(like);
	int s, n = 0, p;

	for (s = 0; s < MJ_SEATS; s++)
		if (manji_plays(2, s)) {
			t->seat[n] = s;
			p = progress_marks(d, s);
			t->pairs[n++] = p * (p + 1) / 2;
		}
	t->positions = (size_t)t->pairs[0] * (size_t)t->pairs[1];
}

size_t
manji_table_key(const struct manji_table *t, const struct manji *g)
{
	size_t i = (size_t)pair_index(g->pawn[t->seat[0]][0],
	                              g->pawn[t->seat[0]][1]);

	return i * (size_t)t->pairs[1] +
	       (size_t)pair_index(g->pawn[t->seat[1]][0],
	                          g->pawn[t->seat[1]][1]);
}

/* A scratch state of like's rules: position k, seat t to play in
 * phase. */
static void
scratch(struct bg_state *st, const struct bg_state *like,
        const struct manji_table *t, int turn, size_t k, int phase)
{
	struct manji *g;

	bg_state_copy(st, like);
	g = S(st);
	memset(g->pawn, 0, sizeof g->pawn);
	pair_pawns((int)(k / (size_t)t->pairs[1]), g->pawn[t->seat[0]]);
	pair_pawns((int)(k % (size_t)t->pairs[1]), g->pawn[t->seat[1]]);
	g->phase = (uint8_t)phase;
	g->turn = (uint8_t)t->seat[turn];
	g->sixes = 0;
	manji_fresh_roll(g);
}

/* Room for n more moves in the graph: 0, or -1 past its bytes. */
static int
room(struct graph *gr, size_t n)
{
	size_t cap = gr->cap ? gr->cap : 1 << 16, fixed;
	uint32_t *to;
	uint8_t *last;

	if (gr->moves + n <= gr->cap)
		return 0;
	while (cap < gr->moves + n)
		cap *= 2;
	fixed = 2 * gr->t->positions * 4 * sizeof(uint32_t);
	if (fixed + cap * (sizeof *to + 1) > gr->max ||
	    !(to = realloc(gr->to, cap * sizeof *to)))
		return -1;
	gr->to = to;
	if (!(last = realloc(gr->last, cap)))
		return -1;
	gr->last = last;
	gr->cap = cap;
	return 0;
}

/* The moves of die d at the scratch state st, into the graph: their
 * number, or -1 when the graph outgrows its bytes. */
static int
add_moves(struct graph *gr, const struct bg_state *st, int d)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_state before, after;
	const struct manji *a;
	int n, m;

	bg_state_copy(&before, st);
	S(&before)->phase = MJ_MOVE;
	S(&before)->dice = (uint8_t)d;
	S(&before)->sixes = d == 6;
	n = manji_moves(&before, moves);
	if (room(gr, (size_t)n) < 0)
		return -1;
	for (m = 0; m < n; m++) {
		bg_state_copy(&after, &before);
		manji_apply(&after, &moves[m]);
		a = CS(&after);
		gr->to[gr->moves] = a->phase == MJ_OVER
		                    ? MANJI_WIN : (uint32_t)manji_table_key(gr->t, a);
		gr->last[gr->moves] = moves[m].len ? a->last : MANJI_KEEP;
		gr->moves++;
	}
	return n;
}

/* Where a third 6 takes position k of seat t's turn with each of its
 * pawns the last moved (MJ-5), by the roll itself. */
static void
add_homes(struct graph *gr, const struct bg_state *st, int t, size_t k)
{
	size_t at = (t * gr->t->positions + k) * 2;
	struct bg_move six = { BG_ACT_CHANCE, 1, { 6 } };
	struct bg_state roll;
	int p;

	for (p = 0; p < MJ_PAWNS; p++) {
		bg_state_copy(&roll, st);
		S(&roll)->sixes = 2;
		S(&roll)->last = CS(st)->pawn[CS(st)->turn][p];
		manji_apply(&roll, &six);
		gr->home[at + (size_t)p] = (uint32_t)manji_table_key(gr->t,
		                                                     CS(&roll));
	}
}

/* The graph of every position a seat may be to move in: -1 when it
 * outgrows its bytes. */
static int
build_graph(struct graph *gr, const struct bg_state *like)
{
	const struct manji_table *t = gr->t;
	struct bg_state st;
	struct bg_err unfit;
	size_t k, at;
	int turn, d, n;

	for (turn = 0; turn < 2; turn++)
		for (k = 0; k < t->positions; k++) {
			at = turn * t->positions + k;
			gr->first[at] = (uint32_t)gr->moves;
			gr->count[at] = 0;
			scratch(&st, like, t, turn, k, MJ_ROLL);
			if (manji_check(&st, &unfit) < 0)
				continue;
			for (d = 1; d <= MJ_FACES; d++) {
				if ((n = add_moves(gr, &st, d)) < 0)
					return -1;
				gr->count[at] |= (uint32_t)n << (DIE_BITS * (d - 1));
			}
			add_homes(gr, &st, turn, k);
		}
	return 0;
}

/* Seat 1's chance after a move of seat t to `to`. */
static double
after_move(const struct graph *gr, int t, uint32_t to)
{
	if (to == MANJI_WIN)
		return t == 0 ? 1.0 : 0.0;
	return gr->value[(size_t)(1 - t) * gr->t->positions + to];
}

/* The moves of die d at seat t's position `at`: their first and number. */
static uint32_t
moves_of(const struct graph *gr, size_t at, int d, uint32_t *n)
{
	uint32_t c = gr->count[at], first = gr->first[at];
	int e;

	for (e = 1; e < d; e++)
		first += (c >> (DIE_BITS * (e - 1))) & 7;
	*n = (c >> (DIE_BITS * (d - 1))) & 7;
	return first;
}

static double
better(int t, double best, double v)
{
	return t == 0 ? (v > best ? v : best) : (v < best ? v : best);
}

/* 1/6 of the sum over the dice 1 to 5 of the best move's value. */
static double
ending_dice(const struct graph *gr, int t, size_t k)
{
	size_t at = (size_t)t * gr->t->positions + k;
	double sum = 0, best;
	uint32_t first, n, m;
	int d;

	for (d = 1; d < 6; d++) {
		first = moves_of(gr, at, d, &n);
		for (best = t == 0 ? -1 : 2, m = first; m < first + n; m++)
			best = better(t, best, after_move(gr, t, gr->to[m]));
		sum += best;
	}
	return sum / MJ_FACES;
}

/* Seat 1's chance when seat t rolls again at k after `sixes` 6s, the
 * pawn last moved of progress last (0: none that MJ-5 sends home). */
static double
again(const struct graph *gr, int t, size_t k, int sixes, int last)
{
	size_t at = (size_t)t * gr->t->positions + k;
	size_t i = t == 0 ? k / (size_t)gr->t->pairs[1]
	                  : k % (size_t)gr->t->pairs[1];
	uint32_t first, n, m, to;
	double best, v;
	int next;

	if (sixes == 2) {
		to = !last ? (uint32_t)k
		     : gr->home[at * 2 + (gr->low[t][i] == last ? 0 : 1)];
		return ending_dice(gr, t, k) +
		       after_move(gr, t, to) / MJ_FACES;
	}
	first = moves_of(gr, at, 6, &n);
	for (best = t == 0 ? -1 : 2, m = first; m < first + n; m++) {
		next = gr->last[m] == MANJI_KEEP ? last : gr->last[m];
		v = gr->to[m] == MANJI_WIN ? after_move(gr, t, MANJI_WIN)
		    : again(gr, t, gr->to[m], sixes + 1, next);
		best = better(t, best, v);
	}
	return ending_dice(gr, t, k) + best / MJ_FACES;
}

/* One sweep, Gauss-Seidel, from the last position down (the pawns
 * further on first): the largest change. */
static double
sweep(const struct graph *gr, double *value)
{
	size_t n = gr->t->positions, k;
	double most = 0, v;
	int t;

	for (k = n; k-- > 0;)
		for (t = 0; t < 2; t++) {
			if (!gr->count[t * n + k])
				continue;
			v = again(gr, t, k, 0, 0);
			if (fabs(v - value[t * n + k]) > most)
				most = fabs(v - value[t * n + k]);
			value[t * n + k] = v;
		}
	return most;
}

size_t
manji_table_bytes(const struct manji_table *t)
{
	return 2 * t->positions * sizeof(double);
}

static void
graph_free(struct graph *gr)
{
	free(gr->first);
	free(gr->count);
	free(gr->home);
	free(gr->to);
	free(gr->last);
	free(gr->low[0]);
	free(gr->low[1]);
}

/* Each pair's rear pawn, for MJ-5's pawn last moved. */
static int
rear_pawns(struct graph *gr)
{
	uint8_t pawn[2];
	int t, i;

	for (t = 0; t < 2; t++) {
		if (!(gr->low[t] = malloc((size_t)gr->t->pairs[t])))
			return -1;
		for (i = 0; i < gr->t->pairs[t]; i++) {
			pair_pawns(i, pawn);
			gr->low[t][i] = pawn[0];
		}
	}
	return 0;
}

/* The values by value iteration over the graph of the game's moves,
 * within max_bytes besides the values: -1 with err set when the graph
 * does not fit (BG_EX_DATAERR) or memory fails. */
static int
iterate(struct manji_table *t, const struct bg_state *like, size_t max_bytes,
        struct bg_err *err)
{
	struct graph gr = { .t = t, .value = t->value, .max = max_bytes };
	size_t n = 2 * t->positions;
	int s;

	if (n * 4 * sizeof(uint32_t) > max_bytes)
		return bg_fail(err, BG_EX_DATAERR, "exact: no room for the "
		               "moves of %zu positions", n);
	gr.first = malloc(n * sizeof *gr.first);
	gr.count = malloc(n * sizeof *gr.count);
	gr.home = malloc(2 * n * sizeof *gr.home);
	if (!gr.first || !gr.count || !gr.home || rear_pawns(&gr) < 0) {
		graph_free(&gr);
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	}
	if (build_graph(&gr, like) < 0) {
		graph_free(&gr);
		return bg_fail(err, BG_EX_DATAERR, "exact: the moves of %zu "
		               "positions take more than the %.1f MiB allowed",
		               n, (double)max_bytes / (1 << 20));
	}
	for (s = 1; s <= MANJI_SWEEPS_MAX; s++)
		if (sweep(&gr, t->value) <= MANJI_TOLERANCE)
			break;
	t->sweeps = s;
	graph_free(&gr);
	return 0;
}

int
manji_table_build(struct manji_table *t, const struct bg_state *like,
                  const struct bg_table_file *file, size_t max_bytes,
                  struct bg_err *err)
{
	if (!(t->value = calloc(2 * t->positions, sizeof *t->value)))
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	if (iterate(t, like, max_bytes, err) < 0) {
		manji_table_free(t);
		return -1;
	}
	if (file)
		bg_table_save(file, t->value);
	return 0;
}

int
manji_table_kept(struct manji_table *t, struct bg_table_file *file)
{
	file->bytes = manji_table_bytes(t);
	return bg_table_map(file, file->bytes, &t->kept);
}

void
manji_table_free(struct manji_table *t)
{
	free(t->value);
	t->value = NULL;
	if (t->kept.base)
		bg_table_unmap(&t->kept);
}
