/* Verdicts (bg-apply --result): one JSON object a line for each record
 * replayed, each state played from, and each game played. */
#include <string.h>

#include "out/out.h"

/* The record's id: its Id tag, else its name. */
static void
print_id(FILE *out, const char *name, const struct bg_tags *tags)
{
	size_t len;
	const char *id = bg_tags_value(tags, "Id", &len);

	if (id)
		bg_json_string(out, id, len);
	else
		bg_json_string(out, name, strlen(name));
}

/* ,"tags":{"Key":"value",...} */
static void
print_tags(FILE *out, const struct bg_tags *tags)
{
	struct bg_tag tag;
	size_t at = 0;

	fputs(",\"tags\":{", out);
	while (bg_tags_next(tags, &at, &tag)) {
		if (tag.key != tags->text)
			putc(',', out);
		bg_json_string(out, tag.key, tag.key_len);
		putc(':', out);
		bg_json_string(out, tag.value, tag.value_len);
	}
	putc('}', out);
}

/* ,"line":...,"column":...,"seat":...,"action":...,"error":... */
static void
print_failure(FILE *out, const struct bg_replayer *r,
              const struct bg_failure *f)
{
	/* Actions without lines are placed by the record's name. */
	unsigned long line = f->at && !f->input_line ? f->at->line : 0;
	unsigned long column = bg_failure_column(f);

	if (line)
		fprintf(out, ",\"line\":%lu", line);
	if (column)
		fprintf(out, ",\"column\":%lu", column);
	if (f->at_action && r->rp.has_state)
		fprintf(out, ",\"seat\":\"%s\",\"action\":%lu",
		        r->rp.st.game->actor(&r->rp.st), r->rp.actions + 1);
	fputs(",\"error\":", out);
	bg_json_string(out, f->err->msg, strlen(f->err->msg));
}

/* ,"from":"-:LINE": the state of standard input a record of no state
 * is replayed from. */
static void
print_from(FILE *out, const struct bg_replayer *r)
{
	if (r->path && r->state_line)
		fprintf(out, ",\"from\":\"-:%lu\"", r->state_line);
}

void
bg_verdict(FILE *out, const struct bg_replayer *r, const struct bg_failure *f,
           const struct bg_tags *tags)
{
	fputs("{\"record\":", out);
	print_id(out, r->name, tags);
	print_from(out, r);
	fprintf(out, ",\"legal\":%s,\"actions\":%lu", f ? "false" : "true",
	        r->rp.actions);
	if (r->rp.has_state)
		bg_json_outcome(out, &r->rp.st);
	if (f)
		print_failure(out, r, f);
	if (tags->len)
		print_tags(out, tags);
	fputs("}\n", out);
}

void
bg_verdict_failure(FILE *out, const char *key, const struct bg_replayer *r,
                   const struct bg_failure *f, const struct bg_tags *tags)
{
	fprintf(out, "{\"%s\":", key);
	if (strcmp(key, "record") == 0)
		print_id(out, r->name, tags);
	else
		bg_json_string(out, r->name, strlen(r->name));
	print_from(out, r);
	print_failure(out, r, f);
	fputs("}\n", out);
}

void
bg_verdict_played(FILE *out, const char *input, const struct bg_played *g)
{
	fputs("{\"input\":", out);
	bg_json_string(out, input, strlen(input));
	fprintf(out, ",\"number\":%lu,\"actions\":%lu", g->number + 1,
	        g->actions);
	bg_json_outcome(out, &g->final);
	if (g->actions >= BG_PLAYOUT_MAX_ACTIONS)
		fputs(",\"cut\":true", out);
	fputs("}\n", out);
}
