/* bg-render: pictures of states and of replayed records: text boards, one
 * SVG document, one file per position, or a replay page.  The pictures
 * are out/'s, the replays the record driver's (record/record.h). */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "out/out.h"
#include "record/record.h"
#include "cli/cli.h"

static const char prog[] = "bg-render";

static const char usage[] =
	"usage: bg-render [--svg | --html] [--split DIR] [--seat SEAT] [--holes]\n"
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
	"      --split DIR    write each position to its own file, DIR/000000.svg\n"
	"                     (or .txt), numbered from 0 in order; DIR is made,\n"
	"                     or must be empty\n"
	"      --seat SEAT    draw the board from SEAT's side, where the game has\n"
	"                     sides; SEAT as the game names it (north, 3)\n"
	"      --holes        name each hole as move words do (Waju, Wahoo, Manji):\n"
	"                     a key beside the text board (and a legend of its\n"
	"                     glyphs under it), on the holes in SVG\n"
	"                     (the page always names them)\n"
	"  -f, --file RECORD  replay the record file RECORD (- is standard input);\n"
	"                     may be given more than once, and the operands\n"
	"                     after -f are more records (-f *.rec)\n"
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
	BG_COMMON_HELP
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad state or record, 66 unreadable input,\n"
	"70 out of memory, 74 write error (or the picture cannot be held in\n"
	"TMPDIR).\n";

enum { OPT_COLOR = 256, OPT_HTML, OPT_SPLIT, OPT_SEAT, OPT_SVG, OPT_ASCII,
       OPT_KEEP_LINES, OPT_HOLES };

/* The command line. */
struct options {
	char **files;       /* -f */
	int nfiles, lines, keep_going, keep_lines, holes;
	int color, unicode; /* BG_WHEN_* */
};

/* What the hooks share. */
struct render {
	struct bg_picture pic;
	struct bg_defs defs;
	int own;            /* the record failed in drawing, at no line of it */
	unsigned long drawn; /* records drawn whole */
	int status;
};

static int
draw_state(struct bg_state *st, void *ctx, struct bg_err *err)
{
	struct render *rd = ctx;

	return bg_picture_draw(&rd->pic, st, NULL, NULL, err);
}

/* The hooks of the replay driver. */

/* The page draws one game: a record of no state is replayed from the
 * first state of standard input only. */
static int
input(void *ctx, const struct bg_replayer *rp, struct bg_err *err)
{
	struct render *rd = ctx;

	if (rp->states > 1 && rd->pic.html)
		return bg_fail(err, BG_EX_DATAERR, "a second state: --html "
		               "draws one game");
	return 0;
}

static void
start(void *ctx, const struct bg_replayer *rp)
{
	struct render *rd = ctx;

	(void)rp;
	bg_picture_record(&rd->pic);
	rd->own = 0;
}

/* The page draws one game: the second record of a file of one-line
 * records fails, and a record that fails writes no page. */
static int
second_record(struct render *rd, struct bg_err *err)
{
	if (!rd->pic.html || rd->drawn == 0)
		return 0;
	return bg_fail(err, BG_EX_DATAERR, "a second record: --html draws "
	               "one game");
}

/* The page tells the tags once: a record of no state gives them when
 * first read, not again for each state it is replayed from. */
static int
tag(void *ctx, const struct bg_replayer *rp, const struct bg_record_item *item,
    struct bg_err *err)
{
	struct render *rd = ctx;

	if (second_record(rd, err) < 0)
		return -1;
	if (rp->from || bg_picture_tag(&rd->pic, item->text, item->len, err) == 0)
		return 0;
	rd->own = 1;
	return -1;
}

/* Each position of a replay, under "N. ACTOR: ACTION", the move marked. */
static int
step(void *ctx, const struct bg_replayer *rp, const struct bg_step *s,
     struct bg_err *err)
{
	struct render *rd = ctx;
	struct bg_trail trail;
	char caption[BG_WORD_MAX + 96];

	if (second_record(rd, err) < 0)
		return -1;
	if (!s->move) {
		snprintf(caption, sizeof caption, "0. start");
	} else {
		memset(&trail, 0, sizeof trail);
		s->before->game->trail(s->before, s->move, &trail);
		snprintf(caption, sizeof caption, "%lu. %s: %.*s",
		         rp->rp.actions, s->before->game->actor(s->before),
		         (int)s->item->len, s->item->text);
	}
	if (s->item)
		bg_picture_comment(&rd->pic, s->item->comment,
		                   s->item->comment_len);
	if (bg_picture_draw(&rd->pic, s->after, s->move ? &trail : NULL,
	                    caption, err) == 0)
		return 0;
	rd->own = 1;
	return -1;
}

static int
drawn(void *ctx, const struct bg_replayer *rp)
{
	struct render *rd = ctx;
	struct bg_err err;

	if (bg_picture_forfeit(&rd->pic, &rp->rp, &err) < 0 ||
	    bg_picture_keep(&rd->pic, &err) < 0)
		return bg_replay_failed(rp, &err);
	rd->drawn++;
	return 0;
}

/* A record that fails is told, and its positions are forgotten; states
 * read that fail, and records of no state that cannot be drawn, are only
 * told. */
static void
failed(void *ctx, const struct bg_replayer *rp, const struct bg_failure *f)
{
	struct render *rd = ctx;
	struct bg_failure told = *f;
	struct bg_err err;

	if (f->kind == BG_FAILED_NO_STATE) {
		bg_fail(&err, BG_EX_DATAERR, "a record to draw must contain "
		        "its state");
		told.err = &err;
	}
	if (f->kind == BG_FAILED_REPLAY && rd->own)
		told.at = NULL;
	bg_report_failure(prog, rp, &told);
	if (f->kind == BG_FAILED_REPLAY)
		bg_picture_drop(&rd->pic);
	/* The exit status of the worst failure. */
	if (told.err->status > rd->status)
		rd->status = told.err->status;
}

static int
halted(void *ctx)
{
	struct render *rd = ctx;

	return rd->pic.halted;
}

/* The command line. */

/* One option: BG_OPT_NEXT, or the status to exit with (64 after the
 * usage message). */
static int
option(struct options *o, struct bg_picture *pic, int c, char *arg,
       const struct bg_cli *cli, struct bg_defs *defs)
{
	switch (c) {
	case OPT_SVG:
		pic->svg = 1;
		break;
	case OPT_HTML:
		pic->html = 1;
		break;
	case OPT_SPLIT:
		pic->split = arg;
		break;
	case OPT_HOLES:
		o->holes = 1;
		break;
	case OPT_SEAT:
		if (!*arg) {
			bg_complain(prog, "--seat: give a seat as the game names "
			            "it (north, 3)");
			return BG_EX_USAGE;
		}
		pic->seat = arg;
		break;
	case 'f':
		o->files[o->nfiles++] = arg;
		break;
	case 'l':
		o->lines = 1;
		break;
	case 'k':
		o->keep_going = 1;
		break;
	case OPT_KEEP_LINES:
		o->keep_lines = 1;
		break;
	case OPT_ASCII:
		o->unicode = BG_WHEN_NEVER;
		break;
	case 'u':
		o->unicode = BG_WHEN_ALWAYS;
		break;
	case OPT_COLOR:
		if ((o->color = bg_color_when(prog, arg)) < 0)
			return BG_EX_USAGE;
		break;
	default:
		return bg_common_option(cli, c, defs);
	}
	return BG_OPT_NEXT;
}

/* How the options go together; NULL when all is well. */
static const char *
conflict(const struct options *o, const struct bg_picture *pic)
{
	if (o->lines && !o->nfiles)
		return "--lines goes with -f";
	if (o->keep_going && !o->nfiles)
		return "--keep-going goes with -f";
	if (o->keep_lines && (o->nfiles || pic->svg || pic->html || pic->split))
		return "--keep-lines goes with the text boards of states read: "
		       "not with -f, --svg, --html or --split";
	if (pic->html && (pic->svg || pic->split))
		return "--html writes one page: not with --svg or --split";
	if (pic->html && o->nfiles > 1)
		return "--html draws one record: one -f";
	return NULL;
}

/* The command line into o and the picture: BG_OPT_NEXT, or the status to
 * exit with. */
static int
parse_options(struct options *o, struct render *rd, int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "svg", no_argument, NULL, OPT_SVG },
		{ "html", no_argument, NULL, OPT_HTML },
		{ "split", required_argument, NULL, OPT_SPLIT },
		{ "holes", no_argument, NULL, OPT_HOLES },
		{ "seat", required_argument, NULL, OPT_SEAT },
		{ "file", required_argument, NULL, 'f' },
		{ "lines", no_argument, NULL, 'l' },
		{ "keep-going", no_argument, NULL, 'k' },
		{ "keep-lines", no_argument, NULL, OPT_KEEP_LINES },
		{ "color", optional_argument, NULL, OPT_COLOR },
		{ "colour", optional_argument, NULL, OPT_COLOR },
		{ "ascii", no_argument, NULL, OPT_ASCII },
		{ "unicode", no_argument, NULL, 'u' },
		BG_COMMON_LONGOPTS
	};
	const struct bg_cli cli = { prog, usage, "f:lkuhVr:", longopts, NULL };
	const char *why;
	int c, status, out_fd;

	while ((c = bg_getopt(&cli, argc, argv)) != -1)
		if ((status = option(o, &rd->pic, c, optarg, &cli, &rd->defs)) !=
		    BG_OPT_NEXT)
			return status;
	/* With -f, the operands are more records (-f *.rec). */
	while (o->nfiles && optind < argc)
		o->files[o->nfiles++] = argv[optind++];
	if ((why = conflict(o, &rd->pic)) != NULL) {
		bg_complain(prog, "%s", why);
		return BG_EX_USAGE;
	}
	/* --split writes files, never a terminal. */
	out_fd = rd->pic.split ? -1 : STDOUT_FILENO;
	rd->pic.view.style = (bg_use_unicode(o->unicode, out_fd)
	                      ? BG_RENDER_UNICODE : 0) |
	                     (bg_use_color(o->color, out_fd) ? BG_RENDER_COLOR
	                                                     : 0) |
	                     (o->holes || rd->pic.html ? BG_RENDER_HOLES : 0);
	return BG_OPT_NEXT;
}

/* The states of the FILE operands, or the records, drawn: the exit
 * status. */
static int
render(struct render *rd, const struct options *o, char **operands, int n)
{
	static const struct bg_replay_hooks hooks = { input, start, tag, step,
	                                              drawn, failed, halted };
	struct bg_replayer rp = { .defs = &rd->defs, .hooks = &hooks,
	                          .ctx = rd, .each_state = 1,
	                          .keep_before = 1,
	                          .keep_going = o->keep_going };
	struct bg_err err;

	if (o->nfiles == 0)
		rd->status = bg_each_state(prog, operands, n, &rd->defs,
		                           o->keep_lines, 1, draw_state, rd);
	/* States that turn out a record (64): the picture held is not
	 * written, rather than that of the states before it. */
	if (rd->status == BG_EX_USAGE)
		bg_picture_refuse(&rd->pic);
	bg_replay_files(&rp, o->files, o->nfiles, o->lines);
	if (bg_picture_finish(&rd->pic, o->nfiles ? o->files[0] : NULL,
	                      &err) < 0) {
		bg_report(prog, NULL, 0, &err);
		rd->status = err.status;
	}
	return bg_finish(prog, rd->status);
}

int
main(int argc, char **argv)
{
	struct options o = { .color = BG_WHEN_AUTO, .unicode = BG_WHEN_AUTO };
	struct render rd = { .pic = { .view = { .seat = -1 } } };
	struct bg_err err;
	int status;

	bg_std_guard();
	o.files = calloc((size_t)argc, sizeof *o.files);
	if (!o.files) {
		bg_complain(prog, "out of memory");
		return BG_EX_SOFTWARE;
	}
	bg_defs_init(&rd.defs);
	status = parse_options(&o, &rd, argc, argv);
	if (status == BG_OPT_NEXT && bg_picture_open(&rd.pic, &err) < 0) {
		bg_report(prog, NULL, 0, &err);
		status = err.status;
	}
	if (status == BG_OPT_NEXT)
		status = render(&rd, &o, argv + optind, argc - optind);
	bg_picture_close(&rd.pic);
	bg_defs_free(&rd.defs);
	free(o.files);
	return status;
}
