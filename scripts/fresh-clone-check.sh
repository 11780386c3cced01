#!/usr/bin/env bash
# Tries the kit as a new user would: clones the committed state of this repository into an empty temporary
# folder, with nothing beside it, and runs the README's two set-up commands there.
# Usage: scripts/fresh-clone-check.sh [git-ref]   (default HEAD)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ref="${1:-HEAD}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone -q "$repo" "$work/pairs"
git -C "$work/pairs" checkout -q "$ref"
cd "$work/pairs"
# The two commands of the README's quick start, verbatim:
main_job="$(grep -m1 -A0 '^\./pairs ' README.md)"
test_cmd="$(grep -m1 '^\./mvnw ' README.md)"
echo "== main job: $main_job"
bash -c "$main_job"
echo "== tests: $test_cmd"
bash -c "$test_cmd"
echo "== fresh clone check passed for $ref"
