#!/usr/bin/env bash
# Trains the swipe models in Sources/TeclaTouch/Resources from How We Swipe's tuning folds
# (participant folds 1-4; fold 0 is what the decoder is measured on):
#   swipe-letters.json         the letter network   (Scripts/assets/train-swipe-letters.py)
#   swipe-letters-2.json …     with MEMBERS=N, the ensemble's other networks: trained alike from
#                              seeds 100, 200 … apart; the decoder averages their word scores
#   swipe-reranker-timed.json  the timed re-ranker  (Scripts/assets/train-swipe-reranker.py --timed --letters)
#   swipe-reranker.json        the untimed one      (Scripts/assets/train-swipe-reranker.py --letters)
#   swipe-reranker-timed-any-script.json, swipe-reranker-any-script.json: the same without the
#                              letter model, for keyboards it cannot read (no a-z keys)
#
# The re-rankers learn how far to trust the letter network, so the scores they learn from must
# be what the network gives on people it has not seen. Cross-fitting: the re-ranker's fitting
# participants are split in two halves; each half's features are dumped with the network fit on
# the other half. The re-ranker's watched fifth is dumped with a network fit on both halves, never
# on the watched fifth; the network shipped is then fit on every tuning person (the watched fifth
# too: more people is what still improves the result, Scripts/research/swipe-learning-curve.sh).
#
# Every fit is checkpointed after each epoch (WORK/checkpoints): run the script again after a stop
# and each network resumes where it was, to the same weights.
#
# Needs: a release build (swift build -c release --product tecla), python3 with torch, lightgbm, scikit-learn,
# numpy. Work files go to ${WORK:-/tmp/swipe-training}. About 45 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
B=.build/release/tecla
DATA=../shared/data/swipe
WORK=${WORK:-/tmp/swipe-training}
EPOCHS=${EPOCHS:-30}
WIDTH=${WIDTH:-96}
RECURRENT=${RECURRENT:-48}
DEPTH=${DEPTH:-30}  # the linear score's candidates the re-rankers re-rank
MEMBERS=${MEMBERS:-1}  # letter networks in the ensemble (Guides/SwipeDecoder.md, "An ensemble of two")
mkdir -p "$WORK"
# SYNTHETIC=PREFIX: letter-input dumps of synthetic gestures (Scripts/research/swipe-synthetic-curve.sh
# makes them) mixed into every network's fit, SYNTHETIC_RATIO (default 1) per real gesture each epoch.
synthetic=()
[ -n "${SYNTHETIC:-}" ] && synthetic=(--synthetic "$SYNTHETIC" --synthetic-ratio "${SYNTHETIC_RATIO:-1}")
# NEURAL=1: the context channel reads the neural mix (the decoder's `neuralContext`), so the
# re-rankers learn its scores.
settings=(); [ "${NEURAL:-0}" = 1 ] && settings=(--set neural=1)
swipe() { $B eval swipe --dataset $DATA/hws-dev.jsonl.gz --layouts $DATA/hws-layouts.json --part tune --depth "$DEPTH" "${settings[@]}" "$@"; }
started=$SECONDS

# 1. The letter network's input for every tuning gesture (with timestamps; the script hides
#    them from a third of the traces while training, as clients without times send), and the
#    re-ranker features without any letter model (timed, then untimed): the any-script models'
#    data, and the candidates the script ranks with the network alone.
for k in 0 1; do swipe --letter-model none --shard $k/2 --features "$WORK/plain-$k.jsonl" --letter-inputs "$WORK/letters-$k" & done; wait
for k in 0 1; do swipe --letter-model none --no-times --shard $k/2 --features "$WORK/plain-untimed-$k.jsonl" & done; wait
# REUSE_NETWORKS=1 keeps the networks of the last run (WORK's halves, both-halves and the shipped one), for
# refitting the re-rankers alone; training them again gives the same bytes, 29 minutes later.
[ "${REUSE_NETWORKS:-0}" = 1 ] && [ -f "$WORK/half-0.json" ] && [ -f "$WORK/half-1.json" ] && [ -f "$WORK/both-halves.json" ] ||
python3 Scripts/assets/train-swipe-letters.py "$WORK/letters-0" "$WORK/letters-1" --epochs "$EPOCHS" --width "$WIDTH" \
    --recurrent "$RECURRENT" --checkpoints "$WORK/checkpoints" "${synthetic[@]}" \
    --out Sources/TeclaTouch/Resources/swipe-letters.json --halves "$WORK" --features "$WORK"/plain-[01].jsonl
# The ensemble's other members: the same fits from other seeds, each in WORK/member-M.
for m in $(seq 1 $((MEMBERS - 1))); do
    [ "${REUSE_NETWORKS:-0}" = 1 ] && [ -f "$WORK/member-$m/half-0.json" ] && [ -f "$WORK/member-$m/half-1.json" ] &&
        [ -f "$WORK/member-$m/both-halves.json" ] && continue
    python3 Scripts/assets/train-swipe-letters.py "$WORK/letters-0" "$WORK/letters-1" --epochs "$EPOCHS" --width "$WIDTH" \
        --recurrent "$RECURRENT" --checkpoints "$WORK/checkpoints" "${synthetic[@]}" --seed-offset $((100 * m)) \
        --out Sources/TeclaTouch/Resources/swipe-letters-$((m + 1)).json --halves "$WORK/member-$m" --features "$WORK"/plain-[01].jsonl
done
# A network file of the work directory and its partners in the other members, comma-separated:
# what `eval swipe --letter-model` reads as one ensemble.
ensemble() { local list="$WORK/$1"; for m in $(seq 1 $((MEMBERS - 1))); do list+=",$WORK/member-$m/$1"; done; echo "$list"; }

# 2. Re-ranker features, each group of participants with its network, with and without times.
#    Each untimed gesture also gets a neat twin: the same word, keyboard and context drawn by a
#    writer of the calibrated population whose aim is 0-0.5 times as scattered; NEAT_SHARE of them
#    (default 0.1) join the untimed re-ranker's fit (Guides/SwipeDecoder.md, "Neat twins"). The
#    timed one fitted with them read 6 fewer of the watched 8,349 gestures, so it is fit on people
#    alone. NEAT=0: no twins.
neat=(); [ "${NEAT:-1}" != 0 ] && neat=(--neat "${NEAT:-1}" --writers Scripts/assets/pack-data/swipe-writers.json --neatness 0-0.5)
for times in timed untimed; do
    flag=(); [ $times = untimed ] && flag=(--no-times "${neat[@]}")
    for group in half-0 half-1 watched; do
        model=$(ensemble both-halves.json)  # the watched fifth: networks that have not seen them
        [ $group != watched ] && model=$(ensemble $group.json)
        for k in 0 1; do
            swipe "${flag[@]}" --participants "$WORK/$group.txt" --letter-model "$model" --shard $k/2 \
                --features "$WORK/$times-$group-$k.jsonl" &
        done; wait
    done
done

# 3. The re-rankers (LambdaRank, seeded, one thread).
python3 Scripts/assets/train-swipe-reranker.py --depth "$DEPTH" "$WORK"/timed-*.jsonl --timed --letters --out Sources/TeclaTouch/Resources/swipe-reranker-timed.json
python3 Scripts/assets/train-swipe-reranker.py --depth "$DEPTH" "$WORK"/untimed-*.jsonl --letters --neat-share "${NEAT_SHARE:-0.1}" \
    --out Sources/TeclaTouch/Resources/swipe-reranker.json
python3 Scripts/assets/train-swipe-reranker.py --depth "$DEPTH" "$WORK"/plain-[01].jsonl --timed --out Sources/TeclaTouch/Resources/swipe-reranker-timed-any-script.json
python3 Scripts/assets/train-swipe-reranker.py --depth "$DEPTH" "$WORK"/plain-untimed-*.jsonl --out Sources/TeclaTouch/Resources/swipe-reranker-any-script.json
echo "trained the swipe models in $(( (SECONDS - started) / 60 )) min"
