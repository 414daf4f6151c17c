#!/usr/bin/env python3
"""Plots synthetic swipe gestures beside real ones (Guides/SwipeSynthesis.md, issue 35).

    $B synth compare --dataset ../shared/data/swipe/hws-dev.jsonl.gz --layouts ../shared/data/swipe/hws-layouts.json \\
        --part test --limit 5000 --population Scripts/assets/pack-data/swipe-writers.json --shapes /tmp/shapes.json
    python3 Scripts/research/swipe-synthesis-plots.py /tmp/shapes.json Guides/images

Writes swipe-synthesis-measures.png (each measure's distribution, real against synthetic) and
swipe-synthesis-examples.png (real gestures beside a synthetic writer's gesture of the same word on
the same keyboard). Needs matplotlib.
"""
import json
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402


def main():
    shapes_path, out_dir = sys.argv[1], sys.argv[2]
    data = json.load(open(shapes_path))
    os.makedirs(out_dir, exist_ok=True)
    real, synthetic = np.array(data["real"]), np.array(data["synthetic"])

    names = data["names"]
    fig, axes = plt.subplots(3, 4, figsize=(14, 9))
    for i, ax in enumerate(axes.flat):
        if i >= len(names):
            ax.axis("off")
            continue
        r, s = real[:, i], synthetic[:, i]
        r, s = r[np.isfinite(r)], s[np.isfinite(s)]
        lo, hi = np.percentile(np.concatenate([r, s]), [1, 99])
        if lo == hi:
            lo, hi = lo - 1, hi + 1
        bins = np.linspace(lo, hi, 40)
        ax.hist(r, bins=bins, alpha=0.55, density=True, label=f"real ({len(r)})", color="#1f6fb4")
        ax.hist(s, bins=bins, alpha=0.55, density=True, label=f"synthetic ({len(s)})", color="#e4761b")
        ax.set_title(names[i], fontsize=10)
        ax.tick_params(labelsize=8)
        ax.set_yticks([])
        if i == 0:
            ax.legend(fontsize=8)
    fig.suptitle("How We Swipe, fold 0 (people the fit never saw), against the same words drawn by the fitted writers")
    fig.tight_layout()
    fig.savefig(os.path.join(out_dir, "swipe-synthesis-measures.png"), dpi=80)

    examples = data["examples"][:8]
    fig, axes = plt.subplots(2, 4, figsize=(14, 6))
    for ax, ex in zip(axes.flat, examples):
        px, py = ex["pitch"]
        for letter, (x, y) in ex["keys"].items():
            ax.add_patch(plt.Rectangle((x - px / 2, y - py / 2), px, py, fill=False, color="#bbbbbb", lw=0.6))
            ax.text(x, y, letter, ha="center", va="center", fontsize=7, color="#888888")
        r, s = np.array(ex["real"]), np.array(ex["synthetic"])
        ax.plot(r[:, 0], r[:, 1], "-", color="#1f6fb4", lw=1.6, label="real")
        ax.plot(s[:, 0], s[:, 1], "-", color="#e4761b", lw=1.6, label="synthetic")
        ax.plot(r[0, 0], r[0, 1], "o", color="#1f6fb4", ms=4)
        ax.plot(s[0, 0], s[0, 1], "o", color="#e4761b", ms=4)
        ax.set_title(ex["word"], fontsize=11)
        ax.set_aspect("equal")
        ax.invert_yaxis()
        ax.axis("off")
    axes.flat[0].legend(fontsize=8, loc="lower left")
    fig.suptitle("The same word: a real gesture (fold 0) and a synthetic writer's (dots: touch-down)")
    fig.tight_layout()
    fig.savefig(os.path.join(out_dir, "swipe-synthesis-examples.png"), dpi=80)
    print(f"wrote {out_dir}/swipe-synthesis-measures.png and swipe-synthesis-examples.png")


if __name__ == "__main__":
    main()
