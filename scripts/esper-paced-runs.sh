#!/usr/bin/env bash
# Paced Esper runs, published in reference-results/esper/paced/ (the commands in reference-results/ name this
# script). Usage: scripts/esper-paced-runs.sh PROFILE SF...     e.g. scripts/esper-paced-runs.sh short 1 2 4 10
exec "$(dirname "$0")/paced-runs.sh" esper "$@"
