/* The games of the records selected (record.h), to find the same game
 * again: a hash table of each game's first record, and a chain from it
 * through the records of the same game, in input order. */
#include <stdlib.h>
#include <string.h>

#include "record/record.h"

/* The slot of game id in a table of slots (a power of two): the one
 * that holds it, or the empty one where it goes. */
static size_t
slot_of(const struct bg_seen *seen, const size_t *slot, size_t slots,
        const uint64_t id[2])
{
	size_t i = (size_t)id[0] & (slots - 1);
	const struct bg_seen_game *g;

	while (slot[i]) {
		g = &seen->game[slot[i] - 1];
		if (g->id[0] == id[0] && g->id[1] == id[1])
			break;
		i = (i + 1) & (slots - 1);
	}
	return i;
}

/* Room for one more record, its table kept at most half full. */
static int
grow(struct bg_seen *seen, struct bg_err *err)
{
	struct bg_seen_game *game;
	size_t *slot, slots, i;

	if (seen->n == seen->cap) {
		i = seen->cap ? 2 * seen->cap : 1024;
		if (!(game = realloc(seen->game, i * sizeof *game)))
			return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		seen->game = game;
		seen->cap = i;
	}
	if (2 * (seen->n + 1) <= seen->slots)
		return 0;
	slots = seen->slots ? 2 * seen->slots : 2048;
	if (!(slot = calloc(slots, sizeof *slot)))
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	for (i = 0; i < seen->n; i++)
		if (!seen->game[i].again)
			slot[slot_of(seen, slot, slots, seen->game[i].id)] = i + 1;
	free(seen->slot);
	seen->slot = slot;
	seen->slots = slots;
	return 0;
}

int
bg_seen_add(struct bg_seen *seen, const uint64_t id[2], const char *place,
            struct bg_err *err)
{
	struct bg_seen_game *g, *first;
	size_t i;

	/* With no place to keep (--unique) a game seen before adds nothing:
	 * a game is held once, however many records hold it. */
	if (!place && seen->slots &&
	    seen->slot[slot_of(seen, seen->slot, seen->slots, id)])
		return 1;
	if (grow(seen, err) < 0)
		return -1;
	g = &seen->game[seen->n];
	*g = (struct bg_seen_game){ .id = { id[0], id[1] } };
	if (place && !(g->place = strdup(place)))
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	seen->n++;
	i = slot_of(seen, seen->slot, seen->slots, id);
	if (!seen->slot[i]) {
		seen->slot[i] = seen->n;
		g->last = seen->n;
		return 0;
	}
	first = &seen->game[seen->slot[i] - 1];
	seen->game[first->last - 1].next = seen->n;
	first->last = seen->n;
	g->again = 1;
	return 1;
}

void
bg_seen_free(struct bg_seen *seen)
{
	size_t i;

	for (i = 0; i < seen->n; i++)
		free(seen->game[i].place);
	free(seen->game);
	free(seen->slot);
	memset(seen, 0, sizeof *seen);
}
