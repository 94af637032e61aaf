//! Computer players, pure Rust (no web crate may appear under `crates/engine/src/bot`; a test checks).
//!
//! A bot decides one [`Action`] at a time for the seat that must act, from only what
//! that seat may know: a [`PlayerView`] (`Game::view_for(seat)`). It never sees a
//! [`Game`]: to know the legal actions and to search it builds one from the view,
//! sampling the hidden part (others' hands and objectives, the dice) with its own
//! generator ([`determinize::determinize`]). The game's dice are never touched.
//!
//! ```
//! use planisfero_engine::bot::{decide, BotSettings, Level};
//! use planisfero_engine::rules::*;
//! use rand::SeedableRng;
//! let config = GameConfig::new(PresetId::Torneo, vec![
//!     SeatConfig::human("Anna", Color::Blu),
//!     SeatConfig::human("Bruno", Color::Rosso),
//!     SeatConfig::human("Carla", Color::Giallo),
//!     SeatConfig::human("Dario", Color::Verde),
//! ]);
//! let mut game = Game::new(config, 7).unwrap();
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
//! let seat = game.actor().unwrap();
//! let action = decide(&game.view_for(seat), &BotSettings::new(Level::Medio), &mut rng).unwrap();
//! game.apply(action).unwrap();
//! ```

pub mod arena;
pub mod determinize;
// The exploiter plays in the arena only; the app never seats it.
#[cfg(not(target_arch = "wasm32"))]
pub mod exploiter;
pub mod hint;
pub mod policy;
pub mod view_arrays;

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use crate::rules::{Action, Game, Phase, PlayerView, SeatId};

use policy::Style;
use view_arrays::{value_for, OddsCache};

thread_local! {
    /// Rollout steps (one bot decision applied in a simulated continuation) this thread
    /// has played: Difficile's work, counted so that the arena can stop its search after
    /// as much work as the app's worker does within its time limit, deterministically.
    static ROLLOUT_STEPS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Rollout steps Difficile's search has played on this thread so far ([`decide_within`]'s
/// `out_of_time` may read it: the arena's deterministic thinking limit).
pub fn rollout_steps() -> u64 {
    ROLLOUT_STEPS.with(std::cell::Cell::get)
}

/// How well a computer seat plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Random legal actions: the floor.
    Casuale,
    /// Legal and sensible; attacks only with good odds.
    Facile,
    /// Objective-driven, with the tournament endgame.
    Medio,
    /// A stronger Medio plus a search over its candidate moves.
    Difficile,
    /// Arena only (never offered in the app): punishes thin chains and all-in stacks
    /// ([`exploiter`]). It measures robustness, not strength.
    Sfruttatore,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Casuale,
        Level::Facile,
        Level::Medio,
        Level::Difficile,
        Level::Sfruttatore,
    ];

    /// Stable id for saves and command lines (`"facile"`).
    pub const fn key(self) -> &'static str {
        match self {
            Level::Casuale => "casuale",
            Level::Facile => "facile",
            Level::Medio => "medio",
            Level::Difficile => "difficile",
            Level::Sfruttatore => "sfruttatore",
        }
    }

    pub fn from_key(key: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.key() == key)
    }

    pub const fn name_it(self) -> &'static str {
        match self {
            Level::Casuale => "Casuale",
            Level::Facile => "Facile",
            Level::Medio => "Medio",
            Level::Difficile => "Difficile",
            Level::Sfruttatore => "Sfruttatore",
        }
    }

    pub const fn name_en(self) -> &'static str {
        match self {
            Level::Casuale => "Random",
            Level::Facile => "Easy",
            Level::Medio => "Medium",
            Level::Difficile => "Hard",
            Level::Sfruttatore => "Exploiter",
        }
    }
}

/// A bot's settings.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BotSettings {
    pub level: Level,
    /// Difficile: simulated continuations per searched decision (deterministic work, not
    /// time). Ignored by the other levels.
    pub think_budget: u32,
}

impl BotSettings {
    /// The default budget for Difficile. Against three Medio in `torneo` (3000 games,
    /// seed 1001) 64 won 39.4%, 128 40.6%, 256 42.2%; in `testa_a_testa` (1000 matches,
    /// seed 1001) 128 made 12.09 match points per game, 256 12.27. The app's worker also
    /// stops sampling at its time limit (`decide_within`).
    pub const DEFAULT_BUDGET: u32 = 256;

    pub fn new(level: Level) -> BotSettings {
        BotSettings {
            level,
            think_budget: BotSettings::DEFAULT_BUDGET,
        }
    }
}

/// The action the view's seat should take, or `None` if the view's seat does not act
/// now (the game is over or another seat must act). The same view, settings and
/// generator state always give the same action.
pub fn decide<R: Rng>(view: &PlayerView, settings: &BotSettings, rng: &mut R) -> Option<Action> {
    decide_within(view, settings, rng, &|| false)
}

/// [`decide`] with a thinking time limit: Difficile's search stops sampling new worlds
/// once `out_of_time()` says so (after at least two, which every candidate has played)
/// and chooses on those. Never out of time, it is exactly [`decide`]; the app's worker
/// passes a clock, so a slow device thinks less instead of longer.
pub fn decide_within<R: Rng>(
    view: &PlayerView,
    settings: &BotSettings,
    rng: &mut R,
    out_of_time: &dyn Fn() -> bool,
) -> Option<Action> {
    decide_as(view, settings, rng, out_of_time, false)
}

/// [`decide_within`]; with `coach` (the hint), Difficile keeps to the objective's sure
/// throws ([`sure_objective_throw`]).
fn decide_as<R: Rng>(
    view: &PlayerView,
    settings: &BotSettings,
    rng: &mut R,
    out_of_time: &dyn Fn() -> bool,
    coach: bool,
) -> Option<Action> {
    if view.phase == Phase::Over || view.actor.is_none() || view.actor != view.viewer {
        return None;
    }
    // One seed from the caller's generator, so a decision consumes a fixed amount of it.
    let mut rng = SmallRng::seed_from_u64(rng.random());
    let mut cache = OddsCache::default();
    match settings.level {
        Level::Casuale => casuale(view, &mut rng),
        Level::Facile => heuristic(view, Style::Facile, &mut rng, &mut cache),
        Level::Medio => heuristic(view, Style::Medio, &mut rng, &mut cache),
        Level::Difficile => difficile(
            view,
            settings.think_budget,
            out_of_time,
            &mut rng,
            &mut cache,
            coach,
        ),
        #[cfg(not(target_arch = "wasm32"))]
        Level::Sfruttatore => {
            let game = determinize::determinize(view, &mut rng);
            exploiter::decide(view, game.as_ref(), &mut cache)
        }
        #[cfg(target_arch = "wasm32")]
        Level::Sfruttatore => heuristic(view, Style::Medio, &mut rng, &mut cache),
    }
}

/// The person's hint: Difficile's move in the view's seat (at the default budget, within
/// the thinking time `out_of_time` allows; keeping to the objective's sure throws,
/// `sure_objective_throw`) and why ([`hint::reason`]), from that view alone. `None`
/// when the view's seat does not act now.
pub fn hint_within<R: Rng>(
    view: &PlayerView,
    rng: &mut R,
    out_of_time: &dyn Fn() -> bool,
) -> Option<(Action, Option<hint::HintReason>)> {
    let action = decide_as(
        view,
        &BotSettings::new(Level::Difficile),
        rng,
        out_of_time,
        true,
    )?;
    let mut rng = SmallRng::seed_from_u64(rng.random());
    Some((action, hint::reason(view, action, &mut rng)))
}

fn heuristic(
    view: &PlayerView,
    style: Style,
    rng: &mut SmallRng,
    cache: &mut OddsCache,
) -> Option<Action> {
    let game = determinize::determinize(view, rng);
    policy::decide(view, game.as_ref(), style, cache)
}

/// Uniformly among the legal actions (never the clock's `TimeUp`, never an undo (of a
/// placement or of a `club` strategic move), never
/// `club`'s `Retire` or `ChooseChain`; a `club` supplementary turn is passed half the
/// time).
fn casuale(view: &PlayerView, rng: &mut SmallRng) -> Option<Action> {
    if view.ending.choice_pending && rng.random_bool(0.5) {
        return Some(Action::Pass);
    }
    match view.phase {
        Phase::Setup => {
            let me = view.current_seat?;
            // `club` draft: one army on a free territory.
            let free: Vec<_> = view
                .board
                .iter()
                .filter(|t| t.owner.is_neutral() && t.armies == 0)
                .collect();
            if let Some(t) = free.choose(rng) {
                return Some(Action::Place {
                    territory: t.territory,
                    armies: 1,
                });
            }
            let own: Vec<_> = view.board.iter().filter(|t| t.owner == me).collect();
            let t = own.choose(rng)?;
            Some(Action::Place {
                territory: t.territory,
                armies: rng.random_range(1..=view.armies_to_place.max(1)),
            })
        }
        Phase::Conquest => {
            let p = view.pending_conquest?;
            Some(Action::Occupy {
                armies: rng.random_range(p.min..=p.max),
            })
        }
        Phase::Removal => policy::removal(view),
        _ => {
            let game = determinize::determinize(view, rng)?;
            let mut legal: Vec<Action> = game
                .legal_actions()
                .into_iter()
                .filter(|a| {
                    !matches!(
                        a,
                        Action::TimeUp
                            | Action::UndoPlace
                            | Action::UndoMove
                            | Action::Retire
                            | Action::ChooseChain { .. }
                    )
                })
                .filter(|a| !matches!(a, Action::Trade { .. }) || view.phase == Phase::Reinforce)
                .collect();
            if view.move_made {
                legal.retain(|a| !matches!(a, Action::Move { .. }));
            }
            legal.choose(rng).copied()
        }
    }
}

/// Its base policy's move ([`Style::Forte`]: Medio moving in deeper after a conquest and
/// attacking at better odds), or in the attack phase, when placing reinforcements, moving
/// in after a conquest ([`difficile_conquest`]) and at a roll with extra rolls held the
/// best of a few candidates by determinized Monte Carlo ([`search`]): each candidate is
/// played on the same sampled worlds, followed by the base policy for this seat and
/// Medio for the others (as it models them) until this seat's third turn from now
/// ([`ROLLOUT_TURNS`]; the rivals' replies and the sdadata rolls included; in `club` to
/// the end of its own turn), or once time is up to the game's end, and the position is
/// then scored with [`evaluate`] (at the end: the true result). The base move stays
/// unless an alternative scores clearly better.
fn difficile(
    view: &PlayerView,
    budget: u32,
    out_of_time: &dyn Fn() -> bool,
    rng: &mut SmallRng,
    cache: &mut OddsCache,
    coach: bool,
) -> Option<Action> {
    // The conquest move is searched in every preset, `club` and the morto's included
    // (issue 47 item 3). (It needs no world: no view of a pending conquest gives one.)
    if view.phase == Phase::Conquest {
        let medio = policy::decide(view, None, Style::Forte, cache)?;
        return difficile_conquest(view, medio, budget, out_of_time, rng, cache, coach);
    }
    // The rivals' objectives weighed once for all the worlds sampled below.
    let worlds = determinize::Worlds::new(view);
    let base = worlds.sample(rng);
    let medio = policy::decide(view, base.as_ref(), Style::Forte, cache)?;
    let Some(g) = base.as_ref() else {
        return Some(medio);
    };
    let s = view_arrays::ViewArrays::from_view(view)?;
    let mut candidates = vec![medio];
    match view.phase {
        // `club`: Medio's stops (3 conquests, the freezing guard of point 20) bind
        // Difficile too.
        Phase::Attack if s.rules.freezing && medio == Action::EndAttacks => {}
        Phase::Attack => {
            let mut list = policy::attacks(&s, g, Style::Forte, cache);
            let sure = coach && sure_objective_throw(&s, medio, &list);
            // Alternatives from Medio's odds floor: riskier ones lost in the arena.
            list.retain(|x| x.conquer >= 0.7);
            if policy::holds_risiko(&s, Style::Forte) {
                list.retain(|x| !policy::reaches_target(&s, &x.action));
            }
            list.sort_by(|x, y| y.gain.total_cmp(&x.gain));
            candidates.extend(list.iter().take(3).map(|x| x.action));
            if !sure {
                candidates.push(Action::EndAttacks);
            }
        }
        // Medio spreads large reinforcements; weighing all of them on one of the three
        // best fronts lifted Difficile against three Medio in `torneo` from 42.2% to
        // 47.9% (3000 games, seed 1001) and in `testa_a_testa` from 12.27 to 13.51
        // match points per game (1000 matches).
        Phase::Reinforce if matches!(medio, Action::Place { .. }) => {
            candidates.extend(policy::placements(&s, view.armies_to_place, 3));
            // And all of them on one of the two territories whose worth they keep best
            // against the strongest stack next to it, as `evaluate` weighs the threat
            // (issue 29: against three of the new Medio in `torneo`, seed 2026, 37.0%
            // in 300 games without, 42.0% with, 41.7% over 600).
            if !s.rules.risiko_by_points && !s.morto_turn() {
                candidates.extend(defences(&s, view.armies_to_place, 2));
            }
        }
        Phase::Fortify if matches!(medio, Action::EndTurn { .. }) && s.roll_due => {
            let held = if s.morto_turn() { 0 } else { s.extra_rolls };
            candidates.extend((0..=held).map(|k| Action::EndTurn { extra_rolls: k }));
        }
        _ => {}
    }
    let actor = view.actor?;
    let to_end = plays_to_end(view);
    // One sampled world per seed, a copy of it for each candidate.
    Some(search(
        candidates,
        budget,
        out_of_time,
        rng,
        |seed, unique| {
            let world = worlds.sample(&mut SmallRng::seed_from_u64(seed));
            unique
                .iter()
                .map(|&c| {
                    let mut world = world.clone()?;
                    world.apply(c).ok()?;
                    Some(played_out(world, actor, to_end, cache))
                })
                .collect()
        },
    ))
}

/// Whether `base` is a near-sure throw (90% or more) at a territory the objective still
/// needs (issue 47 item 3). For the hint, ending the attacks is then no candidate: with
/// 10 armies beside two lone armies the objective needed, the rollouts (in which three
/// Medio turn on a continent just completed) rated stopping better by about two standard
/// errors, and the hint said "basta attacchi". Other attacks are still weighed.
/// Difficile itself keeps stopping there: with the rule it won 50.0% of 120 games against
/// three Medio in `torneo` at the app's thinking time (seeds 2026 and 4242, 60 each)
/// against 60.0% without (docs/BOTS.md).
fn sure_objective_throw(
    s: &view_arrays::ViewArrays,
    base: Action,
    list: &[policy::Scored],
) -> bool {
    let Action::Blitz { to, .. } = base else {
        return false;
    };
    !s.morto_turn()
        && s.missing().is_some_and(|m| m & to.bit() != 0)
        && list.iter().any(|x| x.action == base && x.conquer >= 0.9)
}

/// Once time is up the game ends within a few rounds: the rollouts play the worlds to
/// the end and score the true result instead of the position a few turns on.
fn plays_to_end(view: &PlayerView) -> bool {
    !view.rules().supplementary_turns && view.ending.penultimate_round.is_some()
}

/// A sampled world's score for `actor` once [`rollout`] has played it on.
fn played_out(mut world: Game, actor: SeatId, to_end: bool, cache: &mut OddsCache) -> f64 {
    rollout(&mut world, actor, to_end, cache);
    evaluate(&world, actor)
}

/// Difficile's conquest move (issue 29): its base policy's number of armies against the
/// least, the most and half way, each played on the same sampled worlds. A world cannot
/// hold a pending conquest, so each candidate is the attack phase that follows it: the
/// view with those armies moved in. Against three Medio in `online` (seeds 2026, 4242
/// and 5000, 2400 games; docs/BOTS.md) Difficile won 58.9% instead of 53.7%.
fn difficile_conquest(
    view: &PlayerView,
    base: Action,
    budget: u32,
    out_of_time: &dyn Fn() -> bool,
    rng: &mut SmallRng,
    cache: &mut OddsCache,
    coach: bool,
) -> Option<Action> {
    let (Some(p), Action::Occupy { armies }) = (view.pending_conquest, base) else {
        return Some(base);
    };
    let actor = view.actor?;
    // `club`: a conquest that reaches the RisiKo! target ends the seat's turn once the
    // armies are moved in (points 14-15), whatever their number; the worlds, which start
    // after the move, would not see it: the base move stays.
    if let Some(s) = view_arrays::ViewArrays::from_view(view) {
        let mine = s.masks[s.me.index()] | p.to.bit();
        if s.club_target > 0 && view_arrays::club_score(mine) >= s.club_target {
            return Some(base);
        }
    }
    let mut counts = vec![armies, p.min, p.max, p.min + (p.max - p.min) / 2];
    // For the hint, the source next to another territory the objective needs keeps at
    // least what the base move leaves it (issue 47 item 3: moving 9 of 10 on stranded
    // the next throw). Difficile itself keeps its search ([`sure_objective_throw`]).
    if let Some(s) = view_arrays::ViewArrays::from_view(view) {
        let next = s.missing().unwrap_or(0) & s.enemy_neighbours(p.from) & !p.to.bit();
        if coach && next != 0 {
            counts.retain(|&k| k <= armies);
        }
    }
    let candidates: Vec<Action> = counts
        .iter()
        .map(|&armies| Action::Occupy { armies })
        .collect();
    // Each candidate's view after its move: the same owners, hands and log, so the
    // hidden part of every world is drawn the same for a seed.
    let after: Vec<PlayerView> = counts
        .iter()
        .map(|&armies| {
            let mut v = view.clone();
            v.phase = Phase::Attack;
            v.pending_conquest = None;
            for t in &mut v.board {
                if t.territory == p.from {
                    t.armies -= armies - p.min;
                } else if t.territory == p.to {
                    t.armies = armies;
                }
            }
            v
        })
        .collect();
    let worlds: Vec<determinize::Worlds> = after.iter().map(determinize::Worlds::new).collect();
    let to_end = plays_to_end(view);
    Some(search(
        candidates.clone(),
        budget,
        out_of_time,
        rng,
        |seed, unique| {
            unique
                .iter()
                .map(|c| {
                    let i = candidates.iter().position(|x| x == c)?;
                    let world = worlds[i].sample(&mut SmallRng::seed_from_u64(seed))?;
                    Some(played_out(world, actor, to_end, cache))
                })
                .collect()
        },
    ))
}

/// The best of `candidates` (the base policy's move first) by determinized Monte Carlo:
/// `play(seed, unique)` scores each of the distinct candidates, in order, on the world
/// drawn from `seed`. Each candidate plays the same worlds, world after world (so that a
/// time limit leaves every candidate the same worlds); an alternative replaces the base
/// move only when its paired gain over it is clear of the dice's noise.
fn search(
    candidates: Vec<Action>,
    budget: u32,
    out_of_time: &dyn Fn() -> bool,
    rng: &mut SmallRng,
    mut play: impl FnMut(u64, &[Action]) -> Vec<Option<f64>>,
) -> Action {
    let base = candidates[0];
    let mut unique: Vec<Action> = Vec::new();
    for c in candidates {
        if !unique.contains(&c) {
            unique.push(c);
        }
    }
    if unique.len() < 2 || budget == 0 {
        return base;
    }
    let per = (budget as usize / unique.len()).max(2);
    let seeds: Vec<u64> = (0..per).map(|_| rng.random()).collect();
    let mut scores: Vec<Vec<Option<f64>>> = vec![Vec::with_capacity(per); unique.len()];
    for (k, &seed) in seeds.iter().enumerate() {
        if k >= 2 && out_of_time() {
            break;
        }
        for (i, score) in play(seed, &unique).into_iter().enumerate() {
            scores[i].push(score);
        }
    }
    let mut best = (0.0, base);
    for (i, &c) in unique.iter().enumerate().skip(1) {
        let diffs: Vec<f64> = scores[0]
            .iter()
            .zip(&scores[i])
            .filter_map(|(b, x)| Some((*x)? - (*b)?))
            .collect();
        if diffs.len() < 2 {
            continue;
        }
        let n = diffs.len() as f64;
        let mean = diffs.iter().sum::<f64>() / n;
        let var = diffs.iter().map(|d| (d - mean) * (d - mean)).sum::<f64>() / (n - 1.0);
        if mean - (var / n).sqrt() > 0.0 && mean > best.0 {
            best = (mean, c);
        }
    }
    best.1
}

/// How many of its own turns Difficile's rollouts play through before scoring: the
/// candidate's turn, the rivals' replies, and two more rounds, to the start of its third
/// turn from now. Scoring at the start of its next turn (one) left the next turns'
/// attacks, which a move prepares, out of the score. Against three Medio in `torneo`
/// (at the app's thinking limit, rivals' objectives read from their attacks; docs/BOTS.md)
/// two won 54.8% (seed 5000, 1200 games) and 49.8% (seed 2026, 600), three 58.4%, 52.5%
/// and 58.5% (seed 4242, 600): 57.0% over the 2400 games. (Before the objectives were
/// read from the attacks: one 44.8%, two 51.6%, seed 5000.)
const ROLLOUT_TURNS: usize = 3;

/// Plays from the seat on turn through the others' turns until that seat's
/// [`ROLLOUT_TURNS`]-th next turn starts (or the game ends; with `to_end`, to the game's
/// end): the rivals' replies are part of the score. `me` plays its base policy, the
/// others Medio. Through the rivals' turns instead of to the end of its own this lifted
/// Difficile against three Medio in `torneo` from 19% to 29% (seed 3).
fn rollout(world: &mut Game, me: SeatId, to_end: bool, cache: &mut OddsCache) {
    let start = world.current_seat();
    let seats = world.config().seats.len();
    // `club`: to the end of the seat's own turn. Through the rivals' turns Difficile won
    // 20.0% against three Medio (seed 2026, 600 games; 30.0% in 300 with its own turn):
    // it left more seats frozen (point 20), 115 of 600.
    let club = world.rules().risiko_by_points;
    let (mut prev, mut turns, mut laps) = (start, 0, 0);
    let limit = if to_end { 6000 } else { 1500 * ROLLOUT_TURNS };
    for _ in 0..limit {
        let Some(seat) = world.actor() else { return };
        let now = world.current_seat();
        if now != prev && !to_end {
            // Also stops when the starting seat was eliminated in the rollout.
            turns += 1;
            prev = now;
            if now == start {
                laps += 1;
            }
            if laps >= ROLLOUT_TURNS || turns >= seats * ROLLOUT_TURNS || club {
                return;
            }
        }
        let view = world.view_for(seat);
        let style = if seat == me {
            Style::Forte
        } else {
            Style::Medio
        };
        let Some(a) = policy::decide(&view, Some(world), style, cache) else {
            return;
        };
        ROLLOUT_STEPS.with(|n| n.set(n.get() + 1));
        if world.apply(a).is_err() && world.apply(fallback(world)).is_err() {
            return;
        }
    }
}

/// All `k` armies on one of the `n` own territories where they keep the most of their
/// worth against the strongest enemy stack next to them (the threat [`evaluate`] sees).
fn defences(s: &view_arrays::ViewArrays, k: u32, n: usize) -> Vec<Action> {
    use crate::rules::board::territories_in;
    let mut scored: Vec<(f64, crate::rules::TerritoryId)> = territories_in(s.masks[s.me.index()])
        .filter_map(|t| {
            let threat = territories_in(s.enemy_neighbours(t))
                .map(|n| s.armies[n.index()])
                .max()?;
            let v = s.own_value(t);
            let a = s.armies[t.index()];
            let gain = held_value(v, threat, a + k) - held_value(v, threat, a);
            (gain > 0.0).then_some((gain, t))
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored
        .into_iter()
        .take(n)
        .map(|(_, territory)| Action::Place {
            territory,
            armies: k,
        })
        .collect()
}

/// An always-legal way forward.
fn fallback(g: &Game) -> Action {
    match g.phase() {
        Phase::Attack => Action::EndAttacks,
        Phase::Conquest => Action::Occupy {
            armies: g.pending_conquest().map_or(1, |p| p.min),
        },
        _ => Action::end_turn(),
    }
}

/// How good a position is for `me`: at the end, its table and place; before, the worth
/// of what it holds (its objective's values) against the best rival's, and armies.
pub fn evaluate(g: &Game, me: SeatId) -> f64 {
    if let Some(outcome) = g.outcome() {
        if let Some(mp) = &outcome.match_points {
            // `testa_a_testa`: the match points are what counts (docs/RULES.md §5).
            let mine = mp
                .points
                .iter()
                .find(|(s, _)| *s == me)
                .map_or(0.0, |p| f64::from(p.1));
            // 10 a match point: a table point ahead is worth about a tenth of one
            // (docs/RULES.md §5, by 10-point steps of difference), as in the unfinished
            // positions' scale. At 30 (an end three times a position's worth) Difficile
            // made 11.99 match points per game against Medio, at 10 12.09 (1000 matches).
            return 10.0 * (mine - 10.0);
        }
        let mine = outcome
            .standing(me)
            .map_or(0.0, |s| s.table_points.as_f64());
        let winner = outcome.winner();
        let best_other = outcome
            .standings
            .iter()
            .filter(|s| s.seat != me)
            .map(|s| s.table_points.as_f64())
            .fold(0.0, f64::max);
        return if winner == Some(me) {
            200.0 + (mine - best_other)
        } else {
            -100.0 + (mine - best_other)
        };
    }
    let scoring = g.rules().scoring;
    let n = g.config().seats.len();
    let club = g.rules().chain_scoring();
    let worth = |s: SeatId| -> f64 {
        if g.is_virtual(s) || !g.is_alive(s) {
            return 0.0;
        }
        if club {
            return club_worth(g, s);
        }
        let o = g.objective(s);
        let army = f64::from(g.total_armies(s));
        let owned = g.territory_mask(s);
        crate::rules::board::territories_in(owned)
            .map(|t| {
                let v = value_for(scoring, o, t, g.config().seats[g.owner(t).index()].color);
                // The risk of losing it before the next turn.
                let threat = crate::rules::board::territories_in(g.neighbour_mask_of(t) & !owned)
                    .map(|n| g.armies(n))
                    .max()
                    .unwrap_or(0);
                held_value(v, threat, g.armies(t))
            })
            .sum::<f64>()
            + 0.15 * army
            + CARD_WORTH * f64::from(g.hand(s).len() as u32)
    };
    let mine = worth(me);
    let best_other = (0..n)
        .map(|i| SeatId(i as u8))
        .filter(|&s| s != me)
        .map(worth)
        .fold(0.0, f64::max);
    mine - best_other
}

/// What a card in hand is worth in [`evaluate`]: three make a tris of 4 to 12 armies,
/// and a conquest draws one. Counting them (none before) lifted Difficile against three
/// Medio in `torneo` from 37.7% to 39.1% at 1 and 39.4% at 2 (3000 games, seed 1001).
const CARD_WORTH: f64 = 2.0;

/// What a territory worth `v` is worth while held with `armies` next to an enemy stack
/// of `threat` armies: discounted by the risk of losing it. A stack many times its own
/// takes nearly all of it (the discount's weight 1 instead of 0.5 lifted Difficile in
/// `torneo` against three Medio from 30.8% to 34.3% over 600 games, seeds 21-22).
fn held_value(v: f64, threat: u32, armies: u32) -> f64 {
    let threat = f64::from(threat.saturating_sub(1));
    v * (1.0 - threat / (threat + 1.5 * f64::from(armies) + 1.0))
}

/// `club`: a seat's score (points 11-13, the best chain double) with each territory's
/// share discounted by the risk of losing it before its next turn, the RisiKo! target
/// (point 14), armies, and a frozen seat (point 20) marked down: it plays no more.
fn club_worth(g: &Game, s: SeatId) -> f64 {
    use crate::rules::board::territories_in;
    use crate::rules::club;
    let owned = g.territory_mask(s);
    let chain = club::best_chain(owned);
    let score = f64::from(club::score_of(owned, Some(chain)));
    let at_risk: f64 = territories_in(owned)
        .map(|t| {
            let v = f64::from(club::value(t)) * if chain & t.bit() != 0 { 2.0 } else { 1.0 };
            let threat = territories_in(g.neighbour_mask_of(t) & !owned)
                .filter(|&n| !g.owner(n).is_neutral())
                .map(|n| g.armies(n))
                .max()
                .unwrap_or(0);
            let threat = f64::from(threat.saturating_sub(1));
            v * 0.5 * threat / (threat + 1.5 * f64::from(g.armies(t)) + 1.0)
        })
        .sum();
    let reached = if score >= f64::from(g.club_risiko_target()) {
        100.0
    } else {
        0.0
    };
    let frozen = if g.seats[s.index()].status == crate::rules::SeatStatus::Frozen {
        20.0
    } else {
        0.0
    };
    score - at_risk + reached - frozen + 0.15 * f64::from(g.total_armies(s))
}

#[cfg(test)]
mod tests;
