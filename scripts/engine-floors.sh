#!/usr/bin/env bash
# The engine floors of several engines, back to back in one sitting (spec/execution.md section 15): for each scale
# factor, the harness floor once, then for each engine its ingest limit (`pairs throughput --engine-opt
# workload=ingest`, flat out), the service time of its floor's closes (`pairs throughput --engine-opt workload=floor
# --close-times`) and its answer floor (`pairs bench floor --engine E`, paced on the profile's schedule).
# Usage: scripts/engine-floors.sh [--profile P] OUT_DIR "ENGINE[:KEY=VALUE[,KEY=VALUE]]..." SF...
#   e.g. scripts/engine-floors.sh reference-results/efficiency/floors "reference esper siddhi flink process/esper" 10 100
# P is short (the default), smoke or standard, for the paced floors and the flat-out streams alike. An engine may
# carry engine options after a colon (e.g. flink:cluster=127.0.0.1:8081,parallelism=2), passed as --engine-opt and
# named in the file. process/NAME is engine NAME served by `pairs serve` behind engine process, the served engine
# given the workload. Writes OUT_DIR/harness-sf<N>-<P>-floor.txt and OUT_DIR/<engine>[-<key>-<value>...]-sf<N>-<P>-
# {ingest,floor-close-times,answer-floor}.txt; a measurement that fails stays as NAME.part. Run it on an otherwise idle
# machine.
set -u
cd "$(dirname "$0")/.."
. scripts/engine-spec.sh
profile=short
if [ "${1:-}" = "--profile" ]; then profile="$2"; shift 2; fi
[ $# -ge 3 ] || { echo "usage: scripts/engine-floors.sh [--profile P] OUT_DIR \"ENGINE[:K=V,...]...\" SF..." >&2; exit 2; }
out="$1"; engines="$2"; shift 2
mkdir -p "$out"
for spec in $engines; do   # builds the kit and the engines first
  engine="${spec%%:*}"
  ./pairs engines --engine "${engine#process/}" >/dev/null || exit 2
done
kit="java -jar $(pwd)/cli/target/pairs-cli.jar"

# Runs "$@" into $1 (a file name), kept only when the command succeeds.
measure() {
  local name="$1"; shift
  echo "== $name"
  local started=$SECONDS
  "$@" > "$name.part" 2>&1 && mv "$name.part" "$name"
  echo "== $name: exit $?, $((SECONDS - started)) s"
}

for sf in "$@"; do
  heap=8g; [ "$sf" -ge 50 ] && heap=12g
  export PAIRS_JAVA_OPTS=-Xmx$heap
  measure "$out/harness-sf$sf-$profile-floor.txt" ./pairs bench floor --sf "$sf" --profile "$profile"
  for spec in $engines; do
    engine_spec "$spec"
    base="$out/$label-sf$sf-$profile"
    for workload in ingest floor; do
      if [ "${engine#process/}" != "$engine" ]; then
        # The protocol carries no options: the served engine runs the workload.
        chosen=(--engine process --engine-opt "command=exec $kit serve --engine ${engine#process/} ${opts[*]} --engine-opt workload=$workload")
      else
        chosen=(--engine "$engine" "${opts[@]}" --engine-opt "workload=$workload")
      fi
      if [ "$workload" = ingest ]; then
        measure "$base-ingest.txt" ./pairs throughput "${chosen[@]}" --sf "$sf" --profile "$profile"
      else
        measure "$base-floor-close-times.txt" ./pairs throughput "${chosen[@]}" --sf "$sf" --profile "$profile" \
            --close-times
        measure "$base-answer-floor.txt" ./pairs bench floor "${chosen[@]}" --sf "$sf" --profile "$profile"
      fi
    done
  done
done
echo ALL DONE
