/* bg-apply's options of an analysis: the judge, the annotated form, the
 * seats graded and the gates (formats/analysis.md). */
#include <string.h>

#include "apply/apply.h"

/* The most errors or blunders a gate counts to. */
#define GATE_COUNT_MAX 1000000000UL

/* A seat's name as --seat and the gates give it: 0, or -1 after the
 * line that says why. */
static int
seat_name(const char *prog, const char *opt, const char *arg, size_t len,
          char *to)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (arg[i] <= ' ' || arg[i] > '~' || arg[i] == '=')
			break;
	if (len == 0 || i < len || len >= BG_SEAT_NAME_MAX) {
		bg_complain(prog, "%s: '%.*s' is not a seat's name", opt,
		            (int)len, arg);
		return -1;
	}
	memcpy(to, arg, len);
	to[len] = 0;
	return 0;
}

/* --policy NAME: a word of a Policy tag, or its display name. */
static int
policy_option(struct bg_grading *gr, const char *prog, const char *arg)
{
	if (gr->npolicies == BG_REVIEW_POLICIES) {
		bg_complain(prog, "--policy: more than %d policies",
		            BG_REVIEW_POLICIES);
		return -1;
	}
	if (!arg[0] || strchr(arg, '\n') || strlen(arg) >= 256) {
		bg_complain(prog, "--policy: '%s' is not a policy's word or "
		            "name", arg);
		return -1;
	}
	gr->policy[gr->npolicies++] = arg;
	return 0;
}

static int
seat_option(struct bg_grading *gr, const char *prog, const char *arg)
{
	if (gr->ngraded == BG_MAX_SEATS) {
		bg_complain(prog, "--seat: more than %d seats", BG_MAX_SEATS);
		return -1;
	}
	return seat_name(prog, "--seat", arg, strlen(arg),
	                 gr->graded[gr->ngraded++]);
}

/* --max-loss [SEAT=]X, --max-errors [SEAT=]K, --max-blunders [SEAT=]K:
 * 0, or -1 after the line that says why. */
static int
gate_option(struct bg_grading *gr, const char *prog, enum bg_gate_kind kind,
            const char *arg)
{
	static const char *const name[] = { "--max-loss", "--max-errors",
	                                     "--max-blunders" };
	struct bg_gate *g = &gr->gate[gr->gates];
	const char *bound = strchr(arg, '=');

	if (gr->gates == BG_GATES_MAX) {
		bg_complain(prog, "%s: more than %d gates", name[kind],
		            BG_GATES_MAX);
		return -1;
	}
	memset(g, 0, sizeof *g);
	g->kind = kind;
	if (bound && seat_name(prog, name[kind], arg, (size_t)(bound - arg),
	                       g->seat) < 0)
		return -1;
	bound = bound ? bound + 1 : arg;
	if (kind == BG_GATE_LOSS && bg_parse_fraction(bound) < 0) {
		bg_complain(prog, "--max-loss: '%s' is not a number from 0 to "
		            "1 such as 0.05", bound);
		return -1;
	}
	if (kind != BG_GATE_LOSS &&
	    bg_parse_ulong(bound, 0, GATE_COUNT_MAX, &g->count) < 0) {
		bg_complain(prog, "%s: '%s' is not a number from 0 to %lu",
		            name[kind], bound, GATE_COUNT_MAX);
		return -1;
	}
	g->bound = bound;
	gr->gates++;
	return 0;
}

/* --analyse POLICY: 0, or -1 after the line that says why. */
static int
judge_option(struct bg_analysis_options *ao, const char *prog,
             const char *arg)
{
	struct bg_err err;

	if (strcmp(arg, "default") == 0)
		arg = BG_ANALYSIS_DEFAULT;
	if (bg_judge_parse(arg, &ao->judge, &err) < 0) {
		bg_complain(prog, "--analyse: %s", err.msg);
		return -1;
	}
	ao->analyse = 1;
	ao->judge_name = arg;
	return 0;
}

int
bg_grading_option(struct bg_analysis_options *ao, const char *prog, int c,
                  const char *arg)
{
	struct bg_grading *gr = &ao->grading;
	int bad = 0;

	switch (c) {
	case BG_OPT_ANALYSE:
		bad = judge_option(ao, prog, arg);
		break;
	case BG_OPT_ANNOTATE:
		ao->annotate = 1;
		break;
	case BG_OPT_ROLLOUTS:
		ao->second.kind = BG_POLICY_ROLLOUT;
		if (bg_parse_ulong(arg, 1, BG_ROLLOUT_MAX, &ao->second.n) < 0) {
			bg_complain(prog, "--rollouts: '%s' is not a number from "
			            "1 to %lu", arg, BG_ROLLOUT_MAX);
			bad = -1;
		}
		break;
	case BG_OPT_ROLLOUTS_ALL:
		ao->second_all = 1;
		break;
	case BG_OPT_SEAT:
		bad = seat_option(gr, prog, arg);
		break;
	case BG_OPT_POLICY:
		bad = policy_option(gr, prog, arg);
		break;
	case BG_OPT_MAX_LOSS:
		bad = gate_option(gr, prog, BG_GATE_LOSS, arg);
		break;
	case BG_OPT_MAX_ERRORS:
		bad = gate_option(gr, prog, BG_GATE_ERRORS, arg);
		break;
	case BG_OPT_MAX_BLUNDERS:
		bad = gate_option(gr, prog, BG_GATE_BLUNDERS, arg);
		break;
	default:
		return BG_OPT_OTHER;
	}
	return bad < 0 ? BG_EX_USAGE : BG_OPT_NEXT;
}

const char *
bg_grading_conflict(const struct bg_analysis_options *ao, int report,
                    int verdict)
{
	const struct bg_grading *gr = &ao->grading;
	int i, named = 0;

	for (i = 0; i < gr->gates; i++)
		named |= gr->gate[i].seat[0] != '\0';
	if ((gr->gates || gr->ngraded || gr->npolicies) && !ao->analyse)
		return "--seat, --policy, --max-loss, --max-errors and "
		       "--max-blunders go with --analyse";
	if (gr->npolicies && (gr->ngraded || named || ao->annotate))
		return "--policy grades the seats its records' Policy tags "
		       "give it: it does not go with --seat, a gate that names "
		       "a seat, or --annotate";
	if ((ao->second.n && !ao->analyse) || (ao->second_all && !ao->second.n))
		return "--rollouts goes with --analyse, --rollouts-all with "
		       "--rollouts";
	if (ao->annotate && (!ao->analyse || report || verdict))
		return "--annotate goes with --analyse, and not with --result or "
		       "--report";
	if (ao->analyse && report && verdict)
		return "--analyse --report writes the report alone; it does not "
		       "go with --result";
	return NULL;
}

void
bg_grading_review(const struct bg_analysis_options *ao, struct bg_review *rv)
{
	rv->judge = ao->judge;
	rv->judge_name = ao->judge_name;
	rv->second = ao->second;
	rv->second_all = ao->second_all;
	int k;

	rv->grading = ao->grading;
	rv->annotate = ao->annotate;
	/* The totals of --policy: a seat of its own each. */
	rv->total.seats = ao->grading.npolicies;
	for (k = 0; k < ao->grading.npolicies; k++)
		rv->total.seat[k] = ao->grading.policy[k];
}
