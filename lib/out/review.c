/* A review (bg-apply --analyse, formats/analysis.md): each decision of a
 * record judged as it is replayed, then each seat's summary, in an
 * aligned table or one JSON object a line, and the gates of the seats
 * graded. */
#include <stdio.h>
#include <string.h>

#include "out/out.h"

static const char *const flag_json[] = { "none", "inaccuracy", "error",
                                          "blunder" };

/* "PATH:LINE:" or "PATH:LINE:COLUMN:", the place of a record item. */
static int
format_place(char *buf, size_t size, const char *path,
             const struct bg_record_item *it)
{
	if (it->column)
		return snprintf(buf, size, "%s:%lu:%lu:", path, it->line,
		                it->column);
	return snprintf(buf, size, "%s:%lu:", path, it->line);
}

/* The columns of the table: the place padded for lines of up to four
 * digits (and columns of up to five), moves for words of up to seven
 * characters; a longer one pushes its line's columns on. */
static void
print_row(struct bg_review *rv, const struct bg_replayer *r,
          const struct bg_record_item *it, const struct bg_decision *d)
{
	char place[BG_LINE_MAX + 32], flag[BG_FLAG_TEXT_MAX];
	int width = (int)strlen(r->path) + (it->column ? 12 : 6);

	format_place(place, sizeof place, r->path, it);
	bg_flag_text(d, flag);
	fprintf(rv->out, "%-*s %-*s %-7s %.4f  best %-7s %.4f  loss %.4f ",
	        width, place, rv->seat_width, rv->an.seat[d->seat], d->played,
	        d->played_value, d->best, d->best_value, d->loss);
	if (d->exact)
		fprintf(rv->out, "exact   %s\n", flag);
	else
		fprintf(rv->out, "se %.4f %s\n", d->se, flag);
}

/* What decided d: the solver's values (or proven ones), a search, a
 * rollout or playouts. */
static const char *
judged_by(const struct bg_decision *d)
{
	if (d->exact)
		return "exact";
	return d->by == BG_POLICY_MC ? "playouts"
	       : d->by == BG_POLICY_ROLLOUT ? "rollout" : "search";
}

static void
print_decision(struct bg_review *rv, const struct bg_replayer *r,
               const struct bg_record_item *it, const struct bg_decision *d)
{
	FILE *out = rv->out;

	if (!rv->json) {
		print_row(rv, r, it, d);
		return;
	}
	fputs("{\"record\":", out);
	bg_json_string(out, r->name, strlen(r->name));
	fprintf(out, ",\"line\":%lu", it->line);
	if (it->column)
		fprintf(out, ",\"column\":%lu", it->column);
	fprintf(out, ",\"action\":%lu,\"seat\":\"%s\",\"played\":\"%s\","
	        "\"value\":%.4f,\"best\":\"%s\",\"best_value\":%.4f,"
	        "\"loss\":%.4f,\"se\":%.4f,\"exact\":%s,\"flag\":\"%s\","
	        "\"undecided\":%s,\"rounds\":%d,\"judge\":\"%s\"}\n",
	        r->rp.actions, rv->an.seat[d->seat], d->played,
	        d->played_value, d->best, d->best_value, d->loss, d->se,
	        d->exact ? "true" : "false", flag_json[d->flag],
	        d->undecided ? "true" : "false", d->rounds,
	        judged_by(d));
}

static void
start_record(struct bg_review *rv, const struct bg_state *st)
{
	int s, len;

	bg_analysis_init(&rv->an, st, &rv->judge, rv->seed, rv->pool);
	rv->an.second = rv->second;
	rv->an.second_all = rv->second_all;
	memset(rv->marks, 0, sizeof rv->marks);
	bg_review_held(rv);
	rv->seat_width = 0;
	for (s = 0; s < rv->an.seats; s++)
		if ((len = (int)strlen(rv->an.seat[s])) > rv->seat_width)
			rv->seat_width = len;
}

/* A decision's marks, its seat's and its policy's, for the gates it
 * may break. */
static void
remember(struct bg_review *rv, const struct bg_replayer *r,
         const struct bg_record_item *it, const struct bg_decision *d)
{
	const char *seat = rv->an.seat[d->seat];
	int k = rv->held[d->seat];

	bg_review_mark(&rv->marks[d->seat], r, it, seat,
	               rv->held_word[d->seat], d, rv->tags);
	if (rv->grading.npolicies && k >= 0)
		bg_review_mark(&rv->total_marks[k], r, it, seat,
		               rv->held_word[d->seat], d, rv->tags);
}

/* A chance event: its outcome and each seat's luck. */
static void
print_event(struct bg_review *rv, const struct bg_replayer *r,
            const struct bg_step *st, const double *luck)
{
	char place[BG_LINE_MAX + 32], word[BG_WORD_MAX + 2];
	const struct bg_record_item *it = st->item;
	int s, width = (int)strlen(r->path) + (it->column ? 12 : 6);

	word[bg_action_word(st->before, st->move, word)] = 0;
	if (rv->json) {
		fputs("{\"record\":", rv->out);
		bg_json_string(rv->out, r->name, strlen(r->name));
		fprintf(rv->out, ",\"line\":%lu", it->line);
		if (it->column)
			fprintf(rv->out, ",\"column\":%lu", it->column);
		fprintf(rv->out, ",\"action\":%lu,\"outcome\":\"%s\","
		        "\"luck\":{", r->rp.actions, word);
		for (s = 0; s < rv->an.seats; s++)
			fprintf(rv->out, "%s\"%s\":%.4f", s ? "," : "",
			        rv->an.seat[s], luck[s]);
		fputs("}}\n", rv->out);
		return;
	}
	format_place(place, sizeof place, r->path, it);
	fprintf(rv->out, "%-*s %-*s luck", width, place, rv->seat_width, word);
	for (s = 0; s < rv->an.seats; s++)
		fprintf(rv->out, "%s %s %+.4f", s ? "," : "", rv->an.seat[s],
		        luck[s]);
	putc('\n', rv->out);
}

static int judged(const struct bg_review *rv, int s);

int
bg_review_step(struct bg_review *rv, const struct bg_replayer *r,
               const struct bg_step *s, struct bg_err *err)
{
	struct bg_decision d;
	double luck[BG_MAX_SEATS];
	int rc;

	if (!s->move) {
		if (rv->annotate)
			bg_annotated_start(rv, r, s);
		return 0;
	}
	if (r->rp.actions == 1)
		start_record(rv, s->before);
	if (bg_analyse_chance(&rv->an, s->before, s->move, luck)) {
		if (rv->annotate)
			bg_annotated_action(rv, s->item, NULL, luck);
		else if (!rv->ci->format)
			print_event(rv, r, s, luck);
		return 0;
	}
	/* A seat not graded is not judged: its decisions cost nothing. */
	rc = judged(rv, s->before->game->seat(s->before))
	     ? bg_analyse_action(&rv->an, s->before, s->move, &d, err) : 0;
	if (rc > 0)
		remember(rv, r, s->item, &d);
	if (rc >= 0 && rv->annotate)
		bg_annotated_action(rv, s->item, rc > 0 ? &d : NULL, NULL);
	else if (rc > 0 && !rv->ci->format)
		print_decision(rv, r, s->item, &d);
	return rc < 0 ? -1 : 0;
}

static void
print_summary(struct bg_review *rv, const struct bg_replayer *r, int s)
{
	const struct bg_analysis *an = &rv->an;
	const char *name = r->name;
	double rate = 1000 * bg_analysis_mean_loss(an, s);
	double adjusted = bg_analysis_adjusted(an, &r->rp.st, s);

	if (rv->json) {
		fputs("{\"record\":", rv->out);
		bg_json_string(rv->out, name, strlen(name));
		fprintf(rv->out, ",\"seat\":\"%s\",\"decisions\":%lu,"
		        "\"exact\":%lu,\"mean_loss\":%.4f,\"error_rate\":%.1f,"
		        "\"rating\":\"%s\",\"inaccuracies\":%lu,\"errors\":%lu,"
		        "\"blunders\":%lu,"
		        "\"undecided\":%lu,\"luck\":%.4f,\"lucky\":%lu,"
		        "\"unlucky\":%lu,\"adjusted\":%.4f}\n", an->seat[s],
		        an->decisions[s], an->exact[s], rate / 1000, rate,
		        bg_rating(rate), an->inaccuracies[s], an->errors[s],
		        an->blunders[s],
		        an->undecided[s], an->luck[s], an->lucky[s],
		        an->unlucky[s], adjusted);
		return;
	}
	if (rv->annotate) {
		bg_annotated_line(rv);
		fputs("# ", rv->out);
	} else {
		fprintf(rv->out, "%s: ", name);
	}
	fprintf(rv->out, "%s:%*s %lu decisions (%lu exact), error rate "
	        "%.1f (%s), inaccuracies %lu, errors %lu, blunders %lu, "
	        "undecided %lu", an->seat[s],
	        rv->seat_width - (int)strlen(an->seat[s]), "", an->decisions[s],
	        an->exact[s], rate, bg_rating(rate), an->inaccuracies[s],
	        an->errors[s], an->blunders[s], an->undecided[s]);
	/* Luck only where the dice fall. */
	if (an->events)
		fprintf(rv->out, ", luck %+.4f (lucky %lu, unlucky %lu), "
		        "adjusted %.4f", an->luck[s], an->lucky[s],
		        an->unlucky[s], adjusted);
	if (rv->annotate)
		bg_annotated_line_end(rv);
	else
		putc('\n', rv->out);
}

/* The index of the seat named, or -1. */
static int
seat_index(const struct bg_analysis *an, const char *name)
{
	int s;

	for (s = 0; s < an->seats; s++)
		if (strcmp(an->seat[s], name) == 0)
			return s;
	return -1;
}

/* Every seat a gate or --seat names is one of the record's: 0, or -1
 * with err set (a usage error: the record's seats named). */
static int
check_seats(const struct bg_review *rv, const char *name, struct bg_err *err)
{
	const char *bad = NULL;
	char seats[BG_MAX_SEATS * (BG_SEAT_NAME_MAX + 2)] = "";
	int i;

	for (i = 0; i < rv->grading.ngraded && !bad; i++)
		if (seat_index(&rv->an, rv->grading.graded[i]) < 0)
			bad = rv->grading.graded[i];
	for (i = 0; i < rv->grading.gates && !bad; i++)
		if (rv->grading.gate[i].seat[0] &&
		    seat_index(&rv->an, rv->grading.gate[i].seat) < 0)
			bad = rv->grading.gate[i].seat;
	if (!bad)
		return 0;
	for (i = 0; i < rv->an.seats; i++) {
		strcat(seats, i ? ", " : "");
		strcat(seats, rv->an.seat[i]);
	}
	return bg_fail(err, BG_EX_USAGE, "%s: no seat %s: its seats are %s",
	               name, bad, seats);
}

/* Is seat s graded: held by a policy of --policy, named by --seat, or
 * every seat without either? */
int
bg_review_graded(const struct bg_review *rv, int s)
{
	int i;

	if (rv->grading.npolicies)
		return rv->held[s] >= 0;
	for (i = 0; i < rv->grading.ngraded; i++)
		if (strcmp(rv->grading.graded[i], rv->an.seat[s]) == 0)
			return 1;
	return rv->grading.ngraded == 0;
}

/* Is seat s judged: graded, or named by a gate of its own? */
static int
judged(const struct bg_review *rv, int s)
{
	int i;

	if (s < 0 || bg_review_graded(rv, s))
		return 1;
	for (i = 0; i < rv->grading.gates; i++)
		if (strcmp(rv->grading.gate[i].seat, rv->an.seat[s]) == 0)
			return 1;
	return 0;
}

/* One line a seat, the gates of the graded seats (a test case each with
 * a report): 0, or -1 with err set when one broke a gate. */
static int
summary(struct bg_review *rv, const struct bg_replayer *r, struct bg_err *err)
{
	char why[2048], all[1024] = "", who[BG_SEAT_NAME_MAX + 16];
	const char *name = r->name;
	int s;

	if (r->rp.actions == 0)
		start_record(rv, &r->rp.st);
	if (check_seats(rv, name, err) < 0)
		return -1;
	if (rv->annotate)
		bg_annotated_tags(rv);
	for (s = 0; s < rv->an.seats; s++) {
		const struct bg_review_marks *m = &rv->marks[s];
		int broke;

		if (!rv->ci->format && judged(rv, s))
			print_summary(rv, r, s);
		if (!bg_review_graded(rv, s))
			continue;
		/* --policy's gates are its total's. */
		if (rv->grading.npolicies) {
			bg_review_add(rv, s);
			continue;
		}
		why[0] = 0;
		broke = bg_review_broken(&rv->grading, &rv->an, s, 1, m, "",
		                         why, sizeof why);
		if (broke)
			bg_review_worst_text(m, why, sizeof why);
		bg_ci_seat_case(rv->ci, name, r->path, rv->tags, rv->an.seat[s],
		                !broke ? NULL : m->worst.set ? m->worst.at
		                : name, why);
		snprintf(who, sizeof who, "seat %s's ", rv->an.seat[s]);
		bg_review_broken(&rv->grading, &rv->an, s, 1, NULL, who, all,
		                 sizeof all);
	}
	if (rv->annotate)
		bg_annotated_end(rv);
	if (!all[0])
		return 0;
	return bg_fail(err, BG_EX_DATAERR, "%s: %s", name, all);
}

int
bg_review_end(struct bg_review *rv, const struct bg_replayer *r, FILE *to,
              struct bg_err *err)
{
	int over = summary(rv, r, err);

	if (over < 0 && err->status == BG_EX_USAGE)
		return -1;
	if (bg_hold_copy(rv->out, to, "write error", err) < 0)
		return -1;
	return over;
}
