#!/usr/bin/env python3
"""N'Ko greetings and courtesy phrases from nicolingua-0005, for the N'Ko pack's phrase book.

    python3 Scripts/assets/nko_phrases.py ../shared/data/corpora/nqo/nicolingua-0005.tar.xz > nqo-phrases.tsv

Writes `phrase<TAB>english<TAB>french`, one N'Ko phrase of two words or more per line (tone marks
kept, final punctuation dropped, sorted), from the sentence pairs of kalo_mory_diane_parallel_00{1,2,3}
and solo_farabado_cisse_parallel_002 whose English is a greeting, a blessing, thanks, a farewell or
another courtesy (the pattern below, at most 40 characters). A phrase glossed several ways keeps
its first gloss in file order. License: CC BY-SA 4.0 (the corpus's).
"""
import re
import sys
import tarfile

FILES = ["kalo_mory_diane_parallel_001", "kalo_mory_diane_parallel_002", "kalo_mory_diane_parallel_003",
         "solo_farabado_cisse_parallel_002"]
COURTESY = re.compile(
    r"^(hello|hi|hey|good (morning|afternoon|evening|night|day|luck)|welcome|thank(s| you)|how are you|how is your|"
    r"how's your|how was your|bye|goodbye|good-bye|see you|congratulations|happy (birthday|new year|holidays)|merry|"
    r"excuse me|peace be|god bless|may god|nice to meet|pleased to meet|take care|have a (good|nice)|sleep well|"
    r"safe journey|get well|you're welcome|no problem|sorry)\b", re.I)
END = " \t.!?\u07f9\u061f\u07f8\u060c,"


def read(archive, name):
    for member in archive.getmembers():
        if member.name.endswith("/" + name):
            return archive.extractfile(member).read().decode("utf-8").split("\n")
    raise SystemExit(f"{name} not found in the archive")


def main():
    phrases = {}
    with tarfile.open(sys.argv[1]) as archive:
        for base in FILES:
            nko, english, french = (read(archive, f"{base}.{suffix}") for suffix in ("nqo_Nkoo", "eng_Latn", "fra_Latn"))
            for n, e, f in zip(nko, english, french):
                n, e, f = n.strip().rstrip(END), " ".join(e.split()), " ".join(f.split())
                if len(n.split()) < 2 or not e or len(e) > 40 or not COURTESY.match(e):
                    continue
                # N'Ko letters, marks and punctuation only (one source line starts with a stray "f").
                if any(c.isalpha() and not "\u07c0" <= c <= "\u07ff" for c in n):
                    continue
                phrases.setdefault(" ".join(n.split()), (e.rstrip(".!").strip(), f.rstrip(".!").strip()))
    for phrase in sorted(phrases):
        english, french = phrases[phrase]
        print(f"{phrase}\t{english}\t{french}")


if __name__ == "__main__":
    main()
