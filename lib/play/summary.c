/* The summary of a match (formats/bot.md, "The statistics of a match"):
 * per policy its games, results, score and score per seat; for two
 * policies on two seats the Elo difference, its interval and LOS; the
 * SPRT's verdict.  Text for people, or one JSON object for machines. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "play/play.h"

static double
share(int64_t score, unsigned long games)
{
	return games ? (double)score / BG_VALUE_ONE / (double)games : 0;
}

static const char *
sprt_word(const struct bg_match *m)
{
	if (m->verdict == BG_SPRT_H1)
		return "H1";
	return m->verdict == BG_SPRT_H0 ? "H0" : "undecided";
}

/* The Elo's model: pentanomial over the pairs when games are paired and
 * a pair is whole (bg_match_elo's choice). */
static const char *
elo_model(const struct bg_match *m)
{
	unsigned long pairs = 0;
	int i;

	for (i = 0; i < BG_PENTA_KINDS; i++)
		pairs += m->stats.penta[i];
	return m->sched.paired && pairs ? "pentanomial" : "trinomial";
}

static void
json_policy(FILE *out, const struct bg_games *gs, const struct bg_match *m,
            const struct bg_outcome *o, int p)
{
	const struct bg_match_stats *s = &m->stats;
	int i;

	fputs(p ? ",{\"policy\":" : "{\"policy\":", out);
	bg_json_string(out, gs->match->seat[p].name,
	               strlen(gs->match->seat[p].name));
	fprintf(out, ",\"games\":%lu,\"wins\":%lu,\"draws\":%lu,\"losses\":%lu,"
	        "\"forfeits\":%lu", s->games, s->wins[p], s->draws[p],
	        s->losses[p], s->forfeits[p]);
	bg_json_number(out, "score", (double)s->score[p] / BG_VALUE_ONE, 4);
	bg_json_number(out, "mean", share(s->score[p], s->games), 4);
	fputs(",\"seats\":{", out);
	for (i = 0; i < o->seats; i++) {
		fprintf(out, "%s\"%s\":{\"games\":%lu", i ? "," : "", o->seat[i],
		        s->seat_games[p][i]);
		bg_json_number(out, "mean", share(s->seat_score[p][i],
		                               s->seat_games[p][i]), 4);
		putc('}', out);
	}
	fputs("}}", out);
}

/* The games this run was to play: those of its range (--first). */
static unsigned long
scheduled(const struct bg_games *gs, const struct bg_match *m)
{
	return m->sched.games - gs->match->first;
}

static void
json_summary(FILE *out, const struct bg_games *gs, const struct bg_match *m,
             const struct bg_outcome *o, const struct bg_state *st)
{
	struct bg_elo e;
	int p;

	fputs("{\"match\":", out);
	bg_json_string(out, gs->name, strlen(gs->name));
	fprintf(out, ",\"game\":\"%s\",\"games\":%lu,\"scheduled\":%lu,"
	        "\"policies\":[", st->game->name, m->stats.games,
	        scheduled(gs, m));
	for (p = 0; p < m->sched.policies; p++)
		json_policy(out, gs, m, o, p);
	putc(']', out);
	if (m->stats.cut)
		fprintf(out, ",\"cut\":%lu", m->stats.cut);
	if (bg_match_elo(m, &e) == 0) {
		fprintf(out, ",\"elo\":{\"model\":\"%s\",\"n\":%lu",
		        elo_model(m), e.n);
		bg_json_number(out, "elo", e.elo, 2);
		bg_json_number(out, "lo", e.lo, 2);
		bg_json_number(out, "hi", e.hi, 2);
		bg_json_number(out, "error", e.error, 2);
		bg_json_number(out, "los", e.los, 4);
		putc('}', out);
	}
	if (m->sprt) {
		fprintf(out, ",\"sprt\":{\"elo0\":%g,\"elo1\":%g,\"alpha\":%g,"
		        "\"beta\":%g,\"llr\":%.4f,\"lower\":%.4f,\"upper\":%.4f,"
		        "\"verdict\":\"%s\"}", m->sprt->elo0, m->sprt->elo1,
		        m->sprt->alpha, m->sprt->beta, m->llr, m->sprt->lower,
		        m->sprt->upper, sprt_word(m));
	}
	fputs("}\n", out);
}

static void
text_table(FILE *out, const struct bg_games *gs, const struct bg_match *m,
           const struct bg_outcome *o)
{
	const struct bg_match_stats *s = &m->stats;
	int w = bg_match_policy_width(gs->match), p, i;

	fprintf(out, "%-*s %6s %6s %6s %6s %8s %9s %6s", w, "policy", "games",
	        "wins", "draws", "losses", "forfeits", "score", "mean");
	for (i = 0; i < o->seats; i++)
		fprintf(out, " %6s", o->seat[i]);
	putc('\n', out);
	for (p = 0; p < m->sched.policies; p++) {
		fprintf(out, "%-*s %6lu %6lu %6lu %6lu %8lu %9.2f %6.4f", w,
		        gs->match->seat[p].name, s->games, s->wins[p],
		        s->draws[p], s->losses[p], s->forfeits[p],
		        (double)s->score[p] / BG_VALUE_ONE,
		        share(s->score[p], s->games));
		for (i = 0; i < o->seats; i++)
			if (s->seat_games[p][i])
				fprintf(out, " %6.4f", share(s->seat_score[p][i],
				                             s->seat_games[p][i]));
			else
				fprintf(out, " %6s", "-");
		putc('\n', out);
	}
}

/* An Elo figure to a tenth, "+inf" or "-inf" past a score of 0 or 1. */
static void
text_number(FILE *out, const char *before, double v, int sign)
{
	fputs(before, out);
	if (v == 0)
		v = 0; /* no "-0.0" */
	if (isfinite(v))
		fprintf(out, sign ? "%+.1f" : "%.1f", v);
	else
		fputs(isnan(v) || v > 0 ? (sign ? "+inf" : "inf") : "-inf", out);
}

/* A sweep's Elo, infinite, as its bound: "> +140.4"; 0 for another. */
static int
text_sweep(FILE *out, const struct bg_elo *e)
{
	if (isfinite(e->elo))
		return 0;
	text_number(out, e->elo > 0 ? "> " : "< ", e->elo > 0 ? e->lo : e->hi,
	            1);
	return 1;
}

/* The Elo and its interval, an end past a score of 0 or 1 said in
 * words, as is a sweep. */
static void
text_elo(FILE *out, const struct bg_match *m)
{
	const char *unit = elo_model(m)[0] == 'p' ? "pair" : "game";
	struct bg_elo e;

	if (bg_match_elo(m, &e) < 0)
		return;
	fputs("Elo of the first against the second: ", out);
	if (text_sweep(out, &e)) {
		fprintf(out, " (95%%; every %s %s)", unit,
		        e.elo > 0 ? "won" : "lost");
	} else if (isfinite(e.lo) && isfinite(e.hi)) {
		text_number(out, "", e.elo, 1);
		text_number(out, " +- ", e.error, 0);
		text_number(out, " (95%: ", e.lo, 1);
		text_number(out, " to ", e.hi, 1);
		putc(')', out);
	} else if (isfinite(e.lo) || isfinite(e.hi)) {
		text_number(out, "", e.elo, 1);
		text_number(out, isfinite(e.lo) ? " (95%: above "
		                                : " (95%: below ",
		            isfinite(e.lo) ? e.lo : e.hi, 1);
		putc(')', out);
	} else if (e.var == 0) {
		text_number(out, "", e.elo, 1);
		fprintf(out, " (95%%: unbounded, every %s scored the same)",
		        unit);
	} else {
		text_number(out, "", e.elo, 1);
		fprintf(out, " (95%%: too few %ss to bound it)", unit);
	}
	fprintf(out, ", %s over %lu %s%s; LOS ", elo_model(m), e.n, unit,
	        e.n == 1 ? "" : "s");
	if (isnan(e.los))
		fputs("n/a\n", out);
	else
		fprintf(out, "%.1f%%\n", 100 * e.los);
}

static void
text_summary(FILE *out, const struct bg_games *gs, const struct bg_match *m,
             const struct bg_outcome *o, const struct bg_state *st)
{
	fprintf(out, "Match of %lu games of %s from %s", m->stats.games,
	        st->game->name, gs->name);
	if (m->stats.games < scheduled(gs, m))
		fprintf(out, " (of %lu)", scheduled(gs, m));
	putc('\n', out);
	text_table(out, gs, m, o);
	if (m->stats.cut)
		fprintf(out, "Games cut after %lu actions, counted as draws: "
		        "%lu\n", BG_PLAYOUT_MAX_ACTIONS, m->stats.cut);
	text_elo(out, m);
	if (m->sprt)
		fprintf(out, "SPRT of Elo %g against %g (alpha %g, beta %g): "
		        "LLR %.2f (bounds %.2f, %.2f): %s\n", m->sprt->elo0,
		        m->sprt->elo1, m->sprt->alpha, m->sprt->beta, m->llr,
		        m->sprt->lower, m->sprt->upper,
		        m->verdict == BG_SPRT_H1 ? "H1 accepted"
		        : m->verdict == BG_SPRT_H0 ? "H0 accepted" : "undecided");
}

/* Is num / den below the decimal fraction bound ("0.55", "1")?  Exact:
 * the quotient's digits one by one against the bound's. */
static int
below(uint64_t num, uint64_t den, const char *bound)
{
	uint64_t whole = 0;
	unsigned digit;
	const char *p;

	for (p = bound; *p >= '0' && *p <= '9'; p++)
		whole = whole * 10 + (uint64_t)(*p - '0');
	if (num / den != whole)
		return num / den < whole;
	num %= den;
	for (p += *p == '.'; *p >= '0' && *p <= '9'; p++) {
		digit = (unsigned)(num * 10 / den);
		num = num * 10 % den;
		if (digit != (unsigned)(*p - '0'))
			return digit < (unsigned)(*p - '0');
	}
	return 0;
}

/* --report: the case of the gate, the SPRT's or --min-score's. */
static void
gate_cases(struct bg_games *gs, const struct bg_match *m, int low)
{
	static const struct bg_tags none;
	const struct bg_sprt *s = m->sprt;
	char title[256], reason[256];

	if (s) {
		snprintf(title, sizeof title, "sprt %g,%g", s->elo0, s->elo1);
		snprintf(reason, sizeof reason, "%s: LLR %.2f (bounds %.2f, "
		         "%.2f) after %lu games",
		         m->verdict == BG_SPRT_H0 ? "H0 accepted" : "undecided",
		         m->llr, s->lower, s->upper, m->stats.games);
		bg_ci_case(gs->ci, title, gs->name, &none,
		           m->verdict == BG_SPRT_H1 ? NULL : gs->name, reason);
	}
	if (gs->match->min_score) {
		snprintf(title, sizeof title, "min-score %s",
		         gs->match->min_score);
		snprintf(reason, sizeof reason, "%s scored %.4f of %lu games, "
		         "below %s", gs->match->seat[0].name,
		         share(m->stats.score[0], m->stats.games), m->stats.games,
		         gs->match->min_score);
		bg_ci_case(gs->ci, title, gs->name, &none,
		           low ? gs->name : NULL, reason);
	}
}

void
bg_match_progress(struct bg_games *gs, const struct bg_match *m,
                  unsigned long game, unsigned long actions)
{
	const struct bg_match_stats *s = &m->stats;
	unsigned long left = m->end - s->games;
	double took = bg_progress_seconds(&gs->progress);
	struct bg_elo e;

	if (gs->match->tournament) {
		bg_tournament_progress(gs, m);
		return;
	}
	if (!bg_progress_due(&gs->progress))
		return;
	fprintf(stderr, "\r\033[K%s: match: %lu/%lu games, score %.3f",
	        gs->progress.prog, s->games, m->end,
	        share(s->score[0], s->games));
	if (bg_match_elo(m, &e) == 0) {
		fputs(", Elo ", stderr);
		if (!text_sweep(stderr, &e)) {
			text_number(stderr, "", e.elo, 1);
			text_number(stderr, " +- ", e.error, 0);
		}
	}
	if (m->sprt)
		fprintf(stderr, ", LLR %.2f (%.2f, %.2f)", m->llr,
		        m->sprt->lower, m->sprt->upper);
	if (s->games)
		fprintf(stderr, ", %.0f s left",
		        took * (double)left / (double)s->games);
	if (actions)
		fprintf(stderr, "; game %lu: %lu actions", game + 1, actions);
}

int
bg_match_summary(struct bg_games *gs, const struct bg_match *m,
                 const struct bg_state *st, struct bg_err *err)
{
	struct bg_outcome o;
	int low;

	if (!gs->match->match)
		return 0;
	bg_progress_clear(&gs->progress);
	st->game->outcome(st, &o);
	low = gs->match->min_score && m->stats.games &&
	      below((uint64_t)(m->stats.score[0] < 0 ? 0 : m->stats.score[0]),
	            (uint64_t)BG_VALUE_ONE * m->stats.games,
	            gs->match->min_score);
	gs->below += low;
	if (gs->ci && gs->ci->format)
		gate_cases(gs, m, low);
	else if (gs->match->tournament)
		bg_tournament_summary(stdout, gs, m);
	else if (gs->json)
		json_summary(stdout, gs, m, &o, st);
	else
		text_summary(stdout, gs, m, &o, st);
	if (m->sprt && m->verdict == BG_SPRT_H0)
		gs->sprt_h0++;
	else if (m->sprt && m->verdict == BG_SPRT_GOING)
		gs->sprt_undecided++;
	if (ferror(stdout))
		return bg_fail(err, BG_EX_IOERR, "write error");
	return 0;
}
