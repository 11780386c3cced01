#!/usr/bin/env bash
# The engine protocol's own cost: the reference engine in process (engine reference) and the same engine in a
# second JVM behind the protocol (engine process running `pairs serve --engine reference`), paced, back to back,
# on the same generated stream (same SF, profile and seed). Published in reference-results/process/.
# Usage: scripts/process-overhead.sh PROFILE SF      e.g. scripts/process-overhead.sh short 4
# Run it on an otherwise idle machine: other load shows up as latency.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/publish-run.sh
profile="$1"; sf="$2"
results=results/process-overhead
published=reference-results/process/$profile-sf$sf
mkdir -p "$published"
./pairs engines >/dev/null   # builds the kit first, so neither run pays for it
serve="exec java -jar $PWD/cli/target/pairs-cli.jar serve --engine reference"
for engine in reference process; do
  echo "== $engine SF $sf, profile $profile"
  args=(--engine "$engine" --sf "$sf" --profile "$profile")
  if [ "$engine" = process ]; then args+=(--engine-opt "command=$serve"); fi
  publish_run "$published/$engine" "$results" "${args[@]}"
done
echo "== published under $published"
