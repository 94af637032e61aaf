//! Difficile's searched decisions as the app's worker requests, to time them in the
//! shipped wasm (`scripts/bench-worker.mjs`) and calibrate the arena's thinking limit
//! (`--think-ms`, docs/BOTS.md). Plays `torneo` games of Difficile against three Medio
//! (seats rotated) and prints, for every `EVERY`-th decision whose search played rollout
//! steps, one JSON line: the request text, the steps, the actions so far and the
//! native milliseconds.
//!
//! `cargo run --profile bench --example difficile_requests -- [GAMES] [EVERY] > requests.jsonl`

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use std::time::Instant;

    use planisfero::bot::{decide, rollout_steps, BotSettings, Level};
    use planisfero::rules::{Action, Color, GameConfig, PresetId, SeatConfig, SeatId};
    use planisfero::session::{Session, SessionMeta};
    use planisfero::storage::save;
    use planisfero::worker_protocol::Request;
    use rand::{Rng, SeedableRng};

    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let games = args.first().copied().unwrap_or(4);
    let every = args.get(1).copied().unwrap_or(10).max(1);
    let mut searched = 0u64;
    for g in 0..games {
        let names = ["Anna", "Bruno", "Carla", "Dario"];
        let seats = (0..4)
            .map(|i| SeatConfig::human(names[i], Color::ALL[i]))
            .collect();
        let config = GameConfig::new(PresetId::Torneo, seats);
        let meta = SessionMeta {
            id: format!("g{g}"),
            name: format!("g{g}"),
            created_ms: 0,
            updated_ms: 0,
        };
        let mut s = Session::start(meta, config, 500 + g).expect("valid");
        let hard = SeatId((g % 4) as u8);
        let mut rng = rand::rngs::SmallRng::seed_from_u64(g);
        let (mut elapsed, mut played) = (0u64, 0u64);
        while s.game().outcome().is_none() && s.game().round() <= 60 {
            let seat = s.game().actor().expect("an actor");
            let level = if seat == hard {
                Level::Difficile
            } else {
                Level::Medio
            };
            let seed: u64 = rng.random();
            let view = s.game().view_for(seat);
            let first = rollout_steps();
            let t0 = Instant::now();
            let action = decide(
                &view,
                &BotSettings::new(level),
                &mut rand::rngs::SmallRng::seed_from_u64(seed),
            )
            .expect("a move");
            let ms = t0.elapsed().as_secs_f64() * 1000.0;
            let steps = rollout_steps() - first;
            if steps > 0 {
                searched += 1;
                if searched.is_multiple_of(every) {
                    let text = save::encode(s.parts());
                    let request = Request {
                        id: searched as u32,
                        seat,
                        level: level.key(),
                        seed,
                        save: &text,
                    }
                    .encode();
                    // The worker's own path (the game rebuilt from the save) decides the same.
                    let reply = planisfero::worker_protocol::Reply::decode(
                        &planisfero::worker_protocol::answer(&request, || 0.0),
                    )
                    .expect("a reply");
                    assert_eq!(reply.action, Some(action), "the worker's path differs");
                    println!(
                        "{}",
                        serde_json::json!({
                            "request": request,
                            "steps": steps,
                            "actions": played,
                            "native_ms": ms,
                            "action": planisfero::storage::codec::encode_actions(&[action]),
                        })
                    );
                }
            }
            let turn_ends = matches!(action, Action::EndTurn { .. } | Action::Pass);
            s.apply(action, 0).expect("legal");
            played += 1;
            if turn_ends {
                elapsed += 120;
                if s.game().outcome().is_none() && s.game().time_limit_reached(elapsed) {
                    s.apply(Action::TimeUp, 0).expect("time up");
                    played += 1;
                }
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
