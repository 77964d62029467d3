/* The last-piece tables (formats/analysis.md, "Last-piece tables"): in a
 * dice game, every position where each seat has one piece left to bring
 * home, for any number of seats, solved by value iteration through the
 * game's own moves, rolls and apply.  The game says only which states
 * are the table's positions and how they are numbered (struct
 * bg_endgame_index); no rule is written here.
 *
 * A position's value is, for each seat, its chance of winning when
 * every seat plays for its own chance (max-n): at a roll the mean over
 * the outcomes, at a move the move best for its mover, a finished game
 * its winners' shares.  Of moves equally good for the mover (within
 * BG_ENDGAME_TIE) the first in the game's order of moves is taken, so
 * the other seats' values are defined.  From a position the value is
 * worked out through the moves and rolls of its turn down to the
 * positions that follow it; the values of all positions are swept, in
 * place, from the last index down, from 0 until no value moves by more
 * than BG_ENDGAME_TOLERANCE in a sweep (captures send pieces back, so
 * positions depend on one another in cycles).  One thread, one order:
 * the same bytes every run. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/core.h"

/* A seat's table of one rule set and seat count. */
struct endbook {
	struct bg_book shelved;
	struct bg_state like;      /* a state of its rules and seats */
	const struct bg_endgame_index *ix;
	uint64_t rules;            /* ix->rules(like) */
	int seats;
	size_t positions;
	const double *value;       /* [k * seats + s], NULL: none */
	double *built;
	size_t bytes;
	struct bg_table_map kept;
	struct bg_table_file file;
	char why[160];             /* when value is NULL: why not */
};

struct bg_endgames {
	struct bg_shelf shelf;
	const struct bg_endgame_index *ix;
	struct bg_shelf_solver *sv; /* whose budget and lock builds share */
};

/* Each position's turn written down once (turn_program): the rolls,
 * the moves and the positions or finished games they lead to, in the
 * order expand visits them, so that a sweep works the values out of
 * arrays without the game's moves and apply.  The outcomes of a roll
 * that lead to the same steps are written once with their count (in a
 * game of two dice, mostly a and b against b and a), and of the moves
 * that do the first alone: Waju's three-seat turns take a quarter fewer
 * ops.  A step in op[] is one int32_t, then the steps it is worked out
 * from:
 *   k >= 0                           the value of position k
 *   TURN_FINISHED - i                the shares of finished[i * seats ...]
 *   TURN_ROLL - n                    n times a weight and its steps:
 *                                    their weighted mean
 *   TURN_MOVE - (n * BG_MAX_SEATS + seat)
 *                                    n steps: the seat's best, the first
 *                                    of equals */
#define TURN_FINISHED (-1)
#define TURN_FINISHED_MAX 256 /* distinct shares of a finished game */
#define TURN_ROLL (TURN_FINISHED - TURN_FINISHED_MAX)
#define TURN_ROLL_MAX 65535   /* most outcomes of a roll */
#define TURN_MOVE (TURN_ROLL - TURN_ROLL_MAX - 1)
/* The most ops of a table's turns written down (256 MiB); a table whose
 * turns need more is swept through the game, as without them. */
#define TURN_OPS_MAX ((size_t)1 << 26)

struct turn_program {
	int32_t *op;
	size_t used, cap;
	size_t *at;     /* position k's first op, or SIZE_MAX: no position */
	double finished[TURN_FINISHED_MAX * BG_MAX_SEATS];
	int nfinished;
};

/* What a value is worked out from. */
struct ends_ctx {
	const struct bg_endgame_index *ix;
	const double *value;
	int seats;
	int turns; /* positions a board */
	const struct turn_program *prog; /* NULL: through the game */
};

static void
drop_book(struct bg_book *shelved, void *arg)
{
	struct endbook *b = (struct endbook *)shelved;

	(void)arg;
	free(b->built);
	if (b->kept.base)
		bg_table_unmap(&b->kept);
	free(b);
}

/* e and its books, when the solver it is attached to is freed. */
static void
endgames_free(struct bg_endgames *e)
{
	bg_shelf_free(&e->shelf, drop_book, NULL);
	free(e);
}

int
bg_endgames_attach(struct bg_shelf_solver *sv,
                   const struct bg_endgame_index *ix, struct bg_err *err)
{
	struct bg_endgames *e = calloc(1, sizeof *e);

	if (!e)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	if (bg_shelf_init(&e->shelf, err) < 0) {
		free(e);
		return -1;
	}
	e->ix = ix;
	e->sv = sv;
	sv->ends = e;
	sv->free_ends = endgames_free;
	return 0;
}

void *
bg_endgame_solver_new(size_t max_bytes, const struct bg_endgame_index *ix,
                      struct bg_err *err)
{
	struct bg_shelf_solver *sv = bg_shelf_solver_new(max_bytes, err);

	if (sv && bg_endgames_attach(sv, ix, err) < 0) {
		bg_shelf_solver_free(sv, NULL);
		return NULL;
	}
	return sv;
}

static int expand(const struct ends_ctx *c, const struct bg_state *st,
                  int depth, double *out);

/* A finished game: each winner's share of the win. */
static void
finished(const struct bg_state *st, int seats, double *out)
{
	struct bg_outcome o;
	int s, winners = 0;

	st->game->outcome(st, &o);
	for (s = 0; s < seats; s++)
		winners += o.won[s] != 0;
	for (s = 0; s < seats; s++)
		out[s] = o.won[s] ? 1.0 / winners : 0.0;
}

/* A roll: the mean over its outcomes, each die's faces alike. */
static int
rolled(const struct ends_ctx *c, const struct bg_state *st, int depth,
       double *out)
{
	struct bg_move mv = { .kind = BG_ACT_CHANCE };
	struct bg_state next;
	struct bg_chance ev;
	double v[BG_MAX_SEATS];
	int i, s, count = 0;

	st->game->chance(st, &ev);
	mv.len = (uint8_t)ev.dice;
	for (i = 0; i < ev.dice; i++)
		mv.v[i] = 1;
	memset(out, 0, (size_t)c->seats * sizeof *out);
	for (;;) {
		bg_state_copy(&next, st);
		st->game->apply(&next, &mv);
		if (expand(c, &next, depth + 1, v) < 0)
			return -1;
		for (s = 0; s < c->seats; s++)
			out[s] += v[s];
		count++;
		for (i = ev.dice - 1; i >= 0 && mv.v[i] == ev.faces; i--)
			mv.v[i] = 1;
		if (i < 0)
			break;
		mv.v[i]++;
	}
	for (s = 0; s < c->seats; s++)
		out[s] /= count;
	return 0;
}

/* A move: the values after the mover's best, the first of equals. */
static int
moved(const struct ends_ctx *c, const struct bg_state *st, int depth,
      double *out)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_state next;
	double v[BG_MAX_SEATS];
	int n = st->game->moves(st, moves), seat = st->game->seat(st), m;

	if (n == 0 || seat < 0 || seat >= c->seats)
		return -1;
	for (m = 0; m < n; m++) {
		bg_state_copy(&next, st);
		st->game->apply(&next, &moves[m]);
		if (expand(c, &next, depth + 1, v) < 0)
			return -1;
		if (m == 0 || v[seat] > out[seat] + BG_ENDGAME_TIE)
			memcpy(out, v, (size_t)c->seats * sizeof *out);
	}
	return 0;
}

/* st's values, from the table at a position past the first step (depth
 * 0 is the state asked about), else through its turn: -1 when it leaves
 * the tables or goes on past BG_ENDGAME_DEPTH steps. */
static int
expand(const struct ends_ctx *c, const struct bg_state *st, int depth,
       double *out)
{
	long k;

	if (st->game->phase(st) == BG_PHASE_OVER) {
		finished(st, c->seats, out);
		return 0;
	}
	k = c->ix->key(st);
	if (k == BG_ENDGAME_BEYOND || depth > BG_ENDGAME_DEPTH)
		return -1;
	if (k >= 0 && depth > 0) {
		memcpy(out, c->value + (size_t)k * (size_t)c->seats,
		       (size_t)c->seats * sizeof *out);
		return 0;
	}
	if (st->game->phase(st) == BG_PHASE_ROLL)
		return rolled(c, st, depth, out);
	return moved(c, st, depth, out);
}

/* Room for n more ops in p: -1 past TURN_OPS_MAX or out of memory. */
static int
turn_room(struct turn_program *p, size_t n)
{
	size_t cap = p->cap ? p->cap : 1024;
	int32_t *op;

	if (p->used + n <= p->cap)
		return 0;
	while (cap < p->used + n)
		cap *= 2;
	if (cap > TURN_OPS_MAX || !(op = realloc(p->op, cap * sizeof *op)))
		return -1;
	p->op = op;
	p->cap = cap;
	return 0;
}

/* The index of the finished game's shares v in p, added when new. */
static int
turn_finished(struct turn_program *p, const double *v, int seats)
{
	int i;

	for (i = 0; i < p->nfinished; i++)
		if (!memcmp(p->finished + i * seats, v, (size_t)seats * sizeof *v))
			return i;
	if (p->nfinished == TURN_FINISHED_MAX)
		return -1;
	memcpy(p->finished + p->nfinished * seats, v,
	       (size_t)seats * sizeof *v);
	return p->nfinished++;
}

static int turn_write(const struct ends_ctx *c, const struct bg_state *st,
                      int depth, struct turn_program *p);

/* The choices of a roll or a move that lead to the same steps are
 * written down once: a roll's with their count as a weight, a move's
 * the first of them alone (the others cannot be better for the
 * mover).  The distinct choices a turn_choices tells apart; past them
 * each is written as it comes. */
#define TURN_DISTINCT_MAX 64

struct turn_choices {
	size_t from[TURN_DISTINCT_MAX]; /* a choice's first step in op[] */
	size_t len[TURN_DISTINCT_MAX];
	int n;
};

/* Whether the steps written from `from` on in p are those of a choice
 * already in seen: then they are dropped (with their weight, before
 * them, when weighed) and the choice's weight counted. */
static int
turn_seen(struct turn_program *p, struct turn_choices *seen, size_t from,
          int weighed)
{
	size_t len = p->used - from;
	int j;

	for (j = 0; j < seen->n; j++)
		if (seen->len[j] == len && !memcmp(p->op + seen->from[j],
		                                   p->op + from, len * sizeof *p->op)) {
			p->used = from - (size_t)weighed;
			if (weighed)
				p->op[seen->from[j] - 1]++;
			return 1;
		}
	if (seen->n < TURN_DISTINCT_MAX) {
		seen->from[seen->n] = from;
		seen->len[seen->n++] = len;
	}
	return 0;
}

/* A roll written down: TURN_ROLL - n, then each of its n distinct
 * outcomes as its weight (the dice's outcomes that lead to its steps)
 * and its steps, in expand's order. */
static int
turn_write_roll(const struct ends_ctx *c, const struct bg_state *st,
                int depth, struct turn_program *p)
{
	struct bg_move mv = { .kind = BG_ACT_CHANCE };
	struct turn_choices seen = { .n = 0 };
	struct bg_state next;
	struct bg_chance ev;
	size_t head, from;
	int n, m, i, distinct = 0;

	st->game->chance(st, &ev);
	mv.len = (uint8_t)ev.dice;
	for (n = 1, i = 0; i < ev.dice; i++) {
		mv.v[i] = 1;
		n *= ev.faces;
	}
	if (n > TURN_ROLL_MAX || turn_room(p, 1) < 0)
		return -1;
	head = p->used++;
	for (m = 0; m < n; m++) {
		if (turn_room(p, 1) < 0)
			return -1;
		p->op[p->used++] = 1;
		from = p->used;
		bg_state_copy(&next, st);
		st->game->apply(&next, &mv);
		if (turn_write(c, &next, depth + 1, p) < 0)
			return -1;
		distinct += !turn_seen(p, &seen, from, 1);
		for (i = ev.dice - 1; i >= 0 && mv.v[i] == ev.faces; i--)
			mv.v[i] = 1;
		if (i >= 0)
			mv.v[i]++;
	}
	p->op[head] = TURN_ROLL - distinct;
	return 0;
}

/* A move written down: TURN_MOVE - (n * BG_MAX_SEATS + seat), then the
 * steps of each of its n distinct moves, in the game's order. */
static int
turn_write_move(const struct ends_ctx *c, const struct bg_state *st,
                int depth, struct turn_program *p)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct turn_choices seen = { .n = 0 };
	struct bg_state next;
	size_t head, from;
	int n = st->game->moves(st, moves), seat = st->game->seat(st), m;
	int distinct = 0;

	if (n == 0 || seat < 0 || seat >= c->seats || turn_room(p, 1) < 0)
		return -1;
	head = p->used++;
	for (m = 0; m < n; m++) {
		from = p->used;
		bg_state_copy(&next, st);
		st->game->apply(&next, &moves[m]);
		if (turn_write(c, &next, depth + 1, p) < 0)
			return -1;
		distinct += !turn_seen(p, &seen, from, 0);
	}
	p->op[head] = TURN_MOVE - (distinct * BG_MAX_SEATS + seat);
	return 0;
}

/* st's turn written down as expand works it out: -1 where expand fails,
 * or past the room of p. */
static int
turn_write(const struct ends_ctx *c, const struct bg_state *st, int depth,
           struct turn_program *p)
{
	double v[BG_MAX_SEATS];
	long k;
	int i;

	if (st->game->phase(st) == BG_PHASE_OVER) {
		finished(st, c->seats, v);
		if ((i = turn_finished(p, v, c->seats)) < 0 || turn_room(p, 1) < 0)
			return -1;
		p->op[p->used++] = TURN_FINISHED - i;
		return 0;
	}
	k = c->ix->key(st);
	if (k == BG_ENDGAME_BEYOND || depth > BG_ENDGAME_DEPTH)
		return -1;
	if (k >= 0 && depth > 0) {
		if (k > INT32_MAX || turn_room(p, 1) < 0)
			return -1;
		p->op[p->used++] = (int32_t)k;
		return 0;
	}
	if (st->game->phase(st) == BG_PHASE_ROLL)
		return turn_write_roll(c, st, depth, p);
	return turn_write_move(c, st, depth, p);
}

/* The values of the steps from op on, into out, in the order of rolled
 * and moved (a roll's equal outcomes summed as one times its weight):
 * the same values to the last bits or so.  The op after them. */
static const int32_t *
turn_step(const struct ends_ctx *c, const int32_t *op, double *out)
{
	double v[BG_MAX_SEATS];
	int32_t step = *op++, weight, outcomes;
	int n, m, s, seat;

	if (step >= 0) {
		memcpy(out, c->value + (size_t)step * (size_t)c->seats,
		       (size_t)c->seats * sizeof *out);
		return op;
	}
	if (step > TURN_ROLL) {
		memcpy(out, c->prog->finished + (TURN_FINISHED - step) * c->seats,
		       (size_t)c->seats * sizeof *out);
		return op;
	}
	if (step >= TURN_ROLL - TURN_ROLL_MAX) {
		n = TURN_ROLL - step;
		memset(out, 0, (size_t)c->seats * sizeof *out);
		for (outcomes = 0, m = 0; m < n; m++) {
			weight = *op++;
			op = turn_step(c, op, v);
			for (s = 0; s < c->seats; s++)
				out[s] += weight * v[s];
			outcomes += weight;
		}
		for (s = 0; s < c->seats; s++)
			out[s] /= outcomes;
		return op;
	}
	n = (TURN_MOVE - step) / BG_MAX_SEATS;
	seat = (TURN_MOVE - step) % BG_MAX_SEATS;
	for (m = 0; m < n; m++) {
		op = turn_step(c, op, v);
		if (m == 0 || v[seat] > out[seat] + BG_ENDGAME_TIE)
			memcpy(out, v, (size_t)c->seats * sizeof *out);
	}
	return op;
}

static void
turn_programs_free(struct turn_program *p)
{
	free(p->op);
	free(p->at);
	memset(p, 0, sizeof *p);
}

/* Every position's turn written down into p: p, or NULL (and nothing
 * kept) where one cannot be, which the sweeps then work out through the
 * game and report. */
static const struct turn_program *
turn_programs(const struct ends_ctx *c, const struct bg_state *like,
              size_t positions, struct turn_program *p)
{
	struct bg_state st;
	size_t k;

	memset(p, 0, sizeof *p);
	if (!(p->at = malloc(positions * sizeof *p->at)))
		return NULL;
	for (k = 0; k < positions; k++) {
		p->at[k] = SIZE_MAX;
		if (!c->ix->place(&st, like, k))
			continue;
		p->at[k] = p->used;
		if (turn_write(c, &st, 0, p) < 0) {
			turn_programs_free(p);
			return NULL;
		}
	}
	return p;
}

/* The positions of board `board` worked out again from the values so
 * far, in turn, until none moves by more than BG_ENDGAME_TOLERANCE (the
 * turns of one board lead to one another where a seat cannot move): the
 * largest change of the first round, or -1 when a turn leaves the
 * tables. */
static double
settle(const struct ends_ctx *c, const struct bg_state *like, size_t board,
       double *value)
{
	struct bg_state st[BG_ENDGAME_TURNS_MAX];
	double v[BG_MAX_SEATS], most, first = -2, *at;
	int live[BG_ENDGAME_TURNS_MAX], t, s, round;
	size_t k;

	for (t = 0; t < c->turns; t++) {
		k = board * (size_t)c->turns + (size_t)t;
		live[t] = c->prog ? c->prog->at[k] != SIZE_MAX
		          : c->ix->place(&st[t], like, k);
	}
	for (round = 0; round < BG_ENDGAME_SWEEPS_MAX; round++) {
		for (most = 0, t = c->turns; t-- > 0;) {
			if (!live[t])
				continue;
			k = board * (size_t)c->turns + (size_t)t;
			if (c->prog)
				turn_step(c, c->prog->op + c->prog->at[k], v);
			else if (expand(c, &st[t], 0, v) < 0)
				return -1;
			for (at = value + k * (size_t)c->seats, s = 0;
			     s < c->seats; s++) {
				if (fabs(v[s] - at[s]) > most)
					most = fabs(v[s] - at[s]);
				at[s] = v[s];
			}
		}
		if (first < -1)
			first = most;
		if (most <= BG_ENDGAME_TOLERANCE)
			break;
	}
	return first;
}

/* One sweep over every board, from the last down: the largest change,
 * or -1 when a position's turn leaves the tables. */
static double
sweep(const struct ends_ctx *c, const struct bg_state *like, double *value)
{
	size_t board = c->ix->positions(like) / (size_t)c->turns;
	double most = 0, v;

	while (board-- > 0) {
		if ((v = settle(c, like, board, value)) < 0)
			return -1;
		if (v > most)
			most = v;
	}
	return most;
}

/* b's values by value iteration into b->built: -1 with b->why. */
static int
iterate(struct endbook *b, const struct bg_endgame_index *ix)
{
	struct ends_ctx c = { ix, NULL, b->seats, ix->turns(&b->like), NULL };
	struct turn_program prog;
	double most = 0;
	int s;

	if (!(b->built = calloc(b->positions * (size_t)b->seats,
	                        sizeof *b->built))) {
		snprintf(b->why, sizeof b->why, "out of memory");
		return -1;
	}
	c.value = b->built;
	c.prog = turn_programs(&c, &b->like, b->positions, &prog);
	for (s = 0; s < BG_ENDGAME_SWEEPS_MAX; s++) {
		if ((most = sweep(&c, &b->like, b->built)) < 0) {
			snprintf(b->why, sizeof b->why, "exact: a position's "
			         "turn leaves the last-piece tables");
			break;
		}
		if (most <= BG_ENDGAME_TOLERANCE)
			break;
	}
	turn_programs_free(&prog);
	if (s == BG_ENDGAME_SWEEPS_MAX)
		snprintf(b->why, sizeof b->why, "exact: the last-piece tables "
		         "do not settle within %d sweeps", BG_ENDGAME_SWEEPS_MAX);
	return most < 0 || s == BG_ENDGAME_SWEEPS_MAX ? -1 : 0;
}

/* Whether a table file's values are chances: each in [0, 1], a
 * position's summing to 1 (or all 0: no position). */
static int
values_fit(const double *v, size_t positions, int seats)
{
	size_t k;
	double sum;
	int s;

	for (k = 0; k < positions; k++) {
		for (sum = 0, s = 0; s < seats; s++) {
			if (!(v[k * (size_t)seats + (size_t)s] >= 0 &&
			      v[k * (size_t)seats + (size_t)s] <= 1))
				return 0;
			sum += v[k * (size_t)seats + (size_t)s];
		}
		if (sum != 0 && fabs(sum - 1) > 1e-9)
			return 0;
	}
	return 1;
}

/* Why a table file's values cannot be b's: each a chance, a position's
 * summing to 1 (or all 0, where it is not covered). */
static const char *
unsound_values(const void *table, size_t bytes, const void *arg)
{
	const struct endbook *b = arg;

	return bytes == b->bytes && values_fit(table, b->positions, b->seats)
	       ? NULL : BG_TABLE_IMPOSSIBLE;
}

/* b's values read from its file: 1, or 0 (a refused file said so in one
 * line). */
static int
kept(struct endbook *b)
{
	return bg_table_map(&b->file, b->bytes, &b->kept);
}

/* b's values, from its file or built within the solver's budget, under
 * the solver's lock: b->value, or b->why. */
static void
fill(struct bg_endgames *e, struct endbook *b)
{
	struct bg_shelf_solver *sv = e->sv;

	pthread_mutex_lock(&sv->shelf.lock);
	if (sv->used + b->bytes > sv->max) {
		snprintf(b->why, sizeof b->why, "exact: no room for the "
		         "last-piece table of %d seats (%.1f MiB) within the "
		         "%.1f MiB allowed", b->seats,
		         (double)b->bytes / (1 << 20),
		         (double)(sv->max - sv->used) / (1 << 20));
	} else if (e->ix->turns(&b->like) > BG_ENDGAME_TURNS_MAX) {
		snprintf(b->why, sizeof b->why, "exact: the last-piece table "
		         "of %d seats has more than %d positions a board",
		         b->seats, BG_ENDGAME_TURNS_MAX);
	} else if (b->positions > e->ix->positions_max) {
		snprintf(b->why, sizeof b->why, "exact: the last-piece table "
		         "of %d seats has %zu positions, more than the %zu "
		         "built on first use", b->seats, b->positions,
		         e->ix->positions_max);
	} else if (kept(b)) {
		b->value = b->kept.data;
		sv->used += b->bytes;
	} else if (iterate(b, e->ix) == 0) {
		b->value = b->built;
		sv->used += b->bytes;
		bg_table_save(&b->file, b->built);
	} else {
		free(b->built);
		b->built = NULL;
	}
	pthread_mutex_unlock(&sv->shelf.lock);
}

static struct bg_book *
make_book(void *arg, const struct bg_state *st, struct bg_err *err)
{
	struct bg_endgames *e = arg;
	struct endbook *b = calloc(1, sizeof *b);
	uint64_t tag = 0x6c617374u; /* the tables of last pieces */

	if (!b) {
		bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		return NULL;
	}
	bg_state_copy(&b->like, st);
	b->ix = e->ix;
	b->rules = e->ix->rules(st);
	b->seats = st->game->seats(st);
	b->positions = e->ix->positions(st);
	b->bytes = b->positions * (size_t)b->seats * sizeof(double);
	b->file.game = st->game->name;
	b->file.rules = bg_fnv1a(b->rules, &tag, sizeof tag);
	snprintf(b->file.shape, sizeof b->file.shape, "last-piece-%dx%zu",
	         b->seats, b->positions);
	b->file.bytes = b->bytes;
	b->file.unsound = unsound_values;
	b->file.arg = b;
	fill(e, b);
	return &b->shelved;
}

/* Whether b is of st's rules and seats, as the game judges. */
static int
same_book(const struct bg_book *shelved, const struct bg_state *st)
{
	const struct endbook *b = (const struct endbook *)shelved;

	return b->like.game == st->game && b->ix->same(&b->like, st);
}

/* out from each seat's chance: in BG_EVAL_ONE and BG_VALUE_ONE units,
 * the last seat's what the others leave, so that they sum exactly. */
static void
chances(struct bg_exact *out, const double *v, int seats)
{
	int32_t fine = 0;
	int s, coarse = 0;

	memset(out, 0, sizeof *out);
	out->seats = seats;
	for (s = 0; s + 1 < seats; s++) {
		out->eval[s] = (int32_t)(v[s] * BG_EVAL_ONE + 0.5);
		out->value[s] = (int)(v[s] * BG_VALUE_ONE + 0.5);
		fine += out->eval[s];
		coarse += out->value[s];
	}
	out->eval[s] = fine < BG_EVAL_ONE ? BG_EVAL_ONE - fine : 0;
	out->value[s] = coarse < BG_VALUE_ONE ? BG_VALUE_ONE - coarse : 0;
}

int
bg_endgame_chances(struct bg_shelf_solver *sv, const struct bg_state *st,
                   double *v, struct bg_err *err)
{
	struct bg_endgames *e = sv->ends;
	struct endbook *b;
	struct ends_ctx c;
	long k;

	if (st->game->phase(st) == BG_PHASE_OVER) {
		finished(st, st->game->seats(st), v);
		return 1;
	}
	if (!e)
		return bg_fail(err, BG_EX_DATAERR, "exact: no last-piece "
		               "tables"), 0;
	if (e->ix->key(st) == BG_ENDGAME_BEYOND)
		return bg_fail(err, BG_EX_DATAERR, "exact: with %d seats the "
		               "tables cover only the positions where each seat "
		               "has one %s left to bring home",
		               st->game->seats(st), e->ix->piece), 0;
	if (!(b = (struct endbook *)bg_shelf_book(&e->shelf, st, same_book,
	                                          make_book, e, err)))
		return -1;
	if (!b->value)
		return bg_fail(err, BG_EX_DATAERR, "%s", b->why), 0;
	c = (struct ends_ctx){ e->ix, b->value, b->seats, 0, NULL };
	if ((k = e->ix->key(st)) >= 0)
		memcpy(v, b->value + (size_t)k * (size_t)b->seats,
		       (size_t)b->seats * sizeof *v);
	else if (expand(&c, st, 0, v) < 0)
		return bg_fail(err, BG_EX_DATAERR, "exact: the turn leaves the "
		               "last-piece tables"), 0;
	return 1;
}

int
bg_endgame_solve(struct bg_shelf_solver *sv, const struct bg_state *st,
                 struct bg_exact *out, struct bg_err *err)
{
	struct bg_err quiet;
	double v[BG_MAX_SEATS];
	int r = bg_endgame_chances(sv, st, v, err ? err : &quiet);

	if (r == 1)
		chances(out, v, st->game->seats(st));
	return r;
}
