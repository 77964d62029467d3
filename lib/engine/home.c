/* The home stretch's evaluation (formats/evaluation.md, "The home
 * stretch"), in gnubg's manner for bearoffs: where every seat is in its
 * game's home stretch (struct bg_home_index), each seat's distribution
 * of the turns it
 * needs to finish, playing alone to finish in the fewest turns on
 * average, worked out once a rule set through the game's moves, rolls
 * and apply; the seats' chances are those of finishing first, taking
 * turns in order from the seat to roll.  Another seat's pieces may
 * still stand in the way: the distributions do not see it. */
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

#define WON (-1)        /* an option: the seat finishes */
#define NEXT 1          /* an option's low bit: the turn passes */

/* One seat's distributions: per position k, turns[k * BG_HOME_TURNS +
 * t] its chance of finishing in its (t + 1)th turn from k (the last
 * entry: in that turn or later). */
struct home_seat {
	size_t n;
	double *turns;
};

struct home_book {
	struct bg_book book;
	struct bg_state like;
	int seats;
	struct home_seat seat[BG_MAX_SEATS];
};

struct bg_home {
	struct bg_shelf shelf;
	const struct bg_home_index *ix;
};

/* Each position's choices, while a seat's distributions are made: for
 * each position and roll outcome, a run of options (WON, or a position
 * twice over with NEXT when the turn passes). */
struct options {
	long *opt;
	size_t used, cap;
	size_t *first;    /* per position and outcome, its options' start */
	int outcomes;
	int *pick;        /* per position and outcome, the option taken */
};

static int
add_option(struct options *o, long v)
{
	if (o->used == o->cap) {
		size_t cap = o->cap ? 2 * o->cap : 4096;
		long *p = realloc(o->opt, cap * sizeof *p);

		if (!p)
			return -1;
		o->opt = p;
		o->cap = cap;
	}
	o->opt[o->used++] = v;
	return 0;
}

/* The option st is for seat, after a roll or a move of its turn. */
static int
option_of(const struct bg_home_index *ix, const struct bg_state *st,
          int seat, struct options *o)
{
	int going;
	long k;

	if (st->game->phase(st) == BG_PHASE_OVER)
		return add_option(o, WON);
	k = ix->key(st, seat, &going);
	if (k < 0)
		return -1;
	return add_option(o, 2 * k + (going ? 0 : NEXT));
}

/* Position k's options for each outcome of its roll. */
static int
expand(const struct bg_home_index *ix, const struct bg_state *st, int seat,
       size_t k, struct options *o)
{
	struct bg_move moves[BG_MAX_MOVES], roll;
	struct bg_state a, b;
	struct bg_chance ev;
	int r = 0, n, m;

	if (!st->game->chance(st, &ev))
		return -1;
	bg_first_outcome(&ev, &roll);
	do {
		o->first[k * (size_t)o->outcomes + (size_t)r++] = o->used;
		bg_state_copy(&a, st);
		st->game->apply(&a, &roll);
		if (a.game->phase(&a) == BG_PHASE_OVER ||
		    a.game->seat(&a) != seat) {
			if (option_of(ix, &a, seat, o) < 0)
				return -1;
			continue;
		}
		n = a.game->moves(&a, moves);
		for (m = 0; m < n; m++) {
			bg_state_copy(&b, &a);
			a.game->apply(&b, &moves[m]);
			if (option_of(ix, &b, seat, o) < 0)
				return -1;
		}
	} while (bg_next_outcome(&ev, &roll) && r < o->outcomes);
	return 0;
}

/* An option's turns to finish by the expected turns e. */
static double
cost(long v, const double *e)
{
	if (v == WON)
		return 1;
	return (v & NEXT) ? 1 + e[v >> 1] : e[v >> 1];
}

/* The fewest expected turns from each position (value iteration), and
 * the option that gives them, the first of equals in the game's order. */
static void
choose(const struct options *o, const unsigned char *valid, size_t n,
       double *e)
{
	size_t k, at, end;
	double change = 1, best, c, mean;
	int r, sweeps = 0;

	while (change > 1e-12 && sweeps++ < 100000) {
		change = 0;
		for (k = n; k-- > 0;) {
			if (!valid[k])
				continue;
			mean = 0;
			for (r = 0; r < o->outcomes; r++) {
				at = o->first[k * (size_t)o->outcomes + (size_t)r];
				end = o->first[k * (size_t)o->outcomes + (size_t)r + 1];
				best = cost(o->opt[at], e);
				o->pick[k * (size_t)o->outcomes + (size_t)r] = 0;
				for (; ++at < end;)
					if ((c = cost(o->opt[at], e)) < best - 1e-12) {
						best = c;
						o->pick[k * (size_t)o->outcomes + (size_t)r] =
						    (int)(at - o->first[k * (size_t)o->outcomes +
						                       (size_t)r]);
					}
				mean += best;
			}
			mean /= o->outcomes;
			c = mean > e[k] ? mean - e[k] : e[k] - mean;
			if (c > change)
				change = c;
			e[k] = mean;
		}
	}
}

/* The chance of finishing in the turn t (from 0) from position k. */
static double
turn_chance(const struct options *o, const double *f, size_t k, int t)
{
	double sum = 0;
	long v;
	int r;

	for (r = 0; r < o->outcomes; r++) {
		size_t i = k * (size_t)o->outcomes + (size_t)r;

		v = o->opt[o->first[i] + (size_t)o->pick[i]];
		if (v == WON)
			sum += t == 0;
		else if (!(v & NEXT))
			sum += f[(size_t)(v >> 1) * BG_HOME_TURNS + (size_t)t];
		else if (t > 0)
			sum += f[(size_t)(v >> 1) * BG_HOME_TURNS + (size_t)t - 1];
	}
	return sum / o->outcomes;
}

/* The distributions of the options picked, turn by turn: within a turn
 * a position leads on in the same turn only to positions further on in
 * it (another 6), so a few sweeps settle it. */
static void
distribute(const struct options *o, const unsigned char *valid, size_t n,
           double *f)
{
	size_t k;
	double v, left;
	int t, moved, sweeps;

	for (t = 0; t < BG_HOME_TURNS; t++)
		for (moved = 1, sweeps = 0; moved && sweeps < 16; sweeps++)
			for (moved = 0, k = 0; k < n; k++) {
				if (!valid[k])
					continue;
				v = turn_chance(o, f, k, t);
				moved |= v != f[k * BG_HOME_TURNS + (size_t)t];
				f[k * BG_HOME_TURNS + (size_t)t] = v;
			}
	/* The last turn counted takes what is left. */
	for (k = 0; k < n; k++) {
		for (left = 1, t = 0; t + 1 < BG_HOME_TURNS; t++)
			left -= f[k * BG_HOME_TURNS + (size_t)t];
		f[k * BG_HOME_TURNS + BG_HOME_TURNS - 1] = valid[k] && left > 0
		                                            ? left : 0;
	}
}

/* Seat's distributions for like's rules; -1 when they cannot be had. */
static int
make_seat(const struct bg_home_index *ix, const struct bg_state *like,
          int seat, struct home_seat *rs)
{
	struct options o = { 0 };
	struct bg_chance ev;
	struct bg_state st;
	unsigned char *valid;
	double *e;
	size_t n = ix->positions(like, seat), k;
	int rc = -1, d;

	rs->n = n;
	o.outcomes = 1;
	valid = calloc(n, 1);
	e = calloc(n, sizeof *e);
	rs->turns = calloc(n * BG_HOME_TURNS, sizeof *rs->turns);
	for (k = 0; k < n && valid; k++)
		if ((valid[k] = (unsigned char)ix->place(&st, like, seat, k)) &&
		    o.outcomes == 1 && st.game->chance(&st, &ev))
			for (d = 0; d < ev.dice; d++)
				o.outcomes *= ev.faces;
	o.first = malloc((n * (size_t)o.outcomes + 1) * sizeof *o.first);
	o.pick = calloc(n * (size_t)o.outcomes, sizeof *o.pick);
	if (!valid || !e || !rs->turns || !o.first || !o.pick)
		goto out;
	for (k = 0; k < n; k++) {
		o.first[k * (size_t)o.outcomes] = o.used;
		if (valid[k] && (!ix->place(&st, like, seat, k) ||
		                 expand(ix, &st, seat, k, &o) < 0))
			goto out;
		if (!valid[k])
			for (d = 1; d < o.outcomes; d++)
				o.first[k * (size_t)o.outcomes + (size_t)d] = o.used;
	}
	o.first[n * (size_t)o.outcomes] = o.used;
	choose(&o, valid, n, e);
	distribute(&o, valid, n, rs->turns);
	rc = 0;
out:
	free(o.opt);
	free(o.first);
	free(o.pick);
	free(valid);
	free(e);
	return rc;
}

static void
drop(struct bg_book *b, void *arg)
{
	struct home_book *rb = (struct home_book *)b;
	int i;

	(void)arg;
	for (i = 0; i < rb->seats; i++)
		free(rb->seat[i].turns);
	free(rb);
}

static struct bg_book *
make(void *arg, const struct bg_state *st, struct bg_err *err)
{
	struct bg_home *home = arg;
	struct home_book *rb = calloc(1, sizeof *rb);
	int i;

	(void)err;
	if (!rb)
		return NULL;
	bg_state_copy(&rb->like, st);
	rb->seats = st->game->seats(st);
	for (i = 0; i < rb->seats; i++)
		if (make_seat(home->ix, st, i, &rb->seat[i]) < 0) {
			rb->seats = i + 1;
			drop(&rb->book, NULL);
			return NULL;
		}
	return &rb->book;
}

static int
same(const struct bg_book *b, const struct bg_state *st)
{
	const struct home_book *rb = (const struct home_book *)b;

	return rb->like.game == st->game && rb->like.game->home->same(&rb->like,
	                                                               st);
}

struct bg_home *
bg_home_new(const struct bg_game *game, struct bg_err *err)
{
	struct bg_home *home;

	if (!game->home)
		return NULL;
	if (!(home = calloc(1, sizeof *home))) {
		bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		return NULL;
	}
	home->ix = game->home;
	if (bg_shelf_init(&home->shelf, err) < 0) {
		free(home);
		return NULL;
	}
	return home;
}

void
bg_home_free(struct bg_home *home)
{
	if (!home)
		return;
	bg_shelf_free(&home->shelf, drop, NULL);
	free(home);
}

/* The seats' chances of finishing first from their distributions d,
 * seat first rolling first: seat i wins in its turn t when every seat
 * before it in the round has not finished by its turn t, every seat
 * after it not by its turn t - 1. */
static void
first_home(const double *const *d, int seats, int first, double *p)
{
	double left[BG_MAX_SEATS], all, sum = 0, q;
	int t, i, j, k;

	for (i = 0; i < seats; i++) {
		left[i] = 1;
		p[i] = 0;
	}
	for (t = 0; t < BG_HOME_TURNS; t++) {
		for (all = 1, i = 0; i < seats; i++)
			all *= left[i];
		if (all < 1e-15)
			break;
		for (j = 0; j < seats; j++) {
			i = (first + j) % seats;
			for (q = d[i][t], k = 0; k < seats; k++)
				if (k != i)
					q *= left[k];
			p[i] += q;
			left[i] -= d[i][t];
		}
	}
	for (i = 0; i < seats; i++)
		sum += p[i];
	for (i = 0; i < seats && sum > 0; i++)
		p[i] /= sum;
}

int
bg_home_chances(struct bg_home *home, const struct bg_state *st, int seats,
                double *p)
{
	const double *d[BG_MAX_SEATS];
	const struct home_book *rb;
	long key[BG_MAX_SEATS], k;
	int i, going, first = -1;

	if (!home || st->game->home != home->ix || st->game->seat(st) >= 0)
		return 0;
	for (i = 0; i < seats; i++) {
		if ((k = home->ix->key(st, i, &going)) < 0)
			return 0;
		if (going)
			first = i;
		key[i] = k;
	}
	if (first < 0)
		return 0;
	rb = (const struct home_book *)bg_shelf_book(&home->shelf, st, same,
	                                            make, home, NULL);
	if (!rb || rb->seats != seats)
		return 0;
	for (i = 0; i < seats; i++) {
		if ((size_t)key[i] >= rb->seat[i].n)
			return 0;
		d[i] = rb->seat[i].turns + (size_t)key[i] * BG_HOME_TURNS;
	}
	first_home(d, seats, first, p);
	return 1;
}

int
bg_home_values(struct bg_home *home, const struct bg_state *st, int seats,
               int32_t *value)
{
	double p[BG_MAX_SEATS];

	if (!bg_home_chances(home, st, seats, p))
		return 0;
	bg_chance_units(p, seats, value);
	return 1;
}

int
bg_home_within(const struct bg_state *st)
{
	const struct bg_home_index *ix = st->game->home;
	int i, going, seats;

	if (!ix || st->game->phase(st) == BG_PHASE_OVER)
		return 0;
	seats = st->game->seats(st);
	for (i = 0; i < seats; i++)
		if (ix->key(st, i, &going) < 0)
			return 0;
	return 1;
}
