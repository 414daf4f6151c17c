"""A tiny client for the playground's JSON API, shared by the measurement scripts
(Scripts/measure/playground-fairness.py, Scripts/measure/playground-learning.py). Standard library only."""
import contextlib, http.client, json, re, subprocess, urllib.parse


def request(base, method, path, body=None, timeout=300):
    """(status, parsed JSON or None). Bodies are compact JSON: 2,000 events must fit 128 KiB."""
    url = urllib.parse.urlparse(base)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=timeout)
    data = None if body is None else json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()
    conn.request(method, path, body=data, headers={} if body is None else {"Content-Type": "application/json"})
    response = conn.getresponse()
    payload = response.read()
    conn.close()
    return response.status, (json.loads(payload) if payload else None)


def centre(key):
    """A key's centre in whole points (shorter JSON than the exact frame)."""
    f = key["frame"]
    return round(f["origin"]["x"] + f["size"]["width"] / 2), round(f["origin"]["y"] + f["size"]["height"] / 2)


def keys_of(snapshot):
    """The keys of the page a snapshot shows, by id."""
    return {key["id"]: key for row in snapshot["state"]["page"]["rows"] for key in row}


@contextlib.contextmanager
def playground(binary, url=None):
    """The base URL of `url`, or of a `tecla serve --port 0` started from `binary` and stopped after."""
    if url:
        yield url.rstrip("/")
        return
    server = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        yield re.search(r"http://[^\s]+", server.stdout.readline()).group(0).rstrip("/")
    finally:
        server.terminate()
        server.wait()
