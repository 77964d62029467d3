/* Waju's rules (bg-waju(7) WJ-1..WJ-11, G-1..G-4): a race of marbles
 * round a cross with two dice, re-rolls of 1s and 6s, a shortcut through
 * the centre and bouncing in the goal.  A move is one whole way of
 * spending the dice now rolled, so the duty to spend both dice and
 * bouncing as the last choice are properties of the list of moves. */
#include <string.h>

#include "games/waju/waju.h"

static void
board_of(const struct waju *g, struct cross_board *b)
{
	cross_board_of(g->c.pos, g->c.players, g->c.marbles, b);
}

static void
move_marble(const struct waju_def *d, const struct waju *g,
            struct cross_board *b, int p, int from, int to)
{
	cross_move_marble(&d->x, g->c.players, g->c.marbles, b, p, from, to);
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
	const struct cross_seat *s = &d->x.seat[waju_seat_of(g, p)];
	const struct waju_seat *c = &d->seat[waju_seat_of(g, p)];
	int own = p + 1, vd = waju_void_code(d), k = 0, to, bounce, block, r;

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

	for (i = 0; i < g->c.marbles; i++)
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
	const struct cross_seat *s =
		&ws->d->x.seat[waju_seat_of(ws->g, ws->g->c.turn)];
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
	int nm = movers(g, b, g->c.turn, from), m, k, nt;

	for (m = 0; m < nm; m++) {
		nt = targets(ws->d, g, b, g->c.turn, from[m], die, 1, t);
		for (k = 0; k < nt; k++) {
			int f = from[m], to = t[k].to;

			after = *b;
			move_marble(ws->d, g, &after, g->c.turn, f, to);
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
	int p = ws->g->c.turn, nt, j;

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
	int p = g->c.turn, nm = movers(g, b, p, from), m, k, m2, nm2;
	int f[2], to[2], other;

	for (m = 0; m < nm; m++) {
		int nt1 = targets(d, g, b, p, from[m], d1, 1, t1);

		for (k = 0; k < nt1; k++) {
			f[0] = from[m];
			to[0] = t1[k].to;
			one = *b;
			move_marble(d, g, &one, p, f[0], to[0]);
			if (cross_won(&d->x, &g->c, one.pos[p], p)) { /* WJ-6: it ends the roll */
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
	nm = movers(g, &b, g->c.turn, from);
	for (m = 0; m < nm; m++) {
		if (from[m] == CROSS_HOME || from[m] == waju_void_code(ws->d))
			continue;
		nt = targets(ws->d, g, &b, g->c.turn, from[m], a + c, 0, t);
		for (k = 0; k < nt; k++) {
			int f = from[m], to = t[k].to;

			after = b;
			move_marble(ws->d, g, &after, g->c.turn, f, to);
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

int
waju_moves(const struct bg_state *st, struct bg_move *out)
{
	struct ways ws; /* not zeroed: add_way fills each way it adds */
	int n, i, k;

	ws.d = DEF(st);
	ws.g = CS(st);
	if (ws.g->c.phase != CROSS_MOVE)
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
	int p = cross_roll_off(&g->c.contenders, mv->v);

	if (p < 0)
		return; /* WJ-2, G-2: the tied highest roll again */
	g->c.turn = (uint8_t)p;
	g->c.phase = CROSS_ROLL_TURN;
}

void
waju_apply(struct bg_state *st, const struct bg_move *mv)
{
	struct waju *g = S(st);
	const struct waju_def *d = DEF(st);
	struct cross_board b;
	int k, again;

	if (mv->kind == BG_ACT_CHANCE) {
		if (g->c.rolls < UINT32_MAX)
			g->c.rolls++;
		if (g->c.phase == CROSS_ROLL_OFF) {
			roll_off(g, mv);
			return;
		}
		g->ndice = mv->len;
		g->dice[0] = mv->v[0];
		g->dice[1] = mv->len == 2 ? mv->v[1] : 0;
		g->c.phase = CROSS_MOVE;
		return;
	}
	board_of(g, &b);
	for (k = 0; k + 1 < mv->len; k += 2) {
		move_marble(d, g, &b, g->c.turn, mv->v[k], mv->v[k + 1]);
		if (cross_won(&d->x, &g->c, b.pos[g->c.turn], g->c.turn)) {
			memcpy(g->c.pos, b.pos, sizeof g->c.pos);
			g->c.winner = g->c.turn;
			g->c.phase = CROSS_OVER; /* G-1: no re-roll follows */
			g->c.turn = 0;
			g->ndice = 0;
			memset(g->dice, 0, sizeof g->dice);
			return;
		}
	}
	memcpy(g->c.pos, b.pos, sizeof g->c.pos);
	again = reroll_count(g); /* WJ-3: also after a pass */
	memset(g->dice, 0, sizeof g->dice);
	if (again) {
		g->ndice = (uint8_t)again;
		g->c.phase = CROSS_ROLL_AGAIN;
	} else {
		g->ndice = 0;
		g->c.turn = (uint8_t)((g->c.turn + 1) % g->c.players);
		g->c.phase = CROSS_ROLL_TURN;
	}
}

int
waju_chance(const struct bg_state *st, struct bg_chance *ev)
{
	const struct waju *g = CS(st);

	return cross_chance(&g->c, 2, g->ndice, ev);
}

/* Why a marble at home or in the void, or one going into the void,
 * cannot make the movement (WJ-4, WJ-7, WJ-8); 0 when it is none of
 * these. */
static int
void_why(const struct waju_def *d, const struct waju *g,
         const struct cross_board *b, int from, int to, char *why,
         size_t cap)
{
	const struct cross_seat *s = &d->x.seat[waju_seat_of(g, g->c.turn)];
	const struct waju_seat *c = &d->seat[waju_seat_of(g, g->c.turn)];
	int p = g->c.turn, block = 0;
	char h[8];

	if (from == CROSS_HOME) {
		if (!cross_explain_start(&d->x, s, b, p, to, 4, why, cap))
			snprintf(why, cap, "a marble is taken out with one die "
			         "that shows 1 or 6, never a sum (WJ-4)");
		return 1;
	}
	if (from == waju_void_code(d)) {
		cross_hole_text(&d->x, c->right, h);
		if (to != c->right)
			snprintf(why, cap, "a marble leaves the void only onto "
			         "%s, the corner to the right (WJ-8)", h);
		else if (b->occ[c->right] == p + 1)
			snprintf(why, cap, "an own marble stands on %s (WJ-7)", h);
		else
			snprintf(why, cap, "a marble leaves the void only with "
			         "a 1 (WJ-8)");
		return 1;
	}
	if (to != waju_void_code(d))
		return 0;
	if (s->rel[from] != 0 && s->rel[from] != c->corner_rel)
		snprintf(why, cap, "the void is entered only from the marble's "
		         "own start or corner (WJ-8)");
	else if (b->occ[to] == p + 1)
		snprintf(why, cap, "an own marble is in the void (WJ-7)");
	else if (s->rel[from] == 0 &&
	         !void_way_clear(s, c->corner_rel, b, p, &block))
		snprintf(why, cap, "an own marble on %d blocks the way to the "
		         "void (WJ-8)", block);
	else
		snprintf(why, cap, "the void is reached with exactly %d from the "
		         "start, 1 from the corner (WJ-8)", c->corner_rel + 1);
	return 1;
}

/* Why one movement of the word cannot be made with any of dice[0..nd),
 * of which dice[sum_at] is the sum of two; 0 when it can. */
static int
movement_why(const struct waju_def *d, const struct waju *g,
             const struct cross_board *b, int from, int to, const int *dice,
             int nd, int sum_at, char *why, size_t cap)
{
	const struct cross_seat *s = &d->x.seat[waju_seat_of(g, g->c.turn)];
	struct target t[2];
	char f[8], h[8], dv[24];
	int p = g->c.turn, i, k, nt, end, bounce, block = 0, rc;

	cross_hole_text(&d->x, from, f);
	for (i = 0, k = 0; i < nd; i++)
		k += snprintf(dv + k, sizeof dv - (size_t)k, "%s%d",
		              i == 0 ? "" : i + 1 == nd ? " or " : ", ", dice[i]);
	for (i = 0; i < g->c.marbles && b->pos[p][i] != from; i++)
		;
	if (i == g->c.marbles || (from != CROSS_HOME &&
	                        from != waju_void_code(d) && s->rel[from] < 0)) {
		cross_explain_absent(&g->c, p, from, f, why, cap);
		return -1;
	}
	for (i = 0; i < nd; i++) {
		nt = targets(d, g, b, p, from, dice[i], i != sum_at, t);
		for (k = 0; k < nt; k++)
			if (t[k].to == to)
				return 0;
	}
	if (void_why(d, g, b, from, to, why, cap))
		return -1;
	for (i = 0; i < nd; i++) {
		rc = walk(s, b, p, s->rel[from], dice[i], &end, &bounce, &block);
		cross_hole_text(&d->x, block, h);
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
	cross_hole_text(&d->x, to, h);
	snprintf(why, cap, "%s-%s is no movement of %s", f, h, dv);
	return -1;
}

/* Why a word of n movements fails as movements, each by itself: -1 and
 * why, or 0 when each can be made. */
static int
movements_why(const struct waju_def *d, const struct waju *g,
              const int *from, const int *to, int n, char *why, size_t cap)
{
	struct cross_board b, one;
	char second[300] = "";
	int dice[3], o;

	board_of(g, &b);
	dice[0] = g->dice[0];
	dice[1] = g->dice[1];
	dice[2] = dice[0] + dice[1];
	/* One die, either die, or their sum (WJ-5a). */
	if (n == 1)
		return movement_why(d, g, &b, from[0], to[0], dice,
		                    g->ndice == 1 ? 1 : 3, 2, why, cap);
	if (movement_why(d, g, &b, from[0], to[0], dice,
	                 dice[0] == dice[1] ? 1 : 2, -1, why, cap) < 0)
		return -1;
	/* The first movement spends a die, the second the other; the
	 * reason told is the second's, after a first that can be. */
	for (o = 0; o < 2; o++) {
		if (movement_why(d, g, &b, from[0], to[0], &dice[o], 1, -1,
		                 why, cap) < 0)
			continue;
		one = b;
		move_marble(d, g, &one, g->c.turn, from[0], to[0]);
		if (cross_won(&d->x, &g->c, one.pos[g->c.turn], g->c.turn)) {
			snprintf(why, cap, "the first movement wins, and "
			         "nothing follows the win (WJ-6, G-1)");
			return -1;
		}
		if (movement_why(d, g, &one, from[1], to[1], &dice[1 - o],
		                 1, -1, why, cap) == 0)
			return 0;
		if (!*second)
			snprintf(second, sizeof second, "%s", why);
	}
	snprintf(why, cap, "%s", second);
	return -1;
}

/* Why a word whose movements can each be made is no legal move: the
 * choices of WJ-5c, WJ-6 and WJ-10 among the ways, or another spelling
 * of a legal one. */
static void
ways_why(const struct waju_def *d, const struct waju *g, struct ways *legal,
         const int *from, const int *to, int n, char *why, size_t cap)
{
	struct ways raw = { .d = d, .g = g };
	int i, k, full = 0, calm = 0;

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

			waju_spell(d, legal->w[k].from, legal->w[k].to,
			           legal->w[k].n, canon);
			snprintf(why, cap, "the same move is written %s", canon);
			return;
		}
	}
	snprintf(why, cap, "the two movements do not spend the two dice");
}

/* The reason a word that names no legal move is refused. */
static void
explain(const struct waju_def *d, const struct waju *g, struct ways *legal,
        const char *word, size_t len, char *why, size_t cap)
{
	int from[2], to[2], n;

	n = waju_read_word(d, waju_seat_of(g, g->c.turn), word, len, from, to);
	if (n < 0) {
		snprintf(why, cap, "%s",
		         n == -2 ? CROSS_NOT_HOME : waju_bad_word);
		return;
	}
	if (n == 2 && g->ndice == 1) {
		snprintf(why, cap, "one die to spend: a move is one movement");
		return;
	}
	if (movements_why(d, g, from, to, n, why, cap) == 0)
		ways_why(d, g, legal, from, to, n, why, cap);
}

/* Why the word, which names no legal move of st, is refused. */
void
waju_refusal(const struct bg_state *st, const char *word, size_t len,
             char *why, size_t cap)
{
	struct ways ws = { .d = DEF(st), .g = CS(st) };

	ws.n = legal_ways(&ws);
	explain(DEF(st), CS(st), &ws, word, len, why, cap);
}
