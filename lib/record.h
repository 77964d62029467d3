/* Game records (formats/record.md): tags, an initial state and one action
 * a line, or the same lines joined by tabs on one line. */
#ifndef BG_RECORD_H
#define BG_RECORD_H

#include "bg.h"

enum bg_item_kind { BG_ITEM_TAG, BG_ITEM_STATE, BG_ITEM_ACTION };

struct bg_record_item {
	enum bg_item_kind kind;
	unsigned long line;
	unsigned long column; /* in a one-line record; 0 in one of many lines */
	const char *text;     /* without comment and surrounding spaces */
	size_t len;
};

struct bg_record {
	struct bg_record_item *items;
	size_t count, cap;
	long state;            /* index of the state item, or -1 */
	long result;           /* index of the Result tag, or -1 */
};

void bg_record_init(struct bg_record *rec);
void bg_record_free(struct bg_record *rec);
/* Adds the items of text, whose lines are separated by sep ('\n' for a
 * record of many lines, '\t' for a one-line record), the first at line
 * first_line.  The items point into text, which must outlive them.  On an
 * error, *bad_line and *bad_column say where. */
int bg_record_parse(struct bg_record *rec, const char *text, size_t len,
                    char sep, unsigned long first_line,
                    unsigned long *bad_line, unsigned long *bad_column,
                    struct bg_err *err);

/* Called with every state of a replay, the initial one first, and the
 * record's action that led to it (NULL for the initial state). */
typedef int bg_replay_fn(const struct bg_state *st,
                         const struct bg_record_item *action, void *ctx);

/* Replays rec's actions from st (the record's own state, when it has
 * one, replaces st; defs is used to parse it).  On failure, *failed is the
 * index of the item that failed. */
int bg_record_replay(const struct bg_record *rec, struct bg_defs *defs,
                     struct bg_state *st, unsigned long *actions,
                     bg_replay_fn *each, void *ctx, size_t *failed,
                     struct bg_err *err);

/* Appends the initial state (when path is empty or new) and the actions
 * to the record file path, in one write. */
int bg_record_append(const char *path, const char *state, size_t state_len,
                     char *const *words, int nwords, struct bg_err *err);

#endif
