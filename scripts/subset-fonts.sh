#!/usr/bin/env bash
# Cuts Inter's Latin Extended file (@fontsource-variable/inter, SIL OFL 1.1) down to the letters
# Serbian Latin adds to Latin-1 (Ć ć Č č Đ đ Š š Ž ž), keeping the weight axis: 85 KB → 3.6 KB.
# The result is committed (src/theme/fonts/), so neither install nor build needs this tool.
# Needs fontTools with Brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m fontTools.subset node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2 \
  --unicodes="U+0106-0107,U+010C-010D,U+0110-0111,U+0160-0161,U+017D-017E" \
  --flavor=woff2 --layout-features='*' \
  --output-file=src/theme/fonts/inter-serbian-latin-wght-normal.woff2
ls -l src/theme/fonts/inter-serbian-latin-wght-normal.woff2
