/* The transposition table of ab:D: one a worker, 2^18 entries of 48
 * bytes (12 MiB), kept from one search to the next.  Each search takes a
 * new stamp, and entries of other stamps count as empty, so a search
 * finds only what it stored itself: what a search returns does not
 * depend on the searches made before it on the same worker. */
#include <string.h>

#include "engine/engine.h"

#define TT_BITS 18

struct tt_head {
	uint64_t stamp; /* the last stamp taken */
};

int
bg_tt_open(struct bg_tt *tt, struct bg_worker *w, struct bg_err *err)
{
	size_t n = (size_t)1 << TT_BITS;
	struct tt_head *head = bg_worker_mem(w, BG_MEM_TABLE, sizeof *head +
	                                     n * sizeof *tt->e, err);

	if (!head)
		return -1;
	tt->e = (struct bg_tt_entry *)(head + 1);
	tt->mask = n - 1;
	tt->stamp = (uint32_t)++head->stamp;
	if (tt->stamp == 0) { /* after 2^32 searches: start afresh */
		memset(tt->e, 0, n * sizeof *tt->e);
		tt->stamp = (uint32_t)++head->stamp;
	}
	return 0;
}

/* FNV-1a over the state's bytes, eight at a time. */
uint64_t
bg_state_hash(const struct bg_state *st)
{
	uint64_t h = 0xcbf29ce484222325u, w;
	size_t i;

	for (i = 0; i < BG_STATE_BYTES; i += sizeof w) {
		memcpy(&w, st->u.bytes + i, sizeof w);
		h = (h ^ w) * 0x100000001b3u;
	}
	return h ^ (h >> 29);
}

struct bg_tt_entry *
bg_tt_find(const struct bg_tt *tt, uint64_t key)
{
	struct bg_tt_entry *e = &tt->e[key & tt->mask];

	return e->stamp == tt->stamp && e->key == key ? e : NULL;
}

struct bg_tt_entry *
bg_tt_slot(const struct bg_tt *tt, uint64_t key)
{
	struct bg_tt_entry *e = &tt->e[key & tt->mask];

	e->key = key;
	e->stamp = tt->stamp;
	return e;
}
