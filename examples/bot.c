/* A bot built on libbg: it plays any game of bg as a cmd: policy of
 * bg-apply --play (formats/bot.md) by one of bg's own policies.  Built
 * from an installed libbg:
 *
 *     cc bot.c $(pkg-config --cflags --libs bg) -o bot
 *     bg-new wari | bg-apply --play cmd:./bot,random --match --games 2
 *
 * usage: bot [POLICY]   POLICY a word of formats/analysis.md, ply:1 when
 *                       none is given (random, mc:N, uct:N, ab:D, ...)
 *
 * It reads one state a line and answers one move a line.  What a policy
 * draws at random is drawn from the state line, so the same state gets
 * the same answer from every run. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <engine/engine.h>

/* The move p picks in the state line, written as bg-moves lists it: 0,
 * or -1 with err set. */
static int
answer(struct bg_defs *defs, struct bg_pool *pool, const struct bg_policy *p,
       const char *line, struct bg_err *err)
{
	struct bg_exec ex = bg_exec_pool(pool);
	char word[BG_WORD_MAX + 2];
	struct bg_state st;
	struct bg_move mv;
	struct bg_rng rng;
	int picked;

	if (bg_state_parse(defs, &st, line, strlen(line), err) < 0)
		return -1;
	bg_rng_seed(&rng, 0, line, strlen(line));
	picked = bg_policy_pick(p, &st, &ex, &rng, &mv, err);
	if (picked < 0)
		return -1;
	if (picked == 1)
		return bg_fail(err, BG_EX_DATAERR, "no move is due in this state");
	st.game->format_move(&st, &mv, word);
	/* bg waits for the whole line, and a pipe is not flushed by
	 * itself. */
	if (printf("%s\n", word) < 0 || fflush(stdout) != 0)
		return bg_fail(err, BG_EX_IOERR, "writing the move: %s",
		               strerror(errno));
	return 0;
}

int
main(int argc, char **argv)
{
	const char *word = argc > 1 ? argv[1] : "ply:1";
	char line[BG_LINE_MAX + 2];
	unsigned long lineno = 0;
	struct bg_policy policy;
	struct bg_pool *pool;
	struct bg_defs defs;
	struct bg_err err;
	int status = 0;

	if (argc > 2) {
		fprintf(stderr, "usage: bot [POLICY]\n");
		return BG_EX_USAGE;
	}
	if (bg_policy_parse(word, strlen(word), &policy, &err) < 0 ||
	    bg_pool_new(&pool, 1, &err) < 0) {
		fprintf(stderr, "bot: %s\n", err.msg);
		return err.status;
	}
	bg_defs_init(&defs);
	while (fgets(line, sizeof line, stdin)) {
		lineno++;
		line[strcspn(line, "\n")] = '\0';
		if (answer(&defs, pool, &policy, line, &err) < 0) {
			bg_prefix_at(&err, "-", lineno);
			fprintf(stderr, "bot: %s\n", err.msg);
			status = err.status;
			break;
		}
	}
	bg_defs_free(&defs);
	bg_pool_free(pool);
	return status;
}
