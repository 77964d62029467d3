/* Tables kept in cache files (formats/analysis.md, "Table files"): a
 * table that takes a second or more to build is written, once built, to
 * a file of its own, and read back by the next program that needs it.
 *
 * A file is a header line and the table's bytes:
 *
 *   bg-table 3 GAME RULES SHAPE BYTES SUM\n<BYTES bytes>
 *
 * RULES is the checksum of what the table is of (the definition, the
 * options, the boards: what its game says), SHAPE names its layout and
 * the machine's (the byte order and the size of a value), SUM is one
 * checksum of the line before it and of the bytes, so that no field can
 * be changed alone; the line is padded with spaces to a multiple of 8
 * bytes, so that the table is aligned for any of its values.  A file
 * that disagrees in any of them, is cut short or longer, or holds a
 * value its game cannot have, is refused with one line on standard
 * error and the table built again: a table is never trusted that may
 * not be the one asked for.
 *
 * Files are untrusted and may change while they are read: one is opened
 * without waiting (a FIFO under its name would block for ever), taken
 * only when it is a regular file, and read whole into memory, so that
 * what is checked is what is used and nothing another program does to
 * the file afterwards reaches the reader.  Files are written whole under
 * a temporary name that holds the writer's process id and renamed; the
 * next writer removes the temporary files of writers that are gone, and
 * keeps the directory within its cap (BG_TABLES_MAX) by removing the
 * least recently read tables. */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/core.h"

#define HEADER_MAX 256
#define TABLE_VERSION 3
/* What the table directory may hold when BG_TABLES_MAX is not set. */
#define TABLES_MAX_DEFAULT ((uint64_t)2 << 30)
/* A temporary file untouched so long (seconds) is a stopped writer's,
 * even when a process of its id runs (the id then is another's). */
#define STALE_SECONDS 3600

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

/* The header line's fields before its checksum, for a table of bytes:
 * their length, or 0 when they are too long (no game or shape is, so a
 * file that would need them is refused). */
static int
header_fields(const struct bg_table_file *f, size_t bytes, char *buf)
{
	char shape[128];
	int n;

	full_shape(f, shape, sizeof shape);
	n = snprintf(buf, HEADER_MAX, "bg-table %d %s %016llx %s %zu ",
	             TABLE_VERSION, f->game, (unsigned long long)f->rules,
	             shape, bytes);
	return n > 0 && n < HEADER_MAX - 24 ? n : 0;
}

/* The one checksum of a header's fields (n bytes) and its table. */
static uint64_t
table_sum(const char *fields, int n, const void *data, size_t bytes)
{
	return bg_fnv1a_words(bg_fnv1a(BG_FNV_BASIS, fields, (size_t)n), data,
	                      bytes);
}

/* The header line of a table of bytes whose checksum is sum, padded
 * with spaces to a multiple of 8 bytes so that the table starts aligned
 * for any of its values: its length, or 0. */
static int
header(const struct bg_table_file *f, size_t bytes, uint64_t sum, char *buf)
{
	int n = header_fields(f, bytes, buf);

	if (!n)
		return 0;
	n += snprintf(buf + n, (size_t)(HEADER_MAX - n), "%016llx",
	              (unsigned long long)sum);
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
	char line[HEADER_MAX], game[64], shape[128], want[HEADER_MAX];
	unsigned long long rules, sum;
	const char *nl = memchr(text, '\n', len < HEADER_MAX ? len : HEADER_MAX);
	size_t head = nl ? (size_t)(nl - text) + 1 : 0;
	int version, n;

	if (!head)
		return "not a table file";
	/* the line as a string: the file's bytes need not end in one */
	memcpy(line, text, head - 1);
	line[head - 1] = 0;
	if (sscanf(line, "bg-table %d ", &version) != 1)
		return "not a table file";
	if (version != TABLE_VERSION)
		return "a table file of another version";
	if (sscanf(line, "bg-table %*d %63s %llx %127s %zu %llx", game, &rules,
	           shape, bytes, &sum) != 5)
		return "not a table file";
	full_shape(f, want, sizeof want);
	if (strcmp(game, f->game) != 0 || rules != f->rules)
		return "a table of other rules";
	if (strcmp(shape, want) != 0 ||
	    (f->bytes ? *bytes != f->bytes : *bytes > max))
		return "a table of another shape";
	/* the line byte for byte as it is written: its checksum is of that */
	n = header(f, *bytes, sum, want);
	if ((size_t)n != head || memcmp(want, text, head) != 0)
		return "not a table file";
	if (len - head < *bytes)
		return "cut short";
	if (len - head > *bytes)
		return "longer than its table";
	n = header_fields(f, *bytes, want);
	if (table_sum(want, n, text + head, *bytes) != sum)
		return "its checksum does not match: corrupted";
	*body = text + head;
	return f->unsound ? f->unsound(*body, *bytes, f->arg) : NULL;
}

/* The one line of a refused file: what, why and what comes next. */
static void
refused(const struct bg_table_file *f, const char *what, const char *why)
{
	fprintf(stderr, "%s: %s%s%s; %s\n", program_invocation_short_name,
	        what, why ? ": " : "", why ? why : "",
	        f->then ? f->then : "building the table again");
}

/* The open file fd read (the least recently read are the first a full
 * directory gives up); where the reader may not set it, it is not. */
static void
mark_read(int fd)
{
	const struct timespec now[2] = { { 0, UTIME_NOW }, { 0, UTIME_OMIT } };

	futimens(fd, now);
}

/* The file fd of size bytes, read whole into m->base, a block of its
 * own (of huge pages where the system has them: a large table is read
 * with fewer faults), and one byte more, which tells a file that grew
 * while it was read: NULL, or why not. */
static const char *
read_whole(int fd, size_t size, struct bg_table_map *m)
{
	size_t cap = size + 1;
	ssize_t got = 0;
	void *block = mmap(NULL, cap, PROT_READ | PROT_WRITE,
	                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (block == MAP_FAILED)
		return strerror(errno);
	madvise(block, cap, MADV_HUGEPAGE);
	m->base = block;
	m->cap = cap;
	while (m->len < cap) {
		got = read(fd, (char *)block + m->len, cap - m->len);
		if (got > 0)
			m->len += (size_t)got;
		else if (got == 0 || errno != EINTR)
			break;
	}
	return got < 0 ? strerror(errno) : NULL;
}

/* path opened without waiting and, when it is a regular file of at most
 * max bytes of table, read whole into m: 1; 0 when there is no file;
 * -1 with *why when it is refused unread. */
static int
read_table(const char *path, size_t max, struct bg_table_map *m,
           const char **why)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
	int e = errno;
	struct stat st;

	if (fd < 0) {
		*why = strerror(e);
		return e == ENOENT ? 0 : -1;
	}
	if (fstat(fd, &st) < 0)
		*why = strerror(errno);
	else if (!S_ISREG(st.st_mode))
		*why = "not a regular file";
	else if ((uint64_t)st.st_size > (uint64_t)max + HEADER_MAX)
		*why = "larger than its table can be";
	else if (!(*why = read_whole(fd, (size_t)st.st_size, m)))
		mark_read(fd);
	close(fd);
	return *why ? -1 : 1;
}

int
bg_table_map(struct bg_table_file *f, size_t max, struct bg_table_map *m)
{
	char path[4200];
	const char *why = NULL, *body;
	size_t bytes;
	int r;

	memset(m, 0, sizeof *m);
	if (table_path(f, path, sizeof path) < 0 ||
	    (r = read_table(path, f->bytes ? f->bytes : max, m, &why)) == 0)
		return 0;
	if (r > 0 && !(why = refusal(f, max, m->base, m->len, &body, &bytes))) {
		m->data = body;
		f->bytes = bytes;
		return 1;
	}
	bg_table_unmap(m);
	refused(f, path, why);
	return 0;
}

int
bg_table_load(const struct bg_table_file *f, void *data)
{
	struct bg_table_file want = *f;
	struct bg_table_map m;

	if (!bg_table_map(&want, f->bytes, &m))
		return 0;
	memcpy(data, m.data, f->bytes);
	bg_table_unmap(&m);
	return 1;
}

void
bg_table_unmap(struct bg_table_map *m)
{
	if (m->base)
		munmap(m->base, m->cap);
	memset(m, 0, sizeof *m);
}

const char *
bg_table_unsound_chances(const void *table, size_t bytes, const void *arg)
{
	const double *v = table;
	size_t i;

	(void)arg;
	if (bytes % sizeof *v)
		return "a table of another shape";
	for (i = 0; i < bytes / sizeof *v; i++)
		if (!(v[i] >= 0 && v[i] <= 1)) /* NaN is neither */
			return BG_TABLE_IMPOSSIBLE;
	return NULL;
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

/* The bytes the table directory may hold: $BG_TABLES_MAX (bytes, or
 * with K, M or G after the number KiB, MiB or GiB), else 2 GiB: 0, or
 * -1 with one line when it is no size. */
static int
tables_max(uint64_t *cap)
{
	const char *s = getenv("BG_TABLES_MAX"), *units = "KMG", *unit;
	unsigned long long n;
	char *end;
	int shift = 0;

	*cap = TABLES_MAX_DEFAULT;
	if (!s || !*s)
		return 0;
	errno = 0;
	n = strtoull(s, &end, 10);
	if (*end && (unit = strchr(units, *end)))
		shift = 10 * (int)(unit - units + 1), end++;
	if (!isdigit((unsigned char)*s) || errno || *end ||
	    n > UINT64_MAX >> shift) {
		fprintf(stderr, "%s: BG_TABLES_MAX is not a size (bytes, or K, "
		        "M or G of them); the table is kept in memory only\n",
		        program_invocation_short_name);
		return -1;
	}
	*cap = (uint64_t)n << shift;
	return 0;
}

/* Would a file of size bytes pass the limit on a file's size (ulimit
 * -f)?  Writing past it raises SIGXFSZ, which ends the process: such a
 * table is kept in memory, as on a full disk. */
static int
beyond_file_limit(uint64_t size)
{
	struct rlimit rl;

	return getrlimit(RLIMIT_FSIZE, &rl) == 0 &&
	       rl.rlim_cur != RLIM_INFINITY && size > (uint64_t)rl.rlim_cur;
}

/* Is name, of len bytes before end, a table's: GAME-RULES.table, RULES
 * 16 hexadecimal digits? */
static int
table_name(const char *name, size_t len)
{
	size_t i;

	if (len < 24 || memcmp(name + len - 6, ".table", 6) != 0 ||
	    name[len - 23] != '-')
		return 0;
	for (i = len - 22; i < len - 6; i++)
		if (!isxdigit((unsigned char)name[i]))
			return 0;
	return 1;
}

/* Is name a temporary file of a writer that is gone (TABLE.PID.XXXXXX,
 * PID no process's, or untouched for STALE_SECONDS)? */
static int
stale_temp(const char *name, const struct stat *st)
{
	const char *dot = strstr(name, ".table.");
	char *end;
	long pid;

	if (!dot || !table_name(name, (size_t)(dot - name) + 6) ||
	    !isdigit((unsigned char)dot[7]))
		return 0;
	pid = strtol(dot + 7, &end, 10);
	if (*end != '.' || strlen(end) != 7 || !S_ISREG(st->st_mode))
		return 0;
	return (pid > 0 && kill((pid_t)pid, 0) < 0 && errno == ESRCH) ||
	       time(NULL) - st->st_mtime > STALE_SECONDS;
}

/* The bytes the tables of the directory d hold but self's (which the
 * new one replaces), the least recently read of them in oldest ("" when
 * none); stale temporary files are removed on the way. */
static uint64_t
survey(DIR *d, const char *self, char *oldest, size_t cap)
{
	struct timespec least = { 0, 0 };
	uint64_t total = 0;
	struct dirent *e;
	struct stat st;

	*oldest = 0;
	rewinddir(d);
	while ((e = readdir(d))) {
		if (fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0)
			continue;
		if (stale_temp(e->d_name, &st)) {
			unlinkat(dirfd(d), e->d_name, 0);
			continue;
		}
		if (!S_ISREG(st.st_mode) || strcmp(e->d_name, self) == 0)
			continue;
		total += (uint64_t)st.st_size;
		if (!table_name(e->d_name, strlen(e->d_name)))
			continue;
		if (!*oldest || st.st_atim.tv_sec < least.tv_sec ||
		    (st.st_atim.tv_sec == least.tv_sec &&
		     st.st_atim.tv_nsec < least.tv_nsec)) {
			least = st.st_atim;
			snprintf(oldest, cap, "%s", e->d_name);
		}
	}
	return total;
}

/* Room for a table file of size bytes at path, within cap: the stale
 * temporary files of its directory removed, then its least recently
 * read tables while what is there and the new file would pass cap. */
static void
make_room(const char *path, uint64_t size, uint64_t cap)
{
	char dir[4200], oldest[256], *slash;
	DIR *d;

	snprintf(dir, sizeof dir, "%s", path);
	if (!(slash = strrchr(dir, '/')))
		return;
	*slash = 0;
	if (!(d = opendir(dir)))
		return;
	while (survey(d, slash + 1, oldest, sizeof oldest) + size > cap &&
	       *oldest && unlinkat(dirfd(d), oldest, 0) == 0)
		;
	closedir(d);
}

/* Writes head and data (bytes) to a new file beside path, named with
 * the process's id, and renames it to path: 0, or -1 with nothing left
 * behind. */
static int
write_renamed(const char *path, const char *head, size_t head_len,
              const void *data, size_t bytes)
{
	char tmp[4300];
	struct bg_err err;
	int fd;

	snprintf(tmp, sizeof tmp, "%s.%ld.XXXXXX", path, (long)getpid());
	if ((fd = mkstemp(tmp)) < 0)
		return -1;
	if (bg_write_whole(fd, tmp, head, head_len, &err) < 0 ||
	    bg_write_whole(fd, tmp, data, bytes, &err) < 0) {
		close(fd);
		unlink(tmp);
		return -1;
	}
	if (close(fd) < 0 || chmod(tmp, 0644) < 0 || rename(tmp, path) < 0) {
		unlink(tmp);
		return -1;
	}
	return 0;
}

int
bg_table_save(const struct bg_table_file *f, const void *data)
{
	char path[4200], head[HEADER_MAX];
	uint64_t cap, size;
	int n;

	if (table_path(f, path, sizeof path) < 0 ||
	    !(n = header_fields(f, f->bytes, head)))
		return -1;
	n = header(f, f->bytes, table_sum(head, n, data, f->bytes), head);
	size = (uint64_t)n + f->bytes;
	if (tables_max(&cap) < 0 || size > cap || beyond_file_limit(size))
		return -1;
	make_dir(path);
	make_room(path, size, cap);
	return write_renamed(path, head, (size_t)n, data, f->bytes);
}
