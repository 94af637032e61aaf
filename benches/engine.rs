//! Engine benchmarks (issue 2): full random 4-player games per second, and the exact
//! battle odds of 200 against 200; the policy game of issue 12 (`benches/common/policy.rs`)
//! per second. Run with `cargo bench --bench engine`.

#[cfg(not(target_arch = "wasm32"))]
#[path = "common/policy.rs"]
mod policy;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use criterion::{black_box, criterion_group, Criterion, Throughput};
    use planisfero::rules::*;

    /// A fast random player that uses the engine's queries instead of listing every legal
    /// action: places all reinforcements on one territory, blitzes from random sources,
    /// moves the minimum and ends the turn. Returns the number of actions applied.
    fn random_game(seed: u64) -> usize {
        let seats = ["Anna", "Bruno", "Carla", "Dario"]
            .iter()
            .enumerate()
            .map(|(i, n)| SeatConfig::human(*n, Color::ALL[i]))
            .collect();
        let mut config = GameConfig::new(PresetId::Torneo, seats);
        config.options.ending = Ending::Sdadata {
            trigger: Trigger::Rounds(8),
        };
        let mut g = Game::new(config, seed).expect("valid config");
        let mut x = seed | 1;
        let mut rnd = move |n: usize| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % n as u64) as usize
        };
        let mut actions = 0;
        while g.phase() != Phase::Over {
            let action = match g.phase() {
                Phase::Setup | Phase::Reinforce => {
                    if let Some(t) = g.tradable_tris().first() {
                        Action::Trade { cards: t.cards }
                    } else {
                        let ts = g.placeable_territories();
                        Action::Place {
                            territory: ts[rnd(ts.len())],
                            armies: g.armies_to_place(),
                        }
                    }
                }
                Phase::Attack => {
                    let sources = g.attack_sources();
                    if sources.is_empty() || rnd(10) == 0 {
                        Action::EndAttacks
                    } else {
                        let from = sources[rnd(sources.len())];
                        let targets = g.attack_targets(from);
                        Action::Blitz {
                            from,
                            to: targets[rnd(targets.len())],
                            stop_at: 1,
                        }
                    }
                }
                Phase::Conquest => Action::Occupy {
                    armies: g.conquest_move_range().expect("pending").1,
                },
                Phase::Fortify => Action::end_turn(),
                Phase::Removal | Phase::Over => unreachable!(),
            };
            g.apply(action)
                .expect("the player only plays legal actions");
            actions += 1;
        }
        actions
    }

    fn games(c: &mut Criterion) {
        let mut group = c.benchmark_group("games");
        group.throughput(Throughput::Elements(1));
        let mut seed = 0u64;
        group.bench_function("random_torneo_4_players", |b| {
            b.iter(|| {
                seed += 1;
                black_box(random_game(seed))
            })
        });
        group.finish();
    }

    /// The policy game of issue 12, item 5: games per second.
    fn policy_games(c: &mut Criterion) {
        let mut group = c.benchmark_group("games");
        group.throughput(Throughput::Elements(1));
        let mut seed = 0u64;
        group.bench_function("policy_torneo_4_players_vec", |b| {
            b.iter(|| {
                seed += 1;
                black_box(super::policy::play_with_vec_queries(seed).actions)
            })
        });
        group.bench_function("policy_torneo_4_players", |b| {
            b.iter(|| {
                seed += 1;
                black_box(super::policy::play_fast(seed).actions)
            })
        });
        group.finish();
    }

    fn battle_odds(c: &mut Criterion) {
        let rules = RuleSet::for_preset(PresetId::Torneo);
        c.bench_function("odds_200_v_200", |b| {
            b.iter(|| black_box(odds(black_box(200), black_box(200), &rules, 1)))
        });
    }

    criterion_group!(benches, policy_games, games, battle_odds);
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
