#!/usr/bin/env bash
# A real Apache Flink session cluster for Pairs runs (engine flink, --engine-opt cluster=HOST:PORT): a JobManager
# and N TaskManagers, each a JVM of its own, started from the Flink artifacts on Maven Central (module
# transports/flink-cluster gathers them into its target/lib, built with the Maven Wrapper on first use; flink-dist,
# whose launch scripts this replaces, is not on Maven Central). Configuration: harness-config/flink/config.yaml and
# log4j.properties.
#
# Usage: scripts/flink-cluster.sh start|stop|status [--taskmanagers N] [--slots N] [--port PORT] [--dir DIR]
#   --taskmanagers  TaskManager processes (default 1)
#   --slots         task slots per TaskManager (default 2)
#   --port          the REST port, the address jobs are submitted to (default 8081); the JobManager's RPC port
#                   is PORT + 1
#   --dir           the cluster's folder: its configuration, pids, logs and temporary files (default
#                   results/flink-cluster)
# start returns once the REST endpoint reports every TaskManager registered (at most PAIRS_FLINK_START_TIMEOUT
# seconds, default 120); stop shuts every process down cleanly (SIGTERM; SIGKILL after 30 s, said so).
# Exit codes: 0 done (status: running), 1 the cluster failed or is in the way, 2 bad usage, 3 status: not running.
# Extra JVM options for every process: PAIRS_FLINK_JAVA_OPTS.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
lib="$root/transports/flink-cluster/target/lib"
config="$root/harness-config/flink"
usage_line="usage: scripts/flink-cluster.sh start|stop|status [--taskmanagers N] [--slots N] [--port PORT] [--dir DIR]"

fail() { echo "flink-cluster.sh: $1" >&2; exit "${2:-1}"; }
usage() { fail "$1; $usage_line" 2; }

[ $# -ge 1 ] || usage "no command"
command="$1"; shift
case "$command" in start|stop|status) ;; *) usage "unknown command '$command'" ;; esac
taskmanagers=1
slots=2
port=8081
dir="$root/results/flink-cluster"
while [ $# -gt 0 ]; do
  case "$1" in
    --taskmanagers|--slots|--port|--dir) [ $# -ge 2 ] || usage "$1 needs a value" ;;&
    --taskmanagers) taskmanagers="$2"; shift 2 ;;
    --slots) slots="$2"; shift 2 ;;
    --port) port="$2"; shift 2 ;;
    --dir) dir="$2"; shift 2 ;;
    *) usage "unknown option '$1'" ;;
  esac
done
[[ "$taskmanagers" =~ ^[0-9]+$ ]] && [ "$taskmanagers" -ge 1 ] && [ "$taskmanagers" -le 16 ] \
  || usage "--taskmanagers '$taskmanagers': expected a number from 1 to 16"
[[ "$slots" =~ ^[0-9]+$ ]] && [ "$slots" -ge 1 ] && [ "$slots" -le 64 ] \
  || usage "--slots '$slots': expected a number from 1 to 64"
[[ "$port" =~ ^[0-9]+$ ]] && [ "$port" -ge 1024 ] && [ "$port" -le 65534 ] \
  || usage "--port '$port': expected a port number from 1024 to 65534"
rpc_port=$((port + 1))
mkdir -p "$dir" || fail "cannot create the cluster folder $dir" 2
dir="$(cd "$dir" && pwd)"
conf="$dir/conf"

# JDK 17 needs these for Flink's RPC, serialization and code generation (flink-dist's env.java.opts.all).
jdk_flags=(--add-exports=java.base/sun.net.util=ALL-UNNAMED --add-exports=java.rmi/sun.rmi.registry=ALL-UNNAMED
  --add-exports=jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED --add-exports=jdk.compiler/com.sun.tools.javac.file=ALL-UNNAMED
  --add-exports=jdk.compiler/com.sun.tools.javac.parser=ALL-UNNAMED --add-exports=jdk.compiler/com.sun.tools.javac.tree=ALL-UNNAMED
  --add-exports=jdk.compiler/com.sun.tools.javac.util=ALL-UNNAMED --add-exports=java.security.jgss/sun.security.krb5=ALL-UNNAMED
  --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.net=ALL-UNNAMED --add-opens=java.base/java.io=ALL-UNNAMED
  --add-opens=java.base/java.nio=ALL-UNNAMED --add-opens=java.base/sun.nio.ch=ALL-UNNAMED
  --add-opens=java.base/java.lang.reflect=ALL-UNNAMED --add-opens=java.base/java.text=ALL-UNNAMED
  --add-opens=java.base/java.time=ALL-UNNAMED --add-opens=java.base/java.util=ALL-UNNAMED
  --add-opens=java.base/java.util.concurrent=ALL-UNNAMED --add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED
  --add-opens=java.base/java.util.concurrent.locks=ALL-UNNAMED)
jm_main=org.apache.flink.runtime.entrypoint.StandaloneSessionClusterEntrypoint
tm_main=org.apache.flink.runtime.taskexecutor.TaskManagerRunner

# The processes of this folder, as "name pid" lines: jobmanager, taskmanager-1, ... whose pid still runs this
# folder's configuration (a pid file left by a crash may name a recycled pid).
running() {
  local file name pid
  for file in "$dir"/jobmanager.pid "$dir"/taskmanager-*.pid; do
    [ -f "$file" ] || continue
    name="$(basename "$file" .pid)"
    pid="$(cat "$file")"
    if [ -n "$pid" ] && ps -p "$pid" -o args= 2>/dev/null | grep -q -- "--configDir $conf"; then
      echo "$name $pid"
    fi
  done
}

# True when something accepts connections on the port.
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# The REST port of this folder's running cluster, from its configuration.
configured_port() { sed -n 's/^  port: \([0-9]*\)$/\1/p' "$conf/config.yaml" 2>/dev/null | tail -1; }

status() {
  local procs; procs="$(running)"
  if [ -z "$procs" ]; then
    echo "flink-cluster.sh: no cluster running for folder $dir"
    exit 3
  fi
  echo "flink-cluster.sh: cluster running at 127.0.0.1:$(configured_port) (pids: $(echo "$procs" | tr ' \n' '=,' | sed 's/,$//'), folder $dir)"
}

stop() {
  local procs name pid waited=0 alive killed=""
  procs="$(running)"
  if [ -z "$procs" ]; then
    rm -f "$dir"/*.pid
    echo "flink-cluster.sh: no cluster running for folder $dir"
    return
  fi
  # TaskManagers first: a JobManager that goes first leaves them retrying to reach it.
  while read -r name pid; do [ "$name" = jobmanager ] || kill -TERM "$pid" 2>/dev/null || true; done <<< "$procs"
  while read -r name pid; do [ "$name" != jobmanager ] || kill -TERM "$pid" 2>/dev/null || true; done <<< "$procs"
  while [ $waited -lt 300 ]; do
    alive=""
    while read -r name pid; do ! kill -0 "$pid" 2>/dev/null || alive=1; done <<< "$procs"
    [ -n "$alive" ] || break
    sleep 0.1; waited=$((waited + 1))
  done
  while read -r name pid; do
    if kill -0 "$pid" 2>/dev/null; then
      kill -KILL "$pid" 2>/dev/null || true
      killed="$killed $name (pid $pid)"
    fi
  done <<< "$procs"
  rm -f "$dir"/*.pid
  if [ -n "$killed" ]; then
    echo "flink-cluster.sh: did not stop within 30 s of SIGTERM, killed:$killed"
  else
    echo "flink-cluster.sh: cluster stopped (pids $(echo "$procs" | awk '{print $2}' | paste -sd, -))"
  fi
}

# The two result lines of Flink's memory sizing (BashJavaUtils GET_JM_RESOURCE_PARAMS or GET_TM_RESOURCE_PARAMS)
# into FILE: line 1 the JVM's memory flags, line 2 the dynamic properties ("-D key=value ...").
sizing() {
  local out
  out="$("$java_cmd" -cp "$lib/*" org.apache.flink.runtime.util.bash.BashJavaUtils "$1" --configDir "$conf" 2>&1)" \
    || { echo "$out" | grep -m1 -i "exception\|error" || echo "$out" | tail -1; return 1; }
  echo "$out" | sed -n 's/^BASH_JAVA_UTILS_EXEC_RESULT://p' > "$2"
  [ "$(wc -l < "$2")" -ge 2 ] || { echo "no result lines in its output"; return 1; }
}

# Stops what this start has started, then fails with the message.
abandon() {
  stop >/dev/null
  fail "$1"
}

# The first error line of a process's logs, for a one-line refusal.
first_error() {
  (grep -h -m1 "ERROR\|Exception" "$dir/$1.log" "$dir/$1.out" 2>/dev/null || head -1 "$dir/$1.out" 2>/dev/null) \
    | head -1 | cut -c1-300
}

launch() { # name main sizing-file
  local name="$1" main="$2" jvm_line dyn_line
  jvm_line="$(sed -n 1p "$3")"
  dyn_line="$(sed -n 2p "$3")"
  : > "$dir/$name.log"
  # shellcheck disable=SC2086
  nohup "$java_cmd" $jvm_line "${jdk_flags[@]}" ${PAIRS_FLINK_JAVA_OPTS:-} -Djava.awt.headless=true \
    -Dlog.file="$dir/$name.log" -Dlog4j.configurationFile="file:$conf/log4j.properties" \
    -cp "$lib/*" "$main" --configDir "$conf" $dyn_line >"$dir/$name.out" 2>&1 &
  echo $! > "$dir/$name.pid"
}

start() {
  local procs name pid i deadline registered overview jm_err tm_err
  procs="$(running)"
  [ -z "$procs" ] || fail "a cluster already runs for folder $dir (pids: $(echo "$procs" | awk '{print $2}' | paste -sd, -)); stop it first"
  for p in "$port" "$rpc_port"; do
    ! port_in_use "$p" || fail "port $p is in use; choose another with --port (the RPC port is --port + 1)"
  done
  if ! ls "$lib"/flink-runtime-*.jar >/dev/null 2>&1; then
    echo "flink-cluster.sh: gathering the cluster's class path with ./mvnw (first use; downloads about 140 MB)..." >&2
    (cd "$root" && ./mvnw -q -B -DskipTests -pl transports/flink-cluster package) >&2 \
      || fail "building transports/flink-cluster failed (see the Maven output above)"
  fi
  java_cmd="java"; [ -z "${JAVA_HOME:-}" ] || java_cmd="$JAVA_HOME/bin/java"
  rm -f "$dir"/*.pid "$dir"/taskmanager-*.log "$dir"/taskmanager-*.out
  mkdir -p "$conf" "$dir/tmp"
  sed -e "s|@REST_PORT@|$port|g" -e "s|@RPC_PORT@|$rpc_port|g" -e "s|@SLOTS@|$slots|g" -e "s|@TMP_DIR@|$dir/tmp|g" \
    "$config/config.yaml" > "$conf/config.yaml.tmp"
  mv "$conf/config.yaml.tmp" "$conf/config.yaml"
  cp "$config/log4j.properties" "$conf/log4j.properties.tmp"
  mv "$conf/log4j.properties.tmp" "$conf/log4j.properties"
  # Both sizings at once: each is a JVM start, 1-2.6 s on a busy machine.
  sizing GET_JM_RESOURCE_PARAMS "$dir/jobmanager.sizing" > "$dir/jobmanager.sizing.err" & jm_sizing=$!
  sizing GET_TM_RESOURCE_PARAMS "$dir/taskmanager.sizing" > "$dir/taskmanager.sizing.err" & tm_sizing=$!
  wait $jm_sizing || fail "the JobManager's memory sizing (BashJavaUtils) failed: $(cat "$dir/jobmanager.sizing.err")"
  wait $tm_sizing || fail "the TaskManagers' memory sizing (BashJavaUtils) failed: $(cat "$dir/taskmanager.sizing.err")"
  rm -f "$dir/jobmanager.sizing.err" "$dir/taskmanager.sizing.err"
  launch jobmanager "$jm_main" "$dir/jobmanager.sizing"
  for i in $(seq 1 "$taskmanagers"); do
    launch "taskmanager-$i" "$tm_main" "$dir/taskmanager.sizing"
  done
  deadline=$((SECONDS + ${PAIRS_FLINK_START_TIMEOUT:-120}))
  registered=-1
  until [ "$registered" = "$taskmanagers" ]; do
    for file in "$dir"/jobmanager.pid "$dir"/taskmanager-*.pid; do
      name="$(basename "$file" .pid)"
      kill -0 "$(cat "$file")" 2>/dev/null \
        || abandon "the $name exited while the cluster started: $(first_error "$name") (log: $dir/$name.log)"
    done
    if [ $SECONDS -ge $deadline ]; then
      abandon "the cluster was not ready within ${PAIRS_FLINK_START_TIMEOUT:-120} s ($((registered < 0 ? 0 : registered)) of $taskmanagers TaskManagers registered; logs in $dir); stopped it"
    fi
    sleep 0.5
    overview="$(curl -sf --max-time 2 "http://127.0.0.1:$port/overview" 2>/dev/null || true)"
    registered="$(echo "$overview" | sed -n 's/.*"taskmanagers":\([0-9]*\).*/\1/p')"
    [ -n "$registered" ] || registered=-1
  done
  echo "flink-cluster.sh: cluster running at 127.0.0.1:$port ($taskmanagers TaskManager(s), $slots slot(s) each; pids: $(running | tr ' \n' '=,' | sed 's/,$//'); logs: $dir/*.log)"
}

"$command"
