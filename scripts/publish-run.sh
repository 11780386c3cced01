# Sourced by the scripts that publish paced runs. publish_run DIR RESULTS ARGS... runs
# `./pairs run ARGS... --results RESULTS`, copies its console (progress lines included) into DIR and publishes the
# run there with publish_recorded_run; it exits the calling script when the run printed no run id (it was not
# recorded). publish_recorded_run DIR RESULTS ID RUN_JSON publishes a run already recorded in RESULTS (a sweep's):
# its run.json and report (HTML + JSON) into DIR, and its audit bundle (`pairs publish`) into DIR/bundle, which
# `./pairs audit DIR/bundle` checks. A bundle larger than PAIRS_BUNDLE_REPO_LIMIT_MB (default 90) does not stay in
# DIR: see keep_large_bundle_outside.
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
  cp "$run_json" "$dir/run.json"
  ./pairs report "$id" --results "$results" --out "$dir"
  # --force: publishing the same DIR again replaces its bundle as a whole. A run without validated answers (one
  # that failed before validating) has no bundle: the line says so and the script goes on to the next run.
  ./pairs publish "$id" --results "$results" --out "$dir/bundle" --force \
    || echo "publish_recorded_run: no audit bundle for run $id (the line above says why)" >&2
  keep_large_bundle_outside "$dir" "$results" "$id"
}

# keep_large_bundle_outside DIR RESULTS ID: when DIR/bundle is larger than PAIRS_BUNDLE_REPO_LIMIT_MB, moves it to
# RESULTS/bundles/run-ID (RESULTS is git-ignored) and leaves in DIR its SHA256SUMS as bundle.SHA256SUMS and a note,
# bundle-outside.txt, saying where it is, its size, and how to audit it. Why: a standard run's answer log grows
# with SF x length (about 40 bytes an answer compressed: 244 MB for Flink at SF 400 standard), more than a repository should carry
# and more than hosts accept in one file (GitHub: 100 MB); its hashes still pin every byte of it.
keep_large_bundle_outside() {
  local dir="$1" results="$2" id="$3"
  local limit="${PAIRS_BUNDLE_REPO_LIMIT_MB:-90}" mb outside
  [ -d "$dir/bundle" ] || return 0
  # DIR/bundle is the bundle just published: notes left by an earlier, larger one published here are stale.
  rm -f "$dir/bundle.SHA256SUMS" "$dir/bundle-outside.txt"
  mb="$(du -sm "$dir/bundle" | cut -f1)"
  [ "$mb" -gt "$limit" ] || return 0
  outside="$results/bundles/run-$id"
  rm -rf "$outside"
  mkdir -p "$results/bundles"
  mv "$dir/bundle" "$outside"
  cp "$outside/SHA256SUMS" "$dir/bundle.SHA256SUMS"
  {
    echo "The audit bundle of run $id ($mb MB, more than the $limit MB a bundle may take in this repository) was"
    echo "written by \`pairs publish\` as any bundle is, then kept out of the repository, in $outside on the machine"
    echo "that ran it. bundle.SHA256SUMS beside this note is its SHA256SUMS: every file of the bundle, answer log"
    echo "included, is pinned by it. With the bundle at hand: \`./pairs audit BUNDLE\` (and \`sha256sum -c\` inside it)."
    echo "SHA-256 of bundle.SHA256SUMS: $(sha256sum "$dir/bundle.SHA256SUMS" | cut -d' ' -f1)"
    echo "Files (bytes):"
    (cd "$outside" && find . -type f -printf '  %P %s\n' | sort)
  } > "$dir/bundle-outside.txt"
  echo "publish_recorded_run: the bundle of run $id is $mb MB, over $limit MB: kept in $outside;" \
    "$dir holds its SHA256SUMS and bundle-outside.txt" >&2
}
