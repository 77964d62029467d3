/* The words of a list of seats' policies, as --play and the records'
 * Policy tag give them (formats/bot.md): a policy of the engine or a
 * bot, cmd:COMMAND, each maybe after a display name, NAME=; a comma
 * ends a bot's COMMAND only before another policy word. */
#include <string.h>

#include "match/match.h"

static const char *const policy_starts[] = {
	"random", "exact", "default", "mc:", "uct:", "ab:", "ply:",
	"rollout:", "cmd:"
};

/* Does a policy word start at p (without a name)?  random, exact and
 * default must be whole words. */
static int
policy_at(const char *p)
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

size_t
bg_seat_name_len(const char *word)
{
	size_t n = strspn(word, "abcdefghijklmnopqrstuvwxyz"
	                  "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.+-");

	if (n == 0 || n > BG_SEAT_POLICY_NAME_MAX || word[n] != '=' ||
	    !policy_at(word + n + 1))
		return 0;
	return n;
}

const char *
bg_seat_word_end(const char *p)
{
	const char *comma = p;
	int command;

	if (bg_seat_name_len(p))
		p += bg_seat_name_len(p) + 1;
	command = strncmp(p, "cmd:", 4) == 0;
	while ((comma = strchr(comma, ',')) != NULL) {
		if (!command || policy_at(comma + 1) ||
		    bg_seat_name_len(comma + 1))
			return comma;
		comma++;
	}
	return p + strlen(p);
}

int
bg_seat_word_starts(const char *p)
{
	return policy_at(p) || bg_seat_name_len(p);
}

int
bg_seat_word_names(const char *word, size_t len, const char *name)
{
	size_t n = bg_seat_name_len(word), k = strlen(name);

	if (n > len)
		n = 0;
	return (n && k == n && strncmp(word, name, n) == 0) ||
	       (k == len && strncmp(word, name, len) == 0);
}
