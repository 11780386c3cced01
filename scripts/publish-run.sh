# Sourced by the scripts that publish paced runs. publish_run DIR RESULTS ARGS... runs
# `./pairs run ARGS... --results RESULTS`, copies its console (progress lines included) into DIR and publishes the
# run there with publish_recorded_run; it exits the calling script when the run printed no run id (it was not
# recorded). publish_recorded_run DIR RESULTS ID RUN_JSON publishes a run already recorded in RESULTS (a sweep's)
# with `pairs publish`: into DIR its result record (result.json), run.json, report (HTML + JSON) and the bundle's
# SHA256SUMS; the bundle itself as one archive SHA256.tar.gz in RESULTS/evidence (or PAIRS_EVIDENCE), outside the
# repository, which `./pairs audit DIR/result.json --evidence RESULTS/evidence` finds and checks.
publish_run() {
  local dir="$1" results="$2"; shift 2
  local out id run_json
  out="$(mktemp)"
  set +e
  # stderr too: the progress lines (every 10 s) belong in the published console.txt beside the summary.
  ./pairs run "$@" --results "$results" 2>&1 | tee "$out"
  set -e
  id="$(sed -n 's/^Pairs run \([0-9]*\):.*/\1/p' "$out" | head -1)"
  [ -n "$id" ] || { echo "no run id in the output of: pairs run $*" >&2; exit 1; }
  mkdir -p "$dir"
  cp "$out" "$dir/console.txt"
  run_json="$(sed -n 's/^  report  *\(.*run\.json\)$/\1/p' "$out" | head -1)"
  rm -f "$out"
  publish_recorded_run "$dir" "$results" "$id" "$run_json"
}

publish_recorded_run() {
  local dir="$1" results="$2" id="$3" run_json="$4"
  mkdir -p "$dir"
  # --force: publishing the same DIR again replaces its record and files as a whole.
  if ! ./pairs publish "$id" --results "$results" --out "$dir" --evidence "${PAIRS_EVIDENCE:-$results/evidence}" --force; then
    # A run without validated answers (one that failed before validating) has no bundle and no record: its run.json
    # and report still say what happened.
    echo "publish_recorded_run: run $id not published (the line above says why); its run.json and report only" >&2
    cp "$run_json" "$dir/run.json"
    ./pairs report "$id" --results "$results" --out "$dir"
  fi
}
