#!/usr/bin/env python3
"""Fuzzer for the playground's JSON API (`tecla serve`, API.md).

What: a few threads hammer one server for --seconds with a seeded mix of
  * valid sessions on every layout (ids from GET /api/layouts, limits from GET /api/options, key
    frames from each snapshot) driven by hostile but legal event streams: taps across the
    keyboard, slides, long presses with ticks, backspace spam and held backspace, rollover and
    cancel, selectLayout, selectSuggestion (in and out of range), replaceText with odd Unicode,
    batches up to the event limit, timestamps equal / jumping / at the maximum, coordinates at
    and just past the margin; plus snapshots, internals (valid and invalid steps) and deletes;
  * malformed requests: bad, truncated and deeply nested JSON, wrong types, nulls, duplicate and
    unknown keys, huge numbers, NaN/Infinity literals, invalid UTF-8, wrong Content-Type,
    oversized bodies, odd Content-Length / Transfer-Encoding, unknown sessions, wrong methods,
    odd paths;
  * POST /api/reply with garbage, truncated or hostile base64 images (PNG headers claiming huge
    sizes, zlib bombs, other formats' magic bytes).
Every request goes over its own raw socket (so malformed HTTP can be sent) with a client timeout.

How:
    python3 Scripts/measure/fuzz-playground.py --binary /tmp/tecla-bin/tecla --seconds 60 --seed 1
    python3 Scripts/measure/fuzz-playground.py --binary … --max-jump 1e6       # stay clear of the held-backspace wedge
    python3 Scripts/measure/fuzz-playground.py --binary … --fake-tesseract     # reach the image decoder without tesseract
    python3 Scripts/measure/fuzz-playground.py --url http://127.0.0.1:8080/ [--pid PID]         # an already running server
    python3 Scripts/measure/fuzz-playground.py --binary … --slow-connections 50 --seconds 30    # slowloris check
    python3 Scripts/measure/fuzz-playground.py --binary … --replay .build/fuzz-playground/crash-1.jsonl

--fake-tesseract puts a stub `tesseract` (prints a fixed two-line chat as TSV) on the PATH of the
server this script starts, so /api/reply decodes the uploaded images instead of answering 503.
--max-jump MS caps the time jumps of event streams (the API allows any, up to 1e11 ms): a finger
held on backspace across a jump of hours makes the server loop through every repeat, and the
session store answers nobody meanwhile.

Failures (exit status 1): any 5xx (a 503 saying tesseract is missing, or that the server is
busy reading screenshots, is counted apart and is not a failure), the server process dying, or a
request getting no answer within --timeout. If GET /api/status gets no answer either, the server
is wedged: it is stopped with SIGABRT (its backtrace shows where it was busy) and treated as a
crash. Each 5xx, wedge and crash is saved to --out as a replayable JSONL file (with a 5xx, the
session's own log beside it, for `tecla replay`; a session's
earlier requests first; for a crash, the requests in flight and the last ones before it, also
printed) and a crashed server is restarted (up to --max-restarts). 4xx answers are expected
(about half the requests are meant to be refused); the summary shows statuses by intent and the
requests meant to be valid that were refused anyway. Each thread's choices are deterministic for
a given --seed (the interleaving of threads is not). Summary line:
    requests=… 2xx=… 4xx=… 5xx=… errors=… crashes=… rss_start_mb=… rss_end_mb=… rss_max_mb=…
--slow-connections N opens N connections that send a request slowly or never finish it, keeps
them trickling for --seconds, and reports how many the server still holds open (a server with
read timeouts closes them; exit status 1 if any is still open).
"""
import argparse
import base64
import collections
import json
import os
import random
import re
import select
import shutil
import signal
import socket
import stat
import struct
import subprocess
import sys
import tempfile
import threading
import time

from fuzzsupport import crash_summary
import urllib.parse
import uuid
import zlib


# ---------------------------------------------------------------------------------------------
# JSON with literals Python's json module will not write

class Raw:
    """A piece of JSON text inserted verbatim (NaN, 1e400, huge integers, broken text)."""
    def __init__(self, text):
        self.text = text


def enc(value):
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, dict):
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + enc(v) for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(enc(v) for v in value) + "]"
    if isinstance(value, float):
        if value != value or abs(value) == float("inf"):
            return "null"
        return str(int(value)) if value.is_integer() and abs(value) < 1e15 else repr(value)
    return json.dumps(value, ensure_ascii=False)


def body_of(value):
    return enc(value).encode("utf-8", "surrogatepass")


UNICODE_BITS = [
    "e\u0301", "a\u0300\u0301\u0302\u0303", "\u0301\u0301\u0301\u0301",                  # combining marks
    "\u05e9\u05dc\u05d5\u05dd", "\u0645\u0631\u062d\u0628\u0627 ", "\u202e\u202d\u200f\u200e\u2066",  # RTL, bidi
    "\U0001F468\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466", "\U0001F44D\U0001F3FD", "\U0001F1EB\U0001F1F7",
    "\U0001F3F3\uFE0F\u200D\U0001F308", "\u2764\ufe0f", "\U0001F9D1\U0001F3FF\u200D\U0001F9B2",       # emoji ZWJ
    "\u07d2\u07de\u07cf", "\u07ca\u07f3\u07eb\u07f2", "\u07c0\u07c9",                              # N'Ko
    "\u1100\u1161\u11a8", "\u110b\u1161\u11ab", "\u1112\u1175", "\u3131\u314f", "\uc548\ub155", "\u11a8\u11a8",  # Hangul
    "\ufeff", "\u200b", "\u00ad", "\ufffd", "\U0010ffff", "\x00", "\x1f", "\r\n", "\n", "\t", "\u2028",
    "Ⅻ", "ß", "İ", "ﬁ", "ǅ", "𝔘𝔫𝔦", "\u0e01\u0e34\u0e4a", "ā ē ī ō ū", "Hello world. ", "  ", ". ",
]


def rand_text(rng, max_pieces=40):
    n = rng.choice([0, 1, 3, rng.randint(1, max_pieces)])
    return "".join(rng.choice(UNICODE_BITS) if rng.random() < 0.6 else rng.choice(["hi ", "the ", "a", "Z", "1", "?"])
                   for _ in range(n))


# ---------------------------------------------------------------------------------------------
# Raw HTTP

def build(method, path, body=b"", headers=None, content_type="application/json", host="127.0.0.1",
          version="HTTP/1.1", content_length=True):
    lines = [f"{method} {path} {version}".encode("latin-1", "replace") if isinstance(path, str) else
             method.encode() + b" " + path + b" " + version.encode()]
    fields = [("Host", host)]
    if content_type and body:
        fields.append(("Content-Type", content_type))
    if content_length and (body or method in ("POST", "PUT", "PATCH")):
        fields.append(("Content-Length", str(len(body))))
    fields += list((headers or {}).items())
    fields.append(("Connection", "close"))
    for name, value in fields:
        lines.append(name.encode("latin-1", "replace") + b": " + (value if isinstance(value, bytes) else value.encode("latin-1", "replace")))
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


class Response:
    def __init__(self, status, headers, body):
        self.status, self.headers, self.body = status, headers, body

    def json(self):
        try:
            return json.loads(self.body)
        except ValueError:
            return None

    def error(self):
        answer = self.json()
        return answer.get("error", "") if isinstance(answer, dict) else self.body[:200].decode("utf-8", "replace")


def exchange(host, port, raw, timeout):
    """Sends raw bytes on a new connection and reads one response (the server is asked to close).
    Sending and reading interleave: the server may answer (413) before it has read the whole body."""
    deadline = time.monotonic() + timeout
    head_only = raw.startswith(b"HEAD ")
    with socket.create_connection((host, port), timeout=timeout) as sock:
        sock.setblocking(False)
        pending, data = memoryview(raw), b""
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no complete answer ({len(raw) - len(pending)} of {len(raw)} bytes sent, {len(data)} received)")
            # poll, not select: with --slow-connections the descriptors go past select's 1,024.
            poller = select.poll()
            poller.register(sock, select.POLLIN | (select.POLLOUT if pending else 0))
            events = dict(poller.poll(min(left, 1) * 1000))
            flags = events.get(sock.fileno(), 0)
            readable = flags & (select.POLLIN | select.POLLHUP | select.POLLERR)
            writable = flags & select.POLLOUT
            if writable:
                try:
                    pending = pending[sock.send(pending[:1 << 16]):]
                except BlockingIOError:
                    pass
                except OSError:
                    pending = pending[:0]           # the server stopped reading: look for its answer
            if readable:
                try:
                    chunk = sock.recv(1 << 16)
                except BlockingIOError:
                    continue
                except ConnectionResetError:
                    chunk = b""
                if not chunk:
                    break
                data += chunk
                done = complete(data, head_only=head_only)
                if done:
                    return done
    done = complete(data, eof=True, head_only=head_only)
    if not done:
        raise ConnectionError(f"connection closed after {len(data)} bytes without a complete answer")
    return done


def complete(data, eof=False, head_only=False):
    """The response in `data` once it is whole; `head_only` for a HEAD request (no body follows
    its Content-Length, RFC 9110 §9.3.2)."""
    head_end = data.find(b"\r\n\r\n")
    if head_end < 0:
        return None
    head = data[:head_end].decode("latin-1").split("\r\n")
    match = re.match(r"HTTP/\d\.\d (\d{3})", head[0])
    if not match:
        raise ConnectionError(f"not an HTTP answer: {head[0][:80]!r}")
    headers = {}
    for line in head[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    body = data[head_end + 4:]
    if head_only:
        return Response(int(match.group(1)), headers, b"")
    if "content-length" in headers:
        n = int(headers["content-length"])
        return Response(int(match.group(1)), headers, body[:n]) if len(body) >= n else None
    if headers.get("transfer-encoding", "").lower() == "chunked":
        out, pos = b"", 0
        while True:
            line_end = body.find(b"\r\n", pos)
            if line_end < 0:
                return None
            size = int(body[pos:line_end].split(b";")[0] or b"0", 16)
            if size == 0:
                return Response(int(match.group(1)), headers, out)
            if len(body) < line_end + 2 + size + 2:
                return None
            out += body[line_end + 2:line_end + 2 + size]
            pos = line_end + 2 + size + 2
    return Response(int(match.group(1)), headers, body) if eof else None


# ---------------------------------------------------------------------------------------------
# The server

FAKE_TESSERACT = """#!/bin/sh
# A stand-in for tesseract made by fuzz-playground.py: a fixed two-message chat as TSV.
printf 'level\\tpage_num\\tblock_num\\tpar_num\\tline_num\\tword_num\\tleft\\ttop\\twidth\\theight\\tconf\\ttext\\n'
printf '1\\t1\\t0\\t0\\t0\\t0\\t0\\t0\\t1000\\t2000\\t-1\\t\\n'
printf '4\\t1\\t1\\t1\\t1\\t0\\t40\\t300\\t400\\t40\\t-1\\t\\n'
printf '5\\t1\\t1\\t1\\t1\\t1\\t40\\t300\\t100\\t40\\t95\\tHey\\n'
printf '5\\t1\\t1\\t1\\t1\\t2\\t150\\t300\\t100\\t40\\t95\\tcoming\\n'
printf '5\\t1\\t1\\t1\\t1\\t3\\t260\\t300\\t180\\t40\\t95\\ttonight?\\n'
printf '4\\t1\\t2\\t1\\t1\\t0\\t600\\t400\\t350\\t40\\t-1\\t\\n'
printf '5\\t1\\t2\\t1\\t1\\t1\\t600\\t400\\t100\\t40\\t95\\tYes\\n'
printf '5\\t1\\t2\\t1\\t1\\t2\\t710\\t400\\t240\\t40\\t95\\tdefinitely\\n'
exit 0
"""


class Server:
    """A `tecla serve` this script started (restartable) or an existing one at a URL."""

    def __init__(self, args):
        self.args = args
        self.proc, self.pid, self.log, self.log_path = None, args.pid, None, None
        self.generation = 0
        self.path_dir = None
        if args.url:
            parts = urllib.parse.urlsplit(args.url)
            self.host, self.port = parts.hostname, parts.port or 80
        if args.fake_tesseract and not args.url:
            self.path_dir = tempfile.mkdtemp(prefix="fake-tesseract-")
            stub = os.path.join(self.path_dir, "tesseract")
            with open(stub, "w") as f:
                f.write(FAKE_TESSERACT)
            os.chmod(stub, stat.S_IRWXU)

    @property
    def managed(self):
        return not self.args.url

    def start(self):
        binary = os.path.abspath(self.args.binary)
        self.log_path = os.path.join(self.args.out, f"server-{self.generation}.log")
        self.log = open(self.log_path, "wb")
        env = dict(os.environ)                # (the default SWIFT_BACKTRACE prints every thread)
        if self.path_dir:
            env["PATH"] = self.path_dir + ":" + env.get("PATH", "")
        self.proc = subprocess.Popen([binary, "serve", "--port", str(self.args.port)], stdout=subprocess.PIPE,
                                     stderr=self.log, cwd=os.path.dirname(binary), env=env)
        self.pid = self.proc.pid
        deadline = time.monotonic() + 60
        line = b""
        while time.monotonic() < deadline and self.proc.poll() is None:
            ready, _, _ = select.select([self.proc.stdout], [], [], 0.5)
            if ready:
                line += os.read(self.proc.stdout.fileno(), 4096)
                match = re.search(rb"http://([^/\s]+):(\d+)/", line)
                if match:
                    self.host, self.port = match.group(1).decode(), int(match.group(2))
                    threading.Thread(target=self._drain, args=(self.proc.stdout, self.log), daemon=True).start()
                    return
        raise SystemExit(f"the server did not start: {line!r}; see {self.log_path}")

    @staticmethod
    def _drain(pipe, log):
        for chunk in iter(lambda: pipe.read1(4096), b""):
            try:
                log.write(chunk)
                log.flush()
            except ValueError:
                return

    def alive(self):
        if self.proc:
            return self.proc.poll() is None
        if self.pid:                                      # gone, or a zombie nobody has reaped yet
            try:
                with open(f"/proc/{self.pid}/stat") as f:
                    return f.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
            except OSError:
                return False
        try:
            socket.create_connection((self.host, self.port), timeout=5).close()
            return True
        except OSError:
            return False

    def exit_description(self):
        if not self.proc:
            return "not answering"
        code = self.proc.poll()
        return f"exit status {code}" + (f" (signal {-code})" if code is not None and code < 0 else "")

    def crash_report(self):
        """The reason and first project frame from the Swift backtrace in the server's log."""
        if not self.log:
            return "(the server's log is not captured here: see its stderr)"
        try:
            self.log.flush()
            with open(self.log_path, "rb") as f:
                text = f.read().decode("utf-8", "replace")
        except (OSError, ValueError):
            return "?"
        return crash_summary(text)

    def rss_mb(self):
        try:
            with open(f"/proc/{self.pid}/status") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1]) / 1024
        except (OSError, TypeError):
            pass
        return None

    def fds(self):
        try:
            return len(os.listdir(f"/proc/{self.pid}/fd"))
        except (OSError, TypeError):
            return None

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.log:
            self.log.close()

    def cleanup(self):
        if self.path_dir:
            shutil.rmtree(self.path_dir, ignore_errors=True)


# ---------------------------------------------------------------------------------------------
# Bookkeeping shared by the threads

class Stats:
    def __init__(self, args, server):
        self.args, self.server = args, server
        self.lock = threading.Lock()
        self.counts = collections.Counter()
        self.statuses = collections.Counter()
        self.error_kinds = collections.Counter()
        self.malformed_accepted = collections.Counter()   # kinds of bad requests answered 2xx
        self.by_intent = collections.defaultdict(collections.Counter)
        self.recent = collections.deque(maxlen=40)
        self.inflight = {}
        self.seq = 0
        self.saved = 0
        self.failures = collections.Counter()          # distinct 5xx / crash signatures
        self.valid_refused = collections.Counter()     # error message (numbers blanked) -> count
        self.notes = collections.Counter()
        self.layout_sessions = collections.Counter()
        self.rss = []
        self.stop = threading.Event()
        self.crashed = threading.Event()
        self.crash_lock = threading.RLock()

    def begin(self, record):
        with self.lock:
            self.seq += 1
            record["seq"] = self.seq
            self.inflight[self.seq] = record
        return record

    def end(self, record):
        with self.lock:
            self.inflight.pop(record["seq"], None)
            self.recent.append(record)
            self.counts["requests"] += 1
            status = record.get("status")
            if status is None:
                self.counts["errors"] += 1
                self.error_kinds[re.sub(r"\d+", "#", record.get("error", ""))[:90]] += 1
                if record.get("timeout"):
                    self.counts["timeouts"] += 1
            else:
                self.statuses[status] += 1
                self.counts[f"{status // 100}xx"] += 1
                self.by_intent[record["intent"]][status] += 1
                if record["intent"] == "malformed" and status < 300 and record["note"] not in ("plain GET", "delete", "internals step"):
                    self.malformed_accepted[record["note"].split(" ~")[0]] += 1

    def save(self, kind, records, note):
        with self.lock:
            self.saved += 1
            path = os.path.join(self.args.out, f"{kind}-{self.saved}.jsonl")
        with open(path, "w") as f:
            for record in records:
                raw = record["raw"]
                f.write(json.dumps({"seq": record.get("seq"), "note": record.get("note", ""), "status": record.get("status"),
                                    "session": record.get("session"), "created": record.get("created"),
                                    "raw_b64": base64.b64encode(raw).decode()}) + "\n")
        with open(path[:-6] + ".txt", "w") as f:
            f.write(note + "\n")
        return path


def describe(record, n=150):
    raw = record["raw"]
    head, _, body = raw.partition(b"\r\n\r\n")
    first = head.split(b"\r\n", 1)[0].decode("latin-1")[:120]
    text = body[:n].decode("utf-8", "replace")
    more = f"… ({len(body)} bytes)" if len(body) > n else ""
    return f"#{record.get('seq')} {first} [{record.get('note', '')}] {text}{more} -> {record.get('status', record.get('error', 'in flight'))}"


# ---------------------------------------------------------------------------------------------
# Hostile but legal event streams

class Keyboard:
    """What a batch generator needs from a snapshot: size, keys (centres, frames), suggestions."""

    def __init__(self, snapshot):
        state = snapshot["state"]
        self.width = state["size"]["width"]
        self.height = state["size"]["height"]
        self.layout = state["layoutID"]
        self.suggestions = len(state.get("suggestions") or [])
        self.time = snapshot.get("time") or 0
        self.keys = []
        for row in state["page"]["rows"]:
            for key in row:
                f = key["frame"]
                self.keys.append({"id": key["id"], "type": key["action"]["type"], "alternates": key.get("alternates") or [],
                                  "x": f["origin"]["x"] + f["size"]["width"] / 2, "y": f["origin"]["y"] + f["size"]["height"] / 2,
                                  "w": f["size"]["width"], "h": f["size"]["height"]})
        self.characters = [k for k in self.keys if k["type"] == "character"] or self.keys
        self.delete = next((k for k in self.keys if k["type"] == "delete"), None)


class BatchMaker:
    """Builds one batch of events; `edge` is set when the batch is meant to be refused."""

    def __init__(self, rng, keyboard, t, layouts, limits, max_jump=None, fresh=True):
        self.rng, self.kb, self.t = rng, keyboard, max(t, keyboard.time)
        self.layouts, self.limits = layouts, limits
        self.max_jump = max_jump                              # --max-jump: cap on time jumps
        self.fresh = fresh                                    # no finger has touched this session yet
        self.events, self.edge = [], []
        self.next_pointer = rng.choice([1, 1, 7, 0, 2 ** 31 - 2])
        self.layout_changed = False

    def flag(self, reason):
        """The event being built makes the batch invalid (forgotten if that event is cut off)."""
        self.edge.append((len(self.events), reason))

    def advance(self):
        """The next timestamp. The maker's clock never passes the maximum nor goes back; the
        refused values (past the maximum, earlier) are used for one event only."""
        r = self.rng.random()
        if r < 0.1:
            pass                                              # the same time
        elif r < 0.13:
            jump = self.rng.uniform(1e6, 1e9)                 # a huge jump
            self.t += jump if self.max_jump is None else min(jump, self.max_jump)
        elif r < 0.132 and (self.max_jump is None or self.fresh):
            self.t = self.limits["maxTimestamp"]              # the maximum
        elif r < 0.134:
            self.flag("t past the maximum")
            return self.limits["maxTimestamp"] + 1
        elif r < 0.136 and self.t > 10:
            self.flag("t decreasing")
            return round(self.t - 5, 3)
        else:
            self.t += self.rng.uniform(4, 120)
        self.t = float(min(self.t, self.limits["maxTimestamp"]))
        return round(self.t, 3)

    def point(self, key=None):
        rng, kb = self.rng, self.kb
        margin = self.limits["coordinateMargin"]
        height = min(kb.height, 216) if self.layout_changed else kb.height
        r = rng.random()
        if r < 0.03:                                          # exactly at the margin (allowed)
            return rng.choice([-margin, kb.width + margin, 0.0]), rng.choice([-margin, height + margin, 0.0])
        if r < 0.04:                                          # just past it (refused)
            self.flag("coordinate past the margin")
            return rng.choice([(-margin - 0.001, 10.0), (kb.width + margin + 0.01, 10.0), (10.0, -margin - 0.001),
                               (10.0, height + margin + 0.5)])
        if r < 0.1:                                           # anywhere within the margin
            return rng.uniform(-margin, kb.width + margin), rng.uniform(-margin, height + margin)
        key = key or rng.choice(kb.characters)
        return (min(max(key["x"] + rng.gauss(0, key["w"] / 5), -margin), kb.width + margin),
                min(max(key["y"] + rng.gauss(0, key["h"] / 5), -margin), height + margin))

    def pointer(self):
        r = self.rng.random()
        if r < 0.01:
            self.flag("pointer id too large")
            return 2 ** 31
        if r < 0.03:
            return 2 ** 31 - 1
        self.next_pointer = (self.next_pointer + 1) % (2 ** 31)
        return self.next_pointer

    def ev(self, kind, p=None, xy=None, **extra):
        event = {"type": kind}
        if p is not None:
            event["pointer"] = p
        if xy is not None:
            event["x"], event["y"] = round(xy[0], 3), round(xy[1], 3)
        if kind in ("down", "move", "up", "cancel", "tick") or self.rng.random() < 0.5:
            event["t"] = self.advance()
        event.update(extra)
        self.events.append(event)
        if kind == "down":
            self.fresh = False

    def tap(self, key=None):
        p = self.pointer()
        self.ev("down", p, self.point(key))
        for _ in range(self.rng.choice([0, 0, 1, 3])):
            self.ev("move", p, self.point(key))
        self.ev("up", p, self.point(key))

    def slide(self):
        p = self.pointer()
        keys = [self.rng.choice(self.kb.characters) for _ in range(self.rng.randint(2, 8))]
        self.ev("down", p, self.point(keys[0]))
        for a, b in zip(keys, keys[1:]):
            steps = self.rng.randint(2, 20)
            for i in range(1, steps + 1):
                f = i / steps
                self.ev("move", p, (a["x"] + (b["x"] - a["x"]) * f + self.rng.gauss(0, 2),
                                    a["y"] + (b["y"] - a["y"]) * f + self.rng.gauss(0, 2)))
        if self.rng.random() < 0.75:
            self.ev("up", p, self.point(keys[-1]))
        else:
            self.ev("cancel", p)

    def hold(self, key, seconds):
        p = self.pointer()
        self.ev("down", p, self.point(key))
        for _ in range(int(seconds * 20)):
            self.ev("tick")
        for _ in range(self.rng.randint(0, 6)):                # slide up into a popup and along it
            x, y = key["x"] + self.rng.uniform(-80, 80), key["y"] - self.rng.uniform(0, 90)
            self.ev("move", p, (x, y))
        self.ev("up", p, self.point(key) if self.rng.random() < 0.3 else None)
        if "x" not in self.events[-1]:
            self.events[-1]["x"], self.events[-1]["y"] = round(key["x"], 3), round(key["y"] - 50, 3)

    def long_press(self):
        with_alternates = [k for k in self.kb.keys if k["alternates"]]
        key = self.rng.choice(with_alternates) if with_alternates and self.rng.random() < 0.8 else self.rng.choice(self.kb.keys)
        self.hold(key, self.rng.uniform(0.3, 3))

    def backspaces(self):
        if not self.kb.delete:
            return self.tap()
        if self.rng.random() < 0.5:
            for _ in range(self.rng.randint(5, 200)):
                self.tap(self.kb.delete)
        else:
            self.hold(self.kb.delete, self.rng.uniform(0.4, 8))

    def rollover(self):
        a, b, c = self.pointer(), self.pointer(), self.pointer()
        self.ev("down", a, self.point())
        self.ev("down", b, self.point())
        self.ev("up", a, self.point())
        self.ev("down", c, self.point())
        if self.rng.random() < 0.5:
            self.ev("up", b, self.point())
        else:
            self.ev("cancel", b)
        self.ev("up", c, self.point())

    def strays(self):
        p = self.pointer()
        choice = self.rng.randrange(4)
        if choice == 0:
            self.ev("up", p, self.point())                    # an up with no down
        elif choice == 1:
            self.ev("move", p, self.point())
        elif choice == 2:
            self.ev("down", p, self.point())
            self.ev("down", p, self.point())                  # the same finger twice
            self.ev("up", p, self.point())
        else:
            self.ev("cancel", p)

    def select_layout(self):
        if self.rng.random() < 0.08:
            self.flag("unknown layout")
            self.ev("selectLayout", layout=self.rng.choice(["xx", "", "EN-US", "en-US ", "ko-cheonjiin\u0000"]))
        else:
            self.ev("selectLayout", layout=self.rng.choice(self.layouts))
        self.layout_changed = True

    def select_suggestion(self):
        index = self.rng.choice([0, 1, 2, 0, 1, 2, -1, 3, 2 ** 31, 2 ** 63 - 1, Raw("18446744073709551616"), Raw("1e400")])
        if not isinstance(index, int) or not 0 <= index <= 2:
            self.flag("suggestion index out of range")
        self.ev("selectSuggestion", index=index)

    def replace_text(self):
        r = self.rng.random()
        if r < 0.05:
            text = "a" * self.rng.choice([9_999, 10_000])
        elif r < 0.08:
            text = "\U0001F468\u200D\U0001F469\u200D\U0001F467" * 3_000     # 3,000 graphemes, 24,000 bytes
        elif r < 0.1:
            text = "b" * 10_001
            self.flag("text too long")
        elif r < 0.14:
            # Issue 32: one "character" of thousands of scalars (marks, a ZWJ chain, conjoining jamo).
            n = self.rng.choice([33, 100, 2_000, 15_000])
            text = "hello w" + self.rng.choice(["\u0301" * n, "\u0651" * n, "\U0001F44D\u200D" * (n // 2), "\u1100" * n]) + " x"
            self.flag("a character past the scalar bound")
        else:
            text = rand_text(self.rng, 200)
        extra = {}
        c = self.rng.random()
        if c < 0.4:
            pass
        elif c < 0.6:
            extra["cursor"] = 0
        elif c < 0.85:
            extra["cursor"] = self.rng.randint(0, 40)
            if extra["cursor"] > len(text):             # a grapheme count may be smaller still: maybe refused
                self.flag("cursor maybe outside the text")
        else:
            extra["cursor"] = self.rng.choice([-1, 10_001, 2 ** 62])
            self.flag("cursor outside the text")
        if extra.get("cursor") and extra["cursor"] > 0 and len(text) > 0 and extra["cursor"] <= len(text):
            # Python counts code points, Swift graphemes: only trust cursors in plain ASCII text.
            if not all(ord(ch) < 0x300 and ch not in "\r\n" for ch in text):
                self.flag("cursor maybe outside the text")
        self.ev("replaceText", text=text, **extra)

    def stack_marks(self):
        """Issue 32: a mark key tapped again and again onto one letter (Arabic's tashkeel key;
        elsewhere one letter key, harmless); marks stop stacking at the bound."""
        mark = next((k for k in self.kb.keys if k["id"] == "tashkeel"), None) or self.rng.choice(self.kb.characters)
        self.tap(self.rng.choice(self.kb.characters))
        for _ in range(self.rng.randint(20, 300)):
            self.tap(mark)

    def make(self):
        rng = self.rng
        r = rng.random()
        target = (rng.randint(1, 20) if r < 0.55 else rng.randint(20, 300) if r < 0.85 else
                  rng.randint(1900, self.limits["maxEventsPerRequest"]) if r < 0.96 else
                  self.limits["maxEventsPerRequest"] + rng.randint(1, 100))
        moves = [(self.tap, 30), (self.slide, 12), (self.long_press, 8), (self.backspaces, 6), (self.rollover, 4),
                 (self.strays, 3), (lambda: [self.ev("tick") for _ in range(rng.randint(1, 40))], 4),
                 (self.select_layout, 3), (self.select_suggestion, 5), (self.replace_text, 5), (self.stack_marks, 2)]
        total = sum(w for _, w in moves)
        while len(self.events) < target:
            pick = rng.uniform(0, total)
            for move, weight in moves:
                pick -= weight
                if pick <= 0:
                    move()
                    break
        if target <= self.limits["maxEventsPerRequest"]:
            del self.events[target:]
        self.edge = [reason for index, reason in self.edge if index < len(self.events)]
        if len(self.events) > self.limits["maxEventsPerRequest"]:
            self.edge.append("too many events")
        return self.events


# ---------------------------------------------------------------------------------------------
# PNGs and other images

def png(width, height, idat=None, colour=6, depth=8, interlace=0, chunks=()):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width & 0xFFFFFFFF, height & 0xFFFFFFFF, depth, colour, 0, 0, interlace)
    if idat is None:
        idat = zlib.compress(b"".join(b"\x00" + b"\xff" * (width * 4) for _ in range(height))) if width * height < 10_000 else b""
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + b"".join(chunk(k, d) for k, d in chunks) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def tiff(entries, extra=0):
    """A classic little-endian TIFF of (tag, type, count, value) entries."""
    data = b"II*\x00" + struct.pack("<I", 8) + struct.pack("<H", len(entries))
    for tag, kind, count, value in entries:
        data += struct.pack("<HHII", tag, kind, count, value & 0xFFFFFFFF)
    return data + struct.pack("<I", 0) + bytes(extra)


def lying_tiff(rng):
    """Issue 32's TIFFs: sizes libtiff reads differently from a naive header reader, or parts
    that make libtiff fail after the header was accepted."""
    w, h = rng.choice([(122, 130), (30000, 30000), (10, 10)])
    return rng.choice([
        tiff([(256, 16, 1, 40), (257, 16, 1, 48), (273, 4, 1, 8), (279, 4, 1, 64)], 875_000),    # LONG8 sizes
        tiff([(256, 4, 1, 30000), (256, 4, 1, 122), (257, 4, 1, 130)], 1000),                     # duplicate width
        tiff([(256, 4, 1, w), (257, 4, 1, h), (277, 3, 1, 65535)], 1000),                           # 65,535 samples
        tiff([(256, 4, 1, 12), (257, 4, 1, 13), (273, 4, 1, 40), (279, 4, 1, 100_000)], 100),        # strip past the end
        tiff([(256, 4, 1, 122), (257, 4, 1, 130), (322, 4, 1, 65536), (323, 4, 1, 65536)], 1000),  # 65,536-pixel tiles
        tiff([(256, rng.choice([1, 2, 5, 11, 12, 17, 18]), 1, 10), (257, 3, 1, 10)], 200),          # other field types
        tiff([(256, 3, 1, 12), (257, 3, 1, 13), (273, 4, 1, 8), (279, 4, 1, 156)], 200),            # honest, blank
    ])


def hostile_image(rng):
    r = rng.randrange(24)
    if r >= 22:
        return lying_tiff(rng)
    if r == 0:
        return png(0xFFFFFFFF, 0xFFFFFFFF)
    if r == 1:
        return png(rng.choice([0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 65536, 1 << 20]), rng.choice([1, 2, 0x7FFFFFFF, 0xFFFFFFFF]))
    if r == 2:
        return png(0, rng.choice([0, 10]))
    if r == 3:
        return png(rng.randint(1, 40), rng.randint(1, 40))                           # a tiny valid PNG
    if r == 4:                                                                        # a zlib bomb within the pixel limit
        w, h = rng.choice([(4000, 4000), (6000, 6000), (6324, 6324), (10000, 4000)])
        return png(w, h, idat=zlib.compress(bytes((w * 4 + 1) * 64)) * 1)             # short: "truncated"
    if r == 5:
        w = h = rng.choice([2000, 3000])
        stream = zlib.compressobj(9)
        row = b"\x00" + bytes(w * 4)
        data = b"".join(stream.compress(row) for _ in range(h)) + stream.flush()
        return png(w, h, idat=data)                                                   # 24-36 MB of pixels from ~50 KB
    if r == 6:
        return png(10, 10, idat=bytes(rng.randrange(256) for _ in range(rng.randint(0, 300))))
    if r == 7:
        return png(10, 10, colour=rng.choice([1, 5, 7, 255]), depth=rng.choice([0, 3, 8, 32, 255]))
    if r == 8:
        return png(10, 10, colour=3)                                                  # palette image without a palette
    if r == 9:
        return png(10, 10, interlace=1)
    if r == 10:
        data = png(20, 20)
        return data[: rng.randint(8, len(data) - 1)]                                  # truncated
    if r == 11:
        data = bytearray(png(20, 20))
        for _ in range(rng.randint(1, 10)):
            data[rng.randrange(8, len(data))] = rng.randrange(256)
        return bytes(data)                                                            # flipped bytes
    if r == 12:                                                                       # a chunk length past the end
        return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", rng.choice([0x7FFFFFFF, 0xFFFFFFFF, 14])) + b"IHDR" + bytes(13)
    if r == 13:
        return b"\x89PNG\r\n\x1a\n" + bytes(rng.randint(0, 30))
    if r == 14:
        return png(10, 10, chunks=[(b"IHDR", struct.pack(">IIBBBBB", 0xFFFFFFFF, 0xFFFFFFFF, 8, 6, 0, 0, 0))])  # a second IHDR
    if r == 15:
        return png(10, 10, colour=rng.choice([0, 2, 3, 4]), depth=rng.choice([1, 2, 4, 16]),
                   chunks=[(b"PLTE", bytes(rng.randint(0, 6)))])
    if r == 16:
        return rng.choice([b"\xff\xd8\xff\xe0", b"GIF89a", b"BM", b"II*\x00", b"MM\x00*", b"RIFF\x00\x00\x00\x00WEBPVP8 "]) + \
            bytes(rng.randrange(256) for _ in range(rng.randint(0, 200)))
    if r == 17:
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 500)))
    if r == 18:
        return b"hello, this is not an image\n" * rng.randint(1, 10)
    if r == 19:
        return png(1, rng.choice([40_000_000, 40_000_001]), idat=b"")
    if r == 20:
        return png(rng.randint(1, 5), rng.randint(1, 5), colour=rng.choice([0, 2, 4, 6]), depth=16,
                   idat=zlib.compress(bytes(rng.randrange(256) for _ in range(300))))
    return png(3, 3, idat=zlib.compress(bytes([rng.choice([0, 1, 2, 3, 4, 5, 200])] + [7] * 12) * 3))  # bad filter types


def reply_body(rng):
    r = rng.random()
    if r < 0.55:
        images = []
        for _ in range(rng.choice([1, 1, 1, 2, 4])):
            data = base64.b64encode(hostile_image(rng)).decode()
            d = rng.random()
            if d < 0.2:
                data = "data:image/png;base64," + data
            elif d < 0.25:
                data = data[: rng.randint(0, len(data))]                              # truncated base64
            elif d < 0.3:
                data = " \n".join(data[i:i + 76] for i in range(0, len(data), 76))     # wrapped
            images.append(data)
        body = {"images": images}
    elif r < 0.65:
        body = {"images": [rng.choice(["%%%", "", "=", "====", "data:", "data:,", "data:image/png;base64,",
                                       "iVBORw0KGgo", "iVBORw0KGgo=====", "\u00e9\u00e9", "AAAA" * 10])]}
    elif r < 0.72:
        body = {"images": [base64.b64encode(png(5, 5)).decode()] * rng.choice([0, 5, 50])}
    elif r < 0.76:
        body = {"images": [base64.b64encode(bytes(4 * 1024 * 1024 + rng.choice([0, 1]))).decode()]}  # at / past 4 MiB
    elif r < 0.85:
        body = {"images": rng.choice([Raw("null"), Raw("\"iVBOR\""), Raw("[1,2]"), Raw("[null]"), Raw("{}"), Raw("[[]]")])}
    elif r < 0.9:
        # Issue 32: pasted chats whose "characters" are thousands of marks, or too many bytes.
        body = {"text": "Sam: a" + "\u0301" * rng.choice([10, 40, 5_000, 300_000]) + rng.choice(["", "\nAna: hi?"])}
    else:
        body = {"images": [base64.b64encode(png(8, 8)).decode()]}
    t = rng.random()
    if t < 0.3:
        body["tone"] = rng.choice(["casual", "friendly", "professional", "flirty", "funny"])
    elif t < 0.4:
        body["tone"] = rng.choice(["sarcastic", "", Raw("null"), Raw("1"), "FLIRTY"])
    if rng.random() < 0.2:
        body["app"] = rng.choice(["messaging", "dating", "email", "work", "social", "com.apple.MobileSMS", "", "x" * 5000, Raw("7")])
    if rng.random() < 0.05:
        body["extra"] = 1
    return body_of(body)


# ---------------------------------------------------------------------------------------------
# Malformed requests

def malformed(rng, sid, layouts):
    """(method, path, raw request bytes or None, body, content type, note) of one bad request."""
    events_path = f"/api/sessions/{sid}/events"
    good_batch = body_of({"events": [{"type": "down", "pointer": 1, "x": 20, "y": 30, "t": 10}, {"type": "up", "pointer": 1, "x": 20, "y": 30, "t": 60}]})
    r = rng.randrange(40)
    path, body, ctype, method, raw, note = events_path, b"", "application/json", "POST", None, ""
    if r == 0:
        body, note = rng.choice([b"{", b'{"events": [', b"[", b"nul", b'{"events":[{"type":"down",', b"\"", b"{}}", b"{,}"]), "bad JSON"
    elif r == 1:
        body, note = good_batch[: rng.randint(1, len(good_batch) - 1)], "truncated JSON"
    elif r == 2:
        body, note = rng.choice([b"null", b"[]", b"42", b'"events"', b"true", b'{"events": null}', b'{"events": {}}',
                                 b'{"events": [null]}', b'{"events": [[]]}', b'{"events": [1]}', b'{"events": "[]"}']), "wrong types"
    elif r == 3:
        event = {"type": "down", "pointer": 1, "x": 20, "y": 30, "t": 10}
        event[rng.choice(list(event))] = rng.choice([Raw("null"), Raw('"1"'), Raw("[]"), Raw("{}"), Raw("true"), Raw('""')])
        body, note = body_of({"events": [event]}), "a field of the wrong type"
    elif r == 4:
        body, note = b'{"events": [], "events": [{"type":"tick","t":1}]}', "duplicate keys"
    elif r == 5:
        body, note = b'{"events": [{"type":"tick","t":1,"t":2,"t":-5}]}', "duplicate keys in an event"
    elif r == 6:
        body, note = rng.choice([b'{"events": [], "verbose": true}', b'{"events": [{"type":"tick","t":1,"pressure":0.5}]}',
                                 b'{"events": [{"type":"teleport","t":1}]}', b'{"events": [{"t":1}]}',
                                 b'{"events": [{"type":"selectLayout"}]}', b'{"events": [{"type":"replaceText"}]}',
                                 b'{"events": [{"type":"down","pointer":1,"t":1}]}']), "unknown or missing fields"
    elif r == 7:
        number = rng.choice(["1e400", "-1e400", "123456789012345678901234567890", "1e308", "-0", "4.9e-324", "9223372036854775808",
                             "-9223372036854775809", "0x10", "1.", ".5", "+1", "01", "1e", "--1"])
        field = rng.choice(["x", "y", "t", "pointer"])
        event = {"type": "down", "pointer": 1, "x": 20, "y": 30, "t": 10}
        event[field] = Raw(number)
        body, note = body_of({"events": [event]}), f"{field}={number}"
    elif r == 8:
        literal = rng.choice(["NaN", "Infinity", "-Infinity", "nan", "inf", '"NaN"', '"Infinity"', "undefined"])
        body, note = body_of({"events": [{"type": "move", "pointer": 1, "x": Raw(literal), "y": 3, "t": 11}]}), f"x={literal}"
    elif r == 9:
        bad = rng.choice([b"\xff", b"\xc0\xaf", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x80\x80", b"\xe2\x82"])
        body = b'{"events": [{"type":"replaceText","text":"ab' + bad + b'cd"}]}' if rng.random() < 0.7 else bad + good_batch
        note = "invalid UTF-8"
    elif r == 10:
        body, ctype, note = good_batch, rng.choice(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
                                                    "application/json; charset=latin-1", "", "\u00e9/\u00e9", "application/json" * 50]), "wrong Content-Type"
    elif r == 11:
        size = rng.choice([128 * 1024, 128 * 1024 + 1, 200_000, 1_000_000, 5_000_000])
        body, note = (b'{"events": [' + b'{"type":"tick","t":1},' * (size // 22) + b'{"type":"tick","t":1}]}')[: max(size, 64)], f"oversized body ~{size}"
        if rng.random() < 0.3:
            path, note = "/api/sessions", note + " (create)"
    elif r == 12:
        unknown = rng.choice([str(uuid.UUID(int=rng.getrandbits(128))), "nope", "", "%00", "a" * 5000, "..", "%2e%2e", "\u00e9", sid.upper()])
        path = f"/api/sessions/{unknown}/events"
        body, note = good_batch, "unknown session"
    elif r == 13:
        method = rng.choice(["PUT", "PATCH", "DELETE", "GET", "HEAD", "OPTIONS", "TRACE", "CONNECT", "FOO", "get", "P0ST"])
        path = rng.choice([events_path, "/api/sessions", "/api/layouts", "/api/options", "/api/reply", "/", f"/api/sessions/{sid}"])
        body, note = (good_batch if rng.random() < 0.5 else b""), "wrong method"
    elif r == 14:
        method = rng.choice(["GET", "POST", "DELETE"])
        path = rng.choice(["//api//layouts", "/api/", "/api", "/API/layouts", "/api/layouts/", "/api/layouts?x=%ff&&=",
                           "/api/sessions/../options", "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/api/sessions/x/events/y",
                           f"/api/sessions/{sid}/internals?step=" + rng.choice(["0.1", "9", "nan", "-1", "abc", "1e400", "0.25", "8", "", "0.5&step=1"]),
                           "/" + "a" * rng.choice([1000, 8000, 70000]), "/api/sessions/%zz", "/index.html", "/playground.js", "/playground.css",
                           "/api/sessions/\u00e9\u00e9", "*", "http://evil.example/api/layouts", "/api/sessions/ /events", "/%00"])
        body, note = (good_batch if method == "POST" else b""), "odd path"
    elif r == 15:
        body = good_batch
        raw = rng.choice([
            build("POST", events_path, body, content_length=False),                                     # no Content-Length
            build("POST", events_path, body, headers={"Content-Length": "-1"}, content_length=False),
            build("POST", events_path, body, headers={"Content-Length": "abc"}, content_length=False),
            build("POST", events_path, body, headers={"Content-Length": "99999999999999999999"}, content_length=False),
            build("POST", events_path, body, headers={"Content-Length": f"{len(body)}, {len(body)}"}, content_length=False),
            build("POST", events_path, body, headers={"Content-Length": str(len(body) - 5)}, content_length=False),    # body longer
            build("POST", events_path, b"%x\r\n%s\r\n0\r\n\r\n" % (len(body), body), headers={"Transfer-Encoding": "chunked"}, content_length=False),
            build("POST", events_path, b"zz\r\nabc\r\n0\r\n\r\n", headers={"Transfer-Encoding": "chunked"}, content_length=False),
            build("POST", events_path, b"%x\r\n%s\r\n0\r\n\r\n" % (len(body), body), headers={"Transfer-Encoding": "chunked", "Content-Length": "3"}, content_length=False),
            build("POST", events_path, body, headers={"Transfer-Encoding": "gzip, chunked"}),
            build("POST", events_path, body, headers={"Expect": "100-continue"}),
            build("POST", events_path, body, headers={"Content-Encoding": "gzip"}),
        ])
        note = "odd Content-Length / Transfer-Encoding"
    elif r == 16:
        raw = rng.choice([
            b"GET /api/layouts HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n",
            b"GET /api/layouts\r\n\r\n",
            b"GET /api/layouts HTTP/1.0\r\n\r\n",
            b"GET /api/layouts HTTP/1.1\r\nConnection: close\r\n\r\n",                                  # no Host
            b"GET /api/layouts HTTP/1.1\r\nHost x\r\nConnection: close\r\n\r\n",
            b"GET /api/layouts HTTP/1.1\r\nHost: x\r\n" + b"X-A: b\r\n" * 5000 + b"Connection: close\r\n\r\n",
            b"GET /api/layouts HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 100_000 + b"\r\nConnection: close\r\n\r\n",
            b"\r\n\r\nGET /api/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            b"GET /api/status HTTP/1.1\nHost: x\nConnection: close\n\n",
            b"GET /api/status HTTP/1.1\r\nHost: x\r\n\r\nGET /api/layouts HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",   # pipelined
            b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + bytes(100),                                                   # TLS hello
            b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
            b"GET /api/\xff\xfe HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            b"G\x00T / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        ])
        method, path, note = "RAW", "-", "malformed HTTP"
    elif r == 17:
        depth = rng.choice([100, 1000, 10_000, 60_000])
        opener, closer = rng.choice([(b"[", b"]"), (b'{"a":', b"}")])
        body = b'{"events":' + opener * depth + b"1" + closer * depth + b"}" if rng.random() < 0.5 else opener * depth + closer * depth
        body, note = body[: 128 * 1024], f"nested JSON depth {depth}"
        if rng.random() < 0.4:
            path = "/api/sessions"
    elif r == 18:
        body, note = b"", "empty body"
    elif r in (19, 20, 21, 22):                                                     # bad session creation
        create = {"layout": rng.choice(layouts), "width": rng.choice([390, 280, 1400, 279.999, 1400.001, 0, -1, 1e308, Raw("1e400"),
                                                                        Raw("NaN"), Raw("null"), "390", 2 ** 63]),
                  "field": rng.choice(["plain", "message", "email", "url", "search", "password", "number", "nope", "", Raw("null"), Raw("3")]),
                  "settings": rng.choice([{}, {"haptics": rng.choice(["off", "loud", Raw("1")])}, {"enabledLayouts": []},
                                          {"enabledLayouts": ["xx"]}, {"enabledLayouts": [layouts[0]] * 100}, {"enabledLayouts": Raw("null")},
                                          {"cheonJiInCyclesWrap": Raw('"yes"')}, {"autoCapitalization": Raw("1")}, Raw("[]"), Raw("null"),
                                          {"doubleSpacePeriod": False, "unknown": 1}]),
                  "text": rng.choice(["", rand_text(rng), "x" * 10_000, "x" * 10_001, Raw("null"), Raw("5"),
                                      "\U0001F468\u200D\U0001F469\u200D\U0001F467" * 4000])}
        for key in list(create):
            if rng.random() < 0.3:
                del create[key]
        if rng.random() < 0.1:
            create["bogus"] = True
        if rng.random() < 0.1:
            create["layout"] = rng.choice(["", "EN-US", "xx", Raw("null"), Raw("[]"), "en-US\u0000"])
        path, body, note = "/api/sessions", body_of(create), "odd session creation"
    elif r == 23:
        path, body, ctype, note = "/api/sessions", rng.choice([b"", b" ", b"\n", b"{}", b"null", b"[]", b"\xef\xbb\xbf{}"]), rng.choice(["application/json", ""]), "empty-ish creation"
    elif r == 24:
        method, path, note = "DELETE", f"/api/sessions/{rng.choice([sid, 'nope', str(uuid.UUID(int=rng.getrandbits(128)))])}", "delete"
    elif r == 25:
        method, path, note = "GET", f"/api/sessions/{sid}/internals?step={rng.choice(['0.25', '0.5', '1', '8', '0.2499', '8.01', 'NaN', 'inf', '-0', '1e-320', '%20'])}", "internals step"
    elif r == 26:
        method, path = "POST", "/api/reply"
        body, note = rng.choice([b"{", b"", b"null", b'{"images": "x"}', b'{"images": []}', b'{"images": [], "tone": "x"}',
                                 b'{"images": ["' + b"A" * 1_000_000 + b'"]}', b'{"images": ["\xff\xfe"]}']), "bad reply JSON"
    elif r == 27:
        method, path = "POST", "/api/reply"
        size = rng.choice([12 * 1024 * 1024, 12 * 1024 * 1024 + 1, 13 * 1024 * 1024])
        body, note = b'{"images": ["' + b"A" * (size - 16) + b'"]}', f"reply body ~{size} bytes"
    elif r == 28:
        events = [{"type": "tick", "t": 5}] * rng.choice([2000, 2001, 5000])
        body, note = enc({"events": events}).replace(" ", "").encode(), f"{len(events)} ticks"
    elif r == 29:
        text = rng.choice(["\ud800", "\udfff", "\\ud800\\udc00", "\\u0000", "\\uDBFF\\uDFFF"])
        body, note = b'{"events":[{"type":"replaceText","text":"a' + text.encode("utf-8", "surrogatepass").replace(b"\\\\", b"\\") + b'"}]}', "escaped surrogates"
    elif r == 30:
        body, note = b"\xef\xbb\xbf" + good_batch, "byte order mark"
    elif r == 31:
        body, note = good_batch.replace(b'"type"', b'"TYPE"') if rng.random() < 0.5 else good_batch.replace(b'"down"', b'"Down"'), "case of keys"
    elif r == 32:
        body, note = body_of({"events": [{"type": "replaceText", "text": "x", "cursor": Raw(rng.choice(["1.5", "-0", "1e2", "null", '"1"']))}]}), "odd cursor"
    elif r == 33:
        body, note = body_of({"events": [{"type": "selectSuggestion", "index": Raw(rng.choice(["1.5", "-0", "1e2", "null", '"1"', "2.0"]))}]}), "odd index"
    elif r == 34:
        body, note = body_of({"events": [{"type": "down", "pointer": Raw(rng.choice(["1.5", "-1", "2147483648", "1e2", "null"])), "x": 1, "y": 1, "t": 1}]}), "odd pointer"
    elif r == 35:
        body, note = good_batch + b" " * rng.choice([1, 1000]) + rng.choice([b"", b"x", b"{}", b"\x00"]), "trailing bytes"
    else:
        method, path, note = "GET", rng.choice(["/api/layouts", "/api/options", "/api/status", f"/api/sessions/{sid}", "/", "/playground.js"]), "plain GET"
    return method, path, raw, body, ctype, note


# ---------------------------------------------------------------------------------------------
# A worker thread

class Worker(threading.Thread):
    def __init__(self, index, args, server, stats, layouts, limits, deadline):
        super().__init__(daemon=True)
        self.index, self.args, self.server, self.stats = index, args, server, stats
        self.rng = random.Random(f"{args.seed}-{index}")
        self.layouts, self.limits, self.deadline = layouts, limits, deadline
        self.history = {}                  # session id -> its requests (for 5xx reproductions)
        self.sessions = []                 # live session ids
        self.session_generation = {}       # session id -> the server generation that made it
        self.iteration = 0

    def request(self, method, path, body=b"", ctype="application/json", raw=None, note="", session=None, intent="valid"):
        if raw is None:
            raw = build(method, path, body, content_type=ctype)
        if session and self.session_generation.get(session, self.server.generation) != self.server.generation:
            intent = "stale"                               # made before a restart: 404 expected
        record = self.stats.begin({"thread": self.index, "raw": raw, "note": note, "session": session, "intent": intent,
                                   "generation": self.server.generation})
        started = time.monotonic()
        response = None
        try:
            response = exchange(self.server.host, self.server.port, raw, self.args.timeout)
            record["status"] = response.status
        except TimeoutError as error:
            record["error"], record["timeout"] = f"timeout: {error}", True
        except (OSError, ConnectionError, ValueError) as error:
            record["error"] = f"{type(error).__name__}: {error}"
        record["elapsed"] = time.monotonic() - started
        if session:
            history = self.history.setdefault(session, [])
            if len(history) < 200:
                history.append(record)
        self.stats.end(record)
        self.check(record, response)
        self.last_record = record
        return response

    def check(self, record, response):
        stats = self.stats
        if response is None:
            if not self.server.alive():
                handle_crash(self.server, stats, record)
            elif record.get("timeout"):
                handle_timeout(self.server, stats, record, self.history.get(record.get("session"), [record]))
            return
        if response.status >= 500:
            message = response.error()
            if response.status == 503 and "tesseract is not installed" in message:
                with stats.lock:
                    stats.counts["ocr_missing_503"] += 1
                return
            if response.status == 503 and "busy reading" in message:
                with stats.lock:
                    stats.counts["busy_503"] += 1
                return
            blanked = re.sub(r"[0-9a-f-]{36}|\d+", "#", message)[:120]
            signature = f"{response.status} [{record['note']}] {blanked}"
            with stats.lock:
                stats.failures[signature] += 1
                first = stats.failures[signature] == 1
            records = self.history.get(record.get("session"), [record]) if record.get("session") else [record]
            if first:
                path = stats.save("5xx", records, f"{signature}\n{describe(record)}\n{response.body[:2000].decode('utf-8', 'replace')}")
                print(f"5XX {describe(record)}\n    {message[:300]}\n    saved: {path}", file=sys.stderr)
                saved_log = save_session_log(self.server, record.get("session"), path)
                if saved_log:
                    print(f"    the session's log: tecla replay {saved_log}", file=sys.stderr)
        elif 400 <= response.status < 500 and record["intent"] == "valid" and "document is full" not in response.error():
            message = re.sub(r"\d+(\.\d+)?", "#", response.error())[:140]
            with stats.lock:
                stats.valid_refused[f"{response.status} {message}"] += 1

    def run(self):
        while time.monotonic() < self.deadline and not self.stats.stop.is_set():
            if self.stats.crashed.is_set():
                time.sleep(0.2)
                continue
            self.iteration += 1
            r = self.rng.random()
            try:
                if r < 0.5:
                    self.session_scenario()
                elif r < 0.85:
                    sid = self.rng.choice(self.sessions) if self.sessions else str(uuid.UUID(int=self.rng.getrandbits(128)))
                    method, path, raw, body, ctype, note = malformed(self.rng, sid, self.layouts)
                    self.request(method, path, body, ctype, raw=raw, note=note, session=sid if sid in path else None, intent="malformed")
                elif r < 0.93:
                    self.request("POST", "/api/reply", reply_body(self.rng), note="reply", intent="reply")
                else:
                    path = self.rng.choice(["/api/layouts", "/api/options", "/api/status", "/", "/playground.js", "/playground.css"])
                    self.request("GET", path, note="GET")
            except Exception as error:                       # a bug in this script: report, keep going
                print(f"worker {self.index}: {type(error).__name__}: {error}", file=sys.stderr)
                with self.stats.lock:
                    self.stats.counts["script_errors"] += 1

    def session_scenario(self):
        rng = self.rng
        layout = self.layouts[(self.iteration * self.args.concurrency + self.index) % len(self.layouts)]
        create = {"layout": layout}
        if rng.random() < 0.7:
            create["width"] = rng.choice([375, 390, 430, 280, 1400, round(rng.uniform(280, 1400), 2)])
        if rng.random() < 0.6:
            create["field"] = rng.choice(["plain", "message", "email", "url", "search", "password", "number"])
        if rng.random() < 0.5:
            settings = {"haptics": rng.choice(["off", "light", "medium", "strong"]),
                        "autoCapitalization": rng.random() < 0.5, "doubleSpacePeriod": rng.random() < 0.5}
            if rng.random() < 0.4:
                settings["enabledLayouts"] = rng.sample(self.layouts, rng.randint(1, len(self.layouts)))
            if rng.random() < 0.3:
                settings["cheonJiInCyclesWrap"] = rng.random() < 0.5
            create["settings"] = settings
        if rng.random() < 0.3:
            create["text"] = rand_text(rng, 100)
        response = self.request("POST", "/api/sessions", body_of(create), note=f"create {layout}")
        if not response or response.status != 201:
            return
        snapshot = response.json()
        sid = snapshot["id"]
        self.last_record["created"] = sid
        self.session_generation[sid] = self.last_record["generation"]
        self.history[sid] = [self.last_record]
        with self.stats.lock:
            self.stats.layout_sessions[layout] += 1
        self.sessions.append(sid)
        if len(self.sessions) > 20:
            old = self.sessions.pop(0)
            self.history.pop(old, None)
        t = rng.choice([0.0, 0.0, rng.uniform(0, 1e6)])
        fresh = True
        for _ in range(rng.randint(1, 8)):
            if time.monotonic() > self.deadline:
                break
            maker = BatchMaker(rng, Keyboard(snapshot), t, self.layouts, self.limits, self.args.max_jump, fresh)
            events = maker.make()
            t_before = t
            t, fresh = maker.t, maker.fresh
            body = enc({"events": events}).encode("utf-8", "surrogatepass")
            intent = "edge" if maker.edge or len(body) > self.limits["maxBodyBytes"] else "valid"
            note = f"{len(events)} events on {snapshot['state']['layoutID']}" + (f" ({maker.edge[0]})" if maker.edge else "")
            response = self.request("POST", f"/api/sessions/{sid}/events", body, note=note, session=sid, intent=intent)
            if response and response.status == 200:
                snapshot = response.json() or snapshot
            else:
                t = t_before                                  # a refused batch changes nothing
            r = rng.random()
            if r < 0.1:
                step = rng.choice(["0.25", "0.5", "1", "2", "8"])
                self.request("GET", f"/api/sessions/{sid}/internals?step={step}", note="internals", session=sid)
            elif r < 0.2:
                self.request("GET", f"/api/sessions/{sid}", note="snapshot", session=sid)
        if rng.random() < 0.5:
            self.request("DELETE", f"/api/sessions/{sid}", note="delete", session=sid)
            self.sessions.remove(sid)
            self.history.pop(sid, None)


def handle_crash(server, stats, record, reason=None):
    """The server died: print and save what was in flight and just before, restart it."""
    with stats.crash_lock:
        if record.get("generation") != server.generation or stats.crashed.is_set():
            return                                        # another thread already handled this death
        stats.crashed.set()
        time.sleep(1.5)                                   # let the backtrace reach the log
        with stats.lock:
            stats.counts["crashes"] += 1
            inflight = sorted(stats.inflight.values(), key=lambda r: r["seq"]) + [record]
            recent = list(stats.recent)[-15:]
        report = server.crash_report()
        signature = f"server died ({server.exit_description()}): {report}" if not reason else f"server {reason}: {report}"
        with stats.lock:
            stats.failures[signature] += 1
            first = stats.failures[signature] == 1
        lines = [f"CRASH {signature}", "  requests in flight or failing when it died:"]
        lines += [f"    {describe(r)}" for r in inflight]
        lines += ["  last requests answered before it:"] + [f"    {describe(r)}" for r in recent]
        if first:
            seen = set()
            ordered = [r for r in recent + inflight if not (r["seq"] in seen or seen.add(r["seq"]))]
            path = stats.save("crash", ordered, "\n".join(lines))
            lines.append(f"  saved: {path}" + (f" (server log: {server.log_path})" if server.log_path else ""))
        print("\n".join(lines), file=sys.stderr)
        if server.managed and stats.counts["crashes"] <= stats.args.max_restarts:
            server.stop()
            server.generation += 1
            server.start()
            rss = server.rss_mb()
            with stats.lock:
                stats.rss.append(rss or 0)
            stats.crashed.clear()
        else:
            stats.stop.set()


def handle_timeout(server, stats, record, records):
    """No answer within --timeout. If the server still answers GET /api/status, this request was
    just slow (a failure of its own); if not, the server is wedged: save the session's requests,
    stop it with SIGABRT (the Swift backtracer prints where every thread was) and treat it like
    a crash. Timeouts of requests that were merely queued behind the wedge are not reported again."""
    if record.get("generation") != server.generation:
        return
    try:
        exchange(server.host, server.port, build("GET", "/api/status"), 10)
        wedged = False
    except (OSError, ConnectionError):
        wedged = True
    if not wedged:
        signature = f"timeout after {stats.args.timeout:.0f} s: [{record['note']}]"
        with stats.lock:
            stats.failures[signature] += 1
            first = stats.failures[signature] == 1
        if first:
            path = stats.save("timeout", records, f"{signature}\n{describe(record)}")
            print(f"TIMEOUT {describe(record)}\n    saved: {path}", file=sys.stderr)
        return
    with stats.crash_lock:
        if record.get("generation") != server.generation or stats.crashed.is_set() or not server.alive():
            return
        path = stats.save("wedge", records, f"no answer to this request nor to GET /api/status\n{describe(record)}")
        print(f"WEDGED on {describe(record)}\n    its session's requests: {path}", file=sys.stderr)
        if server.managed:
            server.proc.send_signal(signal.SIGABRT)
            try:
                server.proc.wait(30)
            except subprocess.TimeoutExpired:
                server.proc.kill()
                server.proc.wait()
        handle_crash(server, stats, record, reason="wedged: no answer to GET /api/status, stopped with SIGABRT")


def sample_rss(server, stats):
    while not stats.stop.is_set():
        rss = server.rss_mb()
        if rss is not None:
            with stats.lock:
                stats.rss.append(rss)
        stats.stop.wait(0.25)


def save_session_log(server, session, beside):
    """Saves the session's own log (GET /api/sessions/ID/log) next to a failure's requests, for
    `tecla replay`; None when there is no session or the server cannot give it."""
    if not session or not server.alive():
        return None
    try:
        response = exchange(server.host, server.port, build("GET", f"/api/sessions/{session}/log"), 30)
    except Exception:
        return None
    if response is None or response.status != 200:
        return None
    path = beside[:-6] + ".session-log.json"
    with open(path, "wb") as f:
        f.write(response.body)
    return path


def fetch_json(server, path, timeout=30):
    response = exchange(server.host, server.port, build("GET", path), timeout)
    if response.status != 200:
        raise SystemExit(f"GET {path}: {response.status} {response.body[:200]!r}")
    return response.json()


# ---------------------------------------------------------------------------------------------
# Modes

def fuzz(args, server):
    options = fetch_json(server, "/api/options")
    layouts = [layout["id"] for layout in fetch_json(server, "/api/layouts")["layouts"]]
    limits = options["limits"]
    stats = Stats(args, server)
    rss_start = server.rss_mb()
    deadline = time.monotonic() + args.seconds
    sampler = threading.Thread(target=sample_rss, args=(server, stats), daemon=True)
    sampler.start()
    workers = [Worker(i, args, server, stats, layouts, limits, deadline) for i in range(args.concurrency)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(args.seconds + args.timeout + 60)
    rss_end = server.rss_mb()
    stats.stop.set()
    sampler.join()
    if not server.alive() and not stats.counts["crashes"]:
        handle_crash(server, stats, {"raw": b"", "seq": 0, "note": "after the run", "generation": server.generation})

    c = stats.counts
    print(f"layouts: " + " ".join(f"{layout}={stats.layout_sessions[layout]}" for layout in layouts) + " (sessions created)")
    for intent, statuses in sorted(stats.by_intent.items()):
        print(f"statuses of {intent} requests: " + " ".join(f"{status}={count}" for status, count in sorted(statuses.items())))
    if stats.valid_refused:
        print(f"requests meant to be valid but refused: {sum(stats.valid_refused.values())}")
        for message, count in stats.valid_refused.most_common(6):
            print(f"    {count}x {message}")
    if stats.malformed_accepted:
        print("malformed requests answered 2xx (tolerated, not failures): " +
              ", ".join(f"{note} x{n}" for note, n in stats.malformed_accepted.most_common(8)))
    if stats.error_kinds:
        print("connection errors (no HTTP answer): " + "; ".join(f"{n}x {kind}" for kind, n in stats.error_kinds.most_common(4)))
    if c["ocr_missing_503"]:
        print(f"503 tesseract missing: {c['ocr_missing_503']} (images never decoded; --fake-tesseract reaches the decoder)")
    if c["busy_503"]:
        print(f"503 busy reading screenshots: {c['busy_503']}")
    for signature, count in stats.failures.items():
        print(f"FAILURE x{count}: {signature}")
    fmt = lambda v: f"{v:.0f}" if v is not None else "?"
    failed_5xx = sum(n for s, n in stats.failures.items() if re.match(r"\d{3} ", s))
    print(f"requests={c['requests']} 2xx={c['2xx']} 4xx={c['4xx']} 5xx={failed_5xx} errors={c['errors']} "
          f"timeouts={c['timeouts']} crashes={c['crashes']} ocr_503={c['ocr_missing_503']} busy_503={c['busy_503']} "
          f"rss_start_mb={fmt(rss_start)} rss_end_mb={fmt(rss_end)} rss_max_mb={fmt(max(stats.rss) if stats.rss else None)} "
          f"seconds={args.seconds} seed={args.seed}")
    return 1 if stats.failures or c["script_errors"] else 0


def slow_connections(args, server):
    """Opens N connections that never finish their request and reports which the server closes."""
    kinds = ["nothing sent", "request line trickled", "headers trickled", "body shorter than Content-Length", "body trickled"]
    rng = random.Random(args.seed)
    rss_start, fds_start = server.rss_mb(), server.fds()
    conns = []
    for i in range(args.slow_connections):
        kind = kinds[i % len(kinds)]
        sock = socket.create_connection((server.host, server.port), timeout=10)
        sock.setblocking(False)
        if kind == "nothing sent":
            pending = b""
        elif kind == "request line trickled":
            pending = b"GET /api/status HTTP/1.1\r\nHost: x\r\n\r\n"
        elif kind == "headers trickled":
            sock.send(b"POST /api/sessions HTTP/1.1\r\nHost: x\r\n")
            pending = b"X-Slow: " + b"a" * 10_000
        elif kind == "body shorter than Content-Length":
            sock.send(b"POST /api/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"layout\":")
            pending = b""
        else:
            sock.send(b"POST /api/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n")
            pending = b'{"text":"' + b"a" * 99_990 + b'"}'
        conns.append({"sock": sock, "kind": kind, "pending": pending, "state": "open", "answer": b""})
    print(f"opened {len(conns)} slow connections ({', '.join(kinds)}); trickling a byte every {args.slow_interval} s for {args.seconds} s")
    deadline = time.monotonic() + args.seconds
    probes = []
    while time.monotonic() < deadline:
        for conn in conns:
            if conn["state"] != "open":
                continue
            try:
                data = conn["sock"].recv(4096)
                if data:
                    conn["answer"] += data
                    conn["state"] = "answered"
                else:
                    conn["state"] = "closed by the server"
                continue
            except BlockingIOError:
                pass
            except OSError:
                conn["state"] = "closed by the server"
                continue
            if conn["pending"]:
                try:
                    conn["sock"].send(conn["pending"][:1])
                    conn["pending"] = conn["pending"][1:]
                except BlockingIOError:
                    pass
                except OSError:
                    conn["state"] = "closed by the server"
        started = time.monotonic()
        try:                                                 # does the server still answer others?
            status = exchange(server.host, server.port, build("GET", "/api/status"), 10).status
        except (OSError, ConnectionError) as error:
            status = f"error {error}"
        probes.append((status, (time.monotonic() - started) * 1000))
        time.sleep(max(0, min(args.slow_interval, deadline - time.monotonic()) * (0.8 + 0.4 * rng.random())))
    by_kind = collections.defaultdict(collections.Counter)
    for conn in conns:
        if conn["state"] == "open":                           # a last look
            try:
                data = conn["sock"].recv(4096)
                conn["state"] = "answered" if data else "closed by the server"
                conn["answer"] += data
            except BlockingIOError:
                pass
            except OSError:
                conn["state"] = "closed by the server"
        by_kind[conn["kind"]][conn["state"]] += 1
    still_open = sum(1 for conn in conns if conn["state"] == "open")
    rss_end, fds_end = server.rss_mb(), server.fds()
    for kind in kinds:
        detail = " ".join(f"{state}={n}" for state, n in sorted(by_kind[kind].items()))
        answers = sorted({c["answer"].split(b"\r\n", 1)[0].decode("latin-1") for c in conns if c["kind"] == kind and c["answer"]})
        print(f"  {kind}: {detail}" + (f" (answers: {', '.join(answers)})" if answers else ""))
    ok = sum(1 for status, _ in probes if status == 200)
    worst = max((ms for _, ms in probes), default=0)
    alive = server.alive()
    for conn in conns:
        conn["sock"].close()
    print(f"slow_connections={len(conns)} still_open={still_open} closed={sum(1 for c in conns if c['state'].startswith('closed'))} "
          f"answered={sum(1 for c in conns if c['state'] == 'answered')} seconds={args.seconds} "
          f"probes_ok={ok}/{len(probes)} probe_max_ms={worst:.0f} server_alive={alive} "
          f"server_fds_start={fds_start} server_fds_end={fds_end} rss_start_mb={rss_start or 0:.0f} rss_end_mb={rss_end or 0:.0f}")
    return 1 if still_open or not alive else 0


def replay(args, server):
    """Sends the requests of a saved file in order (session ids mapped to the new ones)."""
    mapping = {}
    status = 0
    with open(args.replay) as f:
        records = [json.loads(line) for line in f if line.strip()]
    for record in records:
        raw = base64.b64decode(record["raw_b64"])
        for old, new in mapping.items():
            raw = raw.replace(old.encode(), new.encode())
        try:
            response = exchange(server.host, server.port, raw, args.timeout)
            answer = f"{response.status} {response.body[:160].decode('utf-8', 'replace')}"
            if record.get("created") and response.status == 201:
                mapping[record["created"]] = response.json()["id"]
            if response.status >= 500:
                status = 1
        except (OSError, ConnectionError) as error:
            answer = f"{type(error).__name__}: {error}"
        print(f"{describe({'raw': raw, 'seq': record.get('seq'), 'note': record.get('note'), 'status': '…'})}\n    -> {answer}")
        if not server.alive():
            time.sleep(1.5)
            print(f"the server died ({server.exit_description()}): {server.crash_report()}")
            return 1
    return status


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/tecla", help="tecla binary to start (default .build/release/tecla)")
    parser.add_argument("--url", help="fuzz an already running server instead of starting one")
    parser.add_argument("--pid", type=int, help="with --url: the server's process id (for RSS and death detection)")
    parser.add_argument("--port", type=int, default=0, help="port for the server this script starts (default 0: any)")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--concurrency", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=30, help="client timeout per request, seconds")
    parser.add_argument("--out", default=".build/fuzz-playground")
    parser.add_argument("--max-restarts", type=int, default=10, help="restarts of a crashed server before giving up")
    parser.add_argument("--max-jump", type=float, metavar="MS",
                        help="cap time jumps at MS, and jump to the maximum timestamp only before a session's first touch "
                             "(default: unbounded, as the API allows; 1e6 steers clear of the known held-backspace wedge)")
    parser.add_argument("--fake-tesseract", action="store_true", help="put a stub tesseract on the started server's PATH")
    parser.add_argument("--slow-connections", type=int, default=0, metavar="N", help="slowloris mode: N slow connections")
    parser.add_argument("--slow-interval", type=float, default=3, help="seconds between trickled bytes (slow mode)")
    parser.add_argument("--replay", help="send the requests saved in this .jsonl file and report")
    args = parser.parse_args()
    if getattr(args, "binary", None):
        args.binary = os.path.abspath(args.binary)  # the engine runs from its own folder
    os.makedirs(args.out, exist_ok=True)
    if not args.url and not os.path.exists(args.binary):
        sys.exit(f"no binary at {args.binary} (build with swift build -c release, pass --binary, or --url)")
    server = Server(args)
    if server.managed:
        server.start()
        print(f"server pid {server.pid} at http://{server.host}:{server.port}/ (log {server.log_path})"
              + (" with a fake tesseract" if server.path_dir else ""))
    try:
        if args.replay:
            return replay(args, server)
        if args.slow_connections:
            return slow_connections(args, server)
        return fuzz(args, server)
    finally:
        server.stop()
        server.cleanup()


if __name__ == "__main__":
    sys.exit(main())
