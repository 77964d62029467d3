#!/usr/bin/env bats
# The layers of lib/: each file includes only its own layer and those below
# (scripts/layers.sh), so the tree has no include circle.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
}

@test "layers: every file of lib/ and cmd/ includes only its layer and those below" {
	run sh "$BG_TOP/scripts/layers.sh" "$BG_TOP"
	assert_equal "$output" ""
	[ "$status" -eq 0 ]
}

@test "layers: an include from a layer above, another game, or outside the layers is found" {
	mkdir -p t/lib t/cmd
	cp -R "$BG_TOP/lib/." t/lib/
	printf '#include "engine/engine.h"\n' >> t/lib/core/scan.c
	printf '#include "games/spook/spook.h"\n' >> t/lib/games/wari/wari.c
	printf '#include "../lib/cli/cli.h"\n' >> t/lib/util/rng.c
	: > t/lib/engine/extra.h
	run sh "$BG_TOP/scripts/layers.sh" t
	[ "$status" -eq 1 ]
	assert_equal "$output" "lib/engine/extra.h: a second header in engine/ (its one header is lib/engine/engine.h)
lib/core/scan.c:$(grep -c '' t/lib/core/scan.c): includes \"engine/engine.h\", a layer above its own
lib/games/wari/wari.c:$(grep -c '' t/lib/games/wari/wari.c): includes \"games/spook/spook.h\", another game's
lib/util/rng.c:$(grep -c '' t/lib/util/rng.c): includes \"../lib/cli/cli.h\", which is in no layer (write it from lib/: \"core/core.h\")"
}

@test "sizes: every program is at most 400 lines, every function at most 80" {
	run sh "$BG_TOP/scripts/sizes.sh" "$BG_TOP"
	assert_equal "$output" ""
	[ "$status" -eq 0 ]
}

@test "sizes: a long program and a long function are found" {
	mkdir -p t/lib/core t/cmd
	awk 'BEGIN { print "int\nf(void)\n{"; for (i = 0; i < 79; i++) print "\t;"; print "}" }' > t/lib/core/long.c
	awk 'BEGIN { for (i = 0; i < 401; i++) print "" }' > t/cmd/bg-long.c
	run sh "$BG_TOP/scripts/sizes.sh" t
	[ "$status" -eq 1 ]
	assert_equal "$output" "cmd/bg-long.c:401: a program of more than 400 lines
lib/core/long.c:3: a function of 81 lines (at most 80)"
}
