#!/usr/bin/env bash
# Load test of the playground server with wrk (Debian), on loopback, bounded in time:
#   1. events: each wrk thread posts tap batches to its own session; requests/s and latency;
#   2. memory: sessions are created without end against the session cap; resident memory is
#      read before and after, and must stay flat once the cap is reached.
# Builds tecla in release. Environment: DURATION (20s), THREADS (2), CONNECTIONS (8).
#   Tests/Load/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
DURATION=${DURATION:-20s}
THREADS=${THREADS:-2}
CONNECTIONS=${CONNECTIONS:-8}

if ! command -v wrk >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq wrk >/dev/null
fi

swift build -c release --product tecla
tecla="$(swift build -c release --show-bin-path)/tecla"
log=$(mktemp)
"$tecla" serve --port 0 >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; rm -f "$log"' EXIT
for _ in $(seq 1 100); do
  url=$(grep -o 'http://[^ ]*' "$log" || true)
  [ -n "$url" ] && break
  sleep 0.1
done
[ -n "$url" ] || { echo "tecla serve did not start"; cat "$log"; exit 1; }
url=${url%/}

rss() { awk '/VmRSS/ {print $2 " kB"}' "/proc/$server/status"; }
create() { curl -sf -X POST "$url/api/sessions" -H 'Content-Type: application/json' -d '{}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])'; }
sessions() { curl -sf "$url/api/status"; }

echo "machine: $(nproc) cores, $(uname -sr), $(grep -m1 "model name" /proc/cpuinfo | cut -d: -f2 | xargs), load average $(cut -d" " -f1-3 /proc/loadavg) before the run"
echo "server: $url (pid $server), RSS at start: $(rss)"

ids=()
for _ in $(seq 1 "$THREADS"); do ids+=("$(create)"); done
echo
echo "== events: wrk -t$THREADS -c$CONNECTIONS -d$DURATION --latency -s Tests/Load/events.lua $url -- <${#ids[@]} session ids>"
wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency -s Tests/Load/events.lua "$url" -- "${ids[@]}"
echo "RSS after the events run: $(rss); $(sessions)"

echo
cap=$(curl -sf "$url/api/status" | python3 -c 'import json,sys; print(json.load(sys.stdin)["maxSessions"])')
for _ in $(seq 1 "$cap"); do create >/dev/null; done
echo "RSS with the store full ($cap sessions): $(rss); $(sessions)"
echo "== sessions: wrk -t$THREADS -c$CONNECTIONS -d$DURATION --latency -s Tests/Load/create.lua $url"
wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency -s Tests/Load/create.lua "$url"
echo "RSS after creating sessions for $DURATION: $(rss); $(sessions)"
