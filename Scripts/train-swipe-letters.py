#!/usr/bin/env python3
"""Trains GestureLetterModel (Sources/TeclaTouch/Resources/swipe-letters.json): a small
convolutional network that reads a gesture (GestureLetterInput: 48 points, each its nearness to
every letter key, its direction, its slowness) and gives, per point, the probability of each
letter or of none (CTC). A candidate word's log-probability under it is a re-ranker feature.

    B=.build/release/tecla
    for k in 0 1; do   # two processes; each writes half of the tuning folds' gestures
      $B eval swipe --dataset ../shared/data/swipe/hws-dev.jsonl.gz --layouts ../shared/data/swipe/hws-layouts.json \\
          --part tune --shard $k/2 --features /tmp/sw/feat-$k.jsonl --letter-inputs /tmp/sw/letters-$k &
    done; wait
    python3 Scripts/train-swipe-letters.py /tmp/sw/letters-0 /tmp/sw/letters-1 --features /tmp/sw/feat-*.jsonl \\
        --out Sources/TeclaTouch/Resources/swipe-letters.json --scores /tmp/sw/letter-scores.json

Only tuning folds (`--part tune`) may be given: fold 0 is what the decoder is measured on.

The re-ranker learns how far to trust this model from its scores, so those scores must be what
the model gives on people it has not seen. Cross-fitting: the re-ranker's fitting participants
are split in two halves by a stable hash; a network fit on one half scores the other. The
re-ranker's watched fifth (as in train-swipe-reranker.py) is scored by the network fit on both
halves, which is the one written to --out. `--scores` writes every candidate's score
(id → [log p per candidate]) for train-swipe-reranker.py --letter-scores.

Seeded (torch.manual_seed(7), deterministic algorithms); the timings are printed.
"""
import argparse
import hashlib
import json
import math
import sys
import time
import unicodedata

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

STEPS, CHANNELS = 48, 30
SLOWNESS = 28  # the channel that is 0 for traces without timestamps
ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def watched(participant):
    return int(hashlib.sha1(participant.encode()).hexdigest(), 16) % 5 == 0


def half(participant):
    return int(hashlib.sha1((participant + "/letters").encode()).hexdigest(), 16) % 2


def path(word):
    """The letters a finger draws for a word: folded, a-z only, repeats merged (SwipeVocabulary)."""
    folded = unicodedata.normalize("NFD", word.lower())
    out = []
    for ch in folded:
        if ch in ALPHABET and (not out or out[-1] != ch):
            out.append(ch)
    return "".join(out)


def targets(word):
    return [ALPHABET.index(c) + 1 for c in path(word)]


class LetterNet(nn.Module):
    """Conv(30→C, 5) then three residual dilated convolutions (5 wide, dilation 2, 4, 1), ReLU,
    then 1×1 to 27 (blank first, then a–z). Receptive field 33 of the 48 points."""

    def __init__(self, width):
        super().__init__()
        self.inp = nn.Conv1d(CHANNELS, width, 5, padding=2)
        self.blocks = nn.ModuleList([nn.Conv1d(width, width, 5, padding=2 * d, dilation=d) for d in (2, 4, 1)])
        self.out = nn.Conv1d(width, 27, 1)

    def forward(self, x):  # x: (batch, STEPS, CHANNELS)
        h = F.relu(self.inp(x.transpose(1, 2)))
        for conv in self.blocks:
            h = h + F.relu(conv(h))
        return F.log_softmax(self.out(h), dim=1)  # (batch, 27, STEPS)


def load(prefixes):
    xs, rows = [], []
    for prefix in prefixes:
        rows += [json.loads(line) for line in open(prefix + ".jsonl")]
        xs.append(np.fromfile(prefix + ".f32", dtype="<f4").reshape(-1, STEPS, CHANNELS))
    x = np.concatenate(xs)
    assert len(x) == len(rows), "the .f32 and .jsonl files disagree"
    return x, rows


def log_probs(model, x):
    """The network's (gestures, 27, STEPS) log-probabilities, in batches."""
    with torch.no_grad():
        return torch.cat([model(torch.from_numpy(x[s:s + 2048])) for s in range(0, len(x), 2048)]) if len(x) else torch.zeros(0, 27, STEPS)


def nll(logp, words):
    """−log p(word | gesture) (CTC) for gesture i's log-probabilities logp[i] and word words[i]."""
    out = []
    for start in range(0, len(words), 4096):
        lb = logp[start:start + 4096].permute(2, 0, 1)  # (T, batch, 27)
        tg = [targets(w) for w in words[start:start + 4096]]
        flat = torch.tensor([t for ts in tg for t in ts], dtype=torch.long)
        loss = F.ctc_loss(lb, flat, torch.full((len(tg),), STEPS, dtype=torch.long), torch.tensor([len(t) for t in tg]),
                          reduction="none", zero_infinity=False)
        out.append(loss.numpy())
    return np.concatenate(out) if out else np.zeros(0)


def train(x, words, epochs, width, seed, label):
    torch.manual_seed(seed)
    model = LetterNet(width)
    gen = torch.Generator().manual_seed(seed)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    batch = 128
    steps = epochs * math.ceil(len(x) / batch)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=steps, pct_start=0.1)
    tg = [targets(w) for w in words]
    xt = torch.from_numpy(x)
    started = time.time()
    for epoch in range(epochs):
        order = torch.randperm(len(x), generator=gen)
        total = 0.0
        for start in range(0, len(x), batch):
            idx = order[start:start + batch]
            xb = xt[idx].clone()
            # A third of the traces lose their timestamps, as kebbie's and other clients' do.
            drop = torch.rand(len(idx), generator=gen) < 0.33
            xb[drop, :, SLOWNESS] = 0
            logp = model(xb).permute(2, 0, 1)
            tb = [tg[i] for i in idx.tolist()]
            flat = torch.tensor([t for ts in tb for t in ts], dtype=torch.long)
            loss = F.ctc_loss(logp, flat, torch.full((len(idx),), STEPS, dtype=torch.long),
                              torch.tensor([len(t) for t in tb]), reduction="mean", zero_infinity=True)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * len(idx)
        print(f"  {label} epoch {epoch + 1}/{epochs} loss {total / len(x):.3f} ({time.time() - started:.0f} s)", flush=True)
    model.eval()
    return model


def export(model, width, path_out, sample):
    sd = {k: v.detach().numpy().astype(np.float64) for k, v in model.state_dict().items()}

    def conv(name, dilation):
        w = sd[name + ".weight"]  # (out, in, k)
        return {"out": int(w.shape[0]), "in": int(w.shape[1]), "kernel": int(w.shape[2]), "dilation": dilation,
                "weight": [round(float(v), 7) for v in w.reshape(-1)], "bias": [round(float(v), 7) for v in sd[name + ".bias"]]}

    layers = [conv("inp", 1)] + [conv(f"blocks.{i}", d) for i, d in enumerate((2, 4, 1))] + [conv("out", 1)]
    x, word = sample
    with torch.no_grad():
        expected = -nll(log_probs(model, x[None]), [word])[0]
    out = {
        "about": "GestureLetterModel: a CTC letter network over GestureLetterInput. Fit on How We Swipe (Leiva et al., "
                 "MobileHCI '21), development file, participant folds 1-4 (fold 0 is never used); made by "
                 "Scripts/train-swipe-letters.py. No gesture is stored in it but the one check below.",
        "version": 1,
        "steps": STEPS,
        "channels": CHANNELS,
        "alphabet": ALPHABET,
        "layers": layers,
        "check": {"input": [round(float(v), 6) for v in x.reshape(-1)], "word": word, "logProbability": float(expected)},
    }
    with open(path_out, "w") as f:
        json.dump(out, f, separators=(",", ":"))
        f.write("\n")


def score(models, x, rows, group, features, out):
    """Scores every candidate of every gesture with the network that did not see its person;
    writes them (id → [log p]) and returns how often the network alone ranks the word first
    on the watched fifth."""
    index = {r["id"]: i for i, r in enumerate(rows)}
    logp = torch.zeros(len(rows), 27, STEPS)
    for g, model in models.items():
        chosen = np.nonzero(group == g)[0]
        if len(chosen) == 0:
            continue
        logp[torch.from_numpy(chosen)] = log_probs(model, x[chosen])
    scores = {}
    top1 = n = 0
    for fpath in features:
        for line in open(fpath):
            r = json.loads(line)
            i = index.get(r["id"])
            if i is None or not r["c"] or int(group[i]) not in models:
                continue
            cands = [c[0] for c in r["c"]]
            ok = [len(path(c)) > 0 for c in cands]
            values = nll(logp[i][None].expand(len(cands), 27, STEPS), [c if o else "a" for c, o in zip(cands, ok)])
            s = [max(-1e3, round(-float(v), 4)) if o else -1e3 for v, o in zip(values, ok)]
            scores[r["id"]] = s
            if group[i] == -1:
                n += 1
                top1 += r["c"][int(np.argmax(s))][1]
    with open(out, "w") as f:
        json.dump(scores, f)
    return 100 * top1 / max(1, n)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("prefixes", nargs="+", help="letter-input dumps (PREFIX.f32 and PREFIX.jsonl)")
    parser.add_argument("--features", nargs="+", required=True, help="the re-ranker feature dumps (candidates)")
    parser.add_argument("--out", required=True)
    parser.add_argument("--scores", required=True)
    parser.add_argument("--untimed-letters", nargs="*", help="the same gestures' inputs dumped with --no-times")
    parser.add_argument("--untimed-features", nargs="*", help="their re-ranker features (--no-times)")
    parser.add_argument("--untimed-scores", help="where to write the untimed candidates' scores")
    parser.add_argument("--epochs", type=int, default=30)
    parser.add_argument("--width", type=int, default=64)
    parser.add_argument("--quick", action="store_true",
                        help="trying a network: fit on both halves only and report the watched fifth (no cross-fitted scores)")
    args = parser.parse_args()
    torch.set_num_threads(2)
    torch.use_deterministic_algorithms(True)

    x, rows = load(args.prefixes)
    keep = np.array([r["inv"] and len(path(r["word"])) > 0 for r in rows])
    x, rows = x[keep], [r for r, k in zip(rows, keep) if k]
    group = np.array([-1 if watched(r["participant"]) else half(r["participant"]) for r in rows])
    words = [r["word"] for r in rows]
    print(f"{len(rows)} gestures: halves {(group == 0).sum()} / {(group == 1).sum()}, watched {(group == -1).sum()}", flush=True)

    started = time.time()
    models = {}
    for h in () if args.quick else (0, 1):
        fit = group == 1 - h
        models[h] = train(x[fit], [w for w, f in zip(words, fit) if f], args.epochs, args.width, 7 + h, f"half {1 - h}")
    fit = group >= 0
    models[-1] = train(x[fit], [w for w, f in zip(words, fit) if f], args.epochs, args.width, 7, "both halves")
    print(f"trained in {time.time() - started:.0f} s", flush=True)

    print(f"watched fifth: the network alone puts the word first among the candidates {score(models, x, rows, group, args.features, args.scores):.2f} %")
    if args.untimed_letters:
        # The same networks on the same gestures without their timestamps (for the untimed re-ranker).
        ux, urows = load(args.untimed_letters)
        uindex = {r["id"]: i for i, r in enumerate(urows)}
        order = [uindex[r["id"]] for r in rows]
        top1 = score(models, ux[order], rows, group, args.untimed_features, args.untimed_scores)
        print(f"watched fifth without times: the network alone {top1:.2f} %")
    export(models[-1], args.width, args.out, (x[0], words[0]))
    print("wrote", args.out, args.scores)


if __name__ == "__main__":
    sys.exit(main())
