#!/usr/bin/env bash
# One run with several driver processes (spec/execution.md section 14), each part a process of its own on this
# machine: a Kafka broker (scripts/kafka.sh, unless --kafka-bootstrap names a running one), an engine server of
# ENGINE, the coordinator (pairs run --transport kafka --drivers N, which keeps the sink and the verdict) and its N
# drivers (pairs drive --part I/N). Prints the run's result (pairs run's summary) and stops what it started.
# Usage: scripts/multi-driver-run.sh [--drivers N] [--kafka-bootstrap HOST:PORT] [--results DIR] ENGINE SF PROFILE
#          [-- PAIRS-RUN-OPTION...]      e.g. scripts/multi-driver-run.sh --drivers 2 reference 20 smoke -- --rate-factor 4
# The stream needs at least N markets (SF > 10 (N - 1)). Exit code: the run's (0 passed, 1 failed or did not pass,
# 2 bad input); 2 for bad usage of this script.
set -euo pipefail
cd "$(dirname "$0")/.."
usage() {
  echo "multi-driver-run.sh: $1; usage: scripts/multi-driver-run.sh [--drivers N] [--kafka-bootstrap HOST:PORT]" \
    "[--results DIR] ENGINE SF PROFILE [-- PAIRS-RUN-OPTION...]" >&2
  exit 2
}
drivers=2
bootstrap=""
results=results
while [ $# -gt 0 ]; do
  case "$1" in
    --drivers) [ $# -ge 2 ] || usage "--drivers needs a value"; drivers="$2"; shift 2 ;;
    --kafka-bootstrap) [ $# -ge 2 ] || usage "--kafka-bootstrap needs a value"; bootstrap="$2"; shift 2 ;;
    --results) [ $# -ge 2 ] || usage "--results needs a value"; results="$2"; shift 2 ;;
    -*) usage "unknown option '$1'" ;;
    *) break ;;
  esac
done
[ $# -ge 3 ] || usage "ENGINE SF PROFILE expected"
engine="$1"; sf="$2"; profile="$3"; shift 3
if [ $# -gt 0 ]; then
  [ "$1" = "--" ] || usage "unexpected '$1' (options of pairs run go after --)"
  shift
fi
[[ "$drivers" =~ ^[1-9][0-9]{0,5}$ ]] || usage "--drivers '$drivers': expected a positive number"

work="$(mktemp -d "${TMPDIR:-/tmp}/pairs-multi-driver.XXXXXX")"
pids=""
broker_dir=""
cleanup() {
  for pid in $pids; do kill "$pid" 2>/dev/null || true; done
  if [ -n "$broker_dir" ]; then scripts/kafka.sh stop --dir "$broker_dir" >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

./pairs engines --engine "$engine" >/dev/null   # builds the kit and the engine first, so that the processes below do not race to build them
if [ -z "$bootstrap" ]; then
  port="${PAIRS_KAFKA_PORT:-19092}"
  broker_dir="$work/kafka"
  scripts/kafka.sh start --port "$port" --dir "$broker_dir" >&2
  bootstrap="127.0.0.1:$port"
fi

./pairs engine-server --engine "$engine" --kafka-bootstrap "$bootstrap" --streams 1 2>"$work/server.log" &
pids="$pids $!"
for _ in $(seq 1 600); do
  grep -q "waiting for streams" "$work/server.log" && break
  sleep 0.1
done
if ! grep -q "waiting for streams" "$work/server.log"; then
  cat "$work/server.log" >&2
  echo "multi-driver-run.sh: the engine server did not start" >&2
  exit 1
fi

: >"$work/run.log"   # there before the loop below reads it (the background job opens it a moment later)
./pairs run --engine "$engine" --sf "$sf" --profile "$profile" --transport kafka --kafka-bootstrap "$bootstrap" \
  --drivers "$drivers" --results "$results" "$@" 2>"$work/run.log" &
run=$!
pids="$pids $run"
# The coordinator names its stream once it is open; the drivers need its id.
stream=""
while [ -z "$stream" ] && kill -0 "$run" 2>/dev/null; do
  stream="$(sed -n 's/^pairs run: stream \([0-9a-zA-Z]*\) waits for its .*/\1/p' "$work/run.log" | head -n 1 || true)"
  [ -n "$stream" ] || sleep 0.1
done
if [ -n "$stream" ]; then
  for i in $(seq 1 "$drivers"); do
    ./pairs drive --part "$i/$drivers" --stream "$stream" --kafka-bootstrap "$bootstrap" 2>>"$work/drivers.log" &
    pids="$pids $!"
  done
fi
set +e
wait "$run"
code=$?
set -e
cat "$work/run.log" >&2
[ ! -s "$work/drivers.log" ] || cat "$work/drivers.log" >&2
exit "$code"
