#!/usr/bin/env bash
# Prepares Presage for side-by-side evaluation, trained with its text2ngram on the SAME
# training text as the bundled English pack (SGD train twice for its weight of 2, Austen,
# the World English Bible, WordNet examples). Never the dev/test files.
#
#   Scripts/measure/setup-presage.sh DATA_DIR [OUT_DIR]     (OUT_DIR defaults to .build/presage)
#
# Needs the Debian packages presage and libpresage-dev (apt-get install -y presage libpresage-dev).
# Then `tecla eval prediction --text ...` (run from the package root) compares both engines;
# `--presage OUT_DIR` points it elsewhere. Takes about 5 minutes (text2ngram).
set -euo pipefail
DATA=${1:?usage: setup-presage.sh DATA_DIR [OUT_DIR]}
HERE=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${2:-$HERE/.build/presage}
command -v text2ngram >/dev/null && [ -f /usr/include/presage.h ] || {
  echo "presage unavailable: apt-get install -y presage libpresage-dev" >&2; exit 1; }
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
EN="$DATA/corpora/en"
TRAIN="$OUT/training"
mkdir -p "$TRAIN"
xz -dc "$EN/sgd-train.txt.xz" > "$TRAIN/sgd-train-a.txt"
cp "$TRAIN/sgd-train-a.txt" "$TRAIN/sgd-train-b.txt"
xz -dc "$EN/austen.txt.xz" | awk 'BEGIN { RS = "" } { gsub(/\n/, " "); print }' > "$TRAIN/austen-paragraphs.txt"
xz -dc "$EN/web-bible.txt.xz" > "$TRAIN/web-bible.txt"
xz -dc "$EN/wordnet-examples.txt.xz" > "$TRAIN/wordnet-examples.txt"
rm -f "$OUT/presage-en.db"
text2ngram -n 1 -l -f sqlite -o "$OUT/presage-en.db" "$TRAIN"/*.txt
text2ngram -n 2 -l -f sqlite -o "$OUT/presage-en.db" "$TRAIN"/*.txt
text2ngram -n 3 -l -f sqlite -o "$OUT/presage-en.db" "$TRAIN"/*.txt
rm -rf "$TRAIN"
g++ -O2 "$HERE/Tools/presage/presage_bridge.cpp" -lpresage -o "$OUT/presage-bridge"
sed "s#@DB@#$OUT/presage-en.db#" "$HERE/Tools/presage/presage-eval.xml.in" > "$OUT/presage.xml"
echo "presage ready in $OUT"
