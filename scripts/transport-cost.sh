#!/usr/bin/env bash
# The Kafka transport's own cost: each engine paced in process (--transport local) and then through a Kafka broker
# to an engine server in a JVM of its own (--transport kafka), back to back, on the same generated stream (same SF,
# profile and seed); then the reference engine flat out both ways. The broker is a real one started by
# scripts/kafka.sh on this machine. Published in reference-results/transport/PROFILE-sfSF/.
# Usage: scripts/transport-cost.sh PROFILE SF ENGINE...     e.g. scripts/transport-cost.sh smoke 1 reference esper
# Run it on an otherwise idle machine: other load shows up as latency.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/publish-run.sh
profile="$1"; sf="$2"; shift 2
[ "$#" -gt 0 ] || { echo "usage: scripts/transport-cost.sh PROFILE SF ENGINE..." >&2; exit 2; }
port="${PAIRS_KAFKA_PORT:-19092}"
bootstrap="127.0.0.1:$port"
results=results/transport-cost
broker=results/transport-cost-kafka
published=reference-results/transport/$profile-sf$sf
mkdir -p "$published"
./pairs engines >/dev/null   # builds the kit first, so no run pays for it
scripts/kafka.sh start --port "$port" --dir "$broker"
server=""
cleanup() {
  [ -z "$server" ] || kill "$server" 2>/dev/null || true
  scripts/kafka.sh stop --dir "$broker" || true
}
trap cleanup EXIT
for engine in "$@"; do
  echo "== $engine SF $sf, profile $profile, in process"
  publish_run "$published/$engine-local" "$results" --engine "$engine" --sf "$sf" --profile "$profile"
  ./pairs engine-server --engine "$engine" --kafka-bootstrap "$bootstrap" > "$published/$engine-kafka-server.txt" 2>&1 &
  server=$!
  echo "== $engine SF $sf, profile $profile, through Kafka (engine server pid $server)"
  publish_run "$published/$engine-kafka" "$results" --engine "$engine" --sf "$sf" --profile "$profile" \
    --transport kafka --kafka-bootstrap "$bootstrap"
  kill "$server"; wait "$server" 2>/dev/null || true; server=""
done
echo "== reference flat out, in process and through Kafka"
./pairs throughput --engine reference --sf "$sf" --profile "$profile" --validate 2>/dev/null \
  | tee "$published/throughput-reference-local.txt"
./pairs engine-server --engine reference --kafka-bootstrap "$bootstrap" > /dev/null 2>&1 &
server=$!
./pairs throughput --engine reference --sf "$sf" --profile "$profile" --validate --transport kafka \
  --kafka-bootstrap "$bootstrap" 2>/dev/null | tee "$published/throughput-reference-kafka.txt"
echo "== published under $published"
