/* bg-moves: the legal moves of each state, their count, or a perft count. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/notation.h"
#include "../lib/tool.h"

static const char prog[] = "bg-moves";

static const char usage[] =
	"usage: bg-moves [-c | -l | -p DEPTH] [-r FILE] [FILE...]\n"
	"Print the legal moves of each state read (standard input when no\n"
	"FILE is given), one per line, in the game's documented order.\n"
	"\n"
	"  -c, --count        print the number of legal moves of each state\n"
	"  -l, --line         print each state's moves on one line\n"
	"  -p, --perft DEPTH  print the number of leaves DEPTH plies deep\n"
	"  -r, --rules FILE   load a game definition (YAML)\n"
	"  -h, --help         print this help\n"
	"  -V, --version      print the version\n"
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad state, 66 unreadable input,\n"
	"70 out of memory, 74 write error.\n";

enum mode { LIST, LINE, COUNT, PERFT };

struct opts {
	enum mode mode;
	int depth;
};

static int
print_moves(struct bg_state *st, void *ctx, struct bg_err *err)
{
	const struct opts *o = ctx;
	struct bg_move moves[BG_MAX_MOVES];
	char word[BG_WORD_MAX + 2];
	char count[24];
	int n, i;
	size_t len;

	(void)err;
	switch (o->mode) {
	case PERFT:
	case COUNT:
		len = (size_t)(bg_put_uint(count, o->mode == PERFT
		                                  ? bg_perft(st, o->depth)
		                                  : (unsigned long)st->game->moves(st, moves))
		               - count);
		count[len++] = '\n';
		fwrite(count, 1, len, stdout);
		return 0;
	default:
		n = st->game->moves(st, moves);
		for (i = 0; i < n; i++) {
			len = st->game->format_move(st, &moves[i], word);
			word[len++] = o->mode == LINE && i + 1 < n ? ' ' : '\n';
			fwrite(word, 1, len, stdout);
		}
		if (o->mode == LINE && n == 0)
			fputc('\n', stdout);
		return 0;
	}
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "count", no_argument, NULL, 'c' },
		{ "line", no_argument, NULL, 'l' },
		{ "perft", required_argument, NULL, 'p' },
		{ "rules", required_argument, NULL, 'r' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const struct bg_cli cli = { prog, usage, "clp:r:hV", longopts, NULL };
	struct opts o = { .mode = LIST };
	struct bg_defs defs;
	unsigned long depth;
	int c, modes = 0, status;

	bg_defs_init(&defs);
	while ((c = bg_getopt(&cli, argc, argv)) != -1) {
		switch (c) {
		case 'c':
			o.mode = COUNT;
			modes++;
			break;
		case 'l':
			o.mode = LINE;
			modes++;
			break;
		case 'p':
			if (bg_parse_ulong(optarg, 0, 64, &depth) < 0) {
				bg_complain(prog, "--perft: '%s' is not a depth "
				            "from 0 to 64", optarg);
				bg_defs_free(&defs);
				return BG_EX_USAGE;
			}
			o.mode = PERFT;
			o.depth = (int)depth;
			modes++;
			break;
		default:
			status = bg_common_option(&cli, c, &defs);
			if (status != BG_OPT_NEXT) {
				bg_defs_free(&defs);
				return status;
			}
		}
	}
	if (modes > 1) {
		bg_complain(prog, "--count, --line and --perft exclude each other");
		bg_defs_free(&defs);
		return BG_EX_USAGE;
	}
	status = bg_each_state(prog, argv + optind, argc - optind, &defs,
	                       print_moves, &o);
	bg_defs_free(&defs);
	return bg_finish(prog, status);
}
