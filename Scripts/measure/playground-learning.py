#!/usr/bin/env python3
"""How a session's keystrokes cost as it learns more and more words (issue 16, item 8).

What: starts `tecla serve` (or uses --url), creates one en-US session and types --words unique
words into it, in batches of --taps taps (1,000 by default, the issue's measure), each word a
letter then five digits and a space (words with digits are never autocorrected, so every word is
learned as typed). It prints the time of every --report-every'th batch: with the learned words
capped (UserModel.maximumWords, 10,000) the cost levels off instead of growing with every word.

How:
    python3 Scripts/measure/playground-learning.py --binary .build/release/tecla [--words 25000]
Standard library only.
"""
import argparse, random, sys, time

from playground_client import centre, keys_of, playground, request


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/tecla")
    parser.add_argument("--url")
    parser.add_argument("--words", type=int, default=25_000)
    parser.add_argument("--taps", type=int, default=1_000)
    parser.add_argument("--report-every", type=int, default=25)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with playground(args.binary, args.url) as base:
        random.seed(args.seed)
        status, snapshot = request(base, "POST", "/api/sessions", {"layout": "en-US", "field": "plain"})
        sid = snapshot["id"]
        letters = {id: centre(key) for id, key in keys_of(snapshot).items()}
        request(base, "POST", f"/api/sessions/{sid}/events", {"events": [{"type": "tick", "t": 0}, {"type": "selectLayout", "layout": "en-US"}]})
        # The numbers page's keys: switch once to read them.
        _, numbers_snapshot = request(base, "POST", f"/api/sessions/{sid}/events",
                                      {"events": [{"type": "down", "pointer": 1, "x": letters["page-numbers"][0], "y": letters["page-numbers"][1], "t": 10},
                                                  {"type": "up", "pointer": 1, "x": letters["page-numbers"][0], "y": letters["page-numbers"][1], "t": 20}]})
        numbers = {id: centre(key) for id, key in keys_of(numbers_snapshot).items()}
        request(base, "POST", f"/api/sessions/{sid}/events", {"events": [{"type": "replaceText", "text": ""}, {"type": "selectLayout", "layout": "en-US"}]})
        t, typed, batch, pending, times = 100.0, 0, 0, [], []
        seen = set()

        def tap(point):
            nonlocal t
            pending.extend([{"type": "down", "pointer": 1, "x": point[0], "y": point[1], "t": t},
                            {"type": "up", "pointer": 1, "x": point[0], "y": point[1], "t": t + 30}])
            t += 200

        while typed < args.words:
            word = random.choice("abcdefghijklmnopqrstuvwxyz") + "".join(random.choice("0123456789") for _ in range(5))
            if word in seen:
                continue
            seen.add(word)
            tap(letters[word[0]])
            tap(letters["page-numbers"])
            for digit in word[1:]:
                tap(numbers[digit])
            tap(numbers["space"])
            tap(numbers["page-letters"])
            typed += 1
            if len(pending) >= 2 * args.taps:
                events, pending[:] = pending[:2 * args.taps], pending[2 * args.taps:]
                start = time.perf_counter()
                code, snap = request(base, "POST", f"/api/sessions/{sid}/events", {"events": events})
                elapsed = time.perf_counter() - start
                batch += 1
                times.append(elapsed)
                if code != 200:
                    print(f"batch {batch}: {code} {snap}")
                    return 1
                if len(snap["document"]["text"]) > 8000:
                    request(base, "POST", f"/api/sessions/{sid}/events", {"events": [{"type": "replaceText", "text": ""}, {"type": "selectLayout", "layout": "en-US"}]})
                if batch == 1 or batch % args.report_every == 0:
                    print(f"batch {batch:4}: {args.taps} taps in {elapsed:.2f} s, {typed:6} unique words typed so far")
        print(f"first 5 batches mean {sum(times[:5]) / 5:.2f} s; last 5 mean {sum(times[-5:]) / 5:.2f} s; {typed} unique words")
        return 0


if __name__ == "__main__":
    sys.exit(main())
