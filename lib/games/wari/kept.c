/* Wari: the layers of the exact tables kept in table files (core/tables.c,
 * formats/wari.md "Exact values"), those of WARI_KEPT_POSITIONS positions
 * or more (8 stones and more on the standard board); smaller ones are
 * built again sooner than read.  A layer is used where its file is read
 * (a block whose header keeps its table aligned): its arrays point into
 * it, nothing more is copied.
 *
 * A layer's bytes in its file: a head (its positions, the ply from which
 * its values stay and the number of changes), then, when values change
 * with the plies left, start[] and ply[] of the changes, then first[],
 * last[] (when they change) and value[] of the changes: the larger items
 * first, so that each array is aligned where it is read.
 *
 * A file is only read when its rules, shape and checksum are those of
 * the layer asked for, and its arrays are checked to lead nowhere
 * outside themselves, and its values to be margins of its stones,
 * before they are used. */
#include <stdlib.h>
#include <string.h>

#include "games/wari/wari.h"

#define WARI_KEPT_POSITIONS 65536

struct kept_head {
	uint32_t count;
	uint32_t top;
	uint32_t changes;
	uint32_t unused;
};

/* The parts of a layer of count positions and n changes, in the file's
 * order, and their sizes. */
struct kept_parts {
	size_t start, ply, first, last, value, total;
};

static struct kept_parts
parts_of(uint32_t count, uint32_t n)
{
	struct kept_parts p;

	p.start = n ? ((size_t)count + 1) * sizeof(uint32_t) : 0;
	p.ply = (size_t)n * sizeof(uint16_t);
	p.first = count;
	p.last = n ? count : 0;
	p.value = n;
	p.total = sizeof(struct kept_head) + p.start + p.ply + p.first +
	          p.last + p.value;
	return p;
}

/* The file of layer s of like's rules, which has count positions. */
static void
describe(const struct bg_state *like, int s, uint32_t count,
         struct bg_table_file *f)
{
	const struct wari *w = CS(like);
	const uint32_t rules[7] = { w->npits, w->twelve, w->slam, w->quiet,
	                            (uint32_t)s, (uint32_t)wari_index_kind(w),
	                            w->cycle };
	/* the plain rules' files keep the name they had before the endings
	 * of WR-10 and WR-11 came */
	size_t known = w->majority || w->cycle ? sizeof rules
	                                       : 5 * sizeof rules[0];

	memset(f, 0, sizeof *f);
	f->game = "wari";
	f->rules = bg_fnv1a(0xcbf29ce484222325u, rules, known);
	snprintf(f->shape, sizeof f->shape, "wari-layer-%d-%u", s, count);
}

void
wari_layer_keep(const struct wari_layer *l, int s, const struct bg_state *like)
{
	uint32_t n = l->start ? l->start[l->count] : 0;
	struct kept_parts p = parts_of(l->count, n);
	struct kept_head head = { l->count, l->top, n, 0 };
	struct bg_table_file f;
	char *block, *at;

	if (l->count < WARI_KEPT_POSITIONS || !(block = malloc(p.total)))
		return;
	at = block;
	memcpy(at, &head, sizeof head);
	at += sizeof head;
	if (n) {
		memcpy(at, l->start, p.start);
		memcpy(at += p.start, l->ply, p.ply);
		at += p.ply;
	}
	memcpy(at, l->first, p.first);
	if (n) {
		memcpy(at += p.first, l->last, p.last);
		memcpy(at += p.last, l->value, p.value);
	}
	describe(like, s, l->count, &f);
	f.bytes = p.total;
	bg_table_save(&f, block);
	free(block);
}

/* Do the changes' bounds of head's layer, in start[], lead only inside
 * its arrays? */
static int
sound(const struct kept_head *head, const uint32_t *start)
{
	uint32_t i;

	if (!head->changes)
		return 1;
	if (start[0] != 0 || start[head->count] != head->changes)
		return 0;
	for (i = 0; i < head->count; i++)
		if (start[i] > start[i + 1])
			return 0;
	return 1;
}

/* Points l's arrays into the file's table, block, whose head is read:
 * its arrays in the file's order, each aligned as the file is. */
static void
point(struct wari_layer *l, const struct kept_head *head, const char *block)
{
	struct kept_parts p = parts_of(head->count, head->changes);
	char *at = (char *)(uintptr_t)(block + sizeof *head);

	memset(l, 0, sizeof *l);
	l->count = head->count;
	l->top = head->top;
	if (head->changes) {
		l->start = (uint32_t *)(void *)at;
		l->ply = (uint16_t *)(void *)(at += p.start);
		at += p.ply;
	}
	l->first = (int8_t *)at;
	if (head->changes) {
		l->last = (int8_t *)(at += p.first);
		l->value = (int8_t *)(at + p.last);
	}
}

/* The layer a file is asked for: its stones and positions. */
struct kept_want {
	int stones;
	uint32_t count;
};

/* Is each value of l a margin of s stones, and are the plies of each
 * position's changes in order, from 2 (first holds k = 1) to top? */
static int
possible(const struct wari_layer *l, int s)
{
	uint32_t i, j;

	for (i = 0; i < l->count; i++) {
		if (l->first[i] < -s || l->first[i] > s)
			return 0;
		if (!l->start)
			continue;
		if (l->last[i] < -s || l->last[i] > s)
			return 0;
		for (j = l->start[i]; j < l->start[i + 1]; j++)
			if (l->value[j] < -s || l->value[j] > s ||
			    l->ply[j] < 2 || l->ply[j] > l->top ||
			    (j > l->start[i] && l->ply[j] <= l->ply[j - 1]))
				return 0;
	}
	return 1;
}

/* The unsound (core.h) of a layer's file: its arrays are checked to
 * lead nowhere outside themselves, and its values to be the game's. */
static const char *
unsound_layer(const void *table, size_t bytes, const void *arg)
{
	const struct kept_want *want = arg;
	struct kept_head head;
	struct wari_layer l;

	if (bytes < sizeof head)
		return "a table of another shape";
	memcpy(&head, table, sizeof head);
	if (head.count != want->count || head.unused != 0 ||
	    parts_of(head.count, head.changes).total != bytes)
		return "a table of another shape";
	if (!sound(&head, (const uint32_t *)(const void *)
	                  ((const char *)table + sizeof head)))
		return "its changes lead outside its arrays";
	point(&l, &head, table);
	return possible(&l, want->stones) ? NULL : BG_TABLE_IMPOSSIBLE;
}

int
wari_layer_fetch(struct wari_layer *l, int s, const struct bg_state *like,
                 uint32_t count, struct bg_budget *budget)
{
	const struct kept_want want = { s, count };
	struct bg_table_file f;
	struct bg_table_map m;
	struct kept_head head;

	if (count < WARI_KEPT_POSITIONS)
		return 0;
	describe(like, s, count, &f);
	f.unsound = unsound_layer;
	f.arg = &want;
	if (!bg_table_map(&f, budget->max - budget->used, &m))
		return 0;
	if (!bg_budget_hold(budget, m.len)) {
		bg_table_unmap(&m);
		return 0;
	}
	memcpy(&head, m.data, sizeof head);
	point(l, &head, m.data);
	l->kept = m;
	return 1;
}
