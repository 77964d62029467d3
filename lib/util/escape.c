/* Text written into another format (a JSON string, XML or HTML, a TAP
 * line) with the bytes that format gives a meaning escaped: one escaper,
 * told by flags what the output needs. */
#include <stdio.h>
#include <string.h>

#include "util/util.h"

/* What stands for the byte at s[i], a character of one byte, under how;
 * NULL: the byte itself.  buf holds a \u escape. */
static const char *
escape_byte(const char *s, size_t i, size_t len, unsigned how, char *buf)
{
	unsigned char c = (unsigned char)s[i];

	if (c < 0x20 || (c == 0x7f && (how & BG_ESC_PRINTABLE))) {
		if (how & BG_ESC_JSON) {
			snprintf(buf, 8, "\\u%04x", c);
			return buf;
		}
		return how & BG_ESC_PRINTABLE ? "?" : NULL;
	}
	if ((how & BG_ESC_JSON) && (c == '"' || c == '\\'))
		return c == '"' ? "\\\"" : "\\\\";
	if (how & BG_ESC_XML) {
		switch (c) {
		case '&':
			return "&amp;";
		case '<':
			return "&lt;";
		case '>':
			return "&gt;";
		case '"':
			return "&quot;";
		}
	}
	if ((how & BG_ESC_TAP) && (c == '#' || c == '\\'))
		return c == '#' ? "\\#" : "\\\\";
	/* In a <script> element, "</", "<!" and "<s" could end it or change
	 * how the HTML parser reads on. */
	if ((how & BG_ESC_SCRIPT) && c == '<' && i + 1 < len && s[i + 1] &&
	    strchr("!/sS", s[i + 1]))
		return "\\u003c";
	return NULL;
}

void
bg_escape(FILE *out, const char *s, size_t len, unsigned how)
{
	char buf[8];
	const char *e;
	size_t i, n;

	for (i = 0; i < len; i += n) {
		n = how & BG_ESC_PRINTABLE ? bg_utf8_char(s + i, len - i) : 1;
		if (n == 0) {
			fputs(how & BG_ESC_JSON ? "\\ufffd" : "\xef\xbf\xbd", out);
			n = 1;
		} else if (n > 1) {
			fwrite(s + i, 1, n, out);
		} else if ((e = escape_byte(s, i, len, how, buf)) != NULL) {
			fputs(e, out);
		} else {
			putc(s[i], out);
		}
	}
}

void
bg_xml_text(FILE *out, const char *s)
{
	bg_escape(out, s, strlen(s), BG_ESC_XML);
}
