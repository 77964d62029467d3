/* libFuzzer harness: fuzzed action words through bg_state_act on a fixed
 * set of states, Wari's and Spook's in every phase.  The first byte picks
 * the state; the rest is split on newlines into words, applied in turn.
 * A word that is refused must give a one-line message with status 65 (and
 * is skipped); one that is taken must be canonical (the very word the
 * game lists or writes for the action) and leave a state that passes the
 * checks of fuzz.h.  tests/fuzz.bats reads the states from this file. */
#include "fuzz.h"

static const char *const states[] = {
	"wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=0 idle=0 pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0",
	"wari twelve=exact slam=illegal quiet=100 phase=move turn=north ply=10 idle=0 pits=0,0,0,0,2,1/1,1,0,0,0,0 captured=20,24",
	"wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=10 idle=0 pits=0,0,0,0,0,1/0,0,0,0,0,0 captured=23,24",
	"wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=10 idle=0 pits=12,1,0,0,0,0/1,1,1,1,1,1 captured=14,14",
	"wari twelve=atleast slam=no-capture quiet=3 phase=move turn=south ply=5 idle=2 pits=13,1,0,0,0,0/20,1,1,1,1,1 captured=4,4",
	"wari twelve=off slam=leave-one quiet=0 phase=move turn=north ply=4294967295 idle=0 pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0",
	"wari twelve=exact slam=leave-one quiet=0 phase=move turn=north ply=4294967295 idle=4294967295 pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0",
	"wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=0 idle=0 pits=120/120 captured=0,0",
	"wari twelve=exact slam=leave-one quiet=100 phase=move turn=south ply=7 idle=1 pits=10,10,10,10,10,10,10,10,10,10,10,10/10,10,10,10,10,10,10,10,10,10,10,10 captured=0,0",
	"wari twelve=exact slam=leave-one quiet=100 phase=over turn=south ply=30 idle=3 pits=0,0,0,0,0,0/0,0,0,0,0,0 captured=25,23 end=nomove result=north",
	/* the start: the movement roll is due */
	"spook players=2 pieces=2 round=0 phase=roll roll=movement dice=- activation=- pos=1,1/1,1 boards=HXSHCCCWCXWCWSHHWXHSWHCSSWXXCXSSHWX/HCCWCSWWSSWWSXHXSCHCXWXSHHCSHCWXXHX",
	/* seat 2 of 3 chooses */
	"spook players=3 pieces=1 round=1 phase=move turn=2 dice=6 activation=- pos=7/1/1 boards=CHXWXHSXCWCCXSWHHHXWWCHSHXSXCSWWCSS/WXCCSWWHCHWXHCHSCHHSSSCXSWCXXXXSWHW/CSXHCCHHHSXXSWWCCCCWHSWXXSWXHXWSHSW",
	/* the activation roll is due */
	"spook players=3 pieces=1 round=1 phase=roll roll=activation dice=6 activation=- pos=7/7/7 boards=CHXWXHSXCWCCXSWHHHXWWCHSHXSXCSWWCSS/WXCCSWWHCHWXHCHSCHHSSSCXSWCXXXXSWHW/CSXHCCHHHSXXSWWCCCCWHSWXXSWXHXWSHSW",
	/* over, a shared win */
	"spook players=3 pieces=1 round=15 phase=over dice=4 activation=3 pos=40/39/40 boards=CHXWXHSXCWCCXSWHHHXWWCHSHXSXCSWWCSS/WXCCSWWHCHWXHCHSCHHSSSCXSWCXXXXSWHW/CSXHCCHHHSXXSWWCCCCWHSWXXSWXHXWSHSW result=1,3",
	/* a piece on 39 with a 5: pass */
	"spook players=1 pieces=2 round=26 phase=move turn=1 dice=5 activation=2 pos=39,40 boards=HHSCCXXCSHCXWSWWHCWWXWSXCHWHXSCXSSH",
	/* three pieces on one square: one move */
	"spook players=1 pieces=3 round=1 phase=move turn=1 dice=4 activation=- pos=1,1,1 boards=HHSXXSHCSWHCWSWCHHCXWSCXWXXHCSXSCWW",
	/* the last seat can finish: over after its move */
	"spook players=2 pieces=1 round=9 phase=move turn=2 dice=3 activation=2 pos=40/37 boards=CHXWXHSXCWCCXSWHHHXWWCHSHXSXCSWWCSS/CHXWXHSXCWCCXSWHHHXWWCHSHXSXCSWWCSS",
	/* a Wizard's Hat on 37 can reach the church */
	"spook players=1 pieces=1 round=12 phase=roll roll=activation dice=2 activation=3 pos=37 boards=CHXWXHSXCWCCXSWHHHXWWCCSHXSXCSWWHSS",
	/* round at its limit, pieces on entrances and in the church */
	"spook players=3 pieces=2 round=4294967295 phase=roll roll=movement dice=6 activation=6 pos=1,1/11,40/21,31 boards=CHXWXHSXCWCCXSWHHHXWWCHSHXSXCSWWCSS/WXCCSWWHCHWXHCHSCHHSSSCXSWCXXXXSWHW/CSXHCCHHHSXXSWWCCCCWHSWXXSWXHXWSHSW",
	/* eight seats of three pieces, the last to choose */
	"spook players=8 pieces=3 round=20 phase=move turn=8 dice=5 activation=3 pos=15,16,18/16,18,21/6,6,11/11,11,16/15,15,15/21,22,26/18,21,21/22,23,25 boards=HXSHCCCWCXWCWSHHWXHSWHCSSWXXCXSSHWX/HCCWCSWWSSWWSXHXSCHCXWXSHHCSHCWXXHX/SCSXWXWWWCXXXSHSSCWCHXHCWSSHHHCHXCW/XXXCWCSWCHHHXHCCSHHWXWXSWCHWXSSSWCS/XCWWWWSCXSHXSCCCCWXSXHHWCHHSSXSXWHH/WSSWHXHSHCCSXXXXHCWCSHXWWHXSSWWHCCC/XWSSXXHSCHXXWWHHSCXCSCSWHWCCHXWCSWH/XSHXXXWHXCWCCXCSCSHHCWCWSXWHWHHWSSS",
};
#define NSTATES (sizeof states / sizeof states[0])

static struct bg_state start[NSTATES];

static void
fuzz_setup(void)
{
	struct bg_err err;
	size_t i;

	for (i = 0; i < NSTATES; i++) {
		if (bg_state_parse(&defs, &start[i], states[i],
		                   strlen(states[i]), &err) < 0)
			fuzz_fail("start state %zu: %s", i, err.msg);
		fuzz_check_state(&start[i], states[i]);
	}
}

/* A word that parse_action takes is the action's one spelling: a listed
 * move, the chance outcome as bg_chance_word writes it, or "end". */
static void
check_taken(const struct bg_state *st, const struct bg_move *mv,
            const char *word, size_t wl)
{
	static char words[BG_MAX_MOVES][BG_WORD_MAX + 2];
	char line[BG_LINE_MAX + 2], want[BG_WORD_MAX + 2];
	int values[BG_MAX_DICE], n, i;

	st->game->format(st, line);
	switch (mv->kind) {
	case BG_ACT_MOVE:
		n = fuzz_move_words(st, words, line);
		for (i = 0; i < n; i++)
			if (strlen(words[i]) == wl && memcmp(words[i], word, wl) == 0)
				return;
		fuzz_fail("'%.*s' is taken but not listed in %s", (int)wl, word,
		          line);
	case BG_ACT_CHANCE:
		for (i = 0; i < mv->len && i < BG_MAX_DICE; i++)
			values[i] = mv->v[i];
		bg_chance_word(values, i, want);
		break;
	case BG_ACT_END:
		snprintf(want, sizeof want, "end");
		break;
	default:
		fuzz_fail("'%.*s' is read as kind %d in %s", (int)wl, word,
		          mv->kind, line);
	}
	if (strlen(want) != wl || memcmp(want, word, wl) != 0)
		fuzz_fail("'%.*s' is taken for '%s' in %s", (int)wl, word, want,
		          line);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const uint8_t *p, *end = data + size, *nl;
	struct bg_state st;
	struct bg_move mv;
	struct bg_err err;
	char *word;
	size_t wl;

	if (size < 1)
		return 0;
	st = start[data[0] % NSTATES];
	for (p = data + 1; p < end; p = nl + 1) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			nl = end;
		wl = (size_t)(nl - p);
		word = fuzz_copy(p, wl);
		if (st.game->parse_action(&st, word, wl, &mv, &err) < 0) {
			fuzz_check_err(&err, word, wl);
			if (bg_state_act(&st, word, wl, &err) == 0)
				fuzz_fail("'%.*s' is refused, then taken",
				          (int)wl, word);
		} else {
			check_taken(&st, &mv, word, wl);
			if (bg_state_act(&st, word, wl, &err) < 0)
				fuzz_fail("'%.*s' is taken, then refused: %s",
				          (int)wl, word, err.msg);
			fuzz_check_state(&st, word);
		}
		free(word);
	}
	return 0;
}
