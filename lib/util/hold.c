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
bg_hold_copy_next(FILE *hold, FILE *out, size_t len, const char *out_failed,
                  struct bg_err *err)
{
	char buf[65536];
	size_t n;

	for (; len; len -= n) {
		n = fread(buf, 1, len < sizeof buf ? len : sizeof buf, hold);
		if (n == 0)
			return bg_fail(err, BG_EX_IOERR, "cannot read the output "
			               "held: %s", strerror(errno));
		if (fwrite(buf, 1, n, out) != n)
			return bg_fail(err, BG_EX_IOERR, "%s: %s", out_failed,
			               strerror(errno));
	}
	return 0;
}

int
bg_hold_rewind(FILE *hold, struct bg_err *err)
{
	if (fflush(hold) != 0 || ferror(hold)) {
		bg_fail(err, BG_EX_IOERR, "cannot hold the output: %s",
		        strerror(errno));
		bg_hold_clear(hold);
		return -1;
	}
	rewind(hold);
	return 0;
}

int
bg_hold_copy(FILE *hold, FILE *out, const char *out_failed,
             struct bg_err *err)
{
	long end;
	int rc;

	if (fflush(hold) != 0 || ferror(hold) || (end = ftell(hold)) < 0) {
		rc = bg_fail(err, BG_EX_IOERR, "cannot hold the output: %s",
		             strerror(errno));
		bg_hold_clear(hold);
		return rc;
	}
	rewind(hold);
	rc = bg_hold_copy_next(hold, out, (size_t)end, out_failed, err);
	bg_hold_clear(hold);
	return rc;
}
