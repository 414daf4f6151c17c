#!/usr/bin/env python3
"""N'Ko word glosses from nicolingua-0005, for the N'Ko pack's gloss sections.

    python3 Scripts/assets/nko_glosses.py ../shared/data/corpora/nqo/nicolingua-0005.tar.xz > nqo-glosses.tsv

Writes `word<TAB>english<TAB>french`, one N'Ko word per line (tone marks kept, sorted), from the
single-word lines of the parallel files the corpora README names: English from
baba_mamadi_diane_parallel_004 and solo_farabado_cisse_parallel_001, French from the
N'Ko–French dictionary baba_mamadi_diane_parallel_001 and solo_farabado_cisse_parallel_001.
A word glossed several ways keeps its commonest gloss (ties: the shortest, then the first in
alphabetical order), so the output is the same on every run. License: CC BY-SA 4.0 (the corpus's).

The "English" files hold some French (ߟߊ߫ "gésir", ߣߊ߬ "radinera or pro"): an English gloss with a
French letter (é, è, ç…) or a word English hardly knows (wordfreq Zipf frequency under 1, and no
commoner in English than in French) is dropped, so English readers see no gloss rather than a
French one; the word keeps its French gloss. Needs wordfreq==3.1.1 (pip).
"""
import collections
import re
import sys
import tarfile

import wordfreq

ENGLISH = ["baba_mamadi_diane_parallel_004", "solo_farabado_cisse_parallel_001"]
FRENCH = ["baba_mamadi_diane_parallel_001", "solo_farabado_cisse_parallel_001"]
LONGEST_GLOSS = 40  # characters: a gloss is a word or two under a suggestion, not a sentence


def read(archive, name):
    for member in archive.getmembers():
        if member.name.endswith("/" + name) or member.name == name:
            return archive.extractfile(member).read().decode("utf-8").split("\n")
    raise SystemExit(f"{name} not found in the archive")


def collect(archive, bases, suffix):
    glosses = collections.defaultdict(collections.Counter)
    for base in bases:
        words = read(archive, base + ".nqo_Nkoo")
        meanings = read(archive, base + "." + suffix)
        for word, meaning in zip(words, meanings):
            word, meaning = word.strip(), " ".join(meaning.split())
            # Single N'Ko words only (no spaces, no Latin letters), glossed briefly.
            if not word or not meaning or " " in word or len(meaning) > LONGEST_GLOSS:
                continue
            if not all("\u07c0" <= c <= "\u07ff" for c in word):
                continue
            glosses[word][meaning] += 1
    return {word: min(c, key=lambda m: (-c[m], len(m), m)) for word, c in glosses.items()}


def looks_french(gloss):
    if re.search(r"[éèêëàâçùûôîïœæ]", gloss.lower()):
        return True
    for word in re.findall(r"[^\W\d_]+", gloss.lower()):
        en, fr = wordfreq.zipf_frequency(word, "en"), wordfreq.zipf_frequency(word, "fr")
        if en < 1.0 and fr >= en:
            return True
    return False


def main():
    with tarfile.open(sys.argv[1]) as archive:
        english = {word: gloss for word, gloss in collect(archive, ENGLISH, "eng_Latn").items() if not looks_french(gloss)}
        french = collect(archive, FRENCH, "fra_Latn")
    for word in sorted(set(english) | set(french)):
        print(f"{word}\t{english.get(word, '')}\t{french.get(word, '')}")


if __name__ == "__main__":
    main()
