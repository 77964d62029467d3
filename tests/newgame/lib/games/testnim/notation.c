/* Testnim's notation (formats/testnim.md): the state line, and the words
 * of moves, read against the rules. */
#include <string.h>

#include "games/testnim/testnim.h"

const char *const testnim_seat_names[] = { "first", "second", NULL };
static const char *const phases[] = { "move", "over", NULL };

size_t
testnim_format_move(const struct bg_state *st, const struct bg_move *mv,
                    char *buf)
{
	(void)st;
	buf[0] = (char)('0' + mv->v[0]);
	buf[1] = '\0';
	return 1;
}

int
testnim_parse_action(const struct bg_state *st, const char *word,
                     size_t len, struct bg_move *mv, struct bg_err *err)
{
	const struct testnim *t = CS(st);
	int k;

	memset(mv, 0, sizeof *mv);
	if (t->over)
		return bg_illegal(err, st, word, len, "the game is over");
	if (len >= 5 && memcmp(word, "roll:", 5) == 0)
		return bg_illegal(err, st, word, len,
		                  "no roll is due (Testnim has no dice)");
	if (t->ply == BG_COUNT_MAX)
		return bg_count_full(err, st, word, len, "ply");
	if (len != 1 || word[0] < '1' || word[0] > '0' + t->take)
		return bg_illegal(err, st, word, len,
		                  "a move takes 1 to %d stones (TN-2)", t->take);
	k = word[0] - '0';
	if (k > t->heap)
		return bg_illegal(err, st, word, len,
		                  "the heap holds %d stones (TN-2)", t->heap);
	mv->kind = BG_ACT_MOVE;
	mv->len = 1;
	mv->v[0] = (uint8_t)k;
	return 0;
}

size_t
testnim_format(const struct bg_state *st, char *buf)
{
	const struct testnim *t = CS(st);
	char *p = buf;

	p = bg_put_str(p, "testnim take=");
	p = bg_put_uint(p, t->take);
	if (t->over) {
		p = bg_put_str(p, " phase=over");
	} else {
		p = bg_put_str(p, " phase=move turn=");
		p = bg_put_str(p, testnim_seat_names[t->turn]);
	}
	p = bg_put_str(p, " ply=");
	p = bg_put_uint(p, t->ply);
	p = bg_put_str(p, " heap=");
	p = bg_put_uint(p, t->heap);
	if (t->over) {
		p = bg_put_str(p, " result=");
		p = bg_put_str(p, testnim_seat_names[t->turn]);
	}
	*p = '\0';
	return (size_t)(p - buf);
}

int
testnim_parse(struct bg_state *st, const char *line, size_t len,
              struct bg_err *err)
{
	struct testnim *t = S(st);
	unsigned long take, ply, heap;
	int phase, turn = FIRST;
	struct bg_scan s;

	memset(t, 0, sizeof *t);
	bg_scan_init(&s, line, len, err);
	if (bg_scan_game(&s, "testnim") < 0 ||
	    bg_scan_field_uint(&s, "take", "a stone count", TESTNIM_MAXTAKE,
	                       &take) < 0 ||
	    bg_scan_field_enum(&s, "phase", "move or over", phases,
	                       &phase) < 0 ||
	    (phase == 0 &&
	     bg_scan_field_enum(&s, "turn", "first or second",
	                        testnim_seat_names, &turn) < 0) ||
	    bg_scan_field_uint(&s, "ply", "a ply count", BG_COUNT_MAX,
	                       &ply) < 0 ||
	    bg_scan_field_uint(&s, "heap", "a stone count", TESTNIM_MAXHEAP,
	                       &heap) < 0 ||
	    (phase == 1 &&
	     bg_scan_field_enum(&s, "result", "first or second",
	                        testnim_seat_names, &turn) < 0) ||
	    bg_scan_end(&s) < 0)
		return -1;
	if (!take)
		return bg_scan_fail(&s, "take=0: a move takes a stone (TN-2)");
	t->take = (uint8_t)take;
	t->turn = (uint8_t)turn;
	t->over = (uint8_t)phase;
	t->ply = (uint32_t)ply;
	t->heap = (uint8_t)heap;
	return 0;
}
