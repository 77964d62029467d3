#!/bin/sh
# embed.sh NAME FILE [KIND]: a C definition of the text file FILE as
# bg_NAME_KIND (KIND yaml, the built-in definition, unless given: net,
# the weights of its learned evaluation), so the programs need no
# installed data.
set -eu
name=$1
file=$2
kind=${3:-yaml}
printf '/* Generated from %s by scripts/embed.sh. */\n#include "core/core.h"\n\n' "$file"
printf 'static const char text[] =\n'
sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/\t"/' -e 's/$/\\n"/' "$file"
printf '\t;\n\nconst struct bg_yaml_source bg_%s_%s = {\n' "$name" "$kind"
printf '\t"%s", text, sizeof text - 1\n};\n' "$file"
