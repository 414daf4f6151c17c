#!/usr/bin/env python3
"""Write wordfreq's English 'large' list as 'word<TAB>frequency' lines, most frequent first.

Requires exactly wordfreq==3.1.1 (data CC BY-SA 4.0), installed from PyPI:
    pip install wordfreq==3.1.1
Usage: extract_wordfreq.py LANG > words.tsv
"""
import sys

import wordfreq

EXPECTED_VERSION = "3.1.1"


def main() -> None:
    lang = sys.argv[1] if len(sys.argv) > 1 else "en"
    version = getattr(wordfreq, "__version__", None)
    if version is None:
        from importlib.metadata import version as package_version
        version = package_version("wordfreq")
    if version != EXPECTED_VERSION:
        sys.exit(f"wordfreq {EXPECTED_VERSION} required, found {version}")
    freqs = wordfreq.get_frequency_dict(lang, "large")
    out = sys.stdout
    for word, freq in sorted(freqs.items(), key=lambda kv: (-kv[1], kv[0])):
        out.write(f"{word}\t{freq:.6e}\n")


if __name__ == "__main__":
    main()
