/* Wahoo's notation (formats/wahoo.md): the state line, holes as words,
 * and the words of moves and decisions. */
#include <string.h>

#include "games/wahoo/wahoo.h"

static const char *const phase_names[] = { "roll", "move", "decide", "over",
                                           NULL };
static const char *const roll_names[] = { "off", "turn", "again", NULL };

/* Holes as words: h (home), 0..47 (the road), hub, t1..t4. */
static char *
put_hole(char *p, const struct wahoo_def *d, int code)
{
	if (code == CROSS_HOME) {
		*p++ = 'h';
	} else if (code < d->x.road) {
		p = bg_put_uint(p, (unsigned long)code);
	} else if (code == wahoo_hub_code(d)) {
		p = bg_put_str(p, "hub");
	} else {
		*p++ = 't';
		p = bg_put_uint(p, (unsigned long)((code - d->x.road - 1) %
		                                   CROSS_FINAL + 1));
	}
	return p;
}

void
wahoo_hole_text(const struct wahoo_def *d, int code, char *buf)
{
	*put_hole(buf, d, code) = '\0';
}

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
		p = put_hole(p, d, mv->v[0]);
		*p++ = '-';
		p = put_hole(p, d, mv->v[1]);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

/* Reading holes: the seat's own Tee Pee, or any other hole. */
static int
scan_hole(struct bg_scan *s, const struct wahoo_def *d, int seat, int *code)
{
	unsigned long v;

	if (s->end - s->p >= 3 && memcmp(s->p, "hub", 3) == 0) {
		*code = wahoo_hub_code(d);
		s->p += 3;
		return 0;
	}
	if (s->p < s->end && *s->p == 'h') {
		*code = CROSS_HOME;
		s->p++;
		return 0;
	}
	if (s->p < s->end && *s->p == 't') {
		s->p++;
		if (bg_scan_uint(s, "a Tee Pee hole 1 to 4", CROSS_FINAL, &v) < 0)
			return -1;
		if (v < 1)
			return bg_scan_fail(s, "Tee Pee holes are t1 to t%d",
			                    CROSS_FINAL);
		*code = cross_final_code(&d->x, seat, (int)v - 1);
		return 0;
	}
	if (bg_scan_uint(s, "a hole: h, a road hole, hub or t1 to t4",
	                 (unsigned long)d->x.road - 1, &v) < 0)
		return -1;
	*code = (int)v;
	return 0;
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
	if (scan_hole(&s, d, seat, from) < 0 || bg_scan_char(&s, '-', "") < 0 ||
	    scan_hole(&s, d, seat, to) < 0 || s.p != s.end)
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
		                  wahoo_actor(st));
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
	char text[BG_WORD_MAX + 2], why[300];
	int n, i, from, to, rc;

	memset(mv, 0, sizeof *mv);
	if (g->c.phase == CROSS_OVER)
		return bg_illegal(err, st, word, len, "the game is over");
	if (len >= 5 && memcmp(word, "roll:", 5) == 0 && g->c.rolls == BG_COUNT_MAX)
		return bg_count_full(err, st, word, len, "rolls");
	if (len >= 5 && memcmp(word, "roll:", 5) == 0)
		return parse_roll(st, word, len, mv, err);
	if (g->c.phase != CROSS_MOVE && g->c.phase != CROSS_DECIDE)
		return bg_illegal(err, st, word, len, "%s",
		                  g->c.phase == CROSS_ROLL_OFF
		                  ? "the roll-off is due (WH-2)"
		                  : "a roll is due (WH-3)");
	n = wahoo_moves(st, moves);
	for (i = 0; i < n; i++)
		if (wahoo_format_move(st, &moves[i], text) == len &&
		    memcmp(text, word, len) == 0) {
			*mv = moves[i];
			return 0;
		}
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

char *
wahoo_put_seats(char *p, const struct wahoo *g, unsigned mask)
{
	return cross_put_seats(p, g->c.players, mask);
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
	int pl, i;

	p = bg_put_str(p, "wahoo players=");
	p = bg_put_uint(p, g->c.players);
	p = bg_put_str(p, " rolls=");
	p = bg_put_uint(p, g->c.rolls);
	p = bg_put_str(p, " phase=");
	switch (g->c.phase) {
	case CROSS_ROLL_OFF:
		p = bg_put_str(p, "roll roll=off contenders=");
		p = wahoo_put_seats(p, g, g->c.contenders);
		break;
	case CROSS_ROLL_TURN:
		p = bg_put_str(p, "roll roll=turn turn=");
		break;
	case CROSS_ROLL_AGAIN:
		p = bg_put_str(p, "roll roll=again turn=");
		break;
	case CROSS_MOVE:
		p = bg_put_str(p, "move turn=");
		break;
	case CROSS_DECIDE:
		p = bg_put_str(p, "decide turn=");
		break;
	default:
		p = bg_put_str(p, "over");
	}
	if (g->c.phase != CROSS_ROLL_OFF && g->c.phase != CROSS_OVER)
		p = bg_put_uint(p,
		                (unsigned long)wahoo_seat_of(g, g->c.turn) + 1);
	p = bg_put_str(p, " dice=");
	if (g->c.phase == CROSS_MOVE)
		p = bg_put_uint(p, g->die);
	else
		*p++ = '-';
	p = bg_put_str(p, " shortcut=");
	p = wahoo_put_shortcut(p, d, g->shortcut);
	p = bg_put_str(p, " pos=");
	for (pl = 0; pl < g->c.players; pl++) {
		if (pl)
			*p++ = '/';
		for (i = 0; i < CROSS_MARBLES; i++) {
			if (i)
				*p++ = ',';
			p = put_hole(p, d, g->c.pos[pl][i]);
		}
	}
	if (g->c.phase == CROSS_OVER) {
		p = bg_put_str(p, " result=");
		p = bg_put_uint(p,
		                (unsigned long)wahoo_seat_of(g, g->c.winner) + 1);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

static int
scan_seat(struct bg_scan *s, const struct wahoo *g, int *player)
{
	return cross_scan_seat(s, g->c.players, "WH", player);
}

static int
scan_pos(struct bg_scan *s, const struct wahoo_def *d, struct wahoo *g)
{
	uint8_t occ[CROSS_CODES] = { 0 };
	int pl, i, code;

	for (pl = 0; pl < g->c.players; pl++) {
		int seat = wahoo_seat_of(g, pl);
		const struct cross_seat *ws = &d->x.seat[seat];

		if (pl && bg_scan_char(s, '/', "'/' before the next seat's "
		                       "marbles") < 0)
			return -1;
		for (i = 0; i < CROSS_MARBLES; i++) {
			const char *at;

			if (i && bg_scan_char(s, ',', "',' before the next "
			                      "marble") < 0)
				return -1;
			at = s->p;
			if (scan_hole(s, d, seat, &code) < 0)
				return -1;
			if (code < d->x.road && ws->rel[code] < 0) {
				s->p = at;
				return bg_scan_fail(s, "hole %d is not on seat "
				                    "%d's way, %d to %d (WH-6)",
				                    code, seat + 1, ws->start,
				                    ws->entry);
			}
			if (code != CROSS_HOME && occ[code]) {
				s->p = at;
				return bg_scan_fail(s, "two marbles in one hole");
			}
			if (i && cross_way_rank(&d->x, ws, code) <
			         cross_way_rank(&d->x, ws, g->c.pos[pl][i - 1])) {
				s->p = at;
				return bg_scan_fail(s, "a seat's marbles are "
				                    "written in the order of its "
				                    "way: h, the road from its "
				                    "start, hub, t1 to t4");
			}
			if (code != CROSS_HOME)
				occ[code] = 1;
			g->c.pos[pl][i] = (uint8_t)code;
		}
	}
	return 0;
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

int
wahoo_parse(struct bg_state *st, const char *line, size_t len,
            struct bg_err *err)
{
	struct wahoo *g = S(st);
	const struct wahoo_def *d = DEF(st);
	unsigned long players, rolls, v;
	int phase, roll, p = 0;
	struct bg_scan s;

	memset(g, 0, sizeof *g);
	bg_scan_init(&s, line, len, err);
	if (bg_scan_game(&s, "wahoo") < 0 ||
	    bg_scan_field_uint(&s, "players", "a number of players",
	                       CROSS_SEATS, &players) < 0)
		return -1;
	if (players < 2)
		return bg_scan_fail(&s, "2 to 4 players (WH-1)");
	g->c.players = (uint8_t)players;
	g->c.marbles = CROSS_MARBLES;
	if (bg_scan_field_uint(&s, "rolls", "a count of rolls", UINT32_MAX,
	                       &rolls) < 0 ||
	    bg_scan_field_enum(&s, "phase", "roll, move, decide or over",
	                       phase_names, &phase) < 0)
		return -1;
	g->c.rolls = (uint32_t)rolls;
	if (phase == 0) {
		if (bg_scan_field_enum(&s, "roll", "off, turn or again",
		                       roll_names, &roll) < 0)
			return -1;
		g->c.phase = (uint8_t)(CROSS_ROLL_OFF + roll);
	} else {
		g->c.phase = (uint8_t)(CROSS_MOVE + phase - 1);
	}
	if (g->c.phase == CROSS_ROLL_OFF) {
		if (cross_scan_contenders(&s, g->c.players, "WH",
		                          &g->c.contenders) < 0)
			return -1;
	} else if (g->c.phase != CROSS_OVER) {
		if (bg_scan_key(&s, "turn") < 0 || scan_seat(&s, g, &p) < 0)
			return -1;
		g->c.turn = (uint8_t)p;
	}
	if (bg_scan_key(&s, "dice") < 0)
		return -1;
	if (g->c.phase != CROSS_MOVE) {
		if (bg_scan_char(&s, '-', "'-': no die to spend") < 0)
			return -1;
	} else {
		if (bg_scan_uint(&s, "a die value", CROSS_FACES, &v) < 0)
			return -1;
		if (v < 1)
			return bg_scan_fail(&s, "a die shows 1 to %d", CROSS_FACES);
		g->die = (uint8_t)v;
	}
	if (scan_shortcut(&s, d, g) < 0 || bg_scan_key(&s, "pos") < 0 ||
	    scan_pos(&s, d, g) < 0)
		return -1;
	if (g->c.phase == CROSS_OVER) {
		if (bg_scan_key(&s, "result") < 0 ||
		    scan_seat(&s, g, &p) < 0)
			return -1;
		g->c.winner = (uint8_t)p;
	}
	return bg_scan_end(&s);
}
