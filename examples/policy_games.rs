//! Plays the engine benchmark's policy games (`benches/common/policy.rs`) and prints
//! games per second: for profiling (`valgrind --tool=callgrind`) and quick checks.
//!
//! `cargo run --profile bench --example policy_games -- [GAMES] [vec|fast]`

#[path = "../benches/common/policy.rs"]
mod policy;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().map_or(1000, |a| a.parse().expect("GAMES"));
    let mode = args.next().unwrap_or_else(|| "fast".into());
    let play = match mode.as_str() {
        "vec" => policy::play_with_vec_queries,
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
