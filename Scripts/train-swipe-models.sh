#!/usr/bin/env bash
# Trains the swipe models in Sources/TeclaTouch/Resources from How We Swipe's tuning folds
# (participant folds 1-4; fold 0 is what the decoder is measured on):
#   swipe-letters.json         the letter network   (Scripts/train-swipe-letters.py)
#   swipe-reranker-timed.json  the timed re-ranker  (Scripts/train-swipe-reranker.py --timed --letters)
#   swipe-reranker.json        the untimed one      (Scripts/train-swipe-reranker.py --letters)
#
# The re-rankers learn how far to trust the letter network, so the scores they learn from must
# be what the network gives on people it has not seen. Cross-fitting: the re-ranker's fitting
# participants are split in two halves; each half's features are dumped with the network fit on
# the other half. The re-ranker's watched fifth is dumped with the shipped network (fit on both
# halves, never on the watched fifth).
#
# Needs: a release build (swift build -c release --product tecla), python3 with torch, lightgbm, scikit-learn,
# numpy. Work files go to ${WORK:-/tmp/swipe-training}. About 19 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
B=.build/release/tecla
DATA=../shared/data/swipe
WORK=${WORK:-/tmp/swipe-training}
EPOCHS=${EPOCHS:-30}
WIDTH=${WIDTH:-96}
mkdir -p "$WORK"
swipe() { $B eval swipe --dataset $DATA/hws-dev.jsonl.gz --layouts $DATA/hws-layouts.json --part tune "$@"; }
started=$SECONDS

# 1. The letter network's input for every tuning gesture (with timestamps; the script hides
#    them from a third of the traces while training, as clients without times send).
for k in 0 1; do swipe --shard $k/2 --features "$WORK/plain-$k.jsonl" --letter-inputs "$WORK/letters-$k" & done; wait
python3 Scripts/train-swipe-letters.py "$WORK/letters-0" "$WORK/letters-1" --epochs "$EPOCHS" --width "$WIDTH" \
    --out Sources/TeclaTouch/Resources/swipe-letters.json --halves "$WORK" --features "$WORK"/plain-*.jsonl

# 2. Re-ranker features, each group of participants with its network, with and without times.
for times in timed untimed; do
    flag=(); [ $times = untimed ] && flag=(--no-times)
    for group in half-0 half-1 watched; do
        model=Sources/TeclaTouch/Resources/swipe-letters.json
        [ $group != watched ] && model="$WORK/$group.json"
        for k in 0 1; do
            swipe "${flag[@]}" --participants "$WORK/$group.txt" --letter-model "$model" --shard $k/2 \
                --features "$WORK/$times-$group-$k.jsonl" &
        done; wait
    done
done

# 3. The re-rankers (LambdaRank, seeded, one thread).
python3 Scripts/train-swipe-reranker.py "$WORK"/timed-*.jsonl --timed --letters --out Sources/TeclaTouch/Resources/swipe-reranker-timed.json
python3 Scripts/train-swipe-reranker.py "$WORK"/untimed-*.jsonl --letters --out Sources/TeclaTouch/Resources/swipe-reranker.json
echo "trained the swipe models in $(( (SECONDS - started) / 60 )) min"
