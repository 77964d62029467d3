/* bg-train: trains a dice game's learned evaluation by TD(lambda) on
 * games it plays against itself (formats/evaluation.md). */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

static const char prog[] = "bg-train";

static const char usage[] =
	"usage: bg-train [-g N] [-s SEED] [-o FILE] [--resume FILE] [--hidden N]\n"
	"                [--rate R] [--lambda L] [--players LIST]\n"
	"                [--curve N] [--curve-games M] GAME\n"
	"Train the learned evaluation of a dice game (spook, manji, waju, wahoo)\n"
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
       OPT_CURVE, OPT_CURVE_GAMES, OPT_SPEED };

struct opts {
	const struct bg_game *game;
	unsigned long games, hidden, curve, curve_games;
	uint64_t seed;
	const char *output, *resume;
	float rate;
	double lambda;
	int players[16], nplayers;
	int speed;
	struct bg_defs defs;
};

/* A decimal fraction from 0 to max, read by strtod (correctly rounded,
 * the same on every machine). */
static int
fraction_option(const char *name, const char *arg, double max, double *out)
{
	char *end;
	double v = strtod(arg, &end);

	if (end != arg && *end == '\0' && v >= 0 && v <= max) {
		*out = v;
		return 0;
	}
	bg_complain(prog, "--%s: '%.40s' is not a number from 0 to %g", name,
	            arg, max);
	return -1;
}

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
		if (fraction_option("rate", arg, 10, &d) < 0)
			return BG_EX_USAGE;
		o->rate = (float)d;
		return BG_OPT_NEXT;
	case OPT_LAMBDA:
		return fraction_option("lambda", arg, 1, &o->lambda) < 0
		       ? BG_EX_USAGE : BG_OPT_NEXT;
	case OPT_PLAYERS:
		return players_option(o, arg) < 0 ? BG_EX_USAGE : BG_OPT_NEXT;
	case OPT_CURVE:
		return bg_number_option(prog, "curve", arg, 1, 100000000,
		                        &o->curve) < 0 ? BG_EX_USAGE : BG_OPT_NEXT;
	case OPT_SPEED:
		o->speed = 1;
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
		{ "speed", no_argument, NULL, OPT_SPEED },
		BG_COMMON_LONGOPTS
	};
	const struct bg_cli cli = { prog, usage, "g:s:o:r:hV", longopts, NULL };
	int c, status;

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
		bg_complain(prog, "'%.40s' is not a dice game (spook, manji, waju"
		            " or wahoo)", argv[optind]);
		return BG_EX_USAGE;
	}
	if (o->defs.loaded) {
		bg_complain(prog, "--rules: the learned evaluation is trained on "
		            "the built-in rules only");
		return BG_EX_USAGE;
	}
	return BG_OPT_NEXT;
}

/* An initial state of the seats, its set-up (Spook's boards) drawn
 * from rng. */
static int
initial(struct opts *o, int players, struct bg_rng *rng, struct bg_state *st,
        struct bg_err *err)
{
	struct bg_settings set;
	char seats[4];
	int rc;

	bg_settings_init(&set);
	snprintf(seats, sizeof seats, "%d", players);
	rc = bg_settings_add(&set, bg_game_option(o->game, "players", 7),
	                     seats, 0, err);
	set.seeded = 1;
	set.seed = bg_rng_next(rng);
	if (rc == 0)
		rc = bg_game_new(&o->defs, o->game, &set, st, err);
	bg_settings_free(&set);
	return rc == 0 ? 0 : -1;
}

struct curve {
	int seat;     /* the network's seat */
	int64_t won;  /* its values, BG_VALUE_ONE a win */
};

static int
count_game(const struct bg_played *g, void *ctx, struct bg_err *err)
{
	struct curve *c = ctx;
	int v[BG_MAX_SEATS], margin[BG_MAX_SEATS];

	(void)err;
	bg_seat_values(&g->final, v, margin);
	c->won += v[c->seat];
	return 0;
}

/* The network's score against mc:100: M games, half in each seat, game
 * g of either half on the dice of stream g. */
static int
curve_point(struct opts *o, const struct bg_net *net, struct bg_err *err)
{
	struct bg_policies p = { .count = 2 };
	struct curve c = { 0, 0 };
	struct bg_state st;
	struct bg_pool *pool;
	struct bg_exec ex;
	struct bg_net copy;
	struct bg_rng rng;
	int rc;

	bg_rng_derive(&rng, o->seed ^ 0x63757276, 0);
	if (bg_net_new(&copy, o->game, net->hidden, err) < 0)
		return -1;
	memcpy(copy.w, net->w, net->n * sizeof *net->w);
	if (bg_pool_new(&pool, 1, err) < 0 ||
	    bg_pool_use_net(pool, &copy, err) < 0 ||
	    initial(o, 2, &rng, &st, err) < 0) {
		bg_pool_free(pool);
		return -1;
	}
	ex = bg_exec_pool(pool);
	for (rc = 0; c.seat < 2 && rc == 0; c.seat++) {
		bg_policy_parse(c.seat ? "mc:100" : "ply:1", c.seat ? 6 : 5,
		                &p.seat[0], err);
		bg_policy_parse(c.seat ? "ply:1" : "mc:100", c.seat ? 5 : 6,
		                &p.seat[1], err);
		rc = bg_play_games(&st, &p, o->seed, o->curve_games / 2, &ex, 0,
		                   count_game, NULL, &c, err);
	}
	bg_pool_free(pool);
	if (rc == 0)
		fprintf(stderr, "%s: %s: %lu games: ply:1 against mc:100: "
		        "%.3f of %lu games\n", prog, o->game->name, net->games,
		        (double)c.won / BG_VALUE_ONE / (double)(o->curve_games /
		        2 * 2), o->curve_games / 2 * 2);
	return rc;
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

/* The weights, to FILE.tmp renamed FILE at the end, or standard output. */
static int
write_net(const struct opts *o, const struct bg_net *net, struct bg_err *err)
{
	char tmp[4096], *text;
	size_t len;
	FILE *f = stdout;
	int bad;

	if (bg_net_text(net, &text, &len, err) < 0)
		return -1;
	if (o->output) {
		snprintf(tmp, sizeof tmp, "%s.tmp", o->output);
		if (!(f = fopen(tmp, "w"))) {
			free(text);
			return bg_fail(err, BG_EX_IOERR, "%s: %s", tmp,
			               strerror(errno));
		}
	}
	bad = fwrite(text, 1, len, f) != len;
	free(text);
	if (o->output) {
		bad |= fclose(f) != 0;
		bad = bad || rename(tmp, o->output) != 0;
	}
	if (bad)
		return bg_fail(err, BG_EX_IOERR, "%s: write error: %s",
		               o->output ? o->output : "standard output",
		               strerror(errno));
	return 0;
}

static int
train(struct opts *o, struct bg_net *net, struct bg_err *err)
{
	struct bg_train t;
	struct bg_state st;
	struct bg_rng rng;
	unsigned long g, end = net->games + o->games;

	if (bg_train_new(&t, net, err) < 0)
		return -1;
	t.rate = o->rate;
	t.lambda = o->lambda;
	for (g = net->games; g < end; g++) {
		bg_rng_derive(&rng, o->seed, g);
		if (initial(o, o->players[g % (unsigned long)o->nplayers], &rng,
		            &st, err) < 0)
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
	double p[BG_MAX_SEATS];
	unsigned long positions = 0, seats = 0;
	uint64_t t0, t;
	int n, i;

	if (!st)
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	if ((n = speed_states(o, st, err)) < 0) {
		free(st);
		return -1;
	}
	t0 = bg_clock_us();
	do {
		for (i = 0; i < n; i++) {
			bg_net_chances(net, &st[i], o->game->seats(&st[i]), p);
			seats += (unsigned long)o->game->seats(&st[i]);
		}
		positions += (unsigned long)n;
	} while ((t = bg_clock_us() - t0) < 1000000);
	printf("%.0f positions a second, %.0f evaluations of a seat a second "
	       "(%d states, %lu hidden units)\n", positions * 1e6 / (double)t,
	       seats * 1e6 / (double)t, n, (unsigned long)net->hidden);
	free(st);
	return 0;
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
		status = 0;
		if (start_net(&o, &net, &err) < 0 ||
		    (o.speed ? speed(&o, &net, &err) < 0
		             : train(&o, &net, &err) < 0 ||
		               write_net(&o, &net, &err) < 0)) {
			bg_report(prog, NULL, 0, &err);
			status = err.status;
		}
	}
	bg_net_free(&net);
	bg_defs_free(&o.defs);
	return bg_finish(prog, status);
}
