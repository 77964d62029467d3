/* Wari, an Oware-family mancala (bg-wari(7) WR-1..WR-9, formats/wari.md). */
#include <stdlib.h>
#include <string.h>

#include "games/wari/wari.h"

static const char *const seat_names[] = { "north", "south", NULL };
static const char *const twelve_names[] = { "exact", "atleast", "off", NULL };
static const char *const slam_names[] = { "leave-one", "no-capture",
                                          "illegal", NULL };
static const char *const end_names[] = { "", "nomove", "agreed", "quiet",
                                         NULL };
static const char *const result_names[] = { "north", "south", "draw", NULL };
static const char *const wari_phases[] = { "move", "over", NULL };

static int
row_sum(const struct wari *w, int side)
{
	int i, sum = 0;

	for (i = 0; i < w->npits; i++)
		sum += w->pit[side * w->npits + i];
	return sum;
}

/* Sows the pit at index from (WR-2: the pit sown from is skipped on every
 * lap) and returns the index of the pit the last stone fell in. */
static int
sow(struct wari *w, int from)
{
	int cells = 2 * w->npits;
	int stones = w->pit[from];
	int pos = from, laps, i;

	w->pit[from] = 0;
	if (stones >= cells - 1) {
		laps = stones / (cells - 1);
		for (i = 0; i < cells; i++)
			w->pit[i] = (uint8_t)(w->pit[i] + laps);
		w->pit[from] = 0;
		stones -= laps * (cells - 1);
		if (!stones)
			return from == 0 ? cells - 1 : from - 1;
	}
	/* Fewer stones than the other pits: the pit sown from is not
	 * reached again. */
	while (stones--) {
		if (++pos == cells)
			pos = 0;
		w->pit[pos]++;
	}
	return pos;
}

/* The capture after a sowing that ended at last (WR-4, WR-5).  Returns
 * the stones taken, or -1 for a grand slam under slam=illegal. */
static int
capture(struct wari *w, int last)
{
	int opp = 1 - w->turn;
	int lo = opp * w->npits;
	int pos, taken = 0, first;

	if (last < lo || last >= lo + w->npits)
		return 0;
	for (pos = last; pos >= lo && (w->pit[pos] == 2 || w->pit[pos] == 3);
	     pos--)
		taken += w->pit[pos];
	if (!taken)
		return 0;
	first = pos + 1; /* the chain is pit[first..last] */
	if (taken == row_sum(w, opp)) {
		switch (w->slam) {
		case SLAM_ILLEGAL:
			return -1;
		case SLAM_NO_CAPTURE:
			return 0;
		default: /* leave-one: the chain stops before its last pit */
			taken -= w->pit[first];
			first++;
		}
	}
	for (pos = first; pos <= last; pos++)
		w->pit[pos] = 0;
	w->captured[w->turn] = (uint8_t)(w->captured[w->turn] + taken);
	return taken;
}

/* WR-3: does a pit of this many stones fall under the twelve-rule? */
static int
twelve_applies(const struct wari *w, int stones)
{
	int lap = 2 * w->npits;

	return (w->twelve == TWELVE_EXACT && stones == lap) ||
	       (w->twelve == TWELVE_ATLEAST && stones >= lap);
}

/* The side to move's legal pits, bit i for pit i, and, when why is not
 * NULL, why each pit can or cannot be played.  The order of the checks is
 * WR-3's: feeding and the grand slam first, the twelve-rule last and only
 * when it leaves a move.  Sets of pits as bits keep this cheap: it is
 * judged after every ply. */
static unsigned
judge(const struct wari *w, uint8_t *why)
{
	int n = w->npits, base = w->turn * n, lap = 2 * n;
	const uint8_t *own = w->pit + base, *other = w->pit + (n - base);
	unsigned stocked = 0, lapping = 0, no_feed = 0, slam = 0, full = 0;
	unsigned twelve = 0, legal, bit, rest, opposite = 0;
	int i;

	/* Without branches: the pits are the most random part of a game. */
	for (i = 0; i < n; i++) {
		stocked |= (unsigned)(own[i] != 0) << i;
		lapping |= (unsigned)(own[i] >= lap) << i;
		opposite |= other[i];
	}
	if (opposite == 0)
		for (i = 0; i < n; i++)
			no_feed |= (unsigned)(own[i] < n - i) << i;
	no_feed &= stocked;
	for (rest = w->slam == SLAM_ILLEGAL ? stocked & ~no_feed : 0; rest;
	     rest &= rest - 1) {
		struct wari t = *w;

		i = __builtin_ctz(rest);
		if (capture(&t, sow(&t, base + i)) < 0)
			slam |= 1u << i;
	}
	for (rest = lapping & ~no_feed & ~slam; rest; rest &= rest - 1)
		if (twelve_applies(w, own[__builtin_ctz(rest)]))
			full |= 1u << __builtin_ctz(rest);
	legal = stocked & ~no_feed & ~slam;
	full &= legal;
	if (full && full != legal)
		twelve = legal & ~full;
	legal &= ~twelve;
	for (i = 0, bit = 1; why && i < n; i++, bit <<= 1)
		why[i] = !(stocked & bit) ? PIT_EMPTY
		       : no_feed & bit ? PIT_NO_FEED
		       : slam & bit ? PIT_SLAM
		       : twelve & bit ? PIT_TWELVE : PIT_LEGAL;
	return legal;
}

/* Ends the game (WR-7): the stones left go to the owner of their row. */
static void
finish(struct wari *w, int end)
{
	int side, i;

	for (side = 0; side < 2; side++) {
		w->captured[side] = (uint8_t)(w->captured[side] + row_sum(w, side));
		for (i = 0; i < w->npits; i++)
			w->pit[side * w->npits + i] = 0;
	}
	w->end = (uint8_t)end;
	w->result = w->captured[NORTH] > w->captured[SOUTH] ? RESULT_NORTH
	          : w->captured[NORTH] < w->captured[SOUTH] ? RESULT_SOUTH
	          : RESULT_DRAW; /* WR-8 */
}

/* After a ply: the game ends when the side to move has no move (WR-7),
 * or after quiet plies without a capture (WR-9; WR-7 is named first). */
static void
settle(struct wari *w)
{
	w->legal = (uint16_t)judge(w, NULL);
	if (!w->legal)
		finish(w, END_NOMOVE);
	else if (w->quiet && w->idle >= w->quiet)
		finish(w, END_QUIET);
}

static void
wari_apply(struct bg_state *st, const struct bg_move *mv)
{
	struct wari *w = W(st);

	if (mv->kind == BG_ACT_END) {
		finish(w, END_AGREED);
		return;
	}
	/* The counts stop at their largest value rather than wrap. */
	if (capture(w, sow(w, w->turn * w->npits + mv->v[0])) > 0)
		w->idle = 0;
	else if (w->idle < UINT32_MAX)
		w->idle++;
	if (w->ply < UINT32_MAX)
		w->ply++;
	w->turn ^= 1;
	settle(w);
}

static int
wari_moves(const struct bg_state *st, struct bg_move *out)
{
	const struct wari *w = CW(st);
	unsigned pits;
	int n = 0;

	if (w->end)
		return 0;
	for (pits = w->legal; pits; pits &= pits - 1, n++) {
		out[n].kind = BG_ACT_MOVE;
		out[n].len = 1;
		out[n].v[0] = (uint8_t)__builtin_ctz(pits);
	}
	return n;
}

static size_t
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

static int
wari_parse_action(const struct bg_state *st, const char *word, size_t len,
                  struct bg_move *mv, struct bg_err *err)
{
	const struct wari *w = CW(st);
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
	judge(w, why);
	switch (why[pit]) {
	case PIT_EMPTY:
		return bg_illegal(err, st, word, len, "pit %c is empty",
		                  word[0]);
	case PIT_NO_FEED:
		return bg_illegal(err, st, word, len,
		                  "%s's row is empty and pit %c does not reach "
		                  "it (WR-6)", seat_names[1 - w->turn], word[0]);
	case PIT_SLAM:
		return bg_illegal(err, st, word, len,
		                  "it would capture every stone in %s's row "
		                  "(WR-5, slam=illegal)", seat_names[1 - w->turn]);
	case PIT_TWELVE:
		for (i = 0; why[i] != PIT_LEGAL; i++)
			;
		return bg_illegal(err, st, word, len,
		                  "pit %c holds %d stones and must be played "
		                  "(WR-3, twelve=%s)", 'a' + i,
		                  w->pit[w->turn * w->npits + i],
		                  twelve_names[w->twelve]);
	}
	mv->kind = BG_ACT_MOVE;
	mv->len = 1;
	mv->v[0] = (uint8_t)pit;
	return 0;
}

static enum bg_phase
wari_phase(const struct bg_state *st)
{
	return CW(st)->end ? BG_PHASE_OVER : BG_PHASE_MOVE;
}

static const char *
wari_actor(const struct bg_state *st)
{
	return seat_names[CW(st)->turn];
}

static int
wari_seat(const struct bg_state *st)
{
	return CW(st)->end ? -1 : CW(st)->turn;
}

static int
wari_chance(const struct bg_state *st, struct bg_chance *ev)
{
	(void)st;
	(void)ev;
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

static size_t
wari_format(const struct bg_state *st, char *buf)
{
	const struct wari *w = CW(st);
	char *p = buf;

	p = bg_put_str(p, "wari twelve=");
	p = bg_put_str(p, twelve_names[w->twelve]);
	p = bg_put_str(p, " slam=");
	p = bg_put_str(p, slam_names[w->slam]);
	p = bg_put_str(p, " quiet=");
	p = bg_put_uint(p, w->quiet);
	p = bg_put_str(p, w->end ? " phase=over turn=" : " phase=move turn=");
	p = bg_put_str(p, seat_names[w->turn]);
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
		p = bg_put_str(p, result_names[w->result]);
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
			                    seat_names[side], WARI_MAXPITS);
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

static int
wari_parse(struct bg_state *st, const char *line, size_t len,
           struct bg_err *err)
{
	struct wari *w = W(st);
	uint8_t north[WARI_MAXPITS];
	unsigned long quiet, ply, idle, cn, cs;
	int twelve, slam, phase, turn, end, result;
	int n_north = 0, n_south = 0;
	struct bg_scan s;
	int total;

	memset(w, 0, sizeof *w);
	bg_scan_init(&s, line, len, err);
	if (bg_scan_game(&s, "wari") < 0 ||
	    bg_scan_field_enum(&s, "twelve", "exact, atleast or off",
	                    twelve_names, &twelve) < 0 ||
	    bg_scan_field_enum(&s, "slam", "leave-one, no-capture or illegal",
	                    slam_names, &slam) < 0 ||
	    bg_scan_field_uint(&s, "quiet", "a ply count", WARI_MAXQUIET,
	                    &quiet) < 0 ||
	    bg_scan_field_enum(&s, "phase", "move or over", wari_phases,
	                    &phase) < 0 ||
	    bg_scan_field_enum(&s, "turn", "north or south", seat_names,
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
	                     result_names, &result) < 0))
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
	total = row_sum(w, NORTH) + row_sum(w, SOUTH) + (int)cn + (int)cs;
	if (total > WARI_MAXSTONES)
		return bg_fail(err, BG_EX_DATAERR,
		               "%d stones: a board holds at most %d", total,
		               WARI_MAXSTONES);
	if (idle > ply)
		return bg_fail(err, BG_EX_DATAERR,
		               "idle=%lu is more than ply=%lu", idle, ply);
	if (!end) {
		if (quiet && idle >= quiet)
			return bg_fail(err, BG_EX_DATAERR,
			               "idle=%lu has reached quiet=%lu: the game "
			               "is over (WR-9)", idle, quiet);
		w->legal = (uint16_t)judge(w, NULL);
		if (!w->legal)
			return bg_fail(err, BG_EX_DATAERR,
			               "%s has no legal move: the game is over "
			               "(WR-7)", seat_names[turn]);
		return 0;
	}
	if (row_sum(w, NORTH) + row_sum(w, SOUTH))
		return bg_fail(err, BG_EX_DATAERR,
		               "the game is over but stones are left in the "
		               "pits (WR-7 gives them to the rows' owners)");
	if (end == END_QUIET && (!quiet || idle != quiet))
		return bg_fail(err, BG_EX_DATAERR,
		               "end=quiet needs idle equal to quiet, which is "
		               "not 0 (WR-9)");
	if (quiet && (idle > quiet || (end == END_AGREED && idle == quiet)))
		return bg_fail(err, BG_EX_DATAERR,
		               "idle=%lu is past quiet=%lu: the game ended at "
		               "quiet (WR-9)", idle, quiet);
	w->end = (uint8_t)end;
	w->result = cn > cs ? RESULT_NORTH : cn < cs ? RESULT_SOUTH : RESULT_DRAW;
	if (w->result != result)
		return bg_fail(err, BG_EX_DATAERR,
		               "result=%s but the captures %lu,%lu give %s "
		               "(WR-8)", result_names[result], cn, cs,
		               result_names[w->result]);
	return 0;
}

static void
wari_outcome(const struct bg_state *st, struct bg_outcome *out)
{
	const struct wari *w = CW(st);
	int side;

	memset(out, 0, sizeof *out);
	out->over = w->end != END_NONE;
	out->seats = 2;
	out->has_scores = 1;
	for (side = 0; side < 2; side++) {
		out->seat[side] = seat_names[side];
		out->score[side] = w->captured[side];
		out->won[side] = out->over && w->result == side;
	}
}

/* Definitions and bg-new's options. */

static const struct bg_option wari_options[] = {
	{ "twelve", "RULE", "the twelve-rule (WR-3): exact, atleast or off",
	  BG_OPTION_TEXT },
	{ "slam", "RULE",
	  "a grand slam (WR-5): leave-one, no-capture or illegal",
	  BG_OPTION_TEXT },
	{ "quiet", "PLIES",
	  "capture-free plies that end the game (WR-9); 0 turns it off",
	  BG_OPTION_TEXT },
	{ NULL, NULL, NULL, BG_OPTION_TEXT }
};

static int
wari_load_def(const struct bg_node *root, const char *src, void **out,
              struct bg_err *err)
{
	static const char *const keys[] = { "game", "pits", "stones", "rules",
	                                    NULL };
	static const char *const rule_keys[] = { "twelve", "slam", "quiet",
	                                         NULL };
	const struct bg_node *n, *rules;
	struct wari_def *def;
	unsigned long v;

	if (bg_node_check_keys(root, src, keys, err) < 0)
		return -1;
	def = calloc(1, sizeof *def);
	if (!def)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	def->pits = 6;
	def->stones = 4;
	def->quiet = 100;
	if ((n = bg_node_get(root, "pits"))) {
		if (bg_node_uint(n, src, "pits", 1, WARI_MAXPITS, &v, err) < 0)
			goto fail;
		def->pits = (int)v;
	}
	if ((n = bg_node_get(root, "stones"))) {
		if (bg_node_uint(n, src, "stones", 1,
		                 WARI_MAXSTONES / (2 * (unsigned long)def->pits),
		                 &v, err) < 0)
			goto fail;
		def->stones = (int)v;
	}
	if ((rules = bg_node_get(root, "rules"))) {
		if (bg_node_check_keys(rules, src, rule_keys, err) < 0)
			goto fail;
		if ((n = bg_node_get(rules, "twelve")) &&
		    bg_node_enum(n, src, "twelve", twelve_names, &def->twelve,
		                 err) < 0)
			goto fail;
		if ((n = bg_node_get(rules, "slam")) &&
		    bg_node_enum(n, src, "slam", slam_names, &def->slam, err) < 0)
			goto fail;
		if ((n = bg_node_get(rules, "quiet"))) {
			if (bg_node_uint(n, src, "quiet", 0, WARI_MAXQUIET, &v,
			                 err) < 0)
				goto fail;
			def->quiet = (int)v;
		}
	}
	*out = def;
	return 0;
fail:
	free(def);
	return -1;
}

static void
wari_free_def(void *def)
{
	free(def);
}

static int
setting_enum(const struct bg_setting *set, const char *const *names,
             int *out, struct bg_err *err)
{
	int i;

	for (i = 0; names[i]; i++) {
		if (strcmp(names[i], set->value) == 0) {
			*out = i;
			return 0;
		}
	}
	return bg_fail(err, BG_EX_USAGE, "--%s: '%s' is not one of %s, %s, %s",
	               set->name, set->value, names[0], names[1], names[2]);
}

static int
wari_init(struct bg_state *st, const void *defp,
          const struct bg_setting *settings, int nsettings, struct bg_err *err)
{
	const struct wari_def *def = defp;
	struct wari *w = W(st);
	int twelve = def->twelve, slam = def->slam, quiet = def->quiet, i;

	for (i = 0; i < nsettings; i++) {
		const struct bg_setting *set = &settings[i];

		if (strcmp(set->name, "twelve") == 0) {
			if (setting_enum(set, twelve_names, &twelve, err) < 0)
				return -1;
		} else if (strcmp(set->name, "slam") == 0) {
			if (setting_enum(set, slam_names, &slam, err) < 0)
				return -1;
		} else if (strcmp(set->name, "quiet") == 0) {
			unsigned long v = 0;

			if (bg_setting_number(set, 0, WARI_MAXQUIET, "a ply count",
					       &v, err) < 0)
				return -1;
			quiet = (int)v;
		}
	}
	memset(w, 0, sizeof *w);
	w->npits = (uint8_t)def->pits;
	w->twelve = (uint8_t)twelve;
	w->slam = (uint8_t)slam;
	w->quiet = (uint16_t)quiet;
	w->turn = NORTH; /* WR-1 */
	memset(w->pit, def->stones, 2 * (size_t)def->pits);
	settle(w);
	return 0;
}

/* Rendering.  The seat drawn at the bottom sees its own row from a to
 * f left to right and the other row above it, a on the right. */

static void
wari_trail(const struct bg_state *before, const struct bg_move *mv,
           struct bg_trail *trail)
{
	struct wari w = *CW(before);
	int from;

	memset(trail, 0, sizeof *trail);
	if (mv->kind != BG_ACT_MOVE || w.end)
		return;
	from = w.turn * w.npits + mv->v[0];
	trail->steps = 1;
	trail->step[0].from = from;
	trail->step[0].to = sow(&w, from);
}

static int
bottom_of(const struct bg_view *view)
{
	return view->seat == NORTH ? NORTH : SOUTH;
}

/* The pit shown in column i of side's row. */
static int
pit_at(const struct wari *w, const struct bg_view *view, int side, int i)
{
	return side * w->npits +
	       (side == bottom_of(view) ? i : w->npits - 1 - i);
}

static void
render_row(const struct wari *w, FILE *out, const struct bg_view *view,
           int side)
{
	const struct bg_trail *t = view->trail;
	int unicode = view->style & BG_RENDER_UNICODE;
	int i, pit;

	fputs("  ", out);
	for (i = 0; i < w->npits; i++) {
		char open = ' ', close = ' ';

		pit = pit_at(w, view, side, i);
		if (t && t->steps && pit == t->step[0].to) {
			open = '[';
			close = ']';
		} else if (t && t->steps && pit == t->step[0].from) {
			open = '(';
			close = ')';
		}
		fputs(unicode ? "│" : "|", out);
		if (unicode && !w->pit[pit])
			fprintf(out, "%c  ·%c", open, close);
		else
			fprintf(out, "%c%3d%c", open, w->pit[pit], close);
	}
	fputs(unicode ? "│" : "|", out);
}

static void
render_rule(const struct wari *w, FILE *out, const char *l, const char *m,
            const char *r, const char *h)
{
	int i, k;

	fputs("  ", out);
	fputs(l, out);
	for (i = 0; i < w->npits; i++) {
		for (k = 0; k < 5; k++)
			fputs(h, out);
		fputs(i + 1 < w->npits ? m : r, out);
	}
	fputc('\n', out);
}

static void
render_labels(const struct wari *w, FILE *out, const struct bg_view *view,
              int side)
{
	int i;

	fputs("  ", out);
	for (i = 0; i < w->npits; i++)
		fprintf(out, "%*c", i ? 6 : 5,
		        'a' + pit_at(w, view, side, i) % w->npits);
	fputc('\n', out);
}

static void
render_side(const struct wari *w, FILE *out, const struct bg_view *view,
            int side)
{
	int color = view->style & BG_RENDER_COLOR;
	int to_move = !w->end && w->turn == side;
	const char *marker = view->style & BG_RENDER_UNICODE ? "◀ to move"
	                                                     : "<- to move";

	render_row(w, out, view, side);
	fprintf(out, "  %s%s%s captured %d%s%s\n",
	        color ? (side == NORTH ? "\033[33m" : "\033[36m") : "",
	        seat_names[side], color ? "\033[0m" : "", w->captured[side],
	        to_move ? "  " : "", to_move ? marker : "");
}

static const char *const end_why[] = {
	"", "no legal move", "agreement", "quiet plies"
};

static void
wari_render_text(const struct bg_state *st, FILE *out,
                 const struct bg_view *view)
{
	const struct wari *w = CW(st);
	int u = view->style & BG_RENDER_UNICODE;
	int bottom = bottom_of(view), top = 1 - bottom;

	render_labels(w, out, view, top);
	render_rule(w, out, u ? "┌" : "+", u ? "┬" : "+", u ? "┐" : "+",
	            u ? "─" : "-");
	render_side(w, out, view, top);
	render_rule(w, out, u ? "├" : "+", u ? "┼" : "+", u ? "┤" : "+",
	            u ? "─" : "-");
	render_side(w, out, view, bottom);
	render_rule(w, out, u ? "└" : "+", u ? "┴" : "+", u ? "┘" : "+",
	            u ? "─" : "-");
	render_labels(w, out, view, bottom);
	fprintf(out, "  ply %lu, %lu since a capture; twelve=%s slam=%s "
	        "quiet=%d\n", (unsigned long)w->ply, (unsigned long)w->idle,
	        twelve_names[w->twelve], slam_names[w->slam], w->quiet);
	if (w->end) {
		if (w->result == RESULT_DRAW)
			fprintf(out, "  game over (%s): draw %d-%d\n",
			        end_why[w->end], w->captured[NORTH],
			        w->captured[SOUTH]);
		else
			fprintf(out, "  game over (%s): %s wins %d-%d\n",
			        end_why[w->end], seat_names[w->result],
			        w->captured[w->result],
			        w->captured[1 - w->result]);
	}
}

static void
wari_render_svg(const struct bg_state *st, FILE *out,
                const struct bg_view *view, int *width, int *height)
{
	const struct wari *w = CW(st);
	const struct bg_trail *t = view->trail;
	static const char *const fill[] = { "#e0b040", "#40a0c0" };
	int n = w->npits, bottom = bottom_of(view), side, i;
	int px[2 * WARI_MAXPITS], py[2 * WARI_MAXPITS];

	*width = 70 * n + 250;
	*height = 250;
	fprintf(out, "<rect x=\"10\" y=\"30\" width=\"%d\" height=\"160\" "
	        "rx=\"30\" fill=\"#8b5a2b\"/>\n", 70 * n + 20);
	for (side = 0; side < 2; side++) {
		int y = side == bottom ? 150 : 70;

		for (i = 0; i < n; i++) {
			int pit = pit_at(w, view, side, i);
			int x = 55 + 70 * i;

			px[pit] = x;
			py[pit] = y;
			fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"28\" "
			        "fill=\"#5c3a1a\" stroke=\"%s\" "
			        "stroke-width=\"3\"/>\n", x, y, fill[side]);
			fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"22\" "
			        "text-anchor=\"middle\" fill=\"#fff\">%d</text>\n",
			        x, y + 8, w->pit[pit]);
			fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"14\" "
			        "text-anchor=\"middle\" fill=\"#333\">%c</text>\n",
			        x, side == bottom ? 212 : 22, 'a' + pit % n);
		}
		fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"18\" "
		        "fill=\"#000\"%s><tspan fill=\"%s\">%s</tspan> "
		        "captured %d%s</text>\n", 70 * n + 45, y + 6,
		        !w->end && w->turn == side ? " font-weight=\"bold\"" : "",
		        fill[side], seat_names[side], w->captured[side],
		        !w->end && w->turn == side ? " \xe2\x97\x80" : "");
	}
	if (t && t->steps)
		bg_svg_trail(out, px[t->step[0].from], py[t->step[0].from],
		             px[t->step[0].to], py[t->step[0].to], 28);
	fprintf(out, "<text x=\"10\" y=\"236\" font-size=\"14\" "
	        "fill=\"#000\">ply %lu: ", (unsigned long)w->ply);
	if (!w->end)
		fprintf(out, "%s to move", seat_names[w->turn]);
	else if (w->result == RESULT_DRAW)
		fprintf(out, "game over (%s), a draw %d-%d", end_why[w->end],
		        w->captured[NORTH], w->captured[SOUTH]);
	else
		fprintf(out, "game over (%s), %s wins %d-%d", end_why[w->end],
		        seat_names[w->result], w->captured[w->result],
		        w->captured[1 - w->result]);
	fputs("</text>\n", out);
}

const struct bg_game bg_wari = {
	.name = "wari",
	.summary = "Wari, a two-row mancala of 48 stones (WR-1..WR-9)",
	.builtin = &bg_wari_yaml,
	.options = wari_options,
	.load_def = wari_load_def,
	.free_def = wari_free_def,
	.init = wari_init,
	.parse = wari_parse,
	.format = wari_format,
	.phase = wari_phase,
	.actor = wari_actor,
	.seat = wari_seat,
	.moves = wari_moves,
	.format_move = wari_format_move,
	.parse_action = wari_parse_action,
	.apply = wari_apply,
	.chance = wari_chance,
	.outcome = wari_outcome,
	.trail = wari_trail,
	.render_text = wari_render_text,
	.render_svg = wari_render_svg,
	.evaluate = wari_evaluate,
};
