#!/usr/bin/env python3
"""A kebbie-jsonl/1 engine backed by Presage, for side-by-side kebbie runs with Tecla.

predict/complete come from Presage's n-gram predictor (through presage-bridge, trained by
Scripts/measure/setup-presage.sh on the same text as the Tecla pack); correct is a plain edit-distance
corrector (Norvig style: known word first, then words at distance 1, then 2, most frequent
first) over Presage's own unigram vocabulary. Swipe is not supported (no candidates).

    python3 Tools/kebbie/tecla_kebbie.py --engine-cmd \
        "python3 Tools/presage/presage_kebbie_engine.py /tmp/presage" ...
"""
import json
import sqlite3
import subprocess
import sys

LETTERS = "abcdefghijklmnopqrstuvwxyz'"


def main() -> None:
    folder = sys.argv[1]
    bridge = subprocess.Popen([f"{folder}/presage-bridge", f"{folder}/presage.xml"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    database = sqlite3.connect(f"{folder}/presage-en.db")
    database.text_factory = lambda raw: raw.decode("utf-8", errors="replace")
    # Words seen fewer than three times in the training text are mostly typos themselves.
    counts = dict(database.execute("select word, count from _1_gram where count >= 3"))

    def presage(text: str) -> list:
        bridge.stdin.write(text.replace("\n", " ") + "\n")
        bridge.stdin.flush()
        return [w for w in bridge.stdout.readline().rstrip("\n").split("\t") if w]

    def edits1(word: str) -> set:
        splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
        return set([a + b[1:] for a, b in splits if b]
                   + [a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1]
                   + [a + c + b[1:] for a, b in splits if b for c in LETTERS]
                   + [a + c + b for a, b in splits for c in LETTERS])

    def correct(word: str) -> list:
        lower = word.lower()
        if lower in counts or not lower.isalpha():
            return [word]
        one = {w for w in edits1(lower) if w in counts}
        pool = one or {w2 for w1 in edits1(lower) for w2 in edits1(w1) if w2 in counts}
        ranked = sorted(pool, key=lambda w: (-counts[w], w))
        return ranked[:6] if ranked else [word]

    for line in sys.stdin:
        try:
            request = json.loads(line)
            op = request.get("op")
            context = request.get("context", "")
            if op == "hello":
                answer = {"candidates": [], "engine": "presage 0.9.1 (libpresage1v5) + edit-distance corrector"}
            elif op == "predict":
                answer = {"candidates": presage(context)}
            elif op == "complete":
                answer = {"candidates": presage(context + request.get("word", ""))}
            elif op == "correct":
                answer = {"candidates": correct(request.get("word", ""))}
            else:
                answer = {"candidates": []}
        except (ValueError, AttributeError) as error:
            answer = {"candidates": [], "error": str(error)}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
