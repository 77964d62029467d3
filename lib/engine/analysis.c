/* Analysis of a record's decisions (bg-apply --analyse): each decision
 * judged by a policy, its loss with a standard error, and flagged only
 * when the loss is beyond a threshold with confidence. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "engine/engine.h"

void
bg_analysis_init(struct bg_analysis *an, const struct bg_state *st,
                 const struct bg_policy *judge, uint64_t seed,
                 struct bg_pool *pool)
{
	struct bg_outcome o;
	int i;

	memset(an, 0, sizeof *an);
	st->game->outcome(st, &o);
	bg_judge_for(judge, st->game, &an->judge);
	an->seed = seed;
	an->pool = pool;
	an->seats = o.seats;
	for (i = 0; i < o.seats; i++)
		an->seat[i] = o.seat[i];
}

/* gnubg's bands of the error rate a move (its analysis.c: 35, 26, 18,
 * 12, 8, 5 and 2 thousandths of equity, whose span a game is 2), halved
 * for a rate in thousandths of a win. */
static const struct {
	double below;
	const char *name;
} bands[] = {
	{ 1.0, "supernatural" }, { 2.5, "world class" }, { 4.0, "expert" },
	{ 6.0, "advanced" }, { 9.0, "intermediate" },
	{ 13.0, "casual player" }, { 17.5, "beginner" },
};

const char *
bg_rating(double error_rate)
{
	size_t i;

	for (i = 0; i < sizeof bands / sizeof bands[0]; i++)
		if (error_rate < bands[i].below)
			return bands[i].name;
	return "awful";
}

/* What the evaluations say of one move: a sampled value (sums of values
 * in BG_VALUE_ONE units, n samples), or a value that is not sampled (in
 * BG_EVAL_ONE units: proven, or a depth-limited search's). */
struct evidence {
	int index;           /* among the listed moves */
	int sampled, exact;
	int64_t sum, sumsq;
	unsigned long n;
	int64_t value;
	/* ab: the search's line after the move */
	int pv_len;
	struct bg_move pv[BG_PV_MAX];
};

static double
evidence_value(const struct evidence *e)
{
	if (!e->sampled || e->exact)
		return (double)e->value / BG_EVAL_ONE;
	return e->n ? (double)e->sum / (double)e->n / BG_VALUE_ONE : 0;
}

static double
evidence_se(const struct evidence *e)
{
	struct bg_tally t = { e->sum, e->sumsq, 0 };

	if (!e->sampled || e->exact)
		return 0;
	if (e->n < BG_FEW_SAMPLES)
		return 0.5 / sqrt((double)(e->n ? e->n : 1));
	return bg_tally_se(&t, e->n);
}

static void
add_tally(struct evidence *e, const struct bg_tally *t, unsigned long n)
{
	e->sampled = 1;
	e->sum += t->sum;
	e->sumsq += t->sumsq;
	e->n += n;
}

/* A row of a search: sampled (uct's, and rollout's rolled out), proven,
 * or a value. */
static void
add_row(struct evidence *e, const struct bg_judged *j, enum bg_policy_kind kind)
{
	struct bg_tally t = { j->sum, j->sumsq, 0 };

	if (j->exact) {
		e->exact = 1;
		e->value = j->value;
	} else if (kind == BG_POLICY_UCT ||
	           (kind == BG_POLICY_ROLLOUT && j->visits)) {
		add_tally(e, &t, j->visits);
	} else {
		e->value = j->value;
	}
}

/* The listed index of mv, the move as the game read it, among n moves
 * (the same bytes), or -1. */
static int
find_move(const struct bg_move *moves, int n, const struct bg_move *mv)
{
	int i;

	for (i = 0; i < n; i++)
		if (moves[i].kind == mv->kind && moves[i].len == mv->len &&
		    memcmp(moves[i].v, mv->v, mv->len) == 0)
			return i;
	return -1;
}

/* The first evaluation: every listed move judged, the best the first of
 * the ranking; 0, or -1 with err set. */
static int
first_round(struct bg_analysis *an, const struct bg_policy *judge,
            const struct bg_state *st, uint64_t key, int played,
            struct evidence *best, struct evidence *mine, struct bg_err *err)
{
	struct bg_exec ex = bg_exec_pool(an->pool);
	struct bg_eval ev;
	struct bg_search s;
	int order[BG_MAX_MOVES];

	if (judge->kind == BG_POLICY_MC) {
		bg_evaluate(st, key, judge->n, 0, &ex, &ev);
		bg_eval_rank(&ev, order);
		best->index = order[0];
		add_tally(best, &ev.tally[order[0]], ev.n);
		add_tally(mine, &ev.tally[played], ev.n);
		return 0;
	}
	if (bg_search_run(judge, st, key, &ex, &s, err) < 0)
		return -1;
	bg_search_add(judge, st, key, &ex, &s, played);
	best->index = s.order[0];
	add_row(best, &s.row[s.order[0]], s.kind);
	add_row(mine, &s.row[played], s.kind);
	if (s.kind == BG_POLICY_AB) {
		best->pv_len = s.row[s.order[0]].pv_len;
		memcpy(best->pv, s.row[s.order[0]].pv,
		       (size_t)best->pv_len * sizeof best->pv[0]);
	}
	return 0;
}

/* mc:N again: N playouts after each of the two moves, from one stream
 * of key each, so the two meet the same dice. */
static void
playouts_after(struct bg_analysis *an, const struct bg_policy *judge,
               const struct bg_state *st, uint64_t key,
               const struct bg_move *moves, struct evidence *e)
{
	struct bg_exec ex = bg_exec_pool(an->pool);
	struct bg_state after;
	struct bg_eval ev;
	int mover = st->game->seat(st);

	bg_state_copy(&after, st);
	st->game->apply(&after, &moves[e->index]);
	bg_evaluate(&after, key, judge->n, an->seats, &ex, &ev);
	add_tally(e, &ev.seat[mover], ev.n);
}

/* rollout:N's next round: the two moves alone, played on anew from key:
 * 0, or -1 with err set.  ply:1 gives the rows, and with them the exact
 * values of the moves a table solves, which are not rolled out; its
 * one judgement a move is little beside the rollouts of two. */
static int
rollout_again(const struct bg_policy *judge, const struct bg_state *st,
              uint64_t key, const struct bg_exec *ex, int best, int mine,
              struct bg_search *s, struct bg_err *err)
{
	static const struct bg_policy first = { .kind = BG_POLICY_PLY, .n = 1 };
	int two[2] = { best, mine };

	if (bg_search_run(&first, st, key, ex, s, err) < 0)
		return -1;
	bg_rollout_moves(judge, st, key, ex, s, two, 1 + (mine != best));
	return 0;
}

/* Another evaluation of the two moves with the work of the first, drawn
 * from key: 0, or -1 with err set. */
static int
next_round(struct bg_analysis *an, const struct bg_policy *judge,
           const struct bg_state *st, uint64_t key, struct evidence *best,
           struct evidence *mine, struct bg_err *err)
{
	struct bg_exec ex = bg_exec_pool(an->pool);
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_search s;

	if (judge->kind == BG_POLICY_MC) {
		st->game->moves(st, moves);
		playouts_after(an, judge, st, key, moves, best);
		if (mine->index != best->index)
			playouts_after(an, judge, st, key, moves, mine);
		return 0;
	}
	if (judge->kind == BG_POLICY_ROLLOUT
	    ? rollout_again(judge, st, key, &ex, best->index, mine->index, &s,
	                    err) < 0
	    : bg_search_run(judge, st, key, &ex, &s, err) < 0)
		return -1;
	add_row(best, &s.row[best->index], judge->kind);
	if (mine->index != best->index)
		add_row(mine, &s.row[mine->index], judge->kind);
	return 0;
}

/* The loss, its standard error and the flag from the evidence so far:
 * 1 when every threshold is separated from the loss. */
static int
classify(struct bg_decision *d, const struct evidence *best,
         const struct evidence *mine)
{
	static const double threshold[] = { BG_INACCURACY_LOSS, BG_ERROR_LOSS,
	                                    BG_BLUNDER_LOSS };
	double diff;
	int i;

	d->best_value = evidence_value(best);
	d->played_value = evidence_value(mine);
	diff = d->best_value - d->played_value;
	d->se = mine == best ? 0 : sqrt(evidence_se(best) * evidence_se(best) +
	                                evidence_se(mine) * evidence_se(mine));
	d->exact = best->exact && mine->exact;
	/* The best of the ranking may not have the higher value (uct ranks
	 * by visits): a loss is never below 0. */
	d->loss = diff > 0 ? diff : 0;
	d->loss_units = (int64_t)llround(d->loss * BG_EVAL_ONE);
	d->flag = BG_FLAG_NONE;
	d->undecided = 0;
	for (i = 0; i < 3; i++) {
		if (d->se == 0 ? (double)d->loss_units >
		                 threshold[i] * BG_EVAL_ONE
		               : diff - BG_CONFIDENCE_Z * d->se > threshold[i])
			d->flag = (enum bg_flag)(i + 1);
		/* A sampled judge tells an inaccuracy apart only when it
		 * is plain: four evaluations do not separate 0.02. */
		else if (i > 0 && d->se > 0 &&
		         diff + BG_CONFIDENCE_Z * d->se > threshold[i])
			d->undecided = 1;
	}
	/* Below an error that may be due no mark is told: the words say
	 * none or error (error?), as the counts do. */
	if (d->undecided && d->flag == BG_FLAG_INACCURACY)
		d->flag = BG_FLAG_NONE;
	return !d->undecided;
}

/* The key of evaluation round r of a decision: independent of the
 * others, and of the keys of other seeds. */
static uint64_t
round_key(uint64_t key, int round)
{
	char text[32];
	int len = snprintf(text, sizeof text, "analysis round %d", round);

	return bg_seed_key(key, text, (size_t)len);
}

/* The evaluations of one decision by judge, the played move the listed
 * index played: the best move's index, or -1 with err set. */
static int
judge_decision(struct bg_analysis *an, const struct bg_policy *judge,
               const struct bg_state *st, uint64_t key, int played,
               struct bg_decision *d, struct bg_err *err)
{
	struct evidence best = { 0 }, mine = { .index = played };
	struct evidence *m = &mine;

	d->by = judge->kind;
	if (first_round(an, judge, st, key, played, &best, &mine, err) < 0)
		return -1;
	if (best.index == played)
		m = &best;
	for (d->rounds = 1; !classify(d, &best, m) && d->se >= BG_SETTLED_SE &&
	                    d->rounds < BG_ANALYSIS_ROUNDS; d->rounds++)
		if (next_round(an, judge, st, round_key(key, d->rounds), &best,
		               m, err) < 0)
			return -1;
	d->pv_len = best.pv_len;
	memcpy(d->pv, best.pv, (size_t)best.pv_len * sizeof best.pv[0]);
	return best.index;
}

/* d's line: the words of its judge's line after the best move best,
 * whole words while they fit. */
static void
line_after(const struct bg_state *st, const struct bg_move *best,
           struct bg_decision *d)
{
	char word[BG_WORD_MAX + 2];
	struct bg_state at;
	size_t len = 0, n;
	int i;

	d->line[0] = '\0';
	bg_state_copy(&at, st);
	at.game->apply(&at, best);
	for (i = 0; i < d->pv_len; i++) {
		at.game->format_move(&at, &d->pv[i], word);
		n = strlen(word);
		if (len + n + 2 > sizeof d->line)
			break;
		if (len)
			d->line[len++] = ' ';
		memcpy(d->line + len, word, n + 1);
		len += n;
		at.game->apply(&at, &d->pv[i]);
	}
}

/* Does the decision the judge made call for the rollouts' second
 * opinion: a mark, or a mark that may be due, or every decision? */
static int
second_opinion_due(const struct bg_analysis *an, const struct bg_decision *d)
{
	return an->second.n > 0 && !d->exact &&
	       (an->second_all || d->flag != BG_FLAG_NONE || d->undecided);
}

int
bg_analyse_action(struct bg_analysis *an, const struct bg_state *st,
                  const struct bg_move *mv, struct bg_decision *d,
                  struct bg_err *err)
{
	struct bg_move moves[BG_MAX_MOVES];
	char line[BG_LINE_MAX + 2];
	uint64_t key;
	int n, played, best;

	d->seat = st->game->seat(st);
	if (d->seat < 0 || (n = st->game->moves(st, moves)) < 2)
		return 0;
	if ((played = find_move(moves, n, mv)) < 0)
		return 0; /* not a listed move: the replay says why */
	key = bg_seed_key(an->seed, line, st->game->format(st, line));
	if ((best = judge_decision(an, &an->judge, st, key, played, d,
	                           err)) < 0)
		return -1;
	if (second_opinion_due(an, d) &&
	    (best = judge_decision(an, &an->second, st,
	                           bg_seed_key(key, "rollouts", 8), played, d,
	                           err)) < 0)
		return -1;
	st->game->format_move(st, &moves[played], d->played);
	st->game->format_move(st, &moves[best], d->best);
	line_after(st, &moves[best], d);
	an->decisions[d->seat]++;
	an->exact[d->seat] += (unsigned long)d->exact;
	an->loss[d->seat] += d->loss_units;
	an->inaccuracies[d->seat] += d->flag == BG_FLAG_INACCURACY;
	an->errors[d->seat] += d->flag >= BG_FLAG_ERROR;
	an->blunders[d->seat] += d->flag == BG_FLAG_BLUNDER;
	an->undecided[d->seat] += (unsigned long)d->undecided;
	return 1;
}

/* A seat's values once the outcome is known: the game's evaluation
 * after the move its mover would take by it (one ply, the move best
 * for the mover), or of the state itself when no move is due. */
static void
values_after(const struct bg_state *st, const struct bg_net *net, int seats,
             int32_t *value)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_state after;
	int32_t v[BG_MAX_SEATS];
	int mover = st->game->seat(st), n, i;

	n = mover < 0 ? 0 : st->game->moves(st, moves);
	if (n == 0) {
		bg_leaf_values(st, BG_LEAF_GAME, net, seats, value);
		return;
	}
	for (i = 0; i < n; i++) {
		bg_state_copy(&after, st);
		st->game->apply(&after, &moves[i]);
		bg_leaf_values(&after, BG_LEAF_GAME, net, seats, v);
		if (i == 0 || v[mover] > value[mover])
			memcpy(value, v, (size_t)seats * sizeof *v);
	}
}

int
bg_analyse_chance(struct bg_analysis *an, const struct bg_state *st,
                  const struct bg_move *mv, double *luck)
{
	const struct bg_net *net = bg_pool_net(an->pool, st->game);
	struct bg_chance ev;
	struct bg_state after;
	struct bg_move o;
	int32_t v[BG_MAX_SEATS], actual[BG_MAX_SEATS];
	int64_t sum[BG_MAX_SEATS] = { 0 };
	long k = 0;
	int s;

	if (!st->game->chance(st, &ev))
		return 0;
	bg_first_outcome(&ev, &o);
	if (o.kind != mv->kind)
		return 0; /* a record action, not the outcome */
	do {
		bg_state_copy(&after, st);
		st->game->apply(&after, &o);
		values_after(&after, net, an->seats, v);
		for (s = 0; s < an->seats; s++)
			sum[s] += v[s];
		k++;
	} while (bg_next_outcome(&ev, &o));
	bg_state_copy(&after, st);
	st->game->apply(&after, mv);
	values_after(&after, net, an->seats, actual);
	/* Every ordered outcome is equally likely: the expected value is
	 * the mean, and the lucks of all outcomes sum to 0. */
	for (s = 0; s < an->seats; s++) {
		luck[s] = ((double)actual[s] * (double)k - (double)sum[s]) /
		          (double)k / BG_EVAL_ONE;
		an->luck[s] += luck[s];
		an->lucky[s] += luck[s] > BG_LUCKY;
		an->unlucky[s] += luck[s] < -BG_LUCKY;
	}
	an->events++;
	return 1;
}

double
bg_analysis_adjusted(const struct bg_analysis *an, const struct bg_state *end,
                     int seat)
{
	int value[BG_MAX_SEATS], margin[BG_MAX_SEATS], s;
	double others = 0;

	bg_seat_values(end, value, margin);
	for (s = 0; s < an->seats; s++)
		if (s != seat)
			others += an->luck[s];
	if (an->seats > 1)
		others /= an->seats - 1;
	return (double)value[seat] / BG_VALUE_ONE - an->luck[seat] + others;
}

double
bg_analysis_mean_loss(const struct bg_analysis *an, int seat)
{
	if (!an->decisions[seat])
		return 0;
	return (double)an->loss[seat] / BG_EVAL_ONE /
	       (double)an->decisions[seat];
}

int
bg_analysis_loss_above(const struct bg_analysis *an, int seat,
                       const char *bound)
{
	uint64_t den = (uint64_t)BG_EVAL_ONE * an->decisions[seat];
	uint64_t rem, whole, bound_whole = 0;
	unsigned digit;
	const char *p;

	if (!an->decisions[seat] || an->loss[seat] <= 0)
		return 0;
	for (p = bound; *p >= '0' && *p <= '9'; p++)
		bound_whole = bound_whole * 10 + (uint64_t)(*p - '0');
	whole = (uint64_t)an->loss[seat] / den;
	rem = (uint64_t)an->loss[seat] % den;
	if (whole != bound_whole)
		return whole > bound_whole;
	/* The mean's decimal digits, one by one, against the bound's; rem
	 * stays below den, and 10 * den fits while the decisions are fewer
	 * than two thousand million. */
	for (p += *p == '.'; *p >= '0' && *p <= '9'; p++) {
		digit = (unsigned)(rem * 10 / den);
		rem = rem * 10 % den;
		if (digit != (unsigned)(*p - '0'))
			return digit > (unsigned)(*p - '0');
	}
	return rem > 0;
}
