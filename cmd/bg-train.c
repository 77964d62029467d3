/* bg-train: trains a dice game's learned evaluation by TD(lambda) on
 * games it plays against itself (formats/evaluation.md). */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

static const char prog[] = "bg-train";

static const char usage[] =
	"usage: bg-train [-g N] [-s SEED] [-o FILE] [--resume FILE] [--hidden N]\n"
	"                [--rate R] [--lambda L] [--players LIST]\n"
	"                [--curve N] [--curve-games M] [--curve-states FILE]\n"
	"                [--tables] GAME\n"
	"Train the learned evaluation of a dice game (%s)\n"
	"by TD(lambda) on games it plays against itself, one ply deep, and write\n"
	"its weights (formats/evaluation.md).  The same options, seed and games\n"
	"give the same bytes.\n"
	"\n"
	"  -g, --games N      self-play games to play (0 to 100000000; default\n"
	"                     10000), after those of --resume\n"
	"  -s, --seed SEED    game G draws its set-up and dice from stream G of\n"
	"                     SEED (0 to 18446744073709551615; default 1)\n"
	"  -o, --output FILE  write the weights to FILE (replaced whole at the\n"
	"                     end; default: standard output)\n"
	"      --resume FILE  go on from the weights of FILE and the games they\n"
	"                     were trained on (a checkpoint)\n"
	"      --hidden N     hidden units of a new network (1 to 128; default 40)\n"
	"      --rate R       the learning rate (default 0.05)\n"
	"      --lambda L     TD's lambda, 0 to 1 (default 0.7)\n"
	"      --players LIST the seats of the games in turn (default 2,4,2,3)\n"
	"      --curve N      every N games, print the network's score one ply\n"
	"                     deep (ply:1) against mc:100, 2 seats, seats\n"
	"                     alternated on the same dice, on standard error\n"
	"      --curve-games M  games of each such match (2 to 100000; default 100)\n"
	"      --curve-states FILE  at each --curve point, also the share of the\n"
	"                     decisions of FILE (states, a move or option due)\n"
	"                     where the network one ply deep picks a move of the\n"
	"                     best exact value by the game's tables, and the\n"
	"                     mean loss\n"
	"      --tables       a state after a move that the game's tables reach\n"
	"                     learns its exact value (the tables as a teacher)\n"
	"      --speed        train nothing: judge the states read on standard\n"
	"                     input by the game's built-in weights (--resume's\n"
	"                     with it) over and over for a second, and print\n"
	"                     the positions (every seat's chances) and the\n"
	"                     seats' evaluations a second\n"
	BG_COMMON_HELP
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad weights file, 66 unreadable file,\n"
	"70 out of memory, 74 write error.\n";

enum { OPT_RESUME = 0x100, OPT_HIDDEN, OPT_RATE, OPT_LAMBDA, OPT_PLAYERS,
       OPT_CURVE, OPT_CURVE_GAMES, OPT_CURVE_STATES, OPT_SPEED, OPT_TABLES };

struct opts {
	const struct bg_game *game;
	unsigned long games, hidden, curve, curve_games;
	uint64_t seed;
	const char *output, *resume, *curve_states;
	struct bg_pool *exact;          /* the tables of --curve-states */
	struct bg_decisions decisions;
	float rate;
	double lambda;
	int players[16], nplayers;
	int speed, tables;
	struct bg_defs defs;
};

static int
players_option(struct opts *o, const char *arg)
{
	const char *p = arg;
	char *end;
	long v;

	for (o->nplayers = 0; o->nplayers < 16; p = end + 1) {
		v = strtol(p, &end, 10);
		if (end == p || v < 1 || v > BG_MAX_SEATS ||
		    (*end != ',' && *end != '\0'))
			break;
		o->players[o->nplayers++] = (int)v;
		if (*end == '\0')
			return 0;
	}
	bg_complain(prog, "--players: '%.40s' is not a list of 1 to 16 seat "
	            "counts such as 2,4", arg);
	return -1;
}

static int
option(struct opts *o, int c, const char *arg)
{
	unsigned long v;
	double d;

	switch (c) {
	case 'g':
		return bg_number_option(prog, "games", arg, 0, 100000000,
		                        &o->games) < 0 ? BG_EX_USAGE : BG_OPT_NEXT;
	case 's':
		if (bg_number_option(prog, "seed", arg, 0, UINT64_MAX, &v) < 0)
			return BG_EX_USAGE;
		o->seed = v;
		return BG_OPT_NEXT;
	case 'o':
		o->output = arg;
		return BG_OPT_NEXT;
	case OPT_RESUME:
		o->resume = arg;
		return BG_OPT_NEXT;
	case OPT_HIDDEN:
		return bg_number_option(prog, "hidden", arg, 1, BG_NET_HIDDEN_MAX,
		                        &o->hidden) < 0 ? BG_EX_USAGE
		                                        : BG_OPT_NEXT;
	case OPT_RATE:
		if (bg_fraction_option(prog, "rate", arg, 10, &d) < 0)
			return BG_EX_USAGE;
		o->rate = (float)d;
		return BG_OPT_NEXT;
	case OPT_LAMBDA:
		return bg_fraction_option(prog, "lambda", arg, 1, &o->lambda) < 0
		       ? BG_EX_USAGE : BG_OPT_NEXT;
	case OPT_PLAYERS:
		return players_option(o, arg) < 0 ? BG_EX_USAGE : BG_OPT_NEXT;
	case OPT_CURVE:
		return bg_number_option(prog, "curve", arg, 1, 100000000,
		                        &o->curve) < 0 ? BG_EX_USAGE : BG_OPT_NEXT;
	case OPT_SPEED:
		o->speed = 1;
		return BG_OPT_NEXT;
	case OPT_CURVE_STATES:
		o->curve_states = arg;
		return BG_OPT_NEXT;
	case OPT_TABLES:
		o->tables = 1;
		return BG_OPT_NEXT;
	case OPT_CURVE_GAMES:
		return bg_number_option(prog, "curve-games", arg, 2, 100000,
		                        &o->curve_games) < 0 ? BG_EX_USAGE
		                                             : BG_OPT_NEXT;
	}
	return BG_OPT_OTHER;
}

static int
parse_options(struct opts *o, int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "games", required_argument, NULL, 'g' },
		{ "seed", required_argument, NULL, 's' },
		{ "output", required_argument, NULL, 'o' },
		{ "resume", required_argument, NULL, OPT_RESUME },
		{ "hidden", required_argument, NULL, OPT_HIDDEN },
		{ "rate", required_argument, NULL, OPT_RATE },
		{ "lambda", required_argument, NULL, OPT_LAMBDA },
		{ "players", required_argument, NULL, OPT_PLAYERS },
		{ "curve", required_argument, NULL, OPT_CURVE },
		{ "curve-games", required_argument, NULL, OPT_CURVE_GAMES },
		{ "curve-states", required_argument, NULL, OPT_CURVE_STATES },
		{ "speed", no_argument, NULL, OPT_SPEED },
		{ "tables", no_argument, NULL, OPT_TABLES },
		BG_COMMON_LONGOPTS
	};
	static char help[sizeof usage + 256];
	const struct bg_cli cli = { prog, help, "g:s:o:r:hV", longopts, NULL };
	char games[256];
	int c, status;

	snprintf(help, sizeof help, usage,
	         bg_learned_games(games, sizeof games, 0));

	while ((c = bg_getopt(&cli, argc, argv)) != -1) {
		status = bg_common_option(&cli, c, &o->defs);
		if (status == BG_OPT_OTHER)
			status = option(o, c, optarg);
		if (status != BG_OPT_NEXT)
			return status;
	}
	if (optind + 1 != argc) {
		bg_complain(prog, "give one game; see '%s --help'", prog);
		return BG_EX_USAGE;
	}
	o->game = bg_game_find(argv[optind], strlen(argv[optind]));
	if (!o->game || !o->game->features) {
		bg_complain(prog, "'%.40s' is not a dice game (%s)",
		            argv[optind], bg_learned_games(games, sizeof games, 1));
		return BG_EX_USAGE;
	}
	if (o->curve_states && !o->curve) {
		bg_complain(prog, "--curve-states: give --curve N too");
		return BG_EX_USAGE;
	}
	if (o->defs.loaded) {
		bg_complain(prog, "--rules: the learned evaluation is trained on "
		            "the built-in rules only");
		return BG_EX_USAGE;
	}
	return BG_OPT_NEXT;
}

/* The network's score one ply deep against mc:100, and how it does in
 * the decisions of --curve-states, printed. */
static int
curve_point(struct opts *o, const struct bg_net *net, struct bg_err *err)
{
	struct bg_decisions_score d;
	double score;

	if (bg_train_curve(&o->defs, net, o->seed, o->curve_games, &score,
	                   err) < 0)
		return -1;
	fprintf(stderr, "%s: %s: %lu games: ply:1 against mc:100: %.3f of %lu "
	        "games", prog, o->game->name, net->games, score,
	        o->curve_games / 2 * 2);
	if (o->curve_states) {
		bg_decisions_score(&o->decisions, net, &d);
		fprintf(stderr, "; a best move in %lu of %lu decisions (%.3f), "
		        "mean loss %.4f", d.optimal, d.matter, d.matter ?
		        (double)d.optimal / (double)d.matter : 0, d.loss);
	}
	fputc('\n', stderr);
	return 0;
}

/* The network to train: read from --resume, or new and drawn from the
 * seed. */
static int
start_net(struct opts *o, struct bg_net *net, struct bg_err *err)
{
	struct bg_rng rng;
	char *text;
	size_t len;
	int rc;

	if (!o->resume && o->speed) {
		text = (char *)o->game->weights->text;
		return bg_net_read(net, o->game, text, o->game->weights->len,
		                   o->game->weights->name, err);
	}
	if (!o->resume) {
		if (bg_net_new(net, o->game, (int)o->hidden, err) < 0)
			return -1;
		bg_rng_derive(&rng, o->seed, UINT64_MAX);
		bg_net_randomise(net, &rng);
		return 0;
	}
	if (bg_read_file(o->resume, (size_t)1 << 28, &text, &len, err) < 0)
		return -1;
	rc = bg_net_read(net, o->game, text, len, o->resume, err);
	free(text);
	return rc;
}

/* The weights, to FILE replaced whole at the end, or standard output. */
static int
write_net(const struct opts *o, const struct bg_net *net, struct bg_err *err)
{
	char *text;
	size_t len;
	int rc = 0;

	if (bg_net_text(net, &text, &len, err) < 0)
		return -1;
	if (o->output)
		rc = bg_replace_file(o->output, "", 0, text, len, err);
	else if (fwrite(text, 1, len, stdout) != len)
		rc = bg_fail(err, BG_EX_IOERR, "standard output: write error: "
		             "%s", strerror(errno));
	free(text);
	return rc;
}

static int
train(struct opts *o, struct bg_net *net, struct bg_err *err)
{
	struct bg_train t;
	struct bg_state st;
	struct bg_rng rng;
	unsigned long g, end = net->games + o->games;

	/* A count near 2^64 from --resume would wrap the end round to
	 * before the start. */
	if (end < net->games)
		return bg_fail(err, BG_EX_DATAERR, "%s: %lu games and %lu more "
		               "would pass %lu, the most a count holds",
		               o->resume, net->games, o->games, ULONG_MAX);
	if ((o->tables && !o->exact && bg_pool_new(&o->exact, 1, err) < 0) ||
	    bg_train_new(&t, net, err) < 0)
		return -1;
	t.rate = o->rate;
	t.lambda = o->lambda;
	t.teacher = o->tables ? o->exact : NULL;
	for (g = net->games; g < end; g++) {
		bg_rng_derive(&rng, o->seed, g);
		if (bg_train_start(&o->defs, o->game,
		                   o->players[g % (unsigned long)o->nplayers],
		                   &rng, &st, err) < 0)
			break;
		bg_train_game(&t, &st, &rng);
		if (o->curve && net->games % o->curve == 0 &&
		    curve_point(o, net, err) < 0)
			break;
	}
	bg_train_free(&t);
	return g == end ? 0 : -1;
}

#define SPEED_STATES 4096

/* The states of standard input that --speed judges, into st. */
static int
speed_states(struct opts *o, struct bg_state *st, struct bg_err *err)
{
	char line[BG_LINE_MAX + 2];
	int n = 0;

	while (n < SPEED_STATES && fgets(line, sizeof line, stdin))
		if (bg_state_parse(&o->defs, &st[n], line, strcspn(line, "\n"),
		                   err) == 0 && st[n].game == o->game &&
		    o->game->phase(&st[n]) != BG_PHASE_OVER)
			n++;
	if (n == 0)
		return bg_fail(err, BG_EX_DATAERR, "--speed: no state of %s "
		               "that is not over on standard input",
		               o->game->name);
	return n;
}

/* --speed: every seat's chances of the states read, again and again for
 * a second. */
static int
speed(struct opts *o, const struct bg_net *net, struct bg_err *err)
{
	struct bg_state *st = malloc(SPEED_STATES * sizeof *st);
	double positions, seats;
	int n;

	if (!st)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	if ((n = speed_states(o, st, err)) >= 0) {
		bg_net_speed(net, st, n, &positions, &seats);
		printf("%.0f positions a second, %.0f evaluations of a seat a "
		       "second (%d states, %lu hidden units)\n", positions,
		       seats, n, (unsigned long)net->hidden);
	}
	free(st);
	return n < 0 ? -1 : 0;
}

int
main(int argc, char **argv)
{
	struct opts o = { .games = 10000, .hidden = 40, .seed = 1,
	                  .rate = 0.05f, .lambda = 0.7, .curve_games = 100,
	                  .players = { 2, 4, 2, 3 }, .nplayers = 4 };
	struct bg_net net = { 0 };
	struct bg_err err;
	int status;

	bg_std_guard();
	bg_defs_init(&o.defs);
	status = parse_options(&o, argc, argv);
	if (status == BG_OPT_NEXT) {
		status = !o.curve_states ? 0
		         : bg_read_decisions(prog, o.curve_states, &o.defs,
		                             o.game, &o.exact, &o.decisions);
		/* -o is refused before the games, not after them. */
		if (status == 0 &&
		    ((o.output && bg_replaceable(o.output, &err) < 0) ||
		     start_net(&o, &net, &err) < 0 ||
		     (o.speed ? speed(&o, &net, &err) < 0
		              : train(&o, &net, &err) < 0 ||
		                write_net(&o, &net, &err) < 0))) {
			bg_report(prog, NULL, 0, &err);
			status = err.status;
		}
	}
	bg_net_free(&net);
	bg_decisions_free(&o.decisions);
	bg_pool_free(o.exact);
	bg_defs_free(&o.defs);
	return bg_finish(prog, status);
}
