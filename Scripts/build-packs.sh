#!/usr/bin/env bash
# Rebuilds the bundled language packs from the shared corpora, byte for byte.
#
#   Scripts/build-packs.sh DATA_DIR [OUTPUT_DIR]        # PACKS="en ko nqo" by default
#   PACKS=ko Scripts/build-packs.sh ../shared/data /tmp/packs
#
# DATA_DIR is the shared data folder (it holds corpora/en/..., corpora/ko/...); OUTPUT_DIR
# defaults to Sources/TeclaPacks/Resources.
# English needs: xz, python3 with wordfreq==3.1.1 (pip), the Debian package wamerican-large
# 2020.12.07-2 (/usr/share/dict). Korean needs only corpora/ko/ko-50k.txt and grep -P.
# Never add sgd-dev.txt.xz, chatbot-dev.csv or any flores-dev.txt here: they are the test text.
set -euo pipefail
DATA=${1:?usage: build-packs.sh DATA_DIR [OUTPUT_DIR]}
HERE=$(cd "$(dirname "$0")/.." && pwd)
OUT_DIR=$(mkdir -p "${2:-$HERE/Sources/TeclaPacks/Resources}" && cd "${2:-$HERE/Sources/TeclaPacks/Resources}" && pwd)
PACKS=${PACKS:-en ko nqo}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
wants() { [[ " $PACKS " == *" $1 "* ]]; }

(cd "$HERE" && swift build -c release --product tecla >&2)
BIN=$(cd "$HERE" && swift build -c release --show-bin-path)/tecla

if wants en; then
  EN="$DATA/corpora/en"
  python3 "$HERE/Scripts/extract_wordfreq.py" en > "$WORK/wordfreq-en-large.tsv"
  FILTER=/usr/share/dict/american-english-large
  [ -f "$FILTER" ] || { echo "install the Debian package wamerican-large" >&2; exit 1; }
  cp "$FILTER" "$WORK/wamerican-large.txt"

  # Austen is hard-wrapped prose: join each paragraph onto one line.
  xz -dc "$EN/austen.txt.xz" | awk 'BEGIN { RS = "" } { gsub(/\n/, " "); print }' > "$WORK/austen-paragraphs.txt"

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
    --output "$OUT_DIR/en.teclapack"
fi

if wants ko; then
  # Korean: eojeol (space-separated words with their particles) and their subtitle counts. Only
  # words written wholly in Hangul syllables are kept (a Cheon-Ji-In keyboard types nothing
  # else; this drops 687 of the 50,000 lines of Latin, digits and one stray jamo). There is no Korean running
  # text to train on (chatbot-dev and flores-dev are test text), so the pack has unigrams only:
  # --prior-weight 1 makes the word list's frequencies the whole unigram distribution.
  grep -P '^[\x{AC00}-\x{D7A3}]+ [0-9]+$' "$DATA/corpora/ko/ko-50k.txt" | tr ' ' '\t' > "$WORK/ko-50k.txt"
  "$BIN" pack build \
    --language ko \
    --license CC-BY-SA-4.0 \
    --words "$WORK/ko-50k.txt,FrequencyWords ko-50k (hermitdave; OpenSubtitles 2018),CC-BY-SA-4.0" \
    --prior-weight 1 \
    --max-words 50000 \
    --output "$OUT_DIR/ko.teclapack"
fi

if wants nqo; then
  # N'Ko: the N'Ko side of nicolingua-0005 (monolingual and parallel files, fully tone-marked; in
  # file-name order so the build is reproducible) and the NLLB-Seed N'Ko sentences. The words
  # keep their tone marks (the lexicon folds them away for lookup); 2-grams and 3-grams seen
  # twice are kept. flores-dev.txt is the test text of `tecla eval nko`: never add it.
  mkdir -p "$WORK/nicolingua"
  tar -xJf "$DATA/corpora/nqo/nicolingua-0005.tar.xz" -C "$WORK/nicolingua"
  find "$WORK/nicolingua" -name '*.nqo_Nkoo' | LC_ALL=C sort | xargs cat > "$WORK/nicolingua-0005-nqo.txt"
  "$BIN" pack build \
    --language nqo \
    --license CC-BY-SA-4.0 \
    --corpus "$WORK/nicolingua-0005-nqo.txt,CC-BY-SA-4.0" \
    --corpus "$DATA/corpora/nqo/nllb-seed.txt.xz,CC-BY-SA-4.0" \
    --max-words 100000 \
    --min-bigram-count 2 \
    --min-trigram-count 2 \
    --output "$OUT_DIR/nqo.teclapack"
fi
