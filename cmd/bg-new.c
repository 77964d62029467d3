/* bg-new: the initial state of a game. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

static const char prog[] = "bg-new";

static const char usage[] =
	"usage: bg-new GAME [-r FILE] [--OPTION VALUE...]\n"
	"       bg-new --list\n"
	"Print the initial state of GAME.  Each game has its own options\n"
	"(bg-new GAME --help lists them).\n"
	"\n"
	"      --list         print the games, one per line\n"
	"  -r, --rules FILE   load a game definition (YAML)\n"
	"  -h, --help         print this help\n"
	"  -V, --version      print the version\n"
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad definition, 66 unreadable file,\n"
	"74 write error.\n";

#define MAX_GAME_OPTIONS 16
/* --list has no letter; every game option is OPT_GAME. */
enum { OPT_LIST = 1, OPT_GAME = 256 };

static void
game_help(const struct bg_game *game)
{
	const struct bg_option *o;
	char left[64];

	printf("usage: bg-new %s [-r FILE]", game->name);
	for (o = game->options; o->name; o++)
		printf(" [--%s %s]", o->name, o->arg);
	printf("\n%s.\n\n", game->summary);
	for (o = game->options; o->name; o++) {
		snprintf(left, sizeof left, "--%s %s", o->name, o->arg);
		printf("  %-18s %s\n", left, o->help);
	}
	printf("  %-18s %s\n", "-r, --rules FILE", "load a game definition (YAML)");
	printf("  %-18s %s\n", "-h, --help", "print this help");
	printf("  %-18s %s\n", "-V, --version", "print the version");
	printf("\nExit: 0 ok, 64 usage, 65 bad definition, 66 unreadable file,\n"
	       "74 write error.\n");
}

static int
list_games(void)
{
	int i;

	for (i = 0; bg_games[i]; i++)
		printf("%s\n", bg_games[i]->name);
	return bg_finish(prog, 0);
}

/* The options getopt_long takes: the common ones, then the game's, all
 * of one val, so that getopt_long, which takes a prefix of one option as
 * an abbreviation and of several different ones as ambiguous, returns
 * every prefix of game options alike, to be refused. */
static int
build_options(const struct bg_game *game, struct option *longopts)
{
	static const struct option common[] = {
		{ "list", no_argument, NULL, OPT_LIST },
		{ "rules", required_argument, NULL, 'r' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
	};
	int n = 0, i;

	for (i = 0; i < 4; i++)
		longopts[n++] = common[i];
	for (i = 0; game && game->options[i].name && i < MAX_GAME_OPTIONS; i++) {
		longopts[n].name = game->options[i].name;
		longopts[n].has_arg = required_argument;
		longopts[n].flag = NULL;
		longopts[n].val = OPT_GAME;
		n++;
	}
	memset(&longopts[n], 0, sizeof longopts[n]);
	return n;
}

/* Where a game is named after the options, when it does not come first
 * (not as the value of --rules); argc when none is. */
static int
misplaced_game(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
		if (bg_game_find(argv[i], strlen(argv[i])) &&
		    strcmp(argv[i - 1], "-r") != 0 &&
		    strcmp(argv[i - 1], "--rules") != 0)
			return i;
	return argc;
}

/* The game option getopt_long took, by the word it took it from, when
 * that names it in full: an abbreviation is refused as an unknown option,
 * as a record's Options tag refuses it.  The word is "--NAME=VALUE", or
 * "--NAME" before its value. */
static const struct bg_option *
game_option(const struct bg_game *game, char **argv)
{
	const char *word = optarg == argv[optind - 1] ? argv[optind - 2]
	                                              : argv[optind - 1];
	size_t n = strcspn(word + 2, "=");
	const struct bg_option *o = bg_game_option(game, word + 2, n);

	if (!o)
		bg_complain(prog, "unknown option '--%.*s'; see '%s --help'",
		            (int)(n > 40 ? 40 : n), word + 2, prog);
	return o;
}

/* The initial state under the settings, with a seed drawn from the
 * system for a set-up drawn at random when none is given. */
static int
new_state(struct bg_defs *defs, const struct bg_game *game,
          struct bg_settings *set, struct bg_state *st)
{
	struct bg_err err;
	int rc = bg_game_new(defs, game, set, st, &err);

	if (rc == BG_NEEDS_SEED) {
		if (bg_system_seed(prog, &set->seed) < 0)
			return BG_EX_SOFTWARE;
		set->seeded = 1;
		rc = bg_game_new(defs, game, set, st, &err);
	}
	if (rc < 0) {
		bg_report(prog, NULL, 0, &err);
		return err.status;
	}
	return 0;
}

/* Does the command line hold an option of some game before argument
 * end? */
static int
names_game_option(int end, char **argv)
{
	const struct bg_option *o;
	int i, g;

	for (i = 1; i < end; i++)
		for (g = 0; bg_games[g] && argv[i][0] == '-' && argv[i][1] == '-'; g++)
			for (o = bg_games[g]->options; o->name; o++)
				if (strcmp(argv[i] + 2, o->name) == 0)
					return 1;
	return 0;
}

/* One option getopt_long returned: BG_OPT_NEXT to go on, else the
 * status to exit with. */
static int
take_option(struct bg_cli *cli, const struct bg_game *game, int c,
            char **argv, struct bg_defs *defs, struct bg_settings *set)
{
	const struct bg_option *o;
	struct bg_err err;

	if (c == OPT_GAME) {
		if (!(o = game_option(game, argv)))
			return BG_EX_USAGE;
		if (bg_settings_add(set, o, optarg, 1, &err) < 0) {
			bg_report(prog, NULL, 0, &err);
			return err.status;
		}
		return BG_OPT_NEXT;
	}
	if (c == OPT_LIST)
		return list_games();
	if (c == 'h' && game) {
		game_help(game);
		return bg_finish(prog, 0);
	}
	return bg_common_option(cli, c, defs);
}

/* After the options: the game's initial state, printed. */
static int
print_new(const struct bg_game *game, int argc, char **argv,
          struct bg_defs *defs, struct bg_settings *set)
{
	char line[BG_LINE_MAX + 2];
	struct bg_state st;
	size_t len;
	int status;

	if (!game) {
		bg_complain(prog, optind < argc
		            ? "the game must come first: bg-new GAME [options]"
		            : "no game given (bg-new --list prints the games)");
		return BG_EX_USAGE;
	}
	if (optind < argc) {
		bg_complain(prog, "unexpected argument '%s'", argv[optind]);
		return BG_EX_USAGE;
	}
	if (defs->loaded && defs->loaded != game) {
		bg_complain(prog, "--rules: the file defines %s, not %s",
		            defs->loaded->name, game->name);
		return BG_EX_USAGE;
	}
	if ((status = new_state(defs, game, set, &st)) != 0)
		return status;
	len = game->format(&st, line);
	line[len++] = '\n';
	fwrite(line, 1, len, stdout);
	return bg_finish(prog, 0);
}

/* An unknown game, the one most like its name named when it is near. */
static void
unknown_game(const char *name)
{
	struct bg_nearest near;
	const char *meant;
	int i;

	bg_nearest_init(&near);
	for (i = 0; bg_games[i]; i++)
		bg_nearest_try(&near, name, strlen(name), bg_games[i]->name);
	if ((meant = bg_nearest_word(&near, strlen(name))) != NULL)
		bg_complain(prog, "unknown game '%s'; did you mean %s?", name,
		            meant);
	else
		bg_complain(prog, "unknown game '%s' (bg-new --list prints the "
		            "games)", name);
}

int
main(int argc, char **argv)
{
	struct option longopts[4 + MAX_GAME_OPTIONS + 1];
	struct bg_cli cli = { prog, usage, "r:hV", NULL, NULL };
	struct bg_settings settings;
	const struct bg_game *game = NULL;
	struct bg_defs defs;
	int c, status = BG_OPT_NEXT;

	bg_std_guard();
	/* The game comes first, so that its options are known. */
	if (argc > 1 && argv[1][0] != '-') {
		game = bg_game_find(argv[1], strlen(argv[1]));
		if (!game) {
			unknown_game(argv[1]);
			return BG_EX_USAGE;
		}
		argv[1] = argv[0];
		argv++;
		argc--;
	}
	/* A misplaced game is the error, unless a game option comes before
	 * it, which the unknown option's hint explains. */
	if (!game && misplaced_game(argc, argv) < argc &&
	    !names_game_option(misplaced_game(argc, argv), argv)) {
		bg_complain(prog, "the game must come first: bg-new GAME "
		            "[options]");
		return BG_EX_USAGE;
	}
	build_options(game, longopts);
	cli.longopts = longopts;
	if (!game && names_game_option(argc, argv))
		cli.hint = "(game options come after the game: bg-new GAME "
		           "--OPTION VALUE)";
	bg_defs_init(&defs);
	bg_settings_init(&settings);
	while (status == BG_OPT_NEXT && (c = bg_getopt(&cli, argc, argv)) != -1)
		status = take_option(&cli, game, c, argv, &defs, &settings);
	if (status == BG_OPT_NEXT)
		status = print_new(game, argc, argv, &defs, &settings);
	bg_settings_free(&settings);
	bg_defs_free(&defs);
	return status;
}
