/* The policies of a refereed --play (formats/bot.md): the engine's
 * policies and bots, cmd:COMMAND, one per seat or rotated by --match. */
#include <stdlib.h>
#include <string.h>

#include "play/play.h"

/* The word at word, its name (when it has one) cut in names, a copy of
 * the words at the same place. */
static int
parse_word(struct bg_seat_policy *sp, char *word, char *names,
           struct bg_err *err)
{
	size_t n = bg_seat_name_len(word);

	sp->word = sp->name = word;
	sp->command = NULL;
	if (n) {
		names[n] = '\0';
		sp->name = names;
		if (strcmp(names, "default") == 0 ||
		    strcmp(names, "random") == 0 || strcmp(names, "exact") == 0)
			return bg_fail(err, BG_EX_USAGE, "'%s': a policy's word "
			               "cannot be a name", sp->word);
		word += n + 1;
	}
	if (strncmp(word, "cmd:", 4) == 0) {
		if (word[4] == '\0' || strspn(word + 4, " \t") == strlen(word + 4))
			return bg_fail(err, BG_EX_USAGE, "policy 'cmd:' names no "
			               "command: cmd:COMMAND runs COMMAND as a bot");
		sp->command = word + 4;
		return 0;
	}
	if (!bg_seat_word_starts(word))
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

	bg_match_setup_free(ms);
	ms->count = 0;
	ms->bots = 0;
	if (!(ms->text = p = strdup(text)) || !(ms->names = strdup(text)))
		return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
	do {
		if (ms->count == max)
			return bg_fail(err, BG_EX_USAGE, "more than %d policies",
			               max);
		end = (char *)bg_seat_word_end(p);
		last = *end == '\0';
		*end = '\0';
		if (parse_word(&ms->seat[ms->count], p,
		               ms->names + (p - ms->text), err) < 0)
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
	free(ms->names);
	ms->text = ms->names = NULL;
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
