/* Manji's rules (bg-manji(7) MJ-1..MJ-11): a one-die race round an outer
 * track, then an exact tour of a small inner circle on which no pawn
 * passes another, then a spoke and the shared centre. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "games/manji/manji.h"

static int
next_seat(int players, int seat)
{
	do
		seat = (seat + 1) % MJ_SEATS;
	while (!manji_plays(players, seat));
	return seat;
}

int
manji_all_seats(int players)
{
	int s, mask = 0;

	for (s = 0; s < MJ_SEATS; s++)
		if (manji_plays(players, s))
			mask |= 1 << s;
	return mask;
}

static int
at_home(const struct manji *g, int seat)
{
	return g->pawn[seat][0] == 0;
}

static int
finished(const struct manji *g, const struct manji_def *d, int seat)
{
	return g->pawn[seat][0] == manji_centre_mark(d, seat);
}

int
manji_winner(const struct manji *g, const struct manji_def *d)
{
	int s;

	for (s = 0; s < MJ_SEATS; s++)
		if (manji_plays(g->players, s) && finished(g, d, s))
			return s;
	return -1;
}

/* The pawn on a track square: its seat, and its index through *i. */
static int
on_track(const struct manji *g, const struct manji_def *d, int square, int *i)
{
	int s, k, sq;

	for (s = 0; s < MJ_SEATS; s++)
		for (k = 0; manji_plays(g->players, s) && k < MJ_PAWNS; k++)
			if (manji_where(d, s, g->pawn[s][k], &sq) == AT_TRACK &&
			    sq == square) {
				*i = k;
				return s;
			}
	return -1;
}

/* Does any pawn stand on small-circle square c (the tour done or not)? */
static int
circle_taken(const struct manji *g, const struct manji_def *d, int c)
{
	int s, k, sq, at;

	for (s = 0; s < MJ_SEATS; s++)
		for (k = 0; manji_plays(g->players, s) && k < MJ_PAWNS; k++) {
			at = manji_where(d, s, g->pawn[s][k], &sq);
			if ((at == AT_CIRCLE || at == AT_DONE) && sq == c)
				return 1;
		}
	return 0;
}

static void
sort_pawns(struct manji *g, int seat)
{
	uint8_t *p = g->pawn[seat];

	if (p[0] > p[1]) {
		uint8_t t = p[0];

		p[0] = p[1];
		p[1] = t;
	}
}

/* MJ-3: a 6 moves 7 while none of the player's pawns is at home. */
int
manji_steps_of(const struct manji *g, int seat, int die)
{
	return die == 6 && !at_home(g, seat) ? 7 : die;
}

/* A move: v[0] the pawn's progress, v[1] where it goes, v[2] 1 for the
 * shortcut (MJ-7); len 0 is the pass. */
void
manji_set_move(struct bg_move *mv, int from, int to, int shortcut)
{
	memset(mv, 0, sizeof *mv);
	mv->kind = BG_ACT_MOVE;
	mv->len = 3;
	mv->v[0] = (uint8_t)from;
	mv->v[1] = (uint8_t)to;
	mv->v[2] = (uint8_t)shortcut;
}

/* Why a pawn cannot move, into why when the caller asks (why not NULL):
 * the move generator does not, and spends no time on words. */
static void
say(char *why, size_t cap, const char *fmt, ...)
{
	va_list ap;

	if (!why)
		return;
	va_start(ap, fmt);
	vsnprintf(why, cap, fmt, ap);
	va_end(ap);
}

/* MJ-6, MJ-7: the moves of a pawn on the track at progress prog, steps
 * on: along the track, into the inner section at its arrival square by
 * the exact count, or by the shortcut. */
static int
track_moves(const struct manji *g, const struct manji_def *d, int seat,
            int prog, int steps, struct bg_move *out, char *why, size_t cap)
{
	const struct manji_seat *ms = &d->seat[seat];
	int r = prog - 1 + steps, n = 0, sq, i;

	if (r > ms->lap) {
		say(why, cap, "it would pass its arrival square: the "
		         "inner section needs the exact count (MJ-7)");
		return 0;
	}
	if (r == ms->lap) {
		if (circle_taken(g, d, ms->arrival)) {
			say(why, cap, "the arrival square c%d is taken "
			         "(MJ-7)", ms->arrival);
			return 0;
		}
		manji_set_move(out, prog, manji_tour_start(d, seat), 0);
		return 1;
	}
	sq = (ms->exit + r) % d->track;
	if (on_track(g, d, sq, &i) == seat) {
		say(why, cap, "an own pawn stands on square %d "
		         "(MJ-6)", sq);
		return 0;
	}
	manji_set_move(&out[n++], prog, 1 + r, 0);
	if (r == ms->shortcut && !circle_taken(g, d, ms->arrival))
		manji_set_move(&out[n++], prog,
		               manji_tour_start(d, seat), 1);
	return n;
}

/* MJ-8: the move of a pawn on the small circle, on square sq, steps on:
 * step by step; another pawn ahead stops the walk. */
static int
circle_moves(const struct manji *g, const struct manji_def *d, int seat,
             int prog, int sq, int steps, struct bg_move *out, char *why,
             size_t cap)
{
	const struct manji_seat *ms = &d->seat[seat];
	int j = prog - manji_tour_start(d, seat), k;

	for (k = 0; k < steps; k++) {
		if (j == d->circle) {
			say(why, cap, "it would pass its arrival square "
			         "c%d: the tour ends there exactly (MJ-8)",
			         ms->arrival);
			return 0;
		}
		if (circle_taken(g, d, (ms->arrival + j + 1) % d->circle))
			break;
		j++;
	}
	if (j == prog - manji_tour_start(d, seat)) {
		say(why, cap, "a pawn stands on the next square c%d, "
		         "and no pawn passes another on the small circle "
		         "(MJ-8)", (sq + 1) % d->circle);
		return 0;
	}
	manji_set_move(out, prog, manji_tour_start(d, seat) + j, 0);
	return 1;
}

/* The moves of the pawn at progress prog, by the roll die (MJ-4, MJ-6,
 * MJ-7, MJ-8), before MJ-4's and MJ-10's priorities; when there is none,
 * why (unless NULL) says why, for messages. */
int
manji_pawn_moves(const struct manji *g, const struct manji_def *d, int seat,
                 int prog, int die, struct bg_move *out, char *why,
                 size_t cap)
{
	const struct manji_seat *ms = &d->seat[seat];
	int steps = manji_steps_of(g, seat, die), sq, at, i;

	at = manji_where(d, seat, prog, &sq);
	switch (at) {
	case AT_HOME:
		if (die != 5) {
			say(why, cap, "a pawn leaves home only on a 5 (MJ-4)");
			return 0;
		}
		if (on_track(g, d, ms->exit, &i) == seat) {
			say(why, cap, "an own pawn stands on the exit square "
			         "%d (MJ-4)", ms->exit);
			return 0;
		}
		manji_set_move(out, prog, 1, 0);
		return 1;
	case AT_TRACK:
		return track_moves(g, d, seat, prog, steps, out, why, cap);
	case AT_CIRCLE:
		return circle_moves(g, d, seat, prog, sq, steps, out, why, cap);
	case AT_DONE:
		if (steps == 1) {
			if (g->pawn[seat][0] == prog + 1 ||
			    g->pawn[seat][1] == prog + 1) {
				say(why, cap, "the spoke holds one pawn (MJ-8)");
				return 0;
			}
			manji_set_move(out, prog, prog + 1, 0);
			return 1;
		}
		if (steps == 2) {
			manji_set_move(out, prog, prog + 2, 0);
			return 1;
		}
		say(why, cap, "from the arrival square the spoke is 1 step "
		         "and the centre 2: the centre needs the exact count "
		         "(MJ-8)");
		return 0;
	case AT_SPOKE:
		if (steps == 1) {
			manji_set_move(out, prog, prog + 1, 0);
			return 1;
		}
		say(why, cap, "from the spoke the centre is 1 step: it "
		         "needs the exact count (MJ-8)");
		return 0;
	default:
		say(why, cap, "a pawn on the centre has arrived");
		return 0;
	}
}

int
manji_allowed_kind(const struct manji *g, const struct manji_def *d)
{
	struct bg_move m[2];
	int seat = g->turn, k;

	if (g->dice == 5 && at_home(g, seat) &&
	    manji_pawn_moves(g, d, seat, 0, 5, m, NULL, 0))
		return ALLOW_EXIT;
	for (k = 0; k < MJ_PAWNS; k++)
		if (manji_inner(d, seat, g->pawn[seat][k]) &&
		    manji_pawn_moves(g, d, seat, g->pawn[seat][k], g->dice, m,
		                     NULL, 0))
			return ALLOW_INNER;
	return ALLOW_ANY;
}

static int
admits(const struct manji_def *d, int seat, int allow, int prog)
{
	return allow == ALLOW_ANY || (allow == ALLOW_EXIT && prog == 0) ||
	       (allow == ALLOW_INNER && manji_inner(d, seat, prog));
}

/* MJ-10: the seat to move, pawn by pawn in ascending progress, the plain
 * move before the shortcut; the single move pass when there is none. */
int
manji_moves(const struct bg_state *st, struct bg_move *out)
{
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	int seat = g->turn, allow, n = 0, k;

	if (g->phase != MJ_MOVE)
		return 0;
	allow = manji_allowed_kind(g, d);
	for (k = 0; k < MJ_PAWNS; k++) {
		int prog = g->pawn[seat][k];

		if ((k && prog == g->pawn[seat][k - 1]) ||
		    !admits(d, seat, allow, prog))
			continue;
		n += manji_pawn_moves(g, d, seat, prog, g->dice, out + n, NULL,
		                      0);
	}
	if (n == 0) {
		memset(out, 0, sizeof *out);
		out->kind = BG_ACT_MOVE;
		n = 1;
	}
	return n;
}

static void
end_turn(struct manji *g)
{
	g->turn = (uint8_t)next_seat(g->players, g->turn);
	g->phase = MJ_ROLL;
	g->dice = 0;
	g->sixes = 0;
	g->last = 0;
}

static void
send_home(struct manji *g, int seat, int k)
{
	g->pawn[seat][k] = 0;
	sort_pawns(g, seat);
}

/* MJ-6, MJ-4, MJ-7b: a pawn of another seat on the square is captured. */
static void
capture(struct manji *g, const struct manji_def *d, int square)
{
	int k, s = on_track(g, d, square, &k);

	if (s >= 0 && s != g->turn)
		send_home(g, s, k);
}

/* MJ-2, G-2: the lowest die starts; the seats tied for it roll again. */
static void
roll_off(struct manji *g, const struct bg_move *mv)
{
	unsigned tied = bg_rolloff(g->among, mv->v, 1);
	int s;

	if (tied & (tied - 1)) {
		g->among = (uint8_t)tied;
		return;
	}
	for (s = 0; !(tied & (1 << s)); s++)
		;
	g->among = 0;
	g->turn = (uint8_t)s;
	g->phase = MJ_ROLL;
}

static void
turn_roll(struct manji *g, int v)
{
	int k;

	if (v == 6 && g->sixes == 2) {
		/* MJ-5: the third 6 is not played; it undoes the last move. */
		for (k = 0; g->last && k < MJ_PAWNS; k++)
			if (g->pawn[g->turn][k] == g->last) {
				send_home(g, g->turn, k);
				break;
			}
		end_turn(g);
		return;
	}
	g->dice = (uint8_t)v;
	g->phase = MJ_MOVE;
	if (v == 6) {
		g->sixes++;
	} else {
		/* The turn ends with this move: no count is kept. */
		g->sixes = 0;
		g->last = 0;
	}
}

void
manji_apply(struct bg_state *st, const struct bg_move *mv)
{
	struct manji *g = S(st);
	const struct manji_def *d = DEF(st);
	int seat = g->turn, k, sq;

	if (mv->kind == BG_ACT_CHANCE) {
		if (g->rolls < UINT32_MAX)
			g->rolls++;
		if (g->phase == MJ_ROLLOFF)
			roll_off(g, mv);
		else
			turn_roll(g, mv->v[0]);
		return;
	}
	if (mv->len) {
		k = g->pawn[seat][0] == mv->v[0] ? 0 : 1;
		if (mv->v[2])
			capture(g, d, (d->seat[seat].exit +
			               d->seat[seat].shortcut) % d->track);
		if (manji_where(d, seat, mv->v[1], &sq) == AT_TRACK)
			capture(g, d, sq);
		g->pawn[seat][k] = mv->v[1];
		sort_pawns(g, seat);
		/* last holds the pawn by its progress, which is unique on the
		 * track; a pawn in the inner section is never sent home. */
		g->last = (uint8_t)(manji_inner(d, seat, mv->v[1]) ? 0
		                                                     : mv->v[1]);
		if (finished(g, d, seat)) {
			g->phase = MJ_OVER; /* MJ-11, G-1 */
			g->turn = 0;
			g->dice = 0;
			g->sixes = 0;
			g->last = 0;
			return;
		}
	}
	if (g->dice == 6) { /* MJ-3: another roll, played or not */
		g->phase = MJ_ROLL;
		g->dice = 0;
	} else {
		end_turn(g);
	}
}

int
manji_chance(const struct bg_state *st, struct bg_chance *ev)
{
	const struct manji *g = CS(st);

	if (g->phase == MJ_ROLLOFF) {
		ev->dice = __builtin_popcount(g->among);
	} else if (g->phase == MJ_ROLL) {
		ev->dice = 1;
	} else {
		return 0;
	}
	ev->faces = MJ_FACES;
	return 1;
}

enum bg_phase
manji_phase(const struct bg_state *st)
{
	switch (CS(st)->phase) {
	case MJ_MOVE:
		return BG_PHASE_MOVE;
	case MJ_OVER:
		return BG_PHASE_OVER;
	default:
		return BG_PHASE_ROLL;
	}
}

const char *
manji_actor(const struct bg_state *st)
{
	static const char *const seats[] = { "seat 1", "seat 2", "seat 3",
	                                     "seat 4" };
	const struct manji *g = CS(st);

	return g->phase == MJ_MOVE ? seats[g->turn] : "the host";
}

int
manji_seats(const struct bg_state *st)
{
	return CS(st)->players;
}

/* Seats that do not play are left out of outcome's order. */
int
manji_seat(const struct bg_state *st)
{
	const struct manji *g = CS(st);
	int s, index = 0;

	if (g->phase != MJ_MOVE)
		return -1;
	for (s = 0; s < g->turn; s++)
		index += manji_plays(g->players, s);
	return index;
}

/* The checks that need the whole position (formats/manji.md). */
static int
check_position(const struct manji *g, const struct manji_def *d,
               struct bg_err *err)
{
	int s, k, sq, at, won = manji_winner(g, d), homes = 0;
	int track[MJ_MAXTRACK] = { 0 }, circle[MJ_MAXCIRCLE] = { 0 };

	for (s = 0; s < MJ_SEATS; s++)
		for (k = 0; manji_plays(g->players, s) && k < MJ_PAWNS; k++) {
			at = manji_where(d, s, g->pawn[s][k], &sq);
			homes += at == AT_HOME;
			if (at == AT_TRACK && track[sq]++)
				return bg_fail(err, BG_EX_DATAERR, "two pawns on "
				               "square %d: a pawn that lands on "
				               "another captures it (MJ-6)", sq);
			if ((at == AT_CIRCLE || at == AT_DONE) && circle[sq]++)
				return bg_fail(err, BG_EX_DATAERR, "two pawns on "
				               "c%d: no pawn passes or joins another "
				               "on the small circle (MJ-8)", sq);
		}
	if (g->phase == MJ_OVER)
		return 0;
	if (won >= 0)
		return bg_fail(err, BG_EX_DATAERR, "seat %d has both pawns on "
		               "the centre: the game is over (MJ-11)", won + 1);
	if (g->phase == MJ_ROLLOFF && homes != 2 * g->players)
		return bg_fail(err, BG_EX_DATAERR, "the roll-off comes before "
		               "any move: every pawn is at home (MJ-2)");
	return 0;
}

/* The per-turn fields against the phase (MJ-3, MJ-5). */
static int
check_turn(const struct manji *g, struct bg_err *err)
{
	int may_count = g->phase == MJ_ROLL ||
	                (g->phase == MJ_MOVE && g->dice == 6);

	if ((g->phase == MJ_MOVE) != (g->dice != 0))
		return bg_fail(err, BG_EX_DATAERR, "dice= holds the die to "
		               "play: a number in phase=move, - otherwise");
	if (!may_count && g->sixes)
		return bg_fail(err, BG_EX_DATAERR, "sixes=%d: the 6s are counted "
		               "only while another roll may come in this turn "
		               "(MJ-5)", g->sixes);
	if (g->phase == MJ_MOVE && g->dice == 6 && !g->sixes)
		return bg_fail(err, BG_EX_DATAERR, "dice=6 is a 6 of this turn: "
		               "sixes= counts it (MJ-5)");
	if (g->last && !g->sixes)
		return bg_fail(err, BG_EX_DATAERR, "last= is the pawn moved after "
		               "a 6 of this turn: with sixes=0 it is - (MJ-5)");
	if (g->rolls == 0 && !(g->phase == MJ_ROLLOFF &&
	                       g->among == manji_all_seats(g->players)))
		return bg_fail(err, BG_EX_DATAERR, "rolls=0 is before the first "
		               "roll: the roll-off among every seat (MJ-2)");
	return 0;
}

int
manji_check(const struct bg_state *st, struct bg_err *err)
{
	const struct manji *g = CS(st);

	if (g->last && g->pawn[g->turn][0] != g->last &&
	    g->pawn[g->turn][1] != g->last)
		return bg_fail(err, BG_EX_DATAERR, "last= names a square where "
		               "seat %d has no pawn", g->turn + 1);
	if (check_turn(g, err) < 0)
		return -1;
	return check_position(g, DEF(st), err);
}

void
manji_outcome(const struct bg_state *st, struct bg_outcome *out)
{
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	int s, won = manji_winner(g, d);

	memset(out, 0, sizeof *out);
	out->over = g->phase == MJ_OVER;
	for (s = 0; s < MJ_SEATS; s++)
		if (manji_plays(g->players, s)) {
			out->seat[out->seats] = manji_seat_names[s];
			out->won[out->seats] = out->over && s == won;
			out->seats++;
		}
}
