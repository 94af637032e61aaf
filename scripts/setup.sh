#!/usr/bin/env bash
# Installs whatever is missing to build, serve and test Planisfero, from the package
# registries only (rustup, apt, crates.io, npm). Idempotent: every step checks first, so
# on a ready machine it takes a few seconds.
#
# Needs: Rust (rustup + cargo), Node.js >= 20 with npm, Python 3, and apt (Debian/Ubuntu)
# for Chromium, WebKit's driver, Xvfb and Firefox ESR. Sourced by serve.sh and test.sh;
# can be run on its own.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

TRUNK_VERSION="0.21.14"
WASM_OPT_VERSION="132"

log() { printf '\033[1;34m[setup]\033[0m %s\n' "$*"; }
die() { printf '\033[1;31m[setup] error:\033[0m %s\n' "$*" >&2; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || die "'$1' not found. $2"; }

export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"

need cargo "Install Rust with rustup first."
need rustup "Install Rust with rustup first (the wasm32 target is added through it)."
need node "Install Node.js 20 or newer (with npm) first."
need npm "Install npm (it comes with Node.js) first."
need python3 "Install Python 3 first (it serves the built site during the tests)."

# 1. The WebAssembly target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# 2. Chromium and its driver, from Debian's packages (never a downloaded browser).
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  need apt-get "Chromium and chromium-driver are installed with apt-get; install them by hand on this system."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then need sudo "Run as root or install sudo."; SUDO="sudo"; fi
  log "installing chromium and chromium-driver (apt)"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
fi

# 2b. The other tablet engines of the smoke suite (tests/e2e-engines/), from Debian's
#     packages too: WebKit's WebDriver (webkit2gtk-driver: WebKitWebDriver and MiniBrowser,
#     which need an X display, hence xvfb) and Firefox ESR (driven over WebDriver BiDi by
#     puppeteer-core, from npm below).
ENGINE_PACKAGES=""
command -v WebKitWebDriver >/dev/null 2>&1 || ENGINE_PACKAGES="$ENGINE_PACKAGES webkit2gtk-driver"
command -v xvfb-run >/dev/null 2>&1 || ENGINE_PACKAGES="$ENGINE_PACKAGES xvfb"
command -v firefox-esr >/dev/null 2>&1 || ENGINE_PACKAGES="$ENGINE_PACKAGES firefox-esr"
if [ -n "$ENGINE_PACKAGES" ]; then
  need apt-get "WebKit's driver, Xvfb and Firefox ESR are installed with apt-get; install$ENGINE_PACKAGES by hand on this system."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then need sudo "Run as root or install sudo."; SUDO="sudo"; fi
  log "installing$ENGINE_PACKAGES (apt)"
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086 # one word per package
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $ENGINE_PACKAGES >/dev/null
fi

# 3. Trunk (0.22 needs a newer rustc). Built once per machine (~13 minutes).
if ! trunk --version 2>/dev/null | grep -qx "trunk $TRUNK_VERSION"; then
  log "installing trunk $TRUNK_VERSION (cargo install, takes a while once)"
  cargo install --locked "trunk@$TRUNK_VERSION"
fi

# 4. wasm-bindgen CLI at exactly the version of the wasm-bindgen crate in Cargo.lock.
#    Not --locked: one of its locked dependencies is missing from the registry.
WBG_VERSION="$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
[ -n "$WBG_VERSION" ] || die "could not read the wasm-bindgen version from Cargo.lock"
if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $WBG_VERSION" \
  || ! command -v wasm-bindgen-test-runner >/dev/null 2>&1; then
  log "installing wasm-bindgen-cli $WBG_VERSION (cargo install, a few minutes once)"
  cargo install --force "wasm-bindgen-cli@$WBG_VERSION"
fi

# 5. wasm-opt (npm binaryen, pinned), terser, @gfx/zopfli, playwright-core and
#    puppeteer-core, exactly as package-lock.json says.
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/terser ] \
  || [ ! -d node_modules/puppeteer-core ] \
  || [ ! -d node_modules/@gfx/zopfli ] \
  || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  log "installing npm packages (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
fi
WASM_OPT_FOUND="$(command -v wasm-opt)"
[ "$WASM_OPT_FOUND" = "$ROOT/node_modules/.bin/wasm-opt" ] \
  || die "wasm-opt on PATH is $WASM_OPT_FOUND, expected $ROOT/node_modules/.bin/wasm-opt"
wasm-opt --version | grep -q "version $WASM_OPT_VERSION" \
  || die "wasm-opt is not version $WASM_OPT_VERSION: $(wasm-opt --version)"

# 6. Crates, so that Trunk's offline build (cargo --offline) finds them all.
cargo fetch --quiet

log "ready: $(trunk --version), $(wasm-bindgen --version), wasm-opt $WASM_OPT_VERSION, $(chromium --version 2>/dev/null | head -n 1), $(firefox-esr --version 2>/dev/null), WebKitGTK $(dpkg-query -W -f '${Version}' webkit2gtk-driver 2>/dev/null)"
