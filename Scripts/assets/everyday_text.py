"""What everyday_english.py and everyday_arabic.py share: Tatoeba's sentences made fit to teach
a keyboard's next words, whatever the script. Each script finds its corpus's own names and its
blocked words its own way; the lines are then kept, dropped or rewritten here alike."""
from pathlib import Path

HERE = Path(__file__).resolve().parent
MAX_WORDS = 30
# Not in any lexicon, so the pack builder and the neural model count it as <unk> (never offered).
PLACEHOLDER = "Qxnamex"


def word_list(name):
    """The words of `pack-data/NAME`: one per line, `#` starting a comment."""
    words = set()
    for line in (HERE / "pack-data" / name).read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            words.add(line)
    return words


def clean(lines, word, is_blocked, replacement, out):
    """Writes each line of `lines` to `out` unless it has more than MAX_WORDS words or a token
    (a match of the regular expression `word`) that `is_blocked`; each token is written as
    `replacement(token)` where that is not None. Returns the counts (kept, dropped as long,
    dropped as blocked, tokens replaced)."""
    kept = dropped_long = dropped_blocked = replaced = 0
    for line in lines:
        if len(line.split()) > MAX_WORDS:
            dropped_long += 1
            continue
        if any(is_blocked(token) for token in word.findall(line)):
            dropped_blocked += 1
            continue

        def swap(match):
            nonlocal replaced
            new = replacement(match.group(0))
            if new is None:
                return match.group(0)
            replaced += 1
            return new

        out.write(word.sub(swap, line) + "\n")
        kept += 1
    return kept, dropped_long, dropped_blocked, replaced
