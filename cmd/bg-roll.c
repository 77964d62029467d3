/* bg-roll: performs the chance events that are due in each state. */
#include <getopt.h>
#include <string.h>

#include "cli/cli.h"

static const char prog[] = "bg-roll";

static const char usage[] =
	"usage: bg-roll [-s SEED] [-d LIST] [-w FILE] [--keep-lines] [-r FILE]\n"
	"               [FILE...]\n"
	"Perform every chance event that is due in each state read, one after\n"
	"another, until a player has to act or the game is over, and print the\n"
	"state.  A state with nothing to roll passes through unchanged.\n"
	"\n"
	"  -s, --seed SEED    draw reproducibly: the dice depend on SEED and the\n"
	"                     state rolled for (0 to 18446744073709551615)\n"
	"  -d, --dice LIST    die values 1-9 such as 3,5, used first, in order,\n"
	"                     for each state read; values left over are unused\n"
	"  -w, --record FILE  append the outcomes rolled to the record FILE of the\n"
	"                     game (a new or empty FILE gets the state first)\n"
	"      --keep-lines   an empty line for each input line that fails (or\n"
	"                     is blank), so output lines up with the input\n"
	BG_COMMON_HELP
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad state or impossible dice,\n"
	"66 unreadable input, 70 no system randomness, 74 write error.\n";

struct roller {
	int seeded;
	uint64_t seed;
	struct bg_rng rng; /* unseeded: drawn from the system once */
	int forced[BG_MAX_DICE * 4];
	int nforced;
	const char *record; /* --record FILE */
	struct bg_defs *defs;
	unsigned long states; /* states read */
	int keep_lines;
};

#define MAX_EVENTS 64 /* chance events one state may have due in a row */

static int
roll(struct bg_state *st, void *ctx, struct bg_err *err)
{
	struct roller *r = ctx;
	char line[BG_LINE_MAX + 2];
	char words[MAX_EVENTS][BG_WORD_MAX], *rolled[MAX_EVENTS];
	int values[BG_MAX_DICE];
	struct bg_state initial;
	struct bg_chance ev;
	int used = 0, nrolled = 0, i;
	size_t len;

	bg_state_copy(&initial, st);
	if (r->record && ++r->states > 1)
		return bg_fail(err, BG_EX_DATAERR, "a second state: --record "
		               "writes the record of one game");

	while (st->game->chance(st, &ev)) {
		if (nrolled == MAX_EVENTS)
			return bg_fail(err, BG_EX_SOFTWARE,
			               "more than %d chance events in a row",
			               MAX_EVENTS);
		if (r->seeded) {
			len = st->game->format(st, line);
			bg_rng_seed(&r->rng, r->seed, line, len);
		}
		for (i = 0; i < ev.dice; i++)
			values[i] = used < r->nforced
			          ? r->forced[used++]
			          : bg_rng_die(&r->rng, ev.faces);
		rolled[nrolled] = words[nrolled];
		len = bg_chance_word(values, ev.dice, rolled[nrolled]);
		if (bg_state_act(st, rolled[nrolled++], len, err) < 0)
			return -1;
	}
	if (r->record && bg_record_append(r->record, r->defs, &initial,
	                                  rolled, nrolled, st, err) < 0)
		return -1;
	bg_print_state(stdout, st);
	return 0;
}

static int
parse_dice(struct roller *r, const char *list)
{
	const char *p = list;
	int v;

	r->nforced = 0;
	for (;;) {
		if (*p < '1' || *p > '9' || (p[1] >= '0' && p[1] <= '9'))
			return -1;
		v = *p++ - '0';
		if (r->nforced == (int)(sizeof r->forced / sizeof r->forced[0]))
			return -1;
		r->forced[r->nforced++] = v;
		if (!*p)
			return 0;
		if (*p++ != ',')
			return -1;
	}
}

enum { OPT_KEEP_LINES = 256 };

/* One option into r: BG_OPT_NEXT, or the status to exit with (64 after
 * the usage message). */
static int
option(struct roller *r, int c, const char *arg, const struct bg_cli *cli)
{
	unsigned long seed;

	switch (c) {
	case 's':
		if (bg_number_option(prog, "seed", arg, 0, UINT64_MAX, &seed) < 0)
			return BG_EX_USAGE;
		r->seeded = 1;
		r->seed = seed;
		break;
	case 'd':
		if (parse_dice(r, arg) < 0) {
			bg_complain(prog, "--dice: '%s' is not a list of die "
			            "values such as 3,5", arg);
			return BG_EX_USAGE;
		}
		break;
	case 'w':
		r->record = arg;
		break;
	case OPT_KEEP_LINES:
		r->keep_lines = 1;
		break;
	default:
		return bg_common_option(cli, c, r->defs);
	}
	return BG_OPT_NEXT;
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "seed", required_argument, NULL, 's' },
		{ "dice", required_argument, NULL, 'd' },
		{ "record", required_argument, NULL, 'w' },
		{ "keep-lines", no_argument, NULL, OPT_KEEP_LINES },
		BG_COMMON_LONGOPTS
	};
	const struct bg_cli cli = { prog, usage, "s:d:w:r:hV", longopts, NULL };
	struct bg_defs defs;
	struct roller r = { .defs = &defs };
	int c, status = BG_OPT_NEXT;

	bg_std_guard();
	bg_defs_init(&defs);
	while (status == BG_OPT_NEXT && (c = bg_getopt(&cli, argc, argv)) != -1)
		status = option(&r, c, optarg, &cli);
	if (status == BG_OPT_NEXT && !r.seeded && bg_rng_os(&r.rng) < 0) {
		bg_complain(prog, "cannot read random numbers from the system");
		status = BG_EX_SOFTWARE;
	}
	if (status == BG_OPT_NEXT)
		status = bg_finish(prog, bg_each_state(prog, argv + optind,
		                                       argc - optind, &defs,
		                                       r.keep_lines, 0, roll, &r));
	bg_defs_free(&defs);
	return status;
}
