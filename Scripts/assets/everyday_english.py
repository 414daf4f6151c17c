#!/usr/bin/env python3
"""Tatoeba's everyday English, made fit to teach a keyboard's next words (issue 31).

    everyday_english.py TATOEBA_XZ [--names-out FILE] [--report] > tatoeba-everyday.txt

Tatoeba (tatoeba.org contributors, CC BY 2.0 FR; via www.manythings.org/anki) is short personal
sentences, the register people type on phones, but it has three biases a keyboard must not learn:

1. **A few people in every sentence.** "Tom" is in 17.5 % of the lines, "Mary" in 4 %, and some
   contributors' own names and topics (Rima, Skura, Ziri, Yanni; Algeria, Berber, Kabylie) are
   everywhere too: counted as they are, "Tom" would be a generic next word. Capitalised words
   that are far more common here than in the casual-chat corpora (SKEW_RATIO times, at least
   SKEW_MIN_COUNT times, never written in lower case) are the corpus's own proper nouns: each
   becomes PLACEHOLDER, a token the lexicon does not have, so the pack counts it as <unk> — the
   grammar around a name ("… is my friend", "I told …") is learned, the name is never offered.
   The list is computed, not hand-picked; `--names-out` writes it with its counts.
2. **Long lines** (verse, old novels, news-like prose, over MAX_WORDS words): dropped.
3. **Violent or vulgar sentences** ("Tom killed Mary"): every line with a word of
   Scripts/assets/pack-data/en-blocklist.txt is dropped, so they are never counted; the same list
   keeps such words off the bar at run time (the pack's blocklist section, tested).

Deterministic: the same input gives the same output, line for line, in input order.
"""
import argparse
import collections
import lzma
import re
import sys
import unicodedata
from pathlib import Path

from everyday_text import MAX_WORDS, PLACEHOLDER, clean, word_list

CHAT = ["selfdialogue", "topical-chat", "synthetic-persona-chat"]
SKEW_RATIO = 20.0
SKEW_MIN_COUNT = 100
WORD = re.compile(r"[A-Za-z][A-Za-z']*")


def base(token):
    """'Tom's' → 'Tom' (possessives and contractions of a name share its status)."""
    return re.sub(r"'(s|ll|d|re|ve|m)?$", "", token)


def counts(lines):
    capital, lower = collections.Counter(), collections.Counter()
    for line in lines:
        for index, token in enumerate(WORD.findall(line)):
            token = base(token)
            if token[0].isupper():
                if index > 0:
                    capital[token] += 1
            else:
                lower[token] += 1
    return capital, lower


def read(path):
    with lzma.open(path, "rt", encoding="utf-8") as handle:
        for line in handle:
            line = unicodedata.normalize("NFC", line.strip())
            if line:
                yield line


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tatoeba", type=Path)
    parser.add_argument("--names-out", type=Path)
    parser.add_argument("--report", action="store_true", help="print what was dropped and replaced to stderr")
    args = parser.parse_args()
    lines = list(read(args.tatoeba))
    corpora = args.tatoeba.parent
    chat_capital, chat_lower = counts(line for name in CHAT for line in read(corpora / f"{name}.txt.xz"))
    capital, lower = counts(lines)
    chat_total = sum(chat_capital.values()) + sum(chat_lower.values())
    total = sum(capital.values()) + sum(lower.values())
    proper = {}
    for token, count in capital.items():
        if count < SKEW_MIN_COUNT or lower[token.lower()] > 0.02 * count or token == "I":
            continue
        here = count / total
        there = (chat_capital[token] + 1) / chat_total
        if here / there >= SKEW_RATIO:
            proper[token] = count
    blocked = {word.lower() for word in word_list("en-blocklist.txt")}

    def replacement(token):
        name = base(token)
        return PLACEHOLDER + token[len(name):] if name in proper else None

    kept, dropped_long, dropped_blocked, replaced = clean(
        lines, WORD, lambda t: base(t).lower() in blocked or t.lower() in blocked, replacement, sys.stdout)
    if args.names_out:
        args.names_out.write_text("".join(f"{t}\t{c}\n" for t, c in sorted(proper.items(), key=lambda x: -x[1])))
    if args.report:
        print(f"everyday_english: {len(lines)} lines; kept {kept}; dropped {dropped_long} over {MAX_WORDS} words, "
              f"{dropped_blocked} with a blocklisted word; {replaced} proper nouns of {len(proper)} kinds replaced "
              f"({', '.join(sorted(proper, key=lambda t: -proper[t])[:25])}…)", file=sys.stderr)


if __name__ == "__main__":
    main()
