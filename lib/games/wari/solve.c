/* Wari: exact values of positions with few stones on the board
 * (formats/wari.md, "Exact values"), from retrograde tables built in
 * memory for the rules and stone count at hand.
 *
 * A value is the final stone margin of the side to move under best play,
 * counting only the stones still on the board: the captures already made
 * add to it and change nothing else, so one table serves every score.
 * Best play maximises the margin; the result (win, draw, loss) is its
 * sign, and since the sign is monotone it commutes with max and min:
 * the result of best play for the margin is the best result either side
 * can force, so maximising the result first gives the same result.
 *
 * Tables go layer by layer, a layer being the positions of one stone
 * count, from the empty board up: a capture lowers the count, so a layer
 * needs only the layers below it.  Within a layer the quiet rule (WR-9)
 * makes a value depend on k, the plies left before it ends the game: the
 * values for k follow from those for k - 1 (the moves without a capture)
 * and from the layers below with the whole count (a capture starts it
 * again).  Once a layer's values for k equal those for k - 1 they stay so
 * for every larger k, an exact early stop; the layer keeps the values for
 * k = 1 and, for each position, the plies at which its value changes up
 * to quiet or that stop.
 *
 * With the quiet rule off, play that never captures again shares the
 * stones left equally: they add nothing to the margin.  That is the same
 * iteration started from 0 at the horizon instead of the stones' rows,
 * and it always reaches its fixpoint, which is the value (a side that can
 * force a margin does so within a bounded number of plies, and one that
 * cannot is held to the shares for ever).
 *
 * Under the majority ending (WR-10) a capture can end the game by the
 * captures made before, so a position's value depends on them too, but
 * only through the room each side has below half of the stones of the
 * game (positions.c): a layer holds, for each board, a value for each
 * room of the side to move, and the value is still the margin over the
 * stones on the board, the captures adding to it.  The stones of the
 * game keep their parity, so the tables of one parity (a book each)
 * serve every score of it.
 *
 * Under the cycle ending (WR-11) a position that stands again since the
 * last capture ends the game, which a table, holding no history, cannot
 * see: its value is that of the game blind to repeats but ended, as
 * WR-11 ends it, after 600 plies without a capture, the stones to their
 * rows' owners.  That is the quiet rule's iteration with 600 for quiet
 * (or quiet, when smaller), started from the rows at the horizon where
 * the quiet-off case starts from 0.  The searches see the repeats
 * through apply, which ends a game on one: where the history is known
 * (the state carries it), a move that repeats a position is valued by
 * the game's end, and only the positions the tables value lose it.
 *
 * The rules are the game's own: every move comes from moves and apply,
 * the end of a game from outcome, and the quiet end from the agreed end
 * (WR-9 ends the game as by agreement); tables.c builds a layer.  A
 * position and the same one with the seats swapped have the same value,
 * since no rule names a seat but WR-1's first move; so positions are
 * stored from the side to move.
 *
 * The tables of a rule set (a book, on the solver's shelf) grow a layer
 * at a time under the shelf's lock and are read without it: a layer is
 * published, whole, by the count of ready layers. */
#include <stdlib.h>
#include <string.h>

#include "games/wari/wari.h"

/* The tables of one rule set. */
struct book {
	struct bg_book shelved;
	struct bg_state like;  /* a state of these rules */
	atomic_int ready;      /* layers 0..ready-1 are built, read-only */
	int limit;             /* the first layer that did not fit, or -1 */
	char why[200];         /* why it did not */
	struct wari_layer layer[WARI_INDEX_STONES + 1];
};

struct solver {
	struct bg_shelf shelf; /* its lock: over building layers, too */
	struct bg_budget budget;
	int jobs;              /* threads that build a layer */
	struct wari_index index;
	/* For each pits a row and kind of tables, the fewest stones
	 * beyond_reach refuses: the quick answer to a search that needs no
	 * reason. */
	int refused[WARI_MAXPITS + 1][WARI_KIND_ODD + 1];
};

static double
mib(uint64_t bytes)
{
	return (double)bytes / (1 << 20);
}

/* The fewest stones beyond_reach refuses on boards of npits a row in
 * tables of kind. */
static int
fewest_refused(const struct solver *sv, int npits, int kind)
{
	uint64_t need;
	int s;

	for (s = 0; s <= WARI_INDEX_STONES; s++) {
		need = wari_layers_least(&sv->index, 2 * npits, s, kind);
		if (need == UINT64_MAX || need > sv->budget.max)
			break;
	}
	return s;
}

void *
wari_solver_new(size_t max_bytes, int jobs, struct bg_err *err)
{
	struct solver *sv = calloc(1, sizeof *sv);
	int n, kind;

	if (!sv) {
		bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		return NULL;
	}
	if (bg_shelf_init(&sv->shelf, err) < 0) {
		free(sv);
		return NULL;
	}
	sv->budget.max = max_bytes;
	sv->jobs = jobs;
	wari_index_init(&sv->index);
	for (n = 1; n <= WARI_MAXPITS; n++)
		for (kind = 0; kind <= WARI_KIND_ODD; kind++)
			sv->refused[n][kind] = fewest_refused(sv, n, kind);
	return sv;
}

static void
drop_book(struct bg_book *shelved, void *solver)
{
	struct book *b = (struct book *)shelved;
	struct solver *sv = solver;
	int s;

	for (s = 0; s < b->ready; s++)
		wari_layer_free(&b->layer[s], &sv->budget);
	free(b);
}

void
wari_solver_free(void *solver)
{
	struct solver *sv = solver;

	if (!sv)
		return;
	bg_shelf_free(&sv->shelf, drop_book, sv);
	free(sv);
}

/* Rules whose tables are the same: under the majority ending, the
 * tables of the parity of the stones of the game (positions.c). */
static int
same_rules(const struct wari *a, const struct wari *b)
{
	return a->npits == b->npits && a->twelve == b->twelve &&
	       a->slam == b->slam && a->quiet == b->quiet &&
	       a->cycle == b->cycle &&
	       wari_index_kind(a) == wari_index_kind(b);
}

static int
same_book(const struct bg_book *shelved, const struct bg_state *st)
{
	return same_rules(CS(&((const struct book *)shelved)->like), CS(st));
}

/* A book of st's rules, its layers still to build. */
static struct bg_book *
new_book(void *solver, const struct bg_state *st, struct bg_err *err)
{
	struct solver *sv = solver;
	struct book *b;

	if (sv->budget.used + sizeof *b > sv->budget.max) {
		bg_fail(err, BG_EX_DATAERR, "exact: no room for the tables of "
		        "another rule set within the %.1f MiB allowed",
		        mib(sv->budget.max));
		return NULL;
	}
	if (!(b = calloc(1, sizeof *b))) {
		bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		return NULL;
	}
	b->like = *st;
	b->limit = -1;
	atomic_init(&b->ready, 0);
	sv->budget.used += sizeof *b;
	return &b->shelved;
}

static struct book *
book_of(struct solver *sv, const struct bg_state *st, struct bg_err *err)
{
	return (struct book *)bg_shelf_book(&sv->shelf, st, same_book,
	                                    new_book, sv, err);
}

/* Layer s of b, read from its table file or built (and then kept in
 * one): as wari_layer_build. */
static int
make_layer(struct solver *sv, struct book *b, int s, struct bg_err *err)
{
	const struct wari *w = CS(&b->like);
	uint32_t count = (uint32_t)wari_index_positions(
		&sv->index, 2 * w->npits, s, wari_index_kind(w));
	int r;

	if (wari_layer_fetch(&b->layer[s], s, &b->like, count, &sv->budget))
		return 1;
	r = wari_layer_build(b->layer, s, &b->like, &sv->index, &sv->budget,
	                     sv->jobs, err);
	if (r == 1)
		wari_layer_keep(&b->layer[s], s, &b->like);
	return r;
}

/* Layers 0..s of b, built unless they are: 1, or 0 when they do not
 * fit, or -1. */
static int
ensure_layers(struct solver *sv, struct book *b, int s, struct bg_err *err)
{
	int r = 1, ready;

	if (atomic_load_explicit(&b->ready, memory_order_acquire) > s)
		return 1;
	pthread_mutex_lock(&sv->shelf.lock);
	while (r == 1 && (ready = atomic_load_explicit(
	                      &b->ready, memory_order_relaxed)) <= s) {
		if (b->limit >= 0 && b->limit <= s) {
			r = bg_fail(err, BG_EX_DATAERR, "%s", b->why) + 1;
			break;
		}
		r = make_layer(sv, b, ready, err);
		if (r == 1)
			atomic_store_explicit(&b->ready, ready + 1,
			                      memory_order_release);
		else if (r == 0) {
			const struct wari *w = CS(&b->like);

			b->limit = ready;
			snprintf(b->why, sizeof b->why, "exact: the tables for %d "
			         "stones on the board under %s=%d need more "
			         "than the %.1f MiB allowed", ready,
			         w->cycle ? "horizon" : "quiet", wari_horizon(w),
			         mib(sv->budget.max));
			bg_fail(err, BG_EX_DATAERR, "%s", b->why);
		}
	}
	pthread_mutex_unlock(&sv->shelf.lock);
	return r;
}

static void
fill(struct bg_exact *out, int mover, int margin)
{
	memset(out, 0, sizeof *out);
	out->seats = 2;
	out->margin[mover] = margin;
	out->margin[1 - mover] = -margin;
	out->value[mover] = margin > 0 ? BG_VALUE_ONE
	                  : margin == 0 ? BG_VALUE_ONE / 2 : 0;
	out->value[1 - mover] = BG_VALUE_ONE - out->value[mover];
	out->eval[mover] = out->value[mover] * (BG_EVAL_ONE / BG_VALUE_ONE);
	out->eval[1 - mover] = out->value[1 - mover] *
	                       (BG_EVAL_ONE / BG_VALUE_ONE);
}

/* Refuses a state whose stones the tables cannot take, by a bound that
 * depends on nothing solved before. */
static int
beyond_reach(const struct solver *sv, int s, int npits, int kind,
             struct bg_err *err)
{
	uint64_t need;

	if (s > WARI_INDEX_STONES) {
		bg_fail(err, BG_EX_DATAERR, "exact: %d stones on the board, and "
		        "the tables hold at most %d", s, WARI_INDEX_STONES);
		return 1;
	}
	need = wari_layers_least(&sv->index, 2 * npits, s, kind);
	if (need == UINT64_MAX) {
		bg_fail(err, BG_EX_DATAERR, "exact: %d stones on the board are "
		        "too many for tables of %d pits a row", s, npits);
		return 1;
	}
	if (need <= sv->budget.max)
		return 0;
	bg_fail(err, BG_EX_DATAERR, "exact: %d stones on the board need at "
	        "least %.1f MiB of tables, more than the %.1f MiB allowed", s,
	        mib(need), mib(sv->budget.max));
	return 1;
}

int
wari_solve(void *solver, const struct bg_state *st, struct bg_exact *out,
           struct bg_err *err)
{
	struct solver *sv = solver;
	const struct wari *w = CS(st);
	uint8_t cell[WARI_CELLS];
	int s = wari_index_cells(w, cell), r;
	int kind = wari_index_kind(w), horizon = wari_horizon(w);
	struct bg_outcome o;
	struct book *b;
	struct bg_err quiet;
	uint64_t i;
	uint32_t k;

	if (w->end) {
		st->game->outcome(st, &o);
		fill(out, NORTH, o.score[NORTH] - o.score[SOUTH]);
		return 1;
	}
	if (!err) {
		if (s >= sv->refused[w->npits][kind])
			return 0;
		err = &quiet;
	}
	if (beyond_reach(sv, s, w->npits, kind, err))
		return 0;
	if (!(b = book_of(sv, st, err)))
		return err->status == BG_EX_DATAERR ? 0 : -1;
	if ((r = ensure_layers(sv, b, s, err)) != 1)
		return r;
	/* a state going on has idle below the horizon (below quiet, and
	 * below WR-11's cap): a ply at least is left */
	k = horizon ? (uint32_t)horizon - w->idle : 1;
	i = wari_index_number(&sv->index, w, cell, s, kind);
	fill(out, w->turn, w->captured[w->turn] - w->captured[1 - w->turn] +
	     wari_layer_value(&b->layer[s], k, i));
	return 1;
}
