#!/usr/bin/env bash
# Builds FINCoS 2.4 from its source into a folder that scripts/fincos-run.sh takes as FINCOS_DIR, for users
# without FINCoS's release zip: FINCOS_DIR/FINCoS.jar (every class of the source, controller and JMS adapter
# included) and FINCOS_DIR/lib/ (the libraries of harness-config/fincos/fincos-libs.pom.xml, fetched from Maven
# Central with the Maven Wrapper). FINCoS's source is not part of the kit: check it out yourself (its SVN trunk;
# harness-config/fincos/README.md names the export that was checked).
#
# Usage: scripts/fincos-build.sh FINCOS_SRC FINCOS_DIR
#   FINCOS_SRC  a folder holding FINCoS's source tree (pt/uc/dei/fincos/...)
#   FINCOS_DIR  where to put FINCoS.jar and lib/ (created; an existing FINCoS.jar and lib/ are replaced)
# Exit codes: 0 built, 1 the build failed, 2 bad usage or input.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

fail() { echo "fincos-build.sh: $1" >&2; exit "${2:-1}"; }
usage() { fail "$1; usage: scripts/fincos-build.sh FINCOS_SRC FINCOS_DIR" 2; }

[ $# -eq 2 ] || usage "expected 2 arguments, got $#"
[ -d "$1" ] || usage "FINCOS_SRC '$1' is not a folder"
src="$(cd "$1" && pwd)"
[ -f "$src/pt/uc/dei/fincos/controller/DaemonServer.java" ] \
  || fail "$src: no pt/uc/dei/fincos/controller/DaemonServer.java (expected FINCoS's source tree)" 2
mkdir -p "$2" || fail "cannot create FINCOS_DIR $2" 2
out="$(cd "$2" && pwd)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rm -rf "$out/lib"
echo "fincos-build.sh: fetching FINCoS's libraries into $out/lib" >&2
(cd "$root" && ./mvnw -q -B -f harness-config/fincos/fincos-libs.pom.xml dependency:copy-dependencies \
  -DincludeScope=runtime -DoutputDirectory="$out/lib") || fail "could not fetch the libraries (Maven Central)"
find "$src/pt" -name '*.java' > "$work/sources.txt"
echo "fincos-build.sh: compiling $(wc -l < "$work/sources.txt") source files" >&2
# FINCoS's sources are Latin-1; --release 8 matches the Java 6 era code (no module or newer-API surprises).
javac -nowarn -encoding ISO-8859-1 --release 8 -d "$work/classes" -cp "$out/lib/*" @"$work/sources.txt" \
  2> >(grep -v '^Note: ' >&2) || fail "javac failed on $src"
jar cf "$out/FINCoS.jar" -C "$work/classes" .
echo "fincos-build.sh: $out/FINCoS.jar and $out/lib/ ($(ls "$out/lib" | wc -l) jars)"
