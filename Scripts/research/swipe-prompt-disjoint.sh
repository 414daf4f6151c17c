#!/usr/bin/env bash
# What fold 0 owes to the prompts: How We Swipe's participants copy the same prompts (its natural
# sentences are 169, all of them drawn by tuning participants too), so fold 0 holds out people but
# not text. This fits one letter network (with its cross-fitted halves) and the timed re-ranker
# without half of the prompts (Scripts/research/swipe-sentence-split.py), and measures fold 0 by
# prompt half against the same pipeline fit on every prompt (the work directory of
# train-swipe-models.sh, REAL). Guides/SwipeDecoderNotebook.md, "Held-out prompts".
#
#   REAL=/tmp/swipe-fresh WORK=/tmp/disj Scripts/research/swipe-prompt-disjoint.sh
#   SYNTHETIC=/tmp/mix/syn COUNT=250000 WORK=/tmp/disj-syn Scripts/research/swipe-prompt-disjoint.sh
#   KIND=untimed REAL=/tmp/swipe-fresh WORK=/tmp/disj Scripts/research/swipe-prompt-disjoint.sh
#
# KIND=untimed measures the untimed re-ranker instead (gestures decoded without their times); a
# second kind in the same WORK reuses its networks.
# With SYNTHETIC (letter inputs of synthetic gestures, Scripts/research/swipe-synthetic-curve.sh)
# every network also learns from the first COUNT of them, one per real gesture each epoch.
# About 45 min on one thread (the four networks 25, the dumps 15); with synthetic gestures 75.
set -euo pipefail
cd "$(dirname "$0")/../.."
B=.build/release/tecla
D=../shared/data/swipe
REAL=${REAL:-/tmp/swipe-fresh}
WORK=${WORK:-/tmp/disj}
KIND=${KIND:-timed}
kind=(--timed); times=()
[ "$KIND" = untimed ] && kind=() && times=(--no-times)
synthetic=()
[ -n "${SYNTHETIC:-}" ] && synthetic=(--synthetic "$SYNTHETIC" --synthetic-count "${COUNT:-250000}" --synthetic-ratio 1)
mkdir -p "$WORK/net"
split=(python3 Scripts/research/swipe-sentence-split.py)
"${split[@]}" split --dataset $D/hws-dev.jsonl.gz --out "$WORK/held-out-ids.txt"

# 1. The networks: as train-swipe-models.sh fits them, the held-out prompts' gestures left out.
python3 Scripts/assets/train-swipe-letters.py "$REAL/letters-0" "$REAL/letters-1" --epochs 30 --width 96 --recurrent 48 \
    --exclude "$WORK/held-out-ids.txt" "${synthetic[@]}" --threads 1 --checkpoints "$WORK/net/ck" --halves "$WORK/net" \
    --out "$WORK/net/letters-disjoint.json"

# 2. The re-ranker's features, each group with the network that has not seen it.
swipe() { $B eval swipe --dataset $D/hws-dev.jsonl.gz --layouts $D/hws-layouts.json "$@"; }
for group in half-0 half-1 watched; do
    model="$WORK/net/$group.json"
    [ $group = watched ] && model="$WORK/net/both-halves.json"
    [ -s "$WORK/$KIND-$group.jsonl" ] || swipe --part tune --depth 30 "${times[@]}" --participants "$WORK/net/$group.txt" \
        --letter-model "$model" --features "$WORK/$KIND-$group.jsonl"
done
python3 Scripts/assets/train-swipe-reranker.py "$WORK/$KIND"-{half-0,half-1,watched}.jsonl "${kind[@]}" --letters \
    --exclude "$WORK/held-out-ids.txt" --out "$WORK/rr-$KIND-disjoint-pipeline.json"
# The same pipeline fit on every prompt (REAL's dumps and member 0's shipped network).
[ -s "$WORK/rr-$KIND-every-prompt.json" ] || python3 Scripts/assets/train-swipe-reranker.py "$REAL/$KIND"-half-{0,1}-[01].jsonl \
    "$REAL/$KIND"-watched-[01].jsonl "${kind[@]}" --letters --out "$WORK/rr-$KIND-every-prompt.json"

# 3. Fold 0, by prompt half.
swipe --part test "${times[@]}" --letter-model "$WORK/net/letters-disjoint.json" --rerankers "$WORK/rr-$KIND-disjoint-pipeline.json" \
    --ranks "$WORK/ranks-$KIND-disjoint.jsonl" | sed -n 3p
[ -s "$WORK/ranks-$KIND-every-prompt.jsonl" ] || swipe --part test "${times[@]}" \
    --letter-model Sources/TeclaTouch/Resources/swipe-letters.json --rerankers "$WORK/rr-$KIND-every-prompt.json" \
    --ranks "$WORK/ranks-$KIND-every-prompt.jsonl" | sed -n 3p
"${split[@]}" report --dataset $D/hws-dev.jsonl.gz "$WORK/ranks-$KIND-every-prompt.jsonl" "$WORK/ranks-$KIND-disjoint.jsonl"
