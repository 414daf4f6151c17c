#!/usr/bin/env bash
# Issue 35, item 4: what a letter network trained on synthetic gestures alone gives a keyboard no
# person's gestures were recorded on (Guides/SwipeSynthesis.md, "Keyboards without people's
# gestures").
#
#   WORK=/tmp/swipe-synthetic Scripts/research/swipe-synthetic-keyboards.sh
#
# Needs WORK from Scripts/assets/train-swipe-synthetic-models.sh (en-letters.json, the English
# network trained as the Arabic one is, and ar-layouts.json). Measures:
#   1. fold 0 of How We Swipe (people never used for tuning), English: no letter network; the
#      synthetic-only network read by the re-rankers fitted with the people network; the same
#      network read by the re-rankers fitted to a synthetic-only network (shipped for Arabic);
#   2. 3,000 held-out synthetic gestures (seed 42: other writers than training's seed 41 or the
#      default), English and Arabic, words by the square root of their frequency, no context.
# About 15 minutes on one core.
set -euo pipefail
cd "$(dirname "$0")/../.."
B=.build/release/tecla
DATA=../shared/data/swipe
WORK=${WORK:-/tmp/swipe-synthetic}
R=Sources/TeclaTouch/Resources
people=$R/swipe-reranker-timed.json,$R/swipe-reranker.json
synthetic=$R/swipe-reranker-timed-synthetic-letters.json,$R/swipe-reranker-synthetic-letters.json
row() { printf '%-58s' "$1"; shift; "$@" | awk '/^in vocabulary/ { print $3, $4, $5, $6 } /^decode latency/ { print "   ", $0 }' | paste -sd' '; }

echo "== fold 0 (people), English: gestures, top-1, top-3, top-4, decode latency"
fold0() { $B eval swipe --dataset $DATA/hws-dev.jsonl.gz --layouts $DATA/hws-layouts.json --part test "$@"; }
row "no letter network" fold0 --letter-model none
row "people network (shipped)" fold0
row "synthetic-only network, people re-rankers" fold0 --letter-model "$WORK/en-letters.json" --rerankers "$people"
row "synthetic-only network, synthetic re-rankers" fold0 --letter-model "$WORK/en-letters.json" --rerankers "$synthetic"

[ -f "$WORK/en-test.jsonl" ] || $B synth swipes --layouts $DATA/hws-layouts.json --words "$WORK/en-words.tsv" --count 3000 --seed 42 \
  --population Scripts/assets/pack-data/swipe-writers.json --out "$WORK/en-test.jsonl"
[ -f "$WORK/ar-test.jsonl" ] || $B synth swipes --layouts "$WORK/ar-layouts.json" --words "$WORK/ar-words.tsv" --count 3000 --seed 42 \
  --population Scripts/assets/pack-data/swipe-writers.json --out "$WORK/ar-test.jsonl"
echo "== 3,000 held-out synthetic gestures, English"
en() { $B eval swipe --dataset "$WORK/en-test.jsonl" --layouts $DATA/hws-layouts.json --part all "$@"; }
row "no letter network" en --letter-model none
row "people network (shipped)" en
row "synthetic-only network, synthetic re-rankers" en --letter-model "$WORK/en-letters.json" --rerankers "$synthetic"
echo "== 3,000 held-out synthetic gestures, Arabic"
ar() { $B eval swipe --language ar --dataset "$WORK/ar-test.jsonl" --layouts "$WORK/ar-layouts.json" --part all "$@"; }
row "no letter network (any-script re-rankers)" ar --letter-model none
row "Arabic network, people re-rankers" ar --letter-model $R/swipe-letters-ar.json --rerankers "$people"
row "Arabic network, synthetic re-rankers (shipped)" ar --letter-model $R/swipe-letters-ar.json --rerankers "$synthetic"
