//! Plays the engine benchmark's policy games (`benches/common/policy.rs`) and prints
//! games per second: for profiling (`valgrind --tool=callgrind`) and quick checks.
//!
//! `cargo run --profile bench --example policy_games -- [GAMES] [vec|fast|fingerprint]`
//!
//! `fingerprint` prints a hash of every action, every event and every final game (its
//! whole state, the dice generator's included) of seeds 1 to GAMES: an engine
//! optimization must leave it unchanged.

use std::fmt::Write;

#[path = "../benches/common/policy.rs"]
mod policy;

/// FNV-1a, 64 bits: stable across Rust versions, unlike `DefaultHasher`.
struct Fnv(u64);

impl Fnv {
    fn add(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

fn fingerprint(games: u64) {
    let (mut log, mut state) = (Fnv(0xcbf2_9ce4_8422_2325), Fnv(0xcbf2_9ce4_8422_2325));
    let mut text = String::new();
    let mut actions = 0u64;
    for seed in 1..=games {
        let p = policy::play_fast_hooked(
            seed,
            |_| {},
            |action, events| {
                text.clear();
                let _ = write!(text, "{action:?}{events:?}");
                log.add(text.as_bytes());
            },
        );
        text.clear();
        let _ = write!(text, "{:?}", p.game);
        state.add(text.as_bytes());
        actions += u64::from(p.actions);
    }
    println!(
        "fingerprint of seeds 1..={games}: actions {actions}, log {:016x}, final states {:016x}",
        log.0, state.0
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().map_or(1000, |a| a.parse().expect("GAMES"));
    let mode = args.next().unwrap_or_else(|| "fast".into());
    let play = match mode.as_str() {
        "vec" => policy::play_with_vec_queries,
        "fingerprint" => return fingerprint(games),
        _ => policy::play_fast,
    };
    let start = std::time::Instant::now();
    let (mut actions, mut rounds, mut over_34) = (0u64, 0u64, 0u64);
    for seed in 1..=games {
        let p = play(seed);
        actions += u64::from(p.actions);
        rounds += u64::from(p.game.round());
        if p.game.round() > policy::PENULTIMATE_ROUND {
            over_34 += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{mode}: {games} games in {secs:.3} s: {:.0} games/s, {:.0} actions/game, {:.1} rounds/game, {over_34} reached the sdadata",
        games as f64 / secs,
        actions as f64 / games as f64,
        rounds as f64 / games as f64,
    );
}
