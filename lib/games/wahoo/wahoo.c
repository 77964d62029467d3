/* Wahoo (bg-wahoo(7) WH-1..WH-9, G-1..G-4, formats/wahoo.md): Waju's cross
 * raced with one die, rolling again after a 1 or a 6, with pink-arrow
 * shortcuts and a hub offered when a turn ends.  The shortcut belongs to
 * the marbles that stood on an arrow when the turn began, so the state
 * carries that set; the hub is a decision of its own phase. */
#include <stdlib.h>
#include <string.h>

#include "games/wahoo/wahoo.h"

static const char *const phase_names[] = { "roll", "move", "decide", "over",
                                           NULL };
static const char *const roll_names[] = { "off", "turn", "again", NULL };

/* WH-1, as WJ-1: two players sit in seats 1 and 3, three or four from
 * seat 1. */
static int
seat_of(const struct wahoo *g, int p)
{
	return cross_seat_of(g->players, p);
}

static const struct cross_seat *
seat_def(const struct wahoo_def *d, const struct wahoo *g, int p)
{
	return &d->x.seat[seat_of(g, p)];
}

static const struct wahoo_seat *
arrows_of(const struct wahoo_def *d, const struct wahoo *g, int p)
{
	return &d->seat[seat_of(g, p)];
}

static int
hub_code(const struct wahoo_def *d)
{
	return d->x.road;
}

static int
in_teepee(const struct wahoo_def *d, int code)
{
	return code != CROSS_HOME && code > hub_code(d);
}

/* The arrow on a road hole, or -1. */
static int
arrow_at(const struct wahoo_def *d, int code)
{
	int i;

	for (i = 0; i < d->narrows; i++)
		if (d->arrow[i] == code)
			return i;
	return -1;
}

static int
is_past(const struct wahoo_def *d, int code)
{
	int i;

	for (i = 0; i < d->narrows; i++)
		if (d->past[i] == code)
			return 1;
	return 0;
}

static void
board_of(const struct wahoo *g, struct cross_board *b)
{
	cross_board_of(g->pos, g->players, CROSS_MARBLES, b);
}

static void
move_marble(const struct wahoo_def *d, const struct wahoo *g,
            struct cross_board *b, int p, int from, int to)
{
	cross_move_marble(&d->x, g->players, CROSS_MARBLES, b, p, from, to);
}

/* WH-9: all four marbles are in the Tee Pee. */
static int
won(const struct wahoo_def *d, const uint8_t *pos)
{
	int i;

	for (i = 0; i < CROSS_MARBLES; i++)
		if (!in_teepee(d, pos[i]))
			return 0;
	return 1;
}

/* Why a walk cannot be made. */
enum { GO_OK, GO_BLOCKED, GO_PAST_T4 };

/* Walks n steps from index r of the seat's way, along the road or, with
 * shortcut set, from arrow to arrow until the own arrow and then along
 * the way (WH-7).  Own marbles block passing and landing (WH-5); past t4
 * is no walk (WH-6). */
static int
walk(const struct cross_seat *s, const struct wahoo_seat *w,
     const struct cross_board *b, int p, int r, int n, int shortcut, int *to,
     int *block)
{
	while (n-- > 0) {
		if (shortcut && r < w->arrow_rel)
			r = w->hop[r];
		else
			r++;
		if (r >= s->len)
			return GO_PAST_T4;
		if (b->occ[s->route[r]] == p + 1) {
			*block = s->route[r];
			return GO_BLOCKED;
		}
	}
	*to = s->route[r];
	return GO_OK;
}

/* Can the marble on this hole take the shortcut now (WH-7)? */
static int
may_shortcut(const struct wahoo_def *d, const struct wahoo *g, int code)
{
	int a = code < d->x.road ? arrow_at(d, code) : -1;

	return a >= 0 && (g->shortcut >> a & 1);
}

/* Where a die of n takes player p's marble on hole from: at most the
 * road and the shortcut. */
static int
targets(const struct wahoo_def *d, const struct wahoo *g,
        const struct cross_board *b, int p, int from, int n, uint8_t *t)
{
	const struct cross_seat *s = seat_def(d, g, p);
	const struct wahoo_seat *w = arrows_of(d, g, p);
	int own = p + 1, k = 0, to, block;

	if (from == CROSS_HOME) {
		if ((n == 1 || n == CROSS_FACES) && b->occ[s->start] != own)
			t[k++] = (uint8_t)s->start;
		return k;
	}
	if (from == hub_code(d)) {
		if (n == 1 && b->occ[w->arrow] != own)
			t[k++] = (uint8_t)w->arrow;
		return k;
	}
	if (walk(s, w, b, p, s->rel[from], n, 0, &to, &block) == GO_OK)
		t[k++] = (uint8_t)to;
	if (p == g->turn && may_shortcut(d, g, from) &&
	    walk(s, w, b, p, s->rel[from], n, 1, &to, &block) == GO_OK &&
	    (k == 0 || t[0] != to))
		t[k++] = (uint8_t)to;
	return k;
}

/* WH-8: the turn's marbles that may go to the hub now, in way order. */
static int
hub_offers(const struct wahoo_def *d, const struct wahoo *g, uint8_t *from)
{
	int p = g->turn, i, n = 0;

	for (i = 0; i < CROSS_MARBLES; i++)
		if (g->pos[p][i] == hub_code(d))
			return 0;
	for (i = 0; i < CROSS_MARBLES; i++)
		if (g->pos[p][i] != CROSS_HOME && g->pos[p][i] < d->x.road &&
		    is_past(d, g->pos[p][i]))
			from[n++] = g->pos[p][i];
	return n;
}

struct movement {
	uint8_t from, to;
};

static int
movement_order(const struct wahoo_def *d, const struct cross_seat *s,
               const struct movement *x, const struct movement *y)
{
	int a = cross_way_rank(&d->x, s, x->from);
	int c = cross_way_rank(&d->x, s, y->from);

	if (a != c)
		return a - c;
	return cross_way_rank(&d->x, s, x->to) -
	       cross_way_rank(&d->x, s, y->to);
}

/* The legal movements of the die, in listing order. */
static int
movements(const struct wahoo_def *d, const struct wahoo *g,
          struct movement *m)
{
	const struct cross_seat *s = seat_def(d, g, g->turn);
	struct cross_board b;
	uint8_t t[2];
	int i, k, nt, n = 0, j;

	board_of(g, &b);
	for (i = 0; i < CROSS_MARBLES; i++) {
		int from = g->pos[g->turn][i];

		if (from == CROSS_HOME && i > 0 && g->pos[g->turn][i - 1] == CROSS_HOME)
			continue; /* the marbles at home are alike */
		nt = targets(d, g, &b, g->turn, from, g->die, t);
		for (k = 0; k < nt; k++) {
			struct movement x = { (uint8_t)from, t[k] };

			for (j = n; j > 0 && movement_order(d, s, &m[j - 1],
			                                    &x) > 0; j--)
				m[j] = m[j - 1];
			m[j] = x;
			n++;
		}
	}
	return n;
}

/* Moves: a movement is v[0] = from, v[1] = to; len 0 is pass in
 * phase=move and decline in phase=decide. */
static int
wahoo_moves(const struct bg_state *st, struct bg_move *out)
{
	const struct wahoo *g = CS(st);
	const struct wahoo_def *d = DEF(st);
	struct movement m[WH_MAXMOVES];
	uint8_t from[CROSS_MARBLES];
	int n, i;

	if (g->phase == PH_DECIDE) {
		n = hub_offers(d, g, from);
		for (i = 0; i < n; i++) {
			m[i].from = from[i];
			m[i].to = (uint8_t)hub_code(d);
		}
	} else if (g->phase == PH_MOVE) {
		n = movements(d, g, m);
	} else {
		return 0;
	}
	for (i = 0; i < n; i++) {
		memset(&out[i], 0, sizeof out[i]);
		out[i].kind = BG_ACT_MOVE;
		out[i].len = 2;
		out[i].v[0] = m[i].from;
		out[i].v[1] = m[i].to;
	}
	/* WH-3: the turn is lost, and the pass is recorded; WH-8: the
	 * hub is declined last. */
	if (n == 0 || g->phase == PH_DECIDE) {
		memset(&out[n], 0, sizeof out[n]);
		out[n++].kind = BG_ACT_MOVE;
	}
	return n;
}

/* Applying actions. */

/* WH-7: the arrows on which the player's marbles stand as the turn
 * begins, its own arrow left out: it has no shortcut. */
static uint16_t
shortcut_set(const struct wahoo_def *d, const struct wahoo *g, int p)
{
	const struct wahoo_seat *w = arrows_of(d, g, p);
	uint16_t set = 0;
	int i, a;

	for (i = 0; i < CROSS_MARBLES; i++) {
		int code = g->pos[p][i];

		if (code == CROSS_HOME || code >= d->x.road || code == w->arrow)
			continue;
		a = arrow_at(d, code);
		if (a >= 0)
			set |= (uint16_t)(1u << a);
	}
	return set;
}

static void
begin_turn(const struct wahoo_def *d, struct wahoo *g, int p)
{
	g->turn = (uint8_t)p;
	g->phase = PH_ROLL_TURN;
	g->die = 0;
	g->shortcut = shortcut_set(d, g, p);
}

/* WH-8: the hub is offered before play passes on. */
static void
end_turn(const struct wahoo_def *d, struct wahoo *g)
{
	uint8_t from[CROSS_MARBLES];

	g->die = 0;
	g->shortcut = 0;
	if (hub_offers(d, g, from) > 0) {
		g->phase = PH_DECIDE;
		return;
	}
	begin_turn(d, g, (g->turn + 1) % g->players);
}

static void
roll_off(const struct wahoo_def *d, struct wahoo *g, const struct bg_move *mv)
{
	int p = cross_roll_off(&g->contenders, mv->v);

	if (p < 0)
		return; /* WH-2, G-2: the tied highest roll again */
	begin_turn(d, g, p);
}

static void
wahoo_apply(struct bg_state *st, const struct bg_move *mv)
{
	struct wahoo *g = S(st);
	const struct wahoo_def *d = DEF(st);
	struct cross_board b;
	int a;

	if (mv->kind == BG_ACT_CHANCE) {
		if (g->rolls < UINT32_MAX)
			g->rolls++;
		if (g->phase == PH_ROLL_OFF) {
			roll_off(d, g, mv);
			return;
		}
		g->die = mv->v[0];
		g->phase = PH_MOVE;
		return;
	}
	if (g->phase == PH_DECIDE) {
		if (mv->len == 2) {
			board_of(g, &b);
			move_marble(d, g, &b, g->turn, mv->v[0], mv->v[1]);
			memcpy(g->pos, b.pos, sizeof g->pos);
		}
		begin_turn(d, g, (g->turn + 1) % g->players);
		return;
	}
	if (mv->len == 0) { /* WH-3: no move, the turn ends at once */
		end_turn(d, g);
		return;
	}
	board_of(g, &b);
	move_marble(d, g, &b, g->turn, mv->v[0], mv->v[1]);
	memcpy(g->pos, b.pos, sizeof g->pos);
	a = mv->v[0] < d->x.road ? arrow_at(d, mv->v[0]) : -1;
	if (a >= 0) /* WH-7: after one movement the option is gone */
		g->shortcut &= (uint16_t)~(1u << a);
	if (won(d, g->pos[g->turn])) {
		g->winner = g->turn;
		g->phase = PH_OVER; /* G-1: no roll or decision follows */
		g->die = 0;
		g->shortcut = 0;
		return;
	}
	if (g->die == 1 || g->die == CROSS_FACES) {
		g->die = 0;
		g->phase = PH_ROLL_AGAIN;
		return;
	}
	end_turn(d, g);
}

static int
wahoo_chance(const struct bg_state *st, struct bg_chance *ev)
{
	const struct wahoo *g = CS(st);
	int p;

	ev->faces = CROSS_FACES;
	switch (g->phase) {
	case PH_ROLL_OFF:
		ev->dice = 0;
		for (p = 0; p < g->players; p++)
			ev->dice += (g->contenders >> p) & 1;
		return 1;
	case PH_ROLL_TURN:
	case PH_ROLL_AGAIN:
		ev->dice = 1;
		return 1;
	default:
		return 0;
	}
}

static enum bg_phase
wahoo_phase(const struct bg_state *st)
{
	switch (CS(st)->phase) {
	case PH_MOVE:
		return BG_PHASE_MOVE;
	case PH_DECIDE:
		return BG_PHASE_DECIDE;
	case PH_OVER:
		return BG_PHASE_OVER;
	default:
		return BG_PHASE_ROLL;
	}
}

static const char *const seat_names[] = { "seat 1", "seat 2", "seat 3",
                                          "seat 4" };

static const char *
wahoo_actor(const struct bg_state *st)
{
	const struct wahoo *g = CS(st);

	if (g->phase == PH_ROLL_OFF || g->phase == PH_OVER)
		return "the players";
	return seat_names[seat_of(g, g->turn)];
}

static int
wahoo_seat(const struct bg_state *st)
{
	const struct wahoo *g = CS(st);

	return g->phase == PH_MOVE || g->phase == PH_DECIDE ? g->turn : -1;
}

/* Holes as words: h (home), 0..47 (the road), hub, t1..t4. */
static char *
put_hole(char *p, const struct wahoo_def *d, int code)
{
	if (code == CROSS_HOME) {
		*p++ = 'h';
	} else if (code < d->x.road) {
		p = bg_put_uint(p, (unsigned long)code);
	} else if (code == hub_code(d)) {
		p = bg_put_str(p, "hub");
	} else {
		*p++ = 't';
		p = bg_put_uint(p, (unsigned long)((code - d->x.road - 1) %
		                                   CROSS_FINAL + 1));
	}
	return p;
}

static void
hole_text(const struct wahoo_def *d, int code, char *buf)
{
	*put_hole(buf, d, code) = '\0';
}

static size_t
wahoo_format_move(const struct bg_state *st, const struct bg_move *mv,
                  char *buf)
{
	const struct wahoo_def *d = DEF(st);
	char *p = buf;

	if (mv->len == 0) {
		p = bg_put_str(p, CS(st)->phase == PH_DECIDE ? "decline"
		                                             : "pass");
	} else {
		p = put_hole(p, d, mv->v[0]);
		*p++ = '-';
		p = put_hole(p, d, mv->v[1]);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

/* Reading holes: the seat's own Tee Pee, or any other hole. */
static int
scan_hole(struct bg_scan *s, const struct wahoo_def *d, int seat, int *code)
{
	unsigned long v;

	if (s->end - s->p >= 3 && memcmp(s->p, "hub", 3) == 0) {
		*code = hub_code(d);
		s->p += 3;
		return 0;
	}
	if (s->p < s->end && *s->p == 'h') {
		*code = CROSS_HOME;
		s->p++;
		return 0;
	}
	if (s->p < s->end && *s->p == 't') {
		s->p++;
		if (bg_scan_uint(s, "a Tee Pee hole 1 to 4", CROSS_FINAL, &v) < 0)
			return -1;
		if (v < 1)
			return bg_scan_fail(s, "Tee Pee holes are t1 to t%d",
			                    CROSS_FINAL);
		*code = cross_final_code(&d->x, seat, (int)v - 1);
		return 0;
	}
	if (bg_scan_uint(s, "a hole: h, a road hole, hub or t1 to t4",
	                 (unsigned long)d->x.road - 1, &v) < 0)
		return -1;
	*code = (int)v;
	return 0;
}

/* Reads a movement word FROM-TO; -1 when it is not one, -2 when it
 * sends a marble to h. */
static int
read_word(const struct wahoo_def *d, int seat, const char *word, size_t len,
          int *from, int *to)
{
	struct bg_err ignore;
	struct bg_scan s;

	bg_scan_init(&s, word, len, &ignore);
	if (scan_hole(&s, d, seat, from) < 0 || bg_scan_char(&s, '-', "") < 0 ||
	    scan_hole(&s, d, seat, to) < 0 || s.p != s.end)
		return -1;
	return *to == CROSS_HOME ? -2 : 0;
}

/* Why a movement word names no legal movement of the die. */
static void
explain_move(const struct wahoo_def *d, const struct wahoo *g, int from,
             int to, char *why, size_t cap)
{
	const struct cross_seat *s = seat_def(d, g, g->turn);
	const struct wahoo_seat *w = arrows_of(d, g, g->turn);
	struct cross_board b;
	char f[8], h[8];
	int p = g->turn, n = g->die, i, rc, end = -1, block = 0;

	board_of(g, &b);
	hole_text(d, from, f);
	for (i = 0; i < CROSS_MARBLES && g->pos[p][i] != from; i++)
		;
	if (i == CROSS_MARBLES) {
		snprintf(why, cap, from == CROSS_HOME ? "no marble of %s is at "
		         "home" : "no marble of %s is on %s",
		         seat_names[seat_of(g, p)], f);
		return;
	}
	if (from == CROSS_HOME) {
		hole_text(d, s->start, h);
		if (to != s->start)
			snprintf(why, cap, "a marble taken out goes onto its "
			         "start, %s (WH-3)", h);
		else if (b.occ[s->start] == p + 1)
			snprintf(why, cap, "an own marble stands on the start, "
			         "%s (WH-3)", h);
		else
			snprintf(why, cap, "a marble is taken out only with a 1 "
			         "or a 6 (WH-3)");
		return;
	}
	if (from == hub_code(d)) {
		hole_text(d, w->arrow, h);
		if (to != w->arrow)
			snprintf(why, cap, "a marble leaves the hub only onto "
			         "its own arrow, %s (WH-8)", h);
		else if (b.occ[w->arrow] == p + 1)
			snprintf(why, cap, "an own marble stands on %s (WH-5)", h);
		else
			snprintf(why, cap, "a marble leaves the hub only with a "
			         "1 (WH-8)");
		return;
	}
	if (to == hub_code(d)) {
		snprintf(why, cap, "a marble goes to the hub only when the "
		         "turn ends, from one space past an arrow (WH-8)");
		return;
	}
	rc = walk(s, w, &b, p, s->rel[from], n, 0, &end, &block);
	if (from < d->x.road && arrow_at(d, from) >= 0 && from != w->arrow) {
		int sc_end = -1, sc_block = 0;
		int sc = walk(s, w, &b, p, s->rel[from], n, 1, &sc_end, &sc_block);

		if (sc == GO_OK && sc_end == to && !may_shortcut(d, g, from)) {
			snprintf(why, cap, "the shortcut is only for a marble "
			         "that stood on the arrow when the turn began, "
			         "for one movement (WH-7)");
			return;
		}
		/* The road leads elsewhere: the shortcut's obstacle is the
		 * reason. */
		if (rc == GO_OK && may_shortcut(d, g, from)) {
			rc = sc;
			block = sc_block;
		}
	}
	if (rc == GO_BLOCKED) {
		hole_text(d, block, h);
		snprintf(why, cap, "with %d an own marble on %s is in the way "
		         "(WH-5)", n, h);
		return;
	}
	if (rc == GO_PAST_T4) {
		snprintf(why, cap, "with %d the marble would go past t4: the "
		         "Tee Pee is entered by exact count (WH-6)", n);
		return;
	}
	hole_text(d, to, h);
	snprintf(why, cap, "%s-%s is no movement of %d", f, h, n);
}

static void
explain_decision(const struct wahoo_def *d, const struct wahoo *g, int from,
                 int to, char *why, size_t cap)
{
	char f[8];
	int i;

	hole_text(d, from, f);
	for (i = 0; i < CROSS_MARBLES && g->pos[g->turn][i] != from; i++)
		;
	if (to != hub_code(d))
		snprintf(why, cap, "the turn has ended: the decision is a "
		         "marble to the hub, or decline (WH-8)");
	else if (i == CROSS_MARBLES)
		snprintf(why, cap, "no marble of %s is on %s",
		         seat_names[seat_of(g, g->turn)], f);
	else
		snprintf(why, cap, "only a marble one space past an arrow goes "
		         "to the hub (WH-8)");
}

static int
parse_roll(const struct bg_state *st, const char *word, size_t len,
           struct bg_move *mv, struct bg_err *err)
{
	const struct wahoo *g = CS(st);
	int values[BG_MAX_DICE], n;
	struct bg_chance ev;

	if (!wahoo_chance(st, &ev))
		return bg_illegal(err, st, word, len, g->phase == PH_DECIDE
		                  ? "no roll is due: %s decides on the hub"
		                  : "no roll is due: %s chooses a move",
		                  wahoo_actor(st));
	n = bg_chance_action(st, word, len, values, BG_MAX_DICE, err);
	if (n < 0)
		return -1;
	if (n != ev.dice) {
		if (g->phase == PH_ROLL_OFF)
			return bg_illegal(err, st, word, len, "the roll-off is "
			                  "one die for each of the %d players "
			                  "rolling (WH-2)", ev.dice);
		return bg_illegal(err, st, word, len, "a turn is a series of "
		                  "single-die rolls (WH-3)");
	}
	return cross_roll_move(st, word, len, values, n, mv, err);
}

static const char bad_move[] =
	"a move is FROM-TO (holes: h, 0 to 47, hub, t1 to t4), or pass";
static const char bad_decision[] =
	"a decision is FROM-hub, or decline (WH-8)";

static int
wahoo_parse_action(const struct bg_state *st, const char *word, size_t len,
                   struct bg_move *mv, struct bg_err *err)
{
	const struct wahoo *g = CS(st);
	const struct wahoo_def *d = DEF(st);
	struct bg_move moves[BG_MAX_MOVES];
	char text[BG_WORD_MAX + 2], why[300];
	int n, i, from, to, rc;

	memset(mv, 0, sizeof *mv);
	if (g->phase == PH_OVER)
		return bg_illegal(err, st, word, len, "the game is over");
	if (len >= 5 && memcmp(word, "roll:", 5) == 0 && g->rolls == BG_COUNT_MAX)
		return bg_count_full(err, st, word, len, "rolls");
	if (len >= 5 && memcmp(word, "roll:", 5) == 0)
		return parse_roll(st, word, len, mv, err);
	if (g->phase != PH_MOVE && g->phase != PH_DECIDE)
		return bg_illegal(err, st, word, len, "%s",
		                  g->phase == PH_ROLL_OFF
		                  ? "the roll-off is due (WH-2)"
		                  : "a roll is due (WH-3)");
	n = wahoo_moves(st, moves);
	for (i = 0; i < n; i++)
		if (wahoo_format_move(st, &moves[i], text) == len &&
		    memcmp(text, word, len) == 0) {
			*mv = moves[i];
			return 0;
		}
	rc = read_word(d, seat_of(g, g->turn), word, len, &from, &to);
	if (rc == -2 && g->phase != PH_DECIDE)
		return bg_illegal(err, st, word, len, "%s", CROSS_NOT_HOME);
	if (rc < 0)
		return bg_illegal(err, st, word, len, "%s",
		                  g->phase == PH_DECIDE ? bad_decision
		                  : len == 4 && memcmp(word, "pass", 4) == 0
		                  ? "a legal move exists, and must be made (WH-4)"
		                  : bad_move);
	if (g->phase == PH_DECIDE)
		explain_decision(d, g, from, to, why, sizeof why);
	else if (moves[0].len == 0)
		snprintf(why, sizeof why, "no move exists: the turn is lost "
		         "(WH-3)");
	else
		explain_move(d, g, from, to, why, sizeof why);
	return bg_illegal(err, st, word, len, "%s", why);
}

/* The state line. */

static char *
put_seats(char *p, const struct wahoo *g, unsigned mask)
{
	return cross_put_seats(p, g->players, mask);
}

/* The shortcut set as road holes, ascending. */
static char *
put_shortcut(char *p, const struct wahoo_def *d, unsigned set)
{
	int h, a, first = 1;

	for (h = 0; h < d->x.road; h++) {
		a = arrow_at(d, h);
		if (a < 0 || !(set >> a & 1))
			continue;
		if (!first)
			*p++ = ',';
		p = bg_put_uint(p, (unsigned long)h);
		first = 0;
	}
	if (first)
		*p++ = '-';
	return p;
}

static size_t
wahoo_format(const struct bg_state *st, char *buf)
{
	const struct wahoo *g = CS(st);
	const struct wahoo_def *d = DEF(st);
	char *p = buf;
	int pl, i;

	p = bg_put_str(p, "wahoo players=");
	p = bg_put_uint(p, g->players);
	p = bg_put_str(p, " rolls=");
	p = bg_put_uint(p, g->rolls);
	p = bg_put_str(p, " phase=");
	switch (g->phase) {
	case PH_ROLL_OFF:
		p = bg_put_str(p, "roll roll=off contenders=");
		p = put_seats(p, g, g->contenders);
		break;
	case PH_ROLL_TURN:
		p = bg_put_str(p, "roll roll=turn turn=");
		break;
	case PH_ROLL_AGAIN:
		p = bg_put_str(p, "roll roll=again turn=");
		break;
	case PH_MOVE:
		p = bg_put_str(p, "move turn=");
		break;
	case PH_DECIDE:
		p = bg_put_str(p, "decide turn=");
		break;
	default:
		p = bg_put_str(p, "over");
	}
	if (g->phase != PH_ROLL_OFF && g->phase != PH_OVER)
		p = bg_put_uint(p, (unsigned long)seat_of(g, g->turn) + 1);
	p = bg_put_str(p, " dice=");
	if (g->phase == PH_MOVE)
		p = bg_put_uint(p, g->die);
	else
		*p++ = '-';
	p = bg_put_str(p, " shortcut=");
	p = put_shortcut(p, d, g->shortcut);
	p = bg_put_str(p, " pos=");
	for (pl = 0; pl < g->players; pl++) {
		if (pl)
			*p++ = '/';
		for (i = 0; i < CROSS_MARBLES; i++) {
			if (i)
				*p++ = ',';
			p = put_hole(p, d, g->pos[pl][i]);
		}
	}
	if (g->phase == PH_OVER) {
		p = bg_put_str(p, " result=");
		p = bg_put_uint(p, (unsigned long)seat_of(g, g->winner) + 1);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

static int
scan_seat(struct bg_scan *s, const struct wahoo *g, int *player)
{
	return cross_scan_seat(s, g->players, "WH", player);
}

static int
scan_pos(struct bg_scan *s, const struct wahoo_def *d, struct wahoo *g)
{
	uint8_t occ[CROSS_CODES] = { 0 };
	int pl, i, code;

	for (pl = 0; pl < g->players; pl++) {
		int seat = seat_of(g, pl);
		const struct cross_seat *ws = &d->x.seat[seat];

		if (pl && bg_scan_char(s, '/', "'/' before the next seat's "
		                       "marbles") < 0)
			return -1;
		for (i = 0; i < CROSS_MARBLES; i++) {
			const char *at;

			if (i && bg_scan_char(s, ',', "',' before the next "
			                      "marble") < 0)
				return -1;
			at = s->p;
			if (scan_hole(s, d, seat, &code) < 0)
				return -1;
			if (code < d->x.road && ws->rel[code] < 0) {
				s->p = at;
				return bg_scan_fail(s, "hole %d is not on seat "
				                    "%d's way, %d to %d (WH-6)",
				                    code, seat + 1, ws->start,
				                    ws->entry);
			}
			if (code != CROSS_HOME && occ[code]) {
				s->p = at;
				return bg_scan_fail(s, "two marbles in one hole");
			}
			if (i && cross_way_rank(&d->x, ws, code) <
			         cross_way_rank(&d->x, ws, g->pos[pl][i - 1])) {
				s->p = at;
				return bg_scan_fail(s, "a seat's marbles are "
				                    "written in the order of its "
				                    "way: h, the road from its "
				                    "start, hub, t1 to t4");
			}
			if (code != CROSS_HOME)
				occ[code] = 1;
			g->pos[pl][i] = (uint8_t)code;
		}
	}
	return 0;
}

static int
scan_shortcut(struct bg_scan *s, const struct wahoo_def *d, struct wahoo *g)
{
	unsigned long v;
	int last = -1, a;

	if (bg_scan_key(s, "shortcut") < 0)
		return -1;
	if (s->p < s->end && *s->p == '-') {
		s->p++;
		return 0;
	}
	for (;;) {
		const char *at = s->p;

		if (bg_scan_uint(s, "an arrow's road hole, or -",
		                 (unsigned long)d->x.road - 1, &v) < 0)
			return -1;
		a = arrow_at(d, (int)v);
		if (a < 0 || (int)v <= last) {
			s->p = at;
			return bg_scan_fail(s, a < 0 ? "hole %lu has no arrow "
			                    "(WH-7)" : "the arrows are written in "
			                    "ascending order, once each", v);
		}
		g->shortcut |= (uint16_t)(1u << a);
		last = (int)v;
		if (s->p == s->end || *s->p != ',')
			return 0;
		s->p++;
	}
}

/* The consistency of the phase, the shortcut set and the marbles. */
static int
check_state(const struct wahoo_def *d, const struct wahoo *g, int finished,
            struct bg_err *err)
{
	uint8_t from[CROSS_MARBLES];
	uint16_t stood;
	int p, i;

	if (g->phase != PH_OVER && finished >= 0)
		return bg_fail(err, BG_EX_DATAERR, "seat %d has all its marbles "
		               "in the Tee Pee: the game is over (WH-9)",
		               seat_of(g, finished) + 1);
	if (g->phase == PH_ROLL_OFF)
		for (p = 0; p < g->players; p++)
			for (i = 0; i < CROSS_MARBLES; i++)
				if (g->pos[p][i] != CROSS_HOME)
					return bg_fail(err, BG_EX_DATAERR, "the "
					               "roll-off comes before any "
					               "marble leaves home (WH-2)");
	if (g->rolls == 0 && (g->phase != PH_ROLL_OFF ||
	                      g->contenders != (1u << g->players) - 1))
		return bg_fail(err, BG_EX_DATAERR, "rolls=0 is before the first "
		               "roll: the roll-off of every seat is due (WH-2)");
	stood = g->phase == PH_ROLL_TURN || g->phase == PH_ROLL_AGAIN ||
	        g->phase == PH_MOVE ? shortcut_set(d, g, g->turn) : 0;
	if (g->phase == PH_ROLL_TURN && g->shortcut != stood)
		return bg_fail(err, BG_EX_DATAERR, "as the turn begins, "
		               "shortcut= lists exactly the arrows other than "
		               "its own where seat %d's marbles stand (WH-7)",
		               seat_of(g, g->turn) + 1);
	if (g->shortcut & ~stood)
		return bg_fail(err, BG_EX_DATAERR, g->phase == PH_ROLL_AGAIN ||
		               g->phase == PH_MOVE ? "shortcut= lists an arrow "
		               "without a marble of seat %d, or its own arrow "
		               "(WH-7)" : "shortcut= is - outside a turn "
		               "(WH-7)", seat_of(g, g->turn) + 1);
	if (g->phase == PH_DECIDE && hub_offers(d, g, from) == 0)
		return bg_fail(err, BG_EX_DATAERR, "phase=decide but seat %d "
		               "has no marble one space past an arrow that may "
		               "go to the hub (WH-8)", seat_of(g, g->turn) + 1);
	return 0;
}

static int
wahoo_parse(struct bg_state *st, const char *line, size_t len,
            struct bg_err *err)
{
	struct wahoo *g = S(st);
	const struct wahoo_def *d = DEF(st);
	unsigned long players, rolls, v;
	int phase, roll, p = 0, finished = -1;
	struct bg_scan s;

	memset(g, 0, sizeof *g);
	bg_scan_init(&s, line, len, err);
	if (bg_scan_game(&s, "wahoo") < 0 ||
	    bg_scan_field_uint(&s, "players", "a number of players",
	                       CROSS_SEATS, &players) < 0)
		return -1;
	if (players < 2)
		return bg_scan_fail(&s, "2 to 4 players (WH-1)");
	g->players = (uint8_t)players;
	if (bg_scan_field_uint(&s, "rolls", "a count of rolls", UINT32_MAX,
	                       &rolls) < 0 ||
	    bg_scan_field_enum(&s, "phase", "roll, move, decide or over",
	                       phase_names, &phase) < 0)
		return -1;
	g->rolls = (uint32_t)rolls;
	if (phase == 0) {
		if (bg_scan_field_enum(&s, "roll", "off, turn or again",
		                       roll_names, &roll) < 0)
			return -1;
		g->phase = (uint8_t)(PH_ROLL_OFF + roll);
	} else {
		g->phase = (uint8_t)(PH_MOVE + phase - 1);
	}
	if (g->phase == PH_ROLL_OFF) {
		if (cross_scan_contenders(&s, g->players, "WH",
		                          &g->contenders) < 0)
			return -1;
	} else if (g->phase != PH_OVER) {
		if (bg_scan_key(&s, "turn") < 0 || scan_seat(&s, g, &p) < 0)
			return -1;
		g->turn = (uint8_t)p;
	}
	if (bg_scan_key(&s, "dice") < 0)
		return -1;
	if (g->phase != PH_MOVE) {
		if (bg_scan_char(&s, '-', "'-': no die to spend") < 0)
			return -1;
	} else {
		if (bg_scan_uint(&s, "a die value", CROSS_FACES, &v) < 0)
			return -1;
		if (v < 1)
			return bg_scan_fail(&s, "a die shows 1 to %d", CROSS_FACES);
		g->die = (uint8_t)v;
	}
	if (scan_shortcut(&s, d, g) < 0 || bg_scan_key(&s, "pos") < 0 ||
	    scan_pos(&s, d, g) < 0)
		return -1;
	for (p = 0; p < g->players; p++)
		if (won(d, g->pos[p])) {
			if (finished >= 0)
				return bg_fail(err, BG_EX_DATAERR, "two seats have "
				               "all their marbles in the Tee Pee: "
				               "the game ends with the first "
				               "(WH-9)");
			finished = p;
		}
	if (g->phase == PH_OVER) {
		if (bg_scan_key(&s, "result") < 0 ||
		    scan_seat(&s, g, &p) < 0)
			return -1;
		if (finished < 0)
			return bg_fail(err, BG_EX_DATAERR, "phase=over but no "
			               "seat has all its marbles in the Tee Pee "
			               "(WH-9)");
		if (p != finished)
			return bg_fail(err, BG_EX_DATAERR, "result=%d but seat "
			               "%d has all its marbles in the Tee Pee "
			               "(WH-9)", seat_of(g, p) + 1,
			               seat_of(g, finished) + 1);
		g->winner = (uint8_t)p;
	}
	if (bg_scan_end(&s) < 0)
		return -1;
	return check_state(d, g, finished, err);
}

/* Definitions. */

static int
read_hole(const struct bg_node *map, const char *key, const char *src,
          const struct wahoo_def *d, int *out, struct bg_err *err)
{
	const struct bg_node *n = bg_node_get(map, key);

	if (!n)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: '%s:' is missing",
		               src, map->line, key);
	return cross_read_hole(n, src, key, d->x.road, out, err);
}

static int
load_arrows(const struct bg_node *n, const char *src, struct wahoo_def *d,
            const struct bg_node *root, struct bg_err *err)
{
	static const char *const keys[] = { "hole", "past", NULL };
	size_t i;
	int hole = 0, past = 0, k;

	if (!n || n->kind != BG_NODE_SEQ || n->count < 1 ||
	    n->count > WH_MAXARROWS)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: arrows is a list of "
		               "1 to %d mappings with 'hole:' and 'past:'", src,
		               n ? n->line : root->line, WH_MAXARROWS);
	for (i = 0; i < n->count; i++) {
		const struct bg_node *a = n->items[i];

		if (a->kind != BG_NODE_MAP)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: an arrow is a "
			               "mapping with 'hole:' and 'past:'", src,
			               a->line);
		if (bg_node_check_keys(a, src, keys, err) < 0 ||
		    read_hole(a, "hole", src, d, &hole, err) < 0 ||
		    read_hole(a, "past", src, d, &past, err) < 0)
			return -1;
		for (k = 0; k < (int)i; k++)
			if (d->arrow[k] == hole)
				return bg_fail(err, BG_EX_DATAERR, "%s:%lu: two "
				               "arrows on hole %d", src, a->line,
				               hole);
		if (past == hole)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: the hole past "
			               "an arrow is another hole", src, a->line);
		d->arrow[i] = (uint8_t)hole;
		d->past[i] = (uint8_t)past;
	}
	d->narrows = (int)n->count;
	return 0;
}

static int
load_seat(const struct bg_node *n, const char *src, void *def, int k,
          struct bg_err *err)
{
	static const char *const keys[] = { "colour", "svg", "ansi", "start",
	                                    "entry", "arrow", "teepee", "home",
	                                    NULL };
	struct wahoo_def *d = def;
	struct cross_seat *s = &d->x.seat[k];
	struct wahoo_seat *w = &d->seat[k];
	int i, next;

	if (n->kind != BG_NODE_MAP)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat is a mapping",
		               src, n->line);
	if (bg_node_check_keys(n, src, keys, err) < 0 ||
	    cross_load_looks(n, src, s, err) < 0)
		return -1;
	if (read_hole(n, "start", src, d, &s->start, err) < 0 ||
	    read_hole(n, "entry", src, d, &s->entry, err) < 0 ||
	    read_hole(n, "arrow", src, d, &w->arrow, err) < 0)
		return -1;
	cross_lay_way(&d->x, k, s);
	w->arrow_rel = (w->arrow - s->start + d->x.road) % d->x.road;
	if (s->road_len < 2 || arrow_at(d, w->arrow) < 0 ||
	    w->arrow_rel >= s->road_len)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat's own arrow "
		               "is one of the arrows, between its start and its "
		               "Tee Pee entry", src, n->line);
	/* WH-7: the shortcut leads from arrow to arrow along the way, and
	 * the own arrow is the last, so it always leads forward to it. */
	memset(w->hop, -1, sizeof w->hop);
	next = -1;
	for (i = s->road_len - 1; i >= 0; i--) {
		if (arrow_at(d, s->route[i]) < 0)
			continue;
		if (i > w->arrow_rel)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: the arrow on "
			               "%d lies beyond the seat's own arrow on "
			               "its way: the own arrow is the last arrow "
			               "before its Tee Pee (WH-7)", src, n->line,
			               s->route[i]);
		w->hop[i] = (int8_t)next;
		next = i;
	}
	if (cross_read_xy_list(bg_node_get(n, "teepee"), src, d->x.grid,
	                       CROSS_FINAL, s->final_xy, "teepee", err) < 0 ||
	    cross_read_xy_list(bg_node_get(n, "home"), src, d->x.grid,
	                       CROSS_MARBLES, s->home_xy, "home", err) < 0)
		return -1;
	return 0;
}

static int
load_rules(const struct bg_node *rules, const char *src, struct wahoo_def *d,
           struct bg_err *err)
{
	static const char *const keys[] = { "players", NULL };
	const struct bg_node *n;
	unsigned long v;

	if (rules->kind != BG_NODE_MAP)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: rules must be a "
		               "mapping", src, rules->line);
	if (bg_node_check_keys(rules, src, keys, err) < 0)
		return -1;
	if ((n = bg_node_get(rules, "players"))) {
		if (bg_node_uint(n, src, "players", 2, CROSS_SEATS, &v, err) < 0)
			return -1;
		d->players = (int)v;
	}
	return 0;
}

static int
wahoo_load_def(const struct bg_node *root, const char *src, void **out,
               struct bg_err *err)
{
	static const char *const keys[] = { "game", "grid", "road", "hub",
	                                    "arrows", "seats", "rules", NULL };
	const struct bg_node *n;
	struct wahoo_def *d;

	if (bg_node_check_keys(root, src, keys, err) < 0)
		return -1;
	d = calloc(1, sizeof *d);
	if (!d)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	d->players = 2;
	if (cross_load_board(root, src, "hub", &d->x, err) < 0 ||
	    load_arrows(bg_node_get(root, "arrows"), src, d, root, err) < 0 ||
	    cross_load_seats(root, src, &d->x, load_seat, d, err) < 0)
		goto fail;
	if ((n = bg_node_get(root, "rules")) && load_rules(n, src, d, err) < 0)
		goto fail;
	*out = d;
	return 0;
fail:
	free(d);
	return -1;
}

static void
wahoo_free_def(void *def)
{
	free(def);
}

/* bg-new. */

static const struct bg_option wahoo_options[] = {
	{ "players", "N", "players, 2 to 4: seats 1 and 3, 1 to 3, 1 to 4 "
	  "(WH-1)", BG_OPTION_TEXT },
	{ "seed", "SEED", "accepted for the generic loop; the initial state "
	  "needs no chance", BG_OPTION_TEXT },
	{ NULL, NULL, NULL, BG_OPTION_TEXT }
};

static int
wahoo_init(struct bg_state *st, const void *defp,
           const struct bg_setting *settings, int nsettings,
           struct bg_err *err)
{
	const struct wahoo_def *d = defp;
	struct wahoo *g = S(st);
	unsigned long players = (unsigned long)d->players, seed;
	int i;

	memset(g, 0, sizeof *g);
	for (i = 0; i < nsettings; i++) {
		const struct bg_setting *set = &settings[i];

		if (strcmp(set->name, "players") == 0) {
			if (bg_setting_number(set, 2, CROSS_SEATS, "a number",
					       &players, err) < 0)
				return -1;
		} else if (bg_setting_number(set, 0, UINT64_MAX, "a number",
					      &seed, err) < 0) {
			return -1;
		}
	}
	g->players = (uint8_t)players;
	g->phase = PH_ROLL_OFF; /* WH-2 */
	g->contenders = (uint8_t)((1u << players) - 1);
	memset(g->pos, CROSS_HOME, sizeof g->pos);
	for (i = (int)players; i < CROSS_SEATS; i++)
		memset(g->pos[i], 0, sizeof g->pos[i]);
	return 0;
}

static void
wahoo_outcome(const struct bg_state *st, struct bg_outcome *out)
{
	static const char *const names[] = { "1", "2", "3", "4" };
	const struct wahoo *g = CS(st);
	const struct wahoo_def *d = DEF(st);
	int p, i;

	memset(out, 0, sizeof *out);
	out->over = g->phase == PH_OVER;
	out->seats = g->players;
	out->has_scores = 1;
	for (p = 0; p < g->players; p++) {
		out->seat[p] = names[seat_of(g, p)];
		for (i = 0; i < CROSS_MARBLES; i++)
			out->score[p] += in_teepee(d, g->pos[p][i]);
		out->won[p] = out->over && g->winner == p;
	}
}

/* Rendering: the cross on its grid, the arrows and the hub marked. */

enum { CELL_NONE, CELL_ROAD, CELL_START, CELL_ARROW, CELL_HUB, CELL_TEEPEE,
       CELL_HOME };

static void
grid_of(const struct wahoo_def *d, const struct wahoo *g,
        struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID])
{
	int i, k;

	memset(c, 0, sizeof(struct cross_cell) * CROSS_MAXGRID * CROSS_MAXGRID);
	for (i = 0; i < d->x.road; i++)
		c[d->x.road_xy[i][1]][d->x.road_xy[i][0]].kind = CELL_ROAD;
	for (i = 0; i < d->narrows; i++)
		c[d->x.road_xy[d->arrow[i]][1]][d->x.road_xy[d->arrow[i]][0]]
			.kind = CELL_ARROW;
	c[d->x.centre_xy[1]][d->x.centre_xy[0]].kind = CELL_HUB;
	for (k = 0; k < CROSS_SEATS; k++) {
		const struct cross_seat *s = &d->x.seat[k];
		struct cross_cell *start = &c[d->x.road_xy[s->start][1]]
		                             [d->x.road_xy[s->start][0]];

		if (start->kind != CELL_ARROW) {
			start->kind = CELL_START;
			start->seat = (uint8_t)k;
		}
	}
	cross_mark_seats(&d->x, c, CELL_TEEPEE, CELL_HOME);
	cross_mark_marbles(&d->x, g->players, CROSS_MARBLES, g->pos, c);
}

static void
headline(const struct wahoo *g, char *buf, size_t cap)
{
	int seat = seat_of(g, g->turn) + 1;
	char seats[16];

	switch (g->phase) {
	case PH_ROLL_OFF:
		*put_seats(seats, g, g->contenders) = '\0';
		snprintf(buf, cap, "the roll-off is due: seats %s roll one die "
		         "each", seats);
		break;
	case PH_ROLL_TURN:
		snprintf(buf, cap, "seat %d rolls the die", seat);
		break;
	case PH_ROLL_AGAIN:
		snprintf(buf, cap, "seat %d rolls again", seat);
		break;
	case PH_MOVE:
		snprintf(buf, cap, "seat %d to move, die %d", seat, g->die);
		break;
	case PH_DECIDE:
		snprintf(buf, cap, "seat %d may put a marble on the hub", seat);
		break;
	default:
		snprintf(buf, cap, "game over: seat %d won",
		         seat_of(g, g->winner) + 1);
	}
}

#define WH_PINK_ANSI 95
#define WH_PINK_SVG "#e0489a"

/* Arrows pink; starts, Tee Pees and homes in their seat's colour. */
static int
tint(const struct cross *x, const struct cross_cell *k)
{
	if (k->kind == CELL_ARROW)
		return WH_PINK_ANSI;
	return k->kind >= CELL_TEEPEE || k->kind == CELL_START
	       ? x->seat[k->seat].ansi : 0;
}

static void
wahoo_trail(const struct bg_state *before, const struct bg_move *mv,
            struct bg_trail *trail)
{
	const struct wahoo *g = CS(before);

	cross_trail(&DEF(before)->x, seat_of(g, g->turn), g->pos[g->turn],
	            CROSS_MARBLES, mv, trail);
}

static void
wahoo_render_text(const struct bg_state *st, FILE *out,
                  const struct bg_view *view)
{
	static const char *const ascii[] = { " ", ".", "s", ">", "*", ":",
	                                     "o" };
	static const char *const uni[] = { " ", "\xc2\xb7", "\xe2\x97\x87",
	                                   "\xe2\x96\xb8", "\xe2\x97\x8e",
	                                   "\xe2\x88\x98", "\xe2\x97\xa6" };
	const struct wahoo *g = CS(st);
	const struct wahoo_def *d = DEF(st);
	struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID];
	int style = view->style, turns = cross_turns(&d->x, view->seat), p, i;
	struct bg_trail trail;
	char line[96], arrows[64];

	grid_of(d, g, c);
	cross_turn_grid(&d->x, turns, c);
	cross_turn_trail(&d->x, turns, view->trail, &trail);
	headline(g, line, sizeof line);
	fprintf(out, "rolls %lu: %s\n", (unsigned long)g->rolls, line);
	cross_text_rows(out, &d->x, c,
	                style & BG_RENDER_UNICODE ? uni : ascii,
	                style & BG_RENDER_COLOR, tint, &trail);
	for (p = 0; p < g->players; p++) {
		int home = 0, tp = 0;

		for (i = 0; i < CROSS_MARBLES; i++) {
			home += g->pos[p][i] == CROSS_HOME;
			tp += in_teepee(d, g->pos[p][i]);
		}
		cross_text_seat(out, &d->x, seat_of(g, p), home, tp,
		                "the Tee Pee", g->phase == PH_OVER &&
		                g->winner == p, g->phase != PH_OVER &&
		                g->phase != PH_ROLL_OFF && g->turn == p, style);
	}
	if (g->shortcut) {
		*put_shortcut(arrows, d, g->shortcut) = '\0';
		fprintf(out, "shortcut open to the marbles on %s\n", arrows);
	}
}

static void
wahoo_render_svg(const struct bg_state *st, FILE *out,
                 const struct bg_view *view, int *width, int *height)
{
	const struct wahoo *g = CS(st);
	const struct wahoo_def *d = DEF(st);
	struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID];
	struct bg_trail trail;
	int turns = cross_turns(&d->x, view->seat), x, y, i;
	char line[96];

	grid_of(d, g, c);
	cross_turn_grid(&d->x, turns, c);
	cross_turn_trail(&d->x, turns, view->trail, &trail);
	headline(g, line, sizeof line);
	cross_svg_head(out, &d->x, g->rolls, line, width, height);
	if (g->phase == PH_MOVE)
		bg_svg_die(out, 10, 28, g->die);
	/* The hub's links to the holes past the arrows (WH-8). */
	for (i = 0; i < d->narrows; i++)
		cross_svg_link(out, &d->x, turns, d->past[i], WH_PINK_SVG);
	for (y = 0; y < d->x.grid; y++)
		for (x = 0; x < d->x.grid; x++) {
			const struct cross_cell *k = &c[y][x];
			const char *seat = d->x.seat[k->seat].svg;

			if (k->kind == CELL_NONE)
				continue;
			cross_svg_hole(out, x, y, k->kind == CELL_HUB ? 15 : 12,
			               k->kind == CELL_START ? seat : "#fffaf0",
			               k->kind == CELL_TEEPEE || k->kind == CELL_HOME
			               ? seat : k->kind == CELL_ARROW ? WH_PINK_SVG
			               : "#333",
			               k->kind == CELL_TEEPEE || k->kind == CELL_HUB ||
			               k->kind == CELL_ARROW ? 3 : 1);
		}
	/* A pink arrow beside each arrow hole, pointing along the road. */
	for (i = 0; i < d->narrows; i++) {
		int h = d->arrow[i], nx = (h + 1) % d->x.road;
		int hx, hy, nxx, nxy, ax, ay, dx, dy;

		cross_turn_xy(&d->x, turns, d->x.road_xy[h], &hx, &hy);
		cross_turn_xy(&d->x, turns, d->x.road_xy[nx], &nxx, &nxy);
		ax = CROSS_CX(hx);
		ay = CROSS_CY(hy);
		dx = nxx - hx;
		dy = nxy - hy;

		dx = dx > 0 ? 1 : dx < 0 ? -1 : 0;
		dy = dy > 0 ? 1 : dy < 0 ? -1 : 0;
		fprintf(out, "<polygon points=\"%d,%d %d,%d %d,%d\" fill=\"%s\"/>"
		        "\n", ax + 19 * dx, ay + 19 * dy,
		        ax + 13 * dx - 5 * dy, ay + 13 * dy + 5 * dx,
		        ax + 13 * dx + 5 * dy, ay + 13 * dy - 5 * dx,
		        WH_PINK_SVG);
	}
	for (y = 0; y < d->x.grid; y++)
		for (x = 0; x < d->x.grid; x++)
			if (c[y][x].marble)
				cross_svg_marble(out, &d->x, x, y, c[y][x].marble);
	cross_svg_trail(out, &trail);
}

const struct bg_game bg_wahoo = {
	.name = "wahoo",
	.summary = "Wahoo, a marble race round a cross with one die, "
	           "re-rolls, pink-arrow shortcuts and the hub (WH-1..WH-9)",
	.builtin = &bg_wahoo_yaml,
	.options = wahoo_options,
	.load_def = wahoo_load_def,
	.free_def = wahoo_free_def,
	.init = wahoo_init,
	.parse = wahoo_parse,
	.format = wahoo_format,
	.phase = wahoo_phase,
	.actor = wahoo_actor,
	.seat = wahoo_seat,
	.moves = wahoo_moves,
	.format_move = wahoo_format_move,
	.parse_action = wahoo_parse_action,
	.apply = wahoo_apply,
	.chance = wahoo_chance,
	.outcome = wahoo_outcome,
	.trail = wahoo_trail,
	.render_text = wahoo_render_text,
	.render_svg = wahoo_render_svg,
	.evaluate = wahoo_evaluate,
};
