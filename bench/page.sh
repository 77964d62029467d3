#!/bin/sh
# bench/page.sh BUILD: how soon the replay page of BUILD's bg-render
# --html shows its first position in headless Chromium, beside a
# baseline measured in the same run: a page of the same size whose only
# script is the one line that notes the time.  The page notes the
# milliseconds from the start of its load to the first position drawn
# (performance.now(), in the body's data-shown-ms); the median of five
# openings a page.  Without chromium it says so and ends.  See
# bench/README.md.
#
#   BENCH_PAGE_RUNS  openings a page (default 5)
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/bg-render" ]; then
	echo "usage: sh bench/page.sh BUILD  (BUILD holds bg-render)" >&2
	exit 64
fi
. "$(dirname "$0")/lib.sh"
runs=${BENCH_PAGE_RUNS:-5}
browser=
for c in chromium chromium-browser; do
	if command -v "$c" >/dev/null 2>&1; then
		browser=$c
		break
	fi
done
echo "(q) the replay page: milliseconds to the first position shown, the" \
     "median of $runs openings in headless Chromium"
if [ -z "$browser" ]; then
	echo "  chromium is not installed: nothing measured"
	exit 0
fi

# shown_ms FILE: the milliseconds FILE's page notes, opened once with a
# fresh profile.
shown_ms() {
	_profile=$(mktemp -d "$out/profile.XXXXXX")
	timeout 120 "$browser" --headless --no-sandbox --disable-gpu \
		--disable-quic --no-first-run --disable-background-networking \
		--disable-component-update --disable-sync \
		--user-data-dir="$_profile" --dump-dom "file://$1" 2>/dev/null |
		grep -o 'data-shown-ms="[0-9]*"' | tr -dc 0-9
	rm -rf "$_profile"
}

# median_ms FILE: the median of the runs' milliseconds.
median_ms() {
	_i=0
	while [ "$_i" -lt "$runs" ]; do
		shown_ms "$1"
		echo
		_i=$((_i + 1))
	done | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

# baseline SIZE FILE: a page of SIZE bytes of text whose one script notes
# the time, as the replay page does when it has drawn.
baseline() {
	{
		echo '<!DOCTYPE html><html><body><pre>'
		head -c "$1" /dev/zero | tr '\0' 'x' | fold -w 100
		echo '</pre><script>document.body.setAttribute("data-shown-ms",'
		echo 'Math.round(performance.now()));</script></body></html>'
	} >"$2"
}

printf '  %-30s %9s %8s %12s %13s\n' record moves bytes "page ms" \
	"x baseline's"
for rec in "$top"/tests/games/*/*.rec; do
	name=${rec#"$top"/tests/games/}
	page=$out/page.html
	base=$out/page-baseline.html
	"$bin/bg-render" --html -f "$rec" >"$page" 2>/dev/null || continue
	bytes=$(wc -c <"$page")
	moves=$("$bin/bg-render" -f "$rec" 2>/dev/null | grep -cE '^[0-9]+\. ')
	baseline "$bytes" "$base"
	page_ms=$(median_ms "$page")
	base_ms=$(median_ms "$base")
	printf '  %-30s %9s %8s %12s %13s\n' "$name" "$moves" "$bytes" \
		"$page_ms" "$(ratio "$page_ms" "$base_ms")"
done
rm -f "$out/page.html" "$out/page-baseline.html"
