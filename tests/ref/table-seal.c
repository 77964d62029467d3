/* table-seal FILE: the checksum in a table file's header (formats/
 * analysis.md, "Table files") made again for what the file holds now,
 * so that a file changed by hand is refused, if at all, for what its
 * values are (tests/tables-hardening.bats).  The sum of version 2 is
 * of the table's bytes; that of version 3, of the header's fields
 * before it and the table's bytes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/util.h"

/* FILE's bytes, whole, in a block aligned for words: its length, or
 * -1. */
static long
slurp(const char *path, char **text)
{
	FILE *f = fopen(path, "rb");
	long len = -1;

	if (f && fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0 && (*text = malloc((size_t)len + 1)) &&
	    fread(*text, 1, (size_t)len, f) != (size_t)len)
		len = -1;
	if (f)
		fclose(f);
	return len;
}

int
main(int argc, char **argv)
{
	char *text = NULL, *nl, *sum, hex[17];
	long len;
	size_t head, fields;
	uint64_t h = BG_FNV_BASIS;
	FILE *f;

	if (argc != 2 || (len = slurp(argv[1], &text)) < 0 ||
	    !(nl = memchr(text, '\n', (size_t)len)) ||
	    strncmp(text, "bg-table ", 9) != 0) {
		fprintf(stderr, "usage: table-seal FILE (a table file)\n");
		return 64;
	}
	head = (size_t)(nl - text) + 1;
	for (sum = nl; sum > text && sum[-1] == ' ';)
		sum--;
	if (sum - text < 16 + 9) {
		fprintf(stderr, "table-seal: %s: no checksum\n", argv[1]);
		return 65;
	}
	sum -= 16;
	fields = (size_t)(sum - text);
	if (text[9] != '2')
		h = bg_fnv1a(h, text, fields);
	h = bg_fnv1a_words(h, text + head, (size_t)len - head);
	snprintf(hex, sizeof hex, "%016llx", (unsigned long long)h);
	memcpy(sum, hex, 16);
	if (!(f = fopen(argv[1], "r+b")) || fwrite(text, 1, head, f) != head ||
	    fclose(f) != 0) {
		perror(argv[1]);
		return 74;
	}
	free(text);
	return 0;
}
