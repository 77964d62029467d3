/* Training a learned evaluation (formats/evaluation.md): TD(lambda) on
 * games it plays against itself.  Every seat picks, one ply deep, the
 * move whose state after it the network judges best for it; the dice
 * explore.  After the game each state after a move learns, by the
 * cross-entropy's gradient through the softmax, the lambda-return: the
 * result at the end, mixed back step by step with the network's own
 * judgement of the next state (the forward view of TD(lambda), which
 * for a whole game at a time is the same as the eligibility traces). */
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

int
bg_train_new(struct bg_train *t, struct bg_net *net, struct bg_err *err)
{
	memset(t, 0, sizeof *t);
	t->net = net;
	t->cap = BG_TRAIN_STATES;
	t->after = malloc(t->cap * sizeof *t->after);
	t->value = malloc(t->cap * sizeof *t->value);
	if (!t->after || !t->value) {
		bg_train_free(t);
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	}
	return 0;
}

void
bg_train_free(struct bg_train *t)
{
	free(t->after);
	free(t->value);
	t->after = NULL;
	t->value = NULL;
}

/* Each seat's share of a finished game, from 0 to 1 (a game cut off is
 * shared alike). */
static void
result_of(const struct bg_state *st, int seats, double *z)
{
	int v[BG_MAX_SEATS], margin[BG_MAX_SEATS], i;

	if (st->game->phase(st) != BG_PHASE_OVER) {
		for (i = 0; i < seats; i++)
			z[i] = 1.0 / seats;
		return;
	}
	bg_seat_values(st, v, margin);
	for (i = 0; i < seats; i++)
		z[i] = (double)v[i] / BG_VALUE_ONE;
}

/* The chances after a state: the result, or the network's judgement. */
static void
judged(const struct bg_net *net, const struct bg_state *st, int seats,
       double *p)
{
	if (st->game->phase(st) == BG_PHASE_OVER)
		result_of(st, seats, p);
	else
		bg_net_chances(net, st, seats, p);
}

/* The move the network judges best for the mover (the first of
 * equals), into *after, its chances into p: its place in the game's
 * order of moves. */
static int
choose(const struct bg_net *net, const struct bg_state *st, int seats,
       struct bg_state *after, double *p)
{
	struct bg_move moves[BG_MAX_MOVES];
	double q[BG_MAX_SEATS];
	struct bg_state next;
	int mover = st->game->seat(st), n = st->game->moves(st, moves), m;
	int best = 0;

	for (m = 0; m < n; m++) {
		bg_state_copy(&next, st);
		st->game->apply(&next, &moves[m]);
		judged(net, &next, seats, q);
		if (m == 0 || q[mover] > p[mover]) {
			memcpy(p, q, (size_t)seats * sizeof *q);
			bg_state_copy(after, &next);
			best = m;
		}
	}
	return best;
}

/* Plays the game from start to its end, or until the states it keeps
 * are full; returns how many it kept. */
static size_t
self_play(struct bg_train *t, const struct bg_state *start, int seats,
          struct bg_rng *rng)
{
	struct bg_state st;
	unsigned long actions = 0;
	size_t n = 0;

	bg_state_copy(&st, start);
	while (st.game->phase(&st) != BG_PHASE_OVER && n < t->cap &&
	       actions++ < BG_PLAYOUT_MAX_ACTIONS) {
		if (bg_roll_due(&st, rng))
			continue;
		if (st.game->seat(&st) < 0)
			break;
		choose(t->net, &st, seats, &t->after[n], t->value[n]);
		bg_state_copy(&st, &t->after[n]);
		n++;
	}
	return n;
}

/* Where the teacher's tables reach st, its exact chances into g. */
static void
teach(struct bg_pool *teacher, const struct bg_state *st, int seats,
      double *g)
{
	struct bg_exact e;
	int i;

	if (!teacher || st->game->phase(st) == BG_PHASE_OVER ||
	    bg_exact_value(teacher, st, &e, NULL) != 1)
		return;
	for (i = 0; i < seats; i++)
		g[i] = (double)e.eval[i] / BG_EVAL_ONE;
}

void
bg_train_game(struct bg_train *t, const struct bg_state *start,
              struct bg_rng *rng)
{
	int seats = start->game->seats(start), i;
	double g[BG_MAX_SEATS];
	size_t n = self_play(t, start, seats, rng), k;

	if (n == 0)
		return;
	result_of(&t->after[n - 1], seats, g);
	for (k = n; k-- > 0;) {
		teach(t->teacher, &t->after[k], seats, g);
		if (t->after[k].game->phase(&t->after[k]) != BG_PHASE_OVER)
			bg_net_learn(t->net, &t->after[k], seats, g, t->rate);
		for (i = 0; i < seats; i++)
			g[i] = (1 - t->lambda) * t->value[k][i] +
			       t->lambda * g[i];
	}
	t->net->games++;
}

int
bg_train_start(struct bg_defs *defs, const struct bg_game *game, int players,
               struct bg_rng *rng, struct bg_state *st, struct bg_err *err)
{
	struct bg_settings set;
	char seats[4];
	int rc;

	bg_settings_init(&set);
	snprintf(seats, sizeof seats, "%d", players);
	rc = bg_settings_add(&set, bg_game_option(game, "players", 7), seats,
	                     0, err);
	set.seeded = 1;
	set.seed = bg_rng_next(rng);
	if (rc == 0)
		rc = bg_game_new(defs, game, &set, st, err);
	bg_settings_free(&set);
	return rc == 0 ? 0 : -1;
}

struct curve {
	int seat;     /* the network's seat */
	int64_t won;  /* its values, BG_VALUE_ONE a win */
};

static int
count_game(const struct bg_played *g, void *ctx, struct bg_err *err)
{
	struct curve *c = ctx;
	int v[BG_MAX_SEATS], margin[BG_MAX_SEATS];

	(void)err;
	bg_seat_values(&g->final, v, margin);
	c->won += v[c->seat];
	return 0;
}

/* Games g of either half are on the dice of stream g. */
int
bg_train_curve(struct bg_defs *defs, const struct bg_net *net, uint64_t seed,
               unsigned long games, double *score, struct bg_err *err)
{
	struct bg_policies p = { .count = 2 };
	struct curve c = { 0, 0 };
	struct bg_state st;
	struct bg_pool *pool;
	struct bg_exec ex;
	struct bg_net copy;
	struct bg_rng rng;
	int rc;

	bg_rng_derive(&rng, seed ^ 0x63757276, 0);
	if (bg_net_new(&copy, net->game, net->hidden, err) < 0)
		return -1;
	memcpy(copy.w, net->w, net->n * sizeof *net->w);
	if (bg_pool_new(&pool, 1, err) < 0) {
		bg_net_free(&copy);
		return -1;
	}
	/* The curve measures the network: where the tables answered, as
	 * in every two-seat Spook game, ply:1 would play them instead. */
	bg_pool_tables_off(pool);
	if (bg_pool_use_net(pool, &copy, err) < 0 ||
	    bg_train_start(defs, net->game, 2, &rng, &st, err) < 0) {
		bg_pool_free(pool);
		return -1;
	}
	ex = bg_exec_pool(pool);
	for (rc = 0; c.seat < 2 && rc == 0; c.seat++) {
		bg_policy_parse(c.seat ? "mc:100" : "ply:1", c.seat ? 6 : 5,
		                &p.seat[0], err);
		bg_policy_parse(c.seat ? "ply:1" : "mc:100", c.seat ? 5 : 6,
		                &p.seat[1], err);
		rc = bg_play_games(&st, &p, seed, games / 2, &ex, 0, count_game,
		                   NULL, &c, err);
	}
	bg_pool_free(pool);
	*score = (double)c.won / BG_VALUE_ONE / (double)(games / 2 * 2);
	return rc;
}

void
bg_decisions_free(struct bg_decisions *d)
{
	free(d->st);
	free(d->at);
	free(d->value);
	memset(d, 0, sizeof *d);
}

/* Room in d for one more decision of n moves: 0, or -1. */
static int
decisions_room(struct bg_decisions *d, int n)
{
	size_t cap = d->cap ? d->cap * 2 : 64, vcap = d->vcap ? d->vcap : 1024;
	struct bg_state *st;
	size_t *at;
	int32_t *value;

	if (d->n == d->cap) {
		if (!(st = realloc(d->st, cap * sizeof *st)))
			return -1;
		d->st = st;
		if (!(at = realloc(d->at, cap * sizeof *at)))
			return -1;
		d->at = at;
		d->cap = cap;
	}
	while (vcap < d->used + (size_t)n)
		vcap *= 2;
	if (vcap != d->vcap) {
		if (!(value = realloc(d->value, vcap * sizeof *value)))
			return -1;
		d->value = value;
		d->vcap = vcap;
	}
	return 0;
}

int
bg_decisions_add(struct bg_decisions *d, struct bg_pool *pool,
                 const struct bg_state *st, struct bg_err *err)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_state after;
	struct bg_exact e;
	int n, m, r, mover = st->game->seat(st);

	if ((st->game->phase(st) != BG_PHASE_MOVE &&
	     st->game->phase(st) != BG_PHASE_DECIDE) || mover < 0)
		return bg_fail(err, BG_EX_DATAERR, "not a decision: no move is "
		               "due"), 0;
	n = st->game->moves(st, moves);
	if (decisions_room(d, n) < 0)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	for (m = 0; m < n; m++) {
		bg_state_copy(&after, st);
		st->game->apply(&after, &moves[m]);
		if ((r = bg_exact_value(pool, &after, &e, err)) != 1)
			return r;
		d->value[d->used + (size_t)m] = e.eval[mover];
	}
	bg_state_copy(&d->st[d->n], st);
	d->at[d->n++] = d->used;
	d->used += (size_t)n;
	return 1;
}

/* A move within this of the best's exact value is a best one; the
 * decisions that matter are those whose moves differ by twice as much
 * (bench/yardstick.sh's, at four decimals). */
#define DECISION_EVEN (BG_EVAL_ONE / 20000)

void
bg_decisions_score(const struct bg_decisions *d, const struct bg_net *net,
                   struct bg_decisions_score *out)
{
	double p[BG_MAX_SEATS];
	struct bg_state after;
	const int32_t *v;
	int32_t best, worst;
	size_t i;
	int n, m, pick;

	memset(out, 0, sizeof *out);
	for (i = 0; i < d->n; i++) {
		v = d->value + d->at[i];
		n = (int)((i + 1 < d->n ? d->at[i + 1] : d->used) - d->at[i]);
		for (best = worst = v[0], m = 1; m < n; m++) {
			best = v[m] > best ? v[m] : best;
			worst = v[m] < worst ? v[m] : worst;
		}
		if (best - worst <= 2 * DECISION_EVEN)
			continue;
		pick = choose(net, &d->st[i], d->st[i].game->seats(&d->st[i]),
		              &after, p);
		out->matter++;
		out->optimal += v[pick] >= best - DECISION_EVEN;
		out->loss += (double)(best - v[pick]) / BG_EVAL_ONE;
	}
	if (out->matter)
		out->loss /= (double)out->matter;
}
