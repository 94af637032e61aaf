#!/usr/bin/env bash
# Installs whatever is missing, then builds and serves the app on http://127.0.0.1:8080
# (release build, rebuilt on change; reload the page by hand: Trunk's live-reload script
# is inline, which the release build's Content-Security-Policy rightly refuses). Extra
# arguments go to `trunk serve`, e.g. --port 9000.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/setup.sh"
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"
cd "$ROOT"
exec trunk serve --release --no-autoreload "$@"
