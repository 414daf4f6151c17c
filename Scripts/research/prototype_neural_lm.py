#!/usr/bin/env python3
"""Prototype: small word-level LSTM next-word model for English chat (issue 19).

What it does
  Trains a word-level LSTM language model (case kept, ~24k-word vocabulary,
  LSTM with projection, adaptive softmax output) on CPU with one thread, and
  measures next-word prediction on chat-dev with the kebbie-style protocol used
  for the n-gram packs. In the same run it builds an interpolated Kneser-Ney
  trigram on the same training text as a comparable baseline, and times
  single-context (batch 1, one thread) inference, both full recompute and
  incremental (stateful, one LSTM step per typed word).

Inputs (read only)
  /work/shared/data/corpora/en/{selfdialogue,topical-chat,synthetic-persona-chat,
  sgd-train,gutenberg-dialogue}.txt.xz  -- training text (SGD is subsampled to
  half, Gutenberg quoted speech to ~3% of lines, both deterministic).
  /work/shared/data/corpora/en/chat-dev.txt.xz -- MEASUREMENT ONLY, never trained
  on. Non-empty lines, 0-based index i: odd lines (i % 2 == 1) are used for
  monitoring during training; even lines (i % 2 == 0) are reported once at the end.

Protocol (matches the n-gram measurements)
  Tokenize: curly apostrophes -> ', each of . , : ; ( ) " ! ? [ ] { } ~ curly
  double quotes -> space, split on whitespace. For each word at position
  i >= 1 the context is words[0:i] (the line starts fresh, no earlier turns);
  a hit is the exact word (case-sensitive) among the top 3 predictions.
  Also reported: top-1, and case-insensitive top-1/top-3 (lower-cased target
  among the lower-cased predictions). Out-of-vocabulary targets count as misses.

Outputs
  Everything goes to --out (default /tmp/nlm): tokenised data cache, model.pt,
  train.log, results.json. Nothing is written in the repository.

Seed
  --seed 1 (default) seeds python, numpy and torch; data sampling and batch
  order are deterministic. Training stops after a fixed number of tokens
  (--train-tokens), with a wall-clock cap (--max-minutes) as a safeguard only.

Run
  pip install torch numpy   # CPU is enough
  python3 Scripts/research/prototype_neural_lm.py --out /tmp/nlm
  (about 35-40 minutes on one core: ~25 min training (4M tokens), KN baseline, evaluation)
"""
import argparse
import collections
import json
import lzma
import math
import os
import random
import re
import time

import numpy as np
import torch
import torch.nn as nn

CORPORA = "/work/shared/data/corpora/en"
PUNCT = re.compile(r'[.,:;()"!?\[\]{}~\u201c\u201d]')


def tokenize(line):
    line = line.replace("\u2019", "'").replace("\u2018", "'")
    return PUNCT.sub(" ", line).split()


def read_lines(name):
    with lzma.open(os.path.join(CORPORA, name), "rt", encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line:
                yield line


def load_training(seed):
    rng = random.Random(seed)
    out = []
    for name, keep in [("selfdialogue.txt.xz", 1.0), ("topical-chat.txt.xz", 1.0),
                       ("synthetic-persona-chat.txt.xz", 1.0), ("sgd-train.txt.xz", 0.5),
                       ("gutenberg-dialogue.txt.xz", 0.03)]:
        n0 = len(out)
        for line in read_lines(name):
            if keep < 1.0 and rng.random() >= keep:
                continue
            w = tokenize(line)
            if w:
                out.append(w)
        print(f"  {name}: {len(out) - n0} lines, {sum(len(x) for x in out[n0:])} words", flush=True)
    return out


def load_dev():
    odd, even = [], []
    for i, line in enumerate(read_lines("chat-dev.txt.xz")):
        w = tokenize(line)
        (odd if i % 2 == 1 else even).append(w)
    return odd, even


PAD, BOS, UNK = 0, 1, 2


class LM(nn.Module):
    def __init__(self, V, d, h, cutoffs, dropout):
        super().__init__()
        self.emb = nn.Embedding(V, d)
        self.rnn = nn.LSTM(d, h, batch_first=True, proj_size=d)
        self.drop = nn.Dropout(dropout)
        self.out = nn.AdaptiveLogSoftmaxWithLoss(d, V, cutoffs, div_value=4.0)

    def hidden(self, x, state=None):
        y, state = self.rnn(self.drop(self.emb(x)), state)
        return self.drop(y), state


def batches(data, max_tokens, rng, maxlen):
    """Length-bucketed batches of (input, target) id arrays; data = list of id lists."""
    order = sorted(range(len(data)), key=lambda i: (min(len(data[i]), maxlen), rng.random()))
    out, cur, cur_len = [], [], 0
    for i in order:
        L = min(len(data[i]), maxlen)
        if cur and (len(cur) + 1) * max(cur_len, L) > max_tokens:
            out.append(cur)
            cur, cur_len = [], 0
        cur.append(i)
        cur_len = max(cur_len, L)
    if cur:
        out.append(cur)
    rng.shuffle(out)
    return out


def make_tensor(data, idx, maxlen):
    seqs = [[BOS] + data[i][:maxlen] for i in idx]
    T = max(len(s) for s in seqs)
    a = np.zeros((len(seqs), T), dtype=np.int64)
    for r, s in enumerate(seqs):
        a[r, :len(s)] = s
    a = torch.from_numpy(a)
    return a[:, :-1], a[:, 1:]


@torch.no_grad()
def evaluate(model, lines, w2i, words, lower_words, banned, chunk=256):
    """Top-1/top-3 exact and case-insensitive over positions i >= 1 of each line."""
    model.eval()
    n = h1 = h3 = l1 = l3 = 0
    lines = [l for l in lines if len(l) >= 2]
    for s in range(0, len(lines), chunk):
        part = lines[s:s + chunk]
        ids = [[w2i.get(w, UNK) for w in l] for l in part]
        T = max(len(x) for x in ids)
        a = np.zeros((len(ids), T), dtype=np.int64)
        for r, x in enumerate(ids):
            a[r, :len(x)] = x
        x = torch.cat([torch.full((len(ids), 1), BOS), torch.from_numpy(a[:, :-1])], 1)
        hid, _ = model.hidden(x)
        rows, tgts = [], []
        for r, l in enumerate(part):
            for i in range(1, len(l)):
                rows.append(r * T + i)   # hidden after <s> w0..w_{i-1}
                tgts.append(l[i])
        H = hid.reshape(-1, hid.shape[-1])[torch.tensor(rows)]
        lp = model.out.log_prob(H)
        lp[:, banned] = -1e9
        top = lp.topk(3, dim=1).indices.numpy()
        for k, t in enumerate(tgts):
            p = [words[j] for j in top[k]]
            n += 1
            h1 += p[0] == t
            h3 += t in p
            tl = t.lower()
            pl = [lower_words[j] for j in top[k]]
            l1 += pl[0] == tl
            l3 += tl in pl
    model.train()
    return dict(n=n, top1=h1 / n, top3=h3 / n, top1_ci=l1 / n, top3_ci=l3 / n)


# ---------------------------------------------------------------- KN baseline
class KN3:
    """Interpolated Kneser-Ney trigram (one discount per order, D=0.75)."""

    def __init__(self, data, D=0.75):
        self.D = D
        c3 = collections.Counter()
        for s in data:
            s = ["<s>", "<s>"] + s
            for i in range(2, len(s)):
                c3[(s[i - 2], s[i - 1], s[i])] += 1
        self.f3 = collections.defaultdict(dict)      # (u,v) -> {w: c}
        cc2 = collections.Counter()                  # continuation counts N1+(. v w)
        for (u, v, w), c in c3.items():
            self.f3[(u, v)][w] = c
            cc2[(v, w)] += 1
        self.f2 = collections.defaultdict(dict)      # v -> {w: N1+(. v w)}
        cc1 = collections.Counter()
        for (v, w), c in cc2.items():
            self.f2[v][w] = c
            cc1[w] += 1
        tot = sum(cc1.values())
        self.p1 = {w: c / tot for w, c in cc1.items() if w != "<s>"}
        self.top1 = sorted(self.p1, key=self.p1.get, reverse=True)[:3]
        self.t3 = {k: sum(v.values()) for k, v in self.f3.items()}
        self.t2 = {k: sum(v.values()) for k, v in self.f2.items()}
        self.cache2, self.cache3 = {}, {}

    def p2(self, v, w):
        f = self.f2.get(v)
        if not f:
            return self.p1.get(w, 0.0)
        t = self.t2[v]
        return max(f.get(w, 0) - self.D, 0) / t + self.D * len(f) / t * self.p1.get(w, 0.0)

    def top_bigram(self, v, k=3):
        r = self.cache2.get(v)
        if r is None:
            cand = set(self.f2.get(v, {})) | set(self.top1)
            cand.discard("<s>")
            r = sorted(cand, key=lambda w: -self.p2(v, w))[:k]
            self.cache2[v] = r
        return r

    def predict(self, u, v):
        key = (u, v)
        r = self.cache3.get(key)
        if r is not None:
            return r
        f = self.f3.get(key)
        if not f:
            r = self.top_bigram(v)
        else:
            t = self.t3[key]
            lam = self.D * len(f) / t
            cand = set(f) | set(self.top_bigram(v))
            r = sorted(cand, key=lambda w: -(max(f.get(w, 0) - self.D, 0) / t + lam * self.p2(v, w)))[:3]
        self.cache3[key] = r
        return r

    def evaluate(self, lines):
        n = h1 = h3 = l1 = l3 = 0
        for l in lines:
            s = ["<s>", "<s>"] + l
            for i in range(3, len(s)):
                p = self.predict(s[i - 2], s[i - 1])
                t = s[i]
                n += 1
                h1 += bool(p) and p[0] == t
                h3 += t in p
                pl = [x.lower() for x in p]
                l1 += bool(pl) and pl[0] == t.lower()
                l3 += t.lower() in pl
        return dict(n=n, top1=h1 / n, top3=h3 / n, top1_ci=l1 / n, top3_ci=l3 / n)


# ---------------------------------------------------------------- timing
@torch.no_grad()
def time_inference(model, banned, reps=300):
    model.eval()
    ctx = torch.randint(3, 2000, (1, 12))
    # full recompute of a 12-word context
    for _ in range(10):
        model.out.log_prob(model.hidden(ctx)[0][:, -1]).topk(3)
    t = time.perf_counter()
    for _ in range(reps):
        lp = model.out.log_prob(model.hidden(ctx)[0][:, -1])
        lp[:, banned] = -1e9
        lp.topk(3)
    full = (time.perf_counter() - t) / reps
    # incremental: one LSTM step from cached state + full-vocab scores + top-3
    _, st = model.hidden(ctx[:, :-1])
    x = ctx[:, -1:]
    t = time.perf_counter()
    for _ in range(reps):
        h, _ = model.hidden(x, st)
    step = (time.perf_counter() - t) / reps
    t = time.perf_counter()
    for _ in range(reps):
        lp = model.out.log_prob(h[:, -1])
        lp[:, banned] = -1e9
        lp.topk(3)
    head = (time.perf_counter() - t) / reps
    model.train()
    return dict(full_recompute_12w_ms=full * 1e3, lstm_step_ms=step * 1e3,
                output_layer_topk_ms=head * 1e3, incremental_total_ms=(step + head) * 1e3)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--out", default="/tmp/nlm")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--vocab", type=int, default=24000)
    ap.add_argument("--dim", type=int, default=192)
    ap.add_argument("--hidden", type=int, default=768)
    ap.add_argument("--dropout", type=float, default=0.1)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--batch-tokens", type=int, default=3072)
    ap.add_argument("--maxlen", type=int, default=48)
    ap.add_argument("--train-tokens", type=float, default=4.0e6)
    ap.add_argument("--max-minutes", type=float, default=26)
    ap.add_argument("--eval-every", type=int, default=300, help="steps between odd-sample checks")
    ap.add_argument("--odd-sample", type=int, default=2000)
    ap.add_argument("--skip-kn", action="store_true")
    args = ap.parse_args()

    torch.set_num_threads(1)
    random.seed(args.seed)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    os.makedirs(args.out, exist_ok=True)
    log = open(os.path.join(args.out, "train.log"), "a")

    def say(*a):
        s = " ".join(str(x) for x in a)
        print(s, flush=True)
        log.write(s + "\n")
        log.flush()

    t0 = time.time()
    say("args", vars(args))
    train = load_training(args.seed)
    odd, even = load_dev()
    say(f"training lines {len(train)} words {sum(map(len, train))}; dev odd {len(odd)} even {len(even)}")

    cnt = collections.Counter(w for s in train for w in s)
    words = ["<pad>", "<s>", "<unk>"] + [w for w, _ in cnt.most_common(args.vocab - 3)]
    w2i = {w: i for i, w in enumerate(words)}
    lower_words = [w.lower() for w in words]
    V = len(words)
    cover = sum(cnt[w] for w in words[3:]) / sum(cnt.values())
    say(f"vocab {V}, training-token coverage {cover:.4f}")
    data = [[w2i.get(w, UNK) for w in s] for s in train]
    banned = torch.tensor([PAD, BOS, UNK])

    model = LM(V, args.dim, args.hidden, [2000, 8000], args.dropout)
    nparams = sum(p.numel() for p in model.parameters())
    say(f"params {nparams} (int8 {nparams / 1e6:.2f} MB, fp16 {2 * nparams / 1e6:.2f} MB)")
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)

    rng = random.Random(args.seed)
    odd_sample = [odd[i] for i in np.linspace(0, len(odd) - 1, args.odd_sample).astype(int)]
    est_steps = None
    seen, step, epoch = 0, 0, 0
    t_train = time.time()
    best = None
    stop = False
    while not stop:
        bl = batches(data, args.batch_tokens, rng, args.maxlen)
        if est_steps is None:
            toks_per_epoch = sum(min(len(s), args.maxlen) for s in data)
            est_steps = int(args.train_tokens / toks_per_epoch * len(bl)) + 1
            say(f"batches/epoch {len(bl)}, planned steps {est_steps}")
        for idx in bl:
            frac = min(step / est_steps, 1.0)
            lr = args.lr * (0.5 * (1 + math.cos(math.pi * frac)) * 0.95 + 0.05) * min(1.0, (step + 1) / 200)
            for g in opt.param_groups:
                g["lr"] = lr
            x, y = make_tensor(data, idx, args.maxlen)
            hid, _ = model.hidden(x)
            m = y.reshape(-1) != PAD
            loss = model.out(hid.reshape(-1, hid.shape[-1])[m], y.reshape(-1)[m]).loss
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            seen += int(m.sum())
            step += 1
            el = time.time() - t_train
            if step % 50 == 0:
                say(f"step {step} tokens {seen} loss {loss.item():.3f} ppl {math.exp(loss.item()):.1f} "
                    f"lr {lr:.2e} {seen / el:.0f} tok/s {el / 60:.1f} min")
            if step % args.eval_every == 0:
                r = evaluate(model, odd_sample, w2i, words, lower_words, banned)
                say(f"  odd-sample({args.odd_sample} lines) {r}")
            if step >= est_steps or el > args.max_minutes * 60:
                if el > args.max_minutes * 60:
                    say("stopped by wall-clock cap")
                stop = True
                break
        epoch += 1
    train_secs = time.time() - t_train
    torch.save(model.state_dict(), os.path.join(args.out, "model.pt"))
    say(f"trained {step} steps, {seen} tokens, {train_secs / 60:.1f} min")

    res = dict(params=nparams, int8_MB=nparams / 1e6, fp16_MB=2 * nparams / 1e6, vocab=V,
               train_minutes=train_secs / 60, tokens_seen=seen, steps=step, args=vars(args))
    te = time.time()
    res["lstm_odd_full"] = evaluate(model, odd, w2i, words, lower_words, banned)
    say("LSTM odd (all lines)", res["lstm_odd_full"])
    res["lstm_even_full"] = evaluate(model, even, w2i, words, lower_words, banned)
    say("LSTM even (all lines, reported once)", res["lstm_even_full"])
    say(f"eval time {time.time() - te:.0f}s")
    res["timing"] = time_inference(model, banned)
    say("timing (1 thread, batch 1, PyTorch eager)", res["timing"])

    if not args.skip_kn:
        tk = time.time()
        kn = KN3(train)
        say(f"KN3 built in {time.time() - tk:.0f}s")
        res["kn3_odd_full"] = kn.evaluate(odd)
        say("KN3 odd", res["kn3_odd_full"])
        res["kn3_even_full"] = kn.evaluate(even)
        say("KN3 even", res["kn3_even_full"])
    res["total_minutes"] = (time.time() - t0) / 60
    with open(os.path.join(args.out, "results.json"), "w") as f:
        json.dump(res, f, indent=1)
    say(f"total {res['total_minutes']:.1f} min")


if __name__ == "__main__":
    main()
