#!/usr/bin/env bash
# Re-runs the validated flat-out runs of reference-results/esper with the current EPL.
# Usage: scripts/esper-flatout-runs.sh [RUN...]   RUN: sf1 sf10 sf20 sf2-short sf100-smoke sf1000-smoke sf100 sf200
# (default: all, about 1 h on 2 cores). Runs from files generate their data set under results/esper/ (git-ignored,
# 3 GB at a time) and remove it afterwards; sf100 and sf200 generate the standard stream in process into memory
# (16 bytes a tick: 7 GB and 14.5 GB of heap).
set -u
cd "$(dirname "$0")/.."
from_files() { # sf profile maxticks heap name
  local R=results/esper/run-$1-$2
  ./pairs datagen --sf $1 --profile $2 --out $R/data --quiet && \
  ./pairs querygen --aux $R/data/correlations.json --out $R/queries && \
  PAIRS_JAVA_OPTS=-Xmx$4 ./pairs throughput --engine esper --data $R/data --strategies $R/queries/strategies.xml \
      --max-ticks $3 --validate > reference-results/esper/$5.part && publish $5
  rm -rf $R
}
generated() { # sf heap name
  PAIRS_JAVA_OPTS=-Xmx$2 ./pairs throughput --engine esper --sf $1 --validate > reference-results/esper/$3.part && \
      publish $3
}
# A run that fails (or fails validation) leaves its output as NAME.part and the published NAME untouched.
publish() {
  mv reference-results/esper/$1.part reference-results/esper/$1
}
runs=("$@")
[ ${#runs[@]} -gt 0 ] || runs=(sf1 sf10 sf100-smoke sf2-short sf1000-smoke sf20 sf100 sf200)
for r in "${runs[@]}"; do
  echo "== $r"
  started=$SECONDS
  case "$r" in
    sf1) from_files 1 standard 2000000000 8g throughput-sf1-standard.txt ;;
    sf10) from_files 10 standard 2000000000 8g throughput-sf10-standard.txt ;;
    sf20) from_files 20 standard 2000000000 12g throughput-sf20-standard.txt ;;
    sf2-short) from_files 2 short 2000000000 8g throughput-sf2-short.txt ;;
    sf100-smoke) from_files 100 smoke 2000000000 8g throughput-sf100-smoke.txt ;;
    sf1000-smoke) from_files 1000 smoke 40000000 10g throughput-sf1000-smoke.txt ;;
    sf100) generated 100 10g throughput-sf100-standard.txt ;;
    sf200) generated 200 18g throughput-sf200-standard.txt ;;
    *) echo "unknown run $r" >&2; exit 2 ;;
  esac
  echo "== $r: $((SECONDS - started)) s"
done
echo ALL DONE
