#!/usr/bin/env python3
"""Trains SwipeReranker (Sources/TeclaTouch/Resources/swipe-reranker-timed.json and swipe-reranker.json) on How We Swipe's tuning folds.

Run by Scripts/assets/train-swipe-models.sh, which dumps the features (`tecla eval swipe --part tune
--features F`, with timestamps for the timed model and `--no-times` for the untimed one), each
half of the fitting participants with the letter network fit on the other half:

    python3 Scripts/assets/train-swipe-reranker.py /tmp/swipe-training/timed-*.jsonl --timed --letters \
        --out Sources/TeclaTouch/Resources/swipe-reranker-timed.json

Only tuning folds (`--part tune`, participants 1-4 of 5) may be given: fold 0 is what the
decoder is measured on. The features are the ones SwipeDecoder computes (the eval writes them
through `SwipeDecoder.rankingFeatures`), so training and decoding read the same numbers.

A LambdaRank model (gradient-boosted trees, LightGBM) learns to put the prompted word first among
the linear score's best candidates and the letter model's. A fifth of the tuning participants
(by a stable hash) is kept aside to choose the number of trees and to report what the model does
on people it was not fit on; the model written is the one fit on the other four fifths.
Single-threaded and seeded: the same features give the same file.
"""
import argparse
import hashlib
import json
import sys

import lightgbm as lgb
import numpy as np

NAMES = ["location", "shape", "proportional", "endpoints", "letters", "corners",
         "language", "unigram", "contextGain", "pathLetters", "wordLength", "pathToGestureLength",
         "linearScore", "behindBest", "rank", "gestureLength", "cornerCount", "contextWords",
         "candidates", "locationAboveMin", "shapeAboveMin", "lettersAboveMin", "cornersAboveMin",
         "endpointsAboveMin", "personal", "unigramBelowMax", "aheadOfNext", "worstLetter", "pathTurns",
         "turnsAboveCorners", "worstLetterAboveMin", "contextFluency"]
# The timed model (swipe-reranker-timed.json, for traces with timestamps) reads these too.
TIMED = ["duration", "speed", "slowPoints", "slowUnexplained", "slowUnexplainedMean"]
# With --letters (dumps made with the letter model, Scripts/assets/train-swipe-letters.py): its
# log-probability of each candidate, and how far that is below the gesture's best candidate's.
LETTERS = ["letterModel", "letterModelBelowMax"]


# LightGBM's settings for every re-ranker (the CV script varies them from here).
SETTINGS = dict(objective="lambdarank", learning_rate=0.05, num_leaves=15, min_child_samples=100,
                lambdarank_truncation_level=8, num_threads=1, deterministic=True, force_row_wise=True, seed=7,
                verbose=-1)


def feature_names(timed, letters):
    """The columns of a dump after the word and its label, in the decoder's order."""
    return (NAMES + TIMED if timed else NAMES) + (LETTERS if letters else [])


def load(paths):
    rows = []
    for path in paths:
        for line in open(path):
            r = json.loads(line)
            if r["inv"]:
                rows.append(r)
    rows.sort(key=lambda r: r["id"])
    return rows


def watched(participant):
    return int(hashlib.sha1(participant.encode()).hexdigest(), 16) % 5 == 0


def kept_twin(row, share):
    """Whether a neat twin (ids …#nN) is among the `share` of them fit on, by a stable hash of its id."""
    return int(hashlib.sha1(row["id"].encode()).hexdigest(), 16) % 1000 < 1000 * share


def matrix(rows):
    xs, ys, groups = [], [], []
    for r in rows:
        if not r["c"]:
            continue
        for c in r["c"]:
            xs.append(c[2:])
            ys.append(c[1])
        groups.append(len(r["c"]))
    return np.array(xs, dtype=np.float64), np.array(ys), groups


def rates(rows, scores=None):
    """top-1, top-4 over all in-vocabulary gestures (none found counts as a miss)."""
    top1 = top4 = 0
    offset = 0
    for r in rows:
        n = len(r["c"])
        if n == 0:
            continue
        order = list(range(n)) if scores is None else sorted(range(n), key=lambda i: (-scores[offset + i], i))
        offset += n
        labels = [r["c"][i][1] for i in order]
        top1 += labels[0]
        top4 += any(labels[:4])
    return 100 * top1 / len(rows), 100 * top4 / len(rows)


def flatten(tree):
    """LightGBM's nested tree as arrays, nodes in preorder (children after parents)."""
    feature, threshold, left, right, leaf = [], [], [], [], []

    def visit(node):
        if "leaf_value" in node:
            leaf.append(node["leaf_value"])
            return ~(len(leaf) - 1)
        assert node["decision_type"] == "<=", node["decision_type"]
        index = len(feature)
        feature.append(node["split_feature"])
        threshold.append(node["threshold"])
        left.append(0)
        right.append(0)
        left[index] = visit(node["left_child"])
        right[index] = visit(node["right_child"])
        return index

    visit(tree["tree_structure"])
    return {"feature": feature, "threshold": threshold, "left": left, "right": right, "leaf": leaf}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("features", nargs="+")
    parser.add_argument("--out", required=True)
    parser.add_argument("--trees", type=int, default=600)
    parser.add_argument("--depth", type=int, default=30, help="the linear candidates the dump was made with")
    parser.add_argument("--leaves", type=int, default=15)
    parser.add_argument("--letters", action="store_true", help="the dumps carry the letter model's features")
    parser.add_argument("--neat-share", type=float, default=1.0,
                        help="the share of neat twins (ids …#nN, `tecla eval swipe --neat`) the model is fit on")
    parser.add_argument("--all-people", action="store_true",
                        help="after choosing the number of trees on the watched fifth, fit again on every tuning "
                             "person with that many trees, and write that model (it can then only be measured on fold 0)")
    parser.add_argument("--exclude", help="a file of gesture ids (one a line) left out of fitting and watching, with their "
                                          "twins: e.g. every gesture of some prompt sentences, to measure what the trees "
                                          "learned of the prompts themselves (Scripts/research/swipe-sentence-split.py)")
    parser.add_argument("--timed", action="store_true",
                        help="train the timed model: features dumped from gestures with timestamps")
    args = parser.parse_args()
    names = feature_names(args.timed, args.letters)

    rows = load(args.features)
    if args.exclude:
        left_out = set(open(args.exclude).read().split())
        rows = [r for r in rows if r["id"].split("#")[0] not in left_out]
        print(f"left out the gestures listed in {args.exclude}: {len(rows)} remain", flush=True)
    # The pack whose language scores the features hold (`tecla eval swipe --features` writes its
    # content checksum on every row): the model records it, and a test checks that the bundled
    # models name the bundled pack, so a pack rebuilt without refitting them is caught.
    packs = {r.get("pack") for r in rows}
    assert len(packs) == 1 and None not in packs, f"the dumps name packs {packs}: dump them again with one pack"
    pack = packs.pop()
    depth = max(len(r["c"]) for r in rows)
    # A gesture whose times the decoder could not use is dumped with the untimed features: the
    # timed model learns from the others (and the untimed one from untimed dumps only).
    kept = [r for r in rows if all(len(c) == 2 + len(names) for c in r["c"])]
    if len(kept) < len(rows):
        print(f"left out {len(rows) - len(kept)} gestures whose features are not the {len(names)} expected", flush=True)
    assert len(kept) > 0.9 * len(rows), "features differ from the decoder's: rebuild the dump (or --timed)"
    rows = kept
    # Varied copies (`--augment`, ids "…#aN") and neat twins (`--neat`, ids "…#nN") train; only
    # people's own gestures are watched. --neat-share keeps that share of the twins (by a stable
    # hash of the id).
    fit = [r for r in rows if not watched(r["participant"]) and ("#n" not in r["id"] or kept_twin(r, args.neat_share))]
    watch = [r for r in rows if watched(r["participant"]) and "#" not in r["id"]]
    # The watched people's neat twins: how the model reads a careful trace (reported, not chosen on).
    watch_neat = [r for r in rows if watched(r["participant"]) and "#n" in r["id"]]
    x_fit, y_fit, g_fit = matrix(fit)
    x_watch, y_watch, g_watch = matrix(watch)
    print(f"{len(rows)} in-vocabulary gestures of {len({r['participant'] for r in rows})} participants; "
          f"fit on {len(fit)}, watch {len(watch)}; up to {depth} candidates each", flush=True)

    model = lgb.LGBMRanker(**{**SETTINGS, "n_estimators": args.trees, "num_leaves": args.leaves})
    model.fit(x_fit, y_fit, group=g_fit, eval_set=[(x_watch, y_watch)], eval_group=[g_watch], eval_at=[1, 4],
              callbacks=[lgb.early_stopping(60, verbose=False)])
    best = model.best_iteration_ or args.trees
    print("trees", best)
    reports = [("fit", fit, x_fit), ("watch", watch, x_watch)]
    if watch_neat:
        reports.append(("neat", watch_neat, matrix(watch_neat)[0]))
    for name, part, x in reports:
        linear = rates(part)
        learned = rates(part, model.predict(x, num_iteration=best))
        print(f"{name:6s} linear top-1 {linear[0]:.2f} top-4 {linear[1]:.2f}   re-ranked top-1 {learned[0]:.2f} top-4 {learned[1]:.2f}")

    if args.all_people:
        # More people is what still helps the trees (half the fitting people: −0.4 point top-1), so the
        # model written learns from the watched fifth too, with the trees chosen above.
        fit = fit + [r for r in rows if watched(r["participant"]) and ("#n" not in r["id"] or kept_twin(r, args.neat_share))]
        x_fit, y_fit, g_fit = matrix(fit)
        model = lgb.LGBMRanker(**{**SETTINGS, "n_estimators": best, "num_leaves": args.leaves})
        model.fit(x_fit, y_fit, group=g_fit)
        print(f"refit on every tuning person: {len(fit)} gestures, {best} trees (the watched fifth is in it now)")

    twins = sum("#n" in r["id"] for r in fit)
    dumped = model.booster_.dump_model(num_iteration=best)
    assert dumped["feature_names"] == [f"Column_{i}" for i in range(len(names))]
    trees = [flatten(t) for t in dumped["tree_info"]]
    out = {
        "about": "SwipeReranker: LambdaRank trees (LightGBM) over SwipeDecoder's candidates. "
                 "Fit on How We Swipe (Leiva et al., MobileHCI '21), development file, participant folds 1-4 "
                 "(fold 0 is never used); made by Scripts/train-swipe-reranker.py. No gesture is stored in it."
                 + (f" Also fit on {twins} neat twins: synthetic gestures of the same words and contexts drawn near the "
                    "key centres (`tecla eval swipe --neat`)." if twins else ""),
        "features": names,
        "pack": pack,
        # The linear score's candidates it re-ranks (the dump's depth; the letter model's own
        # candidates come on top of these).
        "depth": args.depth,
        "trees": trees,
    }
    with open(args.out, "w") as f:
        json.dump(out, f, separators=(",", ":"))
        f.write("\n")
    print("wrote", args.out, sum(len(t["leaf"]) for t in trees), "leaves")


if __name__ == "__main__":
    sys.exit(main())
