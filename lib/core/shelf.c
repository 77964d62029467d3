/* The tables of a game's solver, one book a rule set, on a shelf: a book
 * is made, whole, under the shelf's lock and published at the head of a
 * list that readers walk without it (books are only ever added). */
#include <stdlib.h>
#include <string.h>

#include "core/core.h"

int
bg_shelf_init(struct bg_shelf *s, struct bg_err *err)
{
	if (pthread_mutex_init(&s->lock, NULL) != 0)
		return bg_fail(err, BG_EX_SOFTWARE, "cannot make a lock");
	atomic_init(&s->books, NULL);
	return 0;
}

void
bg_shelf_free(struct bg_shelf *s, void (*drop)(struct bg_book *b, void *arg),
              void *arg)
{
	struct bg_book *b, *next;

	for (b = atomic_load(&s->books); b; b = next) {
		next = b->next;
		drop(b, arg);
	}
	pthread_mutex_destroy(&s->lock);
}

static struct bg_book *
find(struct bg_shelf *s, const struct bg_state *st,
     int (*same)(const struct bg_book *b, const struct bg_state *st))
{
	struct bg_book *b;

	for (b = atomic_load_explicit(&s->books, memory_order_acquire); b;
	     b = b->next)
		if (same(b, st))
			return b;
	return NULL;
}

struct bg_book *
bg_shelf_book(struct bg_shelf *s, const struct bg_state *st,
              int (*same)(const struct bg_book *b, const struct bg_state *st),
              struct bg_book *(*make)(void *arg, const struct bg_state *st,
                                      struct bg_err *err),
              void *arg, struct bg_err *err)
{
	struct bg_book *b = find(s, st, same);

	if (b)
		return b;
	pthread_mutex_lock(&s->lock);
	if (!(b = find(s, st, same)) && (b = make(arg, st, err))) {
		b->next = atomic_load_explicit(&s->books, memory_order_relaxed);
		atomic_store_explicit(&s->books, b, memory_order_release);
	}
	pthread_mutex_unlock(&s->lock);
	return b;
}

struct bg_shelf_solver *
bg_shelf_solver_new(size_t max_bytes, struct bg_err *err)
{
	struct bg_shelf_solver *sv = calloc(1, sizeof *sv);

	if (!sv) {
		bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		return NULL;
	}
	if (bg_shelf_init(&sv->shelf, err) < 0) {
		free(sv);
		return NULL;
	}
	sv->max = max_bytes;
	return sv;
}

void
bg_shelf_solver_free(struct bg_shelf_solver *sv,
                     void (*drop)(struct bg_book *b, void *arg))
{
	if (!sv)
		return;
	if (sv->ends)
		sv->free_ends(sv->ends);
	bg_shelf_free(&sv->shelf, drop, sv);
	free(sv);
}

void
bg_exact_chance(struct bg_exact *out, double chance)
{
	int32_t fine = (int32_t)(chance * BG_EVAL_ONE + 0.5);

	memset(out, 0, sizeof *out);
	out->seats = 2;
	out->eval[0] = fine;
	out->eval[1] = BG_EVAL_ONE - fine;
	out->value[0] = (int)((chance * BG_VALUE_ONE) + 0.5);
	out->value[1] = BG_VALUE_ONE - out->value[0];
}
