#!/usr/bin/env bash
# Installs the pinned npm packages (from package-lock.json) and regenerates public/map.svg.
# Only the npm registry is used; package install scripts are not run.
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -d node_modules/mapshaper ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --ignore-scripts --no-audit --no-fund
fi
node generate.mjs "$@"
