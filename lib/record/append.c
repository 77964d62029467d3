/* Appending to a record file: the actions of a game played on from it,
 * written whole or not at all, under the file's lock. */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "record/record.h"

/* The final state of the record file fd: what a game played on from the
 * record must start from.  The Result tag is not judged: the game goes
 * on. */
static int
final_state(int fd, const char *path, struct bg_defs *defs,
            struct bg_replay *rp, int *closed, struct bg_err *err)
{
	struct bg_record_reader rd;
	struct bg_record_item item;
	int got, rc = 0;

	bg_record_open_fd(&rd, fd, path);
	bg_replay_init(rp, defs, NULL);
	bg_record_start(&rd);
	while ((got = bg_record_next(&rd, &item, err)) > 0)
		if (bg_replay_item(rp, &item, err) < 0) {
			got = -1;
			break;
		}
	if (got == 0 && (got = bg_replay_ready(rp, err)) == 0)
		rc = bg_fail(err, BG_EX_DATAERR, "%s: not empty, and no "
		             "record: it has no state line", path);
	else if (got < 0)
		rc = bg_prefix_at(err, path, item.line);
	*closed = rd.order.closed;
	bg_record_close(&rd);
	return rc;
}

/* The lines to append: the initial state when the file is empty, a
 * newline when its last line has none, the actions, and the closing
 * Result tag when result is not NULL. */
static char *
lines_to_append(const struct bg_state *from, int with_state, int newline,
                char *const *words, int nwords, const char *result,
                size_t *len)
{
	size_t cap = BG_LINE_MAX + 3 + (result ? strlen(result) + 9 : 0), n;
	char *buf;
	int i;

	for (i = 0; i < nwords; i++)
		cap += strlen(words[i]) + 1;
	buf = malloc(cap);
	if (!buf)
		return NULL;
	*len = 0;
	if (newline)
		buf[(*len)++] = '\n';
	if (with_state) {
		*len += from->game->format(from, buf + *len);
		buf[(*len)++] = '\n';
	}
	for (i = 0; i < nwords; i++) {
		n = strlen(words[i]);
		memcpy(buf + *len, words[i], n);
		*len += n;
		buf[(*len)++] = '\n';
	}
	if (result)
		*len += (size_t)sprintf(buf + *len, "Result: %s\n", result);
	return buf;
}

int
bg_record_append(const char *path, struct bg_defs *defs,
                 const struct bg_state *from, char *const *words,
                 int nwords, const struct bg_state *to, struct bg_err *err)
{
	struct bg_replay rp;
	char result[128];
	int has_result = 0, closed = 0, closes;
	struct stat sb;
	char want[BG_LINE_MAX + 1], have[BG_LINE_MAX + 1], last = '\n';
	size_t want_len, have_len, len = 0;
	char *buf = NULL;
	int fd, rc = 0;

	fd = bg_open_regular(path, O_RDWR | O_CREAT, 0666);
	if (fd == BG_NOT_REGULAR)
		return bg_fail(err, BG_EX_IOERR, "%s: not a regular file", path);
	if (fd < 0)
		return bg_fail(err, BG_EX_IOERR, "%s: %s", path,
		               strerror(errno));
	if (flock(fd, LOCK_EX) < 0 || fstat(fd, &sb) < 0) {
		rc = bg_fail(err, BG_EX_IOERR, "%s: %s", path, strerror(errno));
		goto out;
	}
	if (S_ISREG(sb.st_mode) && sb.st_size > 0) {
		if (final_state(fd, path, defs, &rp, &closed, err) < 0) {
			rc = -1;
			goto out;
		}
		if (closed && nwords > 0) {
			rc = bg_fail(err, BG_EX_DATAERR, "%s is closed by its "
			             "Result tag (line %lu): nothing comes after "
			             "it", path, rp.result.line);
			goto out;
		}
		want_len = from->game->format(from, want);
		have_len = rp.st.game->format(&rp.st, have);
		if (want_len != have_len || memcmp(want, have, want_len)) {
			rc = bg_fail(err, BG_EX_DATAERR, "%s records another "
			             "game: its final state is not the state "
			             "played on", path);
			goto out;
		}
		has_result = rp.result.line != 0;
		if (pread(fd, &last, 1, sb.st_size - 1) != 1) {
			rc = bg_fail(err, BG_EX_IOERR, "%s: %s", path,
			             strerror(errno));
			goto out;
		}
	}
	/* A game that is over gets its result, once. */
	closes = !has_result && bg_result_text(to, result, sizeof result);
	buf = lines_to_append(from, sb.st_size == 0, last != '\n', words,
	                      nwords, closes ? result : NULL, &len);
	if (!buf)
		rc = bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	else if (sb.st_size == 0 || nwords > 0 || closes)
		rc = bg_write_whole(fd, path, buf, len, err);
out:
	free(buf);
	if (close(fd) < 0 && rc == 0)
		rc = bg_fail(err, BG_EX_IOERR, "%s: %s", path, strerror(errno));
	return rc;
}
