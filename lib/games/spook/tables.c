/* Spook & Werewolf Ludo: the exact table of one pair of boards, two
 * seats of one or two pieces each (formats/spook.md, "Exact values").
 *
 * A seat's pieces are alike (SW-7), so a seat's position is the
 * unordered set of its pieces' squares: a square (one piece) or a pair
 * a <= b (two), indexed pair b(b-1)/2 + a - 1.  The two boards are
 * apart but the dice are shared (SW-3), so the seats are not two races:
 * the table holds, for every pair of positions (i0, i1) at the start of
 * a round, seat 1's chance of winning under best play, a shared win
 * counting half (SW-6), which is what both seats maximise: the game is
 * then zero-sum.
 *
 * The round is the game's own: the host's movement die d, seat 1
 * chooses, then seat 2 knowing seat 1's move, and then the activation
 * die r moves both seats' pieces.  Written as one step:
 *
 *   A(i0, i1) = 1/6 sum_r V(act0_r(i0), act1_r(i1))
 *   V(i0, i1) = 1/6 sum_d max_{m0} min_{m1} A(m0, m1)
 *
 * where a pair in which a seat has finished is the end (SW-6): its value
 * is fixed, 1, 0 or 1/2.  Every transition comes from the game's own
 * moves and apply (a scratch state per seat and roll), so no rule is
 * written twice.  From any position a seat finishes within a bounded
 * number of rounds with a chance bounded away from 0, whatever anyone
 * plays (an activation roll misses its pieces, the dice bring them in),
 * so the iteration contracts to one fixpoint; it stops when no value
 * moves by more than SPOOK_TOLERANCE in a sweep.  A sweep shrinks the
 * error by about 0.8 on the standard board (115 sweeps from 0), so what
 * is left is a few times SPOOK_TOLERANCE, far below the 1/840000 in
 * which values are given. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "games/spook/spook.h"

#define SPOOK_TOLERANCE 1e-9
#define SPOOK_SWEEPS_MAX 100000

int
spook_table_positions(int squares, int pieces)
{
	return pieces == 1 ? squares : squares * (squares + 1) / 2;
}

/* The index of a seat's pieces, sorted ascending (SW-7: alike). */
int
spook_table_index(const uint8_t *pos, int pieces)
{
	return pieces == 1 ? pos[0] - 1 : pos[1] * (pos[1] - 1) / 2 + pos[0] - 1;
}

static void
position_of(int i, int pieces, uint8_t *pos)
{
	int b = 1;

	if (pieces == 1) {
		pos[0] = (uint8_t)(i + 1);
		return;
	}
	while ((b + 1) * b / 2 <= i)
		b++;
	pos[1] = (uint8_t)b;
	pos[0] = (uint8_t)(i - b * (b - 1) / 2 + 1);
}

/* A scratch state of like's rules with seat p's pieces at position i. */
static void
scratch(struct bg_state *st, const struct bg_state *like, int p, int i,
        int pieces)
{
	struct spook *g;

	bg_state_copy(st, like);
	g = S(st);
	g->round = 1;
	memset(g->pos, 1, sizeof g->pos);
	position_of(i, pieces, g->pos[p]);
}

/* Seat p's moves with die d from each position, and where each
 * activation roll takes it, by the game's moves and apply. */
static void
seat_transitions(struct spook_table *t, const struct bg_state *like, int p)
{
	struct bg_move moves[BG_MAX_MOVES], roll = { BG_ACT_CHANCE, 1, { 0 } };
	struct bg_state st, after;
	int i, d, m, n;

	for (i = 0; i < t->positions; i++) {
		for (d = 1; d <= SP_FACES; d++) {
			scratch(&st, like, p, i, t->pieces);
			S(&st)->phase = SP_MOVE;
			S(&st)->turn = (uint8_t)p;
			S(&st)->dice = (uint8_t)d;
			n = spook_moves(&st, moves);
			t->nmoves[p][d - 1][i] = (uint8_t)n;
			for (m = 0; m < n; m++) {
				bg_state_copy(&after, &st);
				spook_apply(&after, &moves[m]);
				t->move[p][d - 1][i][m] = (uint16_t)
					spook_table_index(CS(&after)->pos[p],
					                  t->pieces);
			}
		}
		for (d = 1; d <= SP_FACES; d++) {
			scratch(&st, like, p, i, t->pieces);
			S(&st)->phase = SP_ROLL_ACTIVATION;
			roll.v[0] = (uint8_t)d;
			spook_apply(&st, &roll);
			t->act[p][d - 1][i] =
				(uint16_t)spook_table_index(CS(&st)->pos[p], t->pieces);
		}
	}
}

/* Seat 1's value when the seats are finished as f0 and f1 (SW-6). */
static double
end_value(int f0, int f1)
{
	return f0 && f1 ? 0.5 : f0 ? 1.0 : 0.0;
}

double
spook_table_after_roll(const struct spook_table *t, const double *v, int i0,
                       int i1)
{
	double sum = 0;
	int r;

	for (r = 0; r < SP_FACES; r++)
		sum += v[(size_t)t->act[0][r][i0] * (size_t)t->positions +
		         t->act[1][r][i1]];
	return sum / SP_FACES;
}

/* Seat 1's chance after both moves, at (i0, i1): from the table a of
 * them, or when a is NULL from the finished table's values. */
static double
after_moves(const struct spook_table *t, const double *a, int i0, int i1)
{
	size_t k = (size_t)i0 * (size_t)t->positions + (size_t)i1;

	if (a)
		return a[k];
	return t->end[k] ? t->value[k]
	                 : spook_table_after_roll(t, t->value, i0, i1);
}

double
spook_table_reply(const struct spook_table *t, const double *a, int d, int i0,
                  int i1)
{
	double best = 2, v;
	int m;

	for (m = 0; m < t->nmoves[1][d - 1][i1]; m++)
		if ((v = after_moves(t, a, i0, t->move[1][d - 1][i1][m])) < best)
			best = v;
	return best;
}

double
spook_table_choice(const struct spook_table *t, const double *a, int d,
                   int i0, int i1)
{
	double best = -1, v;
	int m;

	for (m = 0; m < t->nmoves[0][d - 1][i0]; m++)
		if ((v = spook_table_reply(t, a, d, t->move[0][d - 1][i0][m],
		                           i1)) > best)
			best = v;
	return best;
}

/* One sweep, Gauss-Seidel: the positions from the last index down, a
 * position's chance after the moves from v, then its value from those.
 * Every move raises a seat's index (a piece goes forward) or passes,
 * so the values after the moves are all of this sweep: only the
 * activation's steps back wait for the next.  The largest change. */
static double
sweep(const struct spook_table *t, double *v, double *a)
{
	size_t n = (size_t)t->positions, k;
	double most = 0, sum, was;
	int i0, i1, d;

	for (k = n * n; k-- > 0;) {
		i0 = (int)(k / n);
		i1 = (int)(k % n);
		if (t->end[k]) {
			a[k] = v[k];
			continue;
		}
		a[k] = spook_table_after_roll(t, v, i0, i1);
		for (sum = 0, d = 1; d <= SP_FACES; d++)
			sum += spook_table_choice(t, a, d, i0, i1);
		was = v[k];
		v[k] = sum / SP_FACES;
		if (fabs(v[k] - was) > most)
			most = fabs(v[k] - was);
	}
	return most;
}

/* The ends fixed, every other value 0 to start from. */
static void
mark_ends(struct spook_table *t, double *v)
{
	int n = t->positions, last = n - 1, i0, i1;

	for (i0 = 0; i0 < n; i0++)
		for (i1 = 0; i1 < n; i1++) {
			size_t k = (size_t)i0 * (size_t)n + (size_t)i1;

			t->end[k] = i0 == last || i1 == last;
			v[k] = t->end[k] ? end_value(i0 == last, i1 == last) : 0;
		}
}

const char *
spook_table_unsound(const void *table, size_t bytes, const void *arg)
{
	const struct spook_table *t = arg;
	const double *v = table;
	int n = t->positions, last = n - 1, i0, i1;
	const char *why = bg_table_unsound_chances(table, bytes, NULL);

	for (i0 = 0; i0 < n && !why; i0++)
		for (i1 = 0; i1 < n; i1++) {
			size_t k = (size_t)i0 * (size_t)n + (size_t)i1;

			if (t->end[k] &&
			    v[k] != end_value(i0 == last, i1 == last))
				return BG_TABLE_IMPOSSIBLE;
		}
	return why;
}

size_t
spook_table_bytes(int squares, int pieces)
{
	size_t n = (size_t)spook_table_positions(squares, pieces);

	return sizeof(struct spook_table) + n * n * (sizeof(double) + 1);
}

size_t
spook_table_scratch_bytes(int squares, int pieces)
{
	size_t n = (size_t)spook_table_positions(squares, pieces);

	return n * n * sizeof(double);
}

int
spook_table_build(struct spook_table *t, const struct bg_state *like,
                  const struct bg_table_file *file, struct bg_err *err)
{
	size_t n = (size_t)t->positions;
	double *a;
	int s;

	t->value = malloc(n * n * sizeof *t->value);
	t->end = malloc(n * n);
	if (!t->value || !t->end) {
		spook_table_free(t);
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	}
	seat_transitions(t, like, 0);
	seat_transitions(t, like, 1);
	mark_ends(t, t->value);
	if (file && bg_table_load(file, t->value))
		return 0;
	if (!(a = malloc(n * n * sizeof *a))) {
		spook_table_free(t);
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	}
	for (s = 1; s <= SPOOK_SWEEPS_MAX; s++)
		if (sweep(t, t->value, a) <= SPOOK_TOLERANCE)
			break;
	t->sweeps = s;
	free(a);
	if (file)
		bg_table_save(file, t->value);
	return 0;
}

void
spook_table_free(struct spook_table *t)
{
	free(t->value);
	free(t->end);
	t->value = NULL;
	t->end = NULL;
}
