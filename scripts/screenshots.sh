#!/usr/bin/env bash
# Takes screenshots of every screen at 1024x768 and 768x1024 into screenshots/, from the
# release build (builds it when dist/ is missing; pass --build to rebuild).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"
if [ ! -f dist/index.html ] || [ "${1:-}" = "--build" ]; then trunk build --release; fi
node tests/e2e/screenshots.mjs
