/* A review by policy (bg-apply --analyse --policy NAME): in each record
 * the seats its Policy tag gives the policies named, their decisions
 * totalled over every record, one line and one case for CI each, and
 * the gates over the totals. */
#include <stdio.h>
#include <string.h>

#include "match/match.h"
#include "out/out.h"

void
bg_review_held(struct bg_review *rv)
{
	char text[BG_LINE_MAX + 1];
	const char *tag, *p, *end, *word[BG_MAX_SEATS];
	size_t len, wlen[BG_MAX_SEATS];
	int s, k, words = 0;

	for (s = 0; s < BG_MAX_SEATS; s++) {
		rv->held[s] = -1;
		rv->held_word[s][0] = '\0';
	}
	tag = rv->tags ? bg_tags_value(rv->tags, "Policy", &len) : NULL;
	if (!tag || len > BG_LINE_MAX)
		return;
	memcpy(text, tag, len);
	text[len] = '\0';
	for (p = text; words < BG_MAX_SEATS; p = end + 1) {
		end = bg_seat_word_end(p);
		word[words] = p;
		wlen[words++] = (size_t)(end - p);
		if (*end == '\0')
			break;
	}
	/* One word: every seat's policy. */
	for (s = 0; s < rv->an.seats && (words == 1 || s < words); s++) {
		int w = words == 1 ? 0 : s;

		snprintf(rv->held_word[s], sizeof rv->held_word[s], "%.*s",
		         (int)wlen[w], word[w]);
		for (k = 0; k < rv->grading.npolicies && rv->held[s] < 0; k++)
			if (bg_seat_word_names(word[w], wlen[w],
			                       rv->grading.policy[k]))
				rv->held[s] = k;
	}
}

void
bg_review_add(struct bg_review *rv, int s)
{
	struct bg_analysis *t = &rv->total;
	const struct bg_analysis *an = &rv->an;
	int k = rv->held[s];

	rv->games[k]++;
	t->decisions[k] += an->decisions[s];
	t->exact[k] += an->exact[s];
	t->loss[k] += an->loss[s];
	t->inaccuracies[k] += an->inaccuracies[s];
	t->errors[k] += an->errors[s];
	t->blunders[k] += an->blunders[s];
	t->undecided[k] += an->undecided[s];
}

/* Policy k's total line: as a seat's summary, with the games it held a
 * seat in. */
static void
print_total(const struct bg_review *rv, FILE *to, int k)
{
	const struct bg_analysis *t = &rv->total;
	double rate = 1000 * bg_analysis_mean_loss(t, k);

	if (rv->json) {
		fputs("{\"policy\":", to);
		bg_json_string(to, t->seat[k], strlen(t->seat[k]));
		fprintf(to, ",\"games\":%lu,\"decisions\":%lu,\"exact\":%lu,"
		        "\"mean_loss\":%.4f,\"error_rate\":%.1f,\"rating\":"
		        "\"%s\",\"inaccuracies\":%lu,\"errors\":%lu,"
		        "\"blunders\":%lu,\"undecided\":%lu}\n", rv->games[k],
		        t->decisions[k], t->exact[k], rate / 1000, rate,
		        bg_rating(rate), t->inaccuracies[k], t->errors[k],
		        t->blunders[k], t->undecided[k]);
		return;
	}
	fputs("total ", to);
	bg_escape(to, t->seat[k], strlen(t->seat[k]), BG_ESC_PRINTABLE);
	fprintf(to, ": %lu game%s, %lu decisions (%lu exact), error rate "
	        "%.1f (%s), inaccuracies %lu, errors %lu, blunders %lu, "
	        "undecided %lu\n", rv->games[k], rv->games[k] == 1 ? "" : "s",
	        t->decisions[k], t->exact[k], rate, bg_rating(rate),
	        t->inaccuracies[k], t->errors[k], t->blunders[k],
	        t->undecided[k]);
}

/* why appended to all, after "; " when all has something. */
static void
append_reason(char *all, size_t size, const char *why)
{
	size_t len = strlen(all);

	if (len && len + 2 < size) {
		memcpy(all + len, "; ", 3);
		len += 2;
	}
	while (len + 1 < size && *why)
		all[len++] = *why++;
	all[len] = '\0';
}

int
bg_review_totals(struct bg_review *rv, FILE *to, struct bg_err *err)
{
	char why[2048], all[2048] = "", title[BG_LINE_MAX];
	static const struct bg_tags none;
	const char *name;
	int k, broke;

	for (k = 0; k < rv->grading.npolicies; k++) {
		name = rv->grading.policy[k];
		snprintf(title, sizeof title, "policy %s", name);
		why[0] = '\0';
		if (!rv->games[k]) {
			snprintf(why, sizeof why, "--policy %.300s: no record's "
			         "Policy tag names it", name);
			bg_ci_case(rv->ci, title, NULL, &none, title, why);
			append_reason(all, sizeof all, why);
			continue;
		}
		if (!rv->ci->format)
			print_total(rv, to, k);
		broke = bg_review_broken(&rv->grading, &rv->total, k, 1,
		                         &rv->total_marks[k], "", why,
		                         sizeof why);
		if (broke)
			bg_review_worst_text(&rv->total_marks[k], why, sizeof why);
		bg_ci_case(rv->ci, title, NULL, &none, !broke ? NULL
		           : rv->total_marks[k].worst.set
		           ? rv->total_marks[k].worst.at : title, why);
		snprintf(title, sizeof title, "--policy %s: ", name);
		bg_review_broken(&rv->grading, &rv->total, k, 1, NULL, title,
		                 all, sizeof all);
	}
	if (fflush(to) != 0)
		return bg_fail(err, BG_EX_IOERR, "write error");
	return all[0] ? bg_fail(err, BG_EX_DATAERR, "%s", all) : 0;
}
