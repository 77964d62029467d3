/* bg-apply: applies actions to each state read. */
#include <getopt.h>
#include <string.h>

#include "../lib/tool.h"

static const char prog[] = "bg-apply";

static const char usage[] =
	"usage: bg-apply [-r FILE] [ACTION...]\n"
	"Apply the actions in order to each state read from standard input\n"
	"and print the resulting state.  An action is a move as bg-moves\n"
	"prints it, a chance outcome (roll:3,5) or a record action (end).\n"
	"\n"
	"  -r, --rules FILE   load a game definition (YAML)\n"
	"  -h, --help         print this help\n"
	"  -V, --version      print the version\n"
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad state or illegal action,\n"
	"66 unreadable input.\n";

struct actions {
	char **words;
	int count;
};

static int
apply_all(struct bg_state *st, void *ctx, struct bg_err *err)
{
	const struct actions *a = ctx;
	char line[BG_LINE_MAX + 2];
	size_t len;
	int i;

	for (i = 0; i < a->count; i++)
		if (bg_state_act(st, a->words[i], strlen(a->words[i]), err) < 0)
			return -1;
	len = st->game->format(st, line);
	line[len++] = '\n';
	fwrite(line, 1, len, stdout);
	return 0;
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "rules", required_argument, NULL, 'r' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct bg_defs defs;
	struct actions a;
	int c, status;

	bg_defs_init(&defs);
	/* "+": a move word such as -x is never an option after the first. */
	while ((c = getopt_long(argc, argv, "+r:hV", longopts, NULL)) != -1) {
		status = bg_common_option(prog, c, optarg, usage, &defs);
		if (status != BG_OPT_NEXT) {
			bg_defs_free(&defs);
			return status;
		}
	}
	a.words = argv + optind;
	a.count = argc - optind;
	status = bg_each_state(prog, NULL, 0, &defs, apply_all, &a);
	bg_defs_free(&defs);
	return bg_finish(prog, status);
}
