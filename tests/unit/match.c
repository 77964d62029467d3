/* Unit tests of lib/match: the statistics of a match against figures
 * quoted from fastchess's tests (app/tests/elo_test.cpp, sprt_test.cpp)
 * and worked by hand; the schedule, a tournament's tables and ratings;
 * the in-order tally and where the SPRT
 * stops; the referee's dice; and the bot protocol, played against the
 * bots of tests/bots/, each failure its named forfeit, no process left.
 *
 *   match-unit TOP [GROUP]   GROUP: elo, sprt, schedule, tournament,
 *                            tally, referee, bots (none: all); TOP is the source tree, the
 *                            C bots are in bots/ beside this program. */
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "match/match.h"
#include "tap.h"

static const char wari_start[] =
	"wari twelve=exact slam=leave-one quiet=100 phase=move turn=north "
	"ply=0 idle=0 pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0";

static const char *top, *bin;
static struct bg_defs defs;

static int
near(double got, double want, double tolerance)
{
	if (fabs(got - want) <= tolerance)
		return 1;
	printf("#   got %.6f, want %.6f (within %g)\n", got, want, tolerance);
	return 0;
}

/* fastchess's figures, rounded to two decimals: within 0.006. */
#define near2(got, want) near((got), (want), 0.006)

static void
test_elo(void)
{
	unsigned long penta1[] = { 34, 54, 31, 32, 64, 75 };
	unsigned long penta2[] = { 332, 433, 457, 41, 333, 334 };
	unsigned long penta3[] = { 7895, 8757, 5485, 200, 568, 9999 };
	struct bg_elo e;

	/* fastchess EloWDL 1: Stats(wins 76, losses 89, draws 123). */
	bg_elo_trinomial(76, 123, 89, &e);
	ok(e.n == 288 && near(e.score, 0.4774, 0.0001) &&
	   near2(e.los * 100, 15.53), "elo: fastchess WDL 1, score and LOS");
	/* EloWDL 2: Stats(136, 96, 111). */
	bg_elo_trinomial(136, 111, 96, &e);
	ok(near2(e.elo, 40.70) && near2(e.error, 30.43) &&
	   near2(e.los * 100, 99.60), "elo: fastchess WDL 2, %.2f +- %.2f, LOS "
	   "%.2f%%", e.elo, e.error, e.los * 100);
	/* EloPentanomial 1 to 3: Stats(LL, LD, WL, DD, WD, WW). */
	bg_elo_pentanomial(penta1, &e);
	ok(e.n == 290 && near2(e.elo, 55.58) && near2(e.error, 27.65) &&
	   near2(e.los * 100, 100.00), "elo: fastchess pentanomial 1, %.2f +- "
	   "%.2f", e.elo, e.error);
	bg_elo_pentanomial(penta2, &e);
	ok(near2(e.elo, -8.64) && near2(e.error, 10.33) &&
	   near2(e.los * 100, 5.05), "elo: fastchess pentanomial 2, %.2f +- "
	   "%.2f, LOS %.2f%%", e.elo, e.error, e.los * 100);
	bg_elo_pentanomial(penta3, &e);
	ok(near2(e.elo, -21.04) && near2(e.error, 2.95) &&
	   near2(e.los * 100, 0.00), "elo: fastchess pentanomial 3, %.2f +- "
	   "%.2f", e.elo, e.error);

	/* By hand: 3 wins, 1 loss.  Score 3/4, variance 3/16, standard
	 * error sqrt(3/64) = 0.216506; Elo 400 log10 3 = 190.8485; the
	 * interval's scores 0.75 -+ 1.959964 * 0.216506, 0.325656 and 1.17
	 * (past 1: +inf), its low end -400 log10(1 / 0.325656 - 1) =
	 * -126.449; LOS Phi(0.25 / 0.216506) = Phi(1.1547) = 0.8759. */
	bg_elo_trinomial(3, 0, 1, &e);
	ok(near(e.score, 0.75, 1e-12) && near(e.var, 3.0 / 16, 1e-12) &&
	   near(e.elo, 400 * log10(3), 1e-9), "elo: 3-1 by hand, %.4f",
	   e.elo);
	ok(near(e.lo, -126.449, 0.001) && isinf(e.hi) && e.hi > 0 &&
	   isinf(e.error), "elo: 3-1, interval %.2f to +inf", e.lo);
	ok(near(e.los, 0.8759, 0.0001), "elo: 3-1, LOS %.4f", e.los);
	/* A sweep: four pairs won, no variance.  The low end is the exact
	 * one for 4 trials all won, a chance of 0.025^(1/4) = 0.397635:
	 * -400 log10(1 / 0.397635 - 1) = -72.150; the Elo and its high end
	 * +inf.  Four lost: the same, mirrored. */
	{
		unsigned long won[] = { 0, 0, 0, 0, 0, 4 };
		unsigned long lost[] = { 4, 0, 0, 0, 0, 0 };

		bg_elo_pentanomial(won, &e);
		ok(near(e.lo, -72.150, 0.001) && isinf(e.elo) && e.elo > 0 &&
		   isinf(e.hi) && e.hi > 0, "elo: four pairs won, above %.3f",
		   e.lo);
		bg_elo_pentanomial(lost, &e);
		ok(near(e.hi, 72.150, 0.001) && isinf(e.elo) && e.elo < 0 &&
		   isinf(e.lo) && e.lo < 0, "elo: four pairs lost, below %.3f",
		   e.hi);
		bg_elo_trinomial(10, 0, 0, &e);
		ok(near(e.lo, -400 * log10(1 / pow(0.025, 0.1) - 1), 1e-9) &&
		   e.lo > 140 && isinf(e.hi), "elo: 10-0, above %.2f", e.lo);
	}
	/* Ten draws: score 1/2, Elo 0 exactly; but no spread seen is no
	 * proof of none: nothing bounds it, and the LOS is unknown. */
	bg_elo_trinomial(0, 10, 0, &e);
	ok(e.elo == 0 && e.var == 0 && isinf(e.lo) && e.lo < 0 &&
	   isinf(e.hi) && e.hi > 0 && isinf(e.error) && isnan(e.los),
	   "elo: ten draws, 0, unbounded, no LOS");
	/* One pair drawn by a loss and a draw (LD, 1/4): Elo -400 log10 3 =
	 * -190.85; three pairs won by a win and a draw (WD, 3/4): +190.85;
	 * neither has a spread to bound it. */
	{
		unsigned long ld[] = { 0, 1, 0, 0, 0, 0 };
		unsigned long wd[] = { 0, 0, 0, 0, 3, 0 };

		bg_elo_pentanomial(ld, &e);
		ok(e.n == 1 && near(e.elo, -400 * log10(3), 1e-9) &&
		   isinf(e.lo) && e.lo < 0 && isinf(e.hi) && e.hi > 0 &&
		   isnan(e.los), "elo: one pair LD, %.2f, unbounded", e.elo);
		bg_elo_pentanomial(wd, &e);
		ok(e.n == 3 && near(e.elo, 400 * log10(3), 1e-9) &&
		   isinf(e.lo) && e.lo < 0 && isinf(e.hi) && e.hi > 0 &&
		   isinf(e.error) && isnan(e.los),
		   "elo: three pairs WD, %.2f, unbounded", e.elo);
	}
	/* One pair won 1.5-0.5 (WD), one lost 0-2 (LL): pair scores 0.75
	 * and 0, mean 0.375, variance 0.140625, Elo -400 log10(5/3) =
	 * -88.74. */
	{
		unsigned long two[] = { 1, 0, 0, 0, 1, 0 };

		bg_elo_pentanomial(two, &e);
		ok(e.n == 2 && near(e.score, 0.375, 1e-12) &&
		   near(e.var, 0.140625, 1e-12) &&
		   near(e.elo, -400 * log10(5.0 / 3), 1e-9),
		   "elo: two pairs by hand, %.2f", e.elo);
	}
	bg_elo_trinomial(0, 0, 0, &e);
	ok(e.n == 0 && e.elo == 0, "elo: no games, nothing");
}

static void
test_sprt(void)
{
	unsigned long penta1[] = { 223, 9863, 20279, 1000, 10037, 246 };
	unsigned long penta2[] = { 871, 26175, 55003, 980, 26678, 821 };
	struct bg_sprt s;
	struct bg_err err;
	double llr;

	/* fastchess's logistic cases: Stats(wins, losses, draws). */
	bg_sprt_init(&s, 0.5, 2.5, 0.05, 0.05);
	llr = bg_sprt_llr_trinomial(&s, 21404, 40708, 21184);
	ok(near2(llr, -1.57), "sprt: fastchess logistic trinomial 1, %.4f", llr);
	bg_sprt_init(&s, 0, 2, 0.05, 0.05);
	llr = bg_sprt_llr_trinomial(&s, 57433, 106593, 57030);
	ok(near2(llr, -2.59), "sprt: fastchess logistic trinomial 2, %.4f", llr);
	bg_sprt_init(&s, 0.5, 2.5, 0.05, 0.05);
	llr = bg_sprt_llr_pentanomial(&s, penta1);
	ok(near2(llr, -3.07), "sprt: fastchess logistic pentanomial 1, %.4f",
	   llr);
	bg_sprt_init(&s, 0, 2, 0.05, 0.05);
	llr = bg_sprt_llr_pentanomial(&s, penta2);
	ok(near2(llr, -4.98), "sprt: fastchess logistic pentanomial 2, %.4f",
	   llr);

	/* Wald's bounds: log(0.05 / 0.95) and its opposite. */
	ok(near(s.lower, -2.944439, 1e-6) && near(s.upper, 2.944439, 1e-6),
	   "sprt: bounds for alpha = beta = 0.05");
	ok(bg_sprt_judge(&s, 2.95) == BG_SPRT_H1 &&
	   bg_sprt_judge(&s, -2.95) == BG_SPRT_H0 &&
	   bg_sprt_judge(&s, 2.9) == BG_SPRT_GOING, "sprt: verdicts");

	/* By hand: with H0's score equal to the observed mean, the fit to
	 * H0 is the observed distribution itself (theta 0).  1 win, 1 draw
	 * and 1 loss, against elo0 = 0 and elo1 = 400 log10 2 (a score of
	 * 2/3): H1's theta solves -2/(3 - 2t) - 1/(6 - t) + 1/(3 + t) = 0,
	 * that is t^2 - 3t - 9/2 = 0, t = (3 - 3 sqrt 3) / 2 (the root
	 * between the poles -3 and 3/2); the denominators 1 + t (a - 2/3)
	 * are sqrt 3, (3 + sqrt 3) / 4 and (3 - sqrt 3) / 2, whose product
	 * is 3 sqrt 3 / 4, and the LLR is 3 * (1/3) * sum log(q1 / p) =
	 * log(4 / (3 sqrt 3)) = -0.2616. */
	bg_sprt_init(&s, 0, 400 * log10(2), 0.05, 0.05);
	llr = bg_sprt_llr_trinomial(&s, 1, 1, 1);
	ok(near(llr, log(4 / (3 * sqrt(3))), 1e-9), "sprt: 1-1-1 by hand, "
	   "%.6f", llr);

	ok(bg_sprt_parse("0,5", &s, &err) == 0 && s.elo0 == 0 && s.elo1 == 5 &&
	   s.alpha == 0.05 && s.beta == 0.05, "sprt: parse 0,5");
	ok(bg_sprt_parse("-1.5,3.25,0.1,0.2", &s, &err) == 0 &&
	   s.elo0 == -1.5 && s.elo1 == 3.25 && s.alpha == 0.1 &&
	   s.beta == 0.2 && near(s.upper, log(0.8 / 0.1), 1e-12),
	   "sprt: parse with alpha and beta");
	ok(bg_sprt_parse("5,0", &s, &err) < 0 && err.status == BG_EX_USAGE,
	   "sprt: ELO0 above ELO1 refused");
	is_str(err.msg, "'5,0': ELO0 must be less than ELO1, both between "
	       "-1000 and 1000", "sprt: its message");
	ok(bg_sprt_parse("0,5,0.05", &s, &err) < 0, "sprt: three numbers "
	   "refused");
	is_str(err.msg, "'0,5,0.05' is not ELO0,ELO1[,ALPHA,BETA] (such as "
	       "0,5 or 0,5,0.05,0.1)", "sprt: its message");
	ok(bg_sprt_parse("0,5,", &s, &err) < 0 &&
	   bg_sprt_parse("0,1e3", &s, &err) < 0 &&
	   bg_sprt_parse(".5,1", &s, &err) < 0 &&
	   bg_sprt_parse("0,,5", &s, &err) < 0 &&
	   bg_sprt_parse("", &s, &err) < 0, "sprt: malformed lists refused");
	ok(bg_sprt_parse("0,5,0.5,0.5", &s, &err) < 0, "sprt: alpha + beta "
	   "of 1 refused");
	is_str(err.msg, "'0,5,0.5,0.5': ALPHA and BETA must be more than 0, "
	       "their sum less than 1", "sprt: its message");
	ok(bg_sprt_parse("0,1000", &s, &err) < 0, "sprt: ELO1 of 1000 "
	   "refused");
}

static void
test_schedule(void)
{
	struct bg_schedule s;
	struct bg_err err;
	int seen[4][4] = { { 0 } }, g, seat, fair = 1;

	ok(bg_schedule_init(&s, 2, 2, 1, 10, &err) == 0 && s.paired &&
	   s.round == 2, "schedule: two policies on two seats are paired");
	ok(bg_schedule_policy(&s, 0, 0) == 0 && bg_schedule_policy(&s, 0, 1) == 1
	   && bg_schedule_policy(&s, 1, 0) == 1 &&
	   bg_schedule_policy(&s, 1, 1) == 0 && bg_schedule_policy(&s, 4, 0) == 0,
	   "schedule: the second game of a pair swaps the seats");
	ok(bg_schedule_dice_key(&s, 7, 0) == bg_schedule_dice_key(&s, 7, 1) &&
	   bg_schedule_dice_key(&s, 7, 2) == bg_schedule_dice_key(&s, 7, 3) &&
	   bg_schedule_dice_key(&s, 7, 1) != bg_schedule_dice_key(&s, 7, 2) &&
	   bg_schedule_dice_key(&s, 7, 0) != bg_schedule_dice_key(&s, 8, 0),
	   "schedule: a pair shares its dice, the next pair has others");

	ok(bg_schedule_init(&s, 4, 4, 1, 8, &err) == 0 && !s.paired &&
	   s.round == 4, "schedule: four policies on four seats, rounds of 4");
	for (g = 0; g < 8; g++)
		for (seat = 0; seat < 4; seat++)
			seen[bg_schedule_policy(&s, (unsigned long)g, seat)][seat]++;
	for (g = 0; g < 4; g++)
		for (seat = 0; seat < 4; seat++)
			fair &= seen[g][seat] == 2;
	ok(fair, "schedule: in 8 games each policy holds each seat twice");
	ok(bg_schedule_policy(&s, 1, 0) == 1 && bg_schedule_policy(&s, 1, 3) == 0,
	   "schedule: game 2 moves each policy one seat on");

	ok(bg_schedule_init(&s, 2, 4, 1, 4, &err) == 0 &&
	   bg_schedule_policy(&s, 0, 2) == 0 && bg_schedule_policy(&s, 1, 2) == 1 &&
	   bg_schedule_copy(&s, 0, 0) == 0 && bg_schedule_copy(&s, 0, 2) == 1 &&
	   bg_schedule_copy(&s, 0, 3) == 1 && bg_schedule_copy(&s, 1, 1) == 0,
	   "schedule: two policies on four seats hold two each, copies 0 and 1");
	ok(bg_schedule_init(&s, 2, 2, 0, 4, &err) == 0 && !s.paired &&
	   s.round == 1 && bg_schedule_policy(&s, 3, 1) == 1 &&
	   bg_schedule_dice_key(&s, 7, 0) != bg_schedule_dice_key(&s, 7, 1),
	   "schedule: not rotated, policy i holds seat i, every game its dice");
	ok(bg_schedule_init(&s, 1, 4, 1, 4, &err) == 0 && !s.rotate &&
	   bg_schedule_policy(&s, 2, 3) == 0, "schedule: one policy holds "
	   "every seat");
	ok(bg_schedule_init(&s, 3, 2, 1, 4, &err) < 0 && err.status == 65,
	   "schedule: more policies than seats refused");
	is_str(err.msg, "3 policies for a game of 2 seats: give at most one per "
	       "seat", "schedule: its message");
	ok(bg_schedule_init(&s, 2, 4, 0, 4, &err) < 0, "schedule: two fixed "
	   "policies for four seats refused");
	is_str(err.msg, "2 policies for a game of 4 seats: give one, or one "
	       "per seat", "schedule: its message");
}

/* A tournament's tables: every combination in lexicographic order, or
 * the first policy with each other; its cycles on the same dice. */
static void
test_tournament(void)
{
	static const char *const want[10] = { "012", "013", "014", "023",
		"024", "034", "123", "124", "134", "234" };
	struct bg_schedule s;
	struct bg_err err;
	int policy[BG_MAX_SEATS], all = 1, i;
	char got[4];
	unsigned long t;

	ok(bg_schedule_tournament(&s, 5, 3, 0, 2, &err) == 0 &&
	   s.tables == 10 && s.table == 3 && s.round == 3 && s.cycle == 30 &&
	   s.games == 60, "tournament: 5 policies at 3 seats, 10 tables");
	for (t = 0; t < 10; t++) {
		bg_schedule_table(&s, t, policy);
		for (i = 0; i < 3; i++)
			got[i] = (char)('0' + policy[i]);
		got[3] = '\0';
		all &= strcmp(got, want[t]) == 0;
	}
	ok(all, "tournament: the tables in lexicographic order");
	ok(bg_schedule_policy(&s, 9, 0) == 0 &&
	   bg_schedule_policy(&s, 9, 1) == 2 &&
	   bg_schedule_policy(&s, 9, 2) == 3 &&
	   bg_schedule_policy(&s, 10, 0) == 2 &&
	   bg_schedule_policy(&s, 10, 2) == 0 &&
	   bg_schedule_policy(&s, 39, 1) == 2,
	   "tournament: game 10 is table 4's first, rotated in game 11, and "
	   "again a cycle later");
	ok(bg_schedule_dice_key(&s, 7, 0) == bg_schedule_dice_key(&s, 7, 29) &&
	   bg_schedule_dice_key(&s, 7, 29) != bg_schedule_dice_key(&s, 7, 30),
	   "tournament: a cycle's games share their dice");
	ok(bg_schedule_tournament(&s, 4, 4, 1, 1, &err) == 0 &&
	   s.tables == 3 && s.table == 2 && s.games == 6 &&
	   bg_schedule_policy(&s, 4, 0) == 0 &&
	   bg_schedule_policy(&s, 4, 1) == 3 &&
	   bg_schedule_policy(&s, 4, 2) == 0 &&
	   bg_schedule_policy(&s, 5, 0) == 3,
	   "tournament: a gauntlet at four seats, two each");
	ok(bg_schedule_tournament(&s, 1, 2, 0, 1, &err) < 0 &&
	   bg_schedule_tournament(&s, 33, 2, 0, 1, &err) < 0,
	   "tournament: 2 to 32 policies");
}

/* The ratings: two policies by hand, an anchor moved, one unmet. */
static void
test_ratings(void)
{
	struct bg_match_stats st;
	struct bg_ratings r, moved;
	double c = log(10) / 400, p = 3.5 / 5;

	bg_stats_init(&st, 3, 2);
	st.pair_games[0][1] = st.pair_games[1][0] = 4;
	st.pair_points[0][1] = 2; /* one win of four: 2 halves */
	st.pair_points[1][0] = 6;
	bg_ratings_fit(&st, 0, &r);
	ok(r.elo[0] == 0 && near(r.elo[1], 400 * log10(3.5 / 1.5), 1e-6) &&
	   near(r.error[1], 1.959963984540054 / (c * sqrt(5 * p * (1 - p))),
	        1e-6), "ratings: 3 of 4 and a virtual draw: "
	   "400 log10(3.5/1.5), its interval");
	ok(isnan(r.elo[2]) && !r.connected, "ratings: an unmet policy has none");
	st.pair_games[1][2] = st.pair_games[2][1] = 2;
	st.pair_points[1][2] = 4;
	bg_ratings_fit(&st, 0, &r);
	bg_ratings_fit(&st, 1, &moved);
	ok(r.connected && near(moved.elo[0], -r.elo[1], 1e-6) &&
	   near(moved.elo[2], r.elo[2] - r.elo[1], 1e-6) && r.elo[2] < 0,
	   "ratings: another anchor moves them all alike");
}

/* A two-seat result for the tally: the share of seat 0 (0, 420, 840). */
static struct bg_match_result
duel(unsigned long number, int seat0)
{
	struct bg_match_result r = { .number = number, .forfeit_seat = -1 };

	r.value[0] = seat0;
	r.value[1] = BG_VALUE_ONE - seat0;
	return r;
}

struct order {
	unsigned long seen[64];
	int n;
};

static int
note_counted(const struct bg_match_result *r, void *ctx, struct bg_err *err)
{
	struct order *o = ctx;

	(void)err;
	o->seen[o->n++] = r->number;
	return 0;
}

static void
test_tally(void)
{
	const int W = BG_VALUE_ONE, D = BG_VALUE_ONE / 2;
	/* Policy 0 is seat 0 in even games, seat 1 in odd ones: pair 1 WW,
	 * pair 2 WD, pair 3 LL (policy 0 loses both), then a lone game won
	 * by seat 1 (policy 1). */
	struct bg_match_result r[7] = {
		duel(0, W), duel(1, 0), duel(2, W), duel(3, D), duel(4, 0),
		duel(5, W), duel(6, 0)
	};
	struct bg_schedule s;
	struct bg_match m;
	struct bg_match_stats *st = &m.stats;
	struct bg_err err;
	struct bg_elo e;
	struct order o = { .n = 0 };
	int i, rc = 0;

	bg_schedule_init(&s, 2, 2, 1, 7, &err);
	bg_match_init(&m, &s, NULL, 4, &err);
	/* Out of order, as threads finish them, within the window of 4. */
	rc |= bg_match_add(&m, &r[1], note_counted, &o, &err);
	rc |= bg_match_add(&m, &r[3], note_counted, &o, &err);
	ok(o.n == 0 && bg_match_may_start(&m, 3) && !bg_match_may_start(&m, 4),
	   "tally: nothing counted before game 1; the window ends at game 4");
	rc |= bg_match_add(&m, &r[0], note_counted, &o, &err);
	rc |= bg_match_add(&m, &r[2], note_counted, &o, &err);
	for (i = 4; i < 6; i++)
		rc |= bg_match_add(&m, &r[i], note_counted, &o, &err);
	ok(rc == 0 && bg_match_add(&m, &r[6], note_counted, &o, &err) == 1,
	   "tally: the last game ends the match");
	ok(o.n == 7 && o.seen[0] == 0 && o.seen[3] == 3 && o.seen[6] == 6,
	   "tally: counted in the order of the games");
	ok(st->games == 7 && st->wins[0] == 3 && st->draws[0] == 1 &&
	   st->losses[0] == 3 && st->wins[1] == 3 && st->losses[1] == 3,
	   "tally: policy 0 won 3, drew 1, lost 3");
	ok(st->score[0] == 3 * W + D && st->score[1] == 3 * W + D,
	   "tally: scores 3.5 and 3.5");
	ok(st->seat_games[0][0] == 4 && st->seat_games[0][1] == 3 &&
	   st->seat_score[0][0] == 2 * W && st->seat_score[0][1] == W + D,
	   "tally: policy 0 scored 2 of 4 at seat 0, 1.5 of 3 at seat 1");
	ok(st->penta[BG_PENTA_WW] == 1 && st->penta[BG_PENTA_WD] == 1 &&
	   st->penta[BG_PENTA_LL] == 1 && st->penta[BG_PENTA_DD] == 0 &&
	   st->first == 0, "tally: pairs WW, WD, LL and a lone loss");
	ok(bg_match_elo(&m, &e) == 0 && e.n == 3 &&
	   near(e.score, (1 + 0.75 + 0) / 3, 1e-12),
	   "tally: Elo over the 3 pairs, the lone game left out");
	bg_match_free(&m);

	bg_match_init(&m, &s, NULL, 2, &err);
	ok(bg_match_add(&m, &r[2], NULL, NULL, &err) < 0 &&
	   err.status == BG_EX_SOFTWARE, "tally: a game past the window is "
	   "refused");
	ok(bg_match_add(&m, &r[1], NULL, NULL, &err) == 0 &&
	   bg_match_add(&m, &r[1], NULL, NULL, &err) < 0,
	   "tally: a game given twice is refused");
	is_str(err.msg, "game 2 given twice or out of turn", "tally: its "
	       "message");
	bg_match_free(&m);
}

/* The SPRT stops at the first pair after which it decides, on the pairs
 * before it; given all at once or in any order, the same. */
static void
test_tally_sprt(void)
{
	const int W = BG_VALUE_ONE;
	struct bg_match_result many[40];
	struct order first = { .n = 0 }, second = { .n = 0 };
	struct bg_schedule s;
	struct bg_match m;
	struct bg_sprt sprt;
	struct bg_err err;
	unsigned long end1, end2;
	int i;

	bg_sprt_init(&sprt, 0, 200, 0.05, 0.05);
	bg_schedule_init(&s, 2, 2, 1, 40, &err);
	for (i = 0; i < 40; i++)
		many[i] = duel((unsigned long)i, i % 2 ? 0 : W);
	bg_match_init(&m, &s, &sprt, 40, &err);
	for (i = 0; i < 40 && bg_match_add(&m, &many[i], note_counted,
	                                   &first, &err) == 0; i++)
		;
	end1 = m.end;
	ok(m.verdict == BG_SPRT_H1 && end1 % 2 == 0 && end1 < 40 &&
	   first.n == (int)end1 && m.llr >= sprt.upper,
	   "tally: a run of won pairs accepts H1 after %lu games", end1);
	ok(!bg_match_may_start(&m, end1) &&
	   bg_match_add(&m, &many[end1], note_counted, &first, &err) == 1
	   && first.n == (int)end1 && m.stats.games == end1,
	   "tally: a game after the SPRT's stop is dropped");
	bg_match_free(&m);
	bg_match_init(&m, &s, &sprt, 40, &err);
	for (i = 39; i >= 0; i--)
		bg_match_add(&m, &many[i], note_counted, &second, &err);
	end2 = m.end;
	ok(end2 == end1 && second.n == first.n &&
	   m.stats.games == end1 && m.verdict == BG_SPRT_H1,
	   "tally: given in reverse, it stops at the same game");
	bg_match_free(&m);

	/* Lost pairs accept H0.  Pairs of a win and a loss (the first seat
	 * wins, whoever holds it) leave it undecided when the games run out
	 * first. */
	for (i = 0; i < 40; i++)
		many[i] = duel((unsigned long)i, i % 2 ? W : 0);
	bg_match_init(&m, &s, &sprt, 40, &err);
	for (i = 0; i < 40 && bg_match_add(&m, &many[i], NULL, NULL,
	                                   &err) == 0; i++)
		;
	ok(m.verdict == BG_SPRT_H0 && m.end < 40 && m.llr <= sprt.lower,
	   "tally: a run of lost pairs accepts H0 after %lu games", m.end);
	bg_match_free(&m);
	for (i = 0; i < 6; i++)
		many[i] = duel((unsigned long)i, W);
	bg_schedule_init(&s, 2, 2, 1, 6, &err);
	bg_match_init(&m, &s, &sprt, 6, &err);
	for (i = 0; i < 6; i++)
		bg_match_add(&m, &many[i], NULL, NULL, &err);
	ok(m.verdict == BG_SPRT_GOING && m.end == 6 &&
	   m.stats.games == 6 && m.stats.penta[BG_PENTA_WL] == 3 &&
	   m.llr < 0 && m.llr > sprt.lower, "tally: 3 pairs won by the "
	   "first seat, and the games run out: undecided (LLR %.3f)",
	   m.llr);
	bg_match_free(&m);
}

/* Four seats, two policies (seats 0 and 2 against 1 and 3): a win shared
 * by seats 0 and 1 is a draw of the policies; a forfeit of seat 3 gives
 * the three others a third each. */
static void
test_tally_four(void)
{
	struct bg_match_result a = { .number = 0, .forfeit_seat = -1,
	                             .value = { 420, 420, 0, 0 } };
	struct bg_match_result b = { .number = 1, .forfeit_seat = 3,
	                             .value = { 280, 280, 280, 0 } };
	struct bg_match_stats four;
	struct bg_schedule s;
	struct bg_err err;

	bg_schedule_init(&s, 2, 4, 1, 2, &err);
	bg_stats_init(&four, 2, 4);
	bg_stats_add(&four, &s, &a);
	bg_stats_add(&four, &s, &b);
	ok(four.draws[0] == 2 && four.wins[0] == 0 && four.forfeits[0] == 1 &&
	   four.score[0] == 420 + 280 + 0 && four.score[1] == 420 + 560,
	   "tally: four seats, shared wins are draws of the policies");
	ok(four.seat_games[1][0] == 1 && four.seat_score[1][0] == 280 &&
	   four.seat_score[0][3] == 0 && four.seat_games[0][3] == 1,
	   "tally: four seats, each policy's share per seat");
}

static int
pick_first(const struct bg_state *st, struct bg_rng *rng, struct bg_move *mv,
           void *ctx)
{
	struct bg_move moves[BG_MAX_MOVES];

	(void)rng;
	(void)ctx;
	if (st->game->moves(st, moves) == 0)
		return -1;
	*mv = moves[0];
	return 0;
}

static int
pick_random(const struct bg_state *st, struct bg_rng *rng, struct bg_move *mv,
            void *ctx)
{
	static const struct bg_policy random_policy = { .kind =
	                                                BG_POLICY_RANDOM };

	(void)ctx;
	/* Random play uses neither threads nor memory. */
	return bg_policy_pick(&random_policy, st, NULL, rng, mv, NULL) == 0
	       ? 0 : -1;
}

/* The chance outcomes of a game, in order. */
struct rolls {
	int n;
	struct bg_move roll[4096];
};

static int
note_roll(const struct bg_state *st, const struct bg_move *mv, void *ctx,
          struct bg_err *err)
{
	struct rolls *r = ctx;

	(void)st;
	(void)err;
	if (mv->kind == BG_ACT_CHANCE && r->n < 4096)
		r->roll[r->n++] = *mv;
	return 0;
}

/* Do two states print the same line? */
static int
same_state(const struct bg_state *a, const struct bg_state *b)
{
	char la[BG_LINE_MAX + 2], lb[BG_LINE_MAX + 2];
	size_t na = a->game->format(a, la), nb = b->game->format(b, lb);

	return na == nb && memcmp(la, lb, na) == 0;
}

static int
state_of(const char *line, struct bg_state *st)
{
	struct bg_err err;

	if (bg_state_parse(&defs, st, line, strlen(line), &err) < 0) {
		printf("# %s\n", err.msg);
		return -1;
	}
	return 0;
}

static void
test_referee(void)
{
	static struct rolls one, two, other;
	struct bg_player first = { NULL, pick_first, NULL },
	                 random = { NULL, pick_random, NULL };
	struct bg_player *seats[2];
	struct bg_bot_limits lim = { 0, 0, 100 };
	struct bg_schedule s;
	struct bg_refereed g;
	struct bg_state st;
	struct bg_rng rng;
	struct bg_err err;
	const struct bg_game *waju = bg_game_find("waju", 4);
	struct bg_settings set;
	char players[] = "--players 4";
	int same = 1, i;

	/* Waju, two seats: game 0 seats first then random; game 1 the other
	 * way round; both meet the same dice, roll by roll. */
	bg_schedule_init(&s, 2, 2, 1, 4, &err);
	bg_settings_init(&set);
	ok(waju && bg_game_new(&defs, waju, &set, &st, &err) == 0,
	   "referee: a Waju game for two");
	seats[0] = &first;
	seats[1] = &random;
	bg_schedule_choices(&rng, 11, 0);
	ok(bg_referee(&st, seats, &lim, bg_schedule_dice_key(&s, 11, 0), &rng,
	              note_roll, &one, &g, &err) == 0 && !g.cut &&
	   g.forfeit.kind == BG_FORFEIT_NONE &&
	   g.value[0] + g.value[1] == BG_VALUE_ONE, "referee: game 1 played");
	seats[0] = &random;
	seats[1] = &first;
	bg_schedule_choices(&rng, 11, 1);
	bg_referee(&st, seats, &lim, bg_schedule_dice_key(&s, 11, 1), &rng,
	           note_roll, &two, &g, &err);
	bg_schedule_choices(&rng, 11, 2);
	bg_referee(&st, seats, &lim, bg_schedule_dice_key(&s, 11, 2), &rng,
	           note_roll, &other, &g, &err);
	for (i = 0; i < one.n && i < two.n; i++)
		same &= one.roll[i].len == two.roll[i].len &&
		        memcmp(one.roll[i].v, two.roll[i].v, one.roll[i].len) == 0;
	ok(one.n > 10 && two.n > 10 && same, "referee: the seats swapped, the "
	   "same %d rolls", one.n < two.n ? one.n : two.n);
	for (same = 1, i = 0; i < one.n && i < other.n; i++)
		same &= memcmp(one.roll[i].v, other.roll[i].v, one.roll[i].len) == 0;
	ok(!same, "referee: the next pair rolls other dice");

	/* Forfeit values: the seat that forfeits 0, the others share. */
	{
		int v[BG_MAX_SEATS];
		bg_settings_parse(&set, waju, players, 0, &err);
		bg_game_new(&defs, waju, &set, &st, &err);
		bg_game_values(&st, 2, v);
		ok(v[0] == 280 && v[1] == 280 && v[2] == 0 && v[3] == 280,
		   "referee: a forfeit in four seats, 1/3 each to the others");
		bg_game_values(&st, -1, v);
		ok(v[0] == 210 && v[3] == 210, "referee: a game not over shares "
		   "the win");
	}
}

/* No child of this process is left, running or a zombie. */
static int
no_children(void)
{
	int status;

	return waitpid(-1, &status, WNOHANG) < 0 && errno == ECHILD;
}

/* The processes of group pgid but zombies (whose parent, once it was
 * killed, is init's to reap). */
static int
group_size(pid_t pgid)
{
	char path[300], buf[512], state;
	DIR *d = opendir("/proc");
	struct dirent *e;
	int pgrp, n = 0;
	FILE *f;

	if (!d)
		return 0;
	while ((e = readdir(d))) {
		snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
		if (e->d_name[0] < '0' || e->d_name[0] > '9' ||
		    !(f = fopen(path, "r")))
			continue;
		if (fgets(buf, sizeof buf, f)) {
			const char *p = strrchr(buf, ')');

			if (p && sscanf(p + 1, " %c %*d %d", &state, &pgrp) == 2 &&
			    pgrp == pgid && state != 'Z')
				n++;
		}
		fclose(f);
	}
	closedir(d);
	return n;
}

/* Waits up to five seconds for cond(arg): on a loaded machine a shell
 * takes its time to start. */
static int
soon(int (*cond)(pid_t, int), pid_t pid, int arg)
{
	int tries;

	for (tries = 0; tries < 500; tries++) {
		if (cond(pid, arg))
			return 1;
		usleep(10000);
	}
	return 0;
}

static int
group_has(pid_t pgid, int n)
{
	return group_size(pgid) == n;
}

static int
closed_fd(pid_t pid, int fd)
{
	char path[64];

	snprintf(path, sizeof path, "/proc/%ld/fd/%d", (long)pid, fd);
	return access(path, F_OK) < 0;
}

static char command[4][1024];

static const char *
bot_command(int i, const char *fmt, const char *dir, const char *file)
{
	snprintf(command[i], sizeof command[i], fmt, dir, file);
	return command[i];
}

/* Plays a Wari game from st with bot at seat north against the first
 * listed move at south. */
static int
play_bot_from(const struct bg_state *st, struct bg_bot *bot,
              const struct bg_bot_limits *lim, struct bg_refereed *g)
{
	struct bg_player b = { bot, NULL, NULL }, first = { NULL, pick_first, NULL };
	struct bg_player *seats[2] = { &b, &first };
	struct bg_rng rng;
	struct bg_err err;
	int rc;

	bg_schedule_choices(&rng, 1, 0);
	rc = bg_referee(st, seats, lim, 1, &rng, NULL, NULL, g, &err);
	if (rc < 0)
		printf("# %s\n", err.msg);
	return rc;
}

/* The same from the start of a game. */
static int
play_bot(struct bg_bot *bot, const struct bg_bot_limits *lim,
         struct bg_refereed *g)
{
	struct bg_state st;

	state_of(wari_start, &st);
	return play_bot_from(&st, bot, lim, g);
}

/* The bad bot's forfeit in two games running, with the bot started
 * again for the second, and nothing left of it after either. */
static void
forfeits(const char *name, const char *command_line,
         const struct bg_bot_limits *lim, const char *reason)
{
	struct bg_refereed g;
	struct bg_bot bot;
	uint64_t t0 = bg_clock_us();
	int game, rc;

	bg_bot_init(&bot, command_line, NULL);
	for (game = 1; game <= 2; game++) {
		rc = play_bot(&bot, lim, &g);
		ok(rc == 0 && g.forfeit.kind != BG_FORFEIT_NONE &&
		   g.forfeit.seat == 0 && g.value[0] == 0 &&
		   g.value[1] == BG_VALUE_ONE && bot.starts == (unsigned long)game
		   && bot.proc.pid == 0,
		   "bots: %s forfeits game %d (started %lu times)", name, game,
		   bot.starts);
		if (reason[strlen(reason) - 1] == '(')
			ok(strncmp(g.forfeit.reason, reason, strlen(reason)) == 0,
			   "bots: %s: '%s'", name, g.forfeit.reason);
		else
			is_str(g.forfeit.reason, reason, "bots: %s: '%s'", name,
			       reason);
		ok(no_children(), "bots: %s: no process left, no zombie", name);
	}
	printf("# %s: %.2f s for two games\n", name,
	       (double)(bg_clock_us() - t0) / 1e6);
}

/* The time in "time forfeit (N ms, limit L)". */
static unsigned long
forfeit_ms(const char *reason)
{
	unsigned long ms = 0;

	sscanf(reason, "time forfeit (%lu", &ms);
	return ms;
}

static void
test_good_bots(void)
{
	struct bg_bot_limits lim = { 20000, 0, 2000 };
	struct bg_refereed g, in_process;
	struct bg_player first = { NULL, pick_first, NULL };
	struct bg_player *both[2] = { &first, &first };
	struct bg_state st;
	struct bg_rng rng;
	struct bg_err err;
	struct bg_bot bot;
	pid_t pid;
	int game, rc = 0, same = 1;

	state_of(wari_start, &st);
	bg_referee(&st, both, &lim, 1, &rng, NULL, NULL, &in_process, &err);
	bg_bot_init(&bot, bot_command(0, "%s/bots/%s", bin, "first"), NULL);
	for (game = 0; game < 3; game++) {
		rc |= play_bot(&bot, &lim, &g);
		same &= same_state(&g.final, &in_process.final) &&
		        g.actions == in_process.actions;
	}
	pid = bot.proc.pid;
	ok(rc == 0 && g.forfeit.kind == BG_FORFEIT_NONE &&
	   st.game->phase(&g.final) == BG_PHASE_OVER && same,
	   "bots: the C bot plays 3 whole games, as the first move in-process "
	   "does (%lu actions)", g.actions);
	ok(bot.starts == 1 && pid > 0 && getpgid(pid) == pid &&
	   bot.decisions > 30, "bots: one process for the 3 games, in a "
	   "group of its own (%lu decisions)", (unsigned long)bot.decisions);
	bg_bot_stop(&bot, 2000);
	ok(bot.proc.pid == 0 && bot.proc.signal == 0 && bot.proc.code == 0 &&
	   no_children(), "bots: stopped, it ends by itself at the end of its "
	   "input, and is reaped");

	/* The shell bot starts three processes a move: it plays the last
	 * plies of the same game. */
	{
		struct bg_move moves[BG_MAX_MOVES];
		struct bg_state late_st = st;
		int i;

		for (i = 0; i < 280; i++) {
			late_st.game->moves(&late_st, moves);
			late_st.game->apply(&late_st, &moves[0]);
		}
		bg_bot_init(&bot, bot_command(1, "sh %s/tests/bots/%s", top,
		                              "first.sh"), NULL);
		rc = play_bot_from(&late_st, &bot, &lim, &g);
		ok(rc == 0 && g.forfeit.kind == BG_FORFEIT_NONE &&
		   g.actions == in_process.actions - 280 &&
		   same_state(&g.final, &in_process.final) &&
		   bot.decisions >= 4, "bots: the shell bot plays the game's "
		   "last %lu plies", g.actions);
		bg_bot_stop(&bot, 2000);
	}
	ok(no_children(), "bots: the shell bot stopped and reaped");

}

/* What a bot writes on standard error goes to its log; a log that
 * cannot be opened fails before any process starts. */
static void
test_bot_log(void)
{
	struct bg_bot_limits lim = { 20000, 0, 2000 };
	struct bg_refereed g;
	struct bg_state st;
	struct bg_err err;
	struct bg_bot bot;
	struct bg_move mv;
	char log[1024], text[256] = "";
	FILE *f;
	int rc;

	state_of(wari_start, &st);
	snprintf(log, sizeof log, "%s/match-unit-%ld.log",
	         getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp",
	         (long)getpid());
	unlink(log);
	bg_bot_init(&bot, bot_command(2, "echo thinking >&2; exec "
	                              "%s/bots/%s", bin, "first"), log);
	rc = play_bot(&bot, &lim, &g);
	bg_bot_stop(&bot, 2000);
	f = fopen(log, "r");
	if (f) {
		if (!fgets(text, sizeof text, f))
			text[0] = '\0';
		fclose(f);
	}
	ok(rc == 0 && g.forfeit.kind == BG_FORFEIT_NONE &&
	   strcmp(text, "thinking\n") == 0, "bots: its standard error "
	   "in its log");
	unlink(log);
	bg_bot_init(&bot, "true", "/nonexistent/dir/bot.log");
	rc = bg_bot_decide(&bot, &st, &lim, &mv, &g.forfeit, &err);
	ok(rc < 0 && err.status == BG_EX_IOERR && no_children(),
	   "bots: a log that cannot be opened fails before any process "
	   "starts");
	is_str(err.msg, "cannot open the bot log /nonexistent/dir/bot.log: "
	       "No such file or directory", "bots: its message");
}

static void
test_bad_bots(void)
{
	struct bg_bot_limits quick = { 300, 0, 200 }, generous = { 20000, 0, 500 };
	struct bg_refereed g;
	struct bg_bot bot;
	uint64_t t0, took;
	char late[1100], term[1100];

	snprintf(late, sizeof late, "sh %s/tests/bots/late.sh", top);
	t0 = bg_clock_us();
	forfeits("late.sh", late, &quick, "time forfeit (");
	took = bg_clock_us() - t0;
	ok(took < 4000000, "bots: late.sh: two games in %.2f s, not its 10",
	   (double)took / 1e6);
	bg_bot_init(&bot, late, NULL);
	play_bot(&bot, &quick, &g);
	ok(forfeit_ms(g.forfeit.reason) > 300 &&
	   forfeit_ms(g.forfeit.reason) < 4000 &&
	   strstr(g.forfeit.reason, " ms, limit 300)"), "bots: late.sh: '%s'",
	   g.forfeit.reason);

	snprintf(term, sizeof term, "sh %s/tests/bots/ignore-term.sh", top);
	t0 = bg_clock_us();
	forfeits("ignore-term.sh", term, &quick, "time forfeit (");
	took = bg_clock_us() - t0;
	ok(took < 8000000, "bots: ignore-term.sh: two games in %.2f s, not "
	   "its 120", (double)took / 1e6);

	forfeits("illegal.awk", bot_command(0, "awk -W interactive -f %s/tests/bots/%s", top,
	                                    "illegal.awk"), &generous,
	         "illegal move 'x' for north: a move is a pit, a to f");
	forfeits("two-lines.awk", bot_command(0, "awk -W interactive -f %s/tests/bots/%s", top,
	                                      "two-lines.awk"), &generous,
	         "more than one line for one state");
	forfeits("long-line.sh", bot_command(0, "sh %s/tests/bots/%s", top,
	                                     "long-line.sh"), &generous,
	         "line too long (more than 128 bytes)");
	forfeits("silent.sh", bot_command(0, "sh %s/tests/bots/%s", top,
	                                  "silent.sh"), &generous, "closed");
	forfeits("segv", bot_command(0, "%s/bots/%s", bin, "segv"), &generous,
	         "crashed (signal 11)");
	forfeits("close-input.sh", bot_command(0, "sh %s/tests/bots/%s", top,
	                                       "close-input.sh"), &generous,
	         "closed its input");
	forfeits("exit 3", "read -r state; exit 3", &generous,
	         "exited (status 3)");
	forfeits("no such command", "no-such-bot-anywhere", &generous,
	         "exited (status 127)");
	forfeits("end", "while read -r s; do echo end; done", &generous,
	         "illegal move 'end' for north: not one of the listed moves");
	forfeits("control bytes", "while read -r s; do printf 'a\\033b\\n'; "
	         "done", &generous, "illegal move 'a?b': a move is a word of "
	         "printable ASCII");
	forfeits("game time", "while read -r s; do sleep 0.15; echo \"$s\" | "
	         "bg-moves | head -n 1; done",
	         &(struct bg_bot_limits){ 20000, 400, 200 }, "time forfeit (");
	bg_bot_init(&bot, "while read -r s; do sleep 0.15; echo \"$s\" | "
	            "bg-moves | head -n 1; done", NULL);
	play_bot(&bot, &(struct bg_bot_limits){ 20000, 400, 200 }, &g);
	ok(strstr(g.forfeit.reason, " ms in the game, limit 400)") &&
	   forfeit_ms(g.forfeit.reason) > 400, "bots: game time: '%s'",
	   g.forfeit.reason);
}

/* Is the process's command name comm? */
static int
comm_is(pid_t pid, int unused)
{
	char path[64], name[64] = "";
	FILE *f;

	(void)unused;
	snprintf(path, sizeof path, "/proc/%ld/comm", (long)pid);
	if ((f = fopen(path, "r"))) {
		if (!fgets(name, sizeof name, f))
			name[0] = '\0';
		fclose(f);
	}
	name[strcspn(name, "\n")] = '\0';
	return strcmp(name, "sleep") == 0;
}

/* The processes themselves: a group killed whole, and a write to a bot
 * that closed its input, which must not raise SIGPIPE here. */
static void
test_processes(void)
{
	struct bg_proc p;
	struct bg_err err;
	char term[1100];
	pid_t pgid;

	snprintf(term, sizeof term, "sh %s/tests/bots/ignore-term.sh", top);
	ok(bg_proc_start(&p, term, -1, &err) == 0 &&
	   bg_proc_write(&p, "x\n", 2, bg_clock_us() + 1000000) ==
	   BG_PROC_READY, "processes: ignore-term.sh started");
	pgid = p.pid;
	ok(getpgid(p.pid) == p.pid && soon(group_has, pgid, 2), "processes: "
	   "its group runs, sh and its sleep, TERM ignored");
	bg_proc_stop(&p, 0, 200);
	ok(soon(group_has, pgid, 0) && p.signal == SIGKILL && no_children(),
	   "processes: SIGTERM ignored, SIGKILL ends the whole group");

	ok(bg_proc_start(&p, "sleep 5", -1, &err) == 0 &&
	   soon(comm_is, p.pid, 0), "processes: a command of plain words is "
	   "the child itself (sh execs it)");
	bg_proc_stop(&p, 0, 200);
	ok(p.signal == SIGTERM, "processes: and SIGTERM ends it");
	ok(bg_proc_start(&p, "exit 3", -1, &err) == 0 && bg_proc_ended(&p, 5000)
	   && p.code == 3, "processes: a builtin is run by sh as it is");
	bg_proc_stop(&p, 0, 200);
	ok(bg_proc_start(&p, "exec 0<&-; sleep 60", -1, &err) == 0 &&
	   soon(closed_fd, p.pid, 0), "processes: a bot that closes its "
	   "input");
	ok(bg_proc_write(&p, "x\n", 2, bg_clock_us() + 1000000) ==
	   BG_PROC_CLOSED, "processes: writing to it is told, and no SIGPIPE "
	   "ends this process");
	bg_proc_stop(&p, 0, 200);
	ok(no_children(), "processes: stopped and reaped");
}

int
main(int argc, char **argv)
{
	const char *group = argc > 2 ? argv[2] : "";
	static char dir[4096], path[8192];
	char *slash;

	if (argc < 2) {
		fprintf(stderr, "usage: match-unit TOP [GROUP]\n");
		return 64;
	}
	top = argv[1];
	snprintf(dir, sizeof dir, "%s", argv[0]);
	slash = strrchr(dir, '/');
	if (slash)
		*slash = '\0';
	else
		snprintf(dir, sizeof dir, ".");
	bin = dir;
	snprintf(path, sizeof path, "%s:%s", bin,
	         getenv("PATH") ? getenv("PATH") : "/usr/bin:/bin");
	setenv("PATH", path, 1);
	/* A SIGPIPE that reached this process would end it: bg must keep
	 * them from it. */
	signal(SIGPIPE, SIG_DFL);
	bg_defs_init(&defs);
	if (!*group || !strcmp(group, "elo"))
		test_elo();
	if (!*group || !strcmp(group, "sprt"))
		test_sprt();
	if (!*group || !strcmp(group, "schedule"))
		test_schedule();
	if (!*group || !strcmp(group, "tournament")) {
		test_tournament();
		test_ratings();
	}
	if (!*group || !strcmp(group, "tally")) {
		test_tally();
		test_tally_sprt();
		test_tally_four();
	}
	if (!*group || !strcmp(group, "referee"))
		test_referee();
	if (!*group || !strcmp(group, "bots")) {
		test_processes();
		test_good_bots();
		test_bot_log();
		test_bad_bots();
	}
	bg_defs_free(&defs);
	return tap_done();
}
