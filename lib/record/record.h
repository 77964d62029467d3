/* Game records (formats/record.md): tags, an initial state and one action
 * a line, or the same lines joined by tabs on one line.
 *
 * A record is read and replayed item by item, as it is read: a reader
 * holds one line at a time, a replay one state, so a record of any length
 * costs the memory of its longest line, and it fails at its first wrong
 * line without reading further. */
#ifndef BG_RECORD_H
#define BG_RECORD_H

#include "engine/engine.h"

enum bg_item_kind { BG_ITEM_TAG, BG_ITEM_STATE, BG_ITEM_ACTION };

/* One line of a record that holds something, or the place of an error. */
struct bg_record_item {
	enum bg_item_kind kind;
	unsigned long line;
	unsigned long column; /* in a one-line record; 0 in one of many lines */
	const char *text;     /* without comment and surrounding spaces */
	size_t len;
	const char *comment;  /* the line's comment after its '#' and spaces,
	                       * without trailing spaces; NULL: none */
	size_t comment_len;
};

/* A record's tags: each key once, at most BG_TAGS_MAX of them, each key
 * at most BG_TAG_KEY_MAX bytes. */
#define BG_TAGS_MAX 64
#define BG_TAG_KEY_MAX 64

/* What a record has shown so far, to judge where each line may come:
 * tags first, each key once, one state before the actions, one Result
 * tag. */
struct bg_record_order {
	int last;                  /* kind of the last item; -1 before any */
	unsigned long state_line;  /* 0 while there is no state */
	unsigned long result_line; /* 0 while there is no Result tag */
	int closed;                /* a closing Result tag was read */
	int tags;                  /* the keys so far, and their lines */
	char key[BG_TAGS_MAX][BG_TAG_KEY_MAX + 1];
	unsigned long key_line[BG_TAGS_MAX];
};

void bg_record_order_init(struct bg_record_order *order);
/* One line of a record of many lines (column 0), or one tab-separated
 * piece of a one-line record starting at column: 1 with *item filled (it
 * points into s), 0 for a blank or comment line, -1 with err and *item
 * the place (a bad byte's column is err->column, or item->column in a
 * one-line record). */
int bg_record_line(struct bg_record_order *order, const char *s, size_t len,
                   unsigned long line, unsigned long column,
                   struct bg_record_item *item, struct bg_err *err);
/* The length of the tag key s starts with (a capital letter, then
 * letters, digits, '-' and '_'), at most len; 0 when it starts with
 * none. */
size_t bg_tag_key(const char *s, size_t len);

/* A line that is no state, read where states are: does it show the
 * input to be a record, as a tag before any state, a one-line record
 * (a tag or a state, then a tab) or, right after the first state
 * (first), an action that state takes (a record of no tags: a bad word
 * is a bad state)?  before: the lines that held something before it,
 * states: the states among them.  1 with err the usage error (64) that
 * names -f (with takes_records, the program's own; else bg-apply's);
 * else 0, err left as it may be. */
int bg_record_misread(const char *line, size_t len, unsigned long before,
                      unsigned long states, const struct bg_state *first,
                      int takes_records, struct bg_err *err);

/* Reads the records of a file: the whole file is one record of many
 * lines, or (lines set) every line is a one-line record. */
struct bg_record_reader {
	struct bg_input in;
	int lines;
	struct bg_record_order order;
	unsigned long first_line;  /* the line the record starts on */
	const char *rest;          /* one-line form: the line not yet read */
	size_t rest_len;
	unsigned long column;      /* where rest starts */
	int ahead;                 /* 1: item was read ahead; -1: an error */
	struct bg_record_item item;
	struct bg_err err;
	int started;               /* many lines: the record was started */
	FILE *copy;                /* NULL, or where each record's lines go
	                            * as they are read, joined by tabs: its
	                            * one-line form, blank and comment lines
	                            * and all */
	unsigned long copied;      /* the record's lines copied so far */
};

/* Opens path ("-": standard input); 66 when it cannot be read. */
int bg_record_open(struct bg_record_reader *rd, const char *path, int lines,
                   struct bg_err *err);
/* Reads the file fd, which stays open, as one record of many lines. */
void bg_record_open_fd(struct bg_record_reader *rd, int fd, const char *name);
void bg_record_close(struct bg_record_reader *rd);
/* Starts the next record: 1, or 0 when there is none.  A file of many
 * lines holds exactly one (an empty file: a record with no items); in
 * the one-line form, lines with nothing but blanks and comments are
 * passed over. */
int bg_record_start(struct bg_record_reader *rd);
/* Starts the one-line record line (len bytes, no newline) held in
 * memory, numbered lineno: its items are then read as those of a file of
 * one-line records are.  1, or 0 when it holds nothing but blanks and
 * comments.  No file is open: closing the reader is no need. */
int bg_record_start_line(struct bg_record_reader *rd, const char *line,
                         size_t len, unsigned long lineno);
/* The record's next item: 1, 0 at its end, or -1 with err and *item the
 * place of the error (a line too long, a bad byte, a misplaced line). */
int bg_record_next(struct bg_record_reader *rd, struct bg_record_item *item,
                   struct bg_err *err);
/* Starts the file's one record again, to replay it from another state;
 * -1 when the file cannot be read again (a pipe). */
int bg_record_rewind(struct bg_record_reader *rd, struct bg_err *err);

/* A replay in progress, fed a record's items in order. */
struct bg_replay {
	struct bg_defs *defs;
	struct bg_state st;      /* the state reached */
	int has_state;
	/* The initial state made from the Game and Options tags, in st:
	 * the replay starts from it at the first action or the end. */
	int pending;
	unsigned long game_line; /* the Game tag's line; 0: none */
	unsigned long options_line;
	unsigned long actions;   /* actions applied */
	struct bg_move move;     /* the last one, as the game read it */
	struct bg_record_item result; /* the Result tag; line 0: none */
	char result_value[BG_LINE_MAX];
	char forfeit[64];        /* the Forfeit tag's seat; "": none */
};

/* Starts a replay from the state from, or (from NULL) from the record's
 * own state line. */
void bg_replay_init(struct bg_replay *rp, struct bg_defs *defs,
                    const struct bg_state *from);
/* Takes one item: a tag is noted (Game and Options make the initial
 * state), the state line parsed, an action applied to the state.  An
 * action when there is no state is an error (BG_EX_DATAERR). */
int bg_replay_item(struct bg_replay *rp, const struct bg_record_item *item,
                   struct bg_err *err);
/* Takes an action item, as bg_replay_item does; before, if not NULL,
 * gets the state it is taken in. */
int bg_replay_action(struct bg_replay *rp, const struct bg_record_item *item,
                     struct bg_state *before, struct bg_err *err);
/* Does the replay have a state to go on from (its own, or the Game
 * tag's)?  1 or 0; a pending initial state is started, and -1 with err
 * when the Game tag's cannot be made. */
int bg_replay_ready(struct bg_replay *rp, struct bg_err *err);
/* At the end of the record: the result the Result tag declares must be
 * the replay's, or for a game not over whose Forfeit tag names a seat,
 * that forfeit's (the other seats share the win); on failure rp->result
 * is the place. */
int bg_replay_finish(struct bg_replay *rp, struct bg_err *err);
/* The seat the Forfeit tag names, in the state reached: its index among
 * the game's seats, or -1 when there is no such tag or seat. */
int bg_replay_forfeit_seat(const struct bg_replay *rp);

/* The one replay driver.  It reads records (a file of one record of many
 * lines, or one record a line) and replays each from its own state line,
 * from its Game and Options tags, or, for a record of no state, from each
 * state of standard input; or it replays actions given without lines (the
 * ACTION operands of bg-apply) from each state of standard input.  The
 * program sees it through hooks: each tag, each step (the initial state,
 * then every action with the state before and after it and the move as
 * the game read it), the end of each replay, and every failure, with its
 * place.  The hooks say nothing of their own failures' places: a failure
 * of a hook is placed at the item being replayed. */

/* A step of a replay: the initial state, or an action taken. */
struct bg_step {
	const struct bg_record_item *item; /* its line: a state line or an
	                                    * action; NULL for a state of
	                                    * standard input or the Game
	                                    * tag's */
	const struct bg_state *before;     /* NULL for the initial state, and
	                                    * unless keep_before is set */
	const struct bg_state *after;
	const struct bg_move *move;        /* NULL for the initial state */
};

enum bg_failure_kind {
	BG_FAILED_REPLAY,   /* a replay: at one of its lines (an action, the
	                     * Result tag) or in a hook; the replay's state
	                     * is the one the failure met */
	BG_FAILED_LINE,     /* a line out of place in a record of no state */
	BG_FAILED_NO_STATE, /* a record of no state that nothing replays: a
	                     * one-line record, or one read from standard
	                     * input */
	BG_FAILED_STATE,    /* a line of standard input is no state to replay
	                     * from (or the input hook refused it) */
	BG_FAILED_FILE      /* the file cannot be read, or it has no state and
	                     * standard input none */
};

/* A failure and its place: a line of the record (at), or a line of
 * standard input (input_line: a state refused, or the state that actions
 * without lines were replayed from), or neither. */
struct bg_failure {
	enum bg_failure_kind kind;
	const struct bg_err *err;
	const struct bg_record_item *at; /* NULL: none */
	unsigned long input_line;        /* 0: none */
	int at_action;  /* at is an action, due in the replay's state */
};

struct bg_replayer;

struct bg_replay_hooks {
	/* Each line of standard input that is no blank or comment, before
	 * it is read as a state to replay from: 0, or -1 with err to refuse
	 * it.  May be NULL, as may start, tag and step. */
	int (*input)(void *ctx, const struct bg_replayer *r,
	             struct bg_err *err);
	/* A replay starts, from r->from or the record's own state. */
	void (*start)(void *ctx, const struct bg_replayer *r);
	/* A tag of the record, once the replay has taken it. */
	int (*tag)(void *ctx, const struct bg_replayer *r,
	           const struct bg_record_item *tag, struct bg_err *err);
	/* Each step; a step that fails is not taken when the state before
	 * it is kept (r->rp is left at that state). */
	int (*step)(void *ctx, const struct bg_replayer *r,
	            const struct bg_step *step, struct bg_err *err);
	/* A replay reached the record's end, and the result its Result tag
	 * declares: 0, or -1 when the record fails after all (the hook has
	 * told why). */
	int (*done)(void *ctx, const struct bg_replayer *r);
	/* Every failure, once. */
	void (*failed)(void *ctx, const struct bg_replayer *r,
	               const struct bg_failure *f);
	/* Whether the run ends now, besides standard output that cannot be
	 * written (output of the program's own that failed). */
	int (*halted)(void *ctx);
};

/* --keep-lines: output of one line an input line lines up with the
 * input: an empty line on standard output for each line of standard input
 * (states) or of a one-line record file that is blank or a comment
 * (BG_KEEP_BLANK), or that fails (BG_KEEP_FAILED). */
enum { BG_KEEP_BLANK = 1, BG_KEEP_FAILED = 2 };

struct bg_replayer {
	/* Set by the program. */
	struct bg_defs *defs;
	const struct bg_replay_hooks *hooks;
	void *ctx;
	int keep_going;   /* go on after a record or state that fails */
	int each_state;   /* go on with the next state of standard input
	                   * after one fails, even without keep_going */
	int keep_lines;   /* BG_KEEP_* */
	int keep_before;  /* the steps are handed the state before each
	                   * action (a copy of it at each) */
	unsigned long line_offset; /* the inputs' lines are numbered from
	                            * line_offset + 1 */
	int own_state;    /* a record of no state fails, as a one-line
	                   * record does: none is replayed from standard
	                   * input */
	FILE *copy;       /* NULL, or where each record's lines go as they
	                   * are read (bg_record_reader's copy) */
	/* The replay under way, for the hooks. */
	const char *name;   /* the record in verdicts: its file, FILE:LINE for
	                     * a one-line record, -:LINE for the state the
	                     * ACTION operands are replayed from */
	const char *path;   /* the file of its lines; NULL: no lines */
	const struct bg_state *from; /* the state of standard input it is
	                              * replayed from; NULL: its own */
	const char *line;   /* that state's line */
	size_t line_len;
	unsigned long state_line; /* its line number */
	unsigned long states;     /* lines of standard input read so far */
	struct bg_replay rp;
	/* The driver's own. */
	unsigned long lines_out; /* input lines that output stands for */
	char name_buf[BG_LINE_MAX];
	/* The run stopped at a failure (no keep_going) with input left (a
	 * record, a state or a file not replayed), at the replay named. */
	int stopped;
	char stopped_at[256];
};

/* Replays the records of the file path ("-": standard input), one of many
 * lines, or (lines set) one a line: -1 when one failed. */
int bg_replay_file(struct bg_replayer *r, const char *path, int lines);
/* The same for each of the n files paths, in order, until one fails
 * (unless keep_going is set) or the run is halted: -1 when one failed. */
int bg_replay_files(struct bg_replayer *r, char *const *paths, int n,
                    int lines);
/* Replays the actions items (items without lines) from each state of
 * standard input: -1 when one failed. */
int bg_replay_items(struct bg_replayer *r, const struct bg_record_item *items,
                    size_t nitems);

/* Appends to the record file path the actions words, applied to the state
 * from, whole or not at all; when they lead to the state to and its game
 * is over, the closing Result tag follows, unless the file has one.  A new or empty file gets from as its
 * initial state first; else the file must be the record of a game whose
 * final state is from (the same game resumed), or nothing is written
 * (exit status 65).  Writers are serialised by a lock on the file
 * (flock); a failed write is truncated away (74). */
int bg_record_append(const char *path, struct bg_defs *defs,
                     const struct bg_state *from, char *const *words,
                     int nwords, const struct bg_state *to,
                     struct bg_err *err);

/* A failure of the replay at its end, in the done hook: at no line of the
 * record, or at the line of the state that actions without lines were
 * replayed from.  Calls the failed hook; returns -1. */
int bg_replay_failed(const struct bg_replayer *r, const struct bg_err *err);
/* The column of the failure in its line (0: none): the error's own, in
 * the item's for a one-line record. */
unsigned long bg_failure_column(const struct bg_failure *f);

/* The words (bg-apply's ACTION operands) as items of a record without a
 * state, in a new array: NULL when one is not an action, one word of
 * printable ASCII taken byte for byte (*bad its index), or when out of
 * memory (*bad -1). */
struct bg_record_item *bg_record_actions(char *const *words, int n, int *bad);

/* The tags of a record, "Key: value" lines, kept while it is replayed
 * (for its verdict and its test case). */
struct bg_tags {
	char *text;
	size_t len, cap;
};
struct bg_tag {
	const char *key, *value;
	size_t key_len, value_len;
};
void bg_tags_clear(struct bg_tags *t);
void bg_tags_free(struct bg_tags *t);
int bg_tags_add(struct bg_tags *t, const char *tag, size_t len,
                struct bg_err *err);
/* The tag after the offset *at (0 to start): 1, or 0 after the last. */
int bg_tags_next(const struct bg_tags *t, size_t *at, struct bg_tag *tag);
/* The value of the tag key, or NULL. */
const char *bg_tags_value(const struct bg_tags *t, const char *key,
                          size_t *len);

/* The records of games played (bg-apply --play --record FILE): one a
 * game, tagged with the policies, the seed and the game's number, in a
 * new or empty file locked while it is written.  Out of a match, one
 * game is written in the many-line form, more one a line; a match's are
 * one a line, and its file, which may hold records already, is read
 * once it is locked. */
struct bg_played_records {
	const char *path;
	const char *policy;
	const char *tags; /* more tags for the next record, "Key: value\n"
	                   * lines (a forfeit's); NULL: none */
	uint64_t seed;
	int go_on;        /* set before open: a match's file, which may hold
	                   * records to be added to, one a line */
	char *text;       /* a match's: the records it held when opened */
	size_t size;      /* their bytes, and those of whole lines: the rest */
	size_t whole;     /* is cut before the first record written */
	int fd;           /* -1: not open */
	int created;      /* the file is this run's: removed if left empty */
	char *first;      /* the first record, until a second shows the form */
	size_t first_len;
	unsigned long count;
};
int bg_played_open(struct bg_played_records *o, const char *path,
                   const char *policy, uint64_t seed, struct bg_err *err);
/* The record of game g, played from the state line initial. */
int bg_played_add(struct bg_played_records *o, const struct bg_played *g,
                  const char *initial, size_t initial_len, struct bg_err *err);
int bg_played_close(struct bg_played_records *o, struct bg_err *err);

/* Selecting records (bg-select): conditions that must all hold of a
 * record, each judged as the record is replayed.  A tag's value equals
 * a text (KEY=VALUE) or matches a pattern (KEY~PATTERN); a state the
 * game reaches matches a pattern of words (the game's name, then
 * KEY=PATTERN fields); the first actions are the words given (an
 * opening), or the words are played one after another anywhere (a
 * sequence); the actions' count is in a range.  Patterns are
 * fnmatch(3)'s. */
enum bg_condition_kind {
	BG_COND_TAG, BG_COND_STATE, BG_COND_OPENING, BG_COND_SEQUENCE,
	BG_COND_MARK
};

#define BG_CONDITIONS_MAX 64
/* The words of a state's pattern or of actions: a sequence is matched
 * as bits of a 64-bit word. */
#define BG_PATTERN_WORDS_MAX 64

struct bg_condition {
	enum bg_condition_kind kind;
	int glob;         /* a tag's value is a pattern (KEY~PATTERN) */
	char *text;       /* a copy of the words given, cut into words */
	const char *word[BG_PATTERN_WORDS_MAX]; /* a tag: its key, then the
	                   * value; a state: the game's name or NULL, then
	                   * KEY=PATTERN fields; actions: each word */
	size_t key_len[BG_PATTERN_WORDS_MAX]; /* a tag's and each field's */
	/* Each word's pattern (a field's value, a tag's, an action), and the
	 * bytes it starts with that are no pattern characters: most texts
	 * are told apart by them, without fnmatch. */
	const char *pattern[BG_PATTERN_WORDS_MAX];
	size_t literal[BG_PATTERN_WORDS_MAX];
	int words;
	int group;        /* the conditions --or separates: 0, 1, ... */
	/* The record under way. */
	int holds;
	int broken;       /* an opening: an action differed */
	uint64_t partial; /* a sequence: bit i set when the last actions
	                   * are its first i + 1 words */
};

struct bg_selection {
	struct bg_condition cond[BG_CONDITIONS_MAX];
	int conditions;
	unsigned long min_actions, max_actions; /* --plies */
	int states;       /* conditions on states: each one is written */
	int marks;        /* conditions on the annotations' marks */
	int group;        /* the group of the next condition */
	int joined;       /* an --or waits for its condition */
	int identify;     /* each game's identity is kept (duplicates) */
	/* The record under way. */
	unsigned long actions;
	uint64_t game[2]; /* its identity: a hash of its initial state and
	                   * its actions */
	char line[BG_LINE_MAX + 1]; /* the state reached, its words cut */
	char word[BG_WORD_MAX + 1]; /* the action taken */
	char *value;      /* a tag's value, to match */
	size_t value_cap;
};

void bg_selection_init(struct bg_selection *s);
void bg_selection_free(struct bg_selection *s);
/* A condition as its option gives it: a tag, KEY=VALUE or KEY~PATTERN;
 * a state, its words; actions, their words, from the start (anywhere
 * 0) or anywhere; a range of the count of actions, N, N-M, N- or -M.
 * A usage error (64) says why one is not. */
int bg_select_tag(struct bg_selection *s, const char *arg,
                  struct bg_err *err);
int bg_select_state(struct bg_selection *s, const char *arg,
                    struct bg_err *err);
int bg_select_actions(struct bg_selection *s, const char *arg, int anywhere,
                      struct bg_err *err);
int bg_select_plies(struct bg_selection *s, const char *arg,
                    struct bg_err *err);
/* A mark of an annotated record's decision (bg-apply --annotate), as a
 * pattern: one that matches no mark is a usage error. */
int bg_select_mark(struct bg_selection *s, const char *arg,
                   struct bg_err *err);
/* --or: the conditions given after it are a new group, and a record is
 * selected when every condition of one group holds.  A usage error
 * when no condition comes before it; bg_select_check, when none comes
 * after it. */
int bg_select_or(struct bg_selection *s, struct bg_err *err);
int bg_select_check(const struct bg_selection *s, struct bg_err *err);
/* A record starts; each tag of it, each step of its replay; do all the
 * conditions hold at its end? */
void bg_select_start(struct bg_selection *s);
int bg_select_take_tag(struct bg_selection *s,
                       const struct bg_record_item *tag, struct bg_err *err);
void bg_select_take_step(struct bg_selection *s, const struct bg_step *step);
/* The mark of a decision's annotation, as it writes it ("-": none). */
void bg_select_take_mark(struct bg_selection *s, const char *mark);
int bg_select_holds(const struct bg_selection *s);

/* The games of the records selected, by identity, in input order, to
 * find the same game again: each record's place, and the next record of
 * the same game. */
struct bg_seen_game {
	uint64_t id[2];
	char *place;
	size_t next;      /* the next record of the same game, its index + 1;
	                   * 0: none */
	size_t last;      /* the first record of a game: its last so far */
	int again;        /* the game was seen before */
};
struct bg_seen {
	struct bg_seen_game *game;
	size_t n, cap;
	size_t *slot;     /* a hash table of each game's first record, its
	                   * index + 1; 0: empty */
	size_t slots;
};
/* Adds a record of the game id, at place (copied): 1 when the game was
 * seen before, 0 when it is new, -1 with err.  With place NULL only
 * whether it was seen is asked: a game seen before is not added again,
 * so memory grows with the games, not the records. */
int bg_seen_add(struct bg_seen *seen, const uint64_t id[2], const char *place,
                struct bg_err *err);
void bg_seen_free(struct bg_seen *seen);

#endif
