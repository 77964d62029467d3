/* Manji (bg-manji(7) MJ-1..MJ-11, formats/manji.md): a one-die race round an
 * outer track, then an exact tour of a small inner circle on which no pawn
 * passes another, then a spoke and the shared centre. */
#include <stdlib.h>
#include <string.h>

#include "games/manji/manji.h"

static const char *const phase_names[] = { "roll", "move", "over", NULL };
static const char *const roll_names[] = { "rolloff", "turn", NULL };
static const char *const seat_names[] = { "1", "2", "3", "4" };

/* MJ-1, as WJ-1: 2 players take seats 1 and 3, 3 players seats 1 to 3. */
static int
plays(int players, int seat)
{
	return players == 2 ? seat == 0 || seat == 2 : seat < players;
}

static int
next_seat(int players, int seat)
{
	do
		seat = (seat + 1) % MJ_SEATS;
	while (!plays(players, seat));
	return seat;
}

static int
all_seats(int players)
{
	int s, mask = 0;

	for (s = 0; s < MJ_SEATS; s++)
		if (plays(players, s))
			mask |= 1 << s;
	return mask;
}

/* Progress marks of a seat's route. */
static int
tour_start(const struct manji_def *d, int seat)
{
	return 1 + d->seat[seat].lap;
}

static int
done_mark(const struct manji_def *d, int seat)
{
	return tour_start(d, seat) + d->circle;
}

static int
where(const struct manji_def *d, int seat, int prog, int *square)
{
	const struct manji_seat *ms = &d->seat[seat];
	int t = tour_start(d, seat), done = done_mark(d, seat);

	*square = -1;
	if (prog == 0)
		return AT_HOME;
	if (prog < t) {
		*square = (ms->exit + prog - 1) % d->track;
		return AT_TRACK;
	}
	if (prog < done) {
		*square = (ms->arrival + prog - t) % d->circle;
		return AT_CIRCLE;
	}
	if (prog == done) {
		*square = ms->arrival;
		return AT_DONE;
	}
	return prog == done + 1 ? AT_SPOKE : AT_CENTRE;
}

static int
centre_mark(const struct manji_def *d, int seat)
{
	return done_mark(d, seat) + 2;
}

static int
inner(const struct manji_def *d, int seat, int prog)
{
	return prog >= tour_start(d, seat);
}

static int
at_home(const struct manji *g, int seat)
{
	return g->pawn[seat][0] == 0;
}

static int
finished(const struct manji *g, const struct manji_def *d, int seat)
{
	return g->pawn[seat][0] == centre_mark(d, seat);
}

static int
winner(const struct manji *g, const struct manji_def *d)
{
	int s;

	for (s = 0; s < MJ_SEATS; s++)
		if (plays(g->players, s) && finished(g, d, s))
			return s;
	return -1;
}

/* The pawn on a track square: its seat, and its index through *i. */
static int
on_track(const struct manji *g, const struct manji_def *d, int square, int *i)
{
	int s, k, sq;

	for (s = 0; s < MJ_SEATS; s++)
		for (k = 0; plays(g->players, s) && k < MJ_PAWNS; k++)
			if (where(d, s, g->pawn[s][k], &sq) == AT_TRACK &&
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
		for (k = 0; plays(g->players, s) && k < MJ_PAWNS; k++) {
			at = where(d, s, g->pawn[s][k], &sq);
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
static int
steps_of(const struct manji *g, int seat, int die)
{
	return die == 6 && !at_home(g, seat) ? 7 : die;
}

/* A move: v[0] the pawn's progress, v[1] where it goes, v[2] 1 for the
 * shortcut (MJ-7); len 0 is the pass. */
static void
set_move(struct bg_move *mv, int from, int to, int shortcut)
{
	memset(mv, 0, sizeof *mv);
	mv->kind = BG_ACT_MOVE;
	mv->len = 3;
	mv->v[0] = (uint8_t)from;
	mv->v[1] = (uint8_t)to;
	mv->v[2] = (uint8_t)shortcut;
}

/* The moves of the pawn at progress prog, by the roll die (MJ-4, MJ-6,
 * MJ-7, MJ-8), before MJ-4's and MJ-10's priorities; when there is none,
 * why says why, for messages. */
static int
pawn_moves(const struct manji *g, const struct manji_def *d, int seat,
           int prog, int die, struct bg_move *out, char *why, size_t cap)
{
	const struct manji_seat *ms = &d->seat[seat];
	int steps = steps_of(g, seat, die), sq, at, n = 0, i;

	at = where(d, seat, prog, &sq);
	switch (at) {
	case AT_HOME:
		if (die != 5) {
			snprintf(why, cap, "a pawn leaves home only on a 5 (MJ-4)");
			return 0;
		}
		if (on_track(g, d, ms->exit, &i) == seat) {
			snprintf(why, cap, "an own pawn stands on the exit square "
			         "%d (MJ-4)", ms->exit);
			return 0;
		}
		set_move(out, prog, 1, 0);
		return 1;
	case AT_TRACK: {
		int r = prog - 1 + steps;

		if (r > ms->lap) {
			snprintf(why, cap, "it would pass its arrival square: the "
			         "inner section needs the exact count (MJ-7)");
			return 0;
		}
		if (r == ms->lap) {
			if (circle_taken(g, d, ms->arrival)) {
				snprintf(why, cap, "the arrival square c%d is taken "
				         "(MJ-7)", ms->arrival);
				return 0;
			}
			set_move(out, prog, tour_start(d, seat), 0);
			return 1;
		}
		sq = (ms->exit + r) % d->track;
		if (on_track(g, d, sq, &i) == seat) {
			snprintf(why, cap, "an own pawn stands on square %d "
			         "(MJ-6)", sq);
			return 0;
		}
		set_move(&out[n++], prog, 1 + r, 0);
		if (r == ms->shortcut && !circle_taken(g, d, ms->arrival))
			set_move(&out[n++], prog, tour_start(d, seat), 1);
		return n;
	}
	case AT_CIRCLE: {
		int j = prog - tour_start(d, seat), k;

		/* MJ-8: step by step; another pawn ahead stops the walk. */
		for (k = 0; k < steps; k++) {
			if (j == d->circle) {
				snprintf(why, cap, "it would pass its arrival square "
				         "c%d: the tour ends there exactly (MJ-8)",
				         ms->arrival);
				return 0;
			}
			if (circle_taken(g, d, (ms->arrival + j + 1) % d->circle))
				break;
			j++;
		}
		if (j == prog - tour_start(d, seat)) {
			snprintf(why, cap, "a pawn stands on the next square c%d, "
			         "and no pawn passes another on the small circle "
			         "(MJ-8)", (sq + 1) % d->circle);
			return 0;
		}
		set_move(out, prog, tour_start(d, seat) + j, 0);
		return 1;
	}
	case AT_DONE:
		if (steps == 1) {
			if (g->pawn[seat][0] == prog + 1 ||
			    g->pawn[seat][1] == prog + 1) {
				snprintf(why, cap, "the spoke holds one pawn (MJ-8)");
				return 0;
			}
			set_move(out, prog, prog + 1, 0);
			return 1;
		}
		if (steps == 2) {
			set_move(out, prog, prog + 2, 0);
			return 1;
		}
		snprintf(why, cap, "from the arrival square the spoke is 1 step "
		         "and the centre 2: the centre needs the exact count "
		         "(MJ-8)");
		return 0;
	case AT_SPOKE:
		if (steps == 1) {
			set_move(out, prog, prog + 1, 0);
			return 1;
		}
		snprintf(why, cap, "from the spoke the centre is 1 step: it "
		         "needs the exact count (MJ-8)");
		return 0;
	default:
		snprintf(why, cap, "a pawn on the centre has arrived");
		return 0;
	}
}

/* Which moves the priorities leave (MJ-4 first, then MJ-10). */
enum { ALLOW_ANY, ALLOW_EXIT, ALLOW_INNER };

static int
allowed_kind(const struct manji *g, const struct manji_def *d)
{
	struct bg_move m[2];
	char why[160];
	int seat = g->turn, k;

	if (g->dice == 5 && at_home(g, seat) &&
	    pawn_moves(g, d, seat, 0, 5, m, why, sizeof why))
		return ALLOW_EXIT;
	for (k = 0; k < MJ_PAWNS; k++)
		if (inner(d, seat, g->pawn[seat][k]) &&
		    pawn_moves(g, d, seat, g->pawn[seat][k], g->dice, m, why,
		               sizeof why))
			return ALLOW_INNER;
	return ALLOW_ANY;
}

static int
admits(const struct manji_def *d, int seat, int allow, int prog)
{
	return allow == ALLOW_ANY || (allow == ALLOW_EXIT && prog == 0) ||
	       (allow == ALLOW_INNER && inner(d, seat, prog));
}

/* MJ-10: the seat to move, pawn by pawn in ascending progress, the plain
 * move before the shortcut; the single move pass when there is none. */
static int
manji_moves(const struct bg_state *st, struct bg_move *out)
{
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	int seat = g->turn, allow, n = 0, k;
	char why[160];

	if (g->phase != MJ_MOVE)
		return 0;
	allow = allowed_kind(g, d);
	for (k = 0; k < MJ_PAWNS; k++) {
		int prog = g->pawn[seat][k];

		if ((k && prog == g->pawn[seat][k - 1]) ||
		    !admits(d, seat, allow, prog))
			continue;
		n += pawn_moves(g, d, seat, prog, g->dice, out + n, why,
		                sizeof why);
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

static void
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
		if (where(d, seat, mv->v[1], &sq) == AT_TRACK)
			capture(g, d, sq);
		g->pawn[seat][k] = mv->v[1];
		sort_pawns(g, seat);
		/* last holds the pawn by its progress, which is unique on the
		 * track; a pawn in the inner section is never sent home. */
		g->last = (uint8_t)(inner(d, seat, mv->v[1]) ? 0 : mv->v[1]);
		if (finished(g, d, seat)) {
			g->phase = MJ_OVER; /* MJ-11, G-1 */
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

static int
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

static enum bg_phase
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

static const char *
manji_actor(const struct bg_state *st)
{
	static const char *const seats[] = { "seat 1", "seat 2", "seat 3",
	                                     "seat 4" };
	const struct manji *g = CS(st);

	return g->phase == MJ_MOVE ? seats[g->turn] : "the host";
}

/* Seats that do not play are left out of outcome's order. */
static int
manji_seat(const struct bg_state *st)
{
	const struct manji *g = CS(st);
	int s, index = 0;

	if (g->phase != MJ_MOVE)
		return -1;
	for (s = 0; s < g->turn; s++)
		index += plays(g->players, s);
	return index;
}

/* Positions as the state and the moves write them. */

static char *
put_pos(char *p, const struct manji_def *d, int seat, int prog)
{
	int sq, at = where(d, seat, prog, &sq);

	switch (at) {
	case AT_HOME:
		return bg_put_str(p, "home");
	case AT_TRACK:
		return bg_put_uint(p, (unsigned long)sq);
	case AT_CIRCLE:
	case AT_DONE:
		*p++ = 'c';
		p = bg_put_uint(p, (unsigned long)sq);
		if (at == AT_DONE)
			*p++ = '+';
		return p;
	case AT_SPOKE:
		return bg_put_str(p, "spoke");
	default:
		return bg_put_str(p, "centre");
	}
}

/* A position of the seat's route, ending at a ',', '/', '-', ' ' or the
 * end. */
static int
scan_pos(struct bg_scan *s, const struct manji_def *d, int seat, int *prog)
{
	static const char *const words[] = { "home", "spoke", "centre" };
	const struct manji_seat *ms = &d->seat[seat];
	const char *q = s->p;
	unsigned long v;
	size_t len;
	int i;

	while (q < s->end && *q != ',' && *q != '/' && *q != '-' && *q != ' ')
		q++;
	len = (size_t)(q - s->p);
	for (i = 0; i < 3; i++)
		if (strlen(words[i]) == len && memcmp(words[i], s->p, len) == 0) {
			s->p = q;
			*prog = i == 0 ? 0 : done_mark(d, seat) + i;
			return 0;
		}
	if (len && *s->p == 'c') {
		s->p++;
		if (bg_scan_uint(s, "a small-circle square", (unsigned long)d->circle - 1,
		                 &v) < 0)
			return -1;
		if (s->p < s->end && *s->p == '+') {
			if ((int)v != ms->arrival)
				return bg_scan_fail(s, "c%lu+ is a pawn of seat %d "
				                    "whose tour is done, on its "
				                    "arrival square c%d (MJ-8)", v,
				                    seat + 1, ms->arrival);
			s->p++;
			*prog = done_mark(d, seat);
		} else {
			*prog = tour_start(d, seat) +
			        ((int)v - ms->arrival + d->circle) % d->circle;
		}
	} else {
		char what[80];

		snprintf(what, sizeof what, "a position: home, a square 0 to %d, "
		         "cN, cN+, spoke or centre", d->track - 1);
		if (bg_scan_uint(s, what, (unsigned long)d->track - 1, &v) < 0)
			return -1;
		i = ((int)v - ms->exit + d->track) % d->track;
		if (i >= ms->lap)
			return bg_scan_fail(s, "square %lu is not on seat %d's "
			                    "lap", v, seat + 1);
		*prog = 1 + i;
	}
	if (s->p != q)
		return bg_scan_fail(s, "expected a position: home, a square, "
		                    "cN, cN+, spoke or centre");
	return 0;
}

static size_t
manji_format_move(const struct bg_state *st, const struct bg_move *mv,
                  char *buf)
{
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	const struct manji_seat *ms = &d->seat[g->turn];
	char *p = buf;

	if (mv->len == 0) {
		p = bg_put_str(p, "pass");
	} else {
		p = put_pos(p, d, g->turn, mv->v[0]);
		*p++ = '-';
		if (mv->v[2]) {
			p = bg_put_uint(p, (unsigned long)(ms->exit + ms->shortcut) %
			                (unsigned long)d->track);
			*p++ = '-';
		}
		p = put_pos(p, d, g->turn, mv->v[1]);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

static int
parse_roll(const struct bg_state *st, const char *word, size_t len,
           struct bg_move *mv, struct bg_err *err)
{
	const struct manji *g = CS(st);
	struct bg_chance ev;
	int values[BG_MAX_DICE], n, i;

	if (!manji_chance(st, &ev))
		return bg_illegal(err, st, word, len,
		                  "no roll is due: seat %d chooses a move",
		                  g->turn + 1);
	n = bg_chance_action(st, word, len, values, BG_MAX_DICE, err);
	if (n < 0)
		return -1;
	if (n != ev.dice)
		return g->phase == MJ_ROLL
		       ? bg_illegal(err, st, word, len, "a turn's roll is one die")
		       : bg_illegal(err, st, word, len, "the roll-off is one die "
		                    "for each of the %d seats rolling (MJ-2)",
		                    ev.dice);
	for (i = 0; i < n; i++)
		if (values[i] < 1 || values[i] > MJ_FACES)
			return bg_illegal(err, st, word, len,
			                  "a die shows 1 to %d", MJ_FACES);
	mv->kind = BG_ACT_CHANCE;
	mv->len = (uint8_t)n;
	for (i = 0; i < n; i++)
		mv->v[i] = (uint8_t)values[i];
	return 0;
}

static int
same_move(const struct bg_move *a, const struct bg_move *b)
{
	return a->len == b->len && memcmp(a->v, b->v, sizeof a->v) == 0;
}

/* Why a well-formed move of the seat to move is not among its moves. */
static int
refuse(const struct bg_state *st, const char *word, size_t len,
       const struct bg_move *mv, struct bg_err *err)
{
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	struct bg_move own[2];
	char why[160], to[16], *p;
	int seat = g->turn, n, i, allow;

	if (g->pawn[seat][0] != mv->v[0] && g->pawn[seat][1] != mv->v[0]) {
		p = put_pos(to, d, seat, mv->v[0]);
		*p = '\0';
		return bg_illegal(err, st, word, len, "no pawn of seat %d on %s",
		                  seat + 1, to);
	}
	n = pawn_moves(g, d, seat, mv->v[0], g->dice, own, why, sizeof why);
	if (n == 0)
		return bg_illegal(err, st, word, len, "%s", why);
	for (i = 0; i < n && !same_move(&own[i], mv); i++)
		;
	if (i == n) {
		p = to + manji_format_move(st, &own[0], to);
		*p = '\0';
		return bg_illegal(err, st, word, len, "the die shows %d%s: that "
		                  "pawn's move is %s%s", g->dice,
		                  steps_of(g, seat, g->dice) == 7
		                  ? ", which counts 7 (MJ-3)" : "", to,
		                  n > 1 ? " or the shortcut (MJ-7)" : "");
	}
	allow = allowed_kind(g, d);
	if (allow == ALLOW_EXIT)
		return bg_illegal(err, st, word, len, "a 5 must take a pawn out "
		                  "of home (MJ-4)");
	return bg_illegal(err, st, word, len, "a pawn in the inner section "
	                  "can move, and must (MJ-10)");
}

static int
manji_parse_action(const struct bg_state *st, const char *word, size_t len,
                   struct bg_move *mv, struct bg_err *err)
{
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	const struct manji_seat *ms;
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_err ignore;
	struct bg_scan s;
	unsigned long via;
	int from, to, n, i, seat = g->turn;

	memset(mv, 0, sizeof *mv);
	if (g->phase == MJ_OVER)
		return bg_illegal(err, st, word, len, "the game is over");
	if (len >= 5 && memcmp(word, "roll:", 5) == 0 && g->rolls == BG_COUNT_MAX)
		return bg_count_full(err, st, word, len, "rolls");
	if (len >= 5 && memcmp(word, "roll:", 5) == 0)
		return parse_roll(st, word, len, mv, err);
	if (g->phase != MJ_MOVE)
		return bg_illegal(err, st, word, len, "the %s is due",
		                  g->phase == MJ_ROLLOFF ? "roll-off (MJ-2)"
		                                         : "roll");
	n = manji_moves(st, moves);
	if (len == 4 && memcmp(word, "pass", 4) == 0) {
		if (moves[0].len)
			return bg_illegal(err, st, word, len,
			                  "a pawn can move, and a player who can "
			                  "move must (MJ-10)");
		*mv = moves[0];
		return 0;
	}
	ms = &d->seat[seat];
	bg_scan_init(&s, word, len, &ignore);
	if (scan_pos(&s, d, seat, &from) < 0 || bg_scan_char(&s, '-', "") < 0)
		goto syntax;
	set_move(mv, from, 0, 0);
	if (s.p < s.end && *s.p >= '0' && *s.p <= '9' && memchr(s.p, '-',
	    (size_t)(s.end - s.p))) {
		if (bg_scan_uint(&s, "", 99, &via) < 0 ||
		    bg_scan_char(&s, '-', "") < 0)
			goto syntax;
		if (via != (unsigned long)(ms->exit + ms->shortcut) % (unsigned long)d->track)
			return bg_illegal(err, st, word, len, "seat %d's shortcut "
			                  "circle is square %d (MJ-7)", seat + 1,
			                  (ms->exit + ms->shortcut) % d->track);
		mv->v[2] = 1;
	}
	if (scan_pos(&s, d, seat, &to) < 0 || s.p != s.end)
		goto syntax;
	mv->v[1] = (uint8_t)to;
	for (i = 0; i < n; i++)
		if (same_move(&moves[i], mv))
			return 0;
	return refuse(st, word, len, mv, err);
syntax:
	return bg_illegal(err, st, word, len, "a move is FROM-TO (home, a "
	                  "square, cN, cN+, spoke, centre), FROM-S-cN by the "
	                  "shortcut S, or pass");
}

/* The state line. */

static char *
put_seats(char *p, int mask)
{
	int s, first = 1;

	for (s = 0; s < MJ_SEATS; s++)
		if (mask & (1 << s)) {
			if (!first)
				*p++ = ',';
			p = bg_put_str(p, seat_names[s]);
			first = 0;
		}
	return p;
}

static size_t
manji_format(const struct bg_state *st, char *buf)
{
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	char *p = buf;
	int s, k, first = 1;

	p = bg_put_str(p, "manji players=");
	p = bg_put_uint(p, g->players);
	p = bg_put_str(p, " rolls=");
	p = bg_put_uint(p, g->rolls);
	switch (g->phase) {
	case MJ_ROLLOFF:
		p = bg_put_str(p, " phase=roll roll=rolloff among=");
		p = put_seats(p, g->among);
		break;
	case MJ_ROLL:
		p = bg_put_str(p, " phase=roll roll=turn turn=");
		p = bg_put_str(p, seat_names[g->turn]);
		break;
	case MJ_MOVE:
		p = bg_put_str(p, " phase=move turn=");
		p = bg_put_str(p, seat_names[g->turn]);
		break;
	default:
		p = bg_put_str(p, " phase=over");
	}
	p = bg_put_str(p, " dice=");
	if (g->dice)
		p = bg_put_uint(p, g->dice);
	else
		*p++ = '-';
	p = bg_put_str(p, " sixes=");
	p = bg_put_uint(p, g->sixes);
	p = bg_put_str(p, " last=");
	if (g->last)
		p = put_pos(p, d, g->turn, g->last);
	else
		*p++ = '-';
	p = bg_put_str(p, " pos=");
	for (s = 0; s < MJ_SEATS; s++) {
		if (!plays(g->players, s))
			continue;
		if (!first)
			*p++ = '/';
		first = 0;
		for (k = 0; k < MJ_PAWNS; k++) {
			if (k)
				*p++ = ',';
			p = put_pos(p, d, s, g->pawn[s][k]);
		}
	}
	if (g->phase == MJ_OVER) {
		p = bg_put_str(p, " result=");
		p = bg_put_str(p, seat_names[winner(g, d)]);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

/* A list of seats, ascending, each playing. */
static int
scan_seats(struct bg_scan *s, int players, int *mask)
{
	unsigned long v;
	int last = 0;

	*mask = 0;
	do {
		if (bg_scan_uint(s, "a seat", MJ_SEATS, &v) < 0)
			return -1;
		if (v < 1 || !plays(players, (int)v - 1))
			return bg_scan_fail(s, "seat %lu does not play (MJ-1)", v);
		if ((int)v <= last)
			return bg_scan_fail(s, "the seats are written in "
			                    "ascending order");
		last = (int)v;
		*mask |= 1 << (v - 1);
	} while (s->p < s->end && *s->p == ',' && s->p++);
	return 0;
}

static int
scan_turn(struct bg_scan *s, int players, uint8_t *turn)
{
	unsigned long v;

	if (bg_scan_field_uint(s, "turn", "a seat", MJ_SEATS, &v) < 0)
		return -1;
	if (v < 1 || !plays(players, (int)v - 1))
		return bg_scan_fail(s, "seat %lu does not play (MJ-1)", v);
	*turn = (uint8_t)(v - 1);
	return 0;
}

/* The checks that need the whole position (formats/manji.md). */
static int
check_position(const struct manji *g, const struct manji_def *d,
               struct bg_err *err)
{
	int s, k, sq, at, won = winner(g, d), homes = 0;
	int track[MJ_MAXTRACK] = { 0 }, circle[MJ_MAXCIRCLE] = { 0 };

	for (s = 0; s < MJ_SEATS; s++)
		for (k = 0; plays(g->players, s) && k < MJ_PAWNS; k++) {
			at = where(d, s, g->pawn[s][k], &sq);
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
	                       g->among == all_seats(g->players)))
		return bg_fail(err, BG_EX_DATAERR, "rolls=0 is before the first "
		               "roll: the roll-off among every seat (MJ-2)");
	return 0;
}

static int
manji_parse(struct bg_state *st, const char *line, size_t len,
            struct bg_err *err)
{
	struct manji *g = S(st);
	const struct manji_def *d = DEF(st);
	unsigned long players, rolls, v;
	int phase, roll, mask, s, k, prog, first = 1;
	struct bg_scan sc;

	memset(g, 0, sizeof *g);
	bg_scan_init(&sc, line, len, err);
	if (bg_scan_game(&sc, "manji") < 0 ||
	    bg_scan_field_uint(&sc, "players", "a number of players", MJ_SEATS,
	                       &players) < 0)
		return -1;
	if (players < 2)
		return bg_scan_fail(&sc, "2 to 4 players (MJ-1)");
	g->players = (uint8_t)players;
	if (bg_scan_field_uint(&sc, "rolls", "a count of rolls", UINT32_MAX,
	                       &rolls) < 0 ||
	    bg_scan_field_enum(&sc, "phase", "roll, move or over", phase_names,
	                       &phase) < 0)
		return -1;
	g->rolls = (uint32_t)rolls;
	if (phase == 0) {
		if (bg_scan_field_enum(&sc, "roll", "rolloff or turn",
		                       roll_names, &roll) < 0)
			return -1;
		if (roll == 0) {
			if (bg_scan_key(&sc, "among") < 0 ||
			    scan_seats(&sc, g->players, &mask) < 0)
				return -1;
			if (!(mask & (mask - 1)))
				return bg_scan_fail(&sc, "a roll-off is among two "
				                    "seats or more (MJ-2)");
			g->among = (uint8_t)mask;
			g->phase = MJ_ROLLOFF;
		} else {
			if (scan_turn(&sc, g->players, &g->turn) < 0)
				return -1;
			g->phase = MJ_ROLL;
		}
	} else if (phase == 1) {
		if (scan_turn(&sc, g->players, &g->turn) < 0)
			return -1;
		g->phase = MJ_MOVE;
	} else {
		g->phase = MJ_OVER;
	}
	if (bg_scan_key(&sc, "dice") < 0)
		return -1;
	if (sc.p < sc.end && *sc.p == '-') {
		sc.p++;
	} else {
		if (bg_scan_uint(&sc, "a die value or -", MJ_FACES, &v) < 0)
			return -1;
		if (v == 0)
			return bg_scan_fail(&sc, "a die shows 1 to %d", MJ_FACES);
		g->dice = (uint8_t)v;
	}
	if (bg_scan_field_uint(&sc, "sixes", "0, 1 or 2", 2, &v) < 0 ||
	    bg_scan_key(&sc, "last") < 0)
		return -1;
	g->sixes = (uint8_t)v;
	if (sc.p < sc.end && *sc.p == '-' &&
	    (sc.p + 1 == sc.end || sc.p[1] == ' ')) {
		sc.p++;
	} else {
		if (g->phase != MJ_ROLL && g->phase != MJ_MOVE)
			return bg_scan_fail(&sc, "last= is - outside a turn");
		if (scan_pos(&sc, d, g->turn, &prog) < 0)
			return -1;
		if (prog == 0 || inner(d, g->turn, prog))
			return bg_scan_fail(&sc, "last= is a track square: a pawn "
			                    "at home or in the inner section is "
			                    "never sent home (MJ-5)");
		g->last = (uint8_t)prog;
	}
	if (bg_scan_key(&sc, "pos") < 0)
		return -1;
	for (s = 0; s < MJ_SEATS; s++) {
		if (!plays(g->players, s))
			continue;
		if (!first && bg_scan_char(&sc, '/', "'/' before the next "
		                           "seat's pawns") < 0)
			return -1;
		first = 0;
		for (k = 0; k < MJ_PAWNS; k++) {
			if (k && bg_scan_char(&sc, ',', "',' before the next "
			                      "pawn") < 0)
				return -1;
			if (scan_pos(&sc, d, s, &prog) < 0)
				return -1;
			if (k && (prog < g->pawn[s][0] ||
			          (prog == g->pawn[s][0] && prog != 0 &&
			           prog != centre_mark(d, s))))
				return bg_scan_fail(&sc, "a seat's pawns are written "
				                    "in route order, each on its own "
				                    "square");
			g->pawn[s][k] = (uint8_t)prog;
		}
	}
	if (g->last && g->pawn[g->turn][0] != g->last &&
	    g->pawn[g->turn][1] != g->last)
		return bg_fail(err, BG_EX_DATAERR, "last= names a square where "
		               "seat %d has no pawn", g->turn + 1);
	if (g->phase == MJ_OVER) {
		s = winner(g, d);
		if (s < 0)
			return bg_fail(err, BG_EX_DATAERR, "phase=over but no seat "
			               "has both pawns on the centre (MJ-11)");
		if (bg_scan_key(&sc, "result") < 0 ||
		    bg_scan_uint(&sc, "the winning seat", MJ_SEATS, &v) < 0)
			return -1;
		if ((int)v != s + 1)
			return bg_scan_fail(&sc, "result=%lu but seat %d has both "
			                    "pawns on the centre (MJ-11)", v,
			                    s + 1);
	}
	if (bg_scan_end(&sc) < 0)
		return -1;
	if (check_turn(g, err) < 0)
		return -1;
	return check_position(g, d, err);
}

/* Definitions. */

static int
load_xy(const struct bg_node *n, const char *src, const char *what,
        const struct manji_def *d, uint8_t *xy, struct bg_err *err)
{
	unsigned long v;
	int i;

	if (!n || n->kind != BG_NODE_SEQ || n->count != 2)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: %s is a cell "
		               "[column, row]", src, n ? n->line : 0, what);
	for (i = 0; i < 2; i++) {
		if (bg_node_uint(n->items[i], src, what, 0,
		                 (unsigned long)(i ? d->rows : d->cols) - 1, &v,
		                 err) < 0)
			return -1;
		xy[i] = (uint8_t)v;
	}
	return 0;
}

static int
load_xys(const struct bg_node *map, const char *key, const char *src,
         const struct manji_def *d, int count, uint8_t (*xy)[2],
         struct bg_err *err)
{
	const struct bg_node *n = bg_node_get(map, key);
	int i;

	if (!n || n->kind != BG_NODE_SEQ || n->count != (size_t)count)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: drawing.%s is a list "
		               "of %d cells", src, n ? n->line : map->line, key,
		               count);
	for (i = 0; i < count; i++)
		if (load_xy(n->items[i], src, key, d, xy[i], err) < 0)
			return -1;
	return 0;
}

static int
load_drawing(const struct bg_node *n, const char *src, struct manji_def *d,
             struct bg_err *err)
{
	static const char *const keys[] = { "size", "track", "circle", "spokes",
	                                    "homes", "centre", NULL };
	const struct bg_node *size;
	unsigned long v;

	if (!n || n->kind != BG_NODE_MAP)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: no 'drawing:' "
		               "mapping", src, n ? n->line : 1);
	if (bg_node_check_keys(n, src, keys, err) < 0)
		return -1;
	size = bg_node_get(n, "size");
	if (!size || size->kind != BG_NODE_SEQ || size->count != 2)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: drawing.size is "
		               "[columns, rows]", src, size ? size->line : n->line);
	if (bg_node_uint(size->items[0], src, "columns", 1, MJ_MAXGRID, &v,
	                 err) < 0)
		return -1;
	d->cols = (int)v;
	if (bg_node_uint(size->items[1], src, "rows", 1, MJ_MAXGRID, &v,
	                 err) < 0)
		return -1;
	d->rows = (int)v;
	if (load_xys(n, "track", src, d, d->track, d->track_xy, err) < 0 ||
	    load_xys(n, "circle", src, d, d->circle, d->circle_xy, err) < 0 ||
	    load_xys(n, "spokes", src, d, MJ_SEATS, d->spoke_xy, err) < 0 ||
	    load_xys(n, "homes", src, d, MJ_SEATS, d->home_xy, err) < 0)
		return -1;
	return load_xy(bg_node_get(n, "centre"), src, "centre", d, d->centre_xy,
	               err);
}

static int
seat_field(const struct bg_node *n, const char *src, const char *key,
           unsigned long max, unsigned long *v, struct bg_err *err)
{
	const struct bg_node *f = bg_node_get(n, key);

	if (!f)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat needs '%s:'",
		               src, n->line, key);
	return bg_node_uint(f, src, key, 0, max, v, err);
}

static int
load_seats(const struct bg_node *n, const char *src, struct manji_def *d,
           struct bg_err *err)
{
	static const char *const keys[] = { "exit", "entry", "shortcut",
	                                    "arrival", NULL };
	unsigned long exit, entry, shortcut, arrival;
	int s, t;

	if (!n || n->kind != BG_NODE_SEQ || n->count != MJ_SEATS)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: seats is a list of "
		               "%d mappings, seat 1 first", src,
		               n ? n->line : 1, MJ_SEATS);
	for (s = 0; s < MJ_SEATS; s++) {
		const struct bg_node *m = n->items[s];
		struct manji_seat *ms = &d->seat[s];
		unsigned long top = (unsigned long)d->track - 1;

		if (m->kind != BG_NODE_MAP)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat is a "
			               "mapping", src, m->line);
		if (bg_node_check_keys(m, src, keys, err) < 0 ||
		    seat_field(m, src, "exit", top, &exit, err) < 0 ||
		    seat_field(m, src, "entry", top, &entry, err) < 0 ||
		    seat_field(m, src, "shortcut", top, &shortcut, err) < 0 ||
		    seat_field(m, src, "arrival", (unsigned long)d->circle - 1,
		               &arrival, err) < 0)
			return -1;
		ms->exit = (int)exit;
		ms->lap = ((int)entry - ms->exit + d->track) % d->track + 1;
		ms->shortcut = ((int)shortcut - ms->exit + d->track) % d->track;
		ms->arrival = (int)arrival;
		if (ms->lap < 3 || ms->shortcut < 1 || ms->shortcut > ms->lap - 2)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: the shortcut "
			               "lies on the lap, after the exit and before "
			               "the entry", src, m->line);
		for (t = 0; t < s; t++)
			if (d->seat[t].exit == ms->exit ||
			    d->seat[t].arrival == ms->arrival)
				return bg_fail(err, BG_EX_DATAERR, "%s:%lu: seats "
				               "%d and %d share an exit or an "
				               "arrival square", src, m->line, t + 1,
				               s + 1);
	}
	return 0;
}

static int
manji_load_def(const struct bg_node *root, const char *src, void **out,
               struct bg_err *err)
{
	static const char *const keys[] = { "game", "track", "circle", "seats",
	                                    "drawing", "rules", NULL };
	static const char *const rule_keys[] = { "players", NULL };
	const struct bg_node *n, *rules;
	struct manji_def *d;
	unsigned long v;

	if (bg_node_check_keys(root, src, keys, err) < 0)
		return -1;
	d = calloc(1, sizeof *d);
	if (!d)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	d->players = 2;
	if (!(n = bg_node_get(root, "track"))) {
		bg_fail(err, BG_EX_DATAERR, "%s:%lu: no 'track:'", src, root->line);
		goto fail;
	}
	if (bg_node_uint(n, src, "track", 8, MJ_MAXTRACK, &v, err) < 0)
		goto fail;
	d->track = (int)v;
	if (!(n = bg_node_get(root, "circle"))) {
		bg_fail(err, BG_EX_DATAERR, "%s:%lu: no 'circle:'", src,
		        root->line);
		goto fail;
	}
	if (bg_node_uint(n, src, "circle", MJ_MINCIRCLE, MJ_MAXCIRCLE, &v,
	                 err) < 0)
		goto fail;
	d->circle = (int)v;
	if (load_seats(bg_node_get(root, "seats"), src, d, err) < 0 ||
	    load_drawing(bg_node_get(root, "drawing"), src, d, err) < 0)
		goto fail;
	if ((rules = bg_node_get(root, "rules"))) {
		if (rules->kind != BG_NODE_MAP) {
			bg_fail(err, BG_EX_DATAERR, "%s:%lu: rules must be a "
			        "mapping", src, rules->line);
			goto fail;
		}
		if (bg_node_check_keys(rules, src, rule_keys, err) < 0)
			goto fail;
		if ((n = bg_node_get(rules, "players"))) {
			if (bg_node_uint(n, src, "players", 2, MJ_SEATS, &v,
			                 err) < 0)
				goto fail;
			d->players = (int)v;
		}
	}
	*out = d;
	return 0;
fail:
	free(d);
	return -1;
}

static void
manji_free_def(void *def)
{
	free(def);
}

/* bg-new. */

static const struct bg_option manji_options[] = {
	{ "players", "N", "players, 2 to 4; 2 sit in seats 1 and 3 (MJ-1)",
	  BG_OPTION_TEXT },
	{ "seed", "SEED", "accepted for scripts that seed every game; the "
	  "start has nothing to draw", BG_OPTION_TEXT },
	{ NULL, NULL, NULL, BG_OPTION_TEXT }
};

static int
manji_init(struct bg_state *st, const void *defp,
           const struct bg_setting *settings, int nsettings,
           struct bg_err *err)
{
	const struct manji_def *d = defp;
	struct manji *g = S(st);
	unsigned long players = (unsigned long)d->players, seed;
	int i;

	memset(g, 0, sizeof *g);
	for (i = 0; i < nsettings; i++) {
		const struct bg_setting *set = &settings[i];

		if (strcmp(set->name, "players") == 0) {
			if (bg_setting_number(set, 2, MJ_SEATS, "a number",
					       &players, err) < 0)
				return -1;
		} else if (bg_setting_number(set, 0, UINT64_MAX, "a number",
					      &seed, err) < 0) {
			return -1;
		}
	}
	g->players = (uint8_t)players;
	g->phase = MJ_ROLLOFF;
	g->among = (uint8_t)all_seats(g->players);
	return 0;
}

static void
manji_outcome(const struct bg_state *st, struct bg_outcome *out)
{
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	int s, won = winner(g, d);

	memset(out, 0, sizeof *out);
	out->over = g->phase == MJ_OVER;
	for (s = 0; s < MJ_SEATS; s++)
		if (plays(g->players, s)) {
			out->seat[out->seats] = seat_names[s];
			out->won[out->seats] = out->over && s == won;
			out->seats++;
		}
}

/* Rendering. */

static const char *const tty_colours[] = { "\033[31m", "\033[32m",
                                           "\033[33m", "\033[34m" };
static const char *const colour_names[] = { "red", "green", "yellow",
                                            "blue" };

/* What a cell of the drawing shows: a pawn's seat, a square's seat (its
 * colour), a mark. */
struct cell {
	int pawn;     /* seat of the pawn there, or -1 */
	int done;     /* the pawn's tour is done */
	int seat;     /* the square's seat, for its colour, or -1 */
	int count;    /* pawns at home or on the centre */
	char mark;    /* ASCII mark of an empty square */
	const char *glyph; /* Unicode mark */
};

static void
set_cell(struct cell grid[MJ_MAXGRID][MJ_MAXGRID], const uint8_t *xy,
         char mark, const char *glyph, int seat)
{
	struct cell *c = &grid[xy[1]][xy[0]];

	c->mark = mark;
	c->glyph = glyph;
	c->seat = seat;
}

/* Where a pawn of seat with progress prog is drawn. */
static const uint8_t *
pawn_xy(const struct manji_def *d, int seat, int prog)
{
	int sq, at = where(d, seat, prog, &sq);

	return at == AT_HOME ? d->home_xy[seat]
	       : at == AT_TRACK ? d->track_xy[sq]
	       : at == AT_SPOKE ? d->spoke_xy[seat]
	       : at == AT_CENTRE ? d->centre_xy
	       : d->circle_xy[sq];
}

static void
manji_trail(const struct bg_state *before, const struct bg_move *mv,
            struct bg_trail *trail)
{
	const struct manji *g = CS(before);
	const struct manji_def *d = DEF(before);
	const uint8_t *from, *to;

	memset(trail, 0, sizeof *trail);
	if (mv->kind != BG_ACT_MOVE || !mv->len)
		return;
	from = pawn_xy(d, g->turn, mv->v[0]);
	to = pawn_xy(d, g->turn, mv->v[1]);
	trail->steps = 1;
	trail->step[0].from = from[1] * MJ_MAXGRID + from[0];
	trail->step[0].to = to[1] * MJ_MAXGRID + to[0];
}

static int
on_trail(const struct bg_trail *t, int x, int y)
{
	return t && t->steps && (t->step[0].from == y * MJ_MAXGRID + x ||
	                         t->step[0].to == y * MJ_MAXGRID + x);
}

static void
build_grid(const struct manji *g, const struct manji_def *d,
           struct cell grid[MJ_MAXGRID][MJ_MAXGRID])
{
	int s, k, sq, x, y;

	for (y = 0; y < MJ_MAXGRID; y++)
		for (x = 0; x < MJ_MAXGRID; x++)
			grid[y][x] = (struct cell){ -1, 0, -1, 0, ' ', " " };
	for (sq = 0; sq < d->track; sq++)
		set_cell(grid, d->track_xy[sq], '.', "·", -1);
	for (sq = 0; sq < d->circle; sq++)
		set_cell(grid, d->circle_xy[sq], ':', "∘", -1);
	set_cell(grid, d->centre_xy, '+', "✚", -1);
	for (s = 0; s < MJ_SEATS; s++) {
		const struct manji_seat *ms = &d->seat[s];

		if (!plays(g->players, s))
			continue;
		set_cell(grid, d->track_xy[ms->exit], 'e', "◆", s);
		set_cell(grid, d->track_xy[(ms->exit + ms->shortcut) % d->track],
		         'o', "○", s);
		set_cell(grid, d->circle_xy[ms->arrival], '@', "◎", s);
		set_cell(grid, d->spoke_xy[s], '|', "▪", s);
		set_cell(grid, d->home_xy[s], 'H', "⌂", s);
	}
	for (s = 0; s < MJ_SEATS; s++)
		for (k = 0; plays(g->players, s) && k < MJ_PAWNS; k++) {
			int at = where(d, s, g->pawn[s][k], &sq);
			const uint8_t *xy = pawn_xy(d, s, g->pawn[s][k]);
			struct cell *c = &grid[xy[1]][xy[0]];

			if (at == AT_HOME || at == AT_CENTRE) {
				c->count++;
				continue;
			}
			c->pawn = s;
			c->done = at == AT_DONE;
		}
}

/* What is due, on one line without its newline. */
static void
headline(const struct manji *g, const struct manji_def *d, char *buf,
         size_t cap)
{
	char seats[16], *p;
	size_t n;

	n = (size_t)snprintf(buf, cap, "rolls %lu", (unsigned long)g->rolls);
	switch (g->phase) {
	case MJ_ROLLOFF:
		p = put_seats(seats, g->among);
		*p = '\0';
		snprintf(buf + n, cap - n, ": the roll-off is due, among seats %s",
		         seats);
		return;
	case MJ_OVER:
		snprintf(buf + n, cap - n, ": game over, seat %d won",
		         winner(g, d) + 1);
		return;
	case MJ_ROLL:
		n += (size_t)snprintf(buf + n, cap - n, ": seat %d rolls",
		                      g->turn + 1);
		break;
	default:
		n += (size_t)snprintf(buf + n, cap - n, ": seat %d plays a %d%s",
		                      g->turn + 1, g->dice,
		                      steps_of(g, g->turn, g->dice) == 7
		                      ? " (counts 7)" : "");
	}
	if (g->sixes)
		n += (size_t)snprintf(buf + n, cap - n, ", %d six%s this turn",
		                      g->sixes, g->sixes > 1 ? "es" : "");
	if (g->last)
		snprintf(buf + n, cap - n, ", the last pawn moved is on %d",
		         (d->seat[g->turn].exit + g->last - 1) % d->track);
}

static void
manji_render_text(const struct bg_state *st, FILE *out,
                  const struct bg_view *view)
{
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	int unicode = view->style & BG_RENDER_UNICODE;
	int colour = view->style & BG_RENDER_COLOR;
	struct cell grid[MJ_MAXGRID][MJ_MAXGRID];
	char head[160];
	int x, y, s, k;

	headline(g, d, head, sizeof head);
	fprintf(out, "%s\n", head);
	build_grid(g, d, grid);
	for (y = 0; y < d->rows; y++) {
		char line[MJ_MAXGRID * 40], *p = line;

		for (x = 0; x < d->cols; x++) {
			const struct cell *c = &grid[y][x];
			int seat = c->pawn >= 0 ? c->pawn : c->seat, wide = 1;

			/* The squares of the last move: *3 */
			*p++ = on_trail(view->trail, x, y) ? '*' : ' ';
			if (colour && c->pawn >= 0)
				p = bg_put_str(p, "\033[1m");
			if (colour && seat >= 0)
				p = bg_put_str(p, tty_colours[seat]);
			if (c->pawn >= 0) {
				*p++ = (char)('1' + c->pawn);
				if (c->done) {
					*p++ = '+';
					wide = 2;
				}
			} else {
				if (unicode)
					p = bg_put_str(p, c->glyph);
				else
					*p++ = c->mark;
				if (c->count) {
					*p++ = (char)('0' + c->count);
					wide = 2;
				}
			}
			if (colour && seat >= 0)
				p = bg_put_str(p, "\033[0m");
			if (wide == 1)
				*p++ = ' ';
		}
		while (p > line && p[-1] == ' ')
			p--;
		*p = '\0';
		fprintf(out, "%s\n", line);
	}
	for (s = 0; s < MJ_SEATS; s++) {
		if (!plays(g->players, s))
			continue;
		fprintf(out, "seat %d (%s):", s + 1, colour_names[s]);
		for (k = 0; k < MJ_PAWNS; k++) {
			char pos[16], *p = put_pos(pos, d, s, g->pawn[s][k]);

			*p = '\0';
			fprintf(out, "%s %s", k ? "," : "", pos);
		}
		if (g->phase == MJ_OVER && winner(g, d) == s)
			fputs("  won", out);
		else if ((g->phase == MJ_MOVE || g->phase == MJ_ROLL) &&
		         g->turn == s)
			fputs(unicode ? "  ◀ to play" : "  <- to play", out);
		fputc('\n', out);
	}
}

static void
manji_render_svg(const struct bg_state *st, FILE *out,
                 const struct bg_view *view, int *width, int *height)
{
	static const char *const fills[] = { "#d03030", "#3cb371", "#e0b000",
	                                     "#3060d0" };
	static const char *const tints[] = { "#f4c4c4", "#c4e8cc", "#f6e6a8",
	                                     "#c4d0f2" };
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	struct cell grid[MJ_MAXGRID][MJ_MAXGRID];
	int cell = 36, top = 66, s, x, y, k;
	char head[160];

#define CX(xy) ((xy)[0] * cell + cell / 2)
#define CY(xy) (top + (xy)[1] * cell + cell / 2)
	*width = d->cols * cell;
	*height = top + d->rows * cell;
	headline(g, d, head, sizeof head);
	fprintf(out, "<text x=\"10\" y=\"20\" font-size=\"15\">%s</text>\n",
	        head);
	if (g->phase == MJ_MOVE)
		bg_svg_die(out, 10, 28, g->dice);
	fprintf(out, "<rect x=\"0\" y=\"%d\" width=\"%d\" height=\"%d\" "
	        "fill=\"#fbf7ec\"/>\n", top, *width, d->rows * cell);
	for (s = 0; s < MJ_SEATS; s++) {
		const struct manji_seat *ms = &d->seat[s];
		const uint8_t *from = d->track_xy[(ms->exit + ms->shortcut) %
		                                  d->track];
		const uint8_t *entry = d->track_xy[(ms->exit + ms->lap - 1) %
		                                   d->track];
		const uint8_t *to = d->circle_xy[ms->arrival];

		if (!plays(g->players, s))
			continue;
		fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
		        "stroke=\"%s\" stroke-width=\"3\" stroke-dasharray=\"6 "
		        "4\"/>\n", CX(from), CY(from), CX(to), CY(to), fills[s]);
		fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
		        "stroke=\"%s\" stroke-width=\"3\"/>\n", CX(entry),
		        CY(entry), CX(to), CY(to), fills[s]);
		fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
		        "stroke=\"%s\" stroke-width=\"3\"/>\n", CX(to), CY(to),
		        CX(d->centre_xy), CY(d->centre_xy), fills[s]);
	}
	build_grid(g, d, grid);
	for (y = 0; y < d->rows; y++)
		for (x = 0; x < d->cols; x++) {
			const struct cell *c = &grid[y][x];
			const char *fill = c->seat >= 0 ? tints[c->seat] : "#fff";
			const char *stroke = c->seat >= 0 ? fills[c->seat] : "#777";
			int px = x * cell, py = top + y * cell;

			if (c->mark == ' ')
				continue;
			if (c->mark == ':' || c->mark == '@' || c->mark == 'o')
				fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" "
				        "fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>\n",
				        px + cell / 2, py + cell / 2, cell / 2 - 3,
				        fill, stroke);
			else
				fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" "
				        "height=\"%d\" rx=\"%d\" fill=\"%s\" "
				        "stroke=\"%s\"/>\n", px + 2, py + 2, cell - 4,
				        cell - 4, c->mark == 'H' || c->mark == '+'
				        ? cell / 3 : 2, fill, stroke);
			if (c->pawn >= 0)
				fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"11\" "
				        "fill=\"%s\" stroke=\"%s\" stroke-width=\"%d\"/>"
				        "<text x=\"%d\" y=\"%d\" font-size=\"12\" "
				        "fill=\"#fff\" text-anchor=\"middle\">%d</text>\n",
				        px + cell / 2, py + cell / 2, fills[c->pawn],
				        c->done ? "#000" : "#fff", c->done ? 3 : 1,
				        px + cell / 2, py + cell / 2 + 4, c->pawn + 1);
		}
	/* Under the pawns at home and on the centre, which it would hide. */
	if (view->trail && view->trail->steps) {
		int from = view->trail->step[0].from, to = view->trail->step[0].to;
		const uint8_t f[2] = { (uint8_t)(from % MJ_MAXGRID),
		                       (uint8_t)(from / MJ_MAXGRID) };
		const uint8_t t[2] = { (uint8_t)(to % MJ_MAXGRID),
		                       (uint8_t)(to / MJ_MAXGRID) };

		bg_svg_trail(out, CX(f), CY(f), CX(t), CY(t), cell / 2 - 3);
	}
	/* Pawns at home and on the centre, as large as elsewhere: at home
	 * side by side, on the centre one per seat in its quarter, a second
	 * pawn of a seat stacked behind the first. */
	for (s = 0; s < MJ_SEATS; s++)
		for (k = MJ_PAWNS - 1; plays(g->players, s) && k >= 0; k--) {
			int sq, at = where(d, s, g->pawn[s][k], &sq), stack = 0;
			const uint8_t *xy = at == AT_HOME ? d->home_xy[s]
			                                  : d->centre_xy;
			int dx, dy;

			if (at != AT_HOME && at != AT_CENTRE)
				continue;
			stack = at == AT_CENTRE && k == 1 &&
			        where(d, s, g->pawn[s][0], &sq) == AT_CENTRE;
			dx = at == AT_HOME ? (k ? 8 : -8)
			                   : (s == 1 || s == 2 ? 9 : -9) + 3 * stack;
			dy = at == AT_HOME ? 0 : (s < 2 ? -9 : 9) - 3 * stack;
			fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"11\" "
			        "fill=\"%s\" stroke=\"#fff\"/><text x=\"%d\" "
			        "y=\"%d\" font-size=\"12\" fill=\"#fff\" "
			        "text-anchor=\"middle\">%d</text>\n", CX(xy) + dx,
			        CY(xy) + dy, fills[s], CX(xy) + dx, CY(xy) + dy + 4,
			        s + 1);
		}
#undef CX
#undef CY
}

const struct bg_game bg_manji = {
	.name = "manji",
	.summary = "Manji, a one-die race round a track and an exact tour of "
	           "a small inner circle (MJ-1..MJ-11)",
	.builtin = &bg_manji_yaml,
	.options = manji_options,
	.load_def = manji_load_def,
	.free_def = manji_free_def,
	.init = manji_init,
	.parse = manji_parse,
	.format = manji_format,
	.phase = manji_phase,
	.actor = manji_actor,
	.seat = manji_seat,
	.moves = manji_moves,
	.format_move = manji_format_move,
	.parse_action = manji_parse_action,
	.apply = manji_apply,
	.chance = manji_chance,
	.outcome = manji_outcome,
	.trail = manji_trail,
	.render_text = manji_render_text,
	.render_svg = manji_render_svg,
	.evaluate = manji_evaluate,
};
