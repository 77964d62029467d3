/* What the SVG pictures of every game share: a die, and the mark of a
 * move. */
#include <math.h>
#include <stdio.h>

#include "core/core.h"

/* A die face of value v drawn in SVG, its corner at x, y. */
void
bg_svg_die(FILE *out, int x, int y, int v)
{
	static const char pips[7][10] = {
		"", "....x....", "x.......x", "x...x...x", "x.x...x.x",
		"x.x.x.x.x", "x.xx.xx.x"
	};
	int i;

	fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"30\" height=\"30\" "
	        "rx=\"5\" fill=\"#fff\" stroke=\"#222\"/>\n", x, y);
	for (i = 0; i < 9; i++)
		if (pips[v][i] == 'x')
			fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"2.8\" "
			        "fill=\"#222\"/>\n", x + 7 + 8 * (i % 3),
			        y + 7 + 8 * (i / 3));
}

/* Black with a white edge, so the mark shows on every seat's colour and
 * to every eye.  The rings are lines of their own: a replay page stores
 * each distinct line once, and the rings recur where the arrows do not. */
void
bg_svg_trail(FILE *out, int x1, int y1, int x2, int y2, int r)
{
	double dx = x2 - x1, dy = y2 - y1, len = sqrt(dx * dx + dy * dy);
	double ux, uy, ax, ay, bx, by, tx, ty;
	int pass;

	fprintf(out, "<g class=\"trail\" fill=\"none\">\n"
	        "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" stroke=\"#fff\" "
	        "stroke-width=\"5\"/><circle cx=\"%d\" cy=\"%d\" r=\"%d\" "
	        "stroke=\"#000\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/>\n",
	        x1, y1, r + 3, x1, y1, r + 3);
	if (len >= 2 * r + 8) {
		ux = dx / len;
		uy = dy / len;
		ax = x1 + ux * (r + 4);
		ay = y1 + uy * (r + 4);
		tx = x2 - ux * (r + 4);
		ty = y2 - uy * (r + 4);
		bx = tx - ux * 10;
		by = ty - uy * 10;
		for (pass = 0; pass < 2; pass++)
			fprintf(out, "<path d=\"M%.0f,%.0fL%.0f,%.0fM%.0f,%.0f"
			        "L%.0f,%.0fL%.0f,%.0fZ\" stroke=\"%s\" "
			        "stroke-width=\"%d\" stroke-linejoin=\"round\"%s/>",
			        ax, ay, bx, by, tx, ty, bx - uy * 6, by + ux * 6,
			        bx + uy * 6, by - ux * 6, pass ? "#000" : "#fff",
			        pass ? 3 : 7, pass ? " fill=\"#000\"" : "");
		fputc('\n', out);
	}
	fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" stroke=\"#fff\" "
	        "stroke-width=\"5\"/><circle cx=\"%d\" cy=\"%d\" r=\"%d\" "
	        "stroke=\"#000\" stroke-width=\"3\"/>\n</g>\n",
	        x2, y2, r + 3, x2, y2, r + 3);
}
