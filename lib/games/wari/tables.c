/* Wari: building the exact tables, one layer (one stone count) at a
 * time, from the layers below it.  solve.c says what a value is; this
 * file computes them.
 *
 * Every position of the layer is made from its number (positions.c) and
 * its moves played with the game's own moves and apply; under the
 * majority ending its captures are the fewest that give its split, so
 * that apply ends the game where WR-10 does.  A move that
 * captures leaves the layer: its value comes from the layer below, with
 * the quiet count started again; a move that ends the game has the value
 * outcome gives.  The best of those is the position's base.  The other
 * moves stay in the layer and are linked both ways.
 *
 * The values with k plies left follow from those with k - 1: the best of
 * the base and the negated values of the linked positions.  At k = 0 the
 * quiet rule ends the game as by agreement (WR-9), which apply's end
 * action gives, and so does the cap of the cycle ending (WR-11, the
 * rows to their owners); with neither, play that never captures again
 * shares the stones equally, 0.  From one k to the next only the positions
 * linked to one whose value changed can change, so each step judges only
 * those; the tables keep the values for k = 1 and, per position, the
 * plies at which its value changes after that.  No change in a step is a
 * fixpoint: no later step changes anything either.
 *
 * Linking and each step's judging are shared among threads, each taking
 * a run of positions and writing only its own; their results are joined
 * in the order of the positions, so the tables are the same for every
 * number of threads. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "games/wari/wari.h"

#define NO_VALUE INT8_MIN
/* A capture starts the quiet count again: every ply is left. */
#define WHOLE_COUNT UINT32_MAX
#define MAX_PARTS 16
/* How many positions ahead the sparse walks fetch their links. */
#define AHEAD 8
/* Dirty positions taken at a time, to be fetched ahead. */
#define DIRTY_RUN 512

/* A value that changed at ply k, and what it was. */
struct change {
	uint32_t pos;
	uint16_t k;
	int8_t value;
	int8_t old;
};

struct work {
	const struct wari_layer *layer; /* the layers below, for captures */
	int s;
	const struct bg_state *like;
	const struct wari_index *ix;
	int kind;               /* WARI_KIND_PLAIN, or the majority's */
	int splits;             /* of the captures, a board each */
	struct bg_budget *budget;
	int status;             /* 1, or 0 when out of budget, or -1 */
	uint32_t count;
	int8_t *base;           /* the best move that leaves the layer */
	uint32_t *first;        /* targets[first[i]..first[i + 1]) */
	uint32_t *targets;      /* where the moves that stay lead */
	uint32_t *pfirst;       /* preds[pfirst[i]..pfirst[i + 1]) */
	uint32_t *preds;        /* the positions that lead to i */
	int8_t *now;            /* the values at the current k */
	uint64_t *dirty;        /* the positions to judge, a bit each */
	struct change *found;   /* a step's changes, each part's at its lo */
	struct change *log;     /* the changes kept */
	size_t nlog, caplog;
	size_t target_bytes, pred_bytes;
};

/* A thread's share: positions lo..hi-1. */
struct part {
	struct work *w;
	uint32_t lo, hi;
	uint32_t end;  /* linking: the end of its targets; a step: changes */
	uint32_t k;
};

/* A block within the budget; a failure is kept in w->status. */
static void *
take(struct work *w, size_t bytes)
{
	void *p = NULL;

	if (w->status == 1)
		w->status = bg_budget_take(w->budget, bytes, &p);
	return p;
}

/* Runs fn on every part, parts 1.. in threads of their own (or here,
 * when a thread cannot be had: the work is the same). */
static void
run_parts(struct part *part, int n, void *(*fn)(void *))
{
	pthread_t thread[MAX_PARTS];
	int started[MAX_PARTS], i;

	for (i = 1; i < n; i++)
		started[i] = pthread_create(&thread[i], NULL, fn, &part[i]) == 0;
	fn(&part[0]);
	for (i = 1; i < n; i++) {
		if (started[i])
			pthread_join(thread[i], NULL);
		else
			fn(&part[i]);
	}
}

/* Splits positions 0..count-1 into runs, whole multiples of 64 but the
 * last (so that no two parts share a word of dirty bits). */
static int
split(struct work *w, int jobs, struct part *part)
{
	uint64_t words = ((uint64_t)w->count + 63) / 64;
	int n = jobs < 1 ? 1 : jobs > MAX_PARTS ? MAX_PARTS : jobs, i;

	if ((uint64_t)n > words)
		n = (int)words;
	for (i = 0; i < n; i++) {
		uint64_t lo = words * (uint64_t)i / (uint64_t)n * 64;
		uint64_t hi = words * (uint64_t)(i + 1) / (uint64_t)n * 64;

		part[i].w = w;
		part[i].lo = (uint32_t)lo;
		part[i].hi = (uint32_t)(hi < w->count ? hi : w->count);
	}
	return n;
}

/* North's margin of captures in st. */
static int
captured_margin(const struct bg_state *st)
{
	return CS(st)->captured[NORTH] - CS(st)->captured[SOUTH];
}

/* North's final margin over the stones of the board of from, where st
 * ended: the captures from had made are not part of it. */
static int
final_margin(const struct bg_state *st, const struct bg_state *from)
{
	struct bg_outcome o;

	st->game->outcome(st, &o);
	return o.score[NORTH] - o.score[SOUTH] - captured_margin(from);
}

static void
copy_state(struct bg_state *to, const struct bg_state *from)
{
	to->game = from->game;
	to->def = from->def;
	memcpy(to->u.bytes, from->u.bytes, WARI_PLAIN_BYTES);
}

/* North's margin if the game ended now by agreement: the quiet rule's
 * end (WR-9). */
static int
agreed_margin(const struct bg_state *st)
{
	struct bg_move end = { .kind = BG_ACT_END };
	struct bg_state t;

	copy_state(&t, st);
	t.game->apply(&t, &end);
	return final_margin(&t, st);
}

/* The moves of st, position i, north to move: the best of those that
 * leave the layer is the base, the targets of the others go to
 * w->targets from e on; returns the new end of the targets. */
static uint32_t
link_moves(struct work *w, const struct bg_state *st, uint32_t i, uint32_t e)
{
	const struct bg_game *g = st->game;
	struct bg_move mv[BG_MAX_MOVES];
	uint8_t cell[WARI_CELLS];
	int n = g->moves(st, mv), j, v;
	int best = NO_VALUE;

	for (j = 0; j < n; j++) {
		struct bg_state t;
		const struct wari *tw = CS(&t);

		copy_state(&t, st);
		g->apply(&t, &mv[j]);
		wari_index_cells(tw, cell);
		if (tw->end) {
			v = final_margin(&t, st);
		} else if (tw->idle == 0) {
			int taken = captured_margin(&t) - captured_margin(st);
			int left = w->s - taken;

			v = taken - wari_layer_value(
				&w->layer[left], WHOLE_COUNT,
				wari_index_number(w->ix, tw, cell, left, w->kind));
		} else {
			w->targets[e++] = (uint32_t)wari_index_number(
				w->ix, tw, cell, w->s, w->kind);
			continue;
		}
		if (v > best)
			best = v;
	}
	w->base[i] = (int8_t)best;
	return e;
}

/* A part's positions: base, targets (from npits times its first
 * position on) and the values at k = 0. */
static void *
link_part(void *arg)
{
	struct part *pt = arg;
	struct work *w = pt->w;
	int cells = 2 * CS(w->like)->npits, quiet = wari_horizon(CS(w->like));
	uint8_t cell[WARI_CELLS];
	uint32_t i, e = pt->lo * (uint32_t)(cells / 2);
	int split = (int)(pt->lo % (uint32_t)w->splits);

	wari_index_unrank(w->ix, pt->lo / (uint32_t)w->splits, cell, cells,
	                  w->s);
	for (i = pt->lo; i < pt->hi; i++) {
		struct bg_state st;

		wari_index_state(&st, w->like, cell);
		w->first[i] = e;
		if (CS(&st)->end) {
			/* no move (WR-7): the rows' owners take them all, and
			 * the captures, none yet, matter not */
			w->base[i] = w->now[i] = (int8_t)captured_margin(&st);
		} else {
			wari_index_give_split(S(&st), w->s, w->kind, split);
			e = link_moves(w, &st, i, e);
			w->now[i] = (int8_t)(quiet ? agreed_margin(&st) : 0);
		}
		/* the splits of a board, then the next board */
		if (++split == w->splits) {
			split = 0;
			wari_index_next(cell, cells);
		}
	}
	pt->end = e;
	return NULL;
}

/* Every position linked, the parts' targets then closed up. */
static void
link_layer(struct work *w, int jobs)
{
	struct part part[MAX_PARTS];
	int n = split(w, jobs, part), t;
	uint32_t end, i, gap, npits = CS(w->like)->npits;

	run_parts(part, n, link_part);
	for (end = part[0].end, t = 1; t < n; t++) {
		gap = part[t].lo * npits - end;
		memmove(w->targets + end, w->targets + part[t].lo * npits,
		        (part[t].end - part[t].lo * npits) * sizeof *w->targets);
		for (i = part[t].lo; i < part[t].hi; i++)
			w->first[i] -= gap;
		end = part[t].end - gap;
	}
	w->first[w->count] = end;
}

/* The links backwards: which positions lead to each. */
static void
link_back(struct work *w)
{
	uint32_t i, e, links = w->first[w->count];

	memset(w->pfirst, 0, ((size_t)w->count + 1) * sizeof *w->pfirst);
	for (e = 0; e < links; e++)
		w->pfirst[w->targets[e] + 1]++;
	for (i = 0; i < w->count; i++)
		w->pfirst[i + 1] += w->pfirst[i];
	for (i = 0; i < w->count; i++)
		for (e = w->first[i]; e < w->first[i + 1]; e++)
			w->preds[w->pfirst[w->targets[e]]++] = i;
	for (i = w->count; i > 0; i--)
		w->pfirst[i] = w->pfirst[i - 1];
	w->pfirst[0] = 0;
}

static int
best_value(const struct work *w, uint32_t i)
{
	int best = w->base[i];
	uint32_t e;

	for (e = w->first[i]; e < w->first[i + 1]; e++)
		if (-w->now[w->targets[e]] > best)
			best = -w->now[w->targets[e]];
	return best;
}

/* The dirty positions of words *d.. into at[], leaving room for a whole
 * word, their bits cleared; returns how many (0 once *d reaches end). */
static int
take_dirty(uint64_t *dirty, uint32_t *d, uint32_t end, uint32_t *at)
{
	int n = 0;

	for (; *d < end && n <= DIRTY_RUN - 64; ++*d)
		for (; dirty[*d]; dirty[*d] &= dirty[*d] - 1)
			at[n++] = 64 * *d + (uint32_t)__builtin_ctzll(dirty[*d]);
	return n;
}

/* The values of now[] that to[lo..hi) name, fetched before they are
 * read: the walks over the links are sparse, so each read would miss. */
static void
fetch_values(const int8_t *now, const uint32_t *to, uint32_t lo, uint32_t hi)
{
	for (; lo < hi; lo++)
		__builtin_prefetch(&now[to[lo]]);
}

/* A part's dirty positions judged, in order (which keeps the reads of
 * the tables close together); the changes go to found from its lo on. */
static void *
judge_part(void *arg)
{
	struct part *pt = arg;
	struct work *w = pt->w;
	struct change *c = w->found + pt->lo;
	uint32_t at[DIRTY_RUN], d = pt->lo / 64, end = (pt->hi + 63) / 64, i;
	int n, j, v;

	while ((n = take_dirty(w->dirty, &d, end, at)) > 0)
		for (j = 0; j < n; j++) {
			if (j + AHEAD < n)
				fetch_values(w->now, w->targets,
				             w->first[at[j + AHEAD]],
				             w->first[at[j + AHEAD] + 1]);
			i = at[j];
			if ((v = best_value(w, i)) == w->now[i])
				continue;
			c->pos = i;
			c->k = (uint16_t)pt->k;
			c->old = w->now[i];
			c++->value = (int8_t)v;
		}
	pt->end = (uint32_t)(c - (w->found + pt->lo));
	return NULL;
}

/* Room in the log for n more changes. */
static int
log_room(struct work *w, size_t n)
{
	size_t cap = w->caplog ? w->caplog : 1024;
	struct change *grown;

	while (cap < w->nlog + n)
		cap *= 2;
	if (cap == w->caplog)
		return 1;
	/* the changes of a position are found by 32-bit numbers */
	if (w->nlog + n > UINT32_MAX) {
		w->status = 0;
		return 0;
	}
	grown = w->log;
	w->status = bg_budget_grow(w->budget, (void **)&grown,
	                           w->caplog * sizeof *grown,
	                           cap * sizeof *grown);
	if (w->status != 1)
		return 0;
	w->log = grown;
	w->caplog = cap;
	return 1;
}

/* Judges the dirty positions for ply k, then logs and makes their
 * changes, in the order of the positions. */
static void
judge_dirty(struct work *w, uint32_t k, int jobs)
{
	struct part part[MAX_PARTS];
	int n = split(w, jobs, part), t;
	uint32_t d;

	for (t = 0; t < n; t++)
		part[t].k = k;
	run_parts(part, n, judge_part);
	for (t = 0; t < n && log_room(w, part[t].end); t++)
		for (d = 0; d < part[t].end; d++) {
			struct change c = w->found[part[t].lo + d];

			w->log[w->nlog++] = c;
			w->now[c.pos] = c.value;
		}
}

/* Marks the positions linked to those that changed in log[from..to)
 * whose value the change can move: one it now beats (a gain for the
 * position), or one whose value it gave and no longer does (perhaps a
 * loss).  Any other keeps its value, its best move as good as before. */
static void
mark_dirty(struct work *w, size_t from, size_t to)
{
	uint32_t e, p;

	for (; from < to; from++) {
		const struct change *c = &w->log[from];
		int now = -c->value, was = -c->old;

		/* The changes are sparse: fetch a later one's links early,
		 * and the values they lead to when it comes nearer. */
		if (from + AHEAD < to)
			__builtin_prefetch(&w->preds[w->pfirst[c[AHEAD].pos]]);
		if (from + AHEAD / 2 < to)
			fetch_values(w->now, w->preds, w->pfirst[c[AHEAD / 2].pos],
			             w->pfirst[c[AHEAD / 2].pos + 1]);

		for (e = w->pfirst[c->pos]; e < w->pfirst[c->pos + 1]; e++) {
			p = w->preds[e];
			if (now > w->now[p] || (was == w->now[p] && now < was))
				w->dirty[p / 64] |= (uint64_t)1 << (p % 64);
		}
	}
}

/* The values at k = 1 (into first), then the steps up to quiet or to
 * the fixpoint; with the quiet rule off, first gets the fixpoint.  The
 * log keeps the changes from k = 2 on (with the rule off, the last
 * step's). */
static void
iterate(struct work *w, int quiet, int jobs, int8_t *first)
{
	size_t from = 0, to;
	uint32_t i, k;

	memset(w->dirty, 0xff, (size_t)w->count / 64 * sizeof *w->dirty);
	for (i = w->count / 64 * 64; i < w->count; i++)
		w->dirty[i / 64] |= (uint64_t)1 << (i % 64);
	judge_dirty(w, 1, jobs);
	memcpy(first, w->now, w->count);
	for (k = 2; (!quiet || k <= (uint32_t)quiet) && w->status == 1; k++) {
		if (from == w->nlog)
			break;
		to = w->nlog;
		mark_dirty(w, from, to);
		if (!quiet || k == 2)
			w->nlog = to = 0;
		judge_dirty(w, k, jobs);
		from = to;
	}
	if (!quiet)
		memcpy(first, w->now, w->count);
	if (quiet < 2)
		w->nlog = 0; /* what is left are changes at k = 1, in first */
}

/* Gives back a layer's changes, of which there are n, each pointer
 * cleared: the layer is freed again when its build fails, and what is
 * given must never be given twice. */
static void
drop_changes(struct wari_layer *l, struct bg_budget *budget, size_t n)
{
	bg_budget_give(budget, l->start,
	               ((size_t)l->count + 1) * sizeof *l->start);
	bg_budget_give(budget, l->ply, n * sizeof *l->ply);
	bg_budget_give(budget, l->value, n);
	bg_budget_give(budget, l->last, l->count);
	l->start = NULL;
	l->ply = NULL;
	l->value = NULL;
	l->last = NULL;
}

/* The log, by position: start, ply and value of the layer. */
static void
keep_changes(struct work *w, struct wari_layer *l)
{
	size_t d, n = w->count;
	uint32_t i;

	if (!w->nlog || w->status != 1)
		return;
	l->start = take(w, (n + 1) * sizeof *l->start);
	l->ply = take(w, w->nlog * sizeof *l->ply);
	l->value = take(w, w->nlog);
	l->last = take(w, n);
	if (w->status != 1) {
		drop_changes(l, w->budget, w->nlog);
		return;
	}
	memcpy(l->last, w->now, n);
	l->top = w->log[w->nlog - 1].k;
	memset(l->start, 0, (n + 1) * sizeof *l->start);
	for (d = 0; d < w->nlog; d++)
		l->start[w->log[d].pos + 1]++;
	for (i = 0; i < n; i++)
		l->start[i + 1] += l->start[i];
	for (d = 0; d < w->nlog; d++) {
		uint32_t at = l->start[w->log[d].pos]++;

		l->ply[at] = w->log[d].k;
		l->value[at] = w->log[d].value;
	}
	for (i = w->count; i > 0; i--)
		l->start[i] = l->start[i - 1];
	l->start[0] = 0;
}

/* What linking needs: for each position a base, a value and room for a
 * target per pit. */
static void
take_links(struct work *w, int npits)
{
	size_t n = w->count;

	w->base = take(w, n);
	w->now = take(w, n);
	w->first = take(w, (n + 1) * sizeof *w->first);
	w->target_bytes = n * (size_t)npits * sizeof *w->targets;
	w->targets = take(w, w->target_bytes);
}

static size_t
dirty_words(uint32_t count)
{
	return ((size_t)count + 63) / 64;
}

/* What the steps need: the targets cut to their number, the links back,
 * the dirty bits and room for a step's changes. */
static void
take_steps(struct work *w)
{
	size_t n = w->count, links = w->first[n];

	bg_budget_cut(w->budget, w->targets, w->target_bytes,
	              links * sizeof *w->targets);
	w->target_bytes = links * sizeof *w->targets;
	w->pfirst = take(w, (n + 1) * sizeof *w->pfirst);
	w->pred_bytes = links * sizeof *w->preds;
	w->preds = take(w, w->pred_bytes);
	if ((w->dirty = take(w, dirty_words(w->count) * sizeof *w->dirty)))
		memset(w->dirty, 0, dirty_words(w->count) * sizeof *w->dirty);
	w->found = take(w, n * sizeof *w->found);
}

static void
work_free(struct work *w)
{
	struct bg_budget *b = w->budget;
	size_t n = w->count;

	bg_budget_give(b, w->base, n);
	bg_budget_give(b, w->now, n);
	bg_budget_give(b, w->first, (n + 1) * sizeof *w->first);
	bg_budget_give(b, w->targets, w->target_bytes);
	bg_budget_give(b, w->pfirst, (n + 1) * sizeof *w->pfirst);
	bg_budget_give(b, w->preds, w->pred_bytes);
	bg_budget_give(b, w->dirty, dirty_words(w->count) * sizeof *w->dirty);
	bg_budget_give(b, w->found, n * sizeof *w->found);
	bg_budget_give(b, w->log, w->caplog * sizeof *w->log);
}

int
wari_layer_build(struct wari_layer *layer, int s, const struct bg_state *like,
                 const struct wari_index *ix, struct bg_budget *budget,
                 int jobs, struct bg_err *err)
{
	struct wari_layer *l = &layer[s];
	int npits = CS(like)->npits;
	struct work w;

	memset(&w, 0, sizeof w);
	memset(l, 0, sizeof *l);
	w.layer = layer;
	w.s = s;
	w.like = like;
	w.ix = ix;
	w.kind = wari_index_kind(CS(like));
	w.splits = wari_index_splits(w.kind, s);
	w.budget = budget;
	w.status = 1;
	l->count = w.count = (uint32_t)wari_index_positions(ix, 2 * npits, s,
	                                                    w.kind);
	l->first = take(&w, l->count);
	take_links(&w, npits);
	if (w.status == 1) {
		link_layer(&w, jobs);
		take_steps(&w);
	}
	if (w.status == 1) {
		link_back(&w);
		iterate(&w, wari_horizon(CS(like)), jobs, l->first);
	}
	keep_changes(&w, l);
	work_free(&w);
	if (w.status == 1)
		return 1;
	wari_layer_free(l, budget);
	if (w.status < 0)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	return 0;
}

int
wari_layer_value(const struct wari_layer *l, uint32_t k, uint64_t i)
{
	uint32_t lo, hi, mid;

	if (!l->start || k < 2)
		return l->first[i];
	if (k >= l->top)
		return l->last[i];
	lo = l->start[i];
	hi = l->start[i + 1];
	/* the last change at a ply up to k */
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (l->ply[mid] <= k)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo == l->start[i] ? l->first[i] : l->value[lo - 1];
}

void
wari_layer_free(struct wari_layer *l, struct bg_budget *budget)
{
	size_t changes = l->start ? l->start[l->count] : 0;

	if (l->kept.base) {
		bg_budget_release(budget, l->kept.len);
		bg_table_unmap(&l->kept);
		memset(l, 0, sizeof *l);
		return;
	}

	drop_changes(l, budget, changes);
	bg_budget_give(budget, l->first, l->count);
	memset(l, 0, sizeof *l);
}

uint64_t
wari_layers_least(const struct wari_index *ix, int cells, int s, int kind)
{
	uint64_t sum = 0, count = 0;
	int i;

	for (i = 0; i <= s; i++) {
		count = wari_index_positions(ix, cells, i, kind);
		/* a target a pit for each position, numbered in 32 bits */
		if (count > UINT32_MAX / (uint64_t)cells)
			return UINT64_MAX;
		sum += count;
	}
	/* the layers below, kept: their values at k = 1, the last ones and
	 * the bounds of their changes; the last layer while it is built: its
	 * values at k = 1, the base, the values now, the first link and the
	 * first link back, a target and a link back a pit, a step's changes
	 * and about one change kept a position */
	return (sum - count) * (1 + 1 + 4) +
	       count * (1 + 1 + 1 + 4 + 4 + 4 * (uint64_t)cells +
	                2 * sizeof(struct change));
}

int
wari_horizon(const struct wari *w)
{
	if (!w->cycle || (w->quiet && w->quiet < WARI_CYCLE_PLIES))
		return w->quiet;
	return WARI_CYCLE_PLIES;
}
