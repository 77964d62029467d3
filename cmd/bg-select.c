/* bg-select: the game records that meet every condition given.  The
 * records are replayed by the record driver (record/record.h), the
 * conditions judged as they go (record/select.c) and the output written
 * (cli/select.c); here is the command line. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

static const char prog[] = "bg-select";

static const char usage[] =
	"usage: bg-select [-t KEY=VALUE | -t KEY~PATTERN]... [--state PATTERN]...\n"
	"                 [--opening ACTIONS]... [--sequence ACTIONS]...\n"
	"                 [--marks MARK]... [-o CONDITIONS]...\n"
	"                 [--plies RANGE] [--unique | --duplicates]\n"
	"                 [-c | --places | [--tags KEYS] [--format FORMAT]]\n"
	"                 [-k] [-l] [-r FILE] [[-f] RECORD...]\n"
	"Replay the game records and write those that meet every condition\n"
	"given (none: every record that replays; with -o, every condition of\n"
	"one of the groups it separates), each whole on one line in\n"
	"the one-line form, which bg-apply --lines -f reads.  A record that\n"
	"does not replay is told on standard error.  With no RECORD, the\n"
	"records are read from standard input.  PATTERN is a shell pattern,\n"
	"as fnmatch(3) reads it (* ? [...]).\n"
	"\n"
	"  -t, --tag KEY=VALUE  the tag KEY's value is VALUE (KEY~PATTERN:\n"
	"                     its value matches PATTERN); a record without\n"
	"                     the tag fails it\n"
	"      --state PATTERN  the game reaches a state that matches PATTERN:\n"
	"                     words of the notation, the game's name first\n"
	"                     (may be left out), then KEY=PATTERN fields, each\n"
	"                     matching the state's field KEY ('pits=0,0,*');\n"
	"                     a whole state line is that state\n"
	"      --opening ACTIONS  the record's first actions are ACTIONS\n"
	"                     (words separated by spaces, each a PATTERN)\n"
	"      --sequence ACTIONS  ACTIONS are played one after the other,\n"
	"                     anywhere in the record\n"
	"      --marks MARK   an annotated record's decision is marked MARK (a\n"
	"                     PATTERN): inaccuracy, error, blunder, error? or\n"
	"                     blunder? (undecided), as bg-apply(1) writes them\n"
	"  -o, --or           or: the conditions after it are another group\n"
	"      --plies RANGE  the record's actions number N, N-M, N- or -M\n"
	"                     (of every group)\n"
	"      --unique       of the records of one game (the same initial\n"
	"                     state and actions), only the first\n"
	"      --duplicates   each game recorded more than once: one line of\n"
	"                     the places of its records, separated by tabs\n"
	"  -c, --count        print how many records are selected\n"
	"      --places       print each record's place, FILE:LINE\n"
	"      --tags KEYS    print these tags of each record (KEYS separated\n"
	"                     by commas; null or - where one is missing)\n"
	"      --format FORMAT  the tags as json (one object a record; alone:\n"
	"                     every tag) or as a table (aligned, at the end)\n"
	"  -f, --file RECORD  a record file (- is standard input); may be given\n"
	"                     more than once, as may the operands\n"
	"  -l, --lines        every line of a record file is a one-line record\n"
	"  -k, --keep-going   go on after a record that does not replay\n"
	BG_COMMON_HELP
	"\n"
	"Exit: 0 a record selected (--duplicates: a game recorded twice), 1 none,\n"
	"64 usage, 65 a record that does not replay, 66 unreadable input,\n"
	"70 out of memory, 74 write error.\n";

enum { OPT_STATE = 256, OPT_OPENING, OPT_SEQUENCE, OPT_PLIES, OPT_UNIQUE,
       OPT_DUPLICATES, OPT_PLACES, OPT_TAGS, OPT_FORMAT, OPT_MARKS };

/* The command line. */
struct options {
	struct bg_select_run *run;
	char **files;
	int nfiles, keep_going;
	unsigned outputs;      /* the output options given, one bit each */
};

/* An option of the output: 1 when c is one. */
static int
output_option(struct options *o, int c, const char *arg, int *bad)
{
	struct bg_select_run *sl = o->run;

	switch (c) {
	case 'c':
		sl->output = BG_SELECT_COUNT;
		break;
	case OPT_PLACES:
		sl->output = BG_SELECT_PLACES;
		break;
	case OPT_DUPLICATES:
		sl->output = BG_SELECT_DUPLICATES;
		break;
	case OPT_TAGS:
		sl->output = BG_SELECT_TAGS;
		*bad = bg_select_run_keys(sl, arg);
		break;
	case OPT_FORMAT:
		sl->output = BG_SELECT_TAGS;
		*bad = sl->table = bg_result_format(prog, arg);
		break;
	default:
		return 0;
	}
	o->outputs |= 1u << sl->output;
	return 1;
}

/* A condition: 1 when c is one (*bad -1 after the usage error). */
static int
condition_option(struct options *o, int c, const char *arg, int *bad)
{
	struct bg_selection *s = &o->run->sel;
	struct bg_err err;
	int rc;

	switch (c) {
	case 't':
		rc = bg_select_tag(s, arg, &err);
		break;
	case OPT_STATE:
		rc = bg_select_state(s, arg, &err);
		break;
	case OPT_OPENING:
	case OPT_SEQUENCE:
		rc = bg_select_actions(s, arg, c == OPT_SEQUENCE, &err);
		break;
	case OPT_PLIES:
		rc = bg_select_plies(s, arg, &err);
		break;
	case OPT_MARKS:
		rc = bg_select_mark(s, arg, &err);
		break;
	case 'o':
		rc = bg_select_or(s, &err);
		break;
	default:
		return 0;
	}
	if (rc < 0) {
		bg_complain(prog, "%s", err.msg);
		*bad = -1;
	}
	return 1;
}

/* One option: BG_OPT_NEXT, or the status to exit with. */
static int
option(struct options *o, int c, char *arg, const struct bg_cli *cli,
       struct bg_defs *defs)
{
	int bad = 0;

	if (output_option(o, c, arg, &bad) || condition_option(o, c, arg, &bad))
		return bad < 0 ? BG_EX_USAGE : BG_OPT_NEXT;
	switch (c) {
	case 'f':
		o->files[o->nfiles++] = arg;
		break;
	case 'l':
		o->run->lines = 1;
		break;
	case 'k':
		o->keep_going = 1;
		break;
	case OPT_UNIQUE:
		o->run->unique = 1;
		break;
	default:
		return bg_common_option(cli, c, defs);
	}
	return BG_OPT_NEXT;
}

/* How the options go together; NULL when all is well. */
static const char *
conflict(const struct options *o, struct bg_err *err)
{
	const struct bg_select_run *sl = o->run;

	if (bg_select_check(&sl->sel, err) < 0)
		return err->msg;

	if (sl->unique && sl->output == BG_SELECT_DUPLICATES)
		return "--unique and --duplicates exclude each other";
	if (sl->table && !sl->nkeys)
		return "--format table needs the columns: give --tags KEYS";
	return NULL;
}

/* The command line into o: BG_OPT_NEXT, or the status to exit with. */
static int
parse_options(struct options *o, int argc, char **argv, struct bg_defs *defs)
{
	static const struct option longopts[] = {
		{ "tag", required_argument, NULL, 't' },
		{ "state", required_argument, NULL, OPT_STATE },
		{ "opening", required_argument, NULL, OPT_OPENING },
		{ "sequence", required_argument, NULL, OPT_SEQUENCE },
		{ "plies", required_argument, NULL, OPT_PLIES },
		{ "marks", required_argument, NULL, OPT_MARKS },
		{ "or", no_argument, NULL, 'o' },
		{ "unique", no_argument, NULL, OPT_UNIQUE },
		{ "duplicates", no_argument, NULL, OPT_DUPLICATES },
		{ "count", no_argument, NULL, 'c' },
		{ "places", no_argument, NULL, OPT_PLACES },
		{ "tags", required_argument, NULL, OPT_TAGS },
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "file", required_argument, NULL, 'f' },
		{ "lines", no_argument, NULL, 'l' },
		{ "keep-going", no_argument, NULL, 'k' },
		BG_COMMON_LONGOPTS
	};
	const struct bg_cli cli = { prog, usage, "t:ocf:lkr:hV", longopts,
	                            NULL };
	const char *why;
	struct bg_err err;
	int c, status;

	while ((c = bg_getopt(&cli, argc, argv)) != -1)
		if ((status = option(o, c, optarg, &cli, defs)) != BG_OPT_NEXT)
			return status;
	while (optind < argc)
		o->files[o->nfiles++] = argv[optind++];
	if ((status = bg_exclusive(prog, o->outputs, "--count, --places, "
	                           "--tags, --format and --duplicates")))
		return status;
	if ((why = conflict(o, &err)) != NULL) {
		bg_complain(prog, "%s", why);
		return BG_EX_USAGE;
	}
	return BG_OPT_NEXT;
}

int
main(int argc, char **argv)
{
	static char standard_input[] = "-";
	struct bg_select_run sl;
	struct options o = { .run = &sl };
	struct bg_defs defs;
	struct bg_replayer rp = { .defs = &defs };
	struct bg_err err;
	int status;

	bg_std_guard();
	bg_select_run_init(&sl, prog);
	bg_defs_init(&defs);
	o.files = calloc((size_t)argc + 1, sizeof *o.files);
	if (!o.files) {
		bg_complain(prog, "out of memory");
		status = BG_EX_SOFTWARE;
	} else {
		status = parse_options(&o, argc, argv, &defs);
	}
	if (status == BG_OPT_NEXT) {
		if (!o.nfiles)
			o.files[o.nfiles++] = standard_input;
		rp.keep_going = o.keep_going;
		if (bg_select_run_open(&sl, &rp, &err) < 0) {
			bg_report(prog, NULL, 0, &err);
			status = err.status;
		} else {
			bg_replay_files(&rp, o.files, o.nfiles, sl.lines);
			status = bg_select_run_end(&sl);
		}
	}
	bg_select_run_close(&sl);
	bg_defs_free(&defs);
	free(o.files);
	return status;
}
