/* Wari's notation (formats/wari.md): the state line, and the words of
 * moves, read against the rules. */
#include <string.h>

#include "games/wari/wari.h"

const char *const wari_seat_names[] = { "north", "south", NULL };
const char *const wari_twelve_names[] = { "exact", "atleast", "off", NULL };
const char *const wari_slam_names[] = { "leave-one", "no-capture", "illegal",
                                        NULL };
static const char *const end_names[] = { "", "nomove", "agreed", "quiet",
                                         NULL };
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
put_row(char *p, const struct wari *w, int side)
{
	int i;

	for (i = 0; i < w->npits; i++) {
		if (i)
			*p++ = ',';
		p = bg_put_uint(p, w->pit[side * w->npits + i]);
	}
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
	p = bg_put_str(p, w->end ? " phase=over turn=" : " phase=move turn=");
	p = bg_put_str(p, wari_seat_names[w->turn]);
	p = bg_put_str(p, " ply=");
	p = bg_put_uint(p, w->ply);
	p = bg_put_str(p, " idle=");
	p = bg_put_uint(p, w->idle);
	p = bg_put_str(p, " pits=");
	p = put_row(p, w, NORTH);
	*p++ = '/';
	p = put_row(p, w, SOUTH);
	p = bg_put_str(p, " captured=");
	p = bg_put_uint(p, w->captured[NORTH]);
	*p++ = ',';
	p = bg_put_uint(p, w->captured[SOUTH]);
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

	memset(w, 0, sizeof *w);
	bg_scan_init(&s, line, len, err);
	if (bg_scan_game(&s, "wari") < 0 ||
	    bg_scan_field_enum(&s, "twelve", "exact, atleast or off",
	                    wari_twelve_names, &twelve) < 0 ||
	    bg_scan_field_enum(&s, "slam", "leave-one, no-capture or illegal",
	                    wari_slam_names, &slam) < 0 ||
	    bg_scan_field_uint(&s, "quiet", "a ply count", WARI_MAXQUIET,
	                    &quiet) < 0 ||
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
	end = END_NONE;
	result = RESULT_DRAW;
	if (phase == 1 &&
	    (bg_scan_field_enum(&s, "end", "nomove, agreed or quiet",
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
