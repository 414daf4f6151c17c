#!/usr/bin/env python3
"""Puts back the apostrophes crowd-typed chat leaves out, and the capital of the pronoun "I",
before its n-grams are counted (a lower-case "i" is never to be offered: issue 31).

The casual-chat corpora were typed by crowd workers: 10-17 % of their "don't" are "dont", and
"its" stands for "it's" in phrases like "I think its great". Counted as they are, they teach
the keyboard that "I think its" is English and stop it from correcting the dropped apostrophe.
Each contraction written without its apostrophe that is no other English word is restored
(dont → don't, im → I'm, youre → you're); "its" only where a possessive cannot stand (before
a, not, so, really, going, been …: "its a", "its not"), since "its tail" is right as written.
Words that are words without the apostrophe (were, well, ill, wed, hell, shell, lets, id, cant,
wont) are left alone. The first letter's case is kept.

  english_apostrophes.py < corpus.txt > corpus-restored.txt
"""
import re
import sys

CONTRACTIONS = {
    "dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "isnt": "isn't", "wasnt": "wasn't",
    "werent": "weren't", "arent": "aren't", "couldnt": "couldn't", "wouldnt": "wouldn't",
    "shouldnt": "shouldn't", "havent": "haven't", "hasnt": "hasn't", "hadnt": "hadn't",
    "mustnt": "mustn't", "neednt": "needn't", "aint": "ain't", "im": "I'm", "ive": "I've",
    "youre": "you're", "youve": "you've", "youll": "you'll", "youd": "you'd", "theyre": "they're",
    "theyve": "they've", "theyll": "they'll", "theyd": "they'd", "weve": "we've", "thats": "that's",
    "whats": "what's", "theres": "there's", "heres": "here's", "wheres": "where's", "whos": "who's",
    "hows": "how's", "shes": "she's", "hes": "he's", "itll": "it'll", "thatll": "that'll",
    "couldve": "could've", "wouldve": "would've", "shouldve": "should've", "yall": "y'all",
}
# After these, "its" is "it's": a possessive is followed by a noun, not by these.
IT_IS_BEFORE = set("""a an the not so very really too just been being going gonna all like about
always never still also only probably definitely actually pretty kind sort one my your his her
our their that this in on at for to from of with because when what how who where if as than
ok okay fine good great bad funny nice crazy interesting amazing awesome cool true hard easy
sad weird strange important possible impossible better worse best worst time about getting
got done over up out there here no yes called said""".split())
WORD = re.compile(r"[A-Za-z]+")


def restore(line: str) -> str:
    matches = list(WORD.finditer(line))
    following = {m.start(): n.group(0).lower() for m, n in zip(matches, matches[1:])}

    def replace(match: re.Match) -> str:
        word = match.group(0)
        lower = word.lower()
        if lower in CONTRACTIONS:
            fixed = CONTRACTIONS[lower]
            if fixed[0] == "I":
                return fixed
            return fixed[0].upper() + fixed[1:] if word[0].isupper() else fixed
        if word == "i":
            return "I"  # the pronoun, typed lazily ("i think", "i'm"): English writes it capital
        if lower == "its" and following.get(match.start()) in IT_IS_BEFORE:
            return "It's" if word[0].isupper() else "it's"
        return word

    return WORD.sub(replace, line)


def main() -> None:
    for line in sys.stdin:
        sys.stdout.write(restore(line))


if __name__ == "__main__":
    main()
