/* Manji: exact values of two-seat games, the whole game (formats/
 * manji.md, "Exact values"), from the table of the rules at hand
 * (tables.c); and of games of any seat count where each seat has one
 * pawn left, from the last-piece tables (core/endgame.c, numbered by
 * ends.c), which a two-seat game asks until the whole game's is built.
 *
 * The standard board's table takes minutes to build, so it is built
 * only when a caller asks for a reason when it is out of reach (the
 * policy exact, an analysis judged by it): the searches, which ask in
 * passing (err NULL), take its values once it is built in this run or
 * kept in its table file (core/tables.c), and go without it before.
 *
 * A state at the start of a turn is read from the table; one within a
 * turn (a die to play, a roll after a 6, the roll-off) is worked out
 * through the game's own moves, rolls and apply down to the turns that
 * follow it, at most three rolls away. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "games/manji/manji.h"

struct book {
	struct bg_book shelved;
	struct manji_def def;      /* the rules the table is of */
	struct manji_table table;
	_Atomic(const double *) value; /* the table's values once there */
	struct bg_table_file file;
};

void *
manji_solver_new(size_t max_bytes, int jobs, struct bg_err *err)
{
	(void)jobs;
	return bg_endgame_solver_new(max_bytes, &manji_endgame_index, err);
}

static void
drop_book(struct bg_book *shelved, void *arg)
{
	struct book *b = (struct book *)shelved;

	(void)arg;
	manji_table_free(&b->table);
	free(b);
}

void
manji_solver_free(void *solver)
{
	bg_shelf_solver_free(solver, drop_book);
}

static int
same_book(const struct bg_book *shelved, const struct bg_state *st)
{
	const struct book *b = (const struct book *)shelved;

	return memcmp(&b->def, DEF(st), sizeof b->def) == 0;
}

/* The table file of b's rules: its values depend on the definition
 * alone (two seats), and are chances. */
static void
describe(struct book *b)
{
	struct bg_table_file *f = &b->file;

	memset(f, 0, sizeof *f);
	f->game = "manji";
	f->unsound = bg_table_unsound_chances;
	f->rules = bg_fnv1a(0xcbf29ce484222325u, &b->def, sizeof b->def);
	snprintf(f->shape, sizeof f->shape, "manji-values-2x%dx%d",
	         b->table.pairs[0], b->table.pairs[1]);
	f->bytes = manji_table_bytes(&b->table);
}

/* A book of st's rules, with the values its table file keeps, if any,
 * read in place.  building: whether the ask that opens it builds the
 * table when the file is not taken (the policy exact), which the line
 * of a refused file says. */
static struct bg_book *
open_book(void *solver, const struct bg_state *st, int building,
          struct bg_err *err)
{
	struct bg_shelf_solver *sv = solver;
	struct book *b = calloc(1, sizeof *b);

	if (!b) {
		bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		return NULL;
	}
	b->def = *DEF(st);
	manji_table_shape(&b->table, st);
	describe(b);
	if (!building)
		b->file.then = "judging without the table (the policy exact "
		               "builds it)";
	if (sv->used + manji_table_bytes(&b->table) <= sv->max &&
	    manji_table_kept(&b->table, &b->file)) {
		sv->used += manji_table_bytes(&b->table);
		atomic_store_explicit(&b->value, b->table.kept.data,
		                      memory_order_release);
	}
	return &b->shelved;
}

static struct bg_book *
open_book_to_build(void *solver, const struct bg_state *st,
                   struct bg_err *err)
{
	return open_book(solver, st, 1, err);
}

static struct bg_book *
open_book_to_look(void *solver, const struct bg_state *st,
                  struct bg_err *err)
{
	return open_book(solver, st, 0, err);
}

/* b's values, built under the shelf's lock when they are not there:
 * NULL with err set when they do not fit or memory fails. */
static const double *
build_values(struct bg_shelf_solver *sv, struct book *b, const struct bg_state *st,
             struct bg_err *err)
{
	size_t need = manji_table_bytes(&b->table);
	const double *v;

	pthread_mutex_lock(&sv->shelf.lock);
	if (!(v = atomic_load_explicit(&b->value, memory_order_acquire))) {
		if (sv->used + need > sv->max)
			bg_fail(err, BG_EX_DATAERR, "exact: no room for the "
			        "table (%.1f MiB) within the %.1f MiB allowed",
			        (double)need / (1 << 20),
			        (double)sv->max / (1 << 20));
		else if (manji_table_build(&b->table, st, &b->file,
		                           sv->max - sv->used - need, err) == 0) {
			sv->used += need;
			v = b->table.value;
			atomic_store_explicit(&b->value, v,
			                      memory_order_release);
		}
	}
	pthread_mutex_unlock(&sv->shelf.lock);
	return v;
}

/* st's state with its count of rolls set aside: a roll-off that ties
 * comes back to it. */
static int
same_but_rolls(const struct bg_state *a, const struct bg_state *b)
{
	struct manji x = *CS(a), y = *CS(b);

	x.rolls = y.rolls = 0;
	return memcmp(&x, &y, sizeof x) == 0;
}

static double chance_of(const struct book *b, const double *value,
                        const struct bg_state *st);

/* Seat 1's chance at a roll: the mean over the outcomes that do not
 * bring the same roll back (a tied roll-off, MJ-2). */
static double
roll_value(const struct book *b, const double *value,
           const struct bg_state *st)
{
	struct bg_move mv = { .kind = BG_ACT_CHANCE };
	struct bg_chance ev;
	struct bg_state next;
	double sum = 0;
	int count = 0, i;

	manji_chance(st, &ev);
	mv.len = (uint8_t)ev.dice;
	for (i = 0; i < ev.dice; i++)
		mv.v[i] = 1;
	for (;;) {
		bg_state_copy(&next, st);
		manji_apply(&next, &mv);
		if (!same_but_rolls(&next, st)) {
			sum += chance_of(b, value, &next);
			count++;
		}
		for (i = ev.dice - 1; i >= 0 && mv.v[i] == ev.faces; i--)
			mv.v[i] = 1;
		if (i < 0)
			return sum / count;
		mv.v[i]++;
	}
}

/* Seat 1's chance when a die is to be played: the mover's best move. */
static double
move_value(const struct book *b, const double *value,
           const struct bg_state *st)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_state next;
	int n = manji_moves(st, moves), first = CS(st)->turn ==
	                                        b->table.seat[0], m;
	double best = first ? -1 : 2, v;

	for (m = 0; m < n; m++) {
		bg_state_copy(&next, st);
		manji_apply(&next, &moves[m]);
		v = chance_of(b, value, &next);
		best = first ? (v > best ? v : best) : (v < best ? v : best);
	}
	return best;
}

/* Seat 1's chance in st: from the table at the start of a turn,
 * through the rules within one. */
static double
chance_of(const struct book *b, const double *value,
          const struct bg_state *st)
{
	const struct manji *g = CS(st);
	size_t t;

	switch (g->phase) {
	case MJ_OVER:
		return manji_winner(g, DEF(st)) == b->table.seat[0];
	case MJ_MOVE:
		return move_value(b, value, st);
	case MJ_ROLL:
		if (!g->sixes) {
			t = g->turn != b->table.seat[0];
			return value[t * b->table.positions +
			             manji_table_key(&b->table, g)];
		}
		/* fall through */
	default:
		return roll_value(b, value, st);
	}
}

int
manji_solve(void *solver, const struct bg_state *st, struct bg_exact *out,
            struct bg_err *err)
{
	struct bg_shelf_solver *sv = solver;
	struct bg_err quiet;
	const double *value;
	struct book *b;

	if (CS(st)->players != 2)
		return bg_endgame_solve(sv, st, out, err);
	if (CS(st)->phase == MJ_OVER) { /* seat 1 is the first seat, 0 */
		bg_exact_chance(out, manji_winner(CS(st), DEF(st)) == 0);
		return 1;
	}
	if (!(b = (struct book *)bg_shelf_book(&sv->shelf, st, same_book,
	                                       err ? open_book_to_build :
	                                             open_book_to_look, sv,
	                                       err ? err : &quiet)))
		return -1;
	if (!(value = atomic_load_explicit(&b->value, memory_order_acquire))) {
		if (!err)
			return bg_endgame_solve(sv, st, out, NULL);
		if (!(value = build_values(sv, b, st, err)))
			return err->status == BG_EX_DATAERR ? 0 : -1;
	}
	bg_exact_chance(out, chance_of(b, value, st));
	return 1;
}
