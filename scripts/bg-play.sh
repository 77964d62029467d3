#!/bin/sh
# bg-play: a person plays one seat of a game from the terminal against the
# computer, through the toolkit's generic loop (bg-roll, bg-moves, a move
# chosen, bg-apply).  The game is its record, kept in the -w file (or a
# temporary one): every board drawn, every hint and every take-back comes
# from replaying it, so a game left off goes on from the file.  See
# bg-play(1).
set -eu

version=@VERSION@
usage_line='usage: bg-play [--seat SEAT] [-e POLICY] [--no-tables] [-s SEED] [--pace MS]
               [-w RECORD] GAME [bg-new options]
       bg-play [--seat SEAT] [-e POLICY] [--no-tables] [-s SEED] [--pace MS]
               -w RECORD'

help() {
	printf '%s\n' "$usage_line"
	cat <<'EOF'
Play one seat of GAME against the computer, which plays the others; with
-w RECORD of an unfinished game, and no GAME, go on with that game.

      --seat SEAT      the seat you play, by the game's name for it (north
                       or south, 1 to 8); default: the record's Person tag,
                       else the game's first seat
  -e, --eval POLICY    how the computer chooses, as bg-moves takes it:
                       N or mc:N, uct:N, ab:D, ply:N, uct:Ts, ab:Ts,
                       default (the default: the game's, ply:3 on the
                       learned evaluation, ply:2 in Waju, uct:20000 in
                       Wari)
      --no-tables      no exact tables: exact refused, searches without
                       exact values (as bg-moves takes it)
  -s, --seed SEED      dice, boards and the computer's draws from SEED
                       (default: from the system)
  -w, --record RECORD  keep the game's record in RECORD, or go on with
                       the game it holds
      --pace MS        draw every position of the computer's turns whole,
                       MS milliseconds after the one before (by default
                       each of its turns is one line, and the board is
                       drawn when you are asked)
  -h, --help           print this help
  -V, --version        print the version

At your turn, answer with a move's number or word, ? for a hint (the
value of every move), u to take back your last move, or q to quit.
Exit: 0 played or quit, 64 usage, 65 bad record, 66 unreadable record,
74 a record that is no regular file or cannot be written.
EOF
}

fail() {
	status=$1
	shift
	printf 'bg-play: %s\n' "$*" >&2
	exit "$status"
}

# The word of WORDS most like a mistyped one, TYPED, as the C programs
# find it (lib/util/typo.c): a letter left out or two swapped cost 1, a
# letter added or changed 2; nothing when the cheapest costs more than
# half the word's length, or two tie.
nearest_word() {
	typed=$1
	shift
	printf '%s\n' "$@" |
	awk -v typed="$typed" '
	function cost(a, b,    n, m, i, j, d, c) {
		n = length(a); m = length(b)
		for (j = 0; j <= m; j++) d[0, j] = j
		for (i = 1; i <= n; i++) {
			d[i, 0] = 2 * i
			for (j = 1; j <= m; j++) {
				c = d[i - 1, j - 1] + (substr(a, i, 1) == substr(b, j, 1) ? 0 : 2)
				if (d[i - 1, j] + 2 < c) c = d[i - 1, j] + 2
				if (d[i, j - 1] + 1 < c) c = d[i, j - 1] + 1
				if (i > 1 && j > 1 && substr(a, i, 1) == substr(b, j - 1, 1) &&
				    substr(a, i - 1, 1) == substr(b, j, 1) && d[i - 2, j - 2] + 1 < c)
					c = d[i - 2, j - 2] + 1
				d[i, j] = c
			}
		}
		return d[n, m]
	}
	BEGIN { best = -1 }
	{
		c = cost(typed, $0)
		if (best < 0 || c < best) { best = c; word = $0; ties = 0 }
		else if (c == best) ties++
	}
	END {
		most = int(length(typed) / 2)
		if (most < 1) most = 1
		if (!ties && best > 0 && best <= most) print word
	}'
}

# An unknown option: the one meant, when one is near.
unknown_option() {
	case $1 in
	--?*)
		name=${1#--}
		name=${name%%=*}
		meant=$(nearest_word "$name" seat eval no-tables seed record \
			pace help version)
		[ -z "$meant" ] ||
			fail 64 "unknown option '--$name'; did you mean '--$meant'?" ;;
	esac
	fail 64 "unknown option '$1'; see 'bg-play --help'"
}

# The options as the other programs take them (getopt_long's forms:
# -e N, -eN, --eval N, --eval=N), up to GAME.
seat='' policy='' seed='' record='' tables='' pace=''
take() {
	case $1 in
	--seat) seat=$2 ;;
	-e | --eval) policy=$2 ;;
	-s | --seed) seed=$2 ;;
	-w | --record) record=$2 ;;
	--pace) pace=$2 ;;
	esac
}
while [ $# -gt 0 ]; do
	case $1 in
	--) shift; break ;;
	-h | --help) help; exit 0 ;;
	-V | --version) echo "bg-play (bg) $version"; exit 0 ;;
	--no-tables) tables=--no-tables; shift ;;
	--seat=* | --eval=* | --seed=* | --record=* | --pace=*)
		take "${1%%=*}" "${1#*=}"; shift ;;
	--seat | --eval | --seed | --record | --pace | -e | -s | -w)
		[ $# -ge 2 ] ||
			fail 64 "option '$1' needs a value; see 'bg-play --help'"
		take "$1" "$2"; shift 2 ;;
	-[esw]?*) take "${1%"${1#-?}"}" "${1#-?}"; shift ;;
	-?*) unknown_option "$1" ;;
	*) break ;;
	esac
done
# The five programs: from BG_BIN, else those beside this script (a build
# directory, or where they were installed together), else from PATH.
here=${0%/*}
[ "$here" = "$0" ] || [ ! -x "$here/bg-new" ] || PATH=$here:$PATH
[ -z "${BG_BIN:-}" ] || PATH=$BG_BIN:$PATH

# Bad options fail before anything is drawn, asked or written, with the
# programs' own reasons.
check_option() {
	opt=$1
	shift
	if ! why=$("$@" </dev/null 2>&1 >/dev/null); then
		fail 64 "$opt: $(printf '%s\n' "$why" | sed 's/^[^:]*: [^:]*: //')"
	fi
}
[ -z "$policy" ] || check_option -e bg-moves --best --eval "$policy" $tables
[ -z "$seed" ] || check_option -s bg-roll --seed "$seed"
# The pause of --pace, in seconds as sleep(1) takes them.
pace_seconds=
if [ -n "$pace" ]; then
	case $pace in
	*[!0-9]* | '' | ???????*) fail 64 "--pace: '$pace' is not a number of milliseconds from 0 to 600000" ;;
	esac
	[ "$pace" -le 600000 ] ||
		fail 64 "--pace: '$pace' is not a number of milliseconds from 0 to 600000"
	pace_seconds=$(awk -v ms="$pace" 'BEGIN { printf "%.3f", ms / 1000 }')
fi

# Boards in colour and Unicode when bg-render would draw them so on this
# terminal (it draws into a pipe here), always with the key to the holes
# the moves name and the legend of the glyphs (Waju and Wahoo).
render_options=--holes
if [ -t 1 ]; then
	[ -n "${NO_COLOR:-}" ] || [ "${TERM:-dumb}" = dumb ] ||
		render_options="$render_options --color=always"
	case ${LC_ALL:-${LC_CTYPE:-${LANG:-}}} in
	*[Uu][Tt][Ff]-8* | *[Uu][Tt][Ff]8*) render_options="$render_options -u" ;;
	esac
fi

# The record: the one named, or a temporary file gone at the end.
temporary=
cleanup() {
	[ -z "$temporary" ] || rm -f "$temporary" "$temporary.new"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
if [ -z "$record" ]; then
	temporary=$(mktemp "${TMPDIR:-/tmp}/bg-play.XXXXXX")
	record=$temporary
fi

# What is there and no regular file (a FIFO that no one reads, a device)
# is refused at once, as bg-apply and bg-roll refuse it.
[ ! -e "$record" ] || [ -f "$record" ] || fail 74 "$record: not a regular file"

# A record is resumed when it holds a game; else GAME starts a new one.
if [ -s "$record" ]; then
	[ $# -eq 0 ] || fail 64 "$record holds a game already: 'bg-play -w FILE' without GAME goes on with it"
	[ -r "$record" ] || fail 66 "$record: cannot be read"
	state=$(bg-apply -f "$record")
	[ -n "$seat" ] || seat=$(sed -n 's/^Person: //p' "$record" | head -n 1)
	# The computer's policy as the record's Seat- tags keep it, unless
	# -e names another.
	[ -n "$policy" ] || policy=$(sed -n 's/^Seat-[^:]*: //p' "$record" | head -n 1)
	# A last line without its newline would be drawn twice: the lines
	# appended after it are counted by their newlines.
	[ -z "$(tail -c 1 "$record")" ] || echo >> "$record"
else
	[ $# -ge 1 ] || fail 64 "give a GAME, or -w a record to go on with; see 'bg-play --help'"
	# bg-new takes --seed only for games whose set-up draws (Spook's boards).
	new_seed=
	bg-new "$1" --help 2>/dev/null | grep -q -- '--seed' && new_seed=$seed
	status=0
	state=$(bg-new "$@" ${new_seed:+--seed "$new_seed"} 2>/dev/null) ||
		status=$?
	if [ "$status" -ne 0 ]; then
		# Said again as bg-play's, one of its own options after GAME
		# told where it goes.
		why=$(bg-new "$@" ${new_seed:+--seed "$new_seed"} 2>&1 >/dev/null) || :
		opt=$(printf '%s\n' "$why" | sed -n "s/^bg-new: unknown option '\([^'=]*\).*/\1/p")
		case $opt in
		--seat | --eval | --no-tables | --seed | --record | --pace | -[esw]*)
			fail 64 "'$opt' goes before the game: bg-play [options] GAME [the game's options]" ;;
		esac
		fail "$status" "$(printf '%s\n' "$why" | sed "s/^bg-new: //; s/see 'bg-new --help'/the game's options: 'bg-new $1 --help'/")"
	fi
fi
seats=$(printf '%s\n' "$state" | bg-moves --seats --eval 1 --seed 1 |
	cut -d' ' -f1)
[ -n "$seat" ] || seat=$(printf '%s\n' "$seats" | head -n 1)
if ! printf '%s\n' "$seats" | grep -qFx -- "$seat"; then
	# the seats are words, one an argument
	meant=$(nearest_word "$seat" $seats)
	fail 64 "--seat: no seat $seat: its seats are" \
		"$(printf '%s\n' "$seats" | tr '\n' ' ' | sed 's/ $//; s/ /, /g')${meant:+; did you mean $meant?}"
fi
# A new record names the person's seat and the computer's policy at each
# other seat (formats/record.md: a tag per seat).
if [ ! -s "$record" ]; then
	{
		printf 'Person: %s\n' "$seat"
		printf '%s\n' "$seats" | grep -vFx -- "$seat" |
			awk -v p="${policy:-default}" '{ print "Seat-" $0 ": " p }'
		printf '%s\n' "$state"
	} > "$record"
fi
export BG_PLAY_SEAT="$seat"
BG_PLAY_SEATS=$(printf '%s\n' "$seats" | tr '\n' ' ')
export BG_PLAY_SEATS
# The person's side of the board at the bottom.
render_options="$render_options --seat $seat"

# What the last boards drawn were: the state, the record's lines then, and
# the number of actions before it.
shown_state=$state
shown_lines=$(wc -l < "$record")
shown_actions=$(bg-apply --result -f "$record" |
	sed 's/.*"actions":\([0-9]*\).*/\1/')

# What the record holds past what was shown, numbered as in the game,
# from bg-render -f's captions and the states bg-apply --all gives.  Each
# turn is one line: the seat, its actions (the rolls before its moves; a
# roll after its own move is one again) and each capture, read from the
# states (formats/GAME.md): a piece of another seat that left its place
# at a move (pos=), or stones added to the mover's captured= while the
# game goes on.  With
# --pace every position is drawn whole instead, after a pause before each
# that is not the person's.  $1 is ask before the person is asked (a roll
# again of theirs said so) or end at the end: then the last board is
# drawn whole after the lines.
show_new() {
	BG_PLAY_STATES=$({ printf '%s\n' "$shown_state"; tail -n +$((shown_lines + 1)) "$record"; } |
		bg-apply --all -f -)
	export BG_PLAY_STATES
	{ printf '%s\n' "$shown_state"; tail -n +$((shown_lines + 1)) "$record"; } |
		bg-render $render_options -f - |
		awk -v before="$shown_actions" -v when="${1:-}" -v pace="$pace_seconds" \
		-v again="$mine_last" '
		function called(x) { return x ~ /^[0-9]+$/ ? "seat " x : x }
		function field(s, key,    n, i, w) {
			n = split(s, w, " ")
			for (i = 2; i <= n; i++)
				if (index(w[i], key "=") == 1)
					return substr(w[i], length(key) + 2)
			return ""
		}
		# The places of list a (comma-separated) that list b has not,
		# each counted as often as it is there.
		function gone(a, b,    na, nb, i, j, x, y, used, out) {
			na = split(a, x, ","); nb = split(b, y, ","); out = ""
			split("", used)
			for (i = 1; i <= na; i++) {
				for (j = 1; j <= nb; j++)
					if (!(j in used) && y[j] == x[i]) break
				if (j <= nb) used[j] = 1
				else out = out (out == "" ? "" : ",") x[i]
			}
			return out
		}
		function captures(before, after, mover,    b, a, sb, sa, i, out, g) {
			out = ""
			b = field(before, "pos"); a = field(after, "pos")
			if (b != a && split(b, sb, "/") == nseats && split(a, sa, "/") == nseats)
				for (i = 1; i <= nseats; i++)
					if (seat[i] != mover && (g = gone(sb[i], sa[i])) != "")
						out = out ", captures " called(seat[i]) " at " g
			# The stones left when a game ends go to their owners,
			# and are no capture.
			b = field(before, "captured"); a = field(after, "captured")
			if (field(after, "phase") != "over" && b != a && split(b, sb, ",") == nseats && split(a, sa, ",") == nseats)
				for (i = 1; i <= nseats; i++)
					if (seat[i] == mover && sa[i] > sb[i])
						out = out ", captures " sa[i] - sb[i]
			return out
		}
		function flush() {
			if (turn != "")
				print (from == to ? from : from "-" to) ". " called(mover) \
					(mover == me ? " (you)" : "") ": " turn
			turn = ""
		}
		BEGIN {
			RS = ""
			nseats = split(ENVIRON["BG_PLAY_SEATS"], seat, " ")
			split(ENVIRON["BG_PLAY_STATES"], state, "\n")
			me = ENVIRON["BG_PLAY_SEAT"]
		}
		NR == 1 { next }
		{
			k = before + NR - 1
			n = split($0, line, "\n")
			sub(/^[0-9]+/, k, line[1])
			caption = line[1]; sub(/^[0-9]+\. /, "", caption)
			who = substr(caption, 1, index(caption, ": ") - 1)
			word = substr(caption, index(caption, ": ") + 2)
			name = who; sub(/^seat /, "", name)
			roll = word ~ /^roll:/
			note = roll ? "" : captures(state[NR - 1], state[NR], name)
			last = ""
			for (i = 2; i <= n; i++) last = last line[i] "\n"
		}
		pace != "" {
			if (name != me) { fflush(); system("sleep " pace) }
			print line[1]; printf "%s", last
			if (note != "") print called(name) substr(note, 2) "."
			print ""
			next
		}
		roll {
			rolls = rolls (rolls == "" ? "" : " ") word
			if (rolled == "") rolled = k
			held[++nheld] = line[1]
			next
		}
		{
			if (turn != "" && name == mover)
				turn = turn "; " (rolls == "" ? "" : "rolls again: " rolls " ") word note
			else {
				# A roll after a move the person made last call
				# is one again.
				if (rolls != "" && mover == "" && again && name == me)
					rolls = "rolls again: " rolls
				flush()
				mover = name; from = rolled == "" ? k : rolled
				turn = (rolls == "" ? "" : rolls " ") word note
			}
			to = k; rolls = ""; rolled = ""; nheld = 0
		}
		END {
			flush()
			if (when == "ask" && nheld && (mover == me || (mover == "" && again)))
				print (rolled == k ? k : rolled "-" k) ". " called(me) \
					" (you) rolls again: " rolls
			else
				for (i = 1; i <= nheld; i++) print held[i]
			if (pace == "" && when != "" && NR > 1) print last
		}'
	shown_actions=$(($(printf '%s\n' "$BG_PLAY_STATES" | wc -l) - 1 + shown_actions))
	shown_state=$state
	shown_lines=$(wc -l < "$record")
}

# The whole board of the record's last position, as bg-render -f draws it.
show_last() {
	bg-render $render_options -f "$record" | awk 'BEGIN { RS = "" } { p = $0 } END { print p; print "" }'
}

# The numbers of the person's actions in the record, the last first: the
# captions of bg-render -f name who took each.
own_actions() {
	bg-render --ascii -f "$record" | awk 'BEGIN { RS = ""; s = ENVIRON["BG_PLAY_SEAT"] ":" }
		{ split($0, line, "\n"); n = split(line[1], w, " ") }
		w[n] ~ /^roll:/ { next }
		(n == 3 && w[2] == s) || (n == 4 && w[2] == "seat" && w[3] == s) {
			sub(/\.$/, "", w[1]); print w[1] }' | sort -rn
}

# The line of action K in the record: past the tags, blank lines,
# comments and the state line, if there is one (a record from its Game
# tag has none).  A state is the game's name and its fields (key=value);
# an action is one word.
action_line() {
	awk -v k="$1" '/^[ \t]*(#|$)/ { next }
		/^[A-Z][A-Za-z0-9_-]*:( |$)/ { next }
		!seen && /^[^ \t]+[ \t]+[^ \t]*=/ { seen = 1; next }
		{ seen = 1 }
		++n == k { print NR; exit }' "$record"
}

# Takes back the person's last move that was a choice (a forced move is
# played again at once), the record cut to the line before it.
take_back() {
	states=$(bg-apply --all -f "$record")
	for k in $(own_actions); do
		before=$(printf '%s\n' "$states" | sed -n "${k}p")
		[ "$(printf '%s\n' "$before" | bg-moves --count)" -gt 1 ] || continue
		line=$(action_line "$k")
		word=$(sed -n "${line}p" "$record" | sed 's/[ \t].*//')
		head -n $((line - 1)) "$record" > "$record.new"
		cat "$record.new" > "$record"
		rm -f "$record.new"
		state=$before
		echo "Taken back: your move $word (action $k) and what followed it."
		mine_last=
		shown_state=$state
		shown_lines=$(wc -l < "$record")
		shown_actions=$((k - 1))
		show_last
		return 0
	done
	echo "No move of yours to take back."
}

# The values of the moves by the computer's policy, the highest first
# (a tree search lists them by visits), equals in its order.
hint() {
	echo "The moves by ${policy:-default}, the highest value first:"
	echo "  move, value for you (a share of a win), then what the policy says"
	echo "  of it (its standard error, margin, visits or depth: bg-moves(1))"
	printf '%s\n' "$state" |
		bg-moves --eval "${policy:-default}" $tables ${seed:+--seed "$seed"} |
		sort -s -k2,2gr | sed 's/^/  /'
}

# Why answer is not a move here: bg-apply's reason, without its place
# and the words the question already says.
reason() {
	printf '%s\n' "$state" | bg-apply -- "$1" 2>&1 >/dev/null | sed -n '1{
		s/^bg-apply: \(-:[0-9]*: \)\{0,1\}//
		s/^illegal move .* for [^:]*: //
		p
	}'
}

# The moves offered, numbered.
offer() {
	case $seat in
	*[!0-9]*) echo "Your move, $seat:" ;;
	*) echo "Your move, seat $seat:" ;;
	esac
	printf '%s\n' "$moves" | awk '{ printf "  %d) %s\n", NR, $0 }'
}

# Asks the person for a move of $moves until one is given; sets move, or
# move= after a take-back.  Quitting ends the script.
ask() {
	count=$(printf '%s\n' "$moves" | wc -l)
	offer
	while :; do
		printf 'move (number or word, ? hint, u take back, q quit)? '
		if ! IFS= read -r answer; then
			echo
			answer=q
		fi
		if [ "$answer" = q ]; then
			if [ -n "$temporary" ]; then
				echo "bye"
			else
				echo "bye: 'bg-play -w $record' goes on with the game"
			fi
			exit 0
		fi
		move=
		why=
		case $answer in
		'') offer; continue ;;
		'?') hint; continue ;;
		u) take_back; return 0 ;;
		*[!0-9]*)
			move=$(printf '%s\n' "$moves" | grep -Fx -- "$answer" || :)
			[ -n "$move" ] || why=$(reason "$answer") ;;
		*)
			n=$(printf '%s\n' "$answer" | sed 's/^0*//')
			if [ -n "$n" ] && [ ${#n} -le 6 ] && [ "$n" -le "$count" ]; then
				move=$(printf '%s\n' "$moves" | sed -n "${n}p")
			else
				why="the moves are numbered 1 to $count"
			fi ;;
		esac
		[ -n "$move" ] && return 0
		printf "'%s' is not one of the moves%s; try again\n" "$answer" \
			"${why:+: $why}"
	done
}

# What the end means for the person, in the words of bg-render's
# headline: who won, the scores in seat order, and won, shared, drawn or
# lost ("north wins 26-22: you won.").
verdict() {
	bg-apply --result -f "$record" | awk -v me="$seat" '
	function called(x) { return x ~ /^[0-9]+$/ ? "seat " x : x }
	{
		result = $0; sub(/.*"result":"/, "", result); sub(/".*/, "", result)
		scores = $0; score = ""
		if (sub(/.*"scores":\{/, "", scores)) {
			sub(/\}.*/, "", scores); gsub(/"/, "", scores)
			k = split(scores, pair, ",")
			for (i = 1; i <= k; i++) {
				split(pair[i], nv, ":")
				score = score (i > 1 ? "-" : " ") nv[2]
			}
		}
		n = split(result, won, ",")
		mine = 0
		for (i = 1; i <= n; i++) if (won[i] == me) mine = 1
		if (result == "draw") { print "A draw" score ": you drew."; next }
		if (n == 1) say = called(result) " wins"
		else {
			say = "seats " won[1]
			for (i = 2; i <= n; i++) say = say (i < n ? ", " : " and ") won[i]
			say = say " share the win"
		}
		say = toupper(substr(say, 1, 1)) substr(say, 2) score
		print say (mine ? (n > 1 ? ": you share the win." : ": you won.") : ": you lost.")
	}'
}

forced= mine_last=
show_last
shown_state=$state
shown_lines=$(wc -l < "$record")
while :; do
	state=$(printf '%s\n' "$state" |
		bg-roll ${seed:+--seed "$seed"} --record "$record")
	moves=$(printf '%s\n' "$state" | bg-moves)
	[ -n "$moves" ] || break
	case " $state " in
	*" turn=$seat "*) turn=$seat ;;
	*) turn= ;;
	esac
	if [ -n "$turn" ]; then
		if [ "$(printf '%s\n' "$moves" | wc -l)" -eq 1 ]; then
			forced=$moves
			move=$moves
		else
			show_new ask
			ask
			[ -n "$move" ] || continue
		fi
	else
		move=$(printf '%s\n' "$state" |
			bg-moves --best ${policy:+--eval "$policy"} $tables ${seed:+--seed "$seed"})
	fi
	state=$(printf '%s\n' "$state" | bg-apply --record "$record" -- "$move")
	# The person's move is said at once; the computer's turns when the
	# person is next asked, or one position at a time with --pace.
	[ -z "$turn" ] && [ -z "$pace_seconds" ] || show_new
	mine_last=$turn
	[ -z "$forced" ] || echo "Your only move, $forced, was played without asking."
	forced=
done
show_new end
echo "The game is over. $(verdict)"
[ -n "$temporary" ] || echo "Its record: $record"
