/* What Manji's learned evaluation sees (formats/evaluation.md), from one
 * seat's point of view: the progress of its own pawns, then each other
 * seat's in turn order from it (truncated unary, as TD-Gammon: one
 * input for a pawn at a progress, one more for both), the others' pawns
 * on the track by their square counted from the seat's exit (where
 * they can hit it and it them), and derived features the rules give:
 * for each own pawn the share of the six die faces with which some
 * other pawn lands on it (MJ-6, MJ-4's capture on the exit), the share
 * with which the seat can hit, the seats in play, who rolls next and
 * the die a move is due for. */
#include "games/manji/manji.h"

#define PROG 64                   /* progress 0..63: the built-in board's
                                   * centre is 55 */
#define RACE (2 * PROG)           /* a seat's truncated unary */
#define OWN 0
#define OTHER (OWN + RACE)
#define CONTACT (OTHER + (MJ_SEATS - 1) * RACE)
#define RISK (CONTACT + PROG)
#define THREAT (RISK + MJ_PAWNS)
#define SEATS (THREAT + 1)
#define NEXT (SEATS + MJ_SEATS - 1)
#define DIE (NEXT + MJ_SEATS)
#define SIXES (DIE + MJ_FACES)
#define BIAS (SIXES + 3)
#define INPUTS (BIAS + 1)

_Static_assert(INPUTS == 596, "formats/evaluation.md gives Manji 596 inputs");

static struct bg_feature *
put(struct bg_feature *f, int index, float value)
{
	f->index = (uint16_t)index;
	f->value = value;
	return f + 1;
}

/* A seat's two pawns, truncated unary by progress from base. */
static struct bg_feature *
race(const struct manji *g, int s, int base, struct bg_feature *f)
{
	int a = g->pawn[s][0] < PROG ? g->pawn[s][0] : PROG - 1;
	int b = g->pawn[s][1] < PROG ? g->pawn[s][1] : PROG - 1;

	if (a == b)
		return put(put(f, base + a, 1), base + PROG + a, 1);
	return put(put(f, base + a, 1), base + b, 1);
}

/* Where a seat's pawns land on the track, by the rules' own moves of
 * each pawn with each die face: one entry a move, its square and the
 * face's bit.  Made once a seat and evaluation, then asked of many
 * squares. */
struct landing {
	int n;
	int square[MJ_PAWNS * MJ_FACES * 4];
	unsigned face[MJ_PAWNS * MJ_FACES * 4];
};

static void
landing_of(const struct manji *g, const struct manji_def *d, int shooter,
           struct landing *l)
{
	struct bg_move mv[4];
	int k, die, n, i, to;

	l->n = 0;
	for (k = 0; k < MJ_PAWNS; k++) {
		if (k && g->pawn[shooter][k] == g->pawn[shooter][0])
			continue;
		for (die = 1; die <= MJ_FACES; die++) {
			n = manji_pawn_moves(g, d, shooter, g->pawn[shooter][k],
			                     die, mv, NULL, 0);
			for (i = 0; i < n; i++)
				if (manji_where(d, shooter, mv[i].v[1], &to) ==
				    AT_TRACK) {
					l->square[l->n] = to;
					l->face[l->n++] = 1u << die;
				}
		}
	}
}

/* The die faces (bit d) with which a pawn of the landing's seat lands on
 * track square sq. */
static unsigned
faces_onto(const struct landing *l, int sq)
{
	unsigned faces = 0;
	int i;

	for (i = 0; i < l->n; i++)
		if (l->square[i] == sq)
			faces |= l->face[i];
	return faces;
}

/* The seats in play from s on, in turn order. */
static int
turn_order(const struct manji *g, int s, int *order)
{
	int n = 0, k;

	for (k = 0; k < MJ_SEATS; k++)
		if (manji_plays(g->players, (s + k) % MJ_SEATS))
			order[n++] = (s + k) % MJ_SEATS;
	return n;
}

/* The contact: the others' pawns on the track from s's exit, the faces
 * that hit each own pawn and those with which s hits.  Each seat's
 * landings are worked out once, and only when a pawn is there to hit. */
static struct bg_feature *
contact(const struct manji *g, const struct manji_def *d, const int *order,
        int n, struct bg_feature *f)
{
	struct landing land[MJ_SEATS];
	int s = order[0], i, k, sq, rel, exit = d->seat[s].exit;
	int own_on_track = 0;
	unsigned risk, threat = 0;

	for (k = 0; k < MJ_PAWNS; k++)
		own_on_track |= manji_where(d, s, g->pawn[s][k], &sq) ==
		                AT_TRACK;
	land[0].n = -1;
	for (i = 1; i < n; i++) {
		if (own_on_track)
			landing_of(g, d, order[i], &land[i]);
		for (k = 0; k < MJ_PAWNS; k++) {
			if (manji_where(d, order[i], g->pawn[order[i]][k], &sq) !=
			    AT_TRACK)
				continue;
			rel = (sq - exit + d->track) % d->track;
			f = put(f, CONTACT + (rel < PROG ? rel : PROG - 1), 1);
			if (land[0].n < 0)
				landing_of(g, d, s, &land[0]);
			threat |= faces_onto(&land[0], sq);
		}
	}
	for (k = 0; k < MJ_PAWNS && own_on_track; k++) {
		if (manji_where(d, s, g->pawn[s][k], &sq) != AT_TRACK)
			continue;
		for (risk = 0, i = 1; i < n; i++)
			risk |= faces_onto(&land[i], sq);
		if (risk)
			f = put(f, RISK + k, (float)__builtin_popcount(risk) /
			                     MJ_FACES);
	}
	if (threat)
		f = put(f, THREAT, (float)__builtin_popcount(threat) / MJ_FACES);
	return f;
}

int
manji_features(const struct bg_state *st, int seat, struct bg_feature *out)
{
	const struct manji *g = CS(st);
	const struct manji_def *d = DEF(st);
	struct bg_feature *f = out;
	int order[MJ_SEATS], n, i, s = 0, k;

	/* The seat's index among those in play, to its seat. */
	for (k = 0, i = -1; k < MJ_SEATS && i < seat; k++)
		if (manji_plays(g->players, k) && ++i == seat)
			s = k;
	n = turn_order(g, s, order);
	for (i = 0; i < n; i++)
		f = race(g, order[i], i ? OTHER + (i - 1) * RACE : OWN, f);
	f = contact(g, d, order, n, f);
	f = put(f, SEATS + n - 2, 1);
	if (g->phase == MJ_MOVE || g->phase == MJ_ROLL) {
		for (i = 0; i < n && order[i] != g->turn; i++)
			;
		f = put(f, NEXT + (i < n ? i : 0), 1);
		if (g->phase == MJ_MOVE)
			f = put(f, DIE + g->dice - 1, 1);
		f = put(f, SIXES + (g->sixes < 3 ? g->sixes : 2), 1);
	}
	return (int)(put(f, BIAS, 1) - out);
}
