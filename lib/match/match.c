/* A match in progress: results of games finished in any order, counted
 * in the order of the games, and the SPRT judged after each pair (or
 * game) so that where it stops does not depend on the threads. */
#include <stdlib.h>
#include <string.h>

#include "match/match.h"

int
bg_match_init(struct bg_match *m, const struct bg_schedule *s,
              const struct bg_sprt *sprt, unsigned long window,
              struct bg_err *err)
{
	memset(m, 0, sizeof *m);
	m->sched = *s;
	m->sprt = sprt;
	m->end = s->games;
	m->window = window ? window : 1;
	bg_stats_init(&m->stats, s->policies, s->seats);
	m->ahead = calloc(m->window, sizeof *m->ahead);
	m->held = calloc(m->window, 1);
	if (!m->ahead || !m->held) {
		bg_match_free(m);
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	}
	return 0;
}

void
bg_match_free(struct bg_match *m)
{
	free(m->ahead);
	free(m->held);
	m->ahead = NULL;
	m->held = NULL;
}

int
bg_match_may_start(const struct bg_match *m, unsigned long g)
{
	return g < m->end && g - m->next < m->window && g >= m->next;
}

/* The SPRT after the game just counted: after each pair when games are
 * paired, else after each game; its first verdict ends the match. */
static void
judge(struct bg_match *m)
{
	const struct bg_match_stats *st = &m->stats;

	if (!m->sprt || m->sched.policies != 2 || m->sched.seats != 2)
		return;
	if (m->sched.paired && m->next % 2)
		return;
	m->llr = m->sched.paired
	       ? bg_sprt_llr_pentanomial(m->sprt, st->penta)
	       : bg_sprt_llr_trinomial(m->sprt, st->wins[0], st->draws[0],
	                               st->losses[0]);
	m->verdict = bg_sprt_judge(m->sprt, m->llr);
	if (m->verdict != BG_SPRT_GOING)
		m->end = m->next;
}

int
bg_match_add(struct bg_match *m, const struct bg_match_result *r,
             bg_counted_fn *counted, void *ctx, struct bg_err *err)
{
	struct bg_match_result *slot;
	unsigned long g = r->number;

	if (g >= m->sched.games)
		return bg_fail(err, BG_EX_SOFTWARE, "game %lu of a match of "
		               "%lu", g + 1, m->sched.games);
	if (g >= m->end)
		return 1;
	if (g < m->next || g - m->next >= m->window ||
	    m->held[g % m->window])
		return bg_fail(err, BG_EX_SOFTWARE, "game %lu given twice or "
		               "out of turn", g + 1);
	m->ahead[g % m->window] = *r;
	m->held[g % m->window] = 1;
	while (m->next < m->end && m->held[m->next % m->window]) {
		slot = &m->ahead[m->next % m->window];
		m->held[m->next % m->window] = 0;
		bg_stats_add(&m->stats, &m->sched, slot);
		if (counted && counted(slot, ctx, err) < 0)
			return -1;
		m->next++;
		judge(m);
	}
	return m->next >= m->end;
}

int
bg_match_elo(const struct bg_match *m, struct bg_elo *e)
{
	const struct bg_match_stats *st = &m->stats;
	unsigned long pairs = 0;
	int i;

	if (m->sched.policies != 2 || m->sched.seats != 2 || !st->games)
		return -1;
	for (i = 0; i < BG_PENTA_KINDS; i++)
		pairs += st->penta[i];
	if (m->sched.paired && pairs)
		bg_elo_pentanomial(st->penta, e);
	else
		bg_elo_trinomial(st->wins[0], st->draws[0], st->losses[0], e);
	return 0;
}
