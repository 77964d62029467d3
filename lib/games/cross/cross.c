/* The cross board shared by Waju and Wahoo: its definition, seating,
 * roll-off and the marbles on it.  The rules of each race stay in its
 * own file. */
#include <stdlib.h>
#include <string.h>

#include "games/cross/cross.h"

char *
cross_put_seats(char *p, int players, unsigned mask)
{
	int i, first = 1;

	for (i = 0; i < players; i++)
		if (mask & (1u << i)) {
			if (!first)
				*p++ = ',';
			p = bg_put_uint(p, (unsigned long)cross_seat_of(players, i)
			                   + 1);
			first = 0;
		}
	return p;
}

/* A seat number that plays, as a player index. */
int
cross_scan_seat(struct bg_scan *s, int players, const char *rules,
                int *player)
{
	unsigned long v;
	int p;

	if (bg_scan_uint(s, "a seat", CROSS_SEATS, &v) < 0)
		return -1;
	for (p = 0; p < players; p++)
		if ((unsigned long)cross_seat_of(players, p) + 1 == v) {
			*player = p;
			return 0;
		}
	return bg_scan_fail(s, "seat %lu does not play: %d players sit in "
	                    "seats %s (%s-1)", v, players,
	                    players == 2 ? "1 and 3" : players == 3
	                    ? "1, 2 and 3" : "1 to 4", rules);
}

/* contenders=S,S,...: the seats of a roll-off, ascending. */
int
cross_scan_contenders(struct bg_scan *s, int players, const char *rules,
                      uint8_t *contenders)
{
	int i, p = 0;

	if (bg_scan_key(s, "contenders") < 0)
		return -1;
	for (i = 0;; i++) {
		if (i && bg_scan_char(s, ',', "',' before the next seat") < 0)
			return -1;
		if (cross_scan_seat(s, players, rules, &p) < 0)
			return -1;
		if (*contenders >> p)
			return bg_scan_fail(s, "the seats are written in "
			                    "ascending order, once each");
		*contenders |= (uint8_t)(1u << p);
		if (s->p == s->end || *s->p != ',')
			break;
	}
	if (i == 0)
		return bg_scan_fail(s, "a roll-off has two contenders or more "
		                    "(%s-2)", rules);
	return 0;
}

int
cross_roll_off(uint8_t *contenders, const uint8_t *dice)
{
	unsigned tied = bg_rolloff(*contenders, dice, 0);
	int p;

	*contenders = (uint8_t)tied;
	if (tied & (tied - 1))
		return -1;
	for (p = 0; !(tied & (1u << p)); p++)
		;
	*contenders = 0;
	return p;
}

int
cross_roll_move(const struct bg_state *st, const char *word, size_t len,
                const int *values, int n, struct bg_move *mv,
                struct bg_err *err)
{
	int i;

	for (i = 0; i < n; i++)
		if (values[i] < 1 || values[i] > CROSS_FACES)
			return bg_illegal(err, st, word, len,
			                  "a die shows 1 to %d", CROSS_FACES);
	memset(mv, 0, sizeof *mv);
	mv->kind = BG_ACT_CHANCE;
	mv->len = (uint8_t)n;
	for (i = 0; i < n && i < BG_MAX_DICE; i++) /* n is at most that */
		mv->v[i] = (uint8_t)values[i];
	return 0;
}

int
cross_final_code(const struct cross *d, int seat, int i)
{
	return d->road + 1 + CROSS_FINAL * seat + i;
}

/* A marble's place in the order of its way: home, the road from the
 * start, the centre, the final holes. */
/* The ranks cross_way_rank looks up, worked out once per seat: they
 * order marbles after every movement a move generator tries. */
static void
rank_holes(const struct cross *d, struct cross_seat *s)
{
	int code, r;

	for (code = 0; code < 256; code++) {
		r = code < CROSS_CODES ? s->rel[code] : -1;
		s->rank[code] = (uint8_t)(code == CROSS_HOME ? 0
		                          : code == d->road ? s->road_len + 1
		                          : r < s->road_len ? r + 1 : r + 2);
	}
}

void
cross_board_of(const uint8_t (*pos)[CROSS_MARBLES], int players,
               int marbles, struct cross_board *b)
{
	int p, i;

	memcpy(b->pos, pos, sizeof b->pos);
	memset(b->occ, 0, sizeof b->occ);
	for (p = 0; p < players; p++)
		for (i = 0; i < marbles; i++)
			if (pos[p][i] != CROSS_HOME)
				b->occ[pos[p][i]] = (uint8_t)(p + 1);
}

void
cross_sort_marbles(const struct cross *d, int players, int marbles,
                   uint8_t *pos, int p)
{
	const struct cross_seat *s = &d->seat[cross_seat_of(players, p)];
	int i, j;

	for (i = 1; i < marbles; i++)
		for (j = i; j > 0 && cross_way_rank(d, s, pos[j - 1]) >
		                     cross_way_rank(d, s, pos[j]); j--) {
			uint8_t t = pos[j];

			pos[j] = pos[j - 1];
			pos[j - 1] = t;
		}
}

/* Player p's marble goes from one hole to another; a marble of another
 * colour where it lands goes home (WJ-7, WH-5, WH-8). */
void
cross_move_marble(const struct cross *d, int players, int marbles,
                  struct cross_board *b, int p, int from, int to)
{
	int q = b->occ[to] - 1, i;

	if (q >= 0 && q != p) {
		for (i = 0; b->pos[q][i] != to; i++)
			;
		b->pos[q][i] = CROSS_HOME;
		cross_sort_marbles(d, players, marbles, b->pos[q], q);
	}
	for (i = 0; b->pos[p][i] != from; i++)
		;
	b->pos[p][i] = (uint8_t)to;
	if (from != CROSS_HOME)
		b->occ[from] = 0;
	b->occ[to] = (uint8_t)(p + 1);
	cross_sort_marbles(d, players, marbles, b->pos[p], p);
}

const uint8_t *
cross_marble_xy(const struct cross *d, int seat, int code, int *athome)
{
	if (code == CROSS_HOME)
		return d->seat[seat].home_xy[(*athome)++];
	if (code < d->road)
		return d->road_xy[code];
	if (code == d->road)
		return d->centre_xy;
	return d->seat[seat].final_xy[(code - d->road - 1) % CROSS_FINAL];
}

/* Definitions. */

int
cross_read_xy(const struct bg_node *n, const char *src, int grid,
              uint8_t *xy, struct bg_err *err)
{
	unsigned long v;
	int i;

	if (!n || n->kind != BG_NODE_SEQ || n->count != 2)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a place is "
		               "[column, row]", src, n ? n->line : 0);
	for (i = 0; i < 2; i++) {
		if (bg_node_uint(n->items[i], src, i ? "a row" : "a column", 0,
		                 (unsigned long)grid - 1, &v, err) < 0)
			return -1;
		xy[i] = (uint8_t)v;
	}
	return 0;
}

int
cross_read_xy_list(const struct bg_node *n, const char *src, int grid,
                   int count, uint8_t (*xy)[2], const char *what,
                   struct bg_err *err)
{
	int i;

	if (!n || n->kind != BG_NODE_SEQ || n->count != (size_t)count)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: %s: a list of %d "
		               "places [column, row]", src, n ? n->line : 0,
		               what, count);
	for (i = 0; i < count; i++)
		if (cross_read_xy(n->items[i], src, grid, xy[i], err) < 0)
			return -1;
	return 0;
}

/* A road hole; the caller words what is missing. */
int
cross_read_hole(const struct bg_node *n, const char *src, const char *key,
                int road, int *out, struct bg_err *err)
{
	unsigned long v;

	if (bg_node_uint(n, src, key, 0, (unsigned long)road - 1, &v,
	                 err) < 0)
		return -1;
	*out = (int)v;
	return 0;
}

/* A seat's colour name, its svg colour and its ANSI colour. */
int
cross_load_looks(const struct bg_node *n, const char *src,
                 struct cross_seat *s, struct bg_err *err)
{
	const struct bg_node *f;
	unsigned long v;

	f = bg_node_get(n, "colour");
	snprintf(s->colour, sizeof s->colour, "%s",
	         f && f->kind == BG_NODE_SCALAR ? f->text : "");
	f = bg_node_get(n, "svg");
	if (!f || f->kind != BG_NODE_SCALAR || strlen(f->text) != 7 ||
	    f->text[0] != '#' || strspn(f->text + 1, "0123456789abcdefABCDEF") != 6)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat's svg colour "
		               "is #rrggbb", src, f ? f->line : n->line);
	memcpy(s->svg, f->text, 8);
	f = bg_node_get(n, "ansi");
	if (!f)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat needs "
		               "'ansi:'", src, n->line);
	if (bg_node_uint(f, src, "ansi", 30, 97, &v, err) < 0)
		return -1;
	s->ansi = (int)v;
	return 0;
}

/* Seat k's way from its start and entry: the road, then its finals. */
void
cross_lay_way(const struct cross *d, int k, struct cross_seat *s)
{
	int i;

	s->road_len = (s->entry - s->start + d->road) % d->road + 1;
	s->len = s->road_len + CROSS_FINAL;
	memset(s->rel, -1, sizeof s->rel);
	for (i = 0; i < s->road_len; i++)
		s->route[i] = (uint8_t)((s->start + i) % d->road);
	for (i = 0; i < CROSS_FINAL; i++)
		s->route[s->road_len + i] = (uint8_t)cross_final_code(d, k, i);
	for (i = 0; i < s->len; i++)
		s->rel[s->route[i]] = (int8_t)i;
	rank_holes(d, s);
}

/* The grid, the road and the centre hole under its key. */
int
cross_load_board(const struct bg_node *root, const char *src,
                 const char *centre, struct cross *d, struct bg_err *err)
{
	const struct bg_node *n;
	unsigned long v;
	size_t i;

	n = bg_node_get(root, "grid");
	if (!n)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: no 'grid:'", src,
		               root->line);
	if (bg_node_uint(n, src, "grid", 3, CROSS_MAXGRID, &v, err) < 0)
		return -1;
	d->grid = (int)v;
	n = bg_node_get(root, "road");
	if (!n || n->kind != BG_NODE_SEQ || n->count < 8 ||
	    n->count > CROSS_MAXROAD)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: the road is a list "
		               "of 8 to %d places [column, row]", src,
		               n ? n->line : root->line, CROSS_MAXROAD);
	d->road = (int)n->count;
	for (i = 0; i < n->count; i++)
		if (cross_read_xy(n->items[i], src, d->grid, d->road_xy[i],
		                  err) < 0)
			return -1;
	return cross_read_xy(bg_node_get(root, centre), src, d->grid,
	                     d->centre_xy, err);
}

/* Every place is drawn in a cell of its own. */
static int
places_apart(const struct cross *d, const char *src, struct bg_err *err)
{
	uint8_t used[CROSS_MAXGRID][CROSS_MAXGRID] = { { 0 } };
	const uint8_t *xy[CROSS_MAXROAD + 1 + 2 * CROSS_SEATS * CROSS_FINAL];
	int n = 0, i, k;

	for (i = 0; i < d->road; i++)
		xy[n++] = d->road_xy[i];
	xy[n++] = d->centre_xy;
	for (k = 0; k < CROSS_SEATS; k++)
		for (i = 0; i < CROSS_FINAL; i++) {
			xy[n++] = d->seat[k].final_xy[i];
			xy[n++] = d->seat[k].home_xy[i];
		}
	for (i = 0; i < n; i++) {
		if (used[xy[i][0]][xy[i][1]])
			return bg_fail(err, BG_EX_DATAERR, "%s: two holes at "
			               "[%d, %d]", src, xy[i][0], xy[i][1]);
		used[xy[i][0]][xy[i][1]] = 1;
	}
	return 0;
}

/* The four seats clockwise, each read by the game's load_seat into def,
 * on starts of their own and places apart. */
int
cross_load_seats(const struct bg_node *root, const char *src,
                 struct cross *d,
                 int (*load_seat)(const struct bg_node *, const char *,
                                  void *, int, struct bg_err *),
                 void *def, struct bg_err *err)
{
	const struct bg_node *n = bg_node_get(root, "seats");
	int k;

	if (!n || n->kind != BG_NODE_SEQ || n->count != CROSS_SEATS)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: seats is a list of "
		               "%d seats, clockwise", src,
		               n ? n->line : root->line, CROSS_SEATS);
	for (k = 0; k < CROSS_SEATS; k++)
		if (load_seat(n->items[k], src, def, k, err) < 0)
			return -1;
	for (k = 1; k < CROSS_SEATS; k++)
		if (d->seat[k].start == d->seat[k - 1].start)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: two seats "
			               "start on hole %d", src, n->items[k]->line,
			               d->seat[k].start);
	return places_apart(d, src, err);
}

/* Rendering. */

void
cross_svg_head(FILE *out, const struct cross *d, uint32_t rolls,
               const char *headline, int *width, int *height)
{
	*width = d->grid * CROSS_CELL + 20;
	*height = CROSS_TOP + d->grid * CROSS_CELL + 10;
	fprintf(out, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
	        "fill=\"#f3e3c3\"/>\n", *width, *height);
	fprintf(out, "<text x=\"10\" y=\"22\" font-size=\"15\">rolls %lu: "
	        "%s</text>\n", (unsigned long)rolls, headline);
}

void
cross_mark_seats(const struct cross *d,
                 struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID],
                 int final_kind, int home_kind)
{
	int i, k;

	for (k = 0; k < CROSS_SEATS; k++) {
		const struct cross_seat *s = &d->seat[k];

		for (i = 0; i < CROSS_FINAL; i++) {
			struct cross_cell *f = &c[s->final_xy[i][1]]
			                         [s->final_xy[i][0]];
			struct cross_cell *h = &c[s->home_xy[i][1]]
			                         [s->home_xy[i][0]];

			f->kind = (uint8_t)final_kind;
			f->seat = (uint8_t)k;
			h->kind = (uint8_t)home_kind;
			h->seat = (uint8_t)k;
		}
	}
}

void
cross_mark_marbles(const struct cross *d, int players, int marbles,
                   const uint8_t (*pos)[CROSS_MARBLES],
                   struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID])
{
	int i, p, seat, athome;

	for (p = 0; p < players; p++) {
		seat = cross_seat_of(players, p);
		athome = 0;
		for (i = 0; i < marbles; i++) {
			const uint8_t *xy = cross_marble_xy(d, seat, pos[p][i],
			                                    &athome);

			c[xy[1]][xy[0]].marble = (uint8_t)(seat + 1);
		}
	}
}

/* Whether the cell at x, y is a place of the trail. */
static int
on_trail(const struct bg_trail *t, int x, int y)
{
	int i;

	for (i = 0; t && i < t->steps; i++)
		if (t->step[i].from == y * CROSS_MAXGRID + x ||
		    t->step[i].to == y * CROSS_MAXGRID + x)
			return 1;
	return 0;
}

void
cross_text_rows(FILE *out, const struct cross *d,
                const struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID],
                const char *const *glyph, int color,
                int (*tint)(const struct cross *, const struct cross_cell *),
                const struct bg_trail *trail)
{
	int x, y, end, sgr, mark, marked;

	for (y = 0; y < d->grid; y++) {
		for (end = d->grid; end > 0 && c[y][end - 1].kind == 0; end--)
			;
		for (x = 0, marked = 0; x < end; x++) {
			const struct cross_cell *k = &c[y][x];
			int ansi = d->seat[k->marble ? k->marble - 1 : k->seat].ansi;

			/* The holes of the trail between brackets: [2] */
			mark = on_trail(trail, x, y);
			if (x)
				fputc(marked ? ']' : ' ', out);
			fputc(mark ? '[' : ' ', out);
			marked = mark;
			if (k->marble && color)
				fprintf(out, "\033[1;%dm%d\033[0m", ansi, k->marble);
			else if (k->marble)
				fprintf(out, "%d", k->marble);
			else if (color && (sgr = tint(d, k)) != 0)
				fprintf(out, "\033[%dm%s\033[0m", sgr,
				        glyph[k->kind]);
			else
				fputs(glyph[k->kind], out);
		}
		if (marked)
			fputc(']', out);
		fputc('\n', out);
	}
}

void
cross_text_seat(FILE *out, const struct cross *d, int seat, int home,
                int final, const char *finals, int won, int to_play,
                int style)
{
	fprintf(out, "seat %d %s: %d at home, %d in %s", seat + 1,
	        d->seat[seat].colour, home, final, finals);
	if (won)
		fputs("  won", out);
	else if (to_play)
		fputs(style & BG_RENDER_UNICODE ? "  \xe2\x97\x80 to play"
		                                : "  <- to play", out);
	fputc('\n', out);
}

/* A dashed line from the centre to a road hole. */
void
cross_svg_link(FILE *out, const struct cross *d, int turns, int hole,
               const char *stroke)
{
	int x1, y1, x2, y2;

	cross_turn_xy(d, turns, d->centre_xy, &x1, &y1);
	cross_turn_xy(d, turns, d->road_xy[hole], &x2, &y2);
	fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
	        "stroke=\"%s\" stroke-dasharray=\"4 4\"/>\n",
	        CROSS_CX(x1), CROSS_CY(y1), CROSS_CX(x2), CROSS_CY(y2), stroke);
}

void
cross_trail(const struct cross *d, int seat, const uint8_t *pos, int marbles,
            const struct bg_move *mv, struct bg_trail *trail)
{
	const uint8_t *xy;
	int athome = 0, i, k;

	memset(trail, 0, sizeof *trail);
	if (mv->kind != BG_ACT_MOVE)
		return;
	for (i = 0; i < marbles; i++)
		athome += pos[i] == CROSS_HOME;
	for (k = 0; k + 1 < mv->len && trail->steps < BG_TRAIL_STEPS; k += 2) {
		int slot = athome > 0 ? athome - 1 : 0;

		xy = cross_marble_xy(d, seat, mv->v[k], &slot);
		athome -= mv->v[k] == CROSS_HOME;
		trail->step[trail->steps].from = xy[1] * CROSS_MAXGRID + xy[0];
		slot = 0;
		xy = cross_marble_xy(d, seat, mv->v[k + 1], &slot);
		trail->step[trail->steps].to = xy[1] * CROSS_MAXGRID + xy[0];
		trail->steps++;
	}
}

/* A quarter turn clockwise of x, y on the grid. */
static void
quarter(int grid, int *x, int *y)
{
	int t = *x;

	*x = grid - 1 - *y;
	*y = t;
}

int
cross_turns(const struct cross *d, int seat)
{
	int turns, x, y, mid2 = d->grid - 1;

	if (seat < 0 || seat >= CROSS_SEATS)
		return 0;
	/* The seat's arm: the way into its final holes. */
	x = d->seat[seat].final_xy[0][0];
	y = d->seat[seat].final_xy[0][1];
	/* Twice the distance from the centre, below it by more than aside. */
	for (turns = 0; turns < 4; turns++) {
		if (2 * y - mid2 > abs(2 * x - mid2))
			return turns;
		quarter(d->grid, &x, &y);
	}
	return 0;
}

void
cross_turn_xy(const struct cross *d, int turns, const uint8_t *xy, int *x,
              int *y)
{
	*x = xy[0];
	*y = xy[1];
	while (turns-- > 0)
		quarter(d->grid, x, y);
}

void
cross_turn_grid(const struct cross *d, int turns,
                struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID])
{
	static const struct cross_cell none;
	struct cross_cell t[CROSS_MAXGRID][CROSS_MAXGRID];
	uint8_t xy[2];
	int x, y, tx, ty;

	if (!turns)
		return;
	for (y = 0; y < CROSS_MAXGRID; y++)
		for (x = 0; x < CROSS_MAXGRID; x++)
			t[y][x] = none;
	for (y = 0; y < d->grid; y++)
		for (x = 0; x < d->grid; x++) {
			xy[0] = (uint8_t)x;
			xy[1] = (uint8_t)y;
			cross_turn_xy(d, turns, xy, &tx, &ty);
			t[ty][tx] = c[y][x];
		}
	memcpy(c, t, sizeof t);
}

void
cross_turn_trail(const struct cross *d, int turns, const struct bg_trail *in,
                 struct bg_trail *out)
{
	uint8_t xy[2];
	int i, x, y;

	memset(out, 0, sizeof *out);
	for (i = 0; in && i < in->steps; i++) {
		xy[0] = (uint8_t)(in->step[i].from % CROSS_MAXGRID);
		xy[1] = (uint8_t)(in->step[i].from / CROSS_MAXGRID);
		cross_turn_xy(d, turns, xy, &x, &y);
		out->step[i].from = y * CROSS_MAXGRID + x;
		xy[0] = (uint8_t)(in->step[i].to % CROSS_MAXGRID);
		xy[1] = (uint8_t)(in->step[i].to / CROSS_MAXGRID);
		cross_turn_xy(d, turns, xy, &x, &y);
		out->step[i].to = y * CROSS_MAXGRID + x;
		out->steps++;
	}
}

void
cross_svg_trail(FILE *out, const struct bg_trail *trail)
{
	int i;

	for (i = 0; i < trail->steps; i++) {
		int from = trail->step[i].from, to = trail->step[i].to;

		bg_svg_trail(out, CROSS_CX(from % CROSS_MAXGRID),
		             CROSS_CY(from / CROSS_MAXGRID),
		             CROSS_CX(to % CROSS_MAXGRID),
		             CROSS_CY(to / CROSS_MAXGRID), 12);
	}
}

void
cross_svg_hole(FILE *out, int x, int y, int r, const char *fill,
               const char *stroke, int width)
{
	fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" "
	        "fill=\"%s\" stroke=\"%s\" stroke-width=\"%d\"/>\n",
	        CROSS_CX(x), CROSS_CY(y), r, fill, stroke, width);
}

void
cross_svg_marble(FILE *out, const struct cross *d, int x, int y,
                 int marble)
{
	fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"10\" "
	        "fill=\"%s\" stroke=\"#000\"/><text x=\"%d\" "
	        "y=\"%d\" font-size=\"11\" fill=\"#fff\" "
	        "text-anchor=\"middle\">%d</text>\n", CROSS_CX(x),
	        CROSS_CY(y), d->seat[marble - 1].svg, CROSS_CX(x),
	        CROSS_CY(y) + 4, marble);
}
