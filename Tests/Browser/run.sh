#!/usr/bin/env bash
# Browser test of the web playground: builds `tecla`, then headless Chromium types on the page
# against a real `tecla serve`. Installs chromium, chromium-driver, fonts-noto-color-emoji, fonts-nanum, fonts-noto-core, tesseract-ocr, zbar-tools (Debian)
# and selenium (PyPI) only when they are missing. Exits non-zero on failure.
#
#   Tests/Browser/run.sh [--screenshots DIR] [--keep-server]
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
# Emoji keys (globe, emoji page) are drawn with it; without it the screenshots show empty boxes.
dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 || missing+=(fonts-noto-color-emoji)
# Hangul for the Cheon-Ji-In keys and the Korean text; without it they are empty boxes too.
dpkg -s fonts-nanum >/dev/null 2>&1 || missing+=(fonts-nanum)
# N'Ko (Noto Sans NKo) and Arabic for the right-to-left layouts.
dpkg -s fonts-noto-core >/dev/null 2>&1 || missing+=(fonts-noto-core)
# The network panel's QR code is read back with zbarimg.
command -v zbarimg >/dev/null 2>&1 || missing+=(zbar-tools)
# The reply panel reads screenshots on the server.
command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr)
if ((${#missing[@]} > 0)); then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "Installing ${missing[*]} (apt-get)"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if ! python3 -c "import selenium" >/dev/null 2>&1; then
  echo "Installing selenium (pip)"
  python3 -m pip install --quiet selenium
fi

swift build --product tecla
exec python3 Tests/Browser/test_playground.py --tecla "$(swift build --show-bin-path)/tecla" "$@"
