#!/usr/bin/env bash
# Flink's deployments side by side, paced, back to back on the same generated stream (same SF, profile and seed):
# the reference engine in process (the floor without Flink), Flink on the embedded MiniCluster at parallelism 1 and
# 2, and Flink on a real session cluster of a JobManager and two TaskManagers (each its own JVM, started here with
# scripts/flink-cluster.sh) at parallelism 2. Published in reference-results/flink/paced/PROFILE-sfSF/.
# Usage: scripts/flink-deployments.sh PROFILE SF      e.g. scripts/flink-deployments.sh smoke 1
# Run it on an otherwise idle machine: other load shows up as latency.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/publish-run.sh
profile="$1"; sf="$2"
port="${PAIRS_FLINK_PORT:-18081}"
results=results/flink-deployments
cluster=results/flink-deployments-cluster
published=reference-results/flink/paced/$profile-sf$sf
mkdir -p "$published"
./pairs engines --engine flink >/dev/null   # builds the kit and Flink first, so no run pays for it
run() {
  local label="$1"; shift
  echo "== $label SF $sf, profile $profile"
  publish_run "$published/$label" "$results" --sf "$sf" --profile "$profile" "$@"
}
run reference --engine reference
run flink-minicluster-p1 --engine flink --engine-opt parallelism=1
run flink-minicluster-p2 --engine flink --engine-opt parallelism=2
scripts/flink-cluster.sh start --taskmanagers 2 --slots 1 --port "$port" --dir "$cluster"
trap 'scripts/flink-cluster.sh stop --dir "$cluster" || true' EXIT
run flink-cluster-2tm-p2 --engine flink --engine-opt "cluster=127.0.0.1:$port" --engine-opt parallelism=2
cp "$cluster/conf/config.yaml" "$published/flink-cluster-2tm-p2/cluster-config.yaml"
echo "== published under $published"
