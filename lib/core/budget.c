/* Memory counted against a budget.  A solver's tables are large blocks
 * made and given back while they are built; each block is mapped for
 * itself in whole pages, counted as such, so that a block given back
 * leaves the process at once and the process's peak follows the count
 * (freed heap memory would stay with the process, uncounted).  Under
 * AddressSanitizer the blocks come from malloc, where its checks see
 * them, and are counted the same, so that what fits is the same. */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "core/core.h"

#if defined(__SANITIZE_ADDRESS__)
#define BUDGET_MALLOC 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BUDGET_MALLOC 1
#endif
#endif

/* The bytes a block of size bytes takes: whole pages, at least one. */
static size_t
counted(size_t bytes)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);

	return bytes ? (bytes + page - 1) / page * page : page;
}

#ifdef BUDGET_MALLOC
static void *
map(size_t bytes)
{
	return malloc(bytes);
}

static void
unmap(void *p, size_t bytes)
{
	(void)bytes;
	free(p);
}
#else
static void *
map(size_t bytes)
{
	void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
	               MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	return p == MAP_FAILED ? NULL : p;
}

static void
unmap(void *p, size_t bytes)
{
	munmap(p, bytes);
}
#endif

int
bg_budget_take(struct bg_budget *b, size_t bytes, void **p)
{
	*p = NULL;
	if (!bg_budget_hold(b, bytes))
		return 0;
	if (!(*p = map(counted(bytes)))) {
		bg_budget_release(b, bytes);
		return -1;
	}
	return 1;
}

void
bg_budget_give(struct bg_budget *b, void *p, size_t bytes)
{
	if (p) {
		unmap(p, counted(bytes));
		b->used -= counted(bytes);
	}
}

int
bg_budget_grow(struct bg_budget *b, void **p, size_t old, size_t bytes)
{
	void *grown;
	int status = bg_budget_take(b, bytes, &grown);

	if (status == 1) {
		if (*p)
			memcpy(grown, *p, old);
		bg_budget_give(b, *p, old);
		*p = grown;
	}
	return status;
}

void
bg_budget_cut(struct bg_budget *b, void *p, size_t old, size_t bytes)
{
	size_t keep = counted(bytes), had = counted(old);

	if (!p || keep >= had)
		return;
#ifndef BUDGET_MALLOC
	unmap((char *)p + keep, had - keep);
#endif
	b->used -= had - keep;
}

int
bg_budget_hold(struct bg_budget *b, size_t bytes)
{
	size_t n = counted(bytes);

	if (n > b->max || b->used > b->max - n)
		return 0;
	b->used += n;
	return 1;
}

void
bg_budget_release(struct bg_budget *b, size_t bytes)
{
	b->used -= counted(bytes);
}
