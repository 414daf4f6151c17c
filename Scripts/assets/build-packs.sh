#!/usr/bin/env bash
# Rebuilds the bundled language packs from the shared corpora, byte for byte.
#
#   Scripts/assets/build-packs.sh DATA_DIR [OUTPUT_DIR]        # PACKS="en ko nqo ar la" by default
#   PACKS=ko Scripts/assets/build-packs.sh ../shared/data /tmp/packs
#
# DATA_DIR is the shared data folder (it holds corpora/en/..., corpora/ko/...); OUTPUT_DIR
# defaults to Sources/TeclaPacks/Resources.
# English needs: xz, python3 with wordfreq==3.1.1 (pip), the Debian package wamerican-large
# 2020.12.07-2 (/usr/share/dict). Korean and Arabic need python3, xz and grep -P;
# Latin needs tar, xz, cksum, awk and sed.
# Never add sgd-dev.txt.xz, chatbot-dev.csv or any flores-*dev.txt here: they are the test text.
# Latin's test text is a held-out tenth of The Latin Library's works, chosen by a stable hash of
# the file name (see below); building `la` writes it to .build/eval/la-heldout.txt and never
# trains on it.
set -euo pipefail
DATA=${1:?usage: build-packs.sh DATA_DIR [OUTPUT_DIR]}
HERE=$(cd "$(dirname "$0")/../.." && pwd)
OUT_DIR=$(mkdir -p "${2:-$HERE/Sources/TeclaPacks/Resources}" && cd "${2:-$HERE/Sources/TeclaPacks/Resources}" && pwd)
PACKS=${PACKS:-en ko nqo ar la}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
wants() { [[ " $PACKS " == *" $1 "* ]]; }

(cd "$HERE" && swift build -c release --product tecla >&2)
BIN=$(cd "$HERE" && swift build -c release --show-bin-path)/tecla

if wants en; then
  EN="$DATA/corpora/en"
  python3 "$HERE/Scripts/assets/extract_wordfreq.py" en > "$WORK/wordfreq-en-large.tsv"
  FILTER=/usr/share/dict/american-english-large
  [ -f "$FILTER" ] || { echo "install the Debian package wamerican-large" >&2; exit 1; }
  # The filter keeps typos out of the lexicon; chat's own words (haha, lol, omg) join it, or
  # "haha" would be typed as "ha ha".
  { cat "$FILTER"; grep -v '^#' "$HERE/Scripts/assets/pack-data/en-chat-words.txt"; } > "$WORK/wamerican-large.txt"

  # Austen is hard-wrapped prose: join each paragraph onto one line.
  xz -dc "$EN/austen.txt.xz" | awk 'BEGIN { RS = "" } { gsub(/\n/, " "); print }' > "$WORK/austen-paragraphs.txt"

  # Crowd-typed chat drops apostrophes (dont, I think its great): put back the ones that are
  # no other word before counting, or the keyboard learns not to correct them.
  for chat in selfdialogue topical-chat synthetic-persona-chat; do
    xz -dc "$EN/$chat.txt.xz" | python3 "$HERE/Scripts/assets/english_apostrophes.py" > "$WORK/$chat.txt"
  done
  # Tatoeba's everyday sentences: the corpus's own names as <unk>, long lines and violent or
  # vulgar sentences dropped (Scripts/assets/everyday_english.py).
  python3 "$HERE/Scripts/assets/everyday_english.py" "$EN/tatoeba-en.txt.xz" > "$WORK/tatoeba-everyday.txt"
  # The CMU Sphinx en-us trigram model (spoken-style general English, lowercase) mixed in at
  # λ 0.3, its n-grams the corpora lack kept from P ≥ 0.001: chosen on chat-dev's odd lines with
  # the neural model and the unpunctuated-sentence reading (next-word top-3 0.312 → 0.318 at 0.3,
  # 0.320 at 0.5, 0.322 at 0.7; SGD dev odd 0.568 → 0.568 / 0.565 / 0.557; at 0.5 the bar's
  # phrases after "…I can help" went, the trigram's steps no longer sure enough): BENCHMARKS.md, issue 31.
  # Its lowercase words are read as the lexicon spells them ("i" → "I"); words it lacks are dropped.
  # Casual chat (self-dialogue, Topical-Chat, Synthetic-Persona-Chat) beside SGD's task talk,
  # SGD counted four times and Tatoeba once: chosen on chat-dev's and SGD dev's odd lines
  # (BENCHMARKS.md, issues 19 and 31: Tatoeba ×2 doubles the pack for +0.001, SGD ×4 keeps SGD
  # where it was). chat-dev.txt.xz is measurement-only text (non-commercial): never add it.
  "$BIN" pack build \
    --language en \
    --license CC-BY-SA-4.0 \
    --words "$WORK/wordfreq-en-large.tsv,wordfreq 3.1.1 large_en,CC-BY-SA-4.0" \
    --filter "$WORK/wamerican-large.txt,SCOWL-permissive (Debian wamerican-large 2020.12.07-2) and Scripts/assets/pack-data/en-chat-words.txt (CC0-1.0)" \
    --corpus "$EN/sgd-train.txt.xz,CC-BY-SA-4.0,${SGD_WEIGHT:-4}" \
    --corpus "$WORK/austen-paragraphs.txt,public-domain" \
    --corpus "$EN/web-bible.txt.xz,public-domain" \
    --corpus "$EN/wordnet-examples.txt.xz,WordNet-3.0" \
    --corpus "$WORK/selfdialogue.txt,BSD-3-Clause" \
    --corpus "$WORK/topical-chat.txt,CDLA-Sharing-1.0" \
    --corpus "$WORK/synthetic-persona-chat.txt,CC-BY-4.0" \
    --corpus "$WORK/tatoeba-everyday.txt,CC-BY-2.0-FR (Tatoeba (tatoeba.org) contributors; www.manythings.org/anki),${TATOEBA_WEIGHT:-1}" \
    --withheld "$HERE/Scripts/assets/pack-data/en-blocklist.txt,CC0-1.0" \
    --background "${EN_BACKGROUND:-$EN/cmu-en-us.arpa.xz,BSD-2-Clause (Carnegie Mellon University: CMU Sphinx en-us model),0.3,0.001}" \
    --max-words "${MAX_WORDS:-100000}" \
    --min-bigram-count "${MIN_BIGRAM:-2}" \
    --min-trigram-count "${MIN_TRIGRAM:-2}" \
    --output "$OUT_DIR/en.teclapack"
  # The neural model beside it (en.teclalm) is trained on this pack's ids and names its content
  # checksum: a pack whose content changes needs the model retrained
  # (Scripts/assets/neural-lm-data.sh, Scripts/assets/train_neural_lm.py), or the pack refuses to open with it.
fi

if wants ko; then
  # Korean: eojeol (space-separated words with their particles). The lexicon is the subtitle
  # list (ko-50k, spoken) and the NSMC movie reviews (712k colloquial reviews, CC0) counted
  # alike, each as a share of its own total (Scripts/assets/korean_word_counts.py: only eojeol written
  # wholly in Hangul syllables, which is all a Cheon-Ji-In keyboard types); the reviews are also
  # the running text the word pairs are counted on (punctuation stuck to an eojeol is split
  # off by the tokenizer). 150,000 eojeol, pairs seen 3 times and triples seen 6 times: chosen
  # on chatbot-dev's odd rows (`tecla eval korean --part odd`; BENCHMARKS.md). chatbot-dev.csv
  # and flores-dev.txt are the test text: never add them.
  python3 "$HERE/Scripts/assets/korean_word_counts.py" "$DATA/corpora/ko/ko-50k.txt" "$DATA/corpora/ko/nsmc-reviews.txt.xz" 150000 > "$WORK/ko-words.tsv"
  "$BIN" pack build \
    --language ko \
    --license CC-BY-SA-4.0 \
    --words "$WORK/ko-words.tsv,FrequencyWords ko-50k (hermitdave; OpenSubtitles 2018) and NSMC reviews (e9t/nsmc) as equal shares,CC-BY-SA-4.0" \
    --corpus "$DATA/corpora/ko/nsmc-reviews.txt.xz,CC0-1.0" \
    --prior-weight 0.5 \
    --max-words 150000 \
    --min-bigram-count 3 \
    --min-trigram-count 6 \
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
  # English and French glosses of single words, from nicolingua's parallel files (Scripts/assets/nko_glosses.py).
  python3 "$HERE/Scripts/assets/nko_glosses.py" "$DATA/corpora/nqo/nicolingua-0005.tar.xz" > "$WORK/nicolingua-0005-glosses.tsv"
  # Greetings and courtesy phrases with their meanings, offered whole as they are begun (Scripts/assets/nko_phrases.py).
  python3 "$HERE/Scripts/assets/nko_phrases.py" "$DATA/corpora/nqo/nicolingua-0005.tar.xz" > "$WORK/nicolingua-0005-phrases.tsv"
  "$BIN" pack build \
    --language nqo \
    --license CC-BY-SA-4.0 \
    --glosses "$WORK/nicolingua-0005-glosses.tsv,CC-BY-SA-4.0" \
    --phrases "$WORK/nicolingua-0005-phrases.tsv,CC-BY-SA-4.0" \
    --corpus "$WORK/nicolingua-0005-nqo.txt,CC-BY-SA-4.0" \
    --corpus "$DATA/corpora/nqo/nllb-seed.txt.xz,CC-BY-SA-4.0" \
    --max-words 100000 \
    --min-bigram-count 2 \
    --min-trigram-count 2 \
    --output "$OUT_DIR/nqo.teclapack"
fi

if wants ar; then
  # Arabic: the FrequencyWords ar-50k list (OpenSubtitles) with its counts, words written wholly
  # in Arabic letters, hamza forms and harakat (216 lines of punctuation, stuck full stops and
  # mis-decoded text dropped). Bare spellings people type (ان, اين, الى) are merged into the
  # written form with a hamza or madda when the list has that form at least twice as often
  # (Scripts/assets/arabic_written_forms.py), so the pack offers and space types أن, أين, إلى. Word
  # pairs come from the Shami corpus (Levantine social media, Apache-2.0), its bare spellings
  # rewritten the same way; a final alef with a hamza or madda far rarer than the same word with a
  # bare one (مرحبآ, شكرأ) is merged into it as a typo. The list's frequencies weigh 0.9 in the unigrams (Shami is dialect;
  # the FLORES MSA text lost completions with more). Chosen on FLORES arb/ary/arz odd lines.
  # Tatoeba's Modern Standard sentences (12.8k, rewritten alike; its own names such as توم and
  # violent or vulgar lines taken out by Scripts/assets/everyday_arabic.py) are counted beside Shami
  # (AR_TATOEBA=0 leaves them out); ar-blocklist.txt keeps such words off the bar at run time:
  # FLORES arb odd next-word top-3 0.048 → 0.060 (BENCHMARKS.md, "Korean and Arabic neural
  # models"). The neural model beside the pack (ar.teclalm) is trained on its ids and on the same
  # text (Scripts/assets/arabic-text.sh prepares it for both).
  # The FLORES dev files are the test text, antcorpus-news is evaluation-only: never add them.
  "$HERE/Scripts/assets/arabic-text.sh" "$DATA" "$WORK"
  python3 "$HERE/Scripts/assets/arabic_written_forms.py" words "$WORK/ar-50k.txt" > "$WORK/ar-words.tsv"
  AR_SENTENCES=()
  if [ "${AR_TATOEBA:-1}" != 0 ]; then
    AR_SENTENCES=(--corpus "$WORK/tatoeba-ar.txt,CC-BY-2.0-FR (Tatoeba (tatoeba.org) contributors; www.manythings.org/anki),${AR_TATOEBA:-1}")
  fi
  "$BIN" pack build \
    --language ar \
    --license CC-BY-SA-4.0 \
    --words "$WORK/ar-words.tsv,FrequencyWords ar-50k (hermitdave; OpenSubtitles 2018),CC-BY-SA-4.0" \
    --corpus "$WORK/shami.txt,Apache-2.0" \
    "${AR_SENTENCES[@]}" \
    --withheld "$HERE/Scripts/assets/pack-data/ar-blocklist.txt,CC0-1.0" \
    --prior-weight 0.9 \
    --max-words 50000 \
    --min-bigram-count 2 \
    --min-trigram-count 3 \
    --output "$OUT_DIR/ar.teclapack"
fi

if wants la; then
  # Latin: The Latin Library (CLTK's plain-text scrape, Public Domain Mark 1.0), one file per
  # work. A work is held out as test text when the CRC (cksum) of its path in the archive is
  # divisible by 10: a stable tenth (about 200 of 2,034 works) that no pack is ever trained on;
  # the held-out works become .build/eval/la-heldout.txt, one sentence per line.
  mkdir -p "$WORK/la" "$HERE/.build/eval"
  tar -xJf "$DATA/corpora/la/latin-library.tar.xz" -C "$WORK/la"
  # Each work as paragraphs on single lines: site boilerplate, [1]-style section marks, citation
  # labels (the Digest's 18,000 "Dig. 5.2.0." headings, "Cap. 12"), verse or chapter numbers and
  # capital Roman numerals (VIII.) dropped: they are not words to suggest ("Dig" was once the
  # second word offered in an empty field). A few works are nothing but boilerplate, hence grep's `|| true`.
  paragraphs() {
    tr -d '\r' < "$1" \
      | { LC_ALL=C grep -a -v -E 'The Latin Library|The Classics Page|Neo-Latin|Medieval Latin|Christian Latin' || true; } \
      | LC_ALL=C sed -E 's/\[[^]]*\]//g; s/(^|[^[:alpha:]])[A-Z][a-z]{0,3}\. *[0-9]+(\.[0-9]+)*\.?/\1 /g; s/[0-9]+//g; s/(^|[^[:alpha:]])[IVXLCM]{2,}\.?([^[:alpha:]]|$)/\1 \2/g; s/[[:space:]]+/ /g; s/^ //; s/ $//' \
      | awk 'BEGIN { RS = "" } { gsub(/\n/, " "); print }'
  }
  : > "$WORK/latin-library-train.txt"
  : > "$WORK/la-heldout-paragraphs.txt"
  (cd "$WORK/la" && find . -name '*.txt' | LC_ALL=C sort) > "$WORK/la-files.txt"
  while read -r f; do
    if [ $(( $(printf '%s' "$f" | cksum | cut -d' ' -f1) % 10 )) -eq 0 ]; then
      paragraphs "$WORK/la/$f" >> "$WORK/la-heldout-paragraphs.txt"
    else
      paragraphs "$WORK/la/$f" >> "$WORK/latin-library-train.txt"
    fi
  done < "$WORK/la-files.txt"
  # Test text: one sentence per line, sentences of at least three words.
  LC_ALL=C sed -E 's/([.!?;:]) +/\1\n/g' "$WORK/la-heldout-paragraphs.txt" | awk 'NF >= 3' > "$HERE/.build/eval/la-heldout.txt"
  "$BIN" pack build \
    --language la \
    --license PDM-1.0 \
    --corpus "$WORK/latin-library-train.txt,PDM-1.0" \
    --enclitics la \
    --max-words "${LA_MAX_WORDS:-100000}" \
    --min-bigram-count "${LA_MIN_BIGRAM:-8}" \
    --min-trigram-count "${LA_MIN_TRIGRAM:-6}" \
    --output "$OUT_DIR/la.teclapack"
fi
