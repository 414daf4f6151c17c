#!/usr/bin/env bash
# Issue 35: pre-train the letter network on synthetic gestures, then fine-tune it on real ones
# (instead of mixing them, which cost 0.2-0.5 point: Guides/SwipeSynthesis.md).
#
#   WORK=/tmp/mix4 Scripts/research/swipe-synthetic-pretrain.sh [PRETRAIN_EPOCHS]   # default 3
#
# Needs WORK's dumps from Scripts/research/swipe-synthetic-curve.sh (letters-0/1: real tuning
# people; syn: 500,000 synthetic gestures). Checkpointed: run it again after a stop. About 15 min of
# pre-training (3 epochs) and 14 of fine-tuning on 2 threads, then fold 0.
set -euo pipefail
cd "$(dirname "$0")/../.."
B=.build/release/tecla
DATA=../shared/data/swipe
WORK=${WORK:-/tmp/mix4}
EPOCHS=${1:-3}
THREADS=${THREADS:-2}
train() { python3 Scripts/assets/train-swipe-letters.py "$@" --only-shipped --threads "$THREADS" --width 96 --recurrent 48 --halves "$WORK/halves"; }
[ -f "$WORK/pretrained-$EPOCHS.json" ] ||
  train "$WORK/syn" --epochs "$EPOCHS" --checkpoints "$WORK/ckpt-pretrain-$EPOCHS" --out "$WORK/pretrained-$EPOCHS.json"
start=$(ls "$WORK/ckpt-pretrain-$EPOCHS"/*.pt | head -1)
[ -f "$WORK/finetuned-$EPOCHS.json" ] ||
  train "$WORK/letters-0" "$WORK/letters-1" --epochs 30 --init "$start" --checkpoints "$WORK/ckpt-finetune-$EPOCHS" \
    --out "$WORK/finetuned-$EPOCHS.json"
$B eval swipe --dataset $DATA/hws-dev.jsonl.gz --layouts $DATA/hws-layouts.json --part test \
  --letter-model "$WORK/finetuned-$EPOCHS.json" | tee "$WORK/eval-finetuned-$EPOCHS.txt" | sed -n 1,3p
[ -f "$WORK/fold0-letters.jsonl" ] || $B eval swipe --dataset $DATA/hws-dev.jsonl.gz --layouts $DATA/hws-layouts.json \
  --part test --depth 30 --letter-model none --features "$WORK/fold0.jsonl" --letter-inputs "$WORK/fold0-letters" > /dev/null
python3 Scripts/research/swipe-network-alone.py "$WORK/fold0-letters" "$WORK/fold0.jsonl" "$WORK/pretrained-$EPOCHS.json" \
  "$WORK/finetuned-$EPOCHS.json"
