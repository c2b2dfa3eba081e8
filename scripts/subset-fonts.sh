#!/usr/bin/env bash
# Subsets the site's fonts (assets/fonts, the @fontsource latin files) into the files the pages
# preload (app/fonts): only the characters the site and its content use (ASCII, Latin-1, curly
# quotes, dashes, ellipsis, arrows, €, ™), only the layout features it uses, and Inter's weight
# axis cut to 400-700. 69 kB of preloaded fonts become about 36 kB, which every page's LCP waits on.
#
# Needs Debian's fonttools and brotli: apt-get install -y python3-fonttools python3-brotli
# Outputs are committed; run this again only when the source fonts or the character set change.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=/usr/bin/python3
# Same inputs, same bytes: fontTools stamps head.modified from SOURCE_DATE_EPOCH when it is set.
export SOURCE_DATE_EPOCH=1735689600
"$PYTHON" -c "import fontTools, brotli" 2>/dev/null || {
  echo "missing fonttools or brotli: apt-get install -y python3-fonttools python3-brotli" >&2
  exit 1
}

UNICODES="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212"
FEATURES="kern,liga,ccmp,locl,tnum"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

subset() { # source output
  "$PYTHON" -m fontTools.subset "$1" --unicodes="$UNICODES" --layout-features="$FEATURES" \
    --flavor=woff2 --no-hinting --output-file="$2"
  echo "$2: $(stat -c %s "$1") -> $(stat -c %s "$2") bytes"
}

"$PYTHON" -m fontTools.varLib.instancer --quiet assets/fonts/inter-latin-wght-normal.woff2 wght=400:700 -o "$WORK/inter.ttf"
subset "$WORK/inter.ttf" app/fonts/inter-latin-400-700.woff2
subset assets/fonts/instrument-serif-latin-400-normal.woff2 app/fonts/instrument-serif-latin-400.woff2
