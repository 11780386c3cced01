#!/usr/bin/env bash
# Paced Esper runs under the execution rules, published with their reports in reference-results/esper/paced/.
# Usage: scripts/esper-paced-runs.sh PROFILE SF...     e.g. scripts/esper-paced-runs.sh short 1 2 4 10
# Each run generates its stream in process, drives Esper open-loop, validates every answer and scores it; the
# run records go to results/esper-paced (git-ignored), the run JSON and report (HTML + JSON) are copied to
# reference-results/esper/paced/<profile>-sf<N>/, and a comparison of all of them to reference-results/esper/paced/.
# Run it on an otherwise idle machine: other load shows up as latency.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/publish-run.sh
profile="$1"; shift
results=results/esper-paced
published=reference-results/esper/paced
mkdir -p "$published"
for sf in "$@"; do
  echo "== esper SF $sf, profile $profile"
  publish_run "$published/$profile-sf$sf" "$results" --engine esper --sf "$sf" --profile "$profile"
done
./pairs report --compare --engine esper --results "$results" --out "$published"
echo "== published under $published"
