/* The summary of a tournament: each policy's games, results and rating
 * with its 95% interval (bg_ratings_fit, from all the games at once), in
 * the order of the ratings, and the crosstable of the points each won
 * against each other; text for people, one JSON object for machines, and
 * on a terminal the same table, refreshed while the games are played. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "play/play.h"

/* The width of the policies' column, in the match's summary and the
 * tournament's tables alike: the longest policy word, at least 6. */
int
bg_match_policy_width(const struct bg_match_setup *ms)
{
	int w = 6, p, n;

	for (p = 0; p < ms->count; p++)
		if ((n = (int)strlen(ms->seat[p].name)) > w)
			w = n;
	return w;
}

/* The policies by rating, best first; the unrated last; ties in the
 * order given. */
static void
rank_order(const struct bg_ratings *r, int *order)
{
	int i, j, p;

	for (i = 0; i < r->policies; i++) {
		p = i;
		for (j = i; j > 0; j--) {
			double a = r->elo[order[j - 1]], b = r->elo[p];

			if (!(isnan(a) && !isnan(b)) && !(b > a))
				break;
			order[j] = order[j - 1];
		}
		order[j] = p;
	}
}

/* A policy's results against all: its pairwise points and their count. */
static void
policy_points(const struct bg_match_stats *s, int p, double *points,
              unsigned long *results)
{
	int q;

	*points = 0;
	*results = 0;
	for (q = 0; q < s->policies; q++) {
		*points += (double)s->pair_points[p][q] / 2;
		*results += s->pair_games[p][q];
	}
}

static const char *
kind_of(const struct bg_match *m)
{
	return m->sched.gauntlet ? "gauntlet" : "round robin";
}

/* The title and the ratings, in the order of the ratings: lines
 * written. */
static int
text_ratings(FILE *out, const struct bg_games *gs, const struct bg_match *m,
             const struct bg_ratings *r, const int *order)
{
	const struct bg_match_stats *s = &m->stats;
	const struct bg_match_setup *ms = gs->match;
	int w = bg_match_policy_width(ms), i, p;
	unsigned long results, scheduled = m->sched.games - ms->first,
	              whole = ms->cycles * m->sched.cycle;
	double points;

	fprintf(out, "Tournament of %lu games", s->games);
	if (s->games < scheduled)
		fprintf(out, " (of %lu)", scheduled);
	if (scheduled < whole)
		fprintf(out, " (a range: games %lu to %lu of %lu)",
		        ms->first + 1, m->sched.games, whole);
	fprintf(out, " of %s: %s, %d policies, %lu table%s of %d; Elo "
	        "anchored at %s = 0\n", gs->openings->at[0].st.game->name,
	        kind_of(m), ms->count, m->sched.tables,
	        m->sched.tables == 1 ? "" : "s", m->sched.table,
	        ms->seat[r->anchor].name);
	fprintf(out, "%4s %-*s %6s %6s %6s %6s %8s %8s %7s %6s %7s %6s\n",
	        "rank", w, "policy", "games", "wins", "draws", "losses",
	        "forfeits", "points", "results", "score", "Elo", "+-95%");
	for (i = 0; i < ms->count; i++) {
		p = order[i];
		policy_points(s, p, &points, &results);
		fprintf(out, "%4d %-*s %6lu %6lu %6lu %6lu %8lu %8.1f %7lu", i + 1,
		        w, ms->seat[p].name, s->played[p], s->wins[p],
		        s->draws[p], s->losses[p], s->forfeits[p], points,
		        results);
		if (results)
			fprintf(out, " %6.3f", points / (double)results);
		else
			fprintf(out, " %6s", "-");
		if (isnan(r->elo[p]))
			fprintf(out, " %7s %6s\n", "-", "-");
		else if (p == r->anchor)
			fprintf(out, " %7.1f %6s\n", 0.0, "-");
		else /* no "-0.0" */
			fprintf(out, " %+7.1f %6.1f\n", fabs(r->elo[p]) < 0.05
			        ? 0.0 : r->elo[p], r->error[p]);
	}
	return 2 + ms->count;
}

/* The crosstable in the order of the ratings: the row's points against
 * the column, of their results: lines written. */
static int
text_crosstable(FILE *out, const struct bg_games *gs,
                const struct bg_match *m, const int *order)
{
	const struct bg_match_stats *s = &m->stats;
	int w = bg_match_policy_width(gs->match), n = gs->match->count, i, j, p, q;
	char cell[48];

	fprintf(out, "Crosstable: the row's points against the column, of "
	        "their results\n%*s", 4 + w, "");
	for (j = 0; j < n; j++)
		fprintf(out, " %9d", j + 1);
	putc('\n', out);
	for (i = 0; i < n; i++) {
		p = order[i];
		fprintf(out, "%3d %-*s", i + 1, w, gs->match->seat[p].name);
		for (j = 0; j < n; j++) {
			q = order[j];
			if (p == q || !s->pair_games[p][q])
				snprintf(cell, sizeof cell, "-");
			else
				snprintf(cell, sizeof cell, "%.1f/%lu",
				         (double)s->pair_points[p][q] / 2,
				         s->pair_games[p][q]);
			fprintf(out, " %9s", cell);
		}
		putc('\n', out);
	}
	return 2 + n;
}

static void
json_policy(FILE *out, const struct bg_games *gs, const struct bg_match *m,
            const struct bg_ratings *r, int p, int rank)
{
	const struct bg_match_stats *s = &m->stats;
	const char *w = gs->match->seat[p].name;
	unsigned long results;
	double points;
	int q, first = 1;

	policy_points(s, p, &points, &results);
	fputs(p ? ",{\"policy\":" : "{\"policy\":", out);
	bg_json_string(out, w, strlen(w));
	fprintf(out, ",\"rank\":%d,\"games\":%lu,\"wins\":%lu,\"draws\":%lu,"
	        "\"losses\":%lu,\"forfeits\":%lu,\"results\":%lu", rank,
	        s->played[p], s->wins[p], s->draws[p], s->losses[p],
	        s->forfeits[p], results);
	bg_json_number(out, "points", points, 1);
	bg_json_number(out, "elo", r->elo[p], 2);
	bg_json_number(out, "error", r->error[p], 2);
	fputs(",\"against\":[", out);
	for (q = 0; q < s->policies; q++) {
		if (q == p || !s->pair_games[p][q])
			continue;
		fputs(first ? "{\"policy\":" : ",{\"policy\":", out);
		first = 0;
		w = gs->match->seat[q].name;
		bg_json_string(out, w, strlen(w));
		fprintf(out, ",\"results\":%lu", s->pair_games[p][q]);
		bg_json_number(out, "points", (double)s->pair_points[p][q] / 2, 1);
		putc('}', out);
	}
	fputs("]}", out);
}

static void
json_summary(FILE *out, const struct bg_games *gs, const struct bg_match *m,
             const struct bg_ratings *r, const int *order)
{
	const struct bg_match_setup *ms = gs->match;
	int rank[BG_POLICIES_MAX], i;

	for (i = 0; i < ms->count; i++)
		rank[order[i]] = i + 1;
	fputs("{\"tournament\":", out);
	bg_json_string(out, gs->name, strlen(gs->name));
	fprintf(out, ",\"game\":\"%s\",\"kind\":\"%s\",\"tables\":%lu,"
	        "\"games\":%lu,\"scheduled\":%lu,\"first\":%lu,\"whole\":%lu,"
	        "\"anchor\":", gs->openings->at[0].st.game->name, kind_of(m),
	        m->sched.tables, m->stats.games, m->sched.games - ms->first,
	        ms->first + 1, ms->cycles * m->sched.cycle);
	bg_json_string(out, ms->seat[r->anchor].name,
	               strlen(ms->seat[r->anchor].name));
	if (m->stats.cut)
		fprintf(out, ",\"cut\":%lu", m->stats.cut);
	fputs(",\"policies\":[", out);
	for (i = 0; i < ms->count; i++)
		json_policy(out, gs, m, r, i, rank[i]);
	fputs("]}\n", out);
}

void
bg_tournament_summary(FILE *out, const struct bg_games *gs,
                      const struct bg_match *m)
{
	struct bg_ratings r;
	int order[BG_POLICIES_MAX];

	bg_ratings_fit(&m->stats, gs->match->anchor, &r);
	rank_order(&r, order);
	if (gs->json) {
		json_summary(out, gs, m, &r, order);
		return;
	}
	text_ratings(out, gs, m, &r, order);
	text_crosstable(out, gs, m, order);
	if (m->stats.cut)
		fprintf(out, "Games cut after %lu actions, counted as draws: "
		        "%lu\n", BG_PLAYOUT_MAX_ACTIONS, m->stats.cut);
}

void
bg_tournament_progress(struct bg_games *gs, const struct bg_match *m)
{
	struct bg_progress *p = &gs->progress;
	struct bg_ratings r;
	int order[BG_POLICIES_MAX], was = p->visible;

	if (!bg_progress_due(p))
		return;
	p->visible = was;
	bg_progress_clear(p);
	bg_ratings_fit(&m->stats, gs->match->anchor, &r);
	rank_order(&r, order);
	p->above = text_ratings(stderr, gs, m, &r, order);
	p->above += text_crosstable(stderr, gs, m, order);
	fprintf(stderr, "%s: %lu/%lu games, %.0f s", p->prog, m->stats.games,
	        m->end - gs->match->first, bg_progress_seconds(p));
	p->visible = 1;
}
