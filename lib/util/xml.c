/* Text escaped for XML and HTML. */
#include <stdio.h>

#include "util/util.h"

void
bg_xml_text(FILE *out, const char *s)
{
	for (; *s; s++)
		if (*s == '<')
			fputs("&lt;", out);
		else if (*s == '>')
			fputs("&gt;", out);
		else if (*s == '&')
			fputs("&amp;", out);
		else if (*s == '"')
			fputs("&quot;", out);
		else
			fputc(*s, out);
}
