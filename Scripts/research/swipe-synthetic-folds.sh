#!/usr/bin/env bash
# Issue 35: the synthetic-count curve on participant-disjoint folds.
#
#   Scripts/research/swipe-synthetic-folds.sh [COUNT...]     # default: 0 100000 250000
#
# The tuning people (How We Swipe folds 1-4, less the re-rankers' watched fifth) are split in two
# halves by a hash of the participant. For each synthetic count, a letter network is fit on each
# half (real gestures, plus RATIO synthetic gestures per real one each epoch, taken in turn from
# the first COUNT of Scripts/research/swipe-synthetic-curve.sh's 500,000) and measured alone, on
# the half it did not see and on the watched fifth, which neither half saw: how often it ranks
# the prompted word first among the decoder's candidates. Four scores per count, each on people
# the network never met; fold 0 is not touched.
#
# Needs the real letter inputs and candidate dumps of train-swipe-models.sh (REAL, default
# /tmp/swipe-training: letters-[01].*, plain-[01].jsonl) and the synthetic letter inputs of
# swipe-synthetic-curve.sh (SYN, default /tmp/mix/syn). Checkpointed per count (WORK/ckpt-COUNT):
# run it again after a stop. Each half network takes about 7 minutes on one thread with real
# gestures only, twice that with as many synthetic ones.
set -euo pipefail
cd "$(dirname "$0")/../.."
REAL=${REAL:-/tmp/swipe-training}
SYN=${SYN:-/tmp/mix/syn}
WORK=${WORK:-/tmp/swipe-folds}
RATIO=${RATIO:-1}
THREADS=${THREADS:-1}
COUNTS=("${@:-0 100000 250000}")
read -r -a COUNTS <<< "${COUNTS[*]}"
mkdir -p "$WORK"
for count in "${COUNTS[@]}"; do
  synthetic=()
  [ "$count" != 0 ] && synthetic=(--synthetic "$SYN" --synthetic-count "$count" --synthetic-ratio "$RATIO")
  echo "== $count synthetic gestures"
  python3 Scripts/assets/train-swipe-letters.py "$REAL/letters-0" "$REAL/letters-1" --only-halves "${synthetic[@]}" \
    --features "$REAL"/plain-[01].jsonl --checkpoints "$WORK/ckpt-$count" --seed-offset "${SEED_OFFSET:-0}" \
    --threads "$THREADS" --epochs 30 --width 96 --recurrent 48 --halves "$WORK/halves-$count" | tee "$WORK/folds-$count.log" | grep -E 'alone|trained'
done
