#!/bin/sh
# deps.sh [build|check]: checks what building bg needs (a C compiler, make
# and libyaml), and for check what the whole test suite needs too.  It
# says what is missing and why before anything is installed; as root with
# apt-get it then installs it, otherwise it prints the one command that
# does and fails.
#
# Two tools of the suite are optional: chromium (the replay page opened
# in a browser, tests/html.bats) and openssh-server (records graded over
# two ssh logins, tests/ssh.bats).  They are large (chromium pulls in
# over a hundred packages), so with BG_OPTIONAL=no they are neither
# installed nor used: their tests skip, each with a line saying so.  When
# they cannot be installed, their tests skip the same way; they never
# fail the build.
need=${1:-check}
optional=${BG_OPTIONAL:-yes}
missing=
why=
have_header() {
	printf '#include <%s>\n' "$1" | ${CC:-cc} -E -x c - >/dev/null 2>&1
}
# need PACKAGE REASON: PACKAGE is missing, needed for REASON.
need() {
	missing="$missing $1"
	why="$why
  $1: $2"
}
command -v ${CC:-cc} >/dev/null 2>&1 || need gcc "the C compiler"
command -v make >/dev/null 2>&1 || need make "the build"
have_header yaml.h || need libyaml-dev "the game definitions (YAML)"
if [ "$need" = check ]; then
	command -v bats >/dev/null 2>&1 || need bats "the test files"
	command -v parallel >/dev/null 2>&1 || need parallel "running the test files side by side"
	command -v man >/dev/null 2>&1 || need man-db "the manual pages' rendering tests"
	command -v clang >/dev/null 2>&1 || need clang "the second compiler's warnings"
	command -v zsh >/dev/null 2>&1 || need zsh "the zsh completion tests"
	command -v mandoc >/dev/null 2>&1 || need mandoc "the manual pages' lint"
	command -v pkg-config >/dev/null 2>&1 || need pkg-config "a bot built on the installed libbg (tests/library.bats)"
	command -v script >/dev/null 2>&1 || need bsdutils "terminal tests (script)"
	[ -x /usr/bin/time ] || need time "memory checks (GNU time)"
	command -v python3 >/dev/null 2>&1 || need python3 "the tests' browser driver and XML and bot checks"
fi
root=
[ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && root=1

# install PACKAGES: apt-get install, with an update only when the first
# try cannot find them.
install() {
	export DEBIAN_FRONTEND=noninteractive
	{ apt-get install -y -qq "$@" ||
	  { apt-get update -qq && apt-get install -y -qq "$@"; }; } >/dev/null 2>&1
}

if [ -n "$missing" ]; then
	if [ -z "$root" ]; then
		echo "deps: missing$missing; install them with: sudo apt-get install$missing" >&2
		exit 1
	fi
	echo "deps: installing$missing, for:$why"
	# shellcheck disable=SC2086
	install $missing || { echo "deps: apt-get install$missing failed" >&2; exit 1; }
fi

[ "$need" = check ] || exit 0
# optional PACKAGE PRESENT REASON SKIPPED: the optional tool PACKAGE
# (PRESENT is a command that tells it is there), for REASON; SKIPPED is
# what is left out without it.
optional() {
	if [ "$optional" = no ]; then
		echo "deps: $1 is not used (BG_OPTIONAL=no): $4 will be skipped"
		return 0
	fi
	eval "$2" && return 0
	if [ -n "$root" ]; then
		echo "deps: installing $1, for $3 (BG_OPTIONAL=no leaves it out)"
		install "$1" && return 0
		echo "deps: apt-get install $1 failed: $4 will be skipped" >&2
	else
		echo "deps: $1 is not installed (sudo apt-get install $1): $4 will be skipped" >&2
	fi
}
optional openssh-server '[ -x /usr/sbin/sshd ]' \
	"grading records over two ssh logins to a local sshd" \
	"the ssh scale-out test"
optional chromium 'command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1' \
	"opening the replay page in a headless browser (over 100 packages)" \
	"the replay page's browser tests"
exit 0
