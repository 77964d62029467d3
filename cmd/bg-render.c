/* bg-render: pictures of states, as text or as one SVG document. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib/tool.h"

static const char prog[] = "bg-render";

static const char usage[] =
	"usage: bg-render [--svg] [--color[=WHEN]] [--ascii | -u] [-r FILE]\n"
	"                 [FILE...]\n"
	"Draw each state read as a text board (boards are separated by a blank\n"
	"line), or all of them as one SVG picture, stacked top to bottom.\n"
	"\n"
	"      --svg            write SVG instead of text\n"
	"      --color[=WHEN]   colour: always (no WHEN; also yes), never (no)\n"
	"                       or auto, the default: on a terminal whose TERM\n"
	"                       is not dumb, unless NO_COLOR is set; also --colour\n"
	"      --ascii          draw with ASCII only\n"
	"  -u, --unicode        draw with Unicode box characters (by default on a\n"
	"                       terminal whose locale is UTF-8)\n"
	"  -r, --rules FILE     load a game definition (YAML)\n"
	"  -h, --help           print this help\n"
	"  -V, --version        print the version\n"
	"\n"
	"Exit: 0 ok, 64 usage, 65 bad state, 66 unreadable input,\n"
	"70 out of memory, 74 write error.\n";

struct picture {
	int style;
	int svg;
	int boards;
	FILE *svg_body; /* the boards so far, while the height is unknown */
	long width, height;
};

static int
draw(struct bg_state *st, void *ctx, struct bg_err *err)
{
	struct picture *pic = ctx;
	int w, h;

	(void)err;
	if (pic->svg) {
		fprintf(pic->svg_body, "<g transform=\"translate(0,%ld)\">\n",
		        pic->height);
		st->game->render_svg(st, pic->svg_body, &w, &h);
		fputs("</g>\n", pic->svg_body);
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
	enum { OPT_COLOR = 256, OPT_SVG, OPT_ASCII };
	static const struct option longopts[] = {
		{ "svg", no_argument, NULL, OPT_SVG },
		{ "color", optional_argument, NULL, OPT_COLOR },
		{ "colour", optional_argument, NULL, OPT_COLOR },
		{ "ascii", no_argument, NULL, OPT_ASCII },
		{ "unicode", no_argument, NULL, 'u' },
		{ "rules", required_argument, NULL, 'r' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const struct bg_cli cli = { prog, usage, "uhVr:", longopts, NULL };
	struct picture pic = { 0 };
	struct bg_defs defs;
	int color = BG_WHEN_AUTO, unicode = BG_WHEN_AUTO;
	char *body = NULL;
	size_t body_len = 0;
	int c, status;

	bg_defs_init(&defs);
	while ((c = bg_getopt(&cli, argc, argv)) != -1) {
		switch (c) {
		case OPT_SVG:
			pic.svg = 1;
			break;
		case OPT_ASCII:
			unicode = BG_WHEN_NEVER;
			break;
		case 'u':
			unicode = BG_WHEN_ALWAYS;
			break;
		case OPT_COLOR:
			if ((color = bg_color_when(prog, optarg)) < 0)
				return BG_EX_USAGE;
			break;
		default:
			status = bg_common_option(&cli, c, &defs);
			if (status != BG_OPT_NEXT) {
				bg_defs_free(&defs);
				return status;
			}
		}
	}
	pic.style = (bg_use_unicode(unicode, STDOUT_FILENO)
	             ? BG_RENDER_UNICODE : 0) |
	            (bg_use_color(color, STDOUT_FILENO) ? BG_RENDER_COLOR : 0);
	if (pic.svg) {
		pic.svg_body = open_memstream(&body, &body_len);
		if (!pic.svg_body) {
			bg_complain(prog, "out of memory");
			return BG_EX_SOFTWARE;
		}
	}
	status = bg_each_state(prog, argv + optind, argc - optind, &defs, draw,
	                       &pic);
	if (pic.svg) {
		fclose(pic.svg_body);
		if (pic.boards) {
			printf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
			       "<svg xmlns=\"http://www.w3.org/2000/svg\" "
			       "width=\"%ld\" height=\"%ld\" viewBox=\"0 0 %ld %ld\" "
			       "font-family=\"sans-serif\">\n"
			       "<rect width=\"100%%\" height=\"100%%\" "
			       "fill=\"#fff\"/>\n",
			       pic.width, pic.height, pic.width, pic.height);
			fwrite(body, 1, body_len, stdout);
			fputs("</svg>\n", stdout);
		}
		free(body);
	}
	bg_defs_free(&defs);
	return bg_finish(prog, status);
}
