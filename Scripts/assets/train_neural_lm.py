#!/usr/bin/env python3
"""Trains the English neural next-word model (a CIFG-LSTM) and exports it as a `.teclalm` file.

Why
  A trigram cannot generalise ("how was your favorite" from "what was your favorite"); a small
  recurrent model over the whole sentence can. Gboard's model of this shape (Hard et al. 2018,
  CIFG-LSTM, 1.4 M parameters) raised suggestion clicks by 10 % over its n-gram. The keyboard
  mixes this model with the pack's trigram, the user model and the user dictionary
  (Guides/NeuralLanguageModel.md).

Data (make it first; ids come from the pack, so the model sees exactly what the keyboard sees)
  DATA=/tmp/nlm-data; PACK=Sources/TeclaPacks/Resources/en.teclapack
  Scripts/assets/neural-lm-data.sh ../shared/data $PACK $DATA
  It writes one `tecla pack tokenize` id stream per source and `words.tsv` (`tecla pack words`).

Model
  Tied input/output embedding E (V x d); a CIFG-LSTM cell (coupled input and forget gates:
  i = 1 - f) of `--cell` units whose output is projected back to d; logits = E r + b.
  The vocabulary is the pack's lexicon: its `--vocab` most frequent words in the training
  stream (case forms are separate words, as in the lexicon), plus <s>, </s> and <unk>, in
  model-id order so that a lexicon prefix range is a contiguous slice of the vocabulary.

Determinism, checkpoints, resume
  --seed fixes data order, dropout and initialisation; torch runs deterministic algorithms on
  --threads threads. The run is defined by --train-tokens (not by time): a linear warm-up of
  --warmup steps, then a linear decay to 5 % at the last step. Every --checkpoint-every steps
  (and when --max-minutes runs out) the model, optimiser, schedule and data position are saved
  to OUT/checkpoint.pt; running the same command again resumes from it and ends with the same
  weights as an uninterrupted run.

A lent GPU
  --device cuda trains on a GPU (TF32 matrix products; deterministic kernels where torch has
  them, warnings where it does not), typically with --negatives 0 (the full softmax) and
  --batch-tokens 32768. --prepared FILE.npz caches the sources as model rows (28 MB compressed
  with Gutenberg's speech), so only that file and words.tsv need to travel. --minutes-budget M
  times steps 20-100 and one monitoring pass, then fixes the run's length to end within M
  minutes; the manifest records the --train-tokens that reproduces the run. --keep-best exports
  the monitored state with the best chat-dev odd top-3 (early stopping on odd lines). The same
  command on the same GPU and torch gives the same weights; on a CPU it runs the same algorithm
  with other rounding.

Export
  --export PATH writes the model (int8 weights with one float32 scale per row, float32 biases)
  in the pack container format (Sources/TeclaLanguage/Pack/PackFormat.swift), with a JSON
  manifest (sources and licenses, seed, command, time taken, held-out figure, the pack's
  content checksum), and --golden PATH a golden-output file the Swift tests check against.

Measuring
  Training monitors next-word top-3 on chat-dev's ODD lines only (the keyboard's figures are
  reported on even lines by `tecla eval prediction`). chat-dev is never trained on.
"""
import argparse
import json
import math
import os
import random
import struct
import sys
import time
import zlib

# cuBLAS is deterministic only with a fixed workspace; it must be set before CUDA starts.
os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pack_container import pack_container  # noqa: E402

# Training sources: stream file (from `tecla pack tokenize`), default weight (times counted per
# epoch; --weight NAME=W changes it, 0 leaves the source out), display name, license. The
# vocabulary is chosen from the chat-like sources alone (the first five), so adding dated text
# such as Gutenberg's quoted speech never changes which words the model can offer.
ENGLISH_SOURCES = [
    ("tatoeba-everyday.u32", 1, "tatoeba-en.txt.xz (cleaned by Scripts/assets/everyday_english.py)",
     "CC-BY-2.0-FR (Tatoeba (tatoeba.org) contributors; www.manythings.org/anki)"),
    ("selfdialogue.u32", 1, "selfdialogue.txt.xz", "BSD-3-Clause"),
    ("topical-chat.u32", 1, "topical-chat.txt.xz", "CDLA-Sharing-1.0"),
    ("synthetic-persona-chat.u32", 1, "synthetic-persona-chat.txt.xz", "CC-BY-4.0"),
    ("sgd-train.u32", 1, "sgd-train.txt.xz", "CC-BY-SA-4.0"),
    ("gutenberg-dialogue.u32", 0, "gutenberg-dialogue.txt.xz (every other line)", "public-domain (US)"),
]
# Korean and Arabic (BENCHMARKS.md, "Korean and Arabic neural models"): each pack's own running
# text and Tatoeba's sentences (`LANGUAGE=ko|ar Scripts/assets/neural-lm-data.sh`).
TATOEBA_LICENSE = "CC-BY-2.0-FR (Tatoeba (tatoeba.org) contributors; www.manythings.org/anki)"
LANGUAGES = {
    "en": (ENGLISH_SOURCES, 5, "chat-dev odd lines"),
    "ko": ([("nsmc-reviews.u32", 1, "nsmc-reviews.txt.xz", "CC0-1.0"),
            ("tatoeba-ko.u32", 1, "tatoeba-ko.txt.xz", TATOEBA_LICENSE)], 2, "chatbot-dev odd rows (Q and A)"),
    "ar": ([("shami.u32", 1, "shami.txt.xz (bare spellings rewritten by Scripts/assets/arabic_written_forms.py)",
             "Apache-2.0"),
            ("tatoeba-ar.u32", 1, "tatoeba-ar.txt.xz (rewritten alike; names and violent lines out: Scripts/assets/everyday_arabic.py)", TATOEBA_LICENSE)], 2,
           "FLORES arb dev odd lines"),
}
SENTENCE_END_MARK = 0xFFFFFFFF
# `tecla pack tokenize --turns`: a sentence boundary inside a line (a turn). The model reads it as
# <s> and learns to predict </s> before it.
SENTENCE_BOUNDARY_MARK = 0xFFFFFFFE
FORMAT = "tecla-neural-lm 1"


def read_sentences(path, maxlen, sentence_start_id):
    """The records of an id stream (sentences, or turns whose boundaries become `<s>`)."""
    ids = np.fromfile(path, dtype="<u4").astype(np.int64)
    ids[ids == SENTENCE_BOUNDARY_MARK] = sentence_start_id
    ends = np.flatnonzero(ids == SENTENCE_END_MARK)
    out, start = [], 0
    for end in ends:
        if end > start:
            out.append(ids[start:min(end, start + maxlen)])
        start = end + 1
    return out


class CIFGLSTM(nn.Module):
    def __init__(self, V, d, h, dropout):
        super().__init__()
        self.d, self.h = d, h
        self.emb = nn.Embedding(V, d)
        nn.init.normal_(self.emb.weight, std=0.05)
        self.gates_x = nn.Linear(d, 3 * h)          # forget, candidate, output
        self.gates_r = nn.Linear(d, 3 * h, bias=False)
        self.proj = nn.Linear(h, d, bias=False)
        self.out_bias = nn.Parameter(torch.zeros(V))
        self.drop = nn.Dropout(dropout)
        with torch.no_grad():
            self.gates_x.bias[:h].fill_(1.0)  # remember by default

    def forward(self, x):
        B, T = x.shape
        gx = self.gates_x(self.drop(self.emb(x)))
        r = x.new_zeros((B, self.d), dtype=torch.float32)
        c = x.new_zeros((B, self.h), dtype=torch.float32)
        outs = []
        for t in range(T):
            g = gx[:, t] + self.gates_r(r)
            f, z, o = g.chunk(3, dim=-1)
            f = torch.sigmoid(f)
            c = f * c + (1 - f) * torch.tanh(z)
            r = self.proj(torch.sigmoid(o) * torch.tanh(c))
            outs.append(r)
        return self.drop(torch.stack(outs, 1))

    def logits(self, y):
        return y @ self.emb.weight.t() + self.out_bias

    def sampled_loss(self, y, targets, log_q, negatives):
        """Sampled softmax (Jean et al. 2015): the batch's own targets and `negatives` drawn from
        q stand in for the whole vocabulary, each logit corrected by log(expected draws), so a step
        costs a fraction of the full softmax while estimating the same gradient."""
        keep = targets >= 0
        y, targets = y[keep], targets[keep]
        cand, inverse = torch.unique(torch.cat([targets, negatives]), return_inverse=True)
        logits = y @ self.emb.weight[cand].t() + self.out_bias[cand] - log_q[cand]
        return F.cross_entropy(logits, inverse[:len(targets)])


def make_batches(n_sent, lengths, batch_tokens, seed):
    """Sentences of about one length share a batch (little padding); batches in random order."""
    rng = np.random.default_rng(seed)
    lengths = np.asarray(lengths) + 1
    order = np.lexsort((rng.random(n_sent), lengths))
    batches, start, count = [], 0, 0
    for pos, L in enumerate(lengths[order].tolist()):
        # Sorted by length, so the batch's longest sentence is the one being added.
        if count and (count + 1) * L > batch_tokens:
            batches.append(order[start:pos])
            start, count = pos, 0
        count += 1
    batches.append(order[start:])
    rng.shuffle(batches)
    return batches


def tensors(sents, idx, bos, eos, pad, device="cpu"):
    seqs = [sents[i] for i in idx]
    T = max(len(s) for s in seqs) + 1
    x = np.full((len(seqs), T), pad, dtype=np.int64)
    y = np.full((len(seqs), T), -100, dtype=np.int64)
    for r, s in enumerate(seqs):
        x[r, 0] = bos
        x[r, 1:len(s) + 1] = s
        y[r, :len(s)] = s
        y[r, len(s)] = eos
    # Inside a turn, <s> is read where a sentence began, after the </s> predicted before it.
    y[y == bos] = eos
    return torch.from_numpy(x).to(device), torch.from_numpy(y).to(device)


@torch.no_grad()
def monitor(model, dev, bos, eos, unk, not_offered, device="cpu"):
    """Top-1/top-3 of the exact next word over dev sentences (targets out of vocabulary miss;
    </s>, <unk> and <s> are never offered), and perplexity over in-vocabulary targets."""
    model.eval()
    hits1 = hits3 = total = 0
    nll, n = 0.0, 0
    for start in range(0, len(dev), 256):
        chunk = dev[start:start + 256]
        x, y = tensors(chunk, range(len(chunk)), bos, eos, 0, device)
        logits = model.logits(model(x))
        logp = F.log_softmax(logits, -1)
        mask = y >= 0
        nll -= logp.gather(-1, y.clamp(min=0).unsqueeze(-1)).squeeze(-1)[mask].sum().item()
        n += int(mask.sum())
        logits[:, :, not_offered] = -1e9
        top = logits.topk(3, -1).indices.cpu()
        y = y.cpu()
        for r, s in enumerate(chunk):
            for t in range(1, len(s)):  # the first word is not predicted from a context
                target = int(y[r, t])
                if target == eos:  # a turn's sentence boundary
                    continue
                total += 1
                if target == unk:
                    continue
                row = top[r, t].tolist()
                hits1 += row[0] == target
                hits3 += target in row
    model.train()
    return {"top1": hits1 / max(1, total), "top3": hits3 / max(1, total), "ppl": math.exp(nll / max(1, n))}


def quantize_rows(m):
    """int8 weights with one float32 scale per row: w ≈ q * scale."""
    m = m.astype(np.float32)
    scale = np.abs(m).max(axis=1) / 127.0
    scale[scale == 0] = 1.0
    q = np.clip(np.rint(m / scale[:, None]), -127, 127).astype(np.int8)
    return q, scale.astype(np.float32)


class QuantizedModel:
    """The exported model evaluated in numpy float32 exactly as the Swift kernels do: one step per
    word, int8 rows times float inputs, scaled per row."""

    def __init__(self, q):
        self.q = q
        self.d, self.h = q["dim"], q["cell"]

    @staticmethod
    def matvec(qm, scale, x):
        return (qm.astype(np.float32) @ x.astype(np.float32)) * scale

    def start(self):
        return np.zeros(self.d, np.float32), np.zeros(self.h, np.float32)

    def step(self, state, row):
        q, d, h = self.q, self.d, self.h
        r, c = state
        e = q["emb"][row].astype(np.float32) * q["emb_scale"][row]
        g = self.matvec(q["gates"], q["gates_scale"], np.concatenate([e, r])) + q["gates_bias"]
        f = 1 / (1 + np.exp(-g[:h]))
        c = f * c + (1 - f) * np.tanh(g[h:2 * h])
        hid = (1 / (1 + np.exp(-g[2 * h:]))) * np.tanh(c)
        r = self.matvec(q["proj"], q["proj_scale"], hid)
        logits = self.matvec(q["emb"], q["emb_scale"], r) + q["out_bias"]
        m = logits.max()
        logp = logits - m - np.log(np.exp(logits - m).sum())
        return (r.astype(np.float32), c.astype(np.float32)), logp.astype(np.float32)


# Contexts of the golden-output file: written here, not taken from any corpus.
GOLDEN_SENTENCES = ["How was your day", "I love you so much", "Happy birthday to you", "See you tomorrow at the station"]


def export(model, vocab_ids, args, manifest, path, golden_path, words, row_of):
    sd = {k: v.detach().cpu().numpy() for k, v in model.state_dict().items()}
    emb, emb_scale = quantize_rows(sd["emb.weight"])
    gates, gates_scale = quantize_rows(np.concatenate([sd["gates_x.weight"], sd["gates_r.weight"]], axis=1))
    proj, proj_scale = quantize_rows(sd["proj.weight"])
    q = {"dim": args.dim, "cell": args.cell, "emb": emb, "emb_scale": emb_scale, "gates": gates,
         "gates_scale": gates_scale, "gates_bias": sd["gates_x.bias"].astype(np.float32), "proj": proj,
         "proj_scale": proj_scale, "out_bias": sd["out_bias"].astype(np.float32)}
    shape = np.array([len(vocab_ids), args.dim, args.cell], dtype="<u4")
    sections = {
        "MANI": (1, json.dumps(manifest, indent=2, sort_keys=True).encode()),
        "NSHP": (4, shape.tobytes()),
        "NVOC": (4, np.asarray(vocab_ids, dtype="<u4").tobytes()),
        "NEMB": (1, emb.tobytes()),
        "NEMS": (4, emb_scale.astype("<f4").tobytes()),
        "NGAT": (1, gates.tobytes()),
        "NGAS": (4, gates_scale.astype("<f4").tobytes()),
        "NGAB": (4, q["gates_bias"].astype("<f4").tobytes()),
        "NPRJ": (1, proj.tobytes()),
        "NPRS": (4, proj_scale.astype("<f4").tobytes()),
        "NOUB": (4, q["out_bias"].astype("<f4").tobytes()),
    }
    data = pack_container(sections)
    with open(path + ".tmp", "wb") as f:
        f.write(data)
    os.replace(path + ".tmp", path)
    print(f"exported {path}: {len(data)} bytes", flush=True)
    if golden_path:
        qm = QuantizedModel(q)
        cases = []
        model_id = {w[1].lower(): int(w[0]) for w in reversed(words)}  # "How" is read as "how"
        model_id.update({w[1]: int(w[0]) for w in reversed(words)})
        unknown_row = row_of[manifest["specialIDs"]["unknown"]]
        for sentence in GOLDEN_SENTENCES:
            s = [row_of.get(model_id.get(word, model_id.get(word.lower(), -1)), unknown_row) for word in sentence.split()]
            state = qm.start()
            row = row_of[manifest["specialIDs"]["sentenceStart"]]
            steps = []
            for w in list(s[:6]):
                state, logp = qm.step(state, row)
                top = np.argsort(-logp, kind="stable")[:5]
                steps.append({"top": [int(vocab_ids[i]) for i in top], "logProb": [float(logp[i]) for i in top]})
                row = int(w)
            cases.append({"context": [int(vocab_ids[w]) for w in s[:6]], "steps": steps})
        golden = {"model": os.path.basename(path), "contentChecksum": manifest["packContentChecksum"], "cases": cases,
                  "note": "written by Scripts/assets/train_neural_lm.py --export: top-5 model ids and natural-log probabilities "
                          "before each word of the context (the first before any word), from the int8 weights in float32"}
        with open(golden_path, "w") as f:
            json.dump(golden, f, indent=1)
        print(f"golden outputs {golden_path}", flush=True)


def load_data(args, say):
    """The training stream as model rows (one array per sentence, each source counted its weight
    times), the vocabulary and its statistics. --prepared caches the unweighted sources as model
    rows (they fit 16 bits) with the vocabulary, so a GPU machine can train without the pack, the
    tokenizer or the raw id streams; weights still apply when it is read."""
    sources, vocabulary_sources, _ = LANGUAGES[args.language]
    weights = [args.weights.get(name.split(".")[0], weight) for name, weight, _, _ in sources]
    if args.prepared and os.path.exists(args.prepared):
        z = np.load(args.prepared)
        flat, lengths = z["rows"].astype(np.int64), z["lengths"].astype(np.int64)
        starts = np.concatenate([[0], np.cumsum(lengths)[:-1]])
        sentences = [flat[a:a + n] for a, n in zip(starts, lengths)]
        bounds = np.concatenate([[0], np.cumsum(z["source_sentences"])])
        streams = [sentences[bounds[i]:bounds[i + 1]] for i in range(len(sources))]
        missing = [sources[i][0] for i, w in enumerate(weights) if w > 0 and not streams[i]]
        if missing:
            sys.exit(f"{args.prepared} lacks {', '.join(missing)}")
        vocab_ids, words = [int(v) for v in z["vocab_ids"]], int(z["words"])
        covered, total = int(z["covered"]), int(z["total"])
        say(f"prepared data {args.prepared}")
    else:
        words = sum(1 for _ in open(os.path.join(args.data, "words.tsv"), encoding="utf-8"))
        BOS_ID, EOS_ID, UNK_ID = words, words + 1, words + 2
        streams = [read_sentences(os.path.join(args.data, name), args.maxlen, BOS_ID) if w > 0 else []
                   for (name, _, _, _), w in zip(sources, weights)]
        counts = np.zeros(words + 3, dtype=np.int64)
        for s, w in list(zip(streams, weights))[:vocabulary_sources]:
            if w > 0:
                counts += np.bincount(np.concatenate(s), minlength=words + 3) * w
        counts[[BOS_ID, EOS_ID, UNK_ID]] = 0
        kept = np.argsort(-counts, kind="stable")[:args.vocab]
        kept = kept[counts[kept] > 0]
        vocab_ids = sorted(int(i) for i in kept) + [BOS_ID, EOS_ID, UNK_ID]
        covered, total = int(counts[kept].sum()), int(counts.sum())
        lookup = np.full(words + 3, len(vocab_ids) - 1, dtype=np.int64)  # <unk> is the last row
        for r, w in enumerate(vocab_ids):
            lookup[w] = r
        streams = [[lookup[x] for x in s] for s in streams]
        if args.prepared:
            flat = [x for s in streams for x in s]
            np.savez(args.prepared, rows=np.concatenate(flat).astype(np.uint16),
                     lengths=np.array([len(x) for x in flat], dtype=np.uint16),
                     source_sentences=np.array([len(s) for s in streams]), vocab_ids=np.array(vocab_ids),
                     words=words, covered=covered, total=total)
            say(f"wrote {args.prepared}")
    rows = []
    for s, w in zip(streams, weights):
        rows.extend(s * w)
    return {"rows": rows, "vocab_ids": vocab_ids, "words": words, "weights": weights,
            "source_tokens": [int(sum(len(x) for x in s)) if w > 0 else 0 for s, w in zip(streams, weights)],
            "covered": covered, "total": total}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--language", default="en", choices=sorted(LANGUAGES),
                    help="which sources (neural-lm-data.sh's LANGUAGE) and held-out text")
    ap.add_argument("--data", help="folder with the id streams and words.tsv")
    ap.add_argument("--prepared", help="the stream as model rows (.npz): written from --data when absent, else read")
    ap.add_argument("--weight", action="append", default=[], metavar="SOURCE=W",
                    help="times a source counts per epoch (e.g. gutenberg-dialogue=1); 0 leaves it out")
    ap.add_argument("--dev", help="chat-dev odd lines as ids (`tecla pack tokenize`), for monitoring")
    ap.add_argument("--out", required=True, help="checkpoints and log")
    ap.add_argument("--pack-checksum", required=True, help="the pack's contentChecksum (tecla pack inspect)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--device", default="cpu", help="cpu or cuda")
    ap.add_argument("--vocab", type=int, default=16384, help="lexicon words kept (plus 3 special tokens)")
    ap.add_argument("--dim", type=int, default=160)
    ap.add_argument("--cell", type=int, default=512)
    ap.add_argument("--dropout", type=float, default=0.05)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--warmup", type=int, default=300, help="steps of linear warm-up before the linear decay")
    ap.add_argument("--batch-tokens", type=int, default=4096)
    ap.add_argument("--negatives", type=int, default=1024, help="sampled-softmax negatives per step; 0: full softmax")
    ap.add_argument("--maxlen", type=int, default=40)
    ap.add_argument("--train-tokens", type=float, default=2.0e7)
    ap.add_argument("--minutes-budget", type=float,
                    help="time the first steps and shorten the run to end in this many minutes; the manifest "
                         "records the --train-tokens that reproduces it")
    ap.add_argument("--keep-best", action="store_true",
                    help="export the monitored state with the best chat-dev odd top-3 (early stopping)")
    ap.add_argument("--checkpoint-every", type=int, default=200)
    ap.add_argument("--monitor-every", type=int, default=1000)
    ap.add_argument("--max-minutes", type=float, default=1e9, help="checkpoint and stop after this long (resume later)")
    ap.add_argument("--mix-weight", type=float,
                    help="the weight the keyboard mixes the model with (0-1), chosen on odd dev lines with "
                         "`tecla eval prediction --neural-weight`; written to the manifest (the keyboard's default: 0.7)")
    ap.add_argument("--turns", action="store_true",
                    help="the data holds whole turns (`tecla pack tokenize --turns`): the manifest says the model reads the "
                         "message's earlier sentences, <s> between them")
    ap.add_argument("--export", help="write the .teclalm model here when training is done")
    ap.add_argument("--golden", help="write golden outputs for the Swift tests here")
    ap.add_argument("--save-weights", help="also write the float weights (float16, torch.save) here")
    ap.add_argument("--export-checkpoint", action="store_true", help="export the latest checkpoint as it is (a preview) and stop")
    ap.add_argument("--prepare-only", action="store_true", help="write --prepared and stop")
    args = ap.parse_args()
    if args.mix_weight is not None and not 0 <= args.mix_weight <= 1:
        sys.exit("--mix-weight is between 0 and 1")
    sources, _, dev_text = LANGUAGES[args.language]
    args.weights = {k: int(v) for k, v in (w.split("=", 1) for w in args.weight)}
    device = torch.device(args.device)

    torch.set_num_threads(args.threads)
    # warn_only on CUDA: an op without a deterministic kernel must not end a run on a lent GPU.
    torch.use_deterministic_algorithms(True, warn_only=device.type == "cuda")
    if device.type == "cuda":
        torch.backends.cuda.matmul.allow_tf32 = True
        torch.backends.cudnn.allow_tf32 = True
    random.seed(args.seed)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    os.makedirs(args.out, exist_ok=True)
    log = open(os.path.join(args.out, "train.log"), "a")

    def say(msg):
        print(msg, flush=True)
        log.write(msg + "\n")
        log.flush()

    data = load_data(args, say)
    if args.prepare_only:
        return
    words_tsv = [line.rstrip("\n").split("\t") for line in open(os.path.join(args.data, "words.tsv"), encoding="utf-8")] \
        if args.golden and args.data else None
    rows, vocab_ids = data["rows"], data["vocab_ids"]
    W = data["words"]
    BOS_ID, EOS_ID, UNK_ID = W, W + 1, W + 2
    V = len(vocab_ids)
    row_of = {w: r for r, w in enumerate(vocab_ids)}
    lengths = [len(s) for s in rows]
    tokens_per_epoch = sum(lengths) + len(rows)
    bos, eos, unk = row_of[BOS_ID], row_of[EOS_ID], row_of[UNK_ID]
    say(f"{len(rows)} sentences, {tokens_per_epoch} tokens per epoch; vocabulary {V}: "
        f"{data['covered'] / max(1, data['total']):.4f} of known-word tokens")
    dev = []
    if args.dev:
        lookup = np.full(W + 3, unk, dtype=np.int64)
        for w, r in row_of.items():
            lookup[w] = r
        dev = [lookup[s] for s in read_sentences(args.dev, args.maxlen, BOS_ID) if len(s) >= 2][:3000]

    # Negatives for the sampled softmax: unigram^0.75 over the vocabulary (never <s>).
    row_counts = np.bincount(np.concatenate(rows), minlength=V).astype(np.float64)
    row_counts[eos] = len(rows)
    row_counts[bos] = 0
    q = torch.tensor(row_counts ** 0.75 / (row_counts ** 0.75).sum(), dtype=torch.float32, device=device)
    log_q = torch.log(torch.clamp(q * max(1, args.negatives), max=1.0) + 1e-12)
    model = CIFGLSTM(V, args.dim, args.cell, args.dropout).to(device)
    params = sum(p.numel() for p in model.parameters())
    say(f"parameters {params}")
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    total_steps = max(1, int(args.train_tokens // args.batch_tokens))
    # The decay starts after the warm-up, so a run's first steps do not depend on its length
    # (what --minutes-budget needs to time them).
    schedule = lambda step, total: min(1.0, (step + 1) / args.warmup) * max(
        0.05, 1 - max(0, step - args.warmup) / max(1, total - args.warmup))
    ckpt_path = os.path.join(args.out, "checkpoint.pt")
    state = {"step": 0, "epoch": 0, "batch": 0, "tokens": 0, "seconds": 0.0, "total_steps": None,
             "best": None}
    best_weights = None

    def rng_states():
        return {"cpu": torch.get_rng_state(), "cuda": torch.cuda.get_rng_state() if device.type == "cuda" else None}

    if os.path.exists(ckpt_path):
        ck = torch.load(ckpt_path, weights_only=False, map_location=device)
        model.load_state_dict(ck["model"])
        opt.load_state_dict(ck["opt"])
        state.update(ck["state"])
        rng = ck["torch_rng"]
        torch.set_rng_state(rng["cpu"] if isinstance(rng, dict) else rng)
        if isinstance(rng, dict) and rng.get("cuda") is not None and device.type == "cuda":
            torch.cuda.set_rng_state(rng["cuda"])
        best_weights = ck.get("best_weights")
        say(f"resumed at step {state['step']} ({state['tokens']} tokens, {state['seconds'] / 60:.1f} min)")
    if state["total_steps"]:
        total_steps = state["total_steps"]

    def save():
        ck = {"model": model.state_dict(), "opt": opt.state_dict(), "state": state, "torch_rng": rng_states(),
              "best_weights": best_weights}
        torch.save(ck, ckpt_path + ".tmp")
        os.replace(ckpt_path + ".tmp", ckpt_path)

    began = time.time()
    base_seconds = state["seconds"]
    stopped = False
    timed_from = None
    if args.export_checkpoint:
        total_steps = state["step"]
    while state["step"] < total_steps and not stopped:
        batches = make_batches(len(rows), lengths, args.batch_tokens, args.seed * 1000 + state["epoch"])
        while state["batch"] < len(batches) and state["step"] < total_steps:
            batch = batches[state["batch"]]
            x, y = tensors(rows, batch, bos, eos, 0, device)
            for group in opt.param_groups:
                group["lr"] = args.lr * schedule(state["step"], total_steps)
            y_out = model(x)
            if args.negatives > 0:
                negatives = torch.multinomial(q, args.negatives, replacement=True)
                loss = model.sampled_loss(y_out.reshape(-1, args.dim), y.reshape(-1), log_q, negatives)
            else:
                loss = F.cross_entropy(model.logits(y_out.reshape(-1, args.dim)), y.reshape(-1), ignore_index=-100)
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            state["step"] += 1
            state["batch"] += 1
            state["tokens"] += sum(lengths[i] + 1 for i in batch.tolist())
            state["seconds"] = base_seconds + time.time() - began
            if args.minutes_budget and state["total_steps"] is None:
                # Time steps 20-100 (inside the warm-up, whose rates do not depend on the length),
                # then fix the run's length so that it ends inside the budget.
                if state["step"] == 20:
                    timed_from = time.time()
                elif state["step"] == min(100, args.warmup):
                    per_step = (time.time() - timed_from) / (state["step"] - 20)
                    monitor_cost = 0.0
                    if dev:  # monitoring is part of the run's time (it reads no random numbers)
                        timed_monitor = time.time()
                        monitor(model, dev, bos, eos, unk, [bos, eos, unk], device)
                        monitor_cost = time.time() - timed_monitor
                    left = args.minutes_budget * 60 - (time.time() - began) - 2 * monitor_cost
                    fits = state["step"] + max(0, int(0.9 * left / (per_step + monitor_cost / args.monitor_every)))
                    total_steps = state["total_steps"] = min(total_steps, fits)
                    args.train_tokens = float(total_steps * args.batch_tokens)
                    say(f"{per_step * 1000:.1f} ms a step: the run is {total_steps} steps "
                        f"(--train-tokens {args.train_tokens:.0f})")
            if state["step"] % 50 == 0:
                say(f"step {state['step']}/{total_steps} epoch {state['epoch']} loss {loss.item():.3f} "
                    f"tokens {state['tokens']} {state['tokens'] / max(1e-9, state['seconds']):.0f} tok/s")
            if dev and state["step"] % args.monitor_every == 0:
                figures = monitor(model, dev, bos, eos, unk, [bos, eos, unk], device)
                say(f"  {dev_text}: {json.dumps(figures)}")
                if args.keep_best and (state["best"] is None or figures["top3"] > state["best"]["top3"]):
                    state["best"] = dict(figures, step=state["step"])
                    best_weights = {k: v.detach().cpu().clone() for k, v in model.state_dict().items()}
            if state["step"] % args.checkpoint_every == 0:
                save()
            if time.time() - began > args.max_minutes * 60:
                save()
                say("time is up: checkpoint saved; run the same command to resume")
                stopped = True
                break
        if not stopped and state["batch"] >= len(batches):
            state["epoch"] += 1
            state["batch"] = 0
    if stopped:
        return
    save()
    figures = monitor(model, dev, bos, eos, unk, [bos, eos, unk], device) if dev else {}
    say(f"done: {state['tokens']} tokens in {state['seconds'] / 60:.1f} min; {dev_text} {json.dumps(figures)}")
    if args.keep_best and state["best"] is not None and figures and figures["top3"] <= state["best"]["top3"]:
        model.load_state_dict({k: v.to(device) for k, v in best_weights.items()})
        figures = {k: v for k, v in state["best"].items() if k != "step"}
        say(f"exporting the state of step {state['best']['step']}: {json.dumps(figures)}")
    if args.save_weights:
        torch.save({k: v.detach().cpu().half() for k, v in model.state_dict().items()}, args.save_weights)
    if args.export:
        # The command that reproduces this run: a --minutes-budget run is recorded by its length.
        argv, skip = [], False
        for a in sys.argv[1:]:
            if skip:
                skip = False
                continue
            if a in ("--minutes-budget", "--train-tokens", "--max-minutes"):
                skip = True
                continue
            if a != "--export-checkpoint":
                argv.append(a)
        argv += ["--train-tokens", f"{args.train_tokens:.0f}"]
        manifest = {
            "format": FORMAT,
            "language": args.language,
            "architecture": f"CIFG-LSTM, tied embedding {args.dim}, cell {args.cell}, projection {args.dim}",
            "parameters": params,
            "vocabulary": V,
            "quantization": "int8 weights, one float32 scale per row; float32 biases",
            "packContentChecksum": args.pack_checksum,
            "specialIDs": {"sentenceStart": BOS_ID, "sentenceEnd": EOS_ID, "unknown": UNK_ID},
            "vocabularyCoverage": round(data["covered"] / max(1, data["total"]), 4),
            **({"mixWeight": args.mix_weight} if args.mix_weight is not None else {}),
            **({"context": "turn"} if args.turns else {}),
            "sources": [{"name": disp, "license": lic, "weight": w, "tokens": n}
                        for (name, _, disp, lic), w, n in zip(sources, data["weights"], data["source_tokens"]) if w > 0],
            "training": {"seed": args.seed, "tokens": state["tokens"], "steps": state["step"],
                         "minutes": round(state["seconds"] / 60, 1), "threads": args.threads,
                         "torch": torch.__version__,
                         "device": torch.cuda.get_device_name(device) if device.type == "cuda" else "cpu",
                         "command": "python3 Scripts/assets/train_neural_lm.py " + " ".join(argv)},
            "heldOut": {"text": f"{dev_text} (monitoring only; reported figures are on even lines)",
                        "nextWordTop1": round(figures.get("top1", 0), 4),
                        "nextWordTop3": round(figures.get("top3", 0), 4),
                        "perplexity": round(figures.get("ppl", 0), 1)},
        }
        if args.keep_best and state["best"] is not None:
            manifest["training"]["exportedStep"] = state["best"]["step"] if figures.get("top3") == state["best"]["top3"] else state["step"]
        export(model, vocab_ids, args, manifest, args.export, args.golden, words_tsv, row_of)


if __name__ == "__main__":
    main()
