/* Spook & Werewolf Ludo's notation (formats/spook.md): the state line,
 * its boards of letters, and the words of moves. */
#include <string.h>

#include "games/spook/spook.h"

static const char *const roll_names[] = { "movement", "activation", NULL };
static const char *const phase_names[] = { "roll", "move", "over", NULL };

size_t
spook_format_move(const struct bg_state *st, const struct bg_move *mv,
                  char *buf)
{
	char *p = buf;

	(void)st;
	if (mv->len == 0) {
		p = bg_put_str(p, "pass");
	} else {
		p = bg_put_uint(p, mv->v[0]);
		*p++ = '-';
		p = bg_put_uint(p, mv->v[1]);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

static int
parse_roll(const struct bg_state *st, const char *word, size_t len,
           struct bg_move *mv, struct bg_err *err)
{
	const struct spook *g = CS(st);
	int values[BG_MAX_DICE], n;

	if (g->phase == SP_MOVE)
		return bg_illegal(err, st, word, len,
		                  "no roll is due: seat %d chooses a move",
		                  g->turn + 1);
	n = bg_chance_action(st, word, len, values, BG_MAX_DICE, err);
	if (n < 0)
		return -1;
	if (n != 1)
		return bg_illegal(err, st, word, len,
		                  "the %s roll is one die",
		                  roll_names[g->phase == SP_ROLL_ACTIVATION]);
	if (bg_chance_faces(st, word, len, values, n, SP_FACES, err) < 0)
		return -1;
	mv->kind = BG_ACT_CHANCE;
	mv->len = 1;
	mv->v[0] = (uint8_t)values[0];
	return 0;
}

int
spook_parse_action(const struct bg_state *st, const char *word, size_t len,
                   struct bg_move *mv, struct bg_err *err)
{
	const struct spook *g = CS(st);
	const struct spook_def *d = DEF(st);
	struct bg_move moves[SP_MAXPIECES + 1];
	unsigned long from, to;
	struct bg_scan s;
	struct bg_err ignore;
	int i;

	memset(mv, 0, sizeof *mv);
	if (g->phase == SP_OVER)
		return bg_illegal(err, st, word, len, "the game is over");
	if (len >= 5 && memcmp(word, "roll:", 5) == 0 && g->phase == SP_ROLL_MOVEMENT && g->round == BG_COUNT_MAX)
		return bg_count_full(err, st, word, len, "round");
	if (len >= 5 && memcmp(word, "roll:", 5) == 0)
		return parse_roll(st, word, len, mv, err);
	if (g->phase != SP_MOVE)
		return bg_illegal(err, st, word, len, "the %s roll is due",
		                  roll_names[g->phase == SP_ROLL_ACTIVATION]);
	if (len == 3 && memcmp(word, "end", 3) == 0)
		return bg_illegal(err, st, word, len, "Spook has no agreed end");
	if (len == 4 && memcmp(word, "pass", 4) == 0) {
		spook_moves(st, moves);
		if (moves[0].len)
			return bg_illegal(err, st, word, len,
			                  "a piece can move, and a player who "
			                  "can move must (SW-4)");
		*mv = moves[0];
		return 0;
	}
	bg_scan_init(&s, word, len, &ignore);
	if (bg_scan_uint(&s, "", 99, &from) < 0 || bg_scan_char(&s, '-', "") < 0 ||
	    bg_scan_uint(&s, "", 99, &to) < 0 || s.p != s.end)
		return bg_illegal(err, st, word, len,
		                  "a move is FROM-TO, the squares a piece "
		                  "leaves and reaches, or pass");
	for (i = 0; i < g->pieces && g->pos[g->turn][i] != from; i++)
		;
	if (i == g->pieces)
		return bg_illegal(err, st, word, len, "no piece on square %lu",
		                  from);
	if (from == (unsigned long)d->squares)
		return bg_illegal(err, st, word, len,
		                  "pieces in the church never move (SW-4)");
	if (from + g->dice > (unsigned long)d->squares)
		return bg_illegal(err, st, word, len,
		                  "it would pass the church on square %d; the "
		                  "church needs the exact count (SW-4)",
		                  d->squares);
	if (to != from + g->dice)
		return bg_illegal(err, st, word, len,
		                  "the die shows %d: the piece on %lu goes to "
		                  "%lu", g->dice, from, from + g->dice);
	mv->kind = BG_ACT_MOVE;
	mv->len = 2;
	mv->v[0] = (uint8_t)from;
	mv->v[1] = (uint8_t)to;
	return 0;
}

/* The seats that finished, as result= writes them (SW-6). */
static char *
put_result(char *p, const struct spook *g, const struct spook_def *d)
{
	int pl, first = 1;

	for (pl = 0; pl < g->players; pl++) {
		if (!spook_finished(g, d, pl))
			continue;
		if (!first)
			*p++ = ',';
		p = bg_put_uint(p, (unsigned long)pl + 1);
		first = 0;
	}
	return p;
}

static char *
put_die(char *p, int v)
{
	if (!v) {
		*p++ = '-';
		return p;
	}
	return bg_put_uint(p, (unsigned long)v);
}

size_t
spook_format(const struct bg_state *st, char *buf)
{
	const struct spook *g = CS(st);
	const struct spook_def *d = DEF(st);
	char *p = buf;
	int pl, i, sq;

	p = bg_put_str(p, "spook players=");
	p = bg_put_uint(p, g->players);
	p = bg_put_str(p, " pieces=");
	p = bg_put_uint(p, g->pieces);
	p = bg_put_str(p, " round=");
	p = bg_put_uint(p, g->round);
	switch (g->phase) {
	case SP_ROLL_MOVEMENT:
		p = bg_put_str(p, " phase=roll roll=movement");
		break;
	case SP_ROLL_ACTIVATION:
		p = bg_put_str(p, " phase=roll roll=activation");
		break;
	case SP_MOVE:
		p = bg_put_str(p, " phase=move turn=");
		p = bg_put_uint(p, (unsigned long)g->turn + 1);
		break;
	default:
		p = bg_put_str(p, " phase=over");
	}
	p = bg_put_str(p, " dice=");
	p = put_die(p, g->dice);
	p = bg_put_str(p, " activation=");
	p = put_die(p, g->activation);
	p = bg_put_str(p, " pos=");
	for (pl = 0; pl < g->players; pl++) {
		if (pl)
			*p++ = '/';
		for (i = 0; i < g->pieces; i++) {
			if (i)
				*p++ = ',';
			p = bg_put_uint(p, g->pos[pl][i]);
		}
	}
	p = bg_put_str(p, " boards=");
	for (pl = 0; pl < g->players; pl++) {
		if (pl)
			*p++ = '/';
		for (sq = 1; sq < d->squares; sq++)
			if (!d->is_entrance[sq])
				*p++ = d->ch[g->board[pl][sq - 1] - 1].letter;
	}
	if (g->phase == SP_OVER) {
		p = bg_put_str(p, " result=");
		p = put_result(p, g, d);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

static int
scan_die(struct bg_scan *s, const char *key, uint8_t *out)
{
	if (bg_scan_key(s, key) < 0)
		return -1;
	return bg_scan_die(s, SP_FACES, 1, out);
}

int
spook_char_index(const struct spook_def *d, char letter)
{
	int c;

	for (c = 0; c < d->nchars; c++)
		if (d->ch[c].letter == letter)
			return c;
	return -1;
}

/* A board: the letters of the character squares in square order (SW-1).
 * Every character appears as often as the definition says. */
int
spook_read_board(const struct spook_def *d, const char *text, size_t len,
                 uint8_t *board, int seat, struct bg_err *err)
{
	int counts[SP_MAXCHARS] = { 0 };
	size_t k = 0;
	int sq, c;

	if (len != (size_t)d->character_squares)
		return bg_fail(err, BG_EX_DATAERR,
		               "seat %d's board has %zu letters, not %d", seat,
		               len, d->character_squares);
	memset(board, 0, SP_MAXSQUARES);
	for (sq = 1; sq < d->squares; sq++) {
		if (d->is_entrance[sq])
			continue;
		c = spook_char_index(d, text[k]);
		if (c < 0 && text[k] > 0x20 && text[k] < 0x7f)
			return bg_fail(err, BG_EX_DATAERR,
			               "seat %d's board: '%c' on square %d is no "
			               "character", seat, text[k], sq);
		if (c < 0)
			return bg_fail(err, BG_EX_DATAERR,
			               "seat %d's board: byte 0x%02x on square %d "
			               "is no character", seat,
			               (unsigned char)text[k], sq);
		board[sq - 1] = (uint8_t)(c + 1);
		counts[c]++;
		k++;
	}
	for (c = 0; c < d->nchars; c++)
		if (counts[c] != d->ch[c].count)
			return bg_fail(err, BG_EX_DATAERR,
			               "seat %d's board has %d of %c (%s), not %d "
			               "(SW-1)", seat, counts[c], d->ch[c].letter,
			               d->ch[c].name, d->ch[c].count);
	return 0;
}

/* players=, pieces=, round= and phase= with what it calls for. */
static int
scan_head(struct bg_scan *s, struct spook *g)
{
	unsigned long players, pieces, round, v;
	int phase, roll;

	if (bg_scan_field_uint(s, "players", "a number of players",
	                       SP_MAXPLAYERS, &players) < 0)
		return -1;
	if (players < 1)
		return bg_scan_fail(s, "1 to %d players (SW-2)", SP_MAXPLAYERS);
	if (bg_scan_field_uint(s, "pieces", "a number of pieces",
	                       SP_MAXPIECES, &pieces) < 0)
		return -1;
	if (pieces < 1)
		return bg_scan_fail(s, "1 to %d pieces (SW-2)", SP_MAXPIECES);
	if (bg_scan_field_uint(s, "round", "a round count", UINT32_MAX,
	                       &round) < 0 ||
	    bg_scan_field_enum(s, "phase", "roll, move or over", phase_names,
	                       &phase) < 0)
		return -1;
	g->players = (uint8_t)players;
	g->pieces = (uint8_t)pieces;
	g->round = (uint32_t)round;
	g->phase = SP_OVER;
	if (phase == 0) {
		if (bg_scan_field_enum(s, "roll", "movement or activation",
		                       roll_names, &roll) < 0)
			return -1;
		g->phase = roll ? SP_ROLL_ACTIVATION : SP_ROLL_MOVEMENT;
	} else if (phase == 1) {
		if (bg_scan_field_uint(s, "turn", "a seat", SP_MAXPLAYERS, &v) < 0)
			return -1;
		if (v < 1 || v > players)
			return bg_scan_fail(s, "seat %lu does not play: seats "
			                    "are 1 to %lu", v, players);
		g->phase = SP_MOVE;
		g->turn = (uint8_t)(v - 1);
	}
	return 0;
}

/* pos=: each seat's pieces by square, ascending. */
static int
scan_pieces(struct bg_scan *s, const struct spook_def *d, struct spook *g)
{
	unsigned long v;
	int pl, i;

	if (bg_scan_key(s, "pos") < 0)
		return -1;
	for (pl = 0; pl < g->players; pl++) {
		if (pl && bg_scan_char(s, '/', "'/' before the next seat's "
		                       "pieces") < 0)
			return -1;
		for (i = 0; i < g->pieces; i++) {
			if (i && bg_scan_char(s, ',', "',' before the next "
			                      "piece") < 0)
				return -1;
			if (bg_scan_uint(s, "a square", (unsigned long)d->squares,
			                 &v) < 0)
				return -1;
			if (v < 1)
				return bg_scan_fail(s, "squares are 1 to %d",
				                    d->squares);
			if (i && v < g->pos[pl][i - 1])
				return bg_scan_fail(s, "a seat's pieces are "
				                    "written in ascending order");
			g->pos[pl][i] = (uint8_t)v;
		}
	}
	return 0;
}

/* boards=: each seat's board of letters (SW-1). */
static int
scan_boards(struct bg_scan *s, const struct spook_def *d, struct spook *g)
{
	const char *start;
	int pl;

	if (bg_scan_key(s, "boards") < 0)
		return -1;
	for (pl = 0; pl < g->players; pl++) {
		if (pl && bg_scan_char(s, '/', "'/' before the next seat's "
		                       "board") < 0)
			return -1;
		start = s->p;
		while (s->p < s->end && *s->p != '/' && *s->p != ' ')
			s->p++;
		if (spook_read_board(d, start, (size_t)(s->p - start),
		                     g->board[pl], pl + 1, s->err) < 0)
			return bg_at_column(s->err,
			                    (unsigned long)(start - s->start) + 1);
	}
	return 0;
}

/* result=: the seats that finished, which the state does not hold: the
 * word must be theirs (SW-6). */
static int
scan_result(struct bg_scan *s, const struct spook_def *d,
            const struct spook *g)
{
	char want[64], got[64];
	const char *start;
	size_t n;

	if (bg_scan_key(s, "result") < 0)
		return -1;
	start = s->p;
	while (s->p < s->end && *s->p != ' ')
		s->p++;
	*put_result(want, g, d) = '\0';
	n = strlen(want);
	snprintf(got, sizeof got, "%.*s", (int)(s->p - start), start);
	if (!n)
		return bg_fail(s->err, BG_EX_DATAERR, "phase=over but no seat "
		               "has finished (SW-6)");
	if ((size_t)(s->p - start) != n || memcmp(want, start, n) != 0)
		return bg_fail(s->err, BG_EX_DATAERR, "result=%s but the seats "
		               "that finished are %s (SW-6)", got, want);
	return 0;
}

int
spook_parse(struct bg_state *st, const char *line, size_t len,
            struct bg_err *err)
{
	struct spook *g = S(st);
	const struct spook_def *d = DEF(st);
	struct bg_scan s;

	memset(g, 0, sizeof *g);
	bg_scan_init(&s, line, len, err);
	if (bg_scan_game(&s, "spook") < 0 || scan_head(&s, g) < 0 ||
	    scan_die(&s, "dice", &g->dice) < 0 ||
	    scan_die(&s, "activation", &g->activation) < 0 ||
	    scan_pieces(&s, d, g) < 0 || scan_boards(&s, d, g) < 0 ||
	    (g->phase == SP_OVER && scan_result(&s, d, g) < 0))
		return -1;
	return bg_scan_end(&s);
}
