#!/usr/bin/env bash
# The Arabic running text a pack and its neural model count, prepared once for both
# (Scripts/assets/build-packs.sh, Scripts/assets/neural-lm-data.sh), so the model reads exactly the
# text the pack was counted on.
#
#   Scripts/assets/arabic-text.sh DATA_DIR OUT_DIR
#
# OUT_DIR receives ar-50k.txt (the FrequencyWords list's entries written wholly in Arabic
# letters, hamza forms and harakat, word TAB count), shami.txt (its bare spellings rewritten to
# the written forms by arabic_written_forms.py) and tatoeba-ar.txt (rewritten alike, then its own
# names as <unk> and long or violent or vulgar lines dropped by everyday_arabic.py).
set -euo pipefail
DATA=$1 OUT=$2
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$OUT"
grep -P '^[\x{0621}-\x{0652}\x{0670}\x{0671}]+ [0-9]+$' "$DATA/corpora/ar/ar-50k.txt" | tr ' ' '\t' > "$OUT/ar-50k.txt"
xz -dc "$DATA/corpora/ar/shami.txt.xz" | python3 "$HERE/arabic_written_forms.py" text "$OUT/ar-50k.txt" > "$OUT/shami.txt"
xz -dc "$DATA/corpora/ar/tatoeba-ar.txt.xz" | python3 "$HERE/arabic_written_forms.py" text "$OUT/ar-50k.txt" > "$OUT/tatoeba-ar-written.txt"
python3 "$HERE/everyday_arabic.py" "$OUT/tatoeba-ar-written.txt" "$OUT/ar-50k.txt" > "$OUT/tatoeba-ar.txt"
