#!/usr/bin/env bash
# Reproducible builds (issue 32): builds the release again from the same sources into a
# temporary folder and fails if any file differs from DIR (default dist/, a release build
# of these sources); with --twice, builds twice and compares the two. A file that changes
# between builds changes sw.js's version, and every player is offered an "update" that is
# none (Trunk's JS minifier ordered the worker's glue differently at each build).
# Usage: bash scripts/repro-check.sh [DIR | --twice]   (needs what scripts/setup.sh installs)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
build() {
  trunk build --release --dist "$1" >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 1; }
}
if [ "${1:-}" = "--twice" ]; then
  build "$WORK/a"
  FIRST="$WORK/a"
else
  FIRST="${1:-dist}"
  [ -f "$FIRST/index.html" ] || { echo "repro-check: $FIRST/index.html is missing: run trunk build --release first" >&2; exit 1; }
fi
build "$WORK/b"
if ! diff -r "$FIRST" "$WORK/b" >"$WORK/diff" 2>&1; then
  echo "repro-check: two builds of the same sources differ:" >&2
  grep -E '^(Binary files|Only in|diff )' "$WORK/diff" >&2 || cat "$WORK/diff" >&2
  exit 1
fi
echo "repro-check: a second build is identical to $FIRST ($(find "$FIRST" -type f | wc -l) files)"
