#!/usr/bin/env bats
# The man pages, the shell completions and the conventions they describe:
# --help, --version, usage errors, and what `make install` puts where.

load helpers

PROGS="bg-new bg-roll bg-moves bg-apply bg-render bg-select bg-play bg-train bg-tournament"
PAGES="bg.7 bg-new.1 bg-roll.1 bg-moves.1 bg-apply.1 bg-render.1 bg-select.1 bg-train.1
bg-tournament.1 bg-notation.5 bg-record.5 bg-definitions.5 bg-analysis.7"

# pages: PAGES and each game's page, bg-GAME.7, one a line.
pages() {
	printf '%s\n' $PAGES
	games | sed 's/.*/bg-&.7/'
}

# man_warnings PAGE: what man-db (groff, every warning on) says about PAGE
# on standard error; its output is thrown away.
man_warnings() {
	MANWIDTH=80 man --warnings=w -E UTF-8 -l "$1" 2>&1 >/dev/null
}

# zsh_complete LINE...: types each LINE into one interactive zsh, a tab at
# its end, and keeps the matches zsh's completion system offers for it,
# which complete_zsh LINE then prints.  Every match that reaches compadd is
# written down.  After the tab the line is killed (^A^K: ^U is the
# terminal's kill character while a command runs, and would take the
# typed line before zsh reads it) and a command marks it done: zsh reads
# what is typed in order, so the mark comes after the completion.
zsh_complete() {
	local dir=$BATS_TEST_TMPDIR/zsh
	rm -rf "$dir"
	mkdir -p "$dir"
	printf '%s\n' "$@" >"$dir/lines"
	cat >"$dir/zcomp.zsh" <<'EOF'
zmodload zsh/zpty || exit 1
zmodload zsh/zselect || exit 1
fpath_dir=$1 dir=$2
shift 2
zpty z zsh -f -i
zpty -w z "PS1=''; bindkey -e; fpath=(${(q)fpath_dir} \$fpath)"
zpty -w z "autoload -Uz compinit && compinit -u -D"
zpty -w z "zstyle ':completion:*' menu no; LISTMAX=1000"
zpty -w z "compadd() { if [[ \${@[1,(i)(-|--)]} == *-(O|A|D)\\ * ]]; then builtin compadd \"\$@\"; return; fi; local -a h; builtin compadd -A h \"\$@\"; print -rl -- \$h >> \$zout; builtin compadd \"\$@\"; }"
i=0
for line in "$@"; do
	(( ++i ))
	zpty -w z "zout=${(q)dir}/$i.out; : >\$zout"
	zpty -n -w z "$line"$'\t\C-a\C-k'
	zpty -w z ": >${(q)dir}/$i.done"
	for t in {1..1200}; do
		while zpty -r -t z chunk 2>/dev/null; do :; done
		[[ -e $dir/$i.done ]] && break
		zselect -t 5
	done
	[[ -e $dir/$i.done ]] || exit 1
done
zpty -d z
EOF
	zsh -f "$dir/zcomp.zsh" "$BG_TOP/completions" "$dir" "$@"
}

# complete_zsh LINE: the matches of LINE in the last zsh_complete, one per
# line, sorted; LINE must have some.
complete_zsh() {
	local dir=$BATS_TEST_TMPDIR/zsh n
	n=$(grep -nxF -- "$1" "$dir/lines" | head -n 1 | cut -d: -f1)
	[ -n "$n" ] || { echo "zsh_complete was not given '$1'" >&2; return 1; }
	[ -s "$dir/$n.out" ] || { echo "zsh: no match for '$1'" >&2; return 1; }
	grep -v '^$' "$dir/$n.out" | sort -u
}

# in_lines LINES WORD: WORD is one of the lines of LINES (the shell's own
# test, not a grep a word: the loops below ask it hundreds of times).
in_lines() {
	[[ $'\n'$1$'\n' == *$'\n'"$2"$'\n'* ]]
}

@test "every page the programs and games need is in man/" {
	for p in $PROGS; do
		[ -f "$BG_TOP/man/$p.1" ] || { echo "no man/$p.1"; false; }
	done
	for page in $(pages); do
		[ -f "$BG_TOP/man/$page" ] || { echo "no man/$page"; false; }
	done
}

@test "every man page renders without a groff warning" {
	local n=0
	for page in "$BG_TOP"/man/*.[157]; do
		run man_warnings "$page"
		if [ "$status" -ne 0 ] || [ -n "$output" ]; then
			echo "$page (status $status):"
			echo "$output"
			return 1
		fi
		n=$((n + 1))
	done
	[ "$n" -ge 10 ]
}

@test "the warning check catches mdoc mistakes" {
	# An unknown macro, and a list that is never closed.
	sed '0,/^\.Sh DESCRIPTION/s//.Sh DESCRIPTION\n.Xx oops/' \
		"$BG_TOP/man/bg-new.1" >"$BATS_TEST_TMPDIR/bad-macro.1"
	sed '0,/^\.El$/{/^\.El$/d}' \
		"$BG_TOP/man/bg-new.1" >"$BATS_TEST_TMPDIR/bad-list.1"
	run man_warnings "$BATS_TEST_TMPDIR/bad-macro.1"
	echo "$output"
	[[ "$output" == *Xx* ]]
	run man_warnings "$BATS_TEST_TMPDIR/bad-list.1"
	echo "$output"
	[[ "$output" == *.El* ]]
}

@test "every man page passes mandoc -Tlint (when mandoc is installed)" {
	command -v mandoc >/dev/null || skip "mandoc is not installed"
	run mandoc -Tlint -W warning "$BG_TOP"/man/*.[157]
	echo "$output"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
}

@test "man pages: no long option typeset with one dash, no mark glued to the next word" {
	command -v mandoc >/dev/null || skip "mandoc is not installed"
	# A long option is --word; "-word" is an Fl whose argument lost its
	# macro (".Op Fl a | -result" shows "-result").  The one command
	# example that takes short options clustered is allowed.
	for page in "$BG_TOP"/man/*.[157]; do
		mandoc -Tascii "$page" | col -b |
			grep -nE '(^|[][ |(,])-[a-z][a-z]+' |
			grep -vF "paste -sd '\t' game.rec" | sed "s|^|${page##*/}:|"
	done > "$BATS_TEST_TMPDIR/faults.txt"
	assert_equal "$(cat "$BATS_TEST_TMPDIR/faults.txt")" ""
	# The two marks of bg-render(1) that ran into the text after them.
	run sh -c "mandoc -Tascii '$BG_TOP/man/bg-render.1' | col -b"
	[[ $output == *"(one -f) or the states read"* ]]
	[[ $output == *"--color[=when], --colour[=when]"* ]]
	run sh -c "mandoc -Tascii '$BG_TOP/man/bg-apply.1' | col -b"
	[[ $output == *"[-a | -q [--report format | --result]]"* ]]
}

@test "every page has a date, its title and name, and its sections" {
	# Each page read once into the shell, its lines looked up there (not
	# a grep a line looked for: the pages are some thirty).
	local text lines n=0 dd='(^|'$'\n'')\.Dd [A-Z][a-z]* [0-9]*, [0-9]*('$'\n''|$)'
	for page in "$BG_TOP"/man/*.[157]; do
		name=${page##*/}
		sect=${name##*.}
		name=${name%.*}
		upper=${name^^}
		mapfile -t lines <"$page"
		printf -v text '%s\n' "${lines[@]}"
		[[ $text =~ $dd ]] || { echo "$page: .Dd"; false; }
		in_lines "$text" ".Dt $upper $sect" || { echo "$page: .Dt"; false; }
		in_lines "$text" ".Nm $name" || { echo "$page: .Nm"; false; }
		for sh in NAME DESCRIPTION "SEE ALSO"; do
			in_lines "$text" ".Sh $sh" || { echo "$page: $sh"; false; }
		done
		case "$sect $PROGS " in 1*" $name "*)
			for sh in SYNOPSIS "EXIT STATUS" EXAMPLES; do
				in_lines "$text" ".Sh $sh" || { echo "$name.1: $sh"; false; }
			done
			n=$((n + 1))
			;;
		esac
	done
	# Every program's page was one of them.
	[ "$n" -eq "$(wc -w <<<"$PROGS")" ]
	grep -q '^\.It Ev NO_COLOR' "$BG_TOP/man/bg-render.1"
}

@test "every option in a program's --help is in its man page" {
	# What a page documents, read once a page: a program's long options,
	# each "Fl -NAME" that a blank or the end of a line .It or .Op
	# follows, as --NAME; its short ones, each ".It Fl X " as -X; a game's
	# options, each line that starts ".It Fl -NAME" and a blank or ends.
	local have
	for p in $PROGS; do
		have=$(grep -E '^\.(It|Op) ' "$BG_TOP/man/$p.1" |
			grep -oE 'Fl -[a-z][a-z-]*( |$)' | sed 's/^Fl -/--/; s/ $//')
		for opt in $($p --help | grep -oE -- '--[a-z][a-z-]*' | sort -u); do
			in_lines "$have" "$opt" || { echo "$p.1 lacks $opt"; false; }
		done
		have=$(grep -oE '^\.It Fl [a-zA-Z] ' "$BG_TOP/man/$p.1" | sed 's/^\.It Fl /-/; s/ $//')
		for opt in $($p --help | grep -oE -- '^  -[a-zA-Z],' | tr -d ' ,'); do
			in_lines "$have" "$opt" || { echo "$p.1 lacks $opt"; false; }
		done
	done
	for g in $(bg-new --list); do
		opts=$(bg-new "$g" --help | grep -oE -- '^  --[a-z][a-z-]*')
		for page in bg-new.1 "bg-$g.7"; do
			have=$(grep -oE '^\.It Fl -[a-z][a-z-]*( |$)' "$BG_TOP/man/$page" |
				sed 's/^\.It Fl -/--/; s/ $//')
			for opt in $opts; do
				in_lines "$have" "$opt" || { echo "$page lacks $opt"; false; }
			done
		done
	done
}

@test "every exit status in a program's --help is in its EXIT STATUS" {
	for p in $PROGS; do
		codes=$($p --help | sed -n '/^Exit:/,$p' | grep -oE '\b[0-9]{1,3}\b')
		[ -n "$codes" ]
		section=$(sed -n '/^\.Sh EXIT STATUS/,/^\.Sh /p' "$BG_TOP/man/$p.1")
		for c in $codes; do
			grep -qxE "\.It $c( \+ N)?" <<<"$section" ||
				{ echo "$p.1 lacks exit status $c"; false; }
		done
	done
}

@test "the examples in the man pages print what they show" {
	# A literal block whose first line is "$ COMMAND" shows commands
	# ("$ " lines, and "> " lines that go on with them) and their output
	# (the other lines).  The commands run in a scratch directory; their
	# standard output and error must be the output shown, trailing blanks
	# aside.  Blocks that show no output are not run.
	local n=0 dir
	for page in "$BG_TOP"/man/*.[157]; do
		dir=$BATS_TEST_TMPDIR/ex/${page##*/}
		mkdir -p "$dir"
		sed -e 's/\\&//g' -e 's/\\e/\\/g' "$page" | awk -v dir="$dir" '
			/^\.Bd -literal/ { k++; mode = "start"; cmd = out = ""; next }
			/^\.Ed/ {
				if (mode != "" && cmd != "" && out != "") {
					printf "%s", cmd > (dir "/" k ".sh")
					printf "%s", out > (dir "/" k ".want")
				}
				mode = ""
				next
			}
			mode == "" { next }
			/^\$ / { cmd = cmd substr($0, 3) "\n"; mode = "cmd"; next }
			mode == "start" { mode = ""; next }
			mode == "cmd" && /^> / { cmd = cmd substr($0, 3) "\n"; next }
			{ out = out $0 "\n"; mode = "out" }
		'
		for sh in "$dir"/*.sh; do
			[ -e "$sh" ] || continue
			got=$(cd "$dir" && sh "${sh##*/}" 2>&1 | sed 's/[[:space:]]*$//')
			want=$(sed 's/[[:space:]]*$//' "${sh%.sh}.want")
			if [ "$got" != "$want" ]; then
				echo "${page##*/}: the example"
				cat "$sh"
				assert_equal "$got" "$want"
			fi
			n=$((n + 1))
		done
	done
	echo "$n examples"
	[ "$n" -ge 10 ]
	# The record format's page shows its replays, failures, one-line
	# records and a written record with their output, so they all run.
	[ "$(ls "$BATS_TEST_TMPDIR/ex/bg-record.5"/*.sh | wc -l)" -ge 5 ]
}

# readme_examples DIR: README's examples into DIR: all.sh, one script of
# every indented block whose first line is "$ COMMAND" and that shows
# output, its commands ("$ " lines; one ending in "\" goes on in the
# next) after the line "echo '@@@ N'" (N its line in README), and N.want,
# its output (the block's other lines).  A block after the line
# "<!-- not run: WHY -->" is left out and listed in DIR/skipped with
# WHY; "$ cat FILE" writes FILE (executable) from the output shown, when
# there is none.
readme_examples() {
	awk -v dir="$1" '
	function flush(  i, shown) {
		shown = out
		sub(/\n+$/, "", shown)
		if (inblock && runs && shown != "" && !skip) {
			i = index(cmd, "@CAT@\n")
			if (i)
				cmd = substr(cmd, 1, i - 1) catbody substr(cmd, i + 6)
			printf "echo '\''@@@ %d'\''\n%s", start, cmd > (dir "/all.sh")
			printf "%s", out > (dir "/" start ".want")
		} else if (inblock && runs && skip) {
			print "README.md:" start ": " why > (dir "/skipped")
		}
		inblock = runs = catting = cont = 0
		cmd = out = catbody = ""
	}
	/^<!-- not run: .* -->$/ {
		why = $0
		sub(/^<!-- not run: /, "", why)
		sub(/ -->$/, "", why)
		pending = 1
		next
	}
	/^    / || (inblock && /^$/) {
		line = $0
		if (!inblock) {
			if (prev != "") { prev = $0; next }
			inblock = 1; start = NR; skip = pending; pending = 0
			runs = line ~ /^    \$ /
		}
		prev = $0
		if (!runs) next
		if (cont) { cmd = cmd substr(line, 5) "\n"; cont = line ~ /\\$/; next }
		if (line ~ /^    \$ /) {
			c = substr(line, 7)
			catting = c ~ /^cat [A-Za-z0-9_.-]+$/
			if (catting)
				cmd = cmd "[ -e " substr(c, 5) " ] || { cat > " \
				      substr(c, 5) " <<'\''README_EOF'\''\n@CAT@\n" \
				      "README_EOF\nchmod +x " substr(c, 5) "; }\n"
			cmd = cmd c "\n"
			cont = c ~ /\\$/
			next
		}
		line = line == "" ? "" : substr(line, 5)
		out = out line "\n"
		if (catting) catbody = catbody line "\n"
		next
	}
	{ if (inblock) flush(); if ($0 != "") pending = 0; prev = $0 }
	END { if (inblock) flush() }
	' "$BG_TOP/README.md"
}

@test "the examples in README print what they show" {
	# Every block of README that shows commands and their output is
	# run, in order, in one shell in a scratch directory (a block may
	# use what an earlier one made), and must print the output shown,
	# trailing blanks and blank lines aside; a block not run says why.
	local dir=$BATS_TEST_TMPDIR/readme n=0
	mkdir -p "$dir/run"
	readme_examples "$dir"
	(cd "$dir/run" && sh ../all.sh >../all.out 2>&1) || true
	awk -v dir="$dir" '/^@@@ [0-9]+$/ { f = dir "/" $2 ".got"; printf "" > f; next }
		{ print > f }' "$dir/all.out"
	for want in "$dir"/*.want; do
		got=${want%.want}.got
		[ -e "$got" ] || { echo "README.md:$(basename "$want" .want): not reached"; false; }
		if [ "$(sed 's/[[:space:]]*$//' "$got")" != "$(sed 's/[[:space:]]*$//' "$want")" ]; then
			echo "README.md:$(basename "$want" .want): the example"
			sed -n "/^echo '@@@ $(basename "$want" .want)'\$/,/^echo '@@@/p" "$dir/all.sh"
			assert_equal "$(sed 's/[[:space:]]*$//' "$got")" "$(sed 's/[[:space:]]*$//' "$want")"
		fi
		n=$((n + 1))
	done
	echo "$n examples"
	[ "$n" -ge 20 ]
	# The blocks not run, each with its reason.
	assert_equal "$(cut -d: -f3- "$dir/skipped")" " its 40.8 MB table takes minutes to build; tests/manji-exact.bats checks the solver against a plain value iteration
 tests/bg-play.bats runs it, the answers typed after the questions
 tests/library.bats installs, builds and plays the bot so"
}

@test "every page that gives Wari's default policy gives the judge's, which differs" {
	# bg-moves' default is uct:20000 in Wari, --analyse's ab:12: a page
	# that says the one says the other.
	local n=0 f
	for f in "$BG_TOP"/README.md "$BG_TOP"/man/*.[157] "$BG_TOP"/formats/*.md; do
		grep -q 'uct:20000' "$f" || continue
		grep -q 'ab:12' "$f" || { echo "$f: uct:20000 without ab:12"; false; }
		n=$((n + 1))
	done
	[ "$n" -ge 5 ]
}

@test "bg(7) and the pages about records point to one another" {
	see_also() {
		sed -n '/^\.Sh SEE ALSO/,/^\.Sh /p' "$BG_TOP/man/$1" |
			sed -n 's/^\.Xr \([^ ]*\) \([0-9]\).*/\1.\2/p'
	}
	# bg(7) names every other page.
	for page in "$BG_TOP"/man/*.[157]; do
		page=${page##*/}
		[ "$page" = bg.7 ] && continue
		see_also bg.7 | grep -qx "$page" ||
			{ echo "bg.7's SEE ALSO lacks $page"; false; }
	done
	for page in bg-apply.1 bg-roll.1 bg-notation.5; do
		see_also "$page" | grep -qx bg-record.5 ||
			{ echo "$page's SEE ALSO lacks bg-record.5"; false; }
		see_also bg-record.5 | grep -qx "$page" ||
			{ echo "bg-record.5's SEE ALSO lacks $page"; false; }
	done
}

# dice_games: the games bg-train trains, as its --help names them, one a
# line: those the registry gives a learned evaluation.
dice_games() {
	bg-train --help | sed -n 's/.*a dice game (\(.*\))$/\1/p' | tr -d ' ' |
		tr , '\n'
}

@test "every list of games written by hand is the registry's" {
	# items SECTION PAGE: the .It Cm words of the list in SECTION of PAGE.
	items() {
		sed -n "/^\.Sh $1\$/,/^\.Sh /s/^\.It Cm \([a-z]*\)\$/\1/p" \
			"$BG_TOP/man/$2"
	}
	assert_equal "$(items 'THE GAMES' bg.7)" "$(games)"
	assert_equal "$(items GAMES bg-new.1)" "$(games)"
	for g in $(games); do
		sed -n '/^\.Sh SEE ALSO/,$p' "$BG_TOP/man/bg-new.1" |
			grep -qxE "\.Xr bg-$g 7( ,)?" ||
			{ echo "bg-new.1's SEE ALSO lacks bg-$g.7"; false; }
	done
	# README's list of the games, each by the name its page gives it.
	assert_equal "$(sed -n '/^Games:$/,/^[^- ]/s/^- \*\*\([A-Za-z]*\).*/\1/p' \
		"$BG_TOP/README.md" | tr A-Z a-z)" "$(games)"
	# bg-train's games are the registry's that have a learned evaluation
	# (cmd/bg-train.c lists them from it), and the completions offer them.
	[ -n "$(dice_games)" ]
	for g in $(dice_games); do
		grep -qx "$g" <<<"$(games)"
	done
	assert_equal "$(sed -n 's/^\.Pq Cm \(.*\) No or Cm \([a-z]*\) :$/\1,\2/p' \
		"$BG_TOP/man/bg-train.1" | tr -d ' ' | tr , '\n')" "$(dice_games)"
	assert_equal "$(complete_bash bg-train '')" "$(dice_games | sort)"
	assert_equal "$(sed -n "s/.*':game:(\(.*\))'\$/\1/p" "$BG_TOP/completions/_bg" |
		tr ' ' '\n')" "$(dice_games)"
}

@test "every program's --help starts with its usage line and exits 0" {
	for p in $PROGS; do
		run "$p" --help
		[ "$status" -eq 0 ] || { echo "$p --help: $status"; false; }
		[[ "${lines[0]}" == "usage: $p"* ]] || { echo "$p: ${lines[0]}"; false; }
		run "$p" -h
		[ "$status" -eq 0 ]
		[[ "${lines[0]}" == "usage: $p"* ]]
	done
	for g in $(bg-new --list); do
		run bg-new "$g" --help
		[ "$status" -eq 0 ]
		[[ "${lines[0]}" == "usage: bg-new $g"* ]]
	done
}

@test "every program's --version prints 'PROG (bg) VERSION'" {
	for p in $PROGS; do
		run "$p" --version
		[ "$status" -eq 0 ]
		[[ "$output" =~ ^$p\ \(bg\)\ [0-9]+\.[0-9]+\.[0-9]+$ ]] ||
			{ echo "$p: $output"; false; }
		assert_equal "$("$p" -V)" "$output"
	done
}

@test "an unknown option exits 64 and points to --help" {
	for p in $PROGS; do
		run --separate-stderr "$p" --no-such-option </dev/null
		[ "$status" -eq 64 ] || { echo "$p: status $status"; false; }
		[ -z "$output" ]
		assert_equal "$stderr" "$p: unknown option '--no-such-option'; see '$p --help'"
		run --separate-stderr "$p" -Z </dev/null
		[ "$status" -eq 64 ]
		assert_equal "$stderr" "$p: unknown option '-Z'; see '$p --help'"
	done
	run --separate-stderr bg-new wari --no-such-option
	[ "$status" -eq 64 ]
	assert_equal "$stderr" "bg-new: unknown option '--no-such-option'; see 'bg-new --help'"
}

@test "bash: completions/bg.bash registers one function for every program" {
	run bash -c 'source "$1" && shift && complete -p "$@"' \
		_ "$BG_TOP/completions/bg.bash" $PROGS
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq "$(wc -w <<<"$PROGS")" ]
	fn=${lines[0]#*-F }
	fn=${fn%% *}
	for p in $PROGS; do
		[[ "$output" == *"complete -F $fn $p"* ]] || { echo "$p"; false; }
	done
}

@test "bash: bg-new completes the games, then the game's options and values" {
	assert_equal "$(complete_bash bg-new '')" "$(bg-new --list | sort)"
	assert_equal "$(complete_bash bg-new war)" wari
	assert_equal "$(complete_bash bg-new -)" \
		"$(printf '%s\n' --help --list --rules --version)"
	assert_equal "$(complete_bash bg-new wari --sl)" --slam
	assert_equal "$(complete_bash bg-new wari --slam '')" \
		"$(printf '%s\n' illegal leave-one no-capture)"
	assert_equal "$(complete_bash bg-new wari --twelve '')" \
		"$(printf '%s\n' atleast exact off)"
	assert_equal "$(complete_bash bg-new wari --twelve = a)" atleast
	assert_equal "$(complete_bash bg-new wari --twelve=a)" --twelve=atleast
	assert_equal "$(complete_bash bg-new wari --quiet '')" ""
	assert_equal "$(complete_bash bg-new wari --)" \
		"$(printf '%s\n' --cycle --help --list --majority --preset --quiet \
			--rules --slam --twelve --version)"
	assert_equal "$(complete_bash bg-new s)" spook
	assert_equal "$(complete_bash bg-new spook --)" \
		"$(printf '%s\n' --board --boards --help --list --pieces --players \
			--rules --seed --version)"
	assert_equal "$(complete_bash bg-new spook --players '')" \
		"$(printf '%s\n' 1 2 3 4 5 6 7 8)"
	assert_equal "$(complete_bash bg-new spook --pieces '')" \
		"$(printf '%s\n' 1 2 3)"
	assert_equal "$(complete_bash bg-new spook --pieces=3)" --pieces=3
	assert_equal "$(complete_bash bg-new spook --seed '')" ""
	assert_equal "$(complete_bash bg-new spook --board '')" ""
	assert_equal "$(complete_bash bg-new m)" manji
	assert_equal "$(complete_bash bg-new manji --)" \
		"$(printf '%s\n' --help --list --players --rules --seed --version)"
	assert_equal "$(complete_bash bg-new manji --players '')" \
		"$(printf '%s\n' 2 3 4)"
}

@test "bash: bg-play completes its options, a policy, then the game and the game's options as bg-new" {
	assert_equal "$(complete_bash bg-play --)" \
		"$(printf '%s\n' --eval --help --no-tables --pace --record --seat \
			--seed --version)"
	assert_equal "$(complete_bash bg-play '')" "$(bg-new --list | sort)"
	assert_equal "$(complete_bash bg-play -e 5 --seat 3 wa)" "$(printf '%s\n' wahoo waju wari)"
	assert_equal "$(complete_bash bg-play --eval u)" uct:
	assert_equal "$(complete_bash bg-play -s 1 wahoo --pl)" --players
	assert_equal "$(complete_bash bg-play wahoo --players '')" "$(printf '%s\n' 2 3 4)"
	mkdir -p "$BATS_TEST_TMPDIR/p" && cd "$BATS_TEST_TMPDIR/p" && touch game.rec
	assert_equal "$(complete_bash bg-play -w g)" game.rec
}

@test "bash: the games and options are the program's own: the one typed, none when it cannot run" {
	# A path or ~/ is run as typed: here it is the build under test.
	local all
	all=$(games | sort)
	mkdir -p "$BATS_TEST_TMPDIR/home/bin" "$BATS_TEST_TMPDIR/broken"
	ln -s "$BG_BIN/bg-new" "$BATS_TEST_TMPDIR/home/bin/bg-new"
	printf '#!/bin/sh\nexit 1\n' >"$BATS_TEST_TMPDIR/broken/bg-new"
	chmod +x "$BATS_TEST_TMPDIR/broken/bg-new"
	PATH=$BATS_TEST_TMPDIR/broken:$PATH
	assert_equal "$(complete_bash "$BG_BIN/bg-new" '')" "$all"
	assert_equal "$(complete_bash "$BG_BIN/bg-new" wari --sl)" --slam
	assert_equal "$(HOME=$BATS_TEST_TMPDIR/home complete_bash '~/bin/bg-new' war)" wari
	assert_equal "$(HOME=$BATS_TEST_TMPDIR/home complete_bash '~/bin/bg-new' manji --players '')" \
		"$(printf '%s\n' 2 3 4)"
	# A bg-new that cannot run: no game, no game option, no value.
	assert_equal "$(complete_bash bg-new '')" ""
	assert_equal "$(complete_bash bg-new wari --)" \
		"$(printf '%s\n' --help --list --rules --version)"
	assert_equal "$(complete_bash bg-new wari --slam '')" ""
}

@test "bash: every value offered for a game option is one bg-new takes" {
	local g opt v n=0 err=$BATS_TEST_TMPDIR/err
	# An empty directory, so that a FILE option is offered no file.
	mkdir "$BATS_TEST_TMPDIR/empty" && cd "$BATS_TEST_TMPDIR/empty"
	for g in $(games); do
		for opt in $(bg-new "$g" --help | sed -n 's/^  \(--[a-z0-9-]*\) [A-Z].*/\1/p'); do
			for v in $(complete_bash bg-new "$g" "$opt" ''); do
				# (Not bats' run, which costs a temporary file a call.)
				bg-new "$g" "$opt" "$v" >/dev/null 2>"$err" || { echo "bg-new $g $opt $v: $(cat "$err")"; false; }
				n=$((n + 1))
			done
		done
	done
	[ "$n" -gt 0 ]
}

@test "bash: each program's options, and --color's values" {
	assert_equal "$(complete_bash bg-roll --)" \
		"$(printf '%s\n' --dice --help --keep-lines --record --rules --seed \
			--version)"
	assert_equal "$(complete_bash bg-moves --)" \
		"$(printf '%s\n' --best --count --eval --help --jobs --keep-lines \
			--line --no-tables --perft --random --rules --seats --seed \
			--version --weights)"
	assert_equal "$(complete_bash bg-apply --)" \
		"$(printf '%s\n' --all --analyse --annotate --bot-log --check --comments --file --first --format --game-time \
			--games --help --jobs --keep-going --keep-lines --line-offset \
			--lines --match --max-blunders --max-errors --max-loss --min-score \
			--move-time --no-tables --play --policy --record --report --result \
			--rollouts --rollouts-all --rules --seat --seed --sprt --version \
			--weights)"
	assert_equal "$(complete_bash bg-apply --play '')" \
		"$(printf '%s\n' ab: cmd: default exact mc: ply: random rollout: uct:)"
	assert_equal "$(complete_bash bg-apply --play mc:20,ra)" mc:20,random
	assert_equal "$(complete_bash bg-apply --play uct:20,a)" uct:20,ab:
	assert_equal "$(complete_bash bg-moves --eval u)" uct:
	assert_equal "$(complete_bash bg-apply --analyse '')" \
		"$(printf '%s\n' ab: default exact mc: ply: rollout: uct:)"
	assert_equal "$(complete_bash bg-moves --eval e)" exact
	assert_equal "$(complete_bash bg-render --)" \
		"$(printf '%s\n' --ascii --color --file --help --holes --html \
			--keep-going --keep-lines --lines --rules --seat --split --svg \
			--unicode --version)"
	assert_equal "$(complete_bash bg-select --)" \
		"$(printf '%s\n' --count --duplicates --file --format --help \
			--keep-going --lines --marks --opening --or --places --plies \
			--rules --sequence --state --tag --tags --unique --version)"
	assert_equal "$(complete_bash bg-select --marks b)" "$(printf '%s\n' blunder 'blunder?')"
	assert_equal "$(complete_bash bg-select --tag R)" Result=
	assert_equal "$(complete_bash bg-select --format '')" "$(printf '%s\n' json table)"
	# --color's value is optional: after a space comes a file.
	mkdir -p "$BATS_TEST_TMPDIR/c" && cd "$BATS_TEST_TMPDIR/c" && touch a.txt
	assert_equal "$(complete_bash bg-render --color '')" a.txt
	assert_equal "$(complete_bash bg-render --color = n)" never
	assert_equal "$(complete_bash bg-render --color =)" \
		"$(printf '%s\n' always auto never)"
	assert_equal "$(complete_bash bg-render --color=a)" \
		"$(printf '%s\n' --color=always --color=auto)"
	assert_equal "$(complete_bash bg-moves --perft '')" ""
	assert_equal "$(complete_bash bg-roll --seed '')" ""
	# bg-apply takes options only before its first action.
	assert_equal "$(complete_bash bg-apply c -)" ""
	assert_equal "$(complete_bash bg-apply -r x.yaml --ch)" --check
	# Nor is the value of --report or --line-offset an action.
	assert_equal "$(complete_bash bg-apply -q --report tap --ch)" --check
	assert_equal "$(complete_bash bg-apply --line-offset 5 --ch)" --check
	# A directory for --split is one word, spaces and all.
	mkdir -p "$BATS_TEST_TMPDIR/d/my frames" && cd "$BATS_TEST_TMPDIR/d"
	assert_equal "$(complete_bash bg-render --split my)" "my frames"
}

@test "bash: every long option in --help is completed" {
	for p in $PROGS; do
		want=$($p --help | grep -E '^ +-' | grep -oE -- '--[a-z][a-z-]*' | sort -u)
		got=$(complete_bash "$p" --)
		for opt in $want; do
			in_lines "$got" "$opt" ||
				[ "$opt" = --colour ] ||
				{ echo "$p: $opt is not completed"; false; }
		done
	done
}

@test "bash: files after --rules, --file, --record and as FILE operands" {
	mkdir -p "$BATS_TEST_TMPDIR/f" && cd "$BATS_TEST_TMPDIR/f"
	touch game.rec small.yaml states.txt
	all=$(printf '%s\n' game.rec small.yaml states.txt)
	for p in bg-roll bg-moves bg-render; do
		assert_equal "$(complete_bash "$p" '')" "$all"
		assert_equal "$(complete_bash "$p" s)" \
			"$(printf '%s\n' small.yaml states.txt)"
	done
	assert_equal "$(complete_bash bg-new wari --rules sm)" small.yaml
	assert_equal "$(complete_bash bg-new spook --boards sm)" small.yaml
	assert_equal "$(complete_bash bg-new spook --boards=sm)" --boards=small.yaml
	assert_equal "$(complete_bash bg-new wari -r '')" "$all"
	assert_equal "$(complete_bash bg-moves --rules=sm)" --rules=small.yaml
	assert_equal "$(complete_bash bg-apply -f g)" game.rec
	assert_equal "$(complete_bash bg-select -t Result=north g)" game.rec
	assert_equal "$(complete_bash bg-select --state wari -f g)" game.rec
	assert_equal "$(complete_bash bg-apply --record g)" game.rec
	assert_equal "$(complete_bash bg-roll -w g)" game.rec
	# bg-apply's operands are actions, not files.
	assert_equal "$(complete_bash bg-apply '')" ""
}

@test "zsh: completions/_bg parses and compinit takes it for every program" {
	command -v zsh >/dev/null || skip "zsh is not installed"
	run zsh -n "$BG_TOP/completions/_bg"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	run zsh -f -c '
		fpath=("$1" $fpath)
		autoload -Uz compinit && compinit -u -D
		for p in ${=2}; do
			print -r -- "$p=$_comps[$p]"
		done' _ "$BG_TOP/completions" "$PROGS"
	[ "$status" -eq 0 ]
	assert_equal "$output" "$(printf '%s=_bg\n' $PROGS)"
}

@test "zsh: completion offers the games, the options and their values" {
	command -v zsh >/dev/null || skip "zsh is not installed"
	zsh -f -c 'zmodload zsh/zpty' 2>/dev/null || skip "no zsh/zpty module"
	local typed=('bg-new ' 'bg-new -' 'bg-new wari --sl' 'bg-new wari --slam '
		'bg-new wari --twelve=' 'bg-render --color=' 'bg-new spook --players '
		'bg-new spook --pieces=' 'bg-new manji --players ') p
	for p in $PROGS; do
		typed+=("$p --")
	done
	zsh_complete "${typed[@]}"
	assert_equal "$(complete_zsh 'bg-new ')" "$(bg-new --list | sort)"
	# Only the short options bg-new has.
	assert_equal "$(complete_zsh 'bg-new -' | grep -E '^-[a-zA-Z]$')" \
		"$(printf '%s\n' -V -h -r)"
	assert_equal "$(complete_zsh 'bg-new wari --sl')" --slam
	assert_equal "$(complete_zsh 'bg-new wari --slam ')" \
		"$(printf '%s\n' illegal leave-one no-capture)"
	assert_equal "$(complete_zsh 'bg-new wari --twelve=')" \
		"$(printf '%s\n' atleast exact off)"
	assert_equal "$(complete_zsh 'bg-render --color=')" \
		"$(printf '%s\n' always auto never)"
	assert_equal "$(complete_zsh 'bg-new spook --players ')" \
		"$(printf '%s\n' 1 2 3 4 5 6 7 8)"
	assert_equal "$(complete_zsh 'bg-new spook --pieces=')" \
		"$(printf '%s\n' 1 2 3)"
	assert_equal "$(complete_zsh 'bg-new manji --players ')" \
		"$(printf '%s\n' 2 3 4)"
	for p in $PROGS; do
		got=$(complete_zsh "$p --")
		for opt in $($p --help | grep -E '^ +-' | grep -oE -- '--[a-z][a-z-]*' | sort -u); do
			in_lines "$got" "$opt" ||
				{ echo "zsh: $p: $opt is not completed"; false; }
		done
	done
}

@test "zsh: bg-play completes its options, a policy, then the game and the game's options as bg-new" {
	command -v zsh >/dev/null || skip "zsh is not installed"
	zsh -f -c 'zmodload zsh/zpty' 2>/dev/null || skip "no zsh/zpty module"
	zsh_complete 'bg-play ' 'bg-play --' 'bg-play --eval ' \
		'bg-play -s 5 --seat 3 wa' 'bg-play -e 5 wahoo --players '
	assert_equal "$(complete_zsh 'bg-play ')" "$(bg-new --list | sort)"
	assert_equal "$(complete_zsh 'bg-play --')" \
		"$(printf '%s\n' --eval --help --no-tables --pace --record --seat \
			--seed --version)"
	assert_equal "$(complete_zsh 'bg-play --eval ')" "$(printf '%s\n' ab: default mc: ply: rollout: uct:)"
	assert_equal "$(complete_zsh 'bg-play -s 5 --seat 3 wa')" "$(printf '%s\n' wahoo waju wari)"
	assert_equal "$(complete_zsh 'bg-play -e 5 wahoo --players ')" "$(printf '%s\n' 2 3 4)"
}

@test "zsh: the games and options are the program's own: the one typed, none when it cannot run" {
	command -v zsh >/dev/null || skip "zsh is not installed"
	zsh -f -c 'zmodload zsh/zpty' 2>/dev/null || skip "no zsh/zpty module"
	local all
	all=$(games | sort)
	mkdir -p "$BATS_TEST_TMPDIR/broken"
	printf '#!/bin/sh\nexit 1\n' >"$BATS_TEST_TMPDIR/broken/bg-new"
	chmod +x "$BATS_TEST_TMPDIR/broken/bg-new"
	PATH=$BATS_TEST_TMPDIR/broken:$PATH
	zsh_complete "$BG_BIN/bg-new " "$BG_BIN/bg-new spook --pieces=" 'bg-new wari --'
	assert_equal "$(complete_zsh "$BG_BIN/bg-new ")" "$all"
	assert_equal "$(complete_zsh "$BG_BIN/bg-new spook --pieces=")" \
		"$(printf '%s\n' 1 2 3)"
	# bg-new cannot run: its own options only, none of a game's.
	assert_equal "$(complete_zsh 'bg-new wari --' | grep -e --slam -e --list)" --list
}

@test "make install puts exactly the programs, pages, completions and libbg under DESTDIR" {
	# The programs under test, not a new build.
	local dest=$BATS_TEST_TMPDIR/x
	run make -s -C "$BG_TOP" -o all install O="$(build_dir)" DESTDIR="$dest" PREFIX=/usr
	echo "$output"
	[ "$status" -eq 0 ]
	want=$(
		for p in $PROGS; do
			echo "./usr/bin/$p"
			echo "./usr/share/bash-completion/completions/$p"
		done
		for page in "$BG_TOP"/man/*.[157]; do
			name=${page##*/}
			echo "./usr/share/man/man${name##*.}/$name"
		done
		echo ./usr/share/zsh/site-functions/_bg
		# The library, its public headers and its flags
		# (tests/library.bats builds a bot on them).
		echo ./usr/lib/libbg.a
		echo ./usr/lib/pkgconfig/bg.pc
		for h in bg.h util/util.h core/core.h engine/engine.h; do
			echo "./usr/include/bg/$h"
		done
	)
	assert_equal "$(cd "$dest" && find . -type f | sort)" "$(sort <<<"$want")"
	for page in $(pages); do
		cmp "$BG_TOP/man/$page" "$dest/usr/share/man/man${page##*.}/$page"
	done
	for p in $PROGS; do
		[ -x "$dest/usr/bin/$p" ]
		cmp "$BG_BIN/$p" "$dest/usr/bin/$p"
		cmp "$BG_TOP/completions/bg.bash" \
			"$dest/usr/share/bash-completion/completions/$p"
	done
	# The installed pages are found by name.
	MANPATH=$dest/usr/share/man run man -w bg-wari
	[ "$status" -eq 0 ]
	[ "$output" = "$dest/usr/share/man/man7/bg-wari.7" ]
}
