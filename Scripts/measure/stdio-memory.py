#!/usr/bin/env python3
"""Resident memory of the engine protocol (`tecla-engine`, `tecla stdio`) as languages come and go.

Phase 1, English: predict/complete/correct on the first N even lines of a text, plus How We
Swipe gestures mapped onto kebbie's 320 x 288 keyboard (so the swipe index is built). Phase 2:
every other bundled language in turn (predictions, completions, a swipe where the language has
swipe typing). Phase 3: English again, the first 200 lines of phase 1. The process's resident
set (VmRSS, split into anonymous memory and file-backed pages such as the mapped packs: iOS's
phys_footprint counts the first, not clean file pages) and peak (VmHWM) are read from /proc after each phase.

    python3 Scripts/measure/stdio-memory.py --command .build-static/release/tecla-engine \
        --text /work/shared/data/corpora/en/sgd-dev.txt.xz --lines 300 \
        --swipes /work/shared/data/swipe/hws-dev.jsonl.gz --layouts /work/shared/data/swipe/hws-layouts.json --gestures 2000
"""
import argparse
import gzip
import json
import lzma
import re
import subprocess

KEBBIE = {"q": (16.0, 36.0), "p": (304.0, 36.0), "z": (64.0, 180.0)}


def sentences(path, count):
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip()][0::2][:count]


def text_requests(lines):
    for line in lines:
        words = re.sub(r'[.,:;()"!?\[\]{}~]', " ", line).split()
        for i, word in enumerate(words):
            context = " ".join(words[:i]) + (" " if i else "")
            yield {"op": "complete", "context": context, "word": word[: max(1, len(word) // 2)], "keystrokes": []}
            yield {"op": "correct", "context": context, "word": word, "keystrokes": []}
            yield {"op": "predict", "context": context + word + " "}


def swipe_requests(path, layouts_path, count):
    layouts = json.load(open(layouts_path))
    out = []
    with gzip.open(path, "rt") as f:
        for line in f:
            sample = json.loads(line)
            keys = layouts[sample["layout"]]["keys"]
            (qx, qy), (px, _), (_, zy) = (keys["q"][:2], keys["p"][:2], keys["z"][:2])
            sx = (KEBBIE["p"][0] - KEBBIE["q"][0]) / (px - qx)
            sy = (KEBBIE["z"][1] - KEBBIE["q"][1]) / (zy - qy)
            points = [[round(KEBBIE["q"][0] + (x - qx) * sx, 1), round(KEBBIE["q"][1] + (y - qy) * sy, 1)] for x, y, *_ in sample["points"]]
            out.append({"op": "swipe", "context": "", "points": points})
            if len(out) == count:
                break
    return out


def memory(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(("VmRSS", "VmHWM", "RssAnon", "RssFile")):
                name, value = line.split(":")
                fields[name] = int(value.split()[0])
    return fields


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--command", required=True, help='the engine, e.g. ".build-static/release/tecla stdio" or ".build-static/release/tecla-engine"')
    parser.add_argument("--text", required=True)
    parser.add_argument("--lines", type=int, default=300)
    parser.add_argument("--swipes", required=True)
    parser.add_argument("--layouts", required=True)
    parser.add_argument("--gestures", type=int, default=2000)
    args = parser.parse_args()

    lines = sentences(args.text, args.lines)
    english = list(text_requests(lines)) + swipe_requests(args.swipes, args.layouts, args.gestures)
    others = []
    for tag, words in [("ko", ["안녕", "감사", "오늘"]), ("nqo", ["ߒ", "ߌ", "ߊ"]), ("ar", ["مرح", "شكر", "الي"]), ("la", ["amo", "rom", "sen"])]:
        for word in words:
            others.append({"op": "predict", "context": word + " ", "language": tag})
            others.append({"op": "complete", "context": "", "word": word, "language": tag})
        others.append({"op": "swipe", "context": "", "points": english[-1]["points"], "language": tag})
    again = list(text_requests(lines[:200])) + swipe_requests(args.swipes, args.layouts, 200)

    process = subprocess.Popen(args.command.split(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    report = {}

    def run(name, requests):
        errors = 0
        for request in requests:
            process.stdin.write(json.dumps(request, ensure_ascii=False) + "\n")
            process.stdin.flush()
            answer = json.loads(process.stdout.readline())
            errors += "error" in answer and not answer["error"].startswith(("no swipe typing", "gesture refused"))
        report[name] = dict(memory(process.pid), requests=len(requests), errors=errors)

    run("english", english)
    run("every other language", others)
    run("english again", again)
    process.stdin.close()
    process.wait()
    for name, values in report.items():
        print(
            f"{name:22} requests {values['requests']:6}  errors {values['errors']}  VmRSS {values['VmRSS'] / 1024:6.1f} MB"
            f"  VmHWM {values['VmHWM'] / 1024:6.1f} MB  (anonymous {values.get('RssAnon', 0) / 1024:5.1f} MB,"
            f" file-backed {values.get('RssFile', 0) / 1024:5.1f} MB)")
    print(f"after every language and back: {(report['english again']['VmRSS'] - report['english']['VmRSS']) / 1024:+.1f} MB against English alone")


if __name__ == "__main__":
    main()
