/* Wari: the state, the definition and the functions the files of the
 * game share: rules.c, notation.c, definition.c, render.c. */
#ifndef BG_GAMES_WARI_H
#define BG_GAMES_WARI_H

#include "core/core.h"

#define WARI_MAXPITS 12   /* pits in one row */
#define WARI_MAXSTONES 240 /* stones on a board: a count fits a byte */
#define WARI_MAXQUIET 10000

enum { NORTH, SOUTH };
enum { TWELVE_EXACT, TWELVE_ATLEAST, TWELVE_OFF };
enum { SLAM_LEAVE_ONE, SLAM_NO_CAPTURE, SLAM_ILLEGAL };
enum { END_NONE, END_NOMOVE, END_AGREED, END_QUIET };
enum { RESULT_NORTH, RESULT_SOUTH, RESULT_DRAW };

/* Why a pit cannot be played; PIT_LEGAL when it can. */
enum {
	PIT_LEGAL,
	PIT_EMPTY,
	PIT_NO_FEED,  /* WR-6 */
	PIT_SLAM,     /* WR-5 under slam=illegal */
	PIT_TWELVE    /* WR-3: another pit must be played */
};

struct wari_def {
	int pits;
	int stones;
	int twelve;
	int slam;
	int quiet;
};

struct wari {
	uint8_t npits;  /* per row */
	uint8_t twelve;
	uint8_t slam;
	uint8_t turn;
	uint8_t end;    /* END_NONE while the game goes on */
	uint8_t result;
	uint16_t quiet;
	/* The side to move's legal pits, bit i for pit i: judged once after
	 * each ply, so listing the moves does not judge again. */
	uint16_t legal;
	uint32_t ply;
	uint32_t idle;  /* plies since the last capture (WR-9) */
	uint8_t captured[2];
	/* North's pits a.. then south's a..: the sowing order (WR-1). */
	uint8_t pit[2 * WARI_MAXPITS];
};

_Static_assert(sizeof(struct wari) <= BG_STATE_BYTES, "wari state too big");

extern const struct bg_yaml_source bg_wari_yaml;

/* The words of the notation (notation.c), NULL-ended. */
extern const char *const wari_seat_names[];
extern const char *const wari_twelve_names[];
extern const char *const wari_slam_names[];
extern const char *const wari_result_names[];

/* rules.c: the rules, and the hooks of play. */
int wari_sow(struct wari *w, int from);
unsigned wari_judge(const struct wari *w, uint8_t *why);
void wari_settle(struct wari *w);
enum bg_phase wari_phase(const struct bg_state *st);
const char *wari_actor(const struct bg_state *st);
int wari_seats(const struct bg_state *st);
int wari_seat(const struct bg_state *st);
int wari_moves(const struct bg_state *st, struct bg_move *out);
void wari_apply(struct bg_state *st, const struct bg_move *mv);
int wari_chance(const struct bg_state *st, struct bg_chance *ev);
void wari_outcome(const struct bg_state *st, struct bg_outcome *out);
int wari_check(const struct bg_state *st, struct bg_err *err);

/* notation.c: the state line and the words of actions. */
int wari_parse(struct bg_state *st, const char *line, size_t len,
               struct bg_err *err);
size_t wari_format(const struct bg_state *st, char *buf);
size_t wari_format_move(const struct bg_state *st, const struct bg_move *mv,
                        char *buf);
int wari_parse_action(const struct bg_state *st, const char *word,
                      size_t len, struct bg_move *mv, struct bg_err *err);

/* definition.c: the YAML definition and the initial state. */
int wari_load_def(const struct bg_node *root, const char *src, void **out,
                  struct bg_err *err);
int wari_init(struct bg_state *st, const void *defp,
              const struct bg_settings *set, struct bg_err *err);

/* render.c: pictures. */
void wari_trail(const struct bg_state *before, const struct bg_move *mv,
                struct bg_trail *trail);
void wari_render_text(const struct bg_state *st, FILE *out,
                      const struct bg_view *view);
void wari_render_svg(const struct bg_state *st, FILE *out,
                     const struct bg_view *view, int *width, int *height);

BG_GAME_ACCESSORS(struct wari, struct wari_def)

#endif
