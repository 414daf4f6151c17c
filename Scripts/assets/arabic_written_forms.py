#!/usr/bin/env python3
"""Arabic written forms for the pack builder: a bare spelling (ان, اين, الى) becomes the spelling
with its hamza or madda (أن, أين, إلى) when the word list shows that form written at least RATIO
times as often. People type the bare forms (subtitles and social media are full of them); a
keyboard should offer and type the written ones.

  arabic_written_forms.py words LIST            # LIST: 'word<TAB>count' → merged list on stdout
  arabic_written_forms.py text LIST < CORPUS    # the corpus with bare tokens rewritten, on stdout

Folding follows TeclaLanguage's TextFolding for Arabic: canonical decomposition with marks
dropped (أ إ آ → ا, ؤ → و, ئ → ي), tatweel dropped, ى read as ي. Only a bare spelling (no hamza
seat, no madda) is ever rewritten, and only to a sibling with one. A copy of a listed word with
tatweel or harakat added (هـذا, إِلى) is merged into that word too. Deterministic: ties go to the
spelling that sorts first.
"""
import re
import sys
import unicodedata

RATIO = 2.0
TYPO_RATIO = 20.0
HAMZA_SEATS = set("\u0622\u0623\u0624\u0625\u0626")
ARABIC_WORD = re.compile(r"[\u0621-\u063A\u0640-\u0652\u0670\u0671]+")


def fold(word: str) -> str:
    out = []
    for ch in unicodedata.normalize("NFD", word):
        if ch == "\u0640" or unicodedata.category(ch) == "Mn":
            continue
        out.append("\u064A" if ch == "\u0649" else ch)
    return "".join(out)


def read_list(path: str) -> list[tuple[str, int]]:
    entries = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            word, count = line.rstrip("\n").split("\t")
            entries.append((word, int(count)))
    return entries


def plain(word: str) -> str:
    """The word without tatweel and harakat (which subtitles scatter over common words)."""
    return "".join(ch for ch in word if ch != "\u0640" and not ("\u064B" <= ch <= "\u065F" or ch == "\u0670"))


def rewrites(entries: list[tuple[str, int]]) -> dict[str, str]:
    """Bare spelling → the written spelling it stands for; a stretched or vowelled copy of a
    listed word (هـذا, إِلى) → that word."""
    known = {word for word, _ in entries}
    stretched = {}
    for word, _ in entries:
        if plain(word) != word and plain(word) in known:
            stretched[word] = plain(word)
    entries = [(w, c) for w, c in entries if w not in stretched]
    mapping = {}
    by_fold: dict[str, list[tuple[str, int]]] = {}
    for word, count in entries:
        by_fold.setdefault(fold(word), []).append((word, count))
    for siblings in by_fold.values():
        written = [(w, c) for w, c in siblings if HAMZA_SEATS & set(w)]
        if not written:
            continue
        best, best_count = sorted(written, key=lambda e: (-e[1], e[0]))[0]
        for word, count in siblings:
            if not (HAMZA_SEATS & set(word)) and best_count >= RATIO * count:
                mapping[word] = best
    counts = dict(entries)
    for word, count in entries:
        if len(word) > 1 and word[-1] in "\u0622\u0623\u0625" and word not in mapping:
            bare = word[:-1] + "\u0627"
            if counts.get(bare, 0) >= TYPO_RATIO * count:
                mapping[word] = bare
    # A stretched copy goes where its plain word goes (إِلى → الى → إلى).
    for word, target in stretched.items():
        mapping[word] = mapping.get(target, target)
    return mapping


def main() -> None:
    mode, path = sys.argv[1], sys.argv[2]
    entries = read_list(path)
    mapping = rewrites(entries)
    if mode == "words":
        merged: dict[str, int] = {}
        order: list[str] = []
        for word, count in entries:
            target = mapping.get(word, word)
            if target not in merged:
                merged[target] = 0
                order.append(target)
            merged[target] += count
        for word in sorted(order, key=lambda w: (-merged[w], w)):
            print(f"{word}\t{merged[word]}")
        print(f"{len(mapping)} spellings merged into the written forms they stand for", file=sys.stderr)
    elif mode == "text":
        for line in sys.stdin:
            sys.stdout.write(ARABIC_WORD.sub(lambda m: mapping.get(m.group(0), m.group(0)), line))
    else:
        sys.exit("usage: arabic_written_forms.py words|text LIST")


if __name__ == "__main__":
    main()
