#!/usr/bin/env bash
# Cuts Inter (@fontsource-variable/inter, SIL OFL 1.1) to what the site sets (docs/decisions.md#visual-identity: the font is
# on every page's critical path, Largest Contentful Paint):
# - the weight axis to 400–800, the weights the theme uses (src/theme, src/site);
# - the OpenType features to kerning, contextual alternates, composition, localised forms, mark
#   positioning and tabular figures (fractions, numerators and proportional figures dropped);
# - Latin to Latin-1 and general punctuation (English, Italian, Spanish, Dutch; 48 → 27 KB),
#   Serbian Latin to the letters it adds to Latin-1 (ć č đ š ž, 3 KB), Cyrillic and Cyrillic
#   Extended to their fontsource ranges.
# The results are committed (src/theme/fonts/, with the licence in OFL.txt) and declared in
# src/theme/fonts.css with the same unicode-range, so neither install nor build needs this tool.
# Needs fontTools with Brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
FILES=node_modules/@fontsource-variable/inter/files
OUT=src/theme/fonts
FEATURES='kern,calt,ccmp,locl,mark,mkmk,tnum'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$OUT"

# subset <fontsource file> <unicodes> <output name>
subset() {
  python3 -m fontTools.varLib.instancer "$FILES/$1" wght=400:800 --quiet -o "$work/$3.ttf"
  python3 -m fontTools.subset "$work/$3.ttf" --unicodes="$2" --layout-features="$FEATURES" \
    --flavor=woff2 --output-file="$OUT/$3"
  ls -l "$OUT/$3"
}

subset inter-latin-wght-normal.woff2 'U+0000-00FF,U+0131,U+0152-0153,U+2000-206F,U+20AC,U+2122,U+2212' inter-latin-wght-normal.woff2
subset inter-latin-ext-wght-normal.woff2 'U+0106-0107,U+010C-010D,U+0110-0111,U+0160-0161,U+017D-017E' inter-serbian-latin-wght-normal.woff2
subset inter-cyrillic-wght-normal.woff2 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' inter-cyrillic-wght-normal.woff2
subset inter-cyrillic-ext-wght-normal.woff2 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F' inter-cyrillic-ext-wght-normal.woff2
