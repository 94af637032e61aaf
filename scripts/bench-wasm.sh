#!/usr/bin/env bash
# The engine benchmark's policy game (benches/common/policy.rs) compiled to wasm and timed
# under Node, beside the same games played natively (issue 12, item 5).
#
#   scripts/bench-wasm.sh [GAMES]          # default 1000
#   PROFILE=release scripts/bench-wasm.sh  # the web app's size-tuned profile (opt-level z)
#
# The wasm build compiles the web crates once (minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-1000}"
profile="${PROFILE:-bench}"
cargo build --quiet --profile "$profile" --target wasm32-unknown-unknown --example policy_wasm
cargo build --quiet --profile "$profile" --example policy_games
# Both the bench and the release profile write to release/.
target="${CARGO_TARGET_DIR:-target}"
wasm="$target/wasm32-unknown-unknown/release/examples/policy_wasm.wasm"
echo "profile $profile, $games games from seed 1"
"$target/release/examples/policy_games" "$games" fast
node scripts/bench-wasm.mjs "$wasm" "$games"
