//! Bots against bots: whole games on any preset, seats rotated between games, with a
//! simulated clock for the timed endings. Used by `src/bin/arena.rs` and the tests.

use rand::rngs::SmallRng;
use rand::SeedableRng;

use crate::rules::{
    Action, Color, Controller, Ending, Game, GameConfig, Match, PresetId, SeatConfig, SeatId,
    SeatStatus,
};

use super::{decide_within, rollout_steps, BotSettings, Level};

/// How to run the games.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    pub preset: PresetId,
    /// One level per real seat (two for `testa_a_testa`).
    pub seats: Vec<Level>,
    /// Games (matches of two games for `testa_a_testa`).
    pub games: u32,
    pub seed: u64,
    pub think_budget: u32,
    /// Simulated seconds each turn takes, for the clock endings.
    pub turn_seconds: u64,
    /// A game still going after this round stops without a winner.
    pub max_rounds: u32,
    /// The ending, instead of the preset's default.
    pub ending: Option<Ending>,
    /// Difficile thinks as long as the app's worker lets it, on a given device.
    pub think_limit: Option<ThinkLimit>,
    /// A diagnostic, never a level: Difficile's views show the rivals' objectives (what
    /// a perfect guess of them would be worth).
    pub oracle: bool,
}

/// The app's thinking time limit as deterministic work: the worker stops Difficile's
/// search once `ms` have passed since the request arrived (`worker_protocol::THINK_MS`), the
/// game's rebuild from the save included; here the search stops sampling worlds once
/// it has played `steps_per_ms` rollout steps ([`super::rollout_steps`]) for each
/// millisecond the rebuild leaves. The rates are measured on the shipped wasm
/// (docs/BOTS.md), so a run is reproducible on any machine.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct ThinkLimit {
    pub ms: f64,
    /// Rollout steps a millisecond on the device.
    pub steps_per_ms: f64,
    /// The game's rebuild from the save: milliseconds per action played so far.
    pub rebuild_ms_per_action: f64,
}

impl ThinkLimit {
    /// The shipped worker (`dist/bot_worker_bg.wasm`, size-tuned) under Node on the
    /// development machine, at the worker's `THINK_MS` (docs/BOTS.md: how it was measured).
    /// 94-236 rollout steps a millisecond (the native bench profile: 400-520) and
    /// 1.2-4 us an action to rebuild the game, measured on the shared machine under load
    /// 6 to 14 (`scripts/bench-worker.mjs`); the faster end, as a less busy device runs.
    pub const SHIPPED_WASM: ThinkLimit = ThinkLimit {
        ms: 600.0,
        steps_per_ms: 220.0,
        rebuild_ms_per_action: 0.0015,
    };

    /// The rollout steps a decision may take after `actions` actions of the game.
    pub fn steps(&self, actions: u64) -> u64 {
        let left = self.ms - self.rebuild_ms_per_action * actions as f64;
        (left.max(0.0) * self.steps_per_ms) as u64
    }
}

/// Per-level totals.
#[derive(Clone, Debug, Default)]
pub struct LevelStats {
    /// Seat-games played.
    pub seats: u32,
    pub wins: u32,
    pub table_points: f64,
    pub risiko: u32,
    /// `testa_a_testa`: match points (of 20 per match) and matches.
    pub match_points: u32,
    pub matches: u32,
    /// `club`: seat-games that ended frozen (point 20) or retired (point 17).
    pub frozen: u32,
    pub decisions: u64,
    /// Seconds spent deciding, as measured by the caller's clock.
    pub think_seconds: f64,
    /// The longest decision, in seconds.
    pub max_think: f64,
    /// Decisions whose search reached the thinking limit ([`ArenaConfig::think_limit`]).
    pub cut: u64,
}

/// What an arena run found.
#[derive(Clone, Debug, Default)]
pub struct ArenaReport {
    pub levels: Vec<(Level, LevelStats)>,
    pub games: u32,
    /// Games stopped at `max_rounds`.
    pub unfinished: u32,
    pub rounds: u64,
    pub actions: u64,
    /// Actions the engine refused (must be 0).
    pub illegal: u32,
}

impl ArenaReport {
    fn stats(&mut self, level: Level) -> &mut LevelStats {
        if let Some(i) = self.levels.iter().position(|(l, _)| *l == level) {
            return &mut self.levels[i].1;
        }
        self.levels.push((level, LevelStats::default()));
        &mut self.levels.last_mut().expect("pushed").1
    }
}

/// Wilson 95% interval of `k` successes in `n`.
pub fn wilson(k: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n, z) = (f64::from(k), f64::from(n), 1.96f64);
    let p = k / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) + z * z / (4.0 * n)) / n).sqrt() / (1.0 + z * z / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn seat_configs(preset: PresetId, n: usize) -> Vec<SeatConfig> {
    let names = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio"];
    if preset == PresetId::TestaATesta {
        return vec![
            SeatConfig::human("Anna", Color::Blu),
            SeatConfig::morto("Morto", Color::Nero),
            SeatConfig::human("Bruno", Color::Rosso),
        ];
    }
    (0..n)
        .map(|i| SeatConfig::human(names[i], Color::ALL[i]))
        .collect()
}

/// Plays one game to its end with `levels[seat]` for each real seat. Returns whether
/// it ended by itself.
fn play(
    game: &mut Game,
    levels: &[Option<Level>],
    cfg: &ArenaConfig,
    rngs: &mut [SmallRng],
    report: &mut ArenaReport,
    now: &dyn Fn() -> f64,
) -> bool {
    let mut elapsed = 0u64;
    let mut played = 0u64;
    while game.outcome().is_none() {
        if game.round() > cfg.max_rounds {
            return false;
        }
        let seat = game.actor().expect("a game not over has an actor");
        let level = levels[seat.index()].expect("real seats have a level");
        let mut view = game.view_for(seat);
        if cfg.oracle && level == Level::Difficile {
            for s in &mut view.seats {
                s.objective = game.objective(s.seat);
            }
        }
        let settings = BotSettings {
            level,
            think_budget: cfg.think_budget,
        };
        let t0 = now();
        let limit = cfg.think_limit.map_or(u64::MAX, |l| l.steps(played));
        let first = rollout_steps();
        let out_of_time = || rollout_steps() - first > limit;
        let action = decide_within(&view, &settings, &mut rngs[seat.index()], &out_of_time)
            .expect("the actor always has a move");
        played += 1;
        let stats = report.stats(level);
        if rollout_steps() - first > limit {
            stats.cut += 1;
        }
        stats.decisions += 1;
        let took = now() - t0;
        stats.think_seconds += took;
        stats.max_think = stats.max_think.max(took);
        report.actions += 1;
        let turn_ends = matches!(action, Action::EndTurn { .. } | Action::Pass);
        if game.apply(action).is_err() {
            report.illegal += 1;
            // Keep the game going with a move that is always legal.
            let forward = match game.phase() {
                crate::rules::Phase::Attack => Action::EndAttacks,
                _ => Action::end_turn(),
            };
            if game.apply(forward).is_err() {
                return false;
            }
        }
        if turn_ends {
            elapsed += cfg.turn_seconds;
            if game.outcome().is_none() && game.time_limit_reached(elapsed) {
                game.apply(Action::TimeUp).expect("time up is legal once");
                played += 1;
            }
        }
    }
    true
}

fn record(game: &Game, levels: &[Option<Level>], report: &mut ArenaReport) {
    let outcome = game.outcome().expect("over");
    let winner = outcome.winner();
    let view = game.view_for(SeatId(0));
    for (i, level) in levels.iter().enumerate() {
        let Some(level) = *level else { continue };
        let seat = SeatId(i as u8);
        let st = outcome.standing(seat);
        let stats = report.stats(level);
        stats.seats += 1;
        if matches!(
            view.seats[i].status,
            SeatStatus::Frozen | SeatStatus::Retired
        ) {
            stats.frozen += 1;
        }
        if winner == Some(seat) {
            stats.wins += 1;
        }
        if let Some(st) = st {
            stats.table_points += st.table_points.as_f64();
            if st.risiko {
                stats.risiko += 1;
            }
        }
    }
}

/// Runs the arena. `now` reads a clock in seconds (only used to measure thinking).
pub fn run(cfg: &ArenaConfig, now: &dyn Fn() -> f64) -> ArenaReport {
    let mut report = ArenaReport::default();
    for &l in &cfg.seats {
        report.stats(l);
    }
    let n = cfg.seats.len();
    for g in 0..cfg.games {
        let seed = cfg.seed.wrapping_mul(1_000_003).wrapping_add(u64::from(g));
        let mut config = GameConfig::new(cfg.preset, seat_configs(cfg.preset, n));
        if let Some(e) = cfg.ending {
            config.options.ending = e;
        }
        if let Ending::None = config.options.ending {
            config.options.ending = Ending::RoundLimit(cfg.max_rounds);
        }
        // Rotate the levels over the seats from game to game.
        let real: Vec<usize> = (0..config.seats.len())
            .filter(|&i| config.seats[i].controller != Controller::Virtual)
            .collect();
        let mut levels = vec![None; config.seats.len()];
        for (k, &i) in real.iter().enumerate() {
            levels[i] = Some(cfg.seats[(k + g as usize) % n]);
        }
        let mut rngs: Vec<SmallRng> = (0..config.seats.len())
            .map(|i| {
                SmallRng::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15u64.wrapping_mul(i as u64 + 1))
            })
            .collect();
        let Ok(mut game) = Game::new(config.clone(), seed) else {
            continue;
        };
        if cfg.preset == PresetId::TestaATesta {
            let mut m = Match::new(&config).expect("a testa a testa config");
            let names: Vec<String> = config.seats.iter().map(|s| s.name.clone()).collect();
            let level_of = |name: &str| -> Option<Level> {
                names.iter().position(|x| x == name).and_then(|i| levels[i])
            };
            let first_levels = levels.clone();
            let mut ok = play(&mut game, &first_levels, cfg, &mut rngs, &mut report, now);
            report.games += 1;
            report.rounds += u64::from(game.round());
            if ok {
                record(&game, &first_levels, &mut report);
                m.record(&game).expect("recordable");
                let second = Match::second_game_config(&game);
                let second_levels: Vec<Option<Level>> = second
                    .seats
                    .iter()
                    .map(|s| {
                        if s.controller == Controller::Virtual {
                            None
                        } else {
                            level_of(&s.name)
                        }
                    })
                    .collect();
                let mut g2 = Game::new(second, seed ^ 0x5555).expect("valid");
                ok = play(&mut g2, &second_levels, cfg, &mut rngs, &mut report, now);
                report.games += 1;
                report.rounds += u64::from(g2.round());
                if ok {
                    record(&g2, &second_levels, &mut report);
                    m.record(&g2).expect("recordable");
                    let totals = m.totals();
                    for (k, name) in m.players.iter().enumerate() {
                        if let Some(l) = level_of(name) {
                            let s = report.stats(l);
                            s.match_points += totals[k];
                            s.matches += 1;
                        }
                    }
                }
            }
            if !ok {
                report.unfinished += 1;
            }
            continue;
        }
        let ok = play(&mut game, &levels, cfg, &mut rngs, &mut report, now);
        report.games += 1;
        report.rounds += u64::from(game.round());
        if ok {
            record(&game, &levels, &mut report);
        } else {
            report.unfinished += 1;
        }
    }
    report
}

/// The report as a table.
pub fn format(cfg: &ArenaConfig, r: &ArenaReport) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "preset {} seats {} games {} (unfinished {}) budget {}{} illegal actions {}\n",
        cfg.preset.key(),
        cfg.seats
            .iter()
            .map(|l| l.key())
            .collect::<Vec<_>>()
            .join(","),
        r.games,
        r.unfinished,
        cfg.think_budget,
        cfg.think_limit.map_or(String::new(), |l| format!(
            " (within {} ms at {} steps/ms, rebuild {} ms/action)",
            l.ms, l.steps_per_ms, l.rebuild_ms_per_action
        )),
        r.illegal
    ));
    let finished = r.games.saturating_sub(r.unfinished).max(1);
    out.push_str(&format!(
        "mean rounds {:.1}, mean actions {:.0} per game\n",
        r.rounds as f64 / f64::from(r.games.max(1)),
        r.actions as f64 / f64::from(r.games.max(1)),
    ));
    let _ = finished;
    if cfg.think_limit.is_some() {
        for (l, s) in r.levels.iter().filter(|(_, s)| s.cut > 0) {
            out.push_str(&format!(
                "{}: {} of {} decisions reached the thinking limit\n",
                l.key(),
                s.cut,
                s.decisions
            ));
        }
    }
    out.push_str("level      seat-games  wins   win%  (95% CI)        table pts  RisiKo%  match pts/game decisions/s  slowest ms  frozen\n");
    for (l, s) in &r.levels {
        let (lo, hi) = wilson(s.wins, s.seats);
        let n = f64::from(s.seats.max(1));
        let mp = if s.matches > 0 {
            // Two games per match, 20 match points per game.
            format!(
                "{:.2}",
                f64::from(s.match_points) / f64::from(2 * s.matches)
            )
        } else {
            "-".to_owned()
        };
        let dps = if s.think_seconds > 0.0 {
            format!("{:.0}", s.decisions as f64 / s.think_seconds)
        } else {
            "-".to_owned()
        };
        out.push_str(&format!(
            "{:<10} {:>10} {:>5} {:>5.1}% ({:>4.1}-{:>4.1}%) {:>10.1} {:>7.1}% {:>13} {:>12} {:>11.1} {:>7}\n",
            l.key(),
            s.seats,
            s.wins,
            100.0 * f64::from(s.wins) / n,
            100.0 * lo,
            100.0 * hi,
            s.table_points / n,
            100.0 * f64::from(s.risiko) / n,
            mp,
            dps,
            1000.0 * s.max_think,
            s.frozen
        ));
    }
    out
}
