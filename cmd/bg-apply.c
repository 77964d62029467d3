/* bg-apply: applies actions to states; replays and checks game records.
 * The replays are the record driver's (record/record.h), each mode its
 * own hooks on it (apply/apply.h); here is the command line, and the
 * mode it chooses. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "apply/apply.h"

static const char prog[] = "bg-apply";

static const char usage[] =
	"usage: bg-apply [-a | -q | --result] [-k] [-w FILE] [-r FILE] [ACTION...]\n"
	"       bg-apply [-a | -q [--report FORMAT] | --result] [-k] [--keep-lines] [-l]\n"
	"                [--line-offset N] [-r FILE] -f RECORD...\n"
	"       bg-apply --play POLICY [--games K] [-s SEED] [-j N] [--result]\n"
	"                [--match] [--sprt ELO0,ELO1[,ALPHA,BETA]] [--move-time MS]\n"
	"                [--game-time MS] [--bot-log DIR] [--min-score X]\n"
	"                [--report FORMAT] [--first N] [-k] [-w FILE] [-r FILE]\n"
	"       bg-apply --analyse POLICY [--rollouts N [--rollouts-all]]\n"
	"                [--seat SEAT | --policy NAME] [--max-loss [SEAT=]X]\n"
	"                [--max-errors [SEAT=]K] [--max-blunders [SEAT=]K]\n"
	"                [--result | --report FORMAT | --annotate] [-s SEED] [-j N]\n"
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
	"      --format FORMAT  with --result: json, or table (aligned, at the end)\n"
	"  -k, --keep-going   go on after a record or state that fails\n"
	"      --report FORMAT  with --check: a report for CI, tap or junit,\n"
	"                     one test case a record; with --analyse, one a\n"
	"                     record and graded seat; with --match, a case a\n"
	"                     game (a forfeit fails it) and the gate's\n"
	"      --keep-lines   go on after a failure, with an empty line for each\n"
	"                     input line that fails (or is blank), so output\n"
	"                     lines up with the input\n"
	"      --line-offset N  number the input's lines from N+1, as in the\n"
	"                     whole input a chunk was cut from\n"
	"  -w, --record FILE  append the actions applied to the record FILE of the\n"
	"                     game (a new or empty FILE gets the state first)\n"
	BG_MATCH_HELP
	BG_GRADING_HELP
	"  -s, --seed SEED    draw reproducibly (0 to 18446744073709551615;\n"
	"                     default: from the system)\n"
	"  -j, --jobs N       play in N threads (1 to 64; the output is the same\n"
	"                     for every N)\n"
	"      --weights FILE the learned evaluation of FILE's game from FILE\n"
	"                     (formats/evaluation.md) instead of the built-in one\n"
	"      --no-tables    no exact tables: exact is refused, and the\n"
	"                     searches go without exact values\n"
	BG_COMMON_HELP
	"\n"
	"Exit: 0 ok (with --sprt: H1 accepted), 1 H0 accepted, a score below\n"
	"--min-score or a forfeit with --report, 2 the SPRT undecided, 64\n"
	"usage, 65 bad state, illegal action, bad record or a gate broken\n"
	"(--max-loss, --max-errors, --max-blunders), 66 unreadable input, 69\n"
	"a bot could not start or failed (crashed, exited), or every game was\n"
	"forfeited, 70 out of memory or no threads, 74 write error; with bots\n"
	"or --match, 128+N when signal N stopped it (its bots stopped first).\n";

enum { OPT_RESULT = 256, OPT_PLAY, OPT_GAMES, OPT_LINE_OFFSET, OPT_REPORT,
       OPT_KEEP_LINES, OPT_FORMAT };

/* Line numbers stay far from overflow past the offset. */
#define LINE_OFFSET_MAX 1000000000000UL

/* An option of the output modes and the replays: 1 when c is one. */
static int
output_option(struct bg_apply_options *o, int c, char *arg)
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
option(struct bg_apply_options *o, int c, char *arg, const struct bg_cli *cli,
       struct bg_defs *defs)
{
	struct bg_err err;
	int bad = 0;

	if (output_option(o, c, arg))
		return BG_OPT_NEXT;
	if ((bad = bg_match_option(&o->setup, prog, c, arg)) != BG_OPT_OTHER ||
	    (bad = bg_draw_option(&o->draw, prog, c, arg)) != BG_OPT_OTHER ||
	    (bad = bg_grading_option(&o->an, prog, c, arg)) !=
	    BG_OPT_OTHER)
		return bad;
	bad = 0;
	switch (c) {
	case OPT_PLAY:
		/* Names (NAME=POLICY) are the setup's alone. */
		if ((!strstr(arg, "cmd:") && !strchr(arg, '=') &&
		     bg_policies_parse(arg, &o->policies, &err) < 0) ||
		    bg_match_setup_parse(&o->setup, arg, BG_MAX_SEATS,
		                         &err) < 0) {
			bg_complain(prog, "--play: %s", err.msg);
			return err.status;
		}
		for (o->policies.count = 0; !o->setup.bots &&
		     o->policies.count < o->setup.count; o->policies.count++)
			o->policies.seat[o->policies.count] =
				o->setup.seat[o->policies.count].policy;
		o->play = arg;
		break;
	case OPT_GAMES:
		bad = bg_number_option(prog, "games", arg, 1, BG_GAMES_MAX,
		                       &o->games);
		o->games_given = 1;
		break;
	case OPT_REPORT:
		if ((bad = bg_ci_format_parse(arg, &o->report)) < 0)
			bg_complain(prog, "--report: '%s' is not tap or junit",
			            arg);
		break;
	case OPT_FORMAT:
		bad = o->table = bg_result_format(prog, arg);
		break;
	case OPT_KEEP_LINES:
		o->keep_lines = o->keep_going = 1;
		break;
	case OPT_LINE_OFFSET:
		bad = bg_number_option(prog, "line-offset", arg, 0,
		                       LINE_OFFSET_MAX, &o->line_offset);
		break;
	default:
		return bg_common_option(cli, c, defs);
	}
	return bad < 0 ? BG_EX_USAGE : BG_OPT_NEXT;
}

/* What --play and --analyse go with; NULL when all is well. */
static const char *
analysis_conflict(const struct bg_apply_options *o, int operands)
{
	const char *why;

	if (o->play && o->an.analyse)
		return "--play and --analyse exclude each other";
	if (o->play && (o->nfiles || operands))
		return "--play plays the states of standard input; it takes no "
		       "ACTION operands and no -f";
	if ((o->play || o->an.analyse) &&
	    (o->output == BG_OUTPUT_ALL || o->output == BG_OUTPUT_CHECK))
		return "--play and --analyse print their own output; they do "
		       "not go with --all or --check";
	if (o->an.analyse && !o->nfiles)
		return "--analyse judges the records given with -f";
	if (o->games_given && !o->play)
		return "--games goes with --play";
	if ((why = bg_grading_conflict(&o->an, o->report,
	                               o->output == BG_OUTPUT_VERDICT)) ||
	    (why = bg_match_conflict(&o->setup, o->play != NULL)))
		return why;
	if ((o->draw.seeded || o->draw.threaded || o->draw.weights) &&
	    !o->play && !o->an.analyse)
		return "--seed, --jobs and --weights go with --play or "
		       "--analyse";
	return NULL;
}

/* How the options go together; NULL when all is well. */
static const char *
conflict(const struct bg_apply_options *o, int operands)
{
	const char *why = analysis_conflict(o, operands);

	if (why)
		return why;
	if (o->nfiles && o->write_record)
		return "--record writes the ACTION operands; it does not go "
		       "with -f";
	if (o->lines && !o->nfiles)
		return "--lines goes with -f";
	if (o->table && (o->output != BG_OUTPUT_VERDICT || o->play ||
	                 o->an.analyse))
		return "--format table goes with --result of records or states";
	if (o->keep_lines && (o->play || o->an.analyse ||
	                      o->output == BG_OUTPUT_ALL ||
	                      (o->nfiles && !o->lines)))
		return "--keep-lines goes with the states of standard input or "
		       "-l records, one output line each";
	if (o->report && o->output != BG_OUTPUT_CHECK && !o->an.analyse &&
	    !o->setup.match)
		return "--report goes with --check, --analyse or --match";
	if (o->report && o->setup.match && o->output != BG_OUTPUT_FINAL)
		return "--report in a match prints the report alone: it does "
		       "not go with --result";
	return NULL;
}

/* The command line into o: BG_OPT_NEXT, or the status to exit with. */
static int
parse_options(struct bg_apply_options *o, int argc, char **argv,
              struct bg_defs *defs)
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
		{ "line-offset", required_argument, NULL, OPT_LINE_OFFSET },
		{ "report", required_argument, NULL, OPT_REPORT },
		{ "keep-lines", no_argument, NULL, OPT_KEEP_LINES },
		{ "format", required_argument, NULL, OPT_FORMAT },
		BG_DRAW_LONGOPTS,
		BG_MATCH_LONGOPTS,
		BG_GRADING_LONGOPTS,
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
	if (!o->draw.seeded && (o->play || o->an.analyse) &&
	    bg_system_seed(prog, &o->draw.seed) < 0)
		return BG_EX_SOFTWARE;
	return BG_OPT_NEXT;
}

/* The mode the options choose. */
static const struct bg_apply_mode *
mode_of(const struct bg_apply_options *o)
{
	static const struct bg_apply_mode *const plain[] = {
		[BG_OUTPUT_FINAL] = &bg_apply_final,
		[BG_OUTPUT_ALL] = &bg_apply_all,
		[BG_OUTPUT_CHECK] = &bg_apply_check,
		[BG_OUTPUT_VERDICT] = &bg_apply_verdict
	};

	if (o->play)
		return &bg_apply_play;
	if (o->an.analyse)
		return &bg_apply_analyse;
	return plain[o->output];
}

int
main(int argc, char **argv)
{
	struct bg_apply_options o = {
		.output = BG_OUTPUT_FINAL, .games = 1, .draw.jobs = 1,
		.setup.lim = { .move_ms = BG_BOT_MOVE_MS,
		               .grace_ms = BG_BOT_GRACE_MS } };
	struct bg_defs defs;
	struct bg_apply a;
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
		status = bg_apply_open(&a, mode_of(&o), &o);
		if (status == 0)
			status = bg_apply_run(&a, &o, argv + optind,
			                      argc - optind);
	}
	status = bg_apply_close(&a, status);
	bg_defs_free(&defs);
	bg_match_setup_free(&o.setup);
	free(o.files);
	return status;
}
