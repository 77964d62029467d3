/* libFuzzer harness: a record's tags and its Options tag, through the
 * replay driver as bg-apply -f runs it, into the verdict and the replay
 * page.  The first byte says how: bits 0 to 2, the game of the Game tag
 * the record starts with; bit 3, the one-line form (the record's lines
 * joined by tabs); bit 4, "Options: " before the rest, which is the
 * record's other lines.  Every record either replays, to a final state
 * that passes the checks of fuzz.h, with tags that each key holds once
 * and an Id that is not empty, or fails with a one-line message of
 * status 65; either way its verdict is one line of JSON, valid UTF-8
 * without a control byte, and the page of its tags, titled by its Event
 * tag, is valid UTF-8 too.  Standard input is never read (every record
 * has a state, the Game tag's). */
#include <sys/mman.h>
#include <unistd.h>

#include "out/out.h"
#include "record/record.h"
#include "fuzz.h"

static const char *const games[] = { "wari", "spook", "manji", "waju",
                                     "wahoo" };
#define NGAMES (sizeof games / sizeof games[0])

static void
fuzz_setup(void)
{
}

/* A record file of the bytes, named by its /proc path in path. */
static int
file_of(const char *bytes, size_t size, char *path, size_t cap)
{
	int fd = memfd_create("record", 0);

	if (fd < 0 || write(fd, bytes, size) != (ssize_t)size)
		fuzz_fail("memfd");
	snprintf(path, cap, "/proc/self/fd/%d", fd);
	return fd;
}

struct run {
	struct bg_tags tags;
	struct bg_page *page;
	const char *input; /* the record's bytes */
	size_t size;
	int replayed, failed;
};

static int
tag(void *ctx, const struct bg_replayer *r, const struct bg_record_item *item,
    struct bg_err *err)
{
	struct run *run = ctx;

	(void)r;
	if (bg_page_tag(run->page, item->text, item->len) < 0)
		fuzz_fail("bg_page_tag");
	return bg_tags_add(&run->tags, item->text, item->len, err);
}

/* The verdict of the replay r (f NULL: legal) is one clean line. */
static void
check_verdict(const struct bg_replayer *r, const struct bg_failure *f,
              const struct run *run)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);

	if (!out)
		abort();
	bg_verdict(out, r, f, &run->tags);
	fclose(out);
	if (len < 3 || buf[len - 1] != '\n' || buf[len - 2] != '}' ||
	    !is_clean(buf, len - 1, 0))
		fuzz_fail("not one clean line of JSON: %s", buf);
	free(buf);
}

/* Tags each key of which is there once, and an Id that is not empty. */
static void
check_tags(const struct bg_tags *tags)
{
	struct bg_tag a, b;
	size_t at = 0, at2;

	while (bg_tags_next(tags, &at, &a)) {
		if (a.key_len == 2 && memcmp(a.key, "Id", 2) == 0 &&
		    !a.value_len)
			fuzz_fail("an empty Id tag was taken");
		at2 = at;
		while (bg_tags_next(tags, &at2, &b))
			if (a.key_len == b.key_len &&
			    memcmp(a.key, b.key, a.key_len) == 0)
				fuzz_fail("the tag %.*s twice", (int)a.key_len,
				          a.key);
	}
}

static int
done(void *ctx, const struct bg_replayer *r)
{
	struct run *run = ctx;

	if (!r->rp.has_state)
		fuzz_fail("a replay without a state");
	fuzz_check_state(&r->rp.st, "a record's final state");
	check_tags(&run->tags);
	check_verdict(r, NULL, run);
	run->replayed++;
	return 0;
}

static void
failed(void *ctx, const struct bg_replayer *r, const struct bg_failure *f)
{
	struct run *run = ctx;

	if (f->kind == BG_FAILED_FILE || f->kind == BG_FAILED_STATE ||
	    f->kind == BG_FAILED_NO_STATE)
		fuzz_fail("failure of kind %d: %s", f->kind, f->err->msg);
	fuzz_check_err(f->err, run->input, run->size);
	check_verdict(r, f, run);
	run->failed++;
}

static const struct bg_replay_hooks hooks = {
	.tag = tag, .done = done, .failed = failed,
};

/* The page of the tags, titled by the Event tag, is valid UTF-8. */
static void
check_page(struct run *run)
{
	char *title;
	const char *event;
	size_t elen = 0;

	event = bg_tags_value(&run->tags, "Event", &elen);
	title = fuzz_copy((const uint8_t *)(event ? event : ""), elen + 1);
	title[elen] = '\0';
	fuzz_check_page(run->page, title);
	free(title);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bg_replayer r;
	struct run run = { { NULL, 0, 0 }, NULL, NULL, 0, 0, 0 };
	char path[64], *text;
	const char *game;
	size_t i, n, head;
	int fd, lines;

	if (size < 1 || size > 16384)
		return 0;
	game = games[(data[0] & 7) % NGAMES];
	lines = (data[0] >> 3) & 1;
	text = malloc(size + 32);
	if (!text)
		abort();
	head = (size_t)sprintf(text, "Game: %s%c%s", game, lines ? '\t' : '\n',
	                       data[0] & 16 ? "Options: " : "");
	memcpy(text + head, data + 1, size - 1);
	n = head + size - 1;
	/* One record: in the one-line form, its lines are pieces. */
	for (i = 0; lines && i < n; i++)
		if (text[i] == '\n')
			text[i] = '\t';
	run.input = text;
	run.size = n;
	run.page = bg_page_new();
	if (!run.page)
		abort();
	fd = file_of(text, n, path, sizeof path);
	memset(&r, 0, sizeof r);
	r.defs = &defs;
	r.hooks = &hooks;
	r.ctx = &run;
	bg_replay_file(&r, path, lines);
	if (run.replayed + run.failed != 1)
		fuzz_fail("%d replays and %d failures of one record",
		          run.replayed, run.failed);
	check_page(&run);
	close(fd);
	bg_page_free(run.page);
	bg_tags_free(&run.tags);
	free(text);
	return 0;
}
