/* Spook & Werewolf Ludo's definition (formats/spook.yaml): the squares
 * and the characters, the options, the boards of the initial state, and
 * the game's hooks. */
#include <stdlib.h>
#include <string.h>

#include "games/spook/spook.h"

static const char *const action_names[] = { "forward", "back", "entrance",
                                            "start", NULL };

static int
load_character(const struct bg_node *n, const char *src, struct character *ch,
               struct bg_err *err)
{
	static const char *const keys[] = { "letter", "name", "rolls",
	                                    "action", "steps", "count", NULL };
	const struct bg_node *f;
	unsigned long v;
	size_t i;

	if (bg_node_check_keys(n, src, keys, err) < 0)
		return -1;
	f = bg_node_get(n, "letter");
	if (!f || f->kind != BG_NODE_SCALAR || strlen(f->text) != 1 ||
	    !(f->text[0] >= 'A' && f->text[0] <= 'Z'))
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a character's "
		               "letter is one capital letter", src,
		               f ? f->line : n->line);
	ch->letter = f->text[0];
	f = bg_node_get(n, "name");
	if (f && f->kind == BG_NODE_SCALAR &&
	    strlen(f->text) >= sizeof ch->name)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a character's "
		               "name is at most %zu bytes", src, f->line,
		               sizeof ch->name - 1);
	snprintf(ch->name, sizeof ch->name, "%s",
	         f && f->kind == BG_NODE_SCALAR ? f->text : "");
	for (i = 0; ch->name[i]; i++)
		if ((unsigned char)ch->name[i] < 0x20 || ch->name[i] == 0x7f)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a character's "
			               "name holds a control byte", src, f->line);
	f = bg_node_get(n, "rolls");
	if (!f || f->kind != BG_NODE_SEQ)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a character's "
		               "rolls are a list such as [1, 2]", src,
		               f ? f->line : n->line);
	ch->rolls = 0;
	for (i = 0; i < f->count; i++) {
		if (bg_node_uint(f->items[i], src, "a roll", 1, SP_FACES, &v,
		                 err) < 0)
			return -1;
		ch->rolls |= 1u << v;
	}
	f = bg_node_get(n, "action");
	if (!f)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a character needs "
		               "an action", src, n->line);
	if (bg_node_enum(f, src, "action", action_names, &ch->action, err) < 0)
		return -1;
	ch->steps = 0;
	f = bg_node_get(n, "steps");
	if (ch->action == ACT_FORWARD || ch->action == ACT_BACK) {
		if (!f)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a %s action "
			               "needs steps", src, n->line,
			               action_names[ch->action]);
		if (bg_node_uint(f, src, "steps", 1, SP_MAXSQUARES, &v, err) < 0)
			return -1;
		ch->steps = (int)v;
	}
	f = bg_node_get(n, "count");
	if (!f)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: a character needs "
		               "a count", src, n->line);
	if (bg_node_uint(f, src, "count", 0, SP_MAXSQUARES, &v, err) < 0)
		return -1;
	ch->count = (int)v;
	return 0;
}

/* squares: and entrances: (SW-1): the board's squares, the church the
 * last, and the regions each entrance opens. */
static int
load_squares(const struct bg_node *root, const char *src,
             struct spook_def *d, struct bg_err *err)
{
	const struct bg_node *n = bg_node_get(root, "squares");
	unsigned long v, last = 0;
	int sq, region = 0;
	size_t i;

	if (!n)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: no 'squares:'", src,
		               root->line);
	if (bg_node_uint(n, src, "squares", 2, SP_MAXSQUARES, &v, err) < 0)
		return -1;
	d->squares = (int)v;
	n = bg_node_get(root, "entrances");
	if (!n || n->kind != BG_NODE_SEQ || n->count == 0)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: entrances are a list "
		               "of squares starting with 1", src,
		               n ? n->line : root->line);
	for (i = 0; i < n->count; i++) {
		if (bg_node_uint(n->items[i], src, "an entrance", last + 1,
		                 (unsigned long)d->squares - 1, &v, err) < 0)
			return -1;
		if (i == 0 && v != 1)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: the first "
			               "entrance is square 1, the start", src,
			               n->items[i]->line);
		d->is_entrance[v] = 1;
		last = v;
	}
	for (sq = 1, last = 1; sq <= d->squares; sq++) {
		if (d->is_entrance[sq] && sq > 1)
			region++;
		if (d->is_entrance[sq])
			last = (unsigned long)sq;
		d->entrance_of[sq] = (uint8_t)last;
		d->region_of[sq] = (uint8_t)region;
	}
	d->character_squares = d->squares - 1 - (int)n->count;
	return 0;
}

/* characters: their letters apart, their counts filling a board. */
static int
load_characters(const struct bg_node *root, const char *src,
                struct spook_def *d, struct bg_err *err)
{
	const struct bg_node *n = bg_node_get(root, "characters");
	int total = 0;
	size_t i;

	if (!n || n->kind != BG_NODE_SEQ || n->count == 0 ||
	    n->count > SP_MAXCHARS)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: characters are a "
		               "list of 1 to %d mappings", src,
		               n ? n->line : root->line, SP_MAXCHARS);
	d->nchars = (int)n->count;
	for (i = 0; i < n->count; i++) {
		if (load_character(n->items[i], src, &d->ch[i], err) < 0)
			return -1;
		if (spook_char_index(d, d->ch[i].letter) != (int)i)
			return bg_fail(err, BG_EX_DATAERR, "%s:%lu: letter %c is "
			               "used twice", src, n->items[i]->line,
			               d->ch[i].letter);
		total += d->ch[i].count;
	}
	if (total != d->character_squares)
		return bg_fail(err, BG_EX_DATAERR, "%s:%lu: the characters' "
		               "counts add up to %d, but a board has %d "
		               "character squares", src, n->line, total,
		               d->character_squares);
	return 0;
}

static int
read_def(const struct bg_node *root, const char *src, const void *how,
         void *def, struct bg_err *err)
{
	static const char *const rule_keys[] = { "players", "pieces", NULL };
	const struct bg_node *rules;
	struct spook_def *d = def;

	(void)how;
	d->players = 2;
	d->pieces = 2;
	if (load_squares(root, src, d, err) < 0 ||
	    load_characters(root, src, d, err) < 0)
		return -1;
	if (!(rules = bg_node_get(root, "rules")))
		return 0;
	if (bg_node_check_keys(rules, src, rule_keys, err) < 0 ||
	    bg_node_int(rules, src, "players", 1, SP_MAXPLAYERS, &d->players,
	                err) < 0)
		return -1;
	return bg_node_int(rules, src, "pieces", 1, SP_MAXPIECES, &d->pieces,
	                   err);
}

int
spook_load_def(const struct bg_node *root, const char *src, void **out,
               struct bg_err *err)
{
	static const char *const keys[] = { "game", "squares", "entrances",
	                                    "characters", "rules", NULL };

	return bg_load_def(root, src, keys, sizeof(struct spook_def), read_def,
	                   NULL, out, err);
}

static const struct bg_option spook_options[] = {
	{ .name = "players", .arg = "N", .help = "players, 1 to 8 (SW-2)",
	  .kind = BG_OPTION_NUMBER, .min = 1, .max = SP_MAXPLAYERS },
	{ .name = "pieces", .arg = "N",
	  .help = "pieces per player: 1, 2 or 3 (SW-2)",
	  .kind = BG_OPTION_NUMBER, .min = 1, .max = SP_MAXPIECES,
	  .expect = "1, 2 or 3" },
	{ .name = "seed", .arg = "SEED",
	  .help = "make the boards from SEED (default: at random)",
	  .kind = BG_OPTION_SEED },
	{ .name = "board", .arg = "LETTERS",
	  .help = "the next seat's board: a letter for each character square "
	          "(35) (SW-1); may be repeated",
	  .kind = BG_OPTION_TEXT },
	{ .name = "boards", .arg = "FILE",
	  .help = "the next seats' boards from a YAML file (boards: [...]); "
	          "may be repeated",
	  .kind = BG_OPTION_FILE, .instead = "give the boards with --board" },
	{ .name = NULL }
};

/* SW-1: a board of the definition's characters in a seeded order. */
static void
shuffle_board(const struct spook_def *d, struct bg_rng *rng, uint8_t *board)
{
	uint8_t letters[SP_MAXSQUARES];
	int n = 0, c, k, i, sq;

	for (c = 0; c < d->nchars; c++)
		for (k = 0; k < d->ch[c].count; k++)
			letters[n++] = (uint8_t)(c + 1);
	for (i = n - 1; i > 0; i--) {
		int j = bg_rng_die(rng, i + 1) - 1;
		uint8_t t = letters[i];

		letters[i] = letters[j];
		letters[j] = t;
	}
	memset(board, 0, SP_MAXSQUARES);
	for (sq = 1, i = 0; sq < d->squares; sq++)
		if (!d->is_entrance[sq])
			board[sq - 1] = letters[i++];
}

/* The boards of a --boards file, whose text the option parser read. */
static int
boards_from_file(const struct spook_def *d, const struct bg_setting *file,
                 struct spook *g, int *given, struct bg_err *err)
{
	struct bg_yaml_source src = { file->value, file->text, file->len };
	const char *path = file->value;
	const struct bg_node *list;
	struct bg_node *root;
	size_t i;
	int rc = -1;

	if (bg_yaml_load(&src, &root, err) < 0)
		return -1;
	list = bg_node_get(root, "boards");
	if (!list || list->kind != BG_NODE_SEQ) {
		bg_fail(err, BG_EX_DATAERR, "%s:%lu: no 'boards:' list", path,
		        list ? list->line : root->line);
		goto out;
	}
	for (i = 0; i < list->count; i++) {
		const struct bg_node *b = list->items[i];

		if (*given == SP_MAXPLAYERS || b->kind != BG_NODE_SCALAR) {
			bg_fail(err, BG_EX_DATAERR, "%s:%lu: %s", path, b->line,
			        *given == SP_MAXPLAYERS ? "more than 8 boards"
			                                : "a board is a string "
			                                  "of letters");
			goto out;
		}
		if (spook_read_board(d, b->text, strlen(b->text),
		                     g->board[*given], *given + 1, err) < 0) {
			bg_prefix_at(err, path, b->line);
			goto out;
		}
		++*given;
	}
	rc = 0;
out:
	bg_node_free(root);
	return rc;
}

/* The boards of --board and --boards, in the order given; how many. */
static int
given_boards(const struct spook_def *d, const struct bg_settings *set,
             struct spook *g, struct bg_err *err)
{
	int given = 0, i;

	for (i = 0; i < set->n; i++) {
		const struct bg_setting *s = &set->set[i];

		if (s->option->kind == BG_OPTION_FILE) {
			if (boards_from_file(d, s, g, &given, err) < 0)
				return -1;
			continue;
		}
		if (strcmp(s->option->name, "board") != 0)
			continue;
		if (given == SP_MAXPLAYERS)
			return bg_fail(err, BG_EX_USAGE, "--board: more than %d "
			               "boards", SP_MAXPLAYERS);
		if (spook_read_board(d, s->value, strlen(s->value),
		                     g->board[given], given + 1, err) < 0) {
			err->status = BG_EX_USAGE;
			return -1;
		}
		given++;
	}
	return given;
}

int
spook_init(struct bg_state *st, const void *defp,
           const struct bg_settings *set, struct bg_err *err)
{
	const struct spook_def *d = defp;
	struct spook *g = S(st);
	int players = (int)bg_setting_or(set, "players", d->players);
	int pieces = (int)bg_setting_or(set, "pieces", d->pieces);
	int given, i;
	struct bg_rng rng;

	memset(g, 0, sizeof *g);
	given = given_boards(d, set, g, err);
	if (given < 0)
		return -1;
	if (given > players)
		return bg_fail(err, BG_EX_USAGE, "%d boards given for %d "
		               "player%s", given, players, players == 1 ? "" : "s");
	if (given < players && !set->seeded)
		return BG_NEEDS_SEED;
	/* SW-1: each seat's board from the seed and the seat. */
	for (i = given; i < players; i++) {
		char label[32];

		snprintf(label, sizeof label, "spook board %d", i + 1);
		bg_rng_seed(&rng, set->seed, label, strlen(label));
		shuffle_board(d, &rng, g->board[i]);
	}
	g->players = (uint8_t)players;
	g->pieces = (uint8_t)pieces;
	g->phase = SP_ROLL_MOVEMENT;
	for (i = 0; i < players; i++) /* SW-3: every piece on square 1 */
		memset(g->pos[i], 1, (size_t)pieces);
	return 0;
}

const struct bg_game bg_spook = {
	.name = "spook",
	.size = sizeof(struct spook),
	.summary = "Spook & Werewolf Ludo, a dice race on boards of the "
	           "players' own (SW-1..SW-7)",
	.builtin = &bg_spook_yaml,
	.options = spook_options,
	.load_def = spook_load_def,
	.free_def = bg_free_def,
	.init = spook_init,
	.parse = spook_parse,
	.check = spook_check,
	.format = spook_format,
	.phase = spook_phase,
	.actor = spook_actor,
	.seats = spook_seats,
	.seat = spook_seat,
	.moves = spook_moves,
	.format_move = spook_format_move,
	.parse_action = spook_parse_action,
	.apply = spook_apply,
	.chance = spook_chance,
	.outcome = spook_outcome,
	.trail = spook_trail,
	.render_text = spook_render_text,
	.render_svg = spook_render_svg,
	.solver_new = spook_solver_new,
	.solve = spook_solve,
	.solver_free = spook_solver_free,
	.evaluate = spook_evaluate,
	.features = spook_features,
	.inputs = 354,
	.weights = &bg_spook_net,
	.policy = "ply:3",
};
