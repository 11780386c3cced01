#!/usr/bin/env bash
# Runs a FINCoS workspace written by `pairs translate --target fincos` on a FINCoS 2.4 installation, with no one
# at FINCoS's controller: harness-config/fincos/HeadlessFincos.java (run as a single source file against FINCoS's
# jars) starts FINCoS's daemon, loads the workspace's pairs-test.xml through FINCoS's own parser, loads and starts
# FINCoS's driver and sink with its Esper adapter, waits for the driver to finish and stops the sink. The
# workspace folder is FINCoS's working folder: FINCoS reads WORKSPACE/config/Connections.fcf and the sink writes
# WORKSPACE/log/SINK01.log, which `pairs validate` and `pairs score --fincos-log` read.
#
# Usage: scripts/fincos-run.sh FINCOS_DIR WORKSPACE
#   FINCOS_DIR  a FINCoS 2.4 installation: its jars (FINCoS's own and the libraries it ships: Esper 4.9 and its
#               dependencies, javassist, a JMS API, JFreeChart, SwingX), in the folder itself or in its lib/
#   WORKSPACE   the folder `pairs translate --target fincos --out` wrote
# FINCoS's drivers and sinks are Swing windows: with no DISPLAY the run goes through xvfb-run, which needs xauth
# (Debian: apt-get install xvfb xauth). FINCoS's daemon listens on port 1212 (RMI), which must be free.
# Exit codes: 0 the run finished and the sink log is written, 1 FINCoS failed, 2 bad usage or input.
# Extra JVM options: PAIRS_FINCOS_JAVA_OPTS (default -Xms1g -Xmx1g).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
launcher="$root/harness-config/fincos/HeadlessFincos.java"

fail() { echo "fincos-run.sh: $1" >&2; exit "${2:-1}"; }
usage() { fail "$1; usage: scripts/fincos-run.sh FINCOS_DIR WORKSPACE" 2; }

[ $# -eq 2 ] || usage "expected 2 arguments, got $#"
fincos="$1"
workspace="$2"
[ -d "$fincos" ] || usage "FINCOS_DIR '$fincos' is not a folder"
[ -d "$workspace" ] || usage "WORKSPACE '$workspace' is not a folder"
fincos="$(cd "$fincos" && pwd)"
workspace="$(cd "$workspace" && pwd)"
for file in config/Connections.fcf pairs-test.xml; do
  [ -f "$workspace/$file" ] || fail "$workspace/$file: missing (write the workspace with: pairs translate --target fincos --out WORKSPACE)" 2
done

shopt -s nullglob
jars=("$fincos"/*.jar "$fincos"/lib/*.jar)
shopt -u nullglob
[ ${#jars[@]} -gt 0 ] || fail "$fincos: no jars in it or in its lib/ (expected a FINCoS 2.4 installation)" 2
classpath="$(IFS=:; echo "${jars[*]}")"
java_cmd="java"
jar_cmd="jar"
if [ -n "${JAVA_HOME:-}" ]; then java_cmd="$JAVA_HOME/bin/java"; jar_cmd="$JAVA_HOME/bin/jar"; fi
# The JDK's jar tool lists the jars: nothing beyond the JDK is needed (unzip may be missing).
for class in pt/uc/dei/fincos/controller/DaemonServer com/espertech/esper/client/EPServiceProvider; do
  found=""
  for jar in "${jars[@]}"; do
    if "$jar_cmd" tf "$jar" 2>/dev/null | grep -qxF "$class.class"; then found="$jar"; break; fi
  done
  [ -n "$found" ] || fail "$fincos: no jar holds ${class//\//.} (expected FINCoS 2.4 and its Esper 4.9 libraries)" 2
done

if (exec 3<>/dev/tcp/127.0.0.1/1212) 2>/dev/null; then
  fail "port 1212 is in use (a FINCoS daemon running?): FINCoS's daemon needs it" 2
fi

display=()
if [ -z "${DISPLAY:-}" ]; then
  command -v xvfb-run >/dev/null || fail "no DISPLAY and no xvfb-run: FINCoS's windows need one (Debian: apt-get install xvfb xauth)" 2
  command -v xauth >/dev/null || fail "no xauth, which xvfb-run needs (Debian: apt-get install xauth)" 2
  display=(xvfb-run -a -s "-screen 0 1280x1024x24")
fi

rm -f "$workspace/log/SINK01.log"
cd "$workspace"
# --add-opens: Esper 4.9 generates classes with cglib, which needs java.lang opened on JDK 16 and later.
# java.rmi.server.hostname: FINCoS's components reach each other at 127.0.0.1, whatever the host's name resolves to.
# shellcheck disable=SC2086
"${display[@]}" "$java_cmd" ${PAIRS_FINCOS_JAVA_OPTS:--Xms1g -Xmx1g} \
  --add-opens java.base/java.lang=ALL-UNNAMED -Djava.rmi.server.hostname=127.0.0.1 \
  -cp "$classpath" "$launcher" "$workspace/pairs-test.xml"
[ -s "$workspace/log/SINK01.log" ] || fail "FINCoS wrote no $workspace/log/SINK01.log"
echo "fincos-run.sh: sink log $workspace/log/SINK01.log"
