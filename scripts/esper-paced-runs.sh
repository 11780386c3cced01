#!/usr/bin/env bash
# Paced Esper runs under the execution rules, published with their reports in reference-results/esper/paced/.
# Usage: scripts/esper-paced-runs.sh PROFILE SF...     e.g. scripts/esper-paced-runs.sh short 1 2 4 10
# Each run generates its stream in process, drives Esper open-loop, validates every answer and scores it; the
# run records go to results/esper-paced (git-ignored), the run JSON and report (HTML + JSON) are copied to
# reference-results/esper/paced/<profile>-sf<N>/, and a comparison of all of them to reference-results/esper/paced/.
# Run it on an otherwise idle machine: other load shows up as latency.
set -euo pipefail
cd "$(dirname "$0")/.."
profile="$1"; shift
results=results/esper-paced
published=reference-results/esper/paced
mkdir -p "$published"
for sf in "$@"; do
  echo "== esper SF $sf, profile $profile"
  out="$(mktemp)"
  set +e
  # stderr too: the progress lines (every 10 s) belong in the published console.txt beside the summary.
  ./pairs run --engine esper --sf "$sf" --profile "$profile" --results "$results" 2>&1 | tee "$out"
  set -e
  id="$(sed -n 's/^Pairs run \([0-9]*\):.*/\1/p' "$out" | head -1)"
  [ -n "$id" ] || { echo "no run id in the output of SF $sf" >&2; exit 1; }
  dir="$published/$profile-sf$sf"
  mkdir -p "$dir"
  cp "$out" "$dir/console.txt"
  run_json="$(sed -n 's/^  report  *\(.*run\.json\)$/\1/p' "$out" | head -1)"
  cp "$run_json" "$dir/run.json"
  ./pairs report "$id" --results "$results" --out "$dir"
  rm -f "$out"
done
./pairs report --compare --engine esper --results "$results" --out "$published"
echo "== published under $published"
