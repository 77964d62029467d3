# bg: small C filters for folk board games.
#
#   make            build the programs into build/
#   make demo       play a seeded Wari game through the pipeline into
#                   demo.rec, render it, check the record and write its
#                   replay page, demo.html (GAME=spook SEED=3 for another,
#                   NEWFLAGS= for bg-new's options), each step said on
#                   standard error
#   make check      every test, plain and under ASan+UBSan, and clang's warnings
#   make coverage   the line and branch coverage of lib/ and cmd/ that the
#                   tests reach (gcov), the whole suite's and the
#                   sanitizer build's
#   make bench      the benchmarks under bench/ (not tests)
#   make install    PREFIX=/usr/local DESTDIR= (make uninstall undoes it):
#                   the programs, their pages and completions, and libbg
#                   with its headers and bg.pc, for bots built on it
#   make dist       bg-VERSION.tar.gz, which builds and checks by itself
#
# The usual variables are honoured: CC, CPPFLAGS, CFLAGS, LDFLAGS, LDLIBS;
# libyaml comes from pkg-config (yaml-0.1) when it is there.  Warnings are
# errors only in make check (WERROR=-Werror), never in a packager's build.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/site-functions
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig

O ?= build
CC ?= cc
CFLAGS ?= -O2 -g
WERROR =
WARNINGS = -Wall -Wextra -Wshadow -Wstrict-prototypes $(WERROR)
PKG_CONFIG ?= pkg-config
YAML_CFLAGS != $(PKG_CONFIG) --cflags yaml-0.1 2>/dev/null || true
YAML_LIBS != $(PKG_CONFIG) --libs yaml-0.1 2>/dev/null || echo -lyaml
ALL_CPPFLAGS = -D_GNU_SOURCE $(YAML_CFLAGS) $(CPPFLAGS)
ALL_CFLAGS = -std=c17 -ffp-contract=off $(WARNINGS) $(CFLAGS)
ALL_LDLIBS = $(YAML_LIBS) -lm -pthread $(LDLIBS)
VERSION != sed -n 's/^\#define BG_VERSION "\(.*\)"/\1/p' lib/cli/cli.h

PROGS = bg-new bg-roll bg-moves bg-apply bg-render bg-select bg-train bg-tournament
# The programs written in sh: a loop over the five.
SCRIPTS = bg-play
# The games: each folder lib/games/GAME/ that has its definition
# formats/GAME.yaml (cross/, the board two games share, has none), so that
# adding a game is adding its files.  The registry of the programs is
# written from this list, in this order: the first five games as they came
# (the order bg-new --list has always had), then any other alphabetically.
GAMES_FIRST = wari spook manji waju wahoo
GAMES_FOUND = $(foreach g,$(patsubst lib/games/%/,%,$(wildcard lib/games/*/)),\
                $(if $(wildcard formats/$(g).yaml),$(g)))
GAMES = $(filter $(GAMES_FOUND),$(GAMES_FIRST)) \
        $(sort $(filter-out $(GAMES_FIRST),$(GAMES_FOUND)))
# The layers of lib/, lowest first: a file includes only the headers of
# its own layer and those below (scripts/layers.sh checks it).  games/
# holds one folder a game, and cross/, the board two games share.
LAYERS = util core games engine match record out cli play apply
LIBSRC = $(wildcard $(foreach l,$(filter-out games,$(LAYERS)),lib/$(l)/*.c)) \
         $(wildcard $(foreach g,cross $(GAMES),lib/games/$(g)/*.c))
# The dice games' learned evaluations, lib/games/GAME/weights.net each
# (formats/evaluation.md), embedded as the definitions are.
NETS = $(patsubst lib/games/%/weights.net,%,$(wildcard lib/games/*/weights.net))
LIBOBJ = $(LIBSRC:%.c=$(O)/%.o) $(GAMES:%=$(O)/defs/%.o) $(O)/defs/registry.o \
         $(NETS:%=$(O)/defs/net-%.o) $(O)/defs/page.o
# The replay page's HTML, style sheet and script (lib/out/page.c), in the
# order scripts/embed-text.sh is given them.
PAGE = bg_page_head lib/out/page/head.html bg_page_style lib/out/page/style.css \
       bg_page_body lib/out/page/body.html bg_page_script lib/out/page/script.js
HEADERS = lib/bg.h $(wildcard lib/*/*.h lib/games/*/*.h)
# The headers a program built on libbg includes (examples/bot.c): the
# layers up to engine/, which a bot needs (engine.h says which part of
# them is stable).  They go to INCLUDEDIR/bg/ in lib/'s folders, since
# they include one another from there ("core/core.h").
PUBLIC = lib/bg.h lib/util/util.h lib/core/core.h lib/engine/engine.h
PUBLIC_DIRS = $(patsubst lib/%/,%,$(filter lib/%/,$(dir $(PUBLIC))))
# The unit tests of lib/ but lib/match/, which match.c tests on its own.
UNIT = $(filter-out tests/unit/match.c,$(wildcard tests/unit/*.c tests/unit/*.h))

# The sanitizers' runtimes linked in statically: each of the thousands of
# processes the tests start then begins and ends in two thirds of the time
# (the dynamic runtimes' loading and relocation spared).
SAN_FLAGS = -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer \
            -fno-sanitize-recover=all -static-libasan -static-libubsan

all: $(PROGS:%=$(O)/%) $(SCRIPTS:%=$(O)/%)

$(O)/bg-play: scripts/bg-play.sh lib/cli/cli.h
	@mkdir -p $(@D)
	sed 's/@VERSION@/$(VERSION)/' scripts/bg-play.sh > $@.tmp
	chmod 755 $@.tmp && mv $@.tmp $@

$(O)/lib/%.o: lib/%.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) -c -o $@ $<

$(O)/defs/%.c: formats/%.yaml scripts/embed.sh
	@mkdir -p $(@D)
	sh scripts/embed.sh $* formats/$*.yaml > $@.tmp && mv $@.tmp $@

$(O)/defs/page.c: $(filter lib/out/page/%,$(PAGE)) scripts/embed-text.sh
	@mkdir -p $(@D)
	sh scripts/embed-text.sh out/out.h $(PAGE) > $@.tmp && mv $@.tmp $@

$(O)/defs/net-%.c: lib/games/%/weights.net scripts/embed.sh
	@mkdir -p $(@D)
	sh scripts/embed.sh $* lib/games/$*/weights.net net > $@.tmp && mv $@.tmp $@

# The list of games as last built, rewritten only when a game's folder
# comes or goes: the registry is written again then, and only then.
$(O)/defs/games: FORCE
	@mkdir -p $(@D)
	@echo $(GAMES) > $@.tmp
	@if cmp -s $@.tmp $@; then rm $@.tmp; else mv $@.tmp $@; fi

$(O)/defs/registry.c: $(O)/defs/games scripts/registry.sh
	@mkdir -p $(@D)
	sh scripts/registry.sh $(GAMES) > $@.tmp && mv $@.tmp $@

$(O)/defs/%.o: $(O)/defs/%.c $(HEADERS)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) -c -o $@ $<

$(O)/libbg.a: $(LIBOBJ)
	rm -f $@
	ar rcs $@ $(LIBOBJ)

$(O)/bg-%: cmd/bg-%.c $(O)/libbg.a $(HEADERS)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< $(O)/libbg.a $(ALL_LDLIBS)

$(O)/unit: $(UNIT) $(O)/libbg.a $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) $(LDFLAGS) -o $@ \
		$(filter %.c,$(UNIT)) $(O)/libbg.a $(ALL_LDLIBS)

$(O)/search-ref: tests/ref/search-ref.c $(O)/libbg.a $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) $(LDFLAGS) -o $@ \
		tests/ref/search-ref.c $(O)/libbg.a $(ALL_LDLIBS)

# The bots of tests/bots/ written in C, and the unit tests of lib/match/,
# which play them and the shell bots, which call bg-moves (tests/match.bats
# runs them).
TEST_BOTS = $(patsubst tests/bots/%.c,$(O)/bots/%,$(wildcard tests/bots/*.c))

$(O)/bots/%: tests/bots/%.c $(O)/libbg.a $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< \
		$(O)/libbg.a $(ALL_LDLIBS)

# The example bot of examples/, built here on the tree's libbg (and in
# tests/library.bats on an installed one).
$(O)/examples/%: examples/%.c $(O)/libbg.a $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< \
		$(O)/libbg.a $(ALL_LDLIBS)

$(O)/match-unit: tests/unit/match.c tests/unit/tap.c tests/unit/tap.h \
		$(O)/libbg.a $(HEADERS) $(TEST_BOTS) $(O)/bg-moves
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) $(LDFLAGS) -o $@ \
		tests/unit/match.c tests/unit/tap.c $(O)/libbg.a $(ALL_LDLIBS)

# The learned evaluation's forward pass written plainly (tests/learned.bats).
$(O)/net-ref: tests/ref/net-ref.c $(O)/libbg.a $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) $(LDFLAGS) -o $@ \
		tests/ref/net-ref.c $(O)/libbg.a $(ALL_LDLIBS)

$(O)/wari-ref: tests/ref/wari-ref.c tests/ref/wari-plain.h
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $<

# OpenSpiel's Oware rules ported, for random games (tests/oware-peer.bats).
$(O)/oware-port: tests/ref/oware-port.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $<

# The exact solver against the plain rules' brute force (tests/exact.bats).
EXACT = tests/ref/wari-exact.c tests/ref/exact-bench.c
$(O)/wari-exact: $(EXACT) tests/ref/wari-plain.h $(O)/libbg.a $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) $(LDFLAGS) -o $@ \
		$(EXACT) $(O)/libbg.a $(ALL_LDLIBS)

# The exact Spook solver against a plain value iteration (tests/exact.bats).
$(O)/spook-exact: tests/ref/spook-exact.c $(O)/libbg.a $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) $(LDFLAGS) -o $@ \
		tests/ref/spook-exact.c $(O)/libbg.a $(ALL_LDLIBS)

# The exact Manji solver against a plain value iteration
# (tests/manji-exact.bats).
$(O)/manji-exact: tests/ref/manji-exact.c $(O)/libbg.a $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) $(LDFLAGS) -o $@ \
		tests/ref/manji-exact.c $(O)/libbg.a $(ALL_LDLIBS)

# The checksum of a table file made again for what it holds
# (tests/tables-hardening.bats).
$(O)/table-seal: tests/ref/table-seal.c $(O)/libbg.a $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) $(LDFLAGS) -o $@ \
		tests/ref/table-seal.c $(O)/libbg.a $(ALL_LDLIBS)

# The last-piece tables against a plain value iteration
# (tests/endgame-tables.bats).
$(O)/endgame-exact: tests/ref/endgame-exact.c $(O)/libbg.a $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) $(LDFLAGS) -o $@ \
		tests/ref/endgame-exact.c $(O)/libbg.a $(ALL_LDLIBS)

# The whole suite: the plain build, the sanitizer build, and clang's
# warnings when it is there; the last line counts every test.
check: deps
	sh scripts/layers.sh
	sh scripts/sizes.sh
	$(MAKE) $(BUILD_JOBS) O=build WERROR=-Werror all $(TEST_TOOLS:%=build/%) \
		build/examples/bot
	$(MAKE) $(BUILD_JOBS) O=build-san WERROR=-Werror CFLAGS="$(SAN_FLAGS)" \
		all $(TEST_TOOLS:%=build-san/%)
	if command -v clang >/dev/null; then \
		$(MAKE) $(BUILD_JOBS) O=build-clang WERROR=-Werror CC=clang \
		CFLAGS=-O0 warnings; fi
	sh tests/run.sh build build-san

# The warnings of another compiler (make check's clang pass) on the
# sources of the library, the programs, the unit tests and the example
# bot, and the generated ones: parsed, no code made, in two halves that
# two cores check at once.
WARNED_GENERATED = $(GAMES:%=$(O)/defs/%.c) $(O)/defs/registry.c \
                   $(NETS:%=$(O)/defs/net-%.c) $(O)/defs/page.c
WARNED_1 = $(filter lib/games/% lib/engine/%,$(LIBSRC)) $(WARNED_GENERATED)
WARNED_2 = $(filter-out lib/games/% lib/engine/%,$(LIBSRC)) \
           $(PROGS:%=cmd/%.c) $(filter %.c,$(UNIT)) tests/unit/match.c \
           examples/bot.c

warnings: $(O)/warnings-1 $(O)/warnings-2

$(O)/warnings-1: $(WARNED_1) $(HEADERS)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) -fsyntax-only $(WARNED_1)
	@touch $@

$(O)/warnings-2: $(WARNED_2) $(HEADERS) tests/unit/tap.h
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) -Ilib $(ALL_CFLAGS) -fsyntax-only $(WARNED_2)
	@touch $@

# The builds of make check and make coverage on every core, unless make
# was given -j already.
NPROC != nproc 2>/dev/null || echo 2
BUILD_JOBS = $(if $(filter -j%,$(MAKEFLAGS)),,-j$(NPROC))

# The test programs of tests/unit/ and tests/ref/ that the suite runs.
TEST_TOOLS = unit wari-ref oware-port wari-exact spook-exact manji-exact search-ref \
             net-ref table-seal endgame-exact match-unit

# What the tests reach: the suite against a build with gcov's
# instrumentation (build-cov/), and the sanitizer build's smaller set
# against a second one (build-cov-san/, named as a sanitizer build is, so
# that tests/run.sh runs that set), then the line and branch coverage of
# lib/ and cmd/ of each, per folder and in all, and each line the whole
# suite reaches that the sanitizer build's set does not.
COV_FLAGS = -O0 -g --coverage
coverage: deps
	$(MAKE) $(BUILD_JOBS) O=build-cov CFLAGS="$(COV_FLAGS)" all \
		$(TEST_TOOLS:%=build-cov/%) build-cov/examples/bot
	$(MAKE) $(BUILD_JOBS) O=build-cov-san CFLAGS="$(COV_FLAGS)" \
		all $(TEST_TOOLS:%=build-cov-san/%)
	rm -rf build-cov/gcda build-cov-san/gcda
	-sh tests/run.sh build-cov build-cov-san
	sh scripts/coverage.sh build-cov build-cov-san

# What make check needs beyond what building needs: bats, parallel,
# man-db, clang, zsh, mandoc, pkg-config (installed when it can, as root).

deps:
	@sh scripts/deps.sh check

# make demo GAME=spook SEED=3 plays another game; DEMO=dir/name writes
# dir/name.rec and dir/name.html instead of demo.rec and demo.html;
# NEWFLAGS="--pieces 1" passes options to bg-new (a shorter Spook game).
GAME ?= wari
SEED ?= 7
DEMO ?= demo
NEWFLAGS ?=
demo:
	@echo "demo: checking what the build needs (a C compiler, make, libyaml)" >&2
	@sh scripts/deps.sh build
	@echo "demo: building the programs into $(O)/" >&2
	@$(MAKE) --no-print-directory -s all
	@sh scripts/demo.sh -o "$(DEMO)" $(O) $(GAME) $(SEED) $(NEWFLAGS)

bench: all $(O)/wari-ref $(O)/wari-exact $(O)/bots/first
	@sh bench/run.sh $(O)

INSTALL ?= install
install: all
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
		$(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(MANDIR)/man7 \
		$(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	for p in $(PROGS) $(SCRIPTS); do \
		$(INSTALL) -m 755 $(O)/$$p $(DESTDIR)$(BINDIR)/$$p; done
	$(INSTALL) -m 644 man/*.1 $(DESTDIR)$(MANDIR)/man1/
	$(INSTALL) -m 644 man/*.5 $(DESTDIR)$(MANDIR)/man5/
	$(INSTALL) -m 644 man/*.7 $(DESTDIR)$(MANDIR)/man7/
	for p in $(PROGS) $(SCRIPTS); do $(INSTALL) -m 644 completions/bg.bash \
		$(DESTDIR)$(BASHCOMPDIR)/$$p; done
	$(INSTALL) -m 644 completions/_bg $(DESTDIR)$(ZSHCOMPDIR)/_bg
	$(INSTALL) -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR) \
		$(PUBLIC_DIRS:%=$(DESTDIR)$(INCLUDEDIR)/bg/%)
	$(INSTALL) -m 644 $(O)/libbg.a $(DESTDIR)$(LIBDIR)/libbg.a
	for h in $(PUBLIC:lib/%=%); do \
		$(INSTALL) -m 644 lib/$$h $(DESTDIR)$(INCLUDEDIR)/bg/$$h; done
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' \
		-e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' -e 's|@VERSION@|$(VERSION)|' \
		-e 's|@YAML_LIBS@|$(strip $(YAML_LIBS))|' lib/bg.pc.in > $(O)/bg.pc
	$(INSTALL) -m 644 $(O)/bg.pc $(DESTDIR)$(PKGCONFIGDIR)/bg.pc

uninstall:
	for p in $(PROGS) $(SCRIPTS); do rm -f $(DESTDIR)$(BINDIR)/$$p \
		$(DESTDIR)$(BASHCOMPDIR)/$$p; done
	rm -f $(DESTDIR)$(ZSHCOMPDIR)/_bg
	cd man && for f in *.[157]; do \
		rm -f $(DESTDIR)$(MANDIR)/man$${f##*.}/$$f; done
	rm -f $(DESTDIR)$(LIBDIR)/libbg.a $(DESTDIR)$(PKGCONFIGDIR)/bg.pc \
		$(PUBLIC:lib/%=$(DESTDIR)$(INCLUDEDIR)/bg/%)
	rmdir $(PUBLIC_DIRS:%=$(DESTDIR)$(INCLUDEDIR)/bg/%) \
		$(DESTDIR)$(INCLUDEDIR)/bg 2>/dev/null || true

# The files of the package: what git tracks, or, in an unpacked tarball,
# the list it came with.
DIST = bg-$(VERSION)
DISTDIR = .
dist:
	rm -rf $(O)/$(DIST) $(DISTDIR)/$(DIST).tar.gz
	@mkdir -p $(O)/$(DIST)
	@git ls-files --error-unmatch Makefile >/dev/null 2>&1 || \
		test -f MANIFEST || { echo "make dist: needs a git checkout" \
		"or an unpacked release (which lists its files in MANIFEST)" >&2; \
		exit 1; }
	{ git ls-files --error-unmatch Makefile >/dev/null 2>&1 && \
		git ls-files || cat MANIFEST; } | grep -vx MANIFEST | \
		LC_ALL=C sort > $(O)/MANIFEST
	@test -s $(O)/MANIFEST
	tar -cf - -T $(O)/MANIFEST | tar -xf - -C $(O)/$(DIST)
	cp $(O)/MANIFEST $(O)/$(DIST)/MANIFEST
	tar -C $(O) -czf $(DISTDIR)/$(DIST).tar.gz $(DIST)
	rm -rf $(O)/$(DIST)
	@echo $(DISTDIR)/$(DIST).tar.gz

clean:
	rm -rf build build-san build-clang build-cov build-cov-san demo.html demo.rec
	@case "$(O)" in ""|.|./|..|../|/|~) ;; *) rm -rf "$(O)" ;; esac

.PHONY: all check deps demo bench install uninstall dist clean warnings FORCE
FORCE:
.SECONDARY:
