/* Game definitions are YAML read with libyaml's event parser into a small
 * tree; the games read their fields from the tree (formats/definitions.md). */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "core/core.h"

#define DEPTH_MAX 32

static struct bg_node *
node_new(enum bg_node_kind kind, unsigned long line)
{
	struct bg_node *n = calloc(1, sizeof *n);

	if (n) {
		n->kind = kind;
		n->line = line;
	}
	return n;
}

void
bg_node_free(struct bg_node *node)
{
	size_t i, items;

	if (!node)
		return;
	items = node->kind == BG_NODE_MAP ? 2 * node->count : node->count;
	for (i = 0; i < items; i++)
		bg_node_free(node->items[i]);
	free(node->items);
	free(node->text);
	free(node);
}

/* Room for one more item in an open node that holds used items of cap;
 * the slot after it is cleared, so a key still waiting for its value
 * frees cleanly.  The room doubles, so a long node costs linear time. */
static int
node_grow(struct bg_node *parent, size_t used, size_t *cap)
{
	struct bg_node **grown;
	size_t want = *cap ? *cap : 8;

	while (want < used + 2)
		want *= 2;
	if (want != *cap) {
		grown = realloc(parent->items, want * sizeof *grown);
		if (!grown)
			return -1;
		parent->items = grown;
		*cap = want;
	}
	parent->items[used + 1] = NULL;
	return 0;
}

/* Orders keys by text, then by line. */
static int
key_order(const void *a, const void *b)
{
	const struct bg_node *x = *(const struct bg_node *const *)a;
	const struct bg_node *y = *(const struct bg_node *const *)b;
	int c = strcmp(x->text, y->text);

	if (c)
		return c;
	return (x->line > y->line) - (x->line < y->line);
}

/* A closed mapping has no key twice: its keys sorted, the first repeat in
 * the source is the one reported. */
static int
check_unique_keys(const char *src, const struct bg_node *map,
                  struct bg_err *err)
{
	const struct bg_node **keys, *twice = NULL;
	char shown[48];
	size_t i;

	if (map->count < 2)
		return 0;
	keys = malloc(map->count * sizeof *keys);
	if (!keys)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	for (i = 0; i < map->count; i++)
		keys[i] = map->items[2 * i];
	qsort(keys, map->count, sizeof *keys, key_order);
	for (i = 1; i < map->count; i++)
		if (strcmp(keys[i - 1]->text, keys[i]->text) == 0 &&
		    (!twice || keys[i]->line < twice->line))
			twice = keys[i];
	free(keys);
	if (twice)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: key '%s' appears "
		               "twice", src, twice->line,
		               bg_printable(twice->text, shown, sizeof shown));
	return 0;
}

struct builder {
	const char *src;
	struct bg_node *stack[DEPTH_MAX];
	size_t pending[DEPTH_MAX]; /* items stored in each open node */
	size_t cap[DEPTH_MAX];     /* and the room each has */
	int depth;
	struct bg_node *root;
};

static int
attach(struct builder *b, struct bg_node *n, struct bg_err *err)
{
	struct bg_node *parent;
	size_t *slots;

	if (b->depth == 0) {
		b->root = n;
		return 0;
	}
	parent = b->stack[b->depth - 1];
	slots = &b->pending[b->depth - 1];
	if (parent->kind == BG_NODE_MAP && (*slots & 1) == 0 &&
	    n->kind != BG_NODE_SCALAR) {
		bg_fail(err, BG_EX_DATAERR, "%s:%lu: a key must be a plain value",
		        b->src, n->line);
		bg_node_free(n);
		return -1;
	}
	if (node_grow(parent, *slots, &b->cap[b->depth - 1]) < 0) {
		bg_node_free(n);
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	}
	parent->items[(*slots)++] = n;
	parent->count = parent->kind == BG_NODE_MAP ? (*slots + 1) / 2 : *slots;
	return 0;
}

/* The first control byte of a value (C0, NUL included, DEL, or a C1
 * control written in UTF-8), which a name or a colour printed on a
 * terminal must not hold: an escape sequence would drive the terminal,
 * and a NUL would cut the value short.  -1 when there is none. */
static int
control_byte(const unsigned char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (s[i] < 0x20 || s[i] == 0x7f)
			return s[i];
		if (s[i] == 0xc2 && i + 1 < len && s[i + 1] >= 0x80 &&
		    s[i + 1] <= 0x9f)
			return s[i + 1];
	}
	return -1;
}

/* Opens a node for a scalar, sequence or mapping event and attaches it. */
static int
open_node(struct builder *b, const yaml_event_t *ev, unsigned long line,
          struct bg_err *err)
{
	const char *name = b->src;
	const yaml_char_t *anchor;
	enum bg_node_kind kind;
	struct bg_node *n;

	switch (ev->type) {
	case YAML_SCALAR_EVENT:
		anchor = ev->data.scalar.anchor;
		kind = BG_NODE_SCALAR;
		break;
	case YAML_SEQUENCE_START_EVENT:
		anchor = ev->data.sequence_start.anchor;
		kind = BG_NODE_SEQ;
		break;
	default:
		anchor = ev->data.mapping_start.anchor;
		kind = BG_NODE_MAP;
	}
	if (anchor)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: anchors are not "
		               "supported", name, line);
	if (kind == BG_NODE_SCALAR &&
	    control_byte(ev->data.scalar.value, ev->data.scalar.length) >= 0)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a value holds the "
		               "control character 0x%02x: definitions hold "
		               "printable text", name, line,
		               control_byte(ev->data.scalar.value,
		                            ev->data.scalar.length));
	if (kind != BG_NODE_SCALAR && b->depth == DEPTH_MAX)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: nested more than %d "
		               "deep", name, line, DEPTH_MAX);
	n = node_new(kind, line);
	if (n && kind == BG_NODE_SCALAR &&
	    !(n->text = strdup((char *)ev->data.scalar.value))) {
		bg_node_free(n);
		n = NULL;
	}
	if (!n)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	if (attach(b, n, err) < 0)
		return -1;
	if (kind != BG_NODE_SCALAR) {
		b->pending[b->depth] = 0;
		b->cap[b->depth] = 0;
		b->stack[b->depth++] = n;
	}
	return 0;
}

/* One parser event into the tree: 1 at the end of the stream, else 0,
 * or -1 for what a definition may not hold. */
static int
take_event(struct builder *b, const yaml_event_t *ev, int *documents,
           struct bg_err *err)
{
	unsigned long line = (unsigned long)ev->start_mark.line + 1;

	switch (ev->type) {
	case YAML_STREAM_END_EVENT:
		return 1;
	case YAML_DOCUMENT_START_EVENT:
		if (++*documents > 1)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: more than one "
			               "YAML document", b->src, line);
		return 0;
	case YAML_ALIAS_EVENT:
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: aliases are not "
		               "supported", b->src, line);
	case YAML_SCALAR_EVENT:
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT:
		return open_node(b, ev, line, err);
	case YAML_SEQUENCE_END_EVENT:
		b->depth--;
		return 0;
	case YAML_MAPPING_END_EVENT:
		b->depth--;
		return check_unique_keys(b->src, b->stack[b->depth], err);
	default:
		return 0;
	}
}

int
bg_yaml_load(const struct bg_yaml_source *src, struct bg_node **root,
             struct bg_err *err)
{
	yaml_parser_t parser;
	yaml_event_t ev;
	struct builder b = { .src = src->name };
	int got = 0, rc = -1, documents = 0;

	*root = NULL;
	if (!yaml_parser_initialize(&parser))
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	yaml_parser_set_input_string(&parser, (const unsigned char *)src->text,
	                             src->len);
	while (got == 0) {
		if (!yaml_parser_parse(&parser, &ev)) {
			unsigned long at = (unsigned long)parser.problem_mark.line + 1;
			size_t k;

			/* Reader errors (bad bytes) give an offset, not a line. */
			if (parser.error == YAML_READER_ERROR)
				for (k = 0, at = 1; k < parser.problem_offset &&
				                    k < src->len; k++)
					at += src->text[k] == '\n';
			bg_fail(err, BG_EX_DATAERR, "%s:%lu: %s%s%s", src->name, at,
			        parser.problem ? parser.problem : "bad YAML",
			        parser.context ? " " : "",
			        parser.context ? parser.context : "");
			goto out;
		}
		got = take_event(&b, &ev, &documents, err);
		yaml_event_delete(&ev);
		if (got < 0)
			goto out;
	}
	if (!b.root) {
		bg_fail(err, BG_EX_DATAERR, "%s:1: the definition is empty",
		        src->name);
		goto out;
	}
	if (b.root->kind != BG_NODE_MAP) {
		bg_fail(err, BG_EX_DATAERR,
		        "%s:%lu: a definition is a mapping of keys to values",
		        src->name, b.root->line);
		goto out;
	}
	*root = b.root;
	b.root = NULL;
	rc = 0;
out:
	bg_node_free(b.root);
	yaml_parser_delete(&parser);
	return rc;
}

const struct bg_node *
bg_node_get(const struct bg_node *map, const char *key)
{
	size_t i;

	if (!map || map->kind != BG_NODE_MAP)
		return NULL;
	for (i = 0; i < map->count; i++)
		if (strcmp(map->items[2 * i]->text, key) == 0)
			return map->items[2 * i + 1];
	return NULL;
}

int
bg_node_check_keys(const struct bg_node *map, const char *src,
                   const char *const *keys, struct bg_err *err)
{
	size_t i;
	int k;

	if (map->kind != BG_NODE_MAP)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a mapping of keys "
		               "to values is expected here", src, map->line);
	for (i = 0; i < map->count; i++) {
		const struct bg_node *key = map->items[2 * i];
		char shown[48];

		for (k = 0; keys[k]; k++)
			if (strcmp(keys[k], key->text) == 0)
				break;
		if (!keys[k])
			return bg_fail(err, BG_EX_DATAERR,
			               "%s:%lu: unknown key '%s'", src,
			               key->line,
			               bg_printable(key->text, shown, sizeof shown));
	}
	return 0;
}

static int
need_scalar(const struct bg_node *node, const char *src, const char *what,
            struct bg_err *err)
{
	if (node->kind != BG_NODE_SCALAR)
		return bg_fail(err, BG_EX_DATAERR,
		               "%s:%lu: %s must be a plain value", src,
		               node->line, what);
	return 0;
}

int
bg_node_uint(const struct bg_node *node, const char *src, const char *what,
             unsigned long min, unsigned long max, unsigned long *out,
             struct bg_err *err)
{
	const char *p;
	char shown[48];
	unsigned long v = 0;

	if (need_scalar(node, src, what, err) < 0)
		return -1;
	p = node->text;
	if (!*p)
		goto bad;
	for (; *p; p++) {
		if (*p < '0' || *p > '9')
			goto bad;
		if (v > (ULONG_MAX - 9) / 10)
			goto range;
		v = v * 10 + (unsigned long)(*p - '0');
	}
	if (v < min || v > max)
		goto range;
	*out = v;
	return 0;
bad:
	return bg_fail(err, BG_EX_DATAERR, "%s:%lu: %s must be a whole number, "
	               "not '%s'", src, node->line, what,
	               bg_printable(node->text, shown, sizeof shown));
range:
	return bg_fail(err, BG_EX_DATAERR, "%s:%lu: %s must be from %lu to %lu",
	               src, node->line, what, min, max);
}

int
bg_node_enum(const struct bg_node *node, const char *src, const char *what,
             const char *const *names, int *out, struct bg_err *err)
{
	char list[256], shown[48];
	size_t used = 0;
	int i;

	if (need_scalar(node, src, what, err) < 0)
		return -1;
	for (i = 0; names[i]; i++) {
		if (strcmp(names[i], node->text) == 0) {
			*out = i;
			return 0;
		}
		used += (size_t)snprintf(list + used, sizeof list - used, "%s%s",
		                         i ? ", " : "", names[i]);
		if (used >= sizeof list)
			used = sizeof list - 1;
	}
	return bg_fail(err, BG_EX_DATAERR, "%s:%lu: %s must be one of %s, not '%s'",
	               src, node->line, what, list,
	               bg_printable(node->text, shown, sizeof shown));
}

int
bg_node_int(const struct bg_node *map, const char *src, const char *key,
            int min, int max, int *out, struct bg_err *err)
{
	const struct bg_node *n = bg_node_get(map, key);
	unsigned long v;

	if (!n)
		return 0;
	if (bg_node_uint(n, src, key, (unsigned long)min, (unsigned long)max,
	                 &v, err) < 0)
		return -1;
	*out = (int)v;
	return 0;
}
