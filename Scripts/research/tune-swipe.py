#!/usr/bin/env python3
"""Tunes SwipeDecoder's weights on the channel scores `tecla eval swipe --dump` writes.

    B=.build/release/tecla
    $B eval swipe --dataset ../shared/data/swipe/hws-dev.jsonl.gz --layouts ../shared/data/swipe/hws-layouts.json \
        --part tune --limit 4000 --dump /tmp/swipe-dump.jsonl
    python3 Scripts/research/tune-swipe.py /tmp/swipe-dump.jsonl

Only tuning folds (`--part tune`) belong in the dump. Each line holds a gesture's top 60 candidates
with [text, location, shape, log10 P(w|context), proportional, endpoints, log10 P(w), path letters,
letters, corners]. A random coordinate search (seeded) maximizes top-1 + ½ top-4 on the first half of the
gestures and prints the second half's figures beside each improvement, to watch for overfitting.
The costs it weighs: location, shape, context (−ln P(w|ctx)/P(w)), proportional, endpoints,
frequency (−ln P(w)), path letters, letters, corners — in SwipeDecoderConfiguration's terms:
locationWeight, shapeWeight, contextWeight, proportionalWeight, endpointWeight, unigramWeight,
−pathLetterBonus, letterWeight, cornerWeight. Settings that change the channels themselves (caps,
the touch offset, the corner angle) need a new dump: pass them with --set when dumping.
"""
import json
import math
import random
import sys

LN10 = math.log(10)


def load(path):
    rows = [json.loads(line) for line in open(path)]
    rows = [r for r in rows if r["inv"]]
    for r in rows:
        r["f"] = [(c[0].replace("'", ""), (c[1], c[2], -(c[3] - c[6]) * LN10, c[4], c[5], -c[6] * LN10, c[7], c[8], c[9]))
                  for c in r["c"]]
    return rows


def evaluate(weights, rows):
    top1 = top4 = 0
    for r in rows:
        ranked = sorted(r["f"], key=lambda c: sum(w * x for w, x in zip(weights, c[1])))
        seen = []
        for text, _ in ranked:
            if text not in seen:
                seen.append(text)
            if len(seen) >= 4:
                break
        top1 += bool(seen) and seen[0] == r["word"]
        top4 += r["word"] in seen
    return top1 / max(1, len(rows)), top4 / max(1, len(rows))


def main():
    rows = load(sys.argv[1])
    iterations = int(sys.argv[2]) if len(sys.argv) > 2 else 250
    half = len(rows) // 2
    tune, watch = rows[:half], rows[half:]
    weights = [10.3, 5.65, 0.2, 0.0, 0.63, 0.435, -0.138, 6.77, 0.6]
    best = evaluate(weights, tune)
    print("start", weights, best, "watch", evaluate(weights, watch))
    generator = random.Random(2)
    for step in range(iterations):
        trial = [w * math.exp(generator.gauss(0, 0.25)) + (generator.gauss(0, 0.05) if i in (3, 6) and generator.random() < 0.3 else 0)
                 for i, w in enumerate(weights)]
        score = evaluate(trial, tune)
        if score[0] + 0.5 * score[1] > best[0] + 0.5 * best[1]:
            weights, best = trial, score
            print(step, [round(w, 3) for w in weights], score, "watch", evaluate(weights, watch), flush=True)


if __name__ == "__main__":
    main()
