#!/usr/bin/env bash
# Fuzzes the kit's parsers of untrusted input with Jazzer for longer than the build does.
#
# Usage: scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]
#   SECONDS_PER_TARGET  how long to fuzz each target; default 300
#   TARGET              fuzz target classes by simple name (TickCsvFuzzTest, ManifestFuzzTest, ...); default all,
#                       the *FuzzTest classes of core, datagen and translators/process
#
# Examples:
#   scripts/fuzz.sh                                    # every target, 5 minutes each
#   scripts/fuzz.sh 60 StrategiesXmlFuzzTest           # one target, a minute
#   nice -n 19 scripts/fuzz.sh 600                     # every target, 10 minutes each, at the lowest priority
#
# Each target runs in a JVM of its own (Jazzer fuzzes one fuzz test per JVM), one after the other; a run of
# every target takes about SECONDS_PER_TARGET x 10 plus the build. A finding fails its target: Jazzer prints the
# exception and the input, and saves the input as crash-<sha1> in the target's seed folder,
# <module>/src/test/resources/<package>/<Class>Inputs/<method>/, where every later build replays it. Fix the
# parser, pin the input in a unit test, and keep the file, renamed for what it found. The corpus Jazzer grows
# goes to <module>/.cifuzz-corpus/ (ignored by git), where the next run starts from.
#
# The build itself (./mvnw verify) fuzzes each target reproducibly: 3,000 inputs from a fixed seed (about 2 s, 7 s a
# target with the JVM's start, a minute for all ten), so it passes or fails alike on every machine; this script
# draws a random seed and stops on time only. -Dpairs.fuzz= (empty) makes the build replay the seed folders only.
set -euo pipefail

cd "$(dirname "$0")/.."

seconds=${1:-300}
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
    echo "fuzz.sh: SECONDS_PER_TARGET must be a positive whole number, got '$seconds'" >&2
    exit 2
fi
shift $(( $# > 0 ? 1 : 0 ))
targets='*FuzzTest'
if [ $# -gt 0 ]; then
    for t in "$@"; do
        if ! [[ "$t" =~ ^[A-Za-z0-9_]+FuzzTest$ ]]; then
            echo "fuzz.sh: a TARGET is a fuzz test class's simple name ending in FuzzTest, got '$t'" >&2
            exit 2
        fi
    done
    targets=$(IFS=,; echo "$*")
fi

# The parent pom's surefire execution "fuzz" runs the targets; pairs.fuzz.seconds is its time per target, and
# -runs=-1 with -seed=0 lift the build's input limit and fixed seed.
exec ./mvnw -B -pl core,datagen,translators/process -am test \
    -Dtest="$targets" -Dsurefire.failIfNoSpecifiedTests=false \
    -Dpairs.fuzz=1 -Dpairs.fuzz.seconds="$seconds" -Dpairs.fuzz.runs=-1 -Dpairs.fuzz.seed=0
