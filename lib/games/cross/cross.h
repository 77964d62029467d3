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
	uint8_t route[CROSS_MAXROAD + CROSS_FINAL]; /* index -> hole code */
	int8_t rel[CROSS_CODES];                    /* hole code -> index, or -1 */
	uint8_t rank[256];  /* hole code -> cross_way_rank, looked up */
	uint8_t final_xy[CROSS_FINAL][2];
	uint8_t home_xy[CROSS_MARBLES][2];
};

struct cross {
	int grid;
	int road;           /* holes on the loop; also the centre's code */
	uint8_t road_xy[CROSS_MAXROAD][2];
	uint8_t centre_xy[2];
	struct cross_seat seat[CROSS_SEATS];
};

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
int cross_scan_seat(struct bg_scan *s, int players, const char *rules,
                    int *player);
int cross_scan_contenders(struct bg_scan *s, int players, const char *rules,
                          uint8_t *contenders);

/* G-2: a round of the roll-off; the player who won it, or -1 while the
 * tied highest (left in *contenders) roll again. */
int cross_roll_off(uint8_t *contenders, const uint8_t *dice);
/* The chance action of n die values, each 1 to CROSS_FACES. */
int cross_roll_move(const struct bg_state *st, const char *word, size_t len,
                    const int *values, int n, struct bg_move *mv,
                    struct bg_err *err);

int cross_final_code(const struct cross *d, int seat, int i);
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

/* Definitions. */
int cross_read_xy(const struct bg_node *n, const char *src, int grid,
                  uint8_t *xy, struct bg_err *err);
int cross_read_xy_list(const struct bg_node *n, const char *src, int grid,
                       int count, uint8_t (*xy)[2], const char *what,
                       struct bg_err *err);
int cross_read_hole(const struct bg_node *n, const char *src,
                    const char *key, int road, int *out, struct bg_err *err);
int cross_load_looks(const struct bg_node *n, const char *src,
                     struct cross_seat *s, struct bg_err *err);
void cross_lay_way(const struct cross *d, int k, struct cross_seat *s);
int cross_load_board(const struct bg_node *root, const char *src,
                     const char *centre, struct cross *d,
                     struct bg_err *err);
int cross_load_seats(const struct bg_node *root, const char *src,
                     struct cross *d,
                     int (*load_seat)(const struct bg_node *, const char *,
                                      void *, int, struct bg_err *),
                     void *def, struct bg_err *err);

/* Rendering: the board as a grid of cells, whose kinds each game names
 * for itself; kind 0 is an empty cell. */
struct cross_cell {
	uint8_t kind;
	uint8_t seat;   /* the seat a start, final or home belongs to */
	uint8_t marble; /* seat + 1 of the marble in it, 0: none */
};

void cross_mark_seats(const struct cross *d,
                      struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID],
                      int final_kind, int home_kind);
void cross_mark_marbles(const struct cross *d, int players, int marbles,
                        const uint8_t (*pos)[CROSS_MARBLES],
                        struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID]);
/* The grid as text: a marble as its seat number, an empty cell as its
 * glyph, coloured as tint says (0: not at all) when color is set. */
void cross_text_rows(FILE *out, const struct cross *d,
                     const struct cross_cell c[CROSS_MAXGRID][CROSS_MAXGRID],
                     const char *const *glyph, int color,
                     int (*tint)(const struct cross *,
                                 const struct cross_cell *),
                     const struct bg_trail *trail);

/* The trail of a move of the player on seat, whose marbles were at pos:
 * the movements' holes as cells of the grid (row * CROSS_MAXGRID +
 * column); a marble leaving home leaves the last home hole filled. */
void cross_trail(const struct cross *d, int seat, const uint8_t *pos,
                 int marbles, const struct bg_move *mv,
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
/* A seat's line under the grid: its marbles at home and in its finals. */
void cross_text_seat(FILE *out, const struct cross *d, int seat, int home,
                     int final, const char *finals, int won, int to_play,
                     int style);
void cross_svg_head(FILE *out, const struct cross *d, uint32_t rolls,
                    const char *headline, int *width, int *height);
void cross_svg_link(FILE *out, const struct cross *d, int turns, int hole,
                    const char *stroke);
void cross_svg_hole(FILE *out, int x, int y, int r, const char *fill,
                    const char *stroke, int width);
void cross_svg_marble(FILE *out, const struct cross *d, int x, int y,
                      int marble);
#define CROSS_CELL 40
#define CROSS_TOP 60
#define CROSS_CX(col) (10 + CROSS_CELL * (col) + CROSS_CELL / 2)
#define CROSS_CY(row) (CROSS_TOP + CROSS_CELL * (row) + CROSS_CELL / 2)

/* The steps a player's marbles on seat still have to go (race.c). */
int cross_togo(const struct cross *d, int seat, const uint8_t *pos,
               int marbles, int centre_rel);

/* Why a move word that ends in h is refused, in both cross games. */
#define CROSS_NOT_HOME "no move ends in h: a marble only starts there"

#endif
