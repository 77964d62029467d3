#!/bin/sh
# run.sh [SECONDS [HARNESS...]]: builds the libFuzzer harnesses of
# tests/fuzz/ with clang (ASan + UBSan) and runs each named one (state,
# action, yaml, record, new, tags, note; default all seven, one after
# another) for SECONDS (default 60).
#
#   fuzz-state   a state line of any game: bg_state_parse, canonical
#                format, moves, apply, perft depth 2, a short play
#   fuzz-action  action words through bg_state_act on fixed Wari and
#                Spook states
#   fuzz-yaml    a definition: bg_yaml_load, the game's load_def, init,
#                perft depth 2, a play, lines one byte off
#   fuzz-record  a record file through the record reader and a replay,
#                both forms, every game
#   fuzz-new     bg-new's game options through each game's init
#   fuzz-tags    a record's tags and Options tag through the replay
#                driver, its verdict and the replay page
#   fuzz-note    a record line's comment read as a judgement, and on
#                the replay page
#
# The checks they share are in fuzz.h.  The build, the growing corpora and any crash files go under
# $FUZZ_BUILD (default build-fuzz at the top of the checkout); the seeds
# under tests/fuzz/corpus/ are only read.  Exit 1 when a harness found a
# crash, a leak or a broken invariant.
set -eu
secs=${1:-60}
if [ $# -gt 0 ]; then shift; fi
harnesses=${*:-state action yaml record new tags note}
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
O=${FUZZ_BUILD:-build-fuzz}
CC=${FUZZ_CC:-clang}
SAN='-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer'

make O="$O" CC="$CC" CFLAGS="-g -O1 -fsanitize=fuzzer-no-link $SAN" \
	"$O/libbg.a"
for h in state action yaml record new tags note; do
	# shellcheck disable=SC2086
	$CC -std=c17 -D_GNU_SOURCE -g -O1 -fsanitize=fuzzer $SAN -Ilib \
		-o "$O/fuzz-$h" "tests/fuzz/fuzz_$h.c" "$O/libbg.a" -lyaml
done

failed=0
for h in $harnesses; do
	case $h in
	state) extra="-max_len=4096 -dict=tests/fuzz/state.dict" ;;
	action) extra="-max_len=512 -dict=tests/fuzz/action.dict" ;;
	yaml) extra="-max_len=4096 -dict=tests/fuzz/yaml.dict" ;;
	record) extra="-max_len=8192 -dict=tests/fuzz/record.dict" ;;
	new) extra="-max_len=1024 -dict=tests/fuzz/new.dict" ;;
	tags) extra="-max_len=4096 -dict=tests/fuzz/tags.dict" ;;
	note) extra="-max_len=1024 -dict=tests/fuzz/note.dict" ;;
	*) echo "run.sh: no harness '$h' (state, action, yaml, record, new, tags, note)" >&2
	   exit 64 ;;
	esac
	mkdir -p "$O/corpus/$h" "$O/artifacts"
	echo "== fuzz-$h for ${secs}s"
	# shellcheck disable=SC2086
	if ! "$O/fuzz-$h" -max_total_time="$secs" -timeout=10 \
		-print_final_stats=1 $extra \
		-artifact_prefix="$O/artifacts/$h-" \
		"$O/corpus/$h" "tests/fuzz/corpus/$h" 2>"$O/fuzz-$h.log"; then
		failed=1
		echo "fuzz-$h FAILED: see $O/fuzz-$h.log and $O/artifacts/"
	fi
	grep -E '^stat::(number_of_executed_units|peak_rss_mb)|^(SUMMARY|==[0-9]+==ERROR)' \
		"$O/fuzz-$h.log" || true
done
exit $failed
