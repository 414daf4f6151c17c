#!/usr/bin/env python3
"""How much of the swipe decoder's fold-0 figure is the prompts it learned, not swiping.

How We Swipe's participants copy the same prompts: its natural sentences ("enron") are 169
sentences, every one of which the tuning participants drew too, so every fold-0 gesture of a
sentence has the same word in the same context as gestures the re-rankers and letter networks
were fit on. Participant-disjoint folds hold out people, not text. This script splits the prompts
in two by a stable hash, so that models can be fit without one half and measured on both:

    split   the prompts are split: natural sentences by their text, random word lists by the word
            drawn (a word of a list is "seen" when any tuning person drew it in any list). Writes
            the ids of every gesture (any fold) whose prompt is in the held-out half, for
            `train-swipe-reranker.py --exclude` and `train-swipe-letters.py --exclude`.
    report  reads `tecla eval swipe --ranks FILE` outputs and gives top-1 / top-4 per set and half.

    python3 Scripts/research/swipe-sentence-split.py split --dataset D/hws-dev.jsonl.gz --out WORK/held-out-ids.txt
    python3 Scripts/research/swipe-sentence-split.py report --dataset D/hws-dev.jsonl.gz A.jsonl B.jsonl
"""
import argparse
import gzip
import hashlib
import json


def held_out(sample):
    """Whether the sample's prompt is in the held-out half: the sentence for natural ones, the word for lists."""
    key = sample["sentence"] if sample["set"] == "enron" else "word:" + sample["word"].lower()
    return int(hashlib.sha1(key.encode()).hexdigest(), 16) % 2 == 1


def samples(path):
    with gzip.open(path, "rt") as f:
        for line in f:
            yield json.loads(line)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=["split", "report"])
    parser.add_argument("ranks", nargs="*")
    parser.add_argument("--dataset", required=True)
    parser.add_argument("--out")
    args = parser.parse_intermixed_args()
    half = {s["id"]: held_out(s) for s in samples(args.dataset)}
    if args.command == "split":
        ids = sorted(i for i, h in half.items() if h)
        with open(args.out, "w") as f:
            f.write("\n".join(ids) + "\n")
        print(f"{len(ids)} of {len(half)} gestures have a prompt in the held-out half")
        return
    for path in args.ranks:
        tallies = {}
        for line in open(path):
            r = json.loads(line)
            if not r["inv"]:
                continue
            for key in [(r["set"], half[r["id"]]), ("all", half[r["id"]])]:
                t = tallies.setdefault(key, [0, 0, 0])
                t[0] += 1
                t[1] += r["rank"] == 0
                t[2] += r["rank"] is not None and r["rank"] < 4
        print(path)
        for (name, h), (n, top1, top4) in sorted(tallies.items()):
            side = "held-out prompts" if h else "fitted prompts  "
            print(f"  {name:6s} {side} {n:6d}  top-1 {100 * top1 / n:6.2f} %  top-4 {100 * top4 / n:6.2f} %")


if __name__ == "__main__":
    main()
