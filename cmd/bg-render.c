/* bg-render: pictures of states, as text or as one SVG document. */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib/tool.h"

static const char prog[] = "bg-render";

static const char usage[] =
	"usage: bg-render [--svg] [--color WHEN] [--ascii | --unicode]\n"
	"                 [-r FILE] [FILE...]\n"
	"Draw each state read as a text board (boards are separated by a blank\n"
	"line), or all of them as one SVG picture, stacked top to bottom.\n"
	"\n"
	"  -s, --svg          write SVG instead of text\n"
	"      --color WHEN   colour: auto (on a terminal, unless NO_COLOR is\n"
	"                     set), always or never; also --colour\n"
	"  -a, --ascii        draw with ASCII only\n"
	"  -u, --unicode      draw with Unicode box characters\n"
	"  -r, --rules FILE   load a game definition (YAML)\n"
	"  -h, --help         print this help\n"
	"  -V, --version      print the version\n"
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad state, 66 unreadable input,\n"
	"74 write error (or the picture cannot be held in TMPDIR).\n";

struct picture {
	int style;
	int svg;
	int boards;
	FILE *svg_body; /* the boards so far, while the height is unknown */
	int broken;     /* svg_body could not be written: draw no more */
	long width, height;
};

static int
draw(struct bg_state *st, void *ctx, struct bg_err *err)
{
	struct picture *pic = ctx;
	int w, h;

	if (pic->broken)
		return 0;
	if (pic->svg) {
		fprintf(pic->svg_body, "<g transform=\"translate(0,%ld)\">\n",
		        pic->height);
		st->game->render_svg(st, pic->svg_body, &w, &h);
		fputs("</g>\n", pic->svg_body);
		if (ferror(pic->svg_body)) {
			pic->broken = 1;
			return bg_fail(err, BG_EX_IOERR, "cannot hold the "
			               "picture: %s", strerror(errno));
		}
		if (w > pic->width)
			pic->width = w;
		pic->height += h;
	} else {
		if (pic->boards)
			fputc('\n', stdout);
		st->game->render_text(st, stdout, pic->style);
	}
	pic->boards++;
	return 0;
}

int
main(int argc, char **argv)
{
	enum { OPT_COLOR = 256 };
	static const struct option longopts[] = {
		{ "svg", no_argument, NULL, 's' },
		{ "color", required_argument, NULL, OPT_COLOR },
		{ "colour", required_argument, NULL, OPT_COLOR },
		{ "ascii", no_argument, NULL, 'a' },
		{ "unicode", no_argument, NULL, 'u' },
		{ "rules", required_argument, NULL, 'r' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const struct bg_cli cli = { prog, usage, "sauhVr:", longopts, NULL };
	struct picture pic = { 0 };
	struct bg_defs defs;
	const char *no_color = getenv("NO_COLOR");
	int tty = isatty(STDOUT_FILENO);
	int color = tty && !(no_color && *no_color);
	int unicode = tty;
	struct bg_err err;
	int c, status;

	bg_defs_init(&defs);
	while ((c = bg_getopt(&cli, argc, argv)) != -1) {
		switch (c) {
		case 's':
			pic.svg = 1;
			break;
		case 'a':
			unicode = 0;
			break;
		case 'u':
			unicode = 1;
			break;
		case OPT_COLOR:
			if (strcmp(optarg, "always") == 0) {
				color = 1;
			} else if (strcmp(optarg, "never") == 0) {
				color = 0;
			} else if (strcmp(optarg, "auto") != 0) {
				bg_complain(prog, "--color: '%s' is not auto, "
				            "always or never", optarg);
				bg_defs_free(&defs);
				return BG_EX_USAGE;
			}
			break;
		default:
			status = bg_common_option(&cli, c, &defs);
			if (status != BG_OPT_NEXT) {
				bg_defs_free(&defs);
				return status;
			}
		}
	}
	pic.style = (unicode ? BG_RENDER_UNICODE : 0) |
	            (color ? BG_RENDER_COLOR : 0);
	if (pic.svg && !(pic.svg_body = bg_hold_open(&err))) {
		bg_report(prog, NULL, 0, &err);
		bg_defs_free(&defs);
		return err.status;
	}
	status = bg_each_state(prog, argv + optind, argc - optind, &defs, draw,
	                       &pic);
	if (pic.svg && !pic.broken && fflush(pic.svg_body) != 0) {
		bg_complain(prog, "cannot hold the picture: %s",
		            strerror(errno));
		pic.broken = 1;
		status = BG_EX_IOERR;
	}
	/* A picture that could not be held whole is not drawn at all. */
	if (pic.svg && !pic.broken) {
		if (pic.boards) {
			printf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
			       "<svg xmlns=\"http://www.w3.org/2000/svg\" "
			       "width=\"%ld\" height=\"%ld\" viewBox=\"0 0 %ld %ld\" "
			       "font-family=\"sans-serif\">\n"
			       "<rect width=\"100%%\" height=\"100%%\" "
			       "fill=\"#fff\"/>\n",
			       pic.width, pic.height, pic.width, pic.height);
			if (bg_hold_copy(pic.svg_body, stdout, &err) < 0) {
				bg_report(prog, NULL, 0, &err);
				status = err.status;
			} else {
				fputs("</svg>\n", stdout);
			}
		}
	}
	if (pic.svg_body)
		fclose(pic.svg_body);
	bg_defs_free(&defs);
	return bg_finish(prog, status);
}
