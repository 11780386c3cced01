#!/usr/bin/env bash
# Fails when the repository tracks a file over 1 MB (1,000,000 bytes) that .ci/large-files-allowed.txt does not
# list. A run's evidence (answer log, latency log, bundle) is an archive kept outside the repository, named by its
# SHA-256 in the run's result record (spec/result-record.md); the list holds only the files published before that
# rule, which leave the tree a batch at a time, and may only shrink.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=1000000
allowed=.ci/large-files-allowed.txt
found="$(git ls-files -z | xargs -0 stat -c '%s %n' -- 2>/dev/null | awk -v l="$limit" '$1 > l { $1 = ""; sub(/^ /, ""); print }' | sort)"
new="$(comm -23 <(printf '%s\n' "$found" | sed '/^$/d') <(sort "$allowed"))"
if [ -n "$new" ]; then
  echo "check-file-sizes: tracked files over $limit bytes that $allowed does not list (keep run evidence outside the repository: pairs publish):" >&2
  printf '  %s\n' $new >&2
  exit 1
fi
gone="$(comm -13 <(printf '%s\n' "$found" | sed '/^$/d') <(sort "$allowed"))"
if [ -n "$gone" ]; then
  echo "check-file-sizes: $allowed lists files no longer in the tree or no longer over $limit bytes; remove these lines:" >&2
  printf '  %s\n' $gone >&2
  exit 1
fi
echo "check-file-sizes: no tracked file over $limit bytes beyond the $(grep -c . "$allowed") listed in $allowed"
