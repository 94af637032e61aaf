#!/usr/bin/env bash
# Takes screenshots of every screen at 1024x768 and 768x1024 into screenshots/, from the
# test build dist-test/ (the release build with the `?sandbox=` hook, which several screens
# use; built when missing, pass --build to rebuild).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"
if [ ! -f dist-test/index.html ] || [ "${1:-}" = "--build" ]; then
  trunk build --release --features sandbox --dist dist-test
fi
node tests/e2e/screenshots.mjs
