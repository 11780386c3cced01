#!/usr/bin/env bash
# A `pairs sweep` published the way scripts/paced-runs.sh publishes single runs: the sweep's console, sweep.json
# and comparison page in OUT_DIR, and per run OUT_DIR/<profile>-sf<N>/ with its run.json, report (HTML + JSON)
# result record and audit bundle (`pairs publish`, checked by `./pairs audit OUT_DIR/<profile>-sf<N>/result.json`).
# Usage: scripts/sweep-runs.sh ENGINE RESULTS_DIR OUT_DIR [pairs sweep options...]
#   e.g. scripts/sweep-runs.sh esper results/engines-short reference-results/esper/sweep --sf 1,2,4,10,20
# The runs are recorded in RESULTS_DIR (git-ignored), so that other engines' runs recorded there can be compared
# with them (`pairs report --compare --results RESULTS_DIR`). Exit status: the sweep's (1 when a run failed or
# answered wrong; its runs are published all the same). Run it on an otherwise idle machine.
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/publish-run.sh
[ $# -ge 3 ] || { echo "usage: scripts/sweep-runs.sh ENGINE RESULTS_DIR OUT_DIR [pairs sweep options...]" >&2; exit 2; }
engine="$1"; results="$2"; out="$3"; shift 3
mkdir -p "$out"
./pairs sweep --engine "$engine" "$@" --results "$results" --out "$out" 2>&1 | tee "$out/console.txt"
status=${PIPESTATUS[0]}
[ -f "$out/sweep.json" ] || { echo "sweep-runs.sh: the sweep wrote no $out/sweep.json" >&2; exit 1; }
# Every run of sweep.json once (its "best" repeats one of the points; a --confirm run comes last): one
# "SF ID PROFILE" line per run, read from the pretty-printed JSON the kit writes, so that no JSON tool is needed.
awk '/"scaleFactor"/ { gsub(/[^0-9.]/, "", $3); sf = $3 }
     /"runId"/ { gsub(/[^0-9]/, "", $3); id = $3 }
     /"profile"/ && id != "" { gsub(/[",]/, "", $3); if (!seen[id]++) print sf, id, $3; id = "" }' "$out/sweep.json" |
while read -r sf id profile; do
  dir="$out/$profile-sf$sf"
  echo "== publishing run $id (SF $sf) in $dir"
  run_json="$(grep -l "^  \"runId\" : $id,\$" "$results"/run-*/run.json | head -1)"
  publish_recorded_run "$dir" "$results" "$id" "$run_json"
done
exit "$status"
