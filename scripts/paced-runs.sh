#!/usr/bin/env bash
# Paced runs of one engine under the execution rules, published with their reports in
# reference-results/<engine>/paced[-<series>]/.
# Usage: scripts/paced-runs.sh [--series NAME] [--engine-opt KEY=VALUE]... ENGINE PROFILE SF...
#   e.g. scripts/paced-runs.sh siddhi short 1 2 4 10
#        scripts/paced-runs.sh --series bucket --engine-opt aggregation=bucket siddhi short 1 2 4 10
# Each run generates its stream in process, drives the engine open-loop, validates every answer and scores it;
# the run records go to results/<engine>-paced[-<series>] (git-ignored), the console, run JSON and report (HTML +
# JSON) to reference-results/<engine>/paced[-<series>]/<profile>-sf<N>/, and a comparison of the series' runs to
# reference-results/<engine>/paced[-<series>]/. A series keeps runs with other engine options apart, so that
# neither their folders nor their comparison page mix with the default's. Run it on an otherwise idle machine:
# other load shows up as latency.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/publish-run.sh
series=""
engine_opts=()
while [ $# -gt 0 ]; do
  case "$1" in
    --series) series="-$2"; shift 2 ;;
    --engine-opt) engine_opts+=(--engine-opt "$2"); shift 2 ;;
    --*) echo "paced-runs.sh: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
[ $# -ge 3 ] || { echo "usage: scripts/paced-runs.sh [--series NAME] [--engine-opt K=V]... ENGINE PROFILE SF..." >&2; exit 2; }
engine="$1"; profile="$2"; shift 2
results=results/$engine-paced$series
published=reference-results/$engine/paced$series
mkdir -p "$published"
for sf in "$@"; do
  echo "== $engine SF $sf, profile $profile ${engine_opts[*]:-}"
  publish_run "$published/$profile-sf$sf" "$results" --engine "$engine" "${engine_opts[@]}" --sf "$sf" \
    --profile "$profile"
done
./pairs report --compare --engine "$engine" --results "$results" --out "$published"
echo "== published under $published"
