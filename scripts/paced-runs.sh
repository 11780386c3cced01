#!/usr/bin/env bash
# Paced runs of one engine under the execution rules, published with their reports in
# reference-results/<engine>/paced/. Usage: scripts/paced-runs.sh ENGINE PROFILE SF...
#   e.g. scripts/paced-runs.sh siddhi short 1 2 4 10
# Each run generates its stream in process, drives the engine open-loop, validates every answer and scores it;
# the run records go to results/<engine>-paced (git-ignored), the console, run JSON and report (HTML + JSON) to
# reference-results/<engine>/paced/<profile>-sf<N>/, and a comparison of all of them to
# reference-results/<engine>/paced/. Run it on an otherwise idle machine: other load shows up as latency.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/publish-run.sh
engine="$1"; profile="$2"; shift 2
results=results/$engine-paced
published=reference-results/$engine/paced
mkdir -p "$published"
for sf in "$@"; do
  echo "== $engine SF $sf, profile $profile"
  publish_run "$published/$profile-sf$sf" "$results" --engine "$engine" --sf "$sf" --profile "$profile"
done
./pairs report --compare --engine "$engine" --results "$results" --out "$published"
echo "== published under $published"
