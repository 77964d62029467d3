/* Wahoo's rules (bg-wahoo(7) WH-1..WH-9, G-1..G-4): Waju's cross raced
 * with one die, rolling again after a 1 or a 6, with pink-arrow shortcuts
 * and a hub offered when a turn ends.  The shortcut belongs to the
 * marbles that stood on an arrow when the turn began, so the state
 * carries that set; the hub is a decision of its own phase. */
#include <string.h>

#include "games/wahoo/wahoo.h"

static const struct cross_seat *
seat_def(const struct wahoo_def *d, const struct wahoo *g, int p)
{
	return &d->x.seat[wahoo_seat_of(g, p)];
}

static const struct wahoo_seat *
arrows_of(const struct wahoo_def *d, const struct wahoo *g, int p)
{
	return &d->seat[wahoo_seat_of(g, p)];
}

/* The arrow on a road hole, or -1. */
int
wahoo_arrow_at(const struct wahoo_def *d, int code)
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
	cross_board_of(g->c.pos, g->c.players, CROSS_MARBLES, b);
}

static void
move_marble(const struct wahoo_def *d, const struct wahoo *g,
            struct cross_board *b, int p, int from, int to)
{
	cross_move_marble(&d->x, g->c.players, CROSS_MARBLES, b, p, from, to);
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
	int a = code < d->x.road ? wahoo_arrow_at(d, code) : -1;

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
	if (from == wahoo_hub_code(d)) {
		if (n == 1 && b->occ[w->arrow] != own)
			t[k++] = (uint8_t)w->arrow;
		return k;
	}
	if (walk(s, w, b, p, s->rel[from], n, 0, &to, &block) == GO_OK)
		t[k++] = (uint8_t)to;
	if (p == g->c.turn && may_shortcut(d, g, from) &&
	    walk(s, w, b, p, s->rel[from], n, 1, &to, &block) == GO_OK &&
	    (k == 0 || t[0] != to))
		t[k++] = (uint8_t)to;
	return k;
}

/* WH-8: the turn's marbles that may go to the hub now, in way order. */
static int
hub_offers(const struct wahoo_def *d, const struct wahoo *g, uint8_t *from)
{
	int p = g->c.turn, i, n = 0;

	for (i = 0; i < CROSS_MARBLES; i++)
		if (g->c.pos[p][i] == wahoo_hub_code(d))
			return 0;
	for (i = 0; i < CROSS_MARBLES; i++)
		if (g->c.pos[p][i] != CROSS_HOME && g->c.pos[p][i] < d->x.road &&
		    is_past(d, g->c.pos[p][i]))
			from[n++] = g->c.pos[p][i];
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
	const struct cross_seat *s = seat_def(d, g, g->c.turn);
	struct cross_board b;
	uint8_t t[2];
	int i, k, nt, n = 0, j;

	board_of(g, &b);
	for (i = 0; i < CROSS_MARBLES; i++) {
		int from = g->c.pos[g->c.turn][i];

		if (from == CROSS_HOME && i > 0 && g->c.pos[g->c.turn][i - 1] == CROSS_HOME)
			continue; /* the marbles at home are alike */
		nt = targets(d, g, &b, g->c.turn, from, g->die, t);
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
int
wahoo_moves(const struct bg_state *st, struct bg_move *out)
{
	const struct wahoo *g = CS(st);
	const struct wahoo_def *d = DEF(st);
	struct movement m[WH_MAXMOVES];
	uint8_t from[CROSS_MARBLES];
	int n, i;

	if (g->c.phase == CROSS_DECIDE) {
		n = hub_offers(d, g, from);
		for (i = 0; i < n; i++) {
			m[i].from = from[i];
			m[i].to = (uint8_t)wahoo_hub_code(d);
		}
	} else if (g->c.phase == CROSS_MOVE) {
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
	if (n == 0 || g->c.phase == CROSS_DECIDE) {
		memset(&out[n], 0, sizeof out[n]);
		out[n++].kind = BG_ACT_MOVE;
	}
	return n;
}

/* WH-7: the arrows on which the player's marbles stand as the turn
 * begins, its own arrow left out: it has no shortcut. */
uint16_t
wahoo_shortcut_set(const struct wahoo_def *d, const struct wahoo *g, int p)
{
	const struct wahoo_seat *w = arrows_of(d, g, p);
	uint16_t set = 0;
	int i, a;

	for (i = 0; i < CROSS_MARBLES; i++) {
		int code = g->c.pos[p][i];

		if (code == CROSS_HOME || code >= d->x.road || code == w->arrow)
			continue;
		a = wahoo_arrow_at(d, code);
		if (a >= 0)
			set |= (uint16_t)(1u << a);
	}
	return set;
}

static void
begin_turn(const struct wahoo_def *d, struct wahoo *g, int p)
{
	g->c.turn = (uint8_t)p;
	g->c.phase = CROSS_ROLL_TURN;
	g->die = 0;
	g->shortcut = wahoo_shortcut_set(d, g, p);
}

/* WH-8: the hub is offered before play passes on. */
static void
end_turn(const struct wahoo_def *d, struct wahoo *g)
{
	uint8_t from[CROSS_MARBLES];

	g->die = 0;
	g->shortcut = 0;
	if (hub_offers(d, g, from) > 0) {
		g->c.phase = CROSS_DECIDE;
		return;
	}
	begin_turn(d, g, (g->c.turn + 1) % g->c.players);
}

static void
roll_off(const struct wahoo_def *d, struct wahoo *g, const struct bg_move *mv)
{
	int p = cross_roll_off(&g->c.contenders, mv->v);

	if (p < 0)
		return; /* WH-2, G-2: the tied highest roll again */
	begin_turn(d, g, p);
}

void
wahoo_apply(struct bg_state *st, const struct bg_move *mv)
{
	struct wahoo *g = S(st);
	const struct wahoo_def *d = DEF(st);
	struct cross_board b;
	int a;

	if (mv->kind == BG_ACT_CHANCE) {
		if (g->c.rolls < UINT32_MAX)
			g->c.rolls++;
		if (g->c.phase == CROSS_ROLL_OFF) {
			roll_off(d, g, mv);
			return;
		}
		g->die = mv->v[0];
		g->c.phase = CROSS_MOVE;
		return;
	}
	if (g->c.phase == CROSS_DECIDE) {
		if (mv->len == 2) {
			board_of(g, &b);
			move_marble(d, g, &b, g->c.turn, mv->v[0], mv->v[1]);
			memcpy(g->c.pos, b.pos, sizeof g->c.pos);
		}
		begin_turn(d, g, (g->c.turn + 1) % g->c.players);
		return;
	}
	if (mv->len == 0) { /* WH-3: no move, the turn ends at once */
		end_turn(d, g);
		return;
	}
	board_of(g, &b);
	move_marble(d, g, &b, g->c.turn, mv->v[0], mv->v[1]);
	memcpy(g->c.pos, b.pos, sizeof g->c.pos);
	a = mv->v[0] < d->x.road ? wahoo_arrow_at(d, mv->v[0]) : -1;
	if (a >= 0) /* WH-7: after one movement the option is gone */
		g->shortcut &= (uint16_t)~(1u << a);
	if (cross_won(&d->x, &g->c, g->c.pos[g->c.turn], g->c.turn)) {
		g->c.winner = g->c.turn;
		g->c.phase = CROSS_OVER; /* G-1: no roll or decision follows */
		g->c.turn = 0;
		g->die = 0;
		g->shortcut = 0;
		return;
	}
	if (g->die == 1 || g->die == CROSS_FACES) {
		g->die = 0;
		g->c.phase = CROSS_ROLL_AGAIN;
		return;
	}
	end_turn(d, g);
}

int
wahoo_chance(const struct bg_state *st, struct bg_chance *ev)
{
	return cross_chance(&CS(st)->c, 1, 1, ev);
}

/* Why a marble at home or on the hub cannot make the movement (WH-3,
 * WH-5, WH-8); 0 when it is on neither. */
static int
explain_leaving(const struct wahoo_def *d, const struct wahoo *g,
                const struct cross_board *b, int from, int to, char *why,
                size_t cap)
{
	const struct cross_seat *s = seat_def(d, g, g->c.turn);
	const struct wahoo_seat *w = arrows_of(d, g, g->c.turn);
	int p = g->c.turn;
	char h[8];

	if (from == CROSS_HOME) {
		if (!cross_explain_start(&d->x, s, b, p, to, 3, why, cap))
			snprintf(why, cap, "a marble is taken out only with a 1 "
			         "or a 6 (WH-3)");
		return 1;
	}
	if (from != wahoo_hub_code(d))
		return 0;
	cross_hole_text(&d->x, w->arrow, h);
	if (to != w->arrow)
		snprintf(why, cap, "a marble leaves the hub only onto its own "
		         "arrow, %s (WH-8)", h);
	else if (b->occ[w->arrow] == p + 1)
		snprintf(why, cap, "an own marble stands on %s (WH-5)", h);
	else
		snprintf(why, cap, "a marble leaves the hub only with a 1 "
		         "(WH-8)");
	return 1;
}

/* Why a movement word names no legal movement of the die. */
void
wahoo_explain_move(const struct wahoo_def *d, const struct wahoo *g,
                   int from, int to, char *why, size_t cap)
{
	const struct cross_seat *s = seat_def(d, g, g->c.turn);
	const struct wahoo_seat *w = arrows_of(d, g, g->c.turn);
	struct cross_board b;
	char f[8], h[8];
	int p = g->c.turn, n = g->die, i, rc, end = -1, block = 0;

	board_of(g, &b);
	cross_hole_text(&d->x, from, f);
	for (i = 0; i < CROSS_MARBLES && g->c.pos[p][i] != from; i++)
		;
	if (i == CROSS_MARBLES) {
		cross_explain_absent(&g->c, p, from, f, why, cap);
		return;
	}
	if (explain_leaving(d, g, &b, from, to, why, cap))
		return;
	if (to == wahoo_hub_code(d)) {
		snprintf(why, cap, "a marble goes to the hub only when the "
		         "turn ends, from one space past an arrow (WH-8)");
		return;
	}
	rc = walk(s, w, &b, p, s->rel[from], n, 0, &end, &block);
	if (from < d->x.road && wahoo_arrow_at(d, from) >= 0 &&
	    from != w->arrow) {
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
		cross_hole_text(&d->x, block, h);
		snprintf(why, cap, "with %d an own marble on %s is in the way "
		         "(WH-5)", n, h);
		return;
	}
	if (rc == GO_PAST_T4) {
		snprintf(why, cap, "with %d the marble would go past t4: the "
		         "Tee Pee is entered by exact count (WH-6)", n);
		return;
	}
	cross_hole_text(&d->x, to, h);
	snprintf(why, cap, "%s-%s is no movement of %d", f, h, n);
}

void
wahoo_explain_decision(const struct wahoo_def *d, const struct wahoo *g,
                       int from, int to, char *why, size_t cap)
{
	char f[8];
	int i;

	cross_hole_text(&d->x, from, f);
	for (i = 0; i < CROSS_MARBLES && g->c.pos[g->c.turn][i] != from; i++)
		;
	if (to != wahoo_hub_code(d))
		snprintf(why, cap, "the turn has ended: the decision is a "
		         "marble to the hub, or decline (WH-8)");
	else if (i == CROSS_MARBLES)
		cross_explain_absent(&g->c, g->c.turn, from, f, why, cap);
	else
		snprintf(why, cap, "only a marble one space past an arrow goes "
		         "to the hub (WH-8)");
}

/* The shortcut set and the decision against the phase and the marbles
 * (WH-7, WH-8). */
static int
check_turn(const struct wahoo_def *d, const struct wahoo *g,
           struct bg_err *err)
{
	uint8_t from[CROSS_MARBLES];
	uint16_t stood;

	stood = g->c.phase == CROSS_ROLL_TURN || g->c.phase == CROSS_ROLL_AGAIN ||
	        g->c.phase == CROSS_MOVE ? wahoo_shortcut_set(d, g, g->c.turn) : 0;
	if (g->c.phase == CROSS_ROLL_TURN && g->shortcut != stood)
		return bg_fail(err, BG_EX_DATAERR, "as the turn begins, "
		               "shortcut= lists exactly the arrows other than "
		               "its own where seat %d's marbles stand (WH-7)",
		               wahoo_seat_of(g, g->c.turn) + 1);
	if (g->shortcut & ~stood)
		return bg_fail(err, BG_EX_DATAERR, g->c.phase == CROSS_ROLL_AGAIN ||
		               g->c.phase == CROSS_MOVE ? "shortcut= lists an arrow "
		               "without a marble of seat %d, or its own arrow "
		               "(WH-7)" : "shortcut= is - outside a turn "
		               "(WH-7)", wahoo_seat_of(g, g->c.turn) + 1);
	if (g->c.phase == CROSS_DECIDE && hub_offers(d, g, from) == 0)
		return bg_fail(err, BG_EX_DATAERR, "phase=decide but seat %d "
		               "has no marble one space past an arrow that may "
		               "go to the hub (WH-8)",
		               wahoo_seat_of(g, g->c.turn) + 1);
	return 0;
}

int
wahoo_check(const struct bg_state *st, struct bg_err *err)
{
	if (cross_check(st, err) < 0)
		return -1;
	return check_turn(DEF(st), CS(st), err);
}
