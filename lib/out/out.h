/* out: what the programs write for people and other tools beside states:
 * state lines, JSON verdicts and their table, reports for CI, reviews of
 * decisions, pictures, and the replay page bg-render --html writes. */
#ifndef BG_OUT_H
#define BG_OUT_H

#include "engine/engine.h"
#include "record/record.h"

/* A state line and its newline. */
void bg_print_state(FILE *out, const struct bg_state *st);

/* bg-moves --eval's lines: NAME VALUE SE MARGIN of n playouts; and a
 * searched move's, uct: MOVE VALUE SE MARGIN VISITS, ab: MOVE VALUE SE
 * MARGIN DEPTH PV..., ply: MOVE VALUE SE MARGIN DEPTH, rollout: MOVE
 * VALUE SE MARGIN GAMES, exact: MOVE VALUE
 * exact MARGIN (SE "exact" where the value is proven and "-" where it
 * is not sampled). */
void bg_print_tally(FILE *out, const char *name, const struct bg_tally *t,
                    unsigned long n);
void bg_print_judged(FILE *out, const struct bg_state *st,
                     const struct bg_search *s, const struct bg_judged *j);

/* JSON: a string, always valid UTF-8 (a byte that is no part of a UTF-8
 * character is U+FFFD), and ,"game":...,"over":...,"result":...,
 * "scores":{...} of a state. */
void bg_json_string(FILE *out, const char *s, size_t len);
void bg_json_outcome(FILE *out, const struct bg_state *st);
/* ,"key":v with decimals digits after the point, null when v is not
 * finite (and never -0). */
void bg_json_number(FILE *out, const char *key, double v, int decimals);

/* Verdicts (bg-apply --result, formats/record.md): the JSON line of the
 * replay r, legal (f NULL) or failed, with the record's tags; and the line
 * of a game played from the state named input. */
void bg_verdict(FILE *out, const struct bg_replayer *r,
                const struct bg_failure *f, const struct bg_tags *tags);
void bg_verdict_played(FILE *out, const char *input,
                       const struct bg_played *g);
/* A failure among the objects of --analyse (key "record") or of --play
 * (key "input"): the name, the place and the reason, as in a verdict. */
void bg_verdict_failure(FILE *out, const char *key,
                        const struct bg_replayer *r,
                        const struct bg_failure *f, const struct bg_tags *tags);

/* An aligned table, as column(1) would set it: its rows held until it
 * is printed whole at the end, each column as wide as its widest cell.
 * The first row gives it its columns, at most BG_TABLE_COLUMNS_MAX, and
 * every row has as many; the columns of numbers (right, a bit each) are
 * set to the right.  Control bytes in a cell are shown as '?'. */
#define BG_TABLE_COLUMNS_MAX (BG_TAGS_MAX + 1)
struct bg_table {
	char *text;   /* the cells, each ended by '\0', row after row */
	size_t len, cap;
	unsigned long rows;
	int columns;
	uint64_t right;
	size_t width[BG_TABLE_COLUMNS_MAX]; /* the widest cell of each column */
};
int bg_table_row(struct bg_table *t, int columns, uint64_t right,
                 const char *const *cells, struct bg_err *err);
/* Verdicts as one table (bg-apply --result --format table): a row a
 * verdict, under a row of the columns' names; columns record, legal,
 * actions, game, result, line (LINE or LINE:COLUMN of a failure) and
 * error, "-" for none. */
int bg_table_verdict(struct bg_table *t, const struct bg_replayer *r,
                     const struct bg_failure *f, const struct bg_tags *tags,
                     struct bg_err *err);
void bg_table_print(const struct bg_table *t, FILE *out);
void bg_table_free(struct bg_table *t);

/* Reports for CI (bg-apply --check --report): TAP 13 or JUnit XML, one
 * test case a record, named by its Id or Event tag, else its name. */
enum bg_ci_format { BG_CI_NONE, BG_CI_TAP, BG_CI_JUNIT };
struct bg_ci {
	enum bg_ci_format format;
	FILE *cases;          /* JUnit: the cases, until they are counted */
	unsigned long tests, failures;
	int analyse;          /* the cases are --analyse's (the suite's name) */
	char bail[512];       /* why the run stopped with input left; "":
	                       * it did not */
	char bail_at[256];    /* and where */
	const char *suite;    /* the suite's name, its program first, after
	                       * the mode ("bg-apply --match"); NULL:
	                       * --check's or --analyse's */
};
/* --report's word, tap or junit, into *format: 0, or -1 for another. */
int bg_ci_format_parse(const char *word, enum bg_ci_format *format);
/* Starts the report (TAP's first line). */
int bg_ci_open(struct bg_ci *ci, enum bg_ci_format format,
               struct bg_err *err);
/* A case that passed (place NULL), or failed at place with reason; file
 * is JUnit's classname (NULL: -). */
void bg_ci_case(struct bg_ci *ci, const char *name, const char *file,
                const struct bg_tags *tags, const char *place,
                const char *reason);
/* The case of one seat of a record (--analyse). */
void bg_ci_seat_case(struct bg_ci *ci, const char *name, const char *file,
                     const struct bg_tags *tags, const char *seat,
                     const char *place, const char *reason);
/* The case of the replay r that failed, at f's place. */
void bg_ci_failed(struct bg_ci *ci, const struct bg_replayer *r,
                  const struct bg_failure *f, const char *file,
                  const struct bg_tags *tags);
/* The run stopped with input left, for reason: TAP ends with "Bail out!
 * REASON" after its plan, JUnit with a case in error. */
void bg_ci_bail(struct bg_ci *ci, const char *place, const char *reason);
/* TAP's plan, or the JUnit document around its cases, on stdout. */
int bg_ci_end(struct bg_ci *ci, struct bg_err *err);
void bg_ci_close(struct bg_ci *ci);

/* A review (bg-apply --analyse, formats/analysis.md): each decision of a
 * record judged as it is replayed, written to out (an aligned table, or
 * JSON lines), then each seat's summary, and the gates of the seats
 * graded: each broken gate told, and with a report for CI one test case
 * a (record, seat). */
enum bg_gate_kind { BG_GATE_LOSS, BG_GATE_ERRORS, BG_GATE_BLUNDERS };

#define BG_SEAT_NAME_MAX 16
#define BG_GATES_MAX 24
/* The flagged decisions a broken gate names, a seat. */
#define BG_REVIEW_PLACES 8

struct bg_gate {
	enum bg_gate_kind kind;
	char seat[BG_SEAT_NAME_MAX]; /* empty: every seat graded */
	const char *bound;           /* --max-loss: the fraction as given */
	unsigned long count;         /* --max-errors, --max-blunders */
};

/* The longest flag's text (bg_flag_text). */
#define BG_FLAG_TEXT_MAX 16
/* The most policies --policy names. */
#define BG_REVIEW_POLICIES 8

/* What a review grades: the seats named (none: all), or the seats the
 * policies named held (their records' Policy tags), and the gates. */
struct bg_grading {
	struct bg_gate gate[BG_GATES_MAX];
	int gates;
	char graded[BG_MAX_SEATS][BG_SEAT_NAME_MAX]; /* --seat */
	int ngraded;
	const char *policy[BG_REVIEW_POLICIES];      /* --policy */
	int npolicies;
};

struct bg_review_place {
	const char *path;     /* the record's file */
	unsigned long line, column;
	enum bg_flag flag;
};

/* The decision of the greatest loss of a seat or a policy, where it was
 * made, as a failing case tells it. */
struct bg_review_worst {
	int set;
	char game[512];    /* the record: "game N" of its Number
	                             * tag, else its name */
	char at[512];     /* FILE:LINE[:COLUMN] */
	unsigned long ply;          /* the action's number in the record */
	char seat[BG_SEAT_NAME_MAX];
	char policy[256]; /* its word in the Policy tag; "": none */
	char played[BG_WORD_MAX + 2], best[BG_WORD_MAX + 2];
	double played_value, best_value, loss;
	int64_t loss_units;
	char flag[BG_FLAG_TEXT_MAX];
	char line[BG_DECISION_LINE_MAX];
};

/* What the gates name of a seat in a record, or of a policy over every
 * record: the places of its errors and blunders (the first
 * BG_REVIEW_PLACES) and its worst decision. */
struct bg_review_marks {
	unsigned long flagged;
	struct bg_review_place place[BG_REVIEW_PLACES];
	struct bg_review_worst worst;
};

struct bg_review {
	struct bg_policy judge;
	struct bg_policy second; /* --rollouts N: rollout:N, else n 0 */
	int second_all;          /* --rollouts-all */
	uint64_t seed;
	struct bg_pool *pool;
	int json;
	FILE *out;            /* held until the record is whole */
	struct bg_grading grading;
	struct bg_ci *ci;     /* with a format: the cases, out not shown */
	const struct bg_tags *tags;
	struct bg_analysis an;
	int annotate;         /* --annotate: the record, judged in comments */
	int one_line;         /* its records are one-line records */
	const char *judge_name; /* the judge as given, for the annotated */
	size_t tags_told;     /* the tags the annotated record has */
	unsigned long pieces; /* lines of the annotated record so far */
	int seat_width;
	struct bg_review_marks marks[BG_MAX_SEATS];
	/* --policy: the policy each seat of the record has (an index of
	 * grading.policy, -1: none of them) and its word in the Policy tag,
	 * and each policy's totals over the records: its decisions counted
	 * as the seat of its index in total, the games it held a seat in,
	 * its marks. */
	int held[BG_MAX_SEATS];
	char held_word[BG_MAX_SEATS][256];
	struct bg_analysis total;
	unsigned long games[BG_REVIEW_POLICIES];
	struct bg_review_marks total_marks[BG_REVIEW_POLICIES];
};
/* The annotated record, as the review goes (out/annotated.c): its
 * start (the judge in a comment, the tags, the state line), each action,
 * the tags that came after the actions, each summary line between
 * bg_annotated_line and bg_annotated_line_end, and its end. */
void bg_annotated_start(struct bg_review *rv, const struct bg_replayer *r,
                        const struct bg_step *s);
/* The action's line with its judgement: the decision d, the luck of a
 * chance event, or neither (NULL). */
void bg_annotated_action(struct bg_review *rv, const struct bg_record_item *it,
                         const struct bg_decision *d, const double *luck);
void bg_annotated_tags(struct bg_review *rv);
void bg_annotated_line(struct bg_review *rv);
void bg_annotated_line_end(struct bg_review *rv);
void bg_annotated_end(struct bg_review *rv);
int bg_review_step(struct bg_review *rv, const struct bg_replayer *r,
                   const struct bg_step *s, struct bg_err *err);
/* The summaries, then all that was held copied to to: -1 with err when
 * it cannot be, when a seat named is none of the record's (64), or when
 * a graded seat broke a gate (65). */
int bg_review_end(struct bg_review *rv, const struct bg_replayer *r,
                  FILE *to, struct bg_err *err);
/* After every record, with --policy: each policy's total line (and its
 * case with a report); -1 with err when a policy held no seat of any
 * record, or its total broke a gate (65). */
int bg_review_totals(struct bg_review *rv, FILE *to, struct bg_err *err);

/* The review's parts that review.c and policies.c share. */
/* The record's seats that the policies of --policy held, from its
 * Policy tag, into rv->held. */
void bg_review_held(struct bg_review *rv);
/* Is seat s of the record graded (--seat, --policy, or every seat)? */
int bg_review_graded(const struct bg_review *rv, int s);
/* d, made at it by seat (the ply'th action of record r), into marks:
 * its place when an error or worse, and the worst so far. */
void bg_review_mark(struct bg_review_marks *marks, const struct bg_replayer *r,
                    const struct bg_record_item *it, const char *seat,
                    const char *policy, const struct bg_decision *d,
                    const struct bg_tags *tags);
/* Seat s's decisions counted in the total of the policy that held it. */
void bg_review_add(struct bg_review *rv, int s);
/* The gates broken by seat s of an (of the seats graded when graded
 * is set, or a gate names it), appended to why after who, each with
 * the places marks has when marks is given: 1 when one broke. */
int bg_review_broken(const struct bg_grading *gr, const struct bg_analysis *an,
                     int s, int graded, const struct bg_review_marks *marks,
                     const char *who, char *why, size_t size);
/* marks's worst decision appended to why: "; worst: ..." */
void bg_review_worst_text(const struct bg_review_marks *marks, char *why,
                          size_t size);

/* The judgement of one action as a comment of its record line (bg-apply
 * --analyse --annotate), and read back for the replay page. */
/* The flag as the table and the notes write it: "-", "error",
 * "blunder", or undecided "error?", "blunder?". */
const char *bg_flag_text(const struct bg_decision *d,
                         char buf[BG_FLAG_TEXT_MAX]);
/* "SEAT VALUE best MOVE VALUE loss LOSS se SE FLAG" (exact: "exact" for
 * "se SE"), or "luck SEAT LUCK, SEAT LUCK...". */
void bg_note_decision(FILE *out, const char *seat, const struct bg_decision *d);
void bg_note_luck(FILE *out, const struct bg_analysis *an, const double *luck);
enum bg_note_kind { BG_NOTE_NONE, BG_NOTE_DECISION, BG_NOTE_LUCK };
struct bg_note {
	enum bg_note_kind kind;
	char seat[BG_SEAT_NAME_MAX];
	char best[BG_WORD_MAX + 2];
	double value, best_value, loss, se;
	int exact;
	char flag[BG_FLAG_TEXT_MAX];
	int nluck;
	char luck_seat[BG_MAX_SEATS][BG_SEAT_NAME_MAX];
	double luck[BG_MAX_SEATS];
};
/* A note at the start of the comment s: the bytes it takes, with the
 * " # " after it when the comment goes on; 0 when s starts with none. */
size_t bg_note_read(const char *s, size_t len, struct bg_note *note);

/* Pictures of states (bg-render): text boards, one SVG document of the
 * boards stacked top to bottom, one file a position in the directory
 * split, or the replay page (html).  A record's positions are held from
 * bg_picture_record until bg_picture_keep draws them for good, or
 * bg_picture_drop forgets them. */
struct bg_picture {
	/* Set by the program. */
	int svg, html;
	const char *split;
	struct bg_view view;
	const char *seat;        /* --seat: the seat's name, or NULL */
	/* The picture's own. */
	unsigned long positions; /* drawn so far */
	FILE *sink;              /* where text and SVG boards go */
	FILE *svg_body;          /* the stacked SVG, until its size is known */
	int broken;              /* svg_body could not be written: no SVG */
	int incomplete;          /* a record failed: no page */
	FILE *held;              /* what the record has drawn */
	int recording;
	unsigned long held_from; /* its first position */
	long *frame_ends;        /* --split: the end of each file held */
	size_t frames, frames_cap;
	unsigned long written;   /* --split files written: the next name */
	int halted;              /* one could not be, or --seat is not the
	                          * game's: the run ends */
	long width, height;      /* the stacked SVG so far */
	long was_width, was_height; /* and before the record */
	struct bg_page *page;
	const char *game;        /* the name of the first game drawn */
	const char *comment;     /* the next position's line's, for the page */
	struct bg_state before;  /* the page's last position, for a best move */
	int has_before;
	size_t comment_len;
};
/* Makes the --split directory, and holds what needs holding. */
int bg_picture_open(struct bg_picture *pic, struct bg_err *err);
void bg_picture_close(struct bg_picture *pic);
/* A position: the action that led to it (caption, NULL for a state read
 * as such) and what it moved (trail, or NULL). */
int bg_picture_draw(struct bg_picture *pic, const struct bg_state *st,
                    const struct bg_trail *trail, const char *caption,
                    struct bg_err *err);
void bg_picture_record(struct bg_picture *pic);
/* The comment of the record line of the position drawn next (NULL:
 * none), for the page. */
void bg_picture_comment(struct bg_picture *pic, const char *comment,
                        size_t len);
/* A tag of the record, for the page. */
int bg_picture_tag(struct bg_picture *pic, const char *tag, size_t len,
                   struct bg_err *err);
/* The record replayed whole to rp, for the page (bg_page_forfeit). */
int bg_picture_forfeit(struct bg_picture *pic, const struct bg_replay *rp,
                       struct bg_err *err);
int bg_picture_keep(struct bg_picture *pic, struct bg_err *err);
void bg_picture_drop(struct bg_picture *pic);
/* The input is refused whole: the finish writes neither the SVG
 * document nor the page. */
void bg_picture_refuse(struct bg_picture *pic);
/* The SVG document or the page of the record file record (NULL: of
 * states), on stdout. */
int bg_picture_finish(struct bg_picture *pic, const char *record,
                      struct bg_err *err);

struct bg_page;

struct bg_page *bg_page_new(void);
void bg_page_free(struct bg_page *pg);
/* A record tag, "Key: value", for the page's header (and Termination's
 * value for a forfeit's cause). */
int bg_page_tag(struct bg_page *pg, const char *tag, size_t len);
/* The record replayed whole to rp: a game not over that its Forfeit
 * tag's seat forfeited is told on its last position, with its cause. */
int bg_page_forfeit(struct bg_page *pg, const struct bg_replay *rp);
/* A position st: its caption (the action that led to it), the comment
 * of its record line (NULL: none; a judgement that starts it is shown
 * as one) and its picture, a whole <svg> element. */
int bg_page_frame(struct bg_page *pg, const struct bg_state *st,
                  const char *caption, const char *comment,
                  size_t comment_len, const char *svg, size_t len);
/* The marks of the best move on the position before the last frame:
 * svg, that position drawn with them, less plain, drawn without. */
int bg_page_best(struct bg_page *pg, const char *svg, size_t len,
                 const char *plain, size_t plain_len);
unsigned long bg_page_frames(const struct bg_page *pg);
/* The page, titled title; -1 when writing failed. */
int bg_page_write(struct bg_page *pg, FILE *out, const char *title);
/* The page's fixed parts, the files of lib/out/page/ embedded by the
 * build (scripts/embed-text.sh): the head, up to its title; the style
 * sheet and the script, without their tags; the body, between the
 * title and the data. */
extern const char bg_page_head[], bg_page_style[], bg_page_body[],
	bg_page_script[];

#endif
