/* Whole files read into memory. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/util.h"

int
bg_read_file(const char *path, size_t max, char **text, size_t *len,
             struct bg_err *err)
{
	size_t cap = 0, got = 0;
	char *buf = NULL, *grown;
	int rc = 0, e;
	FILE *f;

	*len = 0;
	if (!*path)
		return bg_fail(err, BG_EX_NOINPUT, "'': no file has an empty "
		               "name");
	f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
	if (!f)
		return bg_fail(err, BG_EX_NOINPUT, "%s: %s", path,
		               strerror(errno));
	/* One byte more than max tells a file that is too large. */
	do {
		if (*len == cap) {
			cap = cap ? 2 * cap : 65536;
			if (cap > max + 1)
				cap = max + 1;
			if (!(grown = realloc(buf, cap))) {
				rc = bg_fail(err, BG_EX_SOFTWARE, "out of memory");
				break;
			}
			buf = grown;
		}
		got = fread(buf + *len, 1, cap - *len, f);
		*len += got;
	} while (got > 0 && *len <= max);
	e = errno;
	if (rc == 0 && *len > max)
		rc = bg_fail(err, BG_EX_DATAERR, "%s: larger than %zu bytes",
		             path, max);
	else if (rc == 0 && ferror(f))
		rc = bg_fail(err, BG_EX_NOINPUT, "%s: %s", path, strerror(e));
	if (f != stdin)
		fclose(f);
	if (rc < 0)
		free(buf);
	else
		*text = buf;
	return rc;
}
