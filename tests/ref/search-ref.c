/*
 * search-ref: a second, deliberately plain search of two-seat games, to
 * cross-check bg-moves --eval ab:D (lib/engine/ab.c).  No pruning, no
 * table, no ordering: every move and every outcome of every chance event
 * is tried, one after another.  The rules are the library's (the game
 * interface); the search is written again, plainly.  Speed is not a goal.
 *
 *   search-ref end < states       every move of each state with its value
 *                                 for the mover when both seats play best
 *                                 to the end of the game: MOVE VALUE
 *   search-ref depth D < states   the same D plies deep (a ply is a move;
 *                                 chance events are not plies), leaves
 *                                 judged by the game's evaluation (the
 *                                 learned one in the dice games), chance
 *                                 events by the mean over their outcomes,
 *                                 each die uniform, rounded down as the
 *                                 engine rounds: MOVE VALUE
 *   search-ref rollout N SEED < states
 *                                 rollout:N as bg-moves --seed SEED
 *                                 --no-tables judges: every move by
 *                                 the learned evaluation after it, the
 *                                 best 8 each played on N times (game i
 *                                 on the dice of stream i of the state's
 *                                 key), every seat taking its best move
 *                                 by the evaluation, 12 moves at most,
 *                                 less each chance event's luck: the
 *                                 moves rolled out, best first, then the
 *                                 others: MOVE VALUE, VALUE for the mover
 *
 * Values are seat 0's share of the win in BG_EVAL_ONE units, printed as
 * fractions of a win with four decimals; a blank line ends each state.
 * A state of more than two seats, or a search of more than 50 million
 * positions, is refused (exit 65).  Input is trusted.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

#define POSITIONS_MAX 50000000UL
#define NO_LIMIT -1

static unsigned long positions;

static void
die(const char *msg)
{
	fprintf(stderr, "search-ref: %s\n", msg);
	exit(65);
}

/* A finished game: a win 1, a win shared by k seats 1/k, a draw 1/2. */
static long
result(const struct bg_state *st)
{
	struct bg_outcome o;
	int winners = 0, i;

	st->game->outcome(st, &o);
	for (i = 0; i < o.seats; i++)
		winners += o.won[i];
	if (winners == 0)
		return BG_EVAL_ONE / 2;
	return o.won[0] ? BG_EVAL_ONE / winners : 0;
}

static long value(const struct bg_state *st, const struct bg_net *net,
                  int depth);

/* Every outcome of the dice, in order: the sum of their values over
 * their number, rounded down. */
static long
chance_value(const struct bg_state *st, const struct bg_net *net,
             const struct bg_chance *ev, int depth)
{
	struct bg_move mv = { .kind = BG_ACT_CHANCE, .len = (uint8_t)ev->dice };
	struct bg_state next;
	long long sum = 0, count = 0;
	int i;

	for (i = 0; i < ev->dice; i++)
		mv.v[i] = 1;
	for (;;) {
		next = *st;
		st->game->apply(&next, &mv);
		sum += value(&next, net, depth);
		count++;
		for (i = ev->dice - 1; i >= 0 && mv.v[i] == ev->faces; i--)
			mv.v[i] = 1;
		if (i < 0)
			return (long)(sum / count);
		mv.v[i]++;
	}
}

/* Seat 0's share by the learned evaluation of the dice games (net, the
 * built-in weights, and in the home stretch the turns to finish beside
 * it), else the game's own evaluation. */
static long
leaf(const struct bg_state *st, const struct bg_net *net)
{
	double p[2];

	if (!net)
		return st->game->evaluate(st, 0);
	if (!bg_home_chances(net->home, st, 2, p))
		bg_net_chances(net, st, 2, p);
	return (long)(p[0] * BG_EVAL_ONE);
}

/* Seat 0's value of st: seat 0 takes the most, seat 1 the least. */
static long
value(const struct bg_state *st, const struct bg_net *net, int depth)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_chance ev;
	struct bg_state next;
	long best = -1, v;
	int n, i, seat;

	if (++positions > POSITIONS_MAX)
		die("more than 50 million positions");
	if (st->game->phase(st) == BG_PHASE_OVER)
		return result(st);
	if (depth == 0)
		return leaf(st, net);
	if (st->game->chance(st, &ev))
		return chance_value(st, net, &ev, depth);
	seat = st->game->seat(st);
	n = st->game->moves(st, moves);
	for (i = 0; i < n; i++) {
		next = *st;
		st->game->apply(&next, &moves[i]);
		v = value(&next, net, depth == NO_LIMIT ? NO_LIMIT : depth - 1);
		if (best < 0 || (seat == 0 ? v > best : v < best))
			best = v;
	}
	return best;
}

/* Both seats' values of st judged as it is: the result, else the
 * learned evaluation. */
static void
judged(const struct bg_state *st, const struct bg_net *net, int32_t *v)
{
	if (st->game->phase(st) == BG_PHASE_OVER) {
		v[0] = (int32_t)result(st);
		v[1] = BG_EVAL_ONE - v[0];
		return;
	}
	if (!bg_home_values(net->home, st, 2, v))
		bg_net_values(net, st, 2, v);
}

/* Both seats' values after the best move of the seat to move in st, the
 * first listed of equals (into best when not NULL); st judged as it is
 * when no seat moves there. */
static void
best_after(const struct bg_state *st, const struct bg_net *net, int32_t *v,
           struct bg_move *best)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_chance ev;
	struct bg_state next;
	int32_t w[2];
	int n = 0, i, seat = -1;

	if (st->game->phase(st) != BG_PHASE_OVER &&
	    !st->game->chance(st, &ev) && (seat = st->game->seat(st)) >= 0)
		n = st->game->moves(st, moves);
	if (n == 0) {
		judged(st, net, v);
		return;
	}
	for (i = 0; i < n; i++) {
		next = *st;
		st->game->apply(&next, &moves[i]);
		judged(&next, net, w);
		if (i == 0 || w[seat] > v[seat]) {
			v[0] = w[0];
			v[1] = w[1];
			if (best)
				*best = moves[i];
		}
	}
}

/* One game played on from st with dice from rng, each seat's value at
 * its end less its luck. */
static void
played_on(const struct bg_state *start, const struct bg_net *net,
          struct bg_rng *rng, int64_t *v)
{
	struct bg_state st = *start, next;
	struct bg_chance ev;
	struct bg_move mv;
	int64_t luck[2] = { 0, 0 }, sum[2], count;
	int32_t w[2];
	int moves = 0, i;

	while (moves < 12 && st.game->phase(&st) != BG_PHASE_OVER) {
		if (!st.game->chance(&st, &ev)) {
			if (st.game->seat(&st) < 0)
				break;
			best_after(&st, net, w, &mv);
			st.game->apply(&st, &mv);
			moves++;
			continue;
		}
		sum[0] = sum[1] = count = 0;
		bg_first_outcome(&ev, &mv);
		do {
			next = st;
			st.game->apply(&next, &mv);
			best_after(&next, net, w, NULL);
			sum[0] += w[0];
			sum[1] += w[1];
			count++;
		} while (bg_next_outcome(&ev, &mv));
		bg_draw_chance(&st, rng, &mv);
		st.game->apply(&st, &mv);
		best_after(&st, net, w, NULL);
		for (i = 0; i < 2; i++)
			luck[i] += w[i] - sum[i] / count;
	}
	judged(&st, net, w);
	for (i = 0; i < 2; i++)
		v[i] = w[i] - luck[i];
}

/* rollout N SEED: the moves of st in the order rollout:N ranks them. */
static void
rollout(const struct bg_state *st, const struct bg_net *net,
        unsigned long games, uint64_t seed)
{
	struct bg_move moves[BG_MAX_MOVES];
	int64_t value[BG_MAX_MOVES], v[2];
	int rolled[BG_MAX_MOVES] = { 0 }, order[BG_MAX_MOVES];
	char text[BG_LINE_MAX + 2];
	uint64_t key = bg_seed_key(seed, text, st->game->format(st, text));
	int mover = st->game->seat(st), n = st->game->moves(st, moves);
	struct bg_state next;
	struct bg_rng rng;
	char word[BG_WORD_MAX + 2];
	int32_t w[2];
	unsigned long g;
	int i, j, k;

	for (i = 0; i < n; i++) {
		next = *st;
		st->game->apply(&next, &moves[i]);
		judged(&next, net, w);
		value[i] = w[mover];
	}
	/* the best 8 by that, the first listed of equals first */
	for (k = 0; k < 8 && k < n; k++) {
		for (j = -1, i = 0; i < n; i++)
			if (!rolled[i] && (j < 0 || value[i] > value[j]))
				j = i;
		rolled[j] = 1;
		order[k] = j;
	}
	for (i = 0; i < k; i++) {
		int64_t sum = 0;

		for (g = 0; g < games; g++) {
			bg_rng_derive(&rng, key, g);
			next = *st;
			st->game->apply(&next, &moves[order[i]]);
			played_on(&next, net, &rng, v);
			sum += v[mover];
		}
		value[order[i]] = sum / (int64_t)games;
	}
	/* rolled out first, then the others, each by value, stably */
	for (k = 0; k < n; k++) {
		for (j = -1, i = 0; i < n; i++)
			if (rolled[i] >= 0 && (j < 0 || rolled[i] > rolled[j] ||
			    (rolled[i] == rolled[j] && value[i] > value[j])))
				j = i;
		st->game->format_move(st, &moves[j], word);
		printf("%s %.4f\n", word, (double)value[j] / BG_EVAL_ONE);
		rolled[j] = -1;
	}
	printf("\n");
}

int
main(int argc, char **argv)
{
	struct bg_defs defs;
	struct bg_state st, next;
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_outcome o;
	struct bg_err err;
	char line[BG_LINE_MAX + 2], word[BG_WORD_MAX + 2];
	struct bg_pool *pool;
	const struct bg_net *net;
	int depth, n, i, mover;
	long v;

	if (argc == 4 && strcmp(argv[1], "rollout") == 0)
		depth = 0;
	else if (argc == 2 && strcmp(argv[1], "end") == 0)
		depth = NO_LIMIT;
	else if (argc == 3 && strcmp(argv[1], "depth") == 0)
		depth = atoi(argv[2]);
	else
		die("usage: search-ref end | depth D | rollout N SEED < states");
	if (bg_pool_new(&pool, 1, &err) < 0)
		die(err.msg);
	bg_defs_init(&defs);
	while (fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "\n")] = '\0';
		if (bg_state_parse(&defs, &st, line, strlen(line), &err) < 0)
			die(err.msg);
		st.game->outcome(&st, &o);
		if (o.seats != 2)
			die("not a game of two seats");
		mover = st.game->seat(&st);
		net = bg_pool_net(pool, st.game);
		if (argc == 4) {
			rollout(&st, net, strtoul(argv[2], NULL, 10),
			        strtoull(argv[3], NULL, 10));
			continue;
		}
		n = st.game->moves(&st, moves);
		for (i = 0; i < n; i++) {
			next = st;
			st.game->apply(&next, &moves[i]);
			v = value(&next, net, depth == NO_LIMIT ? NO_LIMIT : depth - 1);
			st.game->format_move(&st, &moves[i], word);
			printf("%s %.4f\n", word, (double)(mover == 0 ? v
			       : BG_EVAL_ONE - v) / BG_EVAL_ONE);
		}
		printf("\n");
	}
	bg_defs_free(&defs);
	bg_pool_free(pool);
	return 0;
}
