#!/usr/bin/env python3
"""Tatoeba's Arabic sentences, made fit to teach a keyboard's next words (issue 31, item 7).

    everyday_arabic.py TATOEBA_TEXT WORD_LIST [--names-out FILE] [--report] > tatoeba-ar-everyday.txt

TATOEBA_TEXT is tatoeba-ar already rewritten to the pack's written forms
(`arabic_written_forms.py text`), WORD_LIST the FrequencyWords list the pack's words come from
(word TAB count). The same three biases as English's (everyday_english.py), found without capitals:

1. **A few people in every sentence.** "توم" (Tom) is in 10 % of the lines, "سامي", "ماري",
   "ليلى" in many more than any subtitle list would have them. A word (with or without one
   attached و ف ب ل) that is SKEW_RATIO times more common here than in WORD_LIST and seen at
   least SKEW_MIN_COUNT times is the corpus's own name or topic: each occurrence becomes
   PLACEHOLDER, a token the lexicon does not have, so the pack and the neural model count it as
   <unk> and never offer it. The list is computed, not hand-picked; `--names-out` writes it.
2. **Long lines** (over MAX_WORDS words): dropped.
3. **Violent or vulgar sentences**: every line with a word of
   Scripts/assets/pack-data/ar-blocklist.txt is dropped; the same list keeps such words off the bar
   at run time (the pack's withheld words).

Deterministic: the same input gives the same output, line for line, in input order.
"""
import argparse
import collections
import re
import sys
from pathlib import Path

from everyday_text import MAX_WORDS, PLACEHOLDER, clean, word_list

SKEW_RATIO = 20.0
SKEW_MIN_COUNT = 50
PROCLITICS = "وفبل"
WORD = re.compile(r"[\u0621-\u0652\u0670\u0671]+")


def bases(token, known):
    """The token, and the token without one attached conjunction or preposition when what is
    left is a word of the list (وتوم → توم; فضلك stays whole)."""
    yield token
    if len(token) >= 4 and token[0] in PROCLITICS and token[1:] in known:
        yield token[1:]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tatoeba", type=Path)
    parser.add_argument("words", type=Path)
    parser.add_argument("--names-out", type=Path)
    parser.add_argument("--report", action="store_true", help="print what was dropped and replaced to stderr")
    args = parser.parse_args()
    lines = [line.strip() for line in args.tatoeba.read_text(encoding="utf-8").splitlines() if line.strip()]
    reference = {}
    for line in args.words.read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if len(parts) == 2:
            reference[parts[0]] = int(parts[1])
    reference_total = sum(reference.values())
    counts = collections.Counter()
    for line in lines:
        for token in WORD.findall(line):
            for base in set(bases(token, reference)):
                counts[base] += 1
    total = sum(len(WORD.findall(line)) for line in lines)
    skewed = {}
    for word, count in counts.items():
        if count >= SKEW_MIN_COUNT and (count / total) / ((reference.get(word, 0) + 1) / reference_total) >= SKEW_RATIO:
            skewed[word] = count
    blocked = word_list("ar-blocklist.txt")

    def replacement(token):
        return PLACEHOLDER if any(base in skewed for base in bases(token, reference)) else None

    kept, dropped_long, dropped_blocked, replaced = clean(lines, WORD, blocked.__contains__, replacement, sys.stdout)
    if args.names_out:
        args.names_out.write_text("".join(f"{t}\t{c}\n" for t, c in sorted(skewed.items(), key=lambda x: -x[1])),
                                  encoding="utf-8")
    if args.report:
        print(f"everyday_arabic: {len(lines)} lines; kept {kept}; dropped {dropped_long} over {MAX_WORDS} words, "
              f"{dropped_blocked} with a blocklisted word; {replaced} names and topic words of {len(skewed)} kinds "
              f"replaced ({', '.join(sorted(skewed, key=lambda t: -skewed[t]))})", file=sys.stderr)


if __name__ == "__main__":
    main()
