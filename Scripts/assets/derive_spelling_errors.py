#!/usr/bin/env python3
"""Which spelling errors people make often enough to be counted: the evidence behind the
corrector's costs for vowel confusions and dropped double letters (TypingErrorModel).

A misspelling is a lowercase word of wordfreq's English list (the 300,000 most frequent) that
no SCOWL list has in any case (so neither a word nor a name), at least five letters long and one
edit from a real word at least 50 times as frequent. Each is filed under its edit: a vowel for
another vowel, a neighbouring or a distant key, a letter dropped from a double (occured), a letter
doubled (untill), another dropped or extra letter, two letters swapped. Frequent misspellings are
the systematic ones (what people believe a word is spelled), not finger slips, which are each
too rare to be counted: the shares say how the cognitive errors compare, and the script turns
them into rates per opportunity (a vowel can become 4 other vowels; a letter has about 5
neighbouring keys; a double letter can lose one; any letter can be doubled).

  python3 Scripts/assets/derive_spelling_errors.py WORDFREQ_TSV SCOWL_LIST

WORDFREQ_TSV: `Scripts/assets/extract_wordfreq.py en` (wordfreq 3.1.1); SCOWL_LIST: Debian
wamerican-large's /usr/share/dict/american-english-large. Never kebbie's typo corpus: that is
the benchmark's own noise. Output: the table, then the two derived costs.
"""
import collections
import math
import sys

VOWELS = set("aeiou")
ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
POSITION = {c: (r, i + 0.5 * r) for r, row in enumerate(ROWS) for i, c in enumerate(row)}
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def neighbours(a: str, b: str) -> bool:
    (r1, c1), (r2, c2) = POSITION[a], POSITION[b]
    return math.hypot(r1 - r2, c1 - c2) <= 1.6


def main() -> None:
    wordfreq_path, scowl_path = sys.argv[1], sys.argv[2]
    listed = {line.strip() for line in open(scowl_path, encoding="utf-8", errors="replace")}
    real = {w for w in listed if w.isalpha() and w.islower()}
    names = {w.lower() for w in listed if w[:1].isupper()}
    freq: dict[str, float] = {}
    with open(wordfreq_path, encoding="utf-8") as f:
        for index, line in enumerate(f):
            if index >= 300_000:
                break
            word, value = line.rstrip("\n").split("\t")
            if word.isascii() and word.isalpha() and word.islower():
                freq[word] = float(value)
    counts: collections.Counter[str] = collections.Counter()
    examples: dict[str, list[str]] = collections.defaultdict(list)
    for word, f in freq.items():
        if word in real or word in names or len(word) < 5:
            continue
        best: tuple[float, str, str] | None = None

        def consider(intended: str, kind: str) -> None:
            nonlocal best
            if intended in real and freq.get(intended, 0) >= 50 * f and (best is None or freq[intended] > best[0]):
                best = (freq[intended], intended, kind)

        for i in range(len(word)):
            doubled = (i > 0 and word[i] == word[i - 1]) or (i + 1 < len(word) and word[i] == word[i + 1])
            consider(word[:i] + word[i + 1 :], "doubled letter" if doubled else "extra letter")
            for c in LETTERS:
                if c != word[i]:
                    kind = "vowel for vowel" if word[i] in VOWELS and c in VOWELS else ("neighbour key" if neighbours(word[i], c) else "distant key")
                    consider(word[:i] + c + word[i + 1 :], kind)
        for i in range(len(word) + 1):
            for c in LETTERS:
                dropped_double = (i > 0 and word[i - 1] == c) or (i < len(word) and word[i] == c)
                consider(word[:i] + c + word[i:], "dropped double" if dropped_double else "dropped letter")
        for i in range(len(word) - 1):
            consider(word[:i] + word[i + 1] + word[i] + word[i + 2 :], "swapped letters")
        if best:
            counts[best[2]] += 1
            if len(examples[best[2]]) < 6:
                examples[best[2]].append(f"{word}→{best[1]}")
    total = sum(counts.values())
    for kind, n in counts.most_common():
        print(f"{kind:16s} {n:6d} {n / total:6.3f}  {' '.join(examples[kind])}")
    # Opportunities per word of the real list's frequent words: vowels (×4 other vowels), letters
    # (×their neighbouring keys), double letters (×1), letters that could be doubled (×1).
    vowel_slots = neighbour_slots = double_slots = letter_slots = 0.0
    for word, _ in sorted(((w, f) for w, f in freq.items() if w in real and len(w) >= 5), key=lambda e: -e[1])[:20_000]:
        vowel_slots += 4 * sum(c in VOWELS for c in word)
        neighbour_slots += sum(sum(neighbours(c, d) for d in LETTERS if d != c) for c in word)
        double_slots += sum(word[i] == word[i + 1] for i in range(len(word) - 1))
        letter_slots += len(word)
    rate = lambda kind, slots: counts[kind] / slots
    vowel = math.log10(rate("vowel for vowel", vowel_slots) / rate("neighbour key", neighbour_slots))
    double = math.log10(rate("dropped double", double_slots) / rate("doubled letter", letter_slots))
    print(f"a vowel for a vowel is {10 ** vowel:.1f}× as likely as a given neighbouring key (log10 {vowel:+.2f})")
    print(f"dropping a letter of a double is {10 ** double:.1f}× as likely as doubling a letter (log10 {double:+.2f})")


if __name__ == "__main__":
    main()
