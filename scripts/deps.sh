#!/bin/sh
# deps.sh: checks what building and testing bg needs, and installs what is
# missing when it can (as root, with apt-get); otherwise it prints the one
# command that does and fails.
missing=
have_header() {
	printf '#include <%s>\n' "$1" | ${CC:-cc} -E -x c - >/dev/null 2>&1
}
command -v ${CC:-cc} >/dev/null 2>&1 || missing="$missing gcc"
command -v make >/dev/null 2>&1 || missing="$missing make"
have_header yaml.h || missing="$missing libyaml-dev"
command -v bats >/dev/null 2>&1 || missing="$missing bats"
command -v parallel >/dev/null 2>&1 || missing="$missing parallel"
command -v man >/dev/null 2>&1 || missing="$missing man-db"
command -v clang >/dev/null 2>&1 || missing="$missing clang"
command -v zsh >/dev/null 2>&1 || missing="$missing zsh"
command -v mandoc >/dev/null 2>&1 || missing="$missing mandoc"
[ -x /usr/bin/time ] || missing="$missing time"
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
