/* The searches' common part: the rows of a state's moves, their order,
 * and what a leaf is worth. */
#include <math.h>
#include <string.h>
#include <time.h>

#include "engine/engine.h"

/* Two units of a win, one a multiple of the other: BG_VALUE_ONE (840)
 * counts results (playouts, the solver, a finished game), BG_EVAL_ONE
 * (840,000) the evaluations and the searches built on them.  One unit
 * would not do: the sums of squares of a million playouts of 840,000
 * would near the int64 range, uct's node keeps a proven value in 16 bits
 * (its 56 bytes are the documented memory bound), and Wari's evaluation
 * needs the finer grain; and the means and errors printed from playouts
 * would be computed anew, which may move a last decimal. */
_Static_assert(BG_EVAL_ONE % BG_VALUE_ONE == 0,
               "a playout's value is a whole number of evaluation units");

uint64_t
bg_clock_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

/* uct: a proven win first, a proven loss last, else by visits, then
 * by values; ab: by value. */
static int
rank_class(const struct bg_judged *j)
{
	if (!j->exact)
		return 1;
	return j->value == BG_EVAL_ONE ? 2 : j->value == 0 ? 0 : 1;
}

static int
ranks_before(const struct bg_search *s, const struct bg_judged *a,
             const struct bg_judged *b)
{
	if (s->kind == BG_POLICY_AB)
		return a->value > b->value;
	if (s->kind == BG_POLICY_EXACT)
		return a->value != b->value ? a->value > b->value
		                            : a->margin > b->margin;
	if (rank_class(a) != rank_class(b))
		return rank_class(a) > rank_class(b);
	if (a->visits != b->visits)
		return a->visits > b->visits;
	return a->value > b->value;
}

/* Insertion sort: stable, so equals keep the listed order. */
static void
rank(struct bg_search *s)
{
	int i, j, k;

	for (i = 0; i < s->nmoves; i++) {
		k = i;
		for (j = i; j > 0 && ranks_before(s, &s->row[k],
		                                  &s->row[s->order[j - 1]]); j--)
			s->order[j] = s->order[j - 1];
		s->order[j] = k;
	}
}

int
bg_search_run(const struct bg_policy *p, const struct bg_state *st,
              uint64_t key, const struct bg_exec *ex, struct bg_search *s,
              struct bg_err *err)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_outcome o;
	int i, rc;

	st->game->outcome(st, &o);
	s->kind = p->kind;
	s->seats = o.seats;
	s->mover = st->game->seat(st);
	s->nmoves = st->game->moves(st, moves);
	s->work = 0;
	for (i = 0; i < s->nmoves; i++) {
		memset(&s->row[i], 0, sizeof s->row[i]);
		s->row[i].move = moves[i];
	}
	if (s->nmoves == 0)
		return 0;
	rc = p->kind == BG_POLICY_UCT ? bg_uct(p, st, key, ex, s, err)
	     : p->kind == BG_POLICY_EXACT ? bg_exact(st, ex, s, err)
	     : bg_ab(p, st, ex, s, err);
	if (rc < 0)
		return -1;
	rank(s);
	return 0;
}

double
bg_judged_value(const struct bg_judged *j)
{
	return (double)j->value / BG_EVAL_ONE;
}

double
bg_judged_se(const struct bg_judged *j)
{
	struct bg_tally t = { j->sum, j->sumsq, j->margin };

	if (j->exact || !j->visits)
		return -1;
	return bg_tally_se(&t, j->visits);
}

/* The scores alone: a seat's share is 1/n and its score's lead over the
 * mean score, in 1/(64 n) of a win for each point, within 0 and 1. */
static void
score_values(const struct bg_outcome *o, int32_t *value)
{
	int64_t total = 0, share = BG_EVAL_ONE / o->seats;
	int i;

	for (i = 0; i < o->seats; i++)
		total += o->has_scores ? o->score[i] : 0;
	for (i = 0; i < o->seats; i++) {
		int64_t lead = o->has_scores ? (int64_t)o->score[i] * o->seats -
		                               total : 0;
		int64_t v = share + lead * share / (64 * o->seats);

		value[i] = (int32_t)(v < 0 ? 0 : v > BG_EVAL_ONE ? BG_EVAL_ONE : v);
	}
}

void
bg_leaf_values(const struct bg_state *st, enum bg_leaf leaf, int seats,
               int32_t *value)
{
	int v[BG_MAX_SEATS], margin[BG_MAX_SEATS], i;
	struct bg_outcome o;

	if (st->game->phase(st) == BG_PHASE_OVER) {
		bg_seat_values(st, v, margin);
		for (i = 0; i < seats; i++)
			value[i] = v[i] * (BG_EVAL_ONE / BG_VALUE_ONE);
		return;
	}
	if (leaf == BG_LEAF_SCORE || !st->game->evaluate) {
		st->game->outcome(st, &o);
		score_values(&o, value);
		return;
	}
	/* Two seats share one win: one call judges both. */
	value[0] = st->game->evaluate(st, 0);
	if (seats == 2)
		value[1] = BG_EVAL_ONE - value[0];
	for (i = 1; i < seats && seats != 2; i++)
		value[i] = st->game->evaluate(st, i);
}
