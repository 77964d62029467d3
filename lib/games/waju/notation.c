/* Waju's notation (formats/waju.md): the state line, holes as words, and
 * the words of moves. */
#include <string.h>

#include "games/waju/waju.h"

static const char *const phase_names[] = { "roll", "move", "over", NULL };
static const char *const roll_names[] = { "off", "turn", "again", NULL };

/* Holes as words: h (home), 0..47 (the road), v (the void), g1..g4. */
static char *
put_hole(char *p, const struct waju_def *d, int code)
{
	if (code == CROSS_HOME) {
		*p++ = 'h';
	} else if (code < d->x.road) {
		p = bg_put_uint(p, (unsigned long)code);
	} else if (code == waju_void_code(d)) {
		*p++ = 'v';
	} else {
		*p++ = 'g';
		p = bg_put_uint(p, (unsigned long)((code - d->x.road - 1) %
		                                   CROSS_FINAL + 1));
	}
	return p;
}

/* A move word: its movements FROM-TO joined by ',', or pass. */
size_t
waju_spell(const struct waju_def *d, const uint8_t *from, const uint8_t *to,
           int n, char *buf)
{
	char *p = buf;
	int k;

	if (n == 0)
		p = bg_put_str(p, "pass");
	for (k = 0; k < n; k++) {
		if (k)
			*p++ = ',';
		p = put_hole(p, d, from[k]);
		*p++ = '-';
		p = put_hole(p, d, to[k]);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

size_t
waju_format_move(const struct bg_state *st, const struct bg_move *mv,
                 char *buf)
{
	uint8_t from[2] = { mv->v[0], mv->v[2] }, to[2] = { mv->v[1], mv->v[3] };

	return waju_spell(DEF(st), from, to, mv->len / 2, buf);
}

/* Reading holes: a seat's own goal, or any other hole. */
static int
scan_hole(struct bg_scan *s, const struct waju_def *d, int seat, int *code)
{
	unsigned long v;

	if (s->p < s->end && (*s->p == 'h' || *s->p == 'v')) {
		*code = *s->p == 'h' ? CROSS_HOME : waju_void_code(d);
		s->p++;
		return 0;
	}
	if (s->p < s->end && *s->p == 'g') {
		s->p++;
		if (bg_scan_uint(s, "a goal hole 1 to 4", CROSS_FINAL, &v) < 0)
			return -1;
		if (v < 1)
			return bg_scan_fail(s, "goal holes are g1 to g%d",
			                    CROSS_FINAL);
		*code = cross_final_code(&d->x, seat, (int)v - 1);
		return 0;
	}
	if (bg_scan_uint(s, "a hole: h, a road hole, v or g1 to g4",
	                 (unsigned long)d->x.road - 1, &v) < 0)
		return -1;
	*code = (int)v;
	return 0;
}

/* Why a move word is refused. */

const char waju_bad_word[] =
	"a move is FROM-TO, or two joined by ',' (holes: h, 0 to 47, v, "
	"g1 to g4), or pass";

/* Reads a move word into its movements; -1 when it is not one, -2 when
 * it sends a marble to h. */
int
waju_read_word(const struct waju_def *d, int seat, const char *word,
               size_t len, int *from, int *to)
{
	struct bg_err ignore;
	struct bg_scan s;
	int n = 0;

	bg_scan_init(&s, word, len, &ignore);
	for (;;) {
		if (n == 2 || scan_hole(&s, d, seat, &from[n]) < 0 ||
		    bg_scan_char(&s, '-', "") < 0 ||
		    scan_hole(&s, d, seat, &to[n]) < 0)
			return -1;
		if (to[n] == CROSS_HOME)
			return -2;
		n++;
		if (s.p == s.end)
			return n;
		if (*s.p++ != ',')
			return -1;
	}
}

void
waju_hole_text(const struct waju_def *d, int code, char *buf)
{
	*put_hole(buf, d, code) = '\0';
}

static int
parse_roll(const struct bg_state *st, const char *word, size_t len,
           struct bg_move *mv, struct bg_err *err)
{
	const struct waju *g = CS(st);
	int values[BG_MAX_DICE], n;
	struct bg_chance ev;

	if (!waju_chance(st, &ev))
		return bg_illegal(err, st, word, len, "no roll is due: %s "
		                  "chooses a move", waju_actor(st));
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
	const struct waju *g = CS(st);
	struct bg_move moves[BG_MAX_MOVES];
	char text[BG_WORD_MAX + 2], why[300];
	int n, i;

	memset(mv, 0, sizeof *mv);
	if (g->c.phase == CROSS_OVER)
		return bg_illegal(err, st, word, len, "the game is over");
	if (len >= 5 && memcmp(word, "roll:", 5) == 0 && g->c.rolls == BG_COUNT_MAX)
		return bg_count_full(err, st, word, len, "rolls");
	if (len >= 5 && memcmp(word, "roll:", 5) == 0)
		return parse_roll(st, word, len, mv, err);
	if (g->c.phase != CROSS_MOVE)
		return bg_illegal(err, st, word, len, "%s",
		                  g->c.phase == CROSS_ROLL_OFF
		                  ? "the roll-off is due (WJ-2)"
		                  : "a roll is due (WJ-3)");
	n = waju_moves(st, moves);
	for (i = 0; i < n; i++)
		if (waju_format_move(st, &moves[i], text) == len &&
		    memcmp(text, word, len) == 0) {
			*mv = moves[i];
			return 0;
		}
	if (len == 4 && memcmp(word, "pass", 4) == 0)
		return bg_illegal(err, st, word, len, "the dice can be spent, "
		                  "and must be (WJ-6)");
	if (moves[0].len == 0)
		return bg_illegal(err, st, word, len, "no way of spending the "
		                  "dice exists: the roll passes (WJ-6)");
	waju_refusal(st, word, len, why, sizeof why);
	return bg_illegal(err, st, word, len, "%s", why);
}

char *
waju_put_seats(char *p, const struct waju *g, unsigned mask)
{
	return cross_put_seats(p, g->c.players, mask);
}

size_t
waju_format(const struct bg_state *st, char *buf)
{
	const struct waju *g = CS(st);
	const struct waju_def *d = DEF(st);
	char *p = buf;
	int pl, i;

	p = bg_put_str(p, "waju players=");
	p = bg_put_uint(p, g->c.players);
	p = bg_put_str(p, " marbles=");
	p = bg_put_uint(p, g->c.marbles);
	p = bg_put_str(p, " rolls=");
	p = bg_put_uint(p, g->c.rolls);
	p = bg_put_str(p, " phase=");
	switch (g->c.phase) {
	case CROSS_ROLL_OFF:
		p = bg_put_str(p, "roll roll=off contenders=");
		p = waju_put_seats(p, g, g->c.contenders);
		break;
	case CROSS_ROLL_TURN:
		p = bg_put_str(p, "roll roll=turn turn=");
		p = bg_put_uint(p, (unsigned long)waju_seat_of(g, g->c.turn) + 1);
		break;
	case CROSS_ROLL_AGAIN:
		p = bg_put_str(p, "roll roll=again turn=");
		p = bg_put_uint(p, (unsigned long)waju_seat_of(g, g->c.turn) + 1);
		p = bg_put_str(p, " again=");
		p = bg_put_uint(p, g->ndice);
		break;
	case CROSS_MOVE:
		p = bg_put_str(p, "move turn=");
		p = bg_put_uint(p, (unsigned long)waju_seat_of(g, g->c.turn) + 1);
		break;
	default:
		p = bg_put_str(p, "over");
	}
	p = bg_put_str(p, " dice=");
	if (g->c.phase != CROSS_MOVE)
		*p++ = '-';
	for (i = 0; g->c.phase == CROSS_MOVE && i < g->ndice; i++) {
		if (i)
			*p++ = ',';
		p = bg_put_uint(p, g->dice[i]);
	}
	p = bg_put_str(p, " pos=");
	for (pl = 0; pl < g->c.players; pl++) {
		if (pl)
			*p++ = '/';
		for (i = 0; i < g->c.marbles; i++) {
			if (i)
				*p++ = ',';
			p = put_hole(p, d, g->c.pos[pl][i]);
		}
	}
	if (g->c.phase == CROSS_OVER) {
		p = bg_put_str(p, " result=");
		p = bg_put_uint(p,
		                (unsigned long)waju_seat_of(g, g->c.winner) + 1);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

static int
scan_seat(struct bg_scan *s, const struct waju *g, int *player)
{
	return cross_scan_seat(s, g->c.players, "WJ", player);
}

static int
scan_pos(struct bg_scan *s, const struct waju_def *d, struct waju *g,
         uint8_t *occ)
{
	int pl, i, code;

	for (pl = 0; pl < g->c.players; pl++) {
		int seat = waju_seat_of(g, pl);
		const struct cross_seat *ws = &d->x.seat[seat];

		if (pl && bg_scan_char(s, '/', "'/' before the next seat's "
		                       "marbles") < 0)
			return -1;
		for (i = 0; i < g->c.marbles; i++) {
			const char *at = s->p;

			if (i && bg_scan_char(s, ',', "',' before the next "
			                      "marble") < 0)
				return -1;
			at = s->p;
			if (scan_hole(s, d, seat, &code) < 0)
				return -1;
			if (code < d->x.road && ws->rel[code] < 0) {
				s->p = at;
				return bg_scan_fail(s, "hole %d is not on seat "
				                    "%d's way, %d to %d (WJ-9)",
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
				                    "start, v, g1 to g4");
			}
			if (code != CROSS_HOME)
				occ[code] = 1;
			g->c.pos[pl][i] = (uint8_t)code;
		}
	}
	return 0;
}

int
waju_parse(struct bg_state *st, const char *line, size_t len,
           struct bg_err *err)
{
	struct waju *g = S(st);
	const struct waju_def *d = DEF(st);
	uint8_t occ[CROSS_CODES] = { 0 };
	unsigned long players, marbles, rolls, v;
	int phase, roll, p = 0, i;
	struct bg_scan s;

	memset(g, 0, sizeof *g);
	bg_scan_init(&s, line, len, err);
	if (bg_scan_game(&s, "waju") < 0 ||
	    bg_scan_field_uint(&s, "players", "a number of players",
	                       CROSS_SEATS, &players) < 0)
		return -1;
	if (players < 2)
		return bg_scan_fail(&s, "2 to 4 players (WJ-1)");
	if (bg_scan_field_uint(&s, "marbles", "a number of marbles",
	                       CROSS_MARBLES, &marbles) < 0)
		return -1;
	if (marbles < 1)
		return bg_scan_fail(&s, "1 to 4 marbles (WJ-1)");
	g->c.players = (uint8_t)players;
	g->c.marbles = (uint8_t)marbles;
	if (bg_scan_field_uint(&s, "rolls", "a count of rolls", UINT32_MAX,
	                       &rolls) < 0 ||
	    bg_scan_field_enum(&s, "phase", "roll, move or over", phase_names,
	                       &phase) < 0)
		return -1;
	g->c.rolls = (uint32_t)rolls;
	if (phase == 0) {
		if (bg_scan_field_enum(&s, "roll", "off, turn or again",
		                       roll_names, &roll) < 0)
			return -1;
		g->c.phase = (uint8_t)(CROSS_ROLL_OFF + roll);
	} else {
		g->c.phase = phase == 1 ? CROSS_MOVE : CROSS_OVER;
	}
	if (g->c.phase == CROSS_ROLL_OFF) {
		if (cross_scan_contenders(&s, g->c.players, "WJ",
		                          &g->c.contenders) < 0)
			return -1;
	} else if (g->c.phase != CROSS_OVER) {
		if (bg_scan_key(&s, "turn") < 0 || scan_seat(&s, g, &p) < 0)
			return -1;
		g->c.turn = (uint8_t)p;
	}
	if (g->c.phase == CROSS_ROLL_AGAIN) {
		const char *at;

		if (bg_scan_key(&s, "again") < 0)
			return -1;
		at = s.p;
		if (bg_scan_uint(&s, "a count of dice", 99, &v) < 0)
			return -1;
		if (v < 1 || v > 2) {
			s.p = at;
			return bg_scan_fail(&s, "again=%lu: 1 or 2 dice are "
			                    "rolled again (WJ-3)", v);
		}
		g->ndice = (uint8_t)v;
	}
	if (bg_scan_key(&s, "dice") < 0)
		return -1;
	if (g->c.phase != CROSS_MOVE) {
		if (bg_scan_char(&s, '-', "'-': no dice to spend") < 0)
			return -1;
	} else {
		for (i = 0; i < 2; i++) {
			if (i && (s.p == s.end || *s.p != ','))
				break;
			if (i)
				s.p++;
			if (bg_scan_uint(&s, "a die value", CROSS_FACES, &v) < 0)
				return -1;
			if (v < 1)
				return bg_scan_fail(&s, "a die shows 1 to %d",
				                    CROSS_FACES);
			g->dice[i] = (uint8_t)v;
		}
		g->ndice = (uint8_t)i;
	}
	if (bg_scan_key(&s, "pos") < 0 || scan_pos(&s, d, g, occ) < 0)
		return -1;
	if (g->c.phase == CROSS_OVER) {
		if (bg_scan_key(&s, "result") < 0 ||
		    scan_seat(&s, g, &p) < 0)
			return -1;
		g->c.winner = (uint8_t)p;
	}
	return bg_scan_end(&s);
}
