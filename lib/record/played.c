/* The records of games played (bg-apply --play --record FILE), one a
 * game, in a new or empty file locked while it is written, so two runs
 * cannot interleave their records.  Out of a match, the first is held
 * back until a second shows whether the file is to hold one game (the
 * many-line form) or many (one line each).  A match's file holds one a
 * line from the first, and is read, under the lock, to be resumed: a
 * last line not written whole is cut only when the record written in
 * its place begins as it does. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "record/record.h"

/* The records there are, size bytes read with the lock held. */
static int
read_records(struct bg_played_records *o, size_t size, struct bg_err *err)
{
	size_t done = 0;
	ssize_t n;
	char *nl;

	if (!(o->text = malloc(size ? size : 1)))
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	while (done < size) {
		n = pread(o->fd, o->text + done, size - done, (off_t)done);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return bg_fail(err, BG_EX_NOINPUT, "%s: %s", o->path,
			               n < 0 ? strerror(errno) : "cut short "
			               "while read");
		done += (size_t)n;
	}
	o->size = size;
	nl = size ? memrchr(o->text, '\n', size) : NULL;
	o->whole = nl ? (size_t)(nl + 1 - o->text) : 0;
	return 0;
}

int
bg_played_open(struct bg_played_records *o, const char *path,
               const char *policy, uint64_t seed, struct bg_err *err)
{
	struct stat sb;

	o->path = path;
	o->policy = policy;
	o->seed = seed;
	o->tags = NULL;
	o->first = NULL;
	o->count = 0;
	o->text = NULL;
	o->size = o->whole = 0;
	/* Not blocking: a FIFO with no reader is refused at once, as any
	 * file but a regular one is.  A file made here and never written
	 * is removed at the end. */
	o->created = 1;
	o->fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC,
	             0666);
	if (o->fd < 0 && errno == EEXIST) {
		o->created = 0;
		o->fd = bg_open_regular(path, (o->go_on ? O_RDWR : O_WRONLY) |
		                        O_APPEND, 0);
	}
	if (o->fd == BG_NOT_REGULAR)
		return bg_fail(err, BG_EX_DATAERR, "%s: not a new or empty "
		               "file; --play writes its records to one", path);
	if (o->fd < 0 || fstat(o->fd, &sb) < 0)
		return bg_fail(err, BG_EX_IOERR, "%s: %s", path,
		               strerror(errno));
	if (flock(o->fd, LOCK_EX | LOCK_NB) < 0)
		return bg_fail(err, BG_EX_IOERR, "%s: being written by another "
		               "process", path);
	if (!S_ISREG(sb.st_mode) || (sb.st_size > 0 && !o->go_on))
		return bg_fail(err, BG_EX_DATAERR, "%s: not a new or empty "
		               "file; --play writes its records to one", path);
	if (!o->go_on)
		return 0;
	o->count = 2; /* one a line, from the first */
	return read_records(o, (size_t)sb.st_size, err);
}

/* The record of game g, in the many-line form; the one-line form is the
 * same with tabs for the newlines but the last. */
static char *
played_record(const struct bg_played_records *o, const struct bg_played *g,
              const char *initial, size_t initial_len, size_t *len)
{
	char result[128], *text = NULL;
	FILE *f = open_memstream(&text, len);

	if (!f)
		return NULL;
	fprintf(f, "Policy: %s\nSeed: %llu\nNumber: %lu\n", o->policy,
	        (unsigned long long)o->seed, g->number + 1);
	if (bg_result_text(&g->final, result, sizeof result))
		fprintf(f, "Result: %s\n", result);
	if (o->tags)
		fputs(o->tags, f);
	fwrite(initial, 1, initial_len, f);
	putc('\n', f);
	/* A game forfeited before any action has no actions to write. */
	if (g->record_len)
		fwrite(g->record, 1, g->record_len, f);
	if (fclose(f) != 0) {
		free(text);
		return NULL;
	}
	return text;
}

static void
to_one_line(char *text, size_t len)
{
	size_t i;

	for (i = 0; i + 1 < len; i++)
		if (text[i] == '\n')
			text[i] = '\t';
}

/* The start of a record, up to its third tab: its policies, its seed
 * and its number. */
static size_t
record_head(const char *text, size_t len)
{
	size_t i;
	int tabs = 0;

	for (i = 0; i < len; i++)
		if (text[i] == '\t' && ++tabs == 3)
			return i + 1;
	return len;
}

/* Before the first record written to a match's file, its last line not
 * written whole is cut, when it begins as text (one line), the record
 * of the game it was being written for, does; else the file is left as
 * it was. */
static int
cut_last_line(struct bg_played_records *o, const char *text, size_t len,
              unsigned long number, struct bg_err *err)
{
	size_t tail = o->size - o->whole, head = record_head(text, len);
	unsigned long line = 1;
	size_t i;

	if (tail == 0)
		return 0;
	if (memcmp(o->text + o->whole, text, tail < head ? tail : head) != 0) {
		for (i = 0; i < o->whole; i++)
			line += o->text[i] == '\n';
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a last line not "
		               "written whole that does not begin as the record "
		               "of game %lu: the file is left as it was", o->path,
		               line, number);
	}
	if (ftruncate(o->fd, (off_t)o->whole) < 0)
		return bg_fail(err, BG_EX_IOERR, "%s: %s", o->path,
		               strerror(errno));
	o->size = o->whole;
	return 0;
}

int
bg_played_add(struct bg_played_records *o, const struct bg_played *g,
              const char *initial, size_t initial_len, struct bg_err *err)
{
	size_t len;
	char *text = played_record(o, g, initial, initial_len, &len);
	int rc = 0;

	if (!text)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	if (o->count == 0) {
		o->first = text;
		o->first_len = len;
		o->count++;
		return 0;
	}
	if (o->count == 1) {
		to_one_line(o->first, o->first_len);
		rc = bg_write_whole(o->fd, o->path, o->first, o->first_len, err);
		free(o->first);
		o->first = NULL;
	}
	to_one_line(text, len);
	if (rc == 0)
		rc = cut_last_line(o, text, len, g->number + 1, err);
	if (rc == 0)
		rc = bg_write_whole(o->fd, o->path, text, len, err);
	free(text);
	o->count++;
	return rc;
}

/* The record of a lone game, held back out of a match, is written in
 * the many-line form. */
int
bg_played_close(struct bg_played_records *o, struct bg_err *err)
{
	int rc = 0;

	if (o->first)
		rc = bg_write_whole(o->fd, o->path, o->first, o->first_len, err);
	else if (o->created && lseek(o->fd, 0, SEEK_END) == 0)
		unlink(o->path);
	free(o->first);
	free(o->text);
	o->first = o->text = NULL;
	if (o->fd >= 0 && close(o->fd) < 0 && rc == 0)
		rc = bg_fail(err, BG_EX_IOERR, "%s: %s", o->path,
		             strerror(errno));
	o->fd = -1;
	return rc;
}
