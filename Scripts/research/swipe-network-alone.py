#!/usr/bin/env python3
"""How well letter networks rank swipe candidates by themselves, with no re-ranker: for each
gesture, the candidates the decoder's linear score proposes (a feature dump made with no letter
model) are ordered by the network's −log p(word | gesture) alone, and the prompted word's place is
counted. This measures a network apart from the re-rankers, which learned how far to trust the
shipped network's scores (issue 35: networks trained with synthetic gestures).

    B=.build/release/tecla; D=../shared/data/swipe
    $B eval swipe --dataset $D/hws-dev.jsonl.gz --layouts $D/hws-layouts.json --part test --depth 30 \\
        --letter-model none --features /tmp/fold0.jsonl --letter-inputs /tmp/fold0-letters
    python3 Scripts/research/swipe-network-alone.py /tmp/fold0-letters /tmp/fold0.jsonl \\
        Sources/TeclaTouch/Resources/swipe-letters.json /tmp/mix/mix-500000-r1.json

Measure on fold 0 only what was fitted on folds 1-4. With SPLIT=FILE (gesture ids, e.g.
Scripts/research/swipe-sentence-split.py's held-out prompts) the figures are also given apart for
the gestures listed and the others.
"""
import base64
import importlib.util
import json
import os
import sys

import numpy as np
import torch

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("letters", os.path.join(here, "../assets/train-swipe-letters.py"))
letters = importlib.util.module_from_spec(spec)
spec.loader.exec_module(letters)


def floats(text, shape):
    return torch.from_numpy(np.frombuffer(base64.b64decode(text), dtype="<f4").copy().reshape(shape))


def load_model(path):
    """A LetterNet with the weights of an exported swipe-letters.json (train-swipe-letters.py's export)."""
    spec = json.load(open(path))
    layers = spec["layers"]
    recurrent = spec.get("recurrent")
    model = letters.LetterNet(layers[0]["out"], recurrent["hidden"] if recurrent else 0)
    state = {}
    for name, layer in zip(["inp", "blocks.0", "blocks.1", "blocks.2", "out"], layers):
        state[name + ".weight"] = floats(layer["weight"], (layer["out"], layer["in"], layer["kernel"]))
        state[name + ".bias"] = floats(layer["bias"], (layer["out"],))
    if recurrent:
        h = recurrent["hidden"]
        for direction, suffix in zip(recurrent["directions"], ("", "_reverse")):
            state[f"rnn.weight_ih_l0{suffix}"] = floats(direction["input"], (3 * h, -1))
            state[f"rnn.weight_hh_l0{suffix}"] = floats(direction["hidden"], (3 * h, h))
            state[f"rnn.bias_ih_l0{suffix}"] = floats(direction["inputBias"], (3 * h,))
            state[f"rnn.bias_hh_l0{suffix}"] = floats(direction["hiddenBias"], (3 * h,))
    model.load_state_dict(state)
    model.eval()
    return model


def main():
    prefix, features, models = sys.argv[1], sys.argv[2], sys.argv[3:]
    torch.set_num_threads(1)
    x, rows = letters.load([prefix])
    index = {r["id"]: i for i, r in enumerate(rows)}
    gestures = [json.loads(line) for line in open(features)]
    gestures = [g for g in gestures if g["id"] in index and g["c"]]
    for path in models:
        model = load_model(path)
        logp = letters.log_probs(model, x)
        ranks = []
        for g in gestures:
            cands = [c[0] for c in g["c"]]
            values = letters.nll(logp[index[g["id"]]][None].expand(len(cands), 27, letters.STEPS),
                                 [c if letters.path(c) else "a" for c in cands])
            order = np.argsort(values, kind="stable")
            hits = [k for k, i in enumerate(order) if g["c"][i][1]]
            ranks.append(hits[0] if hits else 99)
        ranks = np.array(ranks)
        if os.environ.get("SPLIT"):
            listed = set(open(os.environ["SPLIT"]).read().split())
            inside = np.array([g["id"] in listed for g in gestures])
            for name, part in [("listed", inside), ("not listed", ~inside)]:
                print(f"{path}: {name}: {part.sum()} gestures, top-1 {100 * np.mean(ranks[part] < 1):.2f} %, "
                      f"top-4 {100 * np.mean(ranks[part] < 4):.2f} %", flush=True)
        print(f"{path}: network alone over {len(ranks)} gestures' candidates: top-1 {100 * np.mean(ranks < 1):.2f} %, "
              f"top-4 {100 * np.mean(ranks < 4):.2f} % (the word among the candidates: {100 * np.mean(ranks < 99):.2f} %)",
              flush=True)


if __name__ == "__main__":
    sys.exit(main())
