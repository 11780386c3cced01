#!/usr/bin/env bash
# Validated flat-out runs of several engines on the same standard streams, back to back in one sitting:
# for each scale factor, `pairs throughput --engine E --sf N --validate` for each engine in turn (the stream is
# generated in process from the default seed, 16 bytes a tick in memory: SF 100 needs about 7 GB of heap).
# Usage: scripts/flatout-comparison.sh OUT_DIR "ENGINE..." SF...
#   e.g. scripts/flatout-comparison.sh reference-results/siddhi/flatout "siddhi esper" 1 10 100
# Writes OUT_DIR/<engine>-sf<N>-standard.txt; a run that fails (or fails validation) stays as NAME.part.
# Run it on an otherwise idle machine.
set -u
cd "$(dirname "$0")/.."
out="$1"; engines="$2"; shift 2
mkdir -p "$out"
./pairs engines >/dev/null || exit 2   # builds the kit first
for sf in "$@"; do
  heap=8g; [ "$sf" -ge 50 ] && heap=12g
  for engine in $engines; do
    name="$out/$engine-sf$sf-standard.txt"
    echo "== $engine SF $sf (heap $heap)"
    started=$SECONDS
    PAIRS_JAVA_OPTS=-Xmx$heap ./pairs throughput --engine "$engine" --sf "$sf" --validate > "$name.part" 2>&1 \
        && mv "$name.part" "$name"
    echo "== $engine SF $sf: exit $?, $((SECONDS - started)) s"
  done
done
echo ALL DONE
