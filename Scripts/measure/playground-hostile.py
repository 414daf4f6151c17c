#!/usr/bin/env python3
"""Another user's tap latency while hostile requests run, and the server's memory after them.

What: starts `tecla serve --port 0` from --binary, creates a "light" session that taps a letter
every --interval seconds, and runs issue 32's hostile classes one after another, each from
several client threads at once. For each it prints the hostile requests' statuses and times,
the light taps' latency percentiles, and the server's resident memory (VmRSS) before, after,
and after a second of rest. Issue 32's bar: the light tap's p99 stays under 50 ms.

Hostile classes:
  * grapheme:  the probe's replaceText ("hello w" + 60,000 × U+0301 + " x", cursor 6,
               selection 1) from two clients, 40 times each;
  * tashkeel:  an Arabic session taps one letter, then 20 batches of 1,000 taps on the tashkeel
               key (marks stacking onto one letter);
  * paste:     POST /api/reply of "Sam: a" + 3,000,000 × U+0301 (6 MB) from two clients, 20 each;
  * previews:  8 clients, each holding one finger down and sending 2,000-move batches across
               the letters (one preview decode per move before coalescing), 100 ms apart, 5 each;
  * tiff:      a 875 KB TIFF whose width and height are LONG8 (type 16) in a classic TIFF,
               20 uploads from each of two clients.

How:
    python3 Scripts/measure/playground-hostile.py --binary .build/release/tecla
Standard library only. Exit status 1 when a light tap takes 50 ms or more at p99, or any
request answers 5xx.
"""
import argparse, base64, re, struct, subprocess, sys, threading, time

from playground_client import centre, keys_of, request


def status_mb(pid, field="VmRSS"):
    """A memory figure of the process from /proc/PID/status (VmRSS, RssAnon, ...), in MB."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    return 0.0


def anon_mb(pid):
    return status_mb(pid, "RssAnon")


def memory_probe(base, pid):
    """Three 6 MB pastes in a row, then rest: the anonymous memory after each and after rest."""
    text = "Sam: a" + "\u0301" * 3_000_000
    readings = [f"{anon_mb(pid):.1f}"]
    for _ in range(3):
        request(base, "POST", "/api/reply", {"text": text})
        readings.append(f"{anon_mb(pid):.1f}")
    time.sleep(1)
    print(f"memory: anonymous RSS {' → '.join(readings)} MB over three 6 MB pastes; {anon_mb(pid):.1f} MB after 1 s")


def rss_mb(pid):
    return status_mb(pid)


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def long8_tiff():
    """A classic little-endian TIFF whose width and height entries have type 16 (LONG8)."""
    entries = [(256, 16, 1, 30000), (257, 16, 1, 30000), (277, 3, 1, 1), (258, 3, 1, 8), (273, 4, 1, 8), (279, 4, 1, 64)]
    body = b"II*\x00" + struct.pack("<I", 8) + struct.pack("<H", len(entries))
    for tag, kind, count, value in entries:
        body += struct.pack("<HHII", tag, kind, count, value)
    return body + struct.pack("<I", 0) + bytes(875_000)


def grapheme(base, index):
    status, session = request(base, "POST", "/api/sessions", {"layout": "en-US"})
    text = "hello w" + "\u0301" * 60_000 + " x"
    codes = []
    for _ in range(40):
        code, _ = request(base, "POST", f"/api/sessions/{session['id']}/events",
                          {"events": [{"type": "replaceText", "text": text, "cursor": 6, "selection": 1}]})
        codes.append(code)
    return codes


def tashkeel(base, index):
    status, session = request(base, "POST", "/api/sessions", {"layout": "ar"})
    keys = keys_of(session)
    letter = next(k for k in keys.values() if k["style"] == "character" and k["id"] != "tashkeel")
    lx, ly = centre(letter)
    tx, ty = centre(keys["tashkeel"])
    t = 0.0
    code, _ = request(base, "POST", f"/api/sessions/{session['id']}/events", {"events": [
        {"type": "down", "pointer": 1, "x": lx, "y": ly, "t": t}, {"type": "up", "pointer": 1, "x": lx, "y": ly, "t": t + 40}]})
    codes = [code]
    for _ in range(20):
        events = []
        for _ in range(1000):
            t += 100
            events += [{"type": "down", "pointer": 1, "x": tx, "y": ty, "t": t}, {"type": "up", "pointer": 1, "x": tx, "y": ty, "t": t + 40}]
        code, snapshot = request(base, "POST", f"/api/sessions/{session['id']}/events", {"events": events})
        codes.append(code)
    return codes


def paste(base, index):
    text = "Sam: a" + "\u0301" * 3_000_000
    return [request(base, "POST", "/api/reply", {"text": text})[0] for _ in range(20)]


def previews(base, index):
    status, session = request(base, "POST", "/api/sessions", {"layout": "en-US"})
    letters = [k for k in keys_of(session).values() if k["style"] == "character"]
    points = [centre(k) for k in letters]
    t = 0.0
    x, y = points[0]
    code, _ = request(base, "POST", f"/api/sessions/{session['id']}/events",
                      {"events": [{"type": "down", "pointer": 1, "x": x, "y": y, "t": t}]})
    codes = [code]
    for batch in range(5):
        events = []
        for i in range(2000):
            t += 8
            x, y = points[(batch * 2000 + i) // 7 % len(points)]
            events.append({"type": "move", "pointer": 1, "x": x + (i % 3), "y": y, "t": t})
        code, _ = request(base, "POST", f"/api/sessions/{session['id']}/events", {"events": events})
        codes.append(code)
        time.sleep(0.1)
    return codes


def tiff(base, index):
    image = base64.b64encode(long8_tiff()).decode()
    return [request(base, "POST", "/api/reply", {"images": [image]})[0] for _ in range(20)]


CLASSES = [("grapheme", grapheme, 2), ("tashkeel", tashkeel, 1), ("paste", paste, 2), ("previews", previews, 8), ("tiff", tiff, 2)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/tecla")
    parser.add_argument("--interval", type=float, default=0.02, help="seconds between light taps")
    parser.add_argument("--memory", action="store_true", help="only the memory probe: three 6 MB pastes, anonymous RSS")
    args = parser.parse_args()
    server = subprocess.Popen([args.binary, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    failed = False
    try:
        base = re.search(r"http://[^\s]+", server.stdout.readline()).group(0).rstrip("/")
        if args.memory:
            memory_probe(base, server.pid)
            return 0
        status, light = request(base, "POST", "/api/sessions", {"layout": "en-US"})
        lx, ly = centre(keys_of(light)["e"])
        light_t = [1.0]
        print(f"server {base} (pid {server.pid}); resident {rss_mb(server.pid):.1f} MB at start")

        def tap_once():
            light_t[0] += 100
            t = light_t[0]
            start = time.perf_counter()
            code, _ = request(base, "POST", f"/api/sessions/{light['id']}/events", {"events": [
                {"type": "down", "pointer": 1, "x": lx, "y": ly, "t": t}, {"type": "up", "pointer": 1, "x": lx, "y": ly, "t": t + 40},
                {"type": "replaceText", "text": ""}]})
            return code, (time.perf_counter() - start) * 1000

        quiet = [tap_once()[1] for _ in range(50)]
        print(f"light taps alone: p50 {percentile(quiet, 50):.1f} ms p99 {percentile(quiet, 99):.1f} ms")
        for name, work, clients in CLASSES:
            before = rss_mb(server.pid)
            results, latencies, light_codes = [None] * clients, [], {}
            started = time.perf_counter()
            threads = [threading.Thread(target=lambda i=i: results.__setitem__(i, work(base, i))) for i in range(clients)]
            for thread in threads:
                thread.start()
            while any(thread.is_alive() for thread in threads):
                code, ms = tap_once()
                latencies.append(ms)
                light_codes[code] = light_codes.get(code, 0) + 1
                time.sleep(args.interval)
            for thread in threads:
                thread.join()
            elapsed = time.perf_counter() - started
            after = rss_mb(server.pid)
            time.sleep(1)
            rested = rss_mb(server.pid)
            codes = {}
            for result in results:
                for code in result or []:
                    codes[code] = codes.get(code, 0) + 1
            p99 = percentile(latencies, 99)
            bad = p99 >= 50 or any(code >= 500 for code in codes) or any(code >= 500 for code in light_codes)
            failed |= bad
            print(f"{name:9} {clients} clients, {elapsed:5.1f} s, hostile statuses {codes} | light taps n={len(latencies)} "
                  f"p50 {percentile(latencies, 50):.1f} ms p99 {p99:.1f} ms max {max(latencies):.1f} ms {light_codes} | "
                  f"RSS {before:.1f} → {after:.1f} MB, {rested:.1f} MB after 1 s{'  <-- over the bar' if bad else ''}")
        print(f"resident {rss_mb(server.pid):.1f} MB at the end; {'FAILED' if failed else 'ok'}: light tap p99 < 50 ms and no 5xx")
    finally:
        server.terminate()
        server.wait()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
