/* Threads for the engine's work. */
#include <pthread.h>
#include <string.h>

#include "engine/engine.h"

/* Runs worker in jobs threads, the calling one among them, until each
 * returns.  When a thread cannot start, the others still finish the
 * work before the error is returned. */
int
bg_run_threads(void *(*worker)(void *), void *arg, int jobs, struct bg_err *err)
{
	pthread_t thread[BG_JOBS_MAX];
	int started, e, rc = 0;

	for (started = 0; started < jobs - 1; started++) {
		e = pthread_create(&thread[started], NULL, worker, arg);
		if (e) {
			rc = bg_fail(err, BG_EX_SOFTWARE, "cannot start a thread: "
			             "%s", strerror(e));
			break;
		}
	}
	worker(arg);
	while (started--)
		pthread_join(thread[started], NULL);
	return rc;
}

