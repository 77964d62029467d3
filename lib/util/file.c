/* Whole files: read into memory, and written to whole or not at all. */
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
	size_t cap = 0, got = 0, first = 65536;
	char *buf = NULL, *grown;
	struct stat st;
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
	/* A regular file is read into a block of its size at once (a large
	 * table file would otherwise be copied as its block grows); one
	 * byte more than max tells a file that is too large. */
	if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) &&
	    st.st_size >= 0 && (size_t)st.st_size < max)
		first = (size_t)st.st_size + 1;
	do {
		if (*len == cap) {
			cap = cap ? 2 * cap : first;
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

/* What is no regular file (a pipe, /dev/null) is only written to: it
 * cannot be cut back. */
int
bg_write_whole(int fd, const char *path, const char *buf, size_t len,
               struct bg_err *err)
{
	struct stat sb;
	off_t size;
	size_t done = 0;
	ssize_t n;
	int e;

	if (fstat(fd, &sb) < 0)
		return bg_fail(err, BG_EX_IOERR, "%s: %s", path,
		               strerror(errno));
	size = S_ISREG(sb.st_mode) ? sb.st_size : -1;
	while (done < len) {
		n = size < 0 ? write(fd, buf + done, len - done)
		             : pwrite(fd, buf + done, len - done,
		                      size + (off_t)done);
		if (n > 0) {
			done += (size_t)n;
			continue;
		}
		if (n < 0 && errno == EINTR)
			continue;
		e = n < 0 ? errno : ENOSPC;
		if (size >= 0 && ftruncate(fd, size) < 0)
			return bg_fail(err, BG_EX_IOERR, "%s: %s, and the lines "
			               "written in part stay: %s", path,
			               strerror(e), strerror(errno));
		return bg_fail(err, BG_EX_IOERR, "%s: %s", path, strerror(e));
	}
	return 0;
}

int
bg_open_regular(const char *path, int flags, unsigned mode)
{
	struct stat sb;
	int fd = open(path, flags | O_CLOEXEC | O_NONBLOCK, (mode_t)mode);

	/* ENXIO: a FIFO with no reader; EISDIR, ELOOP: a directory, a
	 * symbolic link not followed. */
	if (fd < 0)
		return errno == ENXIO || errno == EISDIR || errno == ELOOP
		       ? BG_NOT_REGULAR : BG_OPEN_FAILED;
	if (fstat(fd, &sb) < 0 || !S_ISREG(sb.st_mode) ||
	    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) < 0) {
		close(fd);
		return BG_NOT_REGULAR;
	}
	return fd;
}

int
bg_replaceable(const char *path, struct bg_err *err)
{
	/* Opened only to be looked at, never written to. */
	int fd = bg_open_regular(path, O_RDONLY | O_NOFOLLOW, 0);

	if (fd == BG_NOT_REGULAR)
		return bg_fail(err, BG_EX_IOERR, "%s: not a regular file", path);
	if (fd >= 0)
		close(fd);
	else if (errno != ENOENT)
		return bg_fail(err, BG_EX_IOERR, "%s: %s", path,
		               strerror(errno));
	return 0;
}

int
bg_replace_file(const char *path, const char *head, size_t head_len,
                const char *body, size_t body_len, struct bg_err *err)
{
	char tmp[4352];
	int fd, e;

	if (bg_replaceable(path, err) < 0)
		return -1;
	if (snprintf(tmp, sizeof tmp, "%s.XXXXXX", path) >= (int)sizeof tmp)
		return bg_fail(err, BG_EX_IOERR, "%.200s...: the name is too "
		               "long", path);
	if ((fd = mkstemp(tmp)) < 0)
		return bg_fail(err, BG_EX_IOERR, "%s: %s", path,
		               strerror(errno));
	if (bg_write_whole(fd, tmp, head, head_len, err) < 0 ||
	    bg_write_whole(fd, tmp, body, body_len, err) < 0) {
		close(fd);
		unlink(tmp);
		return -1;
	}
	if (close(fd) < 0 || chmod(tmp, 0644) < 0 || rename(tmp, path) < 0) {
		e = errno;
		unlink(tmp);
		return bg_fail(err, BG_EX_IOERR, "%s: %s", path, strerror(e));
	}
	return 0;
}
