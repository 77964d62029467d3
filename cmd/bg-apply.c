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
	"                [--match] [--sprt ELO0,ELO1[,ALPHA,BETA]] [--move-time MS]\n"
	"                [--game-time MS] [--bot-log DIR] [--min-score X]\n"
	"                [--report FORMAT] [--first N] [-k] [-w FILE] [-r FILE]\n"
	"       bg-apply --analyse POLICY [--seat SEAT] [--max-loss [SEAT=]X]\n"
	"                [--max-errors [SEAT=]K] [--max-blunders [SEAT=]K]\n"
	"                [--result | --report FORMAT] [-s SEED] [-j N] [-k] [-l]\n"
	"                [-r FILE] -f RECORD...\n"
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
	"      --play POLICY  play each state read to the end and print the final\n"
	"                     state: POLICY is random, mc:N (each move tried\n"
	"                     with N random playouts), uct:N (tree search, N\n"
	"                     iterations), ab:D (alpha-beta, D plies), uct:Ts or\n"
	"                     ab:Ts (T seconds a move), cmd:COMMAND (a bot: COMMAND\n"
	"                     reads states, answers moves), or one per seat:\n"
	"                     mc:200,random\n"
	"      --games K      with --play: K games from each state (default 1)\n"
	"      --match        with --play: rotate the policies over the seats (two\n"
	"                     seats: pairs of games on the same dice) and print\n"
	"                     the match's summary, with --result as JSON\n"
	"      --sprt ELO0,ELO1[,ALPHA,BETA]  a --match that stops when the SPRT\n"
	"                     decides (exit 0 H1, 1 H0, 2 undecided)\n"
	"      --move-time MS a bot's time for a move (default 10000)\n"
	"      --game-time MS a bot's time for its moves in a game (default: none)\n"
	"      --bot-log DIR  keep policy N's standard error in DIR/N.log\n"
	"      --first N      with --match: play games N to N+K-1 of the match\n"
	"                     (a range, for a match split over hosts)\n"
	"      --min-score X  a --match's gate: exit 1 when the first policy's\n"
	"                     mean score is below X (0 to 1)\n"
	"      --analyse POLICY  judge every decision of the records by POLICY\n"
	"                     (default: " BG_ANALYSIS_DEFAULT "; N alone: mc:N;\n"
	"                     uct:N, ab:D): the move played, the best, the loss\n"
	"                     and its standard error, the flag, each roll's luck;\n"
	"                     then each seat's error rate, rating, errors,\n"
	"                     blunders and luck\n"
	"      --seat SEAT    with --analyse: grade SEAT (as the analysis names\n"
	"                     it); may be given more than once (default: all)\n"
	"      --max-loss [SEAT=]X  exit 65 when a graded seat's (or SEAT's)\n"
	"                     mean loss is more than X (0 to 1)\n"
	"      --max-errors [SEAT=]K, --max-blunders [SEAT=]K  exit 65 when a\n"
	"                     graded seat made more than K errors, or blunders\n"
	"  -s, --seed SEED    draw reproducibly (0 to 18446744073709551615;\n"
	"                     default: from the system)\n"
	"  -j, --jobs N       play in N threads (1 to 64; the output is the same\n"
	"                     for every N)\n"
	BG_COMMON_HELP
	"\n"
	"Exit: 0 ok (with --sprt: H1 accepted), 1 H0 accepted or a score below\n"
	"--min-score, 2 the SPRT undecided,\n"
	"64 usage, 65 bad state, illegal action, bad record or\n"
	"a gate broken (--max-loss, --max-errors, --max-blunders), 66 unreadable\n"
	"input, 70 out of memory or no\n"
	"threads, 74 write error.\n";


enum { OPT_RESULT = 256, OPT_PLAY, OPT_GAMES, OPT_ANALYSE, OPT_MAX_LOSS,
       OPT_MAX_ERRORS, OPT_MAX_BLUNDERS, OPT_SEAT, OPT_LINE_OFFSET,
       OPT_REPORT, OPT_KEEP_LINES, OPT_MATCH, OPT_MOVE_TIME, OPT_GAME_TIME,
       OPT_BOT_LOG, OPT_SPRT, OPT_MIN_SCORE, OPT_FIRST };
enum { GIVEN_SEED = 1, GIVEN_JOBS = 2, GIVEN_GAMES = 4, GIVEN_MATCH = 8,
       GIVEN_FIRST = 16 };

/* A match's gate: passed 0; H0 accepted, or a score below --min-score,
 * 1; the SPRT undecided, 2. */
#define GATE_FAILED_STATUS 1
#define SPRT_UNDECIDED_STATUS 2

/* The longest --move-time and --game-time, in ms: an hour. */
#define BOT_TIME_MAX 3600000UL

/* The most games --games takes: a 64-bit count of actions cannot
 * overflow, and a run can be stopped. */
#define GAMES_MAX 1000000000UL
/* The most errors or blunders a gate counts to. */
#define GATE_COUNT_MAX 1000000000UL
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
	struct bg_match_setup setup; /* the same, refereed: bots, --match */
	unsigned long games;
	int analyse;           /* --analyse given */
	struct bg_policy judge; /* its policy */
	struct bg_gate gate[BG_GATES_MAX]; /* --max-loss and the counts */
	int gates;
	char graded[BG_MAX_SEATS][BG_SEAT_NAME_MAX]; /* --seat */
	int ngraded;
	enum bg_ci_format report;
	uint64_t seed;
	int jobs;
	unsigned given;        /* GIVEN_* */
};


/* A seat's name as --seat and the gates give it: 0, or -1 after the
 * line that says why. */
static int
seat_name(const char *opt, const char *arg, size_t len, char *to)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (arg[i] <= ' ' || arg[i] > '~' || arg[i] == '=')
			break;
	if (len == 0 || i < len || len >= BG_SEAT_NAME_MAX) {
		bg_complain(prog, "%s: '%.*s' is not a seat's name", opt,
		            (int)len, arg);
		return -1;
	}
	memcpy(to, arg, len);
	to[len] = 0;
	return 0;
}

static int
seat_option(struct options *o, const char *arg)
{
	if (o->ngraded == BG_MAX_SEATS) {
		bg_complain(prog, "--seat: more than %d seats", BG_MAX_SEATS);
		return -1;
	}
	return seat_name("--seat", arg, strlen(arg), o->graded[o->ngraded++]);
}

/* --max-loss [SEAT=]X, --max-errors [SEAT=]K, --max-blunders [SEAT=]K:
 * 0, or -1 after the line that says why. */
static int
gate_option(struct options *o, int c, char *arg)
{
	static const char *const name[] = { "--max-loss", "--max-errors",
	                                     "--max-blunders" };
	struct bg_gate *g = &o->gate[o->gates];
	const char *bound = strchr(arg, '=');
	enum bg_gate_kind kind = c == OPT_MAX_LOSS ? BG_GATE_LOSS
	                         : c == OPT_MAX_ERRORS ? BG_GATE_ERRORS
	                         : BG_GATE_BLUNDERS;

	if (o->gates == BG_GATES_MAX) {
		bg_complain(prog, "%s: more than %d gates", name[kind],
		            BG_GATES_MAX);
		return -1;
	}
	memset(g, 0, sizeof *g);
	g->kind = kind;
	if (bound && seat_name(name[kind], arg, (size_t)(bound - arg),
	                       g->seat) < 0)
		return -1;
	bound = bound ? bound + 1 : arg;
	if (kind == BG_GATE_LOSS && bg_parse_fraction(bound) < 0) {
		bg_complain(prog, "--max-loss: '%s' is not a number from 0 to "
		            "1 such as 0.05", bound);
		return -1;
	}
	if (kind != BG_GATE_LOSS &&
	    bg_parse_ulong(bound, 0, GATE_COUNT_MAX, &g->count) < 0) {
		bg_complain(prog, "%s: '%s' is not a number from 0 to %lu",
		            name[kind], bound, GATE_COUNT_MAX);
		return -1;
	}
	g->bound = bound;
	o->gates++;
	return 0;
}

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

/* The options of a match and its bots: BG_OPT_NEXT, or the status to
 * exit with. */
static int
match_option(struct options *o, int c, char *arg, const struct bg_cli *cli,
             struct bg_defs *defs)
{
	struct bg_err err;
	int bad = 0;

	switch (c) {
	case OPT_MATCH:
		o->setup.match = 1;
		break;
	case OPT_SPRT:
		if (bg_sprt_parse(arg, &o->setup.sprt, &err) < 0) {
			bg_complain(prog, "--sprt: %s", err.msg);
			return BG_EX_USAGE;
		}
		o->setup.has_sprt = o->setup.match = 1;
		break;
	case OPT_MOVE_TIME:
		bad = bg_number_option(prog, "move-time", arg, 1, BOT_TIME_MAX,
		                       &o->setup.lim.move_ms);
		o->given |= GIVEN_MATCH;
		break;
	case OPT_GAME_TIME:
		bad = bg_number_option(prog, "game-time", arg, 1, BOT_TIME_MAX,
		                       &o->setup.lim.game_ms);
		o->given |= GIVEN_MATCH;
		break;
	case OPT_FIRST:
		bad = bg_number_option(prog, "first", arg, 1, GAMES_MAX,
		                       &o->setup.first);
		if (bad == 0)
			o->setup.first--;
		o->given |= GIVEN_FIRST;
		break;
	case OPT_MIN_SCORE:
		if ((bad = bg_parse_fraction(arg)) < 0)
			bg_complain(prog, "--min-score: '%s' is not a number "
			            "from 0 to 1 such as 0.55", arg);
		o->setup.min_score = arg;
		break;
	case OPT_BOT_LOG:
		o->setup.log_dir = arg;
		o->given |= GIVEN_MATCH;
		break;
	default:
		return bg_common_option(cli, c, defs);
	}
	return bad < 0 ? BG_EX_USAGE : BG_OPT_NEXT;
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
		if ((!strstr(arg, "cmd:") &&
		     bg_policies_parse(arg, &o->policies, &err) < 0) ||
		    bg_match_setup_parse(&o->setup, arg, &err) < 0) {
			bg_complain(prog, "--play: %s", err.msg);
			return err.status;
		}
		o->play = arg;
		break;
	case OPT_GAMES:
		bad = bg_number_option(prog, "games", arg, 1, GAMES_MAX,
		                       &o->games);
		o->given |= GIVEN_GAMES;
		break;
	case OPT_ANALYSE:
		if (strcmp(arg, "default") == 0)
			arg = BG_ANALYSIS_DEFAULT;
		if (bg_judge_parse(arg, &o->judge, &err) < 0) {
			bg_complain(prog, "--analyse: %s", err.msg);
			return BG_EX_USAGE;
		}
		o->analyse = 1;
		break;
	case OPT_MAX_LOSS:
	case OPT_MAX_ERRORS:
	case OPT_MAX_BLUNDERS:
		bad = gate_option(o, c, arg);
		break;
	case OPT_SEAT:
		bad = seat_option(o, arg);
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
		return match_option(o, c, arg, cli, defs);
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
	if ((o->gates || o->ngraded) && !o->analyse)
		return "--seat, --max-loss, --max-errors and --max-blunders go "
		       "with --analyse";
	if (o->analyse && o->report && o->output == BG_OUTPUT_VERDICT)
		return "--analyse --report writes the report alone; it does not "
		       "go with --result";
	if ((o->setup.match || (o->given & GIVEN_MATCH)) && !o->play)
		return "--match, --sprt, --move-time, --game-time and --bot-log "
		       "go with --play";
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
	if (o->report && o->output != BG_OUTPUT_CHECK && !o->analyse &&
	    !o->setup.match)
		return "--report goes with --check, --analyse or --match";
	if (o->report && o->setup.match && o->output != BG_OUTPUT_FINAL)
		return "--report in a match prints the report alone: it does "
		       "not go with --result";
	if (o->setup.min_score && !o->setup.match)
		return "--min-score goes with --match";
	if ((o->given & GIVEN_FIRST) && !o->setup.match)
		return "--first goes with --match";
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
		{ "max-errors", required_argument, NULL, OPT_MAX_ERRORS },
		{ "max-blunders", required_argument, NULL, OPT_MAX_BLUNDERS },
		{ "seat", required_argument, NULL, OPT_SEAT },
		{ "line-offset", required_argument, NULL, OPT_LINE_OFFSET },
		{ "report", required_argument, NULL, OPT_REPORT },
		{ "keep-lines", no_argument, NULL, OPT_KEEP_LINES },
		{ "match", no_argument, NULL, OPT_MATCH },
		{ "sprt", required_argument, NULL, OPT_SPRT },
		{ "move-time", required_argument, NULL, OPT_MOVE_TIME },
		{ "game-time", required_argument, NULL, OPT_GAME_TIME },
		{ "bot-log", required_argument, NULL, OPT_BOT_LOG },
		{ "min-score", required_argument, NULL, OPT_MIN_SCORE },
		{ "first", required_argument, NULL, OPT_FIRST },
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
	if (bg_match_refereed(&o->setup))
		a->games.match = &o->setup;
	a->analyse = o->analyse;
	a->review.judge = o->judge;
	a->review.seed = o->seed;
	a->review.pool = pool;
	memcpy(a->review.gate, o->gate, sizeof o->gate);
	a->review.gates = o->gates;
	memcpy(a->review.graded, o->graded, sizeof o->graded);
	a->review.ngraded = o->ngraded;
	a->review.ci = &a->ci;
	a->review.tags = &a->tags;
	a->ci.analyse = o->analyse;
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
	struct options o = { .output = BG_OUTPUT_FINAL, .games = 1, .jobs = 1,
	                     .setup.lim = { .move_ms = BG_BOT_MOVE_MS,
	                                    .grace_ms = BG_BOT_GRACE_MS } };
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
		if (status == 0)
			status = a.games.sprt_h0 || a.games.below ? GATE_FAILED_STATUS
			       : a.games.sprt_undecided ? SPRT_UNDECIDED_STATUS : 0;
	}
	status = bg_apply_close(&a, status);
	bg_pool_free(pool);
	bg_defs_free(&defs);
	bg_match_setup_free(&o.setup);
	free(o.files);
	return status;
}
