/* The bot protocol (formats/bot.md): for each decision one state line
 * written to the bot, one move word read back and checked against the
 * listed moves, on a clock; every failure is a forfeit with its reason,
 * and the bot that fails is stopped, to be started again at its next
 * decision. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "match/match.h"

/* How long a bot that closed its input may take to show that it died
 * (its output ends too), in microseconds. */
#define DYING_US 20000

const char *
bg_forfeit_name(enum bg_forfeit_kind kind)
{
	static const char *const name[] = {
		"", "time", "illegal", "lines", "long", "closed", "input",
		"crashed", "exited"
	};

	return (unsigned)kind < sizeof name / sizeof name[0] ? name[kind] : "";
}

int
bg_forfeit_failed(enum bg_forfeit_kind kind)
{
	return kind == BG_FORFEIT_CLOSED || kind == BG_FORFEIT_INPUT ||
	       kind == BG_FORFEIT_CRASHED || kind == BG_FORFEIT_EXITED;
}

void
bg_bot_init(struct bg_bot *bot, const char *command, const char *log)
{
	memset(bot, 0, sizeof *bot);
	bot->command = command;
	bot->log = log;
	bot->proc.in = bot->proc.out = -1;
}

void
bg_bot_new_game(struct bg_bot *bot)
{
	bot->game_us = 0;
}

void
bg_bot_stop(struct bg_bot *bot, unsigned long grace_ms)
{
	bg_proc_stop(&bot->proc, grace_ms, grace_ms);
	bot->fill = 0;
}

/* The bot's log, appended to: opened without blocking, so that a FIFO
 * (which no one may ever read) is refused at once, as anything but a
 * regular file is.  The descriptor, or -1. */
static int
open_log(const char *log, struct bg_err *err)
{
	int fd = bg_open_regular(log, O_WRONLY | O_CREAT | O_APPEND, 0644);

	if (fd == BG_OPEN_FAILED)
		bg_fail(err, BG_EX_IOERR, "cannot open the bot log %s: %s", log,
		        strerror(errno));
	else if (fd == BG_NOT_REGULAR)
		bg_fail(err, BG_EX_IOERR, "cannot open the bot log %s: not a "
		        "regular file", log);
	return fd < 0 ? -1 : fd;
}

static int
start(struct bg_bot *bot, struct bg_err *err)
{
	int fd = -1, rc;

	if (bot->proc.pid)
		return 0;
	if (bot->log && (fd = open_log(bot->log, err)) < 0)
		return -1;
	rc = bg_proc_start(&bot->proc, bot->command, fd, err);
	if (fd >= 0)
		close(fd);
	if (rc < 0) {
		char shown[64];

		bg_prefix(err, "bot '%s': ", bg_printable(bot->command, shown,
		                                          sizeof shown));
	}
	bot->fill = 0;
	bot->starts += rc == 0;
	bot->decisions_at_start = bot->decisions;
	return rc;
}

/* Ends the bot's part in the game: the forfeit's reason, and the bot
 * stopped at once (no time to end by itself: it has failed). */
static int
forfeit(struct bg_bot *bot, const struct bg_bot_limits *lim,
        struct bg_forfeit *f, enum bg_forfeit_kind kind, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

static int
forfeit(struct bg_bot *bot, const struct bg_bot_limits *lim,
        struct bg_forfeit *f, enum bg_forfeit_kind kind, const char *fmt, ...)
{
	va_list ap;

	f->kind = kind;
	f->unanswered = bot->decisions == bot->decisions_at_start;
	va_start(ap, fmt);
	vsnprintf(f->reason, sizeof f->reason, fmt, ap);
	va_end(ap);
	bg_proc_stop(&bot->proc, 0, lim->grace_ms);
	bot->fill = 0;
	return 1;
}

/* Its output ended: how the bot ended, if it has within the grace. */
static int
output_ended(struct bg_bot *bot, const struct bg_bot_limits *lim,
             struct bg_forfeit *f)
{
	struct bg_proc *p = &bot->proc;
	int sig;

	if (!bg_proc_ended(p, lim->grace_ms))
		return forfeit(bot, lim, f, BG_FORFEIT_CLOSED, "closed");
	/* sh -c tells a command killed by signal N as status 128 + N. */
	sig = p->signal ? p->signal
	    : p->code > 128 && p->code <= 128 + 64 ? p->code - 128 : 0;
	if (sig)
		return forfeit(bot, lim, f, BG_FORFEIT_CRASHED,
		               "crashed (signal %d)", sig);
	if (p->code)
		return forfeit(bot, lim, f, BG_FORFEIT_EXITED,
		               "exited (status %d)", p->code);
	return forfeit(bot, lim, f, BG_FORFEIT_CLOSED, "closed");
}

/* Its input is closed: by the bot itself, or because it died, which its
 * output's end soon tells. */
static int
input_closed(struct bg_bot *bot, const struct bg_bot_limits *lim,
             struct bg_forfeit *f)
{
	struct bg_proc *p = &bot->proc;
	char byte;

	close(p->in);
	p->in = -1;
	if (bg_proc_wait(p, bg_clock_us() + DYING_US) == BG_PROC_READY &&
	    bg_proc_read(p, &byte, 1) == 0)
		return output_ended(bot, lim, f);
	return forfeit(bot, lim, f, BG_FORFEIT_INPUT, "closed its input");
}

/* Anything the bot wrote since its last answer, before it has a new
 * state, is more than it was asked for; an output at its end tells that
 * it died between two decisions. */
static int
check_quiet(struct bg_bot *bot, const struct bg_bot_limits *lim,
            struct bg_forfeit *f)
{
	long n = bg_proc_read(&bot->proc, bot->buf, sizeof bot->buf);

	if (n > 0)
		return forfeit(bot, lim, f, BG_FORFEIT_LINES,
		               "more than one line for one state");
	if (n == 0)
		return output_ended(bot, lim, f);
	return 0;
}

/* Reads the answer's line into bot->buf: BG_FORFEIT_NONE with *len its
 * length, or the kind of failure (BG_FORFEIT_TIME for the deadline,
 * BG_FORFEIT_CLOSED for the output's end). */
static enum bg_forfeit_kind
read_answer(struct bg_bot *bot, uint64_t deadline, size_t *len)
{
	const char *nl;
	long n;
	int rc;

	for (;;) {
		nl = memchr(bot->buf, '\n', bot->fill);
		if (nl) {
			*len = (size_t)(nl - bot->buf);
			if (*len > BG_BOT_ANSWER_MAX)
				return BG_FORFEIT_LONG;
			return bot->fill > *len + 1 ? BG_FORFEIT_LINES
			                            : BG_FORFEIT_NONE;
		}
		if (bot->fill > BG_BOT_ANSWER_MAX)
			return BG_FORFEIT_LONG;
		rc = bg_proc_wait(&bot->proc, deadline);
		if (rc == BG_PROC_LATE)
			return BG_FORFEIT_TIME;
		if (rc == BG_PROC_CLOSED)
			return BG_FORFEIT_INPUT;
		if (rc < 0)
			return BG_FORFEIT_CLOSED;
		n = bg_proc_read(&bot->proc, bot->buf + bot->fill,
		                 sizeof bot->buf - bot->fill);
		if (n == 0)
			return BG_FORFEIT_CLOSED;
		if (n > 0)
			bot->fill += (size_t)n;
	}
}

/* Is the word one of the moves bg-moves lists for st?  The same moves,
 * formatted the same way, through the game interface. */
static int
check_word(struct bg_bot *bot, const struct bg_bot_limits *lim,
           const struct bg_state *st, size_t len, struct bg_move *mv,
           struct bg_forfeit *f)
{
	struct bg_move moves[BG_MAX_MOVES], parsed;
	char word[BG_WORD_MAX + 2], shown[64];
	struct bg_err why;
	size_t i;
	int n, k, printable = len > 0;

	n = st->game->moves(st, moves);
	for (k = 0; k < n; k++)
		if (st->game->format_move(st, &moves[k], word) == len &&
		    memcmp(word, bot->buf, len) == 0) {
			*mv = moves[k];
			bot->fill = 0;
			return 0;
		}
	for (i = 0; i < len; i++) {
		word[i] = bot->buf[i] ? bot->buf[i] : '?';
		printable &= bot->buf[i] > ' ' && bot->buf[i] < 0x7f;
	}
	word[len] = '\0';
	if (!printable)
		return forfeit(bot, lim, f, BG_FORFEIT_ILLEGAL, "illegal move "
		               "'%s': a move is a word of printable ASCII",
		               bg_printable(word, shown, sizeof shown));
	if (st->game->parse_action(st, word, len, &parsed, &why) == 0)
		bg_illegal(&why, st, word, len, "not one of the listed moves");
	return forfeit(bot, lim, f, BG_FORFEIT_ILLEGAL, "%s", why.msg);
}

/* The time forfeit's reason: the time taken against the limit that
 * bound it, the decision's or the game's.  A process that has written
 * nothing since it started is most often one whose output sits in its
 * buffer (formats/bot.md, Buffering): the reason says so. */
static int
late(struct bg_bot *bot, const struct bg_bot_limits *lim, uint64_t took,
     int by_game, struct bg_forfeit *f)
{
	uint64_t us = by_game ? bot->game_us + took : took;
	const char *hint = bot->decisions == bot->decisions_at_start &&
	                   !bot->fill ? ": it wrote nothing since it started "
	                   "(a bot must flush its output after each line)" : "";

	f->ms = (unsigned long)((us + 999) / 1000);
	if (by_game)
		return forfeit(bot, lim, f, BG_FORFEIT_TIME, "time forfeit (%lu "
		               "ms in the game, limit %lu)%s", f->ms, lim->game_ms,
		               hint);
	return forfeit(bot, lim, f, BG_FORFEIT_TIME, "time forfeit (%lu ms, "
	               "limit %lu)%s", f->ms, lim->move_ms, hint);
}

/* The time the decision may take, in microseconds (0: no limit), and
 * whether it is the game's limit that binds. */
static uint64_t
time_allowed(const struct bg_bot *bot, const struct bg_bot_limits *lim,
             int *by_game)
{
	uint64_t move = (uint64_t)lim->move_ms * 1000u, game;

	*by_game = 0;
	if (!lim->game_ms)
		return move;
	game = (uint64_t)lim->game_ms * 1000u;
	game = game > bot->game_us ? game - bot->game_us : 0;
	if (move && move <= game)
		return move;
	*by_game = 1;
	return game ? game : 1;
}

static int
failed(struct bg_bot *bot, const struct bg_bot_limits *lim,
       enum bg_forfeit_kind kind, uint64_t took, int by_game,
       struct bg_forfeit *f)
{
	switch (kind) {
	case BG_FORFEIT_TIME:
		return late(bot, lim, took, by_game, f);
	case BG_FORFEIT_INPUT:
		return input_closed(bot, lim, f);
	case BG_FORFEIT_CLOSED:
		return output_ended(bot, lim, f);
	case BG_FORFEIT_LONG:
		return forfeit(bot, lim, f, kind, "line too long (more than %d "
		               "bytes)", BG_BOT_ANSWER_MAX);
	default:
		return forfeit(bot, lim, f, kind, "more than one line for one "
		               "state");
	}
}

int
bg_bot_decide(struct bg_bot *bot, const struct bg_state *st,
              const struct bg_bot_limits *lim, struct bg_move *mv,
              struct bg_forfeit *f, struct bg_err *err)
{
	char line[BG_LINE_MAX + 2];
	uint64_t allowed, t0, took;
	enum bg_forfeit_kind kind;
	size_t len;
	int by_game, fresh = !bot->proc.pid, rc;

	f->kind = BG_FORFEIT_NONE;
	f->seat = st->game->seat(st);
	f->ms = 0;
	f->unanswered = 0;
	f->reason[0] = '\0';
	if (start(bot, err) < 0)
		return -1;
	if (!fresh && check_quiet(bot, lim, f))
		return 1;
	len = st->game->format(st, line);
	line[len++] = '\n';
	allowed = time_allowed(bot, lim, &by_game);
	t0 = bg_clock_us();
	rc = bg_proc_write(&bot->proc, line, len, allowed ? t0 + allowed : 0);
	kind = rc == BG_PROC_LATE ? BG_FORFEIT_TIME
	     : rc == BG_PROC_CLOSED ? BG_FORFEIT_INPUT
	     : read_answer(bot, allowed ? t0 + allowed : 0, &len);
	took = bg_clock_us() - t0;
	if (kind == BG_FORFEIT_NONE && allowed && took > allowed)
		kind = BG_FORFEIT_TIME;
	if (kind != BG_FORFEIT_NONE)
		return failed(bot, lim, kind, took, by_game, f);
	bot->game_us += took;
	bot->decisions++;
	bot->answer_us += took;
	return check_word(bot, lim, st, len, mv, f);
}
