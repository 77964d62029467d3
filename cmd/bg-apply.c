/* bg-apply: applies actions to states; replays and checks game records.
 * The replays are the record driver's (record/record.h), the output modes
 * its hooks (cli/apply.c); here is the command line. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

static const char prog[] = "bg-apply";

static const char usage[] =
	"usage: bg-apply [-a | -q | --result] [-k] [-w FILE] [-r FILE] [ACTION...]\n"
	"       bg-apply [-a | -q [--report FORMAT] | --result] [-k] [--keep-lines] [-l]\n"
	"                [--line-offset N] [-r FILE] -f RECORD...\n"
	"       bg-apply --play POLICY [--games K] [-s SEED] [-j N] [--result]\n"
	"                [-k] [-w FILE] [-r FILE]\n"
	"       bg-apply --analyse POLICY [--max-loss X] [-s SEED] [-j N] [--result]\n"
	"                [-k] [-l] [-r FILE] -f RECORD...\n"
	"Apply the actions in order to each state read from standard input and\n"
	"print the resulting state, or replay game records.  An action is a move\n"
	"as bg-moves prints it, a chance outcome (roll:3,5) or a record action\n"
	"(end).  A record without a state line is replayed from each state read\n"
	"from standard input.\n"
	"\n"
	"  -f, --file RECORD  replay the record file RECORD (- is standard input);\n"
	"                     may be given more than once, and the operands\n"
	"                     after -f are more records (-f *.rec)\n"
	"  -l, --lines        every line of a record file is a one-line record\n"
	"  -a, --all          print every state, the initial one first\n"
	"  -q, --check        print nothing: the exit status tells\n"
	"      --result       print a verdict (one JSON object a line) for each\n"
	"                     record or state\n"
	"  -k, --keep-going   go on after a record or state that fails\n"
	"      --report FORMAT  with --check: a report for CI, tap or junit,\n"
	"                     one test case a record\n"
	"      --keep-lines   go on after a failure, with an empty line for each\n"
	"                     input line that fails (or is blank), so output\n"
	"                     lines up with the input\n"
	"      --line-offset N  number the input's lines from N+1, as in the\n"
	"                     whole input a chunk was cut from\n"
	"  -w, --record FILE  append the actions applied to the record FILE of the\n"
	"                     game (a new or empty FILE gets the state first)\n"
	"      --play POLICY  play each state read to the end and print the final\n"
	"                     state: POLICY is random, mc:N (each move tried\n"
	"                     with N random playouts), uct:N (tree search, N\n"
	"                     iterations), ab:D (alpha-beta, D plies), uct:Ts or\n"
	"                     ab:Ts (T seconds a move), or one per seat: mc:200,random\n"
	"      --games K      with --play: K games from each state (default 1)\n"
	"      --analyse POLICY  judge every decision of the records by POLICY\n"
	"                     (N alone: mc:N, N playouts per move; uct:N, ab:D):\n"
	"                     the move played, the best, the loss; then\n"
	"                     each seat's mean loss, errors and blunders\n"
	"      --max-loss X   with --analyse: exit 65 when a seat's mean loss is\n"
	"                     more than X (0 to 1)\n"
	"  -s, --seed SEED    draw reproducibly (0 to 18446744073709551615;\n"
	"                     default: from the system)\n"
	"  -j, --jobs N       play in N threads (1 to 64; the output is the same\n"
	"                     for every N)\n"
	BG_COMMON_HELP
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad state, illegal action, bad record or\n"
	"a loss above --max-loss, 66 unreadable input, 70 out of memory or no\n"
	"threads, 74 write error.\n";


enum { OPT_RESULT = 256, OPT_PLAY, OPT_GAMES, OPT_ANALYSE, OPT_MAX_LOSS,
       OPT_LINE_OFFSET, OPT_REPORT, OPT_KEEP_LINES };
enum { GIVEN_SEED = 1, GIVEN_JOBS = 2, GIVEN_GAMES = 4 };

/* The most games --games takes: a 64-bit count of actions cannot
 * overflow, and a run can be stopped. */
#define GAMES_MAX 1000000000UL
/* Line numbers stay far from overflow past the offset. */
#define LINE_OFFSET_MAX 1000000000000UL

/* The command line. */
struct options {
	enum bg_output output;
	unsigned outputs;      /* the output options given, one bit each */
	char **files;          /* -f */
	int nfiles, lines, keep_going, keep_lines;
	unsigned long line_offset;
	const char *write_record;
	const char *play;      /* the policies as given, for the records */
	struct bg_policies policies;
	unsigned long games;
	int analyse;           /* --analyse given */
	struct bg_policy judge; /* its policy */
	const char *max_loss;  /* as given: compared exactly, and named */
	enum bg_ci_format report;
	uint64_t seed;
	int jobs;
	unsigned given;        /* GIVEN_* */
};


/* An option of the output modes and the replays: 1 when c is one. */
static int
output_option(struct options *o, int c, char *arg)
{
	switch (c) {
	case 'f':
		o->files[o->nfiles++] = arg;
		return 1;
	case 'l':
		o->lines = 1;
		return 1;
	case 'a':
		o->output = BG_OUTPUT_ALL;
		break;
	case 'q':
		o->output = BG_OUTPUT_CHECK;
		break;
	case OPT_RESULT:
		o->output = BG_OUTPUT_VERDICT;
		break;
	case 'k':
		o->keep_going = 1;
		return 1;
	case 'w':
		o->write_record = arg;
		return 1;
	default:
		return 0;
	}
	o->outputs |= 1u << o->output;
	return 1;
}

/* One option: BG_OPT_NEXT, or the status to exit with (64 after the
 * usage message). */
static int
option(struct options *o, int c, char *arg, const struct bg_cli *cli,
       struct bg_defs *defs)
{
	struct bg_err err;
	unsigned long v = 0;
	int bad = 0;

	if (output_option(o, c, arg))
		return BG_OPT_NEXT;
	switch (c) {
	case OPT_PLAY:
		if (bg_policies_parse(arg, &o->policies, &err) < 0) {
			bg_complain(prog, "--play: %s", err.msg);
			return BG_EX_USAGE;
		}
		o->play = arg;
		break;
	case OPT_GAMES:
		bad = bg_number_option(prog, "games", arg, 1, GAMES_MAX,
		                       &o->games);
		o->given |= GIVEN_GAMES;
		break;
	case OPT_ANALYSE:
		if (bg_judge_parse(arg, &o->judge, &err) < 0) {
			bg_complain(prog, "--analyse: %s", err.msg);
			return BG_EX_USAGE;
		}
		o->analyse = 1;
		break;
	case OPT_MAX_LOSS:
		if ((bad = bg_parse_fraction(arg)) < 0)
			bg_complain(prog, "--max-loss: '%s' is not a number "
			            "from 0 to 1 such as 0.05", arg);
		o->max_loss = arg;
		break;
	case OPT_REPORT:
		if (strcmp(arg, "tap") == 0) {
			o->report = BG_CI_TAP;
		} else if (strcmp(arg, "junit") == 0) {
			o->report = BG_CI_JUNIT;
		} else {
			bg_complain(prog, "--report: '%s' is not tap or junit",
			            arg);
			bad = -1;
		}
		break;
	case OPT_KEEP_LINES:
		o->keep_lines = o->keep_going = 1;
		break;
	case OPT_LINE_OFFSET:
		bad = bg_number_option(prog, "line-offset", arg, 0,
		                       LINE_OFFSET_MAX, &o->line_offset);
		break;
	case 's':
		bad = bg_number_option(prog, "seed", arg, 0, UINT64_MAX, &v);
		o->seed = v;
		o->given |= GIVEN_SEED;
		break;
	case 'j':
		bad = bg_number_option(prog, "jobs", arg, 1, BG_JOBS_MAX, &v);
		o->jobs = (int)v;
		o->given |= GIVEN_JOBS;
		break;
	default:
		return bg_common_option(cli, c, defs);
	}
	return bad < 0 ? BG_EX_USAGE : BG_OPT_NEXT;
}

/* What --play and --analyse go with; NULL when all is well. */
static const char *
analysis_conflict(const struct options *o, int operands)
{
	if (o->play && o->analyse)
		return "--play and --analyse exclude each other";
	if (o->play && (o->nfiles || operands))
		return "--play plays the states of standard input; it takes no "
		       "ACTION operands and no -f";
	if ((o->play || o->analyse) &&
	    (o->output == BG_OUTPUT_ALL || o->output == BG_OUTPUT_CHECK))
		return "--play and --analyse print their own output; they do "
		       "not go with --all or --check";
	if (o->analyse && !o->nfiles)
		return "--analyse judges the records given with -f";
	if ((o->given & GIVEN_GAMES) && !o->play)
		return "--games goes with --play";
	if (o->max_loss && !o->analyse)
		return "--max-loss goes with --analyse";
	if ((o->given & (GIVEN_SEED | GIVEN_JOBS)) && !o->play && !o->analyse)
		return "--seed and --jobs go with --play or --analyse";
	return NULL;
}

/* How the options go together; NULL when all is well. */
static const char *
conflict(const struct options *o, int operands)
{
	const char *why = analysis_conflict(o, operands);

	if (why)
		return why;
	if (o->nfiles && o->write_record)
		return "--record writes the ACTION operands; it does not go "
		       "with -f";
	if (o->lines && !o->nfiles)
		return "--lines goes with -f";
	if (o->keep_lines && (o->play || o->analyse ||
	                      o->output == BG_OUTPUT_ALL ||
	                      (o->nfiles && !o->lines)))
		return "--keep-lines goes with the states of standard input or "
		       "-l records, one output line each";
	if (o->report && o->output != BG_OUTPUT_CHECK)
		return "--report goes with --check";
	return NULL;
}

/* The command line into o: BG_OPT_NEXT, or the status to exit with. */
static int
parse_options(struct options *o, int argc, char **argv, struct bg_defs *defs)
{
	static const struct option longopts[] = {
		{ "file", required_argument, NULL, 'f' },
		{ "lines", no_argument, NULL, 'l' },
		{ "all", no_argument, NULL, 'a' },
		{ "check", no_argument, NULL, 'q' },
		{ "result", no_argument, NULL, OPT_RESULT },
		{ "keep-going", no_argument, NULL, 'k' },
		{ "record", required_argument, NULL, 'w' },
		{ "play", required_argument, NULL, OPT_PLAY },
		{ "games", required_argument, NULL, OPT_GAMES },
		{ "analyse", required_argument, NULL, OPT_ANALYSE },
		{ "analyze", required_argument, NULL, OPT_ANALYSE },
		{ "max-loss", required_argument, NULL, OPT_MAX_LOSS },
		{ "line-offset", required_argument, NULL, OPT_LINE_OFFSET },
		{ "report", required_argument, NULL, OPT_REPORT },
		{ "keep-lines", no_argument, NULL, OPT_KEEP_LINES },
		{ "seed", required_argument, NULL, 's' },
		{ "jobs", required_argument, NULL, 'j' },
		BG_COMMON_LONGOPTS
	};
	/* "+": a move word such as -x is never an option after the first. */
	const struct bg_cli cli = { prog, usage, "+f:laqkw:s:j:r:hV", longopts,
	                            NULL };
	const char *why;
	int c, status;

	while ((c = bg_getopt(&cli, argc, argv)) != -1)
		if ((status = option(o, c, optarg, &cli, defs)) != BG_OPT_NEXT)
			return status;
	/* With -f, the operands are more records (-f *.rec). */
	while (o->nfiles && optind < argc)
		o->files[o->nfiles++] = argv[optind++];
	if ((status = bg_exclusive(prog, o->outputs,
	                           "--all, --check and --result")))
		return status;
	if ((why = conflict(o, optind < argc)) != NULL) {
		bg_complain(prog, "%s", why);
		return BG_EX_USAGE;
	}
	if (!(o->given & GIVEN_SEED) && (o->play || o->analyse) &&
	    bg_system_seed(prog, &o->seed) < 0)
		return BG_EX_SOFTWARE;
	return BG_OPT_NEXT;
}

/* The output modes as the options set them; pool, the threads of
 * --play and --analyse. */
static void
set_modes(struct bg_apply *a, const struct options *o, struct bg_pool *pool)
{
	a->output = o->output;
	a->write_record = o->play ? NULL : o->write_record;
	a->play = o->play != NULL;
	a->policy = o->play;
	a->record_games = o->play ? o->write_record : NULL;
	a->games = (struct bg_games){ .policies = &o->policies,
	                              .seed = o->seed, .games = o->games,
	                              .pool = pool };
	a->analyse = o->analyse;
	a->review = (struct bg_review){ .judge = o->judge, .seed = o->seed,
	                                .pool = pool,
	                                .max_loss = o->max_loss };
}

/* The records, or the ACTION operands, replayed: the exit status. */
static int
replay(struct bg_apply *a, const struct options *o, char **words, int nwords)
{
	struct bg_replayer rp = { .defs = a->defs, .hooks = bg_apply_hooks(a),
	                          .ctx = a, .keep_going = o->keep_going,
	                          .keep_before = bg_apply_keeps_before(a),
	                          .line_offset = o->line_offset };
	struct bg_record_item *operands;
	int i, bad;

	if (o->keep_lines && o->output != BG_OUTPUT_CHECK)
		rp.keep_lines = o->output == BG_OUTPUT_FINAL
		                ? BG_KEEP_BLANK | BG_KEEP_FAILED : BG_KEEP_BLANK;
	if (!o->nfiles) {
		operands = bg_record_actions(words, nwords, &bad);
		if (!operands && bad < 0) {
			bg_complain(prog, "out of memory");
			return BG_EX_SOFTWARE;
		}
		if (!operands) {
			bg_complain(prog, "operand %d is not an action (one word "
			            "of printable ASCII, at most %d bytes)",
			            bad + 1, BG_WORD_MAX);
			return BG_EX_USAGE;
		}
		a->words = words;
		a->nwords = nwords;
		bg_replay_items(&rp, operands, (size_t)nwords);
		free(operands);
	}
	for (i = 0; i < o->nfiles; i++)
		if ((bg_replay_file(&rp, o->files[i], o->lines) < 0 &&
		     !o->keep_going) || ferror(stdout))
			break;
	return bg_apply_end(a);
}

int
main(int argc, char **argv)
{
	struct options o = { .output = BG_OUTPUT_FINAL, .games = 1, .jobs = 1 };
	struct bg_defs defs;
	struct bg_apply a;
	struct bg_pool *pool = NULL;
	struct bg_err err;
	int status;

	bg_std_guard();
	o.files = calloc((size_t)argc, sizeof *o.files);
	if (!o.files) {
		bg_complain(prog, "out of memory");
		return BG_EX_SOFTWARE;
	}
	bg_defs_init(&defs);
	bg_apply_init(&a, prog, &defs);
	status = parse_options(&o, argc, argv, &defs);
	if (status == BG_OPT_NEXT) {
		status = 0;
		if ((o.play || o.analyse) &&
		    bg_pool_new(&pool, o.jobs, &err) < 0) {
			bg_report(prog, NULL, 0, &err);
			status = err.status;
		}
		set_modes(&a, &o, pool);
		if (status == 0 && bg_apply_open(&a, o.report, &err) < 0) {
			bg_report(prog, NULL, 0, &err);
			status = err.status;
		}
		if (status == 0)
			status = replay(&a, &o, argv + optind, argc - optind);
	}
	status = bg_apply_close(&a, status);
	bg_pool_free(pool);
	bg_defs_free(&defs);
	free(o.files);
	return status;
}
