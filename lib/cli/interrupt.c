/* The signals that end a run of bg-apply with bots (SIGINT, SIGTERM,
 * SIGHUP, SIGPIPE): blocked in every thread and taken by one of their
 * own, which stops the match under way as at its end (its bots given
 * SIGTERM, then stopped and reaped, with whatever they left behind), and
 * then lets the signal end the process (status 128 + the signal).  A bot has a process group of its own, so a
 * terminal's Ctrl-C never reaches it: without this it would outlive bg.
 * The games cut short by the signal are neither counted nor recorded. */
#include <signal.h>
#include <unistd.h>

#include "cli/cli.h"

/* How long the match may take to stop its bots, beyond their grace. */
#define STOPPING_MS 2000

/* The signals taken: those of the four not ignored when bg started
 * (nohup's SIGHUP, a background job's SIGINT stay ignored). */
static void
ending_signals(sigset_t *set)
{
	static const int ending[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE };
	struct sigaction was;
	size_t i;

	sigemptyset(set);
	for (i = 0; i < sizeof ending / sizeof ending[0]; i++)
		if (sigaction(ending[i], NULL, &was) == 0 &&
		    was.sa_handler != SIG_IGN)
			sigaddset(set, ending[i]);
}

static void *
watch(void *arg)
{
	struct bg_interrupt *in = arg;
	struct timespec until;
	sigset_t one;
	int sig;

	while (sigwait(&in->set, &sig) != 0)
		;
	pthread_mutex_lock(&in->lock);
	in->sig = sig;
	if (in->stop)
		in->stop(in->ctx, SIGTERM);
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += (time_t)((in->grace_ms * 2 + STOPPING_MS) / 1000);
	while (in->busy && !in->stopped &&
	       pthread_cond_timedwait(&in->change, &in->lock, &until) == 0)
		;
	/* A match that could not stop in time (a search under way): its
	 * bots are killed where they are. */
	if (in->busy && !in->stopped && in->stop)
		in->stop(in->ctx, SIGKILL);
	/* Dead of the signal, as the shell expects (status 128 + sig). */
	signal(sig, SIG_DFL);
	sigemptyset(&one);
	sigaddset(&one, sig);
	pthread_sigmask(SIG_UNBLOCK, &one, NULL);
	raise(sig);
	_exit(128 + sig);
}

int
bg_interrupt_start(struct bg_interrupt *in, unsigned long grace_ms,
                   struct bg_err *err)
{
	*in = (struct bg_interrupt){ .grace_ms = grace_ms };
	ending_signals(&in->set);
	pthread_mutex_init(&in->lock, NULL);
	pthread_cond_init(&in->change, NULL);
	/* Blocked here first, so in every thread started after. */
	pthread_sigmask(SIG_BLOCK, &in->set, NULL);
	if (pthread_create(&in->thread, NULL, watch, in) != 0)
		return bg_fail(err, BG_EX_SOFTWARE, "cannot start a thread");
	pthread_detach(in->thread);
	return 0;
}

void
bg_interrupt_watch(struct bg_interrupt *in, void (*stop)(void *, int),
                   void *ctx)
{
	if (!in)
		return;
	pthread_mutex_lock(&in->lock);
	in->stop = stop;
	in->ctx = ctx;
	in->busy |= stop != NULL;
	pthread_mutex_unlock(&in->lock);
}

void
bg_interrupt_done(struct bg_interrupt *in)
{
	if (!in)
		return;
	pthread_mutex_lock(&in->lock);
	in->busy = 0;
	if (!in->sig) {
		pthread_mutex_unlock(&in->lock);
		return;
	}
	/* The match under way when the signal came has stopped its bots:
	 * the watching thread ends the process. */
	in->stopped = 1;
	pthread_cond_broadcast(&in->change);
	pthread_mutex_unlock(&in->lock);
	for (;;)
		pause();
}
