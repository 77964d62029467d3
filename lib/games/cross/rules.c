/* The rules Waju and Wahoo play alike on the cross: the roll-off, the
 * dice of a chance action, marbles moved and captured, the win, and the
 * hooks that are the same in both. */
#include <string.h>

#include "games/cross/cross.h"

int
cross_contenders(const struct cross_play *c)
{
	return __builtin_popcount(c->contenders);
}

int
cross_roll_off(uint8_t *contenders, const uint8_t *dice)
{
	unsigned tied = bg_rolloff(*contenders, dice, 0);
	int p;

	*contenders = (uint8_t)tied;
	if (tied & (tied - 1))
		return -1;
	for (p = 0; !(tied & (1u << p)); p++)
		;
	*contenders = 0;
	return p;
}

int
cross_roll_move(const struct bg_state *st, const char *word, size_t len,
                const int *values, int n, struct bg_move *mv,
                struct bg_err *err)
{
	int i;

	if (bg_chance_faces(st, word, len, values, n, CROSS_FACES, err) < 0)
		return -1;
	memset(mv, 0, sizeof *mv);
	mv->kind = BG_ACT_CHANCE;
	mv->len = (uint8_t)n;
	for (i = 0; i < n && i < BG_MAX_DICE; i++) /* n is at most that */
		mv->v[i] = (uint8_t)values[i];
	return 0;
}

void
cross_board_of(const uint8_t (*pos)[CROSS_MARBLES], int players,
               int marbles, struct cross_board *b)
{
	int p, i;

	memcpy(b->pos, pos, sizeof b->pos);
	memset(b->occ, 0, sizeof b->occ);
	for (p = 0; p < players; p++)
		for (i = 0; i < marbles; i++)
			if (pos[p][i] != CROSS_HOME)
				b->occ[pos[p][i]] = (uint8_t)(p + 1);
}

void
cross_sort_marbles(const struct cross *d, int players, int marbles,
                   uint8_t *pos, int p)
{
	const struct cross_seat *s = &d->seat[cross_seat_of(players, p)];
	int i, j;

	for (i = 1; i < marbles; i++)
		for (j = i; j > 0 && cross_way_rank(d, s, pos[j - 1]) >
		                     cross_way_rank(d, s, pos[j]); j--) {
			uint8_t t = pos[j];

			pos[j] = pos[j - 1];
			pos[j - 1] = t;
		}
}

/* Player p's marble goes from one hole to another; a marble of another
 * colour where it lands goes home (WJ-7, WH-5, WH-8). */
void
cross_move_marble(const struct cross *d, int players, int marbles,
                  struct cross_board *b, int p, int from, int to)
{
	int q = b->occ[to] - 1, i;

	if (q >= 0 && q != p) {
		for (i = 0; b->pos[q][i] != to; i++)
			;
		b->pos[q][i] = CROSS_HOME;
		cross_sort_marbles(d, players, marbles, b->pos[q], q);
	}
	for (i = 0; b->pos[p][i] != from; i++)
		;
	b->pos[p][i] = (uint8_t)to;
	if (from != CROSS_HOME)
		b->occ[from] = 0;
	b->occ[to] = (uint8_t)(p + 1);
	cross_sort_marbles(d, players, marbles, b->pos[p], p);
}

enum bg_phase
cross_phase(const struct bg_state *st)
{
	switch (cross_cplay_of(st)->phase) {
	case CROSS_MOVE:
		return BG_PHASE_MOVE;
	case CROSS_DECIDE:
		return BG_PHASE_DECIDE;
	case CROSS_OVER:
		return BG_PHASE_OVER;
	default:
		return BG_PHASE_ROLL;
	}
}

const char *const cross_seat_names[CROSS_SEATS] = { "seat 1", "seat 2",
                                                    "seat 3", "seat 4" };

const char *
cross_actor(const struct bg_state *st)
{
	const struct cross_play *c = cross_cplay_of(st);

	if (c->phase == CROSS_ROLL_OFF || c->phase == CROSS_OVER)
		return "the players";
	return cross_seat_names[cross_seat_of(c->players, c->turn)];
}

int
cross_chance(const struct cross_play *c, int turn_dice, int again_dice,
             struct bg_chance *ev)
{
	ev->faces = CROSS_FACES;
	switch (c->phase) {
	case CROSS_ROLL_OFF:
		ev->dice = cross_contenders(c);
		return 1;
	case CROSS_ROLL_TURN:
		ev->dice = turn_dice;
		return 1;
	case CROSS_ROLL_AGAIN:
		ev->dice = again_dice;
		return 1;
	default:
		return 0;
	}
}

void
cross_explain_absent(const struct cross_play *c, int p, int from,
                     const char *hole, char *why, size_t cap)
{
	const char *seat = cross_seat_names[cross_seat_of(c->players, p)];

	if (from == CROSS_HOME)
		snprintf(why, cap, "no marble of %s is at home", seat);
	else
		snprintf(why, cap, "no marble of %s is on %s", seat, hole);
}

int
cross_explain_start(const struct cross *d, const struct cross_seat *s,
                    const struct cross_board *b, int p, int to, int rule,
                    char *why, size_t cap)
{
	char h[8];

	cross_hole_text(d, s->start, h);
	if (to != s->start)
		snprintf(why, cap, "a marble taken out goes onto its start, %s "
		         "(%s-%d)", h, d->race->rules, rule);
	else if (b->occ[s->start] == p + 1)
		snprintf(why, cap, "an own marble stands on the start, %s "
		         "(%s-%d)", h, d->race->rules, rule);
	else
		return 0;
	return 1;
}

int
cross_seats(const struct bg_state *st)
{
	return cross_cplay_of(st)->players;
}

int
cross_seat(const struct bg_state *st)
{
	const struct cross_play *c = cross_cplay_of(st);

	return c->phase == CROSS_MOVE || c->phase == CROSS_DECIDE ? c->turn
	                                                          : -1;
}

int
cross_in_finals(const struct cross_seat *s, int code)
{
	return code != CROSS_HOME && s->rel[code] >= s->road_len;
}

/* WJ-11, WH-9: the winner has all its marbles in its finals. */
int
cross_won(const struct cross *d, const struct cross_play *c,
          const uint8_t *pos, int p)
{
	const struct cross_seat *s = &d->seat[cross_seat_of(c->players, p)];
	int i;

	for (i = 0; i < c->marbles; i++)
		if (!cross_in_finals(s, pos[i]))
			return 0;
	return 1;
}

void
cross_outcome(const struct bg_state *st, struct bg_outcome *out)
{
	static const char *const names[] = { "1", "2", "3", "4" };
	const struct cross_play *c = cross_cplay_of(st);
	const struct cross *d = cross_of(st);
	int p, i;

	memset(out, 0, sizeof *out);
	out->over = c->phase == CROSS_OVER;
	out->seats = c->players;
	out->has_scores = 1;
	for (p = 0; p < c->players; p++) {
		int seat = cross_seat_of(c->players, p);

		out->seat[p] = names[seat];
		for (i = 0; i < c->marbles; i++)
			out->score[p] += cross_in_finals(&d->seat[seat],
			                                 c->pos[p][i]);
		out->won[p] = out->over && c->winner == p;
	}
}

/* The player who has won, -1 when none has, or -2 when two have. */
static int
finished(const struct cross *d, const struct cross_play *c)
{
	int p, who = -1;

	for (p = 0; p < c->players; p++)
		if (cross_won(d, c, c->pos[p], p)) {
			if (who >= 0)
				return -2;
			who = p;
		}
	return who;
}

/* The winner, the phase and the marbles (WJ-2, WJ-11, WH-2, WH-9). */
int
cross_check(const struct bg_state *st, struct bg_err *err)
{
	const struct cross_play *c = cross_cplay_of(st);
	const struct cross *d = cross_of(st);
	const struct cross_race *r = d->race;
	int who = finished(d, c), p, i;

	if (who == -2)
		return bg_fail(err, BG_EX_DATAERR, "two seats have all their "
		               "marbles in the %s: the game ends with the first "
		               "(%s-%d)", r->finals, r->rules, r->win_rule);
	if (c->phase == CROSS_OVER && who < 0)
		return bg_fail(err, BG_EX_DATAERR, "phase=over but no seat has "
		               "all its marbles in the %s (%s-%d)", r->finals,
		               r->rules, r->win_rule);
	if (c->phase == CROSS_OVER && c->winner != who)
		return bg_fail(err, BG_EX_DATAERR, "result=%d but seat %d has "
		               "all its marbles in the %s (%s-%d)",
		               cross_seat_of(c->players, c->winner) + 1,
		               cross_seat_of(c->players, who) + 1, r->finals,
		               r->rules, r->win_rule);
	if (c->phase != CROSS_OVER && who >= 0)
		return bg_fail(err, BG_EX_DATAERR, "seat %d has all its marbles "
		               "in the %s: the game is over (%s-%d)",
		               cross_seat_of(c->players, who) + 1, r->finals,
		               r->rules, r->win_rule);
	for (p = 0; c->phase == CROSS_ROLL_OFF && p < c->players; p++)
		for (i = 0; i < c->marbles; i++)
			if (c->pos[p][i] != CROSS_HOME)
				return bg_fail(err, BG_EX_DATAERR, "the roll-off "
				               "comes before any marble leaves "
				               "home (%s-2)", r->rules);
	if (c->rolls == 0 && (c->phase != CROSS_ROLL_OFF ||
	                      c->contenders != (1u << c->players) - 1))
		return bg_fail(err, BG_EX_DATAERR, "rolls=0 is before the first "
		               "roll: the roll-off of every seat is due (%s-2)",
		               r->rules);
	return 0;
}

int
cross_action(const struct bg_state *st, const char *word, size_t len,
             struct bg_move *mv, struct bg_err *err,
             int (*parse_roll)(const struct bg_state *, const char *, size_t,
                               struct bg_move *, struct bg_err *),
             struct bg_move *moves, int *n)
{
	const struct cross_play *c = cross_cplay_of(st);
	const char *rules = cross_of(st)->race->rules;
	int roll = len >= 5 && memcmp(word, "roll:", 5) == 0, i;

	memset(mv, 0, sizeof *mv);
	if (c->phase == CROSS_OVER)
		return bg_illegal(err, st, word, len, "the game is over");
	if (roll && c->rolls == BG_COUNT_MAX)
		return bg_count_full(err, st, word, len, "rolls");
	if (roll)
		return parse_roll(st, word, len, mv, err);
	if (c->phase != CROSS_MOVE && c->phase != CROSS_DECIDE)
		return c->phase == CROSS_ROLL_OFF
		       ? bg_illegal(err, st, word, len, "the roll-off is due "
		                    "(%s-2)", rules)
		       : bg_illegal(err, st, word, len, "a roll is due (%s-3)",
		                    rules);
	*n = st->game->moves(st, moves);
	if ((i = bg_listed_move(st, word, len, moves, *n)) < 0)
		return 1;
	*mv = moves[i];
	return 0;
}
