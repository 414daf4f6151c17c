#!/usr/bin/env python3
"""Writes every other line of a corpus as a writer who leaves out full stops types it, for the
neural model that reads whole turns (`tecla pack tokenize --turns`; issue 31).

People chatting write "Thanks I'm fine what about you" as often as "Thanks. I'm fine." A model
that only ever saw stops learns nothing about where such a sentence ended, nor that "I'm" may
follow "Thanks" with nothing between. Lines 2, 4, 6, … (every line with --all, for held-out text
typed as kebbie types it) lose their `.`, `!`, `?` and `…` (a decimal point stays); their
capitals stay, so a sentence still shows where it began when its first word is written with one.

  unstopped_turns.py [--all] < corpus.txt > turns.txt
"""
import re
import sys

STOP = re.compile(r"(?<!\d)\.|\.(?!\d)|[!?\u2026\u061F\u06D4]")


def main():
    every = "--all" in sys.argv[1:]
    for number, line in enumerate(sys.stdin):
        sys.stdout.write(STOP.sub(" ", line) if every or number % 2 == 1 else line)


if __name__ == "__main__":
    main()
