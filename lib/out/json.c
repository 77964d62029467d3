/* JSON values of the verdicts: strings, and what a state's outcome says. */
#include <math.h>
#include <string.h>

#include "out/out.h"

void
bg_json_string(FILE *out, const char *s, size_t len)
{
	putc('"', out);
	bg_escape(out, s, len, BG_ESC_JSON | BG_ESC_PRINTABLE);
	putc('"', out);
}

void
bg_json_outcome(FILE *out, const struct bg_state *st)
{
	struct bg_outcome o;
	char result[128];
	int i;

	st->game->outcome(st, &o);
	fprintf(out, ",\"game\":\"%s\",\"over\":%s", st->game->name,
	        o.over ? "true" : "false");
	if (bg_result_text(st, result, sizeof result)) {
		fputs(",\"result\":", out);
		bg_json_string(out, result, strlen(result));
	}
	if (o.has_scores) {
		fputs(",\"scores\":{", out);
		for (i = 0; i < o.seats; i++)
			fprintf(out, "%s\"%s\":%d", i ? "," : "", o.seat[i],
			        o.score[i]);
		putc('}', out);
	}
}

void
bg_json_number(FILE *out, const char *key, double v, int decimals)
{
	if (v == 0)
		v = 0; /* no "-0.00" */
	if (isfinite(v))
		fprintf(out, ",\"%s\":%.*f", key, decimals, v);
	else
		fprintf(out, ",\"%s\":null", key);
}
