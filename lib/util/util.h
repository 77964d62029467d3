/* util: what any C program here needs and no game knows of: errors, UTF-8
 * text, numbers, whole files, the line reader, output held until it is
 * whole, escaping for JSON, XML and TAP, a hash, the random generator,
 * and the nearest word to one mistyped. */
#ifndef BG_UTIL_H
#define BG_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Exit statuses, as in <sysexits.h>. */
enum {
	BG_EX_OK = 0,
	BG_EX_USAGE = 64,   /* bad command line */
	BG_EX_DATAERR = 65, /* bad state, action or definition */
	BG_EX_NOINPUT = 66, /* an input cannot be opened */
	BG_EX_UNAVAILABLE = 69, /* a bot could not start, or failed */
	BG_EX_SOFTWARE = 70,
	BG_EX_IOERR = 74    /* writing the output failed */
};

#define BG_LINE_MAX 4096 /* longest input line, and longest state */

/* An error: the message, without program name or place, the column of
 * the line it is about where a byte of it is at fault (the reporters
 * place it), and the exit status it calls for. */
struct bg_err {
	int status;
	unsigned long column; /* from 1; 0: no column */
	char msg[512];
};

/* Makes err, with no column; returns -1. */
int bg_fail(struct bg_err *err, int status, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* The error just made is at column of its line; returns -1. */
int bg_at_column(struct bg_err *err, unsigned long column);
/* Puts more words before err's message, for a caller that knows where
 * the error is; returns -1.  A column the error has is then told in the
 * message, after the words: the place they name is another line. */
int bg_prefix(struct bg_err *err, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Puts the place "NAME:LINE:COLUMN: " before err's message, the column
 * the error's own (none when it has none); returns -1. */
int bg_prefix_at(struct bg_err *err, const char *name, unsigned long line);
/* text made fit for a one-line message: control bytes become '?', and
 * more than 40 bytes are cut with "...". */
const char *bg_printable(const char *text, char *buf, size_t cap);

/* The length of the UTF-8 character at s, of at most len bytes: 1 to 4,
 * or 0 when the bytes there are not one (a stray or overlong byte). */
size_t bg_utf8_char(const char *s, size_t len);
/* The length of s shortened to at most max bytes, whole characters at a
 * time. */
size_t bg_utf8_cut(const char *s, size_t len, size_t max);

/* The known word nearest to one mistyped, for "did you mean": each
 * known word is tried in turn, and the nearest is kept. */
struct bg_nearest {
	const char *word; /* the nearest so far; NULL: none */
	unsigned cost;    /* its distance from the word typed */
	int ties;         /* other words as near */
};
void bg_nearest_init(struct bg_nearest *near);
void bg_nearest_try(struct bg_nearest *near, const char *typed, size_t len,
                    const char *word);
/* The nearest word when it is near enough to be what was meant (a slip
 * or two, by the word typed's length) and no other is as near; else
 * NULL. */
const char *bg_nearest_word(const struct bg_nearest *near, size_t len);

/* Parses a whole decimal number in [min, max]; 0 or -1. */
int bg_parse_ulong(const char *s, unsigned long min, unsigned long max,
                   unsigned long *out);
/* Is s a decimal fraction from 0 to 1, read exactly (digits, a point
 * and more digits, of any length)?  0 or -1. */
int bg_parse_fraction(const char *s);

/* Reads a whole file ("-": standard input) of at most max bytes into a
 * new buffer. */
int bg_read_file(const char *path, size_t max, char **text, size_t *len,
                 struct bg_err *err);
/* Writes len bytes at the end of the file fd (path, for messages), all of
 * them or, when writing fails, none: what was written is cut back off.
 * 74 on failure. */
int bg_write_whole(int fd, const char *path, const char *buf, size_t len,
                   struct bg_err *err);

/* A file a program writes to (-w, -o, --record, a bot's log), opened
 * with open's flags (O_WRONLY or O_RDWR, O_CREAT, O_APPEND, O_NOFOLLOW)
 * and O_CLOEXEC, without blocking on the way: a FIFO that no one reads,
 * a device, a directory, a symbolic link under O_NOFOLLOW, anything but
 * a regular file is refused at once.  The descriptor, blocking again;
 * BG_OPEN_FAILED with errno set when it cannot be opened (ENOENT: not
 * there); BG_NOT_REGULAR when it is no regular file. */
enum { BG_OPEN_FAILED = -1, BG_NOT_REGULAR = -2 };
int bg_open_regular(const char *path, int flags, unsigned mode);

/* Whether path may be replaced by bg_replace_file: not there, or a
 * regular file; what is there and no regular file (a device, a FIFO, a
 * directory, a symbolic link, which the rename would put a file in
 * place of) is refused, "PATH: not a regular file", 74. */
int bg_replaceable(const char *path, struct bg_err *err);

/* Replaces path whole with head and body: written under a new name
 * beside it (mode 0644) and renamed, so that a reader sees the old file
 * or the new one, never a part; a path bg_replaceable refuses is left
 * as it is.  0, or 74 with nothing left behind. */
int bg_replace_file(const char *path, const char *head, size_t head_len,
                    const char *body, size_t body_len, struct bg_err *err);

/* Lines of text from a file or a pipe, each at most a limit long. */
struct bg_input {
	int fd;
	int own_fd;     /* opened here, closed by bg_input_close */
	const char *name; /* "-" for standard input */
	unsigned long lineno;
	char *buf;      /* a line that crosses reads, at most the limit */
	size_t cap;
	char *rbuf;     /* what was read and not yet returned */
	size_t rpos, rlen;
	int eof;
	size_t max;     /* the longest line: BG_LINE_MAX unless set */
	/* Lines of a record: their bytes are left for the record parser
	 * to judge. */
	int record;
	/* Where line numbers start: the first line is offset + 1 (a chunk
	 * of a larger input keeps that input's numbers). */
	unsigned long offset;
};

/* Opens path ("-" is standard input); a directory is refused. */
int bg_input_open(struct bg_input *in, const char *path, struct bg_err *err);
/* Reads the open file fd, which stays open; name is for messages. */
void bg_input_fd(struct bg_input *in, int fd, const char *name);
/* Back to the file's first line; -1 when it cannot be read again (a
 * pipe). */
int bg_input_rewind(struct bg_input *in, struct bg_err *err);
void bg_input_close(struct bg_input *in);
/* The next line without its newline: 1, or 0 at the end, or -1 for a line
 * that is too long or not printable ASCII (the rest of it is skipped, and
 * reading can go on).  *len is 0 but for a line read, or one read that
 * is not printable ASCII (a caller may look at what it holds). */
int bg_input_line(struct bg_input *in, const char **line, size_t *len,
                  struct bg_err *err);
/* A blank line or a # comment, which state streams pass over. */
int bg_line_is_blank(const char *line, size_t len);

/* Output held back until it is known to be whole (the states of a
 * replay, the boards of a picture): a temporary file in $TMPDIR, so that
 * holding costs no memory. */
FILE *bg_hold_open(struct bg_err *err);
/* Forgets what is held. */
void bg_hold_clear(FILE *hold);
/* Copies what is held to out and forgets it; an error holding it is
 * exit 74, and so is one writing out, told as "OUT_FAILED: reason". */
int bg_hold_copy(FILE *hold, FILE *out, const char *out_failed,
                 struct bg_err *err);
/* What is held read back in pieces: bg_hold_rewind goes to its start
 * (-1, 74, and forgotten when it could not be held), and each
 * bg_hold_copy_next copies its next len bytes to out, as bg_hold_copy
 * does; bg_hold_clear forgets it after. */
int bg_hold_rewind(FILE *hold, struct bg_err *err);
int bg_hold_copy_next(FILE *hold, FILE *out, size_t len, const char *out_failed,
                      struct bg_err *err);

/* Text written into another format, what the format needs escaped, as
 * the flags say:
 *   JSON       the inside of a JSON string: '"' and '\' after a
 *              backslash, control bytes as \u00XX
 *   XML        XML or HTML text or an attribute: '&', '<', '>', '"'
 *   TAP        a TAP line: '#' (which would start a directive) and '\'
 *              after a backslash
 *   PRINTABLE  valid UTF-8 of printable characters on one line: a byte
 *              that is no part of a UTF-8 character is U+FFFD (\ufffd in
 *              JSON), and a control byte, DEL included, is '?' (in JSON
 *              its escape)
 *   SCRIPT     JSON inside an HTML <script> element: '<' before '!',
 *              '/' or 's' as \u003c, so the element cannot be ended
 * Without PRINTABLE, bytes past ASCII are written as they are, and so
 * are control bytes but in JSON. */
enum {
	BG_ESC_JSON = 1,
	BG_ESC_XML = 2,
	BG_ESC_TAP = 4,
	BG_ESC_PRINTABLE = 8,
	BG_ESC_SCRIPT = 16
};
void bg_escape(FILE *out, const char *s, size_t len, unsigned how);
/* The string s as XML or HTML text (BG_ESC_XML). */
void bg_xml_text(FILE *out, const char *s);

/* FNV-1a of len bytes, from h (BG_FNV_BASIS to start; a hash so far to
 * go on). */
#define BG_FNV_BASIS 0xcbf29ce484222325u
uint64_t bg_fnv1a(uint64_t h, const void *data, size_t len);
/* The FNV-1a step over data's 64-bit words in the machine's order, then
 * over the bytes left: a checksum of large blocks. */
uint64_t bg_fnv1a_words(uint64_t h, const void *data, size_t len);

/* A seeded generator whose draws depend on the seed and on a text (the
 * state being rolled for), so separate processes with one seed agree. */
struct bg_rng {
	uint64_t s[4];
};
void bg_rng_seed(struct bg_rng *rng, uint64_t seed, const char *text,
                 size_t len);
/* What bg_rng_seed draws from: the seed mixed with a hash of the text. */
uint64_t bg_seed_key(uint64_t seed, const char *text, size_t len);
/* The index-th of many independent streams of one key: a playout's
 * draws depend on its index, never on the thread that runs it. */
void bg_rng_derive(struct bg_rng *rng, uint64_t key, uint64_t index);
int bg_rng_os(struct bg_rng *rng);
int bg_rng_die(struct bg_rng *rng, int faces);
uint64_t bg_rng_next(struct bg_rng *rng);
/* Uniform in 0..n-1, n >= 1. */
unsigned bg_rng_below(struct bg_rng *rng, unsigned n);

/* Child processes, which know nothing of games: a command run through
 * sh -c in a process group of its own, its standard input a Unix stream
 * socket and its standard output a pipe to this process.  Every end of
 * both is closed on exec (a child never holds another's), and this
 * process's ends do not block.  Times are microseconds of the monotonic
 * clock (bg_clock_us); a deadline of 0 is none. */
#include <sys/types.h>

uint64_t bg_clock_us(void);

struct bg_proc {
	pid_t pid;   /* 0: none */
	int in;      /* its standard input, written here; -1: closed */
	int out;     /* its standard output, read here; -1: closed */
	int ended;   /* it has ended (not yet reaped: its group id stays its
	              * own until bg_proc_stop) */
	int signal;  /* once ended: the signal that killed it, or 0 */
	int code;    /* once ended by itself: its exit status */
};

/* What waiting on a child gave. */
enum {
	BG_PROC_READY = 0,  /* done, or its output can be read */
	BG_PROC_LATE = 1,   /* the deadline passed */
	BG_PROC_CLOSED = 2  /* it closed its standard input */
};

/* Starts sh -c command, its standard error on err_fd (-1: /dev/null),
 * SIGPIPE and every other signal at their defaults and none blocked. */
int bg_proc_start(struct bg_proc *p, const char *command, int err_fd,
                  struct bg_err *err);
/* Writes all of buf to its standard input by the deadline, without a
 * SIGPIPE reaching this process: BG_PROC_READY, _LATE or _CLOSED. */
int bg_proc_write(struct bg_proc *p, const char *buf, size_t len,
                  uint64_t deadline);
/* Waits until its output holds bytes or is at its end (BG_PROC_READY), it
 * has closed its standard input with nothing to read (_CLOSED), or the
 * deadline passes (_LATE). */
int bg_proc_wait(struct bg_proc *p, uint64_t deadline);
/* Reads what its output holds now, at most cap bytes: the count, 0 at its
 * end, -1 when nothing is there yet. */
long bg_proc_read(struct bg_proc *p, char *buf, size_t cap);
/* Has it ended by the deadline?  1 (p->signal and p->code say how) or 0;
 * it is not reaped. */
int bg_proc_ended(struct bg_proc *p, uint64_t deadline);
/* Stops it: closes both pipes, gives it wait_ms to end by itself, then
 * sends SIGTERM to its group, gives it grace_ms more, sends SIGKILL to
 * its group, and reaps it.  Nothing is left of it, not even a zombie. */
void bg_proc_stop(struct bg_proc *p, unsigned long wait_ms,
                  unsigned long grace_ms);
/* Makes this process the reaper of its descendants (Linux's child
 * subreaper): one that leaves its parent's group or session (setsid)
 * and is orphaned becomes its child, not init's.  0, or -1. */
int bg_proc_adopt(void);
/* Ends every child of this process left (those adopted above): SIGTERM,
 * grace_ms, SIGKILL, reaped, and so on for theirs. */
void bg_proc_sweep(unsigned long grace_ms);

#endif
