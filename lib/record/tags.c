/* The tags of the record replayed, kept for its verdict and its test
 * case. */
#include <stdlib.h>
#include <string.h>

#include "record/record.h"

void
bg_tags_clear(struct bg_tags *t)
{
	t->len = 0;
}

void
bg_tags_free(struct bg_tags *t)
{
	free(t->text);
	t->text = NULL;
	t->len = t->cap = 0;
}

int
bg_tags_add(struct bg_tags *t, const char *tag, size_t len,
            struct bg_err *err)
{
	char *more;

	if (t->len + len + 1 > t->cap) {
		more = realloc(t->text, 2 * (t->len + len + 1));
		if (!more)
			return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		t->text = more;
		t->cap = 2 * (t->len + len + 1);
	}
	memcpy(t->text + t->len, tag, len);
	t->len += len;
	t->text[t->len++] = '\n';
	return 0;
}

int
bg_tags_next(const struct bg_tags *t, size_t *at, struct bg_tag *tag)
{
	size_t end, colon, v;

	if (*at >= t->len)
		return 0;
	end = *at + strcspn(t->text + *at, "\n");
	colon = *at + strcspn(t->text + *at, ":");
	for (v = colon + 1; v < end && t->text[v] == ' '; v++)
		;
	tag->key = t->text + *at;
	tag->key_len = colon - *at;
	tag->value = t->text + v;
	tag->value_len = end - v;
	*at = end + 1;
	return 1;
}

const char *
bg_tags_value(const struct bg_tags *t, const char *key, size_t *len)
{
	struct bg_tag tag;
	size_t at = 0, n = strlen(key);

	while (bg_tags_next(t, &at, &tag))
		if (tag.key_len == n && memcmp(tag.key, key, n) == 0) {
			*len = tag.value_len;
			return tag.value;
		}
	return NULL;
}
