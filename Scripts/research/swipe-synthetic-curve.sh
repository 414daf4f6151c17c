#!/usr/bin/env bash
# Issue 35: the letter network on real + synthetic gestures, against the synthetic count.
#
#   Scripts/research/swipe-synthetic-curve.sh [COUNT...]     # default: 100000 250000 500000
#
# Real: every tuning person of How We Swipe (folds 1-4), as the shipped network. Synthetic: up to
# 500,000 gestures of Scripts/assets/pack-data/swipe-writers.json (fitted on tuning people only),
# words drawn by the square root of their frequency over the English pack's words (every case
# form spelt with letters). Each epoch mixes RATIO synthetic gestures per real one (taken in turn
# from the first COUNT), so every run costs the same; the re-rankers stay the shipped ones. Each
# network is measured on all of fold 0, the shipped pipeline around it.
#
# Checkpointed: run it again after a stop and each fit resumes from its last epoch (WORK/ckpt).
# About 3 minutes of real dumps, 12 of synthesis, 4 of synthetic dumps (2.9 GB), then per count
# about 46 minutes of training on one thread.
set -euo pipefail
cd "$(dirname "$0")/../.."
B=.build/release/tecla
DATA=../shared/data/swipe
WORK=${WORK:-/tmp/mix}
RATIO=${RATIO:-1}
THREADS=${THREADS:-2}
COUNTS=("${@:-100000 250000 500000}")
read -r -a COUNTS <<< "${COUNTS[*]}"
mkdir -p "$WORK"
swipe() { $B eval swipe --dataset $DATA/hws-dev.jsonl.gz --layouts $DATA/hws-layouts.json "$@"; }

[ -f "$WORK/letters-1.jsonl" ] || {
  for k in 0 1; do swipe --part tune --depth 30 --letter-model none --shard $k/2 --letter-inputs "$WORK/letters-$k" > /dev/null & done; wait
}
[ -f "$WORK/syn-gestures.jsonl" ] || {
  $B pack words Sources/TeclaPacks/Resources/en.teclapack \
    | awk -F'\t' '$2 ~ /^[A-Za-z'"'"']+$/ && $2 ~ /[A-Za-z]/ { printf "%s\t%.9g\n", $2, sqrt(10 ^ $3) }' > "$WORK/words-sqrt.tsv"
  $B synth swipes --layouts $DATA/hws-layouts.json --words "$WORK/words-sqrt.tsv" --count 500000 \
    --population Scripts/assets/pack-data/swipe-writers.json --out "$WORK/syn-gestures.jsonl"
}
[ -f "$WORK/syn-gestures.jsonl.done" ] || {
  $B eval swipe --dataset "$WORK/syn-gestures.jsonl" --layouts $DATA/hws-layouts.json --part all --letter-model none \
    --letter-inputs "$WORK/syn" > /dev/null
  touch "$WORK/syn-gestures.jsonl.done"
}
for count in "${COUNTS[@]}"; do
  model="$WORK/mix-$count-r$RATIO.json"
  [ -f "$model" ] || python3 Scripts/assets/train-swipe-letters.py "$WORK/letters-0" "$WORK/letters-1" --only-shipped \
    --synthetic "$WORK/syn" --synthetic-count "$count" --synthetic-ratio "$RATIO" --checkpoints "$WORK/ckpt" \
    --threads "$THREADS" --epochs 30 --width 96 --recurrent 48 --halves "$WORK/halves" --out "$model"
  echo "== $count synthetic, $RATIO per real gesture: fold 0"
  swipe --part test --letter-model "$model" | tee "$WORK/eval-$count-r$RATIO.txt" | sed -n 1,4p
done
