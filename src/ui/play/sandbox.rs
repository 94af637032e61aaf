//! Test hook: positions that take long to reach in play, put on the table without a
//! session ([`crate::ui::game_ctx::ActiveGame::set_sandbox`], never saved). Opened with
//! the URL parameter `?sandbox=<name>` (read once by the home screen, only in builds with
//! the cargo feature `sandbox`: the test build `dist-test/`) and used by the browser tests
//! and the performance measurement; normal play never comes here, and the shipped build
//! does not contain these positions (nothing there calls them).
//!
//! - `blitz100`: torneo, round 5, Anna attacks from Ucraina (101 armies) into Urali
//!   (100 armies, Bruno's).
//! - `trade`: torneo, Anna's reinforcements, with three cannoni (Ucraina and Siam are
//!   hers, Brasile is Bruno's), a jolly and a fante (Alaska, Carla's) in hand.
//! - `conquest`: torneo, round 5, Anna attacks from Ucraina (30 armies) into Urali (1).
//! - `reinforce200`: torneo, round 5, Anna has 200 armies to place (tap timing).
//! - `final`: torneo ending after round 5, Dario's strategic move in round 5: ending the
//!   turn ends the game (the final table).
//! - `testa_morto`: testa a testa (Luca, Morto, Andrea), round 5, the last: the morto's
//!   attack phase directed by Luca, from Ucraina (8 armies) next to Luca's Europa
//!   settentrionale and Andrea's Afghanistan; the morto holds two cards.
//! - `testa_extra`: testa a testa, round 6 (the sdadata is rolled at the end of every
//!   turn): Luca's strategic move, holding two extra rolls.
//! - `club`: club, round 3, Anna's attack phase: South America and Cina-Siam-India hers
//!   (two chains), Egitto and Islanda neutral, Alaska Bruno's, Giappone Carla's, the
//!   rest Dario's, two cards in hand.

use std::collections::BTreeMap;

use crate::rules::board::{Card, TerritoryId as T};
use crate::rules::scenario::Position;
use crate::rules::{Color, Ending, Game, GameConfig, Phase, PresetId, SeatConfig, Trigger};

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
        // Inserted one by one: collecting into a map sorts with the standard sort,
        // kilobytes of wasm for a sandbox.
        territories: {
            let mut m = BTreeMap::new();
            for &(t, s, a) in territories {
                m.insert(t, (s, a));
            }
            m
        },
        order: Some(vec![0, 1, 2, 3]),
        round: Some(round),
        ..Position::new(0, phase)
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
        "testa_morto" => {
            let mut p = position(
                Phase::Attack,
                5,
                &[
                    (T::Ucraina, 2, 8),
                    (T::Urali, 2, 3),
                    (T::EuropaSettentrionale, 0, 3),
                    (T::Scandinavia, 0, 2),
                    (T::Afghanistan, 1, 3),
                    (T::MedioOriente, 1, 2),
                ],
            );
            p.order = Some(vec![0, 2, 1]);
            p.current = 2;
            p.penultimate_round = Some(4);
            // The morto's second turn: Luca directs it (Andrea, the later player, did first).
            p.morto_turns = Some(1);
            p.hands.insert(
                2,
                vec![Card::Territory(T::Cina), Card::Territory(T::Egitto)],
            );
            p
        }
        "club" => {
            let mut p = position(
                Phase::Attack,
                3,
                &[
                    (T::Brasile, 0, 6),
                    (T::Argentina, 0, 3),
                    (T::Peru, 0, 2),
                    (T::Venezuela, 0, 4),
                    (T::Cina, 0, 5),
                    (T::Siam, 0, 3),
                    (T::India, 0, 2),
                    (T::Egitto, 255, 8),
                    (T::Islanda, 255, 5),
                    (T::Alaska, 1, 4),
                    (T::Giappone, 2, 4),
                ],
            );
            p.rest = Some((3, 3));
            p.hands.insert(
                0,
                vec![Card::Territory(T::Cina), Card::Territory(T::Alaska)],
            );
            p
        }
        "testa_extra" => {
            let mut p = position(Phase::Fortify, 6, &[]);
            p.order = Some(vec![0, 2, 1]);
            p.penultimate_round = Some(4);
            p.morto_turns = Some(10);
            p.extra_rolls.insert(0, 2);
            p
        }
        _ => return None,
    })
}

/// The two players and the morto of the `testa_*` positions.
pub fn testa_config() -> GameConfig {
    let mut c = GameConfig::new(
        PresetId::TestaATesta,
        vec![
            SeatConfig::human("Luca", Color::Blu),
            SeatConfig::human("Andrea", Color::Rosso),
            SeatConfig::morto("Morto", Color::Nero),
        ],
    );
    c.options.ending = Ending::Sdadata {
        trigger: Trigger::Rounds(4),
    };
    c
}

/// The game of a named position.
pub fn game_named(name: &str) -> Option<Game> {
    let mut config = match name.starts_with("testa") {
        true => testa_config(),
        false => config(),
    };
    if name == "final" {
        config.options.ending = Ending::RoundLimit(5);
    }
    if name == "club" {
        config.preset = PresetId::Club;
        config.options = crate::rules::Options::default_for(PresetId::Club);
    }
    // testa: a seed whose sdadata at the end of `testa_extra` goes on past the extra rolls.
    let seed = if name.starts_with("testa") { 2 } else { 1 };
    Game::from_position(config, seed, &position_named(name)?).ok()
}
