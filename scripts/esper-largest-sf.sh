#!/usr/bin/env bash
# Finds the largest SF whose paced short-profile Esper run PASSES validation with a MarketOrder p99 under a bound
# (default 10 ms), by bisection between an SF known to meet it and one known not to. Each probe is one
# `scripts/esper-paced-runs.sh short N` run (12.1 min, published under reference-results/esper/paced/short-sfN/).
# Usage: scripts/esper-largest-sf.sh MEETING_SF FAILING_SF [BOUND_MS]     e.g. scripts/esper-largest-sf.sh 4 10
# A single run's p99 is one sample: a GC pause that lands on a minute's close can move it by milliseconds, so a
# result near the bound deserves a second run.
set -euo pipefail
cd "$(dirname "$0")/.."
lo="$1"; hi="$2"; bound="${3:-10}"
[ "$lo" -lt "$hi" ] || { echo "MEETING_SF ($lo) must be below FAILING_SF ($hi)" >&2; exit 2; }
while [ $((hi - lo)) -gt 1 ]; do
  mid=$(((lo + hi) / 2))
  scripts/esper-paced-runs.sh short "$mid"
  console="reference-results/esper/paced/short-sf$mid/console.txt"
  p99="$(sed -n 's/^  MarketOrder MI latency ms: .* p99 \([0-9.]*\),.*/\1/p' "$console")"
  if grep -q '^  validation  PASSED' "$console" && [ -n "$p99" ] && awk -v p="$p99" -v b="$bound" 'BEGIN { exit !(p < b) }'; then
    echo "== SF $mid meets the bound: MarketOrder p99 $p99 ms < $bound ms"
    lo=$mid
  else
    echo "== SF $mid does not: MarketOrder p99 ${p99:-none} ms, $(grep '^  validation' "$console" | xargs)"
    hi=$mid
  fi
done
echo "== largest SF meeting MarketOrder p99 < $bound ms: $lo (SF $hi does not)"
