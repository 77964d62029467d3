/* The conformance test of every game, through the interface alone, as
 * OpenSpiel's random simulation test: from every state of the golden
 * playthroughs (tests/playthroughs/GAME-*.states) and of seeded random
 * games of every player count, the state formats back to itself after
 * parse, each listed move and each chance outcome round-trips through its
 * word, parse and apply write no byte past the state's size, and the
 * phase, the moves, the seat and the outcome agree; in the dice games
 * every seat's features are within the game's inputs. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/core.h"
#include "conform.h"
#include "tap.h"

#define CANARY 0xa5
#define RANDOM_GAMES 20     /* random games of each player count */
#define RANDOM_ACTIONS 2000 /* the longest random game played */

enum { C_FORMAT, C_MOVES, C_APPLY, C_CHANCE, C_PHASE, C_FEATURES, C_N };

static const char *const check_names[C_N] = {
	"formats back to itself after parse",
	"every listed move round-trips through its word",
	"parse and apply write no byte past the state's size",
	"every chance outcome round-trips through its word",
	"the phase, the moves, the seat and the outcome agree",
	"each seat's features: few, within the game's inputs, none twice",
};

/* What the checks found for one game: how much was seen, and the first
 * failure of each check. */
struct tally {
	const struct bg_game *game;
	unsigned long states, moves, outcomes, playthroughs, counts;
	unsigned long failed[C_N];
	char first[C_N][2 * BG_LINE_MAX];
};

static void
fail(struct tally *t, int check, const char *line, const char *why)
{
	if (t->failed[check]++ == 0)
		snprintf(t->first[check], sizeof t->first[check], "%s\n#   %s",
		         why, line);
}

static int
same_move(const struct bg_move *a, const struct bg_move *b)
{
	return a->kind == b->kind && a->len == b->len &&
	       memcmp(a->v, b->v, a->len) == 0;
}

/* The bytes of the state that parse writes: parsing the line over two
 * fillings of the state, the bytes that differ after are none of its. */
static size_t
written_bytes(struct bg_defs *defs, const char *line, size_t len)
{
	struct bg_state a, b;
	struct bg_err err;
	size_t n;

	memset(&a, CANARY, sizeof a);
	memset(&b, (unsigned char)~CANARY, sizeof b);
	if (bg_state_parse(defs, &a, line, len, &err) < 0 ||
	    bg_state_parse(defs, &b, line, len, &err) < 0)
		return BG_STATE_BYTES;
	for (n = BG_STATE_BYTES; n > 0 && a.u.bytes[n - 1] != b.u.bytes[n - 1];
	     n--)
		;
	return n;
}

/* The state's line parses, formats back to itself byte for byte, and
 * gives the same state. */
static void
check_format(struct tally *t, struct bg_defs *defs, const struct bg_state *st,
             const char *line, size_t len)
{
	char again[BG_LINE_MAX + 1];
	struct bg_state back;
	struct bg_err err;

	memset(&back, CANARY, sizeof back);
	if (bg_state_parse(defs, &back, line, len, &err) < 0) {
		fail(t, C_FORMAT, line, err.msg);
		return;
	}
	if (back.game->format(&back, again) != len ||
	    memcmp(again, line, len) != 0)
		fail(t, C_FORMAT, line, "formats otherwise after parse");
	else if (back.game != st->game ||
	         memcmp(back.u.bytes, st->u.bytes, st->game->size) != 0)
		fail(t, C_FORMAT, line, "parses to other bytes than the "
		     "state it was formatted from");
	else if (written_bytes(defs, line, len) > st->game->size)
		fail(t, C_APPLY, line, "parse writes past the state's size");
}

/* Applies mv to a copy of st whose bytes past its size hold the canary,
 * and checks that they still do. */
static void
check_apply(struct tally *t, const struct bg_state *st, const char *line,
            const struct bg_move *mv)
{
	struct bg_state next;
	size_t i;

	/* The copy moves whole blocks: the canary goes in after it. */
	bg_state_copy(&next, st);
	memset(next.u.bytes + st->game->size, CANARY,
	       BG_STATE_BYTES - st->game->size);
	st->game->apply(&next, mv);
	for (i = st->game->size; i < BG_STATE_BYTES; i++)
		if (next.u.bytes[i] != CANARY) {
			char why[80];

			snprintf(why, sizeof why, "apply wrote byte %zu, past the "
			         "%zu of the state", i, st->game->size);
			fail(t, C_APPLY, line, why);
			return;
		}
}

static void
check_moves(struct tally *t, const struct bg_state *st, const char *line)
{
	static struct bg_move moves[BG_MAX_MOVES];
	static char words[BG_MAX_MOVES][BG_WORD_MAX + 1];
	struct bg_move mv;
	struct bg_err err;
	char why[BG_WORD_MAX + 120];
	size_t len;
	int n, i, k;

	n = st->game->moves(st, moves);
	for (i = 0; i < n; i++) {
		t->moves++;
		len = st->game->format_move(st, &moves[i], words[i]);
		if (len == 0 || len >= BG_WORD_MAX || strlen(words[i]) != len ||
		    strchr(words[i], ' ')) {
			snprintf(why, sizeof why, "move %d is written as '%s'", i,
			         words[i]);
			fail(t, C_MOVES, line, why);
			continue;
		}
		for (k = 0; k < i && strcmp(words[k], words[i]) != 0; k++)
			;
		if (k < i) {
			snprintf(why, sizeof why, "moves %d and %d are both '%s'",
			         k, i, words[i]);
			fail(t, C_MOVES, line, why);
		}
		if (st->game->parse_action(st, words[i], len, &mv, &err) < 0) {
			snprintf(why, sizeof why, "'%s' is refused: %.80s",
			         words[i], err.msg);
			fail(t, C_MOVES, line, why);
		} else if (!same_move(&mv, &moves[i])) {
			snprintf(why, sizeof why, "'%s' reads as another move",
			         words[i]);
			fail(t, C_MOVES, line, why);
		}
		check_apply(t, st, line, &moves[i]);
	}
}

/* The outcome of a chance event whose dice are counted by index. */
static void
outcome_of(const struct bg_chance *ev, unsigned long index, int *values)
{
	int i;

	for (i = ev->dice - 1; i >= 0; i--) {
		values[i] = (int)(index % (unsigned long)ev->faces) + 1;
		index /= (unsigned long)ev->faces;
	}
}

/* Every outcome of a chance event of a few dice, a sample of those of
 * more: each is legal, reads back as itself, and applies in place. */
static void
check_chance(struct tally *t, const struct bg_state *st, const char *line,
             struct bg_rng *rng)
{
	struct bg_chance ev;
	struct bg_move mv;
	struct bg_err err;
	char word[BG_WORD_MAX], why[BG_WORD_MAX + 120];
	unsigned long all = 1, k, index;
	int values[BG_MAX_DICE], i;

	if (!st->game->chance(st, &ev))
		return;
	if (ev.dice < 1 || ev.dice > BG_MAX_DICE || ev.faces < 1) {
		fail(t, C_CHANCE, line, "a chance event of no dice or faces");
		return;
	}
	for (i = 0; i < ev.dice && all <= 216; i++)
		all *= (unsigned long)ev.faces;
	for (k = 0; k < (all <= 216 ? all : 24); k++) {
		index = all <= 216 ? k : bg_rng_next(rng);
		outcome_of(&ev, index, values);
		bg_chance_word(values, ev.dice, word);
		t->outcomes++;
		if (st->game->parse_action(st, word, strlen(word), &mv, &err) < 0) {
			snprintf(why, sizeof why, "'%s' is refused: %.80s", word,
			         err.msg);
			fail(t, C_CHANCE, line, why);
			continue;
		}
		for (i = 0; i < ev.dice && mv.v[i] == values[i]; i++)
			;
		if (mv.kind != BG_ACT_CHANCE || mv.len != ev.dice ||
		    i < ev.dice) {
			snprintf(why, sizeof why, "'%s' reads as another outcome",
			         word);
			fail(t, C_CHANCE, line, why);
		}
		check_apply(t, st, line, &mv);
	}
}

/* What is due, the moves, the seat and the outcome tell one story. */
static const char *
phase_story(const struct bg_state *st)
{
	static struct bg_move moves[BG_MAX_MOVES];
	const struct bg_game *g = st->game;
	enum bg_phase phase = g->phase(st);
	struct bg_outcome o;
	struct bg_chance ev;
	int chance = g->chance(st, &ev), n = g->moves(st, moves);
	int seat = g->seat(st), i, k;

	g->outcome(st, &o);
	if (o.seats < 1 || o.seats > BG_MAX_SEATS)
		return "the outcome has no seats, or too many";
	if (g->seats(st) != o.seats)
		return "the seats and the outcome count the seats apart";
	for (i = 0; i < o.seats; i++) {
		if (!o.seat[i] || !*o.seat[i])
			return "a seat of the outcome has no name";
		for (k = 0; k < i; k++)
			if (strcmp(o.seat[k], o.seat[i]) == 0)
				return "two seats of the outcome share a name";
		if (o.won[i] && !o.over)
			return "a seat has won a game that goes on";
	}
	if (!g->actor(st) || !*g->actor(st))
		return "no actor";
	switch (phase) {
	case BG_PHASE_ROLL:
		return !chance ? "a roll is due but no chance event"
		       : n ? "a roll is due, and moves are listed"
		       : seat != -1 ? "a roll is due, and a seat chooses"
		       : o.over ? "a roll is due in a game that is over" : NULL;
	case BG_PHASE_MOVE:
	case BG_PHASE_DECIDE:
		return chance ? "a choice is due, and a chance event"
		       : n < 1 ? "a choice is due, and no move is listed"
		       : seat < 0 || seat >= o.seats ? "a choice is due, and "
		                                       "no seat of the outcome"
		       : o.over ? "a choice is due in a game that is over"
		       : NULL;
	case BG_PHASE_OVER:
		return chance || n ? "the game is over, and something is due"
		       : seat != -1 ? "the game is over, and a seat chooses"
		       : !o.over ? "the game is over, but not its outcome"
		       : NULL;
	}
	return "no phase";
}

/* The features of every seat of a state that is not over. */
static void
check_features(struct tally *t, const struct bg_state *st, const char *line)
{
	static struct bg_feature f[BG_FEATURES_MAX + 64];
	static unsigned char seen[1 << 16];
	int seat, n, i, bad;

	if (!st->game->features || st->game->phase(st) == BG_PHASE_OVER)
		return;
	for (seat = 0; seat < st->game->seats(st); seat++) {
		n = st->game->features(st, seat, f);
		bad = n < 1 || n > BG_FEATURES_MAX;
		for (i = 0; !bad && i < n; i++) {
			bad = f[i].index >= st->game->inputs || seen[f[i].index];
			seen[f[i].index] = 1;
		}
		for (i = 0; i < n && i < BG_FEATURES_MAX; i++)
			seen[f[i].index] = 0;
		if (bad)
			fail(t, C_FEATURES, line, "a feature out of place");
	}
}

static void
check_state(struct tally *t, struct bg_defs *defs, const struct bg_state *st,
            struct bg_rng *rng)
{
	char line[BG_LINE_MAX + 1];
	const char *why;
	size_t len;

	t->states++;
	len = st->game->format(st, line);
	check_format(t, defs, st, line, len);
	check_moves(t, st, line);
	check_chance(t, st, line, rng);
	check_features(t, st, line);
	if ((why = phase_story(st)))
		fail(t, C_PHASE, line, why);
}

/* The next action of a random game: a chance outcome drawn with the dice
 * of the event, or one of the listed moves. */
static int
random_action(const struct bg_state *st, struct bg_rng *rng,
              struct bg_move *mv)
{
	static struct bg_move moves[BG_MAX_MOVES];
	struct bg_chance ev;
	int n, i;

	if (st->game->chance(st, &ev)) {
		memset(mv, 0, sizeof *mv);
		mv->kind = BG_ACT_CHANCE;
		mv->len = (uint8_t)ev.dice;
		for (i = 0; i < ev.dice; i++)
			mv->v[i] = (uint8_t)bg_rng_die(rng, ev.faces);
		return 1;
	}
	n = st->game->moves(st, moves);
	if (n == 0)
		return 0;
	*mv = moves[bg_rng_below(rng, (unsigned)n)];
	return 1;
}

/* Seeded random games of the game with that many players (0: the game
 * has no such option), its set-up seeded. */
static void
random_games(struct tally *t, struct bg_defs *defs, int players)
{
	const struct bg_option *o = bg_game_option(t->game, "players", 7);
	struct bg_settings set;
	struct bg_state st;
	struct bg_move mv;
	struct bg_err err;
	struct bg_rng rng;
	char count[12];
	int g, k;

	bg_settings_init(&set);
	snprintf(count, sizeof count, "%d", players);
	if (o && bg_settings_add(&set, o, count, 0, &err) < 0)
		return;
	set.seeded = 1;
	t->counts++;
	for (g = 0; g < RANDOM_GAMES; g++) {
		bg_rng_seed(&rng, (uint64_t)(100 * players + g), t->game->name,
		            strlen(t->game->name));
		set.seed = (uint64_t)g;
		if (bg_game_new(defs, t->game, &set, &st, &err) != 0) {
			fail(t, C_PHASE, count, err.msg);
			return;
		}
		for (k = 0; k < RANDOM_ACTIONS; k++) {
			check_state(t, defs, &st, &rng);
			if (!random_action(&st, &rng, &mv))
				break;
			st.game->apply(&st, &mv);
		}
	}
}

/* Every state of one golden playthrough. */
static void
playthrough(struct tally *t, struct bg_defs *defs, const char *path)
{
	static char line[BG_LINE_MAX + 2];
	struct bg_state st;
	struct bg_err err;
	struct bg_rng rng;
	FILE *f = fopen(path, "r");
	size_t len;

	if (!f) {
		fail(t, C_FORMAT, path, "cannot be read");
		return;
	}
	t->playthroughs++;
	bg_rng_seed(&rng, 1, path, strlen(path));
	while (fgets(line, sizeof line, f)) {
		len = strcspn(line, "\n");
		line[len] = '\0';
		if (bg_state_parse(defs, &st, line, len, &err) < 0) {
			fail(t, C_FORMAT, line, err.msg);
			continue;
		}
		check_state(t, defs, &st, &rng);
	}
	fclose(f);
}

/* Each game's golden playthroughs: tests/playthroughs/GAME-*.states
 * under $BG_TOP, or under the current directory. */
static void
playthroughs(struct tally *tallies, struct bg_defs *defs)
{
	const char *top = getenv("BG_TOP");
	char dir[1024], path[1400];
	struct dirent *e;
	DIR *d;
	size_t n, k;
	int i;

	snprintf(dir, sizeof dir, "%s/tests/playthroughs",
	         top && *top ? top : ".");
	d = opendir(dir);
	if (!d)
		return;
	while ((e = readdir(d))) {
		n = strlen(e->d_name);
		if (n < 8 || strcmp(e->d_name + n - 7, ".states") != 0)
			continue;
		for (i = 0; bg_games[i]; i++) {
			k = strlen(bg_games[i]->name);
			if (strncmp(e->d_name, bg_games[i]->name, k) == 0 &&
			    e->d_name[k] == '-')
				break;
		}
		if (!bg_games[i])
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		playthrough(&tallies[i], defs, path);
	}
	closedir(d);
}

static void
report(const struct tally *t)
{
	const char *name = t->game->name;
	int c;

	ok(t->playthroughs > 0, "conform: %s has golden playthroughs (%lu "
	   "found; the test runs from the top of the tree, or with BG_TOP "
	   "set to it)", name, t->playthroughs);
	ok(t->counts > 0, "conform: %s: random games of %lu player counts",
	   name, t->counts);
	for (c = 0; c < C_N; c++) {
		ok(t->failed[c] == 0, "conform: %s: %s (%lu states, %lu moves, "
		   "%lu chance outcomes)", name, check_names[c], t->states,
		   t->moves, t->outcomes);
		if (t->failed[c])
			tap_note("  %lu failures; the first: %s", t->failed[c],
			         t->first[c]);
	}
}

void
test_conformance(void)
{
	struct bg_defs defs;
	struct tally *tallies;
	int n, i, players;

	for (n = 0; bg_games[n]; n++)
		;
	tallies = calloc((size_t)n, sizeof *tallies);
	if (!tallies) {
		ok(0, "conform: memory for the tallies");
		return;
	}
	bg_defs_init(&defs);
	for (i = 0; i < n; i++) {
		const struct bg_option *o = bg_game_option(bg_games[i],
		                                           "players", 7);

		tallies[i].game = bg_games[i];
		if (!o || o->kind != BG_OPTION_NUMBER) {
			random_games(&tallies[i], &defs, 0);
			continue;
		}
		for (players = (int)o->min; players <= (int)o->max; players++)
			random_games(&tallies[i], &defs, players);
	}
	playthroughs(tallies, &defs);
	for (i = 0; i < n; i++)
		report(&tallies[i]);
	bg_defs_free(&defs);
	free(tallies);
}
