/* "Did you mean": the known word nearest to one mistyped, by an edit
 * distance that counts a letter left out or two swapped as one slip, and
 * a letter added or changed as two, as git weighs its commands' names. */
#include <string.h>

#include "util/util.h"

#define NEAR_MAX 64 /* longer words are not compared */

/* The cost of turning typed into word (optimal string alignment). */
static unsigned
typo_cost(const char *typed, size_t n, const char *word, size_t m)
{
	unsigned row[3][NEAR_MAX + 1];
	unsigned *prev2 = row[0], *prev = row[1], *cur = row[2], *t, c;
	size_t i, j;

	for (j = 0; j <= m; j++)
		prev[j] = (unsigned)j; /* letters of word left out */
	for (i = 1; i <= n; i++) {
		cur[0] = (unsigned)(2 * i);
		for (j = 1; j <= m; j++) {
			c = prev[j - 1] + (typed[i - 1] == word[j - 1] ? 0 : 2);
			if (prev[j] + 2 < c)
				c = prev[j] + 2;       /* a letter added */
			if (cur[j - 1] + 1 < c)
				c = cur[j - 1] + 1;    /* a letter left out */
			if (i > 1 && j > 1 && typed[i - 1] == word[j - 2] &&
			    typed[i - 2] == word[j - 1] && prev2[j - 2] + 1 < c)
				c = prev2[j - 2] + 1;  /* two swapped */
			cur[j] = c;
		}
		t = prev2;
		prev2 = prev;
		prev = cur;
		cur = t;
	}
	return prev[m];
}

void
bg_nearest_init(struct bg_nearest *near)
{
	near->word = NULL;
	near->cost = ~0u;
	near->ties = 0;
}

void
bg_nearest_try(struct bg_nearest *near, const char *typed, size_t len,
               const char *word)
{
	size_t m = strlen(word);
	unsigned cost;

	if (len > NEAR_MAX || m > NEAR_MAX)
		return;
	cost = typo_cost(typed, len, word, m);
	if (cost < near->cost) {
		near->word = word;
		near->cost = cost;
		near->ties = 0;
	} else if (cost == near->cost && near->word &&
	           strcmp(word, near->word) != 0) {
		near->ties++;
	}
}

const char *
bg_nearest_word(const struct bg_nearest *near, size_t len)
{
	unsigned most = (unsigned)(len / 2 ? len / 2 : 1);

	if (!near->word || near->ties || near->cost == 0 || near->cost > most)
		return NULL;
	return near->word;
}
