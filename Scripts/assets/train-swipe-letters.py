#!/usr/bin/env python3
"""Trains SwipeLetterModel (Sources/TeclaTouch/Resources/swipe-letters.json): a small
convolutional network that reads a gesture (SwipeLetterInput: 48 points, each its nearness to
every letter key, its direction, its slowness) and gives, per point, the probability of each
letter or of none (CTC). A candidate word's log-probability under it is a re-ranker feature, and
its beam search over the vocabulary proposes candidates.

Run by Scripts/assets/train-swipe-models.sh, which first dumps the input of every tuning gesture:

    $B eval swipe ... --part tune --shard $k/2 --features F --letter-inputs /tmp/swipe-training/letters-$k

Only tuning folds (`--part tune`) may be given: fold 0 is what the decoder is measured on.

Writes the network fit on the re-ranker's fitting participants (all tuning participants but the
watched fifth, as in train-swipe-reranker.py) to --out, and, for cross-fitting, one network per
half of those participants (--halves DIR: half-0.json is fit on half 1 and dumps half 0's
features) with the participant lists the dumps read. The re-ranker must learn from scores the
network gives people it has not seen.

Seeded (torch.manual_seed, deterministic algorithms, 2 threads); the timings are printed.
"""
import argparse
import base64
import hashlib
import json
import math
import os
import sys
import time
import unicodedata

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

STEPS = 48
# The letters the network reads and writes (--alphabet: the Arabic network's are the Arabic
# keyboard's). Per point SwipeLetterInput gives one nearness per letter, then direction x and y,
# slowness and length: CHANNELS numbers, SLOWNESS the one that is 0 for traces without timestamps.
ALPHABET = "abcdefghijklmnopqrstuvwxyz"
CHANNELS = len(ALPHABET) + 4
SLOWNESS = len(ALPHABET) + 2


def set_alphabet(letters):
    global ALPHABET, CHANNELS, SLOWNESS
    ALPHABET, CHANNELS, SLOWNESS = letters, len(letters) + 4, len(letters) + 2


def watched(participant):
    return int(hashlib.sha1(participant.encode()).hexdigest(), 16) % 5 == 0


def half(participant):
    return int(hashlib.sha1((participant + "/letters").encode()).hexdigest(), 16) % 2


def in_share(participant, fraction):
    """Whether a person is in the first `fraction` of people by a hash of their own (learning curves)."""
    return int(hashlib.sha1((participant + "/curve").encode()).hexdigest(), 16) % 1000 < fraction * 1000


# TextFolding's expansions, which canonical decomposition does not give.
EXPANDED = {"ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ø": "o", "Ø": "o", "ł": "l", "Ł": "l",
            "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "ı": "i"}
SKIPPED = "'-.\u2019\u2018\u02bc\u2032"  # typed off the gesture (SwipeVocabulary.isSkippable, curly apostrophes)


def path(word):
    """The letters a finger draws for a word, as SwipeVocabulary folds them: expanded, lowercased,
    marks dropped, repeats merged; "" for a word with any other character (no gesture spells it).
    The training targets come from the dump's "path" (Swift's own folding); this is for the
    candidates of the feature dumps."""
    out = []
    for ch in unicodedata.normalize("NFD", "".join(EXPANDED.get(c, c) for c in word).lower()):
        if ch in ALPHABET:
            if not out or out[-1] != ch:
                out.append(ch)
        elif ch not in SKIPPED and not unicodedata.category(ch).startswith("M"):
            return ""
    return "".join(out)


def targets(word):
    return [ALPHABET.index(c) + 1 for c in path(word)]


class LetterNet(nn.Module):
    """Conv(30→C, 5) (C = --width, 96) then three residual dilated convolutions (5 wide, dilation 2, 4, 1), ReLU,
    then 1×1 to one output per letter and one for none (first). Receptive field 33 of the 48 points."""

    def __init__(self, width, recurrent=0):
        super().__init__()
        self.inp = nn.Conv1d(CHANNELS, width, 5, padding=2)
        self.blocks = nn.ModuleList([nn.Conv1d(width, width, 5, padding=2 * d, dilation=d) for d in (2, 4, 1)])
        # With --recurrent H: a bidirectional GRU (H each way) reads the whole trace; its output
        # joins the convolutions' before the last layer.
        self.rnn = nn.GRU(width, recurrent, batch_first=True, bidirectional=True) if recurrent else None
        self.out = nn.Conv1d(width + 2 * recurrent, len(ALPHABET) + 1, 1)

    def forward(self, x):  # x: (batch, STEPS, CHANNELS)
        h = F.relu(self.inp(x.transpose(1, 2)))
        for conv in self.blocks:
            h = h + F.relu(conv(h))
        if self.rnn is not None:
            g, _ = self.rnn(h.transpose(1, 2))
            h = torch.cat([h, g.transpose(1, 2)], dim=1)
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
        return torch.cat([model(torch.from_numpy(x[s:s + 2048])) for s in range(0, len(x), 2048)]) if len(x) else torch.zeros(0, len(ALPHABET) + 1, STEPS)


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


class Synthetic:
    """Synthetic gestures (tecla synth swipes, dumped like the real ones) mixed into every fit:
    each epoch adds `ratio` synthetic gestures per real one, taken in turn from a seeded
    permutation of all of them, so a large set is seen a few times rather than every epoch."""

    def __init__(self, x, words, ratio):
        self.x, self.tg, self.ratio = torch.from_numpy(x), [targets(w) for w in words], ratio

    def per_epoch(self, real):
        return min(len(self.x), round(self.ratio * real)) if len(self.x) else 0


def train(x, words, epochs, width, seed, label, recurrent=0, synthetic=None, checkpoints=None, init=None):
    """Fits a LetterNet. With `checkpoints` (a folder), the whole state (weights, optimiser,
    schedule, random streams) is saved after every epoch and a run of the same label and
    configuration resumes from its last epoch, giving the same weights as an unbroken run."""
    torch.manual_seed(seed)
    model = LetterNet(width, recurrent)
    if init:  # fine-tuning: start from another run's weights (its checkpoint), with a new schedule
        model.load_state_dict(torch.load(init, weights_only=False)["model"])
    gen = torch.Generator().manual_seed(seed)
    syn_gen = torch.Generator().manual_seed(seed + 1000)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    batch = 128
    n_syn = synthetic.per_epoch(len(x)) if synthetic else 0
    steps = epochs * math.ceil((len(x) + n_syn) / batch)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=steps, pct_start=0.1)
    tg = [targets(w) for w in words]
    xt = torch.from_numpy(x)
    syn_order, syn_at = torch.zeros(0, dtype=torch.long), 0
    first, spent, checkpoint = 0, 0.0, None
    if checkpoints:
        config = hashlib.sha1(json.dumps([label, len(x), words[:50], epochs, width, seed, recurrent, n_syn,
                                          len(synthetic.x) if synthetic else 0] + ([init] if init else [])).encode()).hexdigest()[:12]
        os.makedirs(checkpoints, exist_ok=True)
        checkpoint = os.path.join(checkpoints, f"{label.replace(' ', '-')}-{config}.pt")
        if os.path.exists(checkpoint):
            state = torch.load(checkpoint, weights_only=False)
            model.load_state_dict(state["model"])
            opt.load_state_dict(state["opt"])
            sched.load_state_dict(state["sched"])
            gen.set_state(state["gen"])
            syn_gen.set_state(state["syn_gen"])
            syn_order, syn_at, first, spent = state["syn_order"], state["syn_at"], state["epoch"], state["spent"]
            print(f"  {label}: resumed after epoch {first} ({checkpoint})", flush=True)
    started = time.time() - spent
    for epoch in range(first, epochs):
        order = torch.randperm(len(x), generator=gen)
        # This epoch's synthetic gestures: the next n_syn of the permutation, a new one when spent.
        taken = []
        while sum(len(t) for t in taken) < n_syn:
            if syn_at >= len(syn_order):
                syn_order, syn_at = torch.randperm(len(synthetic.x), generator=syn_gen), 0
            need = n_syn - sum(len(t) for t in taken)
            taken.append(syn_order[syn_at:syn_at + need])
            syn_at += len(taken[-1])
        # One index space: 0..len(x)-1 real, len(x)+i synthetic gesture i.
        mixed = order
        if taken:  # (without synthetic gestures the random streams are the ones older runs used)
            mixed = torch.cat([order] + [t + len(x) for t in taken])
            mixed = mixed[torch.randperm(len(mixed), generator=gen)]
        total = 0.0
        for start in range(0, len(mixed), batch):
            idx = mixed[start:start + batch]
            real, syn = idx[idx < len(x)], idx[idx >= len(x)] - len(x)
            xb = torch.cat([xt[real], synthetic.x[syn]]) if len(syn) else xt[real].clone()
            tb = [tg[i] for i in real.tolist()] + ([synthetic.tg[i] for i in syn.tolist()] if len(syn) else [])
            # A third of the traces lose their timestamps, as kebbie's and other clients' do.
            drop = torch.rand(len(idx), generator=gen) < 0.33
            xb[drop, :, SLOWNESS] = 0
            logp = model(xb).permute(2, 0, 1)
            flat = torch.tensor([t for ts in tb for t in ts], dtype=torch.long)
            loss = F.ctc_loss(logp, flat, torch.full((len(idx),), STEPS, dtype=torch.long),
                              torch.tensor([len(t) for t in tb]), reduction="mean", zero_infinity=True)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * len(idx)
        print(f"  {label} epoch {epoch + 1}/{epochs} loss {total / len(mixed):.3f} ({time.time() - started:.0f} s)", flush=True)
        if checkpoint:
            torch.save({"model": model.state_dict(), "opt": opt.state_dict(), "sched": sched.state_dict(),
                        "gen": gen.get_state(), "syn_gen": syn_gen.get_state(), "syn_order": syn_order,
                        "syn_at": syn_at, "epoch": epoch + 1, "spent": time.time() - started}, checkpoint + ".new")
            os.replace(checkpoint + ".new", checkpoint)
    model.eval()
    return model


def export(model, path_out, sample, trained_on="people"):
    sd = {k: v.detach().numpy().astype(np.float64) for k, v in model.state_dict().items()}

    def packed(values):
        """Base64 of little-endian float32s (each rounded to 7 decimals first, as format 1 wrote
        them): half the size of decimal text, and read without a Double per weight."""
        return base64.b64encode(np.array([round(float(v), 7) for v in values.reshape(-1)], dtype="<f4").tobytes()).decode()

    def conv(name, dilation):
        w = sd[name + ".weight"]  # (out, in, k)
        return {"out": int(w.shape[0]), "in": int(w.shape[1]), "kernel": int(w.shape[2]), "dilation": dilation,
                "weight": packed(w), "bias": packed(sd[name + ".bias"])}

    layers = [conv("inp", 1)] + [conv(f"blocks.{i}", d) for i, d in enumerate((2, 4, 1))] + [conv("out", 1)]
    recurrent = None
    if model.rnn is not None:
        # PyTorch's GRU: gates in the order reset, update, new; "input" (3H × in) and "hidden"
        # (3H × H) weights with their biases, forward direction then backward.
        recurrent = {"hidden": model.rnn.hidden_size, "directions": [
            {key: packed(sd[f"rnn.{name}_l0{suffix}"]) for key, name in
             [("input", "weight_ih"), ("hidden", "weight_hh"), ("inputBias", "bias_ih"), ("hiddenBias", "bias_hh")]}
            for suffix in ("", "_reverse")]}
    x, word = sample
    with torch.no_grad():
        expected = -nll(log_probs(model, x[None]), [word])[0]
    about = ("Fit on How We Swipe (Leiva et al., MobileHCI '21), development file, participant folds 1-4 (fold 0 is "
             "never used)" if trained_on == "people" else
             "Fit on synthetic gestures alone (tecla synth swipes; its writers were fitted on How We Swipe's tuning "
             "participants, Leiva et al., MobileHCI '21)")
    out = {
        "about": f"SwipeLetterModel: a CTC letter network over SwipeLetterInput, letters {ALPHABET}. {about}; made by "
                 "Scripts/assets/train-swipe-letters.py. No gesture is stored in it but the one check below.",
        "version": 3,
        "steps": STEPS,
        "channels": CHANNELS,
        "alphabet": ALPHABET,
        "trainedOn": trained_on,
        "layers": layers,
        **({"recurrent": recurrent} if recurrent else {}),
        "check": {"input": [round(float(v), 6) for v in x.reshape(-1)], "word": word, "logProbability": float(expected)},
    }
    with open(path_out, "w") as f:
        json.dump(out, f, separators=(",", ":"))
        f.write("\n")


def alone(model, x, rows, features):
    """How often the network alone ranks the prompted word first among the decoder's candidates
    (the re-ranker feature dumps), on the given gestures."""
    index = {r["id"]: i for i, r in enumerate(rows)}
    logp = log_probs(model, x)
    top1 = n = 0
    for fpath in features:
        for line in open(fpath):
            r = json.loads(line)
            i = index.get(r["id"])
            if i is None or not r["c"]:
                continue
            cands = [c[0] for c in r["c"]]
            values = nll(logp[i][None].expand(len(cands), len(ALPHABET) + 1, STEPS), [c if path(c) else "a" for c in cands])
            n += 1
            top1 += r["c"][int(np.argmin(values))][1]
    return 100 * top1 / max(1, n)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("prefixes", nargs="+", help="letter-input dumps (PREFIX.f32 and PREFIX.jsonl)")
    parser.add_argument("--out", help="the model shipped, fit on every tuning person (with --quick: on both "
                                          "halves); required but with --fraction")
    parser.add_argument("--halves", required=True,
                        help="DIR: writes half-0.json (fit on half 1), half-1.json, both-halves.json (fit on both, "
                             "for the watched fifth's dumps), and the participant lists half-0.txt, half-1.txt, "
                             "watched.txt for the re-ranker's feature dumps")
    parser.add_argument("--features", nargs="*", default=[],
                        help="re-ranker feature dumps: report how the network alone ranks their candidates")
    parser.add_argument("--epochs", type=int, default=30)
    parser.add_argument("--width", type=int, default=96)
    parser.add_argument("--recurrent", type=int, default=0, help="H: a bidirectional GRU of H each way after the convolutions")
    parser.add_argument("--quick", action="store_true", help="trying a network: fit on both halves only")
    parser.add_argument("--only-shipped", action="store_true",
                        help="fit only the network shipped (every tuning person, and the synthetic gestures): "
                             "the synthetic-count curve, Scripts/research/swipe-synthetic-curve.sh")
    parser.add_argument("--only-halves", action="store_true",
                        help="fit only the two half networks and report each one alone (--features) on the half it "
                             "did not see and on the watched fifth: participant-disjoint folds for the synthetic-count "
                             "curve, Scripts/research/swipe-synthetic-folds.sh")
    parser.add_argument("--synthetic", nargs="*", default=[],
                        help="letter-input dumps of synthetic gestures (tecla synth swipes), mixed into every fit")
    parser.add_argument("--synthetic-count", type=int, default=0,
                        help="use the first N synthetic gestures only (0: all)")
    parser.add_argument("--synthetic-ratio", type=float, default=1.0,
                        help="synthetic gestures per real one in each epoch (default 1)")
    parser.add_argument("--checkpoints", help="DIR: save every epoch there and resume an interrupted run")
    parser.add_argument("--alphabet", default=ALPHABET,
                        help="the letters, in the dump's channel order (eval swipe --letter-alphabet; default a-z)")
    parser.add_argument("--trained-on", choices=["people", "synthetic"], default="people",
                        help="what the gestures are, written into the model: a decoder reads a synthetic-only network "
                             "with the re-rankers fitted to one")
    parser.add_argument("--exclude", help="a file of gesture ids (one a line) never fit on, with their varied copies: "
                                          "e.g. every gesture of some prompts (Scripts/research/swipe-sentence-split.py)")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--seed-offset", type=int, default=0,
                        help="added to every fit's seed (7, 8, 9): another member of an ensemble, trained alike")
    parser.add_argument("--init", help="a checkpoint (--checkpoints) to start from: pre-train on synthetic gestures, "
                                       "then fine-tune on real ones")
    parser.add_argument("--fraction", type=float, default=1.0,
                        help="learning curve: fit only the two half networks, each on this share of the other "
                             "half's people (by a hash); --out is not written (Scripts/research/swipe-learning-curve.sh)")
    args = parser.parse_args()
    if not args.out and args.fraction >= 1 and not args.only_halves:
        parser.error("--out is required (but with --fraction or --only-halves)")
    torch.set_num_threads(args.threads)
    set_alphabet(args.alphabet)
    torch.use_deterministic_algorithms(True)

    x, rows = load(args.prefixes)
    for r in rows:  # dumps made before the "path" field: the Python folding
        r.setdefault("path", path(r["word"]))
    left_out = set(open(args.exclude).read().split()) if args.exclude else set()
    keep = np.array([r["inv"] and len(r["path"]) > 0 and set(r["path"]) <= set(ALPHABET) and r["id"].split("#")[0] not in left_out
                     for r in rows])
    x, rows = x[keep], [r for r, k in zip(rows, keep) if k]
    # Varied copies (eval swipe --augment K, ids "…#aN") are trained on with their person's
    # gestures; the watched fifth's copies are never used.
    copy = np.array(["#a" in r["id"] for r in rows])
    group = np.array([-1 if watched(r["participant"]) else half(r["participant"]) for r in rows])
    words = [r["path"] for r in rows]  # what the gesture draws: path(path) is the path
    print(f"{(~copy).sum()} gestures and {copy.sum()} varied copies: halves {(group == 0).sum()} / {(group == 1).sum()}, "
          f"watched {((group == -1) & ~copy).sum()}", flush=True)
    synthetic = None
    if args.synthetic:
        sx, srows = load(args.synthetic)
        if args.synthetic_count:
            sx, srows = sx[:args.synthetic_count], srows[:args.synthetic_count]
        skeep = np.array([len(r.get("path", path(r["word"]))) > 0 and set(r.get("path", path(r["word"]))) <= set(ALPHABET)
                          for r in srows])
        sx, swords = sx[skeep], [r.get("path", path(r["word"])) for r, k in zip(srows, skeep) if k]
        synthetic = Synthetic(sx, swords, args.synthetic_ratio)
        print(f"{len(sx)} synthetic gestures, {args.synthetic_ratio:g} per real gesture each epoch", flush=True)
    fit_args = dict(synthetic=synthetic, checkpoints=args.checkpoints, init=args.init)
    os.makedirs(args.halves, exist_ok=True)
    for name, g in [("half-0", 0), ("half-1", 1), ("watched", -1)]:
        with open(os.path.join(args.halves, name + ".txt"), "w") as f:
            f.write("".join(sorted({r["participant"] + "\n" for r, k in zip(rows, group) if k == g})))

    def fit_halves(share, report=False):
        # Each half is dumped with the network fit on the other (train-swipe-reranker.py's input).
        for h in (0, 1):
            fit = (group == 1 - h) & share
            half_model = train(x[fit], [w for w, f in zip(words, fit) if f], args.epochs, args.width, 8 + h + args.seed_offset,
                               f"half {1 - h}", args.recurrent, **fit_args)
            export(half_model, os.path.join(args.halves, f"half-{h}.json"), (x[0], words[0]), args.trained_on)
            for name, seen in ([(f"half {h}", (group == h) & ~copy), ("the watched fifth", (group == -1) & ~copy)]
                               if report and args.features else []):
                score = alone(half_model, x[seen], [r for r, s in zip(rows, seen) if s], args.features)
                print(f"fit on half {1 - h}, alone on {name} ({seen.sum()} gestures): {score:.2f} %", flush=True)

    started = time.time()
    if args.fraction < 1:
        fit_halves(np.array([in_share(r["participant"], args.fraction) for r in rows]))
        print(f"trained in {time.time() - started:.0f} s; wrote {args.halves}/half-0.json, half-1.json", flush=True)
        return
    if args.only_halves:
        fit_halves(np.ones(len(rows), dtype=bool), report=True)
        print(f"trained in {time.time() - started:.0f} s; wrote {args.halves}/half-0.json, half-1.json", flush=True)
        return
    if args.only_shipped:
        fit = (group >= 0) | ~copy
        model = train(x[fit], [w for w, f in zip(words, fit) if f], args.epochs, args.width, 7 + args.seed_offset, "every tuning person",
                      args.recurrent, **fit_args)
        export(model, args.out, (x[0], words[0]), args.trained_on)
        print(f"trained in {time.time() - started:.0f} s; wrote {args.out}", flush=True)
        return
    fit = group >= 0
    model = train(x[fit], [w for w, f in zip(words, fit) if f], args.epochs, args.width, 7 + args.seed_offset, "both halves", args.recurrent,
                  **fit_args)
    export(model, args.out if args.quick else os.path.join(args.halves, "both-halves.json"), (x[0], words[0]), args.trained_on)
    seen = (group == -1) & ~copy
    if args.features:
        print(f"watched fifth: the network alone ranks the word first among the candidates "
              f"{alone(model, x[seen], [r for r, s in zip(rows, seen) if s], args.features):.2f} %", flush=True)
    if not args.quick:
        fit_halves(np.ones(len(rows), dtype=bool))
        # The network shipped learns from every tuning person, the watched fifth too: the result
        # gains about 0.4 point per doubling of the network's gestures (Scripts/research/swipe-learning-curve.sh),
        # and trees fitted on features from weaker networks rank a stronger one's as well (the
        # watched fifth's dumps use both-halves.json, which has not seen them).
        fit = (group >= 0) | ~copy
        model = train(x[fit], [w for w, f in zip(words, fit) if f], args.epochs, args.width, 7 + args.seed_offset, "every tuning person", args.recurrent,
                      **fit_args)
        export(model, args.out, (x[0], words[0]), args.trained_on)
    print(f"trained in {time.time() - started:.0f} s; wrote {args.out} and {args.halves}/", flush=True)


if __name__ == "__main__":
    sys.exit(main())
