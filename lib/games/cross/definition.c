/* The cross of a definition: the grid, the road, the centre, and the
 * four seats with their ways, starts, finals and homes. */
#include <string.h>

#include "games/cross/cross.h"

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

static int
read_xy(const struct bg_node *n, const char *src, int grid, uint8_t *xy,
        struct bg_err *err)
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

static int
read_xy_list(const struct bg_node *n, const char *src, int grid, int count,
             uint8_t (*xy)[2], const char *what, struct bg_err *err)
{
	int i;

	if (!n || n->kind != BG_NODE_SEQ || n->count != (size_t)count)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: %s: a list of %d "
		               "places [column, row]", src, n ? n->line : 0,
		               what, count);
	for (i = 0; i < count; i++)
		if (read_xy(n->items[i], src, grid, xy[i], err) < 0)
			return -1;
	return 0;
}

/* The road hole under key in map; a missing one is worded as the
 * game's reader says. */
int
cross_map_hole(const struct cross_reader *r, const struct bg_node *map,
               const char *key, const char *src, int road, int *out,
               struct bg_err *err)
{
	const struct bg_node *n = bg_node_get(map, key);
	unsigned long v;

	if (!n)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: %s'%s:'%s", src,
		               map->line, r->missing[0], key, r->missing[1]);
	if (bg_node_uint(n, src, key, 0, (unsigned long)road - 1, &v,
	                 err) < 0)
		return -1;
	*out = (int)v;
	return 0;
}

/* A seat's colour name, its svg colour and its ANSI colour. */
static int
load_looks(const struct bg_node *n, const char *src, struct cross_seat *s,
           struct bg_err *err)
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
static int
load_board(const struct bg_node *root, const char *src, const char *centre,
           struct cross *d, struct bg_err *err)
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
		if (read_xy(n->items[i], src, d->grid, d->road_xy[i],
		                  err) < 0)
			return -1;
	return read_xy(bg_node_get(root, centre), src, d->grid,
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

/* A seat: its looks, what the game reads of it (its holes, its way laid
 * and checked), its finals and its home. */
static int
load_seat(const struct cross_reader *r, const struct bg_node *n,
          const char *src, struct cross *d, int k, struct bg_err *err)
{
	struct cross_seat *s = &d->seat[k];

	if (n->kind != BG_NODE_MAP)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a seat is a mapping",
		               src, n->line);
	if (bg_node_check_keys(n, src, r->seat_keys, err) < 0 ||
	    load_looks(n, src, s, err) < 0 ||
	    r->load_seat(n, src, d, k, err) < 0)
		return -1;
	if (read_xy_list(bg_node_get(n, r->finals), src, d->grid, CROSS_FINAL,
	                 s->final_xy, r->finals, err) < 0 ||
	    read_xy_list(bg_node_get(n, "home"), src, d->grid, CROSS_MARBLES,
	                 s->home_xy, "home", err) < 0)
		return -1;
	return 0;
}

/* The four seats clockwise, on starts of their own and places apart. */
static int
load_seats(const struct cross_reader *r, const struct bg_node *root,
           const char *src, struct cross *d, struct bg_err *err)
{
	const struct bg_node *n = bg_node_get(root, "seats");
	int k;

	if (!n || n->kind != BG_NODE_SEQ || n->count != CROSS_SEATS)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: seats is a list of "
		               "%d seats, clockwise", src,
		               n ? n->line : root->line, CROSS_SEATS);
	for (k = 0; k < CROSS_SEATS; k++)
		if (load_seat(r, n->items[k], src, d, k, err) < 0)
			return -1;
	for (k = 1; k < CROSS_SEATS; k++)
		if (d->seat[k].start == d->seat[k - 1].start)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: two seats "
			               "start on hole %d", src, n->items[k]->line,
			               d->seat[k].start);
	return places_apart(d, src, err);
}

static int
load_rules(const struct bg_node *rules, const char *src, struct cross *d,
           struct bg_err *err)
{
	static const char *const keys[] = { "players", "marbles", NULL };
	static const char *const players_only[] = { "players", NULL };

	if (rules->kind != BG_NODE_MAP)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: rules must be a "
		               "mapping", src, rules->line);
	if (bg_node_check_keys(rules, src, d->race->marbles ? keys
	                                                    : players_only,
	                       err) < 0)
		return -1;
	if (bg_node_int(rules, src, "players", 2, CROSS_SEATS, &d->players,
	                err) < 0)
		return -1;
	return bg_node_int(rules, src, "marbles", 1, CROSS_MARBLES, &d->marbles,
	                   err);
}

/* What cross_load_def reads as the game's reader says: the board, what
 * the game adds to it, the seats and the rules. */
static int
read_def(const struct bg_node *root, const char *src, const void *how,
         void *def, struct bg_err *err)
{
	const struct cross_reader *r = how;
	struct cross *d = def;
	const struct bg_node *n;

	d->race = r->race;
	d->players = 2;
	d->marbles = r->marbles;
	if (load_board(root, src, r->centre, d, err) < 0 ||
	    r->load_board(root, src, d, err) < 0 ||
	    load_seats(r, root, src, d, err) < 0)
		return -1;
	if ((n = bg_node_get(root, "rules")) && load_rules(n, src, d, err) < 0)
		return -1;
	return 0;
}

/* The load_def hook of both: a definition of r->size bytes, struct cross
 * first. */
int
cross_load_def(const struct cross_reader *r, const struct bg_node *root,
               const char *src, void **out, struct bg_err *err)
{
	return bg_load_def(root, src, r->keys, r->size, read_def, r, out, err);
}

/* WJ-1, WJ-2, WH-1, WH-2: every marble at home, and the roll-off of
 * every seat due. */
int
cross_init(struct bg_state *st, const void *def,
           const struct bg_settings *set, struct bg_err *err)
{
	const struct cross *d = def;
	struct cross_play *c = cross_play_of(st);
	int players = (int)bg_setting_or(set, "players", d->players);
	int marbles = (int)bg_setting_or(set, "marbles", d->marbles);
	int p;

	(void)err;
	memset(st->u.bytes, 0, st->game->size);
	c->players = (uint8_t)players;
	c->marbles = (uint8_t)marbles;
	c->phase = CROSS_ROLL_OFF;
	c->contenders = (uint8_t)((1u << players) - 1);
	for (p = 0; p < players; p++)
		memset(c->pos[p], CROSS_HOME, (size_t)marbles);
	return 0;
}
