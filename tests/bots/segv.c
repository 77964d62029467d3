/* A bot that crashes: it reads a state and dies of SIGSEGV, as a bot with
 * a wild pointer does (the signal raised, so that no sanitizer's handler
 * turns it into an exit status). */
#include <signal.h>
#include <stdio.h>

int
main(void)
{
	char line[8192];

	if (fgets(line, sizeof line, stdin)) {
		signal(SIGSEGV, SIG_DFL);
		raise(SIGSEGV);
	}
	return 0;
}
