#!/bin/sh
# embed.sh NAME FILE: a C definition of the YAML file FILE as the built-in
# definition bg_NAME_yaml, so the programs need no installed data.
set -eu
name=$1
file=$2
printf '/* Generated from %s by scripts/embed.sh. */\n#include "core/core.h"\n\n' "$file"
printf 'static const char text[] =\n'
sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/\t"/' -e 's/$/\\n"/' "$file"
printf '\t;\n\nconst struct bg_yaml_source bg_%s_yaml = {\n' "$name"
printf '\t"%s", text, sizeof text - 1\n};\n' "$file"
