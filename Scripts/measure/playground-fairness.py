#!/usr/bin/env python3
"""How long a one-event request waits while another session runs the largest legal batches.

What: starts `tecla serve` (or uses --url), creates a "heavy" session and a "light" one, and for
each kind of heavy batch below, one thread posts that batch (2,000 events, the API's limit) to
the heavy session over and over while another posts a single `tick` to the light session every
--interval seconds. It prints each heavy batch's time and the light requests' latency
percentiles. Issue 16's bar: the light request answers in < 50 ms while the heavy batch runs.

Heavy batches (each the most work one request may ask for on its layout):
  * one-word:  1,000 taps on letter keys with no space, on nqo-latin and ko-cheonjiin (each key
               used to cost more as the word grew) and en-US;
  * held:      a finger held on backspace with 1,999 ticks an hour apart (the clock leap that
               once replayed every repeat);
  * swipes:    400 five-point slides across the letters (each lift decodes a gesture).

How:
    python3 Scripts/measure/playground-fairness.py --binary .build/release/tecla [--rounds 5]
Standard library only. Exit status 1 when any light request takes 50 ms or more.
"""
import argparse, sys, threading, time

from playground_client import centre as center, keys_of, playground, request


def letter_keys(snapshot):
    keys = keys_of(snapshot)
    return [k for k in keys.values() if k["style"] == "character"]


def one_word_batch(snapshot, t0):
    letters = letter_keys(snapshot)
    events, t = [], t0
    for i in range(1000):
        x, y = center(letters[(i * 7) % len(letters)])
        events += [{"type": "down", "pointer": 1, "x": x, "y": y, "t": t}, {"type": "up", "pointer": 1, "x": x, "y": y, "t": t + 40}]
        t += 80
    return events, t


def held_batch(snapshot, t0):
    x, y = center(keys_of(snapshot)["delete"])
    events = [{"type": "down", "pointer": 1, "x": x, "y": y, "t": t0}]
    t = t0
    for _ in range(1998):
        t += 3_600_000
        events.append({"type": "tick", "t": t})
    events.append({"type": "up", "pointer": 1, "x": x, "y": y, "t": t})
    return events, t + 10


def swipe_batch(snapshot, t0):
    letters = letter_keys(snapshot)
    events, t = [], t0
    for i in range(400):
        path = [center(letters[(i * 3 + k * 5) % len(letters)]) for k in range(4)]
        events.append({"type": "down", "pointer": 1, "x": path[0][0], "y": path[0][1], "t": t})
        for x, y in path[1:]:
            t += 30
            events.append({"type": "move", "pointer": 1, "x": x, "y": y, "t": t})
        events.append({"type": "up", "pointer": 1, "x": path[-1][0], "y": path[-1][1], "t": t + 10})
        t += 200
    return events[:2000], t


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/tecla")
    parser.add_argument("--url")
    parser.add_argument("--rounds", type=int, default=5, help="heavy batches per kind")
    parser.add_argument("--interval", type=float, default=0.02, help="seconds between light requests")
    args = parser.parse_args()
    with playground(args.binary, args.url) as base:
        status, light = request(base, "POST", "/api/sessions", {"layout": "en-US"})
        light_id, light_t = light["id"], 1.0
        worst = 0.0
        print(f"server {base}; light session {light_id}")
        for layout, kind, make in [("nqo-latin", "one-word", one_word_batch), ("ko-cheonjiin", "one-word", one_word_batch),
                                   ("en-US", "one-word", one_word_batch), ("en-US", "held", held_batch), ("en-US", "swipes", swipe_batch)]:
            status, heavy = request(base, "POST", "/api/sessions", {"layout": layout})
            heavy_id, t = heavy["id"], 0.0
            batch_seconds, latencies, statuses = [], [], {}
            done = threading.Event()

            def heavy_loop():
                nonlocal t, heavy
                for _ in range(args.rounds):
                    events, t = make(heavy, t)
                    start = time.perf_counter()
                    code, snapshot = request(base, "POST", f"/api/sessions/{heavy_id}/events", {"events": events})
                    batch_seconds.append(time.perf_counter() - start)
                    statuses[code] = statuses.get(code, 0) + 1
                    if code == 200:
                        heavy = snapshot
                    # Start every round from an empty field on the letters page.
                    request(base, "POST", f"/api/sessions/{heavy_id}/events", {"events": [{"type": "replaceText", "text": ""}, {"type": "selectLayout", "layout": layout}]})
                done.set()

            thread = threading.Thread(target=heavy_loop)
            thread.start()
            while not done.is_set():
                light_t += 50
                start = time.perf_counter()
                code, _ = request(base, "POST", f"/api/sessions/{light_id}/events", {"events": [{"type": "tick", "t": light_t}]})
                latencies.append((time.perf_counter() - start) * 1000)
                time.sleep(args.interval)
            thread.join()
            worst = max(worst, max(latencies))
            print(f"{layout:13} {kind:8} heavy batch (2,000 events) {statuses}: mean {sum(batch_seconds) / len(batch_seconds):.2f} s, "
                  f"max {max(batch_seconds):.2f} s | light 1-event requests: n={len(latencies)} p50 {percentile(latencies, 50):.1f} ms "
                  f"p95 {percentile(latencies, 95):.1f} ms p99 {percentile(latencies, 99):.1f} ms max {max(latencies):.1f} ms")
        print(f"worst light request: {worst:.1f} ms ({'ok' if worst < 50 else 'over'} the 50 ms bar)")
        return 0 if worst < 50 else 1


if __name__ == "__main__":
    sys.exit(main())
