# bg: small C filters for folk board games.
#
#   make            build the programs into build/
#   make demo       play a seeded Wari game through the pipeline, render it
#                   and check its record (GAME=spook SEED=3 for another)
#   make check      every test, plain and under ASan+UBSan, and a clang build
#   make bench      the benchmarks under bench/ (not tests)
#   make install    PREFIX=/usr/local DESTDIR=

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/site-functions

O ?= build
CC ?= cc
CFLAGS ?= -O2 -g
WARNINGS = -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes
ALL_CFLAGS = -std=c17 -D_GNU_SOURCE $(WARNINGS) $(CFLAGS)
LDLIBS = -lyaml -lm

PROGS = bg-new bg-roll bg-moves bg-apply bg-render
GAMES = wari spook manji waju wahoo
LIB = notation err dice perft yaml games tool record cross render page $(GAMES)
LIBOBJ = $(LIB:%=$(O)/lib/%.o) $(GAMES:%=$(O)/defs/%.o)
HEADERS = lib/bg.h lib/notation.h lib/tool.h lib/record.h lib/cross.h lib/page.h
UNIT = tests/unit/unit.c tests/unit/tap.h

SAN_FLAGS = -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer \
            -fno-sanitize-recover=all

all: $(PROGS:%=$(O)/%)

$(O)/lib/%.o: lib/%.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(O)/defs/%.c: formats/%.yaml scripts/embed.sh
	@mkdir -p $(@D)
	sh scripts/embed.sh $* formats/$*.yaml > $@.tmp && mv $@.tmp $@

$(O)/defs/%.o: $(O)/defs/%.c lib/bg.h
	$(CC) $(ALL_CFLAGS) -Ilib -c -o $@ $<

$(O)/libbg.a: $(LIBOBJ)
	rm -f $@
	ar rcs $@ $(LIBOBJ)

$(O)/bg-%: cmd/bg-%.c $(O)/libbg.a $(HEADERS)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(O)/libbg.a $(LDLIBS)

$(O)/unit: $(UNIT) $(O)/libbg.a $(HEADERS)
	$(CC) $(ALL_CFLAGS) -Ilib -o $@ tests/unit/unit.c $(O)/libbg.a $(LDLIBS)

$(O)/wari-ref: tests/ref/wari-ref.c
	$(CC) $(ALL_CFLAGS) -o $@ $<

# The whole suite: the plain build, the sanitizer build, and a build with
# clang when it is there; the last line counts every test.
check: deps
	$(MAKE) O=build all build/unit build/wari-ref
	$(MAKE) O=build-san CFLAGS="$(SAN_FLAGS)" \
		all build-san/unit build-san/wari-ref
	if command -v clang >/dev/null; then \
		$(MAKE) O=build-clang CC=clang all build-clang/unit; fi
	sh tests/run.sh build build-san

deps:
	@sh scripts/deps.sh

# make demo GAME=spook SEED=3 plays another game.
GAME ?= wari
SEED ?= 7
demo: deps
	@$(MAKE) --no-print-directory -s all
	@sh scripts/demo.sh $(O) $(GAME) $(SEED)

bench: all $(O)/wari-ref
	@sh bench/run.sh $(O)

install: all
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
		$(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(MANDIR)/man7 \
		$(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	for p in $(PROGS); do cp $(O)/$$p $(DESTDIR)$(BINDIR)/$$p; done
	cp man/*.1 $(DESTDIR)$(MANDIR)/man1/
	cp man/*.5 $(DESTDIR)$(MANDIR)/man5/
	cp man/*.7 $(DESTDIR)$(MANDIR)/man7/
	for p in $(PROGS); do cp completions/bg.bash $(DESTDIR)$(BASHCOMPDIR)/$$p; done
	cp completions/_bg $(DESTDIR)$(ZSHCOMPDIR)/_bg

uninstall:
	for p in $(PROGS); do rm -f $(DESTDIR)$(BINDIR)/$$p \
		$(DESTDIR)$(BASHCOMPDIR)/$$p; done
	rm -f $(DESTDIR)$(ZSHCOMPDIR)/_bg
	cd man && for f in *.[157]; do \
		rm -f $(DESTDIR)$(MANDIR)/man$${f##*.}/$$f; done

clean:
	rm -rf build build-san build-clang

.PHONY: all check deps demo bench install uninstall clean
.SECONDARY:
