/* Spook & Werewolf Ludo's rules (bg-spook(7) SW-1..SW-7): a race on
 * boards of the players' own, a movement die shared by all and an
 * activation die that moves every piece standing on its character. */
#include <string.h>

#include "games/spook/spook.h"

/* SW-2: two pieces in the church finish, one in the one-piece game. */
static int
finish_count(const struct spook *g)
{
	return g->pieces == 1 ? 1 : 2;
}

static int
in_church(const struct spook *g, const struct spook_def *d, int p)
{
	int i, n = 0;

	for (i = 0; i < g->pieces; i++)
		n += g->pos[p][i] == d->squares;
	return n;
}

int
spook_finished(const struct spook *g, const struct spook_def *d, int p)
{
	return in_church(g, d, p) >= finish_count(g);
}

static int
anyone_finished(const struct spook *g, const struct spook_def *d)
{
	int p;

	for (p = 0; p < g->players; p++)
		if (spook_finished(g, d, p))
			return 1;
	return 0;
}

static void
sort_pieces(struct spook *g, int p)
{
	int i, j;

	for (i = 1; i < g->pieces; i++)
		for (j = i; j > 0 && g->pos[p][j - 1] > g->pos[p][j]; j--) {
			uint8_t t = g->pos[p][j];

			g->pos[p][j] = g->pos[p][j - 1];
			g->pos[p][j - 1] = t;
		}
}

/* SW-6: the game ends after a phase that leaves someone finished. */
static void
end_phase(struct spook *g, const struct spook_def *d, int next)
{
	g->phase = (uint8_t)(anyone_finished(g, d) ? SP_OVER : next);
}

/* SW-4: the moves of the seat choosing, by the square the piece leaves;
 * a piece that would pass the church cannot move. */
int
spook_moves(const struct bg_state *st, struct bg_move *out)
{
	const struct spook *g = CS(st);
	const struct spook_def *d = DEF(st);
	int n = 0, i, from, last = 0;

	if (g->phase != SP_MOVE)
		return 0;
	for (i = 0; i < g->pieces; i++) {
		from = g->pos[g->turn][i];
		if (from == last || from == d->squares ||
		    from + g->dice > d->squares)
			continue;
		last = from;
		out[n].kind = BG_ACT_MOVE;
		out[n].len = 2;
		out[n].v[0] = (uint8_t)from;
		out[n].v[1] = (uint8_t)(from + g->dice);
		n++;
	}
	if (n == 0) { /* the seat passes, and the pass is recorded */
		out[0].kind = BG_ACT_MOVE;
		out[0].len = 0;
		n = 1;
	}
	return n;
}

int
spook_activated(const struct spook_def *d, const uint8_t *board, int sq,
                int roll)
{
	int c = board[sq - 1];
	const struct character *ch;

	if (!c || !(d->ch[c - 1].rolls & (1u << roll)))
		return sq;
	ch = &d->ch[c - 1];
	switch (ch->action) {
	case ACT_FORWARD:
		return sq + ch->steps <= d->squares ? sq + ch->steps : sq;
	case ACT_BACK:
		return sq - ch->steps < 1 ? 1 : sq - ch->steps;
	case ACT_ENTRANCE:
		return d->entrance_of[sq];
	default:
		return 1;
	}
}

/* SW-5: every piece on a square of the activated character acts once. */
static void
activate(struct spook *g, const struct spook_def *d, int roll)
{
	int p, i;

	for (p = 0; p < g->players; p++) {
		for (i = 0; i < g->pieces; i++)
			g->pos[p][i] = (uint8_t)spook_activated(d, g->board[p],
			                                        g->pos[p][i], roll);
		sort_pieces(g, p);
	}
}

void
spook_apply(struct bg_state *st, const struct bg_move *mv)
{
	struct spook *g = S(st);
	const struct spook_def *d = DEF(st);
	int i;

	if (mv->kind == BG_ACT_CHANCE) {
		if (g->phase == SP_ROLL_MOVEMENT) {
			g->dice = mv->v[0];
			if (g->round < UINT32_MAX)
				g->round++;
			g->turn = 0;
			g->phase = SP_MOVE;
		} else {
			g->activation = mv->v[0];
			activate(g, d, mv->v[0]);
			end_phase(g, d, SP_ROLL_MOVEMENT);
		}
		return;
	}
	if (mv->len) {
		for (i = 0; g->pos[g->turn][i] != mv->v[0]; i++)
			;
		g->pos[g->turn][i] = mv->v[1];
		sort_pieces(g, g->turn);
	}
	if (++g->turn == g->players) {
		g->turn = 0;
		end_phase(g, d, SP_ROLL_ACTIVATION);
	}
}

int
spook_chance(const struct bg_state *st, struct bg_chance *ev)
{
	const struct spook *g = CS(st);

	if (g->phase != SP_ROLL_MOVEMENT && g->phase != SP_ROLL_ACTIVATION)
		return 0;
	ev->dice = 1;
	ev->faces = SP_FACES;
	return 1;
}

enum bg_phase
spook_phase(const struct bg_state *st)
{
	switch (CS(st)->phase) {
	case SP_MOVE:
		return BG_PHASE_MOVE;
	case SP_OVER:
		return BG_PHASE_OVER;
	default:
		return BG_PHASE_ROLL;
	}
}

/* Seats as messages and as results name them. */
static const char *const seat_labels[] = {
	"seat 1", "seat 2", "seat 3", "seat 4",
	"seat 5", "seat 6", "seat 7", "seat 8"
};

const char *
spook_actor(const struct bg_state *st)
{
	const struct spook *g = CS(st);

	return g->phase == SP_MOVE ? seat_labels[g->turn] : "the host";
}

int
spook_seats(const struct bg_state *st)
{
	return CS(st)->players;
}

int
spook_seat(const struct bg_state *st)
{
	const struct spook *g = CS(st);

	return g->phase == SP_MOVE ? g->turn : -1;
}

/* The rounds, the dice and the pieces against the phase (SW-3, SW-6). */
int
spook_check(const struct bg_state *st, struct bg_err *err)
{
	const struct spook *g = CS(st);
	const struct spook_def *d = DEF(st);
	unsigned long round = g->round;
	int pl, i;

	if (g->round && !g->dice)
		return bg_fail(err, BG_EX_DATAERR,
		               "round=%lu has had its movement roll: dice=- is "
		               "before the first", round);
	/* An activation roll ends every round but the one going on. */
	if ((g->phase == SP_ROLL_MOVEMENT && g->round && !g->activation) ||
	    (g->phase != SP_ROLL_MOVEMENT && g->round > 1 && !g->activation))
		return bg_fail(err, BG_EX_DATAERR,
		               "round=%lu follows an activation roll: "
		               "activation=- is before the first", round);
	if ((g->phase == SP_MOVE || g->phase == SP_ROLL_ACTIVATION) &&
	    g->round == 1 && g->activation)
		return bg_fail(err, BG_EX_DATAERR,
		               "round=1 has had no activation roll yet: "
		               "activation=-");
	for (pl = g->turn; g->phase == SP_MOVE && pl < g->players; pl++)
		if (spook_finished(g, d, pl))
			return bg_fail(err, BG_EX_DATAERR,
			               "seat %d has finished before its move: the "
			               "game is over (SW-6)", pl + 1);
	if (g->round == 0 && (g->dice || g->activation ||
	                      g->phase != SP_ROLL_MOVEMENT))
		return bg_fail(err, BG_EX_DATAERR,
		               "round=0 is before the first roll: phase=roll "
		               "roll=movement dice=- activation=-");
	for (pl = 0; g->round == 0 && pl < g->players; pl++)
		for (i = 0; i < g->pieces; i++)
			if (g->pos[pl][i] != 1)
				return bg_fail(err, BG_EX_DATAERR,
				               "round=0 is before the first roll: "
				               "every piece is on square 1 (SW-3)");
	if (g->phase != SP_OVER && g->phase != SP_MOVE && anyone_finished(g, d))
		return bg_fail(err, BG_EX_DATAERR,
		               "a seat has finished: the game is over (SW-6)");
	return 0;
}

void
spook_outcome(const struct bg_state *st, struct bg_outcome *out)
{
	const struct spook *g = CS(st);
	const struct spook_def *d = DEF(st);
	int p;

	memset(out, 0, sizeof *out);
	out->over = g->phase == SP_OVER;
	out->seats = g->players;
	out->has_scores = 1;
	for (p = 0; p < g->players; p++) {
		out->seat[p] = seat_labels[p] + 5; /* "seat 3" -> "3" */
		out->score[p] = in_church(g, d, p);
		out->won[p] = out->over && spook_finished(g, d, p);
	}
}
