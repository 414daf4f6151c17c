#!/usr/bin/env bash
# Rebuilds the bundled English pack from the shared corpora, byte for byte.
#
#   Scripts/build-packs.sh DATA_DIR [OUTPUT]
#
# DATA_DIR is the shared data folder (it holds corpora/en/...). Needs: xz, python3 with
# wordfreq==3.1.1 (pip), the Debian package wamerican-large 2020.12.07-2 (/usr/share/dict).
# Never add sgd-dev.txt.xz or flores-dev.txt here: they are the test text.
set -euo pipefail
DATA=${1:?usage: build-packs.sh DATA_DIR [OUTPUT]}
OUT=${2:-Sources/TeclaPacks/Resources/en.teclapack}
HERE=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
EN="$DATA/corpora/en"

python3 "$HERE/Scripts/extract_wordfreq.py" en > "$WORK/wordfreq-en-large.tsv"
FILTER=/usr/share/dict/american-english-large
[ -f "$FILTER" ] || { echo "install the Debian package wamerican-large" >&2; exit 1; }
cp "$FILTER" "$WORK/wamerican-large.txt"

# Austen is hard-wrapped prose: join each paragraph onto one line.
xz -dc "$EN/austen.txt.xz" | awk 'BEGIN { RS = "" } { gsub(/\n/, " "); print }' > "$WORK/austen-paragraphs.txt"

cd "$HERE"
swift build -c release --product tecla >&2
BIN=$(swift build -c release --show-bin-path)/tecla
"$BIN" pack build \
  --language en \
  --license CC-BY-SA-4.0 \
  --words "$WORK/wordfreq-en-large.tsv,wordfreq 3.1.1 large_en,CC-BY-SA-4.0" \
  --filter "$WORK/wamerican-large.txt,SCOWL-permissive (Debian wamerican-large 2020.12.07-2)" \
  --corpus "$EN/sgd-train.txt.xz,CC-BY-SA-4.0,${SGD_WEIGHT:-2}" \
  --corpus "$WORK/austen-paragraphs.txt,public-domain" \
  --corpus "$EN/web-bible.txt.xz,public-domain" \
  --corpus "$EN/wordnet-examples.txt.xz,WordNet-3.0" \
  --max-words "${MAX_WORDS:-100000}" \
  --min-bigram-count "${MIN_BIGRAM:-2}" \
  --min-trigram-count "${MIN_TRIGRAM:-3}" \
  --output "$OUT"
