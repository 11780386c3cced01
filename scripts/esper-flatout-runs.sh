#!/usr/bin/env bash
# Re-runs the validated flat-out runs of reference-results/esper with the current EPL (about 10 min on 2 cores, 3 GB disk at a time).
# Data sets are generated under results/esper/ (git-ignored) and removed after each run.
set -u
cd "$(dirname "$0")/.."
run() { # sf profile maxticks heap name
  local R=results/esper/run-$1-$2
  ./pairs datagen --sf $1 --profile $2 --out $R/data --quiet && \
  ./pairs querygen --aux $R/data/correlations.json --out $R/queries && \
  PAIRS_JAVA_OPTS=-Xmx$4 ./pairs throughput --engine esper --data $R/data --strategies $R/queries/strategies.xml \
      --max-ticks $3 --validate 2>&1 | grep -v SLF4J > reference-results/esper/$5
  rm -rf $R
}
run 1 standard 2000000000 8g throughput-sf1-standard.txt
run 10 standard 2000000000 8g throughput-sf10-standard.txt
run 100 smoke 2000000000 8g throughput-sf100-smoke.txt
run 2 short 2000000000 8g throughput-sf2-short.txt
run 1000 smoke 40000000 10g throughput-sf1000-smoke.txt
run 20 standard 2000000000 12g throughput-sf20-standard.txt
echo ALL DONE
