# bash completion for the bg programs: bg-new, bg-roll, bg-moves, bg-apply
# and bg-render.  One file serves all five; it is installed under each
# program's name so that bash-completion finds it for any of them.

# The games, from bg-new itself when it can be run.
_bg_games()
{
	local games
	games=$(command bg-new --list 2>/dev/null)
	[ -n "$games" ] || games='wari
spook
manji
waju
wahoo'
	printf '%s\n' "$games"
}

# The options bg-new takes after GAME: from "bg-new GAME --help" when it can
# be run, else the ones this file knows.
_bg_game_options()
{
	local game=$1 opts
	opts=$(command bg-new "$game" --help 2>/dev/null |
		sed -n 's/^  \(--[a-z][a-z0-9-]*\) [A-Z].*/\1/p')
	if [ -z "$opts" ]; then
		case $game in
		wari) opts='--twelve --slam --quiet' ;;
		spook) opts='--players --pieces --seed --board --boards' ;;
		manji) opts='--players --seed' ;;
		waju) opts='--players --marbles --seed' ;;
		wahoo) opts='--players --seed' ;;
		esac
	fi
	# shellcheck disable=SC2086 # one option a word
	printf '%s\n' $opts
}

# The values of a game option, where they are a fixed list.
_bg_game_values()
{
	case $1:$2 in
	wari:--twelve) echo 'exact atleast off' ;;
	wari:--slam) echo 'leave-one no-capture illegal' ;;
	spook:--players) echo '1 2 3 4 5 6 7 8' ;;
	spook:--pieces) echo '1 2 3' ;;
	manji:--players) echo '2 3 4' ;;
	waju:--players) echo '2 3 4' ;;
	waju:--marbles) echo '1 2 3 4' ;;
	wahoo:--players) echo '2 3 4' ;;
	esac
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
	local common='--rules --help --version' opts args game=''
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
			w=$(_bg_game_options "$game")
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
		opts="$opts --jobs --keep-lines $common"
		args='-p|--perft|-e|--eval|-s|--seed|-j|--jobs|-r|--rules'
		;;
	bg-apply)
		opts="--file --lines --all --check --result --keep-going --record"
		opts="$opts --keep-lines --line-offset --report --play --games"
		opts="$opts --analyse"
		opts="$opts --max-loss --seed --jobs"
		opts="$opts $common"
		args='-f|--file|-w|--record|-r|--rules|--play|--games|--analyse'
		args="$args|--analyze|--max-loss|-s|--seed|-j|--jobs"
		args="$args|--line-offset|--report"
		;;
	bg-render)
		opts="--svg --html --split --seat --file --lines --keep-going"
		opts="$opts --keep-lines --color --ascii --unicode $common"
		args='--split|--seat|-f|--file|--color|--colour|-r|--rules'
		;;
	*)
		return 0
		;;
	esac

	# The value of an option that takes one.
	if [ -n "$opt" ] && [[ "|$args|" == *"|$opt|"* ]]; then
		case $opt in
		-r|--rules|-f|--file|-w|--record)
			_bg_files "$cur"
			;;
		--split)
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
		--play)
			# A policy, or one per seat: complete the last of a list.
			w=${cur%"${cur##*,}"}
			_bg_words "${w}random ${w}mc: ${w}uct: ${w}ab:" "$cur"
			compopt -o nospace 2>/dev/null
			;;
		-e|--eval|--analyse|--analyze)
			# N, or a policy that judges moves.
			_bg_words 'mc: uct: ab:' "$cur"
			compopt -o nospace 2>/dev/null
			;;
		--boards)
			# bg-new spook --boards FILE
			_bg_files "$cur"
			;;
		*)
			[ -n "$game" ] &&
				_bg_words "$(_bg_game_values "$game" "$opt")" "$cur"
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
			_bg_words "$(_bg_games)" "$cur"
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
			--analyze|--max-loss|-s|--seed|-j|--jobs|--report|\
			--line-offset)
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

complete -F _bg_complete bg-new bg-roll bg-moves bg-apply bg-render
