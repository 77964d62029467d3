/* A review (bg-apply --analyse, formats/analysis.md): each decision of a
 * record judged as it is replayed, then each seat's summary, in text or
 * one JSON object a line. */
#include <string.h>

#include "out/out.h"

/* "PATH:LINE: " or "PATH:LINE:COLUMN: ", the place of a record item. */
static void
print_place(FILE *out, const char *path, const struct bg_record_item *it)
{
	fprintf(out, "%s:%lu:", path, it->line);
	if (it->column)
		fprintf(out, "%lu:", it->column);
	putc(' ', out);
}

static void
print_decision(struct bg_review *rv, const struct bg_replayer *r,
               const struct bg_record_item *it, const struct bg_decision *d)
{
	FILE *out = rv->out;
	double played = d->played_value, best = d->best_value;

	if (rv->json) {
		fputs("{\"record\":", out);
		bg_json_string(out, r->name, strlen(r->name));
		fprintf(out, ",\"line\":%lu", it->line);
		if (it->column)
			fprintf(out, ",\"column\":%lu", it->column);
		fprintf(out, ",\"action\":%lu,\"seat\":\"%s\",\"played\":\"%s\","
		        "\"value\":%.4f,\"best\":\"%s\",\"best_value\":%.4f,"
		        "\"loss\":%.4f}\n", r->rp.actions, rv->an.seat[d->seat],
		        d->played, played, d->best, best, d->loss);
		return;
	}
	print_place(out, r->path, it);
	fprintf(out, "%s played %s %.4f, best %s %.4f, loss %.4f%s\n",
	        rv->an.seat[d->seat], d->played, played, d->best, best, d->loss,
	        d->loss > 0.15 ? ", blunder" : d->loss > 0.05 ? ", error" : "");
}

int
bg_review_step(struct bg_review *rv, const struct bg_replayer *r,
               const struct bg_step *s, struct bg_err *err)
{
	struct bg_decision d;
	int rc;

	if (!s->move)
		return 0;
	if (r->rp.actions == 1)
		bg_analysis_init(&rv->an, s->before, &rv->judge, rv->seed,
		                 rv->pool);
	rc = bg_analyse_action(&rv->an, s->before, s->move, &d, err);
	if (rc > 0)
		print_decision(rv, r, s->item, &d);
	return rc < 0 ? -1 : 0;
}

/* One line a seat, then the --max-loss verdict: 0, or -1 with err set
 * when a seat lost more on average. */
static int
summary(struct bg_review *rv, const struct bg_replayer *r, struct bg_err *err)
{
	const struct bg_analysis *an = &rv->an;
	const char *name = r->name;
	int s, worst = -1;

	if (r->rp.actions == 0)
		bg_analysis_init(&rv->an, &r->rp.st, &rv->judge, rv->seed,
		                 rv->pool);
	for (s = 0; s < an->seats; s++) {
		double mean = bg_analysis_mean_loss(an, s);

		if (rv->json) {
			fputs("{\"record\":", rv->out);
			bg_json_string(rv->out, name, strlen(name));
			fprintf(rv->out, ",\"seat\":\"%s\",\"decisions\":%lu,"
			        "\"mean_loss\":%.4f,\"errors\":%lu,"
			        "\"blunders\":%lu}\n", an->seat[s],
			        an->decisions[s], mean, an->errors[s],
			        an->blunders[s]);
		} else {
			fprintf(rv->out, "%s: %s: %lu decisions, mean loss "
			        "%.4f, errors %lu, blunders %lu\n", name,
			        an->seat[s], an->decisions[s], mean,
			        an->errors[s], an->blunders[s]);
		}
		if (rv->max_loss &&
		    bg_analysis_loss_above(an, s, rv->max_loss) &&
		    (worst < 0 || mean > bg_analysis_mean_loss(an, worst)))
			worst = s;
	}
	if (worst < 0)
		return 0;
	return bg_fail(err, BG_EX_DATAERR, "%s: seat %s's mean loss %.4f is "
	               "more than --max-loss %s", name, an->seat[worst],
	               bg_analysis_mean_loss(an, worst), rv->max_loss);
}

int
bg_review_end(struct bg_review *rv, const struct bg_replayer *r, FILE *to,
              struct bg_err *err)
{
	int over_max = summary(rv, r, err);

	if (bg_hold_copy(rv->out, to, "write error", err) < 0)
		return -1;
	return over_max;
}
