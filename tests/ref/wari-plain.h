/*
 * wari-plain.h: a second, deliberately plain Wari, written from
 * formats/wari.md (WR-2..WR-10) and formats/wari.md only, to cross-check the
 * engine in lib/games/wari/.  Nothing here is shared with the engine: the
 * board is a two-dimensional array, a sowing drops one stone at a time,
 * and every candidate move is played out in full to judge it.  Speed is
 * not a goal.  wari-ref.c and wari-exact.c include it; input is trusted:
 * it only needs to read valid states.
 */
#ifndef WARI_PLAIN_H
#define WARI_PLAIN_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXPITS 12

enum { NORTH = 0, SOUTH = 1 };

struct pos {
	int n;                /* pits in a row */
	int b[2][MAXPITS];    /* b[NORTH][0] is north's pit a, and so on */
	int cap[2];
	int turn;
	unsigned long ply, idle;
	int quiet;
	int majority;         /* WR-10: the game ends past half */
	char twelve[16];      /* exact, atleast, off */
	char slam[16];        /* leave-one, no-capture, illegal */
	int over;
	char end[16];         /* only when over */
};

static const char *const side_name[2] = { "north", "south" };

static void
die(const char *msg, const char *line)
{
	fprintf(stderr, "wari-ref: %s: %s\n", msg, line ? line : "");
	exit(65);
}

/* One row: "N,N,...", into row; returns the number of pits. */
static int
read_row(char *text, int *row)
{
	int k = 0;
	char *tok;

	for (tok = strtok(text, ","); tok; tok = strtok(NULL, ",")) {
		if (k == MAXPITS)
			return -1;
		row[k++] = atoi(tok);
	}
	return k;
}

static void
parse(char *line, struct pos *p)
{
	char phase[16], turn[16], pits[1024], result[16];
	char *slash;
	int used = 0, rules = 0, k;

	memset(p, 0, sizeof *p);
	if (sscanf(line, "wari twelve=%15s slam=%15s quiet=%d%n", p->twelve,
	           p->slam, &p->quiet, &rules) != 3)
		die("not a Wari state", line);
	if (strncmp(line + rules, " majority=on", 12) == 0) {
		p->majority = 1;
		rules += 12;
	}
	/* the cycle ending (WR-11) is not played here */
	if (sscanf(line + rules, " phase=%15s turn=%15s ply=%lu idle=%lu "
	                         "pits=%1023s captured=%d,%d%n",
	           phase, turn, &p->ply, &p->idle, pits, &p->cap[NORTH],
	           &p->cap[SOUTH], &used) != 7)
		die("not a Wari state", line);
	used += rules;
	p->turn = strcmp(turn, "south") == 0 ? SOUTH : NORTH;
	p->over = strcmp(phase, "over") == 0;
	if (p->over && sscanf(line + used, " end=%15s result=%15s",
	                      p->end, result) != 2)
		die("an ended state without end= and result=", line);
	slash = strchr(pits, '/');
	if (!slash)
		die("pits= without '/'", line);
	*slash = '\0';
	p->n = read_row(pits, p->b[NORTH]);
	k = read_row(slash + 1, p->b[SOUTH]);
	if (p->n < 1 || k != p->n)
		die("rows of different lengths", line);
}

static int
row_total(const struct pos *p, int side)
{
	int i, t = 0;

	for (i = 0; i < p->n; i++)
		t += p->b[side][i];
	return t;
}

/*
 * Plays pit i of the side to move: sowing (WR-2), capture (WR-4), grand
 * slam (WR-5), then ply, idle (WR-9) and turn.  *fed tells whether a stone
 * fell in the opponent's row (WR-6).  Returns the stones captured, or -1
 * when the move is a grand slam under slam=illegal (p is then garbage).
 */
static int
play(struct pos *p, int i, int *fed)
{
	int me = p->turn, opp = 1 - me;
	int side = me, at = i, hand = p->b[me][i];
	int k, first, taken = 0;

	p->b[me][i] = 0;
	*fed = 0;
	while (hand > 0) {
		at++;
		if (at == p->n) {
			at = 0;
			side = 1 - side;
		}
		if (side == me && at == i)
			continue; /* WR-2: the pit sown from is skipped */
		p->b[side][at]++;
		hand--;
		if (side == opp)
			*fed = 1;
	}
	/* WR-4: the last stone in the opponent's row making 2 or 3, chained
	 * backwards along that row. */
	first = at + 1;
	if (side == opp) {
		for (k = at; k >= 0 && (p->b[opp][k] == 2 || p->b[opp][k] == 3);
		     k--)
			taken += p->b[opp][k];
		first = k + 1;
		if (taken > 0 && taken == row_total(p, opp)) {
			/* WR-5: the whole row, judged after sowing */
			if (strcmp(p->slam, "illegal") == 0)
				return -1;
			if (strcmp(p->slam, "no-capture") == 0) {
				taken = 0;
				first = at + 1;
			} else { /* leave-one: the pit nearest pit a keeps */
				taken -= p->b[opp][first];
				first++;
			}
		}
		for (k = first; k <= at; k++)
			p->b[opp][k] = 0;
		p->cap[me] += taken;
	}
	p->ply++;
	if (taken > 0)
		p->idle = 0;
	else
		p->idle++;
	p->turn = opp;
	return taken;
}

static int
big_pit(const struct pos *p, int stones)
{
	int twelve = 2 * p->n; /* 12 on the standard board */

	if (strcmp(p->twelve, "exact") == 0)
		return stones == twelve;
	if (strcmp(p->twelve, "atleast") == 0)
		return stones >= twelve;
	return 0;
}

/* The legal pits of the side to move, in order; returns how many. */
static int
legal(const struct pos *p, int *out)
{
	int ok[MAXPITS], starving = row_total(p, 1 - p->turn) == 0;
	int i, nbig = 0, n = 0;

	if (p->over)
		return 0;
	for (i = 0; i < p->n; i++) {
		struct pos q = *p;
		int fed, r;

		ok[i] = 0;
		if (p->b[p->turn][i] == 0)
			continue;
		r = play(&q, i, &fed);
		if (starving && !fed)
			continue; /* WR-6 */
		if (r < 0)
			continue; /* WR-5, slam=illegal */
		ok[i] = 1;
		if (big_pit(p, p->b[p->turn][i]))
			nbig++;
	}
	for (i = 0; i < p->n; i++) {
		/* WR-3, last: only when it leaves a move (nbig > 0) */
		if (ok[i] && (nbig == 0 || big_pit(p, p->b[p->turn][i])))
			out[n++] = i;
	}
	return n;
}

/* WR-7: the stones left go to their rows' owners. */
static void
finish(struct pos *p, const char *why)
{
	int s, i;

	for (s = 0; s < 2; s++)
		for (i = 0; i < p->n; i++) {
			p->cap[s] += p->b[s][i];
			p->b[s][i] = 0;
		}
	p->over = 1;
	snprintf(p->end, sizeof p->end, "%s", why);
}

/* A full ply, the end of the game included (formats/wari.md, "A ply"). */
static void
move(struct pos *p, int i)
{
	int mv[MAXPITS], fed, me = p->turn;
	int all = row_total(p, NORTH) + row_total(p, SOUTH) + p->cap[NORTH] +
	          p->cap[SOUTH];

	/* WR-10: a capture past half the stones of the game, first */
	if (play(p, i, &fed) > 0 && p->majority && 2 * p->cap[me] > all)
		finish(p, "majority");
	else if (legal(p, mv) == 0)
		finish(p, "nomove");
	else if (p->quiet > 0 && p->idle >= (unsigned long)p->quiet)
		finish(p, "quiet");
}

/* p's state line, as bg writes it (cap of 1024 bytes is enough). */
static void
format_state(const struct pos *p, char *buf, size_t cap)
{
	size_t at;
	int side, i;

	at = (size_t)snprintf(buf, cap, "wari twelve=%s slam=%s quiet=%d%s "
	                      "phase=%s turn=%s ply=%lu idle=%lu pits=",
	                      p->twelve, p->slam, p->quiet,
	                      p->majority ? " majority=on" : "",
	                      p->over ? "over" : "move", side_name[p->turn],
	                      p->ply, p->idle);
	for (side = 0; side < 2; side++)
		for (i = 0; i < p->n; i++)
			at += (size_t)snprintf(buf + at, cap - at, "%s%d",
			                       i ? "," : side ? "/" : "",
			                       p->b[side][i]);
	at += (size_t)snprintf(buf + at, cap - at, " captured=%d,%d",
	                       p->cap[NORTH], p->cap[SOUTH]);
	if (p->over)
		snprintf(buf + at, cap - at, " end=%s result=%s", p->end,
		         p->cap[NORTH] > p->cap[SOUTH] ? "north"
		         : p->cap[NORTH] < p->cap[SOUTH] ? "south" : "draw");
}

static void
print_state(const struct pos *p)
{
	char line[1024];

	format_state(p, line, sizeof line);
	puts(line);
}

#endif
