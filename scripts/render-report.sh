#!/usr/bin/env bash
# Renders a report page (pairs report) in headless Chromium to a PNG, for review: what a reader's browser shows,
# offline. Installs the Debian package `chromium` with apt-get when it is missing.
#
#   scripts/render-report.sh REPORT.html [OUT.png] [WIDTHxHEIGHT]     (default OUT: REPORT.png, 1280x4000)
#   RENDER_QUANTIZE=0 keeps the PNG lossless (by default pngquant reduces it to 256 colours when installed).
set -euo pipefail

if [ $# -lt 1 ] || [ ! -f "$1" ]; then
  echo "usage: $0 REPORT.html [OUT.png] [WIDTHxHEIGHT]  (no such file: ${1:-none})" >&2
  exit 2
fi
html="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
png="${2:-${html%.html}.png}"
size="${3:-1280x4000}"
case "$png" in /*) ;; *) png="$PWD/$png" ;; esac

browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then
  echo "render-report: installing the Debian package chromium (apt-get)..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >&2
  browser="$(command -v chromium)"
fi

profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
# --screenshot writes the PNG and exits; the other flags keep Chromium from touching the network or a display.
"$browser" --headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update \
  --disable-sync --no-first-run --hide-scrollbars --user-data-dir="$profile" \
  --window-size="${size/x/,}" --screenshot="$png" "file://$html" >/dev/null 2>"$profile/chromium.log" || {
    echo "render-report: chromium failed:" >&2; tail -20 "$profile/chromium.log" >&2; exit 1; }
[ -s "$png" ] || { echo "render-report: no PNG written" >&2; tail -20 "$profile/chromium.log" >&2; exit 1; }
# A review image need not be lossless: with pngquant (Debian package pngquant) it shrinks to about a third.
if [ "${RENDER_QUANTIZE:-1}" = 1 ] && command -v pngquant >/dev/null; then
  pngquant --force --skip-if-larger --quality=60-95 --output "$png" -- "$png" || true
fi
echo "$png"
