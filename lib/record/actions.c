/* Actions given as words (bg-apply's ACTION operands): a record of
 * actions without a state, replayed from each state of standard input. */
#include <stdlib.h>
#include <string.h>

#include "record/record.h"

/* An action word is taken byte for byte: one word of printable ASCII,
 * with no comment or spaces for the record parser to strip. */
static int
is_word(const char *s)
{
	size_t n = 0;

	for (; *s; s++, n++)
		if (*s <= ' ' || *s > '~' || *s == '#')
			return 0;
	return n > 0 && n <= BG_WORD_MAX;
}

struct bg_record_item *
bg_record_actions(char *const *words, int n, int *bad)
{
	struct bg_record_item *items = calloc((size_t)n + 1, sizeof *items);
	struct bg_record_order order;
	struct bg_err err;
	int i;

	*bad = -1;
	if (!items)
		return NULL;
	bg_record_order_init(&order);
	for (i = 0; i < n; i++)
		if (!is_word(words[i]) ||
		    bg_record_line(&order, words[i], strlen(words[i]), 0, 0,
		                   &items[i], &err) != 1 ||
		    items[i].kind != BG_ITEM_ACTION) {
			*bad = i;
			free(items);
			return NULL;
		}
	return items;
}
