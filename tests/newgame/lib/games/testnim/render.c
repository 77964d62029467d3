/* Testnim drawn as text and as SVG: the heap, a row of stones, and whose
 * turn it is.  The heap is place 0, where a move takes its stones from. */
#include <string.h>

#include "games/testnim/testnim.h"

void
testnim_trail(const struct bg_state *before, const struct bg_move *mv,
              struct bg_trail *trail)
{
	memset(trail, 0, sizeof *trail);
	if (mv->kind != BG_ACT_MOVE || CS(before)->over)
		return;
	trail->taken = 1;
	trail->take[0] = 0;
}

static int
marked(const struct bg_view *view)
{
	return view->trail && view->trail->taken;
}

void
testnim_render_text(const struct bg_state *st, FILE *out,
                    const struct bg_view *view)
{
	const struct testnim *t = CS(st);
	const char *stone = view->style & BG_RENDER_UNICODE ? "\u25cf" : "o";
	int i;

	/* A heap a move took from is bracketed, as the other games mark the
	 * pits a capture emptied. */
	fputs(marked(view) ? "  heap [" : "  heap  ", out);
	for (i = 0; i < t->heap; i++)
		fputs(stone, out);
	fprintf(out, "%s %d\n", marked(view) ? "]" : "", t->heap);
	if (t->over)
		fprintf(out, "  %s took the last stone and won\n",
		        testnim_seat_names[t->turn]);
	else
		fprintf(out, "  %s to take 1 to %d\n",
		        testnim_seat_names[t->turn],
		        t->heap < t->take ? t->heap : t->take);
}

void
testnim_render_svg(const struct bg_state *st, FILE *out,
                   const struct bg_view *view, int *width, int *height)
{
	const struct testnim *t = CS(st);
	int i;

	/* Wide enough for the heap and for the line under it. */
	*width = 30 * t->heap + 20 > 240 ? 30 * t->heap + 20 : 240;
	*height = 80;
	fprintf(out, "<rect x=\"5\" y=\"5\" width=\"%d\" height=\"40\" "
	        "rx=\"8\" fill=\"%s\" stroke=\"#555\"/>\n", *width - 10,
	        marked(view) ? "#f3e2b0" : "#eee");
	for (i = 0; i < t->heap; i++)
		fprintf(out, "<circle cx=\"%d\" cy=\"25\" r=\"12\" "
		        "fill=\"#333\"/>\n", 25 + 30 * i);
	fprintf(out, "<text x=\"10\" y=\"68\" font-size=\"14\">%s %s</text>\n",
	        testnim_seat_names[t->turn],
	        t->over ? "took the last stone and won" : "to move");
}
