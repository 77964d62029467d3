/* Manji's notation (formats/manji.md): the state line, the positions of
 * pawns as words, and the words of moves. */
#include <string.h>

#include "games/manji/manji.h"

static const char *const phase_names[] = { "roll", "move", "over", NULL };
static const char *const roll_names[] = { "rolloff", "turn", NULL };
const char *const manji_seat_names[] = { "1", "2", "3", "4" };

/* Positions as the state and the moves write them. */

char *
manji_put_pos(char *p, const struct manji_def *d, int seat, int prog)
{
	int sq, at = manji_where(d, seat, prog, &sq);

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
			*prog = i == 0 ? 0 : manji_done_mark(d, seat) + i;
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
			*prog = manji_done_mark(d, seat);
		} else {
			*prog = manji_tour_start(d, seat) +
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

size_t
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
		p = manji_put_pos(p, d, g->turn, mv->v[0]);
		*p++ = '-';
		if (mv->v[2]) {
			p = bg_put_uint(p, (unsigned long)(ms->exit + ms->shortcut) %
			                (unsigned long)d->track);
			*p++ = '-';
		}
		p = manji_put_pos(p, d, g->turn, mv->v[1]);
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
	if (bg_chance_faces(st, word, len, values, n, MJ_FACES, err) < 0)
		return -1;
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
		p = manji_put_pos(to, d, seat, mv->v[0]);
		*p = '\0';
		return bg_illegal(err, st, word, len, "no pawn of seat %d on %s",
		                  seat + 1, to);
	}
	n = manji_pawn_moves(g, d, seat, mv->v[0], g->dice, own, why,
	                     sizeof why);
	if (n == 0)
		return bg_illegal(err, st, word, len, "%s", why);
	for (i = 0; i < n && !same_move(&own[i], mv); i++)
		;
	if (i == n) {
		p = to + manji_format_move(st, &own[0], to);
		*p = '\0';
		return bg_illegal(err, st, word, len, "the die shows %d%s: that "
		                  "pawn's move is %s%s", g->dice,
		                  manji_steps_of(g, seat, g->dice) == 7
		                  ? ", which counts 7 (MJ-3)" : "", to,
		                  n > 1 ? " or the shortcut (MJ-7)" : "");
	}
	allow = manji_allowed_kind(g, d);
	if (allow == ALLOW_EXIT)
		return bg_illegal(err, st, word, len, "a 5 must take a pawn out "
		                  "of home (MJ-4)");
	return bg_illegal(err, st, word, len, "a pawn in the inner section "
	                  "can move, and must (MJ-10)");
}

int
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
	manji_set_move(mv, from, 0, 0);
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

char *
manji_put_seats(char *p, int mask)
{
	int s, first = 1;

	for (s = 0; s < MJ_SEATS; s++)
		if (mask & (1 << s)) {
			if (!first)
				*p++ = ',';
			p = bg_put_str(p, manji_seat_names[s]);
			first = 0;
		}
	return p;
}

size_t
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
		p = manji_put_seats(p, g->among);
		break;
	case MJ_ROLL:
		p = bg_put_str(p, " phase=roll roll=turn turn=");
		p = bg_put_str(p, manji_seat_names[g->turn]);
		break;
	case MJ_MOVE:
		p = bg_put_str(p, " phase=move turn=");
		p = bg_put_str(p, manji_seat_names[g->turn]);
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
		p = manji_put_pos(p, d, g->turn, g->last);
	else
		*p++ = '-';
	p = bg_put_str(p, " pos=");
	for (s = 0; s < MJ_SEATS; s++) {
		if (!manji_plays(g->players, s))
			continue;
		if (!first)
			*p++ = '/';
		first = 0;
		for (k = 0; k < MJ_PAWNS; k++) {
			if (k)
				*p++ = ',';
			p = manji_put_pos(p, d, s, g->pawn[s][k]);
		}
	}
	if (g->phase == MJ_OVER) {
		p = bg_put_str(p, " result=");
		p = bg_put_str(p, manji_seat_names[manji_winner(g, d)]);
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
		if (v < 1 || !manji_plays(players, (int)v - 1))
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
	if (v < 1 || !manji_plays(players, (int)v - 1))
		return bg_scan_fail(s, "seat %lu does not play (MJ-1)", v);
	*turn = (uint8_t)(v - 1);
	return 0;
}

/* phase= and what it calls for: roll= and among= or turn=. */
static int
scan_phase(struct bg_scan *sc, struct manji *g)
{
	int phase, roll, mask;

	if (bg_scan_field_enum(sc, "phase", "roll, move or over", phase_names,
	                       &phase) < 0)
		return -1;
	if (phase == 2) {
		g->phase = MJ_OVER;
		return 0;
	}
	if (phase == 1) {
		g->phase = MJ_MOVE;
		return scan_turn(sc, g->players, &g->turn);
	}
	if (bg_scan_field_enum(sc, "roll", "rolloff or turn", roll_names,
	                       &roll) < 0)
		return -1;
	if (roll == 1) {
		g->phase = MJ_ROLL;
		return scan_turn(sc, g->players, &g->turn);
	}
	if (bg_scan_key(sc, "among") < 0 ||
	    scan_seats(sc, g->players, &mask) < 0)
		return -1;
	if (!(mask & (mask - 1)))
		return bg_scan_fail(sc, "a roll-off is among two seats or more "
		                    "(MJ-2)");
	g->among = (uint8_t)mask;
	g->phase = MJ_ROLLOFF;
	return 0;
}

/* last=: the pawn MJ-5 sends home, on a track square, or -. */
static int
scan_last(struct bg_scan *sc, const struct manji_def *d, struct manji *g)
{
	int prog;

	if (bg_scan_key(sc, "last") < 0)
		return -1;
	if (sc->p < sc->end && *sc->p == '-' &&
	    (sc->p + 1 == sc->end || sc->p[1] == ' ')) {
		sc->p++;
		return 0;
	}
	if (g->phase != MJ_ROLL && g->phase != MJ_MOVE)
		return bg_scan_fail(sc, "last= is - outside a turn");
	if (scan_pos(sc, d, g->turn, &prog) < 0)
		return -1;
	if (prog == 0 || manji_inner(d, g->turn, prog))
		return bg_scan_fail(sc, "last= is a track square: a pawn at home "
		                    "or in the inner section is never sent home "
		                    "(MJ-5)");
	g->last = (uint8_t)prog;
	return 0;
}

/* pos=: each playing seat's two pawns, in route order. */
static int
scan_pawns(struct bg_scan *sc, const struct manji_def *d, struct manji *g)
{
	int s, k, prog, first = 1;

	if (bg_scan_key(sc, "pos") < 0)
		return -1;
	for (s = 0; s < MJ_SEATS; s++) {
		if (!manji_plays(g->players, s))
			continue;
		if (!first && bg_scan_char(sc, '/', "'/' before the next "
		                           "seat's pawns") < 0)
			return -1;
		first = 0;
		for (k = 0; k < MJ_PAWNS; k++) {
			if (k && bg_scan_char(sc, ',', "',' before the next "
			                      "pawn") < 0)
				return -1;
			if (scan_pos(sc, d, s, &prog) < 0)
				return -1;
			if (k && (prog < g->pawn[s][0] ||
			          (prog == g->pawn[s][0] && prog != 0 &&
			           prog != manji_centre_mark(d, s))))
				return bg_scan_fail(sc, "a seat's pawns are written "
				                    "in route order, each on its own "
				                    "square");
			g->pawn[s][k] = (uint8_t)prog;
		}
	}
	return 0;
}

/* result=: the winner, which the state does not hold: it must be the
 * seat with both pawns on the centre (MJ-11). */
static int
scan_result(struct bg_scan *sc, const struct manji_def *d,
            const struct manji *g)
{
	int s = manji_winner(g, d);
	unsigned long v;

	if (s < 0)
		return bg_fail(sc->err, BG_EX_DATAERR, "phase=over but no seat "
		               "has both pawns on the centre (MJ-11)");
	if (bg_scan_key(sc, "result") < 0 ||
	    bg_scan_uint(sc, "the winning seat", MJ_SEATS, &v) < 0)
		return -1;
	if ((int)v != s + 1)
		return bg_scan_fail(sc, "result=%lu but seat %d has both pawns "
		                    "on the centre (MJ-11)", v, s + 1);
	return 0;
}

int
manji_parse(struct bg_state *st, const char *line, size_t len,
            struct bg_err *err)
{
	struct manji *g = S(st);
	const struct manji_def *d = DEF(st);
	unsigned long players, rolls, sixes;
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
	                       &rolls) < 0 || scan_phase(&sc, g) < 0 ||
	    bg_scan_key(&sc, "dice") < 0 ||
	    bg_scan_die(&sc, MJ_FACES, 1, &g->dice) < 0 ||
	    bg_scan_field_uint(&sc, "sixes", "0, 1 or 2", 2, &sixes) < 0)
		return -1;
	g->rolls = (uint32_t)rolls;
	g->sixes = (uint8_t)sixes;
	if (scan_last(&sc, d, g) < 0 || scan_pawns(&sc, d, g) < 0 ||
	    (g->phase == MJ_OVER && scan_result(&sc, d, g) < 0))
		return -1;
	return bg_scan_end(&sc);
}
