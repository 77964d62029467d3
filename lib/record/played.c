/* The records of games played (bg-apply --play --record FILE), one a
 * game, in a new or empty file locked while it is written, so two runs
 * cannot interleave their records.  The first is held back until a
 * second shows whether the file is to hold one game (the many-line form)
 * or many (one line each). */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "record/record.h"

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
	/* Not blocking: a FIFO with no reader is refused at once, as any
	 * file but a regular one is.  A file made here and never written
	 * is removed at the end. */
	o->created = 1;
	o->fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC,
	             0666);
	if (o->fd < 0 && errno == EEXIST) {
		o->created = 0;
		o->fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC | O_NONBLOCK);
	}
	if (o->fd < 0 && errno == ENXIO)
		return bg_fail(err, BG_EX_DATAERR, "%s: not a new or empty "
		               "file; --play writes its records to one", path);
	if (o->fd < 0 || fstat(o->fd, &sb) < 0 ||
	    fcntl(o->fd, F_SETFL, O_APPEND) < 0)
		return bg_fail(err, BG_EX_IOERR, "%s: %s", path,
		               strerror(errno));
	if (flock(o->fd, LOCK_EX | LOCK_NB) < 0)
		return bg_fail(err, BG_EX_IOERR, "%s: being written by another "
		               "process", path);
	if (o->go_on && sb.st_size > 0 && S_ISREG(sb.st_mode))
		o->count = 2; /* one a line, as they are */
	else if (sb.st_size > 0 || !S_ISREG(sb.st_mode))
		return bg_fail(err, BG_EX_DATAERR, "%s: not a new or empty "
		               "file; --play writes its records to one", path);
	return 0;
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
		rc = bg_write_whole(o->fd, o->path, text, len, err);
	free(text);
	o->count++;
	return rc;
}

/* The record of a lone game, held back, is written in the many-line
 * form. */
int
bg_played_close(struct bg_played_records *o, struct bg_err *err)
{
	int rc = 0;

	if (o->first)
		rc = bg_write_whole(o->fd, o->path, o->first, o->first_len, err);
	else if (o->created && o->count == 0)
		unlink(o->path);
	free(o->first);
	o->first = NULL;
	if (o->fd >= 0 && close(o->fd) < 0 && rc == 0)
		rc = bg_fail(err, BG_EX_IOERR, "%s: %s", o->path,
		             strerror(errno));
	o->fd = -1;
	return rc;
}
