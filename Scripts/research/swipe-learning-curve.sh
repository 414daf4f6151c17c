#!/usr/bin/env bash
# The swipe decoder's learning curve in the letter network's training data: the two cross-fitting
# half networks are fit on a share of their people, each half's re-ranker features are dumped
# with them, and the re-ranker is cross-validated on those dumps (Scripts/research/cv-swipe-reranker.py).
# Compare with the same CV on the full halves (SHARE=1 reuses train-swipe-models.sh's dumps).
#
#   ./Scripts/research/swipe-learning-curve.sh 0.5 /tmp/curve-50     # about 12 minutes on 2 cores
#
# Needs what train-swipe-models.sh needs, and its work directory (WORK, for the letter-input
# dumps and the participant lists), made with the same DEPTH (DEPTH=50 ./Scripts/assets/train-swipe-models.sh
# for the figures in BENCHMARKS.md). How We Swipe's tuning folds only; fold 0 is never read.
set -euo pipefail
cd "$(dirname "$0")/../.."
SHARE=$1
OUT=$2
B=.build/release/tecla
DATA=../shared/data/swipe
WORK=${WORK:-/tmp/swipe-training}
DEPTH=${DEPTH:-50}
mkdir -p "$OUT"
if [ "$SHARE" = 1 ]; then
    for f in "$WORK"/timed-half-*.jsonl; do ln -sf "$f" "$OUT/"; done
else
    python3 Scripts/assets/train-swipe-letters.py "$WORK/letters-0" "$WORK/letters-1" --recurrent 48 \
        --fraction "$SHARE" --halves "$OUT"
    for group in half-0 half-1; do
        for k in 0 1; do
            $B eval swipe --dataset $DATA/hws-dev.jsonl.gz --layouts $DATA/hws-layouts.json --part tune \
                --depth "$DEPTH" --participants "$WORK/$group.txt" --letter-model "$OUT/$group.json" \
                --shard $k/2 --features "$OUT/timed-$group-$k.jsonl" &
        done; wait
    done
fi
python3 Scripts/research/cv-swipe-reranker.py "$OUT"
