#!/usr/bin/env bash
# Validated flat-out runs of several engines on the same streams, back to back in one sitting: for each scale
# factor, `pairs throughput --engine E --sf N --profile P --validate` for each engine in turn (the stream is
# generated in process from the default seed, 16 bytes a tick in memory: SF 100 standard needs about 7 GB of heap).
# Usage: scripts/flatout-comparison.sh [--profile P] OUT_DIR "ENGINE[:KEY=VALUE[,KEY=VALUE]]..." SF...
#   e.g. scripts/flatout-comparison.sh reference-results/siddhi/flatout "siddhi esper" 1 10 100
#        scripts/flatout-comparison.sh --profile short out "siddhi siddhi:aggregation=bucket esper" 10
# P is standard (the default), short or smoke. An engine may carry engine options after a colon; they are passed
# as --engine-opt and named in the file. Writes OUT_DIR/<engine>[-<key>-<value>...]-sf<N>-<P>.txt; a run that
# fails (or fails validation) stays as NAME.part. Run it on an otherwise idle machine.
set -u
cd "$(dirname "$0")/.."
. scripts/engine-spec.sh
profile=standard
if [ "${1:-}" = "--profile" ]; then profile="$2"; shift 2; fi
[ $# -ge 3 ] || { echo "usage: scripts/flatout-comparison.sh [--profile P] OUT_DIR \"ENGINE[:K=V,...]...\" SF..." >&2; exit 2; }
out="$1"; engines="$2"; shift 2
mkdir -p "$out"
for spec in $engines; do   # builds the kit and the engines first
  ./pairs engines --engine "${spec%%:*}" >/dev/null || exit 2
done
for sf in "$@"; do
  heap=8g; [ "$sf" -ge 50 ] && heap=12g
  for spec in $engines; do
    engine_spec "$spec"
    name="$out/$label-sf$sf-$profile.txt"
    echo "== $spec SF $sf $profile (heap $heap)"
    started=$SECONDS
    PAIRS_JAVA_OPTS=-Xmx$heap ./pairs throughput --engine "$engine" "${opts[@]}" --sf "$sf" --profile "$profile" \
        --validate > "$name.part" 2>&1 && mv "$name.part" "$name"
    echo "== $spec SF $sf: exit $?, $((SECONDS - started)) s"
  done
done
echo ALL DONE
