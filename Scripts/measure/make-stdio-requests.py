#!/usr/bin/env python3
"""Writes kebbie-jsonl/1 requests for a memory or speed run of `tecla stdio`: for each word
of the first N even (held-out) lines of a text, one `complete` (first half of the word), one
`correct` (the word) and one `predict` (context through the word), after a `hello`.

    python3 Scripts/measure/make-stdio-requests.py /work/shared/data/corpora/en/sgd-dev.txt.xz 300 > requests.jsonl
    /usr/bin/time -v tecla stdio < requests.jsonl > /dev/null
"""
import json
import lzma
import re
import sys

path, count = sys.argv[1], int(sys.argv[2])
opener = lzma.open if path.endswith(".xz") else open
with opener(path, "rt", encoding="utf-8") as f:
    lines = [line.strip() for line in f if line.strip()][0::2][:count]
print(json.dumps({"op": "hello", "protocol": "kebbie-jsonl/1", "layout": "en-US"}))
for line in lines:
    words = re.sub(r'[.,:;()"!?\[\]{}~]', " ", line).split()
    for i, word in enumerate(words):
        context = " ".join(words[:i]) + (" " if i else "")
        print(json.dumps({"op": "complete", "context": context, "word": word[:max(1, len(word) // 2)], "keystrokes": []}))
        print(json.dumps({"op": "correct", "context": context, "word": word, "keystrokes": []}))
        print(json.dumps({"op": "predict", "context": context + word + " "}))
