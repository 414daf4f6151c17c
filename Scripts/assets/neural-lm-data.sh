#!/usr/bin/env bash
# A neural model's training data, as the pack's ids (Scripts/assets/train_neural_lm.py).
#
#   Scripts/assets/neural-lm-data.sh DATA_DIR PACK OUT_DIR                # English
#   LANGUAGE=ko Scripts/assets/neural-lm-data.sh DATA_DIR PACK OUT_DIR    # Korean, or ar: Arabic
#
# DATA_DIR is the shared data folder (corpora/en/...), PACK the English pack the model is for
# (its lexicon resolves the words, exactly as the keyboard resolves context), OUT_DIR receives one
# id stream per source (`tecla pack tokenize`), words.tsv (`tecla pack words`) and chat-dev's odd
# lines as ids, for monitoring only. The text is cleaned as Scripts/assets/build-packs.sh cleans it for
# the pack. Never add chat-dev's even lines, sgd-dev or any flores dev file: they are test text.
set -euo pipefail
DATA=$1 PACK=$2 OUT=$3
HERE=$(cd "$(dirname "$0")/../.." && pwd)
TECLA=${TECLA:-$HERE/.build/release/tecla}
EN="$DATA/corpora/en"
mkdir -p "$OUT"
finish() {
  "$TECLA" pack words "$PACK" > "$OUT/words.tsv"
  "$TECLA" pack inspect "$PACK" | sed -n 's/.*"contentChecksum" : "\(.*\)".*/\1/p' > "$OUT/pack-checksum.txt"
  echo "training data in $OUT (pack content checksum $(cat "$OUT/pack-checksum.txt"))"
}
case ${LANGUAGE:-en} in
  ko)
    # Korean (train_neural_lm.py --language ko): the NSMC reviews the pack counts its pairs on, and
    # Tatoeba's everyday sentences. Monitoring: chatbot-dev's odd rows (`tecla eval prediction
    # --text chatbot-dev.csv --part odd`), question and answer each a sentence. chatbot-dev and
    # flores-dev are test text: never add them.
    "$TECLA" pack tokenize --pack "$PACK" --output "$OUT/nsmc-reviews.u32" "$DATA/corpora/ko/nsmc-reviews.txt.xz"
    "$TECLA" pack tokenize --pack "$PACK" --output "$OUT/tatoeba-ko.u32" "$DATA/corpora/ko/tatoeba-ko.txt.xz"
    python3 -c 'import csv,sys
rows = list(csv.reader(open(sys.argv[1], encoding="utf-8")))[1:]
for i, row in enumerate(rows):
    if i % 2 == 1:
        print(row[0]); print(row[1])' "$DATA/corpora/ko/chatbot-dev.csv" > "$OUT/dev-odd.txt"
    "$TECLA" pack tokenize --pack "$PACK" --output "$OUT/dev-odd.u32" "$OUT/dev-odd.txt"
    finish
    exit 0
    ;;
  ar)
    # Arabic (train_neural_lm.py --language ar): the Shami lines the pack counts its pairs on and
    # Tatoeba's sentences, as Scripts/assets/arabic-text.sh prepares them for the pack. Monitoring:
    # FLORES arb's odd lines. The FLORES files are test text and antcorpus-news is for
    # evaluation only: never add them.
    "$HERE/Scripts/assets/arabic-text.sh" "$DATA" "$OUT"
    for source in shami tatoeba-ar; do
      "$TECLA" pack tokenize --pack "$PACK" --output "$OUT/$source.u32" "$OUT/$source.txt"
    done
    grep -v '^[[:space:]]*$' "$DATA/corpora/ar/flores-arb-dev.txt" | awk 'NR % 2 == 0' > "$OUT/dev-odd.txt"
    "$TECLA" pack tokenize --pack "$PACK" --output "$OUT/dev-odd.u32" "$OUT/dev-odd.txt"
    finish
    exit 0
    ;;
  en) ;;
  *) echo "LANGUAGE is en, ko or ar" >&2; exit 2 ;;
esac
# English reads whole turns (train_neural_lm.py --turns): each line's sentences stay together,
# every other line without its stops (Scripts/assets/unstopped_turns.py), so the model learns
# what follows a sentence its writer did not end, and reads the message's earlier sentences.
unstopped() { python3 "$HERE/Scripts/assets/unstopped_turns.py" "$@"; }
for chat in selfdialogue topical-chat synthetic-persona-chat; do
  xz -dc "$EN/$chat.txt.xz" | python3 "$HERE/Scripts/assets/english_apostrophes.py" | unstopped > "$OUT/$chat.txt"
  "$TECLA" pack tokenize --turns --pack "$PACK" --output "$OUT/$chat.u32" "$OUT/$chat.txt"
done
# Gutenberg's quoted speech, every other line (the GPU run's data must travel in 64 MiB):
# dated English, used only where --weight gutenberg-dialogue=N asks for it.
xz -dc "$EN/gutenberg-dialogue.txt.xz" | python3 "$HERE/Scripts/assets/english_apostrophes.py" | awk 'NR % 2 == 1' | unstopped > "$OUT/gutenberg-dialogue.txt"
"$TECLA" pack tokenize --turns --pack "$PACK" --output "$OUT/gutenberg-dialogue.u32" "$OUT/gutenberg-dialogue.txt"
python3 "$HERE/Scripts/assets/everyday_english.py" "$EN/tatoeba-en.txt.xz" | unstopped > "$OUT/tatoeba-everyday.txt"
"$TECLA" pack tokenize --turns --pack "$PACK" --output "$OUT/tatoeba-everyday.u32" "$OUT/tatoeba-everyday.txt"
xz -dc "$EN/sgd-train.txt.xz" | unstopped > "$OUT/sgd-train.txt"
"$TECLA" pack tokenize --turns --pack "$PACK" --output "$OUT/sgd-train.u32" "$OUT/sgd-train.txt"
# Odd non-empty lines (the 2nd, 4th, ...: `tecla eval prediction --part odd`), for monitoring,
# without stops as kebbie types them.
xz -dc "$EN/chat-dev.txt.xz" | grep -v '^[[:space:]]*$' | awk 'NR % 2 == 0' | unstopped --all > "$OUT/chat-dev-odd.txt"
"$TECLA" pack tokenize --turns --pack "$PACK" --output "$OUT/chat-dev-odd.u32" "$OUT/chat-dev-odd.txt"
finish
