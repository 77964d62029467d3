/* Pictures of states (bg-render): text boards, one SVG document of boards
 * stacked top to bottom, one file a position (--split), or the replay
 * page (--html).  The positions of a record are held until it has
 * replayed whole, and forgotten when it fails. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "out/out.h"

/* The height of the caption above a board of a record in SVG. */
#define CAPTION_HEIGHT 26

static int
out_of_memory(struct bg_err *err)
{
	return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
}

static void
svg_open(FILE *out, long width, long height)
{
	fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%ld\" "
	        "height=\"%ld\" viewBox=\"0 0 %ld %ld\" "
	        "font-family=\"sans-serif\">\n"
	        "<rect width=\"100%%\" height=\"100%%\" fill=\"#fff\"/>\n",
	        width, height, width, height);
}

/* A board at y, under its caption when it has one. */
static void
svg_board(const struct bg_state *st, const struct bg_view *view,
          const char *caption, FILE *out, long y, int *width, int *height)
{
	int top = caption ? CAPTION_HEIGHT : 0;

	if (caption) {
		fprintf(out, "<text x=\"10\" y=\"%ld\" font-size=\"16\" "
		        "font-weight=\"bold\">", y + 19);
		bg_xml_text(out, caption);
		fputs("</text>\n", out);
	}
	fprintf(out, "<g transform=\"translate(0,%ld)\">\n", y + top);
	st->game->render_svg(st, out, view, width, height);
	fputs("</g>\n", out);
	*height += top;
}

/* One position as a whole SVG document (for --split and --html):
 * drawn first to find its size. */
static int
svg_alone(const struct bg_state *st,
          const struct bg_view *view, const char *caption, FILE *out)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *body = open_memstream(&buf, &len);
	int w, h;

	if (!body)
		return -1;
	svg_board(st, view, caption, body, 0, &w, &h);
	if (fclose(body) != 0) {
		free(buf);
		return -1;
	}
	svg_open(out, w, h);
	fwrite(buf, 1, len, out);
	fputs("</svg>\n", out);
	free(buf);
	return 0;
}

/* The file of position n in the --split directory, named by six digits
 * so that the names sort in order: -1 when the name does not fit. */
#define SPLIT_MAX 1000000UL

static int
split_path(const struct bg_picture *pic, unsigned long n, char *buf, size_t cap)
{
	int len = snprintf(buf, cap, "%s/%06lu.%s", pic->split, n,
	                   pic->svg ? "svg" : "txt");

	return len < 0 || (size_t)len >= cap ? -1 : 0;
}

/* A --split file is held until its record has replayed whole (a state
 * read, until it is drawn): its end in pic->held is kept. */
static int
hold_frame(struct bg_picture *pic, const struct bg_state *st,
           const struct bg_view *view, const char *caption,
           struct bg_err *err)
{
	long *ends = pic->frame_ends;
	int rc = 0;

	if (pic->positions >= SPLIT_MAX)
		return bg_fail(err, BG_EX_IOERR, "--split: more than %lu "
		               "positions", SPLIT_MAX);
	if (pic->frames == pic->frames_cap) {
		size_t cap = pic->frames_cap ? 2 * pic->frames_cap : 64;

		if (!(ends = realloc(ends, cap * sizeof *ends)))
			return out_of_memory(err);
		pic->frame_ends = ends;
		pic->frames_cap = cap;
	}
	if (pic->svg) {
		fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
		      pic->held);
		rc = svg_alone(st, view, caption, pic->held);
	} else {
		if (caption)
			fprintf(pic->held, "%s\n", caption);
		st->game->render_text(st, pic->held, view);
	}
	if (rc < 0 || ferror(pic->held) ||
	    (ends[pic->frames] = ftell(pic->held)) < 0) {
		pic->halted = 1;
		return bg_fail(err, BG_EX_IOERR, "cannot hold the picture: %s",
		               strerror(errno));
	}
	pic->frames++;
	return 0;
}

/* The next len bytes held, as the file of position n: a new file, never
 * one that is there nor a link planted in the directory, and whole or
 * not there at all.  The signals that end a run wait until it is
 * closed, and one that cannot be written whole is removed. */
static int
write_frame(const struct bg_picture *pic, unsigned long n, size_t len,
            struct bg_err *err)
{
	char path[4096];
	sigset_t ends, was;
	FILE *f = NULL;
	int rc, fd;

	split_path(pic, n, path, sizeof path); /* it fits: bg_picture_open */
	sigemptyset(&ends);
	sigaddset(&ends, SIGINT);
	sigaddset(&ends, SIGTERM);
	sigaddset(&ends, SIGHUP);
	sigaddset(&ends, SIGQUIT);
	sigprocmask(SIG_BLOCK, &ends, &was);
	fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
	          0666);
	if (fd < 0 || !(f = fdopen(fd, "w"))) {
		rc = bg_fail(err, BG_EX_IOERR, "%s: %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
	} else {
		rc = bg_hold_copy_next(pic->held, f, len, path, err);
		if (fclose(f) != 0 && rc == 0)
			rc = bg_fail(err, BG_EX_IOERR, "%s: %s", path,
			             strerror(errno));
	}
	if (rc < 0 && fd >= 0)
		unlink(path);
	sigprocmask(SIG_SETMASK, &was, NULL);
	return rc;
}

/* The files of the positions held, in order; the first that cannot be
 * written ends the run. */
static int
write_frames(struct bg_picture *pic, struct bg_err *err)
{
	long from = 0;
	size_t i;
	int rc = bg_hold_rewind(pic->held, err);

	for (i = 0; i < pic->frames && rc == 0; i++) {
		rc = write_frame(pic, pic->written,
		                 (size_t)(pic->frame_ends[i] - from), err);
		from = pic->frame_ends[i];
		pic->written += rc == 0;
	}
	pic->frames = 0;
	bg_hold_clear(pic->held);
	pic->halted |= rc < 0;
	return rc;
}

/* The position before a judged move drawn with and without the trail
 * of the best move its judgement names, for the page to mark that move
 * as it marks one played.  A best move the position does not take (a
 * record's note is untrusted) is drawn nowhere. */
static int
add_best_marks(struct bg_picture *pic, const struct bg_view *view)
{
	const struct bg_state *st = &pic->before;
	struct bg_note note;
	struct bg_move mv;
	struct bg_trail trail = { 0 };
	struct bg_view marked = *view, plain = *view;
	struct bg_err ignored;
	char *with = NULL, *without = NULL;
	size_t wlen = 0, olen = 0;
	FILE *fw, *fo;
	int rc = 0;

	if (!pic->has_before || !pic->comment ||
	    !bg_note_read(pic->comment, pic->comment_len, &note) ||
	    note.kind != BG_NOTE_DECISION || strcmp(note.flag, "-") == 0 ||
	    st->game->parse_action(st, note.best, strlen(note.best), &mv,
	                           &ignored) < 0)
		return 0;
	st->game->trail(st, &mv, &trail);
	marked.trail = &trail;
	plain.trail = NULL;
	fw = open_memstream(&with, &wlen);
	fo = open_memstream(&without, &olen);
	if (!fw || !fo || svg_alone(st, &marked, NULL, fw) < 0 ||
	    svg_alone(st, &plain, NULL, fo) < 0)
		rc = -1;
	if ((fw && fclose(fw) != 0) || (fo && fclose(fo) != 0))
		rc = -1;
	if (rc == 0)
		rc = bg_page_best(pic->page, with, wlen, without, olen);
	free(with);
	free(without);
	return rc;
}

static int
add_page_frame(struct bg_picture *pic, const struct bg_state *st,
               const struct bg_view *view, const char *caption,
               struct bg_err *err)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	int rc;

	if (!f)
		return out_of_memory(err);
	rc = svg_alone(st, view, NULL, f);
	if (fclose(f) != 0 || rc < 0 ||
	    bg_page_frame(pic->page, st, caption, pic->comment,
	                  pic->comment_len, buf, len) < 0 ||
	    add_best_marks(pic, view) < 0)
		rc = out_of_memory(err);
	free(buf);
	bg_state_copy(&pic->before, st);
	pic->has_before = 1;
	return rc;
}


/* The place in st's order of the seat the game names name, or -1 with
 * err naming the seats it has. */
static int
seat_named(const struct bg_state *st, const char *name, struct bg_err *err)
{
	struct bg_outcome out;
	char seats[BG_MAX_SEATS * 16] = "";
	int i;

	st->game->outcome(st, &out);
	for (i = 0; i < out.seats; i++)
		if (strcmp(out.seat[i], name) == 0)
			return i;
	for (i = 0; i < out.seats; i++)
		snprintf(seats + strlen(seats), sizeof seats - strlen(seats),
		         "%s%s", i ? ", " : "", out.seat[i]);
	return bg_fail(err, BG_EX_USAGE, "--seat: no seat %s: its seats are %s",
	               name, seats);
}

/* Draws a position to out (text and SVG boards); caption (the action that
 * led to it) is NULL for a state read as such. */
static int
draw(struct bg_picture *pic, FILE *out, const struct bg_state *st,
     const struct bg_trail *trail, const char *caption, struct bg_err *err)
{
	struct bg_view view = pic->view;
	int w, h;

	/* A seat the game does not have is the command line's fault, and
	 * ends the run. */
	if (pic->seat && (view.seat = seat_named(st, pic->seat, err)) < 0) {
		pic->halted = 1;
		return -1;
	}
	view.trail = trail;
	if (!pic->game)
		pic->game = st->game->name;
	if (pic->split) {
		if (hold_frame(pic, st, &view, caption, err) < 0 ||
		    (!pic->recording && write_frames(pic, err) < 0))
			return -1;
	} else if (pic->html) {
		char position[32];

		snprintf(position, sizeof position, "position %lu",
		         pic->positions);
		if (add_page_frame(pic, st, &view, caption ? caption : position,
		                   err) < 0)
			return -1;
	} else if (pic->svg) {
		if (pic->broken)
			return 0;
		svg_board(st, &view, caption, out, pic->height, &w, &h);
		if (ferror(out)) {
			pic->broken = 1;
			return bg_fail(err, BG_EX_IOERR, "cannot hold the "
			               "picture: %s", strerror(errno));
		}
		if (w > pic->width)
			pic->width = w;
		pic->height += h;
	} else {
		if (pic->positions)
			fputc('\n', out);
		if (caption)
			fprintf(out, "%s\n", caption);
		st->game->render_text(st, out, &view);
	}
	pic->positions++;
	return 0;
}

void
bg_picture_comment(struct bg_picture *pic, const char *comment, size_t len)
{
	pic->comment = comment;
	pic->comment_len = len;
}

int
bg_picture_draw(struct bg_picture *pic, const struct bg_state *st,
                const struct bg_trail *trail, const char *caption,
                struct bg_err *err)
{
	int rc = draw(pic, pic->recording ? pic->held : pic->sink, st, trail,
	              caption, err);

	pic->comment = NULL;
	pic->comment_len = 0;
	return rc;
}

/* 1 when the directory dir holds no file, 0 when it does, -1 when it
 * cannot be read. */
static int
dir_is_empty(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int empty = 1;

	if (!d)
		return -1;
	while (empty && (e = readdir(d)))
		empty = strcmp(e->d_name, ".") == 0 ||
		        strcmp(e->d_name, "..") == 0;
	closedir(d);
	return empty;
}

/* The --split directory, made or found empty, so that its files are of
 * this run alone; the names of its files must fit in a path. */
static int
make_dir(const struct bg_picture *pic, struct bg_err *err)
{
	char path[4096];
	int empty;

	if (split_path(pic, SPLIT_MAX - 1, path, sizeof path) < 0)
		return bg_fail(err, BG_EX_IOERR, "--split: the file names "
		               "would be longer than %zu bytes in %s",
		               sizeof path - 1, pic->split);
	if (mkdir(pic->split, 0777) == 0)
		return 0;
	if (errno != EEXIST)
		return bg_fail(err, BG_EX_IOERR, "--split: %s: %s", pic->split,
		               strerror(errno));
	if ((empty = dir_is_empty(pic->split)) < 0)
		return bg_fail(err, BG_EX_IOERR, "--split: %s: %s", pic->split,
		               strerror(errno == ENOENT ? ENOTDIR : errno));
	if (!empty)
		return bg_fail(err, BG_EX_IOERR, "--split: %s: the directory "
		               "is not empty", pic->split);
	return 0;
}

int
bg_picture_open(struct bg_picture *pic, struct bg_err *err)
{
	if (pic->split && make_dir(pic, err) < 0)
		return -1;
	pic->sink = stdout;
	if (!(pic->held = bg_hold_open(err)) ||
	    (pic->svg && !pic->split &&
	     !(pic->sink = pic->svg_body = bg_hold_open(err))))
		return -1;
	if (pic->html && !(pic->page = bg_page_new()))
		return out_of_memory(err);
	return 0;
}

void
bg_picture_close(struct bg_picture *pic)
{
	if (pic->held)
		fclose(pic->held);
	if (pic->svg_body)
		fclose(pic->svg_body);
	bg_page_free(pic->page);
	free(pic->frame_ends);
}

void
bg_picture_record(struct bg_picture *pic)
{
	bg_hold_clear(pic->held);
	pic->frames = 0;
	pic->recording = 1;
	pic->held_from = pic->positions;
	pic->was_width = pic->width;
	pic->was_height = pic->height;
}

int
bg_picture_tag(struct bg_picture *pic, const char *tag, size_t len,
               struct bg_err *err)
{
	if (pic->html && bg_page_tag(pic->page, tag, len) < 0)
		return out_of_memory(err);
	return 0;
}

int
bg_picture_forfeit(struct bg_picture *pic, const struct bg_replay *rp,
                   struct bg_err *err)
{
	if (pic->html && bg_page_forfeit(pic->page, rp) < 0)
		return out_of_memory(err);
	return 0;
}

int
bg_picture_keep(struct bg_picture *pic, struct bg_err *err)
{
	pic->recording = 0;
	if (pic->split)
		return write_frames(pic, err);
	if (bg_hold_copy(pic->held, pic->sink, pic->sink == stdout
	                 ? "write error" : "cannot hold the picture",
	                 err) == 0)
		return 0;
	pic->broken |= pic->sink == pic->svg_body;
	return -1;
}

/* The record's positions are forgotten, and the stacked SVG is as it
 * was before it. */
void
bg_picture_drop(struct bg_picture *pic)
{
	pic->recording = 0;
	pic->frames = 0;
	pic->width = pic->was_width;
	pic->height = pic->was_height;
	pic->positions = pic->held_from;
	pic->incomplete = 1;
}

void
bg_picture_refuse(struct bg_picture *pic)
{
	pic->broken = 1;
	pic->incomplete = 1;
}

/* The page's title: the game, and the record it replays. */
static void
page_title(const struct bg_picture *pic, const char *record, char *buf,
           size_t cap)
{
	const char *base = record ? strrchr(record, '/') : NULL;
	const char *game = pic->game ? pic->game : "bg";
	size_t room = cap - strlen(game) - 3;

	base = base ? base + 1 : record;
	/* A long name is cut between characters. */
	if (base && strcmp(base, "-") != 0)
		snprintf(buf, cap, "%s: %.*s", game,
		         (int)bg_utf8_cut(base, strlen(base), room), base);
	else
		snprintf(buf, cap, "%s replay", game);
}

int
bg_picture_finish(struct bg_picture *pic, const char *record,
                  struct bg_err *err)
{
	char title[256];
	int rc = 0;

	if (pic->svg_body && !pic->broken &&
	    (fflush(pic->svg_body) != 0 || ferror(pic->svg_body))) {
		pic->broken = 1;
		rc = bg_fail(err, BG_EX_IOERR, "cannot hold the picture: %s",
		             strerror(errno));
	}
	/* A picture that could not be held whole is not drawn at all. */
	if (pic->svg_body && !pic->broken && pic->positions) {
		fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", stdout);
		svg_open(stdout, pic->width, pic->height);
		if (bg_hold_copy(pic->svg_body, stdout, "write error", err) < 0)
			rc = -1;
		else
			fputs("</svg>\n", stdout);
	}
	/* A page of a record that failed would show half a game; states
	 * read that fail are only left out, as in the other pictures. */
	if (pic->page && bg_page_frames(pic->page) && !pic->incomplete) {
		page_title(pic, record, title, sizeof title);
		bg_page_write(pic->page, stdout, title);
	}
	return rc;
}
