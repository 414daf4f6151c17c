#!/usr/bin/env python3
"""Re-ranker settings compared on people and prompts the trees were not fit on.

The trees are fit on the tuning people outside the watched fifth, on the gestures whose prompt is
not in the held-out half (Scripts/research/swipe-sentence-split.py), and stopped early on the
watched fifth's gestures of held-out prompts: new people writing new text. Each setting prints
top-1 / top-4 there and on the watched fifth's fitted prompts.

    python3 Scripts/research/swipe-reranker-new-text.py --held-out /tmp/disj/held-out-ids.txt \\
        --cache /tmp/disj/timed.npz --dumps /tmp/neat2/timed-*.jsonl -- \\
        num_leaves=15 num_leaves=15,min_child_samples=400 num_leaves=7 num_leaves=15,drop=fluency

Each setting is LightGBM parameters over train-swipe-reranker.py's, comma-separated; drop=fluency
leaves out the context-fluency feature. The dumps are read once into --cache (timed dumps with the
letter features: 39 features a candidate); neat twins are never fit on.
"""
import argparse
import importlib.util
import json
import os

import lightgbm as lgb
import numpy as np

# The training script's settings, feature names and watched fifth, varied from there.
spec = importlib.util.spec_from_file_location(
    "reranker", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "train-swipe-reranker.py"))
reranker = importlib.util.module_from_spec(spec)
spec.loader.exec_module(reranker)
NAMES = reranker.feature_names(timed=True, letters=True)
DROPS = {"none": [], "fluency": [NAMES.index("contextFluency")]}


def cache(dumps, held_out, path):
    x, y, groups, meta = [], [], [], []
    for dump in dumps:
        for line in open(dump):
            r = json.loads(line)
            if not r["inv"] or not r["c"] or any(len(c) != 2 + len(NAMES) for c in r["c"]):
                continue
            for c in r["c"]:
                x.append(c[2:])
                y.append(c[1])
            groups.append(len(r["c"]))
            meta.append((reranker.watched(r["participant"]), r["id"].split("#")[0] in held_out, "#n" in r["id"]))
    np.savez(path, X=np.array(x), Y=np.array(y), G=np.array(groups), M=np.array(meta))


def rate(scores, y, groups):
    top1 = top4 = offset = 0
    for n in groups:
        order = np.lexsort((np.arange(n), -scores[offset:offset + n]))
        labels = y[offset:offset + n][order]
        top1 += labels[0]
        top4 += labels[:4].any()
        offset += n
    return 100 * top1 / len(groups), 100 * top4 / len(groups)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--held-out", required=True)
    parser.add_argument("--cache", required=True)
    parser.add_argument("--dumps", nargs="*", default=[])
    parser.add_argument("settings", nargs="+")
    args = parser.parse_args()
    if not os.path.exists(args.cache):
        cache(args.dumps, set(open(args.held_out).read().split()), args.cache)
    d = np.load(args.cache)
    x, y, groups, meta = d["X"], d["Y"], d["G"], d["M"].astype(bool)
    watched, held, twin = meta[:, 0], meta[:, 1], meta[:, 2]
    starts = np.concatenate([[0], np.cumsum(groups)])

    def rows(mask):
        index = np.concatenate([np.arange(starts[i], starts[i + 1]) for i in np.nonzero(mask)[0]])
        return x[index], y[index], groups[mask]

    fit = rows(~watched & ~held & ~twin)
    new_text = rows(watched & held & ~twin)
    seen_text = rows(watched & ~held & ~twin)
    for spec in args.settings:
        values = dict(item.split("=") for item in spec.split(","))
        keep = [i for i in range(len(NAMES)) if i not in DROPS[values.pop("drop", "none")]]
        params = {**reranker.SETTINGS, **{k: float(v) if "." in v else int(v) for k, v in values.items()}}
        model = lgb.LGBMRanker(n_estimators=1200, **params)
        model.fit(fit[0][:, keep], fit[1], group=fit[2], eval_set=[(new_text[0][:, keep], new_text[1])],
                  eval_group=[new_text[2]], eval_at=[1], callbacks=[lgb.early_stopping(80, verbose=False)])
        trees = model.best_iteration_
        new = rate(model.predict(new_text[0][:, keep], num_iteration=trees), new_text[1], new_text[2])
        seen = rate(model.predict(seen_text[0][:, keep], num_iteration=trees), seen_text[1], seen_text[2])
        print(f"{spec:40s} trees {trees:4d}  watched, held-out prompts {new[0]:.2f} / {new[1]:.2f} %   "
              f"watched, fitted prompts {seen[0]:.2f} / {seen[1]:.2f} %", flush=True)


if __name__ == "__main__":
    main()
