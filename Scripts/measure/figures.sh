#!/usr/bin/env bash
# The headline figures of every evaluation, for comparing two builds (a refactor must change
# none): runs each with the binary BINARY and writes one report per evaluation into OUT.
#   Scripts/measure/figures.sh .build/release/tecla /tmp/fig-after
#   diff -r /tmp/fig-before /tmp/fig-after   (timing lines aside, the reports must be equal)
# Data from ../shared/data (DATA=… to change it); kebbie's typo corpus from ../shared/kebbie.
# About 15 minutes on the 2-core VM.
set -uo pipefail
B=$(realpath "$1"); OUT=$2; D=${DATA:-../shared/data}; K=${KEBBIE:-../shared/kebbie}
cd "$(dirname "$0")/../.."
mkdir -p "$OUT"
$B eval cheonjiin --oracle $D/cheonjiin/oracle-dev.jsonl > $OUT/cheonjiin.txt 2>&1
$B eval korean --text $D/corpora/ko/chatbot-dev.csv --part even > $OUT/korean.txt 2>&1
$B eval nko --text $D/corpora/nqo/flores-dev.txt --part even > $OUT/nko.txt 2>&1
$B eval touch --text $D/corpora/en/chat-dev.txt.xz --part even --limit 1500 --random 1500 --noise 1.5 > $OUT/touch.txt 2>&1
$B eval autocorrect --text $D/corpora/en/chat-dev.txt.xz --part even --limit 2000 > $OUT/autocorrect.txt 2>&1
$B eval prediction --text $D/corpora/en/chat-dev.txt.xz --part even --limit 2000 > $OUT/prediction.txt 2>&1
$B eval swipe --dataset $D/swipe/hws-dev.jsonl.gz --layouts $D/swipe/hws-layouts.json --part test > $OUT/swipe.txt 2>&1
python3 Tools/kebbie/tecla_kebbie.py --engine-cmd "$B stdio" --typo-corpus $K/typo-corpus-r1.txt \
  --text $D/corpora/en/chat-dev.txt.xz --part even --limit 500 --n-proc 1 > $OUT/kebbie.txt 2>&1
echo "reports in $OUT"
