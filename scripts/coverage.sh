#!/bin/sh
# coverage.sh BUILD [OTHER]: the line and branch coverage of lib/ and cmd/
# that the tests run against BUILD reached (a build made with --coverage,
# as make coverage makes it), per folder and in all, from gcov alone.
# With OTHER (a second such build, run on another set of tests), its
# figures too, and then each line BUILD's tests reach and OTHER's do not,
# as FILE:LINE, so that a smaller set of tests can be shown to reach every
# line the whole set does.  A line or branch counts as reached when any
# program reached it (a header's inline function is in many).
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# reached BUILD OUT: OUT.lines holds "FILE:LINE 0|1" for each line of code
# of lib/ and cmd/, OUT.branches "FILE:LINE:N 0|1" for each branch (1:
# reached, taken), merged over every object of BUILD and every job's
# counts (tests/run.sh has each job's programs write theirs under
# BUILD/gcda/TEST/); an object no test ran counts as reached nowhere.
reached() {
	if [ -z "$(find "$1/gcda" -name '*.gcda' 2>/dev/null | head -n 1)" ]; then
		echo "coverage: no coverage data in $1/gcda (make coverage makes it)" >&2
		exit 1
	fi
	find "$1" -path "$1/gcda" -prune -o -name '*.gcno' -print >"$tmp/files"
	for d in "$1"/gcda/*/; do
		(cd "$d" && find . -name '*.gcda') | while read -r f; do
			f=${f#./}
			# gcov reads a job's counts beside the object's notes.
			[ -e "$d${f%.gcda}.gcno" ] ||
				ln -s "$top/$1/${f%.gcda}.gcno" "$d${f%.gcda}.gcno"
			echo "$d$f"
		done
	done >>"$tmp/files"
	xargs gcov -t -b -c <"$tmp/files" 2>/dev/null |
		awk -v out="$2" -v top="$top/" '
		/^ *-: *0:Source:/ {
			src = substr($0, index($0, "Source:") + 7)
			if (index(src, top) == 1) src = substr(src, length(top) + 1)
			keep = src ~ /^(lib|cmd)\//
			next
		}
		!keep { next }
		/^branch / {
			key = src ":" line ":" $2
			if (!(key in b)) b[key] = 0
			if ($3 == "taken" && $4 + 0 > 0) b[key] = 1
			next
		}
		/^[ \t]*[0-9#=]+\*?:[ \t]*[0-9]+:/ {
			split($0, f, ":")
			n = f[1]; gsub(/[ \t*]/, "", n)
			line = f[2] + 0
			key = src ":" line
			if (!(key in l)) l[key] = 0
			if (n ~ /^[0-9]+$/ && n + 0 > 0) l[key] = 1
			next
		}
		/^[ \t]*-:[ \t]*[0-9]+:/ { split($0, f, ":"); line = f[2] + 0 }
		END {
			for (k in l) print k, l[k] > (out ".lines")
			for (k in b) print k, b[k] > (out ".branches")
		}'
	sort -o "$2.lines" "$2.lines"
	sort -o "$2.branches" "$2.branches"
}

# figures OUT: a line a folder, then lib/, cmd/ and all.
figures() {
	awk '
	function folder(f) { sub(/\/[^\/]*$/, "", f); return f }
	FILENAME ~ /lines$/ { split($1, p, ":"); d = folder(p[1])
		L[d]++; LR[d] += $2; T = p[1] ~ /^lib/ ? "lib/" : "cmd/"
		L[T]++; LR[T] += $2; L["all"]++; LR["all"] += $2; next }
	{ split($1, p, ":"); d = folder(p[1])
		B[d]++; BR[d] += $2; T = p[1] ~ /^lib/ ? "lib/" : "cmd/"
		B[T]++; BR[T] += $2; B["all"]++; BR["all"] += $2 }
	function pc(a, b) { return b ? sprintf("%5.1f %%", 100 * a / b) : "    - " }
	END {
		printf "  %-20s %21s %21s\n", "", "lines", "branches"
		n = 0
		for (d in L) if (d !~ /\/$/ && d != "all" && d != "cmd") names[++n] = d
		for (i = 2; i <= n; i++)
			for (j = i; j > 1 && names[j - 1] > names[j]; j--) {
				t = names[j]; names[j] = names[j - 1]; names[j - 1] = t
			}
		names[++n] = "lib/"; names[++n] = "cmd/"; names[++n] = "all"
		for (i = 1; i <= n; i++) {
			d = names[i]
			printf "  %-20s %6d/%-6d %s %6d/%-6d %s\n", d, LR[d], L[d],
				pc(LR[d], L[d]), BR[d], B[d], pc(BR[d], B[d])
		}
	}' "$1.lines" "$1.branches"
}

# complaints BUILD: what gcov's counting said while the tests ran (a
# count it could not write), if anything.
complaints() {
	n=$(cat "$1"/gcda/*.errors 2>/dev/null | grep -c '')
	[ "$n" -eq 0 ] ||
		echo "  ($n complaints of gcov's counting: $1/gcda/*.errors)"
}

reached "$1" "$tmp/a"
echo "coverage of lib/ and cmd/ by the tests run against $1:"
figures "$tmp/a"
complaints "$1"
[ -n "$2" ] || exit 0
reached "$2" "$tmp/b"
echo "coverage of lib/ and cmd/ by the tests run against $2:"
figures "$tmp/b"
complaints "$2"
awk '$2 == 1 { print $1 }' "$tmp/a.lines" >"$tmp/a.reached"
awk '$2 == 1 { print $1 }' "$tmp/b.lines" >"$tmp/b.reached"
comm -23 "$tmp/a.reached" "$tmp/b.reached" >"$tmp/missed"
echo "$(grep -c '' "$tmp/missed") lines reached against $1 and not against $2"
sed 's/^/  /' "$tmp/missed"
