#!/usr/bin/env bash
# Benchmark of the data generator: ticks/s in process (no files: in blocks on the threads, then tick by tick on
# one thread as pairs run generates its stream), plain CSV and gzip at SF 1 and SF 100, one run each, on the short profile (12.1 min of simulated time: 4.5 M ticks at SF 1, 45 M at SF 100) unless
# PROFILE is set (PROFILE=standard: 45 M ticks at SF 1, 452 M at SF 100), with datagen's default number of
# threads (one per processor) unless THREADS is set (THREADS=1: everything on one thread, for comparison).
# Prints each run's summary line, threads included; the figures recorded in datagen/README.md come from this script.
# Usage: scripts/bench-datagen.sh [OUT_DIR]   (default: a temporary directory, deleted afterwards)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
profile="${PROFILE:-short}"
threads=()
if [ -n "${THREADS:-}" ]; then
  threads=(--threads "$THREADS")
fi
out="${1:-}"
if [ -z "$out" ]; then
  out="$(mktemp -d)"
  trap 'rm -rf "$out"' EXIT
fi
for sf in 1 100; do
  "$root/pairs" datagen --sf "$sf" --profile "$profile" --no-files ${threads[@]+"${threads[@]}"}
  "$root/pairs" datagen --sf "$sf" --profile "$profile" --no-files --tick-by-tick
  for gzip in "" "--gzip"; do
    "$root/pairs" datagen --sf "$sf" --profile "$profile" --out "$out/sf$sf${gzip:+-gz}" --overwrite --quiet $gzip \
      ${threads[@]+"${threads[@]}"}
    rm -rf "$out/sf$sf${gzip:+-gz}"
  done
done
