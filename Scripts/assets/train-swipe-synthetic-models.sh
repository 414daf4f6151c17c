#!/usr/bin/env bash
# Trains the swipe models for keyboards no person's gestures were recorded on (issue 35,
# Guides/SwipeSynthesis.md, "Keyboards without people's gestures"):
#   swipe-letters-ar.json                         the Arabic keyboard's letter network, trained on
#                                                 synthetic gestures alone
#   swipe-reranker-timed-synthetic-letters.json   the re-rankers that read such a network, timed
#   swipe-reranker-synthetic-letters.json         and untimed
#
# A network trained on synthetic gestures alone reads people less surely than one trained on
# people (64 % against 78 % first by itself on fold 0), so the re-rankers fitted with the people
# network trust it too much. These re-rankers learn how far to trust a synthetic-only network the
# one way that can be measured: on How We Swipe's tuning people (folds 1-4; fold 0 is never used)
# decoded with an English network trained exactly as the Arabic one is (40,000 synthetic
# gestures of the fitted writers, Scripts/assets/pack-data/swipe-writers.json, words by the square
# root of their frequency, 30 epochs). That network never saw a person, so no cross-fitting is
# needed: every tuning gesture's features come from it.
#
# Every step is skipped when its output exists in WORK (run again after a stop; the letter
# networks also resume from their checkpoints). About 25 minutes per network and 15 of feature
# dumps on 2 cores, then two LightGBM fits.
#
# Needs: a release build (swift build -c release --product tecla), python3 with torch, lightgbm,
# scikit-learn, numpy.
set -euo pipefail
cd "$(dirname "$0")/../.."
B=.build/release/tecla
DATA=../shared/data/swipe
WORK=${WORK:-/tmp/swipe-synthetic}
COUNT=${COUNT:-40000}
THREADS=${THREADS:-2}
RESOURCES=Sources/TeclaTouch/Resources
mkdir -p "$WORK"
network() { python3 Scripts/assets/train-swipe-letters.py "$@" --only-shipped --epochs 30 --width 96 --recurrent 48 --threads "$THREADS" --trained-on synthetic; }
sqrt_frequency() { awk -F'\t' "$1"' { printf "%s\t%.9g\n", $2, sqrt(10 ^ $3) }'; }
started=$SECONDS

# 1. The English network trained on synthetic gestures alone (never shipped: it stands in for the
#    Arabic one on gestures people drew).
[ -f "$WORK/en-words.tsv" ] || $B pack words Sources/TeclaPacks/Resources/en.teclapack |
  sqrt_frequency '$2 ~ /^[A-Za-z'"'"']+$/ && $2 ~ /[A-Za-z]/' > "$WORK/en-words.tsv"
[ -f "$WORK/en-gestures.jsonl" ] || $B synth swipes --layouts $DATA/hws-layouts.json --words "$WORK/en-words.tsv" \
  --count "$COUNT" --population Scripts/assets/pack-data/swipe-writers.json --out "$WORK/en-gestures.jsonl"
[ -f "$WORK/en-inputs.jsonl" ] || $B eval swipe --dataset "$WORK/en-gestures.jsonl" --layouts $DATA/hws-layouts.json --part all \
  --letter-model none --letter-inputs "$WORK/en-inputs" > /dev/null
[ -f "$WORK/en-letters.json" ] || network "$WORK/en-inputs" --checkpoints "$WORK/en-checkpoints" --halves "$WORK/en-halves" \
  --out "$WORK/en-letters.json"

# 2. Re-ranker features of every tuning gesture decoded with it, with and without times.
swipe() { $B eval swipe --dataset $DATA/hws-dev.jsonl.gz --layouts $DATA/hws-layouts.json --part tune --depth 30 "$@"; }
for times in timed untimed; do
  flag=(); [ $times = untimed ] && flag=(--no-times)
  [ -f "$WORK/$times-1.jsonl" ] || {
    for k in 0 1; do swipe "${flag[@]}" --letter-model "$WORK/en-letters.json" --shard $k/2 --features "$WORK/$times-$k.tmp" & done; wait
    for k in 0 1; do mv "$WORK/$times-$k.tmp" "$WORK/$times-$k.jsonl"; done
  }
done

# 3. The re-rankers (LambdaRank, seeded, one thread each).
python3 Scripts/assets/train-swipe-reranker.py --depth 30 "$WORK"/timed-[01].jsonl --timed --letters \
  --out $RESOURCES/swipe-reranker-timed-synthetic-letters.json &
python3 Scripts/assets/train-swipe-reranker.py --depth 30 "$WORK"/untimed-[01].jsonl --letters \
  --out $RESOURCES/swipe-reranker-synthetic-letters.json &
wait

# 4. The Arabic network: the same recipe on the Arabic keyboard, words of the Arabic pack.
$B layouts ar --swipe-layouts > "$WORK/ar-layouts.json"
alphabet=$(python3 -c "import json, sys; print(''.join(sorted(json.load(open(sys.argv[1]))['ar']['keys'])))" "$WORK/ar-layouts.json")
[ -f "$WORK/ar-words.tsv" ] || $B pack words Sources/TeclaPacks/Resources/ar.teclapack | sqrt_frequency '1' > "$WORK/ar-words.tsv"
[ -f "$WORK/ar-gestures.jsonl" ] || $B synth swipes --layouts "$WORK/ar-layouts.json" --words "$WORK/ar-words.tsv" --count "$COUNT" \
  --seed 41 --population Scripts/assets/pack-data/swipe-writers.json --out "$WORK/ar-gestures.jsonl"
[ -f "$WORK/ar-inputs.jsonl" ] || $B eval swipe --language ar --dataset "$WORK/ar-gestures.jsonl" --layouts "$WORK/ar-layouts.json" \
  --part all --letter-model none --letter-alphabet "$alphabet" --letter-inputs "$WORK/ar-inputs" > /dev/null
network "$WORK/ar-inputs" --alphabet "$alphabet" --checkpoints "$WORK/ar-checkpoints" --halves "$WORK/ar-halves" \
  --out $RESOURCES/swipe-letters-ar.json
echo "trained the synthetic swipe models in $(( (SECONDS - started) / 60 )) min"
