/* Spook & Werewolf Ludo (bg-spook(7) SW-1..SW-7, formats/spook.md): a race
 * on boards of the players' own, a movement die shared by all and an
 * activation die that moves every piece standing on its character. */
#include <stdlib.h>
#include <string.h>

#include "games/spook/spook.h"

static const char *const action_names[] = { "forward", "back", "entrance",
                                            "start", NULL };
static const char *const roll_names[] = { "movement", "activation", NULL };
static const char *const phase_names[] = { "roll", "move", "over", NULL };

/* SW-2: two pieces in the church finish, one in the one-piece game. */
static int
finish_count(const struct spook *g)
{
	return g->pieces == 1 ? 1 : 2;
}

static int
in_church(const struct spook *g, const struct spook_def *d, int p)
{
	int i, n = 0;

	for (i = 0; i < g->pieces; i++)
		n += g->pos[p][i] == d->squares;
	return n;
}

static int
finished(const struct spook *g, const struct spook_def *d, int p)
{
	return in_church(g, d, p) >= finish_count(g);
}

static int
anyone_finished(const struct spook *g, const struct spook_def *d)
{
	int p;

	for (p = 0; p < g->players; p++)
		if (finished(g, d, p))
			return 1;
	return 0;
}

static void
sort_pieces(struct spook *g, int p)
{
	int i, j;

	for (i = 1; i < g->pieces; i++)
		for (j = i; j > 0 && g->pos[p][j - 1] > g->pos[p][j]; j--) {
			uint8_t t = g->pos[p][j];

			g->pos[p][j] = g->pos[p][j - 1];
			g->pos[p][j - 1] = t;
		}
}

/* SW-6: the game ends after a phase that leaves someone finished. */
static void
end_phase(struct spook *g, const struct spook_def *d, int next)
{
	g->phase = (uint8_t)(anyone_finished(g, d) ? SP_OVER : next);
}

/* SW-4: the moves of the seat choosing, by the square the piece leaves;
 * a piece that would pass the church cannot move. */
static int
spook_moves(const struct bg_state *st, struct bg_move *out)
{
	const struct spook *g = CS(st);
	const struct spook_def *d = DEF(st);
	int n = 0, i, from, last = 0;

	if (g->phase != SP_MOVE)
		return 0;
	for (i = 0; i < g->pieces; i++) {
		from = g->pos[g->turn][i];
		if (from == last || from == d->squares ||
		    from + g->dice > d->squares)
			continue;
		last = from;
		out[n].kind = BG_ACT_MOVE;
		out[n].len = 2;
		out[n].v[0] = (uint8_t)from;
		out[n].v[1] = (uint8_t)(from + g->dice);
		n++;
	}
	if (n == 0) { /* the seat passes, and the pass is recorded */
		out[0].kind = BG_ACT_MOVE;
		out[0].len = 0;
		n = 1;
	}
	return n;
}

/* SW-5: every piece on a square of the activated character acts once. */
static void
activate(struct spook *g, const struct spook_def *d, int roll)
{
	int p, i;

	for (p = 0; p < g->players; p++) {
		for (i = 0; i < g->pieces; i++) {
			int sq = g->pos[p][i], c = g->board[p][sq - 1];
			const struct character *ch;

			if (!c || !(d->ch[c - 1].rolls & (1u << roll)))
				continue;
			ch = &d->ch[c - 1];
			switch (ch->action) {
			case ACT_FORWARD:
				if (sq + ch->steps <= d->squares)
					sq += ch->steps;
				break;
			case ACT_BACK:
				sq = sq - ch->steps < 1 ? 1 : sq - ch->steps;
				break;
			case ACT_ENTRANCE:
				sq = d->entrance_of[sq];
				break;
			default:
				sq = 1;
			}
			g->pos[p][i] = (uint8_t)sq;
		}
		sort_pieces(g, p);
	}
}

static void
spook_apply(struct bg_state *st, const struct bg_move *mv)
{
	struct spook *g = S(st);
	const struct spook_def *d = DEF(st);
	int i;

	if (mv->kind == BG_ACT_CHANCE) {
		if (g->phase == SP_ROLL_MOVEMENT) {
			g->dice = mv->v[0];
			if (g->round < UINT32_MAX)
				g->round++;
			g->turn = 0;
			g->phase = SP_MOVE;
		} else {
			g->activation = mv->v[0];
			activate(g, d, mv->v[0]);
			end_phase(g, d, SP_ROLL_MOVEMENT);
		}
		return;
	}
	if (mv->len) {
		for (i = 0; g->pos[g->turn][i] != mv->v[0]; i++)
			;
		g->pos[g->turn][i] = mv->v[1];
		sort_pieces(g, g->turn);
	}
	if (++g->turn == g->players) {
		g->turn = 0;
		end_phase(g, d, SP_ROLL_ACTIVATION);
	}
}

static int
spook_chance(const struct bg_state *st, struct bg_chance *ev)
{
	const struct spook *g = CS(st);

	if (g->phase != SP_ROLL_MOVEMENT && g->phase != SP_ROLL_ACTIVATION)
		return 0;
	ev->dice = 1;
	ev->faces = SP_FACES;
	return 1;
}

static enum bg_phase
spook_phase(const struct bg_state *st)
{
	switch (CS(st)->phase) {
	case SP_MOVE:
		return BG_PHASE_MOVE;
	case SP_OVER:
		return BG_PHASE_OVER;
	default:
		return BG_PHASE_ROLL;
	}
}

/* Seats as messages and as results name them. */
static const char *const seat_labels[] = {
	"seat 1", "seat 2", "seat 3", "seat 4",
	"seat 5", "seat 6", "seat 7", "seat 8"
};

static const char *
spook_actor(const struct bg_state *st)
{
	const struct spook *g = CS(st);

	return g->phase == SP_MOVE ? seat_labels[g->turn] : "the host";
}

static int
spook_seat(const struct bg_state *st)
{
	const struct spook *g = CS(st);

	return g->phase == SP_MOVE ? g->turn : -1;
}

static size_t
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
	if (values[0] < 1 || values[0] > SP_FACES)
		return bg_illegal(err, st, word, len, "a die shows 1 to %d",
		                  SP_FACES);
	mv->kind = BG_ACT_CHANCE;
	mv->len = 1;
	mv->v[0] = (uint8_t)values[0];
	return 0;
}

static int
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

/* The state line. */

static char *
put_die(char *p, int v)
{
	if (!v) {
		*p++ = '-';
		return p;
	}
	return bg_put_uint(p, (unsigned long)v);
}

static size_t
spook_format(const struct bg_state *st, char *buf)
{
	const struct spook *g = CS(st);
	const struct spook_def *d = DEF(st);
	char *p = buf;
	int pl, i, sq, first;

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
		for (pl = 0, first = 1; pl < g->players; pl++) {
			if (!finished(g, d, pl))
				continue;
			if (!first)
				*p++ = ',';
			p = bg_put_uint(p, (unsigned long)pl + 1);
			first = 0;
		}
	}
	*p = '\0';
	return (size_t)(p - buf);
}

static int
scan_die(struct bg_scan *s, const char *key, uint8_t *out)
{
	unsigned long v;

	if (bg_scan_key(s, key) < 0)
		return -1;
	if (s->p < s->end && *s->p == '-') {
		s->p++;
		*out = 0;
		return 0;
	}
	if (bg_scan_uint(s, "a die value or -", SP_FACES, &v) < 0)
		return -1;
	if (v == 0)
		return bg_scan_fail(s, "a die shows 1 to %d", SP_FACES);
	*out = (uint8_t)v;
	return 0;
}

static int
char_index(const struct spook_def *d, char letter)
{
	int c;

	for (c = 0; c < d->nchars; c++)
		if (d->ch[c].letter == letter)
			return c;
	return -1;
}

/* A board: the letters of the character squares in square order (SW-1).
 * Every character appears as often as the definition says. */
static int
read_board(const struct spook_def *d, const char *text, size_t len,
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
		c = char_index(d, text[k]);
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

static int
spook_parse(struct bg_state *st, const char *line, size_t len,
            struct bg_err *err)
{
	struct spook *g = S(st);
	const struct spook_def *d = DEF(st);
	unsigned long players, pieces, round, v;
	int phase, roll, pl, i;
	struct bg_scan s;

	memset(g, 0, sizeof *g);
	bg_scan_init(&s, line, len, err);
	if (bg_scan_game(&s, "spook") < 0 ||
	    bg_scan_field_uint(&s, "players", "a number of players",
	                       SP_MAXPLAYERS, &players) < 0)
		return -1;
	if (players < 1)
		return bg_scan_fail(&s, "1 to %d players (SW-2)", SP_MAXPLAYERS);
	if (bg_scan_field_uint(&s, "pieces", "a number of pieces",
	                       SP_MAXPIECES, &pieces) < 0)
		return -1;
	if (pieces < 1)
		return bg_scan_fail(&s, "1 to %d pieces (SW-2)", SP_MAXPIECES);
	if (bg_scan_field_uint(&s, "round", "a round count", UINT32_MAX,
	                       &round) < 0 ||
	    bg_scan_field_enum(&s, "phase", "roll, move or over", phase_names,
	                       &phase) < 0)
		return -1;
	g->players = (uint8_t)players;
	g->pieces = (uint8_t)pieces;
	g->round = (uint32_t)round;
	if (phase == 0) {
		if (bg_scan_field_enum(&s, "roll", "movement or activation",
		                       roll_names, &roll) < 0)
			return -1;
		g->phase = roll ? SP_ROLL_ACTIVATION : SP_ROLL_MOVEMENT;
	} else if (phase == 1) {
		if (bg_scan_field_uint(&s, "turn", "a seat", SP_MAXPLAYERS, &v) < 0)
			return -1;
		if (v < 1 || v > players)
			return bg_scan_fail(&s, "seat %lu does not play: seats "
			                    "are 1 to %lu", v, players);
		g->phase = SP_MOVE;
		g->turn = (uint8_t)(v - 1);
	} else {
		g->phase = SP_OVER;
	}
	if (scan_die(&s, "dice", &g->dice) < 0 ||
	    scan_die(&s, "activation", &g->activation) < 0 ||
	    bg_scan_key(&s, "pos") < 0)
		return -1;
	for (pl = 0; pl < g->players; pl++) {
		if (pl && bg_scan_char(&s, '/', "'/' before the next seat's "
		                       "pieces") < 0)
			return -1;
		for (i = 0; i < g->pieces; i++) {
			if (i && bg_scan_char(&s, ',', "',' before the next "
			                      "piece") < 0)
				return -1;
			if (bg_scan_uint(&s, "a square", (unsigned long)d->squares,
			                 &v) < 0)
				return -1;
			if (v < 1)
				return bg_scan_fail(&s, "squares are 1 to %d",
				                    d->squares);
			if (i && v < g->pos[pl][i - 1])
				return bg_scan_fail(&s, "a seat's pieces are "
				                    "written in ascending order");
			g->pos[pl][i] = (uint8_t)v;
		}
	}
	if (bg_scan_key(&s, "boards") < 0)
		return -1;
	for (pl = 0; pl < g->players; pl++) {
		const char *start;

		if (pl && bg_scan_char(&s, '/', "'/' before the next seat's "
		                       "board") < 0)
			return -1;
		start = s.p;
		while (s.p < s.end && *s.p != '/' && *s.p != ' ')
			s.p++;
		if (read_board(d, start, (size_t)(s.p - start), g->board[pl],
		               pl + 1, err) < 0)
			return bg_prefix(err, "column %d: ",
			                 (int)(start - line) + 1);
	}
	if (g->phase == SP_OVER) {
		char want[64], got[64];
		const char *start;
		char *p = want;
		int first = 1;

		if (bg_scan_key(&s, "result") < 0)
			return -1;
		start = s.p;
		while (s.p < s.end && *s.p != ' ')
			s.p++;
		for (pl = 0; pl < g->players; pl++)
			if (finished(g, d, pl)) {
				if (!first)
					*p++ = ',';
				p = bg_put_uint(p, (unsigned long)pl + 1);
				first = 0;
			}
		*p = '\0';
		snprintf(got, sizeof got, "%.*s", (int)(s.p - start), start);
		if (first)
			return bg_fail(err, BG_EX_DATAERR, "phase=over but no "
			               "seat has finished (SW-6)");
		if ((size_t)(s.p - start) != strlen(want) ||
		    memcmp(want, start, strlen(want)) != 0)
			return bg_fail(err, BG_EX_DATAERR, "result=%s but the "
			               "seats that finished are %s (SW-6)", got,
			               want);
	}
	if (bg_scan_end(&s) < 0)
		return -1;
	if (g->round && !g->dice)
		return bg_fail(err, BG_EX_DATAERR,
		               "round=%lu has had its movement roll: dice=- is "
		               "before the first", round);
	/* An activation roll ends every round but the one going on. */
	if ((g->phase == SP_ROLL_MOVEMENT && g->round && !g->activation) ||
	    (g->phase != SP_ROLL_MOVEMENT && g->round > 1 && !g->activation))
		return bg_fail(err, BG_EX_DATAERR,
		               "round=%lu follows an activation roll: "
		               "activation=- is before the first", round);
	if ((g->phase == SP_MOVE || g->phase == SP_ROLL_ACTIVATION) &&
	    g->round == 1 && g->activation)
		return bg_fail(err, BG_EX_DATAERR,
		               "round=1 has had no activation roll yet: "
		               "activation=-");
	for (pl = g->turn; g->phase == SP_MOVE && pl < g->players; pl++)
		if (finished(g, d, pl))
			return bg_fail(err, BG_EX_DATAERR,
			               "seat %d has finished before its move: the "
			               "game is over (SW-6)", pl + 1);
	if (g->round == 0 && (g->dice || g->activation ||
	                      g->phase != SP_ROLL_MOVEMENT))
		return bg_fail(err, BG_EX_DATAERR,
		               "round=0 is before the first roll: phase=roll "
		               "roll=movement dice=- activation=-");
	for (pl = 0; g->round == 0 && pl < g->players; pl++)
		for (i = 0; i < g->pieces; i++)
			if (g->pos[pl][i] != 1)
				return bg_fail(err, BG_EX_DATAERR,
				               "round=0 is before the first roll: "
				               "every piece is on square 1 (SW-3)");
	if (g->phase != SP_OVER && g->phase != SP_MOVE && anyone_finished(g, d))
		return bg_fail(err, BG_EX_DATAERR,
		               "a seat has finished: the game is over (SW-6)");
	return 0;
}

/* Definitions. */

static int
load_character(const struct bg_node *n, const char *src, struct character *ch,
               struct bg_err *err)
{
	static const char *const keys[] = { "letter", "name", "rolls",
	                                    "action", "steps", "count", NULL };
	const struct bg_node *f;
	unsigned long v;
	size_t i;

	if (bg_node_check_keys(n, src, keys, err) < 0)
		return -1;
	f = bg_node_get(n, "letter");
	if (!f || f->kind != BG_NODE_SCALAR || strlen(f->text) != 1 ||
	    !(f->text[0] >= 'A' && f->text[0] <= 'Z'))
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a character's "
		               "letter is one capital letter", src,
		               f ? f->line : n->line);
	ch->letter = f->text[0];
	f = bg_node_get(n, "name");
	if (f && f->kind == BG_NODE_SCALAR &&
	    strlen(f->text) >= sizeof ch->name)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a character's "
		               "name is at most %zu bytes", src, f->line,
		               sizeof ch->name - 1);
	snprintf(ch->name, sizeof ch->name, "%s",
	         f && f->kind == BG_NODE_SCALAR ? f->text : "");
	for (i = 0; ch->name[i]; i++)
		if ((unsigned char)ch->name[i] < 0x20 || ch->name[i] == 0x7f)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a character's "
			               "name holds a control byte", src, f->line);
	f = bg_node_get(n, "rolls");
	if (!f || f->kind != BG_NODE_SEQ)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a character's "
		               "rolls are a list such as [1, 2]", src,
		               f ? f->line : n->line);
	ch->rolls = 0;
	for (i = 0; i < f->count; i++) {
		if (bg_node_uint(f->items[i], src, "a roll", 1, SP_FACES, &v,
		                 err) < 0)
			return -1;
		ch->rolls |= 1u << v;
	}
	f = bg_node_get(n, "action");
	if (!f)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a character needs "
		               "an action", src, n->line);
	if (bg_node_enum(f, src, "action", action_names, &ch->action, err) < 0)
		return -1;
	ch->steps = 0;
	f = bg_node_get(n, "steps");
	if (ch->action == ACT_FORWARD || ch->action == ACT_BACK) {
		if (!f)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a %s action "
			               "needs steps", src, n->line,
			               action_names[ch->action]);
		if (bg_node_uint(f, src, "steps", 1, SP_MAXSQUARES, &v, err) < 0)
			return -1;
		ch->steps = (int)v;
	}
	f = bg_node_get(n, "count");
	if (!f)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a character needs "
		               "a count", src, n->line);
	if (bg_node_uint(f, src, "count", 0, SP_MAXSQUARES, &v, err) < 0)
		return -1;
	ch->count = (int)v;
	return 0;
}

static int
spook_load_def(const struct bg_node *root, const char *src, void **out,
               struct bg_err *err)
{
	static const char *const keys[] = { "game", "squares", "entrances",
	                                    "characters", "rules", NULL };
	static const char *const rule_keys[] = { "players", "pieces", NULL };
	const struct bg_node *n, *rules;
	struct spook_def *d;
	unsigned long v, last = 0;
	int sq, total = 0, region = 0;
	size_t i;

	if (bg_node_check_keys(root, src, keys, err) < 0)
		return -1;
	d = calloc(1, sizeof *d);
	if (!d)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	d->players = 2;
	d->pieces = 2;
	if (!(n = bg_node_get(root, "squares"))) {
		bg_fail(err, BG_EX_DATAERR, "%s:%lu: no 'squares:'", src,
		        root->line);
		goto fail;
	}
	if (bg_node_uint(n, src, "squares", 2, SP_MAXSQUARES, &v, err) < 0)
		goto fail;
	d->squares = (int)v;
	n = bg_node_get(root, "entrances");
	if (!n || n->kind != BG_NODE_SEQ || n->count == 0) {
		bg_fail(err, BG_EX_DATAERR, "%s:%lu: entrances are a list of "
		        "squares starting with 1", src, n ? n->line : root->line);
		goto fail;
	}
	for (i = 0; i < n->count; i++) {
		if (bg_node_uint(n->items[i], src, "an entrance", last + 1,
		                 (unsigned long)d->squares - 1, &v, err) < 0)
			goto fail;
		if (i == 0 && v != 1) {
			bg_fail(err, BG_EX_DATAERR, "%s:%lu: the first entrance "
			        "is square 1, the start", src, n->items[i]->line);
			goto fail;
		}
		d->is_entrance[v] = 1;
		last = v;
	}
	for (sq = 1, last = 1; sq <= d->squares; sq++) {
		if (d->is_entrance[sq] && sq > 1)
			region++;
		if (d->is_entrance[sq])
			last = (unsigned long)sq;
		d->entrance_of[sq] = (uint8_t)last;
		d->region_of[sq] = (uint8_t)region;
	}
	d->character_squares = d->squares - 1 - (int)n->count;
	n = bg_node_get(root, "characters");
	if (!n || n->kind != BG_NODE_SEQ || n->count == 0 ||
	    n->count > SP_MAXCHARS) {
		bg_fail(err, BG_EX_DATAERR, "%s:%lu: characters are a list of "
		        "1 to %d mappings", src, n ? n->line : root->line,
		        SP_MAXCHARS);
		goto fail;
	}
	d->nchars = (int)n->count;
	for (i = 0; i < n->count; i++) {
		if (load_character(n->items[i], src, &d->ch[i], err) < 0)
			goto fail;
		if (char_index(d, d->ch[i].letter) != (int)i) {
			bg_fail(err, BG_EX_DATAERR, "%s:%lu: letter %c is used "
			        "twice", src, n->items[i]->line, d->ch[i].letter);
			goto fail;
		}
		total += d->ch[i].count;
	}
	if (total != d->character_squares) {
		bg_fail(err, BG_EX_DATAERR, "%s:%lu: the characters' counts add "
		        "up to %d, but a board has %d character squares", src,
		        n->line, total, d->character_squares);
		goto fail;
	}
	if ((rules = bg_node_get(root, "rules"))) {
		if (bg_node_check_keys(rules, src, rule_keys, err) < 0)
			goto fail;
		if ((n = bg_node_get(rules, "players"))) {
			if (bg_node_uint(n, src, "players", 1, SP_MAXPLAYERS, &v,
			                 err) < 0)
				goto fail;
			d->players = (int)v;
		}
		if ((n = bg_node_get(rules, "pieces"))) {
			if (bg_node_uint(n, src, "pieces", 1, SP_MAXPIECES, &v,
			                 err) < 0)
				goto fail;
			d->pieces = (int)v;
		}
	}
	*out = d;
	return 0;
fail:
	free(d);
	return -1;
}

static void
spook_free_def(void *def)
{
	free(def);
}

/* bg-new. */

static const struct bg_option spook_options[] = {
	{ "players", "N", "players, 1 to 8 (SW-2)", BG_OPTION_TEXT },
	{ "pieces", "N", "pieces per player: 1, 2 or 3 (SW-2)",
	  BG_OPTION_TEXT },
	{ "seed", "SEED", "make the boards from SEED (default: at random)",
	  BG_OPTION_TEXT },
	{ "board", "LETTERS", "the next seat's board: a letter for each "
	  "character square (35) (SW-1); may be repeated", BG_OPTION_TEXT },
	{ "boards", "FILE", "the next seats' boards from a YAML file "
	  "(boards: [...]); may be repeated", BG_OPTION_FILE },
	{ NULL, NULL, NULL, BG_OPTION_TEXT }
};

/* SW-1: a board of the definition's characters in a seeded order. */
static void
shuffle_board(const struct spook_def *d, struct bg_rng *rng, uint8_t *board)
{
	uint8_t letters[SP_MAXSQUARES];
	int n = 0, c, k, i, sq;

	for (c = 0; c < d->nchars; c++)
		for (k = 0; k < d->ch[c].count; k++)
			letters[n++] = (uint8_t)(c + 1);
	for (i = n - 1; i > 0; i--) {
		int j = bg_rng_die(rng, i + 1) - 1;
		uint8_t t = letters[i];

		letters[i] = letters[j];
		letters[j] = t;
	}
	memset(board, 0, SP_MAXSQUARES);
	for (sq = 1, i = 0; sq < d->squares; sq++)
		if (!d->is_entrance[sq])
			board[sq - 1] = letters[i++];
}

static int
boards_from_file(const struct spook_def *d, const char *path, struct spook *g,
                 int *given, struct bg_err *err)
{
	struct bg_yaml_source src = { .name = path };
	const struct bg_node *list;
	struct bg_node *root;
	char *text;
	size_t i;
	int rc = -1;

	if (bg_read_file(path, 1u << 20, &text, &src.len, err) < 0)
		return -1;
	src.text = text;
	if (bg_yaml_load(&src, &root, err) < 0) {
		free(text);
		return -1;
	}
	list = bg_node_get(root, "boards");
	if (!list || list->kind != BG_NODE_SEQ) {
		bg_fail(err, BG_EX_DATAERR, "%s:%lu: no 'boards:' list", path,
		        list ? list->line : root->line);
		goto out;
	}
	for (i = 0; i < list->count; i++) {
		const struct bg_node *b = list->items[i];

		if (*given == SP_MAXPLAYERS || b->kind != BG_NODE_SCALAR) {
			bg_fail(err, BG_EX_DATAERR, "%s:%lu: %s", path, b->line,
			        *given == SP_MAXPLAYERS ? "more than 8 boards"
			                                : "a board is a string "
			                                  "of letters");
			goto out;
		}
		if (read_board(d, b->text, strlen(b->text), g->board[*given],
		               *given + 1, err) < 0) {
			bg_prefix(err, "%s:%lu: ", path, b->line);
			goto out;
		}
		++*given;
	}
	rc = 0;
out:
	bg_node_free(root);
	free(text);
	return rc;
}

static int
spook_init(struct bg_state *st, const void *defp,
           const struct bg_setting *settings, int nsettings,
           struct bg_err *err)
{
	const struct spook_def *d = defp;
	struct spook *g = S(st);
	unsigned long players = (unsigned long)d->players;
	unsigned long pieces = (unsigned long)d->pieces;
	unsigned long seed = 0;
	int seeded = 0, given = 0, i;
	struct bg_rng rng;

	memset(g, 0, sizeof *g);
	for (i = 0; i < nsettings; i++) {
		const struct bg_setting *set = &settings[i];

		if (strcmp(set->name, "players") == 0) {
			if (bg_setting_number(set, 1, SP_MAXPLAYERS, "a number",
					       &players, err) < 0)
				return -1;
		} else if (strcmp(set->name, "pieces") == 0) {
			if (bg_parse_ulong(set->value, 1, SP_MAXPIECES, &pieces) < 0)
				return bg_fail(err, BG_EX_USAGE, "--pieces: '%s' "
				               "is not 1, 2 or 3", set->value);
		} else if (strcmp(set->name, "seed") == 0) {
			if (bg_setting_number(set, 0, UINT64_MAX, "a number",
					       &seed, err) < 0)
				return -1;
			seeded = 1;
		} else if (strcmp(set->name, "board") == 0) {
			if (given == SP_MAXPLAYERS)
				return bg_fail(err, BG_EX_USAGE,
				               "--board: more than %d boards",
				               SP_MAXPLAYERS);
			if (read_board(d, set->value, strlen(set->value),
			               g->board[given], given + 1, err) < 0) {
				err->status = BG_EX_USAGE;
				return -1;
			}
			given++;
		} else if (boards_from_file(d, set->value, g, &given, err) < 0) {
			return -1;
		}
	}
	if ((unsigned long)given > players)
		return bg_fail(err, BG_EX_USAGE, "%d boards given for %lu "
		               "player%s", given, players, players == 1 ? "" : "s");
	if (!seeded && given < (int)players && bg_rng_os(&rng) < 0)
		return bg_fail(err, BG_EX_SOFTWARE, "cannot read random "
		               "numbers from the system");
	for (i = given; i < (int)players; i++) {
		char label[32];

		if (seeded) {
			snprintf(label, sizeof label, "spook board %d", i + 1);
			bg_rng_seed(&rng, (uint64_t)seed, label, strlen(label));
		}
		shuffle_board(d, &rng, g->board[i]);
	}
	g->players = (uint8_t)players;
	g->pieces = (uint8_t)pieces;
	g->phase = SP_ROLL_MOVEMENT;
	memset(g->pos, 1, sizeof g->pos); /* SW-3: every piece on square 1 */
	return 0;
}

static void
spook_outcome(const struct bg_state *st, struct bg_outcome *out)
{
	const struct spook *g = CS(st);
	const struct spook_def *d = DEF(st);
	int p;

	memset(out, 0, sizeof *out);
	out->over = g->phase == SP_OVER;
	out->seats = g->players;
	out->has_scores = 1;
	for (p = 0; p < g->players; p++) {
		out->seat[p] = seat_labels[p] + 5; /* "seat 3" -> "3" */
		out->score[p] = in_church(g, d, p);
		out->won[p] = out->over && finished(g, d, p);
	}
}

/* Rendering. */

static const char *const char_colors[] = {
	"\033[35m", "\033[90m", "\033[37m", "\033[33m", "\033[32m",
	"\033[36m", "\033[34m", "\033[31m"
};

/* The trail of a move: a piece of the seat choosing, from a square to
 * another of its board; a place is seat * 64 + square. */
static void
spook_trail(const struct bg_state *before, const struct bg_move *mv,
            struct bg_trail *trail)
{
	const struct spook *g = CS(before);

	memset(trail, 0, sizeof *trail);
	if (mv->kind != BG_ACT_MOVE || mv->len < 2 || g->phase != SP_MOVE)
		return;
	trail->steps = 1;
	trail->step[0].from = g->turn * 64 + mv->v[0];
	trail->step[0].to = g->turn * 64 + mv->v[1];
}

static int
on_trail(const struct bg_trail *t, int p, int sq)
{
	return t && t->steps && (t->step[0].from == p * 64 + sq ||
	                         t->step[0].to == p * 64 + sq);
}

/* What is due, in words, without a newline. */
static void
headline(const struct spook *g, const struct spook_def *d, char *buf,
         size_t cap)
{
	int p, first = 1, left;
	size_t n;

	n = (size_t)snprintf(buf, cap, "round %lu", (unsigned long)g->round);
	if (g->dice)
		n += (size_t)snprintf(buf + n, cap - n, ", die %d", g->dice);
	if (g->activation) {
		int c;

		for (c = 0; c < d->nchars; c++)
			if (d->ch[c].rolls & (1u << g->activation))
				break;
		n += (size_t)snprintf(buf + n, cap - n,
		                      ", last activation %d (%s)", g->activation,
		                      c < d->nchars ? d->ch[c].name : "nobody");
	}
	switch (g->phase) {
	case SP_ROLL_MOVEMENT:
		snprintf(buf + n, cap - n, ": the movement roll is due");
		break;
	case SP_ROLL_ACTIVATION:
		snprintf(buf + n, cap - n, ": the activation roll is due");
		break;
	case SP_MOVE:
		snprintf(buf + n, cap - n, ": seat %d chooses", g->turn + 1);
		break;
	default:
		for (p = 0, left = 0; p < g->players; p++)
			left += finished(g, d, p);
		n += (size_t)snprintf(buf + n, cap - n, ": game over, %s",
		                      left > 1 ? "seats " : "seat ");
		for (p = 0; p < g->players; p++)
			if (finished(g, d, p)) {
				left--;
				n += (size_t)snprintf(buf + n, cap - n, "%s%d",
				                      first ? "" : left ? ", "
				                      : " and ", p + 1);
				first = 0;
			}
		snprintf(buf + n, cap - n, " won");
	}
}

static void
spook_render_text(const struct bg_state *st, FILE *out,
                  const struct bg_view *view)
{
	const struct spook *g = CS(st);
	const struct spook_def *d = DEF(st);
	int unicode = view->style & BG_RENDER_UNICODE;
	int color = view->style & BG_RENDER_COLOR;
	int p, sq, i;
	char head[256];

	headline(g, d, head, sizeof head);
	fprintf(out, "%s\n", head);
	for (p = 0; p < g->players; p++) {
		fprintf(out, "seat %d: pieces on", p + 1);
		for (i = 0; i < g->pieces; i++)
			fprintf(out, "%s %d", i ? "," : "", g->pos[p][i]);
		if (finished(g, d, p))
			fputs("  finished", out);
		else if (g->phase == SP_MOVE && g->turn == p)
			fputs(unicode ? "  ◀ to choose" : "  <- to choose", out);
		fputc('\n', out);
		for (sq = 1; sq <= d->squares; sq++) {
			int here = 0, c = g->board[p][sq - 1];

			if (d->is_entrance[sq])
				fprintf(out, "%s  %2d ", sq > 1 ? "\n" : "", sq);
			for (i = 0; i < g->pieces; i++)
				here += g->pos[p][i] == sq;
			/* The squares of the last move: *H2 */
			fputc(on_trail(view->trail, p, sq) ? '*' : ' ', out);
			if (sq == d->squares)
				fputs(unicode ? "✝" : "+", out);
			else if (d->is_entrance[sq])
				fputs(unicode ? "▶" : ">", out);
			else if (color)
				fprintf(out, "%s%c\033[0m", char_colors[c - 1],
				        d->ch[c - 1].letter);
			else
				fputc(d->ch[c - 1].letter, out);
			if (here)
				fprintf(out, color ? "\033[1m%d\033[0m" : "%d", here);
			else if (sq < d->squares && !d->is_entrance[sq + 1])
				fputc(' ', out);
		}
		fputc('\n', out);
	}
}

/* A character's action in words: "forward 3", "back to square 1". */
static void
action_text(const struct character *ch, char *buf, size_t cap)
{
	switch (ch->action) {
	case ACT_FORWARD:
		snprintf(buf, cap, "forward %d", ch->steps);
		break;
	case ACT_BACK:
		snprintf(buf, cap, "back %d", ch->steps);
		break;
	case ACT_ENTRANCE:
		snprintf(buf, cap, "back to the region's entrance");
		break;
	default:
		snprintf(buf, cap, "back to square 1");
	}
}

static const char *const char_fills[] = { "#c9a0dc", "#909090", "#f0f0f0",
                                          "#d2a060", "#90d090", "#a0d0f0",
                                          "#a0a0f0", "#f0a0a0" };

/* The key under the boards: each character, the rolls that wake it and
 * what it does, then the marks of entrances and the church. */
static void
svg_legend(FILE *out, const struct spook_def *d, int y)
{
	char what[64];
	int c, v;

	for (c = 0; c < d->nchars; c++, y += 22) {
		const struct character *ch = &d->ch[c];
		const char *sep = "";

		action_text(ch, what, sizeof what);
		fprintf(out, "<rect x=\"10\" y=\"%d\" width=\"18\" height=\"18\" "
		        "fill=\"%s\" stroke=\"#555\"/><text x=\"19\" y=\"%d\" "
		        "font-size=\"13\" text-anchor=\"middle\">%c</text>"
		        "<text x=\"36\" y=\"%d\" font-size=\"13\">",
		        y, char_fills[c], y + 14, ch->letter, y + 14);
		bg_xml_text(out, ch->name);
		fputs(", woken by ", out);
		for (v = 1; v <= SP_FACES; v++)
			if (ch->rolls & (1u << v)) {
				fprintf(out, "%s%d", sep, v);
				sep = " or ";
			}
		fprintf(out, ": its pieces go %s</text>\n", what);
	}
	fprintf(out, "<text x=\"10\" y=\"%d\" font-size=\"13\">\xe2\x96\xb6 a "
	        "region's entrance, \xe2\x9c\x9d the church; a red disc counts "
	        "the pieces on a square</text>\n", y + 14);
}

/* The headline and the row of dice above the boards. */
#define SP_TOP 64

static void
spook_render_svg(const struct bg_state *st, FILE *out,
                 const struct bg_view *view, int *width, int *height)
{
	const struct spook *g = CS(st);
	const struct spook_def *d = DEF(st);
	int cell = 40, rows = d->region_of[d->squares] + 1, cols = 0;
	int block, p, sq, i, fx = 0, fy = 0, tx = 0, ty = 0;
	char head[256];

	for (sq = 1; sq <= d->squares; sq++)
		if (sq - d->entrance_of[sq] + 1 > cols)
			cols = sq - d->entrance_of[sq] + 1;
	block = (rows + 1) * cell + 10;
	*width = cols * cell + 40;
	if (*width < 520)
		*width = 520;
	*height = SP_TOP + block * g->players + 22 * (d->nchars + 1) + 10;
	headline(g, d, head, sizeof head);
	fprintf(out, "<text x=\"10\" y=\"20\" font-size=\"15\">%s</text>\n",
	        head);
	/* The dice where they were rolled: this round's movement die and
	 * the last activation roll. */
	if (g->dice) {
		bg_svg_die(out, 10, 28, g->dice);
		fputs("<text x=\"46\" y=\"48\" font-size=\"13\">movement"
		      "</text>\n", out);
	}
	if (g->activation) {
		bg_svg_die(out, 130, 28, g->activation);
		fputs("<text x=\"166\" y=\"48\" font-size=\"13\">last "
		      "activation</text>\n", out);
	}
	for (p = 0; p < g->players; p++) {
		int y0 = SP_TOP + block * p;

		fprintf(out, "<text x=\"10\" y=\"%d\" font-size=\"15\"%s>seat "
		        "%d%s</text>\n", y0 + 18,
		        g->phase == SP_MOVE && g->turn == p
		        ? " font-weight=\"bold\"" : "", p + 1,
		        finished(g, d, p) ? (g->phase == SP_OVER ? " (won)"
		                             : " (finished)")
		        : g->phase == SP_MOVE && g->turn == p ? " \xe2\x97\x80" : "");
		for (sq = 1; sq <= d->squares; sq++) {
			int x = 20 + cell * (sq - d->entrance_of[sq]);
			int y = y0 + 26 + cell * d->region_of[sq];
			int c = g->board[p][sq - 1], here = 0;
			const char *label = sq == d->squares ? "\xe2\x9c\x9d"
			                  : d->is_entrance[sq] ? "\xe2\x96\xb6" : NULL;

			if (view->trail && view->trail->steps &&
			    view->trail->step[0].from == p * 64 + sq) {
				fx = x + cell / 2;
				fy = y + cell / 2;
			}
			if (view->trail && view->trail->steps &&
			    view->trail->step[0].to == p * 64 + sq) {
				tx = x + cell / 2;
				ty = y + cell / 2;
			}
			fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" "
			        "height=\"%d\" fill=\"%s\" stroke=\"#555\"/>\n",
			        x, y, cell, cell, c ? char_fills[c - 1] : "#fff8dc");
			fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"9\" "
			        "fill=\"#444\">%d</text>\n", x + 2, y + 10, sq);
			if (label)
				fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"16\" "
				        "text-anchor=\"middle\">%s</text>\n",
				        x + 13, y + 30, label);
			else
				fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"16\" "
				        "text-anchor=\"middle\">%c</text>\n",
				        x + 13, y + 30, d->ch[c - 1].letter);
			for (i = 0; i < g->pieces; i++)
				here += g->pos[p][i] == sq;
			if (here)
				fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"9\" "
				        "fill=\"#c03030\" stroke=\"#fff\"/><text "
				        "x=\"%d\" y=\"%d\" font-size=\"11\" "
				        "fill=\"#fff\" text-anchor=\"middle\">%d</text>"
				        "\n", x + cell - 11, y + 25, x + cell - 11,
				        y + 29, here);
		}
	}
	if (view->trail && view->trail->steps)
		bg_svg_trail(out, fx, fy, tx, ty, cell / 2 - 4);
	svg_legend(out, d, SP_TOP + block * g->players);
}

const struct bg_game bg_spook = {
	.name = "spook",
	.summary = "Spook & Werewolf Ludo, a dice race on boards of the "
	           "players' own (SW-1..SW-7)",
	.builtin = &bg_spook_yaml,
	.options = spook_options,
	.load_def = spook_load_def,
	.free_def = spook_free_def,
	.init = spook_init,
	.parse = spook_parse,
	.format = spook_format,
	.phase = spook_phase,
	.actor = spook_actor,
	.seat = spook_seat,
	.moves = spook_moves,
	.format_move = spook_format_move,
	.parse_action = spook_parse_action,
	.apply = spook_apply,
	.chance = spook_chance,
	.outcome = spook_outcome,
	.trail = spook_trail,
	.render_text = spook_render_text,
	.render_svg = spook_render_svg,
	.evaluate = spook_evaluate,
};
