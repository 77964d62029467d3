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
	"       bg-moves -e POLICY [-b | --seats] [-s SEED] [-j N] [-r FILE] [FILE...]\n"
	"       bg-moves -b [-e POLICY] [-s SEED] [-j N] [-r FILE] [FILE...]\n"
	"Print the legal moves of each state read (standard input when no\n"
	"FILE is given), one per line, in the game's documented order.\n"
	"\n"
	"  -c, --count        print the number of legal moves of each state\n"
	"      --line         print each state's moves on one line\n"
	"  -p, --perft DEPTH  print the number of leaves DEPTH plies deep\n"
	"      --random       print one legal move drawn at random\n"
	"  -e, --eval POLICY  print every legal move with its value by POLICY, best\n"
	"                     first: N or mc:N (N random playouts after each move:\n"
	"                     MOVE VALUE SE MARGIN), uct:N (tree search, N\n"
	"                     iterations: MOVE VALUE SE MARGIN VISITS), ab:D\n"
	"                     (alpha-beta, D plies: MOVE VALUE SE MARGIN DEPTH PV),\n"
	"                     uct:Ts or ab:Ts (T seconds, not reproducible), exact\n"
	"                     (the game's solver: MOVE VALUE exact MARGIN), ply:N\n"
	"                     (N-ply search on the learned evaluation, 1 to 3:\n"
	"                     MOVE VALUE - - DEPTH), default (the game's: ply:3,\n"
	"                     ply:2 in Waju, uct:20000 in Wari; ab:8 in Manji\n"
	"                     once every pawn is past the outer track)\n"
	"  -b, --best         print only the best move (without --eval: by default)\n"
	"      --weights FILE the learned evaluation of FILE's game from FILE\n"
	"                     (formats/evaluation.md) instead of the built-in one\n"
	"      --seats        with --eval N: the value of the state itself for\n"
	"                     every seat: SEAT VALUE SE MARGIN\n"
	"  -s, --seed SEED    draw reproducibly: from SEED and the state\n"
	"                     (0 to 18446744073709551615; default: from the system)\n"
	"  -j, --jobs N       search in N threads (1 to 64; but for the time forms\n"
	"                     the output is the same for every N)\n"
	"      --no-tables    no exact tables: exact is refused, and the\n"
	"                     searches go without exact values\n"
	"      --keep-lines   an empty line for each input line that fails (or\n"
	"                     is blank), so output lines up with the input\n"
	BG_COMMON_HELP
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad state, 66 unreadable input,\n"
	"70 out of memory or no threads, 74 write error.\n";

enum mode { LIST, LINE, COUNT, PERFT, RANDOM, EVAL };

struct opts {
	enum mode mode;
	int depth;
	int best, seats;     /* --eval's forms */
	struct bg_policy policy; /* --eval POLICY */
	struct bg_search *search; /* its rows, for uct and ab */
	struct bg_pool *pool; /* --eval's threads, started once */
	struct bg_draw draw; /* --seed, --jobs */
	int blocks;          /* --eval blocks printed, for the blank lines */
	int keep_lines;
};

/* The generator of a state: the seed and the state line. */
static uint64_t
state_key(const struct opts *o, const struct bg_state *st)
{
	char line[BG_LINE_MAX + 2];

	return bg_seed_key(o->draw.seed, line, st->game->format(st, line));
}

static void
print_word(const struct bg_state *st, const struct bg_move *mv)
{
	char word[BG_WORD_MAX + 2];
	size_t len = st->game->format_move(st, mv, word);

	word[len++] = '\n';
	fwrite(word, 1, len, stdout);
}

/* A state with no move due: under --keep-lines, the empty line that
 * keeps output of one line a state in step with the input. */
static int
no_move(const struct opts *o)
{
	if (o->keep_lines)
		putchar('\n');
	return 0;
}

static int
print_random(struct bg_state *st, const struct opts *o)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct bg_rng rng;
	int n = st->game->moves(st, moves);

	if (n == 0)
		return no_move(o);
	bg_rng_derive(&rng, state_key(o, st), 0);
	print_word(st, &moves[bg_rng_below(&rng, (unsigned)n)]);
	return 0;
}

static int
print_eval(struct bg_state *st, struct opts *o)
{
	struct bg_exec ex = bg_exec_pool(o->pool);
	struct bg_eval ev;
	struct bg_outcome out;
	char word[BG_WORD_MAX + 2];
	int order[BG_MAX_MOVES], i;

	bg_evaluate(st, state_key(o, st), o->policy.n, o->seats, &ex, &ev);
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
			bg_print_tally(stdout, out.seat[i], &ev.seat[i], ev.n);
		return 0;
	}
	bg_eval_rank(&ev, order);
	for (i = 0; i < ev.nmoves; i++) {
		st->game->format_move(st, &ev.move[order[i]], word);
		bg_print_tally(stdout, word, &ev.tally[order[i]], ev.n);
	}
	return 0;
}

static int
print_search(struct bg_state *st, struct opts *o, struct bg_err *err)
{
	struct bg_exec ex = bg_exec_pool(o->pool);
	struct bg_search *s = o->search;
	int i;

	if (bg_search_run(&o->policy, st, state_key(o, st), &ex, s, err) < 0)
		return -1;
	if (o->best) {
		print_word(st, &s->row[s->order[0]].move);
		return 0;
	}
	if (o->blocks++)
		putchar('\n');
	for (i = 0; i < s->nmoves; i++)
		bg_print_judged(stdout, st, s, &s->row[s->order[i]]);
	return 0;
}

/* --eval: mc and --seats by playouts, uct and ab by their search; a
 * state no seat moves in has no moves to judge (but --seats values it). */
static int
judge_state(struct bg_state *st, struct opts *o, struct bg_err *err)
{
	struct bg_move moves[BG_MAX_MOVES];

	if (o->policy.kind == BG_POLICY_EXACT &&
	    bg_exact_missing(o->pool, st->game, err) < 0)
		return -1;
	if (!o->seats && st->game->seat(st) < 0)
		return o->best ? no_move(o) : 0;
	if (o->best && st->game->moves(st, moves) == 1) {
		print_word(st, &moves[0]); /* forced: nothing to weigh */
		return 0;
	}
	if (o->policy.kind == BG_POLICY_MC || o->seats)
		return print_eval(st, o);
	return print_search(st, o, err);
}

/* The policy default is the game's: each state is judged by what it
 * names in the state's game. */
static int
print_judgement(struct bg_state *st, struct opts *o, struct bg_err *err)
{
	struct bg_policy given = o->policy;
	int rc;

	bg_policy_for(&given, st, &o->policy);
	rc = judge_state(st, o, err);
	o->policy = given;
	return rc;
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
		return print_judgement(st, o, err);
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

enum { OPT_LINE = 256, OPT_RANDOM, OPT_SEATS, OPT_KEEP_LINES };

/* One option into o: BG_OPT_NEXT, or the status to exit with (64 after
 * the usage message).  modes gets a bit for each mode given. */
static int
option(struct opts *o, int c, const char *arg, unsigned *modes,
       const struct bg_cli *cli, struct bg_defs *defs)
{
	struct bg_err err;
	unsigned long v;
	int status;

	switch (c) {
	case OPT_KEEP_LINES:
		o->keep_lines = 1;
		return BG_OPT_NEXT;
	case 'c':
		o->mode = COUNT;
		break;
	case OPT_LINE:
		o->mode = LINE;
		break;
	case 'p':
		if (bg_parse_ulong(arg, 0, 64, &v) < 0) {
			bg_complain(prog, "--perft: '%s' is not a depth from 0 "
			            "to 64", arg);
			return BG_EX_USAGE;
		}
		o->mode = PERFT;
		o->depth = (int)v;
		break;
	case OPT_RANDOM:
		o->mode = RANDOM;
		break;
	case 'e':
		if (bg_judge_parse(arg, &o->policy, &err) < 0) {
			bg_complain(prog, "--eval: %s", err.msg);
			return BG_EX_USAGE;
		}
		o->mode = EVAL;
		break;
	case 'b':
		o->best = 1;
		return BG_OPT_NEXT;
	case OPT_SEATS:
		o->seats = 1;
		return BG_OPT_NEXT;
	default:
		if ((status = bg_draw_option(&o->draw, prog, c, arg)) !=
		    BG_OPT_OTHER)
			return status;
		return bg_common_option(cli, c, defs);
	}
	*modes |= 1u << o->mode;
	return BG_OPT_NEXT;
}

/* The command line into o: BG_OPT_NEXT, or the status to exit with. */
static int
parse_options(struct opts *o, int argc, char **argv, struct bg_defs *defs)
{
	static const struct option longopts[] = {
		{ "count", no_argument, NULL, 'c' },
		{ "line", no_argument, NULL, OPT_LINE },
		{ "perft", required_argument, NULL, 'p' },
		{ "random", no_argument, NULL, OPT_RANDOM },
		{ "eval", required_argument, NULL, 'e' },
		{ "best", no_argument, NULL, 'b' },
		{ "seats", no_argument, NULL, OPT_SEATS },
		{ "keep-lines", no_argument, NULL, OPT_KEEP_LINES },
		BG_DRAW_LONGOPTS,
		BG_COMMON_LONGOPTS
	};
	const struct bg_cli cli = { prog, usage, "cp:e:bs:j:r:hV", longopts,
	                            NULL };
	struct bg_err err;
	const char *why;
	unsigned modes = 0;
	int c, status;

	while ((c = bg_getopt(&cli, argc, argv)) != -1)
		if ((status = option(o, c, optarg, &modes, &cli, defs)) !=
		    BG_OPT_NEXT)
			return status;
	if (o->best && !modes) {
		/* --best alone: the strongest policy. */
		bg_policy_parse("default", 7, &o->policy, &err);
		o->mode = EVAL;
		modes |= 1u << EVAL;
	}
	if ((status = bg_exclusive(prog, modes, "--count, --line, --perft, "
	                           "--random and --eval")))
		return status;
	if ((o->best || o->seats || o->draw.threaded || o->draw.weights) &&
	    o->mode != EVAL) {
		bg_complain(prog, "--%s goes with --eval", o->best ? "best"
		            : o->seats ? "seats" : o->draw.threaded ? "jobs"
		            : "weights");
		return BG_EX_USAGE;
	}
	why = o->seats && o->policy.kind != BG_POLICY_MC
	      ? "--seats goes with --eval N or mc:N"
	      : o->best && o->seats ? "--best and --seats exclude each other"
	      : o->draw.seeded && o->mode != EVAL && o->mode != RANDOM
	      ? "--seed goes with --random or --eval" : NULL;
	if (why) {
		bg_complain(prog, "%s", why);
		return BG_EX_USAGE;
	}
	if (!o->draw.seeded && (o->mode == EVAL || o->mode == RANDOM) &&
	    bg_system_seed(prog, &o->draw.seed) < 0)
		return BG_EX_SOFTWARE;
	return BG_OPT_NEXT;
}

int
main(int argc, char **argv)
{
	struct opts o = { .mode = LIST, .draw.jobs = 1 };
	struct bg_defs defs;
	struct bg_err err;
	int status;

	bg_std_guard();
	bg_defs_init(&defs);
	status = parse_options(&o, argc, argv, &defs);
	if (status == BG_OPT_NEXT && o.mode == EVAL &&
	    (bg_pool_new(&o.pool, o.draw.jobs, &err) < 0 ||
	     !(o.search = malloc(sizeof *o.search)))) {
		bg_complain(prog, "%s", o.pool ? "out of memory" : err.msg);
		status = BG_EX_SOFTWARE;
	}
	if (status == BG_OPT_NEXT && o.pool &&
	    (status = bg_draw_nets(prog, &o.draw, &defs, o.pool,
	                           bg_policy_judges(&o.policy))) == 0)
		status = BG_OPT_NEXT;
	if (o.pool && o.draw.no_tables)
		bg_pool_tables_off(o.pool);
	if (status == BG_OPT_NEXT)
		status = bg_finish(prog, bg_each_state(prog, argv + optind,
		                                       argc - optind, &defs,
		                                       o.keep_lines, 0, print_moves,
		                                       &o));
	free(o.search);
	bg_pool_free(o.pool);
	bg_defs_free(&defs);
	return status;
}
