/* Waju's notation (formats/waju.md): the state line, and the words of
 * moves. */
#include <string.h>

#include "games/waju/waju.h"

static const char *const phase_names[] = { "roll", "move", "over", NULL };

/* Waju's words and rule ids, for the code of the cross. */
const struct cross_race waju_race = {
	.rules = "WJ", .centre = "v", .final = 'g', .finals = "goal",
	.way_rule = 9, .win_rule = 11, .marbles = 1,
	.phases = phase_names, .phases_what = "roll, move or over",
};
size_t
waju_format_move(const struct bg_state *st, const struct bg_move *mv,
                 char *buf)
{
	uint8_t from[2] = { mv->v[0], mv->v[2] }, to[2] = { mv->v[1], mv->v[3] };

	return waju_spell(DEF(st), from, to, mv->len / 2, buf);
}

/* Why a move word is refused. */

const char waju_bad_word[] =
	"a move is FROM-TO, or two joined by ',' (holes: h, 0 to 47, v, "
	"g1 to g4), or pass";

static int
parse_roll(const struct bg_state *st, const char *word, size_t len,
           struct bg_move *mv, struct bg_err *err)
{
	const struct waju *g = CS(st);
	int values[BG_MAX_DICE], n;
	struct bg_chance ev;

	if (!waju_chance(st, &ev))
		return bg_illegal(err, st, word, len, "no roll is due: %s "
		                  "chooses a move", cross_actor(st));
	n = bg_chance_action(st, word, len, values, BG_MAX_DICE, err);
	if (n < 0)
		return -1;
	if (n != ev.dice)
		return bg_illegal(err, st, word, len, g->c.phase == CROSS_ROLL_OFF
		                  ? "the roll-off is one die for each of the "
		                    "%d players rolling (WJ-2)"
		                  : g->c.phase == CROSS_ROLL_TURN
		                  ? "a turn starts with a roll of %d dice (WJ-3)"
		                  : "%d dice are rolled again (WJ-3)", ev.dice);
	return cross_roll_move(st, word, len, values, n, mv, err);
}

int
waju_parse_action(const struct bg_state *st, const char *word, size_t len,
                  struct bg_move *mv, struct bg_err *err)
{
	struct bg_move moves[BG_MAX_MOVES];
	char why[300];
	int n, rc;

	rc = cross_action(st, word, len, mv, err, parse_roll, moves, &n);
	if (rc <= 0)
		return rc;
	if (len == 4 && memcmp(word, "pass", 4) == 0)
		return bg_illegal(err, st, word, len, "the dice can be spent, "
		                  "and must be (WJ-6)");
	if (moves[0].len == 0)
		return bg_illegal(err, st, word, len, "no way of spending the "
		                  "dice exists: the roll passes (WJ-6)");
	waju_refusal(st, word, len, why, sizeof why);
	return bg_illegal(err, st, word, len, "%s", why);
}

size_t
waju_format(const struct bg_state *st, char *buf)
{
	const struct waju *g = CS(st);
	const struct waju_def *d = DEF(st);
	char *p = buf;
	int i;

	p = bg_put_str(p, "waju players=");
	p = bg_put_uint(p, g->c.players);
	p = bg_put_str(p, " marbles=");
	p = bg_put_uint(p, g->c.marbles);
	p = cross_put_phase(p, &g->c);
	if (g->c.phase == CROSS_ROLL_AGAIN) {
		p = bg_put_str(p, " again=");
		p = bg_put_uint(p, g->ndice);
	}
	p = bg_put_str(p, " dice=");
	if (g->c.phase != CROSS_MOVE)
		*p++ = '-';
	for (i = 0; g->c.phase == CROSS_MOVE && i < g->ndice; i++) {
		if (i)
			*p++ = ',';
		p = bg_put_uint(p, g->dice[i]);
	}
	p = cross_put_marbles(p, &d->x, &g->c);
	*p = '\0';
	return (size_t)(p - buf);
}

/* again=K: the dice rolled again (WJ-3). */
static int
scan_again(struct bg_scan *s, struct waju *g)
{
	const char *at;
	unsigned long v;

	if (bg_scan_key(s, "again") < 0)
		return -1;
	at = s->p;
	if (bg_scan_uint(s, "a count of dice", 99, &v) < 0)
		return -1;
	if (v < 1 || v > 2) {
		s->p = at;
		return bg_scan_fail(s, "again=%lu: 1 or 2 dice are rolled "
		                    "again (WJ-3)", v);
	}
	g->ndice = (uint8_t)v;
	return 0;
}

/* dice=: the dice to spend in phase=move, - before. */
static int
scan_dice(struct bg_scan *s, struct waju *g)
{
	int i;

	if (bg_scan_key(s, "dice") < 0)
		return -1;
	if (g->c.phase != CROSS_MOVE)
		return bg_scan_char(s, '-', "'-': no dice to spend");
	for (i = 0; i < 2; i++) {
		if (i && (s->p == s->end || *s->p != ','))
			break;
		if (i)
			s->p++;
		if (bg_scan_die(s, CROSS_FACES, 0, &g->dice[i]) < 0)
			return -1;
	}
	g->ndice = (uint8_t)i;
	return 0;
}

int
waju_parse(struct bg_state *st, const char *line, size_t len,
           struct bg_err *err)
{
	struct waju *g = S(st);
	const struct waju_def *d = DEF(st);
	unsigned long marbles;
	struct bg_scan s;

	memset(g, 0, sizeof *g);
	bg_scan_init(&s, line, len, err);
	if (bg_scan_game(&s, "waju") < 0 ||
	    cross_scan_players(&s, &d->x, &g->c) < 0 ||
	    bg_scan_field_uint(&s, "marbles", "a number of marbles",
	                       CROSS_MARBLES, &marbles) < 0)
		return -1;
	if (marbles < 1)
		return bg_scan_fail(&s, "1 to 4 marbles (WJ-1)");
	g->c.marbles = (uint8_t)marbles;
	if (cross_scan_phase(&s, &d->x, &g->c) < 0 ||
	    (g->c.phase == CROSS_ROLL_AGAIN && scan_again(&s, g) < 0) ||
	    scan_dice(&s, g) < 0 || cross_scan_marbles(&s, &d->x, &g->c) < 0)
		return -1;
	return bg_scan_end(&s);
}
