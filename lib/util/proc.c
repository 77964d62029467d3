/* Child processes: started through sh -c in a process group of their own,
 * talked to with deadlines, stopped and reaped.  Their standard input is
 * a Unix stream socket, written with MSG_NOSIGNAL: a child that closed it
 * makes the write fail with EPIPE instead of raising SIGPIPE here, at
 * no cost (blocking SIGPIPE around each write of a pipe takes two more
 * system calls).  Their standard output is a pipe. */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "util/util.h"

extern char **environ;

uint64_t
bg_clock_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

/* The time from now to the deadline, for ppoll: NULL when there is none,
 * zero when it has passed. */
static const struct timespec *
time_left(uint64_t deadline, struct timespec *ts)
{
	uint64_t now, left;

	if (!deadline)
		return NULL;
	now = bg_clock_us();
	left = deadline > now ? deadline - now : 0;
	ts->tv_sec = (time_t)(left / 1000000u);
	ts->tv_nsec = (long)(left % 1000000u) * 1000;
	return ts;
}

static void
close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

/* fd moved above the standard three, so that the child's dup2 onto 0, 1
 * and 2 never meets one of its own pipes there. */
static int
keep_high(int fd)
{
	int high, e;

	if (fd < 0 || fd > 2)
		return fd;
	high = fcntl(fd, F_DUPFD_CLOEXEC, 3);
	e = errno;
	close(fd);
	errno = e;
	return high;
}

/* A pipe (or, with socket set, a connected pair of Unix stream
 * sockets), both ends closed on exec and above the standard three. */
static int
make_pair(int fds[2], int socket)
{
	int e;

	if ((socket ? socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds)
	            : pipe2(fds, O_CLOEXEC)) < 0) {
		fds[0] = fds[1] = -1;
		return -1;
	}
	fds[0] = keep_high(fds[0]);
	fds[1] = keep_high(fds[1]);
	if (fds[0] >= 0 && fds[1] >= 0)
		return 0;
	e = errno;
	close_fd(&fds[0]);
	close_fd(&fds[1]);
	errno = e;
	return -1;
}

/* Is command plain words (no quoting, expansion, redirection or
 * operator) whose first is no shell builtin?  Then sh runs it with exec,
 * giving the program its place: the child is the program itself, whose
 * end bg sees at once, and no shell stays between them holding its
 * input open after the program closed it. */
static int
plain(const char *command)
{
	static const char *const builtin[] = {
		".", ":", "alias", "bg", "break", "cd", "command", "continue",
		"eval", "exec", "exit", "export", "fc", "fg", "getopts",
		"hash", "jobs", "read", "readonly", "return", "set", "shift",
		"times", "trap", "type", "ulimit", "umask", "unalias", "unset",
		"wait"
	};
	const char *p, *word;
	size_t n, i;

	for (p = command; *p; p++)
		if (!isalnum((unsigned char)*p) && !strchr(" \t_-./,:+@%^", *p))
			return 0;
	word = command + strspn(command, " \t");
	n = strcspn(word, " \t");
	if (n == 0)
		return 0;
	for (i = 0; i < sizeof builtin / sizeof builtin[0]; i++)
		if (strlen(builtin[i]) == n && memcmp(builtin[i], word, n) == 0)
			return 0;
	return 1;
}

/* The child's side: the pipes on its standard input and output, err_fd
 * or /dev/null on its standard error, a process group of its own, no
 * signal blocked and SIGPIPE at its default. */
static int
child_setup(posix_spawn_file_actions_t *fa, posix_spawnattr_t *at, int in,
            int out, int err_fd)
{
	sigset_t none, pipe_only;
	int e;

	sigemptyset(&none);
	sigemptyset(&pipe_only);
	sigaddset(&pipe_only, SIGPIPE);
	if ((e = posix_spawn_file_actions_adddup2(fa, in, 0)) ||
	    (e = posix_spawn_file_actions_adddup2(fa, out, 1)))
		return e;
	e = err_fd >= 0 ? posix_spawn_file_actions_adddup2(fa, err_fd, 2)
	  : posix_spawn_file_actions_addopen(fa, 2, "/dev/null", O_WRONLY, 0);
	if (e || (e = posix_spawnattr_setflags(at, POSIX_SPAWN_SETPGROUP |
	                                       POSIX_SPAWN_SETSIGMASK |
	                                       POSIX_SPAWN_SETSIGDEF)) ||
	    (e = posix_spawnattr_setpgroup(at, 0)) ||
	    (e = posix_spawnattr_setsigmask(at, &none)))
		return e;
	return posix_spawnattr_setsigdefault(at, &pipe_only);
}

/* posix_spawn, not fork: safe in a process of many threads, and cheap. */
static int
spawn(pid_t *pid, const char *command, int in, int out, int err_fd)
{
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t at;
	char *argv[] = { "sh", "-c", (char *)command, NULL };
	char *exec_command = NULL;
	int e;

	if (plain(command)) {
		exec_command = malloc(strlen(command) + 6);
		if (!exec_command)
			return ENOMEM;
		argv[2] = strcat(strcpy(exec_command, "exec "), command);
	}
	if ((e = posix_spawn_file_actions_init(&fa)) == 0) {
		if ((e = posix_spawnattr_init(&at)) == 0) {
			e = child_setup(&fa, &at, in, out, err_fd);
			if (!e)
				e = posix_spawn(pid, "/bin/sh", &fa, &at, argv,
				                environ);
			posix_spawnattr_destroy(&at);
		}
		posix_spawn_file_actions_destroy(&fa);
	}
	free(exec_command);
	return e;
}

int
bg_proc_start(struct bg_proc *p, const char *command, int err_fd,
              struct bg_err *err)
{
	int to[2] = { -1, -1 }, from[2] = { -1, -1 }, high = -1, e = 0;
	pid_t pid;

	memset(p, 0, sizeof *p);
	p->in = p->out = -1;
	if (err_fd >= 0 && err_fd <= 2 &&
	    (err_fd = high = fcntl(err_fd, F_DUPFD_CLOEXEC, 3)) < 0)
		e = errno;
	if (!e && (make_pair(to, 1) < 0 || make_pair(from, 0) < 0))
		e = errno;
	if (!e)
		e = spawn(&pid, command, to[0], from[1], err_fd);
	close_fd(&to[0]);
	close_fd(&from[1]);
	close_fd(&high);
	if (e) {
		close_fd(&to[1]);
		close_fd(&from[0]);
		return bg_fail(err, BG_EX_SOFTWARE, "cannot start a process: "
		               "%s", strerror(e));
	}
	fcntl(from[0], F_SETFL, fcntl(from[0], F_GETFL) | O_NONBLOCK);
	p->pid = pid;
	p->in = to[1];
	p->out = from[0];
	return 0;
}

int
bg_proc_write(struct bg_proc *p, const char *buf, size_t len,
              uint64_t deadline)
{
	struct pollfd fd;
	struct timespec ts;
	ssize_t n;

	if (p->in < 0)
		return BG_PROC_CLOSED;
	while (len) {
		n = send(p->in, buf, len, MSG_NOSIGNAL | MSG_DONTWAIT);
		if (n > 0) {
			buf += n;
			len -= (size_t)n;
			continue;
		}
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno != EAGAIN)
			return BG_PROC_CLOSED;
		fd.fd = p->in;
		fd.events = POLLOUT;
		n = ppoll(&fd, 1, time_left(deadline, &ts), NULL);
		if (n == 0)
			return BG_PROC_LATE;
		if (n > 0 && (fd.revents & (POLLERR | POLLHUP | POLLNVAL)))
			return BG_PROC_CLOSED;
	}
	return BG_PROC_READY;
}

int
bg_proc_wait(struct bg_proc *p, uint64_t deadline)
{
	struct pollfd fd[2];
	struct timespec ts;
	int n;

	fd[0].fd = p->out;
	fd[0].events = POLLIN;
	fd[1].fd = p->in;
	fd[1].events = 0; /* its input closed by it gives POLLHUP */
	for (;;) {
		fd[0].revents = fd[1].revents = 0;
		n = ppoll(fd, p->in >= 0 ? 2 : 1, time_left(deadline, &ts),
		          NULL);
		if (n < 0 && (errno == EINTR || errno == EAGAIN))
			continue;
		if (n < 0)
			return -1;
		if (n == 0)
			return BG_PROC_LATE;
		if (fd[0].revents)
			return BG_PROC_READY;
		return BG_PROC_CLOSED;
	}
}

long
bg_proc_read(struct bg_proc *p, char *buf, size_t cap)
{
	ssize_t n;

	do
		n = read(p->out, buf, cap);
	while (n < 0 && errno == EINTR);
	if (n < 0)
		return errno == EAGAIN ? -1 : 0;
	return (long)n;
}

int
bg_proc_ended(struct bg_proc *p, unsigned long wait_ms)
{
	uint64_t end = bg_clock_us() + (uint64_t)wait_ms * 1000u, now;
	struct timespec nap;
	long step = 100000; /* ns: a short first nap, then longer ones */
	siginfo_t info;

	while (!p->ended && p->pid) {
		memset(&info, 0, sizeof info);
		if (waitid(P_PID, (id_t)p->pid, &info,
		           WEXITED | WNOHANG | WNOWAIT) < 0) {
			if (errno == EINTR)
				continue;
			/* Reaped by another: its group id is no longer its. */
			p->ended = 1;
			p->pid = 0;
		} else if (info.si_pid == p->pid) {
			p->ended = 1;
			if (info.si_code == CLD_EXITED)
				p->code = info.si_status;
			else
				p->signal = info.si_status;
		} else {
			now = bg_clock_us();
			if (now >= end)
				return 0;
			if ((uint64_t)step / 1000u > end - now)
				step = (long)(end - now) * 1000;
			nap.tv_sec = 0;
			nap.tv_nsec = step;
			nanosleep(&nap, NULL);
			if (step < 4000000)
				step *= 2;
		}
	}
	return 1;
}

void
bg_proc_stop(struct bg_proc *p, unsigned long wait_ms, unsigned long grace_ms)
{
	int status;

	close_fd(&p->in);
	close_fd(&p->out);
	if (!p->pid)
		return;
	/* The group is signalled while its leader is at most a zombie, not
	 * reaped: its id cannot have gone to another process. */
	if (!bg_proc_ended(p, wait_ms)) {
		kill(-p->pid, SIGTERM);
		bg_proc_ended(p, grace_ms);
	} else if (p->pid) {
		kill(-p->pid, SIGTERM); /* what it left running */
	}
	if (p->pid)
		kill(-p->pid, SIGKILL);
	while (p->pid && waitpid(p->pid, &status, 0) < 0) {
		if (errno != EINTR)
			p->pid = 0;
	}
	if (p->pid) {
		p->ended = 1;
		p->signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
		p->code = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
	}
	p->pid = 0;
}

int
bg_proc_adopt(void)
{
	return prctl(PR_SET_CHILD_SUBREAPER, 1L, 0L, 0L, 0L);
}

/* The children of this process that are not reaped, from /proc, at
 * most cap: their count (-1 when /proc cannot be read). */
static int
children(pid_t *pid, int cap)
{
	char path[300], line[256];
	DIR *d = opendir("/proc");
	struct dirent *e;
	FILE *f;
	long ppid;
	int n = 0;

	if (!d)
		return -1;
	while (n < cap && (e = readdir(d))) {
		if (!isdigit((unsigned char)e->d_name[0]))
			continue;
		snprintf(path, sizeof path, "/proc/%s/status", e->d_name);
		if (!(f = fopen(path, "r")))
			continue;
		while (fgets(line, sizeof line, f))
			if (sscanf(line, "PPid: %ld", &ppid) == 1) {
				if (ppid == (long)getpid())
					pid[n++] = (pid_t)atol(e->d_name);
				break;
			}
		fclose(f);
	}
	closedir(d);
	return n;
}

void
bg_proc_sweep(unsigned long grace_ms)
{
	pid_t pid[256];
	int n, i, round, status;

	/* Each round ends the children there are; their own, orphaned as
	 * they die, come to this process in their turn. */
	for (round = 0; round < 64 && (n = children(pid, 256)) > 0; round++) {
		for (i = 0; i < n; i++)
			kill(pid[i], round ? SIGKILL : SIGTERM);
		for (i = 0; i < n; i++) {
			struct bg_proc p = { .pid = pid[i] };

			if (!round && !bg_proc_ended(&p, grace_ms))
				kill(pid[i], SIGKILL);
			while (waitpid(pid[i], &status, 0) < 0 && errno == EINTR)
				;
		}
	}
}
