/* libFuzzer harness: a fuzzed record file through the record reader and a
 * replay, as bg-apply -f reads one, for every game.  The first byte says
 * how: bit 0, the one-line form (every line a record); bits 1 to 3, the
 * game whose start a record without a state is replayed from.  Every
 * record either replays, to a final state that passes the checks of
 * fuzz.h, or
 * fails at a place inside the input with a one-line message of status 65;
 * the reader never returns more items than the input has lines or pieces,
 * and a record of many lines replays to what its one-line form (its
 * newlines made tabs) replays to. */
#include <sys/mman.h>
#include <unistd.h>

#include "fuzz.h"
#include "record/record.h"

static const char *const games[] = { "wari", "spook", "manji", "waju",
                                     "wahoo" };
#define NGAMES (sizeof games / sizeof games[0])

static struct bg_state starts[NGAMES];

static void
fuzz_setup(void)
{
	struct bg_settings seed;
	const struct bg_game *game;
	struct bg_err err;
	size_t i;

	bg_settings_init(&seed);
	seed.seeded = 1;
	seed.seed = 1;
	for (i = 0; i < NGAMES; i++) {
		game = bg_game_find(games[i], strlen(games[i]));
		starts[i].game = game;
		if (!game || bg_defs_get(&defs, game, &starts[i].def, &err) < 0 ||
		    game->init(&starts[i], starts[i].def, &seed, &err) != 0)
			fuzz_fail("cannot start %s", games[i]);
		fuzz_check_state(&starts[i], games[i]);
	}
}

/* A file holding the bytes, read from its start. */
static int
file_of(const char *bytes, size_t size)
{
	int fd = memfd_create("record", 0);

	if (fd < 0 || write(fd, bytes, size) != (ssize_t)size ||
	    lseek(fd, 0, SEEK_SET) < 0)
		fuzz_fail("memfd");
	return fd;
}

/* What a replay ended with: the final state's line, or the message. */
struct end {
	int ok;
	char text[BG_LINE_MAX + 2];
};

/* Replays every record of the file; the last one's end in *last. */
static void
replay_all(const char *bytes, size_t size, int lines, const struct bg_state *from,
           struct end *last)
{
	struct bg_record_reader rd;
	struct bg_record_item item;
	struct bg_replay rp;
	struct bg_err err;
	unsigned long places = 1;
	size_t i, items;
	int fd = file_of(bytes, size), got;

	for (i = 0; i < size; i++)
		places += bytes[i] == '\n' || bytes[i] == '\t';
	bg_record_open_fd(&rd, fd, "fuzz");
	rd.lines = lines;
	rd.in.max = lines ? BG_RECORD_LINE_MAX : BG_LINE_MAX;
	last->ok = 0;
	last->text[0] = '\0';
	while (bg_record_start(&rd)) {
		bg_replay_init(&rp, &defs, NULL);
		items = 0;
		while ((got = bg_record_next(&rd, &item, &err)) > 0) {
			if (++items > places)
				fuzz_fail("%zu items from %lu places", items,
				          places);
			if (item.line < 1 || item.line > places)
				fuzz_fail("an item on line %lu of %lu", item.line,
				          places);
			if (item.kind == BG_ITEM_ACTION && !rp.has_state) {
				rp.st = *from;
				rp.has_state = 1;
			}
			if (bg_replay_item(&rp, &item, &err) < 0) {
				got = -1;
				break;
			}
		}
		if (got == 0 && rp.has_state &&
		    bg_replay_finish(&rp, &err) < 0)
			got = -1;
		if (got < 0) {
			fuzz_check_err(&err, bytes, size);
			last->ok = 0;
			snprintf(last->text, sizeof last->text, "%s", err.msg);
		} else if (rp.has_state) {
			fuzz_check_state(&rp.st, "a record's final state");
			last->ok = 1;
			rp.st.game->format(&rp.st, last->text);
		}
	}
	bg_record_close(&rd);
	close(fd);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct bg_state *from;
	struct end many, one;
	char *text, *line;
	size_t i;

	if (size < 1 || size > 65536)
		return 0;
	from = &starts[(data[0] >> 1) % NGAMES];
	text = fuzz_copy(data + 1, size - 1);
	replay_all(text, size - 1, data[0] & 1, from, &many);
	/* The one-line form of a record of many lines replays the same,
	 * when its lines hold no tab and it is one record with a state. */
	if (!(data[0] & 1) && !memchr(text, '\t', size - 1) && many.ok &&
	    size - 1 <= BG_LINE_MAX * 4) {
		line = fuzz_copy((const uint8_t *)text, size - 1);
		for (i = 0; i < size - 1; i++)
			if (line[i] == '\n')
				line[i] = '\t';
		replay_all(line, size - 1, 1, from, &one);
		if (!one.ok || strcmp(one.text, many.text) != 0)
			fuzz_fail("one-line form differs:\n%s\n%s", many.text,
			          one.text);
		free(line);
	}
	free(text);
	return 0;
}
