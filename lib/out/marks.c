/* The marks the gates of a review tell of a seat or a policy (bg-apply
 * --analyse with --max-loss, --max-errors or --max-blunders): the places
 * of its errors and blunders, its worst decision, and the line that says
 * which gate broke and why.  review.c and policies.c both tell them. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "match/match.h"
#include "out/out.h"

void
bg_review_mark(struct bg_review_marks *m, const struct bg_replayer *r,
               const struct bg_record_item *it, const char *seat,
               const char *policy, const struct bg_decision *d,
               const struct bg_tags *tags)
{
	struct bg_review_worst *w = &m->worst;
	size_t len = 0;
	const char *number = tags ? bg_tags_value(tags, "Number", &len) : NULL;

	if (d->flag >= BG_FLAG_ERROR) {
		if (m->flagged < BG_REVIEW_PLACES)
			m->place[m->flagged] = (struct bg_review_place){
				r->path, it->line, it->column, d->flag };
		m->flagged++;
	}
	/* The first of the greatest losses. */
	if (w->set && d->loss_units <= w->loss_units)
		return;
	w->set = 1;
	w->loss_units = d->loss_units;
	if (number && len < 32)
		snprintf(w->game, sizeof w->game, "game %.*s", (int)len, number);
	else
		snprintf(w->game, sizeof w->game, "%s", r->name);
	if (it->column)
		snprintf(w->at, sizeof w->at, "%s:%lu:%lu", r->path, it->line,
		         it->column);
	else
		snprintf(w->at, sizeof w->at, "%s:%lu", r->path, it->line);
	w->ply = r->rp.actions;
	snprintf(w->seat, sizeof w->seat, "%s", seat);
	snprintf(w->policy, sizeof w->policy, "%s", policy);
	memcpy(w->played, d->played, sizeof w->played);
	memcpy(w->best, d->best, sizeof w->best);
	w->played_value = d->played_value;
	w->best_value = d->best_value;
	w->loss = d->loss;
	bg_flag_text(d, w->flag);
	memcpy(w->line, d->line, sizeof w->line);
}

/* Appends to buf, which has len of its size used: the new length, at
 * most size - 1 (what does not fit is cut). */
static size_t
append(char *buf, size_t size, size_t len, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (len + 1 >= size)
		return len;
	va_start(ap, fmt);
	n = vsnprintf(buf + len, size - len, fmt, ap);
	va_end(ap);
	if (n < 0)
		return len;
	return len + (size_t)n < size ? len + (size_t)n : size - 1;
}

/* The places of marks's decisions flagged flag or worse, in brackets
 * (the first BG_REVIEW_PLACES of them). */
static size_t
list_places(const struct bg_review_marks *marks, enum bg_flag flag,
            char *buf, size_t size, size_t len)
{
	unsigned long k, n = marks->flagged < BG_REVIEW_PLACES
	                     ? marks->flagged : BG_REVIEW_PLACES;
	int any = 0;

	for (k = 0; k < n; k++) {
		const struct bg_review_place *p = &marks->place[k];

		if (p->flag < flag)
			continue;
		len = append(buf, size, len, "%s%s:%lu", any++ ? ", " : " (",
		             p->path, p->line);
		if (p->column)
			len = append(buf, size, len, ":%lu", p->column);
	}
	if (any && marks->flagged > BG_REVIEW_PLACES)
		len = append(buf, size, len, ", ...");
	return any ? append(buf, size, len, ")") : len;
}

int
bg_review_broken(const struct bg_grading *gr, const struct bg_analysis *an,
                 int s, int graded, const struct bg_review_marks *marks,
                 const char *who, char *why, size_t size)
{
	static const char *const option[] = { "--max-loss", "--max-errors",
	                                      "--max-blunders" };
	size_t len = strlen(why);
	int i, broke = 0;

	for (i = 0; i < gr->gates; i++) {
		const struct bg_gate *g = &gr->gate[i];
		unsigned long count = g->kind == BG_GATE_ERRORS ? an->errors[s]
		                      : an->blunders[s];

		if (g->seat[0] ? strcmp(g->seat, an->seat[s]) != 0 : !graded)
			continue;
		if (g->kind == BG_GATE_LOSS ? !bg_analysis_loss_above(an, s,
		                                                       g->bound)
		                            : count <= g->count)
			continue;
		len = append(why, size, len, "%s%s", len ? "; " : "", who);
		if (g->kind == BG_GATE_LOSS)
			len = append(why, size, len, "mean loss %.4f is more "
			             "than --max-loss %s",
			             bg_analysis_mean_loss(an, s), g->bound);
		else
			len = append(why, size, len, "%s %lu are more than %s "
			             "%lu", g->kind == BG_GATE_ERRORS ? "errors"
			             : "blunders", count, option[g->kind],
			             g->count);
		if (marks)
			len = list_places(marks, g->kind == BG_GATE_BLUNDERS
			                  ? BG_FLAG_BLUNDER : BG_FLAG_ERROR,
			                  why, size, len);
		broke = 1;
	}
	return broke;
}

void
bg_review_worst_text(const struct bg_review_marks *marks, char *why,
                     size_t size)
{
	const struct bg_review_worst *w = &marks->worst;
	size_t len = strlen(why);

	if (!w->set)
		return;
	len = append(why, size, len, "; worst: %s, ply %lu, %s", w->game,
	             w->ply, w->seat);
	if (w->policy[0])
		len = append(why, size, len, " (%s)", w->policy);
	len = append(why, size, len, " played %s %.4f, best %s %.4f, loss "
	             "%.4f", w->played, w->played_value, w->best,
	             w->best_value, w->loss);
	if (strcmp(w->flag, "-") != 0)
		len = append(why, size, len, " %s", w->flag);
	if (w->line[0])
		len = append(why, size, len, ", then %s", w->line);
	append(why, size, len, ", at %s", w->at);
}
