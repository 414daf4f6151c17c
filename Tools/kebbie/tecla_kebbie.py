#!/usr/bin/env python3
"""Run the kebbie benchmark (PyPI kebbie==0.5.1, MIT) on the Tecla engine, offline.

The engine is `tecla stdio` (protocol kebbie-jsonl/1, see shared/kebbie/PROTOCOL.md);
one engine process is started in each kebbie worker. kebbie normally downloads its common-typo
corpus; pass the local copy with --typo-corpus and nothing is fetched.

    python3 Tools/kebbie/tecla_kebbie.py \
        --engine-cmd "$(swift build -c release --show-bin-path)/tecla stdio" \
        --typo-corpus /work/shared/kebbie/typo-corpus-r1.txt \
        --text /work/shared/data/corpora/en/sgd-dev.txt.xz --part even --limit 2000 \
        --output kebbie-results.json
"""
import argparse
import json
import lzma
import os
import subprocess
import sys
from collections import defaultdict
from typing import List, Optional, Tuple

import kebbie
from kebbie import Corrector
from kebbie import noise_model


class EngineCorrector(Corrector):
    """A kebbie Corrector that forwards every call to an engine speaking kebbie-jsonl/1."""

    def __init__(self, engine_cmd: str):
        self.engine_cmd = engine_cmd
        self._process = None

    def __getstate__(self):
        # Each worker process starts its own engine; the pipe never crosses processes.
        return {"engine_cmd": self.engine_cmd, "_process": None}

    def _ask(self, request: dict) -> List[str]:
        if self._process is None:
            self._process = subprocess.Popen(
                self.engine_cmd, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                text=True, encoding="utf-8", bufsize=1)
            self._send({"op": "hello", "protocol": "kebbie-jsonl/1", "layout": "en-US",
                        "keyboard": {"width": 320, "height": 288, "origin": "top-left", "y_axis": "down"}})
        answer = self._send(request)
        if answer.get("error"):
            print(f"engine error: {answer['error']}", file=sys.stderr)
        return [c for c in answer.get("candidates", []) if isinstance(c, str)]

    def _send(self, request: dict) -> dict:
        self._process.stdin.write(json.dumps(request) + "\n")
        self._process.stdin.flush()
        while True:
            line = self._process.stdout.readline()
            if not line:
                raise RuntimeError("engine exited")
            if line.startswith("{"):
                return json.loads(line)

    @staticmethod
    def _taps(keystrokes):
        return [None if k is None else [float(k[0]), float(k[1])] for k in keystrokes]

    def auto_correct(self, context: str, keystrokes: List[Optional[Tuple[float, float]]], word: str) -> List[str]:
        return self._ask({"op": "correct", "context": context, "keystrokes": self._taps(keystrokes), "word": word})

    def auto_complete(self, context: str, keystrokes: List[Optional[Tuple[float, float]]], partial_word: str) -> List[str]:
        return self._ask({"op": "complete", "context": context, "keystrokes": self._taps(keystrokes), "word": partial_word})

    def resolve_swipe(self, context: str, swipe_gesture: List[Tuple[float, float]]) -> List[str]:
        return self._ask({"op": "swipe", "context": context, "points": [[float(x), float(y)] for x, y in swipe_gesture]})

    def predict_next_word(self, context: str) -> List[str]:
        return self._ask({"op": "predict", "context": context})


def install_typo_corpus(path: str) -> None:
    """Writes kebbie's common-typo cache from a local typo-corpus-r1.txt, exactly as kebbie
    builds it after downloading, so that kebbie never goes online."""
    typos = defaultdict(list)
    with open(path, encoding="utf-8") as f:
        for line in f.read().strip().split("\n"):
            typoed_word, correct_word, *_ = line.split("\t")
            typos[correct_word].append(typoed_word)
    os.makedirs(noise_model.CACHE_DIR, exist_ok=True)
    with open(os.path.join(noise_model.CACHE_DIR, "en.json"), "w") as f:
        json.dump(typos, f, indent=4)


def read_sentences(path: str, part: str, limit: int) -> List[str]:
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        lines = [line.strip() for line in f if line.strip()]
    if part == "even":
        lines = lines[0::2]
    elif part == "odd":
        lines = lines[1::2]
    if limit and len(lines) > limit:
        stride = len(lines) / limit
        lines = [lines[int(i * stride)] for i in range(limit)]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine-cmd", required=True, help="shell command starting the engine")
    parser.add_argument("--typo-corpus", required=True, help="local typo-corpus-r1.txt")
    parser.add_argument("--text", required=True, help="held-out sentences, one per line (.xz allowed)")
    parser.add_argument("--part", choices=["all", "even", "odd"], default="all",
                        help="even lines for measuring, odd lines for tuning")
    parser.add_argument("--limit", type=int, default=0, help="sentences, spread over the part (0 = all)")
    parser.add_argument("--n-proc", type=int, default=None)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--output", help="write kebbie's full results as JSON")
    parser.add_argument("--track-mistakes", action="store_true",
                        help="let kebbie record the most common mistakes (in the results and TSV files in the working directory)")
    parser.add_argument("--unrounded", action="store_true",
                        help="report every figure unrounded (kebbie rounds to two figures, which hides changes of a few in a thousand)")
    args = parser.parse_args()
    if args.unrounded:
        # The scorer rounds each figure through this one function; the overall score is computed
        # from the figures, so it is unrounded too.
        import kebbie.scorer
        kebbie.scorer.round_to_n = lambda x, *_, **__: x

    install_typo_corpus(args.typo_corpus)
    sentences = read_sentences(args.text, args.part, args.limit)
    results = kebbie.evaluate(EngineCorrector(args.engine_cmd), dataset={"sgd-dev": sentences},
                              n_proc=args.n_proc, seed=args.seed, track_mistakes=args.track_mistakes)
    if args.output:
        with open(args.output, "w") as f:
            json.dump(results, f, indent=2)
    summary = {
        "sentences": len(sentences),
        "overall": results["overall_score"],
        "next_word_top3": results["next_word_prediction"]["score"]["top3_accuracy"],
        "completion_top3": results["auto_completion"]["score"]["top3_accuracy"],
        "autocorrect_fbeta": results["auto_correction"]["score"]["fscore"],
        "autocorrect_precision": results["auto_correction"]["score"].get("precision"),
        "autocorrect_recall": results["auto_correction"]["score"].get("recall"),
        "swipe_top1": results["swipe_resolution"]["score"]["accuracy"],
    }
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
