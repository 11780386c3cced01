#!/usr/bin/env bash
# Regenerates the results site's screenshots in site/docs/: the leaderboard (index.html) and one engine's page
# with its sweep charts, from the result records under the results folder (`pairs site`), rendered in headless
# Chromium by scripts/render-report.sh (which installs Chromium when it is missing).
#
#   scripts/site-screenshots.sh [RESULTS] [ENGINE]
#       RESULTS  the folder to find result records under (default reference-results)
#       ENGINE   whose page to shoot (default esper: a standard series at several scale factors, kept up and not)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
results="${1:-$root/reference-results}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$root/pairs" site --results "$results" --out "$work/site"
engine="${2:-esper}"
if [ -z "$engine" ] || [ ! -f "$work/site/engines/$engine.html" ]; then
  echo "site-screenshots: no engine page for '${engine}' in the site" >&2
  exit 2
fi

mkdir -p "$root/site/docs"
"$root/scripts/render-report.sh" "$work/site/index.html" "$root/site/docs/leaderboard.png" 1280x1150
"$root/scripts/render-report.sh" "$work/site/engines/$engine.html" "$root/site/docs/engine-sweep.png" 1280x2200
for png in "$root/site/docs/leaderboard.png" "$root/site/docs/engine-sweep.png"; do
  size=$(stat -c %s "$png")
  if [ "$size" -ge 1000000 ]; then
    echo "site-screenshots: $png is $size bytes, over the repository's 1 MB limit" >&2
    exit 1
  fi
done
echo "site-screenshots: engine page of $engine"
