/* Selecting records (record.h): the conditions as their options give
 * them, and each judged on the items of a replay as they come, so that a
 * record is read once and costs no memory but its state. */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "record/record.h"

void
bg_selection_init(struct bg_selection *s)
{
	memset(s, 0, sizeof *s);
	s->max_actions = (unsigned long)-1;
}

void
bg_selection_free(struct bg_selection *s)
{
	int i;

	for (i = 0; i < s->conditions; i++)
		free(s->cond[i].text);
	free(s->value);
	s->conditions = 0;
	s->value = NULL;
}

/* A new condition of kind on a copy of arg, or NULL with err. */
static struct bg_condition *
condition(struct bg_selection *s, enum bg_condition_kind kind,
          const char *arg, struct bg_err *err)
{
	struct bg_condition *c;

	if (s->conditions == BG_CONDITIONS_MAX) {
		bg_fail(err, BG_EX_USAGE, "more than %d conditions",
		        BG_CONDITIONS_MAX);
		return NULL;
	}
	c = &s->cond[s->conditions];
	memset(c, 0, sizeof *c);
	c->kind = kind;
	c->group = s->group;
	s->joined = 0;
	if (!(c->text = strdup(arg))) {
		bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		return NULL;
	}
	s->conditions++;
	return c;
}

/* Word i of c is the pattern p. */
static void
set_pattern(struct bg_condition *c, int i, const char *p)
{
	c->pattern[i] = p;
	c->literal[i] = strcspn(p, "*?[\\");
}

/* Does text match word i's pattern? */
static int
matches(const struct bg_condition *c, int i, const char *text)
{
	size_t n = c->literal[i];
	const char *p = c->pattern[i];

	if (strncmp(p, text, n) != 0)
		return 0;
	return p[n] ? fnmatch(p + n, text + n, 0) == 0 : text[n] == '\0';
}

/* The condition's text cut into words at blanks: 0, or -1 with err for
 * none or too many. */
static int
cut_words(struct bg_condition *c, const char *option, struct bg_err *err)
{
	char *p = c->text, *end;

	for (;;) {
		p += strspn(p, " \t");
		if (!*p)
			break;
		if (c->words == BG_PATTERN_WORDS_MAX)
			return bg_fail(err, BG_EX_USAGE, "%s: more than %d words",
			               option, BG_PATTERN_WORDS_MAX);
		end = p + strcspn(p, " \t");
		if (*end)
			*end++ = '\0';
		set_pattern(c, c->words, p);
		c->word[c->words++] = p;
		p = end;
	}
	if (!c->words)
		return bg_fail(err, BG_EX_USAGE, "%s: no words", option);
	return 0;
}

int
bg_select_tag(struct bg_selection *s, const char *arg, struct bg_err *err)
{
	struct bg_condition *c = condition(s, BG_COND_TAG, arg, err);
	size_t key;

	if (!c)
		return -1;
	key = bg_tag_key(c->text, strlen(c->text));
	if (!key || key > BG_TAG_KEY_MAX ||
	    (c->text[key] != '=' && c->text[key] != '~'))
		return bg_fail(err, BG_EX_USAGE, "--tag: '%s' is not KEY=VALUE "
		               "or KEY~PATTERN (a tag's key: a capital letter, "
		               "then letters, digits, '-' and '_')", arg);
	c->glob = c->text[key] == '~';
	c->text[key] = '\0';
	c->word[0] = c->text;
	c->key_len[0] = key;
	c->word[1] = c->text + key + 1;
	set_pattern(c, 1, c->word[1]);
	c->words = 2;
	return 0;
}

int
bg_select_state(struct bg_selection *s, const char *arg, struct bg_err *err)
{
	struct bg_condition *c = condition(s, BG_COND_STATE, arg, err);
	const char *eq;
	int i;

	if (!c || cut_words(c, "--state", err) < 0)
		return -1;
	for (i = 0; i < c->words; i++) {
		eq = strchr(c->word[i], '=');
		if (i == 0 && !eq)
			continue;
		if (!eq || eq == c->word[i])
			return bg_fail(err, BG_EX_USAGE, "--state: '%s' is not "
			               "KEY=PATTERN (only the first word, the "
			               "game's name, has no '=')", c->word[i]);
		c->key_len[i] = (size_t)(eq - c->word[i]);
		set_pattern(c, i, eq + 1);
	}
	s->states = 1;
	return 0;
}

int
bg_select_actions(struct bg_selection *s, const char *arg, int anywhere,
                  struct bg_err *err)
{
	struct bg_condition *c = condition(s, anywhere ? BG_COND_SEQUENCE
	                                               : BG_COND_OPENING,
	                                   arg, err);

	return c ? cut_words(c, anywhere ? "--sequence" : "--opening", err) : -1;
}

/* A count of a range: the digits at *p, moved past. */
static int
range_number(const char **p, unsigned long *n)
{
	char *end;

	if (**p < '0' || **p > '9')
		return -1;
	*n = strtoul(*p, &end, 10);
	*p = end;
	return *n == (unsigned long)-1 ? -1 : 0;
}

int
bg_select_plies(struct bg_selection *s, const char *arg, struct bg_err *err)
{
	const char *p = arg;
	unsigned long lo = 0, hi = (unsigned long)-1;
	int bad;

	if (*p == '-') {
		p++;
		bad = range_number(&p, &hi);
	} else if ((bad = range_number(&p, &lo)) == 0 && *p == '-') {
		if (*++p)
			bad = range_number(&p, &hi);
	} else {
		hi = lo;
	}
	if (bad || *p || lo > hi)
		return bg_fail(err, BG_EX_USAGE, "--plies: '%s' is not a range "
		               "of counts: N, N-M, N- or -M", arg);
	s->min_actions = lo;
	s->max_actions = hi;
	return 0;
}

/* The marks an annotation writes (out/note.c): a decision's, decided,
 * or undecided between it and the next. */
static const char *const mark_words[] = { "inaccuracy", "error", "blunder",
                                          "error?", "blunder?" };

int
bg_select_mark(struct bg_selection *s, const char *arg, struct bg_err *err)
{
	struct bg_condition *c = condition(s, BG_COND_MARK, arg, err);
	size_t i;

	if (!c)
		return -1;
	c->word[0] = c->text;
	set_pattern(c, 0, c->text);
	c->words = 1;
	s->marks = 1;
	for (i = 0; i < sizeof mark_words / sizeof *mark_words; i++)
		if (matches(c, 0, mark_words[i]))
			return 0;
	return bg_fail(err, BG_EX_USAGE, "--marks: '%s' matches no mark: "
	               "inaccuracy, error, blunder, error? or blunder?", arg);
}

int
bg_select_or(struct bg_selection *s, struct bg_err *err)
{
	if (!s->conditions || s->joined)
		return bg_fail(err, BG_EX_USAGE, "--or: no condition before it");
	s->group++;
	s->joined = 1;
	return 0;
}

int
bg_select_check(const struct bg_selection *s, struct bg_err *err)
{
	if (s->joined)
		return bg_fail(err, BG_EX_USAGE, "--or: no condition after it");
	return 0;
}

void
bg_select_take_mark(struct bg_selection *s, const char *mark)
{
	int i;

	if (strcmp(mark, "-") == 0)
		return;
	for (i = 0; i < s->conditions; i++)
		if (s->cond[i].kind == BG_COND_MARK && !s->cond[i].holds)
			s->cond[i].holds = matches(&s->cond[i], 0, mark);
}

void
bg_select_start(struct bg_selection *s)
{
	int i;

	for (i = 0; i < s->conditions; i++) {
		s->cond[i].holds = s->cond[i].broken = 0;
		s->cond[i].partial = 0;
	}
	s->actions = 0;
	s->game[0] = BG_FNV_BASIS;
	s->game[1] = 0;
}

/* The second half of a game's identity: a hash other than FNV-1a's, so
 * that the two together are 128 bits. */
static uint64_t
mix(uint64_t h, const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		h = (h + (unsigned char)s[i] + 1) * 0x9e3779b97f4a7c15u;
		h ^= h >> 29;
	}
	return h;
}

static void
identify(struct bg_selection *s, const char *text, size_t len)
{
	s->game[0] = bg_fnv1a(bg_fnv1a(s->game[0], text, len), "\t", 1);
	s->game[1] = mix(mix(s->game[1], text, len), "\t", 1);
}

int
bg_select_take_tag(struct bg_selection *s, const struct bg_record_item *tag,
                   struct bg_err *err)
{
	size_t key = bg_tag_key(tag->text, tag->len);
	size_t value = key + 2 < tag->len ? key + 2 : tag->len, n;
	struct bg_condition *c;
	char *grown;
	int i;

	n = tag->len - value;
	if (n + 1 > s->value_cap) {
		if (!(grown = realloc(s->value, 2 * (n + 1))))
			return bg_fail(err, BG_EX_SOFTWARE, "out of memory");
		s->value = grown;
		s->value_cap = 2 * (n + 1);
	}
	memcpy(s->value, tag->text + value, n);
	s->value[n] = '\0';
	for (i = 0; i < s->conditions; i++) {
		c = &s->cond[i];
		if (c->kind != BG_COND_TAG || c->key_len[0] != key ||
		    memcmp(c->word[0], tag->text, key) != 0)
			continue;
		c->holds = c->glob ? matches(c, 1, s->value)
		                   : strcmp(c->word[1], s->value) == 0;
	}
	return 0;
}

/* Does the word of the state line that starts at at match word i of c?
 * The word is cut at its end for the moment, to be matched as a
 * string. */
static int
word_matches(char *line, size_t at, const struct bg_condition *c, int i)
{
	size_t end = at + strcspn(line + at, " ");
	char cut = line[end];
	int yes;

	line[end] = '\0';
	yes = matches(c, i, line + at);
	line[end] = cut;
	return yes;
}

/* Where the field key= (k + 1 bytes of word) starts its value in the
 * state line, or 0 when the state has no such field. */
static size_t
field_value(const char *line, size_t len, const char *word, size_t k)
{
	const char *p = line, *end = line + len;

	while ((p = memmem(p, (size_t)(end - p), word, k + 1)))
		if (p++[-1] == ' ')
			return (size_t)(p - line) + k;
	return 0;
}

/* Does the state line (len bytes, NUL-ended) match c's pattern? */
static int
state_matches(char *line, size_t len, const struct bg_condition *c)
{
	size_t at;
	int i = 0;

	if (!strchr(c->word[0], '=')) {
		if (!word_matches(line, 0, c, 0))
			return 0;
		i = 1;
	}
	for (; i < c->words; i++) {
		at = field_value(line, len, c->word[i], c->key_len[i]);
		if (!at || !word_matches(line, at, c, i))
			return 0;
	}
	return 1;
}

/* The state reached, against each condition on states not yet met. */
static void
take_state(struct bg_selection *s, const struct bg_state *st)
{
	size_t len = st->game->format(st, s->line);
	int c;

	s->line[len] = '\0';
	for (c = 0; c < s->conditions; c++)
		if (s->cond[c].kind == BG_COND_STATE && !s->cond[c].holds)
			s->cond[c].holds = state_matches(s->line, len,
			                                 &s->cond[c]);
}

/* The action taken, s->word, against the conditions on actions. */
static void
take_action(struct bg_selection *s)
{
	struct bg_condition *c;
	uint64_t match;
	int i, w;

	for (i = 0; i < s->conditions; i++) {
		c = &s->cond[i];
		if (c->kind == BG_COND_OPENING && !c->broken &&
		    s->actions <= (unsigned long)c->words) {
			c->broken = !matches(c, (int)s->actions - 1, s->word);
			c->holds = !c->broken && s->actions == (unsigned long)c->words;
		} else if (c->kind == BG_COND_SEQUENCE && !c->holds) {
			match = 0;
			for (w = 0; w < c->words; w++)
				if (matches(c, w, s->word))
					match |= (uint64_t)1 << w;
			c->partial = ((c->partial << 1) | 1) & match;
			c->holds = (c->partial >> (c->words - 1)) & 1;
		}
	}
}

void
bg_select_take_step(struct bg_selection *s, const struct bg_step *step)
{
	size_t len;

	if (step->move) {
		s->actions++;
		len = step->item->len < BG_WORD_MAX ? step->item->len
		                                    : BG_WORD_MAX;
		memcpy(s->word, step->item->text, len);
		s->word[len] = '\0';
		take_action(s);
		if (s->identify)
			identify(s, s->word, len);
	} else if (s->identify) {
		len = step->after->game->format(step->after, s->line);
		identify(s, s->line, len);
	}
	if (s->states)
		take_state(s, step->after);
}

int
bg_select_holds(const struct bg_selection *s)
{
	int g, i, all;

	if (s->actions < s->min_actions || s->actions > s->max_actions)
		return 0;
	for (g = 0; g <= s->group; g++) {
		for (i = 0, all = 1; i < s->conditions && all; i++)
			all = s->cond[i].group != g || s->cond[i].holds;
		if (all)
			return 1;
	}
	return 0;
}
