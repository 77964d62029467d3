/* Manji: the state, the definition and the functions the files of the
 * game share: rules.c, notation.c, definition.c, render.c. */
#ifndef BG_GAMES_MANJI_H
#define BG_GAMES_MANJI_H

#include "core/core.h"

#define MJ_SEATS 4
#define MJ_PAWNS 2
#define MJ_FACES 6
#define MJ_MAXTRACK 80
#define MJ_MINCIRCLE 9 /* more squares than pawns: the circle never locks */
#define MJ_MAXCIRCLE 24
#define MJ_MAXGRID 24

enum { MJ_ROLLOFF, MJ_ROLL, MJ_MOVE, MJ_OVER };
enum { AT_HOME, AT_TRACK, AT_CIRCLE, AT_DONE, AT_SPOKE, AT_CENTRE };

struct manji_seat {
	int exit;     /* track square */
	int lap;      /* track squares from the exit to the entry, both in */
	int shortcut; /* steps from the exit to the shortcut circle */
	int arrival;  /* small-circle square */
};

struct manji_def {
	int track, circle, players;
	struct manji_seat seat[MJ_SEATS];
	int cols, rows;
	uint8_t track_xy[MJ_MAXTRACK][2];
	uint8_t circle_xy[MJ_MAXCIRCLE][2];
	uint8_t spoke_xy[MJ_SEATS][2];
	uint8_t home_xy[MJ_SEATS][2];
	uint8_t centre_xy[2];
};

/* A pawn is its progress along its seat's route: 0 at home, 1 + r on the
 * track r steps past the exit, then the small circle j steps into the
 * tour (j = 0: on the arrival square, tour not done), the arrival square
 * with the tour done, the spoke, the centre. */
struct manji {
	uint8_t players;
	uint8_t phase;
	uint8_t among;  /* MJ_ROLLOFF: the contenders, bit k for seat k + 1 */
	uint8_t turn;   /* seat index 0..3 */
	uint8_t dice;   /* MJ_MOVE: the die to play */
	uint8_t sixes;  /* 6s in a row this turn (MJ-5) */
	uint8_t last;   /* progress of the pawn MJ-5 sends home, or 0 */
	uint32_t rolls; /* chance events so far */
	uint8_t pawn[MJ_SEATS][MJ_PAWNS]; /* ascending progress */
};

_Static_assert(sizeof(struct manji) <= BG_STATE_BYTES, "manji state too big");

/* The game's evaluation (evaluate.c), its evaluate hook, and what the
 * learned evaluation sees (features.c). */
int manji_evaluate(const struct bg_state *st, int seat);
int manji_features(const struct bg_state *st, int seat,
                   struct bg_feature *out);
extern const struct bg_yaml_source bg_manji_net;

extern const struct bg_yaml_source bg_manji_yaml;

BG_GAME_ACCESSORS(struct manji, struct manji_def)

/* MJ-1, as WJ-1: 2 players take seats 1 and 3, 3 players seats 1 to 3. */
static inline int
manji_plays(int players, int seat)
{
	return players == 2 ? seat == 0 || seat == 2 : seat < players;
}

/* A state the tables make (tables.c, ends.c, home.c) at the start of a
 * roll, with no roll-off, die or MJ-5 pawn pending; rolls is 1, the same
 * in every such state, so that equal positions are equal states. */
static inline void
manji_fresh_roll(struct manji *g)
{
	g->among = 0;
	g->dice = 0;
	g->last = 0;
	g->rolls = 1;
}

/* Progress marks of a seat's route. */
static inline int
manji_tour_start(const struct manji_def *d, int seat)
{
	return 1 + d->seat[seat].lap;
}

static inline int
manji_done_mark(const struct manji_def *d, int seat)
{
	return manji_tour_start(d, seat) + d->circle;
}

static inline int
manji_centre_mark(const struct manji_def *d, int seat)
{
	return manji_done_mark(d, seat) + 2;
}

static inline int
manji_inner(const struct manji_def *d, int seat, int prog)
{
	return prog >= manji_tour_start(d, seat);
}

/* Where a pawn of seat at progress prog stands: AT_HOME .. AT_CENTRE,
 * and its square on the track or the small circle (else -1).  Inline:
 * the moves and the learned evaluation's features ask it of every pawn
 * many times a position. */
static inline int
manji_where(const struct manji_def *d, int seat, int prog, int *square)
{
	const struct manji_seat *ms = &d->seat[seat];
	int t = manji_tour_start(d, seat), done = manji_done_mark(d, seat);

	*square = -1;
	if (prog == 0)
		return AT_HOME;
	if (prog < t) {
		*square = (ms->exit + prog - 1) % d->track;
		return AT_TRACK;
	}
	if (prog < done) {
		*square = (ms->arrival + prog - t) % d->circle;
		return AT_CIRCLE;
	}
	if (prog == done) {
		*square = ms->arrival;
		return AT_DONE;
	}
	return prog == done + 1 ? AT_SPOKE : AT_CENTRE;
}

/* Which moves the priorities leave (MJ-4 first, then MJ-10). */
enum { ALLOW_ANY, ALLOW_EXIT, ALLOW_INNER };

/* The seats' names (notation.c). */
extern const char *const manji_seat_names[];

/* rules.c: the rules, and the hooks of play. */
int manji_all_seats(int players);
int manji_winner(const struct manji *g, const struct manji_def *d);
int manji_steps_of(const struct manji *g, int seat, int die);
void manji_set_move(struct bg_move *mv, int from, int to, int shortcut);
int manji_pawn_moves(const struct manji *g, const struct manji_def *d,
                     int seat, int prog, int die, struct bg_move *out,
                     char *why, size_t cap);
int manji_allowed_kind(const struct manji *g, const struct manji_def *d);
enum bg_phase manji_phase(const struct bg_state *st);
const char *manji_actor(const struct bg_state *st);
int manji_seats(const struct bg_state *st);
int manji_seat(const struct bg_state *st);
int manji_moves(const struct bg_state *st, struct bg_move *out);
void manji_apply(struct bg_state *st, const struct bg_move *mv);
int manji_chance(const struct bg_state *st, struct bg_chance *ev);
void manji_outcome(const struct bg_state *st, struct bg_outcome *out);
int manji_check(const struct bg_state *st, struct bg_err *err);

/* notation.c: the state line, positions as words, the words of actions. */
char *manji_put_pos(char *p, const struct manji_def *d, int seat, int prog);
char *manji_put_seats(char *p, int mask);
int manji_parse(struct bg_state *st, const char *line, size_t len,
                struct bg_err *err);
size_t manji_format(const struct bg_state *st, char *buf);
size_t manji_format_move(const struct bg_state *st, const struct bg_move *mv,
                         char *buf);
int manji_parse_action(const struct bg_state *st, const char *word,
                       size_t len, struct bg_move *mv, struct bg_err *err);

/* definition.c: the YAML definition and the initial state. */
int manji_load_def(const struct bg_node *root, const char *src, void **out,
                   struct bg_err *err);
int manji_init(struct bg_state *st, const void *defp,
               const struct bg_settings *set, struct bg_err *err);

/* render.c: pictures. */
void manji_trail(const struct bg_state *before, const struct bg_move *mv,
                 struct bg_trail *trail);
void manji_render_text(const struct bg_state *st, FILE *out,
                       const struct bg_view *view);
const char *manji_seat_colour(const struct bg_state *st, int seat);
void manji_render_svg(const struct bg_state *st, FILE *out,
                      const struct bg_view *view, int *width, int *height);

/* The exact table of a two-seat game (tables.c): for each of the two
 * playing seats to move at the start of its turn and each position,
 * seat 1's chance of winning under best play. */
struct manji_table {
	int seat[2];      /* the playing seats' indexes */
	int pairs[2];     /* each one's positions: pairs of progress a <= b */
	size_t positions; /* pairs[0] * pairs[1] */
	int sweeps;       /* the sweeps the iteration took */
	double *value;    /* [t * positions + k], built */
	struct bg_table_map kept; /* or read from its file */
};

/* t's seats and size for like's rules, and the position of g in it. */
void manji_table_shape(struct manji_table *t, const struct bg_state *like);
size_t manji_table_key(const struct manji_table *t, const struct manji *g);
size_t manji_table_bytes(const struct manji_table *t);
/* t's values by value iteration over the moves of like's rules (the
 * graph of them within max_bytes), then written to file unless NULL:
 * -1 with err set when they do not fit (BG_EX_DATAERR) or memory fails. */
int manji_table_build(struct manji_table *t, const struct bg_state *like,
                      const struct bg_table_file *file, size_t max_bytes,
                      struct bg_err *err);
/* t's values read from file (t->kept): 1, or 0 when it holds
 * none. */
int manji_table_kept(struct manji_table *t, struct bg_table_file *file);
void manji_table_free(struct manji_table *t);

/* The positions of the last-piece tables of any seat count (ends.c). */
extern const struct bg_endgame_index manji_endgame_index;
/* The home stretch: every pawn past the outer track (home.c). */
extern const struct bg_home_index manji_home_index;

/* The exact solver (solve.c), the game's hooks of that name. */
void *manji_solver_new(size_t max_bytes, int jobs, struct bg_err *err);
int manji_solve(void *solver, const struct bg_state *st, struct bg_exact *out,
                struct bg_err *err);
void manji_solver_free(void *solver);

#endif
