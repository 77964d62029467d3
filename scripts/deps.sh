#!/bin/sh
# deps.sh [build|check]: checks what building bg needs (a C compiler, make
# and libyaml), and for check what the whole test suite needs too, and
# installs what is missing when it can (as root, with apt-get); otherwise
# it prints the one command that does and fails.
need=${1:-check}
missing=
have_header() {
	printf '#include <%s>\n' "$1" | ${CC:-cc} -E -x c - >/dev/null 2>&1
}
command -v ${CC:-cc} >/dev/null 2>&1 || missing="$missing gcc"
command -v make >/dev/null 2>&1 || missing="$missing make"
have_header yaml.h || missing="$missing libyaml-dev"
if [ "$need" = check ]; then
	command -v bats >/dev/null 2>&1 || missing="$missing bats"
	command -v parallel >/dev/null 2>&1 || missing="$missing parallel"
	command -v man >/dev/null 2>&1 || missing="$missing man-db"
	command -v clang >/dev/null 2>&1 || missing="$missing clang"
	command -v zsh >/dev/null 2>&1 || missing="$missing zsh"
	command -v mandoc >/dev/null 2>&1 || missing="$missing mandoc"
	command -v script >/dev/null 2>&1 || missing="$missing bsdutils"
	[ -x /usr/bin/time ] || missing="$missing time"
	# The sshd that tests/ssh.bats grades records over, on a port of
	# 127.0.0.1: the test skips, saying so, where it cannot start, so
	# it never fails the build either.
	if [ ! -x /usr/sbin/sshd ]; then
		if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 &&
			{ DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openssh-server ||
			  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
			    apt-get install -y -qq openssh-server; }; } >/dev/null 2>&1; then
			echo "deps: installed openssh-server"
		else
			echo "deps: openssh-server is not installed (sudo apt-get install openssh-server); the ssh scale-out test will be skipped" >&2
		fi
	fi
	# The browser that opens the replay page in tests/html.bats: the
	# tests skip, saying so, where it cannot be had, so it never fails
	# the build.
	browser=
	command -v chromium >/dev/null 2>&1 ||
		command -v chromium-browser >/dev/null 2>&1 || browser=chromium
	if [ -n "$browser" ]; then
		if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 &&
			{ DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium ||
			  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
			    apt-get install -y -qq chromium; }; } >/dev/null 2>&1; then
			echo "deps: installed chromium"
		else
			echo "deps: chromium is not installed (sudo apt-get install chromium); the replay page's browser tests will be skipped" >&2
		fi
	fi
fi
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "deps: installing$missing"
	export DEBIAN_FRONTEND=noninteractive
	{ apt-get update -qq && apt-get install -y -qq $missing; } >/dev/null ||
		{ echo "deps: apt-get install$missing failed" >&2; exit 1; }
	exit 0
fi
echo "deps: missing$missing; install them with: sudo apt-get install$missing" >&2
exit 1
