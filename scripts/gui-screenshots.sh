#!/usr/bin/env bash
# Screenshots of every window of `pairs gui`, taken under Xvfb (no desktop needed) for gui/README.md and for
# review. Makes a small data set (SF 1, smoke profile: 121 s of ticks, strategies with 5 s periods so
# that orders happen within two minutes), records one paced reference run (about two minutes), writes an
# engine answer log with known mistakes (the expected answers with one order's price changed, an undue order
# added, an order and an indicator dropped, an indicator's ratio changed), then runs
# `pairs gui --screenshot DIR`, which opens each window, waits for its work and saves its scene as PNG; its
# last window is the Run window, which makes a second paced reference run on the data at rate factor 4 (about
# 30 s, recorded in the same results folder after the monitor's pictures were taken).
# Usage: scripts/gui-screenshots.sh [OUT_DIR]   (default gui/docs)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$(mkdir -p "${1:-$root/gui/docs}" && cd "${1:-$root/gui/docs}" && pwd)"
pairs="$root/pairs"

if ! command -v xvfb-run >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && apt-get install -y -qq xvfb >/dev/null
  else
    echo "gui-screenshots: needs xvfb-run (Debian: apt-get install xvfb)" >&2
    exit 2
  fi
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$pairs" datagen --sf 1 --profile smoke --out "$work/data" --quiet
"$pairs" querygen --aux "$work/data/correlations.json" --out "$work/data" \
  --period-lengths 5 --num-periods 3,4 --bands 0.5,0.8
"$pairs" run --engine reference --sf 1 --profile smoke --ticks "$work/data" \
  --strategies "$work/data/strategies.xml" --results "$work/results" >/dev/null
run_answers="$(ls -d "$work"/results/run-*/answers.log | head -1)"
"$pairs" validate --ticks "$work/data" --strategies "$work/data/strategies.xml" --answers "$run_answers" \
  --out "$work/valid" --write-expected "$work/expected.log" >/dev/null

# The engine's answers: the expected ones with five known mistakes.
awk -F, -v OFS=, '
  /^MarketOrder,/ { o++
    if (o == 3) { $5 = $5 + 9 }                              # wrong: price
    if (o == 9) { next }                                      # missing
    if (o == 6) { print; $7 = $7 + 1; print; next }           # undue: same order one ms later
  }
  /^Indicator,/ { i++
    if (i == 5) { $3 = $3 * 1.02 }                            # wrong: ratio
    if (i == 10) { next }                                     # missing
  }
  { print }' "$work/expected.log" > "$work/answers.log"

xvfb-run -a -s "-screen 0 1366x768x24" "$pairs" gui --answers "$work/answers.log" --ticks "$work/data" \
  --strategies "$work/data/strategies.xml" --results "$work/results" --screenshot "$out"
ls -l "$out"/*.png
