#!/usr/bin/env bash
# Issue 35's decisive test, first run: a letter network trained on synthetic gestures alone
# (Scripts/assets/pack-data/swipe-writers.json, fitted on tuning participants), measured on real
# gestures of fold 0. About 17 minutes on 2 cores (15 of them training).
#
#   Scripts/research/swipe-synthetic-only.sh [COUNT]     # COUNT synthetic gestures, default 40000
set -euo pipefail
cd "$(dirname "$0")/../.."
B=.build/release/tecla
DATA=../shared/data/swipe
WORK=${WORK:-/tmp/syn}
COUNT=${1:-40000}
mkdir -p "$WORK"
# The pack's lower-case words, drawn by the square root of their frequency (frequency alone gives
# "the" one gesture in 50; the study's prompts were sentences and random words).
$B pack words Sources/TeclaPacks/Resources/en.teclapack \
  | awk -F'\t' '$2 ~ /^[a-z'"'"']+$/ && $2 ~ /[a-z]/ { printf "%s\t%.9g\n", $2, sqrt(10 ^ $3) }' > "$WORK/words-sqrt.tsv"
$B synth swipes --layouts $DATA/hws-layouts.json --words "$WORK/words-sqrt.tsv" --count "$COUNT" \
  --population Scripts/assets/pack-data/swipe-writers.json --out "$WORK/syn.jsonl"
$B eval swipe --dataset "$WORK/syn.jsonl" --layouts $DATA/hws-layouts.json --part all --letter-model none --letter-inputs "$WORK/letters"
python3 Scripts/assets/train-swipe-letters.py "$WORK/letters" --quick --out "$WORK/syn-only.json" --halves "$WORK/halves" \
  --epochs 30 --width 96 --recurrent 48
for model in "$WORK/syn-only.json" none; do
  $B eval swipe --dataset $DATA/hws-dev.jsonl.gz --layouts $DATA/hws-layouts.json --part test --limit 3000 --letter-model "$model" | sed -n 1,3p
done
$B eval swipe --dataset $DATA/hws-dev.jsonl.gz --layouts $DATA/hws-layouts.json --part test --limit 3000 | sed -n 1,3p   # the shipped network
