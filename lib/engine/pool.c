/* The thread pool: started once for a run, woken for each piece of work.
 * The thread that made the pool is worker 0 and takes part in every run,
 * so a pool of one job starts no thread at all. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

/* Games with a solver that one run may meet. */
#define BG_SOLVERS_MAX 16

struct bg_worker {
	int index;
	struct {
		void *p;
		size_t bytes;
	} mem[BG_MEM_KINDS];
};

struct bg_pool {
	int jobs;
	int started;        /* threads running: workers 1..started */
	pthread_t thread[BG_JOBS_MAX];
	pthread_mutex_t lock;
	pthread_cond_t wake, idle;
	unsigned long round; /* bumped for each run: a worker's cue */
	bg_task_fn *fn;
	void *arg;
	int want;           /* workers in the round, worker 0 included */
	int running;        /* workers 1.. still in the round */
	int quit;
	struct bg_worker worker[BG_JOBS_MAX];
	/* The games' solvers: entries 0..solvers-1 are whole, read without
	 * the lock; new ones are added under it. */
	pthread_mutex_t solver_lock;
	atomic_int solvers;
	int tables_off;     /* --no-tables: no solver is made */
	struct {
		const struct bg_game *game;
		void *solver;
	} solver[BG_SOLVERS_MAX];
	/* The games' learned evaluations, as the solvers: entries
	 * 0..nets-1 are whole; race, the game's evaluation instead. */
	atomic_int nets;
	struct {
		const struct bg_game *game;
		int race;
		struct bg_net net;
	} net[BG_SOLVERS_MAX];
};

static void *
serve(void *arg)
{
	struct bg_pool *pool = arg;
	struct bg_worker *w;
	unsigned long seen;
	int index;

	pthread_mutex_lock(&pool->lock);
	index = ++pool->started;
	w = &pool->worker[index];
	seen = pool->round;
	pthread_cond_signal(&pool->idle);
	for (;;) {
		while (pool->round == seen && !pool->quit)
			pthread_cond_wait(&pool->wake, &pool->lock);
		if (pool->quit)
			break;
		seen = pool->round;
		if (index >= pool->want)
			continue;
		pthread_mutex_unlock(&pool->lock);
		pool->fn(pool->arg, w);
		pthread_mutex_lock(&pool->lock);
		if (--pool->running == 0)
			pthread_cond_signal(&pool->idle);
	}
	pthread_mutex_unlock(&pool->lock);
	return NULL;
}

int
bg_pool_new(struct bg_pool **out, int jobs, struct bg_err *err)
{
	struct bg_pool *pool = calloc(1, sizeof *pool);
	int i, e;

	*out = NULL;
	if (!pool)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	pool->jobs = jobs < 1 ? 1 : jobs > BG_JOBS_MAX ? BG_JOBS_MAX : jobs;
	for (i = 0; i < BG_JOBS_MAX; i++)
		pool->worker[i].index = i;
	pthread_mutex_init(&pool->lock, NULL);
	pthread_mutex_init(&pool->solver_lock, NULL);
	atomic_init(&pool->solvers, 0);
	atomic_init(&pool->nets, 0);
	pthread_cond_init(&pool->wake, NULL);
	pthread_cond_init(&pool->idle, NULL);
	*out = pool;
	for (i = 1; i < pool->jobs; i++) {
		e = pthread_create(&pool->thread[i], NULL, serve, pool);
		if (e) {
			pool->jobs = i; /* bg_pool_free joins those started */
			bg_pool_free(pool);
			*out = NULL;
			return bg_fail(err, BG_EX_SOFTWARE, "cannot start a "
			               "thread: %s", strerror(e));
		}
	}
	/* Every thread at its post, so that none misses the first round. */
	pthread_mutex_lock(&pool->lock);
	while (pool->started < pool->jobs - 1)
		pthread_cond_wait(&pool->idle, &pool->lock);
	pthread_mutex_unlock(&pool->lock);
	return 0;
}

void
bg_pool_free(struct bg_pool *pool)
{
	int i, k;

	if (!pool)
		return;
	pthread_mutex_lock(&pool->lock);
	pool->quit = 1;
	pthread_cond_broadcast(&pool->wake);
	pthread_mutex_unlock(&pool->lock);
	for (i = 1; i < pool->jobs; i++)
		pthread_join(pool->thread[i], NULL);
	for (i = 0; i < BG_JOBS_MAX; i++)
		for (k = 0; k < BG_MEM_KINDS; k++)
			free(pool->worker[i].mem[k].p);
	for (i = 0; i < atomic_load(&pool->solvers); i++)
		pool->solver[i].game->solver_free(pool->solver[i].solver);
	for (i = 0; i < atomic_load(&pool->nets); i++)
		bg_net_free(&pool->net[i].net);
	pthread_mutex_destroy(&pool->solver_lock);
	pthread_cond_destroy(&pool->idle);
	pthread_cond_destroy(&pool->wake);
	pthread_mutex_destroy(&pool->lock);
	free(pool);
}

int
bg_pool_jobs(const struct bg_pool *pool)
{
	return pool->jobs;
}

struct bg_exec
bg_exec_pool(struct bg_pool *pool)
{
	struct bg_exec ex = { pool, &pool->worker[0], 1 };

	return ex;
}

struct bg_exec
bg_exec_alone(struct bg_pool *pool, struct bg_worker *w)
{
	struct bg_exec ex = { pool, w, 0 };

	return ex;
}

int
bg_exec_threads(const struct bg_exec *ex)
{
	return ex->wide ? ex->pool->jobs : 1;
}

int
bg_worker_index(const struct bg_worker *w)
{
	return w->index;
}

void
bg_exec_run(const struct bg_exec *ex, bg_task_fn *fn, void *arg, int want)
{
	struct bg_pool *pool = ex->pool;

	if (want > bg_exec_threads(ex))
		want = bg_exec_threads(ex);
	if (want <= 1) {
		fn(arg, ex->self);
		return;
	}
	pthread_mutex_lock(&pool->lock);
	pool->fn = fn;
	pool->arg = arg;
	pool->want = want;
	pool->running = want - 1;
	pool->round++;
	pthread_cond_broadcast(&pool->wake);
	pthread_mutex_unlock(&pool->lock);
	fn(arg, &pool->worker[0]);
	pthread_mutex_lock(&pool->lock);
	while (pool->running > 0)
		pthread_cond_wait(&pool->idle, &pool->lock);
	pthread_mutex_unlock(&pool->lock);
}

void *
bg_worker_mem(struct bg_worker *w, int kind, size_t bytes, struct bg_err *err)
{
	void *p;

	if (w->mem[kind].bytes >= bytes)
		return w->mem[kind].p;
	free(w->mem[kind].p);
	w->mem[kind].p = NULL;
	w->mem[kind].bytes = 0;
	p = calloc(1, bytes);
	if (!p) {
		bg_fail(err, BG_EX_SOFTWARE, "out of memory (%zu bytes of "
		        "search memory)", bytes);
		return NULL;
	}
	w->mem[kind].p = p;
	w->mem[kind].bytes = bytes;
	return p;
}

void
bg_pool_tables_off(struct bg_pool *pool)
{
	pool->tables_off = 1;
}

int
bg_exact_missing(const struct bg_pool *pool, const struct bg_game *game,
                 struct bg_err *err)
{
	if (pool && pool->tables_off)
		return bg_fail(err, BG_EX_USAGE, "exact: the tables are off "
		               "(--no-tables)");
	if (game->solver_new && game->solve)
		return 0;
	return bg_fail(err, BG_EX_USAGE, "exact: %s has no solver",
	               game->name);
}

static void *
find_solver(struct bg_pool *pool, const struct bg_game *game)
{
	int i, n = atomic_load_explicit(&pool->solvers, memory_order_acquire);

	for (i = 0; i < n; i++)
		if (pool->solver[i].game == game)
			return pool->solver[i].solver;
	return NULL;
}

void *
bg_pool_solver(struct bg_pool *pool, const struct bg_game *game,
               struct bg_err *err)
{
	void *solver = find_solver(pool, game);
	int n;

	if (solver)
		return solver;
	if (bg_exact_missing(pool, game, err) < 0)
		return NULL;
	pthread_mutex_lock(&pool->solver_lock);
	n = atomic_load_explicit(&pool->solvers, memory_order_relaxed);
	if (!(solver = find_solver(pool, game))) {
		if (n == BG_SOLVERS_MAX)
			bg_fail(err, BG_EX_SOFTWARE, "exact: more than %d "
			        "solvers", BG_SOLVERS_MAX);
		else if ((solver = game->solver_new(BG_EXACT_BYTES, pool->jobs,
		                                    err))) {
			pool->solver[n].game = game;
			pool->solver[n].solver = solver;
			atomic_store_explicit(&pool->solvers, n + 1,
			                      memory_order_release);
		}
	}
	pthread_mutex_unlock(&pool->solver_lock);
	return solver;
}

/* The entry of game's evaluation, or -1. */
static int
find_net(struct bg_pool *pool, const struct bg_game *game)
{
	int i, n = atomic_load_explicit(&pool->nets, memory_order_acquire);

	for (i = n - 1; i >= 0; i--)
		if (pool->net[i].game == game)
			return i;
	return -1;
}

/* Adds an entry (under the lock): the race evaluation when net is NULL. */
static int
add_net(struct bg_pool *pool, const struct bg_game *game, struct bg_net *net)
{
	int n = atomic_load_explicit(&pool->nets, memory_order_relaxed);

	if (n == BG_SOLVERS_MAX)
		return -1;
	pool->net[n].game = game;
	pool->net[n].race = !net;
	if (net)
		pool->net[n].net = *net;
	else
		memset(&pool->net[n].net, 0, sizeof pool->net[n].net);
	atomic_store_explicit(&pool->nets, n + 1, memory_order_release);
	return 0;
}

const struct bg_net *
bg_pool_net(struct bg_pool *pool, const struct bg_game *game)
{
	const struct bg_yaml_source *w = game->weights;
	struct bg_net net;
	struct bg_err err;
	int i;

	if (!pool || !game->features || (i = find_net(pool, game)) < 0) {
		if (!pool || !game->features || !w)
			return NULL;
		pthread_mutex_lock(&pool->solver_lock);
		if ((i = find_net(pool, game)) < 0) {
			/* The embedded weights are checked by the tests:
			 * a failure leaves the race evaluation. */
			if (bg_net_read(&net, game, w->text, w->len, w->name,
			                &err) < 0)
				add_net(pool, game, NULL);
			else if (add_net(pool, game, &net) < 0)
				bg_net_free(&net);
			i = find_net(pool, game);
		}
		pthread_mutex_unlock(&pool->solver_lock);
	}
	return i < 0 || pool->net[i].race ? NULL : &pool->net[i].net;
}

int
bg_pool_use_net(struct bg_pool *pool, struct bg_net *net, struct bg_err *err)
{
	int rc;

	pthread_mutex_lock(&pool->solver_lock);
	rc = add_net(pool, net->game, net);
	pthread_mutex_unlock(&pool->solver_lock);
	if (rc < 0) {
		bg_net_free(net);
		return bg_fail(err, BG_EX_USAGE, "more than %d weights files",
		               BG_SOLVERS_MAX);
	}
	return 0;
}

void
bg_pool_race(struct bg_pool *pool, const struct bg_game *game)
{
	pthread_mutex_lock(&pool->solver_lock);
	(void)add_net(pool, game, NULL);
	pthread_mutex_unlock(&pool->solver_lock);
}
