/* Output held back in a temporary file until it is known to be whole. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/util.h"

FILE *
bg_hold_open(struct bg_err *err)
{
	const char *dir = getenv("TMPDIR");
	char path[4096];
	FILE *f;
	int fd;

	if (!dir || !*dir)
		dir = "/tmp";
	if ((size_t)snprintf(path, sizeof path, "%s/bg-hold.XXXXXX", dir) >=
	    sizeof path) {
		bg_fail(err, BG_EX_IOERR, "TMPDIR is too long");
		return NULL;
	}
	fd = mkostemp(path, O_CLOEXEC);
	if (fd < 0) {
		bg_fail(err, BG_EX_IOERR, "cannot hold the output in %s: %s",
		        dir, strerror(errno));
		return NULL;
	}
	unlink(path);
	f = fdopen(fd, "w+");
	if (!f) {
		bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		close(fd);
	}
	return f;
}

void
bg_hold_clear(FILE *hold)
{
	rewind(hold);
	if (ftruncate(fileno(hold), 0) < 0)
		clearerr(hold); /* what is left is overwritten or not copied */
}

int
bg_hold_copy(FILE *hold, FILE *out, const char *out_failed,
             struct bg_err *err)
{
	char buf[65536];
	long end;
	size_t n, left;
	int rc = 0;

	if (fflush(hold) != 0 || ferror(hold) || (end = ftell(hold)) < 0) {
		rc = bg_fail(err, BG_EX_IOERR, "cannot hold the output: %s",
		             strerror(errno));
		bg_hold_clear(hold);
		return rc;
	}
	rewind(hold);
	for (left = (size_t)end; left && rc == 0; left -= n) {
		n = fread(buf, 1, left < sizeof buf ? left : sizeof buf, hold);
		if (n == 0)
			rc = bg_fail(err, BG_EX_IOERR, "cannot read the output "
			             "held: %s", strerror(errno));
		else if (fwrite(buf, 1, n, out) != n)
			rc = bg_fail(err, BG_EX_IOERR, "%s: %s", out_failed,
			             strerror(errno));
	}
	bg_hold_clear(hold);
	return rc;
}
