/* Spook & Werewolf Ludo: exact values of two-seat games of one or two
 * pieces a seat (formats/spook.md, "Exact values"), from a table of the
 * pair of boards at hand, built in memory when a state of them first
 * asks (tables.c; the standard board in about 2 seconds of one core),
 * and kept in a table file (core/tables.c) for the next run; and of
 * games of any seat count where each seat has one piece left, from the
 * last-piece tables (core/endgame.c, numbered by ends.c).
 *
 * A value is each seat's chance of winning under best play, a shared
 * win counting half (SW-6): a chance, not a certainty, so the solver
 * gives it finely (eval, in BG_EVAL_ONE units) as well as in
 * BG_VALUE_ONE units, and no margin (0): best play maximises the
 * chance, and the pieces in the church at the end follow from no
 * single line of play.
 *
 * The table of a definition and pair of boards (a book) is built, whole,
 * under the lock of the solver's shelf, and read without it. */
#include <stdlib.h>
#include <string.h>

#include "games/spook/spook.h"

/* The least table kept in a cache file: smaller ones (boards of fewer
 * than 14 squares with two pieces a seat, and any with one) build in a
 * few milliseconds. */
#define SPOOK_CACHE_ENTRIES 10000

struct book {
	struct bg_book shelved;
	struct spook_def def;   /* the rules the table is of */
	uint8_t board[2][SP_MAXSQUARES];
	struct spook_table table;
};

static double
mib(size_t bytes)
{
	return (double)bytes / (1 << 20);
}

void *
spook_solver_new(size_t max_bytes, int jobs, struct bg_err *err)
{
	(void)jobs;
	return bg_endgame_solver_new(max_bytes, &spook_endgame_index, err);
}

static void
drop_book(struct bg_book *shelved, void *arg)
{
	struct book *b = (struct book *)shelved;

	(void)arg;
	spook_table_free(&b->table);
	free(b);
}

void
spook_solver_free(void *solver)
{
	bg_shelf_solver_free(solver, drop_book);
}

static int
same_book(const struct bg_book *shelved, const struct bg_state *st)
{
	const struct book *b = (const struct book *)shelved;

	return b->table.pieces == CS(st)->pieces &&
	       memcmp(&b->def, DEF(st), sizeof b->def) == 0 &&
	       memcmp(b->board, CS(st)->board, sizeof b->board) == 0;
}

/* The cache file of b's table, or NULL for a table too small to
 * need one: what the values depend on is the definition, the pieces
 * and the two boards.  Every field is set: a refused file's line says
 * what comes next (then). */
static const struct bg_table_file *
describe(const struct book *b, struct bg_table_file *f)
{
	int n = b->table.positions;

	memset(f, 0, sizeof *f);
	if ((long)n * n < SPOOK_CACHE_ENTRIES)
		return NULL;
	f->game = "spook";
	f->then = NULL; /* building the table again */
	f->unsound = spook_table_unsound;
	f->arg = &b->table;
	f->rules = bg_fnv1a(0xcbf29ce484222325u, &b->def, sizeof b->def);
	f->rules = bg_fnv1a(f->rules, b->board, sizeof b->board);
	f->rules = bg_fnv1a(f->rules, &b->table.pieces, sizeof b->table.pieces);
	snprintf(f->shape, sizeof f->shape, "spook-values-%dx%d", n, n);
	f->bytes = (size_t)n * (size_t)n * sizeof(double);
	return f;
}

/* A book of st's rules and boards, built: NULL with err set when it
 * does not fit (BG_EX_DATAERR) or memory fails. */
static struct bg_book *
build_book(void *solver, const struct bg_state *st, struct bg_err *err)
{
	struct bg_shelf_solver *sv = solver;
	const struct spook_def *d = DEF(st);
	size_t need = sizeof(struct book) +
	              spook_table_bytes(d->squares, CS(st)->pieces);
	struct bg_table_file file;
	struct book *b;

	/* a table is kept only once it is built, but while it is built
	 * the sweep's values take as much again */
	if (sv->used + need +
	    spook_table_scratch_bytes(d->squares, CS(st)->pieces) > sv->max) {
		bg_fail(err, BG_EX_DATAERR, "exact: no room for the table of "
		        "another pair of boards (%.1f MiB) within the %.1f MiB "
		        "allowed", mib(need), mib(sv->max));
		return NULL;
	}
	if (!(b = calloc(1, sizeof *b))) {
		bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		return NULL;
	}
	b->def = *d;
	memcpy(b->board, CS(st)->board, sizeof b->board);
	b->table.pieces = CS(st)->pieces;
	b->table.positions = spook_table_positions(d->squares, b->table.pieces);
	if (spook_table_build(&b->table, st, describe(b, &file), err) < 0) {
		free(b);
		return NULL;
	}
	sv->used += need;
	return &b->shelved;
}

/* The states the two-seat tables cover: a round that can go on. */
static int
beyond_reach(const struct spook *g, struct bg_err *err)
{
	if (g->round == UINT32_MAX) {
		bg_fail(err, BG_EX_DATAERR, "exact: round=%lu is the last a "
		        "state holds: the game cannot go on",
		        (unsigned long)g->round);
		return 1;
	}
	return 0;
}

/* Seat 1's chance in st, a state going on, from the table. */
static double
chance_of(const struct spook_table *t, const struct spook *g)
{
	int i0 = spook_table_index(g->pos[0], t->pieces);
	int i1 = spook_table_index(g->pos[1], t->pieces);

	switch (g->phase) {
	case SP_MOVE:
		return g->turn == 0 ? spook_table_choice(t, NULL, g->dice, i0, i1)
		                    : spook_table_reply(t, NULL, g->dice, i0, i1);
	case SP_ROLL_ACTIVATION:
		return spook_table_after_roll(t, t->value, i0, i1);
	default:
		return t->value[(size_t)i0 * (size_t)t->positions + (size_t)i1];
	}
}

int
spook_solve(void *solver, const struct bg_state *st, struct bg_exact *out,
            struct bg_err *err)
{
	const struct spook *g = CS(st);
	struct bg_shelf_solver *sv = solver;
	struct bg_outcome o;
	struct bg_err quiet;
	struct book *b;

	if (!err)
		err = &quiet;
	if (g->phase == SP_OVER && g->players == 2) {
		spook_outcome(st, &o);
		bg_exact_chance(out, o.won[0] && o.won[1] ? 0.5 : o.won[0] ? 1.0 : 0.0);
		return 1;
	}
	if (g->players != 2 || g->pieces > SPOOK_TABLE_PIECES)
		return bg_endgame_solve(sv, st, out, err);
	if (beyond_reach(g, err))
		return 0;
	if (!(b = (struct book *)bg_shelf_book(&sv->shelf, st, same_book,
	                                       build_book, sv, err)))
		return err->status == BG_EX_DATAERR ? 0 : -1;
	bg_exact_chance(out, chance_of(&b->table, g));
	return 1;
}
