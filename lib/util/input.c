/* The line reader every input goes through. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/util.h"

#define READ_SIZE 65536

int
bg_input_open(struct bg_input *in, const char *path, struct bg_err *err)
{
	struct stat sb;
	int fd;

	if (strcmp(path, "-") == 0) {
		bg_input_fd(in, STDIN_FILENO, path);
		return 0;
	}
	bg_input_fd(in, -1, path);
	if (!*path)
		return bg_fail(err, BG_EX_NOINPUT, "'': no file has an empty "
		               "name");
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return bg_fail(err, BG_EX_NOINPUT, "%s: %s", path,
		               strerror(errno));
	if (fstat(fd, &sb) == 0 && S_ISDIR(sb.st_mode)) {
		close(fd);
		return bg_fail(err, BG_EX_NOINPUT, "%s: %s", path,
		               strerror(EISDIR));
	}
	in->fd = fd;
	in->own_fd = 1;
	return 0;
}

void
bg_input_fd(struct bg_input *in, int fd, const char *name)
{
	memset(in, 0, sizeof *in);
	in->fd = fd;
	in->name = name;
	in->max = BG_LINE_MAX;
}

int
bg_input_rewind(struct bg_input *in, struct bg_err *err)
{
	if (lseek(in->fd, 0, SEEK_SET) < 0)
		return bg_fail(err, BG_EX_NOINPUT, "%s: cannot be read again: "
		               "%s", in->name, strerror(errno));
	in->lineno = in->offset;
	in->rpos = in->rlen = 0;
	in->eof = 0;
	return 0;
}

void
bg_input_close(struct bg_input *in)
{
	if (in->own_fd && in->fd >= 0)
		close(in->fd);
	free(in->buf);
	free(in->rbuf);
	in->buf = in->rbuf = NULL;
	in->fd = -1;
	in->own_fd = 0;
}

/* Appends n bytes to the line buffer. */
static int
line_grow(struct bg_input *in, size_t have, const char *p, size_t n)
{
	if (have + n + 1 > in->cap) {
		size_t cap = in->cap ? in->cap : 4096;
		char *grown;

		while (cap < have + n + 1)
			cap *= 2;
		grown = realloc(in->buf, cap);
		if (!grown)
			return -1;
		in->buf = grown;
		in->cap = cap;
	}
	memcpy(in->buf + have, p, n);
	return 0;
}

/* Lines are read in blocks and handed out in place when they lie in one
 * block; a longer line than the limit is skipped to its end, so no input
 * makes the reader hold more than the limit. */
int
bg_input_line(struct bg_input *in, const char **line, size_t *len,
              struct bg_err *err)
{
	size_t max = in->max;
	size_t n = 0, i, take;
	int started = 0, too_long = 0;
	const char *start, *nl;

	*len = 0;
	if (!in->rbuf && !(in->rbuf = malloc(READ_SIZE)))
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	for (;;) {
		if (in->rpos == in->rlen) {
			ssize_t got;

			if (in->eof)
				break;
			/* A bot reading our answers line by line gets each
			 * before we wait for its next question. */
			fflush(stdout);
			do
				got = read(in->fd, in->rbuf, READ_SIZE);
			while (got < 0 && errno == EINTR);
			if (got < 0) {
				in->eof = 1;
				return bg_fail(err, BG_EX_NOINPUT, "%s: %s",
				               in->name, strerror(errno));
			}
			in->rpos = 0;
			in->rlen = (size_t)got;
			if (got == 0) {
				in->eof = 1;
				break;
			}
		}
		started = 1;
		start = in->rbuf + in->rpos;
		nl = memchr(start, '\n', in->rlen - in->rpos);
		take = nl ? (size_t)(nl - start) : in->rlen - in->rpos;
		in->rpos += take + (nl != NULL);
		if (nl && n == 0 && take <= max) {
			*line = start;
			n = take;
			goto got;
		}
		if (!too_long && n + take > max)
			too_long = 1;
		if (!too_long) {
			if (line_grow(in, n, start, take) < 0)
				return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
			n += take;
		}
		if (nl)
			break;
	}
	if (!started)
		return 0;
	*line = in->buf ? in->buf : "";
got:
	in->lineno++;
	if (too_long)
		return bg_fail(err, BG_EX_DATAERR, "line longer than %zu bytes",
		               max);
	for (i = 0; i < n && !in->record; i++) {
		unsigned char c = (unsigned char)(*line)[i];

		if (c < 0x20 || c > 0x7e) {
			*len = n;
			bg_fail(err, BG_EX_DATAERR, "byte 0x%02x is not "
			        "printable ASCII%s", c,
			        c == '\r' ? " (a CRLF line end?)" : "");
			return bg_at_column(err, i + 1);
		}
	}
	*len = n;
	return 1;
}

int
bg_line_is_blank(const char *line, size_t len)
{
	size_t i;

	for (i = 0; i < len && line[i] == ' '; i++)
		;
	return i == len || line[i] == '#';
}
