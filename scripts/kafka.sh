#!/usr/bin/env bash
# A real Apache Kafka broker for distributed Pairs runs: one JVM that is a single-node KRaft broker and controller,
# started from the Kafka artifacts on Maven Central (module transports/kafka-broker gathers them into its
# target/lib, built with the Maven Wrapper on first use). Configuration: harness-config/kafka/server.properties and
# log4j2.properties.
#
# Usage: scripts/kafka.sh start|stop|status [--port PORT] [--dir DIR]
#   --port  the client port (default 19092); the controller listens on PORT + 1
#   --dir   the broker's folder: its data, server.properties, pid and kafka.log (default results/kafka)
# start waits until the broker is ready (at most PAIRS_KAFKA_START_TIMEOUT seconds, default 60) and keeps the data
# of an earlier start in the same folder; stop shuts it down cleanly (SIGTERM; SIGKILL after 30 s, said so).
# Exit codes: 0 done (status: running), 1 the broker failed or is in the way, 2 bad usage, 3 status: not running.
# Extra JVM options for the broker: PAIRS_KAFKA_JAVA_OPTS (default -Xms512m -Xmx512m, G1, 20 ms pause goal).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
lib="$root/transports/kafka-broker/target/lib"
config="$root/harness-config/kafka"

fail() { echo "kafka.sh: $1" >&2; exit "${2:-1}"; }
usage() { fail "$1; usage: scripts/kafka.sh start|stop|status [--port PORT] [--dir DIR]" 2; }

[ $# -ge 1 ] || usage "no command"
command="$1"; shift
case "$command" in start|stop|status) ;; *) usage "unknown command '$command'" ;; esac
port=19092
dir="$root/results/kafka"
while [ $# -gt 0 ]; do
  case "$1" in
    --port) [ $# -ge 2 ] || usage "--port needs a value"; port="$2"; shift 2 ;;
    --dir) [ $# -ge 2 ] || usage "--dir needs a value"; dir="$2"; shift 2 ;;
    *) usage "unknown option '$1'" ;;
  esac
done
[[ "$port" =~ ^[0-9]+$ ]] && [ "$port" -ge 1024 ] && [ "$port" -le 65534 ] \
  || usage "--port '$port': expected a port number from 1024 to 65534"
controller_port=$((port + 1))
mkdir -p "$dir" || fail "cannot create the broker folder $dir" 2
dir="$(cd "$dir" && pwd)"
pid_file="$dir/kafka.pid"
log="$dir/kafka.log"

# The pid of the broker of this folder if it runs, else nothing.
running_pid() {
  local pid
  [ -f "$pid_file" ] || return 0
  pid="$(cat "$pid_file")"
  # The pid must still be this folder's broker: a pid file left by a crash may name a recycled pid.
  if [ -n "$pid" ] && ps -p "$pid" -o args= 2>/dev/null | grep -q "kafka.Kafka $dir/server.properties"; then
    echo "$pid"
  fi
}

# True when something accepts connections on the port.
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

status() {
  local pid; pid="$(running_pid)"
  if [ -n "$pid" ]; then
    echo "kafka.sh: broker running (pid $pid, $(sed -n 's/^advertised.listeners=PLAINTEXT:\/\///p' "$dir/server.properties"), folder $dir)"
  else
    echo "kafka.sh: no broker running for folder $dir"
    exit 3
  fi
}

stop() {
  local pid waited=0; pid="$(running_pid)"
  if [ -z "$pid" ]; then
    rm -f "$pid_file"
    echo "kafka.sh: no broker running for folder $dir"
    return
  fi
  kill -TERM "$pid"
  while kill -0 "$pid" 2>/dev/null && [ $waited -lt 300 ]; do sleep 0.1; waited=$((waited + 1)); done
  if kill -0 "$pid" 2>/dev/null; then
    kill -KILL "$pid"
    echo "kafka.sh: the broker (pid $pid) did not stop within 30 s of SIGTERM: killed"
  else
    echo "kafka.sh: broker stopped (pid $pid)"
  fi
  rm -f "$pid_file"
}

start() {
  local pid java_cmd cluster_id deadline
  pid="$(running_pid)"
  [ -z "$pid" ] || fail "a broker already runs for folder $dir (pid $pid); stop it first"
  for p in "$port" "$controller_port"; do
    ! port_in_use "$p" || fail "port $p is in use; choose another with --port"
  done
  if ! ls "$lib"/kafka_2.13-*.jar >/dev/null 2>&1; then
    echo "kafka.sh: gathering the broker's class path with ./mvnw (first use; downloads about 45 MB)..." >&2
    (cd "$root" && ./mvnw -q -B -DskipTests -pl transports/kafka-broker package) >&2 \
      || fail "building transports/kafka-broker failed (see the Maven output above)"
  fi
  java_cmd="java"; [ -z "${JAVA_HOME:-}" ] || java_cmd="$JAVA_HOME/bin/java"
  sed -e "s|@PORT@|$port|g" -e "s|@CONTROLLER_PORT@|$controller_port|g" -e "s|@DATA_DIR@|$dir/data|g" \
    "$config/server.properties" > "$dir/server.properties.tmp"
  mv "$dir/server.properties.tmp" "$dir/server.properties"
  if [ ! -f "$dir/data/meta.properties" ]; then
    cluster_id="$("$java_cmd" -cp "$lib/*" kafka.tools.StorageTool random-uuid 2>"$dir/format.log")" \
      || fail "kafka.tools.StorageTool random-uuid failed: $(tail -1 "$dir/format.log")"
    "$java_cmd" -cp "$lib/*" kafka.tools.StorageTool format -t "$cluster_id" -c "$dir/server.properties" \
      >>"$dir/format.log" 2>&1 || fail "formatting the broker's storage failed: $(tail -1 "$dir/format.log")"
  fi
  : > "$log"
  # shellcheck disable=SC2086
  nohup "$java_cmd" ${PAIRS_KAFKA_JAVA_OPTS:--Xms512m -Xmx512m -XX:+UseG1GC -XX:MaxGCPauseMillis=20} \
    -Djava.awt.headless=true -Dlog4j2.configurationFile="$config/log4j2.properties" -Dpairs.kafka.log="$log" \
    -cp "$lib/*" kafka.Kafka "$dir/server.properties" >"$dir/stdout.log" 2>&1 &
  pid=$!
  echo "$pid" > "$pid_file"
  deadline=$((SECONDS + ${PAIRS_KAFKA_START_TIMEOUT:-60}))
  until grep -q "Kafka Server started" "$log" 2>/dev/null; do
    if ! kill -0 "$pid" 2>/dev/null; then
      rm -f "$pid_file"
      fail "the broker exited while starting: $( (grep -h "ERROR\|Exception" "$log" "$dir/stdout.log" || tail -1 "$dir/stdout.log") | head -1)"
    fi
    if [ $SECONDS -ge $deadline ]; then
      kill -TERM "$pid" 2>/dev/null || true
      rm -f "$pid_file"
      fail "the broker was not ready within ${PAIRS_KAFKA_START_TIMEOUT:-60} s (log: $log); stopped it"
    fi
    sleep 0.2
  done
  echo "kafka.sh: broker running at 127.0.0.1:$port (pid $pid, folder $dir, log $log)"
}

"$command"
