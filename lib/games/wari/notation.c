/* Wari's notation (formats/wari.md): the state line, and the words of
 * moves, read against the rules. */
#include <string.h>

#include "games/wari/wari.h"

const char *const wari_seat_names[] = { "north", "south", NULL };
const char *const wari_twelve_names[] = { "exact", "atleast", "off", NULL };
const char *const wari_slam_names[] = { "leave-one", "no-capture", "illegal",
                                        NULL };
static const char *const end_names[] = { "", "nomove", "agreed", "quiet",
                                         "majority", "cycle", NULL };
const char *const wari_rule_names[] = { "off", "on", NULL };
const char *const wari_preset_names[] = { "abapa", NULL };
static const char *const on_only[] = { "on", NULL };
const char *const wari_result_names[] = { "north", "south", "draw", NULL };
static const char *const wari_phases[] = { "move", "over", NULL };

size_t
wari_format_move(const struct bg_state *st, const struct bg_move *mv,
                 char *buf)
{
	(void)st;
	if (mv->kind == BG_ACT_END)
		return (size_t)(bg_put_str(buf, "end") - buf);
	buf[0] = (char)('a' + mv->v[0]);
	buf[1] = '\0';
	return 1;
}

int
wari_parse_action(const struct bg_state *st, const char *word, size_t len,
                  struct bg_move *mv, struct bg_err *err)
{
	const struct wari *w = CS(st);
	uint8_t why[WARI_MAXPITS];
	char last = (char)('a' + w->npits - 1);
	int i, pit;

	memset(mv, 0, sizeof *mv);
	if (w->end)
		return bg_illegal(err, st, word, len, "the game is over");
	if (len == 3 && memcmp(word, "end", 3) == 0) {
		mv->kind = BG_ACT_END; /* WR-7: the players agree to end */
		return 0;
	}
	if (len >= 5 && memcmp(word, "roll:", 5) == 0)
		return bg_illegal(err, st, word, len,
		                  "no roll is due (Wari has no dice)");
	if (w->ply == BG_COUNT_MAX)
		return bg_count_full(err, st, word, len, "ply");
	if (len != 1 || word[0] < 'a' || word[0] > last)
		return bg_illegal(err, st, word, len,
		                  "a move is a pit, a to %c", last);
	pit = word[0] - 'a';
	wari_judge(w, why);
	switch (why[pit]) {
	case PIT_EMPTY:
		return bg_illegal(err, st, word, len, "pit %c is empty",
		                  word[0]);
	case PIT_NO_FEED:
		return bg_illegal(err, st, word, len,
		                  "%s's row is empty and pit %c does not reach "
		                  "it (WR-6)", wari_seat_names[1 - w->turn],
		                  word[0]);
	case PIT_SLAM:
		return bg_illegal(err, st, word, len,
		                  "it would capture every stone in %s's row "
		                  "(WR-5, slam=illegal)",
		                  wari_seat_names[1 - w->turn]);
	case PIT_TWELVE:
		for (i = 0; why[i] != PIT_LEGAL; i++)
			;
		return bg_illegal(err, st, word, len,
		                  "pit %c holds %d stones and must be played "
		                  "(WR-3, twelve=%s)", 'a' + i,
		                  w->pit[w->turn * w->npits + i],
		                  wari_twelve_names[w->twelve]);
	}
	mv->kind = BG_ACT_MOVE;
	mv->len = 1;
	mv->v[0] = (uint8_t)pit;
	return 0;
}

static char *
put_row(char *p, const struct wari *w, const uint8_t *pit, int side)
{
	int i;

	for (i = 0; i < w->npits; i++) {
		if (i)
			*p++ = ',';
		p = bg_put_uint(p, pit[side * w->npits + i]);
	}
	return p;
}

/* The record of the cycle ending (WR-11): the pits at the last capture
 * and the pits sown since, as the movers named them. */
static char *
put_cycle(char *p, const struct wari *w)
{
	uint32_t i;

	p = bg_put_str(p, " since=");
	p = put_row(p, w, w->since, NORTH);
	*p++ = '/';
	p = put_row(p, w, w->since, SOUTH);
	p = bg_put_str(p, " sown=");
	if (!w->idle)
		*p++ = '-';
	for (i = 0; i < w->idle; i++)
		*p++ = (char)('a' + wari_sown(w, i));
	return p;
}

size_t
wari_format(const struct bg_state *st, char *buf)
{
	const struct wari *w = CS(st);
	char *p = buf;

	p = bg_put_str(p, "wari twelve=");
	p = bg_put_str(p, wari_twelve_names[w->twelve]);
	p = bg_put_str(p, " slam=");
	p = bg_put_str(p, wari_slam_names[w->slam]);
	p = bg_put_str(p, " quiet=");
	p = bg_put_uint(p, w->quiet);
	if (w->majority)
		p = bg_put_str(p, " majority=on");
	if (w->cycle)
		p = bg_put_str(p, " cycle=on");
	p = bg_put_str(p, w->end ? " phase=over turn=" : " phase=move turn=");
	p = bg_put_str(p, wari_seat_names[w->turn]);
	p = bg_put_str(p, " ply=");
	p = bg_put_uint(p, w->ply);
	p = bg_put_str(p, " idle=");
	p = bg_put_uint(p, w->idle);
	p = bg_put_str(p, " pits=");
	p = put_row(p, w, w->pit, NORTH);
	*p++ = '/';
	p = put_row(p, w, w->pit, SOUTH);
	p = bg_put_str(p, " captured=");
	p = bg_put_uint(p, w->captured[NORTH]);
	*p++ = ',';
	p = bg_put_uint(p, w->captured[SOUTH]);
	if (w->cycle && !w->end)
		p = put_cycle(p, w);
	if (w->end) {
		p = bg_put_str(p, " end=");
		p = bg_put_str(p, end_names[w->end]);
		p = bg_put_str(p, " result=");
		p = bg_put_str(p, wari_result_names[w->result]);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

static int
scan_row(struct bg_scan *s, uint8_t *pits, int *count, int side)
{
	static const char *const what[] = { "a stone count in north's row",
	                                    "a stone count in south's row" };
	unsigned long v;
	int n = 0;

	for (;;) {
		if (n == WARI_MAXPITS)
			return bg_scan_fail(s, "%s's row has more than %d pits",
			                    wari_seat_names[side], WARI_MAXPITS);
		if (bg_scan_uint(s, what[side], WARI_MAXSTONES, &v) < 0)
			return -1;
		pits[n++] = (uint8_t)v;
		if (s->p == s->end || *s->p != ',')
			break;
		s->p++;
	}
	*count = n;
	return 0;
}

/* " majority=on" or " cycle=on", or nothing: the field is there only
 * when the rule is on. */
static int
scan_rule(struct bg_scan *s, const char *key, uint8_t *out)
{
	int on;

	*out = RULE_OFF;
	if (!bg_scan_peek(s, key))
		return 0;
	if (bg_scan_field_enum(s, key, "on (the field is left out when off)",
	                       on_only, &on) < 0)
		return -1;
	*out = RULE_ON;
	return 0;
}

/* The record of the cycle ending (WR-11), as put_cycle writes it: the
 * rows at the last capture, and idle pit letters, or '-' for none. */
static int
scan_cycle(struct bg_scan *s, struct wari *w)
{
	uint8_t north[WARI_MAXPITS];
	int n_north = 0, n_south = 0, pit;
	uint32_t i;

	if (bg_scan_key(s, "since") < 0 ||
	    scan_row(s, north, &n_north, NORTH) < 0 ||
	    bg_scan_char(s, '/', "'/' between north's and south's rows") < 0 ||
	    scan_row(s, w->since + n_north, &n_south, SOUTH) < 0)
		return -1;
	if (n_north != w->npits || n_south != w->npits)
		return bg_scan_fail(s, "since= has rows of %d and %d pits, "
		                    "and the board %d", n_north, n_south,
		                    w->npits);
	memcpy(w->since, north, (size_t)n_north);
	if (bg_scan_key(s, "sown") < 0)
		return -1;
	if (w->idle >= WARI_CYCLE_PLIES)
		return bg_scan_fail(s, "idle=%lu: the cycle ending records "
		                    "fewer than %d plies (WR-11)",
		                    (unsigned long)w->idle, WARI_CYCLE_PLIES);
	if (!w->idle)
		return bg_scan_char(s, '-', "'-' for no ply since the last "
		                    "capture (idle=0)");
	for (i = 0; i < w->idle; i++) {
		pit = s->p < s->end ? *s->p - 'a' : -1;
		if (pit < 0 || pit >= w->npits)
			return bg_scan_fail(s, "sown= needs idle=%lu pits, a "
			                    "to %c", (unsigned long)w->idle,
			                    'a' + w->npits - 1);
		w->sown[i / 2] = (uint8_t)(w->sown[i / 2] | pit << (i % 2 * 4));
		s->p++;
	}
	return 0;
}

int
wari_parse(struct bg_state *st, const char *line, size_t len,
           struct bg_err *err)
{
	struct wari *w = S(st);
	uint8_t north[WARI_MAXPITS];
	unsigned long quiet, ply, idle, cn, cs;
	int twelve, slam, phase, turn, end, result;
	int n_north = 0, n_south = 0;
	struct bg_scan s;
	/* the ends the rules of the line have (WR-10, WR-11) */
	static const char *const end_words[] = {
		"nomove, agreed or quiet", "nomove, agreed, quiet or majority",
		"nomove, agreed, quiet or cycle",
		"nomove, agreed, quiet, majority or cycle"
	};

	memset(w, 0, sizeof *w);
	bg_scan_init(&s, line, len, err);
	if (bg_scan_game(&s, "wari") < 0 ||
	    bg_scan_field_enum(&s, "twelve", "exact, atleast or off",
	                    wari_twelve_names, &twelve) < 0 ||
	    bg_scan_field_enum(&s, "slam", "leave-one, no-capture or illegal",
	                    wari_slam_names, &slam) < 0 ||
	    bg_scan_field_uint(&s, "quiet", "a ply count", WARI_MAXQUIET,
	                    &quiet) < 0 ||
	    scan_rule(&s, "majority", &w->majority) < 0 ||
	    scan_rule(&s, "cycle", &w->cycle) < 0 ||
	    bg_scan_field_enum(&s, "phase", "move or over", wari_phases,
	                    &phase) < 0 ||
	    bg_scan_field_enum(&s, "turn", "north or south", wari_seat_names,
	                    &turn) < 0 ||
	    bg_scan_field_uint(&s, "ply", "a ply count", UINT32_MAX, &ply) < 0 ||
	    bg_scan_field_uint(&s, "idle", "a ply count", UINT32_MAX, &idle) < 0 ||
	    bg_scan_key(&s, "pits") < 0 ||
	    scan_row(&s, north, &n_north, NORTH) < 0 ||
	    bg_scan_char(&s, '/', "'/' between north's and south's rows") < 0 ||
	    scan_row(&s, w->pit + n_north, &n_south, SOUTH) < 0)
		return -1;
	if (n_south != n_north)
		return bg_scan_fail(&s, "south's row has %d pits and north's %d",
		                    n_south, n_north);
	memcpy(w->pit, north, (size_t)n_north);
	if (bg_scan_field_uint(&s, "captured", "north's captured stones",
	                    WARI_MAXSTONES, &cn) < 0 ||
	    bg_scan_char(&s, ',', "',' between north's and south's captures") < 0 ||
	    bg_scan_uint(&s, "south's captured stones", WARI_MAXSTONES, &cs) < 0)
		return -1;
	w->npits = (uint8_t)n_north;
	w->idle = (uint32_t)idle;
	if (phase == 0 && w->cycle && scan_cycle(&s, w) < 0)
		return -1;
	end = END_NONE;
	result = RESULT_DRAW;
	if (phase == 1 &&
	    (bg_scan_field_enum(&s, "end", end_words[w->majority + 2 * w->cycle],
	                     end_names + 1, &end) < 0 ||
	     bg_scan_field_enum(&s, "result", "north, south or draw",
	                     wari_result_names, &result) < 0))
		return -1;
	if (phase == 1)
		end++;
	if (bg_scan_end(&s) < 0)
		return -1;

	w->npits = (uint8_t)n_north;
	w->twelve = (uint8_t)twelve;
	w->slam = (uint8_t)slam;
	w->quiet = (uint16_t)quiet;
	w->turn = (uint8_t)turn;
	w->ply = (uint32_t)ply;
	w->idle = (uint32_t)idle;
	w->captured[NORTH] = (uint8_t)cn;
	w->captured[SOUTH] = (uint8_t)cs;
	w->end = (uint8_t)end;
	if (end)
		w->result = (uint8_t)result;
	else
		w->legal = (uint16_t)wari_judge(w, NULL);
	return 0;
}
