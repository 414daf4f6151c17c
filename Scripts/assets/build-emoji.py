#!/usr/bin/env python3
"""Builds Sources/TeclaCore/Resources/emoji.json from Unicode's emoji-test.txt.

Usage: Scripts/assets/build-emoji.py [/usr/share/unicode/emoji/emoji-test.txt]
(Debian package `unicode-data`, Unicode 15.0; Unicode License v3, see Resources/NOTICE-emoji.txt).

Keeps fully-qualified emoji in Unicode's order, groups them into the keyboard's categories, and
attaches skin-tone variants to their base emoji as long-press alternates.
"""
import json, sys, re, os

src = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode/emoji/emoji-test.txt"
# The keyboard's categories, in iOS order, and the Unicode groups each holds.
CATEGORIES = [
    ("smileys", "Smileys & People", "😀", ["Smileys & Emotion", "People & Body"]),
    ("nature", "Animals & Nature", "🐻", ["Animals & Nature"]),
    ("food", "Food & Drink", "🍔", ["Food & Drink"]),
    ("activity", "Activity", "⚽", ["Activities"]),
    ("travel", "Travel & Places", "🚗", ["Travel & Places"]),
    ("objects", "Objects", "💡", ["Objects"]),
    ("symbols", "Symbols", "🔣", ["Symbols"]),
    ("flags", "Flags", "🏳️", ["Flags"]),
]
TONES = {"\U0001F3FB", "\U0001F3FC", "\U0001F3FD", "\U0001F3FE", "\U0001F3FF"}
group = None
by_group = {}
order = []
for line in open(src, encoding="utf-8"):
    m = re.match(r"# group: (.*)", line)
    if m:
        group = m.group(1).strip()
        continue
    if line.startswith("#") or ";" not in line:
        continue
    codes, rest = line.split(";", 1)
    status = rest.split("#", 1)[0].strip()
    if status != "fully-qualified" or group == "Component":
        continue
    emoji = "".join(chr(int(c, 16)) for c in codes.split())
    by_group.setdefault(group, [])
    tones = [ch for ch in emoji if ch in TONES]
    if tones:
        base = "".join(ch for ch in emoji if ch not in TONES)
        # attach single-tone variants to the base; multi-tone combinations are skipped to keep the list short
        entries = by_group[group]
        for e in reversed(entries):
            if e["e"] == base or e["e"].replace("\ufe0f", "") == base.replace("\ufe0f", ""):
                if len(tones) == 1:
                    e.setdefault("tones", []).append(emoji)
                break
        continue
    by_group[group].append({"e": emoji})

out = {"source": "Unicode emoji-test.txt 15.0 (Debian unicode-data 15.0.0-1)", "license": "Unicode License v3", "categories": []}
for cid, name, icon, groups in CATEGORIES:
    items = []
    for g in groups:
        items.extend(by_group.get(g, []))
    out["categories"].append({"id": cid, "name": name, "icon": icon, "emoji": items})
dst = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "TeclaCore", "Resources", "emoji.json")
with open(dst, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    f.write("\n")
print(dst, sum(len(c["emoji"]) for c in out["categories"]), "emoji")
