#!/usr/bin/env python3
"""Cross-validates the swipe re-ranker on the training dumps: a yardstick for trying features and
settings with less noise than the watched fifth.

The watched fifth (8,349 gestures) measures top-1 to about ±0.3 point (one standard error), so
the changes still worth trying — a tenth or two — drown in it. This fits the re-ranker on four
fifths of *all* the tuning participants' dumps and ranks the fifth left out, five times over
(participant folds by a stable hash, unrelated to the watched fifth's), and reports top-1 / top-4
over all of them: about ±0.14 point, and the same gestures for every variant compared.

Reads the dumps Scripts/assets/train-swipe-models.sh leaves in its work directory (the network's
features there are cross-fitted: no row was scored by a network trained on its person):

    python3 Scripts/research/cv-swipe-reranker.py /tmp/swipe-training                      # timed
    python3 Scripts/research/cv-swipe-reranker.py /tmp/swipe-training --kind untimed
    python3 Scripts/research/cv-swipe-reranker.py /tmp/swipe-training --params '{"num_leaves": 31}'
    python3 Scripts/research/cv-swipe-reranker.py /tmp/swipe-training --extra 2  # dumps with 2 more columns

Only tuning folds are in those dumps: fold 0 stays the held-out measure. Seeded; LightGBM on
the given threads (deterministic).
"""
import argparse
import glob
import hashlib
import importlib.util
import json
import os
import sys
import time

import lightgbm as lgb

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("reranker", os.path.join(HERE, "..", "assets", "train-swipe-reranker.py"))
reranker = importlib.util.module_from_spec(spec)
spec.loader.exec_module(reranker)


def fold(participant, folds):
    return int(hashlib.sha1((participant + "/cv").encode()).hexdigest(), 16) % folds


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("work", help="train-swipe-models.sh's work directory (its *-half-*, *-watched-* dumps)")
    parser.add_argument("--kind", choices=["timed", "untimed"], default="timed")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--trees", type=int, default=500, help="fixed: no early stopping on the fold scored")
    parser.add_argument("--params", default="{}", help="JSON: LightGBM settings over the shipped ones")
    parser.add_argument("--extra", type=int, default=0, help="columns a trial dump adds after the shipped features")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--neat-share", type=float, default=0.0,
                        help="the share of neat twins (ids …#nN, dumped with `tecla eval swipe --neat`) fit on; "
                             "twins are never scored, but the scored people's twins are reported apart")
    args = parser.parse_args()

    names = reranker.feature_names(args.kind == "timed", letters=True)
    paths = sorted(glob.glob(os.path.join(args.work, f"{args.kind}-half-*.jsonl")) +
                   glob.glob(os.path.join(args.work, f"{args.kind}-watched-*.jsonl")))
    assert paths, f"no {args.kind} dumps in {args.work}: run Scripts/assets/train-swipe-models.sh"
    rows = reranker.load(paths)
    width = 2 + len(names) + args.extra
    rows = [r for r in rows if "#a" not in r["id"] and all(len(c) == width for c in r["c"])]
    twins = [r for r in rows if "#n" in r["id"]]
    rows = [r for r in rows if "#n" not in r["id"]]
    kept = [r for r in twins if reranker.kept_twin(r, args.neat_share)]
    params = {**reranker.SETTINGS, "n_estimators": args.trees, "num_threads": args.threads, **json.loads(args.params)}

    started = time.time()
    top1 = top4 = neat1 = 0.0
    for k in range(args.folds):
        fit = [r for r in rows + kept if fold(r["participant"], args.folds) != k]
        scored = [r for r in rows if fold(r["participant"], args.folds) == k]
        scored_twins = [r for r in twins if fold(r["participant"], args.folds) == k]
        x_fit, y_fit, g_fit = reranker.matrix(fit)
        x_scored, _, _ = reranker.matrix(scored)
        model = lgb.LGBMRanker(**params)
        model.fit(x_fit, y_fit, group=g_fit)
        one, four = reranker.rates(scored, model.predict(x_scored))
        top1 += one * len(scored)
        top4 += four * len(scored)
        twin_note = ""
        if scored_twins:
            twin_one = reranker.rates(scored_twins, model.predict(reranker.matrix(scored_twins)[0]))[0]
            neat1 += twin_one * len(scored_twins)
            twin_note = f"; their neat twins top-1 {twin_one:.2f}"
        print(f"  fold {k}: {len(scored)} gestures, top-1 {one:.2f} top-4 {four:.2f}{twin_note}", flush=True)
    n = len(rows)
    print(f"{args.kind}, {args.folds}-fold over {n} gestures of {len({r['participant'] for r in rows})} people: "
          f"top-1 {top1 / n:.2f} %, top-4 {top4 / n:.2f} % ({time.time() - started:.0f} s)"
          + (f"; fit with {len(kept)} neat twins, the scored people's twins top-1 {neat1 / len(twins):.2f} %" if twins else ""))


if __name__ == "__main__":
    sys.exit(main())
