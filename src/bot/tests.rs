//! The bots' tests: they only read a seat's view (no peeking), their decisions on clear
//! positions, and a small arena on every preset.

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;

use super::arena::{run, ArenaConfig};
use super::{decide, BotSettings, Level};
use crate::rules::board::territories_in;
use crate::rules::rng::Rng as DiceRng;
use crate::rules::scenario::Position;
use crate::rules::{
    odds, Action, Color, Game, GameConfig, Objective, Phase, PresetId, SeatConfig, SeatId,
    SeatOrder, TerritoryId,
};

fn settings(level: Level) -> BotSettings {
    BotSettings {
        level,
        think_budget: 8,
    }
}

fn config(preset: PresetId) -> GameConfig {
    let seats = match preset {
        PresetId::TestaATesta => vec![
            SeatConfig::human("Anna", Color::Blu),
            SeatConfig::morto("Morto", Color::Nero),
            SeatConfig::human("Bruno", Color::Rosso),
        ],
        _ => ["Anna", "Bruno", "Carla", "Dario"]
            .iter()
            .zip(Color::ALL)
            .map(|(n, c)| SeatConfig::human(*n, c))
            .collect(),
    };
    let mut c = GameConfig::new(preset, seats);
    c.options.seat_order = SeatOrder::AsGiven;
    c
}

const PRESETS: [PresetId; 4] = [
    PresetId::Classico,
    PresetId::Torneo,
    PresetId::Okgiocacon,
    PresetId::TestaATesta,
];

/// A copy of `g` whose secrets hidden from `viewer` are redrawn: the other seats'
/// hidden hands and the deck (same sizes), their objectives, the dice generator and the
/// secret time.
fn with_other_secrets(g: &Game, viewer: SeatId, seed: u64) -> Game {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut h = g.clone();
    let hidden: Vec<usize> = (0..h.seats.len())
        .filter(|&i| SeatId(i as u8) != viewer && !h.is_virtual(SeatId(i as u8)))
        .collect();
    let mut pool: Vec<_> = h.deck.clone();
    for &i in &hidden {
        pool.extend(h.seats[i].hand.iter().copied());
    }
    pool.shuffle(&mut rng);
    for &i in &hidden {
        let k = h.seats[i].hand.len();
        h.seats[i].hand = pool.drain(..k).collect();
    }
    h.deck = pool;
    let mine = h.seats[viewer.index()].objective;
    let mut objectives: Vec<Objective> = match h.config.preset {
        PresetId::Classico => Objective::classic_all().collect(),
        _ => Objective::tournament_all().collect(),
    };
    objectives.retain(|o| Some(*o) != mine);
    objectives.shuffle(&mut rng);
    for &i in &hidden {
        if h.seats[i].objective.is_some() && !h.seats[i].objective_fallback {
            h.seats[i].objective = objectives.pop();
        }
    }
    h.rng = DiceRng::new(seed ^ 0xdead_beef);
    h.secret_minutes = h.secret_minutes.map(|m| m + 7);
    h
}

/// Issue 12 item 1: a bot reads only what its seat may know. At many positions of every
/// preset, two games that differ only in other seats' secrets and in the dice give the
/// same view and the same decision for the same bot seed, at every level.
#[test]
fn decisions_depend_only_on_what_the_seat_may_know() {
    let mut checked = 0;
    for preset in PRESETS {
        for seed in 0..3u64 {
            let mut g = Game::new(config(preset), seed).expect("valid");
            let mut rng = SmallRng::seed_from_u64(seed);
            for step in 0..400 {
                let Some(seat) = g.actor() else { break };
                let view = g.view_for(seat);
                if step % 23 == 0 {
                    let other = with_other_secrets(&g, seat, seed * 1000 + step);
                    assert_ne!(other, g, "the secrets changed");
                    let other_view = other.view_for(seat);
                    assert_eq!(view, other_view, "{preset:?}: a view shows no secret");
                    for level in Level::ALL {
                        let s = settings(level);
                        let a = decide(&view, &s, &mut SmallRng::seed_from_u64(step));
                        let b = decide(&other_view, &s, &mut SmallRng::seed_from_u64(step));
                        assert_eq!(a, b, "{preset:?} {level:?}");
                        let a = a.expect("the actor has a move");
                        assert!(g.check(&a).is_ok(), "{preset:?} {level:?}: {a:?} legal");
                        checked += 1;
                    }
                }
                let a = decide(&view, &settings(Level::Medio), &mut rng).expect("a move");
                g.apply(a).expect("legal");
                if g.phase() == Phase::Over {
                    break;
                }
            }
        }
    }
    assert!(checked > 100, "{checked} decisions compared");
}

fn torneo_position(objective: u8, current: u8, phase: Phase) -> Position {
    let mut p = Position::new(current, phase);
    p.rest = Some((1, 3));
    p.objectives.insert(0, Objective::Tournament(objective));
    p
}

/// Issue 12 item 8: with one territory of its objective missing and a large army next to
/// it, every level but Casuale takes it (RisiKo!: RULES.md §3 "Fare RisiKo!").
#[test]
fn takes_the_last_territory_of_its_objective_with_good_odds() {
    let objective = Objective::Tournament(1);
    let need: Vec<TerritoryId> = territories_in(objective.territory_mask()).collect();
    // The last one: an objective territory with an objective neighbour.
    let last = *need
        .iter()
        .find(|t| {
            t.neighbours()
                .any(|n| objective.territory_mask() & n.bit() != 0)
        })
        .expect("a connected objective");
    let from = last
        .neighbours()
        .find(|n| objective.territory_mask() & n.bit() != 0)
        .expect("neighbour");
    let mut p = torneo_position(1, 0, Phase::Attack);
    for &t in &need {
        p.territories.insert(t, (0, 2));
    }
    p.territories.insert(from, (0, 20));
    p.territories.insert(last, (2, 2));
    // The others keep territories of their own.
    let spare: Vec<TerritoryId> = TerritoryId::ALL
        .iter()
        .copied()
        .filter(|t| objective.territory_mask() & t.bit() == 0)
        .collect();
    for (i, t) in spare.iter().enumerate() {
        p.territories.insert(*t, (1 + (i % 3) as u8, 3));
    }
    p.territories.insert(last, (2, 2));
    let g = Game::from_position(config(PresetId::Torneo), 5, &p).expect("position");
    for level in [Level::Facile, Level::Medio, Level::Difficile] {
        for seed in 0..3 {
            let a = decide(
                &g.view_for(SeatId(0)),
                &settings(level),
                &mut SmallRng::seed_from_u64(seed),
            )
            .expect("a move");
            assert!(
                matches!(a, Action::Blitz { to, .. } | Action::Attack { to, .. } if to == last),
                "{level:?} attacks {last:?}: {a:?}"
            );
            let mut real = g.clone();
            real.apply(a).expect("legal");
        }
    }
}

/// Issue 12 item 2 ("never suicides its armies"): 3 armies against 20, every other own
/// territory with a single army: every level but Casuale ends its attacks.
#[test]
fn refuses_a_suicidal_attack() {
    let from = TerritoryId::from_key("brasile").expect("id");
    let to = TerritoryId::from_key("africa_del_nord").expect("id");
    let mut p = torneo_position(1, 0, Phase::Attack);
    p.rest = None;
    for (i, t) in TerritoryId::ALL.iter().enumerate() {
        p.territories.insert(*t, ((i % 4) as u8, 1));
    }
    p.territories.insert(from, (0, 3));
    p.territories.insert(to, (1, 20));
    for n in from.neighbours().filter(|&n| n != to) {
        p.territories.insert(n, (0, 1));
    }
    let g = Game::from_position(config(PresetId::Torneo), 5, &p).expect("position");
    for level in [Level::Facile, Level::Medio, Level::Difficile] {
        for seed in 0..3 {
            let a = decide(
                &g.view_for(SeatId(0)),
                &settings(level),
                &mut SmallRng::seed_from_u64(seed),
            );
            assert_eq!(a, Some(Action::EndAttacks), "{level:?}");
        }
    }
}

/// RULES.md §5 ("The morto's armies may not attack the real player who is directing it
/// that turn", testa-a-testa.txt lines 25-27): directing the morto, a bot never attacks
/// itself, even next to a weak territory of its own; it attacks the other player.
#[test]
fn directing_the_morto_never_attacks_its_director() {
    // Seats: 0 Anna, 1 Morto, 2 Bruno; morto_turns 0: Bruno (the last real seat) directs.
    let morto_t = TerritoryId::from_key("ucraina").expect("id");
    let director_t = TerritoryId::from_key("scandinavia").expect("id");
    let rival_t = TerritoryId::from_key("urali").expect("id");
    let mut p = Position::new(1, Phase::Attack);
    p.morto_turns = Some(0);
    for (i, t) in TerritoryId::ALL.iter().enumerate() {
        p.territories.insert(*t, ((i % 3) as u8, 2));
    }
    p.territories.insert(morto_t, (1, 20));
    p.territories.insert(director_t, (2, 1));
    p.territories.insert(rival_t, (0, 2));
    p.objectives.insert(0, Objective::Tournament(3));
    p.objectives.insert(2, Objective::Tournament(4));
    let g = Game::from_position(config(PresetId::TestaATesta), 5, &p).expect("position");
    assert_eq!(g.director(), Some(SeatId(2)));
    for level in Level::ALL {
        for seed in 0..4 {
            let view = g.view_for(SeatId(2));
            let a = decide(&view, &settings(level), &mut SmallRng::seed_from_u64(seed))
                .expect("the director acts");
            assert!(g.check(&a).is_ok(), "{level:?}: {a:?} legal");
            if let Action::Blitz { to, .. } | Action::Attack { to, .. } = a {
                assert_ne!(g.owner(to), SeatId(2), "{level:?} attacks its director");
            }
            if level != Level::Casuale {
                assert!(
                    matches!(a, Action::Blitz { from, to, .. } if from == morto_t && g.owner(to) == SeatId(0)),
                    "{level:?} attacks the rival with the morto: {a:?}"
                );
            }
        }
    }
}

/// Issue 12 item 2: Facile attacks only with good odds (at least 75% to conquer, from
/// the exact odds function), over whole games of every preset.
#[test]
fn facile_never_attacks_with_poor_odds() {
    let mut attacks = 0;
    for preset in PRESETS {
        let mut g = Game::new(config(preset), 11).expect("valid");
        let mut rng = SmallRng::seed_from_u64(3);
        for _ in 0..1500 {
            let Some(seat) = g.actor() else { break };
            let a = decide(&g.view_for(seat), &settings(Level::Facile), &mut rng).expect("move");
            match a {
                Action::Blitz { from, to, stop_at } => {
                    let o = odds(g.armies(from), g.armies(to), g.rules(), stop_at);
                    assert!(o.conquer >= 0.75, "{preset:?}: {a:?} at {}", o.conquer);
                    attacks += 1;
                }
                Action::Attack { .. } => panic!("Facile attacks by blitz only: {a:?}"),
                _ => {}
            }
            g.apply(a).expect("legal");
        }
    }
    assert!(attacks > 20, "{attacks} attacks seen");
}

/// Issue 12 item 3: a small arena on every preset with every level: no illegal action,
/// no panic, every game ends (by the rules, or at the round limit for `classico`).
#[test]
fn arena_plays_every_preset_with_every_level() {
    for preset in PRESETS {
        let seats = if preset == PresetId::TestaATesta {
            vec![
                Level::Difficile,
                Level::Casuale,
                Level::Facile,
                Level::Medio,
            ]
        } else {
            Level::ALL.to_vec()
        };
        // testa a testa takes two levels per match: pair them up.
        let pairs: Vec<Vec<Level>> = if preset == PresetId::TestaATesta {
            seats.chunks(2).map(<[Level]>::to_vec).collect()
        } else {
            vec![seats]
        };
        for seats in pairs {
            let cfg = ArenaConfig {
                preset,
                seats: seats.clone(),
                games: 2,
                seed: 9,
                think_budget: 6,
                turn_seconds: 150,
                max_rounds: 30,
                ending: None,
            };
            let r = run(&cfg, &|| 0.0);
            assert_eq!(r.illegal, 0, "{preset:?}: illegal actions");
            assert_eq!(r.unfinished, 0, "{preset:?}: every game ends");
            assert!(r.games >= 2, "{preset:?}: games played");
            for level in &seats {
                let s = &r.levels.iter().find(|(l, _)| l == level).expect("level").1;
                assert!(s.decisions > 0, "{preset:?}: {level:?} decided");
            }
        }
    }
}

/// The other endings run too: torneo's secret time ("the game ends as soon as the
/// hidden time expires", RULES.md §3) and sdadata after a number of rounds.
#[test]
fn arena_runs_the_other_endings() {
    for ending in [
        crate::rules::Ending::SecretTime {
            min_minutes: 20,
            max_minutes: 40,
        },
        crate::rules::Ending::Sdadata {
            trigger: crate::rules::Trigger::Rounds(4),
        },
    ] {
        let cfg = ArenaConfig {
            preset: PresetId::Torneo,
            seats: vec![Level::Medio, Level::Facile, Level::Casuale, Level::Medio],
            games: 2,
            seed: 4,
            think_budget: 4,
            turn_seconds: 120,
            max_rounds: 40,
            ending: Some(ending),
        };
        let r = run(&cfg, &|| 0.0);
        assert_eq!((r.illegal, r.unfinished, r.games), (0, 0, 2), "{ending:?}");
    }
}

#[test]
fn level_keys_round_trip() {
    for l in Level::ALL {
        assert_eq!(Level::from_key(l.key()), Some(l));
        assert!(!l.name_it().is_empty() && !l.name_en().is_empty());
    }
    assert_eq!(Level::from_key("facile"), Some(Level::Facile));
    assert_eq!(Level::from_key("nope"), None);
}
