//! Bots against bots. `cargo run --release --bin arena -- --preset torneo --seats
//! difficile,medio,medio,medio --games 300` prints, per level, the share of wins with its
//! 95% interval, mean table points, RisiKo! rate, match points (`testa_a_testa`: one
//! match is two games, 20 match points), decisions per second and (`club`) seats that
//! ended frozen or retired. `online` and `club` play their default endings (Countdown
//! 60 minutes; time up at 120 minutes then supplementary turns) on the simulated clock
//! (`--turn-seconds` per turn). `--think-ms 600` stops Difficile's search after the work
//! the app's worker does in 600 ms on the shipped wasm (`ThinkLimit::SHIPPED_WASM`;
//! `--steps-per-ms` and `--rebuild-ms-per-action` for another device).

use std::time::Instant;

use planisfero::bot::arena::{format, run, ArenaConfig, ThinkLimit};
use planisfero::bot::{BotSettings, Level};
use planisfero::rules::{Ending, PresetId, Trigger};

fn main() {
    let mut cfg = ArenaConfig {
        preset: PresetId::Torneo,
        seats: vec![Level::Medio; 4],
        games: 20,
        seed: 1,
        think_budget: BotSettings::DEFAULT_BUDGET,
        turn_seconds: 120,
        max_rounds: 60,
        ending: None,
        think_limit: None,
        oracle: false,
    };
    let mut limit = ThinkLimit::SHIPPED_WASM;
    let mut limited = false;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--preset" => cfg.preset = PresetId::from_key(&value).unwrap_or_else(|_| usage()),
            "--seats" => {
                cfg.seats = value
                    .split(',')
                    .map(|k| Level::from_key(k.trim()).unwrap_or_else(|| usage()))
                    .collect()
            }
            "--games" => cfg.games = value.parse().unwrap_or_else(|_| usage()),
            "--seed" => cfg.seed = value.parse().unwrap_or_else(|_| usage()),
            "--budget" => cfg.think_budget = value.parse().unwrap_or_else(|_| usage()),
            "--turn-seconds" => cfg.turn_seconds = value.parse().unwrap_or_else(|_| usage()),
            "--max-rounds" => cfg.max_rounds = value.parse().unwrap_or_else(|_| usage()),
            "--ending" => cfg.ending = Some(ending(&value).unwrap_or_else(|| usage())),
            "--oracle" => cfg.oracle = value == "1",
            "--think-ms" => {
                limit.ms = value.parse().unwrap_or_else(|_| usage());
                limited = true;
            }
            "--steps-per-ms" => {
                limit.steps_per_ms = value.parse().unwrap_or_else(|_| usage());
                limited = true;
            }
            "--rebuild-ms-per-action" => {
                limit.rebuild_ms_per_action = value.parse().unwrap_or_else(|_| usage());
                limited = true;
            }
            _ => usage(),
        }
        i += 2;
    }
    if limited {
        cfg.think_limit = Some(limit);
    }
    let start = Instant::now();
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64();
    let report = run(&cfg, &now);
    print!("{}", format(&cfg, &report));
    println!("wall time {:.1} s", start.elapsed().as_secs_f64());
    if report.illegal > 0 {
        std::process::exit(1);
    }
}

/// `minutes:90`, `rounds:10`, `secret:90-150`, `limit:30`, `none`, or for `club`
/// `supplementary-minutes:120` / `supplementary-rounds:10`.
fn ending(text: &str) -> Option<Ending> {
    let (kind, arg) = text.split_once(':').unwrap_or((text, ""));
    Some(match kind {
        "minutes" => Ending::Sdadata {
            trigger: Trigger::Minutes(arg.parse().ok()?),
        },
        "rounds" => Ending::Sdadata {
            trigger: Trigger::Rounds(arg.parse().ok()?),
        },
        "secret" => {
            let (a, b) = arg.split_once('-')?;
            Ending::SecretTime {
                min_minutes: a.parse().ok()?,
                max_minutes: b.parse().ok()?,
            }
        }
        "limit" => Ending::RoundLimit(arg.parse().ok()?),
        "supplementary-minutes" => Ending::Supplementary {
            trigger: Trigger::Minutes(arg.parse().ok()?),
        },
        "supplementary-rounds" => Ending::Supplementary {
            trigger: Trigger::Rounds(arg.parse().ok()?),
        },
        "none" => Ending::None,
        _ => return None,
    })
}

fn usage() -> ! {
    eprintln!(
        "usage: arena [--preset classico|torneo|okgiocacon|testa_a_testa|online|club] \
         [--seats LEVEL,LEVEL,...] [--games N] [--seed S] [--budget N] \
         [--turn-seconds S] [--max-rounds R] \
         [--think-ms MS] [--steps-per-ms R] [--rebuild-ms-per-action X] \
         [--oracle 1 (diagnostic: Difficile sees the rivals' objectives)] \
         [--ending minutes:M|rounds:R|secret:MIN-MAX|limit:R|none|\
         supplementary-minutes:M|supplementary-rounds:R]\n\
         levels: casuale, facile, medio, difficile, sfruttatore (the exploiter) (two seats for testa_a_testa)"
    );
    std::process::exit(2)
}
