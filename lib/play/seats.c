/* The policies of a refereed --play (formats/bot.md): the engine's
 * policies and bots, cmd:COMMAND, one per seat or rotated by --match. */
#include <stdlib.h>
#include <string.h>

#include "play/play.h"

static const char *const policy_starts[] = {
	"random", "exact", "default", "mc:", "uct:", "ab:", "ply:",
	"rollout:", "cmd:"
};

/* Does a policy word start at p?  random, exact and default must be
 * whole words. */
static int
policy_starts_at(const char *p)
{
	size_t i, n;

	for (i = 0; i < sizeof policy_starts / sizeof policy_starts[0]; i++) {
		n = strlen(policy_starts[i]);
		if (strncmp(p, policy_starts[i], n) != 0)
			continue;
		if (i > 2 || p[n] == ',' || p[n] == '\0')
			return 1;
	}
	return 0;
}

/* The end of the word at p: the next comma, or for cmd:COMMAND the next
 * comma before a policy word. */
static char *
word_end(char *p)
{
	char *comma = p;
	int command = strncmp(p, "cmd:", 4) == 0;

	while ((comma = strchr(comma, ',')) != NULL) {
		if (!command || policy_starts_at(comma + 1))
			return comma;
		comma++;
	}
	return p + strlen(p);
}

static int
parse_word(struct bg_seat_policy *sp, char *word, struct bg_err *err)
{
	sp->word = word;
	sp->command = NULL;
	if (strncmp(word, "cmd:", 4) == 0) {
		if (word[4] == '\0' || strspn(word + 4, " \t") == strlen(word + 4))
			return bg_fail(err, BG_EX_USAGE, "policy 'cmd:' names no "
			               "command: cmd:COMMAND runs COMMAND as a bot");
		sp->command = word + 4;
		return 0;
	}
	if (!policy_starts_at(word))
		return bg_policy_unknown(word, strlen(word),
		                         "exact, default or cmd:COMMAND", err);
	return bg_policy_parse(word, strlen(word), &sp->policy, err);
}

int
bg_match_setup_parse(struct bg_match_setup *ms, const char *text, int max,
                     struct bg_err *err)
{
	char *p, *end;
	int last;

	free(ms->text);
	ms->count = 0;
	ms->bots = 0;
	if (!(ms->text = p = strdup(text)))
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	do {
		if (ms->count == max)
			return bg_fail(err, BG_EX_USAGE, "more than %d policies",
			               max);
		end = word_end(p);
		last = *end == '\0';
		*end = '\0';
		if (parse_word(&ms->seat[ms->count], p, err) < 0)
			return -1;
		ms->bots |= ms->seat[ms->count].command != NULL;
		ms->count++;
		p = end + 1;
	} while (!last);
	return 0;
}

void
bg_match_setup_free(struct bg_match_setup *ms)
{
	free(ms->text);
	ms->text = NULL;
}

int
bg_match_refereed(const struct bg_match_setup *ms)
{
	return ms->bots || ms->match;
}

int
bg_match_setup_judges(const struct bg_match_setup *ms)
{
	int i;

	for (i = 0; i < ms->count; i++)
		if (!ms->seat[i].command && bg_policy_judges(&ms->seat[i].policy))
			return 1;
	return 0;
}
