/* bg-moves: the legal moves of each state, their count, or a perft count. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "core/core.h"
#include "engine/engine.h"
#include "cli/cli.h"

static const char prog[] = "bg-moves";

static const char usage[] =
	"usage: bg-moves [-c | --line | -p DEPTH] [--keep-lines] [-r FILE] [FILE...]\n"
	"       bg-moves --random [-s SEED] [-r FILE] [FILE...]\n"
	"       bg-moves -e N [-b | --seats] [-s SEED] [-j N] [-r FILE] [FILE...]\n"
	"Print the legal moves of each state read (standard input when no\n"
	"FILE is given), one per line, in the game's documented order.\n"
	"\n"
	"  -c, --count        print the number of legal moves of each state\n"
	"      --line         print each state's moves on one line\n"
	"  -p, --perft DEPTH  print the number of leaves DEPTH plies deep\n"
	"      --random       print one legal move drawn at random\n"
	"  -e, --eval N       print every legal move with its value from N random\n"
	"                     playouts after it, best first: MOVE VALUE SE MARGIN\n"
	"  -b, --best         with --eval: print only the best move\n"
	"      --seats        with --eval: the value of the state itself for every\n"
	"                     seat: SEAT VALUE SE MARGIN\n"
	"  -s, --seed SEED    draw reproducibly: from SEED and the state\n"
	"                     (0 to 18446744073709551615; default: from the system)\n"
	"  -j, --jobs N       play the playouts in N threads (1 to 64; the output\n"
	"                     is the same for every N)\n"
	"      --keep-lines   an empty line for each input line that fails (or\n"
	"                     is blank), so output lines up with the input\n"
	"  -r, --rules FILE   load a game definition (YAML)\n"
	"  -h, --help         print this help\n"
	"  -V, --version      print the version\n"
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad state, 66 unreadable input,\n"
	"70 out of memory or no threads, 74 write error.\n";

enum mode { LIST, LINE, COUNT, PERFT, RANDOM, EVAL };

struct opts {
	enum mode mode;
	int depth;
	int best, seats;     /* --eval's forms */
	unsigned long n;     /* --eval N */
	int jobs;
	struct bg_pool *pool; /* --eval's threads, started once */
	uint64_t seed;
	int blocks;          /* --eval blocks printed, for the blank lines */
};

/* The generator of a state: the seed and the state line. */
static uint64_t
state_key(const struct opts *o, const struct bg_state *st)
{
	char line[BG_LINE_MAX + 2];

	return bg_seed_key(o->seed, line, st->game->format(st, line));
}

static void
print_word(const struct bg_state *st, const struct bg_move *mv)
{
	char word[BG_WORD_MAX + 2];
	size_t len = st->game->format_move(st, mv, word);

	word[len++] = '\n';
	fwrite(word, 1, len, stdout);
}

static int
print_random(struct bg_state *st, const struct opts *o)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_rng rng;
	int n = st->game->moves(st, moves);

	if (n == 0)
		return 0;
	bg_rng_derive(&rng, state_key(o, st), 0);
	print_word(st, &moves[bg_rng_below(&rng, (unsigned)n)]);
	return 0;
}

/* NAME VALUE SE MARGIN */
static void
print_value(const char *name, const struct bg_tally *t, unsigned long n)
{
	printf("%s %.4f %.4f %+.2f\n", name, bg_tally_mean(t, n),
	       bg_tally_se(t, n), bg_tally_margin(t, n));
}

static int
print_eval(struct bg_state *st, struct opts *o, struct bg_err *err)
{
	struct bg_exec ex = bg_exec_pool(o->pool);
	struct bg_eval ev;
	struct bg_outcome out;
	char word[BG_WORD_MAX + 2];
	int order[BG_MAX_MOVES], i;

	(void)err;
	if (!o->seats && st->game->seat(st) < 0)
		return 0;
	if (o->best && st->game->moves(st, ev.move) == 1) {
		print_word(st, &ev.move[0]); /* forced: nothing to weigh */
		return 0;
	}
	bg_evaluate(st, state_key(o, st), o->n, o->seats, &ex, &ev);
	if (o->best) {
		bg_eval_rank(&ev, order);
		print_word(st, &ev.move[order[0]]);
		return 0;
	}
	if (o->blocks++)
		putchar('\n');
	if (o->seats) {
		st->game->outcome(st, &out);
		for (i = 0; i < ev.seats; i++)
			print_value(out.seat[i], &ev.seat[i], ev.n);
		return 0;
	}
	bg_eval_rank(&ev, order);
	for (i = 0; i < ev.nmoves; i++) {
		st->game->format_move(st, &ev.move[order[i]], word);
		print_value(word, &ev.tally[order[i]], ev.n);
	}
	return 0;
}

static int
print_moves(struct bg_state *st, void *ctx, struct bg_err *err)
{
	struct opts *o = ctx;
	struct bg_move moves[BG_MAX_MOVES];
	char word[BG_WORD_MAX + 2];
	char count[24];
	int n, i;
	size_t len;

	switch (o->mode) {
	case RANDOM:
		return print_random(st, o);
	case EVAL:
		return print_eval(st, o, err);
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
	enum { OPT_LINE = 256, OPT_RANDOM, OPT_SEATS, OPT_KEEP_LINES };
	static const struct option longopts[] = {
		{ "count", no_argument, NULL, 'c' },
		{ "line", no_argument, NULL, OPT_LINE },
		{ "perft", required_argument, NULL, 'p' },
		{ "random", no_argument, NULL, OPT_RANDOM },
		{ "eval", required_argument, NULL, 'e' },
		{ "best", no_argument, NULL, 'b' },
		{ "seats", no_argument, NULL, OPT_SEATS },
		{ "keep-lines", no_argument, NULL, OPT_KEEP_LINES },
		{ "seed", required_argument, NULL, 's' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "rules", required_argument, NULL, 'r' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const struct bg_cli cli = { prog, usage, "cp:e:bs:j:r:hV", longopts,
	                            NULL };
	struct opts o = { .mode = LIST, .jobs = 1 };
	struct bg_defs defs;
	struct bg_err err;
	unsigned long v;
	unsigned modes = 0;
	int c, seeded = 0, jobs = 0, keep_lines = 0, status;

	bg_defs_init(&defs);
	while ((c = bg_getopt(&cli, argc, argv)) != -1) {
		status = BG_EX_USAGE;
		switch (c) {
		case OPT_KEEP_LINES:
			keep_lines = 1;
			break;
		case 'c':
			o.mode = COUNT;
			modes |= 1u << COUNT;
			break;
		case OPT_LINE:
			o.mode = LINE;
			modes |= 1u << LINE;
			break;
		case 'p':
			if (bg_parse_ulong(optarg, 0, 64, &v) < 0) {
				bg_complain(prog, "--perft: '%s' is not a depth "
				            "from 0 to 64", optarg);
				goto out;
			}
			o.mode = PERFT;
			o.depth = (int)v;
			modes |= 1u << PERFT;
			break;
		case OPT_RANDOM:
			o.mode = RANDOM;
			modes |= 1u << RANDOM;
			break;
		case 'e':
			if (bg_number_option(prog, "eval", optarg, 1, BG_PLAYOUTS_MAX,
			                  &o.n) < 0)
				goto out;
			o.mode = EVAL;
			modes |= 1u << EVAL;
			break;
		case 'b':
			o.best = 1;
			break;
		case OPT_SEATS:
			o.seats = 1;
			break;
		case 's':
			if (bg_number_option(prog, "seed", optarg, 0, UINT64_MAX, &v) < 0)
				goto out;
			o.seed = v;
			seeded = 1;
			break;
		case 'j':
			if (bg_number_option(prog, "jobs", optarg, 1, BG_JOBS_MAX, &v) < 0)
				goto out;
			o.jobs = (int)v;
			jobs = 1;
			break;
		default:
			status = bg_common_option(&cli, c, &defs);
			if (status != BG_OPT_NEXT)
				goto out;
		}
	}
	if ((status = bg_exclusive(prog, modes, "--count, --line, --perft, "
	                           "--random and --eval")))
		goto out;
	status = BG_EX_USAGE;
	if ((o.best || o.seats || jobs) && o.mode != EVAL) {
		bg_complain(prog, "--%s goes with --eval", o.best ? "best"
		            : o.seats ? "seats" : "jobs");
		goto out;
	}
	if (o.best && o.seats) {
		bg_complain(prog, "--best and --seats exclude each other");
		goto out;
	}
	if (seeded && o.mode != EVAL && o.mode != RANDOM) {
		bg_complain(prog, "--seed goes with --random or --eval");
		goto out;
	}
	if (!seeded && (o.mode == EVAL || o.mode == RANDOM) &&
	    bg_system_seed(prog, &o.seed) < 0) {
		status = BG_EX_SOFTWARE;
		goto out;
	}
	if (o.mode == EVAL && bg_pool_new(&o.pool, o.jobs, &err) < 0) {
		bg_complain(prog, "%s", err.msg);
		status = err.status;
		goto out;
	}
	status = bg_each_state(prog, argv + optind, argc - optind, &defs,
	                       keep_lines, print_moves, &o);
	status = bg_finish(prog, status);
out:
	bg_pool_free(o.pool);
	bg_defs_free(&defs);
	return status;
}
