/* bg-tournament: a tournament of policies and bots, round robin or
 * gauntlet, from a set of openings.  Its games are the match's
 * (play/match.c: the referee, the schedule's tables, the records, the
 * resume), its summary the crosstable and the ratings (play/crosstable.c);
 * here are the command line and the openings. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "play/play.h"

static const char prog[] = "bg-tournament";

static const char usage[] =
	"usage: bg-tournament --play POLICY,POLICY[,...] [--gauntlet] [--rounds R]\n"
	"                [--openings FILE [--shuffle]] [--anchor POLICY] [-s SEED]\n"
	"                [-j N] [--result | --report FORMAT] [--first N] [--games K]\n"
	"                [--move-time MS] [--game-time MS] [--bot-log DIR]\n"
	"                [--comments WHAT] [-w FILE] [-r FILE]\n"
	"Play a tournament of the policies from the states of standard input (or\n"
	"of --openings), and print its ratings and crosstable.  A table of the\n"
	"tournament seats its policies in turn at every seat over the same dice,\n"
	"from each opening in turn; the ratings are fitted to all results at\n"
	"once (maximum likelihood on the logistic Elo model).\n"
	"\n"
	"      --play POLICIES  2 to 32 policies, each once, comma-separated: random,\n"
	"                     mc:N, uct:N, ab:D, exact, cmd:COMMAND (a bot), ...\n"
	"      --gauntlet     the first policy against each other (default: round\n"
	"                     robin, every table of as many policies as seats)\n"
	"      --rounds R     each table plays R rounds, a round each policy at\n"
	"                     each seat once (default: one an opening)\n"
	"      --openings FILE  the openings, one state a line (default: the\n"
	"                     states of standard input), in turn, one a cycle\n"
	"      --shuffle      the openings in an order drawn from the seed\n"
	"      --anchor POLICY  the policy rated 0 (default: the first)\n"
	"      --result       print the summary as one JSON object\n"
	"      --report FORMAT  print a report for CI, tap or junit: a case a\n"
	"                     game, which a forfeit fails\n"
	"      --first N      play games N to N+K-1 of the tournament (a range,\n"
	"                     for a tournament split over hosts)\n"
	"      --games K      the games of the range (default: to the end)\n"
	"      --move-time MS a bot's time for a move (default 10000)\n"
	"      --game-time MS a bot's time for its moves in a game (default: none)\n"
	"      --bot-log DIR  keep policy N's standard error in DIR/N.log\n"
	BG_COMMENTS_HELP
	"  -w, --record FILE  append each game's record to FILE (with comments as\n"
	"                     --comments says); a FILE that holds the first\n"
	"                     games resumes the tournament\n"
	"  -s, --seed SEED    draw reproducibly (default: from the system)\n"
	"  -j, --jobs N       play in N threads (1 to 64; the output is the same\n"
	"                     for every N)\n"
	"      --weights FILE the learned evaluation of FILE's game from FILE\n"
	"      --no-tables    no exact tables: exact is refused, and the\n"
	"                     searches go without exact values\n"
	BG_COMMON_HELP
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad state or record, 66 unreadable input, 69 a\n"
	"bot failed or could not start, or every game was forfeited, 70 out of\n"
	"memory or no threads, 74 write error; 128+N when signal N stopped it.\n";

enum { OPT_PLAY = 256, OPT_GAUNTLET, OPT_ROUNDS, OPT_OPENINGS, OPT_SHUFFLE,
       OPT_ANCHOR, OPT_RESULT, OPT_REPORT, OPT_GAMES };

struct options {
	struct bg_match_setup setup;
	const char *play, *openings, *anchor, *record;
	int shuffle, json, rounds_given;
	unsigned long games;
	enum bg_ci_format report;
	struct bg_draw draw;
};

/* The openings as read: their states and lines, the lines in one text. */
struct openings {
	struct bg_openings o;
	size_t cap;
	char *text;
	size_t text_len, text_cap;
	size_t *offset;
};

static int
option(struct options *o, int c, char *arg, const struct bg_cli *cli,
       struct bg_defs *defs)
{
	struct bg_err err;
	int bad = 0;

	if ((bad = bg_match_option(&o->setup, prog, c, arg)) != BG_OPT_OTHER ||
	    (bad = bg_draw_option(&o->draw, prog, c, arg)) != BG_OPT_OTHER)
		return bad;
	bad = 0;
	switch (c) {
	case OPT_PLAY:
		if (bg_match_setup_parse(&o->setup, arg, BG_POLICIES_MAX,
		                         &err) < 0) {
			bg_complain(prog, "--play: %s", err.msg);
			return err.status;
		}
		o->play = arg;
		break;
	case OPT_GAUNTLET:
		o->setup.gauntlet = 1;
		break;
	case OPT_ROUNDS:
		bad = bg_number_option(prog, "rounds", arg, 1, BG_GAMES_MAX,
		                       &o->setup.cycles);
		o->rounds_given = 1;
		break;
	case OPT_GAMES:
		bad = bg_number_option(prog, "games", arg, 1, BG_GAMES_MAX,
		                       &o->games);
		break;
	case OPT_OPENINGS:
		o->openings = arg;
		break;
	case OPT_SHUFFLE:
		o->shuffle = 1;
		break;
	case OPT_ANCHOR:
		o->anchor = arg;
		break;
	case OPT_RESULT:
		o->json = 1;
		break;
	case OPT_REPORT:
		if ((bad = bg_ci_format_parse(arg, &o->report)) < 0)
			bg_complain(prog, "--report: '%s' is not tap or junit",
			            arg);
		break;
	case 'w':
		o->record = arg;
		break;
	default:
		return bg_common_option(cli, c, defs);
	}
	return bad < 0 ? BG_EX_USAGE : BG_OPT_NEXT;
}

/* The anchor's policy number, or -1 after the message.  A policy named
 * twice is refused: its rows, its records and --anchor could not tell
 * the two apart. */
static int
find_anchor(const struct options *o)
{
	int p, q, anchor = o->anchor ? -1 : 0;

	for (p = 0; p < o->setup.count; p++) {
		const char *word = o->setup.seat[p].name;

		for (q = 0; q < p; q++)
			if (strcmp(word, o->setup.seat[q].name) == 0) {
				bg_complain(prog, "--play: '%s' is named twice: a "
				            "tournament names each policy once",
				            word);
				return -1;
			}
		if (o->anchor && strcmp(word, o->anchor) == 0)
			anchor = p;
	}
	if (anchor < 0)
		bg_complain(prog, "--anchor: '%s' is none of the policies of "
		            "--play", o->anchor);
	return anchor;
}

static const char *
conflict(const struct options *o)
{
	if (!o->play)
		return "--play names the policies of the tournament";
	if (o->setup.count < 2)
		return "--play: a tournament needs two policies or more";
	if (o->setup.match || o->setup.min_score)
		return "--match, --sprt and --min-score are bg-apply's";
	if (o->json && o->report)
		return "--report prints the report alone: it does not go with "
		       "--result";
	return NULL;
}

static int
parse_options(struct options *o, int argc, char **argv, struct bg_defs *defs)
{
	static const struct option longopts[] = {
		{ "play", required_argument, NULL, OPT_PLAY },
		{ "gauntlet", no_argument, NULL, OPT_GAUNTLET },
		{ "rounds", required_argument, NULL, OPT_ROUNDS },
		{ "games", required_argument, NULL, OPT_GAMES },
		{ "openings", required_argument, NULL, OPT_OPENINGS },
		{ "shuffle", no_argument, NULL, OPT_SHUFFLE },
		{ "anchor", required_argument, NULL, OPT_ANCHOR },
		{ "result", no_argument, NULL, OPT_RESULT },
		{ "report", required_argument, NULL, OPT_REPORT },
		{ "record", required_argument, NULL, 'w' },
		BG_DRAW_LONGOPTS,
		BG_MATCH_LONGOPTS,
		BG_COMMON_LONGOPTS
	};
	const struct bg_cli cli = { prog, usage, "w:s:j:r:hV", longopts, NULL };
	const char *why;
	int c, status;

	while ((c = bg_getopt(&cli, argc, argv)) != -1)
		if ((status = option(o, c, optarg, &cli, defs)) != BG_OPT_NEXT)
			return status;
	if (optind < argc)
		why = "no operands: the openings are standard input's states, "
		      "or --openings FILE's";
	else
		why = conflict(o);
	if (why) {
		bg_complain(prog, "%s", why);
		return BG_EX_USAGE;
	}
	if ((o->setup.anchor = find_anchor(o)) < 0)
		return BG_EX_USAGE;
	if (!o->draw.seeded && bg_system_seed(prog, &o->draw.seed) < 0)
		return BG_EX_SOFTWARE;
	return BG_OPT_NEXT;
}

/* A state read: an opening, its line as the game writes it. */
static int
add_opening(struct bg_state *st, void *ctx, struct bg_err *err)
{
	struct openings *op = ctx;
	struct bg_opening *at;
	char line[BG_LINE_MAX + 2];
	size_t len = st->game->format(st, line), *offset;

	if (op->o.count && st->game != op->o.at[0].st.game)
		return bg_fail(err, BG_EX_DATAERR, "an opening of %s in a "
		               "tournament of %s", st->game->name,
		               op->o.at[0].st.game->name);
	if (op->o.count == op->cap) {
		op->cap = op->cap ? 2 * op->cap : 16;
		at = realloc(op->o.at, op->cap * sizeof *at);
		offset = at ? realloc(op->offset, op->cap * sizeof *offset)
		            : NULL;
		if (at)
			op->o.at = at;
		if (!offset)
			return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		op->offset = offset;
	}
	if (op->text_len + len > op->text_cap) {
		char *grown = realloc(op->text, 2 * op->text_cap + len);

		if (!grown)
			return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		op->text = grown;
		op->text_cap = 2 * op->text_cap + len;
	}
	memcpy(op->text + op->text_len, line, len);
	op->text_len += len;
	at = &op->o.at[op->o.count];
	bg_state_copy(&at->st, st);
	at->len = len;
	op->offset[op->o.count++] = op->text_len - len;
	return 0;
}

/* The openings of FILE or standard input, their lines and keys, in the
 * order drawn from the seed under --shuffle: 0, or the status. */
static int
read_openings(struct openings *op, const struct options *o,
              struct bg_defs *defs)
{
	char *files[1] = { (char *)o->openings };
	struct bg_opening swap;
	struct bg_rng rng;
	unsigned long i, j;
	int status;

	status = bg_each_state(prog, files, o->openings ? 1 : 0, defs, 0, 0,
	                       add_opening, op);
	if (status)
		return status;
	if (!op->o.count) {
		bg_complain(prog, "no openings: give the states to play from "
		            "on standard input or in --openings FILE");
		return BG_EX_DATAERR;
	}
	for (i = 0; i < op->o.count; i++) {
		op->o.at[i].line = op->text + op->offset[i];
		op->o.at[i].key = bg_seed_key(o->draw.seed, op->o.at[i].line,
		                              op->o.at[i].len);
	}
	bg_rng_derive(&rng, bg_seed_key(o->draw.seed, "openings", 8), 0);
	for (i = op->o.count; o->shuffle && i > 1; i--) {
		j = bg_rng_below(&rng, (unsigned)i);
		swap = op->o.at[i - 1];
		op->o.at[i - 1] = op->o.at[j];
		op->o.at[j] = swap;
	}
	return 0;
}

/* The tournament's games, and what they write besides its summary. */
struct tournament {
	struct bg_games games;
	struct bg_played_records file; /* -w FILE's */
	struct bg_ci ci;               /* --report */
	struct bg_pool *pool;
	struct bg_interrupt interrupt; /* the signals' thread, which takes
	                                * them as long as the process lives */
};

/* A failure after the games, told; the exit status is the worst. */
static int
told(int status, const struct bg_err *err)
{
	bg_report(prog, NULL, 0, err);
	return err->status > status ? err->status : status;
}

/* The tournament played: the exit status. */
static int
play(struct tournament *t, struct options *o, struct openings *op)
{
	struct bg_games *gs = &t->games;
	struct bg_err err;
	int status = 0;

	t->ci.suite = prog;
	/* A tournament is a match of many tables. */
	o->setup.tournament = o->setup.match = 1;
	if (!o->rounds_given)
		o->setup.cycles = op->o.count;
	*gs = (struct bg_games){ .match = &o->setup, .seed = o->draw.seed,
	                         .games = o->games, .pool = t->pool,
	                         .policies = NULL, .openings = &op->o,
	                         .name = o->openings ? o->openings : "-",
	                         .interrupt = &t->interrupt, .ci = &t->ci,
	                         .json = o->json };
	if (bg_games_open(gs, &t->file, o->record, o->play, prog, &err) < 0 ||
	    bg_ci_open(&t->ci, o->report, &err) < 0 ||
	    bg_match_games(gs, NULL, &err) < 0) {
		bg_progress_clear(&gs->progress);
		if (ferror(stdout))
			return bg_finish(prog, BG_EX_IOERR);
		bg_report(prog, NULL, 0, &err);
		return err.status;
	}
	bg_progress_clear(&gs->progress);
	if (bg_match_resume_end(gs, &err) < 0)
		status = told(status, &err);
	if (bg_ci_end(&t->ci, &err) < 0)
		status = told(status, &err);
	status = bg_finish(prog, status);
	return status ? status : bg_match_gate_status(gs);
}

/* The openings read, the threads started, the tournament played: the
 * exit status. */
static int
run(struct tournament *t, struct options *o, struct openings *op,
    struct bg_defs *defs)
{
	int status = read_openings(op, o, defs);

	if (status == 0)
		status = bg_draw_start(prog, &o->draw, defs,
		                       bg_match_setup_judges(&o->setup),
		                       &t->interrupt, o->setup.lim.grace_ms,
		                       &t->pool);
	if (status == 0)
		status = play(t, o, op);
	return status;
}

int
main(int argc, char **argv)
{
	struct options o = { .games = BG_GAMES_MAX, .draw.jobs = 1,
	                     .setup.lim = { .move_ms = BG_BOT_MOVE_MS,
	                                    .grace_ms = BG_BOT_GRACE_MS } };
	struct openings op = { 0 };
	struct bg_defs defs;
	struct tournament t = { .file.fd = -1 };
	int status;

	bg_std_guard();
	bg_defs_init(&defs);
	status = parse_options(&o, argc, argv, &defs);
	/* --help, --version and a usage error end here. */
	if (status == BG_OPT_NEXT)
		status = run(&t, &o, &op, &defs);
	status = bg_games_close(&t.file, prog, status);
	bg_ci_close(&t.ci);
	bg_pool_free(t.pool);
	bg_defs_free(&defs);
	bg_match_setup_free(&o.setup);
	free(op.o.at);
	free(op.offset);
	free(op.text);
	return status;
}
