/* bot-bench GAMES BOT: the cost of the bot protocol (formats/bot.md) per
 * decision.  Plays GAMES Wari games three ways, each against random
 * in-process moves, the first seat's policy holding each seat in turn:
 *
 *   random  random moves in-process at both seats (the baseline);
 *   first   the first listed move, chosen in-process;
 *   bot     the first listed move, chosen by BOT as a coprocess (the
 *           command of tests/bots/first.c).
 *
 * first and bot make the same choices from the same streams, so they
 * play the same games, and the difference of their times is what the
 * protocol costs.  One line each: NAME SECONDS DECISIONS CHOICE_US
 * ROUND_TRIP_US SCORE (the policy's score, in 840ths of a win) CPU_US
 * CHILD_CPU_US (processor time, user and system, per decision: this
 * process's, and its children's once they are reaped).  Last, the floor:
 * as many state lines sent to cat and read back with one write, one poll
 * and one read each, and nothing else (a line "cat"). */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "match/match.h"

static const char start[] =
	"wari twelve=exact slam=leave-one quiet=100 phase=move turn=north "
	"ply=0 idle=0 pits=4,4,4,4,4,4/4,4,4,4,4,4 captured=0,0";

/* Processor time, user and system, in microseconds. */
static double
cpu_us(int who)
{
	struct rusage ru;

	getrusage(who, &ru);
	return (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e6 +
	       (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
}

/* The time the in-process choices take, and how many there are. */
struct timed {
	uint64_t us, decisions;
};

static int
pick_first(const struct bg_state *st, struct bg_rng *rng, struct bg_move *mv,
           void *ctx)
{
	struct bg_move moves[BG_MAX_MOVES];
	struct timed *t = ctx;
	uint64_t t0 = bg_clock_us();
	int n = st->game->moves(st, moves);

	(void)rng;
	if (n)
		*mv = moves[0];
	t->us += bg_clock_us() - t0;
	t->decisions++;
	return n ? 0 : -1;
}

static int
pick_random(const struct bg_state *st, struct bg_rng *rng, struct bg_move *mv,
            void *ctx)
{
	static const struct bg_policy random_policy = { .kind =
	                                                BG_POLICY_RANDOM };
	struct timed *t = ctx;
	uint64_t t0 = bg_clock_us();
	/* Random play uses neither threads nor memory. */
	int rc = bg_policy_pick(&random_policy, st, NULL, rng, mv, NULL) == 0
	         ? 0 : -1;

	if (t) {
		t->us += bg_clock_us() - t0;
		t->decisions++;
	}
	return rc;
}

/* Plays the games with player at policy 0's seat; prints its line. */
static int
play(const char *name, const struct bg_state *st, struct bg_player *player,
     struct bg_bot *bot, unsigned long games)
{
	struct bg_player opponent = { NULL, pick_random, NULL };
	struct bg_bot_limits lim = { BG_BOT_MOVE_MS, 0, BG_BOT_GRACE_MS };
	struct bg_player *seat[2];
	struct bg_schedule s;
	struct bg_refereed g;
	struct bg_rng rng;
	struct bg_err err;
	struct timed *t = player->ctx;
	uint64_t t0 = bg_clock_us();
	double cpu0 = cpu_us(RUSAGE_SELF), child0 = cpu_us(RUSAGE_CHILDREN);
	int64_t score = 0;
	unsigned long i;
	int p0;

	bg_schedule_init(&s, 2, 2, 1, games, &err);
	for (i = 0; i < games; i++) {
		p0 = bg_schedule_policy(&s, i, 0) == 0 ? 0 : 1;
		seat[p0] = player;
		seat[1 - p0] = &opponent;
		bg_schedule_choices(&rng, 1, i);
		if (bg_referee(st, seat, &lim, bg_schedule_dice_key(&s, 1, i),
		               &rng, NULL, NULL, &g, &err) < 0) {
			fprintf(stderr, "bot-bench: %s\n", err.msg);
			return -1;
		}
		if (g.forfeit.kind != BG_FORFEIT_NONE) {
			fprintf(stderr, "bot-bench: game %lu: %s\n", i + 1,
			        g.forfeit.reason);
			return -1;
		}
		score += g.value[p0];
	}
	if (bot) {
		t->decisions = bot->decisions;
		t->us = 0;
	}
	t0 = bg_clock_us() - t0;
	cpu0 = cpu_us(RUSAGE_SELF) - cpu0;
	if (bot)
		bg_bot_stop(bot, BG_BOT_GRACE_MS);
	child0 = cpu_us(RUSAGE_CHILDREN) - child0;
	printf("%s %.3f %llu %.3f %.3f %lld %.3f %.3f\n", name,
	       (double)t0 / 1e6, (unsigned long long)t->decisions,
	       t->decisions ? (double)t->us / (double)t->decisions : 0,
	       bot && bot->decisions ? (double)bot->answer_us /
	                               (double)bot->decisions : 0,
	       (long long)score, t->decisions ? cpu0 / (double)t->decisions : 0,
	       t->decisions ? child0 / (double)t->decisions : 0);
	return 0;
}

/* The floor of any line protocol: a state line to cat and back, n times,
 * by one write, one poll and one read at this end. */
static int
floor_trip(const char *line, unsigned long n)
{
	char buf[BG_LINE_MAX + 2], back[BG_LINE_MAX + 2];
	size_t len = strlen(line), got;
	struct bg_proc p;
	struct bg_err err;
	struct pollfd fd;
	double cpu0, child0;
	uint64_t t0;
	unsigned long i;
	ssize_t r;

	if (bg_proc_start(&p, "cat", -1, &err) < 0) {
		fprintf(stderr, "bot-bench: %s\n", err.msg);
		return -1;
	}
	memcpy(buf, line, len);
	buf[len++] = '\n';
	fd.fd = p.out;
	fd.events = POLLIN;
	cpu0 = cpu_us(RUSAGE_SELF);
	child0 = cpu_us(RUSAGE_CHILDREN);
	t0 = bg_clock_us();
	for (i = 0; i < n; i++) {
		if (write(p.in, buf, len) != (ssize_t)len)
			break;
		for (got = 0; got < len; got += (size_t)r) {
			poll(&fd, 1, -1);
			r = read(p.out, back + got, sizeof back - got);
			if (r <= 0)
				break;
		}
	}
	t0 = bg_clock_us() - t0;
	cpu0 = cpu_us(RUSAGE_SELF) - cpu0;
	bg_proc_stop(&p, BG_BOT_GRACE_MS, BG_BOT_GRACE_MS);
	child0 = cpu_us(RUSAGE_CHILDREN) - child0;
	printf("cat %.3f %lu 0 %.3f 0 %.3f %.3f\n", (double)t0 / 1e6, i,
	       i ? (double)t0 / (double)i : 0, i ? cpu0 / (double)i : 0,
	       i ? child0 / (double)i : 0);
	return i == n ? 0 : -1;
}

int
main(int argc, char **argv)
{
	struct timed random_t = { 0, 0 }, first_t = { 0, 0 }, bot_t = { 0, 0 };
	struct bg_player random = { NULL, pick_random, &random_t },
	                 first = { NULL, pick_first, &first_t };
	struct bg_defs defs;
	struct bg_state st;
	struct bg_err err;
	struct bg_bot bot;
	unsigned long games;
	int rc;

	if (argc != 3 || bg_parse_ulong(argv[1], 1, 100000000, &games) < 0) {
		fprintf(stderr, "usage: bot-bench GAMES BOT\n");
		return 64;
	}
	bg_defs_init(&defs);
	if (bg_state_parse(&defs, &st, start, strlen(start), &err) < 0) {
		fprintf(stderr, "bot-bench: %s\n", err.msg);
		return 70;
	}
	bg_bot_init(&bot, argv[2], NULL);
	{
		struct bg_player coprocess = { &bot, NULL, &bot_t };

		rc = play("random", &st, &random, NULL, games) ||
		     play("first", &st, &first, NULL, games) ||
		     play("bot", &st, &coprocess, &bot, games) ||
		     floor_trip(start, (unsigned long)bot.decisions);
	}
	bg_defs_free(&defs);
	return rc ? 70 : 0;
}
