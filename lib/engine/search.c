/* The searches' common part: the rows of a state's moves and their
 * order, and the search a policy names. */
#include <math.h>
#include <string.h>

#include "engine/engine.h"

/* uct: a proven win first, a proven loss last, else by visits, then
 * by values; ab: by value; ply: the deepest first, then by value;
 * rollout: the moves rolled out (or solved) first, then by value. */
static int
rank_class(const struct bg_judged *j)
{
	if (!j->exact)
		return 1;
	return j->value == BG_EVAL_ONE ? 2 : j->value == 0 ? 0 : 1;
}

/* A rollout's move judged beyond one ply: rolled out, or solved. */
static int
rolled_out(const struct bg_judged *j)
{
	return j->visits > 0 || j->exact;
}

static int
ranks_before(const struct bg_search *s, const struct bg_judged *a,
             const struct bg_judged *b)
{
	if (s->kind == BG_POLICY_AB)
		return a->value > b->value;
	if (s->kind == BG_POLICY_PLY)
		return a->depth != b->depth ? a->depth > b->depth
		                            : a->value > b->value;
	if (s->kind == BG_POLICY_ROLLOUT)
		return rolled_out(a) != rolled_out(b) ? rolled_out(a)
		                                      : a->value > b->value;
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
bg_search_run(const struct bg_policy *given, const struct bg_state *st,
              uint64_t key, const struct bg_exec *ex, struct bg_search *s,
              struct bg_err *err)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_policy resolved, *p = &resolved;
	struct bg_outcome o;
	int i, rc;

	bg_policy_for(given, st, &resolved);
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
	     : p->kind == BG_POLICY_PLY ? bg_ply(p, st, ex, s)
	     : p->kind == BG_POLICY_ROLLOUT ? bg_rollout(p, st, key, ex, s)
	     : bg_ab(p, st, ex, s, err);
	if (rc < 0)
		return -1;
	rank(s);
	return 0;
}

void
bg_search_add(const struct bg_policy *given, const struct bg_state *st,
              uint64_t key, const struct bg_exec *ex, struct bg_search *s,
              int m)
{
	struct bg_policy p;

	bg_policy_for(given, st, &p);
	if (p.kind == BG_POLICY_PLY && bg_ply_deepen(&p, st, ex, s, m))
		rank(s);
	if (p.kind == BG_POLICY_ROLLOUT && !rolled_out(&s->row[m]) &&
	    bg_rollout_moves(&p, st, key, ex, s, &m, 1))
		rank(s);
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
