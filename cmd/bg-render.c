/* bg-render: pictures of states and of replayed records: text boards, one
 * SVG document, one file per position, or a replay page. */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "out/out.h"
#include "record/record.h"
#include "cli/cli.h"

static const char prog[] = "bg-render";

static const char usage[] =
	"usage: bg-render [--svg | --html] [--split DIR] [--seat N]\n"
	"                 [--color[=WHEN]] [--ascii | -u] [--keep-lines] [-r FILE]\n"
	"                 [FILE...]\n"
	"       bg-render [options] [-k] [-l] -f RECORD...\n"
	"Draw each state read as a text board (boards are separated by a blank\n"
	"line), or all of them as one SVG picture, stacked top to bottom.  With\n"
	"-f, replay game records and draw every position, each under the action\n"
	"that led to it, with the move marked on the board.\n"
	"\n"
	"      --svg          write SVG instead of text\n"
	"      --html         write one replay page (HTML) of all positions\n"
	"      --split DIR    write each position to its own file, DIR/0000.svg\n"
	"                     (or .txt), numbered from 0 in order\n"
	"      --seat N       draw the board from seat N's side, where the game\n"
	"                     has sides\n"
	"  -f, --file RECORD  replay the record file RECORD (- is standard input);\n"
	"                     may be given more than once\n"
	"  -l, --lines        every line of a record file is a one-line record\n"
	"  -k, --keep-going   go on after a record that fails\n"
	"      --keep-lines   without -f: an empty line for each input line that\n"
	"                     fails (or is blank)\n"
	"      --color[=WHEN] colour: always (no WHEN; also yes), never (no)\n"
	"                     or auto, the default: on a terminal whose TERM is\n"
	"                     not dumb, unless NO_COLOR is set; also --colour\n"
	"      --ascii        draw with ASCII only\n"
	"  -u, --unicode      draw with Unicode box characters (by default on a\n"
	"                     terminal whose locale is UTF-8)\n"
	"  -r, --rules FILE   load a game definition (YAML)\n"
	"  -h, --help         print this help\n"
	"  -V, --version      print the version\n"
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad state or record, 66 unreadable input,\n"
	"70 out of memory, 74 write error (or the picture cannot be held in\n"
	"TMPDIR).\n";

/* The height of the caption above a board of a record in SVG. */
#define CAPTION_HEIGHT 26

struct picture {
	int svg, html, keep_going;
	const char *split;
	struct bg_view view;
	struct bg_defs defs;
	unsigned long positions;   /* drawn so far: the next --split name */
	FILE *sink;                /* where text boards and SVG boards go */
	FILE *svg_body;            /* the stacked SVG, until its size is known */
	int broken;                /* svg_body could not be written: no SVG */
	int incomplete;            /* a record failed: no page */
	/* What the record being drawn has drawn, kept until it is whole. */
	FILE *held;
	unsigned long held_from;   /* its first --split number */
	long width, height;        /* the stacked SVG so far */
	struct bg_page *page;
	const char *game;          /* the name of the first game drawn */
	/* The stacked SVG's size, as it was before the record. */
	long was_width, was_height;
	int own;                   /* the record failed in drawing, at no line
	                            * of it */
	int status;
};

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

/* The file of position n in the --split directory. */
static void
split_path(const struct picture *pic, unsigned long n, char *buf, size_t cap)
{
	snprintf(buf, cap, "%s/%04lu.%s", pic->split, n,
	         pic->svg ? "svg" : "txt");
}

static int
write_split(struct picture *pic, const struct bg_state *st,
            const struct bg_view *view, const char *caption,
            struct bg_err *err)
{
	char path[4096];
	FILE *f;
	int rc;

	split_path(pic, pic->positions, path, sizeof path);
	if (!(f = fopen(path, "w")))
		return bg_fail(err, BG_EX_IOERR, "%s: %s", path,
		               strerror(errno));
	if (pic->svg) {
		fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", f);
		rc = svg_alone(st, view, caption, f);
	} else {
		if (caption)
			fprintf(f, "%s\n", caption);
		st->game->render_text(st, f, view);
		rc = 0;
	}
	if (fclose(f) != 0 || rc < 0)
		return bg_fail(err, BG_EX_IOERR, "%s: %s", path,
		               strerror(errno));
	return 0;
}

static int
add_page_frame(struct picture *pic, const struct bg_state *st,
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
	    bg_page_frame(pic->page, caption, buf, len) < 0)
		rc = out_of_memory(err);
	free(buf);
	return rc;
}

/* Draws a position, text and SVG boards to out; caption (the action that
 * led to it) is NULL for a state read as such. */
static int
draw(struct picture *pic, FILE *out, const struct bg_state *st,
     const struct bg_trail *trail, const char *caption, struct bg_err *err)
{
	struct bg_view view = pic->view;
	int w, h;

	view.trail = trail;
	if (!pic->game)
		pic->game = st->game->name;
	if (pic->split) {
		if (write_split(pic, st, &view, caption, err) < 0)
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

static int
draw_state(struct bg_state *st, void *ctx, struct bg_err *err)
{
	struct picture *pic = ctx;

	return draw(pic, pic->sink, st, NULL, NULL, err);
}

/* Removes the files --split wrote for a record that failed. */
static void
unsplit(struct picture *pic)
{
	char path[4096];

	while (pic->split && pic->positions > pic->held_from) {
		split_path(pic, --pic->positions, path, sizeof path);
		unlink(path);
	}
}

/* The hooks of the replay driver: the positions of a record are drawn
 * into pic->held, and drawn for good when the whole record has
 * replayed. */

static void
start(void *ctx, const struct bg_replayer *rp)
{
	struct picture *pic = ctx;

	(void)rp;
	bg_hold_clear(pic->held);
	pic->held_from = pic->positions;
	pic->was_width = pic->width;
	pic->was_height = pic->height;
	pic->own = 0;
}

/* The page tells the tags once: a record of no state gives them when
 * first read, not again for each state it is replayed from. */
static int
tag(void *ctx, const struct bg_replayer *rp, const struct bg_record_item *item,
    struct bg_err *err)
{
	struct picture *pic = ctx;

	if (pic->html && !rp->from &&
	    bg_page_tag(pic->page, item->text, item->len) < 0) {
		pic->own = 1;
		return out_of_memory(err);
	}
	return 0;
}

/* Each position of a replay, under "N. ACTOR: ACTION", the move marked. */
static int
step(void *ctx, const struct bg_replayer *rp, const struct bg_step *s,
     struct bg_err *err)
{
	struct picture *pic = ctx;
	struct bg_trail trail;
	char caption[BG_WORD_MAX + 96];

	if (!s->move) {
		snprintf(caption, sizeof caption, "0. start");
	} else {
		memset(&trail, 0, sizeof trail);
		s->before->game->trail(s->before, s->move, &trail);
		snprintf(caption, sizeof caption, "%lu. %s: %.*s",
		         rp->rp.actions, s->before->game->actor(s->before),
		         (int)s->item->len, s->item->text);
	}
	if (draw(pic, pic->held, s->after, s->move ? &trail : NULL, caption,
	         err) == 0)
		return 0;
	pic->own = 1;
	return -1;
}

/* A record that fails: its error line, its --split files removed, and
 * the picture as it was before it. */
static void
fail_record(struct picture *pic, const char *path,
            const struct bg_record_item *at, const struct bg_err *err)
{
	if (at)
		bg_report_at(prog, path, at->line, at->column, err);
	else
		bg_report(prog, NULL, 0, err);
	unsplit(pic);
	pic->width = pic->was_width;
	pic->height = pic->was_height;
	pic->positions = pic->held_from;
	pic->incomplete = 1;
	pic->status = err->status;
}

static int
drawn(void *ctx, const struct bg_replayer *rp)
{
	struct picture *pic = ctx;
	struct bg_err err;

	if (bg_hold_copy(pic->held, pic->sink, pic->sink == stdout
	                 ? "write error" : "cannot hold the picture",
	                 &err) < 0) {
		pic->broken |= pic->sink == pic->svg_body;
		fail_record(pic, rp->path, NULL, &err);
		return -1;
	}
	return 0;
}

/* A failure of a record is the record's; states read that fail, and
 * records of no state that cannot be drawn, are only told. */
static void
failed(void *ctx, const struct bg_replayer *rp, const struct bg_failure *f)
{
	struct picture *pic = ctx;
	struct bg_err err;

	switch (f->kind) {
	case BG_FAILED_REPLAY:
		fail_record(pic, rp->path, pic->own ? NULL : f->at, f->err);
		return;
	case BG_FAILED_NO_STATE:
		bg_fail(&err, BG_EX_DATAERR, "a record to draw must contain "
		        "its state");
		bg_report_at(prog, rp->path, f->at->line, 0, &err);
		break;
	case BG_FAILED_LINE:
		bg_report_at(prog, rp->path, f->at->line, f->at->column,
		             f->err);
		break;
	case BG_FAILED_STATE:
		bg_report(prog, "-", f->input_line, f->err);
		break;
	case BG_FAILED_FILE:
		bg_report(prog, NULL, 0, f->err);
		break;
	}
	pic->status = f->kind == BG_FAILED_NO_STATE ? err.status
	                                            : f->err->status;
}

/* The page's title: the game, and the record it replays. */
static void
page_title(const struct picture *pic, const char *record, char *buf,
           size_t cap)
{
	const char *base = record ? strrchr(record, '/') : NULL;

	base = base ? base + 1 : record;
	if (base && strcmp(base, "-") != 0)
		snprintf(buf, cap, "%s: %s", pic->game ? pic->game : "bg", base);
	else
		snprintf(buf, cap, "%s replay", pic->game ? pic->game : "bg");
}

static int
make_dir(const char *dir)
{
	struct stat sb;

	if (mkdir(dir, 0777) == 0 || (errno == EEXIST && stat(dir, &sb) == 0 &&
	                              S_ISDIR(sb.st_mode)))
		return 0;
	if (errno == EEXIST)
		errno = ENOTDIR;
	bg_complain(prog, "--split: %s: %s", dir, strerror(errno));
	return -1;
}

int
main(int argc, char **argv)
{
	enum { OPT_COLOR = 256, OPT_HTML, OPT_SPLIT, OPT_SEAT, OPT_SVG,
	       OPT_ASCII, OPT_KEEP_LINES };
	static const struct option longopts[] = {
		{ "svg", no_argument, NULL, OPT_SVG },
		{ "html", no_argument, NULL, OPT_HTML },
		{ "split", required_argument, NULL, OPT_SPLIT },
		{ "seat", required_argument, NULL, OPT_SEAT },
		{ "file", required_argument, NULL, 'f' },
		{ "lines", no_argument, NULL, 'l' },
		{ "keep-going", no_argument, NULL, 'k' },
		{ "keep-lines", no_argument, NULL, OPT_KEEP_LINES },
		{ "color", optional_argument, NULL, OPT_COLOR },
		{ "colour", optional_argument, NULL, OPT_COLOR },
		{ "ascii", no_argument, NULL, OPT_ASCII },
		{ "unicode", no_argument, NULL, 'u' },
		{ "rules", required_argument, NULL, 'r' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const struct bg_cli cli = { prog, usage, "f:lkuhVr:", longopts, NULL };
	static const struct bg_replay_hooks hooks = { NULL, start, tag, step,
	                                              drawn, failed };
	struct picture pic = { .view = { .seat = -1 } };
	struct bg_replayer rp = { .defs = &pic.defs, .hooks = &hooks,
	                          .ctx = &pic, .each_state = 1 };
	int color = BG_WHEN_AUTO, unicode = BG_WHEN_AUTO;
	int out_fd;
	struct bg_err err;
	char **files, title[256];
	int nfiles = 0, lines = 0, keep_lines = 0, c, i, status;
	unsigned long seat;

	files = calloc((size_t)argc, sizeof *files);
	if (!files) {
		bg_complain(prog, "out of memory");
		return BG_EX_SOFTWARE;
	}
	bg_defs_init(&pic.defs);
	while ((c = bg_getopt(&cli, argc, argv)) != -1) {
		switch (c) {
		case OPT_SVG:
			pic.svg = 1;
			break;
		case OPT_HTML:
			pic.html = 1;
			break;
		case OPT_SPLIT:
			pic.split = optarg;
			break;
		case OPT_SEAT:
			if (bg_parse_ulong(optarg, 1, BG_MAX_SEATS, &seat) < 0) {
				bg_complain(prog, "--seat: '%s' is not a seat from "
				            "1 to %d", optarg, BG_MAX_SEATS);
				status = BG_EX_USAGE;
				goto out;
			}
			pic.view.seat = (int)seat - 1;
			break;
		case 'f':
			files[nfiles++] = optarg;
			break;
		case 'l':
			lines = 1;
			break;
		case 'k':
			pic.keep_going = 1;
			break;
		case OPT_KEEP_LINES:
			keep_lines = 1;
			break;
		case OPT_ASCII:
			unicode = BG_WHEN_NEVER;
			break;
		case 'u':
			unicode = BG_WHEN_ALWAYS;
			break;
		case OPT_COLOR:
			if ((color = bg_color_when(prog, optarg)) < 0) {
				status = BG_EX_USAGE;
				goto out;
			}
			break;
		default:
			status = bg_common_option(&cli, c, &pic.defs);
			if (status != BG_OPT_NEXT)
				goto out;
		}
	}
	status = BG_EX_USAGE;
	if (nfiles && optind < argc) {
		bg_complain(prog, "give FILE operands of states or -f records, "
		            "not both");
		goto out;
	}
	if ((lines || pic.keep_going) && !nfiles) {
		bg_complain(prog, "--%s goes with -f", lines ? "lines"
		            : "keep-going");
		goto out;
	}
	if (keep_lines && (nfiles || pic.svg || pic.html || pic.split)) {
		bg_complain(prog, "--keep-lines goes with the text boards of "
		            "states read: not with -f, --svg, --html or --split");
		goto out;
	}
	if (pic.html && (pic.svg || pic.split)) {
		bg_complain(prog, "--html writes one page: not with --svg or "
		            "--split");
		goto out;
	}
	if (pic.html && (nfiles > 1 || lines)) {
		bg_complain(prog, "--html draws one record: one -f, without "
		            "--lines");
		goto out;
	}
	if (pic.split && make_dir(pic.split) < 0) {
		status = BG_EX_IOERR;
		goto out;
	}
	/* --split writes files, never a terminal. */
	out_fd = pic.split ? -1 : STDOUT_FILENO;
	pic.view.style = (bg_use_unicode(unicode, out_fd)
	                  ? BG_RENDER_UNICODE : 0) |
	                 (bg_use_color(color, out_fd) ? BG_RENDER_COLOR : 0);
	pic.sink = stdout;
	if (!(pic.held = bg_hold_open(&err)) ||
	    (pic.svg && !pic.split &&
	     !(pic.sink = pic.svg_body = bg_hold_open(&err)))) {
		bg_report(prog, NULL, 0, &err);
		status = err.status;
		goto out;
	}
	if (pic.html && !(pic.page = bg_page_new())) {
		bg_complain(prog, "out of memory");
		status = BG_EX_SOFTWARE;
		goto out;
	}
	if (nfiles == 0)
		pic.status = bg_each_state(prog, argv + optind, argc - optind,
		                           &pic.defs, keep_lines, draw_state,
		                           &pic);
	rp.keep_going = pic.keep_going;
	for (i = 0; i < nfiles; i++)
		if ((bg_replay_file(&rp, files[i], lines) < 0 &&
		     !pic.keep_going) || ferror(stdout))
			break;
	if (pic.svg_body && !pic.broken &&
	    (fflush(pic.svg_body) != 0 || ferror(pic.svg_body))) {
		bg_complain(prog, "cannot hold the picture: %s",
		            strerror(errno));
		pic.broken = 1;
		pic.status = BG_EX_IOERR;
	}
	/* A picture that could not be held whole is not drawn at all. */
	if (pic.svg_body && !pic.broken && pic.positions) {
		fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", stdout);
		svg_open(stdout, pic.width, pic.height);
		if (bg_hold_copy(pic.svg_body, stdout, "write error", &err) < 0) {
			bg_report(prog, NULL, 0, &err);
			pic.status = err.status;
		} else {
			fputs("</svg>\n", stdout);
		}
	}
	/* A page of a record that failed would show half a game; states
	 * read that fail are only left out, as in the other pictures. */
	if (pic.page && bg_page_frames(pic.page) && !pic.incomplete) {
		page_title(&pic, nfiles ? files[0] : NULL, title, sizeof title);
		bg_page_write(pic.page, stdout, title);
	}
	status = bg_finish(prog, pic.status);
out:
	if (pic.held)
		fclose(pic.held);
	if (pic.svg_body)
		fclose(pic.svg_body);
	bg_page_free(pic.page);
	bg_defs_free(&pic.defs);
	free(files);
	return status;
}
