/* The cross board Waju and Wahoo share: a loop of road holes round a
 * centre hole, four seats each with a start, a way into its own four
 * final holes and four home holes, and the seating, roll-off and marble
 * moves the two races play on it alike. */
#ifndef BG_CROSS_H
#define BG_CROSS_H

#include "core/core.h"

#define CROSS_SEATS 4
#define CROSS_MARBLES 4
#define CROSS_FINAL 4       /* Waju's goal, Wahoo's Tee Pee */
#define CROSS_MAXROAD 64
#define CROSS_MAXGRID 32
/* Hole codes: the road 0..road-1, the centre, then each seat's finals. */
#define CROSS_CODES (CROSS_MAXROAD + 1 + CROSS_SEATS * CROSS_FINAL)
#define CROSS_HOME 0xff
#define CROSS_FACES 6

struct cross_seat {
	char colour[16];
	char svg[8];        /* #rrggbb */
	int ansi;           /* SGR colour */
	int start, entry;   /* road holes */
	int road_len;       /* road holes of the seat's way, start..entry */
	int len;            /* road_len + CROSS_FINAL */
	int back_rel;       /* the way's index a marble leaves the centre onto */
	uint8_t route[CROSS_MAXROAD + CROSS_FINAL]; /* index -> hole code */
	int8_t rel[CROSS_CODES];                    /* hole code -> index, or -1 */
	uint8_t rank[256];  /* hole code -> cross_way_rank, looked up */
	uint8_t final_xy[CROSS_FINAL][2];
	uint8_t home_xy[CROSS_MARBLES][2];
};

/* What tells the two races on the cross apart in the code they share:
 * their words, and the ids of their rules. */
struct cross_race {
	const char *rules;         /* the prefix of its rule ids: "WJ" */
	const char *centre;        /* the centre hole as a word: "v" */
	char final;                /* the final holes' letter: 'g' */
	const char *finals;        /* their name: "goal" */
	int way_rule;              /* the rule of a seat's way (WJ-9) */
	int win_rule;              /* the rule of the win (WJ-11) */
	int marbles;               /* its marbles a rule (Waju), or four */
	const char *const *phases; /* the words of phase=, NULL-ended */
	const char *phases_what;   /* the same in a message */
};

/* The board of a definition, first in the definition of either race. */
struct cross {
	const struct cross_race *race;
	int players, marbles; /* the definition's, for bg-new */
	int grid;
	int road;           /* holes on the loop; also the centre's code */
	uint8_t road_xy[CROSS_MAXROAD][2];
	uint8_t centre_xy[2];
	struct cross_seat seat[CROSS_SEATS];
};

/* The phases of a race on the cross; Waju has no decision. */
enum { CROSS_ROLL_OFF, CROSS_ROLL_TURN, CROSS_ROLL_AGAIN, CROSS_MOVE,
       CROSS_DECIDE, CROSS_OVER };

/* What the state of every race on the cross holds first. */
struct cross_play {
	uint8_t players;
	uint8_t marbles;    /* each player's, 1 to 4 */
	uint8_t phase;
	uint8_t turn;       /* the player to roll, move or decide, 0-based */
	uint8_t contenders; /* CROSS_ROLL_OFF: bit i, player i rolls */
	uint8_t winner;
	uint32_t rolls;     /* chance events so far */
	/* Each player's marbles, hole codes in the order of their way. */
	uint8_t pos[CROSS_SEATS][CROSS_MARBLES];
};

/* Either race's state, which holds struct cross_play first, and its
 * board, first in its definition. */
static inline struct cross_play *
cross_play_of(struct bg_state *st)
{
	return (struct cross_play *)st->u.bytes;
}

static inline const struct cross_play *
cross_cplay_of(const struct bg_state *st)
{
	return (const struct cross_play *)st->u.bytes;
}

static inline const struct cross *
cross_of(const struct bg_state *st)
{
	return st->def;
}

/* The holes as the players' marbles fill them. */
struct cross_board {
	uint8_t pos[CROSS_SEATS][CROSS_MARBLES];
	uint8_t occ[CROSS_CODES]; /* player + 1, or 0 */
};

/* Seating: two players sit in seats 1 and 3, three or four from seat 1.
 * rules names the game's rules in messages, "WJ" or "WH": rule 1 is
 * the seating, rule 2 the roll-off in both. */
static inline int
cross_seat_of(int players, int p)
{
	return players == 2 ? 2 * p : p;
}
char *cross_put_seats(char *p, int players, unsigned mask);
/* The SVG colour of the seat at place p among the players. */
const char *cross_seat_colour(const struct bg_state *st, int p);
int cross_scan_seat(struct bg_scan *s, int players, const char *rules,
                    int *player);
int cross_scan_contenders(struct bg_scan *s, int players, const char *rules,
                          uint8_t *contenders);

/* The state line's words both races write alike (notation.c): holes
 * (h, a road hole, the centre, the seat's finals), the phase, the
 * marbles and the result. */
char *cross_put_hole(char *p, const struct cross *d, int code);
void cross_hole_text(const struct cross *d, int code, char *buf);
int cross_scan_hole(struct bg_scan *s, const struct cross *d, int seat,
                    int *code);
/* " rolls=R phase=P", with the roll due and the seat whose turn it is. */
char *cross_put_phase(char *p, const struct cross_play *c);
int cross_scan_phase(struct bg_scan *s, const struct cross *d,
                     struct cross_play *c);
int cross_scan_players(struct bg_scan *s, const struct cross *d,
                       struct cross_play *c);
/* " pos=...", and once the game is over " result=SEAT". */
char *cross_put_marbles(char *p, const struct cross *d,
                        const struct cross_play *c);
int cross_scan_marbles(struct bg_scan *s, const struct cross *d,
                       struct cross_play *c);

/* The hooks both races share (rules.c): what is due, who acts, the
 * outcome, and the checks of a state that are the same in both. */
enum bg_phase cross_phase(const struct bg_state *st);
const char *cross_actor(const struct bg_state *st);
int cross_seats(const struct bg_state *st);
int cross_seat(const struct bg_state *st);
void cross_outcome(const struct bg_state *st, struct bg_outcome *out);
int cross_check(const struct bg_state *st, struct bg_err *err);
extern const char *const cross_seat_names[CROSS_SEATS];
/* The chance hook of both: a die each for the roll-off's contenders
 * (G-2), turn_dice for a turn's roll and again_dice for a re-roll. */
int cross_chance(const struct cross_play *c, int turn_dice, int again_dice,
                 struct bg_chance *ev);
/* Why a movement from the hole (its word) cannot be made: no marble of
 * player p's is there. */
void cross_explain_absent(const struct cross_play *c, int p, int from,
                          const char *hole, char *why, size_t cap);
/* Why a marble taken out of home cannot go to the hole to: off its
 * start, or onto an own marble (the game's rule of leaving home): 1, or
 * 0 when neither, and the game words why. */
int cross_explain_start(const struct cross *d, const struct cross_seat *s,
                        const struct cross_board *b, int p, int to, int rule,
                        char *why, size_t cap);
/* Is the hole one of the seat's finals? */
int cross_in_finals(const struct cross_seat *s, int code);
/* All the player's marbles, at pos, are in the seat's finals. */
int cross_won(const struct cross *d, const struct cross_play *c,
              const uint8_t *pos, int p);
/* What both read alike in an action word: a word when the game is over,
 * a roll (read by the game's parse_roll), a move when a roll is due, and
 * the words of the n moves listed in moves.  0 with mv set, -1 with err
 * set, or 1 for a word the game has to explain. */
int cross_action(const struct bg_state *st, const char *word, size_t len,
                 struct bg_move *mv, struct bg_err *err,
                 int (*parse_roll)(const struct bg_state *, const char *,
                                   size_t, struct bg_move *, struct bg_err *),
                 struct bg_move *moves, int *n);

/* The players of a roll-off, who roll a die each (G-2). */
int cross_contenders(const struct cross_play *c);
/* G-2: a round of the roll-off; the player who won it, or -1 while the
 * tied highest (left in *contenders) roll again. */
int cross_roll_off(uint8_t *contenders, const uint8_t *dice);
/* The chance action of n die values, each 1 to CROSS_FACES. */
int cross_roll_move(const struct bg_state *st, const char *word, size_t len,
                    const int *values, int n, struct bg_move *mv,
                    struct bg_err *err);

/* The code of a seat's final hole i (0-based): the finals follow the
 * road's centre, CROSS_FINAL a seat. */
static inline int
cross_final_code(const struct cross *d, int seat, int i)
{
	return d->road + 1 + CROSS_FINAL * seat + i;
}
/* A hole's place along the seat's way, for ordering marbles and moves:
 * home first, then the way, the centre (or void) after the road. */
static inline int
cross_way_rank(const struct cross *d, const struct cross_seat *s, int code)
{
	(void)d;
	return s->rank[code];
}
void cross_board_of(const uint8_t (*pos)[CROSS_MARBLES], int players,
                    int marbles, struct cross_board *b);
void cross_sort_marbles(const struct cross *d, int players, int marbles,
                        uint8_t *pos, int p);
void cross_move_marble(const struct cross *d, int players, int marbles,
                       struct cross_board *b, int p, int from, int to);
/* Where a marble of the seat's stands; athome counts those at home. */
const uint8_t *cross_marble_xy(const struct cross *d, int seat, int code,
                               int *athome);

/* Definitions (definition.c): how a race's definition is read, its
 * load_def hook, and the initial state, a hook of both. */
struct cross_reader {
	size_t size;                   /* the game's definition, cross first */
	const struct cross_race *race;
	int marbles;                   /* a player's, unless the rules say */
	const char *const *keys;       /* the definition's, NULL-ended */
	const char *centre;            /* the centre hole's key: "void" */
	const char *const *seat_keys;  /* a seat's, NULL-ended */
	const char *finals;            /* the key of a seat's finals: "goal" */
	/* A missing road hole is worded missing[0] 'KEY:' missing[1]. */
	const char *missing[2];
	/* What the game adds to the board (before the seats), and to a seat:
	 * its holes, its way laid (cross_lay_way) and checked. */
	int (*load_board)(const struct bg_node *root, const char *src,
	                  void *def, struct bg_err *err);
	int (*load_seat)(const struct bg_node *n, const char *src, void *def,
	                 int k, struct bg_err *err);
};
int cross_load_def(const struct cross_reader *r, const struct bg_node *root,
                   const char *src, void **out, struct bg_err *err);
int cross_init(struct bg_state *st, const void *def,
               const struct bg_settings *set, struct bg_err *err);
int cross_map_hole(const struct cross_reader *r, const struct bg_node *map,
                   const char *key, const char *src, int road, int *out,
                   struct bg_err *err);
void cross_lay_way(const struct cross *d, int k, struct cross_seat *s);

/* Rendering (render.c): the board as a grid of cells of these kinds,
 * the arrows Wahoo's only. */
enum { CROSS_CELL_NONE, CROSS_CELL_ROAD, CROSS_CELL_START, CROSS_CELL_ARROW,
       CROSS_CELL_CENTRE, CROSS_CELL_FINAL, CROSS_CELL_HOME };
#define CROSS_PINK_ANSI 95
#define CROSS_PINK_SVG "#e0489a"

struct cross_cell {
	uint8_t kind;
	uint8_t seat;   /* the seat a start, final or home belongs to */
	uint8_t marble; /* seat + 1 of the marble in it, 0: none */
	uint8_t hole;   /* a road hole's number + 1, a final hole's 1 to 4;
	                 * 0: neither */
};

/* The headline where both word it alike, the roll-off and the end: 1,
 * else 0, and the game words it. */
int cross_headline(const struct cross_play *c, char *buf, size_t cap);
/* The picture as text: the rolls and the headline, the grid with its
 * arrows turned to the view's seat, the trail between brackets, and a
 * line for each seat. */
void cross_render_text(const struct bg_state *st, FILE *out,
                       const struct bg_view *view, const char *headline,
                       const uint8_t *arrows, int narrows);
/* The start of an SVG picture: the frame and the headline, and the grid
 * and the trail turned to the view's seat; returns the quarter turns. */
int cross_svg_start(const struct bg_state *st, FILE *out,
                    const struct bg_view *view, const char *headline,
                    const uint8_t *arrows, int narrows,
                    struct cross_cell g[CROSS_MAXGRID][CROSS_MAXGRID],
                    struct bg_trail *trail, int *width, int *height);
/* The holes of the grid, each with its marble when marbles is set; and
 * the marbles alone, to draw over what comes between. */
void cross_svg_holes(FILE *out, const struct cross *d,
                     const struct cross_cell g[CROSS_MAXGRID][CROSS_MAXGRID],
                     int marbles, int labels);
void cross_svg_marbles(FILE *out, const struct cross *d,
                       const struct cross_cell g[CROSS_MAXGRID][CROSS_MAXGRID]);

/* The trail hook of both: the movements of a move of the player whose
 * turn it is, as cells of the grid (row * CROSS_MAXGRID + column); a
 * marble leaving home leaves the last home hole filled. */
void cross_trail(const struct bg_state *before, const struct bg_move *mv,
                 struct bg_trail *trail);
/* Seen from a seat (--seat): the quarter turns that bring the seat's
 * arm (its final holes) to the bottom (0 for seat -1), and the grid and
 * the trail turned. */
int cross_turns(const struct cross *d, int seat);
void cross_turn_xy(const struct cross *d, int turns, const uint8_t *xy,
                   int *x, int *y);
void cross_turn_grid(const struct cross *d, int turns,
                     struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID]);
void cross_turn_trail(const struct cross *d, int turns,
                      const struct bg_trail *in, struct bg_trail *out);
void cross_svg_trail(FILE *out, const struct bg_trail *trail);
/* A dashed line from the centre to a road hole. */
void cross_svg_link(FILE *out, const struct cross *d, int turns, int hole,
                    const char *stroke);
#define CROSS_CELL 40
#define CROSS_TOP 60
#define CROSS_CX(col) (10 + CROSS_CELL * (col) + CROSS_CELL / 2)
#define CROSS_CY(row) (CROSS_TOP + CROSS_CELL * (row) + CROSS_CELL / 2)

/* The evaluate hook of both (evaluate.c): a race. */
int cross_evaluate(const struct bg_state *st, int seat);

/* What the learned evaluations of both see alike (features.c): the
 * inputs from 0 to CROSS_F_INPUTS, from player p's point of view, in a
 * game of dice dice a roll (a marble's risk); returns the end of f.
 * Each game's features hook adds its own after them. */
#define CROSS_WAY (CROSS_MAXROAD + CROSS_FINAL)
#define CROSS_F_PLAYER (CROSS_MARBLES + 1 + CROSS_WAY)
#define CROSS_F_OWN 0
#define CROSS_F_ROAD (CROSS_F_OWN + CROSS_SEATS * CROSS_F_PLAYER)
#define CROSS_F_RISK (CROSS_F_ROAD + CROSS_MAXROAD + 1)
#define CROSS_F_TOGO (CROSS_F_RISK + CROSS_MARBLES)
#define CROSS_F_SEATS (CROSS_F_TOGO + 2)
#define CROSS_F_NEXT (CROSS_F_SEATS + CROSS_SEATS - 1)
#define CROSS_F_BIAS (CROSS_F_NEXT + CROSS_SEATS + 1)
#define CROSS_F_INPUTS (CROSS_F_BIAS + 1)
struct bg_feature *cross_features(const struct bg_state *st, int p,
                                  int dice, struct bg_feature *f);

/* Why a move word that ends in h is refused, in both cross games. */
#define CROSS_NOT_HOME "no move ends in h: a marble only starts there"

/* The last-piece tables' positions both races number alike (ends.c):
 * the index hooks, each race setting the rest of a turn's start after
 * cross_end_place; and the solver hooks of the races, whose only tables
 * they are. */
#define CROSS_END_ROLLS 3 /* a turn's first roll, two kinds of re-roll */
size_t cross_end_positions(const struct bg_state *like);
int cross_end_turns(const struct bg_state *like);
/* st's index, roll its kind of roll (-1: none is due). */
long cross_end_key(const struct bg_state *st, int roll);
/* Position k, its kind of roll returned for its race to set; -1 when
 * a marble stands on a road hole off its seat's way, where none can. */
int cross_end_place(struct bg_state *st, const struct bg_state *like,
                    size_t k);
uint64_t cross_end_rules(const struct bg_state *like, size_t def_bytes);
int cross_end_same(const struct bg_state *like, const struct bg_state *st,
                   size_t def_bytes);
int cross_solve(void *solver, const struct bg_state *st, struct bg_exact *out,
                struct bg_err *err);
void cross_solver_free(void *solver);

#endif
