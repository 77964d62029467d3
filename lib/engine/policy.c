/* Policies: their words, and what the word default names (the move
 * each picks is pick.c's). */
#include <string.h>

#include "engine/engine.h"

/* A time such as 0.5s or 2s: digits, at most three decimals, and s;
 * 0 and *ms, or -1. */
static int
parse_time(const char *t, size_t len, unsigned long *ms)
{
	unsigned long v = 0;
	size_t i = 0;
	int decimals = -1;

	if (len < 2 || t[len - 1] != 's')
		return -1;
	for (len--; i < len; i++) {
		if (t[i] == '.' && decimals < 0 && i > 0 && i + 1 < len) {
			decimals = 0;
			continue;
		}
		if (t[i] < '0' || t[i] > '9' || decimals == 3 ||
		    v > BG_TIME_MAX_MS)
			return -1;
		v = v * 10 + (unsigned long)(t[i] - '0');
		decimals += decimals >= 0;
	}
	for (decimals = decimals < 0 ? 0 : decimals; decimals < 3; decimals++)
		v *= 10;
	if (v < 1 || v > BG_TIME_MAX_MS)
		return -1;
	*ms = v;
	return 0;
}

/* The count or time after a search's word (uct:, ab:). */
static int
parse_budget(const char *text, size_t len, const char *word,
             unsigned long max, const char *what, struct bg_policy *p,
             struct bg_err *err)
{
	size_t w = strlen(word);
	const char *arg = text + w;
	char num[24];
	size_t n = len - w;

	if (n > 0 && arg[n - 1] == 's') {
		if (parse_time(arg, n, &p->ms) == 0)
			return 0;
		return bg_fail(err, BG_EX_USAGE, "policy '%.*s': the time of "
		               "%sTs is from 0.001s to %lus, in at most three "
		               "decimals", (int)(len > 40 ? 40 : len), text, word,
		               BG_TIME_MAX_MS / 1000);
	}
	if (n < sizeof num) {
		memcpy(num, arg, n);
		num[n] = '\0';
		if (bg_parse_ulong(num, 1, max, &p->n) == 0)
			return 0;
	}
	return bg_fail(err, BG_EX_USAGE, "policy '%.*s': %s of %s%s is a %s "
	               "from 1 to %lu, or a time such as %s2s",
	               (int)(len > 40 ? 40 : len), text, what[0] == 'd' ? "D"
	               : "N", word, what[0] == 'd' ? "D" : "N", what, max, word);
}

/* The N after word (ply:, rollout:), 1 to max, of a policy of kind. */
static int
parse_count(const char *text, size_t len, const char *word, unsigned long max,
            enum bg_policy_kind kind, struct bg_policy *p, struct bg_err *err)
{
	size_t w = strlen(word);
	char num[24];

	p->kind = kind;
	if (len - w < sizeof num) {
		memcpy(num, text + w, len - w);
		num[len - w] = '\0';
		if (bg_parse_ulong(num, 1, max, &p->n) == 0)
			return 0;
	}
	return bg_fail(err, BG_EX_USAGE, "policy '%.*s': N of %sN is a number "
	               "from 1 to %lu", (int)(len > 40 ? 40 : len), text, word,
	               max);
}

/* The policy most like the word is named when it is near: its name
 * mistyped, the rest as given ("utc:300": uct:300), or the colon or the
 * count left out ("mc200": mc:200, "uct": uct:N). */
int
bg_policy_unknown(const char *text, size_t len, const char *last,
                  struct bg_err *err)
{
	static const char *const words[] = { "random", "exact", "default",
	                                     "mc", "uct", "ab", "ply",
	                                     "rollout" };
	enum { UNCOUNTED = 3 }; /* the words before take no count */
	struct bg_nearest near;
	size_t name = 0, i, from, n = sizeof words / sizeof words[0];
	const char *meant = NULL;
	int shown = (int)(len > 40 ? 40 : len);

	while (name < len && text[name] != ':' &&
	       (text[name] < '0' || text[name] > '9'))
		name++;
	bg_nearest_init(&near);
	for (i = name < len ? UNCOUNTED : 0; i < n; i++) {
		if (strlen(words[i]) == name && memcmp(text, words[i], name) == 0)
			meant = words[i];
		bg_nearest_try(&near, text, name, words[i]);
	}
	if (!meant)
		meant = bg_nearest_word(&near, name);
	for (i = 0; meant && i < UNCOUNTED; i++)
		if (meant == words[i])
			return bg_fail(err, BG_EX_USAGE, "'%.*s' is not a policy; "
			               "did you mean %s?", shown, text, meant);
	from = name < len && text[name] == ':' ? name + 1 : name;
	if (meant && from == len)
		return bg_fail(err, BG_EX_USAGE, "'%.*s' is not a policy; did "
		               "you mean %s:%s?", shown, text, meant,
		               strcmp(meant, "ab") == 0 ? "D" : "N");
	if (meant)
		return bg_fail(err, BG_EX_USAGE, "'%.*s' is not a policy; did "
		               "you mean %s:%.*s?", shown, text, meant,
		               (int)(len - from > 40 ? 40 : len - from),
		               text + from);
	return bg_fail(err, BG_EX_USAGE, "'%.*s' is not a policy (random, "
	               "mc:N, uct:N, ab:D, ply:N, rollout:N, %s)", shown, text,
	               last);
}

int
bg_policy_parse(const char *text, size_t len, struct bg_policy *p,
                struct bg_err *err)
{
	static const char score[] = ":score";
	char num[24];

	memset(p, 0, sizeof *p);
	if (len == 6 && memcmp(text, "random", 6) == 0) {
		p->kind = BG_POLICY_RANDOM;
		return 0;
	}
	if (len == 5 && memcmp(text, "exact", 5) == 0) {
		p->kind = BG_POLICY_EXACT;
		return 0;
	}
	if (len == 7 && memcmp(text, "default", 7) == 0) {
		p->kind = BG_POLICY_DEFAULT;
		return 0;
	}
	if (len >= 4 && memcmp(text, "ply:", 4) == 0)
		return parse_count(text, len, "ply:", BG_PLY_MAX, BG_POLICY_PLY, p,
		                   err);
	if (len >= 8 && memcmp(text, "rollout:", 8) == 0)
		return parse_count(text, len, "rollout:", BG_ROLLOUT_MAX,
		                   BG_POLICY_ROLLOUT, p, err);
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
	if (len > 4 && memcmp(text, "uct:", 4) == 0) {
		p->kind = BG_POLICY_UCT;
		return parse_budget(text, len, "uct:", BG_PLAYOUTS_MAX,
		                    "number", p, err);
	}
	if (len > 3 && memcmp(text, "ab:", 3) == 0) {
		size_t body = len;

		p->kind = BG_POLICY_AB;
		if (len > 3 + sizeof score - 1 &&
		    memcmp(text + len - (sizeof score - 1), score,
		           sizeof score - 1) == 0) {
			p->leaf = BG_LEAF_SCORE;
			body -= sizeof score - 1;
		}
		return parse_budget(text, body, "ab:", BG_DEPTH_MAX, "depth",
		                    p, err);
	}
	return bg_policy_unknown(text, len, "exact or default", err);
}

int
bg_judge_parse(const char *text, struct bg_policy *p, struct bg_err *err)
{
	size_t len = strlen(text);

	if (len > 0 && strspn(text, "0123456789") == len) {
		memset(p, 0, sizeof *p);
		p->kind = BG_POLICY_MC;
		if (bg_parse_ulong(text, 1, BG_PLAYOUTS_MAX, &p->n) == 0)
			return 0;
		return bg_fail(err, BG_EX_USAGE, "'%.40s' is not a number from "
		               "1 to %lu", text, BG_PLAYOUTS_MAX);
	}
	if (bg_policy_parse(text, len, p, err) < 0)
		return -1;
	if (p->kind == BG_POLICY_RANDOM)
		return bg_fail(err, BG_EX_USAGE, "'random' judges no move: give "
		               "N, mc:N, uct:N, ab:D, ply:N, rollout:N, exact or default");
	return 0;
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
		if (bg_policy_parse(p, comma ? (size_t)(comma - p) : strlen(p),
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
	int seats = st->game->seats(st);

	if (p->count != 1 && p->count != seats)
		return bg_fail(err, BG_EX_DATAERR, "%d policies for a game of %d "
		               "seats: give one, or one per seat", p->count,
		               seats);
	return 0;
}

const char *
bg_policy_default(const struct bg_game *game)
{
	return game->policy ? game->policy : "uct:20000";
}

const char *
bg_judge_default(const struct bg_game *game)
{
	return game->judge ? game->judge : bg_policy_default(game);
}

/* p, or the policy word names when p is default. */
static void
resolve(const struct bg_policy *p, const char *word, struct bg_policy *out)
{
	struct bg_err err;

	*out = *p;
	if (p->kind == BG_POLICY_DEFAULT)
		(void)bg_policy_parse(word, strlen(word), out, &err);
}

void
bg_policy_for(const struct bg_policy *p, const struct bg_state *st,
              struct bg_policy *out)
{
	const struct bg_game *game = st->game;

	resolve(p, game->home_policy && bg_home_within(st) ? game->home_policy
	                                                   : bg_policy_default(game),
	        out);
}

void
bg_judge_for(const struct bg_policy *p, const struct bg_game *game,
             struct bg_policy *out)
{
	resolve(p, bg_judge_default(game), out);
}

int
bg_policy_varies(const struct bg_policy *p)
{
	return p->ms > 0 || p->kind == BG_POLICY_RANDOM || p->kind == BG_POLICY_MC ||
	       p->kind == BG_POLICY_UCT || p->kind == BG_POLICY_ROLLOUT ||
	       p->kind == BG_POLICY_DEFAULT;
}

int
bg_policy_judges(const struct bg_policy *p)
{
	switch (p->kind) {
	case BG_POLICY_UCT:
	case BG_POLICY_PLY:
	case BG_POLICY_ROLLOUT:
	case BG_POLICY_DEFAULT:
		return 1;
	case BG_POLICY_AB:
		return p->leaf == BG_LEAF_GAME;
	default:
		return 0;
	}
}
