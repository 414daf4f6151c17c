#!/usr/bin/env python3
"""Line fuzzer for `tecla stdio` (the kebbie-jsonl/1 protocol, /work/shared/kebbie/PROTOCOL.md).

What: starts one `tecla stdio` process and sends it N seeded random lines, one at a time: valid
requests for every op (hello, predict, complete, correct, swipe) with hostile values (huge,
negative, denormal and NaN/Infinity-literal numbers, 1e308 coordinates, thousands of points,
empty arrays, mismatched keystrokes, very long words and contexts, odd Unicode), and garbage
(unknown ops, non-object JSON, deeply nested JSON, truncated JSON, invalid UTF-8, blank lines,
duplicate keys, a 1 MB line). Each line must get exactly one JSON object response line, with a
"candidates" list, within --timeout seconds, and the process must stay alive.

How:
    python3 Scripts/measure/fuzz-stdio.py --binary /tmp/tecla-bin/tecla --lines 4000 --seed 1 [--timeout 30] [--out DIR]
    python3 Scripts/measure/fuzz-stdio.py --replay .build/fuzz-stdio/crash-<sig>-1.jsonl   # send a saved line again

Failures (exit status 1): the process died (crash), no response within --timeout (hang), or a
response that is not exactly one JSON object line with a "candidates" list (bad response).
On a crash or hang the offending line is written to --out (the crash reason and the first
source frame from the Swift backtrace go into a .txt beside it, and the line is replayed alone
in a fresh process to say whether it reproduces by itself); the process is restarted and the
run continues. The run is deterministic for a given --seed (the lines never depend on answers).
The last line printed is the summary:
    lines=… ok=… bad=… crashes=… hangs=… distinct=… restarts=… p50_ms=… max_ms=… rss_max_mb=…
"""
import argparse
import hashlib
import json
import os
import random
import re
import select
import signal
import subprocess
import sys
import tempfile
import time

from fuzzsupport import crash_summary


# ---------------------------------------------------------------------------------------------
# JSON with literals Python's json module will not write (NaN, 1e400, huge integers, dup keys)

class Raw:
    """A piece of JSON text inserted verbatim."""
    def __init__(self, text):
        self.text = text


class Pairs:
    """A JSON object given as a list of (key, value) pairs: keys may repeat."""
    def __init__(self, pairs):
        self.pairs = pairs


def enc(value):
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, Pairs):
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + enc(v) for k, v in value.pairs) + "}"
    if isinstance(value, dict):
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + enc(v) for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(enc(v) for v in value) + "]"
    if isinstance(value, float):
        return repr(value) if value == value and abs(value) != float("inf") else "null"
    return json.dumps(value, ensure_ascii=False)


# ---------------------------------------------------------------------------------------------
# Hostile values

WORDS = ("the be to of and a in that have I it for not on with he as you do at this but his by from "
         "they we say her she or an will my one all would there their what so up out if about who get "
         "which go me when make can like time no just him know take people into year your good some "
         "could them see other than then now look only come its over think also back after use two how "
         "our work first well way even new want because any these give day most us getting Germany "
         "don't e-mail café naïve résumé").split()

UNICODE_BITS = [
    "e\u0301", "a\u0300\u0301\u0302\u0303\u0304", "\u0301\u0301\u0301",          # combining marks
    "\u05e9\u05dc\u05d5\u05dd", "\u0645\u0631\u062d\u0628\u0627", "\u202e\u202d\u200f\u200e",  # RTL, bidi controls
    "\U0001F468\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466", "\U0001F44D\U0001F3FD", "\U0001F1EB\U0001F1F7",
    "\u07d2\u07de\u07cf", "\u07ca\u07f3\u07eb",                                      # N'Ko
    "\u1100\u1161\u11a8", "\u110b\u1161\u11ab", "\uc548\ub155",                       # Hangul jamo, syllables
    "\ufeff", "\u200b", "\u00ad", "\ufffd", "\U0010ffff", "\ud7ff", "\x00", "\x1f", "\r", "\t", "\u2028", "\u2029",
    "Ⅻ", "ß", "İ", "ﬁ", "Σ", "ǅ", "𝔘𝔫𝔦", "\u0e01\u0e34\u0e4a",
]


def rand_word(rng, max_len=12):
    kind = rng.random()
    if kind < 0.6:
        word = rng.choice(WORDS)
        if rng.random() < 0.4 and len(word) > 1:             # a typo
            i = rng.randrange(len(word))
            word = word[:i] + rng.choice("abcdefghijklmnopqrstuvwxyz") + word[i + 1:]
        return word
    if kind < 0.85:
        return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(1, max_len)))
    if kind < 0.88:
        # Issue 32: one "character" of thousands of marks ("t" + 100,000 accents once cost 26 s).
        return "t" + rng.choice(["\u0301", "\u0651", "\u200d\U0001F44D"]) * rng.choice([31, 32, 1_000, 100_000])
    return "".join(rng.choice(UNICODE_BITS + list("abcxyz '-.")) for _ in range(rng.randint(1, max_len)))


def rand_context(rng):
    kind = rng.random()
    if kind < 0.15:
        return ""
    if kind < 0.7:
        return " ".join(rand_word(rng) for _ in range(rng.randint(1, 12))) + " "
    if kind < 0.8:
        return " ".join(rand_word(rng) for _ in range(rng.randint(200, 3000))) + rng.choice(["", " "])
    if kind < 0.87:
        return rng.choice(["   ", " ", "\t\t", "a" * rng.randint(1000, 200_000), "' - '' -- ", ". . . ! ?"])
    if kind < 0.94:
        return "".join(rng.choice(UNICODE_BITS) for _ in range(rng.randint(1, 400))) + " "
    return rng.choice([Raw("null"), Raw("42"), Raw("[]"), Raw("{}"), Raw("true"), Raw('"\\ud800"'), Raw('"\\udfff x "')])


def hostile_number(rng):
    return rng.choice([
        0, 0.0, -0.0, 1, -1, 0.5, 160.3, 320, 288, 320.0000001, -1e-300, 5e-324, 2.2250738585072014e-308,
        1e15, -1e15, 1e20, -1e20, 1e100, 1e154, 1e155, 1e200, 1e308, -1e308, 1.7976931348623157e308,
        2 ** 31, 2 ** 53 + 1, 2 ** 63 - 1, 2 ** 63, 2 ** 64, -(2 ** 63) - 1,
        Raw("1e309"), Raw("-1e400"), Raw("NaN"), Raw("Infinity"), Raw("-Infinity"), Raw("nan"),
        Raw("123456789012345678901234567890"), Raw("1E2"), Raw("-0"), Raw("0.000000000000000000000000000001"),
        Raw('"12"'), Raw("null"), Raw("true"), Raw("[]"), Raw("{}"),
    ])


# kebbie en-US geometry: letter key centres (PROTOCOL.md)
ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
CENTRES = {}
for col, ch in enumerate(ROWS[0]):
    CENTRES[ch] = (16 + 32 * col, 36)
for col, ch in enumerate(ROWS[1]):
    CENTRES[ch] = (32 + 32 * col, 108)
for col, ch in enumerate(ROWS[2]):
    CENTRES[ch] = (64 + 32 * col, 180)
CENTRES[" "] = (160, 252)
CENTRES["."] = (257, 252)


def tap(rng, ch):
    if ch not in CENTRES:
        return None
    x, y = CENTRES[ch]
    return [x + rng.gauss(0, 5.33), y + rng.gauss(0, 12)]


def keystrokes(rng, word):
    kind = rng.random()
    if kind < 0.6:
        return [tap(rng, ch) for ch in word]
    if kind < 0.68:
        return []
    if kind < 0.74:                                        # wrong length
        return [tap(rng, ch) for ch in word + word[: rng.randint(0, 30)]][: rng.randint(0, 2 * len(word) + 1)]
    if kind < 0.82:                                        # hostile numbers
        return [[hostile_number(rng), hostile_number(rng)] for _ in word]
    if kind < 0.88:                                        # odd shapes
        return [rng.choice([None, [], [1], [1, 2, 3], "ab", {"x": 1, "y": 2}, [[1, 2]], [None, None], True])
                for _ in range(rng.randint(0, len(word) + 2))]
    if kind < 0.92:
        return [[rng.uniform(0, 320), rng.uniform(0, 288)] for _ in range(rng.choice([1000, 5000, 20000]))]
    return rng.choice([Raw("null"), Raw("{}"), Raw('"keys"'), Raw("7"), [None] * rng.randint(1, 50)])


def swipe_points(rng):
    """A gesture trace: a real-looking path through a word's keys, then maybe made hostile."""
    word = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(2, 9))) \
        if rng.random() < 0.3 else rng.choice([w for w in WORDS if w.isalpha() and w.islower() and len(w) > 1])
    per = rng.randint(1, 12)
    points = []
    keys = [CENTRES[c] for c in word if c in CENTRES]
    for (ax, ay), (bx, by) in zip(keys, keys[1:]):
        for i in range(per):
            f = i / per
            points.append([ax + (bx - ax) * f + rng.gauss(0, 2), ay + (by - ay) * f + rng.gauss(0, 2)])
    if keys:
        points.append(list(keys[-1]))
    kind = rng.random()
    if kind < 0.45:
        pass
    elif kind < 0.5:
        points = []
    elif kind < 0.55:
        points = points[:1]
    elif kind < 0.6:
        points = [points[0]] * rng.randint(2, 3000)                       # finger never moves
    elif kind < 0.68:                                                      # thousands of points
        n = rng.choice([1000, 5000, 20000, 60000])
        points = [[rng.uniform(-50, 370), rng.uniform(-50, 340)] for _ in range(n)] if rng.random() < 0.5 else \
            [points[int(i * len(points) / n)] for i in range(n)]
    elif kind < 0.75:                                                      # scaled far off the keyboard
        s = rng.choice([-1, 10, 1e3, 1e6, 1e9, 1e12])
        points = [[x * s, y * s] for x, y in points]
    elif kind < 0.765:                                                     # extreme magnitudes (rare: known trap)
        m = rng.choice([1e150, 1e154, 1e155, 1e200, 1e300, 1e308, 1.7976931348623157e308])
        points = [[rng.choice([m, -m, 0.0, 100.0]), rng.choice([m, -m, 0.0, 100.0])] for _ in range(rng.randint(2, 20))]
    elif kind < 0.82:                                                      # tiny / denormal
        points = [[rng.choice([5e-324, 0.0, -5e-324, 1e-300]), rng.choice([5e-324, 0.0, 1e-300])] for _ in range(rng.randint(2, 50))]
    elif kind < 0.86:                                                      # triples with time, ints
        points = [[int(x), int(y), rng.choice([i * 16, 0, -5, 1e308])] for i, (x, y) in enumerate(points)]
    elif kind < 0.92:                                                      # one bad entry
        if points:
            points[rng.randrange(len(points))] = rng.choice([None, [1], "x", [1, "2"], [Raw("NaN"), 1], {}])
    elif kind < 0.94:                                                      # hostile numbers anywhere
        points = [[hostile_number(rng), hostile_number(rng)] for _ in range(rng.randint(1, 30))]
    else:
        points = rng.choice([Raw("null"), Raw("{}"), Raw('"points"'), Raw("[[]]"), Raw("[[[1,2]]]"), [[1, 2]] * 2])
    return points


def nested(rng, depth):
    opener, closer = rng.choice([("[", "]"), ('{"a":', "}"), ('[{"op":', "}]")])
    return opener * depth + "1" + closer * depth


def invalid_utf8(rng):
    return rng.choice([b"\xff", b"\xfe", b"\xc0\xaf", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x80", b"\xe2\x82", b"\xf0\x9f\x98"])


def make_line(rng):
    """One request line, as bytes without the trailing newline."""
    kind = rng.random()
    if kind < 0.04:
        obj = {"op": "hello", "protocol": rng.choice(["kebbie-jsonl/1", "kebbie-jsonl/999", "", 7]),
               "layout": rng.choice(["en-US", "fr-FR", "", None, 1e308]),
               "keyboard": rng.choice([{"width": 320, "height": 288, "origin": "top-left", "y_axis": "down"},
                                       {"width": hostile_number(rng), "height": hostile_number(rng)}, None, []])}
    elif kind < 0.18:
        obj = {"op": "predict", "context": rand_context(rng)}
    elif kind < 0.36:
        word = rand_word(rng) if rng.random() < 0.9 else rng.choice(["", "x" * rng.randint(100, 100_000), " ", "a b c d"])
        obj = {"op": "complete", "context": rand_context(rng), "word": word[: rng.randint(1, max(1, len(word)))],
               "keystrokes": keystrokes(rng, word)}
    elif kind < 0.58:
        word = rand_word(rng) if rng.random() < 0.85 else rng.choice(
            ["", "doinghere", "di orec", "q" * rng.randint(50, 100_000), "ab" * rng.randint(10, 3000),
             "".join(rng.choice(WORDS) for _ in range(rng.randint(2, 40)))])
        obj = {"op": "correct", "context": rand_context(rng), "word": word, "keystrokes": keystrokes(rng, word)}
    elif kind < 0.8:
        obj = {"op": "swipe", "context": rand_context(rng), "points": swipe_points(rng)}
    else:
        return garbage_line(rng)
    # Sometimes: extra fields, fields of the wrong type, duplicate keys, missing fields.
    roll = rng.random()
    if roll < 0.05:
        obj["extra"] = hostile_number(rng)
    elif roll < 0.1:
        obj[rng.choice(list(obj))] = rng.choice([Raw("null"), Raw("1e308"), Raw("[]"), Raw("{}"), Raw('"x"')])
    elif roll < 0.13:
        obj = Pairs(list(obj.items()) + [("op", rng.choice(["predict", "swipe", "nope"]))])
    elif roll < 0.16 and len(obj) > 1:
        del obj[rng.choice([k for k in obj if k != "op"])]
    text = enc(obj)
    if rng.random() < 0.03:
        text = " \t" + text + "  \r"
    data = text.encode("utf-8", "surrogatepass")
    if rng.random() < 0.04:                                 # invalid UTF-8 inside a string
        i = data.find(b'"', data.find(b":") + 1)
        if i > 0:
            data = data[: i + 1] + invalid_utf8(rng) + data[i + 1:]
    return data.replace(b"\n", b"\\n")


def garbage_line(rng):
    kind = rng.randrange(16)
    if kind == 0:
        return b""
    if kind == 1:
        return rng.choice([b" ", b"\t", b"\r", b"   \t  "])
    if kind == 2:
        return rng.choice([b"null", b"true", b"42", b"-1e400", b'"hello"', b"[]", b'[{"op":"predict"}]', b"NaN", b"{}"])
    if kind == 3:
        return enc({"op": rng.choice(["", "HELLO", "Predict", "swipe ", "delete", "exit", "\u0000", "predict\u0000x"]),
                    "context": "a "}).encode()
    if kind == 4:
        return enc({"op": rng.choice([Raw("null"), Raw("1"), Raw("[]"), Raw("{}"), Raw("true"), Raw("1e308")])}).encode()
    if kind == 5:
        return nested(rng, rng.choice([10, 100, 1000, 5000, 20000, 100000])).encode()
    if kind == 6:
        return enc({"op": "predict", "context": Raw(nested(rng, rng.choice([100, 1000, 10000, 50000])))}).encode()
    if kind == 7:                                            # truncated valid request
        text = enc({"op": "correct", "context": "I am ", "word": "hapy", "keystrokes": [[1, 2], [3, 4]]})
        return text[: rng.randint(1, len(text) - 1)].encode()
    if kind == 8:
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 200))).replace(b"\n", b" ")
    if kind == 9:
        return b'{"op":"predict","context":"' + invalid_utf8(rng) + b'abc "}'
    if kind == 10:
        return invalid_utf8(rng) + b'{"op":"hello"}'
    if kind == 11:                                           # a 1 MB line
        return enc({"op": "predict", "context": "word " * rng.choice([50_000, 200_000])}).encode()
    if kind == 12:
        return b'{"op":"predict","context":"a "' + b',"k":1' * rng.randint(1, 20000) + b"}"
    if kind == 13:
        return b'{"op":"swipe","points":[' + b",".join(b"[%d,%d]" % (i % 320, i % 288) for i in range(rng.randint(1, 2000))) + b"]"
    if kind == 14:
        return rng.choice([b'{"op":"predict"}{"op":"predict"}', b'{"op":"predict"} x', b"{'op':'predict'}",
                           b'{"op":"predict",}', b'{"op":"predict" "context":"a"}', b"\x00\x00\x00",
                           b'{"op":"predict","context":"\\ud800"}', b'{"op":"predict","context":"\\u00"}'])
    return b"{" * rng.randint(1, 5000)


# ---------------------------------------------------------------------------------------------
# The process

class Engine:
    def __init__(self, binary, out):
        self.binary, self.out = binary, out
        self.stderr_path = None
        self.proc = None
        self.buffer = b""

    def start(self):
        fd, self.stderr_path = tempfile.mkstemp(prefix="stdio-stderr-", suffix=".txt", dir=self.out)
        self.stderr = os.fdopen(fd, "wb")
        self.proc = subprocess.Popen([self.binary, "stdio"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.stderr, cwd=os.path.dirname(os.path.abspath(self.binary)))
        os.set_blocking(self.proc.stdin.fileno(), False)
        os.set_blocking(self.proc.stdout.fileno(), False)
        self.buffer = b""

    def stop(self, sig=signal.SIGKILL, wait=2.0):
        if self.proc and self.proc.poll() is None:
            try:
                self.proc.send_signal(sig)
                self.proc.wait(wait)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        for f in (self.proc.stdin, self.proc.stdout):
            try:
                f.close()
            except OSError:
                pass
        self.stderr.close()

    def stderr_text(self):
        if not self.stderr.closed:
            self.stderr.flush()
        with open(self.stderr_path, "rb") as f:
            return f.read().decode("utf-8", "replace")

    def rss_mb(self):
        try:
            with open(f"/proc/{self.proc.pid}/status") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1]) / 1024
        except OSError:
            pass
        return 0.0

    def ask(self, line, timeout):
        """Sends one line; returns ("ok", response bytes, extra bytes) or ("dead"|"hang", None, None)."""
        deadline = time.monotonic() + timeout
        data = line + b"\n"
        out_fd, in_fd = self.proc.stdout.fileno(), self.proc.stdin.fileno()
        while True:
            if b"\n" in self.buffer and not data:
                response, self.buffer = self.buffer.split(b"\n", 1)
                return "ok", response, self.buffer
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return "hang", None, None
            readable, writable, _ = select.select([out_fd], [in_fd] if data else [], [], min(remaining, 0.5))
            if writable:
                try:
                    written = os.write(in_fd, data[:1 << 16])
                    data = data[written:]
                except BrokenPipeError:
                    return "dead", None, None
                except BlockingIOError:
                    pass
            if readable:
                chunk = os.read(out_fd, 1 << 20)
                if not chunk:
                    return "dead", None, None
                self.buffer += chunk
                if b"\n" in self.buffer and data:            # answered before the line was complete
                    return "ok", self.buffer.split(b"\n", 1)[0], b"(answered before the request line was fully written)"
            if self.proc.poll() is not None and not readable:
                return "dead", None, None


def replays_alone(binary, line, timeout):
    """Does the line crash or hang a fresh process by itself (after a hello)?"""
    try:
        result = subprocess.run([binary, "stdio"], input=b'{"op":"hello"}\n' + line + b"\n", capture_output=True,
                                timeout=timeout, cwd=os.path.dirname(os.path.abspath(binary)),
                                env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
    except subprocess.TimeoutExpired:
        return "yes (hangs)"
    if result.returncode != 0:
        return f"yes (exit {result.returncode})"
    return "no"


def short(line, n=160):
    text = line.decode("utf-8", "replace")
    return text if len(text) <= n else text[:n] + f"… ({len(line)} bytes)"


def replay(args):
    with open(args.replay, "rb") as f:
        lines = [l.rstrip(b"\n") for l in f]
    engine = Engine(args.binary, args.out)
    engine.start()
    status = 0
    for line in lines:
        result, response, _ = engine.ask(line, args.timeout)
        print(f"{result}: {short(line)} -> {short(response) if response is not None else ''}")
        if result != "ok":
            print(crash_summary(engine.stderr_text()) if result == "dead" else "no answer within the timeout")
            status = 1
            break
    engine.stop()
    return status


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/tecla")
    parser.add_argument("--lines", type=int, default=4000, help="lines to send (default 4000, about a minute)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default=".build/fuzz-stdio")
    parser.add_argument("--timeout", type=float, default=30, help="seconds a response may take before it is a hang")
    parser.add_argument("--slow", type=float, default=2.0, help="report responses slower than this (seconds)")
    parser.add_argument("--replay", help="send the lines of this file (no fuzzing) and report")
    args = parser.parse_args()
    if getattr(args, "binary", None):
        args.binary = os.path.abspath(args.binary)  # the engine runs from its own folder
    os.makedirs(args.out, exist_ok=True)
    if not os.path.exists(args.binary):
        sys.exit(f"no binary at {args.binary} (build with swift build -c release, or pass --binary)")
    if args.replay:
        return replay(args)

    rng = random.Random(args.seed)
    engine = Engine(args.binary, args.out)
    engine.start()
    engine.ask(b'{"op":"hello","protocol":"kebbie-jsonl/1","layout":"en-US"}', args.timeout)
    counts = dict(ok=0, bad=0, crashes=0, hangs=0, restarts=0)
    failures = {}                                   # signature -> [count, first line index, saved path, alone]
    latencies, slow, bad_samples = [], [], []
    rss_max = engine.rss_mb()
    started = time.monotonic()
    for index in range(args.lines):
        line = make_line(rng)
        t0 = time.monotonic()
        result, response, extra = engine.ask(line, args.timeout)
        elapsed = time.monotonic() - t0
        if index % 10 == 0 or elapsed > 0.2:
            rss_max = max(rss_max, engine.rss_mb())
        if result == "ok":
            latencies.append(elapsed)
            if elapsed > args.slow:
                slow.append((elapsed, index, line))
            problem = None
            try:
                answer = json.loads(response)
                if not isinstance(answer, dict) or not isinstance(answer.get("candidates"), list):
                    problem = "no candidates list"
            except ValueError as error:
                problem = f"not JSON ({error})"
            if extra:
                problem = f"extra output after the response: {short(extra, 80)}"
            if problem:
                counts["bad"] += 1
                bad_samples.append((index, problem, line, response))
                engine.buffer = b""
            else:
                counts["ok"] += 1
            continue
        # Crash or hang: keep the line and the report, then start a fresh process.
        if result == "hang":
            counts["hangs"] += 1
            engine.stop(signal.SIGABRT, wait=10)      # the Swift backtracer prints where it was stuck
            signature = "hang: " + crash_summary(engine.stderr_text())
        else:
            counts["crashes"] += 1
            engine.proc.wait()
            signature = f"crash (exit {engine.proc.returncode}): " + crash_summary(engine.stderr_text())
            engine.stop()
        entry = failures.setdefault(signature, [0, index, None, None])
        entry[0] += 1
        if entry[0] <= 3:
            tag = hashlib.sha1(signature.encode()).hexdigest()[:8]
            path = os.path.join(args.out, f"{'hang' if result == 'hang' else 'crash'}-{tag}-{entry[0]}.jsonl")
            with open(path, "wb") as f:
                f.write(line + b"\n")
            with open(path[:-6] + ".txt", "w") as f:
                f.write(f"{signature}\nline {index} (seed {args.seed}), {len(line)} bytes\n\n{engine.stderr_text()}")
            if entry[2] is None:
                entry[2] = path
                entry[3] = replays_alone(args.binary, line, args.timeout)
        print(f"[{index}] {signature}\n    line: {short(line)}", file=sys.stderr)
        os.remove(engine.stderr_path)
        counts["restarts"] += 1
        engine.start()
        engine.ask(b'{"op":"hello"}', args.timeout)
    engine.stop()
    stderr_left = engine.stderr_text().strip()
    os.remove(engine.stderr_path)
    took = time.monotonic() - started

    for index, problem, line, response in bad_samples[:10]:
        print(f"bad response to line {index}: {problem}\n    line: {short(line)}\n    response: {short(response)}")
    for elapsed, index, line in sorted(slow, reverse=True)[:5]:
        print(f"slow: {elapsed:.2f} s for line {index}: {short(line, 120)}")
    for signature, (count, first, path, alone) in failures.items():
        print(f"FAILURE x{count} (first at line {first}, reproduces alone: {alone}): {signature}\n    saved: {path}")
    if stderr_left:
        print(f"stderr of the last process: {short(stderr_left.encode(), 300)}")
    latencies.sort()
    p50 = latencies[len(latencies) // 2] * 1000 if latencies else 0
    mx = latencies[-1] * 1000 if latencies else 0
    print(f"lines={args.lines} ok={counts['ok']} bad={counts['bad']} crashes={counts['crashes']} hangs={counts['hangs']} "
          f"distinct={len(failures)} restarts={counts['restarts']} p50_ms={p50:.1f} max_ms={mx:.0f} "
          f"rss_max_mb={rss_max:.0f} seconds={took:.0f} seed={args.seed}")
    return 1 if counts["crashes"] or counts["hangs"] or counts["bad"] else 0


if __name__ == "__main__":
    sys.exit(main())
