#!/bin/sh
# coverage.sh BUILD [OTHER]: the line and branch coverage of lib/ and cmd/
# that the tests run against BUILD reached (a build made with --coverage,
# as make coverage makes it), per folder and in all, from gcov alone.
# With OTHER (a second such build, run on another set of tests), its
# figures too, and then each line BUILD's tests reach and OTHER's do not,
# as FILE:LINE, so that a smaller set of tests can be shown to reach every
# line the whole set does.  A line or branch counts as reached when any
# program reached it (a header's inline function is in many).
#
# coverage.sh --choose BUILD [TIMES [SANTIMES]]: from the lines each test
# (and each case of games.bats) of a whole run against BUILD reached, the
# tests and cases the sanitizer build can leave out (tests/san-skips; see
# choose below).
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# roots BUILD: each count file under BUILD/gcda as "ROOT OBJECT" in
# $tmp/counts, ROOT the directory one test's programs wrote theirs in
# (or one job's outside its tests, or one case's of games.bats:
# helpers.bash gives each test its own, tests/run.sh each job,
# games.bats each case one beneath its test's), OBJECT the object's path
# in BUILD without .gcda; the roots one a line in $tmp/roots; and
# $tmp/notes/, links to BUILD's notes (.gcno) where gcov finds them
# beside a root's counts.
roots() {
	if [ -z "$(find "$1/gcda" -name '*.gcda' 2>/dev/null | head -n 1)" ]; then
		echo "coverage: no coverage data in $1/gcda (make coverage makes it)" >&2
		exit 1
	fi
	rm -rf "$tmp/notes"
	mkdir -p "$tmp/notes"
	(cd "$1" && find . -path ./gcda -prune -o -name '*.gcno' -print) |
		sed 's|^\./||' >"$tmp/objects"
	while read -r f; do
		mkdir -p "$tmp/notes/$(dirname "$f")"
		ln -s "$top/$1/$f" "$tmp/notes/$f"
	done <"$tmp/objects"
	(cd "$1/gcda" && find . -name '*.gcda') | sed 's|^\./||; s|\.gcda$||' |
		awk 'NR == FNR { sub(/\.gcno$/, ""); note[$0] = 1; next }
		{
			p = $0; root = ""
			while (!(p in note) && (i = index(p, "/")) > 0) {
				root = root substr(p, 1, i); p = substr(p, i + 1)
			}
			if (p in note) print substr(root, 1, length(root) - 1), p
		}' "$tmp/objects" - | sort >"$tmp/counts"
	cut -d ' ' -f 1 "$tmp/counts" | uniq >"$tmp/roots"
}

# annotated BUILD ROOT [GCOV-OPTION...]: gcov's annotated sources of
# every object ROOT's programs reached, from ROOT's counts put beside
# the links of $tmp/notes/ (and taken away again).
annotated() {
	b=$1 r=$2
	shift 2
	awk -v r="$r" '$1 == r { print $2 ".gcda" }' "$tmp/counts" >"$tmp/root"
	(cd "$b/gcda/$r" && xargs cp --parents -t "$tmp/notes") <"$tmp/root"
	sed "s|^|$tmp/notes/|" "$tmp/root" | xargs gcov -t "$@" 2>/dev/null
	(cd "$tmp/notes" && xargs rm -f) <"$tmp/root"
}

# reached BUILD OUT: OUT.lines holds "FILE:LINE 0|1" for each line of code
# of lib/ and cmd/, OUT.branches "FILE:LINE:N 0|1" for each branch (1:
# reached, taken), merged over every test's counts and every object of
# BUILD; an object no test ran counts as reached nowhere.
reached() {
	roots "$1"
	{
		sed "s|^|$tmp/notes/|" "$tmp/objects" | xargs gcov -t -b -c 2>/dev/null
		while read -r r; do
			annotated "$1" "$r" -b -c
		done <"$tmp/roots"
	} |
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

# each BUILD OUT: OUT holds "ROOT FILE:LINE" for each line of lib/ and
# cmd/ that the programs of ROOT (one test, or one job outside its tests)
# reached.
each() {
	roots "$1"
	while read -r r; do
		annotated "$1" "$r" | awk -v r="$r" -v top="$top/" '
		/^ *-: *0:Source:/ {
			src = substr($0, index($0, "Source:") + 7)
			if (index(src, top) == 1) src = substr(src, length(top) + 1)
			keep = src ~ /^(lib|cmd)\//
			next
		}
		keep && /^[ \t]*[0-9]+\*?:[ \t]*[0-9]+:/ {
			split($0, f, ":")
			print r, src ":" (f[2] + 0)
		}' | sort -u
	done <"$tmp/roots" >"$2"
}

# choose BUILD [TIMES [SANTIMES]]: the tests that the sanitizer build can
# leave out, as
# "FILE: DESCRIPTION" (tests/san-skips), from the counts of a run of the
# whole suite against BUILD: the others reach every line the whole suite
# reaches, but for those that only the files run once (tests/run.sh) reach.
# Each case of games.bats's test of every case is a test of its own,
# named "games.bats: case FILE: NAME" (games.bats leaves it out), its
# time kept in case-times beside TIMES and SANTIMES (a case with no time
# there has its test's time shared equally among the cases); that test
# itself always runs.
# Chosen greedily, the most lines not yet reached for a second of the
# test's time first (TIMES, BUILD/test-times-each by default: the plain
# build's build/test-times-each weighs them as they cost outside gcov;
# with SANTIMES, build-san/test-times-each, a test the sanitizer build
# ran weighs its time there, the others their plain time times the
# median ratio of the two), then each chosen test whose
# lines the others reach dropped again, the slowest first, or replaced
# by tests not chosen that reach the lines only it reaches in less time.  What a job
# runs outside its tests (the unit tests, a file's setup_file) counts as
# run; a test that reached no line is not named (a program killed by a
# signal, or kept from writing by a limit, writes no counts).  A test's
# root is bats's name of it: "test_", then its description
# with "_" for a space and "-XX" for any other character but a letter or
# digit; a case's is its test's root, "/case_" and "FILE: NAME" written
# the same way.
choose() {
	each "$1" "$tmp/each"
	timesfile=${2:-$1/test-times-each}
	casetimes=$(dirname "$timesfile")/case-times
	sancasetimes=${3:+$(dirname "$3")/case-times}
	[ -f "$casetimes" ] || casetimes=
	[ -f "$sancasetimes" ] || sancasetimes=
	LC_ALL=C awk -v timesfile="$timesfile" -v santimes="$3" \
	    -v casetimes="$casetimes" -v sancasetimes="$sancasetimes" \
	    -v once=" package.bats docs.bats library.bats newgame.bats " '
	# median(a, n): the median of a[1..n] (sorted in place), 1 if n is 0.
	function median(a, n,   i, j, v) {
		for (i = 2; i <= n; i++)
			for (j = i; j > 1 && a[j - 1] > a[j]; j--) {
				v = a[j]; a[j] = a[j - 1]; a[j - 1] = v
			}
		return n ? a[int((n + 1) / 2)] : 1
	}
	# weigh(t, r): the time of the test t, its time in the sanitizer
	# build if it ran there, else its plain time times r, else 1 ms.
	function weigh(t, r) {
		return t in san ? san[t] : t in plain ? plain[t] * r : 1
	}
	function describe(name,   d, c) {
		d = ""
		name = substr(name, 6)
		while (name != "") {
			c = substr(name, 1, 1)
			if (c == "_") { d = d " "; name = substr(name, 2) }
			else if (c == "-") {
				d = d sprintf("%c", hex[substr(name, 2, 2)])
				name = substr(name, 4)
			} else { d = d c; name = substr(name, 2) }
		}
		return d
	}
	# replaced(T): whether tests not chosen reach the lines only T of
	# the chosen reaches for less time than T takes; if so they are
	# chosen (greedily, as the first choice), and T may go.
	function replaced(t,   own, n, x, k, j, u, g, best, rate, sum, add, na, i) {
		k = split(has[t], x, " ")
		n = 0
		for (j = 1; j <= k; j++)
			if (covered[x[j]] == 0 && times[x[j]] < 2) { own[x[j]] = 1; n++ }
		sum = 0; na = 0
		while (n > 0) {
			best = ""; rate = 0
			for (i = 1; i <= ntests; i++) {
				u = tests[i]
				if (u == t || u in chosen || u in add) continue
				g = 0
				k = split(has[u], x, " ")
				for (j = 1; j <= k; j++) if (x[j] in own) g++
				if (g / cost[u] > rate) { best = u; rate = g / cost[u] }
			}
			if (best == "") return 0
			add[best] = 1; sum += cost[best]
			if (sum >= cost[t]) return 0
			k = split(has[best], x, " ")
			for (j = 1; j <= k; j++)
				if (x[j] in own) { delete own[x[j]]; n-- }
		}
		for (u in add) {
			chosen[u] = 1
			k = split(has[u], x, " ")
			for (j = 1; j <= k; j++) {
				if (!(x[j] in covered)) covered[x[j]] = 0
				times[x[j]]++
			}
		}
		return 1
	}
	BEGIN {
		for (i = 0; i < 256; i++) hex[sprintf("%02x", i)] = i
	}
	FILENAME == timesfile || FILENAME == santimes {
		ms = $1; $1 = ""; sub(/^ [^\/]*\//, "")
		if (FILENAME == timesfile) plain[$0] = ms < 1 ? 1 : ms
		else san[$0] = ms < 1 ? 1 : ms
		next
	}
	FILENAME == casetimes || FILENAME == sancasetimes {
		t = "games.bats: case " substr($0, index($0, " ") + 1)
		if (FILENAME == casetimes) plain[t] = $1 < 1 ? 1 : $1
		else san[t] = $1 < 1 ? 1 : $1
		next
	}
	{
		if (!($2 in id)) { id[$2] = ++lines; where[lines] = $2 }
		n = split($1, p, "/")
		if (n == 1 || p[2] !~ /^test_/) { covered[id[$2]] = 1; next }
		if (index(once, " " p[1] " ")) { onceonly[id[$2]] = 1; next }
		t = p[1] ": " describe(p[2])
		if (n > 2 && p[3] ~ /^case_/) {
			whole = t
			t = p[1] ": case " describe(p[3])
			if (!(t in has)) { caseof[t] = whole; ncases[whole]++ }
		}
		if (!(t in has)) { tests[++ntests] = t; has[t] = "" }
		has[t] = has[t] " " id[$2]
	}
	END {
		# A test split into cases runs whenever one of them does: the
		# lines it reaches outside them count as run.
		m = 0
		for (i = 1; i <= ntests; i++) {
			t = tests[i]
			if (!(t in ncases)) { tests[++m] = t; continue }
			k = split(has[t], x, " ")
			for (j = 1; j <= k; j++) covered[x[j]] = 1
		}
		ntests = m
		# A test the sanitizer build ran weighs its time there; another
		# its plain time times the median ratio of the two; a case the
		# same, by the median ratio of the cases, or a share of its
		# test time when it has none of its own.
		for (t in san) {
			if (!(t in plain)) continue
			if (t in caseof) cratio[++ncr] = san[t] / plain[t]
			else ratio[++nr] = san[t] / plain[t]
		}
		r = median(ratio, nr)
		cr = ncr ? median(cratio, ncr) : r
		for (i = 1; i <= ntests; i++) {
			t = tests[i]
			gain[t] = split(has[t], x, " ")
			if (!(t in caseof)) cost[t] = weigh(t, r)
			else if (t in san || t in plain) cost[t] = weigh(t, cr)
			else cost[t] = weigh(caseof[t], r) / ncases[caseof[t]]
			byms[i] = t
		}
		for (;;) {
			best = ""; rate = 0
			for (i = 1; i <= ntests; i++) {
				t = tests[i]
				if (!(t in chosen) && gain[t] / cost[t] > rate) {
					best = t; rate = gain[t] / cost[t]
				}
			}
			if (best == "") break
			g = 0
			k = split(has[best], x, " ")
			for (j = 1; j <= k; j++) if (!(x[j] in covered)) g++
			if (g < gain[best]) { gain[best] = g; continue }
			chosen[best] = 1; order[++nchosen] = best
			for (j = 1; j <= k; j++) {
				if (!(x[j] in covered)) covered[x[j]] = 0
				times[x[j]]++
			}
		}
		for (i = 2; i <= ntests; i++)
			for (j = i; j > 1 && cost[byms[j - 1]] < cost[byms[j]]; j--) {
				t = byms[j]; byms[j] = byms[j - 1]; byms[j - 1] = t
			}
		for (i = 1; i <= ntests; i++) {
			t = byms[i]
			if (!(t in chosen)) continue
			k = split(has[t], x, " ")
			spare = 1
			for (j = 1; j <= k && spare; j++)
				if (covered[x[j]] == 0 && times[x[j]] < 2) spare = 0
			if (spare || replaced(t)) {
				delete chosen[t]
				for (j = 1; j <= k; j++) times[x[j]]--
			}
		}
		for (i = 1; i <= ntests; i++) {
			t = tests[i]
			c = t in caseof ? "cases" : "tests"
			all[c]++
			if (t in chosen) { kept[c]++; keptms[c] += cost[t] }
			else { print t; leftms[c] += cost[t] }
		}
		# What keeps each of the slowest tests kept: the lines only it
		# reaches of those the others kept do not.
		for (i = 1; i <= nchosen; i++) {
			t = order[i]
			if (!(t in chosen) || cost[t] < 3000) continue
			k = split(has[t], x, " ")
			own = 0; some = ""
			for (j = 1; j <= k; j++)
				if (covered[x[j]] == 0 && times[x[j]] == 1) {
					if (++own <= 4) some = some " " where[x[j]]
				}
			printf "choose: %5.1f s %s: %d lines of its own:%s\n", \
				cost[t] / 1000, t, own, some > "/dev/stderr"
		}
		for (l in onceonly) if (!(l in covered)) only++
		split("tests cases", kinds, " ")
		for (i = 1; i <= 2; i++) {
			c = kinds[i]
			if (all[c]) printf "choose: %d of %d %s kept (%.1f s of %.1f s)\n", \
				kept[c], all[c], c, keptms[c] / 1000, \
				(keptms[c] + leftms[c]) / 1000 > "/dev/stderr"
		}
		printf "choose: %d lines, %d of them reached only by the files run once\n", \
			lines, only > "/dev/stderr"
	}' "$timesfile" ${3:+"$3"} ${casetimes:+"$casetimes"} \
		${sancasetimes:+"$sancasetimes"} "$tmp/each" |
		sort >"$tmp/skips"
	cat <<-EOF
	# The tests the sanitizer build leaves out (tests/run.sh), as "FILE:
	# DESCRIPTION", and the cases of games.bats, as "games.bats: case
	# FILE: NAME" (games.bats leaves them out): the others reach every line
	# of lib/ and cmd/ that the whole suite reaches.  Written by "sh
	# scripts/coverage.sh --choose build-cov" after make coverage; a test
	# or case not named here runs in both builds.
	EOF
	cat "$tmp/skips"
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

if [ "$1" = --choose ]; then
	choose "$2" "$3" "$4"
	exit 0
fi
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
