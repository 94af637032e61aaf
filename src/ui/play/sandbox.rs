//! Test hook: positions that take long to reach in play, put on the table without a
//! session ([`crate::ui::game_ctx::ActiveGame::set_sandbox`], never saved). Opened with
//! the URL parameter `?sandbox=<name>` (read once by the home screen) and used by the
//! browser tests and the performance measurement; normal play never comes here.
//!
//! - `blitz100`: torneo, round 5, Anna attacks from Ucraina (101 armies) into Urali
//!   (100 armies, Bruno's).
//! - `trade`: torneo, Anna's reinforcements, with three cannoni (Ucraina and Siam are
//!   hers, Brasile is Bruno's), a jolly and a fante (Alaska, Carla's) in hand.
//! - `conquest`: torneo, round 5, Anna attacks from Ucraina (30 armies) into Urali (1).
//! - `reinforce200`: torneo, round 5, Anna has 200 armies to place (tap timing).
//! - `final`: torneo ending after round 5, Dario's strategic move in round 5: ending the
//!   turn ends the game (the final table).

use std::collections::BTreeMap;

use crate::rules::board::{Card, TerritoryId as T};
use crate::rules::scenario::Position;
use crate::rules::{Color, Ending, Game, GameConfig, Phase, PresetId, SeatConfig};

/// The four players of every sandbox position (seat order as given).
pub fn config() -> GameConfig {
    GameConfig::new(
        PresetId::Torneo,
        vec![
            SeatConfig::human("Anna", Color::Blu),
            SeatConfig::human("Bruno", Color::Rosso),
            SeatConfig::human("Carla", Color::Giallo),
            SeatConfig::human("Dario", Color::Verde),
        ],
    )
}

fn position(phase: Phase, round: u32, territories: &[(T, u8, u32)]) -> Position {
    Position {
        territories: territories.iter().map(|&(t, s, a)| (t, (s, a))).collect(),
        rest: None,
        hands: BTreeMap::new(),
        objectives: BTreeMap::new(),
        order: Some(vec![0, 1, 2, 3]),
        current: 0,
        round: Some(round),
        phase,
        reinforcements: None,
        trade_window: None,
        conquests: 0,
        penultimate_round: None,
        extra_rolls: BTreeMap::new(),
        morto_turns: None,
        eliminated: BTreeMap::new(),
        discards: Vec::new(),
        deck_top: Vec::new(),
    }
}

/// A named position, if `name` is one.
pub fn position_named(name: &str) -> Option<Position> {
    Some(match name {
        "blitz100" => position(
            Phase::Attack,
            5,
            &[(T::Ucraina, 0, 101), (T::Urali, 1, 100)],
        ),
        "conquest" => position(Phase::Attack, 5, &[(T::Ucraina, 0, 30), (T::Urali, 1, 1)]),
        "final" => {
            let mut p = position(Phase::Fortify, 5, &[]);
            p.current = 3;
            p
        }
        "reinforce200" => {
            let mut p = position(Phase::Reinforce, 5, &[]);
            p.reinforcements = Some(200);
            p
        }
        "trade" => {
            let mut p = position(
                Phase::Reinforce,
                3,
                &[
                    (T::Ucraina, 0, 3),
                    (T::Siam, 0, 3),
                    (T::Brasile, 1, 2),
                    (T::Alaska, 2, 2),
                ],
            );
            p.hands.insert(
                0,
                vec![
                    Card::Territory(T::Ucraina),
                    Card::Territory(T::Siam),
                    Card::Territory(T::Brasile),
                    Card::Jolly(0),
                    Card::Territory(T::Alaska),
                ],
            );
            p
        }
        _ => return None,
    })
}

/// The game of a named position.
pub fn game_named(name: &str) -> Option<Game> {
    let mut config = config();
    if name == "final" {
        config.options.ending = Ending::RoundLimit(5);
    }
    Game::from_position(config, 1, &position_named(name)?).ok()
}
