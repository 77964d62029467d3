/* Wahoo's notation (formats/wahoo.md): the state line, and the words of
 * moves and decisions. */
#include <string.h>

#include "games/wahoo/wahoo.h"

static const char *const phase_names[] = { "roll", "move", "decide", "over",
                                           NULL };

/* Wahoo's words and rule ids, for the code of the cross. */
const struct cross_race wahoo_race = {
	.rules = "WH", .centre = "hub", .final = 't', .finals = "Tee Pee",
	.way_rule = 6, .win_rule = 9,
	.phases = phase_names, .phases_what = "roll, move, decide or over",
};
size_t
wahoo_format_move(const struct bg_state *st, const struct bg_move *mv,
                  char *buf)
{
	const struct wahoo_def *d = DEF(st);
	char *p = buf;

	if (mv->len == 0) {
		p = bg_put_str(p, CS(st)->c.phase == CROSS_DECIDE ? "decline"
		                                             : "pass");
	} else {
		p = cross_put_hole(p, &d->x, mv->v[0]);
		*p++ = '-';
		p = cross_put_hole(p, &d->x, mv->v[1]);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

/* Reads a movement word FROM-TO; -1 when it is not one, -2 when it
 * sends a marble to h. */
static int
read_word(const struct wahoo_def *d, int seat, const char *word, size_t len,
          int *from, int *to)
{
	struct bg_err ignore;
	struct bg_scan s;

	bg_scan_init(&s, word, len, &ignore);
	if (cross_scan_hole(&s, &d->x, seat, from) < 0 ||
	    bg_scan_char(&s, '-', "") < 0 ||
	    cross_scan_hole(&s, &d->x, seat, to) < 0 || s.p != s.end)
		return -1;
	return *to == CROSS_HOME ? -2 : 0;
}

static int
parse_roll(const struct bg_state *st, const char *word, size_t len,
           struct bg_move *mv, struct bg_err *err)
{
	const struct wahoo *g = CS(st);
	int values[BG_MAX_DICE], n;
	struct bg_chance ev;

	if (!wahoo_chance(st, &ev))
		return bg_illegal(err, st, word, len, g->c.phase == CROSS_DECIDE
		                  ? "no roll is due: %s decides on the hub"
		                  : "no roll is due: %s chooses a move",
		                  cross_actor(st));
	n = bg_chance_action(st, word, len, values, BG_MAX_DICE, err);
	if (n < 0)
		return -1;
	if (n != ev.dice) {
		if (g->c.phase == CROSS_ROLL_OFF)
			return bg_illegal(err, st, word, len, "the roll-off is "
			                  "one die for each of the %d players "
			                  "rolling (WH-2)", ev.dice);
		return bg_illegal(err, st, word, len, "a turn is a series of "
		                  "single-die rolls (WH-3)");
	}
	return cross_roll_move(st, word, len, values, n, mv, err);
}

static const char bad_move[] =
	"a move is FROM-TO (holes: h, 0 to 47, hub, t1 to t4), or pass";
static const char bad_decision[] =
	"a decision is FROM-hub, or decline (WH-8)";

int
wahoo_parse_action(const struct bg_state *st, const char *word, size_t len,
                   struct bg_move *mv, struct bg_err *err)
{
	const struct wahoo *g = CS(st);
	const struct wahoo_def *d = DEF(st);
	struct bg_move moves[BG_MAX_MOVES];
	char why[300];
	int n, from, to, rc;

	rc = cross_action(st, word, len, mv, err, parse_roll, moves, &n);
	if (rc <= 0)
		return rc;
	rc = read_word(d, wahoo_seat_of(g, g->c.turn), word, len, &from, &to);
	if (rc == -2 && g->c.phase != CROSS_DECIDE)
		return bg_illegal(err, st, word, len, "%s", CROSS_NOT_HOME);
	if (rc < 0)
		return bg_illegal(err, st, word, len, "%s",
		                  g->c.phase == CROSS_DECIDE ? bad_decision
		                  : len == 4 && memcmp(word, "pass", 4) == 0
		                  ? "a legal move exists, and must be made (WH-4)"
		                  : bad_move);
	if (g->c.phase == CROSS_DECIDE)
		wahoo_explain_decision(d, g, from, to, why, sizeof why);
	else if (moves[0].len == 0)
		snprintf(why, sizeof why, "no move exists: the turn is lost "
		         "(WH-3)");
	else
		wahoo_explain_move(d, g, from, to, why, sizeof why);
	return bg_illegal(err, st, word, len, "%s", why);
}

/* The shortcut set as road holes, ascending. */
char *
wahoo_put_shortcut(char *p, const struct wahoo_def *d, unsigned set)
{
	int h, a, first = 1;

	for (h = 0; h < d->x.road; h++) {
		a = wahoo_arrow_at(d, h);
		if (a < 0 || !(set >> a & 1))
			continue;
		if (!first)
			*p++ = ',';
		p = bg_put_uint(p, (unsigned long)h);
		first = 0;
	}
	if (first)
		*p++ = '-';
	return p;
}

size_t
wahoo_format(const struct bg_state *st, char *buf)
{
	const struct wahoo *g = CS(st);
	const struct wahoo_def *d = DEF(st);
	char *p = buf;

	p = bg_put_str(p, "wahoo players=");
	p = bg_put_uint(p, g->c.players);
	p = cross_put_phase(p, &g->c);
	p = bg_put_str(p, " dice=");
	if (g->c.phase == CROSS_MOVE)
		p = bg_put_uint(p, g->die);
	else
		*p++ = '-';
	p = bg_put_str(p, " shortcut=");
	p = wahoo_put_shortcut(p, d, g->shortcut);
	p = cross_put_marbles(p, &d->x, &g->c);
	*p = '\0';
	return (size_t)(p - buf);
}

static int
scan_shortcut(struct bg_scan *s, const struct wahoo_def *d, struct wahoo *g)
{
	unsigned long v;
	int last = -1, a;

	if (bg_scan_key(s, "shortcut") < 0)
		return -1;
	if (s->p < s->end && *s->p == '-') {
		s->p++;
		return 0;
	}
	for (;;) {
		const char *at = s->p;

		if (bg_scan_uint(s, "an arrow's road hole, or -",
		                 (unsigned long)d->x.road - 1, &v) < 0)
			return -1;
		a = wahoo_arrow_at(d, (int)v);
		if (a < 0 || (int)v <= last) {
			s->p = at;
			return bg_scan_fail(s, a < 0 ? "hole %lu has no arrow "
			                    "(WH-7)" : "the arrows are written in "
			                    "ascending order, once each", v);
		}
		g->shortcut |= (uint16_t)(1u << a);
		last = (int)v;
		if (s->p == s->end || *s->p != ',')
			return 0;
		s->p++;
	}
}

/* dice=: the die to spend in phase=move, - otherwise. */
static int
scan_die(struct bg_scan *s, struct wahoo *g)
{
	if (bg_scan_key(s, "dice") < 0)
		return -1;
	if (g->c.phase != CROSS_MOVE)
		return bg_scan_char(s, '-', "'-': no die to spend");
	return bg_scan_die(s, CROSS_FACES, 0, &g->die);
}

int
wahoo_parse(struct bg_state *st, const char *line, size_t len,
            struct bg_err *err)
{
	struct wahoo *g = S(st);
	const struct wahoo_def *d = DEF(st);
	struct bg_scan s;

	memset(g, 0, sizeof *g);
	g->c.marbles = CROSS_MARBLES;
	bg_scan_init(&s, line, len, err);
	if (bg_scan_game(&s, "wahoo") < 0 ||
	    cross_scan_players(&s, &d->x, &g->c) < 0 ||
	    cross_scan_phase(&s, &d->x, &g->c) < 0 || scan_die(&s, g) < 0 ||
	    scan_shortcut(&s, d, g) < 0 ||
	    cross_scan_marbles(&s, &d->x, &g->c) < 0)
		return -1;
	return bg_scan_end(&s);
}
