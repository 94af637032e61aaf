#!/usr/bin/env bash
# Installs whatever is missing, then runs every test:
#   0. formatting: `cargo fmt --check` (rustfmt's default style), and clippy with warnings
#      as errors on the native and the wasm32 targets
#   1. native `cargo test` (rules engine, map asset, every native test; benches compiled),
#      and the app's scripts in Node over fakes (tests/js/: the journal)
#   2. browser component tests: tests/web.rs with wasm-bindgen-test in headless Chromium
#   3. release build (trunk build --release), built again to check that it is the same
#      (scripts/repro-check.sh), and the transfer size of every file; the test
#      build dist-test/ (`--features sandbox`: the `?sandbox=` hook the shipped build lacks)
#   4. end-to-end tests: tests/e2e/*.test.mjs, Playwright driving Debian's Chromium
#      against dist/ (and dist-test/) served on 127.0.0.1 (screenshots land in screenshots/)
#   5. smoke tests in WebKit and Firefox ESR: tests/e2e-engines/, Debian's WebKitWebDriver
#      (under Xvfb) and firefox-esr (WebDriver BiDi, puppeteer-core) against dist/
# Stops at the first failing stage with a message naming it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"

STAGE=""
START=$SECONDS
stage() {
  STAGE="$1"
  STAGE_START=$SECONDS
  printf '\n\033[1;34m==> %s\033[0m\n' "$STAGE"
}
done_stage() { printf '\033[1;32m<== %s: ok (%ss)\033[0m\n' "$STAGE" "$((SECONDS - STAGE_START))"; }
trap 'rc=$?; if [ $rc -ne 0 ]; then printf "\n\033[1;31mFAILED in stage: %s (exit %s)\033[0m\n" "$STAGE" "$rc" >&2; fi' EXIT

stage "formatting (cargo fmt --check)"
if ! cargo fmt --version >/dev/null 2>&1; then rustup component add rustfmt; fi
cargo fmt --all --check
done_stage

stage "lints (cargo clippy -D warnings, native and wasm32)"
if ! cargo clippy --version >/dev/null 2>&1; then rustup component add clippy; fi
cargo clippy --workspace --all-targets -- -D warnings
cargo clippy --target wasm32-unknown-unknown --workspace --lib --bins -- -D warnings
cargo clippy --target wasm32-unknown-unknown \
  --test web --test web_play --test web_testa -- -D warnings
done_stage

stage "native tests (cargo test)"
# Benchmarks are compiled (a broken bench fails here) but not run: `cargo bench` measures.
cargo test --workspace --benches --no-run
# A changed or missing snapshot (tests/snapshots.rs) fails the run; nothing is written.
INSTA_UPDATE=no cargo test --workspace
# public/journal.js over a fake IndexedDB and BroadcastChannel: no browser, no network.
node --test tests/js/
done_stage

stage "browser component tests (wasm-bindgen-test, headless Chromium)"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
CHROMEDRIVER="$(command -v chromedriver)" \
WASM_BINDGEN_TEST_TIMEOUT=120 \
  cargo test --target wasm32-unknown-unknown --test web --test web_play --test web_testa
done_stage

stage "release build (trunk build --release)"
trunk build --release
done_stage

stage "reproducible build (a second release build is identical to dist/)"
# Each build must give the same files: a different one changes sw.js's version and
# every player is offered an update that is none (issue 32).
bash scripts/repro-check.sh dist
done_stage

stage "test build (trunk build --release --features sandbox --dist dist-test)"
# The same app with the `?sandbox=<name>` hook, for the e2e tests and the screenshots
# that open such positions; the shipped dist/ leaves it out.
trunk build --release --features sandbox --dist dist-test
done_stage

stage "size of the built site"
bash scripts/size-report.sh dist
done_stage

stage "end-to-end tests (Playwright + Chromium, release build)"
node --test --test-concurrency=1 tests/e2e/
done_stage

stage "smoke tests in WebKit and Firefox ESR (tests/e2e-engines/, release build)"
# The same first steps in the other engines a tablet has, at both tablet sizes; WebKit's
# MiniBrowser needs an X display: a virtual one (Xvfb) unless there is one.
if [ -n "${DISPLAY:-}" ]; then
  node --test --test-concurrency=1 tests/e2e-engines/
else
  xvfb-run -a --server-args="-screen 0 1600x1400x24" node --test --test-concurrency=1 tests/e2e-engines/
fi
done_stage

printf '\n\033[1;32mAll tests passed in %ss.\033[0m\n' "$((SECONDS - START))"
