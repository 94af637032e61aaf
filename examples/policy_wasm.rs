//! The engine benchmark's policy game (`benches/common/policy.rs`) as a bare wasm module
//! for `scripts/bench-wasm.sh`, which times it under Node. It exports
//! `play_games(first_seed, games) -> actions`; nothing else of the crate is called.
//! A native build of this example is empty.

// Its exports need `#[no_mangle]`, which the workspace's `unsafe_code` lint denies.
#![allow(unsafe_code)]

#[cfg(target_arch = "wasm32")]
#[path = "../benches/common/policy.rs"]
mod policy;

/// Plays `games` policy games from seed `first_seed` on; returns the actions applied.
#[cfg(target_arch = "wasm32")]
#[no_mangle]
pub extern "C" fn play_games(first_seed: u32, games: u32) -> u32 {
    let mut actions = 0u32;
    for seed in first_seed..first_seed + games {
        actions = actions.wrapping_add(policy::play_fast(u64::from(seed)).actions);
    }
    actions
}

/// The same games with the engine's `Vec`-returning queries.
#[cfg(target_arch = "wasm32")]
#[no_mangle]
pub extern "C" fn play_games_vec(first_seed: u32, games: u32) -> u32 {
    let mut actions = 0u32;
    for seed in first_seed..first_seed + games {
        actions = actions.wrapping_add(policy::play_with_vec_queries(u64::from(seed)).actions);
    }
    actions
}
