/* The lines of bg-moves --eval (formats/analysis.md): a move or seat
 * and what a policy found of it. */
#include <stdio.h>

#include "out/out.h"

void
bg_print_tally(FILE *out, const char *name, const struct bg_tally *t,
               unsigned long n)
{
	fprintf(out, "%s %.4f %.4f %+.2f\n", name, bg_tally_mean(t, n),
	        bg_tally_se(t, n), bg_tally_margin(t, n));
}

void
bg_print_judged(FILE *out, const struct bg_state *st,
                const struct bg_search *s, const struct bg_judged *j)
{
	char word[BG_WORD_MAX + 2];
	double se = bg_judged_se(j);
	struct bg_state at;
	int i;

	st->game->format_move(st, &j->move, word);
	fprintf(out, "%s %.4f ", word, bg_judged_value(j));
	if (j->exact)
		fputs("exact", out);
	else if (se < 0)
		putc('-', out);
	else
		fprintf(out, "%.4f", se);
	if (j->margins)
		fprintf(out, " %+.2f", (double)j->margin / (double)j->margins);
	else
		fputs(" -", out);
	if (s->kind != BG_POLICY_AB) {
		if (s->kind == BG_POLICY_UCT || s->kind == BG_POLICY_ROLLOUT)
			fprintf(out, " %lu", j->visits);
		if (s->kind == BG_POLICY_PLY)
			fprintf(out, " %d", j->depth);
		putc('\n', out);
		return;
	}
	fprintf(out, " %d", j->depth);
	bg_state_copy(&at, st);
	at.game->apply(&at, &j->move);
	for (i = 0; i < j->pv_len; i++) {
		at.game->format_move(&at, &j->pv[i], word);
		fprintf(out, " %s", word);
		at.game->apply(&at, &j->pv[i]);
	}
	putc('\n', out);
}

