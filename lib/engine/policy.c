/* Policies: their words, and the move each picks. */
#include <string.h>

#include "engine/engine.h"

static int
parse_policy(const char *text, size_t len, struct bg_policy *p,
             struct bg_err *err)
{
	char num[24];

	if (len == 6 && memcmp(text, "random", 6) == 0) {
		p->kind = BG_POLICY_RANDOM;
		p->n = 0;
		return 0;
	}
	if (len > 3 && memcmp(text, "mc:", 3) == 0 && len - 3 < sizeof num) {
		memcpy(num, text + 3, len - 3);
		num[len - 3] = '\0';
		if (bg_parse_ulong(num, 1, BG_PLAYOUTS_MAX, &p->n) == 0) {
			p->kind = BG_POLICY_MC;
			return 0;
		}
		return bg_fail(err, BG_EX_USAGE, "policy '%.*s': N of mc:N is a "
		               "number from 1 to %lu", (int)(len > 40 ? 40 : len),
		               text, BG_PLAYOUTS_MAX);
	}
	return bg_fail(err, BG_EX_USAGE, "'%.*s' is not a policy (random or "
	               "mc:N)", (int)(len > 40 ? 40 : len), text);
}

int
bg_policies_parse(const char *text, struct bg_policies *out,
                  struct bg_err *err)
{
	const char *p = text, *comma;

	out->count = 0;
	for (;;) {
		comma = strchr(p, ',');
		if (out->count == BG_MAX_SEATS)
			return bg_fail(err, BG_EX_USAGE, "more than %d policies",
			               BG_MAX_SEATS);
		if (parse_policy(p, comma ? (size_t)(comma - p) : strlen(p),
		                 &out->seat[out->count], err) < 0)
			return -1;
		out->count++;
		if (!comma)
			return 0;
		p = comma + 1;
	}
}

int
bg_policies_check(const struct bg_policies *p, const struct bg_state *st,
                  struct bg_err *err)
{
	struct bg_outcome o;

	st->game->outcome(st, &o);
	if (p->count != 1 && p->count != o.seats)
		return bg_fail(err, BG_EX_DATAERR, "%d policies for a game of %d "
		               "seats: give one, or one per seat", p->count,
		               o.seats);
	return 0;
}

int
bg_policy_pick(const struct bg_policy *p, const struct bg_state *st,
               const struct bg_exec *ex, struct bg_rng *rng,
               struct bg_move *mv, struct bg_err *err)
{
	struct bg_eval ev;
	int order[BG_MAX_MOVES];
	int n;

	(void)err;
	if (p->kind == BG_POLICY_RANDOM) {
		struct bg_move moves[BG_MAX_MOVES];

		n = st->game->moves(st, moves);
		if (n == 0)
			return 1;
		*mv = moves[n == 1 ? 0 : bg_rng_below(rng, (unsigned)n)];
		return 0;
	}
	bg_evaluate(st, bg_rng_next(rng), p->n, 0, ex, &ev);
	if (ev.nmoves == 0)
		return 1;
	bg_eval_rank(&ev, order);
	*mv = ev.move[order[0]];
	return 0;
}
