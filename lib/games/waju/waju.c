/* Waju (bg-waju(7) WJ-1..WJ-11, G-1..G-4, formats/waju.md): a race of
 * marbles round a cross with two dice, re-rolls of 1s and 6s, a shortcut
 * through the centre and bouncing in the goal.  A move is one whole way
 * of spending the dice now rolled, so the duty to spend both dice and
 * bouncing as the last choice are properties of the list of moves. */
#include <stdlib.h>
#include <string.h>

#include "games/waju/waju.h"

static const char *const phase_names[] = { "roll", "move", "over", NULL };
static const char *const roll_names[] = { "off", "turn", "again", NULL };

/* WJ-1: two players sit in seats 1 and 3, three or four from seat 1. */
static int
seat_of(const struct waju *g, int p)
{
	return cross_seat_of(g->players, p);
}

static int
void_code(const struct waju_def *d)
{
	return d->x.road;
}

static void
board_of(const struct waju *g, struct cross_board *b)
{
	cross_board_of(g->pos, g->players, g->marbles, b);
}

static void
move_marble(const struct waju_def *d, const struct waju *g,
            struct cross_board *b, int p, int from, int to)
{
	cross_move_marble(&d->x, g->players, g->marbles, b, p, from, to);
}

/* WJ-11: all of the player's marbles are in the goal. */
static int
won(const struct waju_def *d, const struct waju *g, const uint8_t *pos, int p)
{
	const struct cross_seat *s = &d->x.seat[seat_of(g, p)];
	int i;

	for (i = 0; i < g->marbles; i++)
		if (pos[i] == CROSS_HOME || pos[i] == void_code(d) ||
		    s->rel[pos[i]] < s->road_len)
			return 0;
	return 1;
}

/* Why a walk along the way cannot be made. */
enum { GO_OK, GO_BLOCKED, GO_PAST_G1, GO_NO_CHANGE };

/* Walks n steps from index r of the seat's way: into the goal, and back
 * from g4 for the steps left over (WJ-9).  Own marbles block on the way
 * in and back (WJ-7); the marble's own hole does not, having been left. */
static int
walk(const struct cross_seat *s, const struct cross_board *b, int p, int r,
     int n,
     int *to, int *bounce, int *block)
{
	int last = s->len - 1, end = r + n, i, code, from = s->route[r];

	*bounce = end > last;
	if (*bounce) {
		end = 2 * last - end;
		if (end < s->road_len)
			return GO_PAST_G1;
	}
	for (i = r + 1; i <= r + n; i++) {
		code = s->route[i <= last ? i : 2 * last - i];
		if (code != from && b->occ[code] == p + 1) {
			*block = code;
			return GO_BLOCKED;
		}
	}
	*to = s->route[end];
	return end == r ? GO_NO_CHANGE : GO_OK; /* G-3 */
}

/* WJ-8: the way from the start to the void, over s+1..s+4. */
static int
void_way_clear(const struct cross_seat *s, int corner_rel,
               const struct cross_board *b, int p, int *block)
{
	int i;

	for (i = 1; i <= corner_rel; i++)
		if (b->occ[s->route[i]] == p + 1) {
			*block = s->route[i];
			return 0;
		}
	return 1;
}

struct target {
	uint8_t to, bounce;
};

/* Where a movement of n takes player p's marble on hole from: the road
 * (or goal), and the void as an option (WJ-8).  single: n is one die, so
 * a marble may be taken out (WJ-4). */
static int
targets(const struct waju_def *d, const struct waju *g,
        const struct cross_board *b, int p, int from, int n, int single,
        struct target *t)
{
	const struct cross_seat *s = &d->x.seat[seat_of(g, p)];
	const struct waju_seat *c = &d->seat[seat_of(g, p)];
	int own = p + 1, vd = void_code(d), k = 0, to, bounce, block, r;

	if (from == CROSS_HOME) {
		if (single && (n == 1 || n == CROSS_FACES) &&
		    b->occ[s->start] != own) {
			t[k].to = (uint8_t)s->start;
			t[k++].bounce = 0;
		}
		return k;
	}
	if (from == vd) {
		if (n == 1 && b->occ[c->right] != own) {
			t[k].to = (uint8_t)c->right;
			t[k++].bounce = 0;
		}
		return k;
	}
	r = s->rel[from];
	if (walk(s, b, p, r, n, &to, &bounce, &block) == GO_OK) {
		t[k].to = (uint8_t)to;
		t[k++].bounce = (uint8_t)bounce;
	}
	if (b->occ[vd] != own &&
	    ((r == 0 && n == c->corner_rel + 1 &&
	      void_way_clear(s, c->corner_rel, b, p, &block)) ||
	     (r == c->corner_rel && n == 1))) {
		t[k].to = (uint8_t)vd;
		t[k++].bounce = 0;
	}
	return k;
}

/* The holes a player's marbles can move from: each marble on the board,
 * and home once (its marbles are alike). */
static int
movers(const struct waju *g, const struct cross_board *b, int p, uint8_t *from)
{
	int i, n = 0;

	for (i = 0; i < g->marbles; i++)
		if (b->pos[p][i] != CROSS_HOME || n == 0 || from[n - 1] != CROSS_HOME)
			from[n++] = b->pos[p][i];
	return n;
}

/* A way of spending the dice now rolled: one or two movements. */
struct way {
	uint8_t n;      /* movements written */
	uint8_t full;   /* spends the whole roll (WJ-6) */
	uint8_t bounce; /* a marble bounces (WJ-10) */
	uint8_t barred; /* the same marble twice, and WJ-5c forbids it */
	uint8_t from[2], to[2];
	/* The listing order: the ranks of from and to of each movement,
	 * a byte each, the first movement's in the high bytes. */
	uint32_t key;
	uint8_t pos[CROSS_SEATS][CROSS_MARBLES];
};

struct ways {
	const struct waju_def *d;
	const struct waju *g;
	int n;
	struct way w[WJ_MAXWAYS];
};

static void
add_way(struct ways *ws, const struct cross_board *b, int n, const int *from,
        const int *to, int full, int bounce, int barred)
{
	const struct cross_seat *s = &ws->d->x.seat[seat_of(ws->g, ws->g->turn)];
	struct way *w = &ws->w[ws->n++];
	int i;

	memset(w, 0, sizeof *w);
	w->n = (uint8_t)n;
	w->full = (uint8_t)full;
	w->bounce = (uint8_t)bounce;
	w->barred = (uint8_t)barred;
	for (i = 0; i < n; i++) {
		w->from[i] = (uint8_t)from[i];
		w->to[i] = (uint8_t)to[i];
		w->key |= (uint32_t)cross_way_rank(&ws->d->x, s, from[i])
		          << (24 - 16 * i);
		w->key |= (uint32_t)cross_way_rank(&ws->d->x, s, to[i])
		          << (16 - 16 * i);
	}
	memcpy(w->pos, b->pos, sizeof w->pos);
}

/* Every movement of one die, each a way of its own. */
static void
single_ways(struct ways *ws, const struct cross_board *b, int die, int full)
{
	const struct waju *g = ws->g;
	struct target t[2];
	struct cross_board after;
	uint8_t from[CROSS_MARBLES];
	int nm = movers(g, b, g->turn, from), m, k, nt;

	for (m = 0; m < nm; m++) {
		nt = targets(ws->d, g, b, g->turn, from[m], die, 1, t);
		for (k = 0; k < nt; k++) {
			int f = from[m], to = t[k].to;

			after = *b;
			move_marble(ws->d, g, &after, g->turn, f, to);
			add_way(ws, &after, 1, &f, &to, full, t[k].bounce, 0);
		}
	}
}

/* The ways whose second movement spends d2 with the marble on hole
 * from, after the first movement f[0]-to[0]; how many there are. */
static int
second_ways(struct ways *ws, const struct cross_board *one, int *f, int *to,
            int bounce, int from, int d2, int barred)
{
	struct target t[2];
	struct cross_board two;
	int p = ws->g->turn, nt, j;

	nt = targets(ws->d, ws->g, one, p, from, d2, 1, t);
	for (j = 0; j < nt; j++) {
		f[1] = from;
		to[1] = t[j].to;
		two = *one;
		move_marble(ws->d, ws->g, &two, p, f[1], to[1]);
		add_way(ws, &two, 2, f, to, 1, bounce | t[j].bounce, barred);
	}
	return nt;
}

/* WJ-5: the ways of two dice, d1 spent first, by two movements. */
static void
split_ways(struct ways *ws, const struct cross_board *b, int d1, int d2)
{
	const struct waju_def *d = ws->d;
	const struct waju *g = ws->g;
	struct target t1[2];
	struct cross_board one;
	uint8_t from[CROSS_MARBLES], from2[CROSS_MARBLES];
	int p = g->turn, nm = movers(g, b, p, from), m, k, m2, nm2;
	int f[2], to[2], other;

	for (m = 0; m < nm; m++) {
		int nt1 = targets(d, g, b, p, from[m], d1, 1, t1);

		for (k = 0; k < nt1; k++) {
			f[0] = from[m];
			to[0] = t1[k].to;
			one = *b;
			move_marble(d, g, &one, p, f[0], to[0]);
			if (won(d, g, one.pos[p], p)) { /* WJ-6: it ends the roll */
				add_way(ws, &one, 1, f, to, 1, t1[k].bounce, 0);
				continue;
			}
			nm2 = movers(g, &one, p, from2);
			other = 0;
			for (m2 = 0; m2 < nm2; m2++)
				if (from2[m2] != to[0])
					other |= second_ways(ws, &one, f, to,
					                     t1[k].bounce, from2[m2],
					                     d2, 0) > 0;
			/* WJ-5c, judged after the first movement: another
			 * marble that could spend d2 bars the same one. */
			second_ways(ws, &one, f, to, t1[k].bounce, to[0], d2, other);
		}
	}
}

/* Every way of spending the dice, before WJ-5c, WJ-6 and WJ-10 choose. */
static void
raw_ways(struct ways *ws)
{
	const struct waju *g = ws->g;
	struct target t[2];
	struct cross_board b, after;
	uint8_t from[CROSS_MARBLES];
	int a = g->dice[0], c = g->dice[1], nm, m, k, nt;

	ws->n = 0;
	board_of(g, &b);
	if (g->ndice == 1) {
		single_ways(ws, &b, a, 1);
		return;
	}
	/* WJ-5a: one marble on the board moves the sum; a marble at home
	 * or in the void cannot. */
	nm = movers(g, &b, g->turn, from);
	for (m = 0; m < nm; m++) {
		if (from[m] == CROSS_HOME || from[m] == void_code(ws->d))
			continue;
		nt = targets(ws->d, g, &b, g->turn, from[m], a + c, 0, t);
		for (k = 0; k < nt; k++) {
			int f = from[m], to = t[k].to;

			after = b;
			move_marble(ws->d, g, &after, g->turn, f, to);
			add_way(ws, &after, 1, &f, &to, 1, t[k].bounce, 0);
		}
	}
	split_ways(ws, &b, a, c);
	if (a != c)
		split_ways(ws, &b, c, a);
	single_ways(ws, &b, a, 0);
	if (a != c)
		single_ways(ws, &b, c, 0);
}

static int
prefer(const struct way *x, const struct way *y)
{
	if (x->n != y->n)
		return x->n - y->n;
	return (x->key > y->key) - (x->key < y->key);
}

static int
list_order(const struct way *x, const struct way *y)
{
	return (x->key > y->key) - (x->key < y->key);
}

static void
sort_ways(struct way *w, int n, int (*cmp)(const struct way *,
                                            const struct way *))
{
	struct way t;
	int i, j;

	for (i = 1; i < n; i++) {
		if (cmp(&w[i - 1], &w[i]) <= 0)
			continue;
		t = w[i];
		for (j = i; j > 0 && cmp(&w[j - 1], &t) > 0; j--)
			w[j] = w[j - 1];
		w[j] = t;
	}
}

/* Is a way kept by WJ-5c and WJ-6 (before WJ-10)? */
static int
spends_enough(const struct way *w, int full_exists)
{
	return full_exists ? w->full && !w->barred : !w->full;
}

/* The legal ways in listing order, one per position reached: WJ-5c
 * bars the same marble twice, WJ-6 keeps the ways that spend the whole
 * roll when there are any, WJ-10 drops bounces when a way without one
 * spends as much; of ways that end alike the fewest movements, then the
 * first in listing order, spell the move. */
static int
legal_ways(struct ways *ws)
{
	struct way *w = ws->w;
	int full = 0, calm = 0, n = 0, i, j;

	raw_ways(ws);
	for (i = 0; i < ws->n; i++)
		full |= w[i].full && !w[i].barred;
	for (i = 0; i < ws->n; i++)
		calm |= spends_enough(&w[i], full) && !w[i].bounce;
	for (i = 0; i < ws->n; i++)
		if (spends_enough(&w[i], full) && !(calm && w[i].bounce))
			w[n++] = w[i];
	sort_ways(w, n, prefer);
	for (i = 0, j = 0; i < n; i++) {
		int k;

		for (k = 0; k < j && memcmp(w[k].pos, w[i].pos,
		                            sizeof w[i].pos) != 0; k++)
			;
		if (k == j)
			w[j++] = w[i];
	}
	sort_ways(w, j, list_order);
	return j;
}

static int
waju_moves(const struct bg_state *st, struct bg_move *out)
{
	struct ways ws; /* not zeroed: add_way fills each way it adds */
	int n, i, k;

	ws.d = DEF(st);
	ws.g = CS(st);
	if (ws.g->phase != PH_MOVE)
		return 0;
	n = legal_ways(&ws);
	for (i = 0; i < n; i++) {
		memset(&out[i], 0, sizeof out[i]);
		out[i].kind = BG_ACT_MOVE;
		out[i].len = (uint8_t)(2 * ws.w[i].n);
		for (k = 0; k < ws.w[i].n; k++) {
			out[i].v[2 * k] = ws.w[i].from[k];
			out[i].v[2 * k + 1] = ws.w[i].to[k];
		}
	}
	if (n == 0) { /* WJ-6: the roll passes, and the pass is recorded */
		memset(&out[0], 0, sizeof out[0]);
		out[0].kind = BG_ACT_MOVE;
		n = 1;
	}
	return n;
}

/* Applying actions. */

static int
reroll_count(const struct waju *g)
{
	int i, n = 0;

	for (i = 0; i < g->ndice; i++)
		n += g->dice[i] == 1 || g->dice[i] == CROSS_FACES;
	return n;
}

static void
roll_off(struct waju *g, const struct bg_move *mv)
{
	int p = cross_roll_off(&g->contenders, mv->v);

	if (p < 0)
		return; /* WJ-2, G-2: the tied highest roll again */
	g->turn = (uint8_t)p;
	g->phase = PH_ROLL_TURN;
}

static void
waju_apply(struct bg_state *st, const struct bg_move *mv)
{
	struct waju *g = S(st);
	const struct waju_def *d = DEF(st);
	struct cross_board b;
	int k, again;

	if (mv->kind == BG_ACT_CHANCE) {
		if (g->rolls < UINT32_MAX)
			g->rolls++;
		if (g->phase == PH_ROLL_OFF) {
			roll_off(g, mv);
			return;
		}
		g->ndice = mv->len;
		g->dice[0] = mv->v[0];
		g->dice[1] = mv->len == 2 ? mv->v[1] : 0;
		g->phase = PH_MOVE;
		return;
	}
	board_of(g, &b);
	for (k = 0; k + 1 < mv->len; k += 2) {
		move_marble(d, g, &b, g->turn, mv->v[k], mv->v[k + 1]);
		if (won(d, g, b.pos[g->turn], g->turn)) {
			memcpy(g->pos, b.pos, sizeof g->pos);
			g->winner = g->turn;
			g->phase = PH_OVER; /* G-1: no re-roll follows */
			g->ndice = 0;
			memset(g->dice, 0, sizeof g->dice);
			return;
		}
	}
	memcpy(g->pos, b.pos, sizeof g->pos);
	again = reroll_count(g); /* WJ-3: also after a pass */
	memset(g->dice, 0, sizeof g->dice);
	if (again) {
		g->ndice = (uint8_t)again;
		g->phase = PH_ROLL_AGAIN;
	} else {
		g->ndice = 0;
		g->turn = (uint8_t)((g->turn + 1) % g->players);
		g->phase = PH_ROLL_TURN;
	}
}

static int
waju_chance(const struct bg_state *st, struct bg_chance *ev)
{
	const struct waju *g = CS(st);
	int p;

	ev->faces = CROSS_FACES;
	switch (g->phase) {
	case PH_ROLL_OFF:
		ev->dice = 0;
		for (p = 0; p < g->players; p++)
			ev->dice += (g->contenders >> p) & 1;
		return 1;
	case PH_ROLL_TURN:
		ev->dice = 2;
		return 1;
	case PH_ROLL_AGAIN:
		ev->dice = g->ndice;
		return 1;
	default:
		return 0;
	}
}

static enum bg_phase
waju_phase(const struct bg_state *st)
{
	switch (CS(st)->phase) {
	case PH_MOVE:
		return BG_PHASE_MOVE;
	case PH_OVER:
		return BG_PHASE_OVER;
	default:
		return BG_PHASE_ROLL;
	}
}

static const char *const seat_names[] = { "seat 1", "seat 2", "seat 3",
                                          "seat 4" };

static const char *
waju_actor(const struct bg_state *st)
{
	const struct waju *g = CS(st);

	if (g->phase == PH_ROLL_OFF || g->phase == PH_OVER)
		return "the players";
	return seat_names[seat_of(g, g->turn)];
}

static int
waju_seat(const struct bg_state *st)
{
	const struct waju *g = CS(st);

	return g->phase == PH_MOVE ? g->turn : -1;
}

/* Holes as words: h (home), 0..47 (the road), v (the void), g1..g4. */
static char *
put_hole(char *p, const struct waju_def *d, int code)
{
	if (code == CROSS_HOME) {
		*p++ = 'h';
	} else if (code < d->x.road) {
		p = bg_put_uint(p, (unsigned long)code);
	} else if (code == void_code(d)) {
		*p++ = 'v';
	} else {
		*p++ = 'g';
		p = bg_put_uint(p, (unsigned long)((code - d->x.road - 1) %
		                                   CROSS_FINAL + 1));
	}
	return p;
}

/* A move word: its movements FROM-TO joined by ',', or pass. */
static size_t
spell(const struct waju_def *d, const uint8_t *from, const uint8_t *to,
      int n, char *buf)
{
	char *p = buf;
	int k;

	if (n == 0)
		p = bg_put_str(p, "pass");
	for (k = 0; k < n; k++) {
		if (k)
			*p++ = ',';
		p = put_hole(p, d, from[k]);
		*p++ = '-';
		p = put_hole(p, d, to[k]);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

static size_t
waju_format_move(const struct bg_state *st, const struct bg_move *mv,
                 char *buf)
{
	uint8_t from[2] = { mv->v[0], mv->v[2] }, to[2] = { mv->v[1], mv->v[3] };

	return spell(DEF(st), from, to, mv->len / 2, buf);
}

/* Reading holes: a seat's own goal, or any other hole. */
static int
scan_hole(struct bg_scan *s, const struct waju_def *d, int seat, int *code)
{
	unsigned long v;

	if (s->p < s->end && (*s->p == 'h' || *s->p == 'v')) {
		*code = *s->p == 'h' ? CROSS_HOME : void_code(d);
		s->p++;
		return 0;
	}
	if (s->p < s->end && *s->p == 'g') {
		s->p++;
		if (bg_scan_uint(s, "a goal hole 1 to 4", CROSS_FINAL, &v) < 0)
			return -1;
		if (v < 1)
			return bg_scan_fail(s, "goal holes are g1 to g%d",
			                    CROSS_FINAL);
		*code = cross_final_code(&d->x, seat, (int)v - 1);
		return 0;
	}
	if (bg_scan_uint(s, "a hole: h, a road hole, v or g1 to g4",
	                 (unsigned long)d->x.road - 1, &v) < 0)
		return -1;
	*code = (int)v;
	return 0;
}

/* Why a move word is refused. */

static const char bad_word[] =
	"a move is FROM-TO, or two joined by ',' (holes: h, 0 to 47, v, "
	"g1 to g4), or pass";

/* Reads a move word into its movements; -1 when it is not one, -2 when
 * it sends a marble to h. */
static int
read_word(const struct waju_def *d, int seat, const char *word, size_t len,
          int *from, int *to)
{
	struct bg_err ignore;
	struct bg_scan s;
	int n = 0;

	bg_scan_init(&s, word, len, &ignore);
	for (;;) {
		if (n == 2 || scan_hole(&s, d, seat, &from[n]) < 0 ||
		    bg_scan_char(&s, '-', "") < 0 ||
		    scan_hole(&s, d, seat, &to[n]) < 0)
			return -1;
		if (to[n] == CROSS_HOME)
			return -2;
		n++;
		if (s.p == s.end)
			return n;
		if (*s.p++ != ',')
			return -1;
	}
}

static void
hole_text(const struct waju_def *d, int code, char *buf)
{
	*put_hole(buf, d, code) = '\0';
}

/* Why one movement of the word cannot be made with any of dice[0..nd),
 * of which dice[sum_at] is the sum of two; 0 when it can. */
static int
movement_why(const struct waju_def *d, const struct waju *g,
             const struct cross_board *b, int from, int to, const int *dice,
             int nd, int sum_at, char *why, size_t cap)
{
	const struct cross_seat *s = &d->x.seat[seat_of(g, g->turn)];
	const struct waju_seat *c = &d->seat[seat_of(g, g->turn)];
	struct target t[2];
	char f[8], h[8], dv[24];
	int p = g->turn, i, k, nt, end, bounce, block = 0, rc;

	hole_text(d, from, f);
	for (i = 0, k = 0; i < nd; i++)
		k += snprintf(dv + k, sizeof dv - (size_t)k, "%s%d",
		              i == 0 ? "" : i + 1 == nd ? " or " : ", ", dice[i]);
	for (i = 0; i < g->marbles && b->pos[p][i] != from; i++)
		;
	if (i == g->marbles || (from != CROSS_HOME && from != void_code(d) &&
	                        s->rel[from] < 0)) {
		snprintf(why, cap, from == CROSS_HOME ? "no marble of %s is at home"
		         : "no marble of %s is on %s", seat_names[seat_of(g, p)], f);
		return -1;
	}
	for (i = 0; i < nd; i++) {
		nt = targets(d, g, b, p, from, dice[i], i != sum_at, t);
		for (k = 0; k < nt; k++)
			if (t[k].to == to)
				return 0;
	}
	hole_text(d, s->start, h);
	if (from == CROSS_HOME) {
		if (to != s->start)
			snprintf(why, cap, "a marble taken out goes onto its "
			         "start, %s (WJ-4)", h);
		else if (b->occ[s->start] == p + 1)
			snprintf(why, cap, "an own marble stands on the start, "
			         "%s (WJ-4)", h);
		else
			snprintf(why, cap, "a marble is taken out with one die "
			         "that shows 1 or 6, never a sum (WJ-4)");
		return -1;
	}
	if (from == void_code(d)) {
		hole_text(d, c->right, h);
		if (to != c->right)
			snprintf(why, cap, "a marble leaves the void only onto "
			         "%s, the corner to the right (WJ-8)", h);
		else if (b->occ[c->right] == p + 1)
			snprintf(why, cap, "an own marble stands on %s (WJ-7)", h);
		else
			snprintf(why, cap, "a marble leaves the void only with "
			         "a 1 (WJ-8)");
		return -1;
	}
	if (to == void_code(d)) {
		if (s->rel[from] != 0 && s->rel[from] != c->corner_rel)
			snprintf(why, cap, "the void is entered only from the "
			         "marble's own start or corner (WJ-8)");
		else if (b->occ[to] == p + 1)
			snprintf(why, cap, "an own marble is in the void (WJ-7)");
		else if (s->rel[from] == 0 &&
		         !void_way_clear(s, c->corner_rel, b, p, &block))
			snprintf(why, cap, "an own marble on %d blocks the way "
			         "to the void (WJ-8)", block);
		else
			snprintf(why, cap, "the void is reached with exactly %d "
			         "from the start, 1 from the corner (WJ-8)",
			         c->corner_rel + 1);
		return -1;
	}
	for (i = 0; i < nd; i++) {
		rc = walk(s, b, p, s->rel[from], dice[i], &end, &bounce, &block);
		hole_text(d, block, h);
		if (rc == GO_BLOCKED) {
			snprintf(why, cap, "with %d an own marble on %s is in the "
			         "way (WJ-7)", dice[i], h);
			return -1;
		}
		if (rc == GO_PAST_G1) {
			snprintf(why, cap, "with %d the marble would bounce back "
			         "past g1 (WJ-9)", dice[i]);
			return -1;
		}
		if (rc == GO_NO_CHANGE) {
			snprintf(why, cap, "with %d the marble bounces back onto "
			         "its own hole, which is no movement (G-3)",
			         dice[i]);
			return -1;
		}
	}
	hole_text(d, to, h);
	snprintf(why, cap, "%s-%s is no movement of %s", f, h, dv);
	return -1;
}

/* The reason a word that names no legal move is refused. */
static void
explain(const struct waju_def *d, const struct waju *g, struct ways *legal,
        const char *word, size_t len, char *why, size_t cap)
{
	struct ways raw = { .d = d, .g = g };
	struct cross_board b, one;
	int from[2], to[2], dice[3], n, i, k, o, full = 0, calm = 0;

	n = read_word(d, seat_of(g, g->turn), word, len, from, to);
	if (n < 0) {
		snprintf(why, cap, "%s", n == -2 ? CROSS_NOT_HOME : bad_word);
		return;
	}
	if (n == 2 && g->ndice == 1) {
		snprintf(why, cap, "one die to spend: a move is one movement");
		return;
	}
	board_of(g, &b);
	dice[0] = g->dice[0];
	dice[1] = g->dice[1];
	dice[2] = dice[0] + dice[1];
	if (n == 1) {
		/* One die, either die, or their sum (WJ-5a). */
		if (movement_why(d, g, &b, from[0], to[0], dice,
		                 g->ndice == 1 ? 1 : 3, 2, why, cap) < 0)
			return;
	} else {
		if (movement_why(d, g, &b, from[0], to[0], dice,
		                 dice[0] == dice[1] ? 1 : 2, -1, why, cap) < 0)
			return;
		/* The first movement spends a die, the second the other; the
		 * reason told is the second's, after a first that can be. */
		char second[300] = "";

		for (o = 0; o < 2; o++) {
			if (movement_why(d, g, &b, from[0], to[0], &dice[o], 1, -1,
			                 why, cap) < 0)
				continue;
			one = b;
			move_marble(d, g, &one, g->turn, from[0], to[0]);
			if (won(d, g, one.pos[g->turn], g->turn)) {
				snprintf(why, cap, "the first movement wins, and "
				         "nothing follows the win (WJ-6, G-1)");
				return;
			}
			if (movement_why(d, g, &one, from[1], to[1], &dice[1 - o],
			                 1, -1, why, cap) == 0)
				break;
			if (!*second)
				snprintf(second, sizeof second, "%s", why);
		}
		if (o == 2) {
			snprintf(why, cap, "%s", second);
			return;
		}
	}
	raw_ways(&raw);
	for (i = 0; i < raw.n; i++)
		full |= raw.w[i].full && !raw.w[i].barred;
	for (i = 0; i < raw.n; i++)
		calm |= spends_enough(&raw.w[i], full) && !raw.w[i].bounce;
	for (i = 0; i < raw.n; i++) {
		const struct way *w = &raw.w[i];

		if (w->n != n || w->from[0] != from[0] || w->to[0] != to[0] ||
		    (n == 2 && (w->from[1] != from[1] || w->to[1] != to[1])))
			continue;
		if (w->barred) {
			snprintf(why, cap, "the same marble spends both dice only "
			         "when no other marble can spend the second "
			         "(WJ-5)");
			return;
		}
		if (!spends_enough(w, full)) {
			snprintf(why, cap, "both dice can be spent, and must be "
			         "(WJ-6)");
			return;
		}
		if (calm && w->bounce) {
			snprintf(why, cap, "a marble bounces, and a way without "
			         "bouncing spends as much: bouncing is the last "
			         "choice (WJ-10)");
			return;
		}
		for (k = 0; k < legal->n && memcmp(legal->w[k].pos, w->pos,
		                                   sizeof w->pos) != 0; k++)
			;
		if (k < legal->n) {
			char canon[BG_WORD_MAX];

			spell(d, legal->w[k].from, legal->w[k].to, legal->w[k].n,
			      canon);
			snprintf(why, cap, "the same move is written %s", canon);
			return;
		}
	}
	snprintf(why, cap, "the two movements do not spend the two dice");
}

static int
parse_roll(const struct bg_state *st, const char *word, size_t len,
           struct bg_move *mv, struct bg_err *err)
{
	const struct waju *g = CS(st);
	int values[BG_MAX_DICE], n;
	struct bg_chance ev;

	if (!waju_chance(st, &ev))
		return bg_illegal(err, st, word, len, "no roll is due: %s "
		                  "chooses a move", waju_actor(st));
	n = bg_chance_action(st, word, len, values, BG_MAX_DICE, err);
	if (n < 0)
		return -1;
	if (n != ev.dice)
		return bg_illegal(err, st, word, len, g->phase == PH_ROLL_OFF
		                  ? "the roll-off is one die for each of the "
		                    "%d players rolling (WJ-2)"
		                  : g->phase == PH_ROLL_TURN
		                  ? "a turn starts with a roll of %d dice (WJ-3)"
		                  : "%d dice are rolled again (WJ-3)", ev.dice);
	return cross_roll_move(st, word, len, values, n, mv, err);
}

static int
waju_parse_action(const struct bg_state *st, const char *word, size_t len,
                  struct bg_move *mv, struct bg_err *err)
{
	const struct waju *g = CS(st);
	struct bg_move moves[BG_MAX_MOVES];
	char text[BG_WORD_MAX + 2], why[300];
	struct ways ws = { .d = DEF(st), .g = g };
	int n, i;

	memset(mv, 0, sizeof *mv);
	if (g->phase == PH_OVER)
		return bg_illegal(err, st, word, len, "the game is over");
	if (len >= 5 && memcmp(word, "roll:", 5) == 0 && g->rolls == BG_COUNT_MAX)
		return bg_count_full(err, st, word, len, "rolls");
	if (len >= 5 && memcmp(word, "roll:", 5) == 0)
		return parse_roll(st, word, len, mv, err);
	if (g->phase != PH_MOVE)
		return bg_illegal(err, st, word, len, "%s",
		                  g->phase == PH_ROLL_OFF
		                  ? "the roll-off is due (WJ-2)"
		                  : "a roll is due (WJ-3)");
	n = waju_moves(st, moves);
	for (i = 0; i < n; i++)
		if (waju_format_move(st, &moves[i], text) == len &&
		    memcmp(text, word, len) == 0) {
			*mv = moves[i];
			return 0;
		}
	if (len == 4 && memcmp(word, "pass", 4) == 0)
		return bg_illegal(err, st, word, len, "the dice can be spent, "
		                  "and must be (WJ-6)");
	if (moves[0].len == 0)
		return bg_illegal(err, st, word, len, "no way of spending the "
		                  "dice exists: the roll passes (WJ-6)");
	ws.n = legal_ways(&ws);
	explain(DEF(st), g, &ws, word, len, why, sizeof why);
	return bg_illegal(err, st, word, len, "%s", why);
}

/* The state line. */

static char *
put_seats(char *p, const struct waju *g, unsigned mask)
{
	return cross_put_seats(p, g->players, mask);
}

static size_t
waju_format(const struct bg_state *st, char *buf)
{
	const struct waju *g = CS(st);
	const struct waju_def *d = DEF(st);
	char *p = buf;
	int pl, i;

	p = bg_put_str(p, "waju players=");
	p = bg_put_uint(p, g->players);
	p = bg_put_str(p, " marbles=");
	p = bg_put_uint(p, g->marbles);
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
		p = bg_put_uint(p, (unsigned long)seat_of(g, g->turn) + 1);
		break;
	case PH_ROLL_AGAIN:
		p = bg_put_str(p, "roll roll=again turn=");
		p = bg_put_uint(p, (unsigned long)seat_of(g, g->turn) + 1);
		p = bg_put_str(p, " again=");
		p = bg_put_uint(p, g->ndice);
		break;
	case PH_MOVE:
		p = bg_put_str(p, "move turn=");
		p = bg_put_uint(p, (unsigned long)seat_of(g, g->turn) + 1);
		break;
	default:
		p = bg_put_str(p, "over");
	}
	p = bg_put_str(p, " dice=");
	if (g->phase != PH_MOVE)
		*p++ = '-';
	for (i = 0; g->phase == PH_MOVE && i < g->ndice; i++) {
		if (i)
			*p++ = ',';
		p = bg_put_uint(p, g->dice[i]);
	}
	p = bg_put_str(p, " pos=");
	for (pl = 0; pl < g->players; pl++) {
		if (pl)
			*p++ = '/';
		for (i = 0; i < g->marbles; i++) {
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
scan_seat(struct bg_scan *s, const struct waju *g, int *player)
{
	return cross_scan_seat(s, g->players, "WJ", player);
}

static int
scan_pos(struct bg_scan *s, const struct waju_def *d, struct waju *g,
         uint8_t *occ)
{
	int pl, i, code;

	for (pl = 0; pl < g->players; pl++) {
		int seat = seat_of(g, pl);
		const struct cross_seat *ws = &d->x.seat[seat];

		if (pl && bg_scan_char(s, '/', "'/' before the next seat's "
		                       "marbles") < 0)
			return -1;
		for (i = 0; i < g->marbles; i++) {
			const char *at = s->p;

			if (i && bg_scan_char(s, ',', "',' before the next "
			                      "marble") < 0)
				return -1;
			at = s->p;
			if (scan_hole(s, d, seat, &code) < 0)
				return -1;
			if (code < d->x.road && ws->rel[code] < 0) {
				s->p = at;
				return bg_scan_fail(s, "hole %d is not on seat "
				                    "%d's way, %d to %d (WJ-9)",
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
				                    "start, v, g1 to g4");
			}
			if (code != CROSS_HOME)
				occ[code] = 1;
			g->pos[pl][i] = (uint8_t)code;
		}
	}
	return 0;
}

static int
waju_parse(struct bg_state *st, const char *line, size_t len,
           struct bg_err *err)
{
	struct waju *g = S(st);
	const struct waju_def *d = DEF(st);
	uint8_t occ[CROSS_CODES] = { 0 };
	unsigned long players, marbles, rolls, v;
	int phase, roll, p = 0, i, finished = -1;
	struct bg_scan s;

	memset(g, 0, sizeof *g);
	bg_scan_init(&s, line, len, err);
	if (bg_scan_game(&s, "waju") < 0 ||
	    bg_scan_field_uint(&s, "players", "a number of players",
	                       CROSS_SEATS, &players) < 0)
		return -1;
	if (players < 2)
		return bg_scan_fail(&s, "2 to 4 players (WJ-1)");
	if (bg_scan_field_uint(&s, "marbles", "a number of marbles",
	                       CROSS_MARBLES, &marbles) < 0)
		return -1;
	if (marbles < 1)
		return bg_scan_fail(&s, "1 to 4 marbles (WJ-1)");
	g->players = (uint8_t)players;
	g->marbles = (uint8_t)marbles;
	if (bg_scan_field_uint(&s, "rolls", "a count of rolls", UINT32_MAX,
	                       &rolls) < 0 ||
	    bg_scan_field_enum(&s, "phase", "roll, move or over", phase_names,
	                       &phase) < 0)
		return -1;
	g->rolls = (uint32_t)rolls;
	if (phase == 0) {
		if (bg_scan_field_enum(&s, "roll", "off, turn or again",
		                       roll_names, &roll) < 0)
			return -1;
		g->phase = (uint8_t)(PH_ROLL_OFF + roll);
	} else {
		g->phase = phase == 1 ? PH_MOVE : PH_OVER;
	}
	if (g->phase == PH_ROLL_OFF) {
		if (cross_scan_contenders(&s, g->players, "WJ",
		                          &g->contenders) < 0)
			return -1;
	} else if (g->phase != PH_OVER) {
		if (bg_scan_key(&s, "turn") < 0 || scan_seat(&s, g, &p) < 0)
			return -1;
		g->turn = (uint8_t)p;
	}
	if (g->phase == PH_ROLL_AGAIN) {
		const char *at;

		if (bg_scan_key(&s, "again") < 0)
			return -1;
		at = s.p;
		if (bg_scan_uint(&s, "a count of dice", 99, &v) < 0)
			return -1;
		if (v < 1 || v > 2) {
			s.p = at;
			return bg_scan_fail(&s, "again=%lu: 1 or 2 dice are "
			                    "rolled again (WJ-3)", v);
		}
		g->ndice = (uint8_t)v;
	}
	if (bg_scan_key(&s, "dice") < 0)
		return -1;
	if (g->phase != PH_MOVE) {
		if (bg_scan_char(&s, '-', "'-': no dice to spend") < 0)
			return -1;
	} else {
		for (i = 0; i < 2; i++) {
			if (i && (s.p == s.end || *s.p != ','))
				break;
			if (i)
				s.p++;
			if (bg_scan_uint(&s, "a die value", CROSS_FACES, &v) < 0)
				return -1;
			if (v < 1)
				return bg_scan_fail(&s, "a die shows 1 to %d",
				                    CROSS_FACES);
			g->dice[i] = (uint8_t)v;
		}
		g->ndice = (uint8_t)i;
	}
	if (bg_scan_key(&s, "pos") < 0 || scan_pos(&s, d, g, occ) < 0)
		return -1;
	for (p = 0; p < g->players; p++)
		if (won(d, g, g->pos[p], p)) {
			if (finished >= 0)
				return bg_fail(err, BG_EX_DATAERR, "two seats have "
				               "all their marbles in the goal: the "
				               "game ends with the first (WJ-11)");
			finished = p;
		}
	if (g->phase == PH_OVER) {
		if (bg_scan_key(&s, "result") < 0 ||
		    scan_seat(&s, g, &p) < 0)
			return -1;
		if (finished < 0)
			return bg_fail(err, BG_EX_DATAERR, "phase=over but no "
			               "seat has all its marbles in the goal "
			               "(WJ-11)");
		if (p != finished)
			return bg_fail(err, BG_EX_DATAERR, "result=%d but seat "
			               "%d has all its marbles in the goal "
			               "(WJ-11)", seat_of(g, p) + 1,
			               seat_of(g, finished) + 1);
		g->winner = (uint8_t)p;
	}
	if (bg_scan_end(&s) < 0)
		return -1;
	if (g->phase != PH_OVER && finished >= 0)
		return bg_fail(err, BG_EX_DATAERR, "seat %d has all its marbles "
		               "in the goal: the game is over (WJ-11)",
		               seat_of(g, finished) + 1);
	if (g->phase == PH_ROLL_OFF)
		for (p = 0; p < g->players; p++)
			for (i = 0; i < g->marbles; i++)
				if (g->pos[p][i] != CROSS_HOME)
					return bg_fail(err, BG_EX_DATAERR, "the "
					               "roll-off comes before any "
					               "marble leaves home (WJ-2)");
	if (g->rolls == 0 && (g->phase != PH_ROLL_OFF ||
	                      g->contenders != (1u << g->players) - 1))
		return bg_fail(err, BG_EX_DATAERR, "rolls=0 is before the first "
		               "roll: the roll-off of every seat is due (WJ-2)");
	return 0;
}

/* Definitions. */

static int
read_hole(const struct bg_node *map, const char *key, const char *src,
          const struct waju_def *d, int *out, struct bg_err *err)
{
	const struct bg_node *n = bg_node_get(map, key);

	if (!n)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat needs '%s:'",
		               src, map->line, key);
	return cross_read_hole(n, src, key, d->x.road, out, err);
}

static int
is_corner(const struct waju_def *d, int hole)
{
	int i;

	for (i = 0; i < d->ncorners; i++)
		if (d->corners[i] == hole)
			return 1;
	return 0;
}

static int
load_seat(const struct bg_node *n, const char *src, void *def, int k,
          struct bg_err *err)
{
	static const char *const keys[] = { "colour", "svg", "ansi", "start",
	                                    "corner", "right", "entry", "goal",
	                                    "home", NULL };
	struct waju_def *d = def;
	struct cross_seat *s = &d->x.seat[k];
	struct waju_seat *c = &d->seat[k];

	if (n->kind != BG_NODE_MAP)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat is a mapping",
		               src, n->line);
	if (bg_node_check_keys(n, src, keys, err) < 0 ||
	    cross_load_looks(n, src, s, err) < 0)
		return -1;
	if (read_hole(n, "start", src, d, &s->start, err) < 0 ||
	    read_hole(n, "corner", src, d, &c->corner, err) < 0 ||
	    read_hole(n, "right", src, d, &c->right, err) < 0 ||
	    read_hole(n, "entry", src, d, &s->entry, err) < 0)
		return -1;
	cross_lay_way(&d->x, k, s);
	c->corner_rel = (c->corner - s->start + d->x.road) % d->x.road;
	c->right_rel = (c->right - s->start + d->x.road) % d->x.road;
	if (s->road_len < 2 || c->corner_rel < 1 ||
	    c->corner_rel >= s->road_len || c->right_rel < 1 ||
	    c->right_rel >= s->road_len || !is_corner(d, c->corner) ||
	    !is_corner(d, c->right))
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat's corner and "
		               "corner to the right are corners between its "
		               "start and its goal entry", src, n->line);
	if (cross_read_xy_list(bg_node_get(n, "goal"), src, d->x.grid,
	                       CROSS_FINAL, s->final_xy, "goal", err) < 0 ||
	    cross_read_xy_list(bg_node_get(n, "home"), src, d->x.grid,
	                       CROSS_MARBLES, s->home_xy, "home", err) < 0)
		return -1;
	return 0;
}

static int
load_rules(const struct bg_node *rules, const char *src, struct waju_def *d,
           struct bg_err *err)
{
	static const char *const keys[] = { "players", "marbles", NULL };
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
	if ((n = bg_node_get(rules, "marbles"))) {
		if (bg_node_uint(n, src, "marbles", 1, CROSS_MARBLES, &v, err) < 0)
			return -1;
		d->marbles = (int)v;
	}
	return 0;
}

static int
waju_load_def(const struct bg_node *root, const char *src, void **out,
              struct bg_err *err)
{
	static const char *const keys[] = { "game", "grid", "road", "void",
	                                    "corners", "seats", "rules", NULL };
	const struct bg_node *n;
	struct waju_def *d;
	unsigned long v;
	size_t i;

	if (bg_node_check_keys(root, src, keys, err) < 0)
		return -1;
	d = calloc(1, sizeof *d);
	if (!d)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	d->players = 2;
	d->marbles = 4;
	if (cross_load_board(root, src, "void", &d->x, err) < 0)
		goto fail;
	n = bg_node_get(root, "corners");
	if (!n || n->kind != BG_NODE_SEQ || n->count < 1 ||
	    n->count > (size_t)d->x.road) {
		bg_fail(err, BG_EX_DATAERR, "%s:%lu: corners is a list of the "
		        "road holes joined to the void", src,
		        n ? n->line : root->line);
		goto fail;
	}
	d->ncorners = (int)n->count;
	for (i = 0; i < n->count; i++) {
		if (bg_node_uint(n->items[i], src, "a corner", 0,
		                 (unsigned long)d->x.road - 1, &v, err) < 0)
			goto fail;
		d->corners[i] = (uint8_t)v;
	}
	if (cross_load_seats(root, src, &d->x, load_seat, d, err) < 0)
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
waju_free_def(void *def)
{
	free(def);
}

/* bg-new. */

static const struct bg_option waju_options[] = {
	{ "players", "N", "players, 2 to 4: seats 1 and 3, 1 to 3, 1 to 4 "
	  "(WJ-1)", BG_OPTION_TEXT },
	{ "marbles", "N", "marbles per player, 1 to 4 (WJ-1)", BG_OPTION_TEXT },
	{ "seed", "SEED", "accepted for the generic loop; the initial state "
	  "needs no chance", BG_OPTION_TEXT },
	{ NULL, NULL, NULL, BG_OPTION_TEXT }
};

static int
waju_init(struct bg_state *st, const void *defp,
          const struct bg_setting *settings, int nsettings,
          struct bg_err *err)
{
	const struct waju_def *d = defp;
	struct waju *g = S(st);
	unsigned long players = (unsigned long)d->players;
	unsigned long marbles = (unsigned long)d->marbles, seed;
	int i;

	memset(g, 0, sizeof *g);
	for (i = 0; i < nsettings; i++) {
		const struct bg_setting *set = &settings[i];

		if (strcmp(set->name, "players") == 0) {
			if (bg_setting_number(set, 2, CROSS_SEATS, "a number",
					       &players, err) < 0)
				return -1;
		} else if (strcmp(set->name, "marbles") == 0) {
			if (bg_setting_number(set, 1, CROSS_MARBLES, "a number",
					       &marbles, err) < 0)
				return -1;
		} else if (bg_setting_number(set, 0, UINT64_MAX, "a number",
					      &seed, err) < 0) {
			return -1;
		}
	}
	g->players = (uint8_t)players;
	g->marbles = (uint8_t)marbles;
	g->phase = PH_ROLL_OFF; /* WJ-2 */
	g->contenders = (uint8_t)((1u << players) - 1);
	memset(g->pos, CROSS_HOME, sizeof g->pos);
	for (i = (int)players; i < CROSS_SEATS; i++)
		memset(g->pos[i], 0, sizeof g->pos[i]);
	if (marbles < CROSS_MARBLES)
		for (i = 0; i < CROSS_SEATS; i++)
			memset(g->pos[i] + marbles, 0, CROSS_MARBLES - marbles);
	return 0;
}

static void
waju_outcome(const struct bg_state *st, struct bg_outcome *out)
{
	static const char *const names[] = { "1", "2", "3", "4" };
	const struct waju *g = CS(st);
	const struct waju_def *d = DEF(st);
	int p, i;

	memset(out, 0, sizeof *out);
	out->over = g->phase == PH_OVER;
	out->seats = g->players;
	out->has_scores = 1;
	for (p = 0; p < g->players; p++) {
		const struct cross_seat *s = &d->x.seat[seat_of(g, p)];

		out->seat[p] = names[seat_of(g, p)];
		for (i = 0; i < g->marbles; i++)
			out->score[p] += g->pos[p][i] != CROSS_HOME &&
			                 g->pos[p][i] != void_code(d) &&
			                 s->rel[g->pos[p][i]] >= s->road_len;
		out->won[p] = out->over && g->winner == p;
	}
}

/* Rendering: the cross on its grid, as the author's schematic draws it. */

enum { CELL_NONE, CELL_ROAD, CELL_START, CELL_VOID, CELL_GOAL, CELL_HOME };

static void
grid_of(const struct waju_def *d, const struct waju *g,
        struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID])
{
	int i, k;

	memset(c, 0, sizeof(struct cross_cell) * CROSS_MAXGRID * CROSS_MAXGRID);
	for (i = 0; i < d->x.road; i++)
		c[d->x.road_xy[i][1]][d->x.road_xy[i][0]].kind = CELL_ROAD;
	c[d->x.centre_xy[1]][d->x.centre_xy[0]].kind = CELL_VOID;
	for (k = 0; k < CROSS_SEATS; k++) {
		const struct cross_seat *s = &d->x.seat[k];
		struct cross_cell *start = &c[d->x.road_xy[s->start][1]]
		                             [d->x.road_xy[s->start][0]];

		start->kind = CELL_START;
		start->seat = (uint8_t)k;
	}
	cross_mark_seats(&d->x, c, CELL_GOAL, CELL_HOME);
	cross_mark_marbles(&d->x, g->players, g->marbles, g->pos, c);
}

static void
headline(const struct waju *g, char *buf, size_t cap)
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
		snprintf(buf, cap, "seat %d rolls two dice", seat);
		break;
	case PH_ROLL_AGAIN:
		snprintf(buf, cap, "seat %d rolls %s again", seat,
		         g->ndice == 2 ? "both dice" : "one die");
		break;
	case PH_MOVE:
		if (g->ndice == 2)
			snprintf(buf, cap, "seat %d to move, dice %d and %d", seat,
			         g->dice[0], g->dice[1]);
		else
			snprintf(buf, cap, "seat %d to move, die %d", seat,
			         g->dice[0]);
		break;
	default:
		snprintf(buf, cap, "game over: seat %d won",
		         seat_of(g, g->winner) + 1);
	}
}

/* Starts, goals and homes in their seat's colour; the void plain. */
static int
tint(const struct cross *x, const struct cross_cell *k)
{
	return k->kind >= CELL_START && k->kind != CELL_VOID
	       ? x->seat[k->seat].ansi : 0;
}

static void
waju_trail(const struct bg_state *before, const struct bg_move *mv,
           struct bg_trail *trail)
{
	const struct waju *g = CS(before);

	cross_trail(&DEF(before)->x, seat_of(g, g->turn), g->pos[g->turn],
	            g->marbles, mv, trail);
}

static void
waju_render_text(const struct bg_state *st, FILE *out,
                 const struct bg_view *view)
{
	static const char *const ascii[] = { " ", ".", "s", "*", ":", "o" };
	static const char *const uni[] = { " ", "\xc2\xb7", "\xe2\x97\x87",
	                                   "\xe2\x97\x8e", "\xe2\x88\x98",
	                                   "\xe2\x97\xa6" };
	const struct waju *g = CS(st);
	const struct waju_def *d = DEF(st);
	struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID];
	int style = view->style, turns = cross_turns(&d->x, view->seat), p, i;
	struct bg_trail trail;
	char line[96];

	grid_of(d, g, c);
	cross_turn_grid(&d->x, turns, c);
	cross_turn_trail(&d->x, turns, view->trail, &trail);
	headline(g, line, sizeof line);
	fprintf(out, "rolls %lu: %s\n", (unsigned long)g->rolls, line);
	cross_text_rows(out, &d->x, c,
	                style & BG_RENDER_UNICODE ? uni : ascii,
	                style & BG_RENDER_COLOR, tint, &trail);
	for (p = 0; p < g->players; p++) {
		int home = 0, goal = 0;

		for (i = 0; i < g->marbles; i++) {
			home += g->pos[p][i] == CROSS_HOME;
			goal += g->pos[p][i] > void_code(d) &&
			        g->pos[p][i] != CROSS_HOME;
		}
		cross_text_seat(out, &d->x, seat_of(g, p), home, goal, "the goal",
		                g->phase == PH_OVER && g->winner == p,
		                g->phase != PH_OVER && g->phase != PH_ROLL_OFF &&
		                g->turn == p, style);
	}
}

static void
waju_render_svg(const struct bg_state *st, FILE *out,
                const struct bg_view *view, int *width, int *height)
{
	const struct waju *g = CS(st);
	const struct waju_def *d = DEF(st);
	struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID];
	struct bg_trail trail;
	int turns = cross_turns(&d->x, view->seat), x, y, i;
	char line[96];

	grid_of(d, g, c);
	cross_turn_grid(&d->x, turns, c);
	cross_turn_trail(&d->x, turns, view->trail, &trail);
	headline(g, line, sizeof line);
	cross_svg_head(out, &d->x, g->rolls, line, width, height);
	for (i = 0; g->phase == PH_MOVE && i < g->ndice; i++)
		bg_svg_die(out, 10 + 36 * i, 28, g->dice[i]);
	for (i = 0; i < d->ncorners; i++)
		cross_svg_link(out, &d->x, turns, d->corners[i], "#8a6a3a");
	for (y = 0; y < d->x.grid; y++)
		for (x = 0; x < d->x.grid; x++) {
			const struct cross_cell *k = &c[y][x];
			const char *seat = d->x.seat[k->seat].svg;

			if (k->kind == CELL_NONE)
				continue;
			cross_svg_hole(out, x, y, k->kind == CELL_VOID ? 15 : 12,
			               k->kind == CELL_START ? seat : "#fffaf0",
			               k->kind == CELL_GOAL || k->kind == CELL_HOME
			               ? seat : "#333",
			               k->kind == CELL_GOAL || k->kind == CELL_VOID
			               ? 3 : 1);
			if (k->marble)
				cross_svg_marble(out, &d->x, x, y, k->marble);
		}
	cross_svg_trail(out, &trail);
}

const struct bg_game bg_waju = {
	.name = "waju",
	.summary = "Waju, a marble race round a cross with two dice, "
	           "re-rolls, the void and bouncing (WJ-1..WJ-11)",
	.builtin = &bg_waju_yaml,
	.options = waju_options,
	.load_def = waju_load_def,
	.free_def = waju_free_def,
	.init = waju_init,
	.parse = waju_parse,
	.format = waju_format,
	.phase = waju_phase,
	.actor = waju_actor,
	.seat = waju_seat,
	.moves = waju_moves,
	.format_move = waju_format_move,
	.parse_action = waju_parse_action,
	.apply = waju_apply,
	.chance = waju_chance,
	.outcome = waju_outcome,
	.trail = waju_trail,
	.render_text = waju_render_text,
	.render_svg = waju_render_svg,
	.evaluate = waju_evaluate,
};
