# bash completion for the bg programs: bg-new, bg-roll, bg-moves, bg-apply,
# bg-render, bg-select, bg-play, bg-train and bg-tournament.  One file
# serves all nine; it is installed under
# each program's name so that bash-completion finds it for any of them.

# What bg-new says of itself is the one list of the games and of each
# game's options: the completion asks the program being completed (the
# word typed, so that ./build/bg-new completes from that build, or bg-new
# on the PATH), which is installed with this file, and keeps no list of
# its own.  When it cannot be run, nothing is offered.

# _bg_run PROG ARG...: runs PROG as typed, a leading ~/ expanded.
_bg_run()
{
	local prog=$1
	shift
	case $prog in "~/"*) prog=$HOME/${prog#"~/"} ;; esac
	command "$prog" "$@" 2>/dev/null
}

# The games, one per line.
_bg_games()
{
	_bg_run "$1" --list
}

# The lines of "bg-new GAME --help" that describe its options:
# "  --NAME VALUE  text".
_bg_game_help()
{
	_bg_run "$1" "$2" --help | grep -E '^  --[a-z][a-z0-9-]* [A-Z]'
}

# The options bg-new takes after GAME.
_bg_game_options()
{
	_bg_game_help "$1" "$2" | sed 's/^  \(--[a-z0-9-]*\) .*/\1/'
}

# The values of a game option, read from its help line: a FILE is a file
# name (the word "FILE" is printed); "N to M" is the numbers N to M; a
# list after a colon, "A, B or C", is those words; anything else has no
# values to offer.
_bg_game_values()
{
	local line text
	line=$(_bg_game_help "$1" "$2" | grep -E -- "^  $3 ")
	[ -n "$line" ] || return 0
	text=${line#  "$3" }
	case $text in FILE\ *) echo FILE; return 0 ;; esac
	if [[ $text =~ (^|[^0-9A-Za-z-])([0-9]+)\ to\ ([0-9]+)($|[^0-9]) ]]; then
		seq "${BASH_REMATCH[2]}" "${BASH_REMATCH[3]}" | head -n 100 | tr '\n' ' '
	elif [[ $text =~ :\ ([a-z0-9-]+(,\ [a-z0-9-]+)*\ or\ [a-z0-9-]+)($|\ \(|;) ]]; then
		text=${BASH_REMATCH[1]//, / }
		echo "${text/ or / }"
	fi
}

# COMPREPLY: the words of $1 that start with $2.
_bg_words()
{
	mapfile -t COMPREPLY < <(compgen -W "$1" -- "$2")
}

# COMPREPLY: the files whose names start with $1.
_bg_files()
{
	compopt -o filenames 2>/dev/null
	mapfile -t COMPREPLY < <(compgen -f -- "$1")
}

_bg_complete()
{
	local prog=${1##*/} cur=${COMP_WORDS[COMP_CWORD]} opt='' pre='' eq=1 i w
	local common='--rules --help --version' opts args game='' newprog=''
	COMPREPLY=()

	# --opt=VALUE: bash splits it at '=' (COMP_WORDBREAKS) or not.
	if [ "$cur" = = ] && [ "$COMP_CWORD" -ge 2 ]; then
		opt=${COMP_WORDS[COMP_CWORD - 1]}
		cur=
	elif [ "$COMP_CWORD" -ge 3 ] &&
		[ "${COMP_WORDS[COMP_CWORD - 1]}" = = ]; then
		opt=${COMP_WORDS[COMP_CWORD - 2]}
	elif [[ $cur == --*=* ]]; then
		opt=${cur%%=*}
		pre=$opt=
		cur=${cur#*=}
	elif [ "$COMP_CWORD" -ge 1 ]; then
		opt=${COMP_WORDS[COMP_CWORD - 1]}
		[[ $opt == -* ]] || opt=
		eq=
	fi
	# --color's value is optional, so it is only ever --color=WHEN.
	case $opt in --color|--colour) [ -n "$eq" ] || opt= ;; esac

	case $prog in
	bg-new)
		opts='--list --rules --help --version'
		args='-r|--rules'
		if [ "$COMP_CWORD" -ge 2 ] && [[ ${COMP_WORDS[1]} != -* ]]; then
			game=${COMP_WORDS[1]}
			w=$(_bg_game_options "$1" "$game")
			opts="$w $opts"
			for w in $w; do
				args="$args|$w"
			done
		fi
		;;
	bg-roll)
		opts="--seed --dice --record --keep-lines $common"
		args='-s|--seed|-d|--dice|-w|--record|-r|--rules'
		;;
	bg-moves)
		opts="--count --line --perft --random --eval --best --seats --seed"
		opts="$opts --jobs --weights --no-tables --keep-lines $common"
		args='-p|--perft|-e|--eval|-s|--seed|-j|--jobs|--weights|-r|--rules'
		;;
	bg-apply)
		opts="--file --lines --all --check --result --format --keep-going"
		opts="$opts --record"
		opts="$opts --keep-lines --line-offset --report --play --games"
		opts="$opts --match --sprt --move-time --game-time --bot-log"
		opts="$opts --min-score --first --comments"
		opts="$opts --analyse --annotate --rollouts --rollouts-all"
		opts="$opts --seat --policy --max-loss --max-errors --max-blunders --seed"
		opts="$opts --jobs --weights --no-tables"
		opts="$opts $common"
		args='-f|--file|-w|--record|-r|--rules|--play|--games|--analyse'
		args="$args|--analyze|--rollouts|--seat|--policy|--max-loss|--max-errors|--max-blunders"
		args="$args|-s|--seed|-j|--jobs|--weights"
		args="$args|--line-offset|--report|--format"
		args="$args|--sprt|--move-time|--game-time|--bot-log|--min-score"
		args="$args|--first|--comments"
		;;
	bg-tournament)
		opts="--play --gauntlet --rounds --openings --shuffle --anchor"
		opts="$opts --result --report --first --games --move-time"
		opts="$opts --game-time --bot-log --comments --record --seed --jobs"
		opts="$opts --weights --no-tables $common"
		args='--play|--rounds|--openings|--anchor|--report|--first|--games'
		args="$args|--move-time|--game-time|--bot-log|--comments|-w|--record"
		args="$args|-s|--seed"
		args="$args|-j|--jobs|--weights|-r|--rules"
		;;
	bg-render)
		opts="--svg --html --split --seat --holes --file --lines --keep-going"
		opts="$opts --keep-lines --color --ascii --unicode $common"
		args='--split|--seat|-f|--file|--color|--colour|-r|--rules'
		;;
	bg-select)
		opts="--tag --state --opening --sequence --marks --or --plies --unique"
		opts="$opts --duplicates --count --places --tags --format --file"
		opts="$opts --lines --keep-going $common"
		args='-t|--tag|--state|--opening|--sequence|--marks|--plies|--tags'
		args="$args|--format|-f|--file|-r|--rules"
		;;
	bg-train)
		opts="--games --seed --output --resume --hidden --rate --lambda"
		opts="$opts --players --curve --curve-games --curve-states --tables"
		opts="$opts --speed"
		opts="$opts $common"
		args='-g|--games|-s|--seed|-o|--output|--resume|--hidden|--rate'
		args="$args|--lambda|--players|--curve|--curve-games|--curve-states"
		args="$args|-r|--rules"
		;;
	bg-play)
		# The games and their options are bg-new's, the program beside
		# the one typed.
		opts='--seat --eval --no-tables --seed --record --pace --help --version'
		args='--seat|-e|--eval|-s|--seed|-w|--record|--pace'
		newprog=${1%bg-play}bg-new
		for ((i = 1; i < COMP_CWORD; i++)); do
			w=${COMP_WORDS[i]}
			case $w in
			--seat|-e|--eval|-s|--seed|-w|--record|--pace)
				[ "${COMP_WORDS[i + 1]}" = = ] && i=$((i + 1))
				i=$((i + 1))
				;;
			-*) ;;
			*) game=$w; break ;;
			esac
		done
		if [ -n "$game" ]; then
			w=$(_bg_game_options "$newprog" "$game")
			opts=$w
			for w in $w; do
				args="$args|$w"
			done
		fi
		;;
	*)
		return 0
		;;
	esac

	# The value of an option that takes one.
	if [ -n "$opt" ] && [[ "|$args|" == *"|$opt|"* ]]; then
		case $opt in
		-r|--rules|-f|--file|-w|--record|--weights|-o|--output|--resume|\
		--openings)
			_bg_files "$cur"
			;;
		--split|--bot-log)
			compopt -o filenames 2>/dev/null
			mapfile -t COMPREPLY < <(compgen -d -- "$cur")
			;;
		--seat)
			_bg_words '1 2 3 4 5 6 7 8' "$cur"
			;;
		--color|--colour)
			_bg_words 'auto always never' "$cur"
			;;
		--report)
			_bg_words 'tap junit' "$cur"
			;;
		--comments)
			_bg_words 'none value time value,time' "$cur"
			;;
		--format)
			_bg_words 'json table' "$cur"
			;;
		--marks)
			_bg_words 'inaccuracy error blunder error? blunder?' "$cur"
			;;
		-t|--tag)
			# The keys that have a meaning, before = or ~.
			_bg_words 'Result= Game= Options= Person= Policy= Event= Date= Id=' "$cur"
			compopt -o nospace 2>/dev/null
			;;
		--play)
			# A policy, or one per seat: complete the last of a list.
			w=${cur%"${cur##*,}"}
			_bg_words "${w}random ${w}mc: ${w}uct: ${w}ab: ${w}ply: ${w}rollout: ${w}exact ${w}default ${w}cmd:" "$cur"
			compopt -o nospace 2>/dev/null
			;;
		-e|--eval)
			# N, or a policy that judges moves.
			_bg_words 'mc: uct: ab: ply: rollout: exact default' "$cur"
			case $cur in
			default|exact) ;;
			*) compopt -o nospace 2>/dev/null ;;
			esac
			;;
		--analyse|--analyze)
			# The same, or the default judge.
			_bg_words 'default mc: uct: ab: ply: rollout: exact' "$cur"
			case $cur in
			default|exact) ;;
			*) compopt -o nospace 2>/dev/null ;;
			esac
			;;
		*)
			if [ -n "$game" ]; then
				w=$(_bg_game_values "${newprog:-$1}" "$game" "$opt")
				if [ "$w" = FILE ]; then
					_bg_files "$cur"
				else
					_bg_words "$w" "$cur"
				fi
			fi
			;;
		esac
		if [ -n "$pre" ]; then
			for i in "${!COMPREPLY[@]}"; do
				COMPREPLY[i]=$pre${COMPREPLY[i]}
			done
		fi
		return 0
	fi

	case $prog in
	bg-new)
		if [ "$COMP_CWORD" -eq 1 ] && [[ $cur != -* ]]; then
			_bg_words "$(_bg_games "$1")" "$cur"
		elif [[ $cur == -* ]]; then
			_bg_words "$opts" "$cur"
		fi
		;;
	bg-train)
		if [[ $cur == -* ]]; then
			_bg_words "$opts" "$cur"
		else
			_bg_words 'spook manji waju wahoo' "$cur"
		fi
		;;
	bg-play)
		if [ -z "$game" ] && [[ $cur != -* ]]; then
			_bg_words "$(_bg_games "$newprog")" "$cur"
		elif [[ $cur == -* ]]; then
			_bg_words "$opts" "$cur"
		fi
		;;
	bg-apply)
		# Options come only before the first action.
		for ((i = 1; i < COMP_CWORD; i++)); do
			w=${COMP_WORDS[i]}
			case $w in
			-r|--rules|-f|--file|-w|--record|--play|--games|--analyse|\
			--analyze|--seat|--max-loss|--max-errors|--max-blunders|\
			-s|--seed|-j|--jobs|--report|--line-offset|--sprt|--move-time|\
			--game-time|--bot-log|--min-score|--first|--format|--comments)
				# The value, after an '=' that bash split off.
				[ "${COMP_WORDS[i + 1]}" = = ] && i=$((i + 1))
				i=$((i + 1))
				;;
			--) return 0 ;;
			-*) ;;
			*) return 0 ;;
			esac
		done
		[[ $cur == -* ]] && _bg_words "$opts" "$cur"
		;;
	*)
		if [[ $cur == -* ]]; then
			_bg_words "$opts" "$cur"
		else
			_bg_files "$cur"
		fi
		;;
	esac
	return 0
}

complete -F _bg_complete bg-new bg-roll bg-moves bg-apply bg-render \
	bg-select bg-play bg-train bg-tournament
