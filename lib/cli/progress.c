/* The progress line of a long run on a terminal (bg-apply --play). */
#include <stdio.h>
#include <unistd.h>

#include "cli/cli.h"

static double
seconds_since(const struct timespec *t)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - t->tv_sec) +
	       (double)(now.tv_nsec - t->tv_nsec) / 1e9;
}

void
bg_progress_start(struct bg_progress *p, const char *prog, const char *what)
{
	p->prog = prog;
	p->what = what;
	p->on = isatty(STDERR_FILENO);
	p->out_too = p->on && isatty(STDOUT_FILENO);
	p->visible = p->above = 0;
	p->shown.tv_sec = p->shown.tv_nsec = 0;
	clock_gettime(CLOCK_MONOTONIC, &p->started);
}

/* A run longer than a second shows how far it is, five times a second. */
int
bg_progress_due(struct bg_progress *p)
{
	if (!p->on)
		return 0;
	if (p->shown.tv_sec == 0 && seconds_since(&p->started) < 1)
		return 0;
	if (p->shown.tv_sec && seconds_since(&p->shown) < 0.2)
		return 0;
	clock_gettime(CLOCK_MONOTONIC, &p->shown);
	p->visible = 1;
	return 1;
}

void
bg_progress_show(struct bg_progress *p, unsigned long count)
{
	if (bg_progress_due(p))
		fprintf(stderr, "\r\033[K%s: %s: %lu", p->prog, p->what,
		        count);
}

void
bg_progress_show_game(struct bg_progress *p, unsigned long count,
                      unsigned long game, unsigned long actions)
{
	if (bg_progress_due(p))
		fprintf(stderr, "\r\033[K%s: %s: %lu, game %lu: %lu actions",
		        p->prog, p->what, count, game + 1, actions);
}

void
bg_progress_before_output(struct bg_progress *p)
{
	if (p->out_too)
		bg_progress_clear(p);
}

double
bg_progress_seconds(const struct bg_progress *p)
{
	return seconds_since(&p->started);
}

/* The line goes, and the table above it, so that what is said next
 * starts a line of its own. */
void
bg_progress_clear(struct bg_progress *p)
{
	if (!p->visible)
		return;
	if (p->above)
		fprintf(stderr, "\r\033[%dA\033[J", p->above);
	else
		fputs("\r\033[K", stderr);
	p->visible = p->above = 0;
}
