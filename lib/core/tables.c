/* Tables kept in cache files (formats/analysis.md, "Table files"): a
 * table that takes a second or more to build is written, once built, to
 * a file of its own, and read back by the next program that needs it.
 *
 * A file is a header line and the table's bytes:
 *
 *   bg-table 2 GAME RULES SHAPE BYTES SUM\n<BYTES bytes>
 *
 * RULES is the checksum of what the table is of (the definition, the
 * options, the boards: what its game says), SHAPE names its layout and
 * the machine's (the byte order and the size of a value), SUM is the
 * checksum of the bytes; the line is padded with spaces to a multiple of
 * 8 bytes, so that a table read in place (mapped) is aligned.  A file that disagrees in any of them, or is
 * cut short or longer, is refused with one line on standard error and
 * the table built again: a table is never trusted that may not be the
 * one asked for.  Files are written whole under a temporary name and
 * renamed, so a reader never sees half of one. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/core.h"

#define HEADER_MAX 256

int
bg_table_dir(char *buf, size_t cap)
{
	const char *dir = getenv("BG_TABLES"), *xdg, *home;
	int n;

	if (dir)
		n = *dir ? snprintf(buf, cap, "%s", dir) : -1;
	else if ((xdg = getenv("XDG_CACHE_HOME")) && *xdg)
		n = snprintf(buf, cap, "%s/bg", xdg);
	else if ((home = getenv("HOME")) && *home)
		n = snprintf(buf, cap, "%s/.cache/bg", home);
	else
		n = -1;
	return n > 0 && (size_t)n < cap ? 0 : -1;
}

static int
table_path(const struct bg_table_file *f, char *buf, size_t cap)
{
	char dir[4096];
	int n;

	if (bg_table_dir(dir, sizeof dir) < 0)
		return -1;
	n = snprintf(buf, cap, "%s/%s-%016llx.table", dir, f->game,
	             (unsigned long long)f->rules);
	return n > 0 && (size_t)n < cap ? 0 : -1;
}

/* The shape as the file names it: the table's and the machine's. */
static void
full_shape(const struct bg_table_file *f, char *buf, size_t cap)
{
	const uint16_t order = 0x0102;

	snprintf(buf, cap, "%s/%s%zu", f->shape,
	         *(const uint8_t *)&order == 1 ? "be" : "le", sizeof(double));
}

/* The header line of f's table data, padded with spaces to a multiple
 * of 8 bytes so that the table starts aligned for any of its values. */
static int
header(const struct bg_table_file *f, const void *data, char *buf)
{
	char shape[128];
	int n;

	full_shape(f, shape, sizeof shape);
	n = snprintf(buf, HEADER_MAX - 8, "bg-table 2 %s %016llx %s %zu "
	             "%016llx", f->game, (unsigned long long)f->rules, shape,
	             f->bytes, (unsigned long long)bg_fnv1a_words(
	                 BG_FNV_BASIS, data, f->bytes));
	if (n < 0 || n >= HEADER_MAX - 8)
		n = 0; /* no file has so long a game or shape: refused */
	while (n % 8 != 7)
		buf[n++] = ' ';
	buf[n++] = '\n';
	return n;
}

/* Why the file text of len bytes is not f's table (of f->bytes, or when
 * 0 of any size up to max); NULL when it is, *body then its table and
 * *bytes its size. */
static const char *
refusal(const struct bg_table_file *f, size_t max, const char *text,
        size_t len, const char **body, size_t *bytes)
{
	char game[64], shape[128], want[128];
	unsigned long long rules, sum;
	size_t head;
	const char *nl = memchr(text, '\n', len < HEADER_MAX ? len : HEADER_MAX);

	if (!nl || sscanf(text, "bg-table 2 %63s %llx %127s %zu %llx", game,
	                  &rules, shape, bytes, &sum) != 5)
		return "not a table file";
	full_shape(f, want, sizeof want);
	if (strcmp(game, f->game) != 0 || rules != f->rules)
		return "a table of other rules";
	if (strcmp(shape, want) != 0 ||
	    (f->bytes ? *bytes != f->bytes : *bytes > max))
		return "a table of another shape";
	head = (size_t)(nl - text) + 1;
	if (head % 8)
		return "not a table file";
	if (len - head < *bytes)
		return "cut short";
	if (len - head > *bytes)
		return "longer than its table";
	if (bg_fnv1a_words(BG_FNV_BASIS, nl + 1, *bytes) != sum)
		return "its checksum does not match: corrupted";
	*body = nl + 1;
	return NULL;
}

/* The one line of a refused file: what, why and what comes next. */
static void
refused(const struct bg_table_file *f, const char *what, const char *why)
{
	fprintf(stderr, "%s: %s%s%s; %s\n", program_invocation_short_name,
	        what, why ? ": " : "", why ? why : "",
	        f->then ? f->then : "building the table again");
}

int
bg_table_load(const struct bg_table_file *f, void *data)
{
	char path[4200], *text;
	const char *why, *body;
	struct bg_err err;
	size_t len, bytes;

	if (table_path(f, path, sizeof path) < 0 || access(path, F_OK) != 0)
		return 0;
	if (bg_read_file(path, f->bytes + HEADER_MAX, &text, &len, &err) < 0) {
		refused(f, err.msg, NULL);
		return 0;
	}
	if ((why = refusal(f, f->bytes, text, len, &body, &bytes)))
		refused(f, path, why);
	else
		memcpy(data, body, bytes);
	free(text);
	return !why;
}

int
bg_table_map(struct bg_table_file *f, size_t max, struct bg_table_map *m)
{
	char path[4200];
	const char *why = "larger than its table can be", *body;
	struct stat st;
	size_t bytes;
	int fd;

	memset(m, 0, sizeof *m);
	if (table_path(f, path, sizeof path) < 0 ||
	    (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) || st.st_size == 0)
		why = "not a table file";
	else if ((uint64_t)st.st_size <= (uint64_t)max + HEADER_MAX &&
	         (m->base = mmap(NULL, (size_t)st.st_size, PROT_READ,
	                         MAP_PRIVATE, fd, 0)) == MAP_FAILED)
		why = strerror(errno), m->base = NULL;
	close(fd);
	if (m->base) {
		m->len = (size_t)st.st_size;
		if (!(why = refusal(f, max, m->base, m->len, &body, &bytes))) {
			m->data = body;
			f->bytes = bytes;
			return 1;
		}
		bg_table_unmap(m);
	}
	refused(f, path, why);
	return 0;
}

void
bg_table_unmap(struct bg_table_map *m)
{
	if (m->base)
		munmap(m->base, m->len);
	memset(m, 0, sizeof *m);
}

/* The directory of path, made with its parent when they are not. */
static void
make_dir(const char *path)
{
	char dir[4200], *slash;

	snprintf(dir, sizeof dir, "%s", path);
	if (!(slash = strrchr(dir, '/')))
		return;
	*slash = 0;
	if (mkdir(dir, 0777) == 0 || errno != ENOENT)
		return;
	if ((slash = strrchr(dir, '/'))) {
		*slash = 0;
		mkdir(dir, 0777);
		*slash = '/';
	}
	mkdir(dir, 0777);
}

int
bg_table_save(const struct bg_table_file *f, const void *data)
{
	char path[4200], head[HEADER_MAX];
	struct bg_err err;
	int n;

	if (table_path(f, path, sizeof path) < 0)
		return -1;
	make_dir(path);
	n = header(f, data, head);
	return bg_replace_file(path, head, (size_t)n, data, f->bytes, &err);
}
