#!/usr/bin/env python3
"""Korean eojeol frequencies for the pack builder: the subtitle list (ko-50k, spoken Korean) and
the NSMC reviews (written chat-like Korean) counted alike, each as a share of its own total, so
neither source's size decides. Only eojeol written wholly in Hangul syllables are kept (a
Cheon-Ji-In keyboard types nothing else); punctuation stuck to an eojeol is split off as the
pack builder's tokenizer splits it (runs of letters and digits are the tokens).

  korean_word_counts.py KO50K NSMC.txt.xz LIMIT > counts.tsv      # 'word<TAB>count', most frequent first

Deterministic: equal frequencies are ordered by the word.
"""
import collections
import lzma
import re
import sys

SYLLABLES = re.compile(r"[\uAC00-\uD7A3]+")
TOKEN = re.compile(r"\w+")


def main() -> None:
    ko50k, nsmc, limit = sys.argv[1], sys.argv[2], int(sys.argv[3])
    subtitles: dict[str, int] = {}
    with open(ko50k, encoding="utf-8") as f:
        for line in f:
            parts = line.split()
            if len(parts) == 2 and SYLLABLES.fullmatch(parts[0]):
                subtitles[parts[0]] = int(parts[1])
    reviews: collections.Counter[str] = collections.Counter()
    with lzma.open(nsmc, "rt", encoding="utf-8") as f:
        for line in f:
            for token in TOKEN.findall(line):
                if SYLLABLES.fullmatch(token):
                    reviews[token] += 1
    shares: collections.Counter[str] = collections.Counter()
    for source in (subtitles, reviews):
        total = sum(source.values())
        for word, count in source.items():
            shares[word] += count / total
    for word, share in sorted(shares.items(), key=lambda e: (-e[1], e[0]))[:limit]:
        print(f"{word}\t{round(share * 1e9)}")


if __name__ == "__main__":
    main()
