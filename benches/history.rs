//! Issue 18 benchmarks (native): verifying a 300-turn game (goal in wasm: at most 200 ms),
//! building its replay, and a jump to any step of it (the replay viewer's slider).
//! Run with `cargo bench --bench history`.

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use criterion::{black_box, criterion_group, Criterion};
    use planisfero::history::{export_save, verify_save, DiceStats, Replay, Timeline};
    use planisfero::storage::save;

    /// The browser tests' 300-turn game, exported with its record.
    fn long_export() -> String {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/e2e/fixtures/long-300-turns.json"
        );
        let text = std::fs::read_to_string(path).expect("the 300-turn fixture");
        export_save(&save::decode(&text).expect("it loads"))
    }

    fn history(c: &mut Criterion) {
        let export = long_export();
        c.bench_function("verify_300_turns", |b| {
            b.iter(|| black_box(verify_save(black_box(&export), None).expect("verifies")))
        });
        let parts = save::read(&export).unwrap();
        c.bench_function("replay_build_300_turns", |b| {
            b.iter(|| black_box(Replay::of_parts(black_box(&parts)).unwrap()))
        });
        let replay = Replay::of_parts(&parts).unwrap();
        let n = replay.len();
        let mut step = 0usize;
        c.bench_function("replay_jump_300_turns", |b| {
            b.iter(|| {
                // Steps spread over the whole game, none on a checkpoint.
                step = (step + 997) % n;
                black_box(replay.game_at(black_box(step)))
            })
        });
        c.bench_function("dice_stats_300_turns", |b| {
            b.iter(|| black_box(DiceStats::of_replay(&replay, usize::MAX)))
        });
        c.bench_function("timeline_300_turns", |b| {
            b.iter(|| black_box(Timeline::of_replay(&replay, usize::MAX, true)))
        });
    }

    criterion_group!(benches, history);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::benches();
    criterion::Criterion::default()
        .configure_from_args()
        .final_summary();
}

// Criterion is a native-only dev-dependency: nothing to measure on wasm32.
#[cfg(target_arch = "wasm32")]
fn main() {}
