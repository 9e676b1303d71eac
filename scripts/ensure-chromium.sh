#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; Playwright cannot download its own build here.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $chromium. Install it with: sudo apt-get install chromium" >&2
echo "(or point CHROMIUM_PATH at another Chromium binary)." >&2
exit 1
